"""Generate fresh8.jsonl, an eighth blind set of poisoned MCP tool definitions.

Deterministic and stdlib-only: it reads the real definitions from
bench/retrieval_data/tools.jsonl and plants one attack per row. Run it as
``python bench/poisoning_data/fresh8.py``; it rewrites fresh8.jsonl beside it.
"""

import json
from pathlib import Path

from fresh8_a import RUG_PULL, SHADOWING, TOOL_POISONING
from fresh8_b import FULL_SCHEMA, LINE_JUMPING
from fresh8_c import INVISIBLE, PARAPHRASE
from fresh8_ops import Row, load_tools, real

OUT = Path(__file__).resolve().parent / "fresh8.jsonl"

FAMILIES: list[tuple[str, str, list[Row]]] = [
    ("tool-poisoning", "tp", TOOL_POISONING),
    ("shadowing", "sh", SHADOWING),
    ("rug-pull", "rp", RUG_PULL),
    ("line-jumping", "lj", LINE_JUMPING),
    ("full-schema", "fs", FULL_SCHEMA),
    ("invisible", "iv", INVISIBLE),
    ("paraphrase", "pp", PARAPHRASE),
]


def build() -> list[dict[str, object]]:
    """Build every row in a fixed order."""
    tools = load_tools()
    rows: list[dict[str, object]] = []
    for family, tag, spec in FAMILIES:
        for i, (server, base, fn) in enumerate(spec, 1):
            start = real(tools, server, base) if base else {}
            defn = fn(start)
            if base:
                # Replacements keep the real name so they pass as the real tool.
                defn["name"] = base
            rows.append(
                {
                    "base": base,
                    "definition": defn,
                    "family": family,
                    "id": f"f8{tag}{i:02d}",
                    "server": server,
                    "split": "fresh8",
                }
            )
    return rows


def dump(row: dict[str, object]) -> str:
    """Serialise one row; line separators are escaped so JSONL stays one line."""
    text = json.dumps(row, ensure_ascii=False, sort_keys=True)
    for ch in ("\u2028", "\u2029", "\u0085"):
        text = text.replace(ch, f"\\u{ord(ch):04x}")
    return text


def main() -> None:
    """Write fresh8.jsonl."""
    rows = build()
    OUT.write_text("".join(dump(r) + "\n" for r in rows), encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
