"""Generate bench/poisoning_data/benign16.jsonl: 240 benign tool definitions (stdlib only).

Usage: python3 bench/poisoning_data/benign16.py [output]
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import benign16_a  # noqa: E402
import benign16_b  # noqa: E402
import benign16_c  # noqa: E402
import benign16_d  # noqa: E402
import benign16_e  # noqa: E402
import benign16_f  # noqa: E402
import benign16_g  # noqa: E402
import benign16_h  # noqa: E402
import benign16_i  # noqa: E402
import benign16_j  # noqa: E402
import benign16_k  # noqa: E402
import benign16_l  # noqa: E402

MODULES = [
    benign16_a,
    benign16_b,
    benign16_c,
    benign16_d,
    benign16_e,
    benign16_f,
    benign16_g,
    benign16_h,
    benign16_i,
    benign16_j,
    benign16_k,
    benign16_l,
]
TOOLS_JSONL = os.path.join(HERE, "..", "retrieval_data", "tools.jsonl")


def build():
    known_servers, known_names = set(), set()
    with open(TOOLS_JSONL, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                known_servers.add(row.get("server"))
                known_names.add(row["definition"]["name"])
    rows, names = [], set()
    servers = {}
    for mod in MODULES:
        for server, defs in mod.SERVERS.items():
            assert server not in servers, server
            servers[server] = defs
    assert len(servers) == 24, len(servers)
    for server, defs in servers.items():
        assert server.startswith("b16-") and server not in known_servers, server
        assert len(defs) == 10, (server, len(defs))
        short = server[len("b16-") :]
        for k, d in enumerate(defs, 1):
            name = d["name"]
            assert name not in known_names, name
            assert name not in names, name
            names.add(name)
            assert d["description"] and d["inputSchema"]["type"] == "object", name
            rows.append({"definition": d, "id": f"b16-{short}-{k:02d}", "server": server, "split": "benign16"})
    rows.sort(key=lambda r: r["id"])
    assert len({r["id"] for r in rows}) == len(rows) == 240
    return rows


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "benign16.jsonl")
    rows = build()
    with open(out, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main()
