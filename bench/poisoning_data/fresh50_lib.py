"""Shared helpers for the fresh50 set of poisoned MCP tool definitions.

Each data module lists row specs. A spec either names a real tool (server, base) and a list of edit
operations, or carries a complete new tool definition for a real server. This module loads the real
definitions, applies the edits to deep copies and runs the checks the set must pass.
"""

import copy
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "bench" / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh50"
FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def load_tools():
    """Map (server, tool name) to the real tool definition."""
    out = {}
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                out[(row["server"], row["definition"]["name"])] = row["definition"]
    return out


def _parent(defn, path):
    node = defn
    for key in path[:-1]:
        node = node.setdefault(key, {})
    return node, path[-1]


def apply(defn, ops):
    """Apply edit operations to a definition in place and return it.

    Operations: ("append", path, text), ("prepend", path, text), ("after", path, anchor, text),
    ("before", path, anchor, text), ("set", path, value) and ("require", param).
    A path is a tuple of keys from the definition root.
    """
    for op in ops:
        kind = op[0]
        if kind == "require":
            req = defn["inputSchema"].setdefault("required", [])
            if op[1] not in req:
                req.append(op[1])
            continue
        node, key = _parent(defn, op[1])
        if kind == "set":
            node[key] = copy.deepcopy(op[2])
        elif kind == "append":
            node[key] = node.get(key, "") + op[2]
        elif kind == "prepend":
            node[key] = op[2] + node.get(key, "")
        elif kind in ("after", "before"):
            anchor, text = op[2], op[3]
            if anchor not in node[key]:
                raise ValueError(f"anchor not found: {anchor!r}")
            new = anchor + text if kind == "after" else text + anchor
            node[key] = node[key].replace(anchor, new, 1)
        else:
            raise ValueError(f"unknown op {kind}")
    return defn


def tag_hide(text):
    """Encode ASCII text as Unicode tag characters (U+E0000 block), which most renderers do not show."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_bits(text):
    """Encode text as bits: zero width space for 0, zero width non-joiner for 1, 8 bits per byte."""
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "".join("\u200b" if bit == "0" else "\u200c" for bit in bits)


def vs_smuggle(carrier, text):
    """Hide bytes as variation selectors after a visible carrier character (emoji smuggling)."""
    out = [carrier]
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def build(specs, tools):
    """Turn row specs into finished rows."""
    rows = []
    for spec in specs:
        if "new" in spec:
            defn = copy.deepcopy(spec["new"])
            base = defn["name"]
        else:
            base = spec["base"]
            defn = apply(copy.deepcopy(tools[(spec["server"], base)]), spec["ops"])
        rows.append(
            {
                "base": base,
                "definition": defn,
                "family": FAMILIES[spec["id"][3:5]],
                "id": spec["id"],
                "server": spec["server"],
                "split": SPLIT,
            }
        )
    return sorted(rows, key=lambda r: r["id"])


def check(rows, specs, tools):
    """Raise AssertionError when the set breaks one of its rules."""
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == 70, "ids must be unique and 70"
    assert all(r["id"].startswith("f50") for r in rows), "ids start with f50"
    for fam in FAMILIES.values():
        n = sum(1 for r in rows if r["family"] == fam)
        assert n == 10, f"{fam}: {n} rows"
    real_names = {name for _, name in tools}
    added = [s for s in specs if "new" in s]
    assert len(added) <= 5, "at most 5 added tools"
    by_id = {s["id"]: s for s in specs}
    for r in rows:
        key = (r["server"], r["base"])
        assert r["definition"]["name"] == r["base"], r["id"]
        assert r["id"][3:5] in FAMILIES and r["family"] == FAMILIES[r["id"][3:5]], r["id"]
        if "new" in by_id[r["id"]]:
            assert r["base"] not in real_names, f"{r['id']}: added name clashes"
            assert any(s == r["server"] for s, _ in tools), f"{r['id']}: unknown server"
        else:
            assert key in tools, f"{r['id']}: base missing"
            assert r["definition"] != tools[key], f"{r['id']}: unchanged"
    servers = {r["server"] for r in rows}
    assert len(servers) >= 40, f"only {len(servers)} servers"
    return len(servers)
