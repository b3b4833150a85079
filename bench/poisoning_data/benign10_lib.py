"""Small helpers shared by the benign10 data modules (stdlib only)."""

ZOD = "http://json-schema.org/draft-07/schema#"


def s(desc=None, **kw):
    out = {"type": "string"}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def n(desc=None, integer=True, **kw):
    out = {"type": "integer" if integer else "number"}
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


def a(items, desc=None, **kw):
    out = {"type": "array", "items": items}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def o(props, req=(), desc=None, closed=False):
    out = {"type": "object", "properties": props}
    if req:
        out["required"] = list(req)
    if desc:
        out["description"] = desc
    if closed:
        out["additionalProperties"] = False
    return out


def ann(title=None, ro=False, destructive=None, idem=None, world=None):
    out = {}
    if title:
        out["title"] = title
    out["readOnlyHint"] = ro
    if destructive is not None:
        out["destructiveHint"] = destructive
    if idem is not None:
        out["idempotentHint"] = idem
    if world is not None:
        out["openWorldHint"] = world
    return out


def tool(name, desc, props=None, req=(), *, zod=False, annotations=None, title=None, output=None):
    schema = {"type": "object", "properties": props or {}}
    if req:
        schema["required"] = list(req)
    if zod:
        schema["additionalProperties"] = False
        schema["$schema"] = ZOD
    out = {"name": name, "description": desc, "inputSchema": schema}
    if title:
        out["title"] = title
    if annotations:
        out["annotations"] = annotations
    if output:
        out["outputSchema"] = output
    return out
