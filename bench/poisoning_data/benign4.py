"""Generate benign4.jsonl: 240 everyday benign MCP tool definitions (24 servers x 10 tools), written blind.

Run: python bench/poisoning_data/benign4.py
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "benign4.jsonl"
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
PARTS = ["a", "b", "c", "d", "e", "f"]
SPLIT = "benign4"
RESERVED = {
    "keyhaven",
    "vaultline",
    "idgate",
    "mailroom",
    "ledgerpay",
    "kontoauszug",
    "shipyard-ci",
    "podpilot",
    "cloudwall",
    "namecrate",
    "pkgdepot",
    "autobrowse",
    "tablewright",
    "snapkeep",
    "logscope",
    "parley",
    "agenda",
    "dealflow",
    "codeforge",
    "tongbu",
    "scanwarden",
    "rh-connect",
    "helpdeskly",
    "devicefleet",
    "inkwell",
    "taskpilot",
    "gridsheet",
    "tenki",
    "geopunkt",
    "lingobridge",
    "cuisineo",
    "tunedeck",
    "hearthhub",
    "vuelosya",
    "shopdesk",
    "metricly",
    "docshift",
    "pixelkit",
    "vectorvault",
    "harvestr",
    "codelens",
    "pkghub",
    "paylane",
    "keystash",
    "bucketeer",
    "kubecaddy",
    "runnerbox",
}


def load_servers() -> dict[str, list[dict[str, Any]]]:
    """Import every data module and merge their servers, in a fixed order."""
    sys.path.insert(0, str(HERE))
    merged: dict[str, list[dict[str, Any]]] = {}
    for part in PARTS:
        mod = importlib.import_module(f"benign4_{part}")
        for key, tools in mod.servers().items():
            if key in merged:
                raise ValueError(f"duplicate server {key}")
            merged[key] = tools
    return merged


def existing_names() -> tuple[set[str], set[str]]:
    """Return the server keys and tool names of tools.jsonl."""
    servers: set[str] = set()
    names: set[str] = set()
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["name"])
    return servers, names


def build_rows() -> list[dict[str, Any]]:
    """Build and validate all rows."""
    servers = load_servers()
    known_servers, known_names = existing_names()
    if len(servers) != 24:
        raise ValueError(f"expected 24 servers, got {len(servers)}")
    rows: list[dict[str, Any]] = []
    ids: set[str] = set()
    for key, tools in servers.items():
        if key in known_servers or key in RESERVED:
            raise ValueError(f"server key {key} collides")
        if len(tools) != 10:
            raise ValueError(f"{key}: expected 10 tools, got {len(tools)}")
        seen: set[str] = set()
        for i, definition in enumerate(tools, 1):
            name = definition["name"]
            if name in known_names:
                raise ValueError(f"{key}: tool name {name} collides with tools.jsonl")
            if name in seen:
                raise ValueError(f"{key}: duplicate tool name {name}")
            if not definition.get("description") or "inputSchema" not in definition:
                raise ValueError(f"{key}: {name} lacks description or inputSchema")
            seen.add(name)
            rid = f"b4-{key}-{i:02d}"
            if rid in ids:
                raise ValueError(f"duplicate id {rid}")
            ids.add(rid)
            rows.append({"definition": definition, "id": rid, "server": key, "split": SPLIT})
    if len(rows) != 240:
        raise ValueError(f"expected 240 rows, got {len(rows)}")
    return rows


def main() -> None:
    """Write benign4.jsonl."""
    rows = build_rows()
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
