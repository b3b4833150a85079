"""Build bench/poisoning_data/fresh47.jsonl: 70 blind poisoned MCP tool definitions.

Usage: python3 bench/poisoning_data/fresh47.py [output]
Standard library only; the output is deterministic.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh47_a
import fresh47_b
import fresh47_c
import fresh47_d
import fresh47_e
import fresh47_f
import fresh47_g
from fresh47_lib import check

MODULES = (fresh47_a, fresh47_b, fresh47_c, fresh47_d, fresh47_e, fresh47_f, fresh47_g)


def build():
    rows = []
    for module in MODULES:
        rows.extend(module.rows())
    rows.sort(key=lambda r: r["id"])
    check(rows)
    return rows


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent / "fresh47.jsonl"
    rows = build()
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    servers = sorted({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows, {len(servers)} servers -> {out}")


if __name__ == "__main__":
    main(sys.argv)
