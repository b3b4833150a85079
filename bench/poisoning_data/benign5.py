"""Generate benign5.jsonl: 240 everyday benign MCP tool definitions (24 servers x 10), written blind.

Deterministic and stdlib-only. Run from anywhere: ``python bench/poisoning_data/benign5.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign5_a  # noqa: E402
import benign5_b  # noqa: E402
import benign5_c  # noqa: E402
import benign5_d  # noqa: E402
import benign5_e  # noqa: E402
import benign5_f  # noqa: E402
import benign5_g  # noqa: E402

OUT = HERE / "benign5.jsonl"
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
MODULES = (benign5_a, benign5_b, benign5_c, benign5_d, benign5_e, benign5_f, benign5_g)


def existing() -> tuple[set[str], set[str]]:
    """Return the server keys and tool names already used in tools.jsonl."""
    servers: set[str] = set()
    names: set[str] = set()
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["name"])
                names.add(row["definition"].get("name", row["name"]))
    return servers, names


def build() -> list[dict]:
    """Build and validate all rows."""
    taken_servers, taken_names = existing()
    rows: list[dict] = []
    ids: set[str] = set()
    count = 0
    for mod in MODULES:
        for server, fn in mod.SERVERS.items():
            count += 1
            if not server.startswith("b5-") or server in taken_servers:
                raise SystemExit(f"bad server key {server}")
            tools = fn()
            if len(tools) != 10:
                raise SystemExit(f"{server}: {len(tools)} tools, want 10")
            seen: set[str] = set()
            for n, tool in enumerate(tools, 1):
                name = tool["name"]
                if name in taken_names:
                    raise SystemExit(f"{server}: tool name {name} collides with tools.jsonl")
                if name in seen:
                    raise SystemExit(f"{server}: duplicate tool {name}")
                seen.add(name)
                if not tool.get("description") or tool["inputSchema"].get("type") != "object":
                    raise SystemExit(f"{server}/{name}: incomplete definition")
                rid = f"{server}-{n:02d}"
                if rid in ids:
                    raise SystemExit(f"duplicate id {rid}")
                ids.add(rid)
                rows.append({"definition": tool, "id": rid, "server": server, "split": "benign5"})
    if count != 24 or len(rows) != 240:
        raise SystemExit(f"want 24 servers / 240 rows, got {count} / {len(rows)}")
    return rows


def main() -> None:
    """Write benign5.jsonl."""
    rows = build()
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
