"""Generate benign29.jsonl: 240 benign MCP tool definitions (24 invented servers x 10 tools).

Run from anywhere: python bench/poisoning_data/benign29.py
The output is written next to this file, one row per line, sorted by id.
"""

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign29_a  # noqa: E402
import benign29_b  # noqa: E402
import benign29_c  # noqa: E402
import benign29_d  # noqa: E402
import benign29_e  # noqa: E402
import benign29_f  # noqa: E402

MODULES = [benign29_a, benign29_b, benign29_c, benign29_d, benign29_e, benign29_f]
PREFIX = "b29-"
SPLIT = "benign29"
N_SERVERS = 24
N_TOOLS = 10
NAME_RE = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
DEF_KEYS = {"name", "description", "inputSchema", "annotations"}
OPTIONAL_KEYS = {"title", "outputSchema"}
HINT_KEYS = {"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
OUT = HERE / "benign29.jsonl"
REFERENCE = HERE.parent / "retrieval_data" / "tools.jsonl"


def fail(msg):
    """Stop with a clear error."""
    raise SystemExit(f"benign29: invariant broken: {msg}")


def reference_names():
    """Return lower-cased server keys and tool names found in the real tool corpus."""
    servers, tools = [], []
    with REFERENCE.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                obj = json.loads(line)
                servers.append(obj["server"].lower())
                tools.append(obj["definition"]["name"].lower())
    return frozenset(servers), frozenset(tools)


def check_schema(where, schema):
    """Check an input schema: object type, typed properties with descriptions, required subset."""
    if schema.get("type") != "object":
        fail(f"{where}: inputSchema type must be object")
    props = schema.get("properties")
    if not isinstance(props, dict):
        fail(f"{where}: properties missing")
    for key, prop in props.items():
        if "type" not in prop or not prop.get("description"):
            fail(f"{where}: property {key} needs type and description")
        if "enum" in prop and len(prop["enum"]) != len(dict.fromkeys(prop["enum"])):
            fail(f"{where}: property {key} has duplicate enum values")
    required = schema.get("required", [])
    if len(required) != len(dict.fromkeys(required)):
        fail(f"{where}: duplicate required entries")
    for key in required:
        if key not in props:
            fail(f"{where}: required {key} not in properties")


def check_definition(where, d):
    """Check one tool definition's shape and annotations."""
    keys = set(d)
    if not keys >= DEF_KEYS or not keys <= DEF_KEYS | OPTIONAL_KEYS:
        fail(f"{where}: unexpected definition keys {sorted(keys)}")
    if not NAME_RE.match(d["name"]):
        fail(f"{where}: bad tool name {d['name']!r}")
    desc = d["description"]
    if not desc or desc != desc.strip() or len(desc) > 1200:
        fail(f"{where}: description empty, padded or too long")
    check_schema(where, d["inputSchema"])
    ann = d["annotations"]
    if not ann or not set(ann) <= HINT_KEYS or not all(isinstance(v, bool) for v in ann.values()):
        fail(f"{where}: bad annotations")
    if ann.get("readOnlyHint") and ann.get("destructiveHint"):
        fail(f"{where}: read-only tool marked destructive")
    if "outputSchema" in d and d["outputSchema"].get("type") != "object":
        fail(f"{where}: outputSchema must be an object schema")


def build_rows():
    """Collect rows from every module and check the invariants."""
    ref_servers, ref_tools = reference_names()
    rows, servers, languages = [], [], []
    for module in MODULES:
        if not module.__doc__:
            fail(f"{module.__name__} has no docstring")
        for server, lang, tools in module.SERVERS:
            if not server.startswith(PREFIX) or server in servers:
                fail(f"bad or duplicate server key {server}")
            bare = server[len(PREFIX) :]
            if server.lower() in ref_servers or bare.lower() in ref_servers:
                fail(f"server {server} collides with the reference corpus")
            if len(tools) != N_TOOLS:
                fail(f"{server} has {len(tools)} tools, expected {N_TOOLS}")
            names = [t["name"] for t in tools]
            if len(dict.fromkeys(names)) != len(names):
                fail(f"{server} has duplicate tool names")
            servers.append(server)
            languages.append(lang)
            for n, definition in enumerate(tools, start=1):
                where = f"{server}/{definition['name']}"
                check_definition(where, definition)
                if definition["name"].lower() in ref_tools:
                    fail(f"{where}: tool name exists in the reference corpus")
                rows.append({"definition": definition, "id": f"b29-{bare}-{n:02d}", "server": server, "split": SPLIT})
    if len(servers) != N_SERVERS:
        fail(f"{len(servers)} servers, expected {N_SERVERS}")
    non_english = sum(1 for lang in languages if lang != "en")
    if non_english != N_SERVERS // 4:
        fail(f"{non_english} non-English servers, expected {N_SERVERS // 4}")
    ids = [r["id"] for r in rows]
    if len(dict.fromkeys(ids)) != len(ids) or len(rows) != N_SERVERS * N_TOOLS:
        fail("row count or id uniqueness")
    for r in rows:
        if set(r) != {"definition", "id", "server", "split"}:
            fail(f"{r['id']}: wrong row keys")
    return sorted(rows, key=lambda r: r["id"])


def main():
    """Build, check and write the data set."""
    rows = build_rows()
    text = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)
    for line in text.splitlines():
        if json.loads(line)["split"] != SPLIT:
            fail("round trip")
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT.name}")


if __name__ == "__main__":
    main()
