"""Generate fresh16.jsonl, the sixteenth blind poisoning set (70 rows, 10 per family).

Reads real tool definitions from bench/retrieval_data/tools.jsonl at run time, applies the row
specs in fresh16_a.py .. fresh16_g.py and writes bench/poisoning_data/fresh16.jsonl.
Stdlib only and deterministic: two runs give byte-identical output.

Usage: python bench/poisoning_data/fresh16.py
"""

from __future__ import annotations

import copy
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh16_a  # noqa: E402
import fresh16_b  # noqa: E402
import fresh16_c  # noqa: E402
import fresh16_d  # noqa: E402
import fresh16_e  # noqa: E402
import fresh16_f  # noqa: E402
import fresh16_g  # noqa: E402
from fresh16_lib import SPLIT, Json  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh16.jsonl"

FAMILIES = {
    "tool-poisoning": "f16tp",
    "shadowing": "f16sh",
    "rug-pull": "f16rp",
    "line-jumping": "f16lj",
    "full-schema": "f16fs",
    "invisible": "f16iv",
    "paraphrase": "f16pp",
}
MODULES = (fresh16_a, fresh16_b, fresh16_c, fresh16_d, fresh16_e, fresh16_f, fresh16_g)


def load_tools(path: Path) -> dict[tuple[str, str], Json]:
    """Map (server, tool name) to the real tool definition."""
    tools: dict[tuple[str, str], Json] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


def check(rows: list[Json], tools: dict[tuple[str, str], Json]) -> None:
    """Fail loudly if ids, family counts, splits or base references are wrong."""
    ids = [r["id"] for r in rows]
    dup = [i for i, n in Counter(ids).items() if n > 1]
    if dup:
        raise SystemExit(f"duplicate ids: {dup}")
    counts = Counter(r["family"] for r in rows)
    if set(counts) != set(FAMILIES) or any(n != 10 for n in counts.values()):
        raise SystemExit(f"need 10 rows per family, got {dict(counts)}")
    servers = {s for s, _ in tools}
    for r in rows:
        rid, fam, server, base, defn = r["id"], r["family"], r["server"], r["base"], r["definition"]
        if not rid.startswith(FAMILIES[fam]) or len(rid) != len(FAMILIES[fam]) + 2:
            raise SystemExit(f"{rid}: id does not match family {fam}")
        if r["split"] != SPLIT:
            raise SystemExit(f"{rid}: wrong split")
        if server not in servers:
            raise SystemExit(f"{rid}: unknown server {server}")
        if base is not None:
            if (server, base) not in tools:
                raise SystemExit(f"{rid}: base {base} not in tools.jsonl for {server}")
            if defn.get("name") != base:
                raise SystemExit(f"{rid}: replaced tool must keep its name {base}")
        elif (server, defn.get("name")) in tools:
            raise SystemExit(f"{rid}: added tool name clashes with a real {server} tool")
        if not isinstance(defn.get("inputSchema"), dict):
            raise SystemExit(f"{rid}: definition lacks an inputSchema")
    for fam, prefix in FAMILIES.items():
        want = {f"{prefix}{n:02d}" for n in range(1, 11)}
        got = {r["id"] for r in rows if r["family"] == fam}
        if want != got:
            raise SystemExit(f"{fam}: ids {sorted(got)} != {sorted(want)}")


def main() -> None:
    """Build, check and write the set."""
    tools = load_tools(TOOLS)

    def real(server: str, name: str) -> Json:
        return copy.deepcopy(tools[(server, name)])

    rows: list[Json] = []
    for mod in MODULES:
        rows.extend(mod.rows(real))
    check(rows, tools)
    rows.sort(key=lambda r: (list(FAMILIES).index(r["family"]), r["id"]))
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    per_family = Counter(r["family"] for r in rows)
    print(f"wrote {len(rows)} rows to {OUT.name}: {dict(per_family)}")
    print(f"servers used: {len({r['server'] for r in rows})}")


if __name__ == "__main__":
    main()
