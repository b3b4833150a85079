"""Acceptance: one `Aggregator` over four real stdio servers whose `search`/`add`/`echo` collide three ways.

The servers are the `mcp` 2.3.0 SDK server (modern, 2 per page), the TypeScript SDK v2 server (modern, one page),
a FastMCP 4.2.3 server (modern, 3 per page: 4 pages) and the npm `server-memory` (legacy only). The first three
each offer `search`, `add` and `echo` and answer them with their own text; every other name is unique.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, AggregatorSettings, ServerConfig
from aggregator.catalog import Reason
from aggregator.status import State
from tests.fixtures.servers import expected
from tests.peers import kit

pytestmark = [pytest.mark.anyio, pytest.mark.peers]

DEADLINE = 90  # four cold starts on two cores, every list and call, and the shutdown
#: these tests check the complete first list: a cold start on a busy machine may lag the fastest server by more than
#: the default list patience (after which a late server is served `connecting` and announced later)
PATIENT = AggregatorSettings(list_patience_s=DEADLINE)
COLLIDING = expected.COLLIDING
TOOLS = {
    "sdk": expected.SDK_SERVER["tools"],
    "ts": expected.TS_SERVER["tools"],
    "fastmcp": expected.FASTMCP_SERVER["tools"],
    "memory": expected.MEMORY_TOOLS,
}
CALLS = {
    "sdk": expected.SDK_SERVER["calls"],
    "ts": expected.TS_SERVER["calls"],
    "fastmcp": expected.FASTMCP_SERVER["calls"],
}
ERAS = {"sdk": "modern", "ts": "modern", "fastmcp": "modern", "memory": "legacy"}
EMPTY_GRAPH = '{\n  "entities": [],\n  "relations": []\n}'

# The merged list in auto mode: servers in config order, tools in upstream order, only collisions prefixed.
AUTO_NAMES = [
    *("sdk__search", "sdk__add", "sdk__echo", "sdk_only"),
    *("ts__search", "ts__add", "ts__echo", "ts_only"),
    *("fastmcp__search", "fastmcp__add", "fastmcp__echo", *(f"fm_tool_{i}" for i in range(1, 8))),
    *expected.MEMORY_TOOLS,
]


def servers(tmp_path: Path) -> list[ServerConfig]:
    k = kit()
    return [
        ServerConfig(name="sdk", command=k.python, args=[k.fixture("sdk_server.py")]),
        ServerConfig(name="ts", command=k.node, args=[k.fixture("ts_server.mjs")], env=k.node_env),
        ServerConfig(name="fastmcp", command=k.python, args=[k.fixture("fastmcp_server.py")]),
        ServerConfig(
            name="memory",
            command=k.node,
            args=[k.npm_entry("server-memory")],
            env={"MEMORY_FILE_PATH": os.path.join(tmp_path, "memory.jsonl")},
        ),
    ]


def text_of(result: Any) -> str:
    assert isinstance(result, dict) and not result.get("isError"), result
    return "".join(block.get("text", "") for block in result["content"] if block.get("type") == "text")


def assert_every_tool_once(catalog: Any) -> None:
    """Every (server, original) pair of every server's own list is in the catalog exactly once."""
    pairs = Counter((tool.server, tool.original_name) for tool in catalog.tools)
    assert pairs == Counter((server, name) for server, names in TOOLS.items() for name in names)
    names = [tool.name for tool in catalog.tools]
    assert len(names) == len(set(names))


async def test_auto_prefixes_the_three_way_collisions_and_routes_every_call(tmp_path: Path) -> None:
    with anyio.fail_after(DEADLINE):
        async with Aggregator(servers(tmp_path), settings=PATIENT) as agg:
            tools = await agg.list_tools()
            catalog = await agg.catalog()
            assert [tool["name"] for tool in tools] == AUTO_NAMES
            assert_every_tool_once(catalog)
            for tool in catalog.tools:
                prefixed = tool.original_name in COLLIDING
                assert tool.name == (f"{tool.server}__{tool.original_name}" if prefixed else tool.original_name)
                assert (tool.rename.reason if tool.rename else None) == ("collision" if prefixed else None)
            assert catalog.collisions == tuple((name, ("sdk", "ts", "fastmcp")) for name in COLLIDING)
            report = catalog.snapshot()["report"]
            assert report["collisions"] == [{"name": n, "servers": ["sdk", "ts", "fastmcp"]} for n in COLLIDING]
            assert report["drops"] == []

            # each prefixed name reaches its own server (the texts say which); unique names too
            for server, calls in CALLS.items():
                for (name, args), want in calls.items():
                    exported = f"{server}__{name}" if name in COLLIDING else name
                    assert text_of(await agg.call_tool(exported, dict(args))) == want, exported
            assert text_of(await agg.call_tool("read_graph", {})) == EMPTY_GRAPH

            status = agg.status()
            assert list(status) == ["sdk", "ts", "fastmcp", "memory"]
            for name, state in status.items():
                assert (state.state, state.reason, state.era) == ("ok", None, ERAS[name]), state
                assert state.tool_count == len(TOOLS[name])
            assert status["memory"].version == expected.MEMORY["legacy_initialize_protocol_version"]
            assert {status[name].version for name in ("sdk", "ts", "fastmcp")} == {expected.MODERN_VERSION}

            # memory is legacy without listChanged: its list is fetched again, yet the snapshot does not move
            first = (await agg.catalog()).snapshot_json()
            second = (await agg.catalog()).snapshot_json()
            assert first == second
            assert first.encode() == catalog.snapshot_json().encode()


async def test_prefix_mode_always_prefixes_every_tool(tmp_path: Path) -> None:
    settings = AggregatorSettings(prefix_mode="always", list_patience_s=DEADLINE)
    with anyio.fail_after(DEADLINE):
        async with Aggregator(servers(tmp_path), settings=settings) as agg:
            catalog = await agg.catalog()
            assert [tool.name for tool in catalog.tools] == [
                f"{server}__{name}" for server, names in TOOLS.items() for name in names
            ]
            assert_every_tool_once(catalog)
            assert {tool.rename.reason for tool in catalog.tools if tool.rename} == {"always"}
            assert all(tool.rename for tool in catalog.tools)
            assert catalog.drops == ()
            assert text_of(await agg.call_tool("fastmcp__add", {"a": 2, "b": 3})) == "fastmcp:add:5"
            assert text_of(await agg.call_tool("ts__echo", {"text": "hi"})) == "ts:echo:hi"
            assert text_of(await agg.call_tool("memory__read_graph", {})) == EMPTY_GRAPH


async def test_prefix_mode_never_keeps_the_first_server_and_reports_the_rest(tmp_path: Path) -> None:
    settings = AggregatorSettings(prefix_mode="never", list_patience_s=DEADLINE)
    with anyio.fail_after(DEADLINE):
        async with Aggregator(servers(tmp_path), settings=settings) as agg:
            catalog = await agg.catalog()
            kept = [(tool.server, tool.name) for tool in catalog.tools]
            assert kept == [
                (server, name)
                for server, names in TOOLS.items()
                for name in names
                if server == "sdk" or name not in COLLIDING
            ]
            assert all(tool.rename is None for tool in catalog.tools)
            drops = [(d.server, d.original_name, d.reason, d.detail) for d in catalog.drops]
            assert drops == [
                (server, name, Reason.NEVER_COLLISION, "sdk") for server in ("ts", "fastmcp") for name in COLLIDING
            ]
            assert text_of(await agg.call_tool("search", {"query": "x"})) == "sdk:search:x"
            assert text_of(await agg.call_tool("add", {"a": 2, "b": 3})) == "5"
            assert text_of(await agg.call_tool("ts_only", {})) == "ts:ts_only"
            status = agg.status()
            assert [status[name].state for name in status] == ["ok", "partial", "partial", "ok"]
            assert status["ts"].reason == status["fastmcp"].reason == "3 tool(s) dropped; see the report"


async def test_a_server_that_cannot_start_leaves_the_others_listed(tmp_path: Path) -> None:
    sdk, ts, fastmcp, memory = servers(tmp_path)
    broken = ServerConfig(name="broken", command=os.path.join(tmp_path, "no-such-server"))
    with anyio.fail_after(DEADLINE):
        async with Aggregator([sdk, ts, broken, fastmcp, memory], settings=PATIENT) as agg:
            catalog = await agg.catalog()
            assert [tool.name for tool in catalog.tools] == AUTO_NAMES
            assert_every_tool_once(catalog)
            assert text_of(await agg.call_tool("fastmcp__echo", {"text": "hi"})) == "fastmcp:echo:hi"

            view = catalog.server("broken")
            assert view is not None and view.status in ("backoff", "down") and view.tool_count == 0
            assert "cannot start" in (view.reason or ""), view
            [drop] = [d for d in catalog.drops if d.server == "broken"]
            assert (drop.original_name, drop.reason) == (None, Reason.SERVER_DOWN)
            assert "cannot start" in (drop.detail or "")

            # it keeps retrying; between two attempts its status says why it is not serving
            await agg.upstream("broken").wait_until(lambda s: s.state is not State.CONNECTING)
            status = agg.status()
            assert list(status) == ["sdk", "ts", "broken", "fastmcp", "memory"]
            assert status["broken"].state in ("backoff", "down")
            assert "cannot start" in (status["broken"].reason or ""), status["broken"]
            assert all(status[name].state == "ok" for name in TOOLS)
