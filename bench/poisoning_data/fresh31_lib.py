"""Shared helpers for the fresh31 poisoning set.

The set was written blind: payloads come from the author's own knowledge of
published MCP tool-poisoning attacks, planted into real tool definitions read
from ../retrieval_data/tools.jsonl (loaded relative to this file).

Each spec in the data modules is a dict with id, family, server and either
  base + ops        (copy the real definition and apply the edit operations), or
  base=None + definition   (a new tool whose name must not clash with a real one).

Edit operations (tuples):
  ("text", path, mode, text[, anchor])   edit the string at path; mode is
                                         "start", "end", "after" or "before"
  ("set", path, value)                   set (or add) the value at path
path is a tuple of keys / list indexes from the definition root; () means the
top-level "description".
"""

import base64
import codecs
import copy
import json
import os
import re
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")
SPLIT = "fresh31"
MAX_NEW_TOOLS = 5
MIN_SERVERS = 40

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
ID_RE = re.compile(r"^f31(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def load_tools():
    """Return {(server, name): definition} for every real tool."""
    tools = {}
    with open(TOOLS_PATH, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            row = json.loads(line)
            tools[(row["server"], row["name"])] = row["definition"]
    return tools


# ---------------------------------------------------------------- encoders


def tag_chars(text):
    """Unicode tag block (U+E0000 + ASCII), invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width_split(text, every=2):
    """Insert a zero-width space after every `every` characters."""
    out = []
    for i, c in enumerate(text):
        out.append(c)
        if c != " " and (i + 1) % every == 0:
            out.append("\u200b")
    return "".join(out)


def zero_width_bits(text):
    """Encode text as bits: U+200B for 0, U+200C for 1, framed by U+2060."""
    bits = "".join(format(b, "08b") for b in text.encode("utf-8"))
    body = "".join("\u200b" if bit == "0" else "\u200c" for bit in bits)
    return "\u2060" + body + "\u2060"


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def percent(text):
    return urllib.parse.quote(text, safe="")


def bidi_reversed(text):
    """Store the text reversed inside a right-to-left override, so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


HOMOGLYPHS = {
    "a": "\u0430",
    "c": "\u0441",
    "e": "\u0435",
    "i": "\u0456",
    "o": "\u043e",
    "p": "\u0440",
    "x": "\u0445",
    "y": "\u0443",
    "A": "\u0410",
    "B": "\u0412",
    "C": "\u0421",
    "E": "\u0415",
    "O": "\u041e",
    "T": "\u0422",
}


def homoglyphs(text):
    return "".join(HOMOGLYPHS.get(c, c) for c in text)


def variation_selectors(text):
    """Encode each UTF-8 byte as a variation selector (VS1-VS16, then VS17-VS256)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


# ---------------------------------------------------------------- building


def _walk(defn, path):
    node = defn
    for key in path[:-1]:
        node = node[key]
    return node, path[-1]


def _edit_text(defn, path, mode, text, anchor=None):
    if not path:
        path = ("description",)
    parent, key = _walk(defn, path)
    old = parent.get(key, "") if isinstance(parent, dict) else parent[key]
    if mode == "start":
        new = text + old
    elif mode == "end":
        new = old + text
    elif mode in ("after", "before"):
        if anchor is None or anchor not in old:
            raise ValueError(f"anchor not found at {path}: {anchor!r}")
        piece = anchor + text if mode == "after" else text + anchor
        new = old.replace(anchor, piece, 1)
    else:
        raise ValueError(f"unknown mode {mode!r}")
    parent[key] = new


def apply_ops(definition, ops):
    defn = copy.deepcopy(definition)
    for op in ops:
        kind = op[0]
        if kind == "text":
            _edit_text(defn, *op[1:])
        elif kind == "set":
            parent, key = _walk(defn, op[1])
            parent[key] = copy.deepcopy(op[2])
        else:
            raise ValueError(f"unknown op {kind!r}")
    return defn


def build_rows(specs, tools):
    real_names = {name for (_server, name) in tools}
    real_servers = {server for (server, _name) in tools}
    rows = []
    for spec in specs:
        sid = spec["id"]
        server = spec["server"]
        if server not in real_servers:
            raise ValueError(f"{sid}: unknown server {server}")
        base = spec["base"]
        if base is None:
            defn = copy.deepcopy(spec["definition"])
            if defn["name"] in real_names:
                raise ValueError(f"{sid}: added tool name clashes: {defn['name']}")
        else:
            key = (server, base)
            if key not in tools:
                raise ValueError(f"{sid}: {base} not found on server {server}")
            defn = apply_ops(tools[key], spec["ops"])
            if defn == tools[key]:
                raise ValueError(f"{sid}: planted definition equals the original")
            if defn.get("name") != base:
                raise ValueError(f"{sid}: definition name differs from base")
        rows.append(
            {
                "base": base,
                "definition": defn,
                "family": spec["family"],
                "id": sid,
                "server": server,
                "split": SPLIT,
            }
        )
    return rows


def check_rows(rows):
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate ids")
    per_family = {}
    for r in rows:
        m = ID_RE.match(r["id"])
        if not m:
            raise ValueError(f"bad id {r['id']}")
        if FAMILIES[m.group(1)] != r["family"]:
            raise ValueError(f"{r['id']}: family {r['family']} does not match id")
        per_family[r["family"]] = per_family.get(r["family"], 0) + 1
    for fam in FAMILIES.values():
        if per_family.get(fam) != 10:
            raise ValueError(f"family {fam} has {per_family.get(fam, 0)} rows, want 10")
    new = [r for r in rows if r["base"] is None]
    if len(new) > MAX_NEW_TOOLS:
        raise ValueError(f"{len(new)} added tools, at most {MAX_NEW_TOOLS} allowed")
    new_names = [r["definition"]["name"] for r in new]
    if len(new_names) != len(set(new_names)):
        raise ValueError("added tool names repeat")
    servers = {r["server"] for r in rows}
    if len(servers) < MIN_SERVERS:
        raise ValueError(f"only {len(servers)} servers used")
    return per_family, servers


def dump_rows(rows, path):
    rows = sorted(rows, key=lambda r: r["id"])
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
