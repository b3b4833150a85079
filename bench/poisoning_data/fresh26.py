"""Build fresh26.jsonl, a blind set of 70 poisoned MCP tool definitions.

Deterministic and stdlib-only. Run: python3 bench/poisoning_data/fresh26.py
The rows live in fresh26_a.py .. fresh26_g.py (one family each); helpers in fresh26_lib.py.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh26_a
import fresh26_b
import fresh26_c
import fresh26_d
import fresh26_e
import fresh26_f
import fresh26_g
from fresh26_lib import HERE, SPLIT, load_tools

OUT = HERE / "fresh26.jsonl"
PREFIX = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = (fresh26_a, fresh26_b, fresh26_c, fresh26_d, fresh26_e, fresh26_f, fresh26_g)


def build(tools):
    rows = []
    for mod in MODULES:
        rows.extend(mod.rows(tools))
    return sorted(rows, key=lambda r: r["id"])


def check_ids(rows):
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    for r in rows:
        pre = PREFIX[r["family"]]
        if not re.fullmatch(rf"f26{pre}(0[1-9]|10)", r["id"]):
            raise SystemExit(f"bad id {r['id']} for family {r['family']}")
        if r["split"] != SPLIT:
            raise SystemExit(f"bad split in {r['id']}")
    counts = Counter(r["family"] for r in rows)
    if set(counts) != set(PREFIX) or any(n != 10 for n in counts.values()):
        raise SystemExit(f"family counts wrong: {dict(counts)}")


def check_bases(rows, tools):
    servers = {s for s, _ in tools}
    real_names = {n for _, n in tools}
    for r in rows:
        server, name = r["server"], r["definition"]["name"]
        if server not in servers:
            raise SystemExit(f"{r['id']}: unknown server {server}")
        if r["base"] is None:
            if name in real_names:
                raise SystemExit(f"{r['id']}: added tool {name} clashes with a real tool")
            continue
        if r["base"] != name or (server, name) not in tools:
            raise SystemExit(f"{r['id']}: base {r['base']} not a real tool on {server}")
        if tools[(server, name)] == r["definition"]:
            raise SystemExit(f"{r['id']}: definition unchanged")


def main():
    tools = load_tools()
    rows = build(tools)
    check_ids(rows)
    check_bases(rows, tools)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
