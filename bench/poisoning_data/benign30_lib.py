"""Helpers for the benign30 generator: compact tool builders and set validation.

Standard library only. Nothing here is random, time-based or set-ordered.
"""

import json
import re
from pathlib import Path

PREFIX = "b30-"
SPLIT = "benign30"
HERE = Path(__file__).resolve().parent
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"
NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
SERVER_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")


def ann(ro=False, de=False, idem=False, ow=False, keys=HINTS):
    """Build MCP annotations; `keys` limits which hints are emitted."""
    values = {
        "readOnlyHint": ro,
        "destructiveHint": de,
        "idempotentHint": idem,
        "openWorldHint": ow,
    }
    return {k: values[k] for k in keys}


# Common annotation presets.
RO = ann(ro=True, idem=True)
RO_OPEN = ann(ro=True, idem=True, ow=True)
WRITE = ann()
WRITE_IDEM = ann(idem=True)
WRITE_OPEN = ann(ow=True)
DESTRUCT = ann(de=True)
DESTRUCT_IDEM = ann(de=True, idem=True)
DESTRUCT_OPEN = ann(de=True, ow=True)


def _prop(spec):
    name, typ, desc = spec[0], spec[1], spec[2]
    extra = spec[3] if len(spec) > 3 else {}
    node = {"type": "array", "items": {"type": typ.split(":", 1)[1]}} if typ.startswith("array:") else {"type": typ}
    node["description"] = desc
    node.update(extra)
    return name, node


def obj(*props, required=(), closed=True):
    """Build an object schema from (name, type, description[, extra]) tuples."""
    schema = {"type": "object", "properties": dict(_prop(p) for p in props)}
    if required:
        schema["required"] = list(required)
    if closed:
        schema["additionalProperties"] = False
    return schema


def tool(name, desc, props=(), required=(), annotations=None, title=None, out=None, closed=True):
    """Build one MCP tool definition."""
    definition = {
        "name": name,
        "description": desc,
        "inputSchema": obj(*props, required=required, closed=closed),
    }
    if annotations is not None:
        definition["annotations"] = dict(annotations)
    if title:
        definition["title"] = title
    if out is not None:
        definition["outputSchema"] = out
    return definition


def server(key, lang, family, style, tools):
    return {"key": key, "lang": lang, "family": family, "style": style, "tools": list(tools)}


_SENT_SPLIT = re.compile("(?<=[.!?])\\s+|(?<=[\u3002\uff01\uff1f])")


def sentence_count(text):
    return len([s for s in _SENT_SPLIT.split(text.strip()) if s.strip()])


def naming_style(name):
    if "-" in name:
        return "kebab"
    if "_" in name:
        return "snake"
    if name[:1].isupper():
        return "pascal"
    if any(c.isupper() for c in name):
        return "camel"
    return "lower"


def load_reference():
    names, servers = [], []
    with TOOLS_JSONL.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            names.append(row["definition"]["name"].lower())
            servers.append(row["server"].lower())
    return frozenset(names), frozenset(servers)


class SetError(Exception):
    pass


def _fail(msg):
    raise SetError(msg)


def _check_schema(where, schema):
    if not isinstance(schema, dict) or schema.get("type") != "object":
        _fail(f"{where}: schema must be an object schema")
    props = schema.get("properties")
    if not isinstance(props, dict):
        _fail(f"{where}: properties must be a dict")
    for pname, pnode in props.items():
        if not pname or not isinstance(pnode, dict):
            _fail(f"{where}: bad property {pname!r}")
        if not pnode.get("type"):
            _fail(f"{where}: property {pname} has no type")
        if not isinstance(pnode.get("description"), str) or not pnode["description"].strip():
            _fail(f"{where}: property {pname} has no description")
        if pnode["type"] == "array" and not isinstance(pnode.get("items"), dict):
            _fail(f"{where}: array property {pname} has no items")
        if "enum" in pnode and (not pnode["enum"] or len(pnode["enum"]) != len(list(dict.fromkeys(pnode["enum"])))):
            _fail(f"{where}: property {pname} has an empty or repeated enum")
    req = schema.get("required", [])
    if not isinstance(req, list) or len(req) != len(list(dict.fromkeys(req))):
        _fail(f"{where}: required must be a list without repeats")
    for r in req:
        if r not in props:
            _fail(f"{where}: required entry {r!r} is not a property")


def validate(servers, rows, expect_servers=24, per_server=10, expect_foreign=6):
    ref_names, ref_servers = load_reference()
    if len(servers) != expect_servers:
        _fail(f"expected {expect_servers} servers, got {len(servers)}")
    keys = [s["key"] for s in servers]
    if len(keys) != len(list(dict.fromkeys(keys))):
        _fail("duplicate server keys")
    foreign = [s for s in servers if s["lang"] != "en"]
    if len(foreign) != expect_foreign:
        _fail(f"expected {expect_foreign} non-English servers, got {len(foreign)}")
    if len(list(dict.fromkeys(s["lang"] for s in foreign))) < 4:
        _fail("non-English servers must use at least four different languages")
    for s in servers:
        bare = s["key"]
        if not SERVER_RE.match(bare):
            _fail(f"bad server key {bare!r}")
        for candidate in (bare, PREFIX + bare):
            if candidate.lower() in ref_servers:
                _fail(f"server key {candidate!r} collides with tools.jsonl")
        if len(s["tools"]) != per_server:
            _fail(f"server {bare} has {len(s['tools'])} tools, expected {per_server}")
    if len(rows) != expect_servers * per_server:
        _fail(f"expected {expect_servers * per_server} rows, got {len(rows)}")
    seen_ids, seen_names = [], []
    long_count = titles = outs = 0
    styles = {}
    for row in rows:
        if sorted(row) != ["definition", "id", "server", "split"]:
            _fail(f"row keys wrong: {sorted(row)}")
        rid, d = row["id"], row["definition"]
        if row["split"] != SPLIT:
            _fail(f"{rid}: wrong split")
        if not row["server"].startswith(PREFIX):
            _fail(f"{rid}: server not prefixed")
        bare = row["server"][len(PREFIX) :]
        if not re.fullmatch(re.escape(PREFIX + bare) + r"-(0[1-9]|10)", rid):
            _fail(f"{rid}: id format wrong")
        seen_ids.append(rid)
        name = d.get("name")
        if not isinstance(name, str) or not NAME_RE.match(name):
            _fail(f"{rid}: invalid tool name {name!r}")
        if name.lower() in ref_names:
            _fail(f"{rid}: tool name {name!r} collides with tools.jsonl")
        seen_names.append(name.lower())
        styles[naming_style(name)] = styles.get(naming_style(name), 0) + 1
        desc = d.get("description")
        if not isinstance(desc, str) or not desc.strip():
            _fail(f"{rid}: empty description")
        if desc != desc.strip() or "  " in desc or "\n" in desc:
            _fail(f"{rid}: description has stray whitespace")
        n = sentence_count(desc)
        if n > 8:
            _fail(f"{rid}: description has {n} sentences (max 8)")
        if n >= 3:
            long_count += 1
        _check_schema(f"{rid} inputSchema", d.get("inputSchema"))
        if "outputSchema" in d:
            _check_schema(f"{rid} outputSchema", d["outputSchema"])
            outs += 1
        if "title" in d:
            if not isinstance(d["title"], str) or not d["title"].strip():
                _fail(f"{rid}: empty title")
            titles += 1
        a = d.get("annotations")
        if not isinstance(a, dict) or not a:
            _fail(f"{rid}: missing annotations")
        for k, v in a.items():
            if k not in HINTS or not isinstance(v, bool):
                _fail(f"{rid}: bad annotation {k}={v!r}")
        if a.get("readOnlyHint") and a.get("destructiveHint"):
            _fail(f"{rid}: both read-only and destructive")
        extra = sorted(set(d) - {"name", "description", "inputSchema", "annotations", "title", "outputSchema"})
        if extra:
            _fail(f"{rid}: unexpected definition keys {extra}")
    if len(seen_ids) != len(list(dict.fromkeys(seen_ids))):
        _fail("duplicate ids")
    if len(seen_names) != len(list(dict.fromkeys(seen_names))):
        _fail("duplicate tool names (case-insensitive) within the set")
    total = len(rows)
    if not (0.4 * total <= long_count <= 0.65 * total):
        _fail(f"{long_count}/{total} descriptions have 3-8 sentences; expected about half")
    if not (0 < titles < total) or not (0 < outs < total):
        _fail(f"titles={titles} outputSchemas={outs}: expected some but not all")
    if len(styles) < 3:
        _fail(f"naming styles not mixed enough: {styles}")
    return {"long": long_count, "titles": titles, "outputSchemas": outs, "styles": dict(sorted(styles.items()))}


def build_rows(servers):
    rows = []
    for s in servers:
        for i, d in enumerate(s["tools"], start=1):
            rows.append(
                {
                    "definition": d,
                    "id": f"{PREFIX}{s['key']}-{i:02d}",
                    "server": PREFIX + s["key"],
                    "split": SPLIT,
                }
            )
    rows.sort(key=lambda r: r["id"])
    return rows
