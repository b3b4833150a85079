"""Generate bench/poisoning_data/benign12.jsonl: 24 invented, benign MCP servers x 10 tools.

Stdlib only and deterministic. Run from anywhere:

    python3 bench/poisoning_data/benign12.py

The data lives in benign12_a.py .. benign12_h.py (three servers each); this file
only validates it against bench/retrieval_data/tools.jsonl and writes the rows.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign12_a  # noqa: E402
import benign12_b  # noqa: E402
import benign12_c  # noqa: E402
import benign12_d  # noqa: E402
import benign12_e  # noqa: E402
import benign12_f  # noqa: E402
import benign12_g  # noqa: E402
import benign12_h  # noqa: E402

SPLIT = "benign12"
MODULES = [benign12_a, benign12_b, benign12_c, benign12_d, benign12_e, benign12_f, benign12_g, benign12_h]
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "benign12.jsonl"
N_SERVERS = 24
N_TOOLS = 10


def known() -> tuple[set[str], set[str]]:
    """Server keys and tool names already present in tools.jsonl."""
    servers: set[str] = set()
    names: set[str] = set()
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["definition"]["name"])
    return servers, names


def build() -> list[dict]:
    taken_servers, taken_names = known()
    servers: dict[str, list[dict]] = {}
    for mod in MODULES:
        for key, defs in mod.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = defs
    if len(servers) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(servers)}")
    rows = []
    for key, defs in servers.items():
        if not key.startswith("b12-"):
            raise SystemExit(f"server key must start with b12-: {key}")
        if key in taken_servers:
            raise SystemExit(f"server already in tools.jsonl: {key}")
        if len(defs) != N_TOOLS:
            raise SystemExit(f"{key}: expected {N_TOOLS} tools, got {len(defs)}")
        local = set()
        for i, definition in enumerate(defs, 1):
            name = definition["name"]
            if name in taken_names:
                raise SystemExit(f"{key}: tool name already in tools.jsonl: {name}")
            if name in local:
                raise SystemExit(f"{key}: duplicate tool name {name}")
            local.add(name)
            for field in ("name", "description", "inputSchema"):
                if field not in definition:
                    raise SystemExit(f"{key}/{name}: missing {field}")
            rows.append({"definition": definition, "id": f"{key}-{i:02d}", "server": key, "split": SPLIT})
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    rows.sort(key=lambda r: r["id"])
    return rows


def main() -> None:
    rows = build()
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows for {len({r['server'] for r in rows})} servers to {OUT}")


if __name__ == "__main__":
    main()
