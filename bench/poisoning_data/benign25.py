"""Generate bench/poisoning_data/benign25.jsonl: a blind set of 240 benign MCP tool definitions.

24 invented servers x 10 tools, written without looking at the detector. Standard library only and
deterministic: running it twice produces byte-identical output.

    python3 bench/poisoning_data/benign25.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign25_a  # noqa: E402
import benign25_b  # noqa: E402
import benign25_c  # noqa: E402
import benign25_d  # noqa: E402
import benign25_e  # noqa: E402
import benign25_f  # noqa: E402
from benign25_lib import PREFIX, SPLIT  # noqa: E402

MODULES = (benign25_a, benign25_b, benign25_c, benign25_d, benign25_e, benign25_f)
OUT = HERE / "benign25.jsonl"
REFERENCE = HERE.parent / "retrieval_data" / "tools.jsonl"
N_SERVERS = 24
N_TOOLS = 10
DEF_KEYS = {"name", "description", "inputSchema", "annotations"}
OPTIONAL_KEYS = {"title", "outputSchema"}


def reference_names() -> tuple[set[str], set[str]]:
    servers: set[str] = set()
    tools: set[str] = set()
    if REFERENCE.exists():
        with REFERENCE.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    row = json.loads(line)
                    servers.add(row["server"])
                    tools.add(row["definition"]["name"])
    return servers, tools


def build() -> list[dict]:
    ref_servers, ref_tools = reference_names()
    rows: list[dict] = []
    seen_servers: set[str] = set()
    seen_tools: set[str] = set()
    for mod in MODULES:
        if len(mod.SERVERS) != 4:
            raise SystemExit(f"{mod.__name__}: expected 4 servers, got {len(mod.SERVERS)}")
        for server, defs in mod.SERVERS:
            if not server.startswith(PREFIX):
                raise SystemExit(f"server {server!r} lacks prefix {PREFIX!r}")
            bare = server[len(PREFIX) :]
            if server in seen_servers:
                raise SystemExit(f"duplicate server {server}")
            if server in ref_servers or bare in ref_servers:
                raise SystemExit(f"server {server} collides with tools.jsonl")
            seen_servers.add(server)
            if len(defs) != N_TOOLS:
                raise SystemExit(f"{server}: expected {N_TOOLS} tools, got {len(defs)}")
            for idx, d in enumerate(defs, start=1):
                keys = set(d)
                if not keys >= DEF_KEYS or keys - DEF_KEYS - OPTIONAL_KEYS:
                    raise SystemExit(f"{server}: bad definition keys {sorted(keys)}")
                name = d["name"]
                if name in seen_tools:
                    raise SystemExit(f"duplicate tool name {name}")
                if name in ref_tools:
                    raise SystemExit(f"tool name {name} collides with tools.jsonl")
                if not d["description"].strip():
                    raise SystemExit(f"{name}: empty description")
                if d["inputSchema"].get("type") != "object":
                    raise SystemExit(f"{name}: inputSchema must be an object schema")
                for req in d["inputSchema"].get("required", []):
                    if req not in d["inputSchema"]["properties"]:
                        raise SystemExit(f"{name}: required {req!r} not in properties")
                seen_tools.add(name)
                rows.append({"definition": d, "id": f"{server}-{idx:02d}", "server": server, "split": SPLIT})
    if len(seen_servers) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(seen_servers)}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    rows.sort(key=lambda r: r["id"])
    return rows


def main() -> None:
    rows = build()
    text = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
