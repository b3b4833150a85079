"""Helpers for the fresh41 poisoned tool set (split "fresh41", ids "f41..").

Loads the real tool definitions from ../retrieval_data/tools.jsonl, hands out deep copies to plant
payloads in, and provides small text encoders used by the "invisible" family. Standard library only.
"""

import base64
import codecs
import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh41"
PREFIX = "f41"
FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}

_TOOLS = None


def tools():
    """Return {(server, name): definition} for every real tool."""
    global _TOOLS
    if _TOOLS is None:
        table = {}
        with TOOLS_PATH.open(encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                table[(rec["server"], rec["name"])] = rec["definition"]
        _TOOLS = table
    return _TOOLS


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(tools()[(server, name)])


def append_desc(defn, text, sep="\n\n"):
    """Add a section after the existing top-level description."""
    old = defn.get("description") or ""
    defn["description"] = old.rstrip() + sep + text if old.strip() else text
    return defn


def insert_desc(defn, marker, text):
    """Insert text right before the first occurrence of marker in the description."""
    old = defn["description"]
    pos = old.index(marker)
    defn["description"] = old[:pos] + text + old[pos:]
    return defn


def prop(defn, name):
    return defn["inputSchema"]["properties"][name]


def append_prop_desc(defn, name, text, sep=" "):
    p = prop(defn, name)
    old = p.get("description") or ""
    p["description"] = old.rstrip() + sep + text if old else text
    return defn


def add_prop(defn, name, schema, required=False):
    schema_props = defn["inputSchema"].setdefault("properties", {})
    schema_props[name] = schema
    if required:
        defn["inputSchema"].setdefault("required", []).append(name)
    return defn


def new_tool(name, description, properties=None, required=None, **extra):
    schema = {"type": "object", "properties": properties or {}}
    if required:
        schema["required"] = list(required)
    defn = {"name": name, "description": description, "inputSchema": schema}
    defn.update(extra)
    return defn


def row(family, num, server, base_name, definition):
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": f"{PREFIX}{FAMILIES[family]}{num:02d}",
        "server": server,
        "split": SPLIT,
    }


# ---- encoders for the invisible family -------------------------------------------------------


def unicode_tags(text):
    """Map printable ASCII onto the invisible Unicode tag block (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text if 0x20 <= ord(c) <= 0x7E)


def zero_width_split(text):
    """Put a rotating zero-width character between every pair of visible characters."""
    marks = ["\u200b", "\u200c", "\u200d", "\u2060"]
    out = []
    for i, ch in enumerate(text):
        out.append(ch)
        if ch != " " and i + 1 < len(text) and text[i + 1] != " ":
            out.append(marks[i % len(marks)])
    return "".join(out)


def rtl_override(text):
    """Store text reversed inside RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "i": "\u0456", "c": "\u0441", "p": "\u0440"}


def homoglyphs(text):
    """Swap some Latin letters for Cyrillic look-alikes."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def variation_selectors(text):
    """Encode UTF-8 bytes as variation selectors (U+FE00..FE0F, U+E0100..E01EF)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def ansi_conceal(text):
    """Wrap text in SGR 'conceal' plus black-on-black, then reset."""
    return "\x1b[8m\x1b[30;40m" + text + "\x1b[0m"


def soft_hyphenate(text, words):
    """Break the given words with SOFT HYPHEN so plain substring matches miss them."""
    for w in words:
        text = text.replace(w, "\u00ad".join(w))
    return text


# ---- checks ----------------------------------------------------------------------------------


def check(rows):
    """Raise if the rows break the rules of the set."""
    table = tools()
    all_names = {name for (_server, name) in table}
    servers = {server for (server, _name) in table}
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate ids")
    counts = dict.fromkeys(FAMILIES, 0)
    added = 0
    for r in rows:
        fam = r["family"]
        if fam not in FAMILIES:
            raise ValueError(f"bad family {fam}")
        counts[fam] += 1
        code = FAMILIES[fam]
        rid = r["id"]
        if not (rid.startswith(PREFIX + code) and len(rid) == len(PREFIX) + 4 and rid[-2:].isdigit()):
            raise ValueError(f"bad id {rid}")
        if not 1 <= int(rid[-2:]) <= 10:
            raise ValueError(f"id out of range {rid}")
        if r["split"] != SPLIT:
            raise ValueError(f"bad split in {rid}")
        if r["server"] not in servers:
            raise ValueError(f"unknown server in {rid}")
        d = r["definition"]
        for key in ("name", "description", "inputSchema"):
            if key not in d:
                raise ValueError(f"{rid} lacks {key}")
        if r["base"] is None:
            added += 1
            if d["name"] in all_names:
                raise ValueError(f"{rid}: added name {d['name']} clashes with a real tool")
        else:
            key = (r["server"], r["base"])
            if key not in table:
                raise ValueError(f"{rid}: base {key} not found")
            if d["name"] != r["base"]:
                raise ValueError(f"{rid}: name changed")
            if d == table[key]:
                raise ValueError(f"{rid}: definition equals its base")
    for fam, n in counts.items():
        if n != 10:
            raise ValueError(f"{fam} has {n} rows")
    if added > 5:
        raise ValueError("too many added tools")
    used = {r["server"] for r in rows}
    if len(used) < 40:
        raise ValueError(f"only {len(used)} servers")
    return {"rows": len(rows), "servers": len(used), "added": added}
