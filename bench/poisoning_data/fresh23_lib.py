"""Shared helpers for the fresh23 blind poisoned set (see fresh23.py)."""

import base64
import codecs
import copy
import json
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh23"
FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}

_TOOLS: dict[tuple[str, str], dict] = {}


def tools() -> dict[tuple[str, str], dict]:
    """Real tool definitions keyed by (server, name), loaded once."""
    if not _TOOLS:
        with TOOLS_PATH.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rec = json.loads(line)
                    _TOOLS[(rec["server"], rec["name"])] = rec["definition"]
    return _TOOLS


def real(server: str, name: str) -> dict:
    """A deep copy of a real definition, safe to modify."""
    return copy.deepcopy(tools()[(server, name)])


def flow(text: str) -> str:
    """Join wrapped source lines: single newlines become spaces, blank lines stay paragraph breaks."""
    paras = textwrap.dedent(text).strip().split("\n\n")
    return "\n\n".join(" ".join(part.strip() for part in p.splitlines()) for p in paras)


def append(defn: dict, text: str, sep: str = "\n\n") -> dict:
    defn["description"] = (defn.get("description") or "").rstrip() + sep + text
    return defn


def prepend(defn: dict, text: str, sep: str = "\n\n") -> dict:
    defn["description"] = text + sep + (defn.get("description") or "").lstrip()
    return defn


def insert_after(defn: dict, marker: str, text: str) -> dict:
    """Put text right after the first occurrence of marker in the description."""
    desc = defn["description"]
    cut = desc.index(marker) + len(marker)
    defn["description"] = desc[:cut] + text + desc[cut:]
    return defn


def node(defn: dict, *path: str) -> dict:
    """Walk inputSchema properties; "[]" steps into items."""
    cur = defn["inputSchema"]
    for key in path:
        cur = cur["items"] if key == "[]" else cur["properties"][key]
    return cur


def row(rid: str, server: str, base: str | None, definition: dict) -> dict:
    return {
        "base": base,
        "definition": definition,
        "family": FAMILIES[rid[3:5]],
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


# --- encodings used by the invisible family -------------------------------------------


def tags(text: str) -> str:
    """Unicode tag characters (U+E0000 block): invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zw_split(text: str, every: int = 2) -> str:
    """Zero-width spaces inside every word, breaking keyword matching but not reading."""
    out = []
    for word in text.split(" "):
        out.append("\u200b".join(word[i : i + every] for i in range(0, len(word), every)))
    return " ".join(out)


def zw_bits(text: str) -> str:
    """Binary steganography: U+200B for 0, U+200C for 1, eight per byte."""
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "".join("\u200c" if b == "1" else "\u200b" for b in bits)


def vs_smuggle(text: str) -> str:
    """Variation-selector smuggling: each byte becomes a variation selector."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def math_sans_bold(text: str) -> str:
    """Mathematical sans-serif bold letters and digits."""
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


def fullwidth(text: str) -> str:
    """Fullwidth forms of printable ASCII; space becomes an ideographic space."""
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def soft_hyphens(text: str) -> str:
    """A soft hyphen after the first letter of every word longer than three letters."""
    return " ".join(w[0] + "\u00ad" + w[1:] if len(w) > 3 else w for w in text.split(" "))


HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "A": "\u0410"}


def cyrillic(text: str) -> str:
    """Swap Latin letters for look-alike Cyrillic ones."""
    return "".join(HOMOGLYPHS.get(c, c) for c in text)


def b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def rlo(text: str) -> str:
    """Right-to-left override around logical-order text, closed by a pop."""
    return "\u202e" + text + "\u202c"
