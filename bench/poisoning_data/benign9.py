"""Generate benign9.jsonl: 240 everyday benign MCP tool definitions from 24 fictional servers.

Deterministic and stdlib-only. Run: python bench/poisoning_data/benign9.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign9_a  # noqa: E402
import benign9_b  # noqa: E402
import benign9_c  # noqa: E402
import benign9_d  # noqa: E402
import benign9_e  # noqa: E402
import benign9_f  # noqa: E402

TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "benign9.jsonl"
SPLIT = "benign9"
MODULES = (benign9_a, benign9_b, benign9_c, benign9_d, benign9_e, benign9_f)


def known_names() -> tuple[set[str], set[str]]:
    servers: set[str] = set()
    names: set[str] = set()
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["name"])
    return servers, names


def build() -> list[dict]:
    real_servers, real_names = known_names()
    rows: list[dict] = []
    seen_servers: set[str] = set()
    for mod in MODULES:
        for server, tools in mod.SERVERS:
            if not server.startswith("b9-"):
                raise SystemExit(f"server key must start with b9-: {server}")
            if server in real_servers:
                raise SystemExit(f"server key collides with tools.jsonl: {server}")
            if server in seen_servers:
                raise SystemExit(f"duplicate server: {server}")
            seen_servers.add(server)
            if len(tools) != 10:
                raise SystemExit(f"{server} has {len(tools)} tools, expected 10")
            names = [t["name"] for t in tools]
            if len(set(names)) != len(names):
                raise SystemExit(f"duplicate tool name in {server}")
            for i, definition in enumerate(tools, start=1):
                if definition["name"] in real_names:
                    raise SystemExit(f"tool name collides with tools.jsonl: {definition['name']}")
                rows.append({"definition": definition, "id": f"{server}-{i:02d}", "server": server, "split": SPLIT})
    if len(seen_servers) != 24:
        raise SystemExit(f"expected 24 servers, got {len(seen_servers)}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    rows.sort(key=lambda r: r["id"])
    return rows


def main() -> None:
    rows = build()
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    print(f"wrote {len(rows)} rows from {len({r['server'] for r in rows})} servers to {OUT.name}")


if __name__ == "__main__":
    main()
