"""Generate fresh13.jsonl, the thirteenth blind set of poisoned MCP tool definitions.

Stdlib only and deterministic: run ``python bench/poisoning_data/fresh13.py`` from anywhere. The
row specs live in fresh13_a.py .. fresh13_g.py (one module per family); each row copies a real
definition from bench/retrieval_data/tools.jsonl and plants an attack in it, or adds a new tool
that looks like it belongs to the server (base null).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import fresh13_a  # noqa: E402
import fresh13_b  # noqa: E402
import fresh13_c  # noqa: E402
import fresh13_d  # noqa: E402
import fresh13_e  # noqa: E402
import fresh13_f  # noqa: E402
import fresh13_g  # noqa: E402
from fresh13_lib import PREFIX, SPLIT, tools  # noqa: E402

OUT = HERE / "fresh13.jsonl"
PER_FAMILY = 10
MODULES = (fresh13_a, fresh13_b, fresh13_c, fresh13_d, fresh13_e, fresh13_f, fresh13_g)


def build() -> list[dict[str, Any]]:
    """Collect every row from the family modules, in family then id order."""
    out: list[dict[str, Any]] = []
    for mod in MODULES:
        out.extend(mod.rows())
    return out


def check(rows: list[dict[str, Any]]) -> None:
    """Fail loudly if ids, family counts, bases or definitions are inconsistent."""
    known = tools()
    servers = {server for server, _ in known}
    ids = [r["id"] for r in rows]
    dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
    if dupes:
        raise SystemExit(f"duplicate ids: {dupes}")
    counts = Counter(r["family"] for r in rows)
    if set(counts) != set(PREFIX) or any(n != PER_FAMILY for n in counts.values()):
        raise SystemExit(f"bad family counts: {dict(counts)}")
    for r in rows:
        if sorted(r) != ["base", "definition", "family", "id", "server", "split"]:
            raise SystemExit(f"{r['id']}: unexpected keys {sorted(r)}")
        if r["split"] != SPLIT:
            raise SystemExit(f"{r['id']}: split {r['split']!r}")
        if not r["id"].startswith(f"f13{PREFIX[r['family']]}"):
            raise SystemExit(f"{r['id']}: id does not match family {r['family']}")
        if r["server"] not in servers:
            raise SystemExit(f"{r['id']}: unknown server {r['server']}")
        defn = r["definition"]
        if not defn.get("name") or not isinstance(defn.get("inputSchema"), dict):
            raise SystemExit(f"{r['id']}: definition needs a name and an inputSchema")
        if r["base"] is None:
            if (r["server"], defn["name"]) in known:
                raise SystemExit(f"{r['id']}: added tool {defn['name']} already exists on {r['server']}")
        else:
            if (r["server"], r["base"]) not in known:
                raise SystemExit(f"{r['id']}: base {r['base']} not found on {r['server']}")
            if defn["name"] != r["base"]:
                raise SystemExit(f"{r['id']}: definition name {defn['name']} differs from base {r['base']}")
            if defn == known[(r["server"], r["base"])]:
                raise SystemExit(f"{r['id']}: definition is identical to the real one")


def main() -> None:
    """Build, check and write the jsonl file."""
    rows = build()
    check(rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    per = Counter(r["family"] for r in rows)
    print(f"wrote {len(rows)} rows to {OUT.name}: " + ", ".join(f"{k} {per[k]}" for k in PREFIX))


if __name__ == "__main__":
    main()
