"""Build bench/poisoning_data/fresh35.jsonl (70 poisoned MCP tool definitions, written blind).

Usage: python3 bench/poisoning_data/fresh35.py [output_path]
"""

import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh35_a  # noqa: E402
import fresh35_b  # noqa: E402
import fresh35_c  # noqa: E402
import fresh35_d  # noqa: E402
from fresh35_lib import ALL_NAMES, SPLIT, TOOLS  # noqa: E402

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}
PER_FAMILY = 10
MAX_ADDED = 5
MIN_SERVERS = 40
ID_RE = re.compile(r"^f35(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def collect():
    rows = []
    for mod in (fresh35_a, fresh35_b, fresh35_c, fresh35_d):
        rows.extend(mod.rows())
    return rows


def check(rows):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    counts = dict.fromkeys(FAMILIES.values(), 0)
    added = 0
    servers = {s for (s, _n) in TOOLS}
    used = set()
    for r in rows:
        m = ID_RE.match(r["id"])
        assert m, r["id"]
        assert r["family"] == FAMILIES[m.group(1)], r["id"]
        assert r["split"] == SPLIT, r["id"]
        assert r["server"] in servers, r["id"]
        used.add(r["server"])
        counts[r["family"]] += 1
        d = r["definition"]
        assert isinstance(d.get("name"), str) and d["name"], r["id"]
        assert isinstance(d.get("description"), str), r["id"]
        assert isinstance(d.get("inputSchema"), dict), r["id"]
        if r["base"] is None:
            added += 1
            assert d["name"] not in ALL_NAMES, ("added name clashes", r["id"])
        else:
            key = (r["server"], r["base"])
            assert key in TOOLS, ("unknown base", r["id"])
            assert d["name"] == r["base"], r["id"]
            assert d != TOOLS[key], ("definition unchanged", r["id"])
    assert all(n == PER_FAMILY for n in counts.values()), counts
    assert added <= MAX_ADDED, added
    assert len(used) >= MIN_SERVERS, len(used)
    return counts, added, len(used)


def main():
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "fresh35.jsonl"
    rows = sorted(collect(), key=lambda r: r["id"])
    counts, added, nservers = check(rows)
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out}: {counts}; added tools {added}; servers {nservers}")


if __name__ == "__main__":
    main()
