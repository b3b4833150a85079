"""Bounds on calls to an HTTP upstream: a connection pool that queues within each call's deadline, and JSON
answers that cannot keep a call waiting. Scripted servers on `httpx.MockTransport`, as in test_http_upstream.py.
"""

from __future__ import annotations

from typing import Any

import anyio
import httpx
import pytest

from aggregator import ProtocolViolation, RequestTimeout, ServerConfig, Upstream
from aggregator.clock import Clock
from aggregator.config_file import parse_config
from aggregator.transports.http import StreamableHttpTransport
from tests.clocks import WatchedClock
from tests.test_http_upstream import URL, Server, discover, result

pytestmark = pytest.mark.anyio


def pooled(server: Server, pool_size: int, clock: Clock | None = None) -> Upstream:
    def factory(cfg: ServerConfig, variant: str) -> StreamableHttpTransport:
        client = httpx.AsyncClient(transport=httpx.MockTransport(server))
        return StreamableHttpTransport(cfg.url or URL, client=client, pool_size=cfg.pool_size)

    return Upstream(ServerConfig(name="remote", url=URL, pool_size=pool_size), transport_factory=factory, clock=clock)


def blocking(release: anyio.Event, started: list[Any]) -> Server:
    async def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        if body.get("method") == "server/discover":
            return discover(body["id"])
        started.append(body["id"])
        await release.wait()
        return result(body["id"], {"content": [{"type": "text", "text": "done"}]})

    return Server(handle)


async def test_calls_past_the_pool_size_queue_within_their_deadline() -> None:
    release, started = anyio.Event(), []
    outcomes: list[Any] = []
    async with pooled(blocking(release, started), pool_size=2) as up:
        with anyio.fail_after(10):
            await up.wait_connected()

            async def one() -> None:
                outcomes.append(await up.call_tool("t", {}, timeout=30))

            async with anyio.create_task_group() as tg:
                for _ in range(3):
                    tg.start_soon(one)
                while len(started) < 2:
                    await anyio.lowlevel.checkpoint()
                in_flight = len(started)
                release.set()
    assert in_flight == 2  # the third waited for a connection instead of failing
    assert len(outcomes) == 3 and all(o["content"][0]["text"] == "done" for o in outcomes)


async def test_a_call_that_waits_out_its_deadline_for_a_connection_says_the_pool_is_exhausted() -> None:
    release, started = anyio.Event(), []
    clock = WatchedClock()
    async with pooled(blocking(release, started), pool_size=1, clock=clock) as up:
        with anyio.fail_after(10):
            await up.wait_connected()
            async with anyio.create_task_group() as tg:
                tg.start_soon(up.call_tool, "t", {})
                while not started:
                    await anyio.lowlevel.checkpoint()

                async def queued() -> None:
                    with pytest.raises(RequestTimeout, match="connection pool exhausted") as caught:
                        await up.call_tool("t", {}, timeout=5)
                    errors.append(caught.value)

                errors: list[RequestTimeout] = []
                async with anyio.create_task_group() as waiting:
                    waiting.start_soon(queued)
                    await clock.wait_for_deadlines(2)  # both calls are out: one at the server, one queued for the pool
                    clock.advance(5)  # the queued call's deadline only: the one at the server has 60 s
                release.set()
    (caught,) = errors
    assert "all 1 connections" in str(caught)
    assert len(started) == 1  # the queued call never reached the server


async def test_a_json_answer_with_the_wrong_id_fails_the_call_at_once() -> None:
    def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        if body.get("method") == "server/discover":
            return discover(body["id"])
        return result(f"not-{body.get('id')}", {"content": []})

    async with Server(handle).upstream() as up:
        with anyio.fail_after(5):  # far less than the call's own deadline
            await up.wait_connected()
            with pytest.raises(ProtocolViolation, match="answered request") as caught:
                await up.call_tool("t", {}, timeout=600)
    assert "not-" in str(caught.value)


def test_pool_size_is_a_server_setting_of_the_config_file() -> None:
    config = parse_config({"mcpServers": {"r": {"url": "http://h.test/mcp", "aggregator": {"pool_size": 7}}}})
    assert config.servers[0].pool_size == 7
