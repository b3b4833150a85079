"""Small helpers shared by the benign27 modules: schema fragments and tool builders."""

from __future__ import annotations

LONG = 300


def s(desc: str, **extra: object) -> dict:
    """Return a string property."""
    return {"type": "string", "description": desc, **extra}


def n(desc: str, **extra: object) -> dict:
    """Return an integer property."""
    return {"type": "integer", "description": desc, **extra}


def num(desc: str, **extra: object) -> dict:
    """Return a number property."""
    return {"type": "number", "description": desc, **extra}


def b(desc: str, **extra: object) -> dict:
    """Return a boolean property."""
    return {"type": "boolean", "description": desc, **extra}


def arr(desc: str, items: dict, **extra: object) -> dict:
    """Return an array property."""
    return {"type": "array", "description": desc, "items": items, **extra}


def e(desc: str, values: list[str], **extra: object) -> dict:
    """Return a string enum property."""
    return {"type": "string", "description": desc, "enum": list(values), **extra}


def obj(props: dict, required: tuple[str, ...] | list[str] = ()) -> dict:
    """Return an object schema that rejects unknown keys."""
    out: dict = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        out["required"] = list(required)
    return out


def ann(code: str) -> dict:
    """Turn a short code into MCP annotations.

    r = read only, w = writes but not destructive, d = destructive,
    i = idempotent, o = reaches the open world.
    """
    out: dict = {"readOnlyHint": "r" in code, "openWorldHint": "o" in code}
    if "r" not in code:
        out["destructiveHint"] = "d" in code
        out["idempotentHint"] = "i" in code
    return out


def tool(
    name: str,
    desc: str,
    props: dict,
    req: tuple[str, ...] | list[str] = (),
    code: str = "r",
    title: str | None = None,
    out: dict | None = None,
) -> dict:
    """Build one MCP tool definition."""
    d: dict = {
        "name": name,
        "description": desc,
        "inputSchema": obj(props, req),
        "annotations": ann(code),
    }
    if title is not None:
        d["title"] = title
        d["annotations"]["title"] = title
    if out is not None:
        d["outputSchema"] = out
    return d
