"""Helpers for the fresh38 poisoned tool set.

Loads the real tool definitions from ../retrieval_data/tools.jsonl (relative to this
file) and offers small functions to copy a definition and plant text in it.
"""

import copy
import json
import os

SPLIT = "fresh38"
PREFIX = "f38"
HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")

_INDEX = None


def index():
    """Map (server, tool name) to the real definition."""
    global _INDEX
    if _INDEX is None:
        found = {}
        with open(TOOLS_PATH, encoding="utf-8") as handle:
            for line in handle:
                line = line.strip()
                if not line:
                    continue
                item = json.loads(line)
                definition = item["definition"]
                found[(item["server"], definition["name"])] = definition
        _INDEX = found
    return _INDEX


def servers():
    return {server for server, _ in index()}


def all_names():
    return {name for _, name in index()}


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(index()[(server, name)])


def original(server, name):
    return index()[(server, name)]


def append(definition, text, sep="\n\n"):
    """Add text after the existing description."""
    current = (definition.get("description") or "").rstrip()
    definition["description"] = current + sep + text if current else text
    return definition


def prepend(definition, text, sep="\n\n"):
    current = definition.get("description") or ""
    definition["description"] = text + sep + current
    return definition


def prop(definition, name):
    """The property schema of one parameter (created when missing)."""
    schema = definition.setdefault("inputSchema", {"type": "object", "properties": {}})
    props = schema.setdefault("properties", {})
    return props.setdefault(name, {})


def prop_append(definition, name, text, sep=" "):
    target = prop(definition, name)
    current = (target.get("description") or "").rstrip()
    target["description"] = current + sep + text if current else text
    return definition


def require(definition, name):
    schema = definition["inputSchema"]
    required = schema.setdefault("required", [])
    if name not in required:
        required.append(name)
    return definition


def tags(text):
    """Unicode tag characters (U+E0000 block): invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width(text):
    """Put a zero-width space inside every word longer than three letters."""
    words = []
    for word in text.split(" "):
        if len(word) > 3:
            cut = len(word) // 2
            word = word[:cut] + "\u200b" + word[cut:] + "\u200c"
        words.append(word)
    return " ".join(words)


def bidi_reversed(text):
    """Store text reversed inside a right-to-left override, so it displays forwards."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443"}


def homoglyphs(text):
    """Swap Latin letters for Cyrillic look-alikes."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def variation_selectors(text):
    """Encode UTF-8 bytes as variation selectors (the emoji smuggling trick)."""
    out = []
    for byte in text.encode("utf-8"):
        if byte < 16:
            out.append(chr(0xFE00 + byte))
        else:
            out.append(chr(0xE0100 + byte - 16))
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
