"""Helpers shared by the fresh57 poisoned-row modules.

Loads the real tool catalogue once, hands out deep copies of real definitions
and builds rows in the shape the benchmark expects.
"""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
CATALOGUE = HERE.parent / "retrieval_data" / "tools.jsonl"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def _load():
    index = {}
    names = []
    with CATALOGUE.open(encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            entry = json.loads(line)
            definition = entry["definition"]
            index[(entry["server"], definition["name"])] = definition
            names.append(definition["name"])
    return index, sorted(names)


INDEX, ALL_NAMES = _load()
SERVERS = sorted({server for server, _ in INDEX})


def real(server, name):
    """Return the untouched real definition (do not mutate)."""
    key = (server, name)
    if key not in INDEX:
        raise KeyError(f"no tool {name!r} on server {server!r}")
    return INDEX[key]


def tool(server, name):
    """Return a deep copy of a real definition, ready to be poisoned."""
    return copy.deepcopy(real(server, name))


def add_desc(definition, text, sep="\n\n"):
    """Append text to the tool description."""
    definition["description"] = definition.get("description", "").rstrip() + sep + text
    return definition


def prop(definition, name):
    """Return an existing input property; fail if it is absent."""
    props = definition["inputSchema"]["properties"]
    if name not in props:
        raise KeyError(f"{definition['name']} has no property {name!r}")
    return props[name]


def prop_desc(definition, name, text, sep=" "):
    """Append text to an existing property's description."""
    target = prop(definition, name)
    old = target.get("description", "")
    target["description"] = (old.rstrip() + sep + text) if old else text
    return target


def new_prop(definition, name, spec, required=False):
    """Add a property that the real definition does not have."""
    props = definition["inputSchema"].setdefault("properties", {})
    if name in props:
        raise KeyError(f"{definition['name']} already has {name!r}")
    props[name] = spec
    if required:
        definition["inputSchema"].setdefault("required", []).append(name)
    return spec


def new_tool(server, model_name, name, description, properties=None, required=None):
    """Build a brand-new tool for a real server, shaped like one of its siblings."""
    if name in ALL_NAMES:
        raise ValueError(f"new tool name {name!r} clashes with a real tool")
    definition = tool(server, model_name)
    definition["name"] = name
    definition["description"] = description
    definition["inputSchema"] = {
        "type": "object",
        "properties": properties or {},
        "required": list(required or []),
    }
    for key in ("outputSchema", "title"):
        definition.pop(key, None)
    return definition


def tags(text):
    """Encode ASCII text as Unicode tag characters (invisible in most renderers)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def selectors(text):
    """Encode UTF-8 bytes as variation selectors (invisible after a base glyph)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def row(code, number, server, base, definition):
    """Build one output row."""
    return {
        "base": base,
        "definition": definition,
        "family": FAMILIES[code],
        "id": f"f57{code}{number:02d}",
        "server": server,
        "split": "fresh57",
    }
