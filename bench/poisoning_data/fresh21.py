"""Build fresh21.jsonl, a blind set of 70 poisoned MCP tool definitions.

Run: python bench/poisoning_data/fresh21.py
Deterministic and stdlib only. Real definitions are read from ../retrieval_data/tools.jsonl at run time.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh21_a
import fresh21_b
import fresh21_c
import fresh21_d
import fresh21_e
import fresh21_f
import fresh21_g
from fresh21_lib import HERE, SPLIT, load_tools

OUT_PATH = HERE / "fresh21.jsonl"
MODULES = [fresh21_a, fresh21_b, fresh21_c, fresh21_d, fresh21_e, fresh21_f, fresh21_g]
PREFIX = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
ID_RE = re.compile(r"^f21(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")
PER_FAMILY = 10


def build_rows(tools):
    rows = []
    for module in MODULES:
        rows.extend(module.rows(tools))
    return sorted(rows, key=lambda r: r["id"])


def check_ids(rows):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for row in rows:
        m = ID_RE.match(row["id"])
        assert m, f"bad id {row['id']}"
        assert PREFIX[m.group(1)] == row["family"], f"family mismatch {row['id']}"
        assert row["split"] == SPLIT, row["id"]
    counts = Counter(r["family"] for r in rows)
    assert sorted(counts) == sorted(PREFIX.values()), counts
    assert all(n == PER_FAMILY for n in counts.values()), counts
    return counts


def check_bases(rows, tools):
    servers = {server for server, _ in tools}
    real_names = {name for _, name in tools}
    for row in rows:
        rid, server, base, defn = row["id"], row["server"], row["base"], row["definition"]
        assert server in servers, f"{rid}: unknown server {server}"
        assert isinstance(defn.get("name"), str) and defn["name"], f"{rid}: no name"
        if base is None:
            assert defn["name"] not in real_names, f"{rid}: added name clashes {defn['name']}"
            continue
        assert (server, base) in tools, f"{rid}: base {base} not on {server}"
        assert defn["name"] == base, f"{rid}: name differs from base"
        assert defn != tools[(server, base)], f"{rid}: definition unchanged"


def render(rows):
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)


def main():
    tools = load_tools()
    rows = build_rows(tools)
    counts = check_ids(rows)
    check_bases(rows, tools)
    OUT_PATH.write_text(render(rows), encoding="utf-8", newline="\n")
    for family in PREFIX.values():
        print(f"{family}: {counts[family]}")
    print(f"total: {len(rows)} -> {OUT_PATH.name}")


if __name__ == "__main__":
    main()
