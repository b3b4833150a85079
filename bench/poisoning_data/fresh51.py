"""Build the fresh51 poisoned tool set (70 rows, 10 per attack family).

Usage: python3 bench/poisoning_data/fresh51.py [output]
Default output: fresh51.jsonl beside this file. Standard library only; output is deterministic.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh51_a
import fresh51_b
import fresh51_c
import fresh51_d
import fresh51_e
import fresh51_f
import fresh51_g
from fresh51_lib import build, check, load_tools

MODULES = (fresh51_a, fresh51_b, fresh51_c, fresh51_d, fresh51_e, fresh51_f, fresh51_g)


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent / "fresh51.jsonl"
    specs = [spec for mod in MODULES for spec in mod.ROWS]
    tools = load_tools()
    rows = build(specs, tools)
    stats = check(rows, specs, tools)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {stats['rows']} rows ({stats['servers']} servers, {stats['added']} added tools) to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
