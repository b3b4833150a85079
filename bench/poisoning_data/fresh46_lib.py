"""Helpers for the fresh46 poisoned tool set (stdlib only).

Loads the real tool catalogue from ../retrieval_data/tools.jsonl and offers small
functions that copy a real definition and plant a short payload in it.
"""

import copy
import json
import os

SPLIT = "fresh46"
HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")

_CATALOGUE = None


def catalogue():
    """Return {(server, name): definition} for every real tool."""
    global _CATALOGUE
    if _CATALOGUE is None:
        found = {}
        with open(TOOLS_PATH, encoding="utf-8") as handle:
            for line in handle:
                line = line.strip()
                if not line:
                    continue
                item = json.loads(line)
                found[(item["server"], item["definition"]["name"])] = item["definition"]
        _CATALOGUE = found
    return _CATALOGUE


def all_names():
    return {name for (_server, name) in catalogue()}


def real(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(catalogue()[(server, name)])


def _desc(defn):
    return defn.get("description") or ""


def prepend(defn, text):
    body = _desc(defn)
    lead = len(body) - len(body.lstrip())
    defn["description"] = body[:lead] + text + " " + body[lead:]
    return defn


def append(defn, text, sep=" "):
    body = _desc(defn).rstrip()
    if body and body[-1].isalnum():
        body += "."
    defn["description"] = body + sep + text
    return defn


def middle(defn, text):
    """Insert text after the first paragraph, or after the first sentence."""
    body = _desc(defn)
    cut = body.find("\n\n", len(body) - len(body.lstrip()))
    if cut > 0:
        defn["description"] = body[:cut] + "\n\n" + text + body[cut:]
        return defn
    cut = body.find(". ")
    if cut > 0:
        defn["description"] = body[: cut + 2] + text + " " + body[cut + 2 :]
        return defn
    return append(defn, text)


def props(defn):
    return defn.setdefault("inputSchema", {"type": "object"}).setdefault("properties", {})


def param_note(defn, param, text):
    """Add a sentence to one parameter's description."""
    prop = props(defn)[param]
    old = prop.get("description", "").rstrip()
    prop["description"] = (old + " " + text).strip()
    return defn


def row(rid, family, server, base, definition):
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def planted(rid, family, server, name, defn):
    return row(rid, family, server, name, defn)


def added(rid, family, server, defn):
    return row(rid, family, server, None, defn)


# ---- hiding helpers for the invisible family ----


def tag_chars(text):
    """Map ASCII to the invisible Unicode tag block (U+E0000)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width_split(text):
    """Put a zero-width space inside every word longer than three letters."""
    out = []
    for word in text.split(" "):
        if len(word) > 3:
            half = len(word) // 2
            word = word[:half] + "\u200b" + word[half:]
        out.append(word)
    return " ".join(out)


def bidi_reversed(text):
    """Store text backwards inside a right-to-left override so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456"}


def homoglyphs(text):
    return "".join(_HOMO.get(c, c) for c in text)


def rot13(text):
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + 13) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def variation_selectors(text):
    """Encode UTF-8 bytes as variation selectors (emoji smuggling)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)
