"""The ASGI app runs what it needs in its lifespan, and works mounted in Starlette / FastAPI.

Starlette's `Mount` runs no lifespan of a sub-app: the host enters `McpHttpApp.running()` in its own lifespan,
inside `async with aggregator`. Served on its own, the app's ASGI lifespan enters it.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest
from fastapi import FastAPI
from starlette.applications import Starlette
from starlette.routing import Mount

from aggregator import Aggregator, ServerConfig
from aggregator.clock import ManualClock
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio

MODERN = {
    "accept": "application/json, text/event-stream",
    "content-type": "application/json",
    "mcp-protocol-version": "2026-07-28",
    "mcp-method": "tools/list",
}


def listing() -> dict[str, Any]:
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    return {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": meta}}


def host_app(kind: str, agg: Aggregator, proxy: McpHttpApp, mount_at: str) -> Any:
    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        async with agg, proxy.running():
            yield

    if kind == "fastapi":
        app = FastAPI(lifespan=lifespan)
        app.mount(mount_at, proxy)
        return app
    return Starlette(routes=[Mount(mount_at, app=proxy)], lifespan=lifespan)


@pytest.mark.parametrize("kind", ["starlette", "fastapi"])
@pytest.mark.parametrize("mount_at", ["/mcp", "/tools/aggregated"])
async def test_mounted_in_a_host_app_it_answers_at_the_mount_and_its_lifespan_is_the_hosts(
    kind: str, mount_at: str
) -> None:
    fake = FakeServer(era="modern", pages=[[tool("echo")]])
    agg = Aggregator([ServerConfig(name="a", serve=fake.serve)])
    proxy = McpHttpApp(ProxyServer(agg))
    app = host_app(kind, agg, proxy, mount_at)
    transport = httpx.ASGITransport(app=app)
    with anyio.fail_after(10):
        async with (
            app.router.lifespan_context(app),
            httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client,
        ):
            # a Mount matches below its path: the endpoint is the mount with a slash (Starlette redirects to it)
            answer = await client.post(mount_at + "/", headers=MODERN, content=json.dumps(listing()))
            elsewhere = await client.post("/not-here", headers=MODERN, content=json.dumps(listing()))
        # the host's lifespan ended: the app closed with it
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            after = await client.post(mount_at + "/", headers=MODERN, content=json.dumps(listing()))
    assert answer.status_code == 200, answer.text
    assert [t["name"] for t in answer.json()["result"]["tools"]] == ["echo"]
    assert elsewhere.status_code == 404
    assert after.status_code == 503


async def test_served_on_its_own_its_asgi_lifespan_runs_the_sweep_of_idle_sessions() -> None:
    clock = ManualClock()
    fake = FakeServer(era="modern", pages=[[tool("echo")]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        proxy = McpHttpApp(ProxyServer(agg), HttpSettings(session_idle_s=60), clock=clock)
        to_app, from_host = anyio.create_memory_object_stream[dict[str, Any]](4)
        to_host, from_app = anyio.create_memory_object_stream[dict[str, Any]](4)

        async def send(message: Any) -> None:
            await to_host.send(message)

        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                tg.start_soon(proxy, {"type": "lifespan", "asgi": {"version": "3.0"}}, from_host.receive, send)
                await to_app.send({"type": "lifespan.startup"})
                assert (await from_app.receive())["type"] == "lifespan.startup.complete"
                transport = httpx.ASGITransport(app=proxy)
                async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
                    init = {
                        "jsonrpc": "2.0",
                        "id": 1,
                        "method": "initialize",
                        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "c"}},
                    }
                    headers = {"accept": MODERN["accept"], "content-type": "application/json"}
                    opened = await client.post("/mcp", headers=headers, content=json.dumps(init))
                    assert opened.status_code == 200 and len(proxy._sessions) == 1
                    await clock.wait_for_sleepers(1)  # the lifespan's sweep, asleep
                    clock.advance(61)  # idle past its limit: the sweep ends it, no request needed
                    await clock.wait_for_sleepers(1)  # the sweep went round once
                await to_app.send({"type": "lifespan.shutdown"})
                assert (await from_app.receive())["type"] == "lifespan.shutdown.complete"
    assert len(proxy._sessions) == 0
