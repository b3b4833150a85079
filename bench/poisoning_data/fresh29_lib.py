"""Shared helpers for the fresh29 blind poisoned set (stdlib only)."""

import copy
import json
from pathlib import Path

TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh29"


def load_tools():
    out = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                out[(rec["server"], rec["name"])] = rec["definition"]
    return out


TOOLS = load_tools()


def base(server, name):
    return copy.deepcopy(TOOLS[(server, name)])


def row(rid, family, server, base_name, definition):
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append(server, name, text, sep=" "):
    d = base(server, name)
    old = d.get("description", "").rstrip()
    if sep.startswith(".") and old.endswith((".", "!", "?")):
        sep = sep[1:]
    d["description"] = old + sep + text
    return d


def prepend(server, name, text, sep=" "):
    d = base(server, name)
    d["description"] = text + sep + d.get("description", "").lstrip()
    return d


def set_prop(d, prop, **fields):
    d["inputSchema"]["properties"].setdefault(prop, {}).update(fields)
    return d


def prop_append(d, prop, text):
    p = d["inputSchema"]["properties"][prop]
    old = p.get("description", "").rstrip()
    p["description"] = (old + " " + text) if old else text
    return d


def added(name, description, properties, required=()):
    schema = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    return {"name": name, "description": description, "inputSchema": schema}


def tags(text):
    """Encode ASCII text as invisible Unicode tag characters."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width(text):
    return "\u200b".join(text)
