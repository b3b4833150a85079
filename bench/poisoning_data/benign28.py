"""Generate benign28.jsonl: 240 benign MCP tool definitions from 24 invented sensitive-domain servers.

Run with ``python3 benign28.py``; the output is written next to this file. The script checks its own
invariants (counts, ids, schema shape, no overlap with the retrieval corpus) and exits non-zero if any fail.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import benign28_a
import benign28_b
import benign28_c
import benign28_d
import benign28_e
import benign28_f

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "benign28.jsonl"
RETRIEVAL = HERE.parent / "retrieval_data" / "tools.jsonl"

PREFIX = "b28-"
SPLIT = "benign28"
N_SERVERS = 24
TOOLS_PER_SERVER = 10
LONG_BYTES = 280
LONG_RANGE = (64, 100)
DEF_KEYS = {"name", "description", "inputSchema", "annotations", "title", "outputSchema"}
ANN_KEYS = {"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
NON_ENGLISH = {"b28-personalakte", "b28-hozon", "b28-cobrosur", "b28-dossiersante", "b28-cadernetavacinal"}
NAME_RE = re.compile(r"^[a-z][a-z0-9_]{2,63}$")
TOKEN_RE = re.compile(r"\b[a-z]{2,3}_[a-z0-9_]+\b")
FORBIDDEN_FRAGMENTS = tuple(f"/{part}/" for part in ("home", "tmp", "root", "work", "Users", "mnt", "var"))


class InvariantError(Exception):
    """Raised when a generated row breaks one of the set's invariants."""


def check(condition: bool, message: str) -> None:
    """Fail loudly when an invariant does not hold."""
    if not condition:
        raise InvariantError(message)


def load_retrieval() -> tuple[set[str], set[str]]:
    """Return the server keys and tool names of the retrieval corpus."""
    servers: set[str] = set()
    names: set[str] = set()
    with RETRIEVAL.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                servers.add(row["server"])
                names.add(row["definition"]["name"])
    check(len(servers) > 50 and len(names) > 1000, "retrieval corpus looks truncated")
    return servers, names


def collect() -> dict[str, list[dict]]:
    """Merge the server tables of all modules, refusing duplicate server keys."""
    merged: dict[str, list[dict]] = {}
    for module in (benign28_a, benign28_b, benign28_c, benign28_d, benign28_e, benign28_f):
        for key, tools in module.SERVERS.items():
            check(key not in merged, f"duplicate server {key}")
            merged[key] = tools
    return merged


def check_schema(where: str, schema: dict) -> None:
    """Check one inputSchema: closed object, described properties, required names exist."""
    check(schema.get("type") == "object", f"{where}: inputSchema must be an object")
    props = schema.get("properties")
    check(isinstance(props, dict), f"{where}: properties missing")
    for pname, prop in props.items():
        check(isinstance(prop.get("description"), str) and prop["description"], f"{where}.{pname}: no description")
        check("type" in prop, f"{where}.{pname}: no type")
    for req in schema.get("required", []):
        check(req in props, f"{where}: required {req} is not a property")


def check_definition(where: str, definition: dict) -> None:
    """Check the shape of one tool definition."""
    keys = set(definition)
    check(keys <= DEF_KEYS, f"{where}: unexpected keys {sorted(keys - DEF_KEYS)}")
    check({"name", "description", "inputSchema", "annotations"} <= keys, f"{where}: missing keys")
    check(bool(NAME_RE.match(definition["name"])), f"{where}: bad tool name")
    desc = definition["description"]
    check(desc == desc.strip() and "  " not in desc and len(desc) >= 20, f"{where}: badly formed description")
    for fragment in FORBIDDEN_FRAGMENTS:
        check(fragment not in json.dumps(definition, ensure_ascii=False), f"{where}: machine path {fragment}")
    check_schema(where, definition["inputSchema"])
    ann = definition["annotations"]
    check(set(ann) <= ANN_KEYS and "readOnlyHint" in ann, f"{where}: bad annotations")
    check(all(isinstance(v, bool) for v in ann.values()), f"{where}: annotation values must be booleans")
    if ann["readOnlyHint"]:
        check("destructiveHint" not in ann, f"{where}: read-only tool with destructiveHint")
    if "outputSchema" in definition:
        check(definition["outputSchema"].get("type") == "object", f"{where}: outputSchema must be an object")


def build_rows() -> list[dict]:
    """Build, check and sort all rows."""
    retrieval_servers, retrieval_names = load_retrieval()
    servers = collect()
    check(len(servers) == N_SERVERS, f"expected {N_SERVERS} servers, got {len(servers)}")
    all_names = {t["name"] for tools in servers.values() for t in tools}
    rows: list[dict] = []
    owner: dict[str, str] = {}
    for key in sorted(servers):
        tools = servers[key]
        bare = key[len(PREFIX) :]
        check(key.startswith(PREFIX) and re.fullmatch(r"[a-z]+", bare) is not None, f"bad server key {key}")
        check(key not in retrieval_servers and bare not in retrieval_servers, f"server {key} is in the corpus")
        check(len(tools) == TOOLS_PER_SERVER, f"{key}: expected {TOOLS_PER_SERVER} tools, got {len(tools)}")
        prefixes = {t["name"].split("_", 1)[0] for t in tools}
        check(len(prefixes) == 1, f"{key}: tool names must share one prefix")
        for number, definition in enumerate(tools, start=1):
            where = f"{key}#{number}"
            check_definition(where, definition)
            name = definition["name"]
            check(name not in retrieval_names, f"{where}: tool name {name} is in the corpus")
            check(name not in owner, f"{where}: tool name {name} already used by {owner.get(name)}")
            owner[name] = key
            rows.append({"definition": definition, "id": f"b28-{bare}-{number:02d}", "server": key, "split": SPLIT})
    for row in rows:
        siblings = {t["name"] for t in servers[row["server"]]}
        for token in TOKEN_RE.findall(row["definition"]["description"]):
            if token in all_names:
                check(token in siblings, f"{row['id']}: refers to another server's tool {token}")
    check(len(rows) == N_SERVERS * TOOLS_PER_SERVER, "wrong row count")
    ids = [row["id"] for row in rows]
    check(len(set(ids)) == len(ids), "duplicate ids")
    n_long = sum(len(row["definition"]["description"].encode("utf-8")) >= LONG_BYTES for row in rows)
    check(LONG_RANGE[0] <= n_long <= LONG_RANGE[1], f"long descriptions: {n_long} outside {LONG_RANGE}")
    check(sum("title" in row["definition"] for row in rows) >= 12, "too few titles")
    check(sum("outputSchema" in row["definition"] for row in rows) >= 8, "too few outputSchemas")
    for key in NON_ENGLISH:
        text = " ".join(t["description"] for t in servers[key])
        check(" the " not in text and " and " not in text, f"{key}: expected a non-English server")
    english = [k for k in servers if k not in NON_ENGLISH]
    check(len(english) == N_SERVERS - len(NON_ENGLISH), "language bookkeeping")
    return sorted(rows, key=lambda row: row["id"])


def main() -> int:
    """Write the JSONL file and print a one-line summary."""
    try:
        rows = build_rows()
    except InvariantError as exc:
        print(f"benign28: invariant broken: {exc}", file=sys.stderr)
        return 1
    text = "".join(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n" for row in rows)
    OUTPUT.write_text(text, encoding="utf-8")
    n_long = sum(len(row["definition"]["description"].encode("utf-8")) >= LONG_BYTES for row in rows)
    print(f"benign28: wrote {len(rows)} rows, {n_long} with long guidance")
    return 0


if __name__ == "__main__":
    sys.exit(main())
