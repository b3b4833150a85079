"""Shared helpers for the fifth blind poisoning set (`fresh5.py`).

The row modules describe each variant as a small edit of a real definition from
`bench/retrieval_data/tools.jsonl`; the helpers here load those definitions and
apply the edits, and hold the text encoders the `invisible` rows use.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Definition = dict[str, Any]
Edit = Callable[[Definition], Definition]

TOOLS = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"


def load_tools(path: Path = TOOLS) -> dict[tuple[str, str], Definition]:
    """Map (server, tool name) to the real definition listed from that server."""
    out: dict[tuple[str, str], Definition] = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            out[(row["server"], row["name"])] = row["definition"]
    return out


def copy_of(definition: Definition) -> Definition:
    """A deep copy, so an edit never touches the shared real definition."""
    return copy.deepcopy(definition)


def schema(definition: Definition) -> dict[str, Any]:
    """The input schema, created (as an empty object schema) when missing."""
    return definition.setdefault("inputSchema", {"type": "object", "properties": {}})


def props(definition: Definition) -> dict[str, Any]:
    """The input schema's `properties`, created when missing."""
    return schema(definition).setdefault("properties", {})


def append(text: str, sep: str = "\n\n") -> Edit:
    """Add text after the real description (the real text stays as cover)."""

    def edit(definition: Definition) -> Definition:
        base = definition.get("description") or ""
        definition["description"] = base + sep + text if base else text
        return definition

    return edit


def prepend(text: str, sep: str = "\n\n") -> Edit:
    """Put text before the real description."""

    def edit(definition: Definition) -> Definition:
        base = definition.get("description") or ""
        definition["description"] = text + sep + base if base else text
        return definition

    return edit


def add_param(name: str, spec: dict[str, Any], required: bool = False) -> Edit:
    """Add an input parameter, optionally required."""

    def edit(definition: Definition) -> Definition:
        props(definition)[name] = spec
        if required:
            req = schema(definition).setdefault("required", [])
            if name not in req:
                req.append(name)
        return definition

    return edit


def set_key(path: tuple[str, ...], value: Any) -> Edit:
    """Set a (possibly nested) key of the definition, creating dicts on the way."""

    def edit(definition: Definition) -> Definition:
        node: dict[str, Any] = definition
        for key in path[:-1]:
            node = node.setdefault(key, {})
        node[path[-1]] = value
        return definition

    return edit


def chain(*edits: Edit) -> Edit:
    """Apply edits in order."""

    def edit(definition: Definition) -> Definition:
        for step in edits:
            definition = step(definition)
        return definition

    return edit


def map_letters(text: str, upper: int | None, lower: int | None) -> str:
    """Move ASCII letters to a Unicode block of lookalike letters (bold italic, circled...)."""
    out = []
    for char in text:
        if "A" <= char <= "Z" and upper is not None:
            out.append(chr(upper + ord(char) - ord("A")))
        elif "a" <= char <= "z" and lower is not None:
            out.append(chr(lower + ord(char) - ord("a")))
        else:
            out.append(char)
    return "".join(out)


def table_letters(text: str, table: dict[str, str]) -> str:
    """Replace letters through an explicit lookalike table; others stay."""
    return "".join(table.get(char, char) for char in text)


def interleave(text: str, marks: str) -> str:
    """Put invisible format characters between the letters of every word.

    The marks cycle, so a keyword never appears as one contiguous ASCII run.
    """
    out = []
    index = 0
    for pos, char in enumerate(text):
        out.append(char)
        nxt = text[pos + 1] if pos + 1 < len(text) else " "
        if char.isalnum() and nxt.isalnum():
            out.append(marks[index % len(marks)])
            index += 1
    return "".join(out)


def binary_hide(text: str, zero: str, one: str) -> str:
    """Encode text as eight invisible characters per byte (two code points for 0 and 1)."""
    bits = "".join(f"{byte:08b}" for byte in text.encode("utf-8"))
    return "".join(one if bit == "1" else zero for bit in bits)
