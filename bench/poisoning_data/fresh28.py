"""Generate fresh28.jsonl: a blind set of 70 poisoned MCP tool definitions.

Stdlib only and deterministic. Run: python bench/poisoning_data/fresh28.py
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh28_a
import fresh28_b
import fresh28_c
import fresh28_d
import fresh28_e
import fresh28_f
import fresh28_g
from fresh28_lib import FAMILIES, HERE, SPLIT, TOOLS

OUT = HERE / "fresh28.jsonl"
ID_RE = re.compile(r"^f28(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def collect():
    rows = []
    for mod in (fresh28_a, fresh28_b, fresh28_c, fresh28_d, fresh28_e, fresh28_f, fresh28_g):
        rows.extend(mod.build())
    return rows


def check(rows):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    real_names = {}
    for server, name in TOOLS:
        real_names.setdefault(server, set()).add(name)
    for r in rows:
        m = ID_RE.match(r["id"])
        assert m, r["id"]
        assert r["family"] == FAMILIES[m.group(1)], r["id"]
        assert r["split"] == SPLIT, r["id"]
        assert r["server"] in real_names, r["id"]
        d = r["definition"]
        assert isinstance(d.get("name"), str) and d["name"], r["id"]
        assert isinstance(d.get("description"), str), r["id"]
        assert isinstance(d.get("inputSchema"), dict), r["id"]
        if r["base"] is None:
            assert d["name"] not in real_names[r["server"]], f"{r['id']}: added name clashes"
        else:
            key = (r["server"], r["base"])
            assert key in TOOLS, f"{r['id']}: unknown base {key}"
            assert d["name"] == r["base"], r["id"]
            assert d != TOOLS[key], f"{r['id']}: definition unchanged"
    counts = Counter(r["family"] for r in rows)
    for fam in FAMILIES.values():
        assert counts[fam] == 10, (fam, counts[fam])
    assert len(rows) == 70
    return counts


def main():
    rows = sorted(collect(), key=lambda r: r["id"])
    counts = check(rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    for fam, n in sorted(counts.items()):
        print(f"{fam}: {n}")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
