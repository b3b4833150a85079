"""Helpers for the fresh49 poisoned tool set: load real tools and plant payloads."""

import copy
import json
from pathlib import Path

SPLIT = "fresh49"
TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"

_INDEX = None


def index():
    """Map (server, tool name) to the real definition from tools.jsonl."""
    global _INDEX
    if _INDEX is None:
        _INDEX = {}
        with TOOLS_PATH.open(encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                item = json.loads(line)
                _INDEX[(item["server"], item["definition"]["name"])] = item["definition"]
    return _INDEX


def all_names():
    return {name for (_server, name) in index()}


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(index()[(server, name)])


def append(defn, text, sep="\n\n"):
    """Add text after the existing description."""
    old = (defn.get("description") or "").rstrip()
    defn["description"] = old + sep + text if old else text
    return defn


def prop(defn, name):
    """Return (and create if needed) one input property."""
    schema = defn.setdefault("inputSchema", {"type": "object", "properties": {}})
    props = schema.setdefault("properties", {})
    return props.setdefault(name, {})


def prop_note(defn, name, text):
    p = prop(defn, name)
    old = (p.get("description") or "").rstrip()
    p["description"] = old + " " + text if old else text
    return p


def planted(rid, family, server, name, defn):
    return {"base": name, "definition": defn, "family": family, "id": rid, "server": server, "split": SPLIT}


def added(rid, family, server, defn):
    return {"base": None, "definition": defn, "family": family, "id": rid, "server": server, "split": SPLIT}


def tool(name, description, properties, required=None, **extra):
    schema = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    defn = {"name": name, "description": description, "inputSchema": schema}
    defn.update(extra)
    return defn
