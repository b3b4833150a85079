"""Build the fresh50 set of poisoned MCP tool definitions.

Usage: python3 bench/poisoning_data/fresh50.py [output]
The default output is fresh50.jsonl beside this file. The script uses the standard library only and is
deterministic: the same inputs give byte-identical output.
"""

import json
import sys
from pathlib import Path

import fresh50_a
import fresh50_b
import fresh50_c
import fresh50_d
import fresh50_e
import fresh50_f
import fresh50_g
from fresh50_lib import build, check, load_tools

MODULES = (fresh50_a, fresh50_b, fresh50_c, fresh50_d, fresh50_e, fresh50_f, fresh50_g)


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).with_name("fresh50.jsonl")
    specs = [spec for mod in MODULES for spec in mod.ROWS]
    tools = load_tools()
    rows = build(specs, tools)
    n_servers = check(rows, specs, tools)
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows from {n_servers} servers to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
