"""Shared helpers for the fresh13 blind poisoning set.

Real tool definitions are read from ``bench/retrieval_data/tools.jsonl`` at run time; the row
modules copy one, plant an attack in it and wrap it in a row with :func:`row`.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TOOLS_PATH = ROOT / "bench" / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh13"
PREFIX = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}

_TOOLS: dict[tuple[str, str], dict[str, Any]] = {}


def tools() -> dict[tuple[str, str], dict[str, Any]]:
    """Return every real definition keyed by (server, name), loading tools.jsonl once."""
    if not _TOOLS:
        with TOOLS_PATH.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rec = json.loads(line)
                    _TOOLS[(rec["server"], rec["name"])] = rec["definition"]
    return _TOOLS


def real(server: str, name: str) -> dict[str, Any]:
    """Return a deep copy of the real definition of ``name`` on ``server``."""
    return copy.deepcopy(tools()[(server, name)])


def row(family: str, num: int, server: str, base: str | None, definition: dict[str, Any]) -> dict[str, Any]:
    """Build one labelled row in the shared poisoning-set format."""
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": f"f13{PREFIX[family]}{num:02d}",
        "server": server,
        "split": SPLIT,
    }


def append_desc(defn: dict[str, Any], text: str, sep: str = "\n\n") -> dict[str, Any]:
    """Append ``text`` to the description of ``defn`` (in place) and return it."""
    defn["description"] = defn.get("description", "").rstrip() + sep + text
    return defn


def prepend_desc(defn: dict[str, Any], text: str, sep: str = " ") -> dict[str, Any]:
    """Put ``text`` in front of the description of ``defn`` (in place) and return it."""
    defn["description"] = text + sep + defn.get("description", "")
    return defn


def insert_desc(defn: dict[str, Any], anchor: str, text: str) -> dict[str, Any]:
    """Insert ``text`` right before the first occurrence of ``anchor`` in the description."""
    desc = defn["description"]
    at = desc.index(anchor)
    defn["description"] = desc[:at] + text + desc[at:]
    return defn


def props(defn: dict[str, Any]) -> dict[str, Any]:
    """Return the top-level input properties of ``defn``."""
    return defn["inputSchema"].setdefault("properties", {})


def require(defn: dict[str, Any], *names: str) -> dict[str, Any]:
    """Add ``names`` to the required list of the input schema (in place)."""
    req = defn["inputSchema"].setdefault("required", [])
    for name in names:
        if name not in req:
            req.append(name)
    return defn


# Text transforms used by the invisible family. They are built from code points so the
# source files stay plain ASCII where the characters themselves would be confusing.


def tags(text: str) -> str:
    """Encode ASCII ``text`` as Unicode tag characters (U+E0000 block), invisible when rendered."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_interleave(text: str, mark: str = "\u200b") -> str:
    """Put a zero-width ``mark`` between the letters of every word of ``text``."""
    return " ".join(mark.join(word) for word in text.split(" "))


def fullwidth(text: str) -> str:
    """Map printable ASCII in ``text`` to the fullwidth forms block."""
    out = []
    for c in text:
        if c == " ":
            out.append("\u3000")
        elif "!" <= c <= "~":
            out.append(chr(ord(c) + 0xFEE0))
        else:
            out.append(c)
    return "".join(out)


def math_sans_bold(text: str) -> str:
    """Map ASCII letters and digits of ``text`` to Mathematical Sans-Serif Bold symbols."""
    out = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D5D4 + ord(c) - ord("A")))
        elif "a" <= c <= "z":
            out.append(chr(0x1D5EE + ord(c) - ord("a")))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7EC + ord(c) - ord("0")))
        else:
            out.append(c)
    return "".join(out)


_CYRILLIC = {
    "a": "\u0430",
    "c": "\u0441",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "x": "\u0445",
    "y": "\u0443",
    "i": "\u0456",
    "s": "\u0455",
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


def homoglyph(text: str) -> str:
    """Swap Latin letters of ``text`` for look-alike Cyrillic letters where one exists."""
    return "".join(_CYRILLIC.get(c, c) for c in text)


def soft_hyphenate(text: str, every: int = 3) -> str:
    """Insert a soft hyphen (U+00AD) after every ``every`` letters inside words of ``text``."""
    words = []
    for word in text.split(" "):
        if len(word) <= every:
            words.append(word)
            continue
        chunks = [word[i : i + every] for i in range(0, len(word), every)]
        words.append("\u00ad".join(chunks))
    return " ".join(words)


def percent_encode(text: str) -> str:
    """Percent-encode every byte of ``text`` (UTF-8), like an over-eager URL encoder."""
    return "".join(f"%{b:02X}" for b in text.encode("utf-8"))
