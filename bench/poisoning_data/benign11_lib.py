"""Small JSON-schema helpers shared by the benign11 data modules (stdlib only)."""

from __future__ import annotations

from typing import Any

ZOD = "http://json-schema.org/draft-07/schema#"


def _put(out: dict[str, Any], desc: str | None, extra: dict[str, Any]) -> dict[str, Any]:
    if desc:
        out["description"] = desc
    for key, value in extra.items():
        if value is not None:
            out[key] = value
    return out


def s(desc: str | None = None, **extra: Any) -> dict[str, Any]:
    """A string property."""
    return _put({"type": "string"}, desc, extra)


def i(desc: str | None = None, **extra: Any) -> dict[str, Any]:
    """An integer property."""
    return _put({"type": "integer"}, desc, extra)


def num(desc: str | None = None, **extra: Any) -> dict[str, Any]:
    """A number property."""
    return _put({"type": "number"}, desc, extra)


def b(desc: str | None = None, default: bool | None = None) -> dict[str, Any]:
    """A boolean property, optionally with a default."""
    return _put({"type": "boolean"}, desc, {"default": default})


def e(values: list[str], desc: str | None = None, default: str | None = None) -> dict[str, Any]:
    """A string enum property."""
    return _put({"type": "string", "enum": list(values)}, desc, {"default": default})


def arr(items: dict[str, Any], desc: str | None = None, **extra: Any) -> dict[str, Any]:
    """An array property."""
    return _put({"type": "array", "items": items}, desc, extra)


def obj(
    props: dict[str, Any],
    required: tuple[str, ...] | list[str] = (),
    desc: str | None = None,
    strict: bool = False,
) -> dict[str, Any]:
    """A nested object property."""
    out: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        out["required"] = list(required)
    if strict:
        out["additionalProperties"] = False
    if desc:
        out["description"] = desc
    return out


def hints(
    read: bool | None = None,
    destructive: bool | None = None,
    idempotent: bool | None = None,
    open_world: bool | None = None,
    title: str | None = None,
) -> dict[str, Any]:
    """MCP tool annotations; unset hints are left out."""
    raw = {
        "readOnlyHint": read,
        "destructiveHint": destructive,
        "idempotentHint": idempotent,
        "openWorldHint": open_world,
        "title": title,
    }
    return {key: value for key, value in raw.items() if value is not None}


RO = {"readOnlyHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False}
DEL = {"readOnlyHint": False, "destructiveHint": True}


def tool(
    name: str,
    description: str,
    props: dict[str, Any] | None = None,
    required: tuple[str, ...] | list[str] = (),
    *,
    title: str | None = None,
    ann: dict[str, Any] | None = None,
    out: dict[str, Any] | None = None,
    zod: bool = False,
    defs: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Build one MCP tool definition."""
    schema: dict[str, Any] = {"type": "object", "properties": dict(props or {})}
    if required:
        schema["required"] = list(required)
    if zod:
        schema["$schema"] = ZOD
        schema["additionalProperties"] = False
    if defs:
        schema["$defs"] = defs
    definition: dict[str, Any] = {"name": name, "description": description.strip("\n"), "inputSchema": schema}
    if title:
        definition["title"] = title
    if ann:
        definition["annotations"] = dict(ann)
    if out:
        definition["outputSchema"] = out
    return definition
