"""Every text of a tool definition a model reads, for the poisoning lint (`aggregator.poisoning`).

The walk is bounded in depth and count, so a hostile schema costs a fixed amount to read. Stdlib only.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["MACHINE", "VALUES", "spaced", "texts"]

_MAX_DEPTH = 32
_MAX_TEXTS = 4000
#: schema keys whose values are data, not sentences: read on their own, with rules for names
VALUES = ("default", "const", "examples", "enum")
_NAMED = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
#: keys whose strings are for machines, not read as prose (a poisoned one fails validation or is ignored)
MACHINE = frozenset(("$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "format"))
_TYPES = frozenset(("string", "number", "integer", "boolean", "object", "array", "null"))


def spaced(text: str) -> bool:
    """Whether a text holds a space inside it: prose, not an identifier or a URI."""
    return any(character.isspace() for character in text.strip())


def texts(tool: Mapping[str, Any]) -> Iterator[tuple[str, str, bool]]:
    """(path, text, is a name) for every text of a definition a model reads, schema texts at any depth (bounded):
    every string of `inputSchema`, `outputSchema` and `annotations` but machine keys and standard type names."""
    for key in ("name", "title", "description"):
        if isinstance(tool.get(key), str):
            yield key, tool[key], key == "name"
    budget = [_MAX_TEXTS]
    for key in ("annotations", "inputSchema", "outputSchema"):
        yield from _schema_texts(tool.get(key), key, 0, budget)


def _schema_texts(node: Any, path: str, depth: int, budget: list[int]) -> Iterator[tuple[str, str, bool]]:
    if depth > _MAX_DEPTH or budget[0] <= 0:
        return
    budget[0] -= 1
    if isinstance(node, str):
        key = path.rsplit(".", 1)[-1].split("[")[0]
        # a machine key's value is an identifier or a URI; one holding spaces is prose a model may still read
        if (key not in MACHINE or spaced(node)) and not (key == "type" and node in _TYPES):
            yield path, node, key == "required"  # `required` lists parameter names
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from _schema_texts(item, f"{path}[{index}]", depth + 1, budget)
    elif isinstance(node, Mapping):
        for key, value in node.items():
            where = f"{path}.{key}"
            if key in _NAMED and isinstance(value, Mapping):
                for name, sub in value.items():
                    yield f"{where}.{name}", str(name), True
                    yield from _schema_texts(sub, f"{where}.{name}", depth + 1, budget)
            else:
                yield from _schema_texts(value, where, depth + 1, budget)
