"""Generate bench/poisoning_data/benign14.jsonl: 240 hand-written benign MCP tool definitions.

Usage: python3 bench/poisoning_data/benign14.py [output]

24 invented servers with 10 tools each, in the data modules benign14_a.py ... benign14_l.py.
Standard library only; the output is deterministic.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign14_a  # noqa: E402
import benign14_b  # noqa: E402
import benign14_c  # noqa: E402
import benign14_d  # noqa: E402
import benign14_e  # noqa: E402
import benign14_f  # noqa: E402
import benign14_g  # noqa: E402
import benign14_h  # noqa: E402
import benign14_i  # noqa: E402
import benign14_j  # noqa: E402
import benign14_k  # noqa: E402
import benign14_l  # noqa: E402
from benign14_lib import DRAFT7  # noqa: E402

SPLIT = "benign14"
MODULES = [
    benign14_a,
    benign14_b,
    benign14_c,
    benign14_d,
    benign14_e,
    benign14_f,
    benign14_g,
    benign14_h,
    benign14_i,
    benign14_j,
    benign14_k,
    benign14_l,
]
DEFAULT_OUT = HERE / "benign14.jsonl"
RETRIEVAL = HERE.parent / "retrieval_data" / "tools.jsonl"


def apply_style(definition: dict, style: dict) -> dict:
    """Apply a server-wide schema style (draft-07 marker, closed objects, no annotations)."""
    out = copy.deepcopy(definition)
    schema = out["inputSchema"]
    if style.get("draft"):
        schema["$schema"] = DRAFT7
    if style.get("closed"):
        schema["additionalProperties"] = False
    if style.get("annotations") is False:
        out.pop("annotations", None)
    return out


def build_rows() -> list[dict]:
    rows = []
    for module in MODULES:
        for entry in module.SERVERS:
            server, tools = entry[0], entry[1]
            style = entry[2] if len(entry) > 2 else {}
            short = server.removeprefix("b14-")
            for n, definition in enumerate(tools, start=1):
                rows.append(
                    {
                        "definition": apply_style(definition, style),
                        "id": f"b14-{short}-{n:02d}",
                        "server": server,
                        "split": SPLIT,
                    }
                )
    rows.sort(key=lambda r: r["id"])
    return rows


def known_names() -> tuple[set[str], set[str]]:
    servers: set[str] = set()
    names: set[str] = set()
    if RETRIEVAL.exists():
        with RETRIEVAL.open(encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                row = json.loads(line)
                servers.add(row.get("server", ""))
                names.add(row.get("name", ""))
                names.add(row.get("definition", {}).get("name", ""))
    return servers, names


def check(rows: list[dict]) -> None:
    servers, names = known_names()
    by_server: dict[str, int] = {}
    seen_names: set[str] = set()
    seen_ids: set[str] = set()
    for row in rows:
        server = row["server"]
        name = row["definition"]["name"]
        assert server.startswith("b14-"), server
        assert server not in servers, f"server key used in tools.jsonl: {server}"
        assert name not in names, f"tool name used in tools.jsonl: {name}"
        assert name not in seen_names, f"duplicate tool name: {name}"
        assert row["id"] not in seen_ids, f"duplicate id: {row['id']}"
        for key in ("name", "description", "inputSchema"):
            assert row["definition"].get(key), (row["id"], key)
        assert row["definition"]["inputSchema"]["type"] == "object", row["id"]
        seen_names.add(name)
        seen_ids.add(row["id"])
        by_server[server] = by_server.get(server, 0) + 1
    assert len(by_server) == 24, len(by_server)
    assert all(count == 10 for count in by_server.values()), by_server
    assert len(rows) == 240, len(rows)


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUT
    rows = build_rows()
    check(rows)
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
