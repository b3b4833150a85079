"""Small helpers shared by the benign28 server modules (schemas, annotations, text)."""

from __future__ import annotations


def para(text: str) -> str:
    """Collapse a wrapped triple-quoted paragraph into one line of prose."""
    return " ".join(text.split())


def para_cjk(text: str) -> str:
    """Join wrapped CJK text without inserting spaces between lines."""
    return "".join(line.strip() for line in text.strip().splitlines())


def s(desc: str, **extra: object) -> dict:
    """A string property."""
    return {"type": "string", "description": desc, **extra}


def i(desc: str, **extra: object) -> dict:
    """An integer property."""
    return {"type": "integer", "description": desc, **extra}


def n(desc: str, **extra: object) -> dict:
    """A number property."""
    return {"type": "number", "description": desc, **extra}


def b(desc: str, **extra: object) -> dict:
    """A boolean property."""
    return {"type": "boolean", "description": desc, **extra}


def e(desc: str, values: list[str], **extra: object) -> dict:
    """A string property restricted to an enumeration."""
    return {"type": "string", "description": desc, "enum": list(values), **extra}


def a(desc: str, items: dict, **extra: object) -> dict:
    """An array property."""
    return {"type": "array", "description": desc, "items": items, **extra}


def out(props: dict, required: tuple[str, ...] = ()) -> dict:
    """An object schema used as an outputSchema."""
    schema: dict = {"type": "object", "properties": props}
    if required:
        schema["required"] = list(required)
    return schema


def tool(
    name: str,
    description: str,
    props: dict | None = None,
    required: tuple[str, ...] = (),
    *,
    ro: bool = False,
    destructive: bool = False,
    idem: bool | None = None,
    ow: bool = False,
    title: str | None = None,
    output: dict | None = None,
) -> dict:
    """Build one MCP tool definition with a closed input schema and annotations."""
    schema: dict = {"type": "object", "properties": dict(props or {}), "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    if ro:
        ann: dict = {"readOnlyHint": True, "openWorldHint": ow}
    else:
        ann = {"readOnlyHint": False, "destructiveHint": destructive, "openWorldHint": ow}
        if idem is not None:
            ann["idempotentHint"] = idem
    definition: dict = {"name": name, "description": description, "inputSchema": schema, "annotations": ann}
    if title:
        definition["title"] = title
    if output:
        definition["outputSchema"] = output
    return definition
