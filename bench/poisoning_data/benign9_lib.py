"""Small builders shared by the benign9 data modules (stdlib only)."""

from __future__ import annotations

ZOD = "http://json-schema.org/draft-07/schema#"


def S(desc: str | None = None, **kw) -> dict:
    """A string property."""
    out: dict = {"type": "string"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def I(desc: str | None = None, **kw) -> dict:  # noqa: E743
    """An integer property."""
    out: dict = {"type": "integer"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def N(desc: str | None = None, **kw) -> dict:
    """A number property."""
    out: dict = {"type": "number"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def B(desc: str | None = None, default: bool | None = None) -> dict:
    """A boolean property."""
    out: dict = {"type": "boolean"}
    if desc:
        out["description"] = desc
    if default is not None:
        out["default"] = default
    return out


def E(values: list[str], desc: str | None = None, default: str | None = None) -> dict:
    """A string enum property."""
    out: dict = {"type": "string", "enum": list(values)}
    if desc:
        out["description"] = desc
    if default is not None:
        out["default"] = default
    return out


def A(items: dict, desc: str | None = None, **kw) -> dict:
    """An array property."""
    out: dict = {"type": "array", "items": items}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def O(props: dict, req: tuple | list = (), desc: str | None = None, zod: bool = False) -> dict:  # noqa: E743
    """An object property (or a whole input schema)."""
    out: dict = {"type": "object", "properties": props}
    if req:
        out["required"] = list(req)
    if desc:
        out["description"] = desc
    if zod:
        out["additionalProperties"] = False
        out["$schema"] = ZOD
    return out


ANN = {
    "ro": {"readOnlyHint": True, "openWorldHint": False},
    "ro-open": {"readOnlyHint": True, "openWorldHint": True},
    "write": {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False},
    "write-open": {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True},
    "idem": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False},
    "del": {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": False},
    "del-open": {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True},
}


def tool(
    name: str,
    desc: str,
    props: dict | None = None,
    req: tuple | list = (),
    *,
    ann: str | None = None,
    title: str | None = None,
    out: dict | None = None,
    zod: bool = False,
) -> dict:
    """Build one MCP tool definition."""
    d: dict = {"name": name, "description": desc, "inputSchema": O(props or {}, req, zod=zod)}
    if ann:
        a = dict(ANN[ann])
        if title:
            a["title"] = title
        d["annotations"] = a
    if title:
        d["title"] = title
    if out is not None:
        d["outputSchema"] = out
    return d
