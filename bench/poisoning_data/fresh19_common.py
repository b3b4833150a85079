"""Shared helpers for the fresh19 blind poisoning set.

Each row spec is a ``Spec``: an id, a family, the server it is planted in, the real tool it replaces
(``None`` for an added tool) and a ``build`` function.  ``build`` receives a deep copy of the real
definition (an empty dict for added tools) and returns the poisoned definition.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any, NamedTuple

Definition = dict[str, Any]


class Spec(NamedTuple):
    """One poisoned row before it is rendered."""

    id: str
    family: str
    server: str
    base: str | None
    build: Callable[[Definition], Definition]


def append_desc(d: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Append text to the tool description."""
    d["description"] = d.get("description", "").rstrip() + sep + text
    return d


def prepend_desc(d: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Put text in front of the tool description."""
    d["description"] = text + sep + d.get("description", "").lstrip()
    return d


def insert_desc(d: Definition, text: str, after: str = ". ") -> Definition:
    """Insert text after the first occurrence of ``after`` in the description (else append)."""
    desc = d.get("description", "")
    pos = desc.find(after)
    if pos < 0:
        return append_desc(d, text, sep=" ")
    cut = pos + len(after)
    d["description"] = desc[:cut] + text + " " + desc[cut:]
    return d


def props(d: Definition) -> dict[str, Any]:
    """Return the inputSchema properties dict, creating it if needed."""
    schema = d.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


def prop_desc(d: Definition, name: str, text: str, replace: bool = False) -> Definition:
    """Append to (or replace) the description of one input property."""
    prop = props(d).setdefault(name, {"type": "string"})
    old = "" if replace else prop.get("description", "").rstrip()
    prop["description"] = (old + " " + text).strip()
    return d


def add_prop(d: Definition, name: str, schema: dict[str, Any], required: bool = False) -> Definition:
    """Add an input property, optionally marking it required."""
    props(d)[name] = schema
    if required:
        req = d["inputSchema"].setdefault("required", [])
        if name not in req:
            req.append(name)
    return d


def tags(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_split(text: str) -> str:
    """Put zero-width characters inside every word so keyword matching misses them."""
    marks = ["\u200b", "\u200c", "\u2060", "\u200d"]
    out: list[str] = []
    for i, word in enumerate(text.split(" ")):
        mid = len(word) // 2
        out.append(word[:mid] + marks[i % len(marks)] + word[mid:] if len(word) > 3 else word)
    return " ".join(out)


def b64(text: str) -> str:
    """Base64-encode UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456"}


def homoglyph(text: str) -> str:
    """Swap Latin letters for look-alike Cyrillic ones."""
    return "".join(HOMOGLYPHS.get(c, c) for c in text)


def bidi_reversed(text: str) -> str:
    """Store text reversed inside a right-to-left override so it renders forwards."""
    return "\u202e" + text[::-1] + "\u202c"


def variation_selectors(carrier: str, text: str) -> str:
    """Hide UTF-8 bytes of text as variation selectors attached to a carrier character."""
    out = [carrier]
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def percent(text: str) -> str:
    """Percent-encode every byte of text."""
    return "".join(f"%{b:02X}" for b in text.encode("utf-8"))


def math_bold(text: str) -> str:
    """Render ASCII letters and digits as Unicode mathematical bold characters."""
    out: list[str] = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - ord("A")))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7CE + ord(c) - ord("0")))
        else:
            out.append(c)
    return "".join(out)
