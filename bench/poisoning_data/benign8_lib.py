"""Small helpers shared by the benign8 data modules.

They only build plain dicts shaped like MCP tool definitions, so the data
modules can stay short and readable. Everything here is deterministic.
"""

from __future__ import annotations

import textwrap

ZOD = "http://json-schema.org/draft-07/schema#"


def md(text: str, lead: str = "") -> str:
    """Dedent a triple-quoted description and trim blank edges."""
    return lead + textwrap.dedent(text).strip() + ("\n" if lead else "")


def _p(kind: str, desc: str | None, extra: dict) -> dict:
    out: dict = {"type": kind}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def s(desc: str | None = None, **kw) -> dict:
    return _p("string", desc, kw)


def i(desc: str | None = None, **kw) -> dict:
    return _p("integer", desc, kw)


def n(desc: str | None = None, **kw) -> dict:
    return _p("number", desc, kw)


def b(desc: str | None = None, **kw) -> dict:
    return _p("boolean", desc, kw)


def e(values, desc: str | None = None, **kw) -> dict:
    return _p("string", desc, {"enum": list(values), **kw})


def a(items: dict, desc: str | None = None, **kw) -> dict:
    return _p("array", desc, {"items": items, **kw})


def o(props: dict, req=(), desc: str | None = None, strict: bool = False, **kw) -> dict:
    out = _p("object", desc, {"properties": props, **kw})
    if req:
        out["required"] = list(req)
    if strict:
        out["additionalProperties"] = False
    return out


def hints(title=None, ro=None, destr=None, idem=None, world=None) -> dict:
    """MCP tool annotations; only the hints that are given are emitted."""
    out: dict = {}
    if title is not None:
        out["title"] = title
    if ro is not None:
        out["readOnlyHint"] = ro
    if destr is not None:
        out["destructiveHint"] = destr
    if idem is not None:
        out["idempotentHint"] = idem
    if world is not None:
        out["openWorldHint"] = world
    return out


def tool(name, desc, props=None, req=None, *, zod=False, strict=False, ann=None, out=None, title=None) -> dict:
    """One tool definition. `zod` adds the `$schema` and closed-object markers zod-to-json-schema emits."""
    schema: dict = {"type": "object", "properties": props or {}}
    if req is not None:
        schema["required"] = list(req)
    if zod:
        schema["$schema"] = ZOD
        schema["additionalProperties"] = False
    elif strict:
        schema["additionalProperties"] = False
    d: dict = {"name": name, "description": desc, "inputSchema": schema}
    if ann:
        d["annotations"] = ann
    if out:
        d["outputSchema"] = out
    if title:
        d["title"] = title
    return d


def result_schema(props: dict, req=(), desc: str | None = None) -> dict:
    """An outputSchema in the zod style."""
    out = o(props, req, desc, strict=True)
    out["$schema"] = ZOD
    return out
