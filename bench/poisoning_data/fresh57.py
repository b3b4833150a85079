"""Generate the fresh57 poisoned set (70 rows, ten per family) and write fresh57.jsonl.

Every row deep-copies a real MCP tool definition from bench/retrieval_data/tools.jsonl
(or, for at most five rows, adds a new tool to a real server) and plants an attack in it.
Standard library only and deterministic: running it twice gives identical output.
"""

import json
import re
import sys
from pathlib import Path

import fresh57_a
import fresh57_b
import fresh57_c
import fresh57_d
import fresh57_e
import fresh57_f
import fresh57_g
from fresh57_lib import ALL_NAMES, FAMILIES, INDEX, SERVERS

OUT = Path(__file__).resolve().parent / "fresh57.jsonl"
ROOT = str(Path(__file__).resolve().parents[2])
MODULES = (fresh57_a, fresh57_b, fresh57_c, fresh57_d, fresh57_e, fresh57_f, fresh57_g)
KEYS = ["base", "definition", "family", "id", "server", "split"]
PER_FAMILY = 10
MAX_NEW_TOOLS = 5
MIN_SERVERS = 40
ID_RE = re.compile(r"^f57(tp|sh|rp|lj|fs|iv|pp)(\d\d)$")


def fail(message):
    """Stop loudly."""
    raise SystemExit(f"fresh57: invariant broken: {message}")


def check(rows):
    """Check every invariant of the set; fail on the first violation."""
    if len(rows) != PER_FAMILY * len(FAMILIES):
        fail(f"expected {PER_FAMILY * len(FAMILIES)} rows, got {len(rows)}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    per_family = {}
    new_tools = 0
    servers = set()
    for r in rows:
        if sorted(r) != KEYS:
            fail(f"{r.get('id')}: keys {sorted(r)}")
        match = ID_RE.match(r["id"])
        if not match:
            fail(f"bad id {r['id']}")
        code, number = match.group(1), int(match.group(2))
        if FAMILIES[code] != r["family"]:
            fail(f"{r['id']}: family {r['family']} does not match its code")
        if not 1 <= number <= PER_FAMILY:
            fail(f"{r['id']}: number out of range")
        per_family[r["family"]] = per_family.get(r["family"], 0) + 1
        if r["split"] != "fresh57":
            fail(f"{r['id']}: split")
        if r["server"] not in SERVERS:
            fail(f"{r['id']}: unknown server {r['server']}")
        servers.add(r["server"])
        definition = r["definition"]
        for key in ("name", "description", "inputSchema"):
            if key not in definition:
                fail(f"{r['id']}: definition lacks {key}")
        if r["base"] is None:
            new_tools += 1
            if definition["name"] in ALL_NAMES:
                fail(f"{r['id']}: new tool name clashes with a real tool")
        else:
            original = INDEX.get((r["server"], r["base"]))
            if original is None:
                fail(f"{r['id']}: base {r['base']} not on server {r['server']}")
            if definition["name"] != r["base"]:
                fail(f"{r['id']}: definition name differs from base")
            if json.dumps(definition, sort_keys=True) == json.dumps(original, sort_keys=True):
                fail(f"{r['id']}: definition is identical to its base")
        if ROOT in json.dumps(definition, ensure_ascii=False):
            fail(f"{r['id']}: path of this checkout in definition")
    for family in FAMILIES.values():
        if per_family.get(family) != PER_FAMILY:
            fail(f"family {family} has {per_family.get(family, 0)} rows")
    if new_tools > MAX_NEW_TOOLS:
        fail(f"{new_tools} new tools (max {MAX_NEW_TOOLS})")
    if len(servers) < MIN_SERVERS:
        fail(f"only {len(servers)} servers (min {MIN_SERVERS})")
    for module in MODULES:
        codes = {ID_RE.match(r["id"]).group(1) for r in module.build()}
        if len(codes) != 1:
            fail(f"{module.__name__} mixes families")


def main():
    """Build, check and write the set."""
    rows = []
    for module in MODULES:
        rows.extend(module.build())
    check(rows)
    rows.sort(key=lambda r: r["id"])
    text = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)
    OUT.write_text(text, encoding="utf-8")
    servers = len({r["server"] for r in rows})
    print(f"wrote {len(rows)} rows from {servers} servers to {OUT.name}", file=sys.stderr)


if __name__ == "__main__":
    main()
