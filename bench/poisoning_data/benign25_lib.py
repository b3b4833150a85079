"""Helpers shared by the benign25 generator modules (standard library only).

Each server module exposes ``SERVERS``: an ordered list of ``(server_key, [definition, ...])``.
The helpers below only build plain dicts; nothing here reads files or depends on the clock.
"""

from __future__ import annotations

PREFIX = "b25-"
SPLIT = "benign25"


def s(desc: str, **extra) -> dict:
    """A string property."""
    return {"type": "string", "description": desc, **extra}


def e(desc: str, values: list[str], **extra) -> dict:
    """A string enum property."""
    return {"type": "string", "enum": list(values), "description": desc, **extra}


def i(desc: str, **extra) -> dict:
    """An integer property."""
    return {"type": "integer", "description": desc, **extra}


def n(desc: str, **extra) -> dict:
    """A number property."""
    return {"type": "number", "description": desc, **extra}


def b(desc: str, **extra) -> dict:
    """A boolean property."""
    return {"type": "boolean", "description": desc, **extra}


def a(desc: str, items: dict | None = None, **extra) -> dict:
    """An array property (strings unless ``items`` is given)."""
    return {"type": "array", "items": items or {"type": "string"}, "description": desc, **extra}


def o(desc: str, props: dict, required: list[str] | tuple = (), **extra) -> dict:
    """A nested object property."""
    out = {"type": "object", "description": desc, "properties": props, **extra}
    if required:
        out["required"] = list(required)
    return out


_HINTS = {
    # read-only, safe to repeat
    "r": {"readOnlyHint": True, "openWorldHint": False},
    # read-only, talks to the outside world
    "ro": {"readOnlyHint": True, "openWorldHint": True},
    # additive write
    "w": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False},
    # idempotent write (set / upsert)
    "wi": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False},
    # write that reaches people or systems outside the vendor
    "wo": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True},
    # destructive
    "d": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False},
    # destructive and open world
    "do": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True},
}


def tool(
    name: str,
    description: str,
    props: dict | None = None,
    required: list[str] | tuple = (),
    hint: str = "r",
    title: str | None = None,
    out: dict | None = None,
    strict: bool = True,
) -> dict:
    """Build one MCP tool definition."""
    schema: dict = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if strict:
        schema["additionalProperties"] = False
    ann = dict(_HINTS[hint])
    if title:
        ann["title"] = title
    d = {
        "name": name,
        "description": description.strip("\n"),
        "inputSchema": schema,
        "annotations": ann,
    }
    if title:
        d["title"] = title
    if out is not None:
        d["outputSchema"] = out
    return d


def obj(props: dict, required: list[str] | tuple = ()) -> dict:
    """An output schema object."""
    out = {"type": "object", "properties": props}
    if required:
        out["required"] = list(required)
    return out
