"""Small helpers for building the benign19 tool definitions (stdlib only)."""

import textwrap

SCHEMA = "http://json-schema.org/draft-07/schema#"

RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
RO_LOCAL = {"readOnlyHint": True, "openWorldHint": False}
WR = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
IDEM = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
DEL = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True, "openWorldHint": True}
PAY = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def d(text):
    """Dedent a triple-quoted description and strip outer blank lines."""
    return textwrap.dedent(text).strip("\n")


def s(desc=None, **kw):
    out = {"type": "string"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def i(desc=None, **kw):
    out = {"type": "integer"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def n(desc=None, **kw):
    out = {"type": "number"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def b(desc=None, default=None):
    out = {"type": "boolean"}
    if desc:
        out["description"] = desc
    if default is not None:
        out["default"] = default
    return out


def e(values, desc=None, default=None):
    out = {"type": "string", "enum": list(values)}
    if desc:
        out["description"] = desc
    if default is not None:
        out["default"] = default
    return out


def arr(items, desc=None, **kw):
    out = {"type": "array", "items": items}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def obj(props, req=(), desc=None, extra=None):
    out = {"type": "object", "properties": props}
    if req:
        out["required"] = list(req)
    if desc:
        out["description"] = desc
    if extra is not None:
        out["additionalProperties"] = extra
    return out


def tool(name, desc, props=None, req=(), ann=None, title=None, out=None, draft=True, extra=None, one_of=None):
    """Build one MCP tool definition."""
    schema = {"type": "object", "properties": props or {}}
    if req:
        schema["required"] = list(req)
    if draft:
        schema["$schema"] = SCHEMA
    if extra is not None:
        schema["additionalProperties"] = extra
    if one_of:
        schema["oneOf"] = one_of
    definition = {"name": name, "description": desc, "inputSchema": schema}
    if ann:
        definition["annotations"] = dict(ann)
    if title:
        definition["title"] = title
    if out:
        definition["outputSchema"] = out
    return definition


def titled(ann, title):
    """Annotations with a title inside, the way several real servers ship them."""
    out = dict(ann)
    out["title"] = title
    return out


def add_guidance(tools, guide):
    """Append longer usage notes (keyed by tool name) to existing descriptions."""
    names = {t["name"] for t in tools}
    for name in guide:
        if name not in names:
            raise KeyError(name)
    for t in tools:
        if t["name"] in guide:
            t["description"] = t["description"] + "\n\n" + d(guide[t["name"]])
    return tools


def bare(tools):
    """Drop annotations, as many smaller vendors ship tools without them."""
    for t in tools:
        t.pop("annotations", None)
    return tools
