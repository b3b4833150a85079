"""Generate and validate the blind fresh60 poisoned set (70 rows, ten per family).

Run from the repo root (python3 bench/poisoning_data/fresh60.py) or from this folder. Standard library only.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fresh60_a
import fresh60_b
import fresh60_c
import fresh60_d
import fresh60_e
import fresh60_f
import fresh60_g
import fresh60_lib as L

MODULES = (fresh60_a, fresh60_b, fresh60_c, fresh60_d, fresh60_e, fresh60_f, fresh60_g)
HOST_RE = re.compile(r"(?:://(?:[^/@\s]+@)?|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
PARAPHRASE_BANNED = ("secret", "ignore previous", "ignore all previous", "don't tell", "do not tell", "without telling")
TAG_RE = re.compile(r"<\s*/?\s*[A-Za-z!][^>]*>")


def fail(msg):
    raise SystemExit(f"fresh60 validation failed: {msg}")


def strings(obj):
    """Every string (keys and values) inside a JSON-like object, in a fixed order."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for key in sorted(obj):
            yield key
            yield from strings(obj[key])
    elif isinstance(obj, list):
        for item in obj:
            yield from strings(item)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == dom or host.endswith("." + dom) for dom in L.FAKE_DOMAINS)


def validate(specs):
    if len(specs) != 70:
        fail(f"expected 70 rows, got {len(specs)}")
    ids = [s["id"] for s in specs]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    fam_counts = Counter(s["family"] for s in specs)
    for fam in L.FAMILY_CODES:
        if fam_counts[fam] != 10:
            fail(f"family {fam} has {fam_counts[fam]} rows")
    real_servers = {srv for (srv, _) in L.TOOLS}
    new_tools = 0
    methods = []
    for s in specs:
        rid, fam, defn = s["id"], s["family"], s["definition"]
        code = L.FAMILY_CODES.get(fam)
        if code is None or not re.fullmatch(rf"f60{code}(0[1-9]|10)", rid):
            fail(f"{rid}: bad id or family {fam}")
        if s["split"] != L.SPLIT:
            fail(f"{rid}: bad split")
        if s["server"] not in real_servers:
            fail(f"{rid}: unknown server {s['server']}")
        if not isinstance(defn, dict) or not isinstance(defn.get("name"), str) or "inputSchema" not in defn:
            fail(f"{rid}: malformed definition")
        if s["_style"] not in L.STYLES:
            fail(f"{rid}: unknown style {s['_style']}")
        if s["base"] is None:
            new_tools += 1
            if defn["name"] in L.REAL_NAMES:
                fail(f"{rid}: new tool name clashes with a real tool")
            base_defn = None
        else:
            if (s["server"], s["base"]) not in L.TOOLS:
                fail(f"{rid}: base {s['base']} not on server {s['server']}")
            base_defn = L.TOOLS[(s["server"], s["base"])]
            if defn["name"] != s["base"]:
                fail(f"{rid}: name changed")
            if defn == base_defn:
                fail(f"{rid}: definition identical to its base")
        payload = s["_payload"]
        if not payload:
            fail(f"{rid}: empty payload")
        all_text = list(strings(defn))
        if fam != "invisible" and not any(payload in t for t in all_text):
            fail(f"{rid}: payload not found in definition")
        if fam == "full-schema":
            if base_defn is None or defn.get("description") != base_defn.get("description"):
                fail(f"{rid}: full-schema row changed the description")
            if payload in (defn.get("description") or ""):
                fail(f"{rid}: full-schema payload in description")
        if fam == "paraphrase":
            low = payload.lower()
            for word in PARAPHRASE_BANNED:
                if word in low:
                    fail(f"{rid}: paraphrase payload uses {word!r}")
            if TAG_RE.search(payload):
                fail(f"{rid}: paraphrase payload has a tag")
        if fam == "invisible":
            if len(s["_checks"]) != 1:
                fail(f"{rid}: invisible row needs one check")
            method, fragment = s["_checks"][0]
            methods.append(method)
            if fragment not in defn["description"]:
                fail(f"{rid}: encoded fragment missing from description")
            if L.DECODERS[method](fragment) != payload:
                fail(f"{rid}: {method} payload does not decode back to its plain text")
            hiding = ("unicode-tags", "zero-width-binary", "bidi-override", "variation-selectors")
            if method in (*hiding, "homoglyphs", "soft-hyphens") and payload in defn["description"]:
                fail(f"{rid}: plain payload visible despite {method}")
            if base_defn is not None and not defn["description"].startswith(base_defn["description"][:20]):
                fail(f"{rid}: real description not kept as cover")
        hosts = [h for t in [payload] for h in HOST_RE.findall(t)]
        for host in hosts:
            if not host_ok(host):
                fail(f"{rid}: host {host} is not in the made-up list")
    if new_tools > 5:
        fail(f"{new_tools} new tools (max 5)")
    if len(set(methods)) != 10:
        fail(f"invisible rows use {len(set(methods))} distinct methods, need 10")
    servers = {s["server"] for s in specs}
    if len(servers) < 40:
        fail(f"only {len(servers)} servers")
    langs = Counter(s["_lang"] for s in specs)
    non_en = sum(n for lang, n in langs.items() if lang != "en")
    if not 10 <= non_en <= 14 or len(langs) - 1 < 5:
        fail(f"language mix off: {sorted(langs.items())}")
    lengths = sorted(len(s["_payload"]) for s in specs)
    if lengths[0] > 90 or lengths[-1] < 300:
        fail("payload lengths do not vary enough")
    for s in specs:
        if s["_method"] is None and s["family"] == "full-schema":
            fail(f"{s['id']}: full-schema row without a placement")
    fs_methods = [s["_method"] for s in specs if s["family"] == "full-schema"]
    if len(set(fs_methods)) != 10:
        fail("full-schema placements are not all different")


def main():
    specs = []
    for mod in MODULES:
        specs.extend(mod.rows())
    validate(specs)
    rows = []
    for s in sorted(specs, key=lambda x: x["id"]):
        row = {k: s[k] for k in L.ROW_KEYS}
        if sorted(row) != sorted(L.ROW_KEYS):
            fail(f"{s['id']}: wrong row keys")
        rows.append(row)
    text = "".join(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n" for row in rows)
    with L.OUT_PATH.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    for row in [json.loads(line) for line in text.splitlines()]:
        if sorted(row) != sorted(L.ROW_KEYS):
            fail("round-trip changed row keys")
    fams = Counter(s["family"] for s in specs)
    langs = Counter(s["_lang"] for s in specs)
    styles = Counter(s["_style"] for s in specs)
    print(f"wrote {len(rows)} rows to {L.OUT_PATH.name}")
    print("families:", ", ".join(f"{k}={fams[k]}" for k in sorted(fams)))
    print("servers:", len({s["server"] for s in specs}), "new tools:", sum(1 for s in specs if s["base"] is None))
    print("languages:", ", ".join(f"{k}={langs[k]}" for k in sorted(langs)))
    print("styles:", ", ".join(f"{k}={styles[k]}" for k in sorted(styles)))


if __name__ == "__main__":
    main()
