"""Helpers for the fresh33 poisoned tool set.

Loads the real MCP tool definitions from ../retrieval_data/tools.jsonl, applies small edit
operations to copies of them, builds the rows and checks them. Standard library only.
"""

import base64
import codecs
import copy
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS_PATH = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")
SPLIT = "fresh33"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
ID_RE = re.compile(r"^f33(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")
MAX_NEW_TOOLS = 5


def load_tools(path=TOOLS_PATH):
    """Return {(server, name): definition} for every real tool."""
    tools = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            row = json.loads(line)
            defn = row["definition"]
            tools[(row["server"], defn["name"])] = defn
    return tools


# ---------------------------------------------------------------- encoders


def tag_chars(text):
    """Map printable ASCII onto the invisible Unicode tag block (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


_ZW = ("\u200b", "\u200c", "\u200d", "\u2060")


def zero_width(text):
    """Put a zero-width character after every character, cycling through four kinds."""
    return "".join(c + _ZW[i % len(_ZW)] for i, c in enumerate(text))


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text):
    return codecs.encode(text, "rot13")


def pct(text):
    """Percent-encode every byte, including plain letters."""
    return "".join(f"%{b:02X}" for b in text.encode("utf-8"))


def hexenc(text):
    return text.encode("utf-8").hex()


def bidi(text):
    """Store the text reversed inside a right-to-left override so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "A": "\u0410", "i": "\u0456"}


def homoglyph(text):
    """Swap some Latin letters for look-alike Cyrillic ones."""
    return "".join(_HOMO.get(c, c) for c in text)


def vs_smuggle(carrier, text):
    """Hide the UTF-8 bytes of text as variation selectors after one visible carrier character."""
    out = [carrier]
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


# ---------------------------------------------------------------- edit ops


def _node(defn, path):
    """Find a schema node. 'a.b' walks properties; 'a[]' steps into array items."""
    node = defn["inputSchema"]
    for part in path.split("."):
        items = part.endswith("[]")
        key = part[:-2] if items else part
        node = node["properties"][key]
        if items:
            node = node["items"]
    return node


def _append(old, text, sep):
    old = old or ""
    if not old.strip():
        return text
    return old.rstrip() + sep + text


def apply_op(defn, op):
    kind = op[0]
    if kind == "desc_end":
        text = op[1]
        desc = defn.get("description", "")
        sep = op[2] if len(op) > 2 else ("\n\n" if "\n" in desc.strip() else " ")
        defn["description"] = _append(desc, text, sep)
    elif kind == "desc_start":
        text = op[1]
        desc = defn.get("description", "")
        sep = op[2] if len(op) > 2 else ("\n\n" if "\n" in desc.strip() else " ")
        defn["description"] = text + sep + desc.lstrip()
    elif kind == "desc_after":
        anchor, text = op[1], op[2]
        desc = defn["description"]
        if desc.count(anchor) != 1:
            raise ValueError(f"anchor not unique in {defn['name']}: {anchor!r}")
        at = desc.index(anchor) + len(anchor)
        defn["description"] = desc[:at] + text + desc[at:]
    elif kind == "param_desc":
        node = _node(defn, op[1])
        sep = op[3] if len(op) > 3 else " "
        node["description"] = _append(node.get("description"), op[2], sep)
    elif kind == "param_set":
        _node(defn, op[1])[op[2]] = copy.deepcopy(op[3])
    elif kind == "add_param":
        props = defn["inputSchema"].setdefault("properties", {})
        if op[1] in props:
            raise ValueError(f"parameter {op[1]} already exists in {defn['name']}")
        props[op[1]] = copy.deepcopy(op[2])
    elif kind == "output":
        defn["outputSchema"] = copy.deepcopy(op[1])
    else:
        raise ValueError(f"unknown op {kind}")


# ---------------------------------------------------------------- rows


def build_rows(specs, tools):
    rows = []
    for spec in specs:
        sid = spec["id"]
        m = ID_RE.match(sid)
        if not m:
            raise ValueError(f"bad id {sid}")
        base = spec.get("base")
        if base is None:
            defn = copy.deepcopy(spec["new"])
        else:
            defn = copy.deepcopy(tools[(spec["server"], base)])
            for op in spec["ops"]:
                apply_op(defn, op)
        rows.append(
            {
                "base": base,
                "definition": defn,
                "family": FAMILIES[m.group(1)],
                "id": sid,
                "server": spec["server"],
                "split": SPLIT,
            }
        )
    rows.sort(key=lambda r: r["id"])
    return rows


def check_rows(rows, tools):
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate ids")
    for r in rows:
        m = ID_RE.match(r["id"])
        if not m or FAMILIES[m.group(1)] != r["family"]:
            raise ValueError(f"id/family mismatch: {r['id']}")
    counts = {}
    for r in rows:
        counts[r["family"]] = counts.get(r["family"], 0) + 1
    for fam in FAMILIES.values():
        if counts.get(fam) != 10:
            raise ValueError(f"family {fam} has {counts.get(fam)} rows")
    for code in FAMILIES:
        want = {f"f33{code}{n:02d}" for n in range(1, 11)}
        if not want <= set(ids):
            raise ValueError(f"missing ids for {code}")
    servers = {s for s, _ in tools}
    all_names = {n for _, n in tools}
    new = 0
    for r in rows:
        if r["server"] not in servers:
            raise ValueError(f"unknown server {r['server']}")
        defn = r["definition"]
        if r["base"] is None:
            new += 1
            if defn["name"] in all_names:
                raise ValueError(f"added tool name clashes: {defn['name']}")
        else:
            orig = tools.get((r["server"], r["base"]))
            if orig is None:
                raise ValueError(f"base {r['base']} not in {r['server']}")
            if defn["name"] != r["base"]:
                raise ValueError(f"name changed in {r['id']}")
            if json.dumps(defn, sort_keys=True) == json.dumps(orig, sort_keys=True):
                raise ValueError(f"definition unchanged in {r['id']}")
    if new > MAX_NEW_TOOLS:
        raise ValueError(f"too many added tools: {new}")
    if len({r["server"] for r in rows}) < 40:
        raise ValueError("fewer than 40 servers")
    return counts


def write_rows(rows, path):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
