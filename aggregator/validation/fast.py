"""The fast path: a shortcut past jsonschema for arguments that are valid.

jsonschema interprets the schema on every call (~50 µs for a five-property object here); the valid case is
the hot path of every tool call, so the common keyword subset is compiled into plain closures that answer
only "valid or not". A False (rare) falls back to jsonschema for the error details; a schema using
anything outside the subset gets no fast path at all. A hypothesis test pins agreement with jsonschema.
"""

from __future__ import annotations

import numbers
from collections.abc import Callable, Sized
from typing import Any, Final

from jsonschema.protocols import Validator

from aggregator.linear_regex import LinearRegex, linear_regex
from aggregator.validation.text import _as_list

_Check = Callable[[Any], bool]
_FAST_DIALECTS: Final = frozenset(
    {"Draft6Validator", "Draft7Validator", "Draft201909Validator", "Draft202012Validator"}
)
_ANNOTATIONS: Final = frozenset(
    {
        "$schema", "$comment", "$defs", "definitions", "title", "description", "default", "examples", "format",
        "deprecated", "readOnly", "writeOnly", "contentMediaType", "contentEncoding",
    }
)  # fmt: skip
_FAST_TYPES: Final[dict[str, _Check]] = {
    "array": lambda v: isinstance(v, list),
    "boolean": lambda v: isinstance(v, bool),
    # draft 6+: 1.0 is an integer; bool is never a number
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer()),
    "null": lambda v: v is None,
    "number": lambda v: isinstance(v, numbers.Number) and not isinstance(v, bool),
    "object": lambda v: isinstance(v, dict),
    "string": lambda v: isinstance(v, str),
}
_is_number = _FAST_TYPES["number"]


def _fast_check(schema: Any, cls: type[Validator]) -> _Check | None:
    return _fast(schema) if cls.__name__ in _FAST_DIALECTS else None


def _fast(schema: Any) -> _Check | None:
    if isinstance(schema, bool):
        return (lambda _: True) if schema else (lambda _: False)
    if not isinstance(schema, dict) or "$ref" in schema or "$id" in schema:
        return None
    checks: list[_Check] = []
    for keyword, value in schema.items():
        if keyword in _ANNOTATIONS or keyword.startswith("x-"):
            continue
        build = _FAST_BUILDERS.get(keyword)
        check = build(value, schema) if build is not None else None
        if check is None:
            return None
        checks.append(check)
    return _all_of_checks(checks)


def _all_of_checks(checks: list[_Check]) -> _Check:
    if len(checks) == 1:
        return checks[0]
    return lambda v: all(check(v) for check in checks)


def _fast_type(value: Any, _: dict[str, Any]) -> _Check | None:
    names = _as_list(value)
    if not all(isinstance(name, str) and name in _FAST_TYPES for name in names):
        return None
    tests = [_FAST_TYPES[name] for name in names]
    return tests[0] if len(tests) == 1 else (lambda v: any(test(v) for test in tests))


def _fast_properties(value: Any, _: dict[str, Any]) -> _Check | None:
    subs = {name: _fast(sub) for name, sub in value.items()}
    if any(sub is None for sub in subs.values()):
        return None
    items = list(subs.items())
    return lambda v: not isinstance(v, dict) or all(name not in v or sub(v[name]) for name, sub in items)  # type: ignore[misc]


def _fast_pattern_properties(value: Any, _: dict[str, Any]) -> _Check | None:
    compiled = [(_compile_regex(pattern), _fast(sub)) for pattern, sub in value.items()]
    checks = [(regex, sub) for regex, sub in compiled if regex is not None and sub is not None]
    if len(checks) != len(compiled):
        return None
    return lambda v: (
        not isinstance(v, dict)
        or all(sub(item) for regex, sub in checks for key, item in v.items() if regex.search(key))
    )


def _fast_additional(value: Any, schema: dict[str, Any]) -> _Check | None:
    sub = _fast(value)
    regexes = [_compile_regex(pattern) for pattern in schema.get("patternProperties", {})]
    if sub is None or any(regex is None for regex in regexes):
        return None
    known = frozenset(schema.get("properties", {}))

    def check(v: Any) -> bool:
        if not isinstance(v, dict):
            return True
        extras = (v[k] for k in v if k not in known and not any(r.search(k) for r in regexes))  # type: ignore[union-attr]
        return all(sub(extra) for extra in extras)

    return check


def _fast_required(value: Any, _: dict[str, Any]) -> _Check | None:
    names = tuple(value)
    return lambda v: not isinstance(v, dict) or all(name in v for name in names)


def _fast_items(value: Any, schema: dict[str, Any]) -> _Check | None:
    sub = _fast(value) if isinstance(value, dict | bool) and "prefixItems" not in schema else None
    if sub is None:
        return None
    return lambda v: not isinstance(v, list) or all(sub(item) for item in v)


def _fast_enum(value: Any, _: dict[str, Any]) -> _Check | None:
    if not all(_scalar(option) for option in value):
        return None
    if all(isinstance(option, str) for option in value):
        strings = frozenset(value)
        return lambda v: isinstance(v, str) and v in strings
    options = tuple(value)
    return lambda v: any(_scalar_equal(v, option) for option in options)


def _fast_const(value: Any, _: dict[str, Any]) -> _Check | None:
    return (lambda v: _scalar_equal(v, value)) if _scalar(value) else None


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float)


def _scalar_equal(value: Any, option: Any) -> bool:
    # JSON equality as jsonschema defines it: true is not 1, 1 is 1.0
    if isinstance(value, bool) or isinstance(option, bool):
        return value is option
    if value is None or option is None:
        return value is option
    if isinstance(value, str) or isinstance(option, str):
        return type(value) is type(option) and value == option
    return _is_number(value) and value == option


def _fast_bound(compare: Callable[[Any, Any], bool]) -> Callable[[Any, dict[str, Any]], _Check | None]:
    def build(limit: Any, _: dict[str, Any]) -> _Check | None:
        if not _is_number(limit):
            return None
        return lambda v: not _is_number(v) or compare(v, limit)

    return build


def _fast_size(
    kind: type[Sized], compare: Callable[[int, float], bool]
) -> Callable[[Any, dict[str, Any]], _Check | None]:
    def build(limit: Any, _: dict[str, Any]) -> _Check | None:
        if not isinstance(limit, int | float) or isinstance(limit, bool):
            return None
        return lambda v: not isinstance(v, kind) or compare(len(v), limit)

    return build


def _fast_pattern(value: Any, _: dict[str, Any]) -> _Check | None:
    regex = _compile_regex(value)
    if regex is None:
        return None
    return lambda v: not isinstance(v, str) or regex.search(v)


def _fast_combinator(kind: str) -> Callable[[Any, dict[str, Any]], _Check | None]:
    def build(value: Any, _: dict[str, Any]) -> _Check | None:
        subs = [_fast(sub) for sub in value] if isinstance(value, list) else [None]
        if any(sub is None for sub in subs):
            return None
        if kind == "allOf":
            return lambda v: all(sub(v) for sub in subs)  # type: ignore[misc]
        if kind == "anyOf":
            return lambda v: any(sub(v) for sub in subs)  # type: ignore[misc]
        return lambda v: sum(1 for sub in subs if sub(v)) == 1  # type: ignore[misc]

    return build


def _fast_not(value: Any, _: dict[str, Any]) -> _Check | None:
    sub = _fast(value)
    return None if sub is None else (lambda v: not sub(v))


def _compile_regex(pattern: Any) -> LinearRegex | None:
    # linear time (RE2): a pattern it cannot take leaves the schema to jsonschema, which does not check it either
    return linear_regex(pattern) if isinstance(pattern, str) else None


_FAST_BUILDERS: Final[dict[str, Callable[[Any, dict[str, Any]], _Check | None]]] = {
    "type": _fast_type,
    "properties": _fast_properties,
    "patternProperties": _fast_pattern_properties,
    "additionalProperties": _fast_additional,
    "required": _fast_required,
    "items": _fast_items,
    "enum": _fast_enum,
    "const": _fast_const,
    "minimum": _fast_bound(lambda v, limit: v >= limit),
    "maximum": _fast_bound(lambda v, limit: v <= limit),
    "exclusiveMinimum": _fast_bound(lambda v, limit: v > limit),
    "exclusiveMaximum": _fast_bound(lambda v, limit: v < limit),
    "minLength": _fast_size(str, lambda size, limit: size >= limit),
    "maxLength": _fast_size(str, lambda size, limit: size <= limit),
    "minItems": _fast_size(list, lambda size, limit: size >= limit),
    "maxItems": _fast_size(list, lambda size, limit: size <= limit),
    "minProperties": _fast_size(dict, lambda size, limit: size >= limit),
    "maxProperties": _fast_size(dict, lambda size, limit: size <= limit),
    "pattern": _fast_pattern,
    "allOf": _fast_combinator("allOf"),
    "anyOf": _fast_combinator("anyOf"),
    "oneOf": _fast_combinator("oneOf"),
    "not": _fast_not,
}
