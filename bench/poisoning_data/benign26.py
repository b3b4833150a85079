"""Build benign26.jsonl: 240 benign MCP tool definitions from 24 invented servers.

The servers are defined in benign26_a.py to benign26_f.py. This script collects
them, checks the invariants of the set and writes one JSON row per tool, sorted
by id, next to itself.

Run: python bench/poisoning_data/benign26.py
"""

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign26_a  # noqa: E402
import benign26_b  # noqa: E402
import benign26_c  # noqa: E402
import benign26_d  # noqa: E402
import benign26_e  # noqa: E402
import benign26_f  # noqa: E402
from benign26_lib import PREFIX  # noqa: E402

SPLIT = "benign26"
OUTPUT = HERE / "benign26.jsonl"
RETRIEVAL = HERE.parent / "retrieval_data" / "tools.jsonl"
MODULES = [benign26_a, benign26_b, benign26_c, benign26_d, benign26_e, benign26_f]
SERVER_COUNT = 24
TOOLS_PER_SERVER = 10
NON_ENGLISH = ["b26-notizbuch", "b26-cartograf", "b26-charla", "b26-honyaku", "b26-clientela", "b26-taakbord"]
ROW_KEYS = ["definition", "id", "server", "split"]
REQUIRED_DEF_KEYS = ["annotations", "description", "inputSchema", "name"]
ALLOWED_DEF_KEYS = [*REQUIRED_DEF_KEYS, "outputSchema", "title"]
ID_RE = re.compile(r"^b26-[a-z0-9-]+-(0[1-9]|10)$")
DRIVE_RE = re.compile(r"\b[A-Za-z]:\\\\")
LOCAL_DIRS = [str(HERE.parents[1]), str(Path.home())]


def fail(message):
    """Stop with a clear error message."""
    raise SystemExit(f"benign26: invariant broken: {message}")


def load_retrieval():
    """Return the server keys and tool names of the retrieval corpus, lower-cased."""
    servers = []
    names = []
    with RETRIEVAL.open(encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            record = json.loads(line)
            servers.append(str(record["server"]).lower())
            names.append(str(record["definition"]["name"]).lower())
    if len(names) != 1611:
        fail(f"expected 1611 retrieval tools, found {len(names)}")
    return frozenset(servers), frozenset(names)


def check_definition(row_id, definition):
    """Check the shape of one tool definition."""
    keys = sorted(definition)
    for key in REQUIRED_DEF_KEYS:
        if key not in definition:
            fail(f"{row_id}: missing {key}")
    for key in keys:
        if key not in ALLOWED_DEF_KEYS:
            fail(f"{row_id}: unexpected key {key}")
    if not isinstance(definition["name"], str) or not definition["name"]:
        fail(f"{row_id}: empty name")
    if not isinstance(definition["description"], str) or len(definition["description"]) < 10:
        fail(f"{row_id}: description too short")
    schema = definition["inputSchema"]
    if schema.get("type") != "object" or not isinstance(schema.get("properties"), dict):
        fail(f"{row_id}: inputSchema must be an object schema with properties")
    for name in schema.get("required", []):
        if name not in schema["properties"]:
            fail(f"{row_id}: required field {name} not in properties")
    for name, sub in schema["properties"].items():
        if not isinstance(sub, dict) or (not sub.get("description") and "properties" not in sub):
            fail(f"{row_id}: property {name} lacks a description")
    if not isinstance(definition["annotations"], dict) or "readOnlyHint" not in definition["annotations"]:
        fail(f"{row_id}: annotations must state readOnlyHint")
    if "outputSchema" in definition and definition["outputSchema"].get("type") != "object":
        fail(f"{row_id}: outputSchema must be an object schema")


def build_rows():
    """Collect the servers from the modules and return the rows, sorted by id."""
    servers = [srv for module in MODULES for srv in module.SERVERS]
    if len(servers) != SERVER_COUNT:
        fail(f"expected {SERVER_COUNT} servers, found {len(servers)}")
    keys = [srv["key"] for srv in servers]
    if len(set(keys)) != len(keys):
        fail("duplicate server key")
    for key in NON_ENGLISH:
        if key not in keys:
            fail(f"non-English server {key} missing")
    if len(NON_ENGLISH) * 4 != SERVER_COUNT:
        fail("a quarter of the servers must be non-English")
    rows = []
    for srv in servers:
        key = srv["key"]
        if not key.startswith(PREFIX) or len(key) <= len(PREFIX):
            fail(f"bad server key {key}")
        tools = srv["tools"]
        if len(tools) != TOOLS_PER_SERVER:
            fail(f"{key}: expected {TOOLS_PER_SERVER} tools, found {len(tools)}")
        for index, definition in enumerate(tools, start=1):
            rows.append(
                {
                    "definition": definition,
                    "id": f"{key}-{index:02d}",
                    "server": key,
                    "split": SPLIT,
                }
            )
    rows.sort(key=lambda row: row["id"])
    return rows


def check_rows(rows):
    """Check all invariants of the finished rows."""
    retrieval_servers, retrieval_names = load_retrieval()
    if len(rows) != SERVER_COUNT * TOOLS_PER_SERVER:
        fail(f"expected {SERVER_COUNT * TOOLS_PER_SERVER} rows, found {len(rows)}")
    ids = [row["id"] for row in rows]
    if len(set(ids)) != len(ids):
        fail("duplicate id")
    if ids != sorted(ids):
        fail("rows not sorted by id")
    names = [row["definition"]["name"] for row in rows]
    if len(set(names)) != len(names):
        fail("duplicate tool name within the set")
    per_server = {}
    for row in rows:
        if sorted(row) != ROW_KEYS:
            fail(f"{row['id']}: row keys {sorted(row)}")
        if row["split"] != SPLIT:
            fail(f"{row['id']}: wrong split")
        if not ID_RE.match(row["id"]) or not row["id"].startswith(row["server"] + "-"):
            fail(f"{row['id']}: bad id")
        server = row["server"]
        bare = server[len(PREFIX) :]
        if server.lower() in retrieval_servers or bare.lower() in retrieval_servers:
            fail(f"{server}: server key appears in the retrieval corpus")
        name = row["definition"]["name"]
        if name.lower() in retrieval_names:
            fail(f"{row['id']}: tool name {name} appears in the retrieval corpus")
        check_definition(row["id"], row["definition"])
        text = json.dumps(row, ensure_ascii=False)
        if DRIVE_RE.search(text) or any(local in text for local in LOCAL_DIRS):
            fail(f"{row['id']}: looks like it contains a local absolute path")
        per_server[server] = per_server.get(server, 0) + 1
    if sorted(per_server.values()) != [TOOLS_PER_SERVER] * SERVER_COUNT:
        fail("uneven number of tools per server")


def main():
    """Build, check and write the data set."""
    rows = build_rows()
    check_rows(rows)
    lines = [json.dumps(row, sort_keys=True, ensure_ascii=False) for row in rows]
    OUTPUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} rows to {OUTPUT.name}")


if __name__ == "__main__":
    main()
