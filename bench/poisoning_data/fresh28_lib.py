"""Shared helpers for the fresh28 blind poisoned set (see fresh28.py)."""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh28"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def load_tools():
    tools = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


TOOLS = load_tools()


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(TOOLS[(server, name)])


def add_desc(defn, text, sep="\n\n"):
    old = (defn.get("description") or "").rstrip()
    defn["description"] = old + sep + text.strip() if old else text.strip()
    return defn


def pre_desc(defn, text, sep="\n\n"):
    old = (defn.get("description") or "").lstrip()
    defn["description"] = text.strip() + sep + old if old else text.strip()
    return defn


def props(defn):
    return defn.setdefault("inputSchema", {"type": "object"}).setdefault("properties", {})


def set_prop(defn, name, **fields):
    """Update fields of an existing input property."""
    p = props(defn)
    if name not in p:
        raise KeyError(f"{defn.get('name')}: no property {name}")
    p[name].update(fields)
    return defn


def add_prop_desc(defn, name, text):
    p = props(defn)
    if name not in p:
        raise KeyError(f"{defn.get('name')}: no property {name}")
    old = (p[name].get("description") or "").rstrip()
    p[name]["description"] = (old + " " + text.strip()) if old else text.strip()
    return defn


def new_prop(defn, name, schema):
    p = props(defn)
    if name in p:
        raise KeyError(f"{defn.get('name')}: property {name} exists")
    p[name] = schema
    return defn


def tags(text):
    """Encode ASCII text as invisible Unicode tag characters."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def row(rid, server, base_name, defn):
    return {
        "base": base_name,
        "definition": defn,
        "family": FAMILIES[rid[3:5]],
        "id": rid,
        "server": server,
        "split": SPLIT,
    }
