"""Small helpers for building the benign26 tool definitions.

Each server module describes its tools with ``tool`` and ``prop``; the entry
point collects the servers and turns them into rows.
"""

PREFIX = "b26-"

_HINTS = {
    "read": {"readOnlyHint": True},
    "write": {"readOnlyHint": False, "destructiveHint": False},
    "idem": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True},
    "destroy": {"readOnlyHint": False, "destructiveHint": True},
    "destroy-idem": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True},
}


def prop(kind, description, **extra):
    """Return a JSON Schema property of type ``kind`` with a description."""
    schema = {"type": kind, "description": description}
    schema.update(extra)
    return schema


def tool(name, description, props=None, required=(), hint="read", world=None, title=None, output=None, closed=True):
    """Return one MCP tool definition.

    ``hint`` picks a set of behaviour annotations, ``world`` sets
    ``openWorldHint`` when given, ``title`` and ``output`` add the optional
    ``title`` and ``outputSchema`` fields.
    """
    schema = {"type": "object", "properties": dict(props or {})}
    if required:
        schema["required"] = list(required)
    if closed:
        schema["additionalProperties"] = False
    annotations = dict(_HINTS[hint])
    if world is not None:
        annotations["openWorldHint"] = world
    if title is not None:
        annotations["title"] = title
    definition = {
        "name": name,
        "description": description,
        "inputSchema": schema,
        "annotations": annotations,
    }
    if title is not None:
        definition["title"] = title
    if output is not None:
        definition["outputSchema"] = output
    return definition


def obj(props, required=()):
    """Return a small object schema, used for output schemas and nested items."""
    schema = {"type": "object", "properties": dict(props)}
    if required:
        schema["required"] = list(required)
    return schema


def server(key, tools):
    """Bundle a server key (without prefix) with its list of tool definitions."""
    return {"key": PREFIX + key, "tools": list(tools)}
