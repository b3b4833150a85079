"""HTTP request-metadata headers of MCP 2026-07-28 (SEP-2243), sans-IO.

Every POST mirrors routing fields of its JSON-RPC body into headers (`Mcp-Method`, `Mcp-Name`)
and, for `tools/call`, each argument a tool marked with `x-mcp-header` into `Mcp-Param-<Name>`,
so proxies can route without parsing bodies. Values that are not plain, safe ASCII travel as
`=?base64?<Base64 of UTF-8>?=`.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from aggregator.errors import ProtocolViolation

__all__ = [
    "MAX_SAFE_INTEGER",
    "NAME_METHODS",
    "SENTINEL_PREFIX",
    "SENTINEL_SUFFIX",
    "TASK_METHODS",
    "HeaderParam",
    "decode_header_value",
    "encode_header_value",
    "header_params",
    "param_headers",
    "request_headers",
    "tool_header_params",
    "x_mcp_header_problems",
]

SENTINEL_PREFIX = "=?base64?"
SENTINEL_SUFFIX = "?="
MAX_SAFE_INTEGER = 2**53 - 1  # beyond this a JavaScript peer can't compare the header to the body

NAME_METHODS: Mapping[str, str] = MappingProxyType(
    {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}
)
TASK_METHODS = frozenset({"tasks/get", "tasks/update", "tasks/cancel"})  # Mcp-Name is params.taskId

HEADER_TYPES = frozenset({"integer", "string", "boolean"})
MAX_SCHEMA_DEPTH = 64
MAX_SCHEMA_NODES = 100_000  # shared sub-objects in a Python-built schema could otherwise explode

_SAFE = re.compile(r"[\x20-\x7e]*")  # printable ASCII; edges are checked separately
_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")  # RFC 9110 token = 1*tchar
# Keywords whose values are instance data, not subschemas: an "x-mcp-header" key there is data.
_DATA_KEYWORDS = frozenset({"const", "enum", "default", "examples"})


# --- value encoding ---------------------------------------------------------------------------


def _looks_like_sentinel(text: str) -> bool:
    return text.startswith(SENTINEL_PREFIX) and text.endswith(SENTINEL_SUFFIX)


def _needs_base64(text: str) -> bool:
    if not _SAFE.fullmatch(text):
        return True
    if text != text.strip(" \t"):
        return True  # HTTP strips surrounding whitespace from field values
    # A plain value shaped like the sentinel would be mis-decoded by the receiver.
    return _looks_like_sentinel(text)


def encode_header_value(value: str | int | bool) -> str:
    """Render a JSON string/integer/boolean as a header value, Base64-wrapping unsafe text.

    Raises ValueError for any other type, and for text with a lone surrogate: JSON can carry one (`"\\ud800"`),
    but it has no UTF-8 form to Base64-encode.
    """
    if isinstance(value, bool):  # before int: bool is an int subclass
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        if not _needs_base64(value):
            return value
        encoded = base64.b64encode(value.encode("utf-8")).decode("ascii")
        return f"{SENTINEL_PREFIX}{encoded}{SENTINEL_SUFFIX}"
    raise ValueError(f"cannot send a {type(value).__name__} in a header (only string/integer/boolean)")


def decode_header_value(text: str) -> str:
    """Undo `encode_header_value` for text values; plain values come back unchanged."""
    inner_start, inner_end = len(SENTINEL_PREFIX), len(text) - len(SENTINEL_SUFFIX)
    if not _looks_like_sentinel(text) or inner_end < inner_start:
        return text  # markers are case-sensitive: "=?BASE64?...?=" is a literal value
    try:
        raw = base64.b64decode(text[inner_start:inner_end], validate=True)
        return raw.decode("utf-8")
    except (binascii.Error, ValueError) as exc:
        raise ProtocolViolation(f"malformed base64 header value {text!r}: {exc}") from exc


# --- standard headers -------------------------------------------------------------------------


def request_headers(method: str, params: Mapping[str, Any] | None, version: str) -> dict[str, str]:
    """Headers mirroring a request's body; `Mcp-Name` only when the body carries the field."""
    headers = {"MCP-Protocol-Version": version, "Mcp-Method": method}
    field = "taskId" if method in TASK_METHODS else NAME_METHODS.get(method)
    if field is not None and params is not None:
        name = params.get(field)
        # A missing/odd field is the server's to reject from the body; a guessed header won't help.
        if isinstance(name, str):
            try:
                headers["Mcp-Name"] = encode_header_value(name)
            except ValueError:
                pass  # a lone surrogate: no header can mirror it, and the server rejects the body's value itself
    return headers


# --- x-mcp-header: validation -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Annotation:
    name: Any  # the raw x-mcp-header value, not yet validated
    pointer: str
    schema: Mapping[str, Any]
    via_properties: bool  # reached from the root through `properties` keys only


def _pointer(path: tuple[str, ...]) -> str:
    if not path:
        return "the schema root"
    return "".join("/" + part.replace("~", "~0").replace("/", "~1") for part in path)


class _Walker:
    """Finds every x-mcp-header in a schema tree, noting whether it sits on a properties chain."""

    def __init__(self) -> None:
        self.found: list[_Annotation] = []
        self.problems: list[str] = []
        self._nodes = 0
        self._active: set[int] = set()  # ids of containers on the current path, to spot cycles

    def walk(self, node: Any, path: tuple[str, ...], via_properties: bool) -> None:
        if not isinstance(node, Mapping | list):
            return
        if not self._admit(node, path):
            return
        self._active.add(id(node))
        try:
            if isinstance(node, list):
                for index, item in enumerate(node):
                    self.walk(item, (*path, str(index)), False)
            else:
                self._walk_schema(node, path, via_properties)
        finally:
            self._active.discard(id(node))

    def _admit(self, node: Mapping[str, Any] | list[Any], path: tuple[str, ...]) -> bool:
        where = _pointer(path)
        self._nodes += 1
        if self._nodes == MAX_SCHEMA_NODES + 1:
            self.problems.append(f"schema has more than {MAX_SCHEMA_NODES} nodes; stopped at {where}")
        if self._nodes > MAX_SCHEMA_NODES:
            return False
        if id(node) in self._active:
            self.problems.append(f"schema refers back to itself at {where}")
            return False
        if len(path) > MAX_SCHEMA_DEPTH:
            self.problems.append(f"schema nested deeper than {MAX_SCHEMA_DEPTH} levels at {where}")
            return False
        return True

    def _walk_schema(self, node: Mapping[str, Any], path: tuple[str, ...], via_properties: bool) -> None:
        if "x-mcp-header" in node:
            # The root is the arguments object itself, not a property: it has no value to mirror.
            on_property = via_properties and bool(path)
            self.found.append(_Annotation(node["x-mcp-header"], _pointer(path), node, on_property))
        for key, value in node.items():
            if not isinstance(key, str) or key in _DATA_KEYWORDS:
                continue
            child = (*path, key)
            if key == "properties" and isinstance(value, Mapping):
                if not self._admit(value, child):
                    continue
                for name, subschema in value.items():
                    # A chain survives only while every step so far was a `properties` step.
                    self.walk(subschema, (*child, str(name)), via_properties)
            else:
                self.walk(value, child, False)


def _annotation_problems(note: _Annotation) -> Iterator[str]:
    name, where = note.name, note.pointer
    if not isinstance(name, str) or not name:
        yield f"x-mcp-header at {where} must be a non-empty string, got {name!r}"
        return
    label = f"x-mcp-header {name!r} at {where}"
    if not _TOKEN.fullmatch(name):
        detail = "contains CR/LF or control characters" if re.search(r"[\x00-\x1f\x7f]", name) else ""
        yield f"{label} is not an RFC 9110 token{' (' + detail + ')' if detail else ''}"
    if not note.via_properties:
        yield f"{label} is not reachable through properties only"
        return
    declared = note.schema.get("type")
    if declared is None:
        yield f"{label} is on a property with no type (need integer, string or boolean)"
    elif not isinstance(declared, str):
        yield f"{label} is on a property with a union type {declared!r} (need one primitive type)"
    elif declared not in HEADER_TYPES:
        yield f"{label} is on a property of type {declared!r} (need integer, string or boolean)"


def _duplicate_problems(found: list[_Annotation]) -> Iterator[str]:
    first: dict[str, _Annotation] = {}
    for note in found:
        if not isinstance(note.name, str) or not note.name:
            continue
        earlier = first.setdefault(note.name.lower(), note)
        if earlier is not note:
            yield (
                f"x-mcp-header {note.name!r} at {note.pointer} duplicates {earlier.name!r} "
                f"at {earlier.pointer} (names are case-insensitive)"
            )


def _walk(input_schema: Any) -> _Walker:
    walker = _Walker()
    walker.walk(input_schema, (), True)
    return walker


def mentions_x_mcp_header(schema: Any) -> bool:
    """Whether `x-mcp-header` appears anywhere in `schema`: the cheap test before the full check."""
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "x-mcp-header" in node:
                return True
            stack.extend(value for value in node.values() if isinstance(value, dict | list))
        elif isinstance(node, list):
            stack.extend(value for value in node if isinstance(value, dict | list))
    return False


def x_mcp_header_problems(input_schema: Any) -> list[str]:
    """Every way the schema's x-mcp-header annotations break SEP-2243; empty means valid."""
    walker = _walk(input_schema)
    problems = [problem for note in walker.found for problem in _annotation_problems(note)]
    problems.extend(_duplicate_problems(walker.found))
    problems.extend(walker.problems)
    return problems


# --- x-mcp-header: use ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HeaderParam:
    """One `x-mcp-header` parameter of a tool: the header it goes in and where its value sits in the arguments."""

    name: str  # the x-mcp-header value, e.g. "Region"
    path: tuple[str, ...]  # property names from the arguments object down to the value
    type: str  # "integer", "string" or "boolean"

    @property
    def header(self) -> str:
        """The HTTP header name, `Mcp-Param-<name>`."""
        return f"Mcp-Param-{self.name}"


def tool_header_params(input_schema: Any) -> tuple[tuple[HeaderParam, ...], list[str]]:
    """The `Mcp-Param-*` headers a tool's inputSchema defines, and what makes its annotations invalid.

    The one reading of a schema's headers that every side uses (the upstream's screening and call headers, the
    proxy's check of a client's): an invalid schema defines no headers, and its problems say why.
    """
    if not mentions_x_mcp_header(input_schema) or not isinstance(input_schema, dict):
        return (), []
    problems = x_mcp_header_problems(input_schema)
    return (() if problems else header_params(input_schema)), problems


def header_params(input_schema: Mapping[str, Any]) -> tuple[HeaderParam, ...]:
    """The annotated parameters of a schema that `x_mcp_header_problems` found valid."""
    found: list[HeaderParam] = []
    _collect(input_schema, (), found)
    return tuple(found)


def _collect(schema: Mapping[str, Any], path: tuple[str, ...], found: list[HeaderParam]) -> None:
    if len(path) > MAX_SCHEMA_DEPTH:
        return
    properties = schema.get("properties")
    if not isinstance(properties, Mapping):
        return
    for name, subschema in properties.items():
        if not isinstance(subschema, Mapping):
            continue
        child = (*path, str(name))
        header = subschema.get("x-mcp-header")
        if isinstance(header, str) and header:
            found.append(HeaderParam(header, child, str(subschema.get("type"))))
        _collect(subschema, child, found)


def _lookup(arguments: Mapping[str, Any], path: tuple[str, ...]) -> Any:
    value: Any = arguments
    for key in path:
        if not isinstance(value, Mapping) or key not in value:
            return None
        value = value[key]
    return value


def param_headers(params_spec: tuple[HeaderParam, ...], arguments: Mapping[str, Any] | None) -> dict[str, str]:
    """`Mcp-Param-<Name>` headers for a tools/call; absent or null arguments get no header."""
    headers: dict[str, str] = {}
    if arguments is None:
        return headers
    for param in params_spec:
        value = _lookup(arguments, param.path)
        if value is None:
            continue
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_SAFE_INTEGER:
            raise ValueError(f"argument {'.'.join(param.path)} = {value} is outside ±(2**53-1)")
        headers[param.header] = encode_header_value(value)
    return headers
