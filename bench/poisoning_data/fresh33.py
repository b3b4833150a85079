"""Generate bench/poisoning_data/fresh33.jsonl: 70 poisoned MCP tool definitions, ten per family.

Usage: python3 bench/poisoning_data/fresh33.py [output_path]
Standard library only; the output is deterministic.
"""

import os
import sys

import fresh33_a
import fresh33_b
import fresh33_c
import fresh33_d
from fresh33_lib import HERE, build_rows, check_rows, load_tools, write_rows


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "fresh33.jsonl")
    tools = load_tools()
    specs = fresh33_a.ROWS + fresh33_b.ROWS + fresh33_c.ROWS + fresh33_d.ROWS
    rows = build_rows(specs, tools)
    counts = check_rows(rows, tools)
    write_rows(rows, out)
    servers = len({r["server"] for r in rows})
    added = sum(1 for r in rows if r["base"] is None)
    summary = ", ".join(f"{k}={v}" for k, v in sorted(counts.items()))
    print(f"wrote {len(rows)} rows to {out} ({summary}; {servers} servers; {added} added tools)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
