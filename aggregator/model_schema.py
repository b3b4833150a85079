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
    parameters = copy.deepcopy(schema)
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


#: what a tool's root schema may not hold for either API, though JSON Schema (and so MCP) allows it
_ROOT_REFUSED: Final = ("oneOf", "anyOf", "allOf", "not", "enum")
