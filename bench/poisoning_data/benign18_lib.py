"""Small helpers for building the benign18 tool definitions (stdlib only)."""

D7 = "http://json-schema.org/draft-07/schema#"
D2020 = "https://json-schema.org/draft/2020-12/schema"


def s(desc=None, **kw):
    """A string property."""
    return _p("string", desc, kw)


def i(desc=None, **kw):
    """An integer property."""
    return _p("integer", desc, kw)


def n(desc=None, **kw):
    """A number property."""
    return _p("number", desc, kw)


def b(desc=None, **kw):
    """A boolean property."""
    return _p("boolean", desc, kw)


def e(values, desc=None, **kw):
    """A string enum property."""
    kw["enum"] = list(values)
    return _p("string", desc, kw)


def arr(items, desc=None, **kw):
    """An array property."""
    kw["items"] = items
    return _p("array", desc, kw)


def obj(props, required=None, desc=None, extra=False, **kw):
    """A nested object property."""
    out = {"type": "object", "properties": props}
    if required:
        out["required"] = list(required)
    if extra is not None:
        out["additionalProperties"] = extra
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def one_of(*options, desc=None):
    """A oneOf property."""
    out = {"oneOf": list(options)}
    if desc:
        out["description"] = desc
    return out


def _p(kind, desc, kw):
    out = {"type": kind}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def ann(ro=None, destructive=None, idem=None, open_world=None, title=None):
    """MCP tool annotations; only the hints that are given are written."""
    out = {}
    if ro is not None:
        out["readOnlyHint"] = ro
    if destructive is not None:
        out["destructiveHint"] = destructive
    if idem is not None:
        out["idempotentHint"] = idem
    if open_world is not None:
        out["openWorldHint"] = open_world
    if title:
        out["title"] = title
    return out


RO = {"readOnlyHint": True, "openWorldHint": True}
RO_LOCAL = {"readOnlyHint": True, "openWorldHint": False}


def tool(
    name, description, props=None, required=None, *, annotations=None, title=None, output=None, schema=D7, extra=False
):
    """Build one full MCP tool definition."""
    input_schema = {"type": "object", "properties": props or {}}
    if schema:
        input_schema["$schema"] = schema
    if required:
        input_schema["required"] = list(required)
    if extra is not None:
        input_schema["additionalProperties"] = extra
    d = {"name": name, "description": description, "inputSchema": input_schema}
    if annotations:
        d["annotations"] = dict(annotations)
    if title:
        d["title"] = title
    if output:
        d["outputSchema"] = output
    return d
