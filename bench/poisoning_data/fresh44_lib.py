"""Helpers for the fresh44 poisoned tool set (stdlib only)."""

import base64
import codecs
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")
SPLIT = "fresh44"

_TOOLS = None


def tools():
    """Map (server, tool name) to the real definition from tools.jsonl."""
    global _TOOLS
    if _TOOLS is None:
        found = {}
        with open(TOOLS_PATH, encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                item = json.loads(line)
                found[(item["server"], item["definition"]["name"])] = item["definition"]
        _TOOLS = found
    return _TOOLS


def all_names():
    return {name for (_server, name) in tools()}


def real(server, name):
    """A deep copy of a real definition."""
    return copy.deepcopy(tools()[(server, name)])


def prepend(defn, text):
    desc = defn.get("description", "")
    lead = desc[: len(desc) - len(desc.lstrip())]
    defn["description"] = lead + text + " " + desc.lstrip()
    return defn


def append(defn, text, sep=" "):
    defn["description"] = defn.get("description", "").rstrip() + sep + text
    return defn


def insert_after(defn, anchor, text, sep=" "):
    desc = defn["description"]
    pos = desc.find(anchor)
    if pos < 0:
        raise ValueError(f"anchor not found in {defn['name']}: {anchor!r}")
    cut = pos + len(anchor)
    defn["description"] = desc[:cut] + sep + text + desc[cut:]
    return defn


def replace_desc(defn, text):
    defn["description"] = text
    return defn


def prop(defn, name):
    return defn["inputSchema"]["properties"][name]


def row(rid, family, server, base, definition):
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def planted(rid, family, server, name, change):
    """Copy a real tool and let change(defn) plant the payload."""
    defn = real(server, name)
    out = change(defn)
    return row(rid, family, server, name, out if out is not None else defn)


def added(rid, family, server, definition):
    return row(rid, family, server, None, definition)


# Hiding helpers for the invisible family.


def tags(text):
    """Unicode tag characters (U+E0000 block), invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width_bits(text):
    """Each byte as eight zero-width characters (ZWSP = 0, ZWNJ = 1), joined by WORD JOINER."""
    out = []
    for byte in text.encode("utf-8"):
        out.append("".join("\u200c" if (byte >> (7 - i)) & 1 else "\u200b" for i in range(8)))
    return "\u2060".join(out)


def variation_selectors(text):
    """Each byte as a variation selector (U+FE00..FE0F, U+E0100..E01EF)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def bidi_reversed(text):
    """Stored backwards inside RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING."""
    return "\u202e" + text[::-1] + "\u202c"


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


_HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "i": "\u0456", "c": "\u0441", "p": "\u0440"}


def homoglyphs(text):
    """Swap some Latin letters for look-alike Cyrillic ones."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def split_words(text, joiner="\u200b"):
    """Put a zero-width (or soft hyphen) character inside every word longer than three letters, URLs excepted."""
    words = []
    for word in text.split(" "):
        if len(word) > 3 and "://" not in word:
            mid = len(word) // 2
            word = word[:mid] + joiner + word[mid:]
        words.append(word)
    return " ".join(words)
