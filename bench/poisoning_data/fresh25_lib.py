"""Shared helpers for the fresh25 blind poisoned set (stdlib only)."""

import base64
import codecs
import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh25"


class Tools:
    """Real tool definitions keyed by (server, name)."""

    def __init__(self, path=TOOLS_PATH):
        self.table = {}
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rec = json.loads(line)
                    self.table[(rec["server"], rec["name"])] = rec["definition"]

    def base(self, server, name):
        """A deep copy of a real definition, safe to edit."""
        return copy.deepcopy(self.table[(server, name)])

    def original(self, server, name):
        return self.table.get((server, name))

    def names(self):
        return {name for _, name in self.table}


def row(family, rid, server, base, definition):
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append(defn, text, sep=" "):
    """Add text at the end of the description."""
    defn["description"] = defn.get("description", "").rstrip() + sep + text


def prepend(defn, text, sep=" "):
    """Add text at the start of the description."""
    defn["description"] = text + sep + defn.get("description", "").lstrip()


def insert_after(defn, marker, text):
    """Insert text right after the first occurrence of marker."""
    desc = defn["description"]
    if marker not in desc:
        raise ValueError(f"marker not found: {marker!r}")
    defn["description"] = desc.replace(marker, marker + text, 1)


def replace(defn, old, new):
    desc = defn["description"]
    if old not in desc:
        raise ValueError(f"text not found: {old!r}")
    defn["description"] = desc.replace(old, new, 1)


def props(defn):
    return defn["inputSchema"]["properties"]


def tags(text):
    """Encode ASCII text as invisible Unicode tag characters."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_split(text):
    """Put a zero-width space after the first letter of each longer word."""
    out = []
    for word in text.split(" "):
        out.append(word[0] + "\u200b" + word[1:] if len(word) > 3 else word)
    return " ".join(out)


def selectors(text):
    """Encode bytes as Unicode variation selectors (invisible after an emoji)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def rlo(text):
    """Wrap text in a right-to-left override so it displays mirrored."""
    return "\u202e" + text + "\u202c"
