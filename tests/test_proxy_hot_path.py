"""What the proxy's hot path was made cheaper with keeps its contract: watchers beside a request, answers handed
straight to their callers, notifications relayed in order, and the replay log's event count."""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggregator.protocol.jsonrpc import ErrorResponse, Notification, Request, Response, to_dict
from aggregator.proxy.context import RELAY_BYTES, relay
from aggregator.proxy.resumption import EventLog
from aggregator.proxy.watchers import watchers
from aggregator.transports.http import StreamableHttpTransport

URL = "http://mcp.test/mcp"


@pytest.fixture(params=["asyncio", "trio"])
def anyio_backend(request: pytest.FixtureRequest) -> str:
    return request.param


# -- watchers ---------------------------------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_a_failing_watcher_cancels_its_request_and_its_error_is_raised() -> None:
    reached_end = False

    async def broken() -> None:
        raise ValueError("the watcher broke")

    with anyio.fail_after(5):
        with pytest.raises(ValueError, match="the watcher broke"):
            with anyio.CancelScope() as scope:
                async with watchers(scope) as spawn:
                    spawn(broken)
                    await anyio.sleep_forever()  # only the watcher's failure can end this
                    reached_end = True
    assert not reached_end


@pytest.mark.anyio
async def test_watchers_still_waiting_when_the_request_ends_are_cancelled() -> None:
    started, never = anyio.Event(), anyio.Event()
    finished: list[str] = []

    async def waiting() -> None:
        started.set()
        try:
            await never.wait()
            finished.append("woke")
        finally:
            finished.append("ended")

    with anyio.fail_after(5):
        with anyio.CancelScope() as scope:
            async with watchers(scope) as spawn:
                spawn(waiting)
                await started.wait()
        # the watcher is cancelled where it waits: it ends, and never runs what follows its wait
        while "ended" not in finished:
            await anyio.sleep(0)  # a checkpoint: the cancelled watcher runs its `finally` (bounded by fail_after)
    assert finished == ["ended"]
    assert not scope.cancelled_caught


@pytest.mark.anyio
async def test_a_watcher_cancelled_before_it_ran_leaves_no_coroutine_unawaited(
    recwarn: pytest.WarningsRecorder,
) -> None:
    async def waits() -> None:
        await anyio.sleep_forever()

    with anyio.fail_after(5):
        with anyio.CancelScope() as scope:
            async with watchers(scope) as spawn:
                spawn(waits)  # the request ends at once: on asyncio the watcher's task has not run yet
        await anyio.sleep(0)
    assert not scope.cancelled_caught
    assert not [w for w in recwarn if "never awaited" in str(w.message)]


# -- relay ------------------------------------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_relayed_notifications_all_go_out_in_order_before_the_answer() -> None:
    sent: list[Any] = []

    async def send(message: Any) -> None:
        await anyio.sleep(0)  # a client that takes its time: the answer must still wait for every notification
        sent.append(message)

    notes = [Notification("notifications/progress", {"progress": i}) for i in range(5)]
    with anyio.fail_after(5):
        async with relay(send) as push:
            for note in notes:
                push(note)
        sent.append("answer")
        # the answer went out: a late notification has no request to belong to
        push(Notification("notifications/progress", {"progress": 99}))
        await anyio.sleep(0)
    assert sent == [*notes, "answer"]


@pytest.mark.anyio
async def test_what_waits_for_a_slow_client_is_bounded_in_bytes_and_the_rest_is_dropped() -> None:
    # an upstream's huge progress messages to a client that reads slowly: 256 of 16 MB held 4 GB for one call
    sent: list[Any] = []
    reading = anyio.Event()

    async def send(message: Any) -> None:
        await reading.wait()  # the client reads nothing until every notification is raised
        sent.append(message)

    quarter = "x" * (RELAY_BYTES // 4)
    with anyio.fail_after(5):
        async with relay(send) as push:
            for n in range(40):
                push(Notification("notifications/progress", {"progressToken": "t", "progress": n, "message": quarter}))
            reading.set()
        # what went out was read: room again, and one notification over the bound passes when nothing waits
        async with relay(send) as push:
            push(Notification("notifications/message", {"level": "info", "data": "y" * (2 * RELAY_BYTES)}))
    assert [note.params["progress"] for note in sent[:-1]] == [0, 1, 2]  # the oldest kept, in order
    assert sent[-1].method == "notifications/message"


@pytest.mark.anyio
async def test_a_relay_that_carried_nothing_sends_nothing() -> None:
    sent: list[Any] = []

    async def send(message: Any) -> None:
        sent.append(message)

    with anyio.fail_after(5):
        async with relay(send):
            pass
    assert sent == []


# -- answers handed straight to the caller -----------------------------------------------------------------------------


def _json_answer(message: Any) -> httpx.Response:
    return httpx.Response(
        200, content=json.dumps(to_dict(message)).encode(), headers={"content-type": "application/json"}
    )


def _transport(answer: httpx.Response) -> StreamableHttpTransport:
    async def handler(request: httpx.Request) -> httpx.Response:
        return answer

    return StreamableHttpTransport(URL, client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))


@pytest.mark.anyio
@pytest.mark.parametrize("answer", [Response(1, {"tools": []}), ErrorResponse(1, -32601, "no such method")])
async def test_a_json_answer_goes_straight_to_the_sink_that_takes_it(answer: Response | ErrorResponse) -> None:
    taken: list[Any] = []

    def sink(message: Response | ErrorResponse) -> bool:
        taken.append(message)
        return True

    async with _transport(_json_answer(answer)) as t:
        t.answer_sink = sink
        with anyio.fail_after(5):
            await t.send(Request(1, "tools/list", {}))
        assert taken == [answer]
        with anyio.move_on_after(0.05) as waited:  # nothing was queued: receive() has nothing to give
            await t.receive()
        assert waited.cancelled_caught


@pytest.mark.anyio
async def test_an_answer_the_sink_does_not_take_is_queued_as_before() -> None:
    answer = Response(1, {"tools": []})
    async with _transport(_json_answer(answer)) as t:
        t.answer_sink = lambda message: False  # nobody waits for it here: the read loop judges it
        with anyio.fail_after(5):
            await t.send(Request(1, "tools/list", {}))
            assert await t.receive() == answer


@pytest.mark.anyio
async def test_an_sse_answer_keeps_its_place_behind_the_notifications_before_it() -> None:
    progress = Notification("notifications/progress", {"progressToken": 1, "progress": 0.5})
    answer = Response(1, {"tools": []})
    body = b"".join(b"data: " + json.dumps(to_dict(m)).encode() + b"\n\n" for m in (progress, answer))
    stream = httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})
    taken: list[Any] = []
    async with _transport(stream) as t:
        t.answer_sink = lambda message: bool(taken.append(message)) or True
        with anyio.fail_after(5):
            await t.send(Request(1, "tools/list", {}))
            first, second = await t.receive(), await t.receive()
    assert taken == []  # the sink never saw it: the progress before it would have come second
    assert getattr(first, "message", first) == progress and second == answer


# -- the replay log's count -------------------------------------------------------------------------------------------

_OPS = st.lists(
    st.one_of(
        st.tuples(st.just("open"), st.integers(0, 0)),
        st.tuples(st.just("append"), st.integers(0, 400)),
        st.tuples(st.just("ack"), st.integers(0, 6)),
        st.tuples(st.just("close"), st.integers(0, 0)),
    ),
    max_size=60,
)


@settings(max_examples=200)
@given(_OPS, st.integers(1, 6), st.integers(300, 3000))
def test_the_replay_logs_event_count_is_always_what_its_streams_keep(
    ops: list[tuple[str, int]], max_events: int, max_bytes: int
) -> None:
    log = EventLog(max_streams=3, max_events=max_events, max_bytes=max_bytes)
    streams = [log.open()]
    for op, n in ops:
        stream = streams[-1]
        if op == "open":
            streams.append(log.open())
        elif op == "append":
            stream.append(b"x" * n, stub=b"{}")
        elif op == "ack":
            stream.acknowledge(stream.last - n)
        else:
            stream.close()
        live = [s for s in streams if log.find(f"{s.id}-0") is not None]
        assert log.events == sum(s.kept for s in live)
        assert log.events <= max_events or all(s.kept <= 1 for s in live)


@pytest.mark.anyio
async def test_held_watchers_start_once_the_request_runs_past_their_delay() -> None:
    started = anyio.Event()

    async def watcher() -> None:
        started.set()
        await anyio.sleep_forever()

    with anyio.fail_after(5):
        async with watchers(after=0.01) as spawn:
            spawn(watcher)
            await started.wait()  # a request still running after the delay is watched, as with no delay


def test_a_request_answered_before_its_watchers_are_due_starts_no_task() -> None:
    import asyncio

    ran: list[str] = []

    async def watcher() -> None:
        ran.append("watcher")

    async def main() -> int:
        before = len(asyncio.all_tasks())
        async with watchers(after=60) as spawn:
            spawn(watcher)
            during = len(asyncio.all_tasks())
        await asyncio.sleep(0)
        return during - before

    assert asyncio.run(main()) == 0
    assert ran == []


@pytest.mark.anyio
async def test_an_sse_answer_first_on_its_stream_goes_straight_to_the_sink() -> None:
    answer = Response(1, {"tools": []})
    body = b"id: e0\ndata: \n\n" + b"id: e1\ndata: " + json.dumps(to_dict(answer)).encode() + b"\n\n"
    stream = httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})
    taken: list[Any] = []
    async with _transport(stream) as t:
        t.answer_sink = lambda message: bool(taken.append(message)) or True
        with anyio.fail_after(5):
            await t.send(Request(1, "tools/list", {}))
        with anyio.move_on_after(0.05) as waited:  # a priming event is no message: the answer was first
            await t.receive()
    assert taken == [answer] and waited.cancelled_caught
