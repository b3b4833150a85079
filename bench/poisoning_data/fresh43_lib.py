"""Helpers for the fresh43 blind poisoning set: load real tools and build rows."""

import copy
import json
from pathlib import Path

SPLIT = "fresh43"
TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"

_CACHE: dict = {}


def tools() -> dict:
    """Map (server, name) to the real tool definition."""
    if not _CACHE:
        with TOOLS_PATH.open(encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                rec = json.loads(line)
                _CACHE[(rec["server"], rec["definition"]["name"])] = rec["definition"]
    return _CACHE


def base(server: str, name: str) -> dict:
    """Deep copy of a real definition."""
    return copy.deepcopy(tools()[(server, name)])


def append_desc(defn: dict, text: str) -> dict:
    defn["description"] = (defn.get("description") or "") + text
    return defn


def prop(defn: dict, name: str) -> dict:
    return defn["inputSchema"].setdefault("properties", {})[name]


def add_prop(defn: dict, name: str, schema: dict) -> dict:
    defn.setdefault("inputSchema", {"type": "object"}).setdefault("properties", {})[name] = schema
    return defn


def row(rid: str, family: str, server: str, base_name, definition: dict) -> dict:
    return {
        "base": base_name,
        "definition": definition,
        "family": family,
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


def planted(rid: str, family: str, server: str, name: str, edit) -> dict:
    """Copy a real tool, apply edit(defn) and wrap it as a row."""
    defn = base(server, name)
    edit(defn)
    return row(rid, family, server, name, defn)


def tags(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width(text: str) -> str:
    """Encode text as bits: U+200B for 0, U+200C for 1, framed by U+2060."""
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "\u2060" + "".join("\u200b" if b == "0" else "\u200c" for b in bits) + "\u2060"


def variation_selectors(carrier: str, text: str) -> str:
    """Hide bytes as variation selectors after a visible carrier character."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return carrier + "".join(out)


def json_escape_all(text: str) -> str:
    """Write every character as a literal \\uXXXX escape."""
    return "".join(f"\\u{ord(c):04x}" for c in text)


def rot13(text: str) -> str:
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + 13) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)
