"""Generate fresh9.jsonl: a ninth blind set of poisoned MCP tool definitions.

Stdlib only and deterministic.  Real definitions come from
bench/retrieval_data/tools.jsonl at run time; the attack edits live in the
fresh9_a..d modules.  Run: python bench/poisoning_data/fresh9.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh9_a import SHADOWING, TOOL_POISONING  # noqa: E402
from fresh9_b import LINE_JUMPING, RUG_PULL  # noqa: E402
from fresh9_c import FULL_SCHEMA, INVISIBLE  # noqa: E402
from fresh9_d import PARAPHRASE  # noqa: E402
from fresh9_ops import build, dumps, load_tools  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh9.jsonl"


def main() -> None:
    """Build every row and write them, one JSON object a line."""
    tools = load_tools(TOOLS)
    specs = TOOL_POISONING + SHADOWING + RUG_PULL + LINE_JUMPING + FULL_SCHEMA + INVISIBLE + PARAPHRASE
    rows = [build(spec, tools) for spec in specs]
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    with OUT.open("w", encoding="utf-8", newline="\n") as handle:
        for row in rows:
            handle.write(dumps(row) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
