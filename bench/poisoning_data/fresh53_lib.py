"""Shared helpers for the fresh53 poisoned tool set (standard library only)."""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh53"

_INDEX: dict[tuple[str, str], dict] = {}
_NAMES: set[str] = set()


def _load() -> None:
    if _INDEX:
        return
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            _INDEX[(rec["server"], rec["name"])] = rec["definition"]
            _NAMES.add(rec["name"])


def has_tool(server: str, name: str) -> bool:
    _load()
    return (server, name) in _INDEX


def real_names() -> set[str]:
    _load()
    return set(_NAMES)


def original(server: str, name: str) -> dict:
    _load()
    return _INDEX[(server, name)]


def base(server: str, name: str) -> dict:
    """Deep copy of a real tool definition."""
    _load()
    if (server, name) not in _INDEX:
        raise KeyError(f"no tool {name!r} on server {server!r}")
    return copy.deepcopy(_INDEX[(server, name)])


def append(defn: dict, text: str, sep: str = " ") -> dict:
    cur = (defn.get("description") or "").rstrip()
    defn["description"] = f"{cur}{sep}{text}" if cur else text
    return defn


def prepend(defn: dict, text: str, sep: str = " ") -> dict:
    cur = (defn.get("description") or "").lstrip()
    defn["description"] = f"{text}{sep}{cur}" if cur else text
    return defn


def prop(defn: dict, *path: str) -> dict:
    """Return a property schema by walking inputSchema properties."""
    node = defn["inputSchema"]
    for key in path:
        node = node["properties"][key]
    return node


def prop_append(defn: dict, path: tuple[str, ...], text: str) -> dict:
    node = prop(defn, *path)
    cur = (node.get("description") or "").rstrip()
    node["description"] = f"{cur} {text}" if cur else text
    return defn


def add_prop(defn: dict, name: str, schema: dict, required: bool = False) -> dict:
    props = defn["inputSchema"].setdefault("properties", {})
    if name in props:
        raise ValueError(f"property {name!r} already exists")
    props[name] = schema
    if required:
        defn["inputSchema"].setdefault("required", []).append(name)
    return defn


def new_tool(name: str, description: str, properties: dict, required: list[str] | None = None) -> dict:
    schema = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    return {"name": name, "description": description, "inputSchema": schema}


def row(rid: str, family: str, server: str, base_name: str, definition: dict, added: bool = False) -> dict:
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
        "_added": added,
    }
