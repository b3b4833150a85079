"""Shared helpers for the fresh52 poisoned tool set (standard library only)."""

import copy
import json
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh52"

_CACHE = {}


def catalogue():
    """Return {(server, name): definition} for every real tool."""
    if not _CACHE:
        with TOOLS.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rec = json.loads(line)
                    _CACHE[(rec["server"], rec["name"])] = rec["definition"]
    return _CACHE


def base(server, name):
    """Deep copy of a real tool definition; raises KeyError if it does not exist."""
    return copy.deepcopy(catalogue()[(server, name)])


def append(defn, text, sep=" "):
    desc = defn.get("description", "").rstrip()
    defn["description"] = desc + sep + text if desc else text
    return defn


def prepend(defn, text, sep=" "):
    defn["description"] = text + sep + defn.get("description", "").lstrip()
    return defn


def prop(defn, param):
    """Return an existing input property (KeyError if missing)."""
    return defn["inputSchema"]["properties"][param]


def param_note(defn, param, text, replace=False):
    p = prop(defn, param)
    old = p.get("description", "").rstrip()
    p["description"] = text if replace or not old else old + " " + text
    return defn


def add_param(defn, param, schema, required=False):
    props = defn["inputSchema"].setdefault("properties", {})
    if param in props:
        raise ValueError("parameter already exists: " + param)
    props[param] = schema
    if required:
        defn["inputSchema"].setdefault("required", []).append(param)
    return defn


def new_tool(name, description, properties, required=()):
    schema = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    return {"name": name, "description": description, "inputSchema": schema}


def row(rid, family, server, name, definition, added=False):
    return {
        "id": rid,
        "family": family,
        "server": server,
        "base": name,
        "definition": definition,
        "split": SPLIT,
        "_added": added,
    }


def zero_width(text):
    """Interleave zero-width spaces between the characters of text."""
    return "\u200b".join(text)


def tag_chars(text):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def variation_selectors(carrier, text):
    """Hide the UTF-8 bytes of text as variation selectors after a visible carrier."""
    out = [carrier]
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)
