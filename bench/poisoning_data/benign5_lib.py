"""Small schema-building helpers shared by the benign5 data modules."""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]


def s(desc: str | None = None, **kw: Any) -> Json:
    """Return a string property."""
    out: Json = {"type": "string"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def i(desc: str | None = None, **kw: Any) -> Json:
    """Return an integer property."""
    out: Json = {"type": "integer"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def num(desc: str | None = None, **kw: Any) -> Json:
    """Return a number property."""
    out: Json = {"type": "number"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def b(desc: str | None = None, **kw: Any) -> Json:
    """Return a boolean property."""
    out: Json = {"type": "boolean"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def en(values: list[str], desc: str | None = None, **kw: Any) -> Json:
    """Return a string enum property."""
    out = s(desc, **kw)
    out["enum"] = values
    return out


def arr(items: Json, desc: str | None = None, **kw: Any) -> Json:
    """Return an array property."""
    out: Json = {"type": "array", "items": items}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def obj(
    props: Json,
    required: list[str] | None = None,
    *,
    strict: bool = False,
    draft: bool = False,
    desc: str | None = None,
) -> Json:
    """Return an object schema; ``strict`` forbids extra keys, ``draft`` adds a $schema marker."""
    out: Json = {"type": "object", "properties": props}
    if required:
        out["required"] = required
    if strict:
        out["additionalProperties"] = False
    if draft:
        out["$schema"] = "http://json-schema.org/draft-07/schema#"
    if desc:
        out["description"] = desc
    return out


def ann(
    title: str | None = None,
    *,
    ro: bool | None = None,
    destr: bool | None = None,
    idem: bool | None = None,
    world: bool | None = None,
) -> Json:
    """Return an MCP annotations object with only the hints that were given."""
    out: Json = {}
    if title:
        out["title"] = title
    for key, val in (
        ("readOnlyHint", ro),
        ("destructiveHint", destr),
        ("idempotentHint", idem),
        ("openWorldHint", world),
    ):
        if val is not None:
            out[key] = val
    return out


def tool(
    name: str,
    desc: str,
    schema: Json,
    *,
    title: str | None = None,
    out: Json | None = None,
    annotations: Json | None = None,
) -> Json:
    """Return one MCP tool definition."""
    d: Json = {"name": name, "description": desc, "inputSchema": schema}
    if title:
        d["title"] = title
    if out:
        d["outputSchema"] = out
    if annotations:
        d["annotations"] = annotations
    return d
