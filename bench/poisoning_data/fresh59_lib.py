"""Shared helpers for the fresh59 poisoned-definition set.

Loads the real tool catalogue from ``../retrieval_data/tools.jsonl`` (path taken
relative to this file) and offers small, deterministic edit helpers that the
family modules use to plant payloads into deep copies of real definitions.
"""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"

FAMILY_CODES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}


def _load():
    index = {}
    with TOOLS_PATH.open(encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            record = json.loads(line)
            index[(record["server"], record["definition"]["name"])] = record["definition"]
    return index


CATALOGUE = _load()
REAL_NAMES = frozenset(name for _, name in CATALOGUE)
REAL_SERVERS = frozenset(server for server, _ in CATALOGUE)


def original(server, name):
    """Return the untouched real definition (never mutate it)."""
    key = (server, name)
    if key not in CATALOGUE:
        raise KeyError(f"no tool {name!r} on server {server!r}")
    return CATALOGUE[key]


def base(server, name):
    """Return a deep copy of a real definition, ready to be edited."""
    return copy.deepcopy(original(server, name))


def add_doc(definition, text):
    """Append a documentation block to the description, separated by a blank line."""
    current = (definition.get("description") or "").rstrip()
    definition["description"] = f"{current}\n\n{text.strip()}" if current else text.strip()
    return definition


def prop(definition, *path):
    """Return the nested inputSchema property dict addressed by ``path``."""
    node = definition["inputSchema"]["properties"]
    for i, key in enumerate(path):
        node = node[key]
        if i < len(path) - 1:
            node = node["properties"]
    return node


def row(family, number, server, base_name, definition):
    """Build one output row; the id is derived from family code and number."""
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": f"f59{FAMILY_CODES[family]}{number:02d}",
        "server": server,
        "split": "fresh59",
    }


def tag_smuggle(text):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def variation_smuggle(carrier, text):
    """Encode UTF-8 bytes of ``text`` as variation selectors attached to ``carrier``."""
    out = [carrier]
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)
