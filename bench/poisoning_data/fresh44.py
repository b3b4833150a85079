"""Build bench/poisoning_data/fresh44.jsonl: 70 poisoned MCP tool definitions (split fresh44).

Usage: python3 bench/poisoning_data/fresh44.py [output]

Standard library only and deterministic: running it twice gives byte-identical output.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import fresh44_a  # noqa: E402
import fresh44_b  # noqa: E402
import fresh44_c  # noqa: E402
import fresh44_d  # noqa: E402
import fresh44_e  # noqa: E402
import fresh44_f  # noqa: E402
import fresh44_g  # noqa: E402
from fresh44_lib import SPLIT, all_names, tools  # noqa: E402

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
PER_FAMILY = 10
MAX_ADDED = 5
MIN_SERVERS = 40
ID_RE = re.compile(r"^f44(tp|sh|rp|lj|fs|iv|pp)(\d\d)$")


def collect():
    rows = []
    for module in (fresh44_a, fresh44_b, fresh44_c, fresh44_d, fresh44_e, fresh44_f, fresh44_g):
        rows.extend(module.ROWS)
    return sorted(rows, key=lambda r: r["id"])


def check(rows):
    real = tools()
    names = all_names()
    servers = {server for (server, _name) in real}
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    counts = dict.fromkeys(FAMILIES.values(), 0)
    added = 0
    for r in rows:
        m = ID_RE.match(r["id"])
        assert m, f"bad id {r['id']}"
        assert 1 <= int(m.group(2)) <= PER_FAMILY, f"bad number {r['id']}"
        assert r["family"] == FAMILIES[m.group(1)], f"family mismatch {r['id']}"
        assert r["split"] == SPLIT, r["id"]
        assert r["server"] in servers, f"unknown server {r['server']}"
        counts[r["family"]] += 1
        d = r["definition"]
        for key in ("name", "description", "inputSchema"):
            assert key in d, f"{r['id']} lacks {key}"
        if r["base"] is None:
            added += 1
            assert d["name"] not in names, f"{r['id']} name clashes with a real tool"
        else:
            key = (r["server"], r["base"])
            assert key in real, f"{r['id']} base not found: {key}"
            assert d["name"] == r["base"], f"{r['id']} renamed its base"
            assert d != real[key], f"{r['id']} is identical to its base"
    assert all(n == PER_FAMILY for n in counts.values()), counts
    assert added <= MAX_ADDED, f"{added} added tools"
    used = {r["server"] for r in rows}
    assert len(used) >= MIN_SERVERS, f"only {len(used)} servers"
    return used


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "fresh44.jsonl")
    rows = collect()
    used = check(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows from {len(used)} servers to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
