"""Generate fresh29.jsonl, a blind set of poisoned MCP tool definitions.

Deterministic and stdlib-only. Run: python bench/poisoning_data/fresh29.py
"""

import json
import re
from collections import Counter
from pathlib import Path

import fresh29_a
import fresh29_b
import fresh29_c
import fresh29_d
from fresh29_lib import SPLIT, TOOLS

OUT_PATH = Path(__file__).resolve().parent / "fresh29.jsonl"

PREFIX = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}


def build():
    return fresh29_a.rows() + fresh29_b.rows() + fresh29_c.rows() + fresh29_d.rows()


def check(rows):
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    servers = {s for s, _ in TOOLS}
    counts = Counter(r["family"] for r in rows)
    assert set(counts) == set(PREFIX), counts
    assert all(n == 10 for n in counts.values()), counts
    for r in rows:
        assert set(r) == {"base", "definition", "family", "id", "server", "split"}, r["id"]
        assert r["split"] == SPLIT
        m = re.fullmatch(r"f29([a-z]{2})(\d\d)", r["id"])
        assert m and m.group(1) == PREFIX[r["family"]] and 1 <= int(m.group(2)) <= 10, r["id"]
        assert r["server"] in servers, r["id"]
        d = r["definition"]
        assert isinstance(d.get("description"), str) and "inputSchema" in d, r["id"]
        if r["base"] is None:
            assert (r["server"], d["name"]) not in TOOLS, r["id"]
            assert all(d["name"] != name for _, name in TOOLS), r["id"]
        else:
            real = TOOLS.get((r["server"], r["base"]))
            assert real is not None, r["id"]
            assert d["name"] == r["base"], r["id"]
            assert d != real, r["id"]


def main():
    rows = sorted(build(), key=lambda r: r["id"])
    check(rows)
    with OUT_PATH.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT_PATH.name}")


if __name__ == "__main__":
    main()
