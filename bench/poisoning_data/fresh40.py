"""Build bench/poisoning_data/fresh40.jsonl: 70 poisoned MCP tool definitions.

Usage: python3 bench/poisoning_data/fresh40.py [output]

Standard library only and deterministic: two runs give byte-identical output.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import fresh40_a  # noqa: E402
import fresh40_b  # noqa: E402
import fresh40_c  # noqa: E402
import fresh40_d  # noqa: E402
import fresh40_e  # noqa: E402
import fresh40_f  # noqa: E402
import fresh40_g  # noqa: E402
from fresh40_lib import SPLIT, all_names, tools  # noqa: E402

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = [fresh40_a, fresh40_b, fresh40_c, fresh40_d, fresh40_e, fresh40_f, fresh40_g]
MAX_ADDED = 5
MIN_SERVERS = 40


def build():
    rows = []
    for mod in MODULES:
        rows.extend(mod.rows())
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows):
    real = tools()
    names = all_names()
    servers = {server for (server, _name) in real}
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert len(rows) == 70, f"expected 70 rows, got {len(rows)}"
    counts = dict.fromkeys(FAMILIES, 0)
    added = 0
    for r in rows:
        fam = r["family"]
        assert fam in FAMILIES, r["id"]
        assert re.fullmatch(r"f40" + FAMILIES[fam] + r"(0[1-9]|10)", r["id"]), r["id"]
        counts[fam] += 1
        assert r["split"] == SPLIT, r["id"]
        assert r["server"] in servers, r["id"]
        d = r["definition"]
        for key in ("name", "description", "inputSchema"):
            assert key in d, (r["id"], key)
        if r["base"] is None:
            added += 1
            assert d["name"] not in names, (r["id"], "added name clashes with a real tool")
        else:
            key = (r["server"], r["base"])
            assert key in real, (r["id"], "base not found for server")
            assert d["name"] == r["base"], (r["id"], "name must be kept")
            assert d != real[key], (r["id"], "definition equals its base")
    assert all(n == 10 for n in counts.values()), counts
    assert added <= MAX_ADDED, added
    used = {r["server"] for r in rows}
    assert len(used) >= MIN_SERVERS, len(used)
    return counts, added, len(used)


def main(argv):
    out_path = argv[1] if len(argv) > 1 else os.path.join(HERE, "fresh40.jsonl")
    rows = build()
    _counts, added, n_servers = check(rows)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out_path} ({n_servers} servers, {added} added tools)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
