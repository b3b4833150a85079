"""Build the fresh49 poisoned tool set (70 rows, 7 families).

Usage: python3 bench/poisoning_data/fresh49.py [output]
Standard library only; output is deterministic.
"""

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh49_a
import fresh49_b
import fresh49_c
import fresh49_d
import fresh49_e
import fresh49_f
import fresh49_g
import fresh49_lib as lib

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = [fresh49_a, fresh49_b, fresh49_c, fresh49_d, fresh49_e, fresh49_f, fresh49_g]


def build():
    rows = []
    for mod in MODULES:
        rows.extend(mod.rows())
    return sorted(rows, key=lambda r: r["id"])


def check(rows):
    idx = lib.index()
    names = lib.all_names()
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == 70, "need 70 unique ids"
    servers = {s for (s, _n) in idx}
    added = 0
    for fam, code in FAMILIES.items():
        fam_rows = [r for r in rows if r["family"] == fam]
        assert len(fam_rows) == 10, (fam, len(fam_rows))
        want = {f"f49{code}{i:02d}" for i in range(1, 11)}
        assert {r["id"] for r in fam_rows} == want, fam
    for r in rows:
        assert set(r) == {"base", "definition", "family", "id", "server", "split"}, r["id"]
        assert r["split"] == "fresh49"
        assert re.fullmatch(r"f49(tp|sh|rp|lj|fs|iv|pp)\d\d", r["id"])
        assert r["server"] in servers, r["id"]
        d = r["definition"]
        assert d.get("name") and isinstance(d.get("description"), str) and "inputSchema" in d, r["id"]
        if r["base"] is None:
            added += 1
            assert d["name"] not in names, (r["id"], d["name"])
        else:
            key = (r["server"], r["base"])
            assert key in idx, r["id"]
            assert d["name"] == r["base"], r["id"]
            assert d != idx[key], f"{r['id']} does not differ from its base"
    assert added <= 5, added
    used = {r["server"] for r in rows}
    assert len(used) >= 40, len(used)
    return len(used), added


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent / "fresh49.jsonl"
    rows = build()
    n_servers, n_added = check(rows)
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    out.write_bytes(text.encode("utf-8"))
    print(f"wrote {len(rows)} rows, {n_servers} servers, {n_added} added tools -> {out}")


if __name__ == "__main__":
    main(sys.argv)
