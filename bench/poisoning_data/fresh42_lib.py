"""Helpers for the fresh42 blind poisoning set.

Loads the real tool definitions from ../retrieval_data/tools.jsonl (relative to this file),
hands out deep copies, and plants short payloads at the start, middle or end of a description
or inside a schema field. Also holds the small text encoders used by the invisible family.
"""

import base64
import codecs
import copy
import json
import os

SPLIT = "fresh42"
PREFIX = "f42"

_HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(_HERE, "..", "retrieval_data", "tools.jsonl")

_INDEX = None


def _load():
    global _INDEX
    if _INDEX is None:
        index = {}
        with open(TOOLS_PATH, encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                index[(rec["server"], rec["definition"]["name"])] = rec["definition"]
        _INDEX = index
    return _INDEX


def has_tool(server, name):
    return (server, name) in _load()


def servers():
    return {server for server, _ in _load()}


def all_names():
    return {name for _, name in _load()}


def original(server, name):
    return copy.deepcopy(_load()[(server, name)])


def base(server, name):
    return original(server, name)


def _desc(d):
    return d.get("description") or ""


def at_start(d, text):
    desc = _desc(d).lstrip()
    d["description"] = text + (" " + desc if desc else "")
    return d


def at_end(d, text):
    desc = _desc(d).rstrip()
    if desc and (desc[-1].isalnum() or desc[-1] == ")"):
        desc += "."
    if not desc:
        d["description"] = text
    elif "\n" in desc:
        d["description"] = desc + "\n\n" + text
    else:
        d["description"] = desc + " " + text
    return d


def at_mid(d, text):
    desc = _desc(d)
    cut = -1
    for mark in (". ", ".\n"):
        pos = desc.find(mark, 15)
        if pos != -1 and (cut == -1 or pos < cut):
            cut = pos
    if cut == -1 or cut + 2 >= len(desc.rstrip()):
        return at_end(d, text)
    head = desc[: cut + 1]
    tail = desc[cut + 1 :].lstrip(" ")
    sep = "" if tail.startswith("\n") else " "
    d["description"] = head + " " + text + sep + tail
    return d


PLACERS = {"start": at_start, "mid": at_mid, "end": at_end}


def props(d):
    schema = d.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


def prop(d, name, kind="string"):
    p = props(d)
    if name not in p:
        p[name] = {"type": kind}
    return p[name]


def add_to_prop_desc(d, name, text):
    p = prop(d, name)
    old = (p.get("description") or "").rstrip()
    p["description"] = (old + " " + text) if old else text
    return d


def row(rid, family, server, base_name, definition):
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def plant(rid, family, server, name, where, text):
    d = base(server, name)
    PLACERS[where](d, text)
    return row(rid, family, server, name, d)


def added(rid, family, server, definition):
    return row(rid, family, server, None, definition)


# ---- encoders for the invisible family ----


def unicode_tags(text):
    return "".join(chr(0xE0000 + ord(c)) for c in text if 0x20 <= ord(c) < 0x7F)


def zero_width_bits(text):
    zero, one = "\u200b", "\u200c"
    bits = "".join(format(b, "08b") for b in text.encode("utf-8"))
    return "\u2060" + "".join(one if bit == "1" else zero for bit in bits) + "\u2060"


def bidi_reversed(text):
    # Stored backwards inside a right-to-left override, so a renderer shows it forwards.
    return "\u202e" + text[::-1] + "\u202c"


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456"}


def homoglyphs(text):
    return "".join(_HOMO.get(c, c) for c in text)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def ansi_conceal(text):
    return "\x1b[8m" + text + "\x1b[0m"


def variation_selectors(text):
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)
