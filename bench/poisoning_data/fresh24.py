"""Build fresh24.jsonl, a blind set of 70 poisoned MCP tool definitions.

Run: python bench/poisoning_data/fresh24.py
Deterministic and stdlib-only. Rows come from the fresh24_a .. fresh24_g modules.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh24_a
import fresh24_b
import fresh24_c
import fresh24_d
import fresh24_e
import fresh24_f
import fresh24_g
from fresh24_lib import FAMILIES, HERE, SPLIT, Kit, load_tools

OUT = HERE / "fresh24.jsonl"
MODULES = [fresh24_a, fresh24_b, fresh24_c, fresh24_d, fresh24_e, fresh24_f, fresh24_g]
ID_RE = re.compile(r"^f24(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def build(tools):
    kit = Kit(tools)
    rows = []
    for mod in MODULES:
        rows.extend(mod.rows(kit))
    return sorted(rows, key=lambda r: r["id"])


def check_row(r, tools, servers, names):
    m = ID_RE.match(r["id"])
    assert m, r["id"]
    assert r["family"] == FAMILIES[m.group(1)], r["id"]
    assert r["split"] == SPLIT, r["id"]
    assert r["server"] in servers, r["id"]
    d = r["definition"]
    assert isinstance(d.get("description"), str) and d.get("inputSchema"), r["id"]
    if r["base"] is None:
        assert d["name"] not in names, f"{r['id']}: added name clashes with a real tool"
    else:
        real = tools.get((r["server"], r["base"]))
        assert real is not None, f"{r['id']}: base not found on server"
        assert d["name"] == r["base"], r["id"]
        assert d != real, f"{r['id']}: definition unchanged"


def check(rows, tools):
    servers = {s for s, _ in tools}
    names = {n for _, n in tools}
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == 70, "ids must be 70 and unique"
    per_family = Counter(r["family"] for r in rows)
    assert all(per_family[f] == 10 for f in FAMILIES.values()), per_family
    added = [r["definition"]["name"] for r in rows if r["base"] is None]
    assert len(added) == len(set(added)), "added names must be unique"
    for r in rows:
        check_row(r, tools, servers, names)
    return per_family


def main():
    tools = load_tools()
    rows = build(tools)
    per_family = check(rows, tools)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{k}={v}" for k, v in sorted(per_family.items())))


if __name__ == "__main__":
    main()
