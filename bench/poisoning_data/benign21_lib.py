"""Shared helpers for the benign21 data set (standard library only)."""

RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
RW = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False}
IDEM = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}
DEL = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True}
NET = {"readOnlyHint": False, "openWorldHint": True}


def p(kind, desc, **extra):
    """One JSON Schema property."""
    out = {"type": kind, "description": desc}
    out.update(extra)
    return out


def tool(name, desc, props=None, required=(), ann=None, title=None, out=None, strict=False):
    """Build one full MCP tool definition."""
    schema = {"type": "object", "properties": dict(props or {})}
    if required:
        schema["required"] = list(required)
    if strict:
        schema["additionalProperties"] = False
        schema["$schema"] = "http://json-schema.org/draft-07/schema#"
    d = {"name": name, "description": desc, "inputSchema": schema}
    if ann is not None:
        a = dict(ann)
        if title:
            a["title"] = title
        d["annotations"] = a
    if title:
        d["title"] = title
    if out is not None:
        d["outputSchema"] = {"type": "object", "properties": out}
    return d
