"""Generate benign6.jsonl: 240 everyday benign MCP tool definitions written blind.

Run: python bench/poisoning_data/benign6.py
Deterministic and stdlib only. The data lives in benign6_a.py .. benign6_l.py.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign6_a  # noqa: E402
import benign6_b  # noqa: E402
import benign6_c  # noqa: E402
import benign6_d  # noqa: E402
import benign6_e  # noqa: E402
import benign6_f  # noqa: E402
import benign6_g  # noqa: E402
import benign6_h  # noqa: E402
import benign6_i  # noqa: E402
import benign6_j  # noqa: E402
import benign6_k  # noqa: E402
import benign6_l  # noqa: E402

MODULES = [
    benign6_a,
    benign6_b,
    benign6_c,
    benign6_d,
    benign6_e,
    benign6_f,
    benign6_g,
    benign6_h,
    benign6_i,
    benign6_j,
    benign6_k,
    benign6_l,
]
SPLIT = "benign6"
N_SERVERS = 24
N_TOOLS = 10
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "benign6.jsonl"


def load_real():
    servers, names = set(), set()
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["name"])
    return servers, names


def build():
    real_servers, real_names = load_real()
    servers = {}
    for mod in MODULES:
        for key, tools in mod.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = tools
    if len(servers) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(servers)}")
    rows, ids = [], set()
    for key, tools in servers.items():
        if not key.startswith("b6-"):
            raise SystemExit(f"server key must start with b6-: {key}")
        if key in real_servers:
            raise SystemExit(f"server key collides with tools.jsonl: {key}")
        if len(tools) != N_TOOLS:
            raise SystemExit(f"{key}: expected {N_TOOLS} tools, got {len(tools)}")
        seen = set()
        for nn, definition in enumerate(tools, 1):
            name = definition["name"]
            if name in real_names:
                raise SystemExit(f"{key}: tool name collides with tools.jsonl: {name}")
            if name in seen:
                raise SystemExit(f"{key}: duplicate tool name {name}")
            seen.add(name)
            for field in ("description", "inputSchema"):
                if field not in definition:
                    raise SystemExit(f"{key}/{name}: missing {field}")
            row_id = f"{key}-{nn:02d}"
            if row_id in ids:
                raise SystemExit(f"duplicate id {row_id}")
            ids.add(row_id)
            rows.append({"definition": definition, "id": row_id, "server": key, "split": SPLIT})
    rows.sort(key=lambda r: r["id"])
    return rows


def main():
    rows = build()
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows from {len({r['server'] for r in rows})} servers to {OUT.name}")


if __name__ == "__main__":
    main()
