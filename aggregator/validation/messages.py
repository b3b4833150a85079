"""Failures turned into messages a model can act on: "limit must be at most 50; you sent 200".

jsonschema's messages do not say which field failed; these name the field as the model wrote it, the
constraint, and the value sent, most relevant first and at most `MAX_REPORTED_ERRORS` of them. The
``unvalidated`` outcome (a schema or `$ref` we could not check) is worded here too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from difflib import get_close_matches
from typing import Any, Final, cast

from jsonschema.exceptions import ValidationError, best_match
from referencing.exceptions import Unretrievable

from aggregator.validation.outcomes import FieldError, ValidationOutcome
from aggregator.validation.text import (
    _as_list,
    _constraint,
    _json_type,
    _label,
    _listing,
    _matches_any,
    _pointer,
    _truncate,
    _value_repr,
    _with_article,
)

MAX_REPORTED_ERRORS: Final = 5


def _unvalidated(problems: Iterable[str]) -> ValidationOutcome:
    return ValidationOutcome(message="cannot validate: " + "; ".join(problems), kind="unvalidated")


def _unresolvable_message(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "the schema refers to itself without end"
    cause = getattr(exc, "_wrapped", exc)  # jsonschema wraps referencing's error; unwrap when it does
    ref = getattr(cause, "ref", None)
    if isinstance(cause, Unretrievable) or isinstance(cause.__cause__, Unretrievable):
        return f"network $ref {ref!r} not fetched"
    return f"unresolvable $ref: {_truncate(str(cause), 160)}"


def _outcome(errors: list[ValidationError]) -> ValidationOutcome:
    described = _describe_all(errors, label_root="arguments")
    shown = described[:MAX_REPORTED_ERRORS]
    if len(shown) == 1:
        message = f"invalid arguments: {shown[0].message}"
    else:
        lines = [f"invalid arguments ({len(described)} problems):", *(f"- {e.message}" for e in shown)]
        if len(described) > len(shown):
            lines.append(f"- ... and {len(described) - len(shown)} more")
        message = "\n".join(lines)
    return ValidationOutcome(message=message, errors=tuple(shown))


def _describe_all(errors: list[ValidationError], *, label_root: str) -> list[FieldError]:
    # jsonschema's relevance order (best_match first) without its path tie-break, so that equally relevant
    # errors keep the schema's own order; composite errors are descended as best_match does
    ordered = sorted(errors, key=_rank, reverse=True)
    described: list[FieldError] = []
    for error in ordered:
        for field in _describe(error, label_root):
            if field not in described:
                described.append(field)
    return described


def _rank(error: ValidationError) -> tuple[int, bool]:
    return -len(error.path), error.validator not in ("anyOf", "oneOf")


def _describe(error: ValidationError, root: str) -> list[FieldError]:
    keyword = error.validator
    if keyword in ("anyOf", "oneOf") and error.context:
        return _describe_composite(error, root)
    describe = _DESCRIBERS.get(str(keyword))
    if describe is not None:
        return describe(error, root)
    return [_field(error, root, _generic_text(error))]


def _describe_composite(error: ValidationError, root: str) -> list[FieldError]:
    types = _alternative_types(error)
    if types:
        return [_type_field(error, root, types)]
    deepest = best_match([error])
    if deepest is None or deepest is error:
        # an anyOf/oneOf failure carries its list of alternatives as the validator value
        alternatives = cast("list[Any]", error.validator_value)
        text = f"does not match any of the {len(alternatives)} allowed alternatives ({error.validator})"
        return [_field(error, root, text)]
    return _describe(deepest, root)


def _alternative_types(error: ValidationError) -> list[str]:
    """When every alternative failed only on `type` at the value itself: the union of the allowed types."""
    failed_on_type: dict[int, list[str]] = {}
    for sub in error.context or ():
        if sub.validator == "type" and not sub.path and sub.schema_path and isinstance(sub.schema_path[0], int):
            failed_on_type.setdefault(sub.schema_path[0], []).extend(_as_list(sub.validator_value))
    if len(failed_on_type) != len(cast("list[Any]", error.validator_value)):
        return []
    return list(dict.fromkeys(t for index in sorted(failed_on_type) for t in failed_on_type[index]))


def _field(error: ValidationError, root: str, text: str, *, path: Sequence[Any] | None = None) -> FieldError:
    where = list(error.absolute_path) if path is None else list(path)
    return FieldError(
        path=_pointer(where),
        constraint=_constraint(str(error.validator), error.validator_value),
        value_repr=_value_repr(error.instance),
        message=f"{_label(where, root)} {text}",
    )


def _type_field(error: ValidationError, root: str, types: list[str]) -> FieldError:
    wanted = " or ".join(_with_article(t) for t in types)
    sent = f"you sent {_value_repr(error.instance)} ({_json_type(error.instance)})"
    field = _field(error, root, f"must be {wanted}; {sent}")
    if error.validator != "type":
        return FieldError(path=field.path, constraint=_constraint("type", types), value_repr=field.value_repr,
                          message=field.message)  # fmt: skip
    return field


def _type(error: ValidationError, root: str) -> list[FieldError]:
    return [_type_field(error, root, _as_list(error.validator_value))]


def _required(error: ValidationError, root: str) -> list[FieldError]:
    instance = error.instance if isinstance(error.instance, dict) else {}
    missing = [name for name in _as_list(error.validator_value) if name not in instance]
    # jsonschema reports one error per missing name; keep the one this error is about
    names = [name for name in missing if error.message.startswith(repr(name))] or missing[:1]
    fields = []
    for name in names:
        parent = list(error.absolute_path)
        where = "" if not parent else f" in {_label(parent, root)}"
        fields.append(
            FieldError(
                path=_pointer([*parent, name]),
                constraint=f"required {name!r}",
                value_repr="<missing>",
                message=f"missing required property {name!r}{where}",
            )
        )
    return fields


def _unexpected(error: ValidationError, root: str) -> list[FieldError]:
    instance = error.instance if isinstance(error.instance, dict) else {}
    # the schema of an additionalProperties/unevaluatedProperties failure is the object schema holding the keyword
    schema = cast("Mapping[str, Any]", error.schema)
    allowed = list(schema.get("properties", {}) or {})
    patterns = list(schema.get("patternProperties", {}) or {})
    extras = [key for key in instance if key not in allowed and not _matches_any(patterns, key)]
    if error.validator == "unevaluatedProperties":
        extras = [key for key in instance if repr(key) in error.message] or extras
    parent = list(error.absolute_path)
    where = "" if not parent else f" in {_label(parent, root)}"
    fields = []
    for key in extras or ["?"]:
        fields.append(
            FieldError(
                path=_pointer([*parent, key]),
                constraint=f"{error.validator} false",
                value_repr=_value_repr(instance.get(key)),
                message=f"unexpected property {key!r}{where} ({_allowed_hint(error, key, allowed, patterns)})",
            )
        )
    return fields


def _allowed_hint(error: ValidationError, key: str, allowed: list[str], patterns: list[str]) -> str:
    hint = f"{error.validator} is false; allowed: {_listing(allowed) if allowed else 'none'}"
    if patterns:
        hint += f"; or names matching {_listing(patterns)}"
    close = get_close_matches(key, allowed, n=1)
    return f"{hint}; did you mean {close[0]!r}?" if close else hint


def _enum(error: ValidationError, root: str) -> list[FieldError]:
    options = ", ".join(_value_repr(option) for option in _as_list(error.validator_value)[:20])
    if len(_as_list(error.validator_value)) > 20:
        options += ", ..."
    return [_field(error, root, f"must be one of: {options}; you sent {_value_repr(error.instance)}")]


def _const(error: ValidationError, root: str) -> list[FieldError]:
    text = f"must be exactly {_value_repr(error.validator_value)}; you sent {_value_repr(error.instance)}"
    return [_field(error, root, text)]


def _bound(phrase: str, *, exclusive_key: str | None = None) -> Any:
    def describe(error: ValidationError, root: str) -> list[FieldError]:
        words = phrase
        # draft-04: a boolean exclusiveMaximum/exclusiveMinimum turns the bound strict
        if exclusive_key and isinstance(error.schema, dict) and error.schema.get(exclusive_key) is True:
            words = "greater than" if "least" in phrase else "less than"
        sent = _value_repr(error.instance)
        return [_field(error, root, f"must be {words} {_value_repr(error.validator_value)}; you sent {sent}")]

    return describe


def _size(unit: str, phrase: str) -> Any:
    def describe(error: ValidationError, root: str) -> list[FieldError]:
        size = len(error.instance) if isinstance(error.instance, str | list | dict) else 0
        limit = error.validator_value
        text = f"must have {phrase} {limit} {unit}; you sent {size} ({_value_repr(error.instance)})"
        return [_field(error, root, text)]

    return describe


def _pattern(error: ValidationError, root: str) -> list[FieldError]:
    text = f"must match the pattern {error.validator_value!r}; you sent {_value_repr(error.instance)}"
    return [_field(error, root, text)]


def _multiple_of(error: ValidationError, root: str) -> list[FieldError]:
    text = f"must be a multiple of {_value_repr(error.validator_value)}; you sent {_value_repr(error.instance)}"
    return [_field(error, root, text)]


def _unique(error: ValidationError, root: str) -> list[FieldError]:
    return [_field(error, root, f"must not contain duplicate items; you sent {_value_repr(error.instance)}")]


def _false_schema(error: ValidationError, root: str) -> list[FieldError]:
    return [_field(error, root, f"is not allowed here; you sent {_value_repr(error.instance)}")]


def _generic_text(error: ValidationError) -> str:
    constraint = _constraint(str(error.validator), error.validator_value)
    return f"fails {constraint}: {_truncate(error.message, 160)}"


_DESCRIBERS: Final[dict[str, Callable[[ValidationError, str], list[FieldError]]]] = {
    "type": _type,
    "required": _required,
    "additionalProperties": _unexpected,
    "unevaluatedProperties": _unexpected,
    "enum": _enum,
    "const": _const,
    "minimum": _bound("at least", exclusive_key="exclusiveMinimum"),
    "maximum": _bound("at most", exclusive_key="exclusiveMaximum"),
    "exclusiveMinimum": _bound("greater than"),
    "exclusiveMaximum": _bound("less than"),
    "minLength": _size("characters", "at least"),
    "maxLength": _size("characters", "at most"),
    "minItems": _size("items", "at least"),
    "maxItems": _size("items", "at most"),
    "minProperties": _size("properties", "at least"),
    "maxProperties": _size("properties", "at most"),
    "pattern": _pattern,
    "multipleOf": _multiple_of,
    "uniqueItems": _unique,
    "False": _false_schema,
}
