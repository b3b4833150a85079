"""Build bench/poisoning_data/fresh41.jsonl: 70 poisoned MCP tool definitions (split "fresh41").

Usage: python3 bench/poisoning_data/fresh41.py [output]

Each data module (fresh41_a .. fresh41_g) returns the ten rows of one family. Most rows are deep copies of
real definitions from ../retrieval_data/tools.jsonl with a payload planted in vendor-style documentation.
The output is sorted by id and written with sort_keys, so two runs give byte-identical files.
"""

import json
import sys
from pathlib import Path

import fresh41_a
import fresh41_b
import fresh41_c
import fresh41_d
import fresh41_e
import fresh41_f
import fresh41_g
from fresh41_lib import check

MODULES = [fresh41_a, fresh41_b, fresh41_c, fresh41_d, fresh41_e, fresh41_f, fresh41_g]


def build():
    rows = []
    for mod in MODULES:
        rows.extend(mod.rows())
    rows.sort(key=lambda r: r["id"])
    stats = check(rows)
    return rows, stats


def main(argv):
    out_path = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent / "fresh41.jsonl"
    rows, stats = build()
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    out_path.write_text(text, encoding="utf-8")
    print(f"wrote {stats['rows']} rows, {stats['servers']} servers, {stats['added']} added tools to {out_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
