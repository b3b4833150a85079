"""Shared helpers for the fresh20 blind poisoning set.

Real tool definitions are read from ``bench/retrieval_data/tools.jsonl`` at run
time; the row modules (``fresh20_a`` .. ``fresh20_d``) copy them and plant an
attack in the copy.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh20"

Definition = dict[str, Any]
Row = dict[str, Any]


class Catalog:
    """Read-only access to the real tool definitions, keyed by (server, name)."""

    def __init__(self, path: Path = TOOLS_PATH) -> None:
        """Load every definition from the tools.jsonl file at ``path``."""
        self._tools: dict[tuple[str, str], Definition] = {}
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                if not line.strip():
                    continue
                record = json.loads(line)
                self._tools[(record["server"], record["name"])] = record["definition"]

    def has(self, server: str, name: str) -> bool:
        """Return True when ``server`` really exposes a tool called ``name``."""
        return (server, name) in self._tools

    def real(self, server: str, name: str) -> Definition:
        """Return a deep copy of the real definition of ``server``/``name``."""
        return copy.deepcopy(self._tools[(server, name)])


def make_row(rid: str, family: str, server: str, base: str | None, definition: Definition) -> Row:
    """Build one output row in the shared poisoning-set format."""
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append_desc(defn: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Append ``text`` to the description, after ``sep``."""
    defn["description"] = defn.get("description", "").rstrip() + sep + text
    return defn


def prepend_desc(defn: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Put ``text`` in front of the existing description."""
    defn["description"] = text + sep + defn.get("description", "").lstrip()
    return defn


def insert_after(defn: Definition, anchor: str, text: str) -> Definition:
    """Insert ``text`` right after the first occurrence of ``anchor`` in the description."""
    desc = defn["description"]
    pos = desc.index(anchor) + len(anchor)
    defn["description"] = desc[:pos] + text + desc[pos:]
    return defn


def insert_mid(defn: Definition, text: str) -> Definition:
    """Insert ``text`` as a paragraph in the middle of a multi-paragraph description."""
    parts = defn.get("description", "").split("\n\n")
    if len(parts) < 2:
        return append_desc(defn, text)
    middle = len(parts) // 2
    parts.insert(middle, text)
    defn["description"] = "\n\n".join(parts)
    return defn


def schema_props(defn: Definition) -> dict[str, Any]:
    """Return the (mutable) input-schema properties mapping of ``defn``."""
    schema = defn.setdefault("inputSchema", {"type": "object"})
    props: dict[str, Any] = schema.setdefault("properties", {})
    return props


def set_prop(defn: Definition, prop: str, **fields: Any) -> Definition:
    """Create or update one input-schema property with the given JSON-schema keys."""
    props = schema_props(defn)
    props.setdefault(prop, {}).update(fields)
    return defn


def require(defn: Definition, prop: str) -> Definition:
    """Add ``prop`` to the input schema's ``required`` list."""
    schema = defn.setdefault("inputSchema", {"type": "object"})
    required: list[str] = schema.setdefault("required", [])
    if prop not in required:
        required.append(prop)
    return defn
