"""Small helpers for the benign24 tool definitions (standard library only)."""

from __future__ import annotations

import textwrap
from typing import Any


def doc(text: str) -> str:
    """Dedent and trim a multi-line description."""
    return textwrap.dedent(text).strip()


def S(desc: str, **extra: Any) -> dict[str, Any]:
    return {"type": "string", "description": desc, **extra}


def I(desc: str, lo: int | None = None, hi: int | None = None, default: int | None = None) -> dict[str, Any]:  # noqa: E743
    out: dict[str, Any] = {"type": "integer", "description": desc}
    if lo is not None:
        out["minimum"] = lo
    if hi is not None:
        out["maximum"] = hi
    if default is not None:
        out["default"] = default
    return out


def N(desc: str, lo: float | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "number", "description": desc}
    if lo is not None:
        out["minimum"] = lo
    return out


def B(desc: str, default: bool | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "boolean", "description": desc}
    if default is not None:
        out["default"] = default
    return out


def E(desc: str, *values: str, default: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "string", "enum": list(values), "description": desc}
    if default is not None:
        out["default"] = default
    return out


def A(items: dict[str, Any], desc: str, max_items: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "array", "items": items, "description": desc}
    if max_items is not None:
        out["maxItems"] = max_items
    return out


def O(props: dict[str, Any], required: tuple[str, ...] = (), desc: str | None = None) -> dict[str, Any]:  # noqa: E743
    out: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        out["required"] = list(required)
    if desc:
        out["description"] = desc
    return out


def tool(
    name: str,
    description: str,
    props: dict[str, Any] | None = None,
    required: tuple[str, ...] = (),
    *,
    title: str | None = None,
    ro: bool = False,
    destructive: bool = False,
    idempotent: bool = False,
    open_world: bool = False,
    output: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Build one MCP tool definition."""
    schema: dict[str, Any] = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    schema["additionalProperties"] = False
    annotations: dict[str, Any] = {"readOnlyHint": ro, "openWorldHint": open_world}
    if not ro:
        annotations["destructiveHint"] = destructive
        annotations["idempotentHint"] = idempotent
    definition: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": schema,
        "annotations": annotations,
    }
    if title:
        definition["title"] = title
    if output:
        definition["outputSchema"] = output
    return definition
