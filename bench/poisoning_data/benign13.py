"""Generate bench/poisoning_data/benign13.jsonl: a blind benign set of MCP tool definitions.

24 invented servers x 10 tools. Stdlib only and deterministic.
Usage: python3 bench/poisoning_data/benign13.py [output_path]
"""

import json
import sys
from pathlib import Path

import benign13_a
import benign13_b
import benign13_c
import benign13_d
import benign13_e
import benign13_f
import benign13_g
import benign13_h
import benign13_i
import benign13_j
import benign13_k
import benign13_l

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "benign13.jsonl"
SPLIT = "benign13"
MODULES = [
    benign13_a,
    benign13_b,
    benign13_c,
    benign13_d,
    benign13_e,
    benign13_f,
    benign13_g,
    benign13_h,
    benign13_i,
    benign13_j,
    benign13_k,
    benign13_l,
]


def known_names():
    servers, names = set(), set()
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row.get("server"))
                names.add(row.get("name") or row["definition"].get("name"))
    return servers, names


def build_rows():
    servers = {}
    for module in MODULES:
        for key, tools in module.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = tools
    real_servers, real_names = known_names()
    if len(servers) != 24:
        raise SystemExit(f"expected 24 servers, got {len(servers)}")
    rows, seen_names = [], set()
    for key, tools in servers.items():
        if not key.startswith("b13-") or key in real_servers:
            raise SystemExit(f"bad server key {key}")
        if len(tools) != 10:
            raise SystemExit(f"{key}: expected 10 tools, got {len(tools)}")
        for nn, definition in enumerate(tools, start=1):
            name = definition["name"]
            if name in real_names or name in seen_names:
                raise SystemExit(f"{key}: tool name {name} clashes")
            seen_names.add(name)
            rows.append({"definition": definition, "id": f"{key}-{nn:02d}", "server": key, "split": SPLIT})
    rows.sort(key=lambda row: row["id"])
    if len({row["id"] for row in rows}) != len(rows):
        raise SystemExit("duplicate ids")
    return rows


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else OUT
    rows = build_rows()
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main(sys.argv)
