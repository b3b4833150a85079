"""Shared helpers for the fresh17 blind poisoning set (row builders and text encoders)."""

from __future__ import annotations

import base64
import codecs
import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Definition = dict[str, Any]
Row = dict[str, Any]
Loader = Callable[[str, str], Definition]


def load_tools(path: Path) -> dict[tuple[str, str], Definition]:
    """Read tools.jsonl and index the real definitions by (server, name)."""
    index: dict[tuple[str, str], Definition] = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                record = json.loads(line)
                index[(record["server"], record["name"])] = record["definition"]
    return index


def make_loader(index: dict[tuple[str, str], Definition]) -> Loader:
    """Return a function that gives a deep copy of a real tool definition."""

    def load(server: str, name: str) -> Definition:
        return copy.deepcopy(index[(server, name)])

    return load


def row(rid: str, family: str, server: str, base: str | None, definition: Definition) -> Row:
    """Build one labelled row (split is added by the entry point)."""
    return {"base": base, "definition": definition, "family": family, "id": rid, "server": server}


def append(defn: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Append text to the tool description."""
    defn["description"] = defn.get("description", "").rstrip() + sep + text
    return defn


def prepend(defn: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Put text in front of the tool description."""
    defn["description"] = text + sep + defn.get("description", "").lstrip()
    return defn


def insert_after_first_paragraph(defn: Definition, text: str) -> Definition:
    """Insert text after the first paragraph (or first sentence) of the description."""
    desc = defn.get("description", "")
    if "\n\n" in desc:
        head, tail = desc.split("\n\n", 1)
        defn["description"] = head + "\n\n" + text + "\n\n" + tail
    elif ". " in desc:
        head, tail = desc.split(". ", 1)
        defn["description"] = head + ". " + text + " " + tail
    else:
        defn["description"] = desc.rstrip() + " " + text
    return defn


def props(defn: Definition) -> dict[str, Any]:
    """Return the input schema's properties dict, creating it if missing."""
    schema = defn.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


def require(defn: Definition, name: str) -> None:
    """Add a parameter name to the input schema's required list."""
    schema = defn.setdefault("inputSchema", {"type": "object"})
    required = schema.setdefault("required", [])
    if name not in required:
        required.append(name)


def added_tool(
    name: str,
    description: str,
    properties: dict[str, Any],
    required: list[str] | None = None,
    annotations: dict[str, Any] | None = None,
) -> Definition:
    """Build a definition for a tool that does not exist on the real server."""
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    defn: Definition = {"name": name, "description": description, "inputSchema": schema}
    if annotations:
        defn["annotations"] = annotations
    return defn


def tag_chars(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def zero_width_interleave(text: str) -> str:
    """Put a zero-width space between every character."""
    return "\u200b".join(text)


def b64(text: str) -> str:
    """Base64-encode UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def fullwidth(text: str) -> str:
    """Map printable ASCII to the fullwidth forms block."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch == " ":
            out.append("\u3000")
        elif 0x21 <= code <= 0x7E:
            out.append(chr(code + 0xFEE0))
        else:
            out.append(ch)
    return "".join(out)


def math_sans(text: str) -> str:
    """Map ASCII letters and digits to Mathematical Sans-Serif look-alikes."""
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr(0x1D5BA + ord(ch) - ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr(0x1D5A0 + ord(ch) - ord("A")))
        elif "0" <= ch <= "9":
            out.append(chr(0x1D7E2 + ord(ch) - ord("0")))
        else:
            out.append(ch)
    return "".join(out)


def percent(text: str) -> str:
    """Percent-encode every byte of the UTF-8 text."""
    return "".join(f"%{byte:02X}" for byte in text.encode("utf-8"))


def rot13(text: str) -> str:
    """Apply ROT13 to the text."""
    return codecs.encode(text, "rot13")
