"""Generate fresh22.jsonl, a blind set of 70 poisoned MCP tool definitions.

Run: python bench/poisoning_data/fresh22.py
Deterministic and stdlib-only. Reads ../retrieval_data/tools.jsonl relative to this file and writes
fresh22.jsonl next to it, sorted by id.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import fresh22_a  # noqa: E402
import fresh22_b  # noqa: E402
import fresh22_c  # noqa: E402
import fresh22_d  # noqa: E402
import fresh22_e  # noqa: E402
import fresh22_f  # noqa: E402
import fresh22_g  # noqa: E402
from fresh22_lib import PREFIX, SPLIT, Kit, load_tools  # noqa: E402

OUT_PATH = HERE / "fresh22.jsonl"
MODULES = (fresh22_a, fresh22_b, fresh22_c, fresh22_d, fresh22_e, fresh22_f, fresh22_g)
PER_FAMILY = 10


def build(kit: Kit) -> list[dict]:
    rows: list[dict] = []
    for module in MODULES:
        rows.extend(module.rows(kit))
    return sorted(rows, key=lambda r: r["id"])


def check_ids(rows: list[dict]) -> None:
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for r in rows:
        prefix = PREFIX[r["family"]]
        assert re.fullmatch(rf"f22{prefix}(0[1-9]|10)", r["id"]), r["id"]
        assert r["split"] == SPLIT, r["id"]
    counts = Counter(r["family"] for r in rows)
    assert set(counts) == set(PREFIX), counts
    assert all(n == PER_FAMILY for n in counts.values()), counts


def check_bases(rows: list[dict], kit: Kit) -> None:
    servers = {srv for (srv, _name) in kit.tools}
    for r in rows:
        assert r["server"] in servers, (r["id"], r["server"])
        defn = r["definition"]
        assert isinstance(defn.get("name"), str) and defn["name"], r["id"]
        assert "inputSchema" in defn, r["id"]
        if r["base"] is None:
            all_names = {name for (_srv, name) in kit.tools}
            assert defn["name"] not in all_names, (r["id"], defn["name"])
            continue
        key = (r["server"], r["base"])
        assert key in kit.tools, (r["id"], key)
        assert defn["name"] == r["base"], r["id"]
        assert defn != kit.tools[key], (r["id"], "definition unchanged")


def render(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)


def main() -> int:
    kit = Kit(load_tools())
    rows = build(kit)
    check_ids(rows)
    check_bases(rows, kit)
    OUT_PATH.write_text(render(rows), encoding="utf-8", newline="\n")
    counts = Counter(r["family"] for r in rows)
    print(f"wrote {len(rows)} rows to {OUT_PATH.name}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
