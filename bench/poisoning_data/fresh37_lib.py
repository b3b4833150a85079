"""Helpers for the fresh37 poisoned tool set.

The set is written blind: payloads come from public MCP attack write-ups, not
from the project's detector. This module loads the real tool definitions and
offers small functions to plant a payload in a deep copy of one.
"""

import base64
import codecs
import copy
import json
import os

SPLIT = "fresh37"
HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")


class Catalog:
    """Real tool definitions keyed by (server, name)."""

    def __init__(self, path=TOOLS_PATH):
        self.defs = {}
        self.names = set()
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                defn = rec["definition"]
                self.defs[(rec["server"], defn["name"])] = defn
                self.names.add(defn["name"])
        self.servers = {server for server, _ in self.defs}

    def copy(self, server, name):
        return copy.deepcopy(self.defs[(server, name)])

    def has(self, server, name):
        return (server, name) in self.defs


def _joiner(desc):
    return "\n\n" if "\n" in desc.strip() else " "


def plant(defn, text, where="end", anchor=None):
    """Put text into the top-level description.

    where is "start", "end" or "after" (right after the first anchor match).
    """
    desc = defn.get("description", "")
    if where == "start":
        lead = desc[: len(desc) - len(desc.lstrip())]
        body = desc.lstrip()
        defn["description"] = lead + text + _joiner(desc) + body
    elif where == "end":
        body = desc.rstrip()
        tail = desc[len(body) :]
        defn["description"] = body + _joiner(desc) + text + tail
    elif where == "after":
        pos = desc.index(anchor) + len(anchor)
        defn["description"] = desc[:pos] + text + desc[pos:]
    else:
        raise ValueError(where)
    return defn


def prop(defn, *path):
    """Return the schema node for a (possibly nested) input property."""
    node = defn["inputSchema"]
    for key in path:
        node = node["properties"][key] if key != "*" else node
    return node


def row(rid, family, server, base, definition):
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def added(name, description, properties, required=()):
    """A new tool definition (base null)."""
    return {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": properties,
            "required": list(required),
        },
    }


# ---- hiding helpers for the invisible family ----


def unicode_tags(text):
    """Map printable ASCII onto the invisible Unicode tag block (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def zero_width_split(text, every=2):
    """Put a zero-width space inside each word so plain keyword matching misses it."""
    out = []
    for word in text.split(" "):
        parts = [word[i : i + every] for i in range(0, len(word), every)]
        out.append("\u200b".join(parts))
    return " ".join(out)


def bidi_reversed(text):
    """Store text reversed inside a right-to-left override so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def ansi_concealed(text):
    """SGR 8 (conceal) hides the text in most terminals; SGR 0 resets."""
    return "\x1b[8m" + text + "\x1b[0m"


def variation_selectors(text):
    """Encode each UTF-8 byte as a variation selector (U+FE00.. and U+E0100..)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456", "j": "\u0458"}


def homoglyph(text, letters):
    """Swap the given Latin letters for Cyrillic look-alikes."""
    return "".join(HOMOGLYPHS[ch] if ch in letters else ch for ch in text)
