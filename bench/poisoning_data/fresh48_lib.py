"""Helpers for the fresh48 poisoned tool set (stdlib only).

Loads the real tool definitions from ../retrieval_data/tools.jsonl and offers small
functions that plant a short payload in a deep copy of one of them.
"""

import base64
import codecs
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")
SPLIT = "fresh48"


def _load():
    tools = {}
    with open(TOOLS_PATH, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            tools[(rec["server"], rec["definition"]["name"])] = rec["definition"]
    return tools


TOOLS = _load()
SERVERS = {server for server, _ in TOOLS}
ALL_NAMES = {name for _, name in TOOLS}


def real(server, name):
    """Deep copy of a real definition; fails loudly if it does not exist."""
    if (server, name) not in TOOLS:
        raise KeyError(f"no tool {name!r} on server {server!r}")
    return copy.deepcopy(TOOLS[(server, name)])


# ---- description edits -------------------------------------------------------


def at_start(text):
    def edit(d):
        d["description"] = text + " " + d.get("description", "").lstrip()

    return edit


def at_end(text):
    def edit(d):
        d["description"] = d.get("description", "").rstrip() + " " + text

    return edit


def at_middle(text):
    """Insert after the first sentence (or first line break) of the description."""

    def edit(d):
        desc = d.get("description", "")
        cut = -1
        for mark in (". ", ".\n", "\n\n"):
            pos = desc.find(mark)
            if pos != -1 and (cut == -1 or pos < cut):
                cut = pos + 1
        if cut == -1 or cut >= len(desc.rstrip()):
            d["description"] = desc.rstrip() + " " + text
        else:
            d["description"] = desc[:cut] + " " + text + " " + desc[cut:].lstrip()

    return edit


# ---- schema edits ------------------------------------------------------------


def _props(d):
    return d.setdefault("inputSchema", {"type": "object"}).setdefault("properties", {})


def param_note(prop, text):
    """Append text to one parameter's description."""

    def edit(d):
        props = _props(d)
        if prop not in props:
            raise KeyError(f"{d['name']} has no parameter {prop!r}")
        old = props[prop].get("description", "").rstrip()
        props[prop]["description"] = (old + " " + text).strip()

    return edit


def param_set(prop, key, value):
    """Set a keyword (default, examples, enum, title...) on one parameter."""

    def edit(d):
        props = _props(d)
        if prop not in props:
            raise KeyError(f"{d['name']} has no parameter {prop!r}")
        props[prop][key] = value

    return edit


def param_add(prop, schema):
    def edit(d):
        props = _props(d)
        if prop in props:
            raise KeyError(f"{d['name']} already has {prop!r}")
        props[prop] = schema

    return edit


def set_key(key, value):
    def edit(d):
        d[key] = value

    return edit


# ---- encoders for hidden text ------------------------------------------------


def tags(text):
    """Unicode tag characters (U+E0020..U+E007E), invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width(text):
    """Interleave zero-width spaces inside every word."""
    return "\u200b".join(text)


def bidi(text):
    """Store the text reversed inside a right-to-left override, so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456"}


def homoglyph(text):
    return "".join(_HOMO.get(c, c) for c in text)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def hexed(text):
    return text.encode("utf-8").hex()


def var_selectors(text):
    """Encode bytes as variation selectors (U+FE00.., U+E0100..) that trail one visible emoji."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def ansi_hidden(text):
    """ANSI 'conceal' sequence: terminals hide the text between the codes."""
    return "\x1b[8m" + text + "\x1b[0m"


# ---- rows --------------------------------------------------------------------


def planted(fid, family, server, name, *edits):
    d = real(server, name)
    for edit in edits:
        edit(d)
    return {"base": name, "definition": d, "family": family, "id": fid, "server": server, "split": SPLIT}


def added(fid, family, server, definition):
    return {
        "base": None,
        "definition": copy.deepcopy(definition),
        "family": family,
        "id": fid,
        "server": server,
        "split": SPLIT,
    }
