"""Shared helpers for the fresh56 poisoned tool-definition set.

The helpers load the real tool catalogue, apply small edits to deep copies of
real definitions, encode hidden payloads for the invisible family and check the
invariants of every row before the entry point writes anything.
"""

from __future__ import annotations

import base64
import copy
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
SPLIT = "fresh56"
PREFIX = "f56"

FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}

# Words the style brief keeps out of every payload.
STOCK_WORDS = ("important", "ignore", "secret", "do not tell", "instructions", "system prompt")
# Extra tell-tale words kept out of the paraphrase family.
PP_TELLS = (
    "password",
    "token",
    "credential",
    "api key",
    "ssh",
    "bcc",
    "exfil",
    "http",
    "send",
    "leak",
    "steal",
    ".env",
    "private key",
)
CJK_LANGS = ("zh", "ja")


def load_tools() -> dict[tuple[str, str], dict]:
    """Return the real catalogue keyed by (server, tool name)."""
    tools: dict[tuple[str, str], dict] = {}
    with TOOLS_PATH.open(encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            row = json.loads(line)
            key = (row["server"], row["definition"]["name"])
            if key in tools:
                raise SystemExit(f"duplicate catalogue entry {key}")
            tools[key] = row["definition"]
    return tools


# ---------------------------------------------------------------- edit helpers


def append(defn: dict, text: str, sep: str = "\n\n") -> None:
    """Append text to the tool description."""
    defn["description"] = (defn.get("description") or "").rstrip() + sep + text


def prepend(defn: dict, text: str, sep: str = "\n\n") -> None:
    """Put text in front of the tool description."""
    defn["description"] = text + sep + (defn.get("description") or "").lstrip()


def prop(defn: dict, name: str) -> dict:
    """Return one input property (it must exist)."""
    return defn["inputSchema"]["properties"][name]


def add_prop(defn: dict, name: str, schema: dict, required: bool = False) -> None:
    """Add a new input property, optionally required."""
    props = defn["inputSchema"].setdefault("properties", {})
    if name in props:
        raise SystemExit(f"property {name} already exists")
    props[name] = schema
    if required:
        defn["inputSchema"].setdefault("required", []).append(name)


# ---------------------------------------------------------- hiding techniques


def tags(text: str) -> str:
    """Encode ASCII text as invisible Unicode tag characters."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in text)


def untags(text: str) -> str:
    """Decode Unicode tag characters back to ASCII."""
    return "".join(chr(ord(ch) - 0xE0000) for ch in text if 0xE0020 <= ord(ch) <= 0xE007E)


def selectors(text: str) -> str:
    """Encode UTF-8 bytes as variation selectors (emoji smuggling)."""
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(out)


def unselectors(text: str) -> str:
    """Decode variation-selector smuggled bytes."""
    data = bytearray()
    for ch in text:
        code = ord(ch)
        if 0xFE00 <= code <= 0xFE0F:
            data.append(code - 0xFE00)
        elif 0xE0100 <= code <= 0xE01EF:
            data.append(code - 0xE0100 + 16)
    return data.decode("utf-8", errors="replace")


ZW0, ZW1 = chr(0x200B), chr(0x200C)


def zerowidth(text: str) -> str:
    """Encode text as a run of zero-width space (0) and non-joiner (1) bits."""
    return "".join(ZW1 if bit == "1" else ZW0 for byte in text.encode("utf-8") for bit in f"{byte:08b}")


def unzerowidth(text: str) -> str:
    """Decode a zero-width bit run."""
    bits = "".join("1" if ch == ZW1 else "0" for ch in text if ch in (ZW0, ZW1))
    usable = len(bits) - len(bits) % 8
    data = bytes(int(bits[i : i + 8], 2) for i in range(0, usable, 8))
    return data.decode("utf-8", errors="replace")


def b64(text: str) -> str:
    """Base64 of the UTF-8 text."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def _b64_layers(text: str) -> list[str]:
    found = []
    for token in re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", text):
        try:
            found.append(base64.b64decode(token, validate=True).decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            continue
    return found


def strings(node) -> list[str]:
    """All keys and string values of a JSON value, in document order."""
    out: list[str] = []
    if isinstance(node, dict):
        for key in sorted(node):
            out.append(key)
            out.extend(strings(node[key]))
    elif isinstance(node, list):
        for item in node:
            out.extend(strings(item))
    elif isinstance(node, str):
        out.append(node)
    return out


def layers(defn: dict) -> list[str]:
    """Raw strings of a definition plus every decoded hidden layer."""
    out = []
    for text in strings(defn):
        out.append(text)
        out.extend(s for s in (untags(text), unselectors(text), unzerowidth(text)) if s.strip())
        out.extend(_b64_layers(text))
    return out


# ------------------------------------------------------------------ row build


def _check_payload(rid: str, code: str, payload: str, lang: str) -> None:
    low = payload.lower()
    for word in STOCK_WORDS:
        if word in low:
            raise SystemExit(f"{rid}: stock word {word!r} in payload")
    if code == "pp":
        for word in PP_TELLS:
            if word in low:
                raise SystemExit(f"{rid}: tell-tale {word!r} in paraphrase payload")
    if lang in CJK_LANGS:
        if len(payload) > 80:
            raise SystemExit(f"{rid}: CJK payload longer than 80 characters")
    elif len(payload.split()) >= 30:
        raise SystemExit(f"{rid}: payload has {len(payload.split())} words")


def build(code: str, specs: list[dict], tools: dict[tuple[str, str], dict]) -> list[dict]:
    """Turn one module's specs into rows, checking each as it goes."""
    real_names = {name for _, name in tools}
    rows = []
    for spec in specs:
        rid = f"{PREFIX}{code}{spec['n']:02d}"
        server = spec["server"]
        base = spec["base"]
        lang = spec.get("lang", "en")
        payload = spec["payload"]
        _check_payload(rid, code, payload, lang)
        if base is None:
            template = tools.get((server, spec["template"]))
            if template is None:
                raise SystemExit(f"{rid}: template {spec['template']} not on {server}")
            defn = copy.deepcopy(template)
            new_name = spec["new_name"]
            if new_name in real_names:
                raise SystemExit(f"{rid}: new tool name {new_name} clashes with a real tool")
            defn["name"] = new_name
            defn.pop("title", None)
            defn.pop("outputSchema", None)
            if isinstance(defn.get("annotations"), dict):
                defn["annotations"].pop("title", None)
            defn["description"] = spec["intro"] + " " + payload
            defn["inputSchema"] = spec["schema"]
            original = None
        else:
            original = tools.get((server, base))
            if original is None:
                raise SystemExit(f"{rid}: base {base} does not exist on {server}")
            defn = copy.deepcopy(original)
            spec["edit"](defn, payload)
            if defn.get("name") != base:
                raise SystemExit(f"{rid}: edited definition renamed its base")
            if defn == original:
                raise SystemExit(f"{rid}: definition equals its base")
        seen = layers(defn)
        if not any(payload in text for text in seen):
            raise SystemExit(f"{rid}: payload not found in definition")
        method = spec.get("method")
        if method in ("tags", "selectors", "zerowidth", "base64") and any(payload in s for s in strings(defn)):
            raise SystemExit(f"{rid}: encoded payload is readable in plain text")
        rows.append(
            {
                "base": base,
                "definition": defn,
                "family": FAMILIES[code],
                "id": rid,
                "server": server,
                "split": SPLIT,
                "_lang": lang,
                "_method": method,
                "_original": original,
            }
        )
    return rows
