"""Small helpers for the benign29 set: JSON-schema property builders and a tool constructor."""


def s(desc, **kw):
    """Return a string property."""
    return {"type": "string", "description": desc, **kw}


def i(desc, **kw):
    """Return an integer property."""
    return {"type": "integer", "description": desc, **kw}


def num(desc, **kw):
    """Return a number property."""
    return {"type": "number", "description": desc, **kw}


def flag(desc, **kw):
    """Return a boolean property."""
    return {"type": "boolean", "description": desc, **kw}


def choice(desc, values, **kw):
    """Return a string property restricted to the given values."""
    return {"type": "string", "enum": list(values), "description": desc, **kw}


def strs(desc, **kw):
    """Return an array-of-strings property."""
    return {"type": "array", "items": {"type": "string"}, "description": desc, **kw}


def arr(desc, items, **kw):
    """Return an array property with the given item schema."""
    return {"type": "array", "items": items, "description": desc, **kw}


def obj(props, required=(), desc=None):
    """Return an object schema (used for nested items and output schemas)."""
    out = {"type": "object", "properties": props}
    if required:
        out["required"] = list(required)
    if desc:
        out["description"] = desc
    return out


def hints(kind, world=None):
    """Return MCP annotations for a tool of the given kind.

    kind is one of "read", "write" (creates something), "update" (idempotent change)
    or "delete" (destructive). world sets openWorldHint when it is not None.
    """
    if kind == "read":
        out = {"readOnlyHint": True}
    elif kind == "write":
        out = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False}
    elif kind == "update":
        out = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}
    elif kind == "delete":
        out = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True}
    else:
        raise ValueError(f"unknown kind {kind!r}")
    if world is not None:
        out["openWorldHint"] = world
    return out


def tool(name, description, props, required=(), *, kind="read", world=None, title=None, output=None, strict=True):
    """Build one MCP tool definition."""
    schema = {"type": "object", "properties": dict(props)}
    if required:
        schema["required"] = list(required)
    if strict:
        schema["additionalProperties"] = False
    out = {
        "name": name,
        "description": description,
        "inputSchema": schema,
        "annotations": hints(kind, world),
    }
    if title:
        out["title"] = title
    if output:
        out["outputSchema"] = output
    return out
