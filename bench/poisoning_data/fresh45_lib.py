"""Helpers for the fresh45 poisoned tool set (stdlib only).

Loads the real tool definitions from ../retrieval_data/tools.jsonl, hands out
deep copies, and offers small text encoders used by the "invisible" family.
"""

from __future__ import annotations

import base64
import codecs
import copy
import json
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh45"
PREFIX = "f45"


@lru_cache(maxsize=1)
def real_tools() -> dict[tuple[str, str], dict]:
    """Map (server, tool name) to the real definition."""
    out: dict[tuple[str, str], dict] = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            out[(rec["server"], rec["definition"]["name"])] = rec["definition"]
    return out


def all_names() -> set[str]:
    return {name for (_, name) in real_tools()}


def servers() -> set[str]:
    return {server for (server, _) in real_tools()}


def base(server: str, name: str) -> dict:
    """Deep copy of a real definition."""
    return copy.deepcopy(real_tools()[(server, name)])


def original(server: str, name: str) -> dict:
    return real_tools()[(server, name)]


def append(defn: dict, text: str) -> dict:
    defn["description"] = defn.get("description", "") + text
    return defn


def props(defn: dict) -> dict:
    return defn.setdefault("inputSchema", {"type": "object"}).setdefault("properties", {})


def row(rid: str, family: str, server: str, base_name: str | None, definition: dict) -> dict:
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def planted(rid: str, family: str, server: str, name: str, edit) -> dict:
    """Copy a real tool, let `edit` change the copy, and wrap it as a row."""
    defn = base(server, name)
    result = edit(defn)
    if result is not None:
        defn = result
    return row(rid, family, server, name, defn)


# --- encoders used by the invisible family -------------------------------------


def tags(text: str) -> str:
    """Unicode tag characters (U+E0000 block), framed by LANGUAGE TAG / CANCEL TAG."""
    return "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in text) + "\U000e007f"


def zero_width_bits(text: str) -> str:
    """Each UTF-8 byte as eight bits: ZWSP = 0, ZWNJ = 1; WORD JOINER frames the run."""
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "\u2060" + "".join("\u200b" if bit == "0" else "\u200c" for bit in bits) + "\u2060"


def bidi_reversed(text: str) -> str:
    """Stored backwards inside RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING."""
    return "\u202e" + text[::-1] + "\u202c"


_HOMOGLYPHS = {
    "a": "\u0430",
    "c": "\u0441",
    "e": "\u0435",
    "i": "\u0456",
    "o": "\u043e",
    "p": "\u0440",
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
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def variation_selectors(text: str) -> str:
    """Each UTF-8 byte as a variation selector (VS1-16, then VS17-256)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def hex_bytes(text: str) -> str:
    return text.encode("utf-8").hex()
