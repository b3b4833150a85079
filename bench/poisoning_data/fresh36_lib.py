"""Helpers for the fresh36 poisoned tool-definition set (stdlib only)."""

from __future__ import annotations

import base64
import codecs
import copy
import json
import re
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh36"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def _load_tools() -> dict[tuple[str, str], dict]:
    tools: dict[tuple[str, str], dict] = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            tools.setdefault((rec["server"], rec["definition"]["name"]), rec["definition"])
    return tools


TOOLS = _load_tools()
ALL_NAMES = {name for (_server, name) in TOOLS}


def base(server: str, name: str) -> dict:
    """Return a deep copy of a real tool definition."""
    return copy.deepcopy(TOOLS[(server, name)])


def append_desc(defn: dict, text: str, sep: str = "\n\n") -> dict:
    old = defn.get("description") or ""
    defn["description"] = old.rstrip() + sep + text if old.strip() else text
    return defn


def prop(defn: dict, *path: str) -> dict:
    """Walk inputSchema properties (nested objects and array items) and return the leaf schema."""
    node = defn["inputSchema"]
    for key in path:
        node = node["items"] if key == "[]" else node.setdefault("properties", {})[key]
    return node


def set_fields(defn: dict, path: tuple[str, ...], **fields) -> dict:
    prop(defn, *path).update(fields)
    return defn


def extend_prop_desc(defn: dict, path: tuple[str, ...], text: str, sep: str = " ") -> dict:
    node = prop(defn, *path)
    old = node.get("description") or ""
    node["description"] = old.rstrip() + sep + text if old.strip() else text
    return defn


def add_prop(defn: dict, name: str, schema: dict, path: tuple[str, ...] = ()) -> dict:
    node = prop(defn, *path) if path else defn["inputSchema"]
    node.setdefault("properties", {})[name] = schema
    return defn


def row(rid: str, server: str, base_name: str | None, definition: dict) -> dict:
    return {
        "base": base_name,
        "definition": definition,
        "family": FAMILIES[rid[3:5]],
        "id": rid,
        "server": server,
        "split": SPLIT,
    }


# ---- encoders for the invisible / encoded family ----


def tag_chars(text: str) -> str:
    """Map printable ASCII onto Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def zero_width_join(text: str) -> str:
    """Put a zero-width space between every character."""
    return "\u200b".join(text)


def bidi_reversed(text: str) -> str:
    """Store text reversed inside a right-to-left override so it displays forwards."""
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
    "O": "\u041e",
    "P": "\u0420",
    "T": "\u0422",
}


def homoglyphs(text: str) -> str:
    return "".join(_HOMOGLYPHS.get(c, c) for c in text)


def b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def percent(text: str) -> str:
    return urllib.parse.quote(text, safe="")


def variation_selectors(carrier: str, text: str) -> str:
    """Encode bytes as variation selectors after a visible carrier character."""
    out = [carrier]
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def math_sans_bold(text: str) -> str:
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


# ---- validation ----

_ID_RE = re.compile(r"^f36(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")


def check(rows: list[dict]) -> None:
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate ids")
    counts: dict[str, int] = {}
    new_tools = 0
    for r in rows:
        m = _ID_RE.match(r["id"])
        if not m:
            raise ValueError(f"bad id {r['id']}")
        fam = FAMILIES[m.group(1)]
        if r["family"] != fam:
            raise ValueError(f"family mismatch {r['id']}")
        counts[fam] = counts.get(fam, 0) + 1
        if r["split"] != SPLIT:
            raise ValueError(f"bad split {r['id']}")
        d = r["definition"]
        if r["base"] is None:
            new_tools += 1
            if d["name"] in ALL_NAMES:
                raise ValueError(f"new tool name clashes: {d['name']}")
            if not any(srv == r["server"] for (srv, _n) in TOOLS):
                raise ValueError(f"unknown server {r['server']}")
            if fam == "rug-pull":
                raise ValueError("rug-pull rows must modify a real tool")
        else:
            key = (r["server"], r["base"])
            if key not in TOOLS:
                raise ValueError(f"unknown base {key}")
            if d["name"] != r["base"]:
                raise ValueError(f"name differs from base {r['id']}")
            if json.dumps(d, sort_keys=True) == json.dumps(TOOLS[key], sort_keys=True):
                raise ValueError(f"definition unchanged {r['id']}")
    if sorted(counts.values()) != [10] * 7 or len(counts) != 7:
        raise ValueError(f"family counts {counts}")
    if new_tools > 5:
        raise ValueError("too many added tools")
    if len({r["server"] for r in rows}) < 40:
        raise ValueError("fewer than 40 servers")
