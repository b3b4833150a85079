"""Generate fresh31.jsonl: 70 poisoned MCP tool definitions, ten per family, written blind.

Usage: python3 bench/poisoning_data/fresh31.py [--out PATH]
Stdlib only and deterministic; rows are written sorted by id.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import fresh31_a
import fresh31_b
import fresh31_c
import fresh31_d
import fresh31_e
import fresh31_f
import fresh31_g
import fresh31_lib

MODULES = (fresh31_a, fresh31_b, fresh31_c, fresh31_d, fresh31_e, fresh31_f, fresh31_g)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(fresh31_lib.HERE, "fresh31.jsonl"))
    args = parser.parse_args(argv)

    specs = [spec for module in MODULES for spec in module.SPECS]
    tools = fresh31_lib.load_tools()
    rows = fresh31_lib.build_rows(specs, tools)
    per_family, servers = fresh31_lib.check_rows(rows)
    fresh31_lib.dump_rows(rows, args.out)

    new = sum(1 for r in rows if r["base"] is None)
    print(f"wrote {len(rows)} rows to {args.out}")
    print("per family: " + ", ".join(f"{k}={v}" for k, v in sorted(per_family.items())))
    print(f"servers: {len(servers)}, added tools: {new}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
