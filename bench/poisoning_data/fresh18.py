"""Generate fresh18.jsonl, the eighteenth blind set of poisoned MCP tool definitions.

Each row spec (in fresh18_a.py .. fresh18_d.py) names a real server and, usually, a real tool from
bench/retrieval_data/tools.jsonl whose definition is copied and then edited. Supported edits:

- ``new``: a full definition for an added tool (``base`` is None);
- ``desc`` / ``prepend`` / ``append`` (with optional ``sep``): description edits;
- ``props``: input-schema properties to add or replace; ``prop_set``: keys merged into existing properties;
- ``required``: names appended to the input schema's ``required`` list;
- ``top``: top-level definition keys to set;
- ``patch``: a callable that edits the copied definition in place (nested schemas).

Run with ``python bench/poisoning_data/fresh18.py``; the output is deterministic.
"""

from __future__ import annotations

import copy
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh18_a  # noqa: E402
import fresh18_b  # noqa: E402
import fresh18_c  # noqa: E402
import fresh18_d  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh18.jsonl"
FAMILIES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}


def load_tools(path: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """Map (server, tool name) to the real tool definition."""
    tools: dict[tuple[str, str], dict[str, Any]] = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                tools[(row["server"], row["name"])] = row["definition"]
    return tools


def build_definition(spec: dict[str, Any], tools: dict[tuple[str, str], dict[str, Any]]) -> dict[str, Any]:
    """Apply one row spec to a copy of its base definition (or to its new definition)."""
    if spec["base"] is None:
        definition = copy.deepcopy(spec["new"])
    else:
        key = (spec["server"], spec["base"])
        if key not in tools:
            raise SystemExit(f"{spec['id']}: base {key} not in tools.jsonl")
        definition = copy.deepcopy(tools[key])
    if "desc" in spec:
        definition["description"] = spec["desc"]
    if "prepend" in spec:
        definition["description"] = spec["prepend"] + definition.get("description", "")
    if "append" in spec:
        text = definition.get("description", "").rstrip()
        definition["description"] = text + spec.get("sep", "\n\n") + spec["append"]
    schema = definition.setdefault("inputSchema", {"type": "object", "properties": {}})
    props = schema.setdefault("properties", {})
    for name, prop in spec.get("props", {}).items():
        props[name] = copy.deepcopy(prop)
    for name, update in spec.get("prop_set", {}).items():
        props.setdefault(name, {}).update(copy.deepcopy(update))
    if spec.get("required"):
        required = schema.setdefault("required", [])
        for name in spec["required"]:
            if name not in required:
                required.append(name)
    for name, value in spec.get("top", {}).items():
        definition[name] = copy.deepcopy(value)
    if "patch" in spec:
        spec["patch"](definition)
    return definition


def build_rows(tools: dict[tuple[str, str], dict[str, Any]]) -> list[dict[str, Any]]:
    """Build every row and check ids, family counts and bases."""
    specs = fresh18_a.ROWS + fresh18_b.ROWS + fresh18_c.ROWS + fresh18_d.ROWS
    rows: list[dict[str, Any]] = []
    for spec in specs:
        family = spec["family"]
        if family not in FAMILIES or not spec["id"].startswith("f18" + FAMILIES[family]):
            raise SystemExit(f"{spec['id']}: bad family or id prefix")
        if not any(server == spec["server"] for server, _ in tools):
            raise SystemExit(f"{spec['id']}: unknown server {spec['server']}")
        rows.append(
            {
                "base": spec["base"],
                "definition": build_definition(spec, tools),
                "family": family,
                "id": spec["id"],
                "server": spec["server"],
                "split": "fresh18",
            }
        )
    ids = [row["id"] for row in rows]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    counts = Counter(row["family"] for row in rows)
    if any(counts[family] != 10 for family in FAMILIES) or len(rows) != 70:
        raise SystemExit(f"family counts wrong: {dict(counts)}")
    for family, prefix in FAMILIES.items():
        expected = {f"f18{prefix}{n:02d}" for n in range(1, 11)}
        if {row["id"] for row in rows if row["family"] == family} != expected:
            raise SystemExit(f"ids for {family} are not {prefix}01..{prefix}10")
    return sorted(rows, key=lambda row: (list(FAMILIES).index(row["family"]), row["id"]))


def main() -> None:
    """Write fresh18.jsonl next to this script."""
    rows = build_rows(load_tools(TOOLS))
    with OUT.open("w", encoding="utf-8", newline="\n") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
