"""Generate fresh58.jsonl: 70 poisoned MCP tool definitions, ten per family, derived from real tools.

Run from anywhere: python bench/poisoning_data/fresh58.py. Standard library only and deterministic.
"""

import json
import re
import sys
from pathlib import Path

import fresh58_a
import fresh58_b
import fresh58_c
import fresh58_d
import fresh58_e
import fresh58_f
import fresh58_g
from fresh58_lib import (
    FAMILY_CODES,
    SPLIT,
    decode_tag_chars,
    decode_variation_selectors,
    decode_zero_width_bits,
    load_tools,
)

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT_PATH = HERE / "fresh58.jsonl"
MODULES = [fresh58_a, fresh58_b, fresh58_c, fresh58_d, fresh58_e, fresh58_f, fresh58_g]
PER_FAMILY = 10
MAX_NEW_TOOLS = 5
MIN_SERVERS = 40
ROW_KEYS = ["base", "definition", "family", "id", "server", "split"]


def fail(message: str) -> None:
    """Stop loudly."""
    raise SystemExit(f"fresh58: invariant broken: {message}")


def check(rows: list[dict], tools: dict) -> None:
    """Check every invariant of the set; exit non-zero on the first failure."""
    real_servers = {server for (server, _name) in tools}
    real_names = {name for (_server, name) in tools}
    if len(rows) != PER_FAMILY * len(FAMILY_CODES):
        fail(f"expected {PER_FAMILY * len(FAMILY_CODES)} rows, got {len(rows)}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    new_tools = 0
    for r in rows:
        if sorted(r) != ROW_KEYS:
            fail(f"{r['id']}: keys {sorted(r)}")
        code = FAMILY_CODES.get(r["family"])
        if code is None or not re.fullmatch(rf"f58{code}\d\d", r["id"]):
            fail(f"{r['id']}: id does not match family {r['family']}")
        if r["split"] != SPLIT:
            fail(f"{r['id']}: split")
        if r["server"] not in real_servers:
            fail(f"{r['id']}: unknown server {r['server']}")
        definition = r["definition"]
        for key in ("name", "description", "inputSchema"):
            if key not in definition:
                fail(f"{r['id']}: definition lacks {key}")
        if r["base"] is None:
            new_tools += 1
            if definition["name"] in real_names:
                fail(f"{r['id']}: new tool name clashes with a real tool")
        else:
            original = tools.get((r["server"], r["base"]))
            if original is None:
                fail(f"{r['id']}: base {r['base']} not on server {r['server']}")
            if definition == original:
                fail(f"{r['id']}: definition equals its base")
            if definition["name"] != r["base"]:
                fail(f"{r['id']}: tool name changed")
        json.dumps(definition, sort_keys=True, ensure_ascii=False)
    if new_tools > MAX_NEW_TOOLS:
        fail(f"{new_tools} new tools (max {MAX_NEW_TOOLS})")
    for family in FAMILY_CODES:
        count = sum(1 for r in rows if r["family"] == family)
        if count != PER_FAMILY:
            fail(f"{family} has {count} rows")
    servers = {r["server"] for r in rows}
    if len(servers) < MIN_SERVERS:
        fail(f"only {len(servers)} servers")
    check_invisible(rows)


def check_invisible(rows: list[dict]) -> None:
    """Each invisible row uses a different method, and encoded payloads decode back to their plain text."""
    methods = [m for (_n, m, _p) in fresh58_f.METHODS]
    if len(methods) != PER_FAMILY or len(set(methods)) != len(methods):
        fail("invisible rows must use ten different hiding methods")
    by_num = {int(r["id"][-2:]): r for r in rows if r["family"] == "invisible"}
    decoders = {
        "unicode-tag-characters": decode_tag_chars,
        "zero-width-binary": decode_zero_width_bits,
        "variation-selectors": decode_variation_selectors,
    }
    for num, method, payload in fresh58_f.METHODS:
        desc = by_num[num]["definition"]["description"]
        if method in decoders:
            if payload in desc or decoders[method](desc) != payload:
                fail(f"invisible {num}: {method} payload does not round-trip")
        elif payload not in desc:
            fail(f"invisible {num}: payload missing")


def main() -> int:
    """Build, check and write the set."""
    tools = load_tools(TOOLS_PATH)
    rows = []
    for module in MODULES:
        rows.extend(module.rows(tools))
    check(rows, tools)
    rows.sort(key=lambda r: r["id"])
    text = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)
    OUT_PATH.write_text(text, encoding="utf-8")
    servers = len({r["server"] for r in rows})
    print(f"fresh58: wrote {len(rows)} rows from {servers} servers to {OUT_PATH.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
