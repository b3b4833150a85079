"""Small schema helpers shared by the benign13 data modules (stdlib only)."""

import textwrap

ZOD = "http://json-schema.org/draft-07/schema#"


def md(text):
    """Dedent a triple-quoted description and strip the outer blank lines."""
    return textwrap.dedent(text).strip()


def _field(kind, desc, extra):
    out = {"type": kind}
    if desc:
        out["description"] = desc
    out.update(extra)
    return out


def s(desc=None, **extra):
    return _field("string", desc, extra)


def i(desc=None, **extra):
    return _field("integer", desc, extra)


def n(desc=None, **extra):
    return _field("number", desc, extra)


def b(desc=None, **extra):
    return _field("boolean", desc, extra)


def e(values, desc=None, **extra):
    return _field("string", desc, {"enum": list(values), **extra})


def arr(items, desc=None, **extra):
    return _field("array", desc, {"items": items, **extra})


def obj(props, required=(), desc=None, **extra):
    out = {"type": "object", "properties": props}
    if desc:
        out["description"] = desc
    if required:
        out["required"] = list(required)
    out.update(extra)
    return out


def ann(title=None, ro=None, destructive=None, idempotent=None, open_world=None):
    out = {}
    if title:
        out["title"] = title
    for key, value in (
        ("readOnlyHint", ro),
        ("destructiveHint", destructive),
        ("idempotentHint", idempotent),
        ("openWorldHint", open_world),
    ):
        if value is not None:
            out[key] = value
    return out


RO = ann(ro=True, destructive=False, idempotent=True, open_world=False)
WRITE = ann(ro=False, destructive=False, idempotent=False, open_world=False)
DESTRUCTIVE = ann(ro=False, destructive=True, idempotent=False, open_world=False)


def tool(name, desc, props=None, required=(), *, title=None, annotations=None, output=None, zod=False, strict=None):
    """Build one MCP tool definition."""
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if zod:
        schema["$schema"] = ZOD
        schema["additionalProperties"] = False
    elif strict is not None:
        schema["additionalProperties"] = strict
    out = {"name": name, "description": desc, "inputSchema": schema}
    if title:
        out["title"] = title
    if annotations:
        out["annotations"] = dict(annotations)
    if output:
        out["outputSchema"] = output
    return out
