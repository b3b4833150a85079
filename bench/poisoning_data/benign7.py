"""Generate benign7.jsonl: 240 everyday benign MCP tool definitions from 24 fictional servers.

The set was written blind (without looking at the detector, its tests or the other poisoning data)
to measure false positives. Stdlib only and deterministic: running it twice gives identical bytes.

Usage: python bench/poisoning_data/benign7.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import benign7_a
import benign7_b
import benign7_c
import benign7_d
import benign7_e
import benign7_f
import benign7_g
import benign7_h
import benign7_i
import benign7_j
import benign7_k
import benign7_l
import benign7_m

HERE = Path(__file__).resolve().parent
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "benign7.jsonl"
MODULES = (
    benign7_a,
    benign7_b,
    benign7_c,
    benign7_d,
    benign7_e,
    benign7_f,
    benign7_g,
    benign7_h,
    benign7_i,
    benign7_j,
    benign7_k,
    benign7_l,
    benign7_m,
)
EXPECTED_SERVERS = 24
TOOLS_PER_SERVER = 10


def known_names() -> tuple[set[str], set[str]]:
    servers: set[str] = set()
    tools: set[str] = set()
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                tools.add(row["name"])
                tools.add(row["definition"]["name"])
    return servers, tools


def collect() -> dict[str, list[dict]]:
    servers: dict[str, list[dict]] = {}
    for module in MODULES:
        for key, tools in module.SERVERS.items():
            if key in servers:
                raise SystemExit(f"server {key} defined twice")
            servers[key] = tools
    return servers


def build() -> list[dict]:
    real_servers, real_tools = known_names()
    servers = collect()
    problems = []
    if len(servers) != EXPECTED_SERVERS:
        problems.append(f"expected {EXPECTED_SERVERS} servers, got {len(servers)}")
    rows = []
    for key, tools in servers.items():
        if not key.startswith("b7-"):
            problems.append(f"{key}: server key must start with b7-")
        if key in real_servers:
            problems.append(f"{key}: collides with a tools.jsonl server")
        if len(tools) != TOOLS_PER_SERVER:
            problems.append(f"{key}: {len(tools)} tools, expected {TOOLS_PER_SERVER}")
        names = [tool["name"] for tool in tools]
        if len(set(names)) != len(names):
            problems.append(f"{key}: duplicate tool names")
        for nn, tool in enumerate(tools, start=1):
            if tool["name"] in real_tools:
                problems.append(f"{key}: tool {tool['name']} collides with a tools.jsonl tool")
            for field in ("name", "description", "inputSchema"):
                if field not in tool:
                    problems.append(f"{key}: tool {nn} lacks {field}")
            rows.append({"definition": tool, "id": f"{key}-{nn:02d}", "server": key, "split": "benign7"})
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    if problems:
        raise SystemExit("\n".join(problems))
    rows.sort(key=lambda row: row["id"])
    return rows


def main() -> int:
    rows = build()
    text = "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    print(f"wrote {len(rows)} rows from {len({row['server'] for row in rows})} servers to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
