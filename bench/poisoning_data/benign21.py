"""Generate the benign21 set: 24 invented benign MCP servers x 10 tools each.

Usage: python3 bench/poisoning_data/benign21.py [output]
"""

import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import benign21_a  # noqa: E402
import benign21_b  # noqa: E402
import benign21_c  # noqa: E402
import benign21_d  # noqa: E402
import benign21_e  # noqa: E402
import benign21_f  # noqa: E402

MODULES = [benign21_a, benign21_b, benign21_c, benign21_d, benign21_e, benign21_f]
TOOLS_JSONL = HERE.parent / "retrieval_data" / "tools.jsonl"


def known():
    servers, names = set(), set()
    if TOOLS_JSONL.exists():
        with TOOLS_JSONL.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    r = json.loads(line)
                    servers.add(r.get("server"))
                    names.add(r.get("name"))
                    names.add(r.get("definition", {}).get("name"))
    return servers, names


def build():
    old_servers, old_names = known()
    rows, seen_names, seen_ids = [], set(), set()
    servers = {}
    for mod in MODULES:
        for server, tools in mod.SERVERS.items():
            assert server.startswith("b21-"), server
            assert server not in servers and server not in old_servers, server
            assert len(tools) == 10, (server, len(tools))
            servers[server] = tools
    assert len(servers) == 24, len(servers)
    for server in sorted(servers):
        for i, d in enumerate(servers[server], 1):
            name = d["name"]
            assert name not in seen_names, name
            assert name not in old_names, name
            assert d["description"].strip() and d["inputSchema"]["type"] == "object", name
            seen_names.add(name)
            rid = f"{server}-{i:02d}"
            assert rid not in seen_ids, rid
            seen_ids.add(rid)
            rows.append({"definition": d, "id": rid, "server": server, "split": "benign21"})
    rows.sort(key=lambda r: r["id"])
    assert len(rows) == 240
    return rows


def main():
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "benign21.jsonl"
    rows = build()
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    main()
