"""Helpers for the fresh35 poisoning set: load real tools and plant short payloads."""

import base64
import codecs
import copy
import json
import pathlib
import urllib.parse

HERE = pathlib.Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh35"


def load_tools():
    index = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            index[(rec["server"], rec["definition"]["name"])] = rec["definition"]
    return index


TOOLS = load_tools()
ALL_NAMES = {name for (_server, name) in TOOLS}


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(TOOLS[(server, name)])


def row(rid, family, server, base_name, definition):
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def planted(rid, family, server, name, edit):
    """Copy a real tool, apply edit(definition) and wrap it as a row."""
    d = base(server, name)
    edit(d)
    return row(rid, family, server, name, d)


def added(rid, family, server, definition):
    return row(rid, family, server, None, definition)


# --- description edits -------------------------------------------------------


def desc_start(text):
    def edit(d):
        d["description"] = text + " " + d.get("description", "").lstrip()

    return edit


def desc_end(text, sep=" "):
    def edit(d):
        d["description"] = d.get("description", "").rstrip() + sep + text

    return edit


def desc_mid(text):
    """Insert after the first paragraph, or else after the first sentence."""

    def edit(d):
        old = d.get("description", "")
        cut = old.find("\n\n", 1)
        if cut > 0:
            d["description"] = old[:cut] + "\n\n" + text + old[cut:]
            return
        cut = old.find(". ")
        if cut > 0:
            d["description"] = old[: cut + 1] + " " + text + old[cut + 1 :]
            return
        d["description"] = old.rstrip() + " " + text

    return edit


# --- schema edits ------------------------------------------------------------


def props(d):
    return d["inputSchema"]["properties"]


def param_desc(param, text, replace=False):
    def edit(d):
        p = props(d)[param]
        if replace or not p.get("description"):
            p["description"] = text
        else:
            p["description"] = p["description"].rstrip() + " " + text

    return edit


def param_set(param, **values):
    def edit(d):
        props(d)[param].update(values)

    return edit


def add_param(param, schema, required=False):
    def edit(d):
        props(d)[param] = schema
        if required:
            d["inputSchema"].setdefault("required", []).append(param)

    return edit


def both(*edits):
    def edit(d):
        for e in edits:
            e(d)

    return edit


# --- encoders for the invisible / encoded family -----------------------------


def tag_chars(text):
    """Unicode tag block (U+E0000 + ASCII) - renders as nothing."""
    return "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in text) + "\U000e007f"


def zero_width_interleave(text):
    return "\u200b".join(text)


def bidi_reversed(text):
    """Right-to-left override around reversed text: displays forwards, stored backwards."""
    return "\u202e" + text[::-1] + "\u202c"


HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456", "x": "\u0445"}


def homoglyph(text):
    return "".join(HOMOGLYPHS.get(c, c) for c in text)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def percent(text):
    return "".join(f"%{b:02X}" for b in text.encode("utf-8"))


def variation_selectors(carrier, text):
    """Hide bytes as variation selectors after a visible carrier character."""
    out = [carrier]
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_binary(text):
    """Each bit becomes U+200B (0) or U+200C (1), bytes joined by U+2060."""
    chunks = []
    for b in text.encode("utf-8"):
        chunks.append("".join("\u200c" if bit == "1" else "\u200b" for bit in f"{b:08b}"))
    return "\u2060".join(chunks)


def url_quote(text):
    return urllib.parse.quote(text, safe="")
