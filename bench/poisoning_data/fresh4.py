"""Write `fresh4.jsonl`: a fourth blind set of poisoned MCP tool definitions.

Each variant is planted in a real server of `bench/retrieval_data/tools.jsonl`, read at run time. When `base` is set
the real definition is copied and the attack is added to it, so the real text is the cover; otherwise a new tool is
added to the server. Stdlib only and deterministic: running it twice gives the same bytes.

Usage: python3 bench/poisoning_data/fresh4.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from fresh4_ops import Definition
from fresh4_rows import SHADOWING, TOOL_POISONING
from fresh4_rows2 import LINE_JUMPING, RUG_PULL
from fresh4_rows3 import FULL_SCHEMA, INVISIBLE
from fresh4_rows4 import PARAPHRASE

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh4.jsonl"
SPLIT = "fresh4"
ROWS = TOOL_POISONING + SHADOWING + RUG_PULL + LINE_JUMPING + FULL_SCHEMA + INVISIBLE + PARAPHRASE
PREFIX = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pa",
}


def load_tools() -> dict[str, dict[str, Definition]]:
    """The real definitions, by server and tool name."""
    tools: dict[str, dict[str, Definition]] = {}
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            tools.setdefault(row["server"], {})[row["name"]] = row["definition"]
    return tools


def build() -> list[dict[str, Any]]:
    """Apply every variant of `ROWS` to its real server and return the rows in order."""
    tools = load_tools()
    counts: dict[str, int] = {}
    rows = []
    for family, server, base, ops in ROWS:
        if base is None:
            definition: Definition = {}
        else:
            definition = copy.deepcopy(tools[server][base])
        for op in ops:
            op(definition)
        if base is not None and definition["name"] != base:
            raise ValueError(f"{server}/{base}: name changed")
        if base is None and definition["name"] in tools[server]:
            raise ValueError(f"{server}/{definition['name']}: an added tool must have a new name")
        counts[family] = counts.get(family, 0) + 1
        rows.append(
            {
                "base": base,
                "definition": definition,
                "family": family,
                "id": f"f4{PREFIX[family]}{counts[family]:02d}",
                "server": server,
                "split": SPLIT,
            }
        )
    return rows


def main() -> None:
    """Write the rows to `fresh4.jsonl`, one JSON object a line."""
    rows = build()
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
