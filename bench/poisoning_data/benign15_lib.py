"""Small helpers for the benign15 data set (benign MCP tool definitions)."""

DRAFT7 = "http://json-schema.org/draft-07/schema#"


def string(description=None, **extra):
    prop = {"type": "string"}
    if description:
        prop["description"] = description
    prop.update(extra)
    return prop


def integer(description=None, **extra):
    prop = {"type": "integer"}
    if description:
        prop["description"] = description
    prop.update(extra)
    return prop


def number(description=None, **extra):
    prop = {"type": "number"}
    if description:
        prop["description"] = description
    prop.update(extra)
    return prop


def boolean(description=None, default=None):
    prop = {"type": "boolean"}
    if description:
        prop["description"] = description
    if default is not None:
        prop["default"] = default
    return prop


def enum(values, description=None, default=None):
    prop = {"type": "string", "enum": list(values)}
    if description:
        prop["description"] = description
    if default is not None:
        prop["default"] = default
    return prop


def array(items, description=None, **extra):
    prop = {"type": "array", "items": items}
    if description:
        prop["description"] = description
    prop.update(extra)
    return prop


def obj(properties, required=(), description=None, **extra):
    prop = {"type": "object", "properties": properties}
    if required:
        prop["required"] = list(required)
    if description:
        prop["description"] = description
    prop.update(extra)
    return prop


def ann(title=None, ro=None, destructive=None, idempotent=None, open_world=None):
    out = {}
    if title is not None:
        out["title"] = title
    if ro is not None:
        out["readOnlyHint"] = ro
    if destructive is not None:
        out["destructiveHint"] = destructive
    if idempotent is not None:
        out["idempotentHint"] = idempotent
    if open_world is not None:
        out["openWorldHint"] = open_world
    return out


READ = {"readOnlyHint": True, "openWorldHint": False}
WRITE = {"readOnlyHint": False, "destructiveHint": False}
DESTROY = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False}


def tool(
    name,
    description,
    properties=None,
    required=(),
    *,
    annotations=None,
    title=None,
    output=None,
    strict=False,
    **schema_extra,
):
    """Build one MCP tool definition."""
    schema = {"type": "object", "properties": dict(properties or {})}
    if required:
        schema["required"] = list(required)
    if strict:
        schema["$schema"] = DRAFT7
        schema["additionalProperties"] = False
    schema.update(schema_extra)
    definition = {"name": name, "description": description, "inputSchema": schema}
    if annotations:
        definition["annotations"] = dict(annotations)
    if title:
        definition["title"] = title
    if output:
        definition["outputSchema"] = output
    return definition


def draft7(definitions):
    """Mark every schema in a server as a closed draft-07 schema, as some SDKs emit them."""
    for definition in definitions:
        definition["inputSchema"]["$schema"] = DRAFT7
        definition["inputSchema"]["additionalProperties"] = False
    return definitions
