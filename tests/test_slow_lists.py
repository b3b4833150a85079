"""One server slow to list holds no other server up: prompts, resources and reads are served within the list
patience like the merged tools, and a connected server whose list is slow keeps its last tools (stale), never
dropped from the list while they stay callable."""

from __future__ import annotations

import anyio
import pytest

from aggregator import Aggregator, AggregatorSettings, ServerConfig
from aggregator.errors import PeerError
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio

OFFERS = {"tools": {}, "resources": {}, "prompts": {}}
#: short, so a test that waits out the patience is quick; every list is asked again (no cache to hide a slow list)
SETTINGS = AggregatorSettings(list_patience_s=0.2, legacy_ttl_ms=0)


def server(name: str) -> FakeServer:
    return FakeServer(
        era="legacy",
        capabilities=OFFERS,
        pages=[[tool(f"{name}_tool")]],
        resources={f"{name}://1": name},
        prompts=[{"name": f"{name}_prompt"}],
    )


def configs(*fakes: tuple[str, FakeServer]) -> list[ServerConfig]:
    return [ServerConfig(name=name, serve=fake.serve) for name, fake in fakes]


async def test_a_hung_resource_list_holds_up_no_other_servers_reads_or_prompts() -> None:
    fast, slow = server("fast"), server("slow")
    slow.entries_gate = anyio.Event()  # its prompt and resource lists hang (its list deadline is 30 s)
    async with Aggregator(configs(("slow", slow), ("fast", fast)), settings=SETTINGS) as agg:
        with anyio.fail_after(5):  # the old directory waited for the slowest server's lists: 30 s and more
            assert (await agg.read_resource("fast://1"))["contents"][0]["text"] == "fast"
            assert [p["name"] for p in await agg.list_prompts()] == ["fast_prompt"]
            assert [r["uri"] for r in await agg.list_resources()] == ["fast://1"]
            with pytest.raises(PeerError, match="server 'fast': Method not found"):  # routed (the fake has no get)
                await agg.get_prompt("fast_prompt")
        # once it answers, its entries join the next directory
        slow.entries_gate.set()
        with anyio.fail_after(10):
            await anyio.wait_all_tasks_blocked()
            assert [r["uri"] for r in await agg.list_resources()] == ["slow://1", "fast://1"]


async def test_a_connected_server_slow_to_list_keeps_its_last_tools_stale() -> None:
    fast, slow = server("fast"), server("slow")
    async with Aggregator(configs(("slow", slow), ("fast", fast)), settings=SETTINGS) as agg:
        with anyio.fail_after(10):
            assert [t["name"] for t in await agg.list_tools()] == ["slow_tool", "fast_tool"]
            slow.list_gate = anyio.Event()  # its next tools/list hangs
            catalog = await agg.catalog()
            assert [t.name for t in catalog.tools] == ["slow_tool", "fast_tool"]
            view = {view.name: view for view in catalog.servers}["slow"]
            assert view.status.value == "stale" and "longer than the list patience" in str(view.reason)
            assert (await agg.call_tool("slow_tool", {}))["content"][0]["text"] == "called slow_tool"
            slow.list_gate.set()


async def test_a_prompt_list_is_held_only_when_its_own_capability_promises_changes() -> None:
    # a legacy server announcing tool changes says nothing of its prompts: they are asked for again each time
    fake = FakeServer(
        era="legacy",
        capabilities={"tools": {"listChanged": True}, "prompts": {}, "resources": {"listChanged": True}},
        pages=[[tool("t")]],
        prompts=[{"name": "first"}],
        resources={"r://1": "one"},
    )
    async with Aggregator(configs(("s", fake))) as agg:
        with anyio.fail_after(10):
            assert [p["name"] for p in await agg.list_prompts()] == ["first"]
            fake.prompts = [{"name": "second"}]
            fake.resources = {"r://2": "two"}
            assert [p["name"] for p in await agg.list_prompts()] == ["second"]
            # resources promised list_changed: held until the server says so
            assert [r["uri"] for r in await agg.list_resources()] == ["r://1"]


async def test_a_read_served_from_the_cache_is_good_for_what_is_left_of_its_ttl() -> None:
    from aggregator import ManualClock

    clock = ManualClock()
    fake = FakeServer(era="modern", capabilities=OFFERS, pages=[[tool("t")]], resources={"r://1": "one"})
    fake.read_hint = (10000, "public")
    async with Aggregator(configs(("s", fake)), clock=clock) as agg:
        with anyio.fail_after(10):
            first = await agg.read_resource("r://1")
            clock.advance(3)
            again = await agg.read_resource("r://1")
    assert first["ttlMs"] == 10000
    assert again["contents"] == first["contents"] and 6000 <= again["ttlMs"] <= 7000  # 7 s left, not 10 again
    assert [m.method for m in fake.received if getattr(m, "method", None) == "resources/read"] == ["resources/read"]
