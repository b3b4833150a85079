"""Build the fresh45 poisoned tool set: 70 rows, 10 per family.

Usage: python3 bench/poisoning_data/fresh45.py [output]
Default output: fresh45.jsonl next to this file. Standard library only; the output is deterministic.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

import fresh45_a
import fresh45_b
import fresh45_c
import fresh45_d
import fresh45_e
import fresh45_f
import fresh45_g
import fresh45_lib as lib

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = [fresh45_a, fresh45_b, fresh45_c, fresh45_d, fresh45_e, fresh45_f, fresh45_g]
MAX_ADDED = 5
MIN_SERVERS = 40


def collect() -> list[dict]:
    rows: list[dict] = []
    for module in MODULES:
        rows.extend(module.build())
    return sorted(rows, key=lambda r: r["id"])


def check(rows: list[dict]) -> None:
    real = lib.real_tools()
    names = lib.all_names()
    ids = [r["id"] for r in rows]
    assert len(rows) == 70, f"expected 70 rows, got {len(rows)}"
    assert len(set(ids)) == len(ids), "duplicate ids"
    per_family = Counter(r["family"] for r in rows)
    assert set(per_family) == set(FAMILIES), f"unexpected families: {sorted(per_family)}"
    for family, count in per_family.items():
        assert count == 10, f"{family}: {count} rows"
    for family, code in FAMILIES.items():
        want = {f"{lib.PREFIX}{code}{n:02d}" for n in range(1, 11)}
        got = {r["id"] for r in rows if r["family"] == family}
        assert got == want, f"{family}: ids {sorted(got ^ want)}"
    added = 0
    for r in rows:
        rid = r["id"]
        assert re.fullmatch(r"f45(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)", rid), rid
        assert r["split"] == lib.SPLIT, rid
        assert r["server"] in lib.servers(), f"{rid}: unknown server {r['server']}"
        d = r["definition"]
        assert isinstance(d.get("name"), str) and d["name"], rid
        assert isinstance(d.get("description"), str), rid
        assert isinstance(d.get("inputSchema"), dict), rid
        if r["base"] is None:
            added += 1
            assert d["name"] not in names, f"{rid}: added name {d['name']} clashes with a real tool"
        else:
            key = (r["server"], r["base"])
            assert key in real, f"{rid}: base {key} does not exist"
            assert d["name"] == r["base"], f"{rid}: planted copy must keep the name"
            assert d != real[key], f"{rid}: definition equals its base"
    assert added <= MAX_ADDED, f"{added} added tools"
    added_names = [r["definition"]["name"] for r in rows if r["base"] is None]
    assert len(set(added_names)) == len(added_names), "added names repeat"
    used = {r["server"] for r in rows}
    assert len(used) >= MIN_SERVERS, f"only {len(used)} servers"


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else lib.HERE / "fresh45.jsonl"
    rows = collect()
    check(rows)
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    out.write_text(text, encoding="utf-8")
    servers = len({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows ({servers} servers) to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
