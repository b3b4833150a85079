"""Generate ``fresh14.jsonl``, the fourteenth blind poisoning set (70 rows, 10 per family).

Stdlib only and deterministic: real tool definitions are read from
``bench/retrieval_data/tools.jsonl`` at run time and edited by the row specs in
``fresh14_a.py`` .. ``fresh14_e.py``.

Usage: ``python3 bench/poisoning_data/fresh14.py``
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh14_a import TOOL_POISONING, Spec, apply_ops  # noqa: E402
from fresh14_b import RUG_PULL, SHADOWING  # noqa: E402
from fresh14_c import FULL_SCHEMA, LINE_JUMPING  # noqa: E402
from fresh14_d import INVISIBLE  # noqa: E402
from fresh14_e import PARAPHRASE  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh14.jsonl"
SPLIT = "fresh14"
FAMILIES = {
    "tool-poisoning": ("tp", TOOL_POISONING),
    "shadowing": ("sh", SHADOWING),
    "rug-pull": ("rp", RUG_PULL),
    "line-jumping": ("lj", LINE_JUMPING),
    "full-schema": ("fs", FULL_SCHEMA),
    "invisible": ("iv", INVISIBLE),
    "paraphrase": ("pp", PARAPHRASE),
}
PER_FAMILY = 10


def load_tools(path: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """Map (server, tool name) to the real tool definition."""
    tools: dict[tuple[str, str], dict[str, Any]] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


def build_row(item: Spec, tools: dict[tuple[str, str], dict[str, Any]]) -> dict[str, Any]:
    """Turn one row spec into an output row, checking that its base tool exists on its server."""
    server, base = item["server"], item["base"]
    if not any(key[0] == server for key in tools):
        raise SystemExit(f"{item['id']}: unknown server {server!r}")
    if base is None:
        definition = item["definition"]
        if (server, definition["name"]) in tools:
            raise SystemExit(f"{item['id']}: added tool {definition['name']!r} already exists on {server}")
    else:
        if (server, base) not in tools:
            raise SystemExit(f"{item['id']}: base {base!r} not found on server {server!r}")
        definition = apply_ops(tools[(server, base)], item["ops"])
        if definition["name"] != base:
            raise SystemExit(f"{item['id']}: definition name differs from base")
        if definition == tools[(server, base)]:
            raise SystemExit(f"{item['id']}: definition is unchanged")
    return {
        "base": base,
        "definition": definition,
        "family": item["family"],
        "id": item["id"],
        "server": server,
        "split": SPLIT,
    }


def build_rows(tools: dict[tuple[str, str], dict[str, Any]]) -> list[dict[str, Any]]:
    """Build and check all rows: unique ids, ten per family, ids numbered by family."""
    rows: list[dict[str, Any]] = []
    for family, (code, items) in FAMILIES.items():
        if len(items) != PER_FAMILY:
            raise SystemExit(f"{family}: {len(items)} rows, expected {PER_FAMILY}")
        for n, item in enumerate(items, start=1):
            expected = f"f14{code}{n:02d}"
            if item["id"] != expected or item["family"] != family:
                raise SystemExit(f"{item['id']}: expected id {expected} in family {family}")
            rows.append(build_row(item, tools))
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    return rows


def main() -> None:
    """Write fresh14.jsonl and print per-family and per-server counts."""
    rows = build_rows(load_tools(TOOLS))
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    families = collections.Counter(row["family"] for row in rows)
    servers = collections.Counter(row["server"] for row in rows)
    added = [row["id"] for row in rows if row["base"] is None]
    print(f"wrote {len(rows)} rows to {OUT.name}: {dict(families)}")
    print(f"{len(servers)} servers; added tools: {', '.join(added)}")


if __name__ == "__main__":
    main()
