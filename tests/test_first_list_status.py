"""A connected server whose first tools/list is still in flight reads `connecting`, not `ok`, in every view of the
status (the library's `status()`, the proxy's status JSON), until that list lands."""

from __future__ import annotations

import anyio
import httpx
import pytest

from aggregator import Aggregator, AggregatorSettings, ServerConfig
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.operator_front import OperatorFront
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio


async def test_status_reads_connecting_until_the_first_list_lands() -> None:
    gate = anyio.Event()
    slow = FakeServer(era="modern", pages=[[tool("late")]], list_gate=gate)
    async with Aggregator([ServerConfig(name="slow", serve=slow.serve)]) as agg:
        with anyio.fail_after(15):
            await agg.wait_connected()
            assert agg.status()["slow"].state == "ok"  # connected, and nobody has asked for a list yet
            async with anyio.create_task_group() as tg:
                tg.start_soon(agg.catalog)
                await slow.wait_for("tools/list")
                pending = agg.status()["slow"]
                assert pending.state == "connecting" and "first tool list" in (pending.reason or "")
                gate.set()
            await agg.catalog()
            landed = agg.status()["slow"]
            assert landed.state == "ok" and landed.tool_count == 1


async def test_the_proxy_status_json_reads_connecting_while_the_first_list_is_late() -> None:
    gate = anyio.Event()
    slow = FakeServer(era="modern", pages=[[tool("late")]], list_gate=gate)
    fast = FakeServer(era="modern", pages=[[tool("quick")]])
    servers = [ServerConfig(name="slow", serve=slow.serve), ServerConfig(name="fast", serve=fast.serve)]
    # a short patience: the status page's catalog goes on without the slow list instead of waiting for it
    async with Aggregator(servers, settings=AggregatorSettings(list_patience_s=0.05)) as agg:
        operator = OperatorFront(McpHttpApp(ProxyServer(agg), HttpSettings(token="t")))
        try:
            transport = httpx.ASGITransport(app=operator)
            async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
                with anyio.fail_after(15):
                    await agg.wait_connected()
                    answer = await http.get("/status.json", headers={"authorization": "Bearer t"})
                    assert answer.status_code == 200, answer.text
                    states = {server["name"]: server["state"] for server in answer.json()["servers"]}
                    assert states == {"slow": "connecting", "fast": "ok"}
                    gate.set()
        finally:
            operator.close()


async def test_a_connected_server_whose_list_fails_with_none_yet_reads_down_with_the_reason() -> None:
    # not "ok" with no tools, nor "connecting" for ever: the merged list says it is down and why, and so does status
    broken = FakeServer(era="modern", list_error=(-32603, "database on fire"))
    async with Aggregator([ServerConfig(name="broken", serve=broken.serve)]) as agg:
        with anyio.fail_after(15):
            await agg.wait_connected()
            await agg.catalog()
            state = agg.status()["broken"]
    assert state.state == "down" and "database on fire" in (state.reason or ""), state
