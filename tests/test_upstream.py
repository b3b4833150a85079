"""The upstream connection over the in-memory transport: eras, paging, calls, errors, recovery."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator.clock import ManualClock
from aggregator.config import Backoff, ServerConfig, Timeouts
from aggregator.errors import McpError, ProtocolViolation, RequestTimeout, ServerUnavailable, TransportClosed
from aggregator.events import ListChanged, StatusChanged, UpstreamEvent
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.protocol.mcp import InputRequired
from aggregator.protocol.versions import Era
from aggregator.status import State
from aggregator.transports.memory import ServerChannel
from aggregator.upstream import Upstream
from tests.memory_server import FakeServer, Session, tool

pytestmark = pytest.mark.anyio


def config(server: FakeServer, **kw: Any) -> ServerConfig:
    return ServerConfig(name=kw.pop("name", "fake"), serve=server.serve, **kw)


async def test_modern_server_is_detected_by_discover() -> None:
    server = FakeServer(era="dual")
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            status = await up.wait_connected()
        assert status.state is State.OK
        assert status.era is Era.MODERN and status.version == "2026-07-28"
        assert status.server_info == {"name": "fake", "version": "1"}
        assert up.description is not None and up.description.instructions == "modern instructions"
    assert server.methods()[0] == "server/discover"
    assert "initialize" not in server.methods()


async def test_legacy_server_falls_back_to_initialize() -> None:
    server = FakeServer(era="legacy", legacy_version="2025-06-18")
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            status = await up.wait_connected()
        assert status.era is Era.LEGACY and status.version == "2025-06-18"
        assert up.description is not None and up.description.instructions == "legacy instructions"
    assert server.methods()[:3] == ["server/discover", "initialize", "notifications/initialized"]
    init = next(m for m in server.received if isinstance(m, Request) and m.method == "initialize")
    assert init.params is not None and init.params["protocolVersion"] == "2025-11-25"
    assert init.params["capabilities"] == {"roots": {"listChanged": False}}


async def test_protocol_override_skips_detection() -> None:
    server = FakeServer(era="dual")
    async with Upstream(config(server, protocol="legacy")) as up:
        with anyio.fail_after(5):
            status = await up.wait_connected()
        assert status.era is Era.LEGACY
    assert "server/discover" not in server.methods()


async def test_silent_probe_then_late_discover_result_counts() -> None:
    # the server answers discover only after the probe deadline; initialize gets -32022 meanwhile
    server = FakeServer(era="dual", discover_delay=0.3)
    cfg = config(server, timeouts=Timeouts(probe=0.05))
    async with Upstream(cfg) as up:
        with anyio.fail_after(5):
            status = await up.wait_connected()
        assert status.era is Era.MODERN


async def test_every_modern_request_carries_meta() -> None:
    server = FakeServer(era="modern")
    async with Upstream(config(server), client_capabilities={"elicitation": {}}) as up:
        with anyio.fail_after(5):
            await up.list_tools()
    lists = [m for m in server.received if isinstance(m, Request) and m.method == "tools/list"]
    meta = lists[0].params["_meta"]  # type: ignore[index]
    assert meta["io.modelcontextprotocol/protocolVersion"] == "2026-07-28"
    assert meta["io.modelcontextprotocol/clientCapabilities"] == {"elicitation": {}}
    assert meta["io.modelcontextprotocol/clientInfo"]["name"] == "mcp-aggregator"


async def test_pages_are_followed_with_their_own_hints() -> None:
    server = FakeServer(
        era="modern",
        pages=[[tool("a"), tool("b")], [tool("c")], [tool("d")]],
        hints=[(60000, "public"), (30000, "public"), None],
        cursors=["", "next"],  # an empty string is a real cursor
    )
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            listed = await up.list_tools()
    assert listed.complete and listed.problem is None
    assert [t["name"] for t in listed.items] == ["a", "b", "c", "d"]
    assert [(p.ttl_ms, p.scope) for p in listed.pages] == [(60000, "public"), (30000, "public"), (0, "private")]
    assert [p.next_cursor for p in listed.pages] == ["", "next", None]


async def test_legacy_pages_have_default_hints() -> None:
    server = FakeServer(era="legacy", pages=[[tool("a")], [tool("b")]])
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            listed = await up.list_tools()
    assert [(p.ttl_ms, p.scope) for p in listed.pages] == [(0, "private"), (0, "private")]


async def test_repeated_cursor_stops_with_a_report() -> None:
    server = FakeServer(era="modern", pages=[[tool("a")], [tool("b")], [tool("c")]], cursors=["loop", "loop"])
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            listed = await up.list_tools()
    assert not listed.complete
    assert listed.problem is not None and "repeated cursor" in listed.problem
    assert [t["name"] for t in listed.items] == ["a", "b"]


async def test_page_cap_stops_an_endless_list() -> None:
    pages = [[tool(f"t{i}")] for i in range(20)]
    server = FakeServer(era="modern", pages=pages)
    async with Upstream(config(server, page_cap=5)) as up:
        with anyio.fail_after(5):
            listed = await up.list_tools()
    assert not listed.complete and listed.problem is not None and "page cap (5 pages)" in listed.problem
    assert len(listed.items) == 5


async def test_call_result_is_returned_verbatim() -> None:
    result = {
        "content": [
            {"type": "text", "text": "hi", "annotations": {"audience": ["user"], "priority": 0.5}},
            {"type": "image", "data": "AAAA", "mimeType": "image/png"},
            {"type": "audio", "data": "BBBB", "mimeType": "audio/wav"},
            {"type": "resource_link", "uri": "file:///x", "name": "x"},
            {"type": "resource", "resource": {"uri": "file:///y", "text": "y"}},
        ],
        "structuredContent": {"n": 1},
        "isError": True,
        "_meta": {"k": "v"},
    }

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        return dict(result)

    async with Upstream(config(FakeServer(era="modern", on_call=on_call))) as up:
        with anyio.fail_after(5):
            got = await up.call_tool("echo", {"x": 1})
    assert got == result


async def test_upstream_error_keeps_code_and_data() -> None:
    async def on_call(session: Session, req: Request) -> ErrorResponse:
        return ErrorResponse(req.id, -32602, "Unknown tool: nope", {"detail": 1})

    async with Upstream(config(FakeServer(on_call=on_call))) as up:
        with anyio.fail_after(5), pytest.raises(McpError) as info:
            await up.call_tool("nope")
    assert (info.value.code, info.value.message, info.value.data) == (-32602, "Unknown tool: nope", {"detail": 1})
    assert info.value.server == "fake"


async def test_unknown_result_type_is_invalid_but_absent_is_complete() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        name = (req.params or {})["name"]
        if name == "weird":
            return {"resultType": "task", "content": []}
        return {"content": []}

    async with Upstream(config(FakeServer(era="modern", on_call=on_call))) as up:
        with anyio.fail_after(5):
            assert await up.call_tool("plain") == {"content": []}
            with pytest.raises(ProtocolViolation, match="unknown resultType 'task'"):
                await up.call_tool("weird")


async def test_input_required_is_typed_and_retried_with_exact_state() -> None:
    state = "opaque+state/==\u00e9"

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        params = req.params or {}
        if "inputResponses" not in params:
            return {
                "resultType": "input_required",
                "inputRequests": {"who": {"method": "elicitation/create", "params": {"message": "name?"}}},
                "requestState": state,
            }
        assert params["requestState"] == state
        return {"content": [{"type": "text", "text": f"hello {params['inputResponses']['who']['content']['name']}"}]}

    server = FakeServer(era="modern", on_call=on_call)
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            first = await up.call_tool("greet", {"a": 1})
            assert isinstance(first, InputRequired)
            assert first.server == "fake" and first.request_state == state
            assert first.input_requests["who"]["method"] == "elicitation/create"
            second = await up.retry(first, {"who": {"action": "accept", "content": {"name": "Ann"}}})
    assert second == {"content": [{"type": "text", "text": "hello Ann"}]}
    calls = [m for m in server.received if isinstance(m, Request) and m.method == "tools/call"]
    assert calls[0].id != calls[1].id
    assert calls[1].params["arguments"] == {"a": 1}  # type: ignore[index]


async def test_timeout_cancels_upstream_and_ignores_the_late_answer() -> None:
    release = anyio.Event()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        await release.wait()
        return {"content": []}

    server = FakeServer(era="legacy", on_call=on_call)
    clock = ManualClock()
    async with Upstream(config(server), clock=clock) as up:
        with anyio.fail_after(5):
            await up.wait_connected()

            async def time_passes() -> None:
                await server.wait_for("tools/call")
                clock.advance(30)  # the deadline is on the injected clock: 30 s pass at once, not in real time

            async with anyio.create_task_group() as tg:
                tg.start_soon(time_passes)
                with pytest.raises(RequestTimeout, match=r"within 30 s"):
                    await up.call_tool("slow", timeout=30)
            release.set()
            # the connection is still fine afterwards
            listed = await up.list_tools()
            assert listed.complete
    cancels = [m for m in server.received if isinstance(m, Notification) and m.method == "notifications/cancelled"]
    assert len(cancels) == 1 and cancels[0].params["reason"] == "timed out"  # type: ignore[index]


async def test_progress_extends_the_deadline_but_not_past_the_hard_maximum() -> None:
    # every deadline is on the injected clock: the test moves time, so a busy machine cannot fail it
    clock = ManualClock()
    go_on, step = anyio.create_memory_object_stream[None](100)

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        token = req.params["_meta"]["progressToken"]  # type: ignore[index]
        steps = (req.params or {})["arguments"]["steps"]
        for i in range(steps):
            await step.receive()
            await session.notify("notifications/progress", {"progressToken": token, "progress": i + 1})
        return {"content": [{"type": "text", "text": "done"}]}

    seen: list[dict[str, Any]] = []
    arrived = [anyio.Event()]

    def on_progress(params: dict[str, Any]) -> None:
        seen.append(params)
        arrived[0].set()

    async def work(steps: int, each: float) -> None:
        # `steps` x `each` clock seconds, a progress notification after each
        for _ in range(steps):
            clock.advance(each)
            arrived[0] = anyio.Event()
            go_on.send_nowait(None)
            await arrived[0].wait()

    cfg = config(FakeServer(era="modern", on_call=on_call), timeouts=Timeouts(call=15, hard_max=60))
    async with Upstream(cfg, clock=clock) as up:
        with anyio.fail_after(5):  # clock minutes, real milliseconds: real-time deadlines would blow this bound
            await up.wait_connected()
            async with anyio.create_task_group() as tg:
                tg.start_soon(work, 6, 9)
                # 6 x 9 s = 54 s > the 15 s deadline, kept alive by progress
                result = await up.call_tool("work", {"steps": 6}, progress=on_progress)
            assert result["content"][0]["text"] == "done"  # type: ignore[index]
            assert [p["progress"] for p in seen] == [1, 2, 3, 4, 5, 6]
            async with anyio.create_task_group() as tg:
                tg.start_soon(work, 8, 10)  # progress every 10 s keeps it alive until the 60 s hard maximum
                with pytest.raises(RequestTimeout):
                    await up.call_tool("work", {"steps": 40}, progress=on_progress)
                    raise AssertionError("not reached")
                tg.cancel_scope.cancel()


async def test_server_requests_go_to_the_handler() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        for rid, method in ((101, "ping"), (102, "roots/list"), (103, "sampling/createMessage")):
            await session.send(Request(rid, method, {}))
        with anyio.fail_after(5):
            while len(session.replies) < 3:
                session.replied = anyio.Event()
                await session.replied.wait()
        return {"content": []}

    server = FakeServer(era="legacy", on_call=on_call)
    cfg = ServerConfig(name="fake", serve=server.serve, roots=[{"uri": "file:///work", "name": "work"}])
    async with Upstream(cfg) as up:
        with anyio.fail_after(5):
            await up.call_tool("x")
    replies = {m.id: m for m in server.received if isinstance(m, Response | ErrorResponse)}
    assert replies[101] == Response(101, {})
    assert replies[102] == Response(102, {"roots": [{"uri": "file:///work", "name": "work"}]})
    declined = replies[103]
    assert isinstance(declined, ErrorResponse) and declined.code == -32601
    assert "sampling/createMessage" in declined.message


async def test_list_changed_events_both_eras() -> None:
    events: list[UpstreamEvent] = []
    got = anyio.Event()

    def on_event(event: UpstreamEvent) -> None:
        if isinstance(event, ListChanged):
            events.append(event)
            got.set()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        meta = {"_meta": {"io.modelcontextprotocol/subscriptionId": session.listen_id}} if session.listen_id else {}
        # a notification naming someone else's subscription must be ignored
        await session.notify(
            "notifications/tools/list_changed", {"_meta": {"io.modelcontextprotocol/subscriptionId": 999}}
        )
        await session.notify("notifications/tools/list_changed", meta or None)
        return {"content": []}

    for era in ("legacy", "modern"):
        events.clear()
        got = anyio.Event()
        server = FakeServer(era=era, on_call=on_call)  # type: ignore[arg-type]
        async with Upstream(config(server), on_event=on_event) as up:
            with anyio.fail_after(5):
                await up.wait_connected()
                if era == "modern":
                    await server.wait_for("subscriptions/listen")
                    listen = next(
                        m for m in server.received if isinstance(m, Request) and m.method == "subscriptions/listen"
                    )
                    assert listen.params["notifications"] == {"toolsListChanged": True}  # type: ignore[index]
                await up.call_tool("x")
                await got.wait()
        assert events == [ListChanged("fake", "tools")]


async def test_crashed_server_is_restarted_with_backoff() -> None:
    clock = ManualClock()
    statuses: list[str] = []
    server = FakeServer(era="modern", exit_after_calls=1)
    backoff = Backoff(initial=1.0, jitter=0.0, wait_for_retry=0.0)

    def on_event(event: UpstreamEvent) -> None:
        if isinstance(event, StatusChanged):
            statuses.append(event.state)

    async with Upstream(config(server), clock=clock, backoff=backoff, on_event=on_event) as up:
        with anyio.fail_after(5):
            await up.call_tool("x")
            with pytest.raises(TransportClosed, match="server 'fake': the in-memory server has stopped"):
                await up.call_tool("x")  # the server exits instead of answering
            await clock.wait_for_sleepers(1)
            assert up.status.state is State.BACKOFF and up.status.retry_at == 1.0
            with pytest.raises(ServerUnavailable, match=r"next attempt in 1\.0 s"):
                await up.call_tool("x")
            clock.advance(1.0)
            await up.wait_until(lambda status: status.state is State.OK)
            assert up.status.state is State.OK and up.status.restarts == 1
            server.exit_after_calls = None
            result = await up.call_tool("x")
    assert result["content"][0]["text"] == "called x"  # type: ignore[index]
    assert server.sessions == 2
    assert statuses[:4] == ["ok", "backoff", "connecting", "ok"]


async def test_caller_cancellation_is_propagated_upstream() -> None:
    started = anyio.Event()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        started.set()
        await anyio.sleep_forever()
        raise AssertionError

    server = FakeServer(era="modern", on_call=on_call)
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            async with anyio.create_task_group() as tg:
                tg.start_soon(up.call_tool, "forever")
                await started.wait()
                tg.cancel_scope.cancel()
            await server.wait_for("notifications/cancelled")
    cancel = next(m for m in server.received if isinstance(m, Notification) and m.method == "notifications/cancelled")
    call = next(m for m in server.received if isinstance(m, Request) and m.method == "tools/call")
    assert cancel.params == {"requestId": call.id, "reason": "the request was cancelled"}


async def test_a_bridged_question_pauses_the_call_deadline() -> None:
    got_answer = anyio.Event()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        await session.send(Request(500, "elicitation/create", {"message": "name?"}))
        with anyio.fail_after(5):
            while 500 not in session.replies:
                session.replied = anyio.Event()
                await session.replied.wait()
        got_answer.set()
        await anyio.sleep_forever()  # and then the server says nothing: the deadline runs again
        raise AssertionError

    clock = ManualClock()
    asked, answered = anyio.Event(), anyio.Event()

    async def slow_person(method: str, params: dict[str, Any]) -> dict[str, Any]:
        asked.set()
        await answered.wait()
        return {"action": "accept", "content": {"name": "Ann"}}

    async def person_takes_long() -> None:
        await asked.wait()
        clock.advance(40)  # a person takes longer to answer than the call's 15 s deadline: paused meanwhile
        answered.set()
        await got_answer.wait()
        clock.advance(15)  # the answer is in: the deadline restarted from here

    cfg = config(FakeServer(era="legacy", on_call=on_call), timeouts=Timeouts(call=15, hard_max=500))
    async with Upstream(cfg, clock=clock) as up:
        with anyio.fail_after(5):  # clock seconds, real milliseconds: a real-time deadline would blow this bound
            async with anyio.create_task_group() as tg:
                tg.start_soon(person_takes_long)
                with pytest.raises(RequestTimeout, match=r"within 15 s"):
                    await up.request("tools/call", {"name": "ask", "arguments": {}}, bridge=slow_person)
    assert got_answer.is_set()  # the call outlived the 40 s the person took


async def test_an_initialize_that_times_out_is_dropped_with_its_connection_never_cancelled() -> None:
    # the handshake revisions say initialize MUST NOT be cancelled: given up on, the connection ends instead
    received: list[Message] = []
    asked, closed = anyio.Event(), anyio.Event()

    async def silent(channel: ServerChannel) -> None:
        async for message in channel:
            received.append(message)
            if isinstance(message, Request) and message.method == "initialize":
                asked.set()
        closed.set()

    clock = ManualClock()
    async with Upstream(ServerConfig(name="slow", serve=silent, protocol="legacy"), clock=clock):
        with anyio.fail_after(5):
            await asked.wait()
            clock.advance(Timeouts().connect + 1)
            await closed.wait()
    assert [m.method for m in received if isinstance(m, Request | Notification)] == ["initialize"]


async def test_a_call_cancelled_once_its_answer_is_in_is_not_cancelled_upstream() -> None:
    # the race between cancellation and completion: the transport hands the answer over while still in `send` (an
    # HTTP stream being drained), and the caller gives up right then. The server has finished: nothing to cancel
    async def never(session: Session, req: Request) -> dict[str, Any]:
        await anyio.sleep_forever()
        raise AssertionError("unreachable")

    server = FakeServer(era="legacy", on_call=never)
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            await up.wait_connected()
        assert up._wire is not None
        transport = up._wire.transport
        sent = transport.send
        with anyio.CancelScope() as caller:

            async def answered_then_given_up(message: Message, *, headers: Any = None) -> None:
                await sent(message, headers=headers)
                if isinstance(message, Request) and message.method == "tools/call":
                    assert transport.answer_sink is not None and transport.answer_sink(Response(message.id, {}))
                    caller.cancel()
                    await anyio.sleep(0)  # still in send: the cancellation lands here

            transport.send = answered_then_given_up  # type: ignore[method-assign]
            await up.call_tool("slow")
        transport.send = sent  # type: ignore[method-assign]
        with anyio.fail_after(5):
            await up.list_tools()  # answered after anything sent before it: the server has seen it all
    assert caller.cancelled_caught
    assert "notifications/cancelled" not in server.methods()


async def test_a_restarted_legacy_server_is_asked_again_for_the_log_level_and_subscriptions_it_had() -> None:
    # callers still count on them (a client of the proxy keeps its session): the restart behind them is ours to hide
    clock = ManualClock()
    capabilities = {"tools": {}, "logging": {}, "resources": {"subscribe": True}}
    server = FakeServer(era="legacy", capabilities=capabilities, exit_after_calls=0)
    backoff = Backoff(initial=1.0, jitter=0.0, wait_for_retry=0.0)
    async with Upstream(config(server), clock=clock, backoff=backoff) as up:
        with anyio.fail_after(5):
            await up.wait_connected()
            await up.set_log_level("debug")
            await up.subscribe_resource("mem://a")
            with pytest.raises(TransportClosed):
                await up.call_tool("x")  # the server exits instead of answering
            await clock.wait_for_sleepers(1)
            clock.advance(1.0)
            await up.wait_until(lambda status: status.state is State.OK)
    assert server.sessions == 2
    second = server.methods()[server.methods().index("notifications/initialized", 4) :]
    assert second[1:3] == ["logging/setLevel", "resources/subscribe"]  # before the new session serves anyone
    assert server.levels == ["debug", "debug"]


async def test_a_log_level_set_before_a_legacy_server_connects_is_told_it_once_it_does() -> None:
    gate = anyio.Event()
    server = FakeServer(era="legacy", capabilities={"tools": {}, "logging": {}}, initialize_gate=gate)
    async with Upstream(config(server, protocol="legacy")) as up:
        await up.set_log_level("error")  # still connecting: remembered, not lost
        assert up.status.state is State.CONNECTING and server.levels == []
        gate.set()
        with anyio.fail_after(5):
            await up.wait_connected()
    assert server.levels == ["error"]


async def test_a_refused_legacy_subscription_is_not_held_and_is_sent_again_when_asked_again() -> None:
    capabilities = {"tools": {}, "resources": {"subscribe": True}}
    server = FakeServer(era="legacy", capabilities=capabilities, unsubscribable={"mem://later"})
    async with Upstream(config(server)) as up:
        with anyio.fail_after(5):
            await up.wait_connected()
            with pytest.raises(McpError):
                await up.subscribe_resource("mem://later")  # not there yet
            server.unsubscribable.clear()
            await up.subscribe_resource("mem://later")  # it is now: asked again, not taken as held
    assert server.methods().count("resources/subscribe") == 2


async def test_a_direct_list_walk_stops_at_the_byte_bound_too() -> None:
    # probe's walk (Upstream.list_all) counted items only: a few huge tools a page passed the item bound by far
    from aggregator.protocol.pagination import MAX_BYTES

    big = "d" * (MAX_BYTES // 8)  # eight pages of one such tool reach the bound
    server = FakeServer(pages=[[tool(f"t{n}", description=big)] for n in range(40)])
    async with Upstream(config(server)) as up:
        with anyio.fail_after(30):
            await up.wait_connected()
            listed = await up.list_all("tools/list")
    assert len(listed.pages) == 8 and not listed.complete
    assert listed.problem is not None and f"{MAX_BYTES} bytes" in listed.problem
