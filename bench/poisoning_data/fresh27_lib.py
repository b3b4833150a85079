"""Shared helpers for the fresh27 blind poisoned set (stdlib only)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh27"

_TOOLS: dict[tuple[str, str], dict] | None = None


def tools() -> dict[tuple[str, str], dict]:
    """Load tools.jsonl once, keyed by (server, name)."""
    global _TOOLS
    if _TOOLS is None:
        table: dict[tuple[str, str], dict] = {}
        with TOOLS_PATH.open(encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                table[(rec["server"], rec["name"])] = rec["definition"]
        _TOOLS = table
    return _TOOLS


def base(server: str, name: str) -> dict:
    """Deep copy of a real definition."""
    return copy.deepcopy(tools()[(server, name)])


def append(defn: dict, text: str, sep: str | None = None) -> dict:
    """Add text after the description."""
    desc = defn.get("description", "")
    if sep is None:
        sep = "\n\n" if "\n" in desc.strip() else " "
    defn["description"] = desc.rstrip() + sep + text
    return defn


def prepend(defn: dict, text: str, sep: str = " ") -> dict:
    """Put text before the description."""
    defn["description"] = text + sep + defn.get("description", "").lstrip()
    return defn


def insert_after(defn: dict, anchor: str, text: str) -> dict:
    """Insert text right after the first occurrence of anchor in the description."""
    desc = defn["description"]
    idx = desc.index(anchor) + len(anchor)
    defn["description"] = desc[:idx] + text + desc[idx:]
    return defn


def prop(defn: dict, *path: str) -> dict:
    """Return the schema dict of a (possibly nested) input property; it must exist."""
    node = defn["inputSchema"]
    for key in path:
        node = node["properties"][key] if "properties" in node else node["items"]["properties"][key]
    return node


def add_to_prop(defn: dict, path: tuple[str, ...], text: str) -> dict:
    node = prop(defn, *path)
    old = node.get("description", "")
    node["description"] = (old.rstrip() + " " + text).strip()
    return defn


def tags(text: str) -> str:
    """Encode ASCII text in the invisible Unicode tag block."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def fullwidth(text: str) -> str:
    out = []
    for c in text:
        if c == " ":
            out.append("\u3000")
        elif "!" <= c <= "~":
            out.append(chr(ord(c) + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


def interleave(text: str, mark: str) -> str:
    return mark.join(text)


def rot13(text: str) -> str:
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + 13) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def row(rid: str, family: str, server: str, base_name: str | None, definition: dict) -> dict:
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def edited(rid: str, family: str, server: str, name: str, fn) -> dict:
    """Copy a real tool, apply fn to the copy, wrap it as a row."""
    defn = base(server, name)
    result = fn(defn)
    return row(rid, family, server, name, defn if result is None else result)
