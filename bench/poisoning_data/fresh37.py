"""Build the fresh37 poisoned tool set (70 rows, 10 per family).

Usage: python3 bench/poisoning_data/fresh37.py [output]
Default output: fresh37.jsonl next to this file. Standard library only; the
output is deterministic.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import fresh37_a  # noqa: E402
import fresh37_b  # noqa: E402
import fresh37_c  # noqa: E402
import fresh37_d  # noqa: E402
import fresh37_e  # noqa: E402
import fresh37_f  # noqa: E402
import fresh37_g  # noqa: E402
from fresh37_lib import SPLIT, Catalog  # noqa: E402

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = (fresh37_a, fresh37_b, fresh37_c, fresh37_d, fresh37_e, fresh37_f, fresh37_g)
MAX_ADDED = 5
MIN_SERVERS = 40


def check(rows, cat):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert len(rows) == 70, len(rows)
    for family, code in FAMILIES.items():
        fam = sorted(r["id"] for r in rows if r["family"] == family)
        want = [f"f37{code}{i:02d}" for i in range(1, 11)]
        assert fam == want, (family, fam)
    added = 0
    for r in rows:
        assert r["split"] == SPLIT
        assert r["server"] in cat.servers, r["id"]
        d = r["definition"]
        for key in ("name", "description", "inputSchema"):
            assert key in d, (r["id"], key)
        if r["base"] is None:
            added += 1
            assert d["name"] not in cat.names, (r["id"], "added name clashes")
        else:
            assert cat.has(r["server"], r["base"]), (r["id"], "unknown base")
            assert d["name"] == r["base"], (r["id"], "name changed")
            assert d != cat.defs[(r["server"], r["base"])], (r["id"], "unchanged")
    assert added <= MAX_ADDED, added
    servers = {r["server"] for r in rows}
    assert len(servers) >= MIN_SERVERS, len(servers)


def build():
    cat = Catalog()
    rows = []
    for mod in MODULES:
        rows.extend(mod.rows(cat))
    rows.sort(key=lambda r: r["id"])
    check(rows, cat)
    return rows


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "fresh37.jsonl")
    rows = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    servers = len({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows, {servers} servers -> {out}")


if __name__ == "__main__":
    main(sys.argv)
