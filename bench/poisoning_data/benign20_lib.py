"""Small helpers for the benign20 data modules (standard library only)."""

import textwrap


def D(text):
    """Dedent a triple-quoted description and strip the outer blank lines."""
    return textwrap.dedent(text).strip("\n").rstrip()


def S(desc=None, **kw):
    return _prop("string", desc, kw)


def I(desc=None, **kw):  # noqa: E743
    return _prop("integer", desc, kw)


def N(desc=None, **kw):
    return _prop("number", desc, kw)


def B(desc=None, **kw):
    return _prop("boolean", desc, kw)


def A(items, desc=None, **kw):
    kw["items"] = items
    return _prop("array", desc, kw)


def O(props, required=(), desc=None, **kw):  # noqa: E743
    kw["properties"] = props
    if required:
        kw["required"] = list(required)
    return _prop("object", desc, kw)


def _prop(typ, desc, kw):
    out = {"type": typ}
    if desc:
        out["description"] = desc
    out.update(kw)
    return out


def ann(ro=None, destructive=None, idem=None, world=None, title=None):
    out = {}
    if ro is not None:
        out["readOnlyHint"] = ro
    if destructive is not None:
        out["destructiveHint"] = destructive
    if idem is not None:
        out["idempotentHint"] = idem
    if world is not None:
        out["openWorldHint"] = world
    if title:
        out["title"] = title
    return out


READ = {"readOnlyHint": True}
READ_FULL = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
WRITE = {"readOnlyHint": False, "destructiveHint": False}
DESTROY = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False}


def T(
    name, description, props=None, required=(), *, annotations=None, title=None, output=None, strict=False, draft=None
):
    """Build one tool definition the way MCP servers list them."""
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if strict:
        schema["additionalProperties"] = False
    if draft:
        schema["$schema"] = draft
    tool = {"name": name, "description": description, "inputSchema": schema}
    if annotations is not None:
        tool["annotations"] = dict(annotations)
    if title:
        tool["title"] = title
    if output is not None:
        tool["outputSchema"] = output
    return tool


DRAFT7 = "http://json-schema.org/draft-07/schema#"
DRAFT2020 = "https://json-schema.org/draft/2020-12/schema"
