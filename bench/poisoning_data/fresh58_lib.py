"""Shared helpers for the fresh58 poisoned set: loading real tools, copying them and planting payloads."""

import copy
import json
from pathlib import Path

FAMILY_CODES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}
SPLIT = "fresh58"


def load_tools(path: Path) -> dict:
    """Map (server, tool name) to the real definition, in file order."""
    tools = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if line:
                obj = json.loads(line)
                tools[(obj["server"], obj["definition"]["name"])] = obj["definition"]
    return tools


def clone(tools: dict, server: str, name: str) -> dict:
    """Deep copy of a real definition; fails loudly if it does not exist."""
    key = (server, name)
    if key not in tools:
        raise SystemExit(f"fresh58: no real tool {name!r} on server {server!r}")
    return copy.deepcopy(tools[key])


def add_desc(definition: dict, text: str, sep: str = " ", at_start: bool = False) -> dict:
    """Plant text in the tool description, keeping the original text and its trailing whitespace."""
    desc = definition.get("description", "")
    if at_start:
        definition["description"] = text + sep + desc
        return definition
    body = desc.rstrip()
    tail = desc[len(body) :]
    definition["description"] = body + sep + text + tail
    return definition


def prop(definition: dict, *path: str, schema_key: str = "inputSchema") -> dict:
    """Return a (possibly nested) property schema; each step descends through 'properties'."""
    node = definition[schema_key]
    for step in path:
        node = node["properties"][step]
    return node


def add_to_field(node: dict, key: str, text: str, sep: str = " ") -> None:
    """Append text to a string field of a schema node (creating it when absent)."""
    old = node.get(key, "")
    node[key] = (old + sep + text) if old else text


def row(family: str, num: int, server: str, base: str | None, definition: dict) -> dict:
    """Assemble one benchmark row."""
    return {
        "base": base,
        "definition": definition,
        "family": family,
        "id": f"f58{FAMILY_CODES[family]}{num:02d}",
        "server": server,
        "split": SPLIT,
    }


# Encoders used by the invisible family. Each hides text from a human reading the description.


def tag_chars(text: str) -> str:
    """Unicode tag block (U+E0000 + ASCII): renders as nothing in most interfaces."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def zero_width_bits(text: str) -> str:
    """Each UTF-8 bit as a zero-width space (0) or zero-width non-joiner (1)."""
    bits = "".join(f"{byte:08b}" for byte in text.encode("utf-8"))
    return "".join("\u200b" if bit == "0" else "\u200c" for bit in bits)


def variation_selectors(text: str) -> str:
    """Each UTF-8 byte as a variation selector (VS1-VS256), attached to one visible emoji."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "\u2728" + "".join(out)


def decode_tag_chars(text: str) -> str:
    """Inverse of tag_chars, for the generator's own checks."""
    return "".join(chr(ord(ch) - 0xE0000) for ch in text if 0xE0000 <= ord(ch) <= 0xE007F)


def decode_zero_width_bits(text: str) -> str:
    """Inverse of zero_width_bits."""
    bits = "".join("0" if ch == "\u200b" else "1" for ch in text if ch in "\u200b\u200c")
    return bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8)).decode("utf-8")


def decode_variation_selectors(text: str) -> str:
    """Inverse of variation_selectors."""
    data = []
    for ch in text:
        code = ord(ch)
        if 0xFE00 <= code <= 0xFE0F:
            data.append(code - 0xFE00)
        elif 0xE0100 <= code <= 0xE01EF:
            data.append(code - 0xE0100 + 16)
    return bytes(data).decode("utf-8")
