"""Generate fresh20.jsonl: the twentieth blind poisoning set (70 rows, 10 per family).

Usage: ``python bench/poisoning_data/fresh20.py``. Stdlib only and deterministic: the row
modules copy real definitions from ``bench/retrieval_data/tools.jsonl`` and plant one
attack in each copy.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh20_a
import fresh20_b
import fresh20_c
import fresh20_d
from fresh20_lib import HERE, SPLIT, Catalog, Row

OUT_PATH = HERE / "fresh20.jsonl"
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


def build(cat: Catalog) -> list[Row]:
    """Collect every row from the row modules, in a fixed order."""
    rows: list[Row] = []
    for module in (fresh20_a, fresh20_b, fresh20_c, fresh20_d):
        rows.extend(module.rows(cat))
    return rows


def check(rows: list[Row], cat: Catalog) -> None:
    """Fail loudly if ids, family counts, bases or tool names are inconsistent."""
    ids = [row["id"] for row in rows]
    dupes = sorted(rid for rid, n in Counter(ids).items() if n > 1)
    if dupes:
        raise SystemExit(f"duplicate ids: {dupes}")
    counts = Counter(row["family"] for row in rows)
    for family, prefix in FAMILIES.items():
        if counts[family] != PER_FAMILY:
            raise SystemExit(f"{family}: {counts[family]} rows, want {PER_FAMILY}")
        expected = {f"f20{prefix}{i:02d}" for i in range(1, PER_FAMILY + 1)}
        got = {row["id"] for row in rows if row["family"] == family}
        if got != expected:
            raise SystemExit(f"{family}: ids {sorted(got ^ expected)} do not match the scheme")
    if set(counts) - set(FAMILIES):
        raise SystemExit(f"unknown families: {sorted(set(counts) - set(FAMILIES))}")
    for row in rows:
        definition = row["definition"]
        if row["split"] != SPLIT:
            raise SystemExit(f"{row['id']}: wrong split")
        if not definition.get("description") or not definition.get("name"):
            raise SystemExit(f"{row['id']}: definition needs a name and a description")
        base = row["base"]
        if base is None:
            if cat.has(row["server"], definition["name"]):
                raise SystemExit(f"{row['id']}: added tool clashes with a real tool name")
        else:
            if not cat.has(row["server"], base):
                raise SystemExit(f"{row['id']}: base {base!r} not in tools.jsonl for {row['server']!r}")
            if definition["name"] != base:
                raise SystemExit(f"{row['id']}: definition name differs from base")
            if definition == cat.real(row["server"], base):
                raise SystemExit(f"{row['id']}: definition is unchanged from the real tool")


def main() -> None:
    """Build, check and write fresh20.jsonl."""
    cat = Catalog()
    rows = sorted(build(cat), key=lambda row: row["id"])
    check(rows, cat)
    with OUT_PATH.open("w", encoding="utf-8", newline="\n") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    servers = sorted({row["server"] for row in rows})
    print(f"wrote {len(rows)} rows over {len(servers)} servers to {OUT_PATH}")


if __name__ == "__main__":
    main()
