"""Build bench/poisoning_data/fresh48.jsonl: 70 poisoned MCP tool definitions (split "fresh48").

Usage: python3 bench/poisoning_data/fresh48.py [output]

Standard library only and deterministic: the same input gives byte-identical output.
"""

import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import fresh48_a  # noqa: E402
import fresh48_b  # noqa: E402
import fresh48_c  # noqa: E402
import fresh48_d  # noqa: E402
import fresh48_e  # noqa: E402
import fresh48_f  # noqa: E402
import fresh48_g  # noqa: E402
import fresh48_lib as lib  # noqa: E402

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MIN_SERVERS = 40
MAX_ADDED = 5


def collect():
    rows = []
    for mod in (fresh48_a, fresh48_b, fresh48_c, fresh48_d, fresh48_e, fresh48_f, fresh48_g):
        rows.extend(mod.ROWS)
    return sorted(rows, key=lambda r: r["id"])


def check(rows):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    counts = Counter(r["family"] for r in rows)
    assert set(counts) == set(FAMILIES), f"families: {sorted(counts)}"
    for fam, n in counts.items():
        assert n == 10, f"{fam} has {n} rows"
    added_names = []
    for r in rows:
        code = FAMILIES[r["family"]]
        assert re.fullmatch(rf"f48{code}(0[1-9]|10)", r["id"]), f"bad id {r['id']}"
        assert r["split"] == lib.SPLIT
        assert r["server"] in lib.SERVERS, f"unknown server {r['server']}"
        d = r["definition"]
        for key in ("name", "description", "inputSchema"):
            assert key in d, f"{r['id']} lacks {key}"
        if r["base"] is None:
            assert d["name"] not in lib.ALL_NAMES, f"{r['id']}: added name {d['name']} clashes"
            added_names.append(d["name"])
        else:
            assert (r["server"], r["base"]) in lib.TOOLS, f"{r['id']}: no base {r['base']}"
            assert d["name"] == r["base"], f"{r['id']}: name changed"
            assert d != lib.TOOLS[(r["server"], r["base"])], f"{r['id']}: unchanged"
    assert len(added_names) <= MAX_ADDED, "too many added tools"
    assert len(added_names) == len(set(added_names)), "added names repeat"
    servers = {r["server"] for r in rows}
    assert len(servers) >= MIN_SERVERS, f"only {len(servers)} servers"
    return servers


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "fresh48.jsonl")
    rows = collect()
    servers = check(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows from {len(servers)} servers to {out}")


if __name__ == "__main__":
    main(sys.argv)
