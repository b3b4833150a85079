"""Generate bench/poisoning_data/fresh36.jsonl (70 poisoned MCP tool definitions, written blind).

Usage: python3 bench/poisoning_data/fresh36.py [output_path]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh36_a
import fresh36_b
import fresh36_c
import fresh36_d
import fresh36_e
import fresh36_f
import fresh36_g
from fresh36_lib import HERE, check

MODULES = (fresh36_a, fresh36_b, fresh36_c, fresh36_d, fresh36_e, fresh36_f, fresh36_g)


def build() -> list[dict]:
    rows: list[dict] = []
    for mod in MODULES:
        rows.extend(mod.rows())
    check(rows)
    return sorted(rows, key=lambda r: r["id"])


def main(argv: list[str]) -> int:
    out_path = Path(argv[1]) if len(argv) > 1 else HERE / "fresh36.jsonl"
    rows = build()
    with out_path.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out_path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
