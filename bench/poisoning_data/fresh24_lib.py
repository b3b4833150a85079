"""Shared helpers for the fresh24 blind set of poisoned MCP tool definitions.

Everything here is deterministic and uses only the standard library.
"""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh24"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def load_tools(path=TOOLS_PATH):
    """Return {(server, name): definition} for every real tool."""
    tools = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


class Kit:
    """Gives row builders deep copies of real definitions."""

    def __init__(self, tools):
        self.tools = tools

    def base(self, server, name):
        return copy.deepcopy(self.tools[(server, name)])


def row(rid, server, base, definition):
    """Build one output row; the family comes from the id prefix."""
    family = FAMILIES[rid[3:5]]
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def flow(text):
    """Join wrapped source lines into paragraphs separated by blank lines."""
    paras = [" ".join(p.split("\n")).strip() for p in text.strip().split("\n\n")]
    return "\n\n".join(paras)


def raw(text):
    """Keep line breaks, drop the leading and trailing newline of a block."""
    return text.strip("\n")


def insert_after(desc, anchor, extra):
    """Insert extra right after the first occurrence of anchor."""
    pos = desc.index(anchor) + len(anchor)
    return desc[:pos] + extra + desc[pos:]


def add_prop(defn, name, schema, required=False):
    """Add a property to the input schema (optionally required)."""
    props = defn["inputSchema"].setdefault("properties", {})
    props[name] = schema
    if required:
        req = defn["inputSchema"].setdefault("required", [])
        if name not in req:
            req.append(name)
    return defn


def tags(text):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_binary(text):
    """Encode text as bits: U+200B for 0, U+200C for 1, U+200D between bytes."""
    out = []
    for byte in text.encode("utf-8"):
        out.append("".join("\u200c" if bit == "1" else "\u200b" for bit in f"{byte:08b}"))
    return "\u200d".join(out)


def vs_encode(text):
    """Encode bytes as variation selectors (U+FE00.. and U+E0100..)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def zw_words(text, words):
    """Put a zero-width space after the first letter of each listed word."""
    for word in words:
        text = text.replace(word, word[0] + "\u200b" + word[1:])
    return text
