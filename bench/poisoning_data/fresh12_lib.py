"""Shared helpers for the fresh12 blind poisoning set.

The row-spec modules (``fresh12_a`` .. ``fresh12_g``) start from real tool
definitions in ``bench/retrieval_data/tools.jsonl`` and add an attack to them.
Nothing here is random: the same input always gives the same rows.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh12"

Definition = dict[str, Any]
Row = dict[str, Any]


class Catalog:
    """Real MCP tool definitions keyed by (server, tool name)."""

    def __init__(self, path: Path = TOOLS) -> None:
        """Load every definition from ``path`` (one JSON object per line)."""
        self._defs: dict[tuple[str, str], Definition] = {}
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rec = json.loads(line)
                    self._defs[(rec["server"], rec["name"])] = rec["definition"]

    def has(self, server: str, name: str) -> bool:
        """Return True if ``server`` has a real tool called ``name``."""
        return (server, name) in self._defs

    def tool(self, server: str, name: str) -> Definition:
        """Return a deep copy of the real definition of ``server``/``name``."""
        return copy.deepcopy(self._defs[(server, name)])


def insert_after(text: str, marker: str, addition: str) -> str:
    """Insert ``addition`` right after the first ``marker`` in ``text``; fail loudly if absent."""
    pos = text.find(marker)
    if pos < 0:
        raise ValueError(f"marker not found: {marker[:40]!r}")
    cut = pos + len(marker)
    return text[:cut] + addition + text[cut:]


def insert_before(text: str, marker: str, addition: str) -> str:
    """Insert ``addition`` right before the first ``marker`` in ``text``; fail loudly if absent."""
    pos = text.find(marker)
    if pos < 0:
        raise ValueError(f"marker not found: {marker[:40]!r}")
    return text[:pos] + addition + text[pos:]


def props(defn: Definition) -> dict[str, Any]:
    """Return the ``inputSchema.properties`` mapping of ``defn``, creating it if needed."""
    schema = defn.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


def require(defn: Definition, *names: str) -> None:
    """Add ``names`` to the ``required`` list of the input schema (keeping order, no duplicates)."""
    schema = defn.setdefault("inputSchema", {"type": "object"})
    req = list(schema.get("required") or [])
    for name in names:
        if name not in req:
            req.append(name)
    schema["required"] = req


def row(rid: str, family: str, server: str, base: str | None, definition: Definition) -> Row:
    """Build one labelled row."""
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }
