"""Acceptance of client profiles end to end: real clients, through `mcp-aggregator serve`, to real SDK servers that
list real MCP servers' tool definitions (the retrieval set, bench/retrieval_data/tools.jsonl).

The config has ≥ 200 tools. Under profile `cursor` (stdio `serve --profile cursor`, and the HTTP front's
`/mcp/p/cursor`) a client lists ≤ 40 tools, the pinned ones among them; `search_tools` finds a deferred tool; calling
it through `call_tool` and by its own name reaches its server under its original name. Under `claude-code` every
name fits 64 characters after the client's own `mcp__<key>__`. Clients: `mcp.Client` (mcp 2.3.0, modern and
legacy) and the Inspector CLI (both eras).
"""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.peers import ROOT, http_server, kit
from tests.test_proxy_clients import CLIENTS, PROXY, TIMEOUT, inspector, run

pytestmark = [pytest.mark.peers]

TOOLS = ROOT / "bench" / "retrieval_data" / "tools.jsonl"
FLOOR = 200
SERVER_CAP = 60
CURSOR_CAP = 40
CLAUDE_CODE_PREFIX = "mcp__aggregator__"
#: the Inspector guesses the transport from a URL ending in /mcp or /sse only
HTTP = ("--transport", "http")


def rows() -> list[dict[str, Any]]:
    with TOOLS.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def chosen_servers() -> list[str]:
    """Servers of up to SERVER_CAP tools, the largest first (ties by name), until they list at least FLOOR tools:
    several mid-sized servers, as a real config has, rather than two giants."""
    counts = Counter(row["server"] for row in rows())
    chosen: list[str] = []
    total = 0
    for server, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        if count > SERVER_CAP:
            continue
        chosen.append(server)
        total += count
        if total >= FLOOR + 10:  # a few spare: a server's repeated name is listed once
            return chosen
    raise AssertionError(f"the retrieval set has only {total} tools")


def key_of(server: str) -> str:
    """The config key of a dataset server: a host-chosen, tidy name."""
    return "".join(c if c.isalnum() else "-" for c in server.lower()).strip("-")[:24]


def sample_arguments(definition: dict[str, Any]) -> dict[str, Any]:
    """Arguments that satisfy the required properties of simple schemas (what the chosen tools need)."""
    schema = definition.get("inputSchema") or {}
    props = schema.get("properties") or {}
    values = {"string": "x", "integer": 1, "number": 1, "boolean": True, "array": [], "object": {}}
    out: dict[str, Any] = {}
    for name in schema.get("required") or []:
        prop = props.get(name) or {}
        kind = prop.get("type", "string")
        if "enum" in prop:
            out[name] = prop["enum"][0]
        else:
            out[name] = values.get(kind if isinstance(kind, str) else "string", "x")
    return out


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("profiles_e2e")


@pytest.fixture(scope="module")
def setup(workdir: Path) -> dict[str, Any]:
    """The config (two pinned tools), and the plan the library compiles for `cursor`: what clients must see."""
    k = kit()
    servers = chosen_servers()
    fixture = k.fixture("catalog_server.py")
    by_server: dict[str, list[dict[str, Any]]] = {}
    for row in rows():
        by_server.setdefault(row["server"], []).append(row)
    pinned_rows = [by_server[servers[-1]][0], by_server[servers[-2]][0]]
    pinned = set(servers[-2:])
    config = {
        "aggregator": {"list_patience_s": 120},
        "mcpServers": {
            key_of(server): {
                "command": k.python,
                "args": [fixture, str(TOOLS), server],
                **(
                    {"aggregator": {"pinned": [r["name"] for r in pinned_rows if r["server"] == server]}}
                    if server in pinned
                    else {}
                ),
            }
            for server in servers
        },
    }
    path = workdir / "profiles.json"
    path.write_text(json.dumps(config, indent=2))
    plan = json.loads(
        run([str(PROXY), "plan", "--config", str(path), "--profile", "cursor", "--json"], timeout=TIMEOUT)
    )
    return {"config": path, "plan": plan, "pinned": pinned_rows, "rows": by_server}


def entries(plan: dict[str, Any], placement: str) -> list[dict[str, Any]]:
    return [entry for entry in plan["entries"] if entry["placement"] == placement]


@pytest.fixture(scope="module")
def deferred(setup: dict[str, Any]) -> dict[str, Any]:
    """One deferred tool with a plain schema, its arguments and a query made of its own description's words."""
    for entry in entries(setup["plan"], "deferred"):
        dataset = _dataset(setup, entry["server"])
        definition = next(r["definition"] for r in setup["rows"][dataset] if r["name"] == entry["original_name"])
        words = [w for w in str(definition.get("description", "")).split() if w.isalpha()]
        arguments = sample_arguments(definition)
        if len(words) >= 4 and all(not isinstance(v, list | dict) for v in arguments.values()):
            query = " ".join(words[:8])
            return {**entry, "arguments": arguments, "query": query, "dataset_server": dataset}
    raise AssertionError("no deferred tool with a plain schema and a description")


def _dataset(setup: dict[str, Any], key: str) -> str:
    return next(server for server in setup["rows"] if key_of(server) == key)


def calls_for(setup: dict[str, Any], deferred: dict[str, Any]) -> list[list[Any]]:
    return [
        ["search_tools", {"query": deferred["query"], "limit": 5}],
        ["call_tool", {"name": deferred["name"], "arguments": deferred["arguments"]}],
        [deferred["name"], deferred["arguments"]],
    ]


def check_calls(calls: list[dict[str, Any]], deferred: dict[str, Any]) -> None:
    search, wrapped, direct = calls
    assert not search["is_error"], search
    answer = json.loads(search["text"])
    assert deferred["name"] in [tool["name"] for tool in answer["tools"]], answer
    assert answer["baseline_tokens"] > answer["returned_tokens"] > 0
    arguments = json.dumps(deferred["arguments"], sort_keys=True)
    want = f"catalog:{_original_server(deferred)}:{deferred['original_name']}:{arguments}"
    assert (wrapped["text"], wrapped["is_error"]) == (want, False), wrapped
    assert (direct["text"], direct["is_error"]) == (want, False), direct


def _original_server(deferred: dict[str, Any]) -> str:
    return str(deferred["dataset_server"])


@pytest.fixture(scope="module")
def proxy_url(setup: dict[str, Any]) -> Iterator[str]:
    argv = [str(PROXY), "serve", "--config", str(setup["config"]), "--http", "127.0.0.1:0"]
    with http_server(argv, timeout=TIMEOUT) as url:
        yield url


def test_the_config_has_enough_tools_and_cursor_lists_at_most_its_cap(setup: dict[str, Any]) -> None:
    plan = setup["plan"]
    reachable = entries(plan, "inline") + entries(plan, "deferred")
    assert len(reachable) >= FLOOR
    listed = entries(plan, "inline") + entries(plan, "meta")
    assert len(listed) <= CURSOR_CAP
    assert {r["name"] for r in setup["pinned"]} <= {e["original_name"] for e in entries(plan, "inline")}


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_mcp_client_under_cursor_lists_searches_and_calls_a_deferred_tool(
    transport: str, setup: dict[str, Any], deferred: dict[str, Any], request: pytest.FixtureRequest
) -> None:
    if transport == "http":
        where = ["--url", request.getfixturevalue("proxy_url") + "/p/cursor"]
    else:
        where = ["--", str(PROXY), "serve", "--config", str(setup["config"]), "--profile", "cursor"]
    calls = json.dumps(calls_for(setup, deferred))
    script = [kit().python, str(CLIENTS / "mcp_client.py"), "--calls", calls, "--timeout", str(TIMEOUT / 2 - 5)]
    out = run([*script, *where])
    report = json.loads(out.strip().splitlines()[-1])
    listed = [e["name"] for e in entries(setup["plan"], "inline") + entries(setup["plan"], "meta")]
    for mode in report["runs"]:
        assert mode["tools"] == listed, mode["mode"]
        assert len(mode["tools"]) <= CURSOR_CAP
        check_calls(mode["calls"], deferred)


@pytest.mark.parametrize("era", ["modern", "legacy"])
def test_inspector_under_cursor_searches_and_calls_a_deferred_tool_through_call_tool(
    era: str, workdir: Path, deferred: dict[str, Any], proxy_url: str
) -> None:
    """The Inspector refuses to call a name its list lacks (`tool_not_found`, client side): a client like it reaches
    a deferred tool through `call_tool`, which is why the plan has one."""
    where = [proxy_url + "/p/cursor"]
    listed = inspector(workdir, era, where, "tools/list", *HTTP)
    assert len(listed["tools"]) <= CURSOR_CAP
    assert {"search_tools", "call_tool"} <= {tool["name"] for tool in listed["tools"]}
    query = json.dumps({"query": deferred["query"]})
    found = inspector(
        workdir, era, where, "tools/call", *HTTP, "--tool-name", "search_tools", "--tool-args-json", query
    )
    answer = json.loads("".join(block["text"] for block in found["content"] if block["type"] == "text"))
    assert deferred["name"] in [tool["name"] for tool in answer["tools"]]
    wrapped = json.dumps({"name": deferred["name"], "arguments": deferred["arguments"]})
    result = inspector(
        workdir, era, where, "tools/call", *HTTP, "--tool-name", "call_tool", "--tool-args-json", wrapped
    )
    text = "".join(block["text"] for block in result["content"] if block["type"] == "text")
    assert text.startswith(f"catalog:{_original_server(deferred)}:{deferred['original_name']}:"), result


def test_claude_code_names_fit_64_characters_after_its_own_prefix(workdir: Path, proxy_url: str) -> None:
    listed = inspector(workdir, "modern", [proxy_url + "/p/claude-code"], "tools/list", *HTTP)
    names = [tool["name"] for tool in listed["tools"]]
    assert names and all(len(CLAUDE_CODE_PREFIX + name) <= 64 for name in names), [n for n in names if len(n) > 47]


def test_an_unknown_profile_is_refused_with_the_known_ones(setup: dict[str, Any]) -> None:
    done = subprocess.run(
        [str(PROXY), "serve", "--config", str(setup["config"]), "--profile", "nope"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode != 0
    assert "unknown client profile 'nope'" in done.stderr and "cursor" in done.stderr
