"""Small schema helpers shared by the benign6 data modules (stdlib only)."""

ZOD = "http://json-schema.org/draft-07/schema#"


def _prop(kind, desc, extra):
    out = {"type": kind}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def s(desc=None, **extra):
    """A string property."""
    return _prop("string", desc, extra)


def i(desc=None, **extra):
    """An integer property."""
    return _prop("integer", desc, extra)


def n(desc=None, **extra):
    """A number property."""
    return _prop("number", desc, extra)


def b(desc=None, **extra):
    """A boolean property."""
    return _prop("boolean", desc, extra)


def en(values, desc=None, **extra):
    """A string enum property."""
    return _prop("string", desc, {"enum": list(values), **extra})


def arr(items, desc=None, **extra):
    """An array property."""
    return _prop("array", desc, {"items": items, **extra})


def obj(props, required=(), desc=None, strict=True, **extra):
    """A nested object property."""
    out = _prop("object", desc, {"properties": props, **extra})
    if required:
        out["required"] = list(required)
    if strict:
        out["additionalProperties"] = False
    return out


def ann(title=None, ro=None, destructive=None, idem=None, open_world=None):
    """MCP tool annotations; only the hints that are given are written."""
    out = {}
    if title is not None:
        out["title"] = title
    for key, value in (
        ("readOnlyHint", ro),
        ("destructiveHint", destructive),
        ("idempotentHint", idem),
        ("openWorldHint", open_world),
    ):
        if value is not None:
            out[key] = value
    return out


def tool(name, description, props=None, required=(), *, zod=True, annotations=None, out=None, title=None):
    """One MCP tool definition. zod=True adds the zod-to-json-schema markers."""
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if zod:
        schema["additionalProperties"] = False
        schema["$schema"] = ZOD
    d = {"name": name, "description": description, "inputSchema": schema}
    if title:
        d["title"] = title
    if annotations:
        d["annotations"] = annotations
    if out:
        d["outputSchema"] = out
    return d
