"""Small helpers for building the benign17 tool definitions.

Every helper returns plain dicts so the generator stays stdlib only and
its output is deterministic.
"""

DRAFT7 = "http://json-schema.org/draft-07/schema#"


def _put(d, desc, kw):
    if desc is not None:
        d["description"] = desc
    for key, value in kw.items():
        if value is not None:
            d[key] = value
    return d


def S(desc=None, **kw):
    """A string property."""
    return _put({"type": "string"}, desc, kw)


def I(desc=None, **kw):  # noqa: E743
    """An integer property."""
    return _put({"type": "integer"}, desc, kw)


def N(desc=None, **kw):
    """A number property."""
    return _put({"type": "number"}, desc, kw)


def B(desc=None, default=None):
    """A boolean property."""
    return _put({"type": "boolean"}, desc, {"default": default})


def E(values, desc=None, default=None):
    """A string enum property."""
    return _put({"type": "string", "enum": list(values)}, desc, {"default": default})


def A(items, desc=None, **kw):
    """An array property."""
    return _put({"type": "array", "items": items}, desc, kw)


def O(props, required=(), desc=None, closed=False, **kw):  # noqa: E743
    """An object property."""
    d = {"type": "object", "properties": props}
    if required:
        d["required"] = list(required)
    if closed:
        d["additionalProperties"] = False
    return _put(d, desc, kw)


def ONE(*options, desc=None):
    """A oneOf property."""
    return _put({"oneOf": list(options)}, desc, {})


def NULLABLE(prop, default=None):
    """A value that may also be null, written the way some SDKs emit it."""
    d = {"anyOf": [prop, {"type": "null"}]}
    d["default"] = default
    return d


def ann(ro=None, destructive=None, idempotent=None, open_world=None, title=None):
    """Build an MCP annotations object; None values are left out."""
    out = {}
    if ro is not None:
        out["readOnlyHint"] = ro
    if destructive is not None:
        out["destructiveHint"] = destructive
    if idempotent is not None:
        out["idempotentHint"] = idempotent
    if open_world is not None:
        out["openWorldHint"] = open_world
    if title is not None:
        out["title"] = title
    return out


RO = ann(ro=True)
RO_OPEN = ann(ro=True, open_world=True)
WRITE = ann(ro=False, destructive=False)
WRITE_IDEM = ann(ro=False, destructive=False, idempotent=True)
DESTRUCTIVE = ann(ro=False, destructive=True)
DESTRUCTIVE_OPEN = ann(ro=False, destructive=True, open_world=True)


def tool(
    name,
    description,
    props=None,
    required=(),
    *,
    annotations=None,
    title=None,
    output=None,
    draft=False,
    closed=False,
):
    """Build one MCP tool definition."""
    schema = {"type": "object", "properties": dict(props or {})}
    if draft:
        schema["$schema"] = DRAFT7
    if required:
        schema["required"] = list(required)
    if closed:
        schema["additionalProperties"] = False
    d = {"name": name, "description": description, "inputSchema": schema}
    if annotations:
        d["annotations"] = dict(annotations)
    if title:
        d["title"] = title
    if output is not None:
        d["outputSchema"] = output
    return d


def without_annotations(defs):
    """Drop annotations from a server's tools; many real servers never set them."""
    for d in defs:
        d.pop("annotations", None)
    return defs
