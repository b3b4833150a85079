"""Generate bench/poisoning_data/benign19.jsonl: 240 benign MCP tool definitions.

Usage: python3 bench/poisoning_data/benign19.py [output]

Stdlib only and deterministic. Data lives in benign19_a.py ... benign19_l.py
(two invented servers per module, ten tools per server).
"""

import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MODULES = "abcdefghijkl"
SPLIT = "benign19"
PREFIX = "b19-"


def load_servers():
    servers = {}
    for letter in MODULES:
        mod = importlib.import_module(f"benign19_{letter}")
        for key, tools in mod.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = tools
    return servers


def known_tools():
    path = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")
    names, servers = set(), set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row.get("server"))
                names.add(row.get("name") or row["definition"].get("name"))
    return names, servers


def build_rows():
    servers = load_servers()
    names, known_servers = known_tools()
    if len(servers) != 24:
        raise SystemExit(f"expected 24 servers, got {len(servers)}")
    rows, seen_names, seen_ids = [], set(), set()
    for key, tools in servers.items():
        if not key.startswith(PREFIX) or key in known_servers:
            raise SystemExit(f"bad server key {key}")
        if len(tools) != 10:
            raise SystemExit(f"{key}: expected 10 tools, got {len(tools)}")
        short = key[len(PREFIX) :]
        for num, definition in enumerate(tools, 1):
            name = definition["name"]
            if name in names:
                raise SystemExit(f"{key}: tool name {name} exists in tools.jsonl")
            if name in seen_names:
                raise SystemExit(f"{key}: tool name {name} repeats")
            seen_names.add(name)
            for field in ("description", "inputSchema"):
                if field not in definition:
                    raise SystemExit(f"{name}: missing {field}")
            row_id = f"b19-{short}-{num:02d}"
            if row_id in seen_ids:
                raise SystemExit(f"duplicate id {row_id}")
            seen_ids.add(row_id)
            rows.append({"definition": definition, "id": row_id, "server": key, "split": SPLIT})
    rows.sort(key=lambda r: r["id"])
    return rows


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "benign19.jsonl")
    rows = build_rows()
    with open(out, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main(sys.argv)
