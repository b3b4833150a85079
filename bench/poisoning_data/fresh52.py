"""Build the fresh52 poisoned tool set.

Usage: python3 bench/poisoning_data/fresh52.py [output]
Default output: fresh52.jsonl beside this file. Standard library only.
"""

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh52_a  # noqa: E402
import fresh52_b  # noqa: E402
import fresh52_c  # noqa: E402
import fresh52_d  # noqa: E402
import fresh52_e  # noqa: E402
import fresh52_f  # noqa: E402
import fresh52_g  # noqa: E402
from fresh52_lib import catalogue  # noqa: E402

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = (fresh52_a, fresh52_b, fresh52_c, fresh52_d, fresh52_e, fresh52_f, fresh52_g)


def build():
    cat = catalogue()
    real_names = {name for _, name in cat}
    rows = [r for m in MODULES for r in m.rows()]
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    counts = Counter(r["family"] for r in rows)
    assert counts == {f: 10 for f in FAMILIES}, counts
    added = 0
    for r in rows:
        code = FAMILIES[r["family"]]
        assert r["id"].startswith("f52" + code), r["id"]
        d = r["definition"]
        assert d["name"] == r["base"], r["id"]
        if r.pop("_added"):
            added += 1
            assert r["base"] not in real_names, r["id"]
            assert any(s == r["server"] for s, _ in cat), r["id"]
        else:
            key = (r["server"], r["base"])
            assert key in cat, r["id"]
            assert d != cat[key], r["id"]
    assert added <= 5, added
    servers = {r["server"] for r in rows}
    assert len(servers) >= 40, len(servers)
    assert len(rows) == 70
    return sorted(rows, key=lambda r: r["id"])


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else HERE / "fresh52.jsonl"
    rows = build()
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows, {len({r['server'] for r in rows})} servers to {out}")


if __name__ == "__main__":
    main(sys.argv)
