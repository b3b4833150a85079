"""A tool's input schema as the model APIs take it (`model_parameters`), for `aggregator.adapters`."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import Any, Final

__all__ = ["model_parameters"]


def model_parameters(tool: Mapping[str, Any], strip_schema_uri: bool) -> dict[str, Any]:
    """`tool`'s input schema as both model APIs take a function's parameters (see `aggregator.adapters`): a deep
    copy with an object root and `properties`; `$schema` dropped when `strip_schema_uri`; a root `oneOf`, `anyOf`,
    `allOf`, `not` or `enum` moved into the root's `description`. ValueError for a schema that is no object."""
    schema = tool.get("inputSchema")
    if schema is None:
        schema = {}
    if not isinstance(schema, dict) or schema.get("type", "object") != "object":
        # the catalog drops such tools (invalid_schema); reaching here is a caller bug
        raise ValueError(f"tool {tool.get('name')!r}: inputSchema must be an object schema to hand to a model")
    parameters = _inlined(copy.deepcopy(schema))
    parameters["type"] = "object"
    parameters.setdefault("properties", {})
    if strip_schema_uri:
        parameters.pop("$schema", None)
    # both APIs refuse the whole request over one tool whose root has these (Anthropic: no oneOf, allOf or anyOf
    # at the top level; OpenAI: none of those, nor enum or not): taken out, and said in words the model reads
    moved = {key: parameters.pop(key) for key in _ROOT_REFUSED if key in parameters}
    if moved:
        said = json.dumps(moved, separators=(",", ":"), ensure_ascii=False)
        note = f"The arguments must also satisfy this JSON Schema: {said}"
        described = parameters.get("description")
        parameters["description"] = f"{described}\n\n{note}" if isinstance(described, str) and described else note
    return parameters


def _inlined(schema: dict[str, Any]) -> dict[str, Any]:
    """A root that is only a local `$ref` (zod-to-json-schema writes `{"$ref": "#/definitions/Name", "definitions":
    ...}` when given a name) with its target's keys brought up: a model reads the root's `properties`, and an empty
    one beside a `$ref` it may not follow says "no parameters". The definitions stay, for the refs inside."""
    ref = schema.get("$ref")
    if not isinstance(ref, str) or not ref.startswith(("#/$defs/", "#/definitions/")):
        return schema
    section, _, name = ref[2:].partition("/")
    holder = schema.get(section)
    target = holder.get(name.replace("~1", "/").replace("~0", "~")) if isinstance(holder, dict) else None
    if not isinstance(target, dict) or target.get("type", "object") != "object" or "$ref" in target:
        return schema  # not an object schema we can bring up as it is: left to the API
    inlined = {key: value for key, value in schema.items() if key != "$ref"}
    for key, value in target.items():
        inlined.setdefault(key, copy.deepcopy(value))  # the root's own words (a description) win
    return inlined


#: what a tool's root schema may not hold for either API, though JSON Schema (and so MCP) allows it
_ROOT_REFUSED: Final = ("oneOf", "anyOf", "allOf", "not", "enum")
