"""Small helpers for the benign23 data modules (standard library only)."""

import textwrap

RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False}
WRITE_OPEN = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
IDEM = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False}
DESTRUCTIVE_IDEM = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True, "openWorldHint": False}


def D(text):
    """Dedent and strip a triple-quoted description."""
    return textwrap.dedent(text).strip()


def s(desc=None, **extra):
    out = {"type": "string"}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def i(desc=None, **extra):
    out = {"type": "integer"}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def n(desc=None, **extra):
    out = {"type": "number"}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def b(desc=None, **extra):
    out = {"type": "boolean"}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def e(desc, values, **extra):
    out = {"type": "string", "enum": list(values)}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def arr(desc, items, **extra):
    out = {"type": "array", "items": items}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def obj(props, required=(), desc=None, closed=False):
    out = {"type": "object", "properties": props}
    if required:
        out["required"] = list(required)
    if desc:
        out["description"] = desc
    if closed:
        out["additionalProperties"] = False
    return out


def tool(name, description, props=None, required=(), *, ann=None, title=None, output=None, closed=False, draft=False):
    """Build one MCP tool definition dict."""
    schema = obj(props or {}, required, closed=closed)
    if draft:
        schema["$schema"] = "http://json-schema.org/draft-07/schema#"
    out = {"name": name, "description": description, "inputSchema": schema}
    if ann is not None:
        out["annotations"] = dict(ann)
        if title:
            out["annotations"]["title"] = title
    if title:
        out["title"] = title
    if output is not None:
        out["outputSchema"] = output
    return out
