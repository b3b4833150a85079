"""Helpers for the fresh47 poisoned tool set (stdlib only).

Loads the real tool definitions from ../retrieval_data/tools.jsonl and offers small
editing helpers that the data modules use to plant payloads in deep copies.
"""

import base64
import codecs
import copy
import json
from pathlib import Path

SPLIT = "fresh47"
PREFIX = "f47"
FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}

_TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"
_CACHE = {}


def tools():
    """Return {(server, name): definition} for every real tool."""
    if not _CACHE:
        with _TOOLS_PATH.open(encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                definition = rec["definition"]
                _CACHE[(rec["server"], definition["name"])] = definition
    return _CACHE


def servers():
    return {server for server, _ in tools()}


def all_names():
    return {name for _, name in tools()}


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(tools()[(server, name)])


def append_desc(d, text):
    d["description"] = d.get("description", "") + text
    return d


def prepend_desc(d, text):
    d["description"] = text + d.get("description", "")
    return d


def prop(d, name):
    return d["inputSchema"]["properties"][name]


def append_prop_desc(d, name, text, path=()):
    target = d["inputSchema"]["properties"][name]
    for key in path:
        target = target[key]
    target["description"] = target.get("description", "") + text
    return d


def add_prop(d, name, schema, required=False):
    d["inputSchema"].setdefault("properties", {})[name] = schema
    if required:
        d["inputSchema"].setdefault("required", []).append(name)
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


# ---- encodings used by the invisible family -------------------------------------


def tag_chars(text):
    """Map ASCII to the invisible Unicode tag block (U+E0000)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width_split(text, words):
    """Insert a zero-width space after the first letter of each listed word."""
    for w in words:
        text = text.replace(w, w[0] + "\u200b" + w[1:])
    return text


def bidi_reversed(text):
    """Store text reversed inside a right-to-left override so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456"}


def homoglyphs(text):
    return "".join(_HOMO.get(c, c) for c in text)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def variation_selectors(text):
    """Encode bytes as variation selectors (VS1-16 and VS17-256)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def soft_hyphenate(text):
    """Put a soft hyphen between letters of every word longer than four letters."""
    words = []
    for w in text.split(" "):
        if len(w) > 4 and w.isalpha():
            w = "\u00ad".join(w)
        words.append(w)
    return " ".join(words)


# ---- checks ----------------------------------------------------------------------


def check(rows):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    known = tools()
    names = all_names()
    added = 0
    for fam, code in FAMILIES.items():
        fam_rows = sorted(r["id"] for r in rows if r["family"] == fam)
        want = [f"{PREFIX}{code}{i:02d}" for i in range(1, 11)]
        assert fam_rows == want, (fam, fam_rows)
    for r in rows:
        assert r["split"] == SPLIT
        d = r["definition"]
        assert {"name", "description", "inputSchema"} <= set(d), r["id"]
        assert r["server"] in servers(), (r["id"], r["server"])
        if r["base"] is None:
            added += 1
            assert d["name"] not in names, (r["id"], "added name clashes")
        else:
            assert (r["server"], r["base"]) in known, (r["id"], "unknown base")
            assert d["name"] == r["base"], (r["id"], "name changed")
            assert d != known[(r["server"], r["base"])], (r["id"], "definition equals base")
    assert added <= 5, "too many added tools"
    used = {r["server"] for r in rows}
    assert len(used) >= 40, f"only {len(used)} servers"
    assert len(rows) == 70
