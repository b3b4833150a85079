"""The JSON Schema keywords that match a server's regular expressions, on `linear_regex` instead of `re`.

jsonschema matches `pattern`, `patternProperties` and the extras of `additionalProperties` with Python's backtracking
`re`, on the event loop: a schema's `^(a+)+$` and a forty-character string stall every client for hours. These three
keywords are replaced by the same rules over RE2 (`validating_class`). A pattern RE2 cannot take (lookaround,
backreferences) is not checked: no value fails it, and no key counts as matching nothing because of it.

`unevaluatedProperties` reads `patternProperties` through jsonschema's own helpers, with `re`: a schema that has both
is not validated (`unbounded`), which its report says.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from jsonschema import ValidationError, validators
from jsonschema.protocols import Validator

from aggregator.linear_regex import linear_regex

__all__ = ["unbounded", "validating_class"]

#: how many schema objects `unbounded` looks at before it gives up looking (a verdict bounds schemas well below it)
_WALK_BUDGET = 100_000


def _search(pattern: Any, text: str) -> bool | None:
    """Whether `pattern` matches in `text`; None when it cannot be matched in linear time."""
    regex = linear_regex(pattern) if isinstance(pattern, str) else None
    return None if regex is None else regex.search(text)


def _pattern(validator: Any, pattern: Any, instance: Any, schema: Any) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string") and _search(pattern, instance) is False:
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _pattern_properties(validator: Any, patterns: Any, instance: Any, schema: Any) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in patterns.items():
        for key, value in instance.items():
            if _search(pattern, key):
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


def _extras(instance: Mapping[str, Any], schema: Mapping[str, Any]) -> list[str]:
    """The keys no `properties` names and no `patternProperties` pattern matches (one RE2 cannot take matches all)."""
    properties = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    return [
        key
        for key in instance
        if key not in properties and not any(_search(pattern, key) is not False for pattern in patterns)
    ]


def _additional_properties(validator: Any, extra: Any, instance: Any, schema: Any) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    extras = _extras(instance, schema)
    if validator.is_type(extra, "object"):
        for key in extras:
            yield from validator.descend(instance[key], extra, path=key)
    elif not extra and extras:
        names = ", ".join(repr(key) for key in sorted(extras))
        if "patternProperties" in schema:
            patterns = ", ".join(repr(pattern) for pattern in sorted(schema["patternProperties"]))
            verb = "does" if len(extras) == 1 else "do"
            yield ValidationError(f"{names} {verb} not match any of the regexes: {patterns}")
        else:
            verb = "was" if len(extras) == 1 else "were"
            yield ValidationError(f"Additional properties are not allowed ({names} {verb} unexpected)")


@cache
def validating_class(cls: type[Validator]) -> type[Validator]:
    """`cls` with its regular-expression keywords matched in linear time."""
    keywords = {"pattern": _pattern, "patternProperties": _pattern_properties}
    keywords["additionalProperties"] = _additional_properties
    extended: type[Validator] = validators.extend(cls, keywords)  # type: ignore[no-untyped-call]
    return extended


def unbounded(schema: Any) -> bool:
    """Whether `schema` has both `unevaluatedProperties` and `patternProperties` (somewhere in it): jsonschema
    would match those patterns with backtracking `re`."""
    stack, seen, found = [schema], 0, set[str]()
    while stack and seen < _WALK_BUDGET:
        node = stack.pop()
        seen += 1
        if isinstance(node, dict):
            found.update(key for key in ("unevaluatedProperties", "patternProperties") if key in node)
            if len(found) == 2:
                return True
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return len(found) == 2 or bool(stack)
