"""Generate the blind benign31 poisoning-lint set (240 honest tool definitions, 24 invented servers).

Run from the repository root or from bench/poisoning_data; writes benign31.jsonl next to this file.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import benign31_a  # noqa: E402
import benign31_b  # noqa: E402
import benign31_c  # noqa: E402
import benign31_d  # noqa: E402
import benign31_e  # noqa: E402
import benign31_f  # noqa: E402
from benign31_lib import build_rows, validate, write_rows  # noqa: E402

REFERENCE = HERE.parent / "retrieval_data" / "tools.jsonl"
OUTPUT = HERE / "benign31.jsonl"
MODULES = (benign31_a, benign31_b, benign31_c, benign31_d, benign31_e, benign31_f)


def main():
    servers = [server for module in MODULES for server in module.SERVERS]
    rows = build_rows(servers)
    stats = validate(servers, rows, REFERENCE)
    write_rows(rows, OUTPUT)
    langs = {}
    for _short, lang, _style, _tools in servers:
        langs[lang] = langs.get(lang, 0) + 1
    print(
        f"wrote {len(rows)} rows for {len(servers)} servers to {OUTPUT.name}; "
        f"titles={stats['titles']} outputSchemas={stats['outputs']} "
        f"languages={','.join(f'{k}:{langs[k]}' for k in sorted(langs))}"
    )


if __name__ == "__main__":
    main()
