"""Generate fresh11.jsonl: an eleventh blind set of poisoned MCP tool definitions.

Run ``python bench/poisoning_data/fresh11.py``.  The script reads real tool
definitions from ``bench/retrieval_data/tools.jsonl``, applies the row specs in
``fresh11_b`` .. ``fresh11_e`` and writes ``fresh11.jsonl`` next to itself.  It uses
only the standard library and its output is byte-for-byte deterministic.
"""

from __future__ import annotations

import collections
import copy
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh11_b  # noqa: E402
import fresh11_c  # noqa: E402
import fresh11_d  # noqa: E402
import fresh11_e  # noqa: E402
from fresh11_a import FAMILIES, SPLIT, Definition, Row  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh11.jsonl"
PER_FAMILY = 10


def load_tools(path: Path) -> dict[tuple[str, str], Definition]:
    """Map (server, tool name) to the real definition for every line of tools.jsonl."""
    tools: dict[tuple[str, str], Definition] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


def build_rows(tools: dict[tuple[str, str], Definition]) -> list[Row]:
    """Build all rows, handing each spec a deep copy of the real definition it asks for."""

    def real(server: str, name: str) -> Definition:
        """Return a private deep copy of a real tool definition."""
        if (server, name) not in tools:
            raise KeyError(f"no tool {name!r} on server {server!r} in tools.jsonl")
        return copy.deepcopy(tools[(server, name)])

    rows: list[Row] = []
    rows += fresh11_b.tool_poisoning(real)
    rows += fresh11_b.shadowing(real)
    rows += fresh11_c.rug_pull(real)
    rows += fresh11_c.line_jumping(real)
    rows += fresh11_d.full_schema(real)
    rows += fresh11_e.invisible(real)
    rows += fresh11_e.paraphrase(real)
    return rows


def check(rows: list[Row], tools: dict[tuple[str, str], Definition]) -> None:
    """Fail loudly on duplicate ids, wrong family counts, unknown bases or malformed definitions."""
    ids = [r["id"] for r in rows]
    dupes = [i for i, n in collections.Counter(ids).items() if n > 1]
    if dupes:
        raise SystemExit(f"duplicate ids: {dupes}")
    counts = collections.Counter(r["family"] for r in rows)
    for family in FAMILIES.values():
        if counts[family] != PER_FAMILY:
            raise SystemExit(f"family {family}: {counts[family]} rows, expected {PER_FAMILY}")
    servers = {s for s, _ in tools}
    for r in rows:
        if r["split"] != SPLIT:
            raise SystemExit(f"{r['id']}: split {r['split']!r}")
        if r["server"] not in servers:
            raise SystemExit(f"{r['id']}: unknown server {r['server']!r}")
        if r["base"] is not None and (r["server"], r["base"]) not in tools:
            raise SystemExit(f"{r['id']}: base {r['base']!r} not on server {r['server']!r}")
        defn = r["definition"]
        if not isinstance(defn.get("name"), str) or not isinstance(defn.get("inputSchema"), dict):
            raise SystemExit(f"{r['id']}: definition lacks name or inputSchema")
        if r["base"] is not None and defn["name"] != r["base"]:
            raise SystemExit(f"{r['id']}: definition name {defn['name']!r} differs from base {r['base']!r}")
        if r["base"] is None and (r["server"], defn["name"]) in tools:
            raise SystemExit(f"{r['id']}: added tool {defn['name']!r} clashes with a real tool")
        if defn == tools.get((r["server"], r["base"] or "")):
            raise SystemExit(f"{r['id']}: definition identical to the real tool")


def main() -> None:
    """Build, check and write fresh11.jsonl, then print a short summary."""
    tools = load_tools(TOOLS)
    rows = build_rows(tools)
    check(rows, tools)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    counts = collections.Counter(r["family"] for r in rows)
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    print(f"servers: {len({r['server'] for r in rows})}, added tools: {sum(r['base'] is None for r in rows)}")


if __name__ == "__main__":
    main()
