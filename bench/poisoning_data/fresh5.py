"""Write `fresh5.jsonl`, the fifth blind set of poisoned tool definitions.

Run `python3 bench/poisoning_data/fresh5.py`. Stdlib only and deterministic: it reads
the real definitions from `bench/retrieval_data/tools.jsonl`, applies each row's edit
(the real description and schema stay as cover text) or adds a new tool, checks that
every result is a valid MCP tool, and writes one JSON object per line. The rows live
in `fresh5_rows1.py` to `fresh5_rows5.py`; see README.md for how they were written.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from fresh5_ops import Definition, copy_of, load_tools
from fresh5_rows1 import SHADOWING, TOOL_POISONING
from fresh5_rows2 import LINE_JUMPING, RUG_PULL
from fresh5_rows3 import FULL_SCHEMA
from fresh5_rows4 import INVISIBLE
from fresh5_rows5 import PARAPHRASE

OUT = Path(__file__).resolve().parent / "fresh5.jsonl"
SPLIT = "fresh5"

# (family, id prefix, rows); the order fixes the ids and the file's order.
FAMILIES: list[tuple[str, str, list[tuple[str, str | None, Any]]]] = [
    ("tool-poisoning", "tp", TOOL_POISONING),
    ("shadowing", "sh", SHADOWING),
    ("rug-pull", "rp", RUG_PULL),
    ("line-jumping", "lj", LINE_JUMPING),
    ("full-schema", "fs", FULL_SCHEMA),
    ("invisible", "iv", INVISIBLE),
    ("paraphrase", "pp", PARAPHRASE),
]

# JSON allows these raw inside strings, but some readers split lines on them (U+2028,
# U+2029, U+0085) or choke on C1 controls, so every one is written as an escape.
_UNSAFE = re.compile("[\u0080-\u009f\u2028\u2029]")


def _escape_unsafe(line: str) -> str:
    """Replace line-breaking and C1 control characters with JSON \\u escapes."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", line)


def check_tool(definition: Definition, where: str) -> None:
    """Fail loudly unless the definition is a valid MCP tool."""
    if not isinstance(definition.get("name"), str) or not definition["name"]:
        raise ValueError(f"{where}: name must be a non-empty string")
    schema = definition.get("inputSchema")
    if not isinstance(schema, dict) or schema.get("type") != "object":
        raise ValueError(f"{where}: inputSchema must be an object schema")
    if not isinstance(definition.get("description", ""), str):
        raise ValueError(f"{where}: description must be a string")


def build() -> list[dict[str, Any]]:
    """Every row of the set, in file order."""
    tools = load_tools()
    rows: list[dict[str, Any]] = []
    for family, prefix, specs in FAMILIES:
        for number, (server, base, spec) in enumerate(specs, start=1):
            row_id = f"f5{prefix}{number:02d}"
            if base is None:
                definition = copy_of(spec)
                if (server, definition["name"]) in tools:
                    raise ValueError(f"{row_id}: added tool clashes with a real one")
            else:
                definition = spec(copy_of(tools[(server, base)]))
                if definition["name"] != base:
                    raise ValueError(f"{row_id}: a replacement keeps the real name")
            check_tool(definition, row_id)
            rows.append(
                {
                    "base": base,
                    "definition": definition,
                    "family": family,
                    "id": row_id,
                    "server": server,
                    "split": SPLIT,
                }
            )
    ids = [row["id"] for row in rows]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate ids")
    return rows


def main() -> None:
    """Rewrite fresh5.jsonl."""
    rows = build()
    lines = [_escape_unsafe(json.dumps(row, ensure_ascii=False, sort_keys=True)) for row in rows]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
