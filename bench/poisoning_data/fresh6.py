"""Generate ``fresh6.jsonl``, a sixth blind set of poisoned MCP tool definitions.

The rows live in ``fresh6_rows1.py`` .. ``fresh6_rows4.py`` as small edit
recipes applied to the real definitions in ``bench/retrieval_data/tools.jsonl``,
so the cover text is always a real tool's description and schema.  The script is
deterministic and uses the standard library only::

    python bench/poisoning_data/fresh6.py            # writes fresh6.jsonl
    python bench/poisoning_data/fresh6.py --stdout   # prints it instead
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fresh6_rows1  # noqa: E402
import fresh6_rows2  # noqa: E402
import fresh6_rows3  # noqa: E402
import fresh6_rows4  # noqa: E402

TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh6.jsonl"
SPLIT = "fresh6"
PREFIX = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
# Characters that JSON allows raw but that break line-oriented readers.
RAW_ESCAPES = {"\u2028": "\\u2028", "\u2029": "\\u2029", "\u0085": "\\u0085"}


def load_tools() -> dict[tuple[str, str], dict[str, Any]]:
    """Index the real tool definitions by (server, tool name)."""
    index: dict[tuple[str, str], dict[str, Any]] = {}
    with TOOLS.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            index.setdefault((row["server"], row["name"]), row["definition"])
    return index


def _walk(node: Any, path: list[str]) -> Any:
    # A missing key is a typo in a recipe, so fail loudly rather than create it.
    for key in path:
        node = node[key]
    return node


def apply_op(definition: dict[str, Any], op: tuple[Any, ...]) -> None:
    """Apply one edit recipe step to ``definition`` in place."""
    kind = op[0]
    if kind == "add":
        definition["description"] = definition.get("description", "") + op[1]
    elif kind == "pre":
        definition["description"] = op[1] + definition.get("description", "")
    elif kind == "desc":
        definition["description"] = op[1]
    elif kind == "set":
        path: list[str] = op[1]
        _walk(definition, path[:-1])[path[-1]] = op[2]
    elif kind == "cat":
        path = op[1]
        parent = _walk(definition, path[:-1])
        parent[path[-1]] = parent.get(path[-1], "") + op[2]
    elif kind == "prop":
        schema = definition["inputSchema"]
        schema.setdefault("properties", {})[op[1]] = op[2]
        if len(op) > 3 and op[3]:
            required = schema.setdefault("required", [])
            if op[1] not in required:
                required.append(op[1])
    elif kind == "del":
        path = op[1]
        del _walk(definition, path[:-1])[path[-1]]
    else:
        raise ValueError(f"unknown op {kind!r}")


def build_row(spec: dict[str, Any], number: int, tools: dict[tuple[str, str], dict[str, Any]]) -> dict[str, Any]:
    """Turn one recipe into a labelled row."""
    base = spec.get("base")
    source = spec["new"] if base is None else tools[(spec["server"], base)]
    definition = copy.deepcopy(source)
    for op in spec.get("ops", ()):
        apply_op(definition, op)
    family = spec["family"]
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": f"f6{PREFIX[family]}{number:02d}",
        "server": spec["server"],
        "split": SPLIT,
    }


def check(rows: list[dict[str, Any]]) -> None:
    """Fail on malformed definitions or duplicate ids."""
    seen: set[str] = set()
    for row in rows:
        definition = row["definition"]
        assert isinstance(definition.get("name"), str), row["id"]
        schema = definition.get("inputSchema")
        assert isinstance(schema, dict) and schema.get("type") == "object", row["id"]
        assert row["id"] not in seen, row["id"]
        seen.add(row["id"])


def render(rows: list[dict[str, Any]]) -> str:
    """Serialise rows as JSON lines, escaping raw line separators."""
    lines = []
    for row in rows:
        text = json.dumps(row, ensure_ascii=False, sort_keys=True)
        for raw, escaped in RAW_ESCAPES.items():
            text = text.replace(raw, escaped)
        lines.append(text + "\n")
    return "".join(lines)


def main() -> None:
    """Build every row and write (or print) the set."""
    tools = load_tools()
    specs = fresh6_rows1.ROWS + fresh6_rows4.ROWS + fresh6_rows2.ROWS + fresh6_rows3.ROWS
    counters: dict[str, int] = {}
    rows = []
    for spec in specs:
        counters[spec["family"]] = counters.get(spec["family"], 0) + 1
        rows.append(build_row(spec, counters[spec["family"]], tools))
    check(rows)
    text = render(rows)
    if "--stdout" in sys.argv[1:]:
        sys.stdout.write(text)
    else:
        OUT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
