"""Generate ``benign2.jsonl``: 240 hard-but-honest benign MCP tool definitions written blind.

The tool data lives in the sibling modules ``benign2_a.py`` .. ``benign2_l.py``; each one
exports ``SERVERS``, a mapping from a fictional server key to a server style and ten compact
tool specs.  This script expands the specs into full MCP tool definitions, checks the set
(24 servers x 10 tools, unique ids, no server key or tool name shared with
``bench/retrieval_data/tools.jsonl``) and writes one JSON object per line.

Compact spec format (per tool):

* ``name``, ``desc`` -- tool name and description (verbatim).
* ``params`` -- mapping of parameter name to ``(type, description[, extras])`` or to a raw
  JSON-schema dict; a leading ``*`` on the name marks the parameter as required.  A type of
  ``"array:string"`` (etc.) is an array of that item type.
* ``ann`` -- ``r`` read-only, ``w`` write, ``i`` idempotent write, ``d`` destructive.
* optional ``title``, ``out`` (compact output schema) and ``raw`` (extra top-level keys).

Run from anywhere: ``python bench/poisoning_data/benign2.py``.  The output is deterministic.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "benign2.jsonl"
RETRIEVAL = HERE.parent / "retrieval_data" / "tools.jsonl"
MODULES = [f"benign2_{c}" for c in "abcdefghijkl"]
SPLIT = "benign2"
N_SERVERS = 24
N_TOOLS = 10

SCHEMA_URIS = {
    "draft-07": "http://json-schema.org/draft-07/schema#",
    "2020-12": "https://json-schema.org/draft/2020-12/schema",
}

ANN_FULL = {
    "r": {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True},
    "w": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False},
    "i": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True},
    "d": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False},
}
ANN_MIN = {
    "r": {"readOnlyHint": True},
    "w": {"readOnlyHint": False},
    "i": {"readOnlyHint": False, "idempotentHint": True},
    "d": {"destructiveHint": True},
}


def load_module(name: str) -> ModuleType:
    """Import a sibling data module by file path, so the script works from any directory."""
    sys.dont_write_bytecode = True
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    if spec is None or spec.loader is None:
        raise ImportError(name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def expand_param(value: Any) -> dict[str, Any]:
    """Expand one compact parameter spec into a JSON-schema property."""
    if isinstance(value, dict):
        return value
    ptype, desc, *rest = value
    extras: dict[str, Any] = dict(rest[0]) if rest else {}
    prop: dict[str, Any]
    if ptype.startswith("array:"):
        item_type = ptype.split(":", 1)[1]
        prop = {"type": "array", "items": extras.pop("items", {"type": item_type})}
    else:
        prop = {"type": ptype}
    if desc:
        prop["description"] = desc
    prop.update(extras)
    return prop


def expand_object(params: dict[str, Any], style: dict[str, Any], top: bool) -> dict[str, Any]:
    """Expand a compact parameter mapping into an object schema."""
    props: dict[str, Any] = {}
    required: list[str] = []
    for key, value in params.items():
        name = key.lstrip("*")
        if key.startswith("*"):
            required.append(name)
        props[name] = expand_param(value)
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if required or style.get("empty_required"):
        schema["required"] = required
    if style.get("strict"):
        schema["additionalProperties"] = False
    if top and style.get("schema") in SCHEMA_URIS:
        schema["$schema"] = SCHEMA_URIS[style["schema"]]
    return schema


def build_definition(tool: dict[str, Any], style: dict[str, Any]) -> dict[str, Any]:
    """Build a full MCP tool definition from a compact tool spec and its server style."""
    definition: dict[str, Any] = {
        "name": tool["name"],
        "description": tool["desc"],
        "inputSchema": expand_object(tool.get("params", {}), style, top=True),
    }
    title = tool.get("title")
    ann_style = style.get("ann", "full")
    code = tool.get("ann", "r")
    if ann_style == "full":
        ann = dict(ANN_FULL[code])
        ann["openWorldHint"] = style.get("open", True)
        if title:
            ann["title"] = title
        definition["annotations"] = ann
    elif ann_style == "min":
        definition["annotations"] = dict(ANN_MIN[code])
    if title and (ann_style != "full" or style.get("top_title")):
        definition["title"] = title
    if "out" in tool:
        definition["outputSchema"] = expand_object(tool["out"], style, top=True)
    definition.update(tool.get("raw", {}))
    return definition


def retrieval_names() -> tuple[set[str], set[str]]:
    """Return the server keys and tool names already present in tools.jsonl."""
    servers: set[str] = set()
    names: set[str] = set()
    with RETRIEVAL.open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            servers.add(row["server"])
            names.add(row["name"])
            names.add(row["definition"]["name"])
    return servers, names


def build_rows() -> list[dict[str, Any]]:
    """Collect every data module's servers and expand them into labelled rows."""
    rows: list[dict[str, Any]] = []
    for module_name in MODULES:
        servers = load_module(module_name).SERVERS
        for server, entry in servers.items():
            for idx, tool in enumerate(entry["tools"], start=1):
                rows.append(
                    {
                        "id": f"b2-{server}-{idx:02d}",
                        "server": server,
                        "split": SPLIT,
                        "definition": build_definition(tool, entry["style"]),
                    }
                )
    return rows


def check(rows: list[dict[str, Any]]) -> None:
    """Validate counts, id uniqueness and the absence of collisions with tools.jsonl."""
    ids = [row["id"] for row in rows]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    per_server: dict[str, list[str]] = {}
    for row in rows:
        per_server.setdefault(row["server"], []).append(row["definition"]["name"])
    if len(per_server) != N_SERVERS:
        raise SystemExit(f"expected {N_SERVERS} servers, got {len(per_server)}")
    for server, names in per_server.items():
        if len(names) != N_TOOLS or len(set(names)) != N_TOOLS:
            raise SystemExit(f"{server}: expected {N_TOOLS} distinct tools, got {names}")
    old_servers, old_names = retrieval_names()
    clash_servers = sorted(set(per_server) & old_servers)
    clash_names = sorted({n for names in per_server.values() for n in names} & old_names)
    if clash_servers or clash_names:
        raise SystemExit(f"collision with tools.jsonl: servers={clash_servers} names={clash_names}")
    for row in rows:
        definition = row["definition"]
        if not definition["description"].strip() or definition["inputSchema"]["type"] != "object":
            raise SystemExit(f"{row['id']}: empty description or bad inputSchema")


def main() -> int:
    """Build, check and write benign2.jsonl."""
    rows = build_rows()
    check(rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows for {len({r['server'] for r in rows})} servers to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
