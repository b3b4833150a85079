"""Generate bench/poisoning_data/benign15.jsonl: 240 benign MCP tool definitions (24 servers x 10 tools).

Usage: python3 bench/poisoning_data/benign15.py [output]

Standard library only. The output is deterministic: rows are sorted by id and written with sorted keys.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign15_a  # noqa: E402
import benign15_b  # noqa: E402
import benign15_c  # noqa: E402
import benign15_d  # noqa: E402
import benign15_e  # noqa: E402
import benign15_f  # noqa: E402
import benign15_g  # noqa: E402
import benign15_h  # noqa: E402
import benign15_i  # noqa: E402
import benign15_j  # noqa: E402
import benign15_k  # noqa: E402
import benign15_l  # noqa: E402

SPLIT = "benign15"
MODULES = [
    benign15_a,
    benign15_b,
    benign15_c,
    benign15_d,
    benign15_e,
    benign15_f,
    benign15_g,
    benign15_h,
    benign15_i,
    benign15_j,
    benign15_k,
    benign15_l,
]
TOOLS_FILE = HERE.parent / "retrieval_data" / "tools.jsonl"


def known_names():
    """Server keys and tool names already used in the retrieval catalogue."""
    servers, tools = set(), set()
    with open(TOOLS_FILE, encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            row = json.loads(line)
            servers.add(row.get("server"))
            tools.add(row.get("name"))
            tools.add(row["definition"].get("name"))
    return servers, tools


def build_rows():
    servers = {}
    for module in MODULES:
        for key, definitions in module.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = definitions
    old_servers, old_tools = known_names()
    if len(servers) != 24:
        raise SystemExit(f"expected 24 servers, got {len(servers)}")
    rows, seen_names, seen_ids = [], set(), set()
    for key, definitions in servers.items():
        if not key.startswith("b15-"):
            raise SystemExit(f"server key must start with b15-: {key}")
        if key in old_servers:
            raise SystemExit(f"server key already in tools.jsonl: {key}")
        if len(definitions) != 10:
            raise SystemExit(f"{key}: expected 10 tools, got {len(definitions)}")
        for number, definition in enumerate(definitions, start=1):
            name = definition["name"]
            if name in old_tools:
                raise SystemExit(f"tool name already in tools.jsonl: {name}")
            if name in seen_names:
                raise SystemExit(f"tool name repeated: {name}")
            seen_names.add(name)
            if not definition.get("description") or definition["inputSchema"].get("type") != "object":
                raise SystemExit(f"incomplete definition: {name}")
            row_id = f"{key}-{number:02d}"
            if row_id in seen_ids:
                raise SystemExit(f"duplicate id {row_id}")
            seen_ids.add(row_id)
            rows.append({"definition": definition, "id": row_id, "server": key, "split": SPLIT})
    rows.sort(key=lambda row: row["id"])
    return rows


def main(argv):
    output = Path(argv[1]) if len(argv) > 1 else HERE / "benign15.jsonl"
    rows = build_rows()
    with open(output, "w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {output}")


if __name__ == "__main__":
    main(sys.argv)
