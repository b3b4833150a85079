"""Build the fresh55 blind poisoned set (70 rows, 7 families x 10) from real tool definitions.

Usage: python3 bench/poisoning_data/fresh55.py
Writes bench/poisoning_data/fresh55.jsonl. Standard library only; output is deterministic.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import fresh55_a  # noqa: E402
import fresh55_b  # noqa: E402
import fresh55_c  # noqa: E402
import fresh55_d  # noqa: E402
import fresh55_e  # noqa: E402
import fresh55_f  # noqa: E402
import fresh55_g  # noqa: E402
import fresh55_lib as L  # noqa: E402

SPLIT = "fresh55"
OUT = HERE / "fresh55.jsonl"
FAMILIES = [
    ("tp", "tool-poisoning", fresh55_a),
    ("sh", "shadowing", fresh55_b),
    ("rp", "rug-pull", fresh55_c),
    ("lj", "line-jumping", fresh55_d),
    ("fs", "full-schema", fresh55_e),
    ("iv", "invisible", fresh55_f),
    ("pp", "paraphrase", fresh55_g),
]
MAX_ADDED = 5
MIN_SERVERS = 40


def _canon(obj: object) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)


def build_rows() -> list[dict]:
    rows = []
    for code, family, module in FAMILIES:
        for spec in module.build():
            rows.append(
                {
                    "base": spec["base"],
                    "definition": spec["definition"],
                    "family": family,
                    "id": f"f55{code}{spec['num']:02d}",
                    "server": spec["server"],
                    "split": SPLIT,
                }
            )
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows: list[dict]) -> None:
    errors = []
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    per_family = Counter(r["family"] for r in rows)
    for _, family, _ in FAMILIES:
        if per_family[family] != 10:
            errors.append(f"{family}: {per_family[family]} rows, expected 10")
    known_servers = L.servers()
    real_names = L.all_names()
    added = 0
    for r in rows:
        if set(r) != {"base", "definition", "family", "id", "server", "split"}:
            errors.append(f"{r['id']}: bad keys")
        if r["server"] not in known_servers:
            errors.append(f"{r['id']}: unknown server {r['server']}")
            continue
        if r["base"] is None:
            added += 1
            if r["definition"]["name"] in real_names:
                errors.append(f"{r['id']}: added tool name clashes with a real tool")
            continue
        if (r["server"], r["base"]) not in L.index():
            errors.append(f"{r['id']}: base {r['base']} not on {r['server']}")
            continue
        if r["definition"].get("name") != r["base"]:
            errors.append(f"{r['id']}: definition name differs from base")
        if _canon(r["definition"]) == _canon(L.original(r["server"], r["base"])):
            errors.append(f"{r['id']}: definition equals its base")
    if added > MAX_ADDED:
        errors.append(f"{added} added tools, at most {MAX_ADDED} allowed")
    n_servers = len({r["server"] for r in rows})
    if n_servers < MIN_SERVERS:
        errors.append(f"only {n_servers} servers, need {MIN_SERVERS}")
    if errors:
        raise SystemExit("fresh55 checks failed:\n  " + "\n  ".join(errors))


def main() -> None:
    rows = build_rows()
    check(rows)
    text = "".join(_canon(r) + "\n" for r in rows)
    OUT.write_text(text, encoding="utf-8")
    servers = len({r["server"] for r in rows})
    added = sum(1 for r in rows if r["base"] is None)
    print(f"wrote {len(rows)} rows, {servers} servers, {added} added tools -> {OUT.name}")


if __name__ == "__main__":
    main()
