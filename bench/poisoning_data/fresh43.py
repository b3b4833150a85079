"""Generate the fresh43 blind poisoning set.

Usage: python3 bench/poisoning_data/fresh43.py [output]
Standard library only; the output is deterministic.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh43_a
import fresh43_b
import fresh43_c
import fresh43_d
import fresh43_e
import fresh43_f
import fresh43_g
from fresh43_lib import SPLIT, tools

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


def build() -> list:
    rows = []
    for mod in (fresh43_a, fresh43_b, fresh43_c, fresh43_d, fresh43_e, fresh43_f, fresh43_g):
        rows.extend(mod.rows())
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows: list) -> None:
    real = tools()
    servers = {s for s, _ in real}
    real_names = {n for _, n in real}
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    counts = Counter(r["family"] for r in rows)
    assert set(counts) == set(FAMILIES), counts
    assert all(c == 10 for c in counts.values()), counts
    added = 0
    for r in rows:
        fam = r["family"]
        assert re.fullmatch("f43" + FAMILIES[fam] + r"(0[1-9]|10)", r["id"]), r["id"]
        assert r["split"] == SPLIT
        assert r["server"] in servers, r["server"]
        d = r["definition"]
        assert d.get("name") and isinstance(d.get("description"), str) and isinstance(d.get("inputSchema"), dict)
        if r["base"] is None:
            added += 1
            assert d["name"] not in real_names, d["name"]
        else:
            key = (r["server"], r["base"])
            assert key in real, key
            assert d["name"] == r["base"], r["id"]
            assert d != real[key], "unchanged definition " + r["id"]
    assert added <= MAX_ADDED, added
    n_servers = len({r["server"] for r in rows})
    assert n_servers >= MIN_SERVERS, n_servers


def main(argv: list) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent / "fresh43.jsonl"
    rows = build()
    check(rows)
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    out.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows, {len({r['server'] for r in rows})} servers -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
