"""Helpers for the fresh34 poisoned tool set: load real definitions and plant payloads."""

from __future__ import annotations

import copy
import json
from pathlib import Path

TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def load_tools() -> dict[tuple[str, str], dict]:
    tools: dict[tuple[str, str], dict] = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


TOOLS = load_tools()


def real(server: str, name: str) -> dict:
    """Deep copy of a real definition (KeyError if it does not exist)."""
    return copy.deepcopy(TOOLS[(server, name)])


def append_desc(d: dict, text: str, sep: str = "\n\n") -> dict:
    d["description"] = d.get("description", "").rstrip() + sep + text
    return d


def replace_desc(d: dict, old: str, new: str) -> dict:
    desc = d["description"]
    if old not in desc:
        raise ValueError(f"marker not found in {d['name']}: {old!r}")
    d["description"] = desc.replace(old, new, 1)
    return d


def _props(d: dict, path: str) -> tuple[dict, str]:
    """Return (properties dict, leaf name) for a dotted path inside inputSchema."""
    parts = path.split(".")
    node = d["inputSchema"]
    for part in parts[:-1]:
        node = node["properties"][part]
        if node.get("type") == "array" and "items" in node:
            node = node["items"]
    return node.setdefault("properties", {}), parts[-1]


def set_param(d: dict, path: str, **fields) -> dict:
    """Update fields of an existing parameter (dotted path for nested objects)."""
    props, leaf = _props(d, path)
    if leaf not in props:
        raise KeyError(f"{d['name']}: no parameter {path}")
    props[leaf].update(fields)
    return d


def add_param(d: dict, path: str, schema: dict, required: bool = False) -> dict:
    """Add a new parameter (dotted path for nested objects)."""
    props, leaf = _props(d, path)
    if leaf in props:
        raise KeyError(f"{d['name']}: parameter {path} already exists")
    props[leaf] = schema
    if required:
        parent = d["inputSchema"]
        for part in path.split(".")[:-1]:
            parent = parent["properties"][part]
        parent.setdefault("required", []).append(leaf)
    return d


def row(rid: str, server: str, base: str | None, definition: dict) -> dict:
    family = FAMILIES[rid[3:5]]
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": "fresh34",
    }


def tags(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def variation_selectors(data: bytes) -> str:
    """Encode bytes as variation selectors (VS1-VS16 for 0-15, VS17-VS256 for 16-255)."""
    out = []
    for b in data:
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_join(text: str) -> str:
    """Insert a zero-width space between the letters of every word."""
    words = []
    for word in text.split(" "):
        words.append("\u200b".join(word) if len(word) > 3 else word)
    return " ".join(words)


def rot13(text: str) -> str:
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + 13) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


_HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456"}


def homoglyphs(text: str) -> str:
    """Swap common Latin letters for Cyrillic look-alikes."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def math_bold(text: str) -> str:
    """Render ASCII letters and digits with Mathematical Sans-Serif Bold letters."""
    out = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D5D4 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D5EE + ord(c) - 97))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7EC + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


def bidi_reverse(text: str) -> str:
    """Store text reversed inside a right-to-left override so it displays in reading order."""
    return "\u202e" + text[::-1] + "\u202c"
