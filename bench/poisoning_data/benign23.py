"""Generate benign23.jsonl: 240 benign MCP tool definitions (24 invented servers x 10 tools).

Usage: python3 bench/poisoning_data/benign23.py [output]
The default output is benign23.jsonl beside this file. Standard library only; deterministic.
"""

import json
import sys
from pathlib import Path

import benign23_a
import benign23_b
import benign23_c
import benign23_d
import benign23_e
import benign23_f

HERE = Path(__file__).resolve().parent
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"
MODULES = (benign23_a, benign23_b, benign23_c, benign23_d, benign23_e, benign23_f)
SPLIT = "benign23"
N_SERVERS = 24
N_TOOLS = 10


def known_names():
    servers, tools = set(), set()
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                tools.add(row["definition"]["name"])
    return servers, tools


def build_rows():
    real_servers, real_tools = known_names()
    servers = {}
    for module in MODULES:
        for key, tools in module.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = tools
    if len(servers) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(servers)}")
    rows, seen_names, seen_ids = [], set(), set()
    for key in sorted(servers):
        if not key.startswith("b23-") or key in real_servers or key[4:] in real_servers:
            raise SystemExit(f"bad server key {key}")
        tools = servers[key]
        if len(tools) != N_TOOLS:
            raise SystemExit(f"{key}: expected {N_TOOLS} tools, got {len(tools)}")
        for num, definition in enumerate(tools, start=1):
            name = definition["name"]
            if name in seen_names or name in real_tools:
                raise SystemExit(f"tool name reused: {name}")
            if not definition.get("description") or definition.get("inputSchema", {}).get("type") != "object":
                raise SystemExit(f"incomplete definition: {name}")
            seen_names.add(name)
            row_id = f"{key}-{num:02d}"
            if row_id in seen_ids:
                raise SystemExit(f"duplicate id {row_id}")
            seen_ids.add(row_id)
            rows.append({"definition": definition, "id": row_id, "server": key, "split": SPLIT})
    rows.sort(key=lambda r: r["id"])
    if len(rows) != N_SERVERS * N_TOOLS:
        raise SystemExit(f"expected {N_SERVERS * N_TOOLS} rows, got {len(rows)}")
    return rows


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else HERE / "benign23.jsonl"
    rows = build_rows()
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main(sys.argv)
