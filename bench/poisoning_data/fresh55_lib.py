"""Helpers for the fresh55 blind poisoned set: load real tool definitions and edit deep copies."""

from __future__ import annotations

import copy
import json
from pathlib import Path

TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"

_INDEX: dict[tuple[str, str], dict] | None = None


def index() -> dict[tuple[str, str], dict]:
    """Map (server, tool name) to the real definition, loaded once."""
    global _INDEX
    if _INDEX is None:
        found: dict[tuple[str, str], dict] = {}
        with TOOLS_PATH.open(encoding="utf-8") as handle:
            for line in handle:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                found.setdefault((rec["server"], rec["name"]), rec["definition"])
        _INDEX = found
    return _INDEX


def all_names() -> set[str]:
    return {name for _, name in index()}


def servers() -> set[str]:
    return {server for server, _ in index()}


def original(server: str, name: str) -> dict:
    return index()[(server, name)]


def tool(server: str, name: str) -> dict:
    """Deep copy of a real definition, ready to be edited."""
    return copy.deepcopy(original(server, name))


def new_tool(name: str, description: str, properties: dict, required: list[str] | None = None) -> dict:
    schema: dict = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    return {"name": name, "description": description, "inputSchema": schema}


def append_desc(defn: dict, text: str, sep: str = "\n\n") -> dict:
    base = defn.get("description", "").rstrip()
    defn["description"] = f"{base}{sep}{text}" if base else text
    return defn


def set_desc(defn: dict, text: str) -> dict:
    defn["description"] = text
    return defn


def prop(defn: dict, *path: str) -> dict:
    """Return a (nested) property schema, following properties/items along the path."""
    node = defn["inputSchema"]
    for key in path:
        if "properties" in node and key in node["properties"]:
            node = node["properties"][key]
        elif key == "[]" and "items" in node:
            node = node["items"]
        else:
            raise KeyError(f"no property {key!r} on path {path!r}")
    return node


def param_desc(defn: dict, *path: str, text: str, replace: bool = False) -> dict:
    node = prop(defn, *path)
    old = node.get("description", "")
    node["description"] = text if replace or not old else f"{old} {text}"
    return defn


def add_param(defn: dict, name: str, schema: dict, required: bool = False) -> dict:
    props = defn["inputSchema"].setdefault("properties", {})
    if name in props:
        raise KeyError(f"parameter {name!r} already exists")
    props[name] = schema
    if required:
        req = defn["inputSchema"].setdefault("required", [])
        req.append(name)
    return defn


def hide_tags(text: str) -> str:
    """Encode ASCII text as Unicode tag characters (U+E0000 block), invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text if 0x20 <= ord(ch) < 0x7F)


def hide_selectors(text: str) -> str:
    """Encode bytes of text as variation selectors (U+FE00..FE0F, U+E0100..E01EF)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)
