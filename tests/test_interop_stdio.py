"""Interop over stdio with real servers from the registries: era, pages, hints, calls."""

from __future__ import annotations

import os
from typing import Any

import anyio
import pytest

from aggregator.config import ServerConfig
from aggregator.protocol.versions import Era
from aggregator.status import State
from aggregator.upstream import Upstream
from tests.fixtures.servers import expected
from tests.peers import kit

pytestmark = [pytest.mark.anyio, pytest.mark.peers]


def text_of(result: Any) -> str:
    return "".join(block.get("text", "") for block in result["content"] if block.get("type") == "text")


async def check(
    cfg: ServerConfig,
    *,
    era: Era,
    pages: list[tuple[list[str], int, str]],
    call: tuple[str, dict[str, Any]],
    text: str,
    also: dict[tuple[str, tuple[tuple[str, Any], ...]], str] | None = None,
) -> Upstream:
    async with Upstream(cfg) as up:
        with anyio.fail_after(60):
            status = await up.wait_connected()
            assert status.state is State.OK, status.reason
            assert status.era is era
            listed = await up.list_tools()
            assert listed.complete
            got = [([t["name"] for t in p.items], p.ttl_ms, p.scope) for p in listed.pages]
            assert got == pages
            result = await up.call_tool(*call)
            assert text_of(result) == text
            for (name, args), want in (also or {}).items():  # e.g. every colliding tool, with its own text
                assert text_of(await up.call_tool(name, dict(args))) == want, name
    assert up.status.state is State.DOWN
    return up


def sdk_pages(modern: bool) -> list[tuple[list[str], int, str]]:
    return [
        (p["tools"], p["ttlMs"] if modern else 0, p["cacheScope"] if modern else "private")
        for p in expected.SDK_SERVER["pages"]
    ]


async def test_sdk_server_modern() -> None:
    k = kit()
    cfg = ServerConfig(name="sdk", command=k.python, args=[k.fixture("sdk_server.py")])
    up = await check(cfg, era=Era.MODERN, pages=sdk_pages(True), call=("search", {"query": "x"}), text="sdk:search:x")
    assert up.status.version == "2026-07-28"
    assert up.status.server_info == expected.SDK_SERVER["server_info"]


async def test_sdk_server_legacy_by_override() -> None:
    k = kit()
    cfg = ServerConfig(name="sdk", command=k.python, args=[k.fixture("sdk_server.py")], protocol="legacy")
    up = await check(cfg, era=Era.LEGACY, pages=sdk_pages(False), call=("echo", {"text": "hi"}), text="sdk:echo:hi")
    assert up.status.version == "2025-11-25"


async def test_sdk_server_structured_result_verbatim() -> None:
    k = kit()
    cfg = ServerConfig(name="sdk", command=k.python, args=[k.fixture("sdk_server.py")])
    async with Upstream(cfg) as up:
        with anyio.fail_after(60):
            result = await up.call_tool("add", {"a": 2, "b": 3})
            prompt = await up.get_prompt("greet", {"name": "Bo"})
            resource = await up.read_resource("fixture://readme")
    assert result["structuredContent"] == {"sum": 5}  # type: ignore[index]
    assert text_of(result) == "5"
    assert prompt["messages"][0]["content"]["text"] == "sdk:greet:Bo"  # type: ignore[index]
    assert resource["contents"][0]["text"] == "sdk:readme"  # type: ignore[index]


def fastmcp_pages(modern: bool) -> list[tuple[list[str], int, str]]:
    return [
        (p["tools"], p["ttlMs"] if modern else 0, p["cacheScope"] if modern else "private")
        for p in expected.FASTMCP_SERVER["pages"]
    ]


async def test_fastmcp_server_paginates_at_least_three_pages() -> None:
    k = kit()
    cfg = ServerConfig(name="fm", command=k.python, args=[k.fixture("fastmcp_server.py")])
    pages = fastmcp_pages(True)
    assert len(pages) >= 3
    await check(
        cfg,
        era=Era.MODERN,
        pages=pages,
        call=("search", {"query": "x"}),
        text="fastmcp:search:x",
        also=expected.FASTMCP_SERVER["calls"],
    )


async def test_fastmcp_server_legacy_by_override() -> None:
    k = kit()
    cfg = ServerConfig(name="fm", command=k.python, args=[k.fixture("fastmcp_server.py")], protocol="legacy")
    up = await check(
        cfg, era=Era.LEGACY, pages=fastmcp_pages(False), call=("add", {"a": 2, "b": 3}), text="fastmcp:add:5"
    )
    assert up.status.version == "2025-11-25"


async def test_typescript_sdk_v2_server() -> None:
    k = kit()
    cfg = ServerConfig(name="ts", command=k.node, args=[k.fixture("ts_server.mjs")], env=k.node_env)
    pages = [(p["tools"], p["ttlMs"], p["cacheScope"]) for p in expected.TS_SERVER["pages"]]
    await check(
        cfg,
        era=Era.MODERN,
        pages=pages,
        call=("search", {"query": "x"}),
        text="ts:search:x",
        also=expected.TS_SERVER["calls"],
    )


async def test_server_everything_is_legacy_only() -> None:
    k = kit()
    cfg = ServerConfig(name="everything", command=k.node, args=[k.npm_entry("server-everything"), "stdio"])
    up = await check(
        cfg,
        era=Era.LEGACY,
        pages=[(expected.EVERYTHING_TOOLS_WITH_ROOTS, 0, "private")],
        call=("echo", {"message": "hi"}),
        text="Echo: hi",
    )
    assert up.status.version == "2025-11-25"


async def test_server_memory_is_legacy_only(tmp_path: Any) -> None:
    k = kit()
    cfg = ServerConfig(
        name="memory",
        command=k.node,
        args=[k.npm_entry("server-memory")],
        env={"MEMORY_FILE_PATH": os.path.join(tmp_path, "memory.jsonl")},
    )
    await check(
        cfg,
        era=Era.LEGACY,
        pages=[(expected.MEMORY_TOOLS, 0, "private")],
        call=("read_graph", {}),
        text='{\n  "entities": [],\n  "relations": []\n}',
    )


async def test_legacy_only_fixture_is_detected_without_override() -> None:
    k = kit()
    cfg = ServerConfig(name="old", command=k.python, args=[k.fixture("legacy_only.py")])
    up = await check(
        cfg,
        era=Era.LEGACY,
        pages=[(["legacy_a", "legacy_b"], 0, "private")],
        call=("legacy_a", {"text": "hi"}),
        text="legacy:legacy_a:hi",
    )
    assert up.status.version == "2025-06-18"


async def test_slow_starting_server_is_still_detected_as_modern() -> None:
    k = kit()
    cfg = ServerConfig(name="slow", command=k.python, args=[k.fixture("slow_start.py"), "--delay", "2.0"])
    await check(cfg, era=Era.MODERN, pages=sdk_pages(True), call=("search", {"query": "x"}), text="sdk:search:x")
