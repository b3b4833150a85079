"""Generate bench/poisoning_data/fresh17.jsonl, the seventeenth blind poisoning set.

Stdlib only and deterministic: reads real tool definitions from bench/retrieval_data/tools.jsonl,
applies the row specs in fresh17_a..fresh17_d, checks the set and writes one sorted-key JSON row per line.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh17_a import shadowing, tool_poisoning  # noqa: E402
from fresh17_b import line_jumping, rug_pull  # noqa: E402
from fresh17_c import full_schema, invisible  # noqa: E402
from fresh17_d import paraphrase  # noqa: E402
from fresh17_util import Row, load_tools, make_loader  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh17.jsonl"
SPLIT = "fresh17"
FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}


def build() -> list[Row]:
    """Build all rows from the real tool definitions."""
    index = load_tools(TOOLS)
    load = make_loader(index)
    rows: list[Row] = []
    for spec in (tool_poisoning, shadowing, rug_pull, line_jumping, full_schema, invisible, paraphrase):
        rows.extend(spec(load))
    for item in rows:
        item["split"] = SPLIT
    check(rows, index)
    return rows


def check(rows: list[Row], index: dict[tuple[str, str], dict]) -> None:
    """Validate ids, family counts, bases and definition names."""
    ids = [item["id"] for item in rows]
    if len(ids) != len(set(ids)):
        raise SystemExit(f"duplicate ids: {[i for i, n in Counter(ids).items() if n > 1]}")
    counts = Counter(item["family"] for item in rows)
    if set(counts) != set(FAMILIES) or any(n != 10 for n in counts.values()):
        raise SystemExit(f"bad family counts: {dict(counts)}")
    servers = {server for server, _ in index}
    for item in rows:
        prefix = "f17" + FAMILIES[item["family"]]
        if not item["id"].startswith(prefix) or not item["id"][len(prefix) :].isdigit():
            raise SystemExit(f"bad id {item['id']} for family {item['family']}")
        if item["server"] not in servers:
            raise SystemExit(f"unknown server {item['server']}")
        base = item["base"]
        name = item["definition"]["name"]
        if base is not None:
            if (item["server"], base) not in index:
                raise SystemExit(f"{item['id']}: base {base} not on server {item['server']}")
            if name != base:
                raise SystemExit(f"{item['id']}: definition name {name} != base {base}")
        elif (item["server"], name) in index:
            raise SystemExit(f"{item['id']}: added tool {name} already exists on {item['server']}")


def main() -> None:
    """Write the jsonl file."""
    rows = build()
    with OUT.open("w", encoding="utf-8", newline="\n") as handle:
        for item in rows:
            handle.write(json.dumps(item, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
