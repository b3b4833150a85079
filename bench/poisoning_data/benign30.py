"""Generate the blind benign30 set: 24 invented infrastructure/security servers x 10 honest tools.

Run from the repository root or from this folder:

    python3 bench/poisoning_data/benign30.py

Writes benign30.jsonl next to this file after validating the set. Standard library only and deterministic.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import benign30_a  # noqa: E402
import benign30_b  # noqa: E402
import benign30_c  # noqa: E402
import benign30_d  # noqa: E402
import benign30_e  # noqa: E402
import benign30_f  # noqa: E402
import benign30_g  # noqa: E402
from benign30_lib import SetError, build_rows, validate  # noqa: E402

OUT = HERE / "benign30.jsonl"
MODULES = (benign30_a, benign30_b, benign30_c, benign30_d, benign30_e, benign30_f, benign30_g)


def all_servers():
    servers = []
    for module in MODULES:
        servers.extend(module.SERVERS)
    return servers


def main():
    servers = all_servers()
    rows = build_rows(servers)
    try:
        stats = validate(servers, rows)
    except SetError as exc:
        print(f"benign30: validation failed: {exc}", file=sys.stderr)
        return 1
    text = "".join(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n" for row in rows)
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    langs = {}
    for s in servers:
        langs[s["lang"]] = langs.get(s["lang"], 0) + 1
    print(f"benign30: wrote {len(rows)} rows from {len(servers)} servers to {OUT.name}")
    print(f"benign30: languages {dict(sorted(langs.items()))}; {stats}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
