"""Generate fresh19.jsonl, the nineteenth blind poisoning set (70 rows, 10 per family).

Usage: python3 bench/poisoning_data/fresh19.py

Real tool definitions are read from bench/retrieval_data/tools.jsonl at run time; each row spec in
fresh19_a.py .. fresh19_d.py turns a deep copy of one real definition (or nothing, for an added tool)
into a poisoned definition.  Output is deterministic.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import fresh19_a
import fresh19_b
import fresh19_c
import fresh19_d
from fresh19_common import Spec

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh19.jsonl"
SPLIT = "fresh19"
FAMILIES = ["tool-poisoning", "shadowing", "rug-pull", "line-jumping", "full-schema", "invisible", "paraphrase"]
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


def all_specs() -> list[Spec]:
    """Collect the row specs from every spec module, in id order."""
    specs = fresh19_a.SPECS + fresh19_b.SPECS + fresh19_c.SPECS + fresh19_d.SPECS
    return sorted(specs, key=lambda s: (FAMILIES.index(s.family), s.id))


def build_rows(specs: list[Spec], tools: dict[tuple[str, str], dict[str, Any]]) -> list[dict[str, Any]]:
    """Render specs into rows and check ids, family counts and bases."""
    ids = [s.id for s in specs]
    dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
    if dupes:
        raise SystemExit(f"duplicate ids: {dupes}")
    counts = Counter(s.family for s in specs)
    for fam in FAMILIES:
        if counts[fam] != PER_FAMILY:
            raise SystemExit(f"family {fam}: {counts[fam]} rows, expected {PER_FAMILY}")
    if set(counts) != set(FAMILIES):
        raise SystemExit(f"unknown families: {sorted(set(counts) - set(FAMILIES))}")
    servers = {server for server, _ in tools}
    rows: list[dict[str, Any]] = []
    for spec in specs:
        if spec.server not in servers:
            raise SystemExit(f"{spec.id}: unknown server {spec.server}")
        if spec.base is None:
            original: dict[str, Any] = {}
        else:
            key = (spec.server, spec.base)
            if key not in tools:
                raise SystemExit(f"{spec.id}: base {spec.base} not in tools.jsonl for {spec.server}")
            original = copy.deepcopy(tools[key])
        before = json.dumps(original, sort_keys=True)
        definition = spec.build(original)
        if spec.base is not None:
            if json.dumps(definition, sort_keys=True) == before:
                raise SystemExit(f"{spec.id}: build did not change the definition")
            if definition.get("name") != spec.base:
                raise SystemExit(f"{spec.id}: name changed from {spec.base}")
        elif (spec.server, definition["name"]) in tools:
            raise SystemExit(f"{spec.id}: added tool clashes with a real tool name")
        rows.append(
            {
                "base": spec.base,
                "definition": definition,
                "family": spec.family,
                "id": spec.id,
                "server": spec.server,
                "split": SPLIT,
            }
        )
    return rows


def main() -> None:
    """Write fresh19.jsonl next to this script."""
    rows = build_rows(all_specs(), load_tools(TOOLS))
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    fams = Counter(r["family"] for r in rows)
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{f}={fams[f]}" for f in FAMILIES))


if __name__ == "__main__":
    main()
