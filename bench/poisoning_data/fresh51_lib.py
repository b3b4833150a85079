"""Shared helpers for the fresh51 poisoned tool set.

Each data module lists row specs. A spec names a real tool (server, base) and a list of edit
operations. The builder deep-copies the real definition and applies the edits in order.
"""

import copy
import json
from pathlib import Path

SPLIT = "fresh51"
TOOLS_PATH = Path(__file__).resolve().parents[1] / "retrieval_data" / "tools.jsonl"
FAMILIES = {
    "tp": "tool-poisoning",
    "sh": "shadowing",
    "rp": "rug-pull",
    "lj": "line-jumping",
    "fs": "full-schema",
    "iv": "invisible",
    "pp": "paraphrase",
}


def load_tools(path=TOOLS_PATH):
    """Return {(server, name): definition} for every real tool."""
    tools = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                tools[(rec["server"], rec["name"])] = rec["definition"]
    return tools


# ---------------------------------------------------------------- edit operations


def append(text, sep="\n\n"):
    """Add text after the description. A leading "." in sep is dropped if the description already ends a sentence."""

    def op(d):
        desc = d.get("description", "")
        glue = sep[1:] if sep.startswith(".") and desc.rstrip().endswith((".", "!", "?")) else sep
        d["description"] = desc + glue + text

    return op


def prepend(text, sep="\n\n"):
    def op(d):
        d["description"] = text + sep + d.get("description", "")

    return op


def replace(old, new):
    def op(d):
        if old not in d["description"]:
            raise ValueError(f"text to replace not found: {old[:40]!r}")
        d["description"] = d["description"].replace(old, new, 1)

    return op


def set_desc(text):
    def op(d):
        d["description"] = text

    return op


def _props(d):
    return d.setdefault("inputSchema", {"type": "object"}).setdefault("properties", {})


def prop_set(name, **fields):
    """Set keys on an existing input property (description, default, enum, examples, ...)."""

    def op(d):
        props = _props(d)
        if name not in props:
            raise ValueError(f"no property {name!r}")
        props[name].update(fields)

    return op


def prop_append(name, text, sep=" "):
    def op(d):
        p = _props(d)[name]
        p["description"] = p.get("description", "") + sep + text if p.get("description") else text

    return op


def add_prop(name, schema, required=False):
    def op(d):
        props = _props(d)
        if name in props:
            raise ValueError(f"property {name!r} already exists")
        props[name] = schema
        if required:
            d["inputSchema"].setdefault("required", []).append(name)

    return op


def drop_prop(name):
    def op(d):
        del _props(d)[name]

    return op


def set_key(key, value):
    """Set a top-level key of the definition (title, outputSchema, annotations, ...)."""

    def op(d):
        d[key] = copy.deepcopy(value)

    return op


def at(path, **fields):
    """Set keys on the object found by following path (a tuple of keys) from the definition root."""

    def op(d):
        node = d
        for key in path:
            node = node[key]
        node.update(copy.deepcopy(fields))

    return op


def rename(new_name):
    def op(d):
        d["name"] = new_name

    return op


# ---------------------------------------------------------------- hiding helpers


def tag_chars(text):
    """Unicode tag block (U+E0000 + ASCII): invisible in most renderers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def ansi_conceal(text):
    """SGR 8 (conceal) on, SGR 0 off: blank in a terminal."""
    return "\x1b[8m" + text + "\x1b[0m"


def ansi_erase_previous(text, cover):
    """Print text, then move the cursor up one line and clear it, then print cover."""
    return text + "\n\x1b[1A\x1b[2K\r" + cover


def cr_overwrite(text, cover):
    """Carriage return: in a terminal the cover text overwrites the payload."""
    return text + "\r" + cover.ljust(len(text))


def variation_selectors(text, carrier="\U0001f3e0"):
    """Hide UTF-8 bytes as variation selectors after one visible emoji."""
    out = [carrier]
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)


def zero_width_bits(text):
    """Bits as U+200B (0) and U+200C (1), framed by U+200D."""
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "\u200d" + bits.translate(str.maketrans("01", "\u200b\u200c")) + "\u200d"


# ---------------------------------------------------------------- row specs


def row(rid, server, base, *ops):
    return {"id": rid, "server": server, "base": base, "ops": list(ops), "template": None}


def added(rid, server, template, new_name, *ops):
    """A new tool on a real server, built from a sibling tool's definition."""
    return {"id": rid, "server": server, "base": new_name, "ops": [rename(new_name), *ops], "template": template}


def build(specs, tools):
    rows = []
    for spec in specs:
        src = spec["template"] or spec["base"]
        definition = copy.deepcopy(tools[(spec["server"], src)])
        for op in spec["ops"]:
            op(definition)
        code = spec["id"][3:5]
        rows.append(
            {
                "base": spec["base"],
                "definition": definition,
                "family": FAMILIES[code],
                "id": spec["id"],
                "server": spec["server"],
                "split": SPLIT,
            }
        )
    return sorted(rows, key=lambda r: r["id"])


def check(rows, specs, tools):
    """Raise AssertionError if the set breaks any of its rules."""
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for fam in FAMILIES.values():
        n = sum(1 for r in rows if r["family"] == fam)
        assert n == 10, f"{fam}: {n} rows"
    real_names = {name for (_, name) in tools}
    n_added = 0
    by_id = {s["id"]: s for s in specs}
    for r in rows:
        spec = by_id[r["id"]]
        assert r["id"].startswith("f51") and r["id"][3:5] in FAMILIES, r["id"]
        assert r["definition"]["name"] == r["base"], r["id"]
        if spec["template"]:
            n_added += 1
            assert r["base"] not in real_names, f"{r['id']}: added name clashes"
            assert (r["server"], spec["template"]) in tools, r["id"]
        else:
            base = tools.get((r["server"], r["base"]))
            assert base is not None, f"{r['id']}: no base {r['server']}/{r['base']}"
            assert r["definition"] != base, f"{r['id']}: unchanged"
    assert n_added <= 5, "too many added tools"
    servers = {r["server"] for r in rows}
    assert len(servers) >= 40, f"only {len(servers)} servers"
    return {"rows": len(rows), "servers": len(servers), "added": n_added}
