"""Shared helpers for the fresh21 blind poisoned set (stdlib only)."""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh21"


def load_tools():
    """Return {(server, name): definition} for every real tool."""
    index = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            rec = json.loads(line)
            index[(rec["server"], rec["name"])] = rec["definition"]
    return index


def real(tools, server, name):
    """A deep copy of a real definition, so edits never touch the index."""
    return copy.deepcopy(tools[(server, name)])


def make_row(rid, family, server, base, definition):
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append_desc(defn, text, sep="\n\n"):
    defn["description"] = defn.get("description", "").rstrip() + sep + text
    return defn


def prepend_desc(defn, text, sep="\n\n"):
    defn["description"] = text + sep + defn.get("description", "").lstrip()
    return defn


def insert_after(defn, anchor, text):
    """Insert text right after the first occurrence of anchor in the description."""
    desc = defn["description"]
    pos = desc.index(anchor) + len(anchor)
    defn["description"] = desc[:pos] + text + desc[pos:]
    return defn


def insert_before(defn, anchor, text):
    desc = defn["description"]
    pos = desc.index(anchor)
    defn["description"] = desc[:pos] + text + desc[pos:]
    return defn


def props(defn):
    schema = defn.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


def add_prop(defn, name, spec, required=False):
    props(defn)[name] = spec
    if required:
        req = defn["inputSchema"].setdefault("required", [])
        if name not in req:
            req.append(name)
    return defn


def tag_smuggle(text):
    """Encode ASCII text in the invisible Unicode tags block (U+E0000 + code point)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def selector_smuggle(carrier, text):
    """Hide bytes as variation selectors after a visible carrier character."""
    out = []
    for byte in text.encode("utf-8"):
        if byte < 16:
            out.append(chr(0xFE00 + byte))
        else:
            out.append(chr(0xE0100 + byte - 16))
    return carrier + "".join(out)


def zw_binary(text):
    """Spell text as bits: U+200B for 0 and U+200C for 1, one byte after another."""
    bits = "".join(format(b, "08b") for b in text.encode("utf-8"))
    return "".join("\u200b" if bit == "0" else "\u200c" for bit in bits)
