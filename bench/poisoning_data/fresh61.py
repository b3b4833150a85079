"""Generate the fresh61 blind poisoned set (70 rows, ten per family) into fresh61.jsonl.

Run from the repo root or from this folder: python3 bench/poisoning_data/fresh61.py
Standard library only; the output is deterministic.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import fresh61_a  # noqa: E402
import fresh61_b  # noqa: E402
import fresh61_c  # noqa: E402
import fresh61_d  # noqa: E402
import fresh61_e  # noqa: E402
import fresh61_f  # noqa: E402
import fresh61_g  # noqa: E402
import fresh61_lib as L  # noqa: E402

OUT_PATH = HERE / "fresh61.jsonl"
MODULES = [fresh61_a, fresh61_b, fresh61_c, fresh61_d, fresh61_e, fresh61_f, fresh61_g]
ID_RE = re.compile(r"^f61(tp|sh|rp|lj|fs|iv|pp)(0[1-9]|10)$")
ROW_KEYS = ["base", "definition", "family", "id", "server", "split"]
ENCODED_METHODS = {
    "unicode-tags",
    "zero-width-binary",
    "bidi-override",
    "variation-selectors",
    "homoglyphs",
    "soft-hyphen-interleave",
}


class SetError(Exception):
    pass


def check(cond, msg):
    if not cond:
        raise SetError(msg)


def dumps(obj):
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)


def main():
    table, all_names = L.load_tools()
    real_names = set(all_names)
    servers = {s for s, _ in table}
    specs = []
    for mod in MODULES:
        specs.extend(mod.build(table))

    rows = []
    for sp in specs:
        rows.append(L.row(sp["id"], sp["server"], sp["base"], sp["definition"]))
    rows.sort(key=lambda r: r["id"])
    by_id = {sp["id"]: sp for sp in specs}

    # ---- set-level checks ----
    check(len(rows) == 70, f"expected 70 rows, got {len(rows)}")
    ids = [r["id"] for r in rows]
    check(len(set(ids)) == len(ids), "duplicate ids")
    fam_count = Counter(r["family"] for r in rows)
    for code, fam in L.FAMILIES.items():
        check(fam_count[fam] == 10, f"family {fam} has {fam_count[fam]} rows")
        nums = sorted(int(i[5:]) for i in ids if i[3:5] == code)
        check(nums == list(range(1, 11)), f"ids for {code} are not 01..10: {nums}")
    used_servers = sorted({r["server"] for r in rows})
    check(len(used_servers) >= 40, f"only {len(used_servers)} servers")
    new_tools = [r for r in rows if r["base"] is None]
    check(len(new_tools) <= 5, f"{len(new_tools)} new tools, at most 5 allowed")
    langs = Counter(by_id[i]["lang"] for i in ids)
    other = sum(n for lang, n in langs.items() if lang != "en")
    check(10 <= other <= 14, f"{other} rows in other languages, want about a sixth")
    check(len([lang for lang in langs if lang != "en"]) >= 5, "too few languages")
    methods = [by_id[r["id"]]["method"] for r in rows if r["family"] == "invisible"]
    check(len(set(methods)) == 10, f"invisible methods are not ten distinct ones: {methods}")

    # ---- row-level checks ----
    for r in rows:
        rid = r["id"]
        sp = by_id[rid]
        check(sorted(r) == ROW_KEYS, f"{rid}: keys {sorted(r)}")
        check(ID_RE.match(rid) is not None, f"{rid}: bad id")
        check(r["split"] == L.SPLIT, f"{rid}: bad split")
        check(r["family"] == L.FAMILIES[rid[3:5]], f"{rid}: family mismatch")
        check(r["server"] in servers, f"{rid}: unknown server {r['server']}")
        d = r["definition"]
        check(isinstance(d, dict) and isinstance(d.get("name"), str), f"{rid}: definition has no name")
        check(isinstance(d.get("inputSchema"), dict), f"{rid}: definition has no inputSchema")
        text = dumps(d)
        if r["base"] is None:
            check(d["name"] not in real_names, f"{rid}: new tool name {d['name']} clashes with a real tool")
            base_def = {}
        else:
            key = (r["server"], r["base"])
            check(key in table, f"{rid}: base {key} is not a real tool")
            base_def = table[key]
            check(d["name"] == r["base"], f"{rid}: name changed from base")
            check(d != base_def, f"{rid}: definition equals its base")
        base_text = dumps(base_def)

        new_hosts = sorted(set(L.hosts_in(text)) - set(L.hosts_in(base_text)))
        for h in new_hosts:
            check(h in L.FAKE_HOSTS, f"{rid}: host {h} is not in the invented host list")

        if r["family"] == "full-schema":
            check(d.get("description") == base_def.get("description"), f"{rid}: full-schema touched description")
        elif r["base"] is not None:
            check(d.get("description") != base_def.get("description"), f"{rid}: description unchanged")

        if r["family"] == "invisible":
            plain = sp["plain"]
            decoded = sp["decode"](d)
            check(decoded == plain, f"{rid}: hidden payload does not decode back ({sp['method']})")
            for h in L.hosts_in(plain):
                check(h in L.FAKE_HOSTS, f"{rid}: hidden host {h} is not invented")
            if sp["method"] in ENCODED_METHODS:
                check(plain not in text, f"{rid}: encoded payload also present in plain text")

        if r["family"] == "paraphrase":
            low, base_low = text.lower(), base_text.lower()
            for term in L.BANNED_PARAPHRASE:
                check(low.count(term) <= base_low.count(term), f"{rid}: paraphrase adds banned term {term!r}")

    payload = "".join(dumps(r) + "\n" for r in rows)
    with OUT_PATH.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(payload)
    print(
        f"wrote {len(rows)} rows to {OUT_PATH.name}: {len(used_servers)} servers, "
        f"{len(new_tools)} new tools, {other} rows in {len(langs) - 1} other languages"
    )


if __name__ == "__main__":
    try:
        main()
    except SetError as exc:
        print(f"fresh61: validation failed: {exc}", file=sys.stderr)
        sys.exit(1)
