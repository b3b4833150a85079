"""Generate benign20.jsonl: 240 benign MCP tool definitions (24 invented servers x 10 tools).

Usage: python3 bench/poisoning_data/benign20.py [output]
Default output is benign20.jsonl beside this file. Standard library only; deterministic.
"""

import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import benign20_a
import benign20_b
import benign20_c
import benign20_d
import benign20_e
import benign20_f
import benign20_g
import benign20_h
import benign20_i
import benign20_j
import benign20_k
import benign20_l

MODULES = [
    benign20_a,
    benign20_b,
    benign20_c,
    benign20_d,
    benign20_e,
    benign20_f,
    benign20_g,
    benign20_h,
    benign20_i,
    benign20_j,
    benign20_k,
    benign20_l,
]
SPLIT = "benign20"
N_SERVERS = 24
N_TOOLS = 10


def real_names():
    """Server keys and tool names of the real servers, if the retrieval data is present."""
    path = pathlib.Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"
    servers, names = set(), set()
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                servers.add(row.get("server"))
                names.add(row.get("name"))
                names.add(row.get("definition", {}).get("name"))
    return servers, names


def build_rows():
    servers = {}
    for mod in MODULES:
        for key, tools in mod.SERVERS.items():
            if key in servers:
                raise SystemExit(f"duplicate server {key}")
            servers[key] = tools
    if len(servers) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(servers)}")
    real_servers, real_tools = real_names()
    rows = []
    seen_names = set()
    for key, tools in servers.items():
        if not key.startswith("b20-"):
            raise SystemExit(f"bad server prefix {key}")
        if key in real_servers or key[4:] in real_servers:
            raise SystemExit(f"server name taken from tools.jsonl: {key}")
        if len(tools) != N_TOOLS:
            raise SystemExit(f"{key}: expected {N_TOOLS} tools, got {len(tools)}")
        for idx, tool in enumerate(tools, 1):
            for field in ("name", "description", "inputSchema"):
                if not tool.get(field):
                    raise SystemExit(f"{key} tool {idx}: missing {field}")
            name = tool["name"]
            if name in real_tools:
                raise SystemExit(f"tool name taken from tools.jsonl: {name}")
            if name in seen_names:
                raise SystemExit(f"tool name reused: {name}")
            seen_names.add(name)
            rows.append({"definition": tool, "id": f"{key}-{idx:02d}", "server": key, "split": SPLIT})
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    rows.sort(key=lambda row: row["id"])
    return rows


def main(argv):
    out = pathlib.Path(argv[1]) if len(argv) > 1 else pathlib.Path(__file__).resolve().parent / "benign20.jsonl"
    rows = build_rows()
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main(sys.argv)
