"""Build bench/poisoning_data/fresh54.jsonl, the fresh54 blind poisoned set (70 rows, seven families).

Standard library only and deterministic: every row is a deep copy of a real definition from
bench/retrieval_data/tools.jsonl with a hand-written edit (or, for at most five rows, a new tool on a real server).

Usage: python3 bench/poisoning_data/fresh54.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh54_a  # noqa: E402
import fresh54_b  # noqa: E402
import fresh54_c  # noqa: E402
import fresh54_d  # noqa: E402
import fresh54_e  # noqa: E402
import fresh54_f  # noqa: E402
import fresh54_g  # noqa: E402
from fresh54_lib import REAL_NAMES, REAL_SERVERS, TOOLS  # noqa: E402

SPLIT = "fresh54"
OUT = HERE / "fresh54.jsonl"
MODULES = [fresh54_a, fresh54_b, fresh54_c, fresh54_d, fresh54_e, fresh54_f, fresh54_g]
PER_FAMILY = 10
MAX_ADDED = 5
MIN_SERVERS = 40


def build_rows():
    rows = []
    for mod in MODULES:
        triples = mod.build()
        if len(triples) != PER_FAMILY:
            raise SystemExit(f"{mod.FAMILY}: expected {PER_FAMILY} rows, got {len(triples)}")
        for i, (server, base_name, definition) in enumerate(triples, start=1):
            rows.append(
                {
                    "base": base_name,
                    "definition": definition,
                    "family": mod.FAMILY,
                    "id": f"f54{mod.CODE}{i:02d}",
                    "server": server,
                    "split": SPLIT,
                }
            )
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows):
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    per_family = {}
    for r in rows:
        per_family[r["family"]] = per_family.get(r["family"], 0) + 1
    if len(per_family) != len(MODULES) or any(n != PER_FAMILY for n in per_family.values()):
        raise SystemExit(f"bad family counts: {per_family}")
    added = 0
    for r in rows:
        if r["server"] not in REAL_SERVERS:
            raise SystemExit(f"{r['id']}: unknown server {r['server']}")
        if r["base"] is None:
            added += 1
            name = r["definition"].get("name")
            if not name or name in REAL_NAMES:
                raise SystemExit(f"{r['id']}: added tool name {name!r} is missing or clashes with a real tool")
            continue
        key = (r["server"], r["base"])
        if key not in TOOLS:
            raise SystemExit(f"{r['id']}: base {r['base']} does not exist on server {r['server']}")
        if r["definition"] == TOOLS[key]:
            raise SystemExit(f"{r['id']}: definition is identical to its base")
        if r["definition"].get("name") != r["base"]:
            raise SystemExit(f"{r['id']}: definition name differs from base")
    if added > MAX_ADDED:
        raise SystemExit(f"{added} added tools, at most {MAX_ADDED} allowed")
    servers = {r["server"] for r in rows}
    if len(servers) < MIN_SERVERS:
        raise SystemExit(f"only {len(servers)} servers, need {MIN_SERVERS}")
    return added, len(servers)


def main():
    rows = build_rows()
    added, n_servers = check(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {OUT.name}: {n_servers} servers, {added} added tools")


if __name__ == "__main__":
    main()
