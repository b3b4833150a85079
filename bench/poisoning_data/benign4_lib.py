"""Small helpers shared by the benign4 data modules (stdlib only)."""

from __future__ import annotations

from typing import Any

Schema = dict[str, Any]


def s(desc: str, **extra: Any) -> Schema:
    """Return a string property schema."""
    return {"type": "string", "description": desc, **extra}


def n(desc: str, **extra: Any) -> Schema:
    """Return an integer property schema."""
    return {"type": "integer", "description": desc, **extra}


def f(desc: str, **extra: Any) -> Schema:
    """Return a number property schema."""
    return {"type": "number", "description": desc, **extra}


def b(desc: str, **extra: Any) -> Schema:
    """Return a boolean property schema."""
    return {"type": "boolean", "description": desc, **extra}


def e(desc: str, values: list[str], **extra: Any) -> Schema:
    """Return a string enum property schema."""
    return {"type": "string", "enum": values, "description": desc, **extra}


def arr(desc: str, items: Schema, **extra: Any) -> Schema:
    """Return an array property schema."""
    return {"type": "array", "items": items, "description": desc, **extra}


def obj(props: dict[str, Schema], required: list[str] | None = None, desc: str | None = None) -> Schema:
    """Return an object schema with the given properties."""
    out: Schema = {"type": "object", "properties": props}
    if required:
        out["required"] = required
    if desc:
        out["description"] = desc
    return out


RO = {"readOnlyHint": True, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
IDEM = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
DEL = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


def tool(
    name: str,
    desc: str,
    props: dict[str, Schema] | None = None,
    required: list[str] | None = None,
    *,
    title: str | None = None,
    ann: dict[str, Any] | None = None,
    out: Schema | None = None,
    strict: bool = False,
) -> dict[str, Any]:
    """Build one MCP tool definition."""
    schema: Schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = required
    if strict:
        schema["additionalProperties"] = False
    d: dict[str, Any] = {"name": name, "description": desc, "inputSchema": schema}
    if title:
        d["title"] = title
    if ann is not None:
        a = dict(ann)
        if title:
            a["title"] = title
        d["annotations"] = a
    if out is not None:
        d["outputSchema"] = out
    return d
