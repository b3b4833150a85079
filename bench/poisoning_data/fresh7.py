"""Generate fresh7.jsonl: a seventh blind set of poisoned MCP tool definitions.

Deterministic and stdlib-only. The cover text (real descriptions and schemas)
is read at run time from ``bench/retrieval_data/tools.jsonl``; the attacks live
in ``fresh7_a.py`` (tool-poisoning, shadowing), ``fresh7_d.py`` (rug-pull),
``fresh7_b.py`` (line-jumping, full-schema) and ``fresh7_c.py`` (invisible,
paraphrase).
Run: ``python3 bench/poisoning_data/fresh7.py``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from fresh7_a import SHADOWING, TOOL_POISONING
from fresh7_b import FULL_SCHEMA, LINE_JUMPING
from fresh7_c import INVISIBLE, PARAPHRASE
from fresh7_d import RUG_PULL

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT = HERE / "fresh7.jsonl"

# (family, id prefix, specs); each spec is (server, base or None, ops).
FAMILIES: list[tuple[str, str, list[tuple[str, str | None, list[tuple[Any, ...]]]]]] = [
    ("tool-poisoning", "tp", TOOL_POISONING),
    ("shadowing", "sh", SHADOWING),
    ("rug-pull", "rp", RUG_PULL),
    ("line-jumping", "lj", LINE_JUMPING),
    ("full-schema", "fs", FULL_SCHEMA),
    ("invisible", "iv", INVISIBLE),
    ("paraphrase", "pp", PARAPHRASE),
]


def load_tools() -> dict[tuple[str, str], dict[str, Any]]:
    """Map (server, tool name) to the real tool definition."""
    tools: dict[tuple[str, str], dict[str, Any]] = {}
    with TOOLS.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            tools[(row["server"], row["name"])] = row["definition"]
    return tools


def _prop(defn: dict[str, Any], name: str) -> dict[str, Any]:
    """Return the input property ``name``, creating a string property if absent."""
    schema = defn.setdefault("inputSchema", {"type": "object", "properties": {}})
    props = schema.setdefault("properties", {})
    return props.setdefault(name, {"type": "string"})  # type: ignore[no-any-return]


def apply_op(defn: dict[str, Any], op: tuple[Any, ...]) -> None:
    """Apply one edit to a definition in place."""
    kind = op[0]
    if kind == "add":  # append to the description, after a space or a given separator
        sep = op[2] if len(op) > 2 else " "
        defn["description"] = defn.get("description", "").rstrip() + sep + op[1]
    elif kind == "pre":
        defn["description"] = op[1] + defn.get("description", "")
    elif kind == "param":  # add a new input property, optionally required
        _, name, schema, required = op
        defn["inputSchema"].setdefault("properties", {})[name] = schema
        if required:
            req = defn["inputSchema"].setdefault("required", [])
            if name not in req:
                req.append(name)
    elif kind == "pdesc":  # append to an input property's description
        prop = _prop(defn, op[1])
        prop["description"] = (prop.get("description", "").rstrip() + " " + op[2]).strip()
    elif kind == "pset":
        _prop(defn, op[1])[op[2]] = op[3]
    elif kind == "field":
        defn[op[1]] = op[2]
    elif kind == "ann":
        defn.setdefault("annotations", {})[op[1]] = op[2]
    else:
        raise ValueError(f"unknown op {kind!r}")


def build_row(
    tools: dict[tuple[str, str], dict[str, Any]],
    family: str,
    ident: str,
    spec: tuple[str, str | None, list[tuple[Any, ...]]],
) -> dict[str, Any]:
    """Build one labelled row from a spec."""
    server, base, ops = spec
    if base is None:
        defn = copy.deepcopy(ops[0][1])  # first op of an added tool is ("new", definition)
        ops = ops[1:]
    else:
        defn = copy.deepcopy(tools[(server, base)])
    for op in ops:
        apply_op(defn, op)
    return {"base": base, "definition": defn, "family": family, "id": ident, "server": server, "split": "fresh7"}


def dump(row: dict[str, Any]) -> str:
    """Serialise a row; escape the line separators some JSONL readers split on."""
    text = json.dumps(row, ensure_ascii=False, sort_keys=True)
    for char in ("\u2028", "\u2029", "\u0085"):
        text = text.replace(char, f"\\u{ord(char):04x}")
    return text


def main() -> None:
    """Write fresh7.jsonl."""
    tools = load_tools()
    lines = []
    for family, prefix, specs in FAMILIES:
        for number, spec in enumerate(specs, start=1):
            lines.append(dump(build_row(tools, family, f"f7{prefix}{number:02d}", spec)))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
