"""Build fresh27.jsonl, a blind set of 70 poisoned MCP tool definitions.

Deterministic and stdlib-only. Run: python3 bench/poisoning_data/fresh27.py
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import fresh27_a  # noqa: E402
import fresh27_b  # noqa: E402
import fresh27_c  # noqa: E402
import fresh27_d  # noqa: E402
from fresh27_lib import SPLIT, tools  # noqa: E402

OUT = HERE / "fresh27.jsonl"
FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
ID_RE = re.compile(r"^f27(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def check(rows: list[dict]) -> None:
    table = tools()
    servers = {server for server, _ in table}
    real_names = {name for _, name in table}
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == 70, "ids must be unique and 70 in all"
    counts: Counter[str] = Counter()
    for r in rows:
        assert set(r) == {"base", "definition", "family", "id", "server", "split"}, r["id"]
        m = ID_RE.match(r["id"])
        assert m, f"bad id {r['id']}"
        assert FAMILIES[m.group(1)] == r["family"], r["id"]
        assert r["split"] == SPLIT, r["id"]
        assert r["server"] in servers, r["id"]
        defn = r["definition"]
        assert isinstance(defn.get("name"), str) and isinstance(defn.get("description"), str), r["id"]
        assert isinstance(defn.get("inputSchema"), dict), r["id"]
        if r["base"] is None:
            assert defn["name"] not in real_names, f"{r['id']}: added name clashes with a real tool"
            assert (r["server"], defn["name"]) not in table, r["id"]
        else:
            key = (r["server"], r["base"])
            assert key in table, f"{r['id']}: base not found"
            assert defn != table[key], f"{r['id']}: definition unchanged"
        counts[r["family"]] += 1
    for family in FAMILIES.values():
        assert counts[family] == 10, f"{family}: {counts[family]} rows"


def main() -> int:
    rows = fresh27_a.build() + fresh27_b.build() + fresh27_c.build() + fresh27_d.build()
    rows.sort(key=lambda r: r["id"])
    check(rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    fams = Counter(r["family"] for r in rows)
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{k}={v}" for k, v in sorted(fams.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
