"""Generate the benign22 set: 240 harmless MCP tool definitions (24 servers x 10 tools).

Usage: python3 bench/poisoning_data/benign22.py [output]
Default output is benign22.jsonl beside this file. Standard library only; deterministic.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign22_a  # noqa: E402
import benign22_b  # noqa: E402
import benign22_c  # noqa: E402
import benign22_d  # noqa: E402
import benign22_e  # noqa: E402
import benign22_f  # noqa: E402
from benign22_g import GUIDANCE  # noqa: E402

MODULES = [benign22_a, benign22_b, benign22_c, benign22_d, benign22_e, benign22_f]
SPLIT = "benign22"
REAL_TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"


def real_names():
    servers, names = set(), set()
    if REAL_TOOLS.exists():
        for line in REAL_TOOLS.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["definition"]["name"])
    return servers, names


def build():
    real_servers, real_tools = real_names()
    rows, seen_names, seen_servers, used_guidance = [], set(), set(), set()
    for mod in MODULES:
        for server, tools in mod.SERVERS.items():
            if not server.startswith("b22-"):
                raise SystemExit(f"bad server prefix: {server}")
            if server in seen_servers or server in real_servers or server[4:] in real_servers:
                raise SystemExit(f"server reused: {server}")
            seen_servers.add(server)
            if len(tools) != 10:
                raise SystemExit(f"{server} has {len(tools)} tools, want 10")
            for i, definition in enumerate(tools, 1):
                name = definition["name"]
                if name in seen_names or name in real_tools:
                    raise SystemExit(f"tool name reused: {name}")
                seen_names.add(name)
                if name in GUIDANCE:
                    definition = dict(definition)
                    definition["description"] = definition["description"] + "\n\n" + GUIDANCE[name]
                    used_guidance.add(name)
                for key in ("name", "description", "inputSchema"):
                    if key not in definition:
                        raise SystemExit(f"{name} lacks {key}")
                rows.append({"definition": definition, "id": f"{server}-{i:02d}", "server": server, "split": SPLIT})
    if len(seen_servers) != 24 or len(rows) != 240:
        raise SystemExit(f"want 24 servers / 240 rows, got {len(seen_servers)} / {len(rows)}")
    if used_guidance != set(GUIDANCE):
        raise SystemExit(f"unused guidance keys: {sorted(set(GUIDANCE) - used_guidance)}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    return sorted(rows, key=lambda r: r["id"])


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else HERE / "benign22.jsonl"
    rows = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main(sys.argv)
