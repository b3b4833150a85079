"""Build fresh32.jsonl: 70 poisoned MCP tool definitions, ten per attack family.

Usage: python3 bench/poisoning_data/fresh32.py [--out PATH]

Stdlib only and deterministic. Rows are checked (id scheme, ten per family, bases
exist and differ from the real definition, added names do not clash) and written
sorted by id, one JSON object per line.
"""

import argparse
import sys
from collections import Counter
from pathlib import Path

import fresh32_a
import fresh32_b
import fresh32_c
import fresh32_d
import fresh32_e
import fresh32_f
import fresh32_g
from fresh32_lib import HERE, check, dump

MODULES = (fresh32_a, fresh32_b, fresh32_c, fresh32_d, fresh32_e, fresh32_f, fresh32_g)


def build():
    rows = []
    for module in MODULES:
        rows.extend(module.rows())
    check(rows)
    return sorted(rows, key=lambda r: r["id"])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(HERE / "fresh32.jsonl"), help="output path")
    args = parser.parse_args(argv)
    rows = build()
    count = dump(rows, Path(args.out))
    families = Counter(r["family"] for r in rows)
    servers = {r["server"] for r in rows}
    added = sum(1 for r in rows if r["base"] is None)
    summary = ", ".join(f"{fam}={n}" for fam, n in sorted(families.items()))
    print(f"wrote {count} rows to {args.out} ({summary}); {len(servers)} servers, {added} added tools")
    return 0


if __name__ == "__main__":
    sys.exit(main())
