"""The one cheap pass over a schema at list time (`_survey`) and the quick meta-schema check (`_quick_meta_ok`).

Checking a schema against its meta-schema costs milliseconds; listing thousands of tools cannot pay that for
each. Both rest on the same keyword rules, which decide the common, well-formed schema in microseconds and
answer "not sure" for anything else; that then goes to jsonschema (`verdict._meta_problems`). They must never
accept what the meta-schema rejects: a hypothesis test pins that.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from jsonschema.validators import validator_for

from aggregator.validation.keywords import _ONE_SCHEMA, _SCHEMA_LIST, _SCHEMA_MAP

_TYPES: Final = frozenset({"array", "boolean", "integer", "null", "number", "object", "string"})
_STRING_KEYWORDS: Final = frozenset(
    {
        "$ref",
        "$id",
        "$anchor",
        "$schema",
        "$dynamicRef",
        "$dynamicAnchor",
        "$comment",
        "title",
        "description",
        "format",
        "contentEncoding",
        "contentMediaType",
    }
)
_NUMBER_KEYWORDS: Final = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"})
_COUNT_KEYWORDS: Final = frozenset(
    {"minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "minContains", "maxContains"}
)
_BOOL_KEYWORDS: Final = frozenset({"uniqueItems", "readOnly", "writeOnly", "deprecated"})
_ANY_KEYWORDS: Final = frozenset({"default", "const", "x-mcp-header"})
# The dialects whose keyword rules the quick check knows (draft-04's boolean exclusive bounds differ).
_QUICK_DIALECTS: Final = frozenset(
    cls
    for cls in (
        # default=None makes an unknown dialect come back as None (filtered below); the stubs do not allow it
        validator_for({"$schema": uri}, default=None)  # type: ignore[arg-type]
        for uri in (
            "https://json-schema.org/draft/2020-12/schema",
            "https://json-schema.org/draft/2019-09/schema",
            "http://json-schema.org/draft-07/schema#",
            "http://json-schema.org/draft-06/schema#",
        )
    )
    if cls is not None
)


@dataclass(frozen=True, slots=True)
class _Survey:
    depth: int
    complete: bool
    meta_ok: bool
    refs: bool  # any $ref / $id-like keyword: the full walk must resolve them
    headers: bool = False  # an x-mcp-header annotation on some subschema


_REF_LIKE: Final = frozenset({"$ref", "$dynamicRef", "$recursiveRef", "$id", "id"})


def _survey(root: dict[str, Any], max_subschemas: int, strict_items: bool) -> _Survey:
    """One cheap pass: depth, size, well-formed keywords, and whether there is anything to resolve."""
    depth = count = 0
    refs = headers = False
    stack: list[tuple[Any, int]] = [(root, 0)]
    children: list[Any] = []
    while stack:
        node, level = stack.pop()
        count += 1
        if count > max_subschemas:
            return _Survey(depth, False, True, refs)
        if level > depth:
            depth = level
        if isinstance(node, bool):
            continue
        if not isinstance(node, dict):
            return _Survey(depth, True, False, refs)
        if "x-mcp-header" in node:
            headers = True
        for key, value in node.items():
            if key in _REF_LIKE:
                refs = True
            if not _quick_keyword_ok(key, value, children, strict_items):
                # the full walk and the meta-schema will judge this one: no need to look further
                return _Survey(depth, True, False, refs)
        if children:
            stack.extend((child, level + 1) for child in children)
            children.clear()
    return _Survey(depth, True, True, refs, headers)


def _quick_meta_ok(root: dict[str, Any], strict_items: bool) -> bool:
    """True when every known keyword in every subschema has a well-formed value (unknown keywords are annotations).

    False means "not sure": the meta-schema decides. `strict_items`: 2020-12's `items` is one schema.
    """
    stack: list[Any] = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, bool):
            continue
        if not isinstance(node, dict):
            return False
        for key, value in node.items():
            if not _quick_keyword_ok(key, value, stack, strict_items):
                return False
    return True


def _quick_keyword_ok(key: str, value: Any, stack: list[Any], strict_items: bool) -> bool:
    if key in _STRING_KEYWORDS:
        return isinstance(value, str)
    if key == "type":
        if isinstance(value, str):
            return value in _TYPES
        return (
            isinstance(value, list)
            and bool(value)
            and len(set(map(str, value))) == len(value)
            and all(isinstance(t, str) and t in _TYPES for t in value)
        )
    if key == "items" and isinstance(value, list):
        stack.extend(value)
        return not strict_items  # draft-07 and 2019-09 allow a list of schemas; 2020-12 has prefixItems
    if key in _ONE_SCHEMA:
        stack.append(value)
        return isinstance(value, dict | bool)
    if key in _SCHEMA_LIST:
        if key == "items" and strict_items:
            return False
        stack.extend(value if isinstance(value, list) else [None])
        return isinstance(value, list) and bool(value)
    if key in _SCHEMA_MAP:
        if not isinstance(value, dict) or key == "dependencies":
            return False  # `dependencies` mixes forms: let the meta-schema judge
        stack.extend(value.values())
        return True
    if key == "required":
        return isinstance(value, list) and all(isinstance(v, str) for v in value) and len(set(value)) == len(value)
    if key in _NUMBER_KEYWORDS:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if key == "multipleOf":
        return isinstance(value, int | float) and not isinstance(value, bool) and value > 0
    if key in _COUNT_KEYWORDS:
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    if key in _BOOL_KEYWORDS:
        return isinstance(value, bool)
    if key == "enum":
        return isinstance(value, list)
    if key == "examples":
        return isinstance(value, list)
    if key == "pattern":
        return isinstance(value, str) and _compiles(value)
    if key == "dependentRequired":
        return isinstance(value, dict) and all(
            isinstance(v, list) and all(isinstance(x, str) for x in v) for v in value.values()
        )
    if key in _ANY_KEYWORDS:
        return True
    # any other keyword of a JSON Schema vocabulary has rules we do not model here: ask the meta-schema;
    # a keyword of no vocabulary is an annotation, valid whatever its value
    return key not in _VOCABULARY


def _compiles(pattern: str) -> bool:
    try:
        re.compile(pattern)
    except (re.error, RecursionError, OverflowError):
        return False
    return True


_VOCABULARY: Final = frozenset(
    {
        "$vocabulary",
        "$recursiveRef",
        "$recursiveAnchor",
        "$defs",
        "definitions",
        "dependencies",
        "additionalItems",
        "unevaluatedItems",
        "unevaluatedProperties",
        "contains",
        "propertyNames",
        "if",
        "then",
        "else",
        "not",
        "allOf",
        "anyOf",
        "oneOf",
        "prefixItems",
        "items",
        "properties",
        "patternProperties",
        "additionalProperties",
        "dependentSchemas",
    }
)
