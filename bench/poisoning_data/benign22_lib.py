"""Small helpers for the benign22 data modules (standard library only)."""

DRAFT = "http://json-schema.org/draft-07/schema#"

ANN = {
    "ro": {"readOnlyHint": True, "openWorldHint": False},
    "rw": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False},
    "idem": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False},
    "del": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True, "openWorldHint": False},
    "net": {"readOnlyHint": True, "openWorldHint": True},
    "send": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True},
}


def st(desc=None, **kw):
    return _p("string", desc, kw)


def it(desc=None, **kw):
    return _p("integer", desc, kw)


def num(desc=None, **kw):
    return _p("number", desc, kw)


def bo(desc=None, **kw):
    return _p("boolean", desc, kw)


def en(values, desc=None, **kw):
    kw["enum"] = list(values)
    return _p("string", desc, kw)


def ar(items, desc=None, **kw):
    kw["items"] = items
    return _p("array", desc, kw)


def ob(props, req=(), desc=None, **kw):
    kw["properties"] = props
    if req:
        kw["required"] = list(req)
    return _p("object", desc, kw)


def _p(kind, desc, kw):
    out = {"type": kind}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def tool(name, desc, props=None, req=(), ann="ro", title=None, out=None, draft=False, closed=False):
    schema = {"type": "object", "properties": props or {}}
    if req:
        schema["required"] = list(req)
    if closed:
        schema["additionalProperties"] = False
    if draft:
        schema["$schema"] = DRAFT
    d = {"name": name, "description": desc, "inputSchema": schema}
    if ann is not None:
        a = dict(ANN[ann]) if isinstance(ann, str) else dict(ann)
        if title and len(name) % 2 == 0:
            a["title"] = title
        d["annotations"] = a
    if title:
        d["title"] = title
    if out is not None:
        d["outputSchema"] = out
    return d
