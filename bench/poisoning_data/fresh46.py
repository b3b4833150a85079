"""Build bench/poisoning_data/fresh46.jsonl: 70 blind poisoned MCP tool definitions.

Usage: python3 bench/poisoning_data/fresh46.py [output]
Standard library only; the output is deterministic.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import fresh46_a
import fresh46_b
import fresh46_c
import fresh46_d
import fresh46_e
import fresh46_f
import fresh46_g
from fresh46_lib import SPLIT, all_names, catalogue

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = [fresh46_a, fresh46_b, fresh46_c, fresh46_d, fresh46_e, fresh46_f, fresh46_g]


def build():
    rows = []
    for module in MODULES:
        rows.extend(module.rows())
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows):
    cat = catalogue()
    names = all_names()
    servers = {server for (server, _name) in cat}
    ids = [r["id"] for r in rows]
    assert len(rows) == 70, len(rows)
    assert len(set(ids)) == len(ids), "duplicate ids"
    counts = {}
    added = 0
    for r in rows:
        fam = r["family"]
        assert fam in FAMILIES, fam
        assert re.fullmatch(r"f46" + FAMILIES[fam] + r"(0[1-9]|10)", r["id"]), r["id"]
        counts[fam] = counts.get(fam, 0) + 1
        assert r["split"] == SPLIT
        assert r["server"] in servers, r["server"]
        d = r["definition"]
        assert isinstance(d.get("name"), str) and d["name"], r["id"]
        assert isinstance(d.get("description"), str), r["id"]
        assert isinstance(d.get("inputSchema"), dict), r["id"]
        if r["base"] is None:
            added += 1
            assert d["name"] not in names, "added name clashes: " + d["name"]
        else:
            key = (r["server"], r["base"])
            assert key in cat, key
            assert d["name"] == r["base"], r["id"]
            assert d != cat[key], "definition unchanged: " + r["id"]
    assert all(counts.get(f) == 10 for f in FAMILIES), counts
    assert added <= 5, added
    used = {r["server"] for r in rows}
    assert len(used) >= 40, len(used)


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    target = argv[1] if len(argv) > 1 else os.path.join(here, "fresh46.jsonl")
    rows = build()
    check(rows)
    with open(target, "w", encoding="utf-8", newline="\n") as handle:
        for r in rows:
            handle.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows, {len({r['server'] for r in rows})} servers -> {target}")


if __name__ == "__main__":
    main(sys.argv)
