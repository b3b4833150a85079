"""Build bench/poisoning_data/benign17.jsonl: 240 benign MCP tool definitions (24 servers x 10 tools).

Usage: python3 bench/poisoning_data/benign17.py [output]

Standard library only. The output is deterministic: rows are sorted by id and
written with sorted keys.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign17_a  # noqa: E402
import benign17_b  # noqa: E402
import benign17_c  # noqa: E402
import benign17_d  # noqa: E402
import benign17_e  # noqa: E402
import benign17_f  # noqa: E402
import benign17_g  # noqa: E402
import benign17_h  # noqa: E402
import benign17_i  # noqa: E402
import benign17_j  # noqa: E402
import benign17_k  # noqa: E402
import benign17_l  # noqa: E402

SPLIT = "benign17"
PREFIX = "b17-"
MODULES = [
    benign17_a,
    benign17_b,
    benign17_c,
    benign17_d,
    benign17_e,
    benign17_f,
    benign17_g,
    benign17_h,
    benign17_i,
    benign17_j,
    benign17_k,
    benign17_l,
]
TOOLS_FILE = HERE.parent / "retrieval_data" / "tools.jsonl"
DEFAULT_OUT = HERE / "benign17.jsonl"


def known_names():
    """Server keys and tool names already used in the retrieval corpus."""
    servers, tools = set(), set()
    with open(TOOLS_FILE, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row.get("server"))
                tools.add(row.get("name") or row.get("definition", {}).get("name"))
    return servers, tools


def build_rows():
    known_servers, known_tools = known_names()
    rows, names, servers = [], set(), set()
    for module in MODULES:
        for server, defs in module.SERVERS.items():
            if not server.startswith(PREFIX):
                raise SystemExit(f"server key {server!r} lacks prefix {PREFIX!r}")
            if server in known_servers:
                raise SystemExit(f"server key {server!r} already in tools.jsonl")
            if server in servers:
                raise SystemExit(f"server key {server!r} repeated")
            servers.add(server)
            if len(defs) != 10:
                raise SystemExit(f"{server} has {len(defs)} tools, expected 10")
            short = server[len(PREFIX) :]
            for n, definition in enumerate(defs, 1):
                name = definition["name"]
                for key in ("name", "description", "inputSchema"):
                    if key not in definition:
                        raise SystemExit(f"{server}/{name}: missing {key}")
                if name in known_tools:
                    raise SystemExit(f"tool name {name!r} already in tools.jsonl")
                if name in names:
                    raise SystemExit(f"tool name {name!r} repeated")
                names.add(name)
                rows.append(
                    {
                        "definition": definition,
                        "id": f"b17-{short}-{n:02d}",
                        "server": server,
                        "split": SPLIT,
                    }
                )
    if len(servers) != 24:
        raise SystemExit(f"expected 24 servers, got {len(servers)}")
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    if len(rows) != 240:
        raise SystemExit(f"expected 240 rows, got {len(rows)}")
    rows.sort(key=lambda row: row["id"])
    return rows


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUT
    rows = build_rows()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main(sys.argv)
