"""Shared helpers for the fresh11 blind poisoning set.

The row-spec modules (fresh11_b .. fresh11_e) build poisoned tool definitions from
real ones read out of ``bench/retrieval_data/tools.jsonl``.  This module holds the
small pieces they share: the row constructor, description editing helpers and the
text encoders used by the "invisible" family.  Everything here is deterministic.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

Definition = dict[str, Any]
Row = dict[str, Any]
Getter = Callable[[str, str], Definition]

SPLIT = "fresh11"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def make_row(rid: str, server: str, base: str | None, definition: Definition) -> Row:
    """Return one dataset row; the family is derived from the id (``f11tp01`` -> tool-poisoning)."""
    return {
        "base": base,
        "definition": definition,
        "family": FAMILIES[rid[3:5]],
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append_desc(defn: Definition, text: str) -> Definition:
    """Append ``text`` to the definition's description (in place) and return the definition."""
    defn["description"] = (defn.get("description") or "") + text
    return defn


def prepend_desc(defn: Definition, text: str) -> Definition:
    """Put ``text`` in front of the definition's description (in place) and return the definition."""
    defn["description"] = text + (defn.get("description") or "")
    return defn


def insert_after(defn: Definition, marker: str, text: str) -> Definition:
    """Insert ``text`` right after the first occurrence of ``marker`` in the description."""
    desc = defn.get("description") or ""
    pos = desc.find(marker)
    if pos < 0:
        raise ValueError(f"marker not found in {defn.get('name')!r}: {marker!r}")
    end = pos + len(marker)
    defn["description"] = desc[:end] + text + desc[end:]
    return defn


def insert_before(defn: Definition, marker: str, text: str) -> Definition:
    """Insert ``text`` right before the first occurrence of ``marker`` in the description."""
    desc = defn.get("description") or ""
    pos = desc.find(marker)
    if pos < 0:
        raise ValueError(f"marker not found in {defn.get('name')!r}: {marker!r}")
    defn["description"] = desc[:pos] + text + desc[pos:]
    return defn


def props(defn: Definition) -> dict[str, Any]:
    """Return the inputSchema properties mapping of a definition (created if missing)."""
    schema = defn.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


# ---------------------------------------------------------------- encoders


def tag_smuggle(text: str) -> str:
    """Encode printable ASCII as Unicode tag characters (U+E0020..U+E007E), framed by LANGUAGE/CANCEL TAG."""
    body = "".join(chr(0xE0000 + ord(c)) for c in text if 0x20 <= ord(c) <= 0x7E)
    return chr(0xE0001) + body + chr(0xE007F)


def interleave_letters(text: str, joiner: str) -> str:
    """Put ``joiner`` between consecutive letters of every word; spaces and punctuation are kept."""
    out: list[str] = []
    for i, ch in enumerate(text):
        out.append(ch)
        nxt = text[i + 1] if i + 1 < len(text) else ""
        if ch.isalnum() and nxt.isalnum():
            out.append(joiner)
    return "".join(out)


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
    """Replace Latin letters that have a Cyrillic look-alike with that look-alike."""
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def rtl_reversed(text: str) -> str:
    """Store ``text`` reversed inside RIGHT-TO-LEFT OVERRIDE .. POP DIRECTIONAL FORMATTING."""
    return "\u202e" + text[::-1] + "\u202c"


def math_monospace(text: str) -> str:
    """Map ASCII letters and digits to MATHEMATICAL MONOSPACE code points."""
    out: list[str] = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D670 + ord(c) - ord("A")))
        elif "a" <= c <= "z":
            out.append(chr(0x1D68A + ord(c) - ord("a")))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7F6 + ord(c) - ord("0")))
        else:
            out.append(c)
    return "".join(out)


def html_entities(text: str) -> str:
    """Write every character as a decimal HTML numeric character reference."""
    return "".join(f"&#{ord(c)};" for c in text)


def b64(text: str) -> str:
    """Return the standard base64 encoding of the UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")
