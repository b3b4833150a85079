"""The shape of a tool definition beside its name and input schema: what a client's schema check of `tools/list`
rejects (the SDKs validate the whole answer, so one malformed tool would cost every server's tools).

`definition_problems` names each field of the wrong type; the catalog drops such a tool (reason
`invalid_definition`) rather than pass on a list a client cannot read. A null counts as absent: servers write
`"title": null` for a field they do not fill in, and clients of both SDKs read it so.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aggregator.protocol.jsonrpc import json_type

__all__ = ["definition_problems"]

#: the annotation hints, each a boolean when present
_HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
_NAMES = {str: "a string", dict: "an object", list: "an array", bool: "true or false"}


def definition_problems(tool: Mapping[str, Any]) -> list[str]:
    """Each field of `tool` (beside `name` and `inputSchema`) whose type the MCP schema does not allow."""
    problems = [
        _wrong(key, tool.get(key), kind)
        for key, kind in (
            ("title", str),
            ("description", str),
            ("annotations", dict),
            ("outputSchema", dict),
            ("_meta", dict),
            ("icons", list),
            ("execution", dict),
        )
    ]
    annotations = tool.get("annotations")
    if isinstance(annotations, dict):
        problems += [_wrong(f"annotations.{hint}", annotations.get(hint), bool) for hint in _HINTS]
        problems.append(_wrong("annotations.title", annotations.get("title"), str))
    icons = tool.get("icons")
    if isinstance(icons, list):
        for index, icon in enumerate(icons):
            if not isinstance(icon, dict) or not isinstance(icon.get("src"), str):
                problems.append(f"icons[{index}] must be an object with a string src")
    return [problem for problem in problems if problem]


def _wrong(key: str, value: Any, kind: type) -> str:
    if value is None or (isinstance(value, kind) and not (kind is not bool and isinstance(value, bool))):
        return ""
    return f"{key} must be {_NAMES[kind]}, got {json_type(value)}"
