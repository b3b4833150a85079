"""Edit operations and text encoders for `fresh4.py` (the fourth blind poisoning set)."""

from __future__ import annotations

import base64
import codecs
from collections.abc import Callable
from typing import Any

Definition = dict[str, Any]
Op = Callable[[Definition], None]
# (family, server, base tool or None for an added tool, edit operations)
Row = tuple[str, str, str | None, list[Op]]


def add(text: str, sep: str = "\n\n") -> Op:
    """Append `text` to the tool's description (the real description stays as cover text)."""

    def op(d: Definition) -> None:
        d["description"] = d.get("description", "").rstrip() + sep + text

    return op


def param(name: str, schema: dict[str, Any], required: bool = False) -> Op:
    """Add a new input parameter, optionally required."""

    def op(d: Definition) -> None:
        props = d["inputSchema"].setdefault("properties", {})
        if name in props:
            raise ValueError(f"{d['name']} already has a parameter {name}")
        props[name] = schema
        if required:
            d["inputSchema"].setdefault("required", []).append(name)

    return op


def pdesc(name: str, text: str) -> Op:
    """Append `text` to an existing parameter's description."""

    def op(d: Definition) -> None:
        prop = d["inputSchema"]["properties"][name]
        old = prop.get("description", "")
        prop["description"] = (old.rstrip() + " " + text).strip()

    return op


def pset(name: str, key: str, value: Any) -> Op:
    """Set one keyword of an existing parameter's schema."""

    def op(d: Definition) -> None:
        d["inputSchema"]["properties"][name][key] = value

    return op


def sset(key: str, value: Any) -> Op:
    """Set one keyword of the input schema itself."""

    def op(d: Definition) -> None:
        d["inputSchema"][key] = value

    return op


def top(key: str, value: Any) -> Op:
    """Set a top-level key of the tool definition (title, _meta, outputSchema, ...)."""

    def op(d: Definition) -> None:
        d[key] = value

    return op


def ann(**flags: Any) -> Op:
    """Overwrite annotation fields (the rug-pull flips them)."""

    def op(d: Definition) -> None:
        d.setdefault("annotations", {}).update(flags)

    return op


def wrap(before: str = "", after: str = "") -> Op:
    """Put text before and after the whole description (terminal escapes, padding)."""

    def op(d: Definition) -> None:
        d["description"] = before + d.get("description", "") + after

    return op


# Text encoders for the encoded and invisible variants.


def b64(text: str) -> str:
    """Base64 of a UTF-8 string."""
    return base64.b64encode(text.encode()).decode()


def rot13(text: str) -> str:
    """ROT13 of a string."""
    return codecs.encode(text, "rot13")


def mapchars(text: str, table: dict[str, str]) -> str:
    """Replace characters one by one through `table` (confusable alphabets)."""
    return "".join(table.get(c, c) for c in text)


def offset_alphabet(upper: int, lower: int, holes: dict[str, str] | None = None) -> dict[str, str]:
    """A-Z and a-z mapped onto a Mathematical Alphanumeric block, with its letterlike holes filled in."""
    table = {chr(65 + i): chr(upper + i) for i in range(26)}
    table.update({chr(97 + i): chr(lower + i) for i in range(26)})
    table.update(holes or {})
    return table


def interleave(text: str, mark: str, min_len: int = 4) -> str:
    """Put `mark` between the letters of every word of at least `min_len` characters."""
    return " ".join(mark.join(w) if len(w) >= min_len else w for w in text.split(" "))


def sneaky_bits(text: str) -> str:
    """Encode UTF-8 bytes as bits: U+2062 INVISIBLE TIMES for 0, U+2064 INVISIBLE PLUS for 1."""
    return "".join("\u2064" if bit == "1" else "\u2062" for byte in text.encode() for bit in f"{byte:08b}")


def new(name: str, description: str, schema: dict[str, Any], **extra: Any) -> Op:
    """Fill an empty definition with an added tool."""

    def op(d: Definition) -> None:
        d.update({"name": name, "description": description, "inputSchema": schema, **extra})

    return op


def backspaced(text: str) -> str:
    """`text`, then as many backspaces and spaces: on a terminal the line is wiped, the model still reads it."""
    return text + "\b" * len(text) + " " * len(text)
