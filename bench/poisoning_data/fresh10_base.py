"""Shared helpers for the fresh10 blind poisoning set (entry point: fresh10.py).

The row-spec modules (fresh10_a.py .. fresh10_g.py) take real tool definitions from
bench/retrieval_data/tools.jsonl through a Catalog, plant an attack in them and wrap
the result with make_row. The text encoders below are used by the "invisible" family.
"""

from __future__ import annotations

import base64
import codecs
import copy
import json
from pathlib import Path
from typing import Any

SPLIT = "fresh10"


class Catalog:
    """Real MCP tool definitions from tools.jsonl, keyed by (server, tool name)."""

    def __init__(self, path: Path) -> None:
        """Load every definition in the tools.jsonl file at path."""
        self._defs: dict[tuple[str, str], dict[str, Any]] = {}
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rec = json.loads(line)
                    self._defs[(rec["server"], rec["name"])] = rec["definition"]

    def has(self, server: str, name: str) -> bool:
        """Tell whether server has a real tool called name."""
        return (server, name) in self._defs

    def servers(self) -> list[str]:
        """Return the sorted server keys."""
        return sorted({server for server, _ in self._defs})

    def get(self, server: str, name: str) -> dict[str, Any]:
        """Return a deep copy of a real definition; raise KeyError when it does not exist."""
        return copy.deepcopy(self._defs[(server, name)])


def make_row(rid: str, family: str, server: str, base: str | None, definition: dict[str, Any]) -> dict[str, Any]:
    """Wrap a poisoned definition in the row format of the blind sets."""
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def insert_after(text: str, anchor: str, addition: str) -> str:
    """Insert addition right after the first occurrence of anchor in text."""
    at = text.index(anchor) + len(anchor)
    return text[:at] + addition + text[at:]


def insert_before(text: str, anchor: str, addition: str) -> str:
    """Insert addition right before the first occurrence of anchor in text."""
    at = text.index(anchor)
    return text[:at] + addition + text[at:]


def replace_once(text: str, old: str, new: str) -> str:
    """Replace the single occurrence of old in text; raise ValueError if it is absent."""
    if text.count(old) != 1:
        raise ValueError(f"expected one occurrence of {old[:40]!r}")
    return text.replace(old, new)


def tag_chars(text: str) -> str:
    """Encode ASCII text as Unicode tag characters (U+E0020..U+E007E), invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


_ZERO_WIDTH = ("\u200b", "\u200c", "\u2060", "\u200d")


def zero_width(text: str) -> str:
    """Put a zero-width character (cycling over four kinds) after every letter, splitting each word."""
    out: list[str] = []
    for i, c in enumerate(text):
        out.append(c)
        if c.isalpha():
            out.append(_ZERO_WIDTH[i % len(_ZERO_WIDTH)])
    return "".join(out)


def bidi_reversed(text: str) -> str:
    """Store text backwards inside a right-to-left override, so a bidi renderer shows it forwards."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMOGLYPHS = {
    "a": "\u0430",
    "c": "\u0441",
    "e": "\u0435",
    "i": "\u0456",
    "j": "\u0458",
    "o": "\u043e",
    "p": "\u0440",
    "s": "\u0455",
    "x": "\u0445",
    "y": "\u0443",
    "A": "\u0410",
    "B": "\u0412",
    "C": "\u0421",
    "E": "\u0415",
    "H": "\u041d",
    "K": "\u041a",
    "M": "\u041c",
    "O": "\u041e",
    "P": "\u0420",
    "T": "\u0422",
    "X": "\u0425",
}


def homoglyphs(text: str) -> str:
    """Swap Latin letters for look-alike Cyrillic ones."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def b64(text: str) -> str:
    """Base64-encode UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def fullwidth(text: str) -> str:
    """Map printable ASCII to the fullwidth forms block (U+FF01..U+FF5E); space becomes U+3000."""
    out: list[str] = []
    for c in text:
        if c == " ":
            out.append("\u3000")
        elif "!" <= c <= "~":
            out.append(chr(ord(c) + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


def math_sans_bold(text: str) -> str:
    """Map ASCII letters and digits to Mathematical Sans-Serif Bold symbols."""
    out: list[str] = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr(0x1D5EE + ord(c) - ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D5D4 + ord(c) - ord("A")))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7EC + ord(c) - ord("0")))
        else:
            out.append(c)
    return "".join(out)


def rot13(text: str) -> str:
    """ROT13-encode text."""
    return codecs.encode(text, "rot13")


def filler_padding(lines: int, width: int) -> str:
    """Blank-looking padding: rows of Hangul fillers and braille blanks separated by newlines."""
    row = ("\u3164\u2800" * (width // 2))[:width]
    return "\n" + "\n".join(row for _ in range(lines)) + "\n"
