"""Small schema helpers shared by the benign12 data modules.

Every helper returns a fresh dict so rows never share mutable state.
"""

from __future__ import annotations

from typing import Any

ZOD = "http://json-schema.org/draft-07/schema#"


def s(desc: str | None = None, **kw: Any) -> dict[str, Any]:
    """A string property."""
    out: dict[str, Any] = {"type": "string"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def n(desc: str | None = None, *, integer: bool = True, **kw: Any) -> dict[str, Any]:
    """An integer (or number) property."""
    out: dict[str, Any] = {"type": "integer" if integer else "number"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def b(desc: str | None = None, default: bool | None = None) -> dict[str, Any]:
    """A boolean property, optionally with a default."""
    out: dict[str, Any] = {"type": "boolean"}
    if desc:
        out["description"] = desc
    if default is not None:
        out["default"] = default
    return out


def e(values: list[str], desc: str | None = None, default: str | None = None) -> dict[str, Any]:
    """A string enum property."""
    out: dict[str, Any] = {"type": "string", "enum": list(values)}
    if desc:
        out["description"] = desc
    if default is not None:
        out["default"] = default
    return out


def arr(items: dict[str, Any], desc: str | None = None, **kw: Any) -> dict[str, Any]:
    """An array property."""
    out: dict[str, Any] = {"type": "array", "items": items}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def page(limit_max: int = 100, limit_default: int = 25) -> dict[str, Any]:
    """The usual cursor + limit pair."""
    return {
        "cursor": s("Opaque cursor from the previous page's `next_cursor`."),
        "limit": n("Page size.", minimum=1, maximum=limit_max, default=limit_default),
    }


def obj(
    props: dict[str, Any] | None = None,
    required: list[str] | None = None,
    *,
    strict: bool = False,
    zod: bool = False,
    desc: str | None = None,
) -> dict[str, Any]:
    """An object schema. `zod=True` adds the draft-07 `$schema` and closes the object."""
    out: dict[str, Any] = {"type": "object", "properties": dict(props or {})}
    if required:
        out["required"] = list(required)
    if desc:
        out["description"] = desc
    if strict or zod:
        out["additionalProperties"] = False
    if zod:
        out["$schema"] = ZOD
    return out


def ann(
    title: str | None = None,
    *,
    ro: bool | None = None,
    destructive: bool | None = None,
    idem: bool | None = None,
    world: bool | None = None,
) -> dict[str, Any]:
    """MCP tool annotations; only the hints that are given are emitted."""
    out: dict[str, Any] = {}
    if title:
        out["title"] = title
    for key, val in (
        ("readOnlyHint", ro),
        ("destructiveHint", destructive),
        ("idempotentHint", idem),
        ("openWorldHint", world),
    ):
        if val is not None:
            out[key] = val
    return out


def tool(
    name: str,
    desc: str,
    schema: dict[str, Any],
    *,
    title: str | None = None,
    annotations: dict[str, Any] | None = None,
    output: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Assemble one MCP tool definition."""
    out: dict[str, Any] = {"name": name, "description": desc, "inputSchema": schema}
    if title:
        out["title"] = title
    if annotations:
        out["annotations"] = annotations
    if output:
        out["outputSchema"] = output
    return out


def with_titles(defs: list[dict[str, Any]], titles: dict[str, str]) -> list[dict[str, Any]]:
    """Copy `defs`, adding a top-level `title` to tools named in `titles` (other names are ignored)."""
    out = []
    for definition in defs:
        copy = dict(definition)
        if definition["name"] in titles:
            copy["title"] = titles[definition["name"]]
        out.append(copy)
    return out
