"""Shared helpers for the fresh26 blind poisoned set (see fresh26.py)."""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh26"


def load_tools():
    """Map (server, name) to the real tool definition."""
    tools = {}
    with TOOLS.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


def base(tools, server, name):
    """A deep copy of a real definition, ready to be altered."""
    return copy.deepcopy(tools[(server, name)])


def row(rid, family, server, base_name, definition):
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def append(defn, text, sep="\n\n"):
    """Add a section after the existing description."""
    defn["description"] = defn["description"].rstrip() + sep + text.strip("\n")
    return defn


def prepend(defn, text, sep="\n\n"):
    defn["description"] = text.strip("\n") + sep + defn["description"].lstrip()
    return defn


def insert_before(defn, marker, text):
    """Put a section just before a marker that exists in the description."""
    desc = defn["description"]
    if marker not in desc:
        raise ValueError(f"marker not found: {marker!r}")
    idx = desc.index(marker)
    defn["description"] = desc[:idx] + text + desc[idx:]
    return defn


def props(defn):
    return defn["inputSchema"]["properties"]


def tag_encode(text):
    """Unicode tag block characters (U+E0000 + ASCII)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def vs_encode(text):
    """Bytes carried by variation selectors (VS1-VS16, then VS17-VS256)."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zw_split(text):
    """Zero-width spaces between every character."""
    return "\u200b".join(text)


def pct_encode(text):
    return "".join(f"%{b:02X}" for b in text.encode("utf-8"))


def math_sans_bold(text):
    """Mathematical sans-serif bold letters and digits for ASCII alphanumerics."""
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
