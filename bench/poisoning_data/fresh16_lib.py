"""Shared helpers for the fresh16 blind poisoning set (row builders and definition editors)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Json = dict[str, Any]
Real = Callable[[str, str], Json]

SPLIT = "fresh16"


def row(rid: str, family: str, server: str, base: str | None, definition: Json) -> Json:
    """Return one labelled row in the shared poisoning-set format."""
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append_desc(defn: Json, text: str, sep: str = "\n\n") -> Json:
    """Append text to the tool description, keeping the real text in front as cover."""
    defn["description"] = defn.get("description", "") + sep + text
    return defn


def prepend_desc(defn: Json, text: str, sep: str = "\n\n") -> Json:
    """Put text in front of the real tool description."""
    defn["description"] = text + sep + defn.get("description", "")
    return defn


def insert_desc(defn: Json, anchor: str, text: str, before: bool = False) -> Json:
    """Insert text right after (or before) a unique anchor inside the real description."""
    desc = defn["description"]
    if desc.count(anchor) != 1:
        raise ValueError(f"anchor not unique in {defn.get('name')}: {anchor!r}")
    i = desc.index(anchor)
    cut = i if before else i + len(anchor)
    defn["description"] = desc[:cut] + text + desc[cut:]
    return defn


def dig(obj: Json, *keys: str | int) -> Any:
    """Walk nested dicts and lists by key or index and return the node found."""
    node: Any = obj
    for key in keys:
        node = node[key]
    return node


def prop(defn: Json, *path: str) -> Json:
    """Return a property of the input schema, following nested 'properties' along the path."""
    node: Json = defn["inputSchema"]
    for name in path:
        node = node["properties"][name]
    return node


def add_to_prop_desc(defn: Json, path: tuple[str, ...], text: str, sep: str = " ") -> Json:
    """Append text to the description of an input-schema property (creating it if absent)."""
    node = prop(defn, *path)
    old = node.get("description", "")
    node["description"] = (old + sep + text) if old else text
    return defn
