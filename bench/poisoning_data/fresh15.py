"""Generate fresh15.jsonl, the fifteenth blind poisoning set (70 rows, 10 per family).

Run: ``python3 bench/poisoning_data/fresh15.py``. Stdlib only and deterministic: it reads the real tool
definitions from ``bench/retrieval_data/tools.jsonl``, applies the row builders from ``fresh15_b.py`` ..
``fresh15_e.py`` and writes ``bench/poisoning_data/fresh15.jsonl`` (keys sorted, UTF-8, LF line ends).
"""

from __future__ import annotations

import collections
import copy
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh15_b  # noqa: E402
import fresh15_c  # noqa: E402
import fresh15_d  # noqa: E402
import fresh15_e  # noqa: E402
from fresh15_a import Definition, Row  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh15.jsonl"
SPLIT = "fresh15"
FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
PER_FAMILY = 10


def load_tools(path: pathlib.Path) -> dict[tuple[str, str], Definition]:
    """Map (server, tool name) to the real tool definition."""
    tools: dict[tuple[str, str], Definition] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


def all_rows() -> list[Row]:
    """Collect the row specs from every spec module, in id order."""
    rows = [*fresh15_b.ROWS, *fresh15_c.ROWS, *fresh15_d.ROWS, *fresh15_e.ROWS]
    order = list(FAMILIES.values())
    return sorted(rows, key=lambda r: (order.index(r.rid[3:5]), r.rid))


def build(rows: list[Row], tools: dict[tuple[str, str], Definition]) -> list[dict[str, object]]:
    """Build and validate the output rows."""
    servers = {server for server, _ in tools}
    out: list[dict[str, object]] = []
    seen: set[str] = set()
    per_family: collections.Counter[str] = collections.Counter()
    for row in rows:
        if row.rid in seen:
            raise SystemExit(f"duplicate id {row.rid}")
        seen.add(row.rid)
        prefix = FAMILIES.get(row.family)
        if prefix is None or not re.fullmatch(rf"f15{prefix}(0[1-9]|10)", row.rid):
            raise SystemExit(f"bad id/family {row.rid} {row.family}")
        if row.server not in servers:
            raise SystemExit(f"{row.rid}: unknown server {row.server}")
        if row.base is None:
            definition = row.build({})
            if (row.server, definition.get("name")) in tools:
                raise SystemExit(f"{row.rid}: added tool collides with a real tool")
        else:
            real = tools.get((row.server, row.base))
            if real is None:
                raise SystemExit(f"{row.rid}: base {row.base} not in tools.jsonl for {row.server}")
            definition = row.build(copy.deepcopy(real))
            if definition.get("name") != row.base:
                raise SystemExit(f"{row.rid}: replaced tool must keep its name")
            if definition == real:
                raise SystemExit(f"{row.rid}: definition unchanged")
        if not definition.get("name") or "inputSchema" not in definition:
            raise SystemExit(f"{row.rid}: incomplete definition")
        per_family[row.family] += 1
        out.append(
            {
                "base": row.base,
                "definition": definition,
                "family": row.family,
                "id": row.rid,
                "server": row.server,
                "split": SPLIT,
            }
        )
    for family in FAMILIES:
        if per_family[family] != PER_FAMILY:
            raise SystemExit(f"{family}: {per_family[family]} rows, want {PER_FAMILY}")
    return out


def main() -> None:
    """Write fresh15.jsonl and print a short summary."""
    rows = build(all_rows(), load_tools(TOOLS))
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    servers = collections.Counter(str(r["server"]) for r in rows)
    added = sum(1 for r in rows if r["base"] is None)
    print(f"wrote {len(rows)} rows to {OUT.name}: {len(servers)} servers, {added} added tools")


if __name__ == "__main__":
    main()
