"""Which keywords hold subschemas and which hold references, shared by the list-time walks and the quick check.

One definition, so that the depth and size budget, the `$ref` search and the keyword rules agree on what is a
subschema.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from aggregator.validation.text import _escape

# Where subschemas live, by shape of the keyword's value. Anything else (enum, const, default, examples,
# unknown keywords) is data, and a "$ref" inside it is not a reference.
_ONE_SCHEMA: Final = frozenset(
    {
        "additionalItems", "additionalProperties", "contains", "contentSchema", "else", "if", "items", "not",
        "propertyNames", "then", "unevaluatedItems", "unevaluatedProperties",
    }
)  # fmt: skip
_SCHEMA_LIST: Final = frozenset({"allOf", "anyOf", "items", "oneOf", "prefixItems"})
_SCHEMA_MAP: Final = frozenset(
    {"$defs", "definitions", "dependencies", "dependentSchemas", "patternProperties", "properties"}
)
_REF_KEYWORDS: Final = ("$ref", "$dynamicRef", "$recursiveRef")


def _children(node: dict[str, Any], pointer: str) -> Iterator[tuple[Any, str]]:
    for key, value in node.items():
        here = f"{pointer}/{_escape(key)}"
        if key in _ONE_SCHEMA and isinstance(value, dict | bool):
            yield value, here
        elif key in _SCHEMA_LIST and isinstance(value, list):
            yield from ((item, f"{here}/{i}") for i, item in enumerate(value))
        elif key in _SCHEMA_MAP and isinstance(value, dict):
            # `dependencies` mixes schemas with lists of property names; only the schemas count
            yield from ((sub, f"{here}/{_escape(name)}") for name, sub in value.items() if isinstance(sub, dict | bool))
