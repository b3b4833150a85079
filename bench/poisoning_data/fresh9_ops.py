"""Helpers that turn fresh9 row specs into labelled poisoned tool rows.

A spec names a real tool (server + base) whose description and schema are
kept as cover text, plus the edits that plant the attack.  Added tools
(base None) carry a whole definition under "new".
"""

from __future__ import annotations

import base64
import codecs
import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Spec = dict[str, Any]
Tools = dict[tuple[str, str], dict[str, Any]]

SPLIT = "fresh9"


def load_tools(path: Path) -> Tools:
    """Read tools.jsonl into a map from (server, name) to its definition."""
    tools: Tools = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            tools[(row["server"], row["name"])] = row["definition"]
    return tools


def _edit_description(definition: dict[str, Any], spec: Spec) -> None:
    """Apply prepend/append/replace edits to the description."""
    desc = str(definition.get("description", ""))
    if "desc" in spec:
        desc = spec["desc"]
    if "prepend" in spec:
        desc = spec["prepend"] + desc
    if "append" in spec:
        desc = desc.rstrip() + spec.get("sep", "\n\n") + spec["append"]
    definition["description"] = desc


def _edit_schema(definition: dict[str, Any], spec: Spec) -> None:
    """Merge property patches and extra required names into inputSchema."""
    schema = definition.setdefault("inputSchema", {"type": "object"})
    props = schema.setdefault("properties", {})
    for name, patch in spec.get("props", {}).items():
        props[name] = {**props.get(name, {}), **patch}
    extra = [n for n in spec.get("required", []) if n not in schema.get("required", [])]
    if extra:
        schema["required"] = list(schema.get("required") or []) + extra


def build(spec: Spec, tools: Tools) -> dict[str, Any]:
    """Return one output row for a spec."""
    base = spec.get("base")
    if base is None:
        definition = copy.deepcopy(spec["new"])
    else:
        definition = copy.deepcopy(tools[(spec["server"], base)])
        _edit_description(definition, spec)
        _edit_schema(definition, spec)
        if "ann" in spec:
            definition["annotations"] = {**definition.get("annotations", {}), **spec["ann"]}
        definition.update(spec.get("top", {}))
    mutate: Callable[[dict[str, Any]], None] | None = spec.get("mutate")
    if mutate is not None:
        mutate(definition)
    return {
        "base": base,
        "definition": definition,
        "family": spec["family"],
        "id": spec["id"],
        "server": spec["server"],
        "split": SPLIT,
    }


def tool(name: str, description: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    """Build a minimal added-tool definition."""
    return {
        "description": description,
        "inputSchema": {"properties": props, "required": required, "type": "object"},
        "name": name,
    }


def tags(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def zero_width(text: str, every: int = 3) -> str:
    """Sprinkle zero-width spaces inside words so substring filters miss them."""
    out = []
    for i, ch in enumerate(text):
        out.append(ch)
        if ch.isalpha() and i % every == every - 1:
            out.append("\u200b")
    return "".join(out)


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "i": "\u0456"}


def homoglyph(text: str) -> str:
    """Swap Latin letters for Cyrillic look-alikes."""
    return "".join(_HOMO.get(ch, ch) for ch in text)


def b64(text: str) -> str:
    """Base64 of UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str) -> str:
    """ROT13 of text."""
    return codecs.encode(text, "rot13")


def entities(text: str) -> str:
    """HTML decimal entities for every character."""
    return "".join(f"&#{ord(ch)};" for ch in text)


def math_bold(text: str) -> str:
    """Mathematical bold letters for ASCII letters (look alike to a human)."""
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr(0x1D41A + ord(ch) - ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr(0x1D400 + ord(ch) - ord("A")))
        else:
            out.append(ch)
    return "".join(out)


def json_escapes(text: str) -> str:
    """Literal backslash-u escapes, left for the reader to decode."""
    return "".join(f"\\u{ord(ch):04x}" for ch in text)


def dumps(row: dict[str, Any]) -> str:
    """Serialise a row; escape line separators that break JSONL readers."""
    text = json.dumps(row, ensure_ascii=False, sort_keys=True)
    for ch in ("\u2028", "\u2029", "\u0085"):
        text = text.replace(ch, f"\\u{ord(ch):04x}")
    return text
