"""Build fresh25.jsonl, a blind set of 70 poisoned MCP tool definitions.

Run: python3 bench/poisoning_data/fresh25.py
Stdlib only and deterministic; the rows live in fresh25_a.py .. fresh25_g.py.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh25_a
import fresh25_b
import fresh25_c
import fresh25_d
import fresh25_e
import fresh25_f
import fresh25_g
from fresh25_lib import HERE, SPLIT, Tools

OUT = HERE / "fresh25.jsonl"
FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = (fresh25_a, fresh25_b, fresh25_c, fresh25_d, fresh25_e, fresh25_f, fresh25_g)
KEYS = {"base", "definition", "family", "id", "server", "split"}


def build(tools):
    rows = []
    for mod in MODULES:
        rows.extend(mod.rows(tools))
    return sorted(rows, key=lambda r: r["id"])


def check_row(r, tools, servers, real_names):
    assert set(r) == KEYS, r["id"]
    assert r["split"] == SPLIT, r["id"]
    code = FAMILIES[r["family"]]
    assert re.fullmatch(rf"f25{code}(0[1-9]|10)", r["id"]), r["id"]
    assert r["server"] in servers, r["id"]
    d = r["definition"]
    assert d.get("name") and "inputSchema" in d, r["id"]
    if r["base"] is None:
        assert d["name"] not in real_names, f"{r['id']}: added name clashes"
    else:
        orig = tools.original(r["server"], r["base"])
        assert orig is not None, f"{r['id']}: unknown base"
        assert d["name"] == r["base"], r["id"]
        assert d != orig, f"{r['id']}: definition unchanged"


def check(rows, tools):
    servers = {s for s, _ in tools.table}
    real_names = tools.names()
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == 70, "ids must be 70 and unique"
    counts = Counter(r["family"] for r in rows)
    assert counts == dict.fromkeys(FAMILIES, 10), counts
    for r in rows:
        check_row(r, tools, servers, real_names)
    return counts


def main():
    tools = Tools()
    rows = build(tools)
    counts = check(rows, tools)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
