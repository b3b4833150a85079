"""Generate the fresh38 set of poisoned MCP tool definitions.

Usage: python3 bench/poisoning_data/fresh38.py [output]
Default output: fresh38.jsonl next to this file. Standard library only, deterministic.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import fresh38_a  # noqa: E402
import fresh38_b  # noqa: E402
import fresh38_c  # noqa: E402
import fresh38_d  # noqa: E402
import fresh38_e  # noqa: E402
import fresh38_f  # noqa: E402
import fresh38_g  # noqa: E402
import fresh38_lib as lib  # noqa: E402

FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
MODULES = [fresh38_a, fresh38_b, fresh38_c, fresh38_d, fresh38_e, fresh38_f, fresh38_g]
MAX_ADDED = 5
MIN_SERVERS = 40


def build():
    rows = []
    for module in MODULES:
        rows.extend(module.rows())
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows):
    problems = []
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    counts = dict.fromkeys(FAMILIES, 0)
    known = lib.index()
    names = lib.all_names()
    added = 0
    for r in rows:
        family = r["family"]
        if family not in FAMILIES:
            problems.append(f"{r['id']}: unknown family {family}")
            continue
        counts[family] += 1
        if not re.fullmatch(lib.PREFIX + FAMILIES[family] + r"(0[1-9]|10)", r["id"]):
            problems.append(f"{r['id']}: id does not follow the scheme")
        if r["split"] != lib.SPLIT:
            problems.append(f"{r['id']}: wrong split")
        if r["server"] not in lib.servers():
            problems.append(f"{r['id']}: unknown server {r['server']}")
        definition = r["definition"]
        for key in ("name", "description", "inputSchema"):
            if key not in definition:
                problems.append(f"{r['id']}: definition lacks {key}")
        if r["base"] is None:
            added += 1
            if definition["name"] in names:
                problems.append(f"{r['id']}: added name {definition['name']} clashes with a real tool")
        else:
            if (r["server"], r["base"]) not in known:
                problems.append(f"{r['id']}: base {r['base']} not on server {r['server']}")
            elif definition == lib.original(r["server"], r["base"]):
                problems.append(f"{r['id']}: definition equals its base")
            if definition.get("name") != r["base"]:
                problems.append(f"{r['id']}: name differs from base")
    for family, count in counts.items():
        if count != 10:
            problems.append(f"{family}: {count} rows, expected 10")
    if added > MAX_ADDED:
        problems.append(f"{added} added tools, at most {MAX_ADDED}")
    used = {r["server"] for r in rows}
    if len(used) < MIN_SERVERS:
        problems.append(f"only {len(used)} servers")
    if len(rows) != 70:
        problems.append(f"{len(rows)} rows, expected 70")
    return problems


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "fresh38.jsonl")
    rows = build()
    problems = check(rows)
    if problems:
        for p in problems:
            print("error:", p, file=sys.stderr)
        return 1
    with open(out, "w", encoding="utf-8", newline="\n") as handle:
        for r in rows:
            handle.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    servers = len({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows, {servers} servers -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
