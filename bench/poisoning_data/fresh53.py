"""Build the fresh53 poisoned tool-definition set.

Usage: python3 bench/poisoning_data/fresh53.py [output]
Default output: fresh53.jsonl beside this file. Standard library only; deterministic.
"""

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh53_a
import fresh53_b
import fresh53_c
import fresh53_d
import fresh53_e
import fresh53_f
import fresh53_g
from fresh53_lib import HERE, has_tool, original, real_names

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


def build() -> list[dict]:
    rows = []
    for mod in (fresh53_a, fresh53_b, fresh53_c, fresh53_d, fresh53_e, fresh53_f, fresh53_g):
        rows.extend(mod.rows())
    check(rows)
    for r in rows:
        r.pop("_added")
    return sorted(rows, key=lambda r: r["id"])


def check(rows: list[dict]) -> None:
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    counts = Counter(r["family"] for r in rows)
    assert set(counts) == set(FAMILIES), counts
    assert all(n == 10 for n in counts.values()), counts
    names = real_names()
    added = 0
    for r in rows:
        code = FAMILIES[r["family"]]
        assert r["id"].startswith(f"f53{code}"), r["id"]
        d = r["definition"]
        assert d["name"] == r["base"], r["id"]
        assert isinstance(d.get("description"), str) and isinstance(d.get("inputSchema"), dict), r["id"]
        if r["_added"]:
            added += 1
            assert r["base"] not in names, f"{r['id']}: added name clashes with a real tool"
        else:
            assert has_tool(r["server"], r["base"]), f"{r['id']}: base missing"
            assert d != original(r["server"], r["base"]), f"{r['id']}: unchanged"
            assert set(original(r["server"], r["base"])) <= set(d), f"{r['id']}: lost keys"
    assert added <= MAX_ADDED, added
    servers = {r["server"] for r in rows}
    assert len(servers) >= MIN_SERVERS, len(servers)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "fresh53.jsonl"
    rows = build()
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    servers = len({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows, {servers} servers -> {out}")


if __name__ == "__main__":
    main()
