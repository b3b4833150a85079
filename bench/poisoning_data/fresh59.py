"""Build the fresh59 blind poisoning set and write fresh59.jsonl next to this file.

Seventy poisoned MCP tool definitions, ten per family, each derived from a real
definition in ../retrieval_data/tools.jsonl (or, for a few rows, a new tool added to
a real server). The build is deterministic and checks its own invariants before
writing anything; any broken invariant raises SystemExit with a message.
"""

import json
import re
import sys
from pathlib import Path

import fresh59_a
import fresh59_b
import fresh59_c
import fresh59_d
import fresh59_e
import fresh59_f
import fresh59_g
from fresh59_lib import CATALOGUE, FAMILY_CODES, HERE, REAL_NAMES, REAL_SERVERS, original

OUT_PATH = HERE / "fresh59.jsonl"
MODULES = (fresh59_a, fresh59_b, fresh59_c, fresh59_d, fresh59_e, fresh59_f, fresh59_g)
ROW_KEYS = ("base", "definition", "family", "id", "server", "split")
PER_FAMILY = 10
MAX_NEW_TOOLS = 5
MIN_SERVERS = 40
LOCAL_PATHS = (str(HERE.parents[1]), str(Path.home()) + "/")


def fail(message):
    """Stop the build loudly."""
    raise SystemExit(f"fresh59: invariant broken: {message}")


def check(rows):
    """Validate every invariant of the set; return the rows sorted by id."""
    if len(rows) != PER_FAMILY * len(FAMILY_CODES):
        fail(f"expected {PER_FAMILY * len(FAMILY_CODES)} rows, got {len(rows)}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    per_family = {family: 0 for family in FAMILY_CODES}
    new_tools = 0
    for r in rows:
        if tuple(sorted(r)) != ROW_KEYS:
            fail(f"{r.get('id')}: keys {sorted(r)}")
        family = r["family"]
        if family not in FAMILY_CODES:
            fail(f"{r['id']}: unknown family {family}")
        per_family[family] += 1
        if not re.fullmatch(rf"f59{FAMILY_CODES[family]}(0[1-9]|10)", r["id"]):
            fail(f"{r['id']}: id does not match family {family}")
        if r["split"] != "fresh59":
            fail(f"{r['id']}: split")
        if r["server"] not in REAL_SERVERS:
            fail(f"{r['id']}: unknown server {r['server']}")
        definition = r["definition"]
        for key in ("name", "description", "inputSchema"):
            if key not in definition:
                fail(f"{r['id']}: definition lacks {key}")
        if r["base"] is None:
            new_tools += 1
            if definition["name"] in REAL_NAMES:
                fail(f"{r['id']}: new tool name {definition['name']} clashes with a real tool")
        else:
            if (r["server"], r["base"]) not in CATALOGUE:
                fail(f"{r['id']}: base {r['base']} not on server {r['server']}")
            if definition["name"] != r["base"]:
                fail(f"{r['id']}: definition name differs from base")
            if definition == original(r["server"], r["base"]):
                fail(f"{r['id']}: definition identical to its base")
            if family == "full-schema" and definition["description"] != original(r["server"], r["base"])["description"]:
                fail(f"{r['id']}: full-schema row must leave the top description untouched")
        text = json.dumps(definition, ensure_ascii=False)
        before = "" if r["base"] is None else json.dumps(original(r["server"], r["base"]), ensure_ascii=False)
        for local in LOCAL_PATHS:
            if text.count(local) > before.count(local):
                fail(f"{r['id']}: contains a local absolute path")
    for family, count in per_family.items():
        if count != PER_FAMILY:
            fail(f"family {family} has {count} rows")
    if new_tools > MAX_NEW_TOOLS:
        fail(f"{new_tools} new tools (max {MAX_NEW_TOOLS})")
    servers = {r["server"] for r in rows}
    if len(servers) < MIN_SERVERS:
        fail(f"only {len(servers)} servers")
    methods = fresh59_f.METHODS
    if len(methods) != PER_FAMILY or len(set(methods)) != len(methods):
        fail("invisible rows must each use a different hiding method")
    return sorted(rows, key=lambda r: r["id"])


def main():
    """Collect, check and write the rows."""
    rows = []
    for module in MODULES:
        rows.extend(module.ROWS)
    rows = check(rows)
    lines = [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in rows]
    OUT_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")
    servers = len({r["server"] for r in rows})
    print(f"fresh59: wrote {len(rows)} rows from {servers} servers to {OUT_PATH.name}", file=sys.stderr)


if __name__ == "__main__":
    main()
