"""Generate benign11.jsonl: 24 invented everyday MCP servers x 10 benign tool definitions.

Run from anywhere with ``python3 bench/poisoning_data/benign11.py``. Stdlib only and deterministic: rows are
sorted by id and written one JSON object per line with sorted keys.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign11_a  # noqa: E402
import benign11_b  # noqa: E402
import benign11_c  # noqa: E402
import benign11_d  # noqa: E402
import benign11_e  # noqa: E402
import benign11_f  # noqa: E402
import benign11_g  # noqa: E402
import benign11_h  # noqa: E402

MODULES = [benign11_a, benign11_b, benign11_c, benign11_d, benign11_e, benign11_f, benign11_g, benign11_h]
SPLIT = "benign11"
OUT = HERE / "benign11.jsonl"
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
N_SERVERS = 24
N_TOOLS = 10


def _known() -> tuple[set[str], set[str]]:
    servers: set[str] = set()
    names: set[str] = set()
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row.get("server", ""))
                names.add(row["definition"]["name"])
    return servers, names


def build() -> list[dict]:
    known_servers, known_names = _known()
    servers: dict[str, list[dict]] = {}
    for module in MODULES:
        for key, tools in module.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = tools
    if len(servers) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(servers)}")
    rows = []
    for key, tools in servers.items():
        if not key.startswith("b11-") or key in known_servers:
            raise SystemExit(f"bad server key {key}")
        if len(tools) != N_TOOLS:
            raise SystemExit(f"{key}: expected {N_TOOLS} tools, got {len(tools)}")
        if len({t["name"] for t in tools}) != N_TOOLS:
            raise SystemExit(f"{key}: duplicate tool names")
        for n, definition in enumerate(tools, start=1):
            if definition["name"] in known_names:
                raise SystemExit(f"{key}: tool name {definition['name']} is in tools.jsonl")
            if not definition.get("description") or definition["inputSchema"].get("type") != "object":
                raise SystemExit(f"{key}: incomplete definition {definition['name']}")
            rows.append({"definition": definition, "id": f"{key}-{n:02d}", "server": key, "split": SPLIT})
    if len({r["id"] for r in rows}) != len(rows):
        raise SystemExit("duplicate ids")
    rows.sort(key=lambda r: r["id"])
    return rows


def main() -> None:
    rows = build()
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
