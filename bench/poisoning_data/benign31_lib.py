"""Helpers for the blind benign31 set: tool builders and set validation."""

import json
import re
from pathlib import Path

NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
SERVER_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
ANNOTATION_KEYS = {"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "title"}
ROW_KEYS = {"definition", "id", "server", "split"}
PREFIX = "b31-"
SPLIT = "benign31"


def ro(open_world=False, idem=None):
    """Annotations for a read-only tool."""
    ann = {"readOnlyHint": True, "openWorldHint": open_world}
    if idem is not None:
        ann["idempotentHint"] = idem
    return ann


def wr(idem=False, open_world=False):
    """Annotations for a tool that writes but does not destroy anything."""
    return {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": idem, "openWorldHint": open_world}


def de(idem=True, open_world=False):
    """Annotations for a destructive or irreversible tool."""
    return {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": idem, "openWorldHint": open_world}


def prop(type_, desc, **extra):
    """One JSON Schema property with a type and a description."""
    out = {"type": type_, "description": desc}
    out.update(extra)
    return out


def arr(item_type, desc, **extra):
    """An array property whose items have a simple type."""
    out = {"type": "array", "items": {"type": item_type}, "description": desc}
    out.update(extra)
    return out


def obj(properties, required=(), closed=True):
    """An object schema."""
    out = {"type": "object", "properties": dict(properties)}
    if required:
        out["required"] = list(required)
    if closed:
        out["additionalProperties"] = False
    return out


def tool(name, desc, properties=None, required=(), ann=None, title=None, out=None, closed=True):
    """Build one MCP tool definition."""
    definition = {"name": name, "description": desc, "inputSchema": obj(properties or {}, required, closed)}
    if ann is not None:
        definition["annotations"] = dict(ann)
    if title is not None:
        definition["title"] = title
    if out is not None:
        definition["outputSchema"] = out
    return definition


class SetError(Exception):
    """Raised when the generated set violates one of its checks."""


def _fail(msg):
    raise SetError(msg)


def _check_schema(where, schema):
    if not isinstance(schema, dict) or schema.get("type") != "object":
        _fail(f"{where}: schema must be an object schema")
    props = schema.get("properties", {})
    if not isinstance(props, dict):
        _fail(f"{where}: properties must be a dict")
    for key, value in props.items():
        if not isinstance(value, dict) or not value.get("type"):
            _fail(f"{where}: property {key!r} has no type")
        if not isinstance(value.get("description"), str) or not value["description"].strip():
            _fail(f"{where}: property {key!r} has no description")
        if value["type"] == "object":
            _check_schema(f"{where}.{key}", value)
        if value["type"] == "array" and not isinstance(value.get("items"), dict):
            _fail(f"{where}: array property {key!r} has no items")
    for req in schema.get("required", []):
        if req not in props:
            _fail(f"{where}: required {req!r} is not a property")
    if len(set(schema.get("required", []))) != len(schema.get("required", [])):
        _fail(f"{where}: duplicate required entries")


def load_reference(path):
    """Lower-cased tool names and server keys of the real tool corpus."""
    names, servers = set(), set()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            names.add(rec["definition"]["name"].lower())
            servers.add(rec["server"].lower())
    return names, servers


def build_rows(servers):
    """Turn (server, language, style, tools) tuples into sorted rows."""
    rows = []
    for short, _lang, _style, tools in servers:
        for index, definition in enumerate(tools, start=1):
            rows.append(
                {
                    "definition": definition,
                    "id": f"b31-{short}-{index:02d}",
                    "server": PREFIX + short,
                    "split": SPLIT,
                }
            )
    rows.sort(key=lambda r: r["id"])
    return rows


def validate(servers, rows, reference_path):
    """Fail loudly on any violated check."""
    ref_names, ref_servers = load_reference(reference_path)
    if len(servers) != 24:
        _fail(f"expected 24 servers, got {len(servers)}")
    shorts = [s[0] for s in servers]
    if len(set(shorts)) != len(shorts):
        _fail("duplicate server keys")
    langs = [s[1] for s in servers]
    foreign = [lang for lang in langs if lang != "en"]
    if len(foreign) != 6:
        _fail(f"expected 6 non-English servers, got {len(foreign)}")
    if len(set(foreign)) < 4:
        _fail("non-English servers need several different languages")
    if len({s[2] for s in servers}) < 4:
        _fail("expected mixed tool naming styles")
    for short, _lang, _style, tools in servers:
        if not SERVER_RE.match(short):
            _fail(f"bad server key {short!r}")
        if short.lower() in ref_servers or (PREFIX + short).lower() in ref_servers:
            _fail(f"server key {short!r} collides with tools.jsonl")
        if len(tools) != 10:
            _fail(f"server {short!r} has {len(tools)} tools, expected 10")
        names = [t["name"].lower() for t in tools]
        if len(set(names)) != len(names):
            _fail(f"server {short!r} has duplicate tool names")
    if len(rows) != 240:
        _fail(f"expected 240 rows, got {len(rows)}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        _fail("duplicate ids")
    if ids != sorted(ids):
        _fail("rows not sorted by id")
    titles = outputs = 0
    for row in rows:
        if set(row) != ROW_KEYS:
            _fail(f"{row.get('id')}: wrong row keys {sorted(row)}")
        if row["split"] != SPLIT or not row["server"].startswith(PREFIX):
            _fail(f"{row['id']}: bad split or server")
        if not row["id"].startswith(row["server"] + "-"):
            _fail(f"{row['id']}: id does not match server")
        d = row["definition"]
        where = row["id"]
        allowed = {"name", "description", "inputSchema", "annotations", "title", "outputSchema"}
        if not set(d) <= allowed:
            _fail(f"{where}: unexpected definition keys {sorted(set(d) - allowed)}")
        if not NAME_RE.match(d["name"]):
            _fail(f"{where}: invalid tool name {d['name']!r}")
        if d["name"].lower() in ref_names:
            _fail(f"{where}: tool name {d['name']!r} collides with tools.jsonl")
        if not isinstance(d.get("description"), str) or not d["description"].strip():
            _fail(f"{where}: empty description")
        if d["description"] != d["description"].strip():
            _fail(f"{where}: description has surrounding whitespace")
        _check_schema(where, d["inputSchema"])
        ann = d.get("annotations")
        if not isinstance(ann, dict) or not ann:
            _fail(f"{where}: missing annotations")
        if not set(ann) <= ANNOTATION_KEYS:
            _fail(f"{where}: unknown annotation keys")
        for key in ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"):
            if key in ann and not isinstance(ann[key], bool):
                _fail(f"{where}: annotation {key} must be boolean")
        if ann.get("readOnlyHint") and ann.get("destructiveHint"):
            _fail(f"{where}: both read-only and destructive")
        if "title" in d:
            titles += 1
            if not isinstance(d["title"], str) or not d["title"].strip():
                _fail(f"{where}: empty title")
        if "outputSchema" in d:
            outputs += 1
            _check_schema(where + ".outputSchema", d["outputSchema"])
    if titles < 24 or titles > 216:
        _fail(f"expected some titles, got {titles}")
    if outputs < 24 or outputs > 216:
        _fail(f"expected some outputSchemas, got {outputs}")
    return {"titles": titles, "outputs": outputs}


def write_rows(rows, path):
    text = "".join(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n" for row in rows)
    Path(path).write_text(text, encoding="utf-8", newline="\n")
