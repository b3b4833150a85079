"""Generate fresh10.jsonl, the tenth blind poisoning set: 70 poisoned MCP tool definitions, 10 per family.

Usage: python3 bench/poisoning_data/fresh10.py

The rows are planted in real definitions read at run time from bench/retrieval_data/tools.jsonl; the row
specs live in fresh10_a.py (tool-poisoning), fresh10_b.py (shadowing), fresh10_c.py (rug-pull),
fresh10_d.py (line-jumping), fresh10_e.py (full-schema), fresh10_f.py (invisible) and fresh10_g.py
(paraphrase). Output is deterministic: run it twice and the file is byte-identical.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import fresh10_a
import fresh10_b
import fresh10_c
import fresh10_d
import fresh10_e
import fresh10_f
import fresh10_g
from fresh10_base import SPLIT, Catalog

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh10.jsonl"

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


def build_rows(cat: Catalog) -> list[dict[str, Any]]:
    """Collect the rows of every spec module, in family order."""
    rows: list[dict[str, Any]] = []
    for module in (fresh10_a, fresh10_b, fresh10_c, fresh10_d, fresh10_e, fresh10_f, fresh10_g):
        rows.extend(module.build(cat))
    return rows


def check(rows: list[dict[str, Any]], cat: Catalog) -> None:
    """Raise ValueError unless ids, families, servers and bases are consistent."""
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
        raise ValueError(f"duplicate ids: {dupes}")
    counts = Counter(row["family"] for row in rows)
    if set(counts) != set(FAMILIES) or any(n != PER_FAMILY for n in counts.values()):
        raise ValueError(f"family counts: {dict(counts)}")
    known = set(cat.servers())
    for row in rows:
        rid, family, server, base = row["id"], row["family"], row["server"], row["base"]
        if row["split"] != SPLIT:
            raise ValueError(f"{rid}: split {row['split']!r}")
        if not rid.startswith("f10" + FAMILIES[family]):
            raise ValueError(f"{rid}: id does not match family {family}")
        if server not in known:
            raise ValueError(f"{rid}: unknown server {server!r}")
        name = row["definition"].get("name")
        if base is None:
            if cat.has(server, name):
                raise ValueError(f"{rid}: added tool {name!r} already exists on {server}")
        else:
            if not cat.has(server, base):
                raise ValueError(f"{rid}: base {base!r} is not a tool of {server}")
            if name != base:
                raise ValueError(f"{rid}: name {name!r} differs from base {base!r}")
            if row["definition"] == cat.get(server, base):
                raise ValueError(f"{rid}: definition is unchanged from its base")


def write(rows: list[dict[str, Any]], path: Path) -> None:
    """Write one JSON object per line, keys sorted, UTF-8, LF line endings."""
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


def main() -> int:
    """Build, check and write the set; print a one-line summary."""
    cat = Catalog(TOOLS)
    rows = build_rows(cat)
    check(rows, cat)
    write(rows, OUT)
    servers = {row["server"] for row in rows}
    added = sum(1 for row in rows if row["base"] is None)
    print(f"wrote {len(rows)} rows ({added} added tools) over {len(servers)} servers to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
