"""Every resource of the proxy's HTTP front is bounded, per client and in total.

The replay log of legacy SSE streams (bytes per session and in all, what the client provably has dropped),
idle sessions expired on an injected clock, session creation that cannot push out other clients, calls per
session, slow bodies. The ASGI app is driven directly (see test_proxy_resumption.py for the `Exchange`).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.clock import ManualClock
from aggregator.errors import ConfigError
from aggregator.protocol.jsonrpc import Request
from aggregator.proxy.connections import ConnectionLimits
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.legacy_sessions import MAX_STREAMS_PER_CLIENT
from aggregator.proxy.resumption import EventLog, ReplayBudget
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, Session, tool
from tests.test_proxy_resumption import ACCEPT, Exchange, call, events, run

pytestmark = pytest.mark.anyio
BIG = "x" * 20_000


@asynccontextmanager
async def proxy(
    release: anyio.Event, *, text: str = "finally", clock: ManualClock | None = None, **settings: Any
) -> AsyncIterator[tuple[McpHttpApp, anyio.abc.TaskGroup]]:
    async def slow(session: Session, request: Request) -> dict[str, Any]:
        meta = (request.params or {}).get("_meta") or {}
        await session.notify("notifications/progress", {"progressToken": meta.get("progressToken"), "progress": 1})
        await release.wait()
        return {"content": [{"type": "text", "text": text}]}

    fake = FakeServer(era="modern", pages=[[tool("slow")]], on_call=slow)
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(**settings), clock=clock)
        async with anyio.create_task_group() as tg:
            with anyio.fail_after(10):
                yield app, tg
            tg.cancel_scope.cancel()


def on(exchange: Exchange, client: tuple[str, int]) -> Exchange:
    """The exchange as if it came over the TCP connection from `client` to the proxy."""
    exchange.scope["client"] = client
    exchange.scope["server"] = ("127.0.0.1", 8080)
    return exchange


async def initialize(
    app: McpHttpApp, tg: anyio.abc.TaskGroup, client: tuple[str, int] = ("127.0.0.1", 5000)
) -> tuple[Exchange, dict[str, str]]:
    params = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params}).encode()
    opened = await run(app, tg, on(Exchange("POST", ACCEPT, body), client))
    await opened.done.wait()
    session_id = opened.headers.get("mcp-session-id", "")
    return opened, {**ACCEPT, "mcp-session-id": session_id, "mcp-protocol-version": "2025-11-25"}


def status(exchange: Exchange) -> int:
    return int(next(m for m in exchange.messages if m["type"] == "http.response.start")["status"])


# -- the replay log, in bytes ----------------------------------------------------------------------------


def test_the_replay_log_is_capped_by_bytes_per_session() -> None:
    log = EventLog(max_bytes=50_000)
    stream = log.open()
    for n in range(20):
        stream.append(json.dumps({"jsonrpc": "2.0", "method": "notifications/message", "params": [n, BIG]}).encode())
    assert log.size <= 50_000
    assert stream.kept == 2  # the oldest went first
    assert b'"params": [19' in stream.after(0)[-1]


def test_replay_bytes_are_capped_across_sessions() -> None:
    budget = ReplayBudget(100_000)
    logs = [EventLog(max_bytes=60_000, budget=budget) for _ in range(4)]
    for log in logs:
        stream = log.open()
        for _ in range(2):
            stream.append(json.dumps({"jsonrpc": "2.0", "method": "m", "params": [BIG]}).encode())
    assert budget.used <= 100_000
    assert budget.used == sum(log.size for log in logs)
    assert all(log.size > 0 for log in logs[-2:])  # the newest sessions keep their events
    for log in logs:
        log.close()
    assert budget.used == 0


def test_an_answer_pushed_out_of_the_log_shrinks_to_an_error_for_its_id() -> None:
    log = EventLog(max_bytes=30_000)
    stream = log.open()
    answer = {"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": BIG}]}}
    stub = {"jsonrpc": "2.0", "id": 7, "error": {"code": -32603, "message": "dropped"}}
    stream.append(json.dumps(answer).encode(), stub=json.dumps(stub).encode())
    stream.append(json.dumps({"jsonrpc": "2.0", "method": "m", "params": [BIG]}).encode())
    assert log.size <= 30_000
    kept = [json.loads(frame.split(b"data: ", 1)[1]) for frame in stream.after(0)]
    assert kept[0] == stub


def test_events_of_a_closed_session_are_not_kept_nor_counted() -> None:
    budget = ReplayBudget(100_000)
    log = EventLog(max_bytes=60_000, budget=budget)
    stream = log.open()
    log.close()  # the session ended (DELETE, expiry) while a call was still running
    frame = stream.append(json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"text": BIG}}).encode())
    late = log.open()  # a request of that session whose stream starts only now
    late.append(json.dumps({"jsonrpc": "2.0", "id": 2, "result": {"text": BIG}}).encode())
    assert frame.startswith(b"id: ")  # still there for a client that listens live
    assert stream.kept == 0 and late.kept == 0 and log.size == 0 and budget.used == 0


async def test_an_answer_over_the_session_cap_is_replayed_as_an_error_naming_its_request() -> None:
    release = anyio.Event()
    async with proxy(release, text="y" * 50_000, session_replay_bytes=10_000) as (app, tg):
        _, headers = await initialize(app, tg)
        posted = await run(app, tg, Exchange("POST", headers, call(rid=42)))
        await posted.wait_until(lambda e: len(events(e.text)) >= 2)  # primed, then the progress note
        posted.cut()
        release.set()
        await posted.done.wait()  # the answer went to the log: over the cap, only its stub is kept
        resumed = await run(app, tg, Exchange("GET", {**headers, "last-event-id": events(posted.text)[-1]["id"]}))
        await resumed.done.wait()
    replayed = json.loads(events(resumed.text)[-1]["data"])
    assert replayed["id"] == 42 and "replay log" in replayed["error"]["message"]
    assert app.replay.used <= 10_000


async def test_a_later_last_event_id_drops_what_the_client_has() -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg):
        _, headers = await initialize(app, tg)
        posted = await run(app, tg, Exchange("POST", headers, call()))
        await posted.wait_until(lambda e: len(events(e.text)) >= 2)
        held = app.replay.used
        posted.cut()  # the call goes on; its events go to the log
        resumed = await run(app, tg, Exchange("GET", {**headers, "last-event-id": events(posted.text)[-1]["id"]}))
        await resumed.wait_until(lambda e: bool(e.messages))
        acknowledged = app.replay.used
        resumed.cut()
        release.set()
        await resumed.done.wait()
        await posted.done.wait()
    assert held > 0 and acknowledged == 0  # the progress note the client named is gone


async def test_a_new_request_on_the_same_connection_acknowledges_the_stream_it_carried() -> None:
    release = anyio.Event()
    release.set()
    connection = ("127.0.0.1", 5001)
    async with proxy(release) as (app, tg):
        _, headers = await initialize(app, tg, connection)
        posted = await run(app, tg, on(Exchange("POST", headers, call()), connection))
        await posted.done.wait()
        kept = app.replay.used
        other = await run(app, tg, on(Exchange("POST", headers, call(rid=3)), ("127.0.0.1", 5002)))
        await other.done.wait()  # another connection proves nothing about the first stream
        log = next(iter(app._sessions.values())).log
        before = (log.find("s1-1"), log.find("s2-1"))
        again = await run(app, tg, on(Exchange("POST", headers, call(rid=4)), connection))
        await again.done.wait()
        after = (log.find("s1-1"), log.find("s2-1"))
    assert posted.ended and kept > 0
    assert before[0] is not None and before[1] is not None
    assert after[0] is None  # the stream that connection carried to its end is dropped
    assert after[1] is not None  # the other connection's is not


async def test_a_request_on_an_http2_connection_acknowledges_nothing() -> None:
    release = anyio.Event()
    release.set()
    connection = ("127.0.0.1", 5003)
    async with proxy(release) as (app, tg):
        _, headers = await initialize(app, tg, connection)
        posted = on(Exchange("POST", headers, call()), connection)
        posted.scope["http_version"] = "2"
        await (await run(app, tg, posted)).done.wait()
        again = on(Exchange("POST", headers, call(rid=4)), connection)
        again.scope["http_version"] = "2"
        await (await run(app, tg, again)).done.wait()
        log = next(iter(app._sessions.values())).log
    assert log.find("s1-1") is not None  # other streams of the same connection may still be unread


# -- sessions ------------------------------------------------------------------------------------------


async def test_idle_legacy_sessions_expire_on_the_injected_clock() -> None:
    clock = ManualClock()
    release = anyio.Event()
    async with proxy(release, clock=clock, session_idle_s=300) as (app, tg):
        _, headers = await initialize(app, tg)
        clock.advance(299)
        assert app.expire() == 0
        clock.advance(2)
        assert app.expire() == 1
        late = await run(app, tg, Exchange("POST", headers, call()))
        await late.done.wait()
    assert status(late) == 404
    assert HttpSettings().session_idle_s <= 15 * 60  # minutes by default, not an hour


async def test_a_request_naming_an_expired_session_is_refused_before_any_sweep_and_others_are_left_to_it() -> None:
    clock = ManualClock()
    release = anyio.Event()
    async with proxy(release, clock=clock, session_idle_s=100) as (app, tg):
        _, first = await initialize(app, tg)
        _, second = await initialize(app, tg)
        clock.advance(101)  # both are past their idle time; no sweep has run
        late = await run(app, tg, Exchange("POST", first, call()))
        await late.done.wait()
        # the one named is closed at once; the other is the sweep's (or the next open's) to judge, not every request's
        assert status(late) == 404 and len(app._sessions) == 1
        assert app.expire() == 1
    assert second["mcp-session-id"] != first["mcp-session-id"]


async def test_idle_sessions_expire_on_a_quiet_proxy_too() -> None:
    clock = ManualClock()
    release = anyio.Event()
    async with proxy(release, clock=clock, session_idle_s=100) as (app, tg):
        await initialize(app, tg)
        tg.start_soon(app.sweep)
        for _ in range(11):  # no request comes: the sweeper alone closes the session
            await clock.wait_for_sleepers()
            clock.advance(10)
        await clock.wait_for_sleepers()
    assert not app._sessions


async def test_a_session_with_a_get_stream_or_a_running_call_does_not_expire() -> None:
    clock = ManualClock()
    release = anyio.Event()
    async with proxy(release, clock=clock, session_idle_s=60) as (app, tg):
        _, listening = await initialize(app, tg, ("127.0.0.1", 6001))
        _, calling = await initialize(app, tg, ("127.0.0.1", 6002))
        stream = await run(app, tg, Exchange("GET", {**listening, "accept": "text/event-stream"}))
        await stream.wait_until(lambda e: bool(e.messages))
        posted = await run(app, tg, Exchange("POST", calling, call()))
        await posted.wait_until(lambda e: len(events(e.text)) >= 2)
        posted.cut()  # a cut stream's call goes on
        clock.advance(3600)
        expired = app.expire()
        release.set()
        stream.cut()
        await posted.done.wait()
        await stream.done.wait()
        clock.advance(61)
        later = app.expire()
    assert expired == 0
    assert later == 2


async def test_one_client_cannot_push_out_another_clients_sessions() -> None:
    release = anyio.Event()
    async with proxy(release, max_sessions=4, max_sessions_per_client=2) as (app, tg):
        _, victim = await initialize(app, tg, ("10.0.0.1", 1))
        for port in range(10):
            await initialize(app, tg, ("10.0.0.2", 100 + port))  # the flood: each new one replaces its own
        survivor = await run(app, tg, Exchange("POST", victim, json.dumps(_ping()).encode()))
        await survivor.done.wait()
    assert status(survivor) == 200
    assert sum(entry.owner == "10.0.0.2" for entry in app._sessions.values()) == 2


async def test_a_flood_from_many_addresses_never_pushes_out_a_client_with_few_sessions() -> None:
    # each flooding address stays under its own cap; at the total cap the heaviest holders give way, not the victim
    release = anyio.Event()
    async with proxy(release, max_sessions=4, max_sessions_per_client=2) as (app, tg):
        _, victim = await initialize(app, tg, ("10.0.0.1", 1))
        for host in range(2, 12):
            for port in (1, 2):
                await initialize(app, tg, (f"10.0.1.{host}", port))
        survivor = await run(app, tg, Exchange("POST", victim, json.dumps(_ping()).encode()))
        await survivor.done.wait()
    assert status(survivor) == 200
    assert sum(entry.owner == "10.0.0.1" for entry in app._sessions.values()) == 1


async def test_a_full_house_of_busy_sessions_refuses_new_ones_instead_of_evicting() -> None:
    release = anyio.Event()
    async with proxy(release, max_sessions=2, max_sessions_per_client=2) as (app, tg):
        streams = []
        for port in (1, 2):
            _, headers = await initialize(app, tg, ("10.0.0.3", port))
            stream = await run(app, tg, Exchange("GET", {**headers, "accept": "text/event-stream"}))
            await stream.wait_until(lambda e: bool(e.messages))
            streams.append(stream)
        refused, _ = await initialize(app, tg, ("10.0.0.4", 1))
        for stream in streams:
            stream.cut()
            await stream.done.wait()
        admitted, _ = await initialize(app, tg, ("10.0.0.4", 1))
    assert status(refused) == 503
    assert status(admitted) == 200  # once idle, the least recently used one made room


async def test_get_streams_are_bounded_per_session_and_per_client() -> None:
    release = anyio.Event()
    get = {"accept": "text/event-stream"}
    async with proxy(release, max_sessions_per_client=64) as (app, tg):
        _, headers = await initialize(app, tg, ("10.0.0.5", 1))
        held = [await run(app, tg, on(Exchange("GET", {**headers, **get}), ("10.0.0.5", 2))) for _ in range(2)]
        for stream in held:
            await stream.wait_until(lambda e: bool(e.messages))
        third = await run(app, tg, on(Exchange("GET", {**headers, **get}), ("10.0.0.5", 3)))
        await third.done.wait()
        # over many sessions of one address: at most MAX_STREAMS_PER_CLIENT in all, then 429
        for port in range(4, 4 + MAX_STREAMS_PER_CLIENT - 1):  # 2 held already: 14 more, then one refused
            _, more = await initialize(app, tg, ("10.0.0.5", port))
            stream = await run(app, tg, on(Exchange("GET", {**more, **get}), ("10.0.0.5", port)))
            await stream.wait_until(lambda e: bool(e.messages))
            held.append(stream)
        refused = held.pop()
        _, other = await initialize(app, tg, ("10.0.0.6", 1))  # another client is not affected
        theirs = await run(app, tg, on(Exchange("GET", {**other, **get}), ("10.0.0.6", 1)))
        await theirs.wait_until(lambda e: bool(e.messages))
        for stream in [*held, theirs]:
            stream.cut()
            await stream.done.wait()
    assert status(third) == 409
    assert status(refused) == 429
    assert status(theirs) == 200 and all(status(stream) == 200 for stream in held)


async def test_an_expired_session_s_streams_are_closed() -> None:
    clock = ManualClock()
    release = anyio.Event()
    async with proxy(release, clock=clock, session_idle_s=60) as (app, tg):
        await initialize(app, tg)
        entry = next(iter(app._sessions.values()))
        stream = entry.log.open()
        clock.advance(61)
        app.expire()
    assert stream.closed


async def test_a_session_runs_at_most_max_calls_per_session_requests() -> None:
    release = anyio.Event()
    async with proxy(release, max_calls_per_session=1) as (app, tg):
        _, headers = await initialize(app, tg)
        first = await run(app, tg, Exchange("POST", headers, call()))
        await first.wait_until(lambda e: len(events(e.text)) >= 2)
        second = await run(app, tg, Exchange("POST", headers, call(rid=3)))
        await second.done.wait()
        release.set()
        await first.done.wait()
    assert status(second) == 429
    assert "already runs 1" in second.text


# -- slow bodies --------------------------------------------------------------------------------------


async def test_a_request_body_that_does_not_arrive_in_time_is_answered_408() -> None:
    release = anyio.Event()
    async with proxy(release, body_timeout_s=0.05) as (app, tg):
        trickle = Exchange("POST", ACCEPT, b'{"jsonrpc": "2.0", ')
        first = trickle.receive

        async def receive() -> dict[str, Any]:
            message = await first()
            return {**message, "more_body": True}  # and then nothing more, ever

        trickle.receive = receive  # type: ignore[method-assign]
        await run(app, tg, trickle)
        await trickle.done.wait()
    assert status(trickle) == 408


@pytest.mark.parametrize("setting", ["session_idle_s", "max_sessions_per_client", "total_replay_bytes"])
def test_a_bound_that_is_not_positive_is_a_config_error(setting: str) -> None:
    with pytest.raises(ConfigError, match=setting):
        HttpSettings(**{setting: 0})
    with pytest.raises(ConfigError, match="max_connections"):
        ConnectionLimits(max_connections=0)


def _ping() -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": 9, "method": "ping"}


def test_serve_refuses_a_bound_that_is_not_positive_before_starting_anything(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from pathlib import Path

    from aggregator.cli import main

    config = str(Path(__file__).resolve().parent.parent / "configs" / "demo.json")
    code = main(["serve", "-c", config, "--http", "127.0.0.1:0", "--session-idle", "0"])
    assert code == 3
    assert "--session-idle" in capsys.readouterr().err
