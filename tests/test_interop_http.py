"""Interop over Streamable HTTP and the 2024-11-05 HTTP+SSE transport with real servers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from aggregator.config import ServerConfig
from aggregator.protocol.versions import Era
from aggregator.status import State
from aggregator.upstream import Upstream
from tests.fixtures.servers import expected
from tests.peers import http_server, kit

pytestmark = [pytest.mark.anyio, pytest.mark.peers]


def text_of(result: Any) -> str:
    return "".join(block.get("text", "") for block in result["content"] if block.get("type") == "text")


@pytest.fixture(scope="module")
def sdk_url() -> Iterator[str]:
    k = kit()
    with http_server([k.python, k.fixture("sdk_server.py"), "http"]) as url:
        yield url


@pytest.fixture(scope="module")
def fastmcp_url() -> Iterator[str]:
    k = kit()
    with http_server([k.python, k.fixture("fastmcp_server.py"), "http"]) as url:
        yield url


@pytest.fixture(scope="module")
def ts_url() -> Iterator[str]:
    k = kit()
    with http_server([k.node, k.fixture("ts_server.mjs"), "http"], env=k.node_env) as url:
        yield url


def _everything(mode: str, path: str) -> Iterator[str]:
    k = kit()
    preload = k.fixture("loopback_preload.cjs")
    argv = [k.node, "--require", preload, k.npm_entry("server-everything"), mode]
    with http_server(argv, env={"PORT": "0"}, stream="stderr", url="http://127.0.0.1:{}" + path) as url:
        yield url


@pytest.fixture(scope="module")
def everything_http_url() -> Iterator[str]:
    yield from _everything("streamableHttp", "/mcp")


@pytest.fixture(scope="module")
def everything_sse_url() -> Iterator[str]:
    yield from _everything("sse", "/sse")


async def check(
    cfg: ServerConfig,
    *,
    era: Era,
    version: str,
    pages: list[tuple[list[str], int, str]],
    call: tuple[str, dict[str, Any]],
    text: str,
    also: dict[tuple[str, tuple[tuple[str, Any], ...]], str] | None = None,
    kind: str = "http",
) -> None:
    async with Upstream(cfg) as up:
        with anyio.fail_after(60):
            status = await up.wait_connected()
            assert status.state is State.OK, status.reason
            assert (status.era, status.version) == (era, version)
            listed = await up.list_tools()
            assert listed.complete and not listed.excluded
            got = [([t["name"] for t in p.items], p.ttl_ms, p.scope) for p in listed.pages]
            assert got == pages
            result = await up.call_tool(*call)
            assert text_of(result) == text
            for (name, args), want in (also or {}).items():  # e.g. every colliding tool, with its own text
                assert text_of(await up.call_tool(name, dict(args))) == want, name
            assert up._wire is not None and up._wire.transport.kind == kind


def sdk_pages(modern: bool) -> list[tuple[list[str], int, str]]:
    return [
        (p["tools"], p["ttlMs"] if modern else 0, p["cacheScope"] if modern else "private")
        for p in expected.SDK_SERVER["pages"]
    ]


async def test_sdk_server_modern_over_http(sdk_url: str) -> None:
    cfg = ServerConfig(name="sdk", url=sdk_url)
    await check(
        cfg,
        era=Era.MODERN,
        version="2026-07-28",
        pages=sdk_pages(True),
        call=("search", {"query": "x"}),
        text="sdk:search:x",
    )


async def test_sdk_server_legacy_session_over_http(sdk_url: str) -> None:
    cfg = ServerConfig(name="sdk", url=sdk_url, protocol="legacy")
    await check(
        cfg,
        era=Era.LEGACY,
        version="2025-11-25",
        pages=sdk_pages(False),
        call=("echo", {"text": "hi"}),
        text="sdk:echo:hi",
    )


async def test_fastmcp_server_over_http(fastmcp_url: str) -> None:
    cfg = ServerConfig(name="fm", url=fastmcp_url)
    pages = [(p["tools"], p["ttlMs"], p["cacheScope"]) for p in expected.FASTMCP_SERVER["pages"]]
    await check(
        cfg,
        era=Era.MODERN,
        version="2026-07-28",
        pages=pages,
        call=("search", {"query": "x"}),
        text="fastmcp:search:x",
        also=expected.FASTMCP_SERVER["calls"],
    )


async def test_typescript_sdk_v2_server_over_http(ts_url: str) -> None:
    cfg = ServerConfig(name="ts", url=ts_url)
    pages = [(p["tools"], p["ttlMs"], p["cacheScope"]) for p in expected.TS_SERVER["pages"]]
    await check(
        cfg,
        era=Era.MODERN,
        version="2026-07-28",
        pages=pages,
        call=("echo", {"text": "hi"}),
        text="ts:echo:hi",
        also=expected.TS_SERVER["calls"],
    )


async def test_server_everything_over_streamable_http(everything_http_url: str) -> None:
    cfg = ServerConfig(name="everything", url=everything_http_url)
    await check(
        cfg,
        era=Era.LEGACY,
        version="2025-11-25",
        pages=[(expected.EVERYTHING_TOOLS_WITH_ROOTS, 0, "private")],
        call=("echo", {"message": "hi"}),
        text="Echo: hi",
    )


async def test_server_everything_sse_mode_by_type(everything_sse_url: str) -> None:
    cfg = ServerConfig(name="everything", url=everything_sse_url, type="sse")
    await check(
        cfg,
        era=Era.LEGACY,
        version="2025-11-25",
        pages=[(expected.EVERYTHING_TOOLS_WITH_ROOTS, 0, "private")],
        call=("echo", {"message": "hi"}),
        text="Echo: hi",
        kind="sse",
    )


async def test_server_everything_sse_mode_by_fallback(everything_sse_url: str) -> None:
    # a url-only entry: the POST fails without a modern body, so the client falls back to GET + endpoint
    cfg = ServerConfig(name="everything", url=everything_sse_url)
    await check(
        cfg,
        era=Era.LEGACY,
        version="2025-11-25",
        pages=[(expected.EVERYTHING_TOOLS_WITH_ROOTS, 0, "private")],
        call=("echo", {"message": "hi"}),
        text="Echo: hi",
        kind="sse",
    )
