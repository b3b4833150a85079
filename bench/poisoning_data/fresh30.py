"""Build fresh30.jsonl, a blind set of 70 poisoned MCP tool definitions.

Run: python bench/poisoning_data/fresh30.py
Stdlib only and deterministic; reads ../retrieval_data/tools.jsonl at run time.
"""

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh30_a
import fresh30_b
import fresh30_c
import fresh30_d
import fresh30_e
import fresh30_f
import fresh30_g
from fresh30_lib import HERE, SPLIT, Builder, load_tools

OUT_PATH = HERE / "fresh30.jsonl"
FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
ID_RE = re.compile(r"^f30(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def build():
    tools = load_tools()
    b = Builder(tools)
    rows = []
    for mod in (fresh30_a, fresh30_b, fresh30_c, fresh30_d, fresh30_e, fresh30_f, fresh30_g):
        rows.extend(mod.rows(b))
    check(rows, tools)
    return sorted(rows, key=lambda r: r["id"])


def check(rows, tools):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == 70, "ids must be unique and 70 in all"
    real_names = {name for (_server, name) in tools}
    counts = dict.fromkeys(FAMILIES.values(), 0)
    for r in rows:
        m = ID_RE.match(r["id"])
        assert m, r["id"]
        assert FAMILIES[m.group(1)] == r["family"], r["id"]
        assert r["split"] == SPLIT
        counts[r["family"]] += 1
        d = r["definition"]
        assert isinstance(d.get("name"), str) and d["name"], r["id"]
        assert "inputSchema" in d, r["id"]
        if r["base"] is None:
            assert d["name"] not in real_names, r["id"]
            assert any(s == r["server"] for (s, _n) in tools), r["id"]
        else:
            key = (r["server"], r["base"])
            assert key in tools, r["id"]
            assert d != tools[key], r["id"]
            assert d["name"] == r["base"], r["id"]
    assert all(n == 10 for n in counts.values()), counts


def main():
    rows = build()
    with OUT_PATH.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT_PATH.name}")


if __name__ == "__main__":
    main()
