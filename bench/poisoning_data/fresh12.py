"""Generate ``fresh12.jsonl``: a twelfth blind set of 70 poisoned MCP tool definitions.

Usage: ``python3 bench/poisoning_data/fresh12.py``

Each row starts from a real definition in ``bench/retrieval_data/tools.jsonl``
(or is an added tool, ``base`` null) and carries one attack. The row specs live
in ``fresh12_a.py`` .. ``fresh12_g.py`` (one module per family). The script is
stdlib-only and deterministic: running it twice gives byte-identical output.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh12_a
import fresh12_b
import fresh12_c
import fresh12_d
import fresh12_e
import fresh12_f
import fresh12_g
from fresh12_lib import HERE, SPLIT, Catalog, Row

OUT = HERE / "fresh12.jsonl"
FAMILIES = {
    "tool-poisoning": "f12tp",
    "shadowing": "f12sh",
    "rug-pull": "f12rp",
    "line-jumping": "f12lj",
    "full-schema": "f12fs",
    "invisible": "f12iv",
    "paraphrase": "f12pp",
}
PER_FAMILY = 10
MODULES = (fresh12_a, fresh12_b, fresh12_c, fresh12_d, fresh12_e, fresh12_f, fresh12_g)


def build(cat: Catalog) -> list[Row]:
    """Collect the rows of every family module, in family order."""
    out: list[Row] = []
    for mod in MODULES:
        out.extend(mod.rows(cat))
    return out


def check(rows: list[Row], cat: Catalog) -> None:
    """Fail loudly unless ids are unique, each family has 10 rows and every base is a real tool of its server."""
    ids = [r["id"] for r in rows]
    dup = sorted(i for i, n in Counter(ids).items() if n > 1)
    if dup:
        raise SystemExit(f"duplicate ids: {dup}")
    counts = Counter(r["family"] for r in rows)
    for family, prefix in FAMILIES.items():
        if counts.get(family) != PER_FAMILY:
            raise SystemExit(f"{family}: {counts.get(family, 0)} rows, expected {PER_FAMILY}")
        want = {f"{prefix}{n:02d}" for n in range(1, PER_FAMILY + 1)}
        have = {r["id"] for r in rows if r["family"] == family}
        if have != want:
            raise SystemExit(f"{family}: ids {sorted(have ^ want)} do not match {prefix}01..{prefix}{PER_FAMILY}")
    if set(counts) != set(FAMILIES):
        raise SystemExit(f"unknown families: {sorted(set(counts) - set(FAMILIES))}")
    for r in rows:
        if r["split"] != SPLIT:
            raise SystemExit(f"{r['id']}: split {r['split']!r}")
        name = r["definition"].get("name")
        if not isinstance(name, str) or not r["definition"].get("inputSchema"):
            raise SystemExit(f"{r['id']}: definition needs a name and an inputSchema")
        if r["base"] is None:
            if cat.has(r["server"], name):
                raise SystemExit(f"{r['id']}: added tool {name!r} already exists on {r['server']}")
        else:
            if not cat.has(r["server"], r["base"]):
                raise SystemExit(f"{r['id']}: base {r['base']!r} is not a tool of {r['server']}")
            if name != r["base"]:
                raise SystemExit(f"{r['id']}: definition name {name!r} differs from base {r['base']!r}")
            if r["definition"] == cat.tool(r["server"], r["base"]):
                raise SystemExit(f"{r['id']}: definition is unchanged from the real tool")


def write(rows: list[Row], path: Path) -> None:
    """Write one JSON object per line, keys sorted, UTF-8, LF line endings."""
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")


def main() -> None:
    """Build, check and write the set; print a one-line summary per family."""
    cat = Catalog()
    rows = build(cat)
    check(rows, cat)
    write(rows, OUT)
    counts = Counter(r["family"] for r in rows)
    servers = sorted({r["server"] for r in rows})
    added = sum(1 for r in rows if r["base"] is None)
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{f} {counts[f]}" for f in FAMILIES))
    print(f"{len(servers)} servers, {added} added tools")


if __name__ == "__main__":
    main()
