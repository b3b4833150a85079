"""Generate bench/poisoning_data/benign8.jsonl, a blind set of benign tool definitions.

Usage: python bench/poisoning_data/benign8.py

Stdlib only and deterministic: the data lives in benign8_a.py ... benign8_h.py,
this file checks it and writes one JSON row per tool, sorted by id.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import benign8_a  # noqa: E402
import benign8_b  # noqa: E402
import benign8_c  # noqa: E402
import benign8_d  # noqa: E402
import benign8_e  # noqa: E402
import benign8_f  # noqa: E402
import benign8_g  # noqa: E402
import benign8_h  # noqa: E402

MODULES = [benign8_a, benign8_b, benign8_c, benign8_d, benign8_e, benign8_f, benign8_g, benign8_h]
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "benign8.jsonl"
SPLIT = "benign8"
N_SERVERS = 24
TOOLS_PER_SERVER = 10


def known_names() -> tuple[set[str], set[str]]:
    servers: set[str] = set()
    names: set[str] = set()
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            servers.add(row["server"])
            names.add(row["name"])
            names.add(row["definition"].get("name", row["name"]))
    return servers, names


def collect() -> dict[str, list[dict]]:
    servers: dict[str, list[dict]] = {}
    for mod in MODULES:
        for key, tools in mod.SERVERS.items():
            if key in servers:
                raise SystemExit(f"server {key} defined twice")
            servers[key] = tools
    return servers


def check(servers: dict[str, list[dict]]) -> None:
    real_servers, real_names = known_names()
    problems = []
    if len(servers) != N_SERVERS:
        problems.append(f"expected {N_SERVERS} servers, got {len(servers)}")
    for key, tools in servers.items():
        if not key.startswith("b8-"):
            problems.append(f"{key}: server key must start with b8-")
        if key in real_servers:
            problems.append(f"{key}: server key is a tools.jsonl server")
        if len(tools) != TOOLS_PER_SERVER:
            problems.append(f"{key}: {len(tools)} tools, expected {TOOLS_PER_SERVER}")
        seen = set()
        for d in tools:
            name = d.get("name")
            if not name or not d.get("description") or d.get("inputSchema", {}).get("type") != "object":
                problems.append(f"{key}: malformed definition {name!r}")
            if name in seen:
                problems.append(f"{key}: duplicate tool {name}")
            seen.add(name)
            if name in real_names:
                problems.append(f"{key}: tool name {name} is a tools.jsonl tool name")
    if problems:
        raise SystemExit("benign8 check failed:\n  " + "\n  ".join(problems))


def rows(servers: dict[str, list[dict]]) -> list[dict]:
    out = []
    for key, tools in servers.items():
        for idx, definition in enumerate(tools, start=1):
            out.append({"definition": definition, "id": f"{key}-{idx:02d}", "server": key, "split": SPLIT})
    ids = [r["id"] for r in out]
    if len(set(ids)) != len(ids):
        raise SystemExit("benign8 check failed: duplicate ids")
    out.sort(key=lambda r: r["id"])
    return out


def main() -> None:
    servers = collect()
    check(servers)
    data = rows(servers)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in data:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(data)} rows from {len(servers)} servers to {OUT.name}")


if __name__ == "__main__":
    main()
