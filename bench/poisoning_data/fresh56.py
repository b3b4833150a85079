"""Build the fresh56 poisoned tool-definition set and write fresh56.jsonl.

Seventy rows, ten per attack family. Each row deep-copies a real definition
from bench/retrieval_data/tools.jsonl and plants one short payload in it; two
rows add a brand-new tool to a real server instead. The script checks its own
invariants and exits with an error if any of them fails. Standard library only,
no randomness, no clock.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh56_a
import fresh56_b
import fresh56_c
import fresh56_d
import fresh56_e
import fresh56_f
import fresh56_g
from fresh56_lib import FAMILIES, HERE, SPLIT, build, load_tools

MODULES = (fresh56_a, fresh56_b, fresh56_c, fresh56_d, fresh56_e, fresh56_f, fresh56_g)
OUT = HERE / "fresh56.jsonl"
PER_FAMILY = 10
MIN_SERVERS = 40
MAX_NEW_TOOLS = 5
MIN_OTHER_LANG, MAX_OTHER_LANG = 12, 17


def fail(message: str) -> None:
    """Stop loudly."""
    raise SystemExit(f"fresh56: invariant broken: {message}")


def check(rows: list[dict]) -> None:
    """Check the set-level invariants."""
    ids = [row["id"] for row in rows]
    if len(ids) != len(set(ids)):
        fail("duplicate ids")
    if len(rows) != PER_FAMILY * len(FAMILIES):
        fail(f"expected {PER_FAMILY * len(FAMILIES)} rows, got {len(rows)}")
    per_family = Counter(row["family"] for row in rows)
    for family in FAMILIES.values():
        if per_family[family] != PER_FAMILY:
            fail(f"family {family} has {per_family[family]} rows")
    servers = {row["server"] for row in rows}
    if len(servers) < MIN_SERVERS:
        fail(f"only {len(servers)} servers")
    new_tools = [row for row in rows if row["base"] is None]
    if len(new_tools) > MAX_NEW_TOOLS:
        fail(f"{len(new_tools)} new tools")
    targets = [(row["server"], row["definition"]["name"]) for row in rows]
    if len(targets) != len(set(targets)):
        fail("two rows poison the same tool")
    methods = [row["_method"] for row in rows if row["family"] == "invisible"]
    if None in methods or len(set(methods)) != PER_FAMILY:
        fail("invisible rows need ten distinct hiding methods")
    other = sum(1 for row in rows if row["_lang"] != "en")
    if not MIN_OTHER_LANG <= other <= MAX_OTHER_LANG:
        fail(f"{other} non-English rows, want about a fifth")
    for row in rows:
        if row["split"] != SPLIT or not row["id"].startswith("f56"):
            fail(f"{row['id']}: bad split or id")
        if row["base"] is not None and row["definition"] == row["_original"]:
            fail(f"{row['id']}: unchanged definition")


def main() -> None:
    """Build, check and write the set."""
    tools = load_tools()
    rows = []
    for module in MODULES:
        if len(module.SPECS) != PER_FAMILY:
            fail(f"{module.__name__} has {len(module.SPECS)} specs")
        rows.extend(build(module.CODE, module.SPECS, tools))
    check(rows)
    rows.sort(key=lambda row: row["id"])
    lines = []
    for row in rows:
        clean = {key: value for key, value in row.items() if not key.startswith("_")}
        lines.append(json.dumps(clean, sort_keys=True, ensure_ascii=False))
    text = "\n".join(lines) + "\n"
    if str(HERE.parent.parent) in text:
        fail("a local absolute path leaked into the output")
    OUT.write_text(text, encoding="utf-8")
    print(f"fresh56: wrote {len(lines)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
