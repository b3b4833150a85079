"""Generate benign27.jsonl: 240 benign MCP tool definitions from 24 invented, guidance-heavy vendors.

Run from anywhere: python bench/poisoning_data/benign27.py
The output is written next to this file and is byte-for-byte reproducible.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign27_a  # noqa: E402
import benign27_b  # noqa: E402
import benign27_c  # noqa: E402
import benign27_d  # noqa: E402
import benign27_e  # noqa: E402
import benign27_f  # noqa: E402
import benign27_g  # noqa: E402
from benign27_lib import LONG  # noqa: E402

PREFIX = "b27-"
SPLIT = "benign27"
SERVERS_EXPECTED = 24
TOOLS_PER_SERVER = 10
NON_ENGLISH = ("auskunft", "nominas", "dossiersante", "kanshi")
ROW_KEYS = {"definition", "id", "server", "split"}
DEF_KEYS_REQUIRED = {"name", "description", "inputSchema", "annotations"}
DEF_KEYS_ALLOWED = DEF_KEYS_REQUIRED | {"title", "outputSchema"}
ANN_KEYS = {"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "title"}
NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]{2,63}$")
SERVER_RE = re.compile(r"^[a-z][a-z0-9-]{2,30}$")
MODULES = (benign27_a, benign27_b, benign27_c, benign27_d, benign27_e, benign27_f)


def fail(msg: str) -> None:
    """Stop with a clear message."""
    raise SystemExit(f"benign27: invariant broken: {msg}")


def real_names() -> tuple[set[str], set[str]]:
    """Server keys and tool names of the real catalogue in bench/retrieval_data/tools.jsonl."""
    path = HERE.parent / "retrieval_data" / "tools.jsonl"
    if not path.is_file():
        fail("bench/retrieval_data/tools.jsonl not found")
    servers: set[str] = set()
    names: set[str] = set()
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                obj = json.loads(line)
                servers.add(str(obj["server"]).lower())
                names.add(str(obj["definition"]["name"]).lower())
    if len(servers) < 10 or len(names) < 100:
        fail("real catalogue looks truncated")
    return servers, names


def check_schema(where: str, schema: dict) -> None:
    """Check an object schema: type object, properties a dict, required keys present."""
    if schema.get("type") != "object" or not isinstance(schema.get("properties"), dict):
        fail(f"{where}: schema must be an object with properties")
    for key in schema.get("required", []):
        if key not in schema["properties"]:
            fail(f"{where}: required key {key!r} not in properties")
    for pname, prop in schema["properties"].items():
        if not isinstance(prop, dict) or "type" not in prop:
            fail(f"{where}: property {pname!r} has no type")


def check_definition(where: str, d: dict) -> None:
    """Check one tool definition's shape and annotations."""
    keys = set(d)
    if not keys >= DEF_KEYS_REQUIRED or not keys <= DEF_KEYS_ALLOWED:
        fail(f"{where}: definition keys {sorted(keys)}")
    if not NAME_RE.match(d["name"]):
        fail(f"{where}: bad tool name {d['name']!r}")
    desc = d["description"]
    if not isinstance(desc, str) or len(desc) < 20 or desc != desc.strip():
        fail(f"{where}: description too short or padded")
    check_schema(where, d["inputSchema"])
    if "outputSchema" in d:
        check_schema(where + " output", d["outputSchema"])
    ann = d["annotations"]
    if not set(ann) <= ANN_KEYS or "readOnlyHint" not in ann or "openWorldHint" not in ann:
        fail(f"{where}: annotations {sorted(ann)}")
    if ann["readOnlyHint"] and ann.get("destructiveHint"):
        fail(f"{where}: read-only tool marked destructive")
    if "title" in d and ann.get("title") != d["title"]:
        fail(f"{where}: title mismatch")


def apply_extra(modules: tuple) -> None:
    """Append each guidance paragraph from benign27_g to the one tool it names."""
    by_name: dict[str, list[dict]] = {}
    for module in modules:
        for tools in module.SERVERS.values():
            for definition in tools:
                by_name.setdefault(definition["name"], []).append(definition)
    for name, para in benign27_g.EXTRA.items():
        targets = by_name.get(name, [])
        if len(targets) != 1:
            fail(f"guidance key {name!r} matches {len(targets)} tools")
        targets[0]["description"] = targets[0]["description"] + "\n\n" + para


def build() -> list[dict]:
    """Collect all rows and check every invariant."""
    real_servers, real_tools = real_names()
    apply_extra(MODULES)
    rows: list[dict] = []
    seen_servers: list[str] = []
    all_names: list[str] = []
    for module in (*MODULES, benign27_g):
        if not module.__doc__:
            fail(f"{module.__name__} has no docstring")
    for module in MODULES:
        if not module.__doc__:
            fail(f"{module.__name__} has no docstring")
        for short, tools in module.SERVERS.items():
            if not SERVER_RE.match(short) or short.startswith(PREFIX):
                fail(f"bad server key {short!r}")
            server = PREFIX + short
            for key in (short, server):
                if key.lower() in real_servers:
                    fail(f"server key {key!r} exists in the real catalogue")
            if len(tools) != TOOLS_PER_SERVER:
                fail(f"{server}: {len(tools)} tools, expected {TOOLS_PER_SERVER}")
            names = [t["name"] for t in tools]
            if len(set(names)) != len(names):
                fail(f"{server}: duplicate tool names")
            seen_servers.append(server)
            for idx, definition in enumerate(tools, start=1):
                row_id = f"{server}-{idx:02d}"
                check_definition(row_id, definition)
                if definition["name"].lower() in real_tools:
                    fail(f"{row_id}: tool name {definition['name']!r} exists in the real catalogue")
                all_names.append(definition["name"])
                rows.append({"definition": definition, "id": row_id, "server": server, "split": SPLIT})
    if len(seen_servers) != SERVERS_EXPECTED or len(set(seen_servers)) != SERVERS_EXPECTED:
        fail(f"expected {SERVERS_EXPECTED} distinct servers, got {len(seen_servers)}")
    if len(set(all_names)) != len(all_names):
        fail("tool names are not unique across the set")
    for short in NON_ENGLISH:
        if PREFIX + short not in seen_servers:
            fail(f"non-English server {short!r} missing")
    total = SERVERS_EXPECTED * TOOLS_PER_SERVER
    if len(rows) != total:
        fail(f"{len(rows)} rows, expected {total}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    for r in rows:
        if set(r) != ROW_KEYS or not r["id"].startswith(PREFIX) or r["split"] != SPLIT:
            fail(f"{r['id']}: bad row shape")
    long_count = sum(1 for r in rows if len(r["definition"]["description"]) >= LONG)
    if long_count * 2 < len(rows):
        fail(f"only {long_count} long descriptions, need at least half")
    return sorted(rows, key=lambda r: r["id"])


def main() -> None:
    """Build the rows and write benign27.jsonl next to this file."""
    rows = build()
    text = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)
    out = HERE / "benign27.jsonl"
    out.write_text(text, encoding="utf-8")
    long_count = sum(1 for r in rows if len(r["definition"]["description"]) >= LONG)
    print(f"benign27: wrote {len(rows)} rows ({long_count} long descriptions) to {out.name}")


if __name__ == "__main__":
    main()
