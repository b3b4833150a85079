"""Build bench/poisoning_data/benign24.jsonl: a blind benign set of 240 MCP tool definitions.

24 invented servers x 10 tools, written without looking at the detector. Standard library only and
deterministic: running it twice produces byte-identical output.

Usage: python3 bench/poisoning_data/benign24.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import benign24_a
import benign24_b
import benign24_c
import benign24_d
import benign24_e
import benign24_f

HERE = Path(__file__).resolve().parent
OUT = HERE / "benign24.jsonl"
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
PREFIX = "b24-"
SPLIT = "benign24"
MODULES = (benign24_a, benign24_b, benign24_c, benign24_d, benign24_e, benign24_f)
REQUIRED_KEYS = {"name", "description", "inputSchema", "annotations"}


def fail(message: str) -> None:
    print(f"benign24: {message}", file=sys.stderr)
    raise SystemExit(1)


def known_names() -> tuple[set[str], set[str]]:
    servers: set[str] = set()
    tools: set[str] = set()
    with TOOLS.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                servers.add(str(row.get("server", "")).lower())
                tools.add(str(row.get("name", "")).lower())
                tools.add(str(row.get("definition", {}).get("name", "")).lower())
    return servers, tools


def build() -> list[dict]:
    servers: dict[str, list[dict]] = {}
    for module in MODULES:
        if len(module.SERVERS) != 4:
            fail(f"{module.__name__} must define 4 servers")
        for key, defs in module.SERVERS.items():
            if key in servers:
                fail(f"duplicate server {key}")
            servers[key] = defs
    if len(servers) != 24:
        fail(f"expected 24 servers, got {len(servers)}")

    seen_servers, seen_tools = known_names()
    names: set[str] = set()
    rows: list[dict] = []
    for key, defs in servers.items():
        if not key.startswith(PREFIX):
            fail(f"server {key} lacks prefix {PREFIX}")
        bare = key[len(PREFIX) :]
        if key.lower() in seen_servers or bare.lower() in seen_servers:
            fail(f"server {key} appears in tools.jsonl")
        if len(defs) != 10:
            fail(f"server {key} has {len(defs)} tools, expected 10")
        for number, definition in enumerate(defs, start=1):
            missing = REQUIRED_KEYS - definition.keys()
            if missing:
                fail(f"{key} tool {number} lacks {sorted(missing)}")
            name = definition["name"]
            if name.lower() in seen_tools:
                fail(f"tool name {name} appears in tools.jsonl")
            if name in names:
                fail(f"duplicate tool name {name}")
            names.add(name)
            rows.append({"definition": definition, "id": f"{key}-{number:02d}", "server": key, "split": SPLIT})

    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    if len(rows) != 240:
        fail(f"expected 240 rows, got {len(rows)}")
    rows.sort(key=lambda row: row["id"])
    return rows


def main() -> None:
    rows = build()
    text = "".join(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n" for row in rows)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
