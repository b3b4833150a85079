"""Small helpers for the benign14 data set (hand-written benign MCP tool definitions)."""

from __future__ import annotations

import textwrap

DRAFT7 = "http://json-schema.org/draft-07/schema#"


def d(text: str) -> str:
    """Dedent a triple-quoted description and strip the outer blank lines."""
    return textwrap.dedent(text).strip("\n")


def _with(base: dict, desc: str | None, kw: dict) -> dict:
    if desc is not None:
        base["description"] = desc
    base.update(kw)
    return base


def s(desc: str | None = None, **kw) -> dict:
    return _with({"type": "string"}, desc, kw)


def i(desc: str | None = None, **kw) -> dict:
    return _with({"type": "integer"}, desc, kw)


def num(desc: str | None = None, **kw) -> dict:
    return _with({"type": "number"}, desc, kw)


def b(desc: str | None = None, default: bool | None = None, **kw) -> dict:
    out = _with({"type": "boolean"}, desc, kw)
    if default is not None:
        out["default"] = default
    return out


def e(values: list, desc: str | None = None, default=None, **kw) -> dict:
    out = _with({"type": "string", "enum": list(values)}, desc, kw)
    if default is not None:
        out["default"] = default
    return out


def arr(items: dict, desc: str | None = None, **kw) -> dict:
    return _with({"type": "array", "items": items}, desc, kw)


def obj(props: dict, required: list | tuple = (), desc: str | None = None, **kw) -> dict:
    out: dict = {"type": "object", "properties": props}
    if required:
        out["required"] = list(required)
    return _with(out, desc, kw)


ANN = {
    "ro": {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False},
    "ro_open": {"readOnlyHint": True, "openWorldHint": True},
    "write": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False},
    "idem": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True},
    "destroy": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False},
    "send": {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True},
    "money": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True},
}


def tool(
    name: str,
    description: str,
    props: dict | None = None,
    required: list | tuple = (),
    *,
    ann: str | dict | None = None,
    title: str | None = None,
    output: dict | None = None,
    draft: bool = False,
    closed: bool = False,
    extra: dict | None = None,
) -> dict:
    """Build one MCP tool definition."""
    schema: dict = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if closed:
        schema["additionalProperties"] = False
    if draft:
        schema["$schema"] = DRAFT7
    if extra:
        schema.update(extra)
    out: dict = {"name": name, "description": description, "inputSchema": schema}
    if ann is not None:
        out["annotations"] = dict(ANN[ann]) if isinstance(ann, str) else dict(ann)
        if title and isinstance(ann, str) and ann.startswith("ro"):
            out["annotations"]["title"] = title
    if title is not None:
        out["title"] = title
    if output is not None:
        out["outputSchema"] = output
    return out
