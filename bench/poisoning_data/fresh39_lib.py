"""Helpers for the fresh39 poisoned-tool set.

Loads the real tool definitions from ``../retrieval_data/tools.jsonl`` (relative
to this file) and offers small functions to copy a definition and plant a short
payload in it. Standard library only.
"""

import copy
import json
import os

SPLIT = "fresh39"
ID_PREFIX = "f39"
FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}

_HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(_HERE, "..", "retrieval_data", "tools.jsonl")

_TOOLS = None


def tools():
    """Return {(server, tool name): definition} for every real tool."""
    global _TOOLS
    if _TOOLS is None:
        table = {}
        with open(TOOLS_PATH, encoding="utf-8") as handle:
            for line in handle:
                line = line.strip()
                if not line:
                    continue
                item = json.loads(line)
                table[(item["server"], item["definition"]["name"])] = item["definition"]
        _TOOLS = table
    return _TOOLS


def all_names():
    return {name for (_server, name) in tools()}


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(tools()[(server, name)])


def start(defn, text):
    """Put the payload in front of the description."""
    desc = defn.get("description", "")
    sep = "\n\n" if "\n" in desc.strip() else " "
    defn["description"] = text + sep + desc.lstrip()
    return defn


def end(defn, text):
    """Put the payload after the description."""
    desc = defn.get("description", "").rstrip()
    sep = "\n\n" if "\n" in desc.strip() else " "
    defn["description"] = desc + sep + text
    return defn


def after(defn, anchor, text, sep=" "):
    """Put the payload right after an anchor string in the description."""
    desc = defn["description"]
    pos = desc.index(anchor) + len(anchor)
    defn["description"] = desc[:pos] + sep + text + desc[pos:]
    return defn


def replace(defn, old, new):
    """Swap one phrase of the description for another."""
    desc = defn["description"]
    if old not in desc:
        raise ValueError("phrase not found: " + old)
    defn["description"] = desc.replace(old, new, 1)
    return defn


def prop(defn, *path):
    """Return a property dict inside inputSchema.properties, following path."""
    node = defn["inputSchema"]["properties"][path[0]]
    for key in path[1:]:
        node = node[key]
    return node


# ---- encoders used by the invisible family ----


def tag_encode(text):
    """Unicode tag characters (U+E0000 block) that most UIs do not draw."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def zero_width(text):
    """Interleave zero-width characters after every visible character."""
    marks = ["\u200b", "\u200c", "\u200d", "\u2060"]
    out = []
    for i, ch in enumerate(text):
        out.append(ch)
        out.append(marks[i % len(marks)])
    return "".join(out)


def bidi_reverse(text):
    """Store the text backwards behind a right-to-left override."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "x": "\u0445", "i": "\u0456"}


def homoglyph(text):
    """Swap Latin letters for Cyrillic look-alikes."""
    return "".join(_HOMO.get(ch, ch) for ch in text)


def rot13(text):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + 13) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + 13) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def variation_selectors(text):
    """Hide UTF-8 bytes as variation selectors (VS1-VS16, VS17-VS256)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def row(rid, family, server, base_name, definition):
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }
