"""Bounded patience: a merged list never waits long for one server once the others have answered."""

from __future__ import annotations

import anyio
import pytest
from anyio.abc import TaskStatus

from aggregator import Aggregator, AggregatorSettings, ServerConfig
from aggregator.catalog import Catalog
from aggregator.clock import ManualClock
from aggregator.events import ListChanged, UpstreamEvent
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio


def _pair(gate: anyio.Event) -> tuple[ServerConfig, ServerConfig]:
    good = FakeServer(era="modern", pages=[[tool("fast")]], hints=[(60000, "public")])
    hung = FakeServer(era="modern", pages=[[tool("late")]], hints=[(60000, "public")], list_gate=gate)
    return ServerConfig(name="good", serve=good.serve), ServerConfig(name="hung", serve=hung.serve)


async def _catalog_into(agg: Aggregator, out: list[Catalog], *, task_status: TaskStatus[None]) -> None:
    task_status.started()
    out.append(await agg.catalog())


async def test_merged_list_serves_the_ready_servers_after_the_patience_and_marks_the_late_one_connecting() -> None:
    clock, gate, arrived = ManualClock(), anyio.Event(), anyio.Event()

    def on_event(event: UpstreamEvent) -> None:
        if isinstance(event, ListChanged) and event.server == "hung":
            arrived.set()

    settings = AggregatorSettings(list_patience_s=3.0)
    async with Aggregator(_pair(gate), settings=settings, clock=clock, on_event=on_event) as agg:
        with anyio.fail_after(10):
            got: list[Catalog] = []
            async with anyio.create_task_group() as tg:
                await tg.start(_catalog_into, agg, got)
                await anyio.wait_all_tasks_blocked()  # `good` answered; `hung` holds its list
                clock.advance(2.9)
                await anyio.wait_all_tasks_blocked()
                assert got == []  # within the patience it still waits
                clock.advance(0.2)
            catalog = got[0]
            assert [t.name for t in catalog.tools] == ["fast"]
            late = catalog.server("hung")
            assert late is not None and late.status == "connecting" and "patience" in (late.reason or "")
            # a second list does not wait for the server already late: it is served at once
            again = await agg.catalog()
            assert [t.name for t in again.tools] == ["fast"]
            gate.set()
            await arrived.wait()  # its arrival is announced as a list change
            assert [t.name for t in (await agg.catalog()).tools] == ["fast", "late"]
            assert (await agg.catalog()).server("hung").status == "ok"  # type: ignore[union-attr]


async def test_merged_list_waits_for_every_server_that_answers_within_the_patience() -> None:
    clock, gate = ManualClock(), anyio.Event()
    async with Aggregator(_pair(gate), settings=AggregatorSettings(list_patience_s=3.0), clock=clock) as agg:
        with anyio.fail_after(10):
            got: list[Catalog] = []
            async with anyio.create_task_group() as tg:
                await tg.start(_catalog_into, agg, got)
                await anyio.wait_all_tasks_blocked()
                clock.advance(2.0)
                gate.set()  # the slower one answers inside the patience: nobody is left out
            assert [t.name for t in got[0].tools] == ["fast", "late"]


async def test_a_server_late_only_because_it_was_still_starting_is_waited_for_once_it_is_connected() -> None:
    # `serve` lists at start-up (its change watch takes a first snapshot) while a slow server is still starting: that
    # list goes on without it. A client listing once every server is up must get the whole list, not the snapshot's
    clock, started, gate = ManualClock(), anyio.Event(), anyio.Event()
    good = FakeServer(era="modern", pages=[[tool("fast")]], hints=[(60000, "public")])
    slow = FakeServer(era="modern", pages=[[tool("late")]], hints=[(60000, "public")], list_gate=gate)
    slow.discover_gate = started
    configs = [ServerConfig(name="good", serve=good.serve), ServerConfig(name="slow", serve=slow.serve)]
    async with Aggregator(configs, settings=AggregatorSettings(list_patience_s=3.0), clock=clock) as agg:
        with anyio.fail_after(10):
            got: list[Catalog] = []
            async with anyio.create_task_group() as tg:
                await tg.start(_catalog_into, agg, got)
                await anyio.wait_all_tasks_blocked()
                clock.advance(3.1)  # the start-up list is served without the server still starting
            assert [t.name for t in got[0].tools] == ["fast"]
            started.set()
            await agg.wait_connected()
            await slow.wait_for("tools/list")  # connected now, its list on its way
            got.clear()
            async with anyio.create_task_group() as tg:
                await tg.start(_catalog_into, agg, got)
                await anyio.wait_all_tasks_blocked()
                assert got == []  # waited for, within the patience
                gate.set()
            assert [t.name for t in got[0].tools] == ["fast", "late"]
            assert got[0].server("slow").status == "ok"  # type: ignore[union-attr]


def test_list_patience_is_a_setting_of_the_config_file() -> None:
    from aggregator.config_file import parse_config
    from aggregator.errors import ConfigError

    config = parse_config({"aggregator": {"list_patience_s": 0.5}, "mcpServers": {}})
    assert config.settings.list_patience_s == 0.5
    assert AggregatorSettings().list_patience_s == 3.0
    with pytest.raises(ConfigError, match="list_patience_s"):
        parse_config({"aggregator": {"list_patience_s": "soon"}, "mcpServers": {}})
    with pytest.raises(ConfigError, match="list_patience_s"):
        AggregatorSettings(list_patience_s=-1)


async def test_proxy_first_tools_list_does_not_wait_for_a_hung_server_and_announces_it_when_it_answers() -> None:
    from aggregator.protocol.jsonrpc import Message, Notification, Request, Response
    from aggregator.proxy.server import ProxyServer, ProxySettings

    clock, gate, announced, answered = ManualClock(), anyio.Event(), anyio.Event(), anyio.Event()
    holder: list[ProxyServer] = []
    outbox: list[Message] = []
    replies: list[Message | None] = []

    async def push(message: Message) -> None:
        outbox.append(message)
        announced.set()

    async def send(message: Message) -> None:
        pass

    async def first_list() -> None:
        replies.append(await srv.handle(Request(1, "tools/list", {}), session=session, send=send))
        answered.set()

    settings = AggregatorSettings(list_patience_s=3.0)

    def on_event(event: UpstreamEvent) -> None:
        if holder:
            holder[0].on_event(event)

    async with Aggregator(_pair(gate), settings=settings, clock=clock, on_event=on_event) as agg:
        srv = ProxyServer(agg, ProxySettings())
        holder.append(srv)
        session = srv.open_session(outbox=push)
        session.version, session.initialized = "2025-06-18", True
        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                await tg.start(srv.watch)
                tg.start_soon(first_list)
                await anyio.wait_all_tasks_blocked()
                clock.advance(3.1)  # the patience, not the hung server's 30 s list deadline
                await answered.wait()
                await srv.prime()
                gate.set()
                await announced.wait()
                tg.cancel_scope.cancel()
    reply = replies[0]
    assert isinstance(reply, Response) and [t["name"] for t in reply.result["tools"]] == ["fast"]
    assert [m.method for m in outbox if isinstance(m, Notification)] == ["notifications/tools/list_changed"]


# -- what the proxy offers before its servers are in (a fresh stdio proxy starts with its first client) --------------

PROMPT = {"name": "greet", "arguments": []}
OFFERS = {"tools": {"listChanged": True}, "prompts": {}, "resources": {}}
DISCOVER_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}


async def _discovered(config: ServerConfig) -> dict[str, object]:
    from aggregator.protocol.jsonrpc import Message, Request, Response
    from aggregator.proxy.server import ProxyServer, ProxySettings

    async def send(message: Message) -> None:
        pass

    async with Aggregator([config]) as agg:
        with anyio.fail_after(20):
            reply = await ProxyServer(agg, ProxySettings()).handle(
                Request(1, "server/discover", {"_meta": DISCOVER_META}), session=None, send=send
            )
    assert isinstance(reply, Response), reply
    capabilities: dict[str, object] = reply.result["capabilities"]
    return capabilities


async def test_proxy_offers_the_prompts_and_resources_of_a_server_that_takes_longer_than_five_seconds_to_connect() -> (
    None
):
    # 6 s: past the 5 s the proxy used to wait before saying what it offers, within the 30 s connect timeout
    slow = FakeServer(era="modern", discover_delay=6.0, capabilities=OFFERS, prompts=[PROMPT], resources={"r://x": "x"})
    capabilities = await _discovered(ServerConfig(name="slow", serve=slow.serve))
    assert {"prompts", "resources"} <= set(capabilities)


async def test_proxy_offers_prompts_and_resources_for_a_server_whose_offer_is_not_known_yet() -> None:
    async def refuses(channel: object) -> None:
        return  # the connection ends before any answer: the first attempt fails, the server is retried later

    capabilities = await _discovered(ServerConfig(name="later", serve=refuses))  # type: ignore[arg-type]
    assert {"prompts", "resources"} <= set(capabilities)
