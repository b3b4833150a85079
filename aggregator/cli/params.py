"""A tool's parameters as `tools --params` shows them: name, type and whether required, read from its inputSchema."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Parameter", "parameters", "type_of"]

_MAX_ENUM_SHOWN = 4


@dataclass(frozen=True, slots=True)
class Parameter:
    """One top-level property of a tool's input schema."""

    name: str
    type: str
    required: bool
    description: str


def parameters(definition: Mapping[str, Any]) -> list[Parameter]:
    """The top-level properties of `definition["inputSchema"]`, in schema order; [] when it has none."""
    schema = definition.get("inputSchema")
    if not isinstance(schema, Mapping):
        return []
    properties = schema.get("properties")
    required = schema.get("required")
    needed = {name for name in required if isinstance(name, str)} if isinstance(required, list) else set()
    if not isinstance(properties, Mapping):
        return []
    return [
        Parameter(
            name=str(name),
            type=type_of(prop),
            required=name in needed,
            description=str(prop.get("description") or "") if isinstance(prop, Mapping) else "",
        )
        for name, prop in properties.items()
    ]


def type_of(schema: Any) -> str:
    """A short name for a (sub)schema's type: `string`, `integer|null`, `array<string>`, `enum(a|b)`, `any`."""
    if schema is True or not isinstance(schema, Mapping) or not schema:
        return "any"
    if "const" in schema:
        return f"const {_literal(schema['const'])}"
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        shown = "|".join(_literal(value) for value in enum[:_MAX_ENUM_SHOWN])
        return f"enum({shown}{'|…' if len(enum) > _MAX_ENUM_SHOWN else ''})"
    declared = schema.get("type")
    names = [declared] if isinstance(declared, str) else [t for t in declared or () if isinstance(t, str)]
    if names:
        return "|".join(_with_items(name, schema) for name in names)
    for combiner in ("anyOf", "oneOf"):
        options = schema.get(combiner)
        if isinstance(options, list) and options:
            return "|".join(dict.fromkeys(type_of(option) for option in options))
    ref = schema.get("$ref")
    if isinstance(ref, str):
        return ref.rsplit("/", 1)[-1] or "ref"
    if "properties" in schema:
        return "object"
    return "any"


def _with_items(name: str, schema: Mapping[str, Any]) -> str:
    if name == "array" and isinstance(schema.get("items"), Mapping):
        return f"array<{type_of(schema['items'])}>"
    return name


def _literal(value: Any) -> str:
    return value if isinstance(value, str) else repr(value).lower() if isinstance(value, bool) else repr(value)
