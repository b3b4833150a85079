"""Helpers for the fresh8 blind set: load real tools and plant attacks in copies."""

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Defn = dict[str, Any]
Row = tuple[str, str, str | None, Callable[[Defn], Defn]]

TOOLS = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"


def load_tools() -> dict[tuple[str, str], Defn]:
    """Map (server, name) to the real definition from tools.jsonl."""
    out: dict[tuple[str, str], Defn] = {}
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            out[(rec["server"], rec["name"])] = rec["definition"]
    return out


def real(tools: dict[tuple[str, str], Defn], server: str, name: str) -> Defn:
    """Return a deep copy of one real definition (raises if missing)."""
    return copy.deepcopy(tools[(server, name)])


def app(text: str, sep: str = "\n\n") -> Callable[[Defn], Defn]:
    """Append text to the real description."""

    def fn(d: Defn) -> Defn:
        d["description"] = d.get("description", "") + sep + text
        return d

    return fn


def pre(text: str, sep: str = "\n\n") -> Callable[[Defn], Defn]:
    """Put text before the real description."""

    def fn(d: Defn) -> Defn:
        d["description"] = text + sep + d.get("description", "")
        return d

    return fn


def prop(d: Defn, name: str, schema: Defn, required: bool = False) -> Defn:
    """Add a property to the input schema, optionally required."""
    d["inputSchema"].setdefault("properties", {})[name] = schema
    if required:
        d["inputSchema"].setdefault("required", []).append(name)
    return d


def ann(d: Defn, **kw: Any) -> Defn:
    """Merge annotations into the definition."""
    d.setdefault("annotations", {}).update(kw)
    return d


def new(name: str, desc: str, props: Defn, req: list[str]) -> Defn:
    """Build an added tool from scratch."""
    return {
        "name": name,
        "description": desc,
        "inputSchema": {"type": "object", "properties": props, "required": req},
    }


def chain(*fns: Callable[[Defn], Defn]) -> Callable[[Defn], Defn]:
    """Apply several transforms in order."""

    def fn(d: Defn) -> Defn:
        for f in fns:
            d = f(d)
        return d

    return fn
