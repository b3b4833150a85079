"""Build the fresh39 poisoned-tool set (70 rows, 10 per family).

Usage: python3 bench/poisoning_data/fresh39.py [output]

Written blind: the payloads come from published MCP attack write-ups, not from the
project's detector. Standard library only; the output is deterministic.
"""

import json
import os
import re
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import fresh39_a  # noqa: E402
import fresh39_b  # noqa: E402
import fresh39_c  # noqa: E402
import fresh39_d  # noqa: E402
import fresh39_e  # noqa: E402
import fresh39_f  # noqa: E402
import fresh39_g  # noqa: E402
from fresh39_lib import FAMILIES, ID_PREFIX, SPLIT, all_names, tools  # noqa: E402

MODULES = [fresh39_a, fresh39_b, fresh39_c, fresh39_d, fresh39_e, fresh39_f, fresh39_g]
DEFAULT_OUT = os.path.join(_HERE, "fresh39.jsonl")
MIN_SERVERS = 40
MAX_ADDED = 5


def build():
    rows = []
    for module in MODULES:
        rows.extend(module.rows())
    rows.sort(key=lambda r: r["id"])
    return rows


def check(rows):
    real = tools()
    names = all_names()
    servers = {server for (server, _name) in real}
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate ids")
    counts = {family: 0 for family in FAMILIES}
    added = 0
    for r in rows:
        family = r["family"]
        if family not in FAMILIES:
            raise SystemExit("unknown family: " + family)
        if not re.fullmatch(ID_PREFIX + FAMILIES[family] + r"(0[1-9]|10)", r["id"]):
            raise SystemExit("bad id: " + r["id"])
        counts[family] += 1
        if r["split"] != SPLIT:
            raise SystemExit("bad split: " + r["id"])
        if r["server"] not in servers:
            raise SystemExit("unknown server: " + r["server"])
        defn = r["definition"]
        for key in ("name", "description", "inputSchema"):
            if key not in defn:
                raise SystemExit(r["id"] + " lacks " + key)
        if r["base"] is None:
            added += 1
            if defn["name"] in names:
                raise SystemExit(r["id"] + " added name clashes: " + defn["name"])
        else:
            key = (r["server"], r["base"])
            if key not in real:
                raise SystemExit(r["id"] + " base not found: " + repr(key))
            if defn["name"] != r["base"]:
                raise SystemExit(r["id"] + " renamed its base")
            if json.dumps(defn, sort_keys=True) == json.dumps(real[key], sort_keys=True):
                raise SystemExit(r["id"] + " equals its base")
    for family, count in counts.items():
        if count != 10:
            raise SystemExit(f"family {family} has {count} rows")
    if added > MAX_ADDED:
        raise SystemExit(f"too many added tools: {added}")
    used = {r["server"] for r in rows}
    if len(used) < MIN_SERVERS:
        raise SystemExit(f"only {len(used)} servers")
    return len(used), added


def main(argv):
    out_path = argv[1] if len(argv) > 1 else DEFAULT_OUT
    rows = build()
    n_servers, n_added = check(rows)
    with open(out_path, "w", encoding="utf-8", newline="\n") as handle:
        for r in rows:
            handle.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows, {n_servers} servers, {n_added} added tools -> {out_path}")


if __name__ == "__main__":
    main(sys.argv)
