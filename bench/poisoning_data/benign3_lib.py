"""Schema helpers shared by the benign3 data modules.

Every builder returns a fresh plain dict, so the data modules stay short and the
generated JSON is deterministic (the writer sorts keys).
"""

from typing import Any

Json = dict[str, Any]

DRAFT7 = "http://json-schema.org/draft-07/schema#"


def md(*lines: str) -> str:
    """Join description lines with newlines (markdown-style tool docs)."""
    return "\n".join(lines)


def prop(typ: str, desc: str | None = None, **kw: Any) -> Json:
    """Build a JSON-schema property of one type with an optional description."""
    out: Json = {"type": typ}
    if desc is not None:
        out["description"] = desc
    out.update(kw)
    return out


def s(desc: str | None = None, **kw: Any) -> Json:
    """Build a string property."""
    return prop("string", desc, **kw)


def i(desc: str | None = None, **kw: Any) -> Json:
    """Build an integer property."""
    return prop("integer", desc, **kw)


def n(desc: str | None = None, **kw: Any) -> Json:
    """Build a number property."""
    return prop("number", desc, **kw)


def b(desc: str | None = None, **kw: Any) -> Json:
    """Build a boolean property."""
    return prop("boolean", desc, **kw)


def en(values: list[str], desc: str | None = None, **kw: Any) -> Json:
    """Build a string property restricted to an enum."""
    return prop("string", desc, enum=values, **kw)


def arr(items: Json, desc: str | None = None, **kw: Any) -> Json:
    """Build an array property."""
    return prop("array", desc, items=items, **kw)


def obj(props: Json, req: list[str] | None = None, *, strict: bool = False, desc: str | None = None, **kw: Any) -> Json:
    """Build a nested object schema."""
    out: Json = {"type": "object", "properties": props}
    if req:
        out["required"] = req
    if strict:
        out["additionalProperties"] = False
    if desc is not None:
        out["description"] = desc
    out.update(kw)
    return out


def zod(props: Json, req: list[str] | None = None, *, strict: bool = True) -> Json:
    """Build a top-level input schema in the shape the TypeScript SDK emits from zod."""
    out = obj(props, req, strict=strict)
    out["$schema"] = DRAFT7
    return out


def plain(props: Json, req: list[str] | None = None) -> Json:
    """Build a bare top-level input schema, as hand-written servers emit it."""
    return obj(props, req)


def py(fn: str, props: Json, req: list[str] | None = None, suffix: str = "Arguments") -> Json:
    """Build a top-level schema in the shape the Python SDK (FastMCP/pydantic) emits."""
    out: Json = {"type": "object", "properties": props, "title": f"{fn}{suffix}"}
    if req:
        out["required"] = req
    return out


def pf(title: str, typ: str, desc: str | None = None, **kw: Any) -> Json:
    """Build a pydantic-style property carrying a title."""
    out = prop(typ, desc, **kw)
    out["title"] = title
    return out


def popt(title: str, typ: str, desc: str | None = None, default: Any = None) -> Json:
    """Build a pydantic-style optional property (``X | None = default``)."""
    out: Json = {"anyOf": [{"type": typ}, {"type": "null"}], "default": default, "title": title}
    if desc is not None:
        out["description"] = desc
    return out


def ann(
    *,
    ro: bool | None = None,
    de: bool | None = None,
    idem: bool | None = None,
    ow: bool | None = None,
    title: str | None = None,
) -> Json:
    """Build an MCP annotations object holding only the hints that were given."""
    out: Json = {}
    for key, val in (
        ("readOnlyHint", ro),
        ("destructiveHint", de),
        ("idempotentHint", idem),
        ("openWorldHint", ow),
        ("title", title),
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
    annotations: Json | None = None,
    out: Json | None = None,
) -> Json:
    """Assemble one MCP tool definition."""
    d: Json = {"name": name, "description": desc, "inputSchema": schema}
    if title is not None:
        d["title"] = title
    if annotations:
        d["annotations"] = annotations
    if out is not None:
        d["outputSchema"] = out
    return d


def bare(tools: list[Json]) -> list[Json]:
    """Drop annotations, for servers that do not declare any (as many real servers don't)."""
    return [{k: v for k, v in t.items() if k != "annotations"} for t in tools]


def titled(tools: list[Json], strip: str = "") -> list[Json]:
    """Add a human-readable top-level title derived from each tool name (minus a prefix)."""
    out: list[Json] = []
    for t in tools:
        words = t["name"].removeprefix(strip).replace("-", " ").replace("_", " ").split()
        out.append({**t, "title": " ".join(w.capitalize() for w in words)})
    return out
