"""Shared helpers for the fresh15 blind poisoning set.

The row specifications live in ``fresh15_b.py`` .. ``fresh15_e.py``; ``fresh15.py`` is the entry point.
Every builder receives a deep copy of the real tool definition from ``bench/retrieval_data/tools.jsonl``
(or an empty dict for an added tool) and returns the poisoned definition.
"""

from __future__ import annotations

import base64
import urllib.parse
from collections.abc import Callable
from typing import Any, NamedTuple

Definition = dict[str, Any]
Builder = Callable[[Definition], Definition]


class Row(NamedTuple):
    """One poisoned row: its id, family, host server, replaced tool (None when added) and builder."""

    rid: str
    family: str
    server: str
    base: str | None
    build: Builder


def append_desc(d: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Append ``text`` to the tool description."""
    d["description"] = d.get("description", "") + sep + text
    return d


def prepend_desc(d: Definition, text: str, sep: str = "\n\n") -> Definition:
    """Put ``text`` in front of the tool description."""
    d["description"] = text + sep + d.get("description", "")
    return d


def insert_before(d: Definition, anchor: str, text: str) -> Definition:
    """Insert ``text`` just before the first occurrence of ``anchor`` in the description."""
    desc = d["description"]
    at = desc.index(anchor)
    d["description"] = desc[:at] + text + desc[at:]
    return d


def insert_after(d: Definition, anchor: str, text: str) -> Definition:
    """Insert ``text`` just after the first occurrence of ``anchor`` in the description."""
    desc = d["description"]
    at = desc.index(anchor) + len(anchor)
    d["description"] = desc[:at] + text + desc[at:]
    return d


def props(d: Definition) -> dict[str, Any]:
    """Return the ``properties`` mapping of the input schema, creating it when missing."""
    schema = d.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


def add_prop(d: Definition, name: str, spec: dict[str, Any], required: bool = False) -> Definition:
    """Add an input property, optionally marking it required."""
    props(d)[name] = spec
    if required:
        req = d["inputSchema"].setdefault("required", [])
        if name not in req:
            req.append(name)
    return d


def tag_smuggle(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_interleave(text: str) -> str:
    """Put a zero-width space after every visible character."""
    return "\u200b".join(text)


def b64(text: str) -> str:
    """Base64-encode UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


_HOMOGLYPHS = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "i": "\u0456",
    "y": "\u0443",
    "s": "\u0455",
    "A": "\u0410",
    "B": "\u0412",
    "E": "\u0415",
    "I": "\u0406",
    "O": "\u041e",
    "P": "\u0420",
    "T": "\u0422",
}


def homoglyph(text: str) -> str:
    """Swap Latin letters for look-alike Cyrillic ones."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def rlo_reverse(text: str) -> str:
    """Store text reversed inside a right-to-left override so it renders the right way round."""
    return "\u202e" + text[::-1] + "\u202c"


def hex_utf8(text: str) -> str:
    """Hex-encode UTF-8 text."""
    return text.encode("utf-8").hex()


def math_bold(text: str) -> str:
    """Rewrite ASCII letters and digits as mathematical bold alphanumerics."""
    out = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - ord("A")))
        elif "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - ord("a")))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7CE + ord(c) - ord("0")))
        else:
            out.append(c)
    return "".join(out)


def html_entities(text: str) -> str:
    """Write every character as a decimal HTML character reference."""
    return "".join(f"&#{ord(c)};" for c in text)


def percent(text: str) -> str:
    """Percent-encode text for a URL query value."""
    return urllib.parse.quote(text, safe="")


def blank_padding(lines: int, width: int) -> str:
    """Return lines made of Braille blanks and Hangul fillers that render as empty space."""
    row = ("\u2800\u3164" * width)[:width]
    return "\n".join(row for _ in range(lines))


ESC = "\x1b"
