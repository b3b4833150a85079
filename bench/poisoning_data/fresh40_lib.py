"""Helpers for the fresh40 poisoned tool set (stdlib only)."""

import base64
import codecs
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")
SPLIT = "fresh40"

_CACHE = {}


def tools():
    """Return {(server, name): definition} for every real tool."""
    if not _CACHE:
        with open(TOOLS_PATH, encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                _CACHE[(rec["server"], rec["definition"]["name"])] = rec["definition"]
    return _CACHE


def all_names():
    return {name for (_server, name) in tools()}


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(tools()[(server, name)])


def row(rid, family, server, base_name, definition):
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append(defn, text, sep="\n\n"):
    """Append text to the top-level description."""
    desc = defn.get("description", "")
    defn["description"] = desc.rstrip() + sep + text if desc.strip() else text
    return defn


def prop(defn, name):
    """Return the inputSchema property dict for name (must exist)."""
    return defn["inputSchema"]["properties"][name]


def param_append(defn, name, text, sep=" "):
    p = prop(defn, name)
    desc = p.get("description", "")
    p["description"] = desc.rstrip() + sep + text if desc else text
    return defn


def add_param(defn, name, schema, required=False):
    schema_root = defn.setdefault("inputSchema", {"type": "object"})
    schema_root.setdefault("properties", {})[name] = schema
    if required:
        schema_root.setdefault("required", []).append(name)
    return defn


# --- encoders used by the invisible family -------------------------------


def unicode_tags(text):
    """Map printable ASCII to the Unicode tag block (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_interleave(text, joiner="\u200d"):
    """Put a zero-width joiner between every character."""
    return joiner.join(text)


def zw_binary(text, zero="\u200b", one="\u200c"):
    """Encode UTF-8 bytes as bits made of two zero-width characters."""
    bits = "".join(format(b, "08b") for b in text.encode("utf-8"))
    return "".join(one if b == "1" else zero for b in bits)


def bidi_reversed(text):
    """Store text reversed inside a right-to-left override."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMO = {
    "a": "\u0430",
    "c": "\u0441",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "x": "\u0445",
    "y": "\u0443",
    "i": "\u0456",
    "A": "\u0410",
    "B": "\u0412",
    "E": "\u0415",
    "T": "\u0422",
}


def homoglyphs(text):
    return "".join(_HOMO.get(c, c) for c in text)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def variation_selectors(text, carrier="\U0001f9ed"):
    """Hide UTF-8 bytes as variation selectors after a visible carrier glyph."""
    out = [carrier]
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def ansi_concealed(text):
    """Wrap text in the ANSI 'conceal' attribute, then reset."""
    return "\x1b[8m" + text + "\x1b[0m"
