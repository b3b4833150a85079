"""Small builders shared by the benign7 data modules (stdlib only, deterministic)."""

from __future__ import annotations

import textwrap

SCHEMA = "http://json-schema.org/draft-07/schema#"


def doc(text: str) -> str:
    """Dedent a triple-quoted description and strip the outer blank lines."""
    return textwrap.dedent(text).strip("\n").rstrip()


def _prop(kind: str, desc: str | None, extra: dict) -> dict:
    out = {"type": kind}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def s(desc: str | None = None, **extra) -> dict:
    return _prop("string", desc, extra)


def i(desc: str | None = None, **extra) -> dict:
    return _prop("integer", desc, extra)


def n(desc: str | None = None, **extra) -> dict:
    return _prop("number", desc, extra)


def b(desc: str | None = None, **extra) -> dict:
    return _prop("boolean", desc, extra)


def e(values, desc: str | None = None, **extra) -> dict:
    out = {"enum": list(values), "type": "string"}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def arr(items: dict, desc: str | None = None, **extra) -> dict:
    out = {"items": items, "type": "array"}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def o(props: dict, desc: str | None = None, required=(), closed: bool = True, **extra) -> dict:
    out = {"properties": props, "type": "object"}
    if closed:
        out["additionalProperties"] = False
    if desc:
        out["description"] = desc
    if required:
        out["required"] = list(required)
    out.update(extra)
    return out


def zod(props: dict, required=()) -> dict:
    """An input schema in the shape zod-to-json-schema emits."""
    out = {"$schema": SCHEMA, "additionalProperties": False, "properties": props, "type": "object"}
    if required:
        out["required"] = list(required)
    return out


def plain(props: dict, required=()) -> dict:
    """A hand-written input schema without the $schema header."""
    out = {"properties": props, "type": "object"}
    if required:
        out["required"] = list(required)
    return out


def ann(ro=None, destructive=None, idempotent=None, open_world=None, title=None) -> dict:
    out = {}
    for key, value in (
        ("readOnlyHint", ro),
        ("destructiveHint", destructive),
        ("idempotentHint", idempotent),
        ("openWorldHint", open_world),
        ("title", title),
    ):
        if value is not None:
            out[key] = value
    return out


RO = {"readOnlyHint": True}
RO_CLOSED = {"openWorldHint": False, "readOnlyHint": True}
WRITE = {"destructiveHint": False, "readOnlyHint": False}
DESTRUCTIVE = {"destructiveHint": True, "readOnlyHint": False}


def T(name: str, description: str, schema: dict, ann=None, out=None, title=None) -> dict:
    """Assemble one MCP tool definition."""
    tool = {"description": description, "inputSchema": schema, "name": name}
    if ann:
        tool["annotations"] = dict(ann)
    if out:
        tool["outputSchema"] = out
    if title:
        tool["title"] = title
    return tool
