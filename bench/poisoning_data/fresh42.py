"""Build the fresh42 blind poisoning set (70 rows, 10 per family).

Usage: python3 bench/poisoning_data/fresh42.py [output]
Standard library only and deterministic. Writes fresh42.jsonl next to this file by default.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import fresh42_a
import fresh42_b
import fresh42_c
import fresh42_d
import fresh42_e
import fresh42_f
import fresh42_g
import fresh42_lib as lib

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MAX_ADDED = 5
MIN_SERVERS = 40


def build():
    rows = []
    for mod in (fresh42_a, fresh42_b, fresh42_c, fresh42_d, fresh42_e, fresh42_f, fresh42_g):
        rows.extend(mod.rows())
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    known_servers = lib.servers()
    names = lib.all_names()
    counts = dict.fromkeys(FAMILIES, 0)
    added = 0
    for r in rows:
        fam = r["family"]
        assert fam in FAMILIES, fam
        assert re.fullmatch(lib.PREFIX + FAMILIES[fam] + r"(0[1-9]|10)", r["id"]), r["id"]
        counts[fam] += 1
        assert r["split"] == lib.SPLIT
        assert r["server"] in known_servers, r["server"]
        d = r["definition"]
        assert isinstance(d.get("name"), str) and d["name"], r["id"]
        assert isinstance(d.get("description"), str), r["id"]
        assert isinstance(d.get("inputSchema"), dict), r["id"]
        if r["base"] is None:
            added += 1
            assert d["name"] not in names, "added name clashes: " + d["name"]
        else:
            assert lib.has_tool(r["server"], r["base"]), (r["server"], r["base"])
            assert d["name"] == r["base"], r["id"]
            assert d != lib.original(r["server"], r["base"]), "unchanged: " + r["id"]
    for fam, n in counts.items():
        assert n == 10, (fam, n)
        nums = sorted(r["id"][-2:] for r in rows if r["family"] == fam)
        assert nums == [f"{i:02d}" for i in range(1, 11)], (fam, nums)
    assert added <= MAX_ADDED, added
    used = {r["server"] for r in rows}
    assert len(used) >= MIN_SERVERS, len(used)
    return used


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "fresh42.jsonl")
    rows = build()
    used = check(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows from {len(used)} servers to {out}")


if __name__ == "__main__":
    main(sys.argv)
