"""Write the benign18 set: 240 harmless MCP tool definitions from 24 invented servers.

Usage: python3 bench/poisoning_data/benign18.py [output]

Standard library only and deterministic. The default output is benign18.jsonl next to this file.
"""

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

MODULES = [f"benign18_{c}" for c in "abcdefghijkl"]
SPLIT = "benign18"
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"


def known_names():
    servers, names = set(), set()
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            servers.add(row.get("server"))
            names.add(row.get("name"))
            names.add((row.get("definition") or {}).get("name"))
    return servers, names


def build_rows():
    servers = {}
    for mod_name in MODULES:
        mod = importlib.import_module(mod_name)
        for key, defs in mod.SERVERS.items():
            if key in servers:
                raise SystemExit(f"server {key} defined twice")
            servers[key] = defs
    rows = []
    for key, defs in servers.items():
        for index, definition in enumerate(defs, start=1):
            short = key.removeprefix("b18-")
            rows.append({"definition": definition, "id": f"b18-{short}-{index:02d}", "server": key, "split": SPLIT})
    rows.sort(key=lambda r: r["id"])
    return servers, rows


def check(servers, rows):
    old_servers, old_names = known_names()
    problems = []
    if len(servers) != 24:
        problems.append(f"expected 24 servers, got {len(servers)}")
    seen_names, seen_ids = set(), set()
    for key, defs in servers.items():
        if not key.startswith("b18-"):
            problems.append(f"server key {key} must start with b18-")
        if key in old_servers or key.removeprefix("b18-") in old_servers:
            problems.append(f"server key {key} is already in tools.jsonl")
        if len(defs) != 10:
            problems.append(f"{key} has {len(defs)} tools, expected 10")
    for row in rows:
        d = row["definition"]
        name = d.get("name")
        if not name or not d.get("description") or d.get("inputSchema", {}).get("type") != "object":
            problems.append(f"{row['id']}: incomplete definition")
        if name in old_names:
            problems.append(f"{row['id']}: tool name {name} is in tools.jsonl")
        if name in seen_names:
            problems.append(f"{row['id']}: tool name {name} repeats")
        if row["id"] in seen_ids:
            problems.append(f"duplicate id {row['id']}")
        seen_names.add(name)
        seen_ids.add(row["id"])
    if len(rows) != 240:
        problems.append(f"expected 240 rows, got {len(rows)}")
    if problems:
        raise SystemExit("benign18 check failed:\n" + "\n".join(problems))


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else HERE / "benign18.jsonl"
    servers, rows = build_rows()
    check(servers, rows)
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows from {len(servers)} servers to {out}")


if __name__ == "__main__":
    main(sys.argv)
