"""Generate benign10.jsonl: 240 benign MCP tool definitions from 24 fictional servers.

Deterministic and stdlib-only. Run: python bench/poisoning_data/benign10.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign10_a  # noqa: E402
import benign10_b  # noqa: E402
import benign10_c  # noqa: E402
import benign10_d  # noqa: E402
import benign10_e  # noqa: E402
import benign10_f  # noqa: E402

MODULES = [benign10_a, benign10_b, benign10_c, benign10_d, benign10_e, benign10_f]
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "benign10.jsonl"


def known_names():
    servers, names = set(), set()
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["name"])
                names.add(row["definition"].get("name", row["name"]))
    return servers, names


def build_rows():
    servers = {}
    for mod in MODULES:
        for key, tools in mod.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = tools
    real_servers, real_names = known_names()
    problems = []
    if len(servers) != 24:
        problems.append(f"expected 24 servers, got {len(servers)}")
    rows, ids = [], set()
    for key, tools in servers.items():
        if not key.startswith("b10-"):
            problems.append(f"server {key} lacks b10- prefix")
        if key in real_servers:
            problems.append(f"server {key} is a tools.jsonl server")
        if len(tools) != 10:
            problems.append(f"server {key} has {len(tools)} tools")
        seen = set()
        for i, definition in enumerate(tools, 1):
            name = definition["name"]
            if name in seen:
                problems.append(f"{key}: duplicate tool {name}")
            seen.add(name)
            if name in real_names:
                problems.append(f"{key}: tool name {name} collides with tools.jsonl")
            row_id = f"{key}-{i:02d}"
            if row_id in ids:
                problems.append(f"duplicate id {row_id}")
            ids.add(row_id)
            rows.append({"definition": definition, "id": row_id, "server": key, "split": "benign10"})
    if problems:
        raise SystemExit("\n".join(problems))
    rows.sort(key=lambda r: r["id"])
    return rows


def main():
    rows = build_rows()
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows from {len({r['server'] for r in rows})} servers to {OUT.name}")


if __name__ == "__main__":
    main()
