"""Generate bench/poisoning_data/fresh34.jsonl: 70 poisoned MCP tool definitions, written blind.

Usage: python3 bench/poisoning_data/fresh34.py [output_path]

Stdlib only and deterministic. Rows are validated before writing: ids unique and following the
scheme, ten rows per family, every real base exists for its server and was actually changed, and
added tools (base null, at most five) do not reuse any real tool name.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh34_a  # noqa: E402
import fresh34_b  # noqa: E402
import fresh34_c  # noqa: E402
import fresh34_d  # noqa: E402
import fresh34_e  # noqa: E402
import fresh34_f  # noqa: E402
import fresh34_g  # noqa: E402
from fresh34_lib import FAMILIES, TOOLS  # noqa: E402

MODULES = (fresh34_a, fresh34_b, fresh34_c, fresh34_d, fresh34_e, fresh34_f, fresh34_g)
ID_RE = re.compile(r"^f34(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")
MAX_ADDED = 5
MIN_SERVERS = 40


def collect() -> list[dict]:
    rows: list[dict] = []
    for mod in MODULES:
        rows.extend(mod.rows())
    return sorted(rows, key=lambda r: r["id"])


def validate(rows: list[dict]) -> None:
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    real_names = {name for (_server, name) in TOOLS}
    servers = {server for (server, _name) in TOOLS}
    added = 0
    per_family: Counter[str] = Counter()
    for r in rows:
        m = ID_RE.match(r["id"])
        if not m:
            raise SystemExit(f"bad id {r['id']}")
        if r["family"] != FAMILIES[m.group(1)]:
            raise SystemExit(f"{r['id']}: family {r['family']} does not match id")
        if r["split"] != "fresh34":
            raise SystemExit(f"{r['id']}: wrong split")
        if r["server"] not in servers:
            raise SystemExit(f"{r['id']}: unknown server {r['server']}")
        per_family[r["family"]] += 1
        d = r["definition"]
        if not d.get("name") or not isinstance(d.get("inputSchema"), dict):
            raise SystemExit(f"{r['id']}: definition needs a name and an inputSchema")
        if r["base"] is None:
            added += 1
            if d["name"] in real_names:
                raise SystemExit(f"{r['id']}: added tool name {d['name']} clashes with a real tool")
        else:
            key = (r["server"], r["base"])
            if key not in TOOLS:
                raise SystemExit(f"{r['id']}: base {key} not in tools.jsonl")
            if d["name"] != r["base"]:
                raise SystemExit(f"{r['id']}: definition name differs from base")
            if json.dumps(d, sort_keys=True) == json.dumps(TOOLS[key], sort_keys=True):
                raise SystemExit(f"{r['id']}: definition identical to the real one")
    for family in FAMILIES.values():
        if per_family[family] != 10:
            raise SystemExit(f"family {family}: {per_family[family]} rows, expected 10")
    if len(rows) != 70:
        raise SystemExit(f"expected 70 rows, got {len(rows)}")
    if added > MAX_ADDED:
        raise SystemExit(f"too many added tools: {added}")
    added_names = [r["definition"]["name"] for r in rows if r["base"] is None]
    if len(added_names) != len(set(added_names)):
        raise SystemExit("added tool names repeat")
    used = {r["server"] for r in rows}
    if len(used) < MIN_SERVERS:
        raise SystemExit(f"only {len(used)} servers used")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "fresh34.jsonl"
    rows = collect()
    validate(rows)
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    fams = Counter(r["family"] for r in rows)
    servers = len({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows to {out} ({servers} servers): {dict(sorted(fams.items()))}")


if __name__ == "__main__":
    main()
