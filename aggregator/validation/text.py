"""How paths, values and constraints are written: JSON pointers, field labels, short value reprs.

Shared by the list-time problems and the call-time messages, so that both quote values and locations the same
way (and cut them at the same lengths).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any, Final

from aggregator.linear_regex import linear_regex

_VALUE_REPR_LIMIT: Final = 80
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_ARTICLES: Final = {"array": "an array", "integer": "an integer", "object": "an object", "null": "null"}


def _label(path: Sequence[Any], root: str) -> str:
    """A field name a model recognises: `limit`, `items[0].name`; the root is `root`."""
    if not path:
        return root
    parts = [root] if isinstance(path[0], int) else []
    for step in path:
        if isinstance(step, int):
            parts.append(f"[{step}]")
        elif _IDENTIFIER.match(step):
            parts.append(f".{step}" if parts else step)
        else:
            parts.append(f"[{json.dumps(step, ensure_ascii=False)}]")
    return "".join(parts)


def _pointer(path: Iterable[Any]) -> str:
    return "".join(f"/{_escape(str(step))}" for step in path)


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _with_article(json_type: Any) -> str:
    name = str(json_type)
    return _ARTICLES.get(name, f"a {name}")


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list | tuple):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _value_repr(value: Any) -> str:
    """The value as the model wrote it (JSON), cut to 80 characters."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (ValueError, RecursionError):
        text = repr(value)
    return _truncate(text, _VALUE_REPR_LIMIT)


def _constraint(keyword: str, value: Any) -> str:
    shown = value if isinstance(value, str) else _value_repr(value)
    return _truncate(f"{keyword} {shown}", 120)


def _short(value: Any) -> str:
    return _value_repr(value)


def _truncate(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _listing(names: Sequence[str], limit: int = 20) -> str:
    shown = ", ".join(names[:limit])
    return shown + (", ..." if len(names) > limit else "")


def _matches_any(patterns: list[str], key: str) -> bool:
    # a server's patterns: matched in linear time; one RE2 cannot take matches nothing here (a message, not a check)
    for pattern in patterns:
        regex = linear_regex(pattern) if isinstance(pattern, str) else None
        if regex is not None and regex.search(key):
            return True
    return False
