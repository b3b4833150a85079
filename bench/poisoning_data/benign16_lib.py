"""Small helpers for the benign16 data modules (stdlib only)."""

SCHEMA_URI = "http://json-schema.org/draft-07/schema#"


def _prop(kind, desc, extra):
    p = {"type": kind}
    if desc:
        p["description"] = desc
    p.update(extra)
    return p


def s(desc=None, **kw):
    return _prop("string", desc, kw)


def i(desc=None, **kw):
    return _prop("integer", desc, kw)


def n(desc=None, **kw):
    return _prop("number", desc, kw)


def b(desc=None, **kw):
    return _prop("boolean", desc, kw)


def en(values, desc=None, **kw):
    p = {"type": "string", "enum": list(values)}
    if desc:
        p["description"] = desc
    p.update(kw)
    return p


def arr(items, desc=None, **kw):
    return _prop("array", desc, dict({"items": items}, **kw))


def obj(props, desc=None, required=(), **kw):
    p = {"type": "object", "properties": props}
    if desc:
        p["description"] = desc
    if required:
        p["required"] = list(required)
    p.update(kw)
    return p


def one_of(*options, desc=None):
    p = {"oneOf": list(options)}
    if desc:
        p["description"] = desc
    return p


def ro(title=None, open_world=True):
    a = {"readOnlyHint": True, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def rw(destructive=False, idempotent=False, title=None, open_world=True):
    a = {
        "readOnlyHint": False,
        "destructiveHint": destructive,
        "idempotentHint": idempotent,
        "openWorldHint": open_world,
    }
    if title:
        a["title"] = title
    return a


def tool(
    name,
    description,
    props=None,
    required=(),
    *,
    ann=None,
    title=None,
    output=None,
    closed=False,
    schema_uri=False,
):
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if closed:
        schema["additionalProperties"] = False
    if schema_uri:
        schema["$schema"] = SCHEMA_URI
    d = {"name": name, "description": description, "inputSchema": schema}
    if ann:
        d["annotations"] = ann
    if title:
        d["title"] = title
    if output:
        d["outputSchema"] = output
    return d
