"""Build fresh23.jsonl: a blind set of 70 poisoned MCP tool definitions.

Run: python3 bench/poisoning_data/fresh23.py
Stdlib only and deterministic. Row builders live in fresh23_a.py .. fresh23_g.py,
shared helpers in fresh23_lib.py. Real definitions come from
bench/retrieval_data/tools.jsonl at run time.
"""

import json
import re
from collections import Counter

import fresh23_a
import fresh23_b
import fresh23_c
import fresh23_d
import fresh23_e
import fresh23_f
import fresh23_g
from fresh23_lib import FAMILIES, HERE, SPLIT, tools

OUT = HERE / "fresh23.jsonl"
MODULES = [fresh23_a, fresh23_b, fresh23_c, fresh23_d, fresh23_e, fresh23_f, fresh23_g]
ID_RE = re.compile(r"^f23(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def build() -> list[dict]:
    rows = [make() for mod in MODULES for make in mod.ROWS]
    return sorted(rows, key=lambda r: r["id"])


def check_ids(rows: list[dict]) -> None:
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for r in rows:
        m = ID_RE.match(r["id"])
        assert m, f"bad id {r['id']}"
        assert r["family"] == FAMILIES[m.group(1)], f"family mismatch {r['id']}"
        assert r["split"] == SPLIT
    counts = Counter(r["family"] for r in rows)
    assert all(counts[f] == 10 for f in FAMILIES.values()), counts


def check_bases(rows: list[dict]) -> None:
    real = tools()
    all_names = {name for _, name in real}
    for r in rows:
        defn, base, server = r["definition"], r["base"], r["server"]
        assert any(s == server for s, _ in real), f"unknown server {server}"
        assert isinstance(defn.get("name"), str) and defn.get("inputSchema"), r["id"]
        if base is None:
            assert defn["name"] not in all_names, f"added tool clashes: {r['id']}"
        else:
            assert (server, base) in real, f"base missing: {r['id']}"
            assert defn["name"] == base, f"name changed: {r['id']}"
            assert defn != real[(server, base)], f"unchanged: {r['id']}"


def main() -> None:
    rows = build()
    check_ids(rows)
    check_bases(rows)
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    OUT.write_text(text, encoding="utf-8", newline="\n")
    counts = Counter(r["family"] for r in rows)
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
