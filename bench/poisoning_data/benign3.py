"""Generate benign3.jsonl: 240 everyday benign MCP tool definitions (24 fictional servers x 10 tools).

Stdlib only and deterministic. Run from anywhere:

    python bench/poisoning_data/benign3.py

The tool data lives in benign3_a.py .. benign3_l.py (two servers each) and the schema helpers in
benign3_lib.py. The script checks that every id is unique, that there are exactly 24 servers of 10
tools, that every required field exists in its schema, and that no server key or tool name collides
with the servers of bench/retrieval_data/tools.jsonl.
"""

import json
import sys
from pathlib import Path

import benign3_a
import benign3_b
import benign3_c
import benign3_d
import benign3_e
import benign3_f
import benign3_g
import benign3_h
import benign3_i
import benign3_j
import benign3_k
import benign3_l
from benign3_lib import Json

HERE = Path(__file__).resolve().parent
OUT = HERE / "benign3.jsonl"
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "benign3"
MODULES = (
    benign3_a,
    benign3_b,
    benign3_c,
    benign3_d,
    benign3_e,
    benign3_f,
    benign3_g,
    benign3_h,
    benign3_i,
    benign3_j,
    benign3_k,
    benign3_l,
)
N_SERVERS = 24
N_TOOLS = 10


def collect() -> dict[str, list[Json]]:
    """Merge the servers of all data modules, refusing duplicate server keys."""
    servers: dict[str, list[Json]] = {}
    for mod in MODULES:
        for key, tools in mod.build().items():
            if key in servers:
                raise SystemExit(f"duplicate server key {key!r}")
            servers[key] = tools
    return servers


def known_names() -> tuple[set[str], set[str]]:
    """Return the server keys and tool names already present in tools.jsonl."""
    servers: set[str] = set()
    names: set[str] = set()
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["name"])
                names.add(row["definition"].get("name", ""))
    return servers, names


def check_schema(where: str, schema: Json) -> None:
    """Check a top-level input schema: an object whose required fields are all declared."""
    if schema.get("type") != "object" or not isinstance(schema.get("properties"), dict):
        raise SystemExit(f"{where}: inputSchema must be an object with properties")
    missing = [r for r in schema.get("required", []) if r not in schema["properties"]]
    if missing:
        raise SystemExit(f"{where}: required but undeclared: {missing}")


def build_rows(servers: dict[str, list[Json]]) -> list[Json]:
    """Validate the servers and turn them into sorted jsonl rows."""
    if len(servers) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(servers)}")
    old_servers, old_names = known_names()
    rows: list[Json] = []
    ids: set[str] = set()
    for key in sorted(servers):
        tools = servers[key]
        if key in old_servers:
            raise SystemExit(f"server key {key!r} collides with tools.jsonl")
        if len(tools) != N_TOOLS:
            raise SystemExit(f"{key}: expected {N_TOOLS} tools, got {len(tools)}")
        seen: set[str] = set()
        for num, definition in enumerate(tools, start=1):
            name = definition["name"]
            where = f"{key}/{name}"
            if name in seen:
                raise SystemExit(f"{where}: duplicate tool name in server")
            if name in old_names:
                raise SystemExit(f"{where}: tool name collides with tools.jsonl")
            if not definition.get("description"):
                raise SystemExit(f"{where}: empty description")
            seen.add(name)
            check_schema(where, definition["inputSchema"])
            row_id = f"b3-{key}-{num:02d}"
            if row_id in ids:
                raise SystemExit(f"duplicate id {row_id}")
            ids.add(row_id)
            rows.append({"definition": definition, "id": row_id, "server": key, "split": SPLIT})
    return rows


def main() -> int:
    """Write benign3.jsonl and print a one-line summary."""
    rows = build_rows(collect())
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    n_servers = len({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows ({n_servers} servers) to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
