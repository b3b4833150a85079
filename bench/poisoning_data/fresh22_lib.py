"""Shared helpers for the fresh22 blind poisoned set (see fresh22.py)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

SPLIT = "fresh22"
TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"

PREFIX = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}


def load_tools(path: Path = TOOLS_PATH) -> dict[tuple[str, str], dict]:
    """Map (server, name) to the real tool definition."""
    tools: dict[tuple[str, str], dict] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


class Kit:
    """Small toolbox handed to every row module."""

    def __init__(self, tools: dict[tuple[str, str], dict]):
        self.tools = tools

    def real(self, server: str, name: str) -> dict:
        """A deep copy of a real definition, ready to be modified."""
        return copy.deepcopy(self.tools[(server, name)])

    def names(self, server: str) -> set[str]:
        return {name for (srv, name) in self.tools if srv == server}


def row(family: str, num: int, server: str, base: str | None, definition: dict) -> dict:
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": f"f22{PREFIX[family]}{num:02d}",
        "server": server,
        "split": SPLIT,
    }


def append_desc(defn: dict, text: str, sep: str = "\n\n") -> dict:
    """Add text after the existing description."""
    current = defn.get("description") or ""
    defn["description"] = current.rstrip() + sep + text if current.strip() else text
    return defn


def prepend_desc(defn: dict, text: str, sep: str = "\n\n") -> dict:
    """Add text before the existing description."""
    current = defn.get("description") or ""
    defn["description"] = text + sep + current.lstrip() if current.strip() else text
    return defn


def insert_after(defn: dict, anchor: str, text: str) -> dict:
    """Insert text right after the first occurrence of anchor in the description."""
    current = defn["description"]
    pos = current.index(anchor) + len(anchor)
    defn["description"] = current[:pos] + text + current[pos:]
    return defn


def prop(defn: dict, *path: str) -> dict:
    """Walk inputSchema properties along path and return the property schema."""
    node = defn["inputSchema"]
    for key in path:
        node = node["properties"][key]
    return node


def add_prop(defn: dict, name: str, schema: dict, required: bool = False, *path: str) -> dict:
    """Add a new property to inputSchema (or to a nested object given by path)."""
    node = defn["inputSchema"]
    for key in path:
        node = node["properties"][key]
    node.setdefault("properties", {})[name] = schema
    if required:
        node.setdefault("required", []).append(name)
    return defn


def tag_encode(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def interleave(text: str, mark: str) -> str:
    """Put an invisible mark between every character of text."""
    return mark.join(text)
