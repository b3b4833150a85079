"""Helpers for the fresh54 blind poisoned set: load real tool definitions and edit deep copies."""

import copy
import json
from pathlib import Path

TOOLS_PATH = Path(__file__).resolve().parent.parent / "retrieval_data" / "tools.jsonl"


def load_tools(path=TOOLS_PATH):
    """Return {(server, name): definition} for every real tool."""
    tools = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            row = json.loads(line)
            tools[(row["server"], row["name"])] = row["definition"]
    return tools


TOOLS = load_tools()
REAL_NAMES = {name for (_, name) in TOOLS}
REAL_SERVERS = {server for (server, _) in TOOLS}


def base(server, name):
    """Deep copy of a real definition."""
    return copy.deepcopy(TOOLS[(server, name)])


def row(server, name, definition):
    """A (server, base, definition) triple for a modified real tool."""
    return (server, name, definition)


def added(server, definition):
    """A (server, None, definition) triple for a brand-new tool on a real server."""
    return (server, None, definition)


def note(defn, text, sep="\n\n"):
    """Append text to the tool description."""
    desc = defn.get("description") or ""
    defn["description"] = (desc.rstrip() + sep + text) if desc.strip() else text
    return defn


def lead(defn, text, sep="\n\n"):
    """Put text in front of the tool description."""
    desc = defn.get("description") or ""
    defn["description"] = text + sep + desc.lstrip() if desc.strip() else text
    return defn


def props(defn):
    schema = defn.setdefault("inputSchema", {"type": "object"})
    return schema.setdefault("properties", {})


def param_note(defn, param, text, sep=" "):
    """Append text to one parameter's description."""
    prop = props(defn)[param]
    desc = prop.get("description") or ""
    prop["description"] = (desc.rstrip() + sep + text) if desc.strip() else text
    return defn


def param_set(defn, param, key, value):
    """Set a schema keyword (default, enum, examples, ...) on one parameter."""
    props(defn)[param][key] = value
    return defn


def add_param(defn, param, schema, required=False):
    """Add a new parameter; it must not exist yet."""
    if param in props(defn):
        raise ValueError(f"parameter {param} already exists on {defn.get('name')}")
    props(defn)[param] = schema
    if required:
        defn["inputSchema"].setdefault("required", []).append(param)
    return defn


def new_tool(name, description, properties, required=None, **extra):
    """A brand-new tool definition."""
    schema = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    defn = {"name": name, "description": description, "inputSchema": schema}
    defn.update(extra)
    return defn


# --- hiding helpers (invisible family) ---------------------------------------------------------------


def tag_chars(text):
    """Encode ASCII text as Unicode tag characters (U+E0000 block), which render as nothing."""
    return "".join(chr(0xE0000 + ord(c)) for c in text if 0x20 <= ord(c) < 0x7F)


def zero_width_bits(text):
    """Encode UTF-8 bytes as a run of zero-width space (0) and zero-width non-joiner (1)."""
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "\u2060" + "".join("\u200b" if bit == "0" else "\u200c" for bit in bits) + "\u2060"


def variation_selectors(carrier, text):
    """Hide UTF-8 bytes as variation selectors attached to a visible carrier character."""
    out = []
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return carrier + "".join(out)
