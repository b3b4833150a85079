"""Helpers for the fresh32 poisoned tool set.

Loads the real tool definitions from ../retrieval_data/tools.jsonl (relative to
this file), hands out deep copies to plant payloads in, offers a few text
encoders for the invisible/encoded family, and checks the finished rows.
"""

import base64
import codecs
import copy
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh32"
FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
MAX_ADDED = 5

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


def real(server, name):
    """A deep copy of the real definition, ready to be edited."""
    return copy.deepcopy(tools()[(server, name)])


def real_names():
    return {name for (_server, name) in tools()}


def add_desc(defn, text, sep="\n\n"):
    """Append text to the top-level description."""
    defn["description"] = defn.get("description", "").rstrip("\n ") + sep + text
    return defn


def insert_before(defn, marker, text):
    """Insert text into the description right before the last `marker`."""
    desc = defn["description"]
    pos = desc.rindex(marker)
    defn["description"] = desc[:pos] + text + desc[pos:]
    return defn


def props(defn, *path):
    """Return the properties dict reached by following `path` from inputSchema."""
    node = defn["inputSchema"]
    for key in path:
        node = node[key]
    return node.setdefault("properties", {})


def add_param_desc(defn, name, text, sep=" ", path=()):
    prop = props(defn, *path)[name]
    old = prop.get("description", "")
    prop["description"] = (old.rstrip() + sep + text) if old else text
    return prop


def row(rid, server, base, definition):
    return {
        "base": base,
        "definition": definition,
        "family": FAMILIES[rid[3:5]],
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


# ---------------------------------------------------------------- encoders


def tag_chars(text):
    """Unicode tag characters (U+E0000 block) mirroring printable ASCII."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060")


def zero_width_split(text):
    """Put a zero-width character after every visible character."""
    out = []
    for i, ch in enumerate(text):
        out.append(ch)
        out.append(ZERO_WIDTH[i % len(ZERO_WIDTH)])
    return "".join(out)


def bidi_reversed(text):
    """Stored backwards inside a right-to-left override, so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMOGLYPHS = str.maketrans(
    {
        "a": "\u0430",
        "c": "\u0441",
        "e": "\u0435",
        "i": "\u0456",
        "o": "\u043e",
        "p": "\u0440",
        "s": "\u0455",
        "x": "\u0445",
        "y": "\u0443",
        "A": "\u0410",
        "B": "\u0412",
        "C": "\u0421",
        "E": "\u0415",
        "H": "\u041d",
        "K": "\u041a",
        "M": "\u041c",
        "O": "\u041e",
        "P": "\u0420",
        "T": "\u0422",
        "X": "\u0425",
    }
)


def homoglyphs(text):
    """Swap Latin letters for Cyrillic look-alikes."""
    return text.translate(_HOMOGLYPHS)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def percent_all(text):
    """Percent-encode every byte, letters included."""
    return "".join(f"%{b:02X}" for b in text.encode("utf-8"))


def variation_selectors(text):
    """Hide bytes as variation selectors (VS1-16, then VS17-256)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def math_sans_bold(text):
    """Mathematical sans-serif bold letters and digits; other characters unchanged."""
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr(0x1D5EE + ord(ch) - ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr(0x1D5D4 + ord(ch) - ord("A")))
        elif "0" <= ch <= "9":
            out.append(chr(0x1D7EC + ord(ch) - ord("0")))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- checks

ID_RE = re.compile(r"^f32(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def check(rows):
    """Raise ValueError if the set breaks any of its rules."""
    errors = []
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    per_family = {}
    added = 0
    names = real_names()
    for r in rows:
        m = ID_RE.match(r["id"])
        if not m:
            errors.append(f"{r['id']}: id does not follow the scheme")
            continue
        if r["family"] != FAMILIES[m.group(1)]:
            errors.append(f"{r['id']}: family {r['family']} does not match id")
        if r["split"] != SPLIT:
            errors.append(f"{r['id']}: wrong split")
        per_family[r["family"]] = per_family.get(r["family"], 0) + 1
        defn = r["definition"]
        if not isinstance(defn, dict) or "name" not in defn or "inputSchema" not in defn:
            errors.append(f"{r['id']}: definition lacks name or inputSchema")
            continue
        if r["base"] is None:
            added += 1
            if defn["name"] in names:
                errors.append(f"{r['id']}: added tool name {defn['name']} clashes with a real tool")
            if not any(server == r["server"] for (server, _n) in tools()):
                errors.append(f"{r['id']}: unknown server {r['server']}")
        else:
            key = (r["server"], r["base"])
            if key not in tools():
                errors.append(f"{r['id']}: base {key} not in tools.jsonl")
            elif defn == tools()[key]:
                errors.append(f"{r['id']}: definition identical to the real one")
            if defn["name"] != r["base"]:
                errors.append(f"{r['id']}: definition name differs from base")
    for fam in FAMILIES.values():
        if per_family.get(fam, 0) != 10:
            errors.append(f"family {fam}: {per_family.get(fam, 0)} rows, expected 10")
    if added > MAX_ADDED:
        errors.append(f"{added} added tools, at most {MAX_ADDED} allowed")
    if len(rows) != 70:
        errors.append(f"{len(rows)} rows, expected 70")
    if errors:
        raise ValueError("\n".join(errors))


def dump(rows, path):
    rows = sorted(rows, key=lambda r: r["id"])
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    Path(path).write_text(text, encoding="utf-8", newline="\n")
    return len(rows)
