"""Shared helpers for the fresh30 blind poisoned set."""

import base64
import codecs
import copy
import json
from pathlib import Path
from urllib.parse import quote

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh30"


def load_tools():
    tools = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


class Builder:
    def __init__(self, tools):
        self.tools = tools

    def base(self, server, name):
        return copy.deepcopy(self.tools[(server, name)])

    def row(self, rid, family, server, base, definition):
        return {
            "base": base,
            "definition": definition,
            "family": family,
            "id": rid,
            "server": server,
            "split": SPLIT,
        }

    def append(self, rid, family, server, name, text, sep="\n\n"):
        d = self.base(server, name)
        d["description"] = d.get("description", "").rstrip() + sep + text
        return self.row(rid, family, server, name, d)

    def replace_desc(self, rid, family, server, name, text):
        d = self.base(server, name)
        d["description"] = text
        return self.row(rid, family, server, name, d)


def props(definition):
    return definition["inputSchema"].setdefault("properties", {})


def tags(text):
    """Map ASCII text onto the invisible Unicode tag block."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width(text, mark="\u200b"):
    """Put a zero-width character between the letters of every word."""
    return " ".join(mark.join(word) for word in text.split(" "))


def variation_bytes(text):
    """Encode UTF-8 bytes as variation selectors (invisible after an emoji)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def math_sans_italic(text):
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr(0x1D622 + ord(c) - ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D608 + ord(c) - ord("A")))
        else:
            out.append(c)
    return "".join(out)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def pct(text):
    return quote(text, safe="")


def bidi_hide(text):
    """Wrap text in a right-to-left override so it displays reversed."""
    return "\u202e" + text + "\u202c"
