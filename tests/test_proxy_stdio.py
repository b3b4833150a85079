"""The proxy's stdio front: JSON-RPC payload shape (batches, invalid objects) and cancellation by notification."""

from __future__ import annotations

import json
import queue
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.proxy.exposure_view import ExposureView
from aggregator.proxy.server import ProxyServer
from aggregator.proxy.stdio import serve_stdio
from aggregator.search import MAX_QUERY_CHARS
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}


class _Stdin:
    """What the client writes, line by line; read in anyio's worker thread."""

    def __init__(self) -> None:
        self._lines: queue.Queue[bytes] = queue.Queue()

    def read1(self, size: int = -1) -> bytes:
        return self._lines.get()

    read = read1

    def feed(self, payload: Any) -> None:
        self._lines.put(json.dumps(payload).encode() + b"\n")

    def close(self) -> None:
        self._lines.put(b"")


class _Stdout:
    """What the proxy writes (one message or batch per write), handed to the test's event loop."""

    def __init__(self) -> None:
        self.tx, self.rx = anyio.create_memory_object_stream[bytes](100)

    def write(self, data: bytes) -> int:
        anyio.from_thread.run_sync(self.tx.send_nowait, data)
        return len(data)

    def flush(self) -> None:
        pass


Talk = tuple[Callable[[Any], None], Callable[[], Any]]


@asynccontextmanager
async def stdio_proxy(fake: FakeServer, version: str = "2025-03-26") -> AsyncIterator[Talk]:
    stdin, stdout = _Stdin(), _Stdout()

    async def reply() -> Any:
        return json.loads(await stdout.rx.receive())

    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg, anyio.create_task_group() as tg:
        tg.start_soon(lambda: serve_stdio(ProxyServer(agg), stdin=stdin, stdout=stdout))  # type: ignore[arg-type]
        try:
            with anyio.fail_after(10):
                params = {
                    "protocolVersion": version,
                    "capabilities": {},
                    "clientInfo": {"name": "c", "version": "1"},
                }
                stdin.feed({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params})
                assert (await reply())["result"]["protocolVersion"] == version
                stdin.feed({"jsonrpc": "2.0", "method": "notifications/initialized"})
                yield stdin.feed, reply
        finally:
            stdin.close()  # EOF: the front drains and returns


def ping(rid: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": rid, "method": "ping"}


async def test_stdio_answers_a_one_element_batch_with_a_one_element_array() -> None:
    async with stdio_proxy(FakeServer()) as (send, reply):
        send([ping(1)])
        assert await reply() == [{"jsonrpc": "2.0", "id": 1, "result": {}}]


async def test_stdio_answers_each_batch_member_on_its_own_in_order() -> None:
    modern_call = {"jsonrpc": "2.0", "id": 4, "method": "tools/list", "params": {"_meta": META}}
    batch = [ping(1), {"jsonrpc": "2.0", "id": 2}, 7, {"jsonrpc": "2.0", "id": 3, "method": "tools/list"}, modern_call]
    async with stdio_proxy(FakeServer(pages=[[tool("echo")]])) as (send, reply):
        send(batch)
        replies = await reply()
    assert [r.get("id") for r in replies] == [1, 2, None, 3, 4]
    assert replies[0]["result"] == {} and replies[3]["result"]["tools"][0]["name"] == "echo"
    assert [replies[i]["error"]["code"] for i in (1, 2, 4)] == [-32600, -32600, -32600]


@pytest.mark.parametrize("payload", [{"jsonrpc": "2.0", "id": 3}, 5, [], {"id": 3, "method": "ping"}])
async def test_stdio_answers_json_that_is_not_a_request_with_invalid_request(payload: Any) -> None:
    async with stdio_proxy(FakeServer()) as (send, reply):
        send(payload)
        answer = await reply()
        send(ping(9))
        assert (await reply())["result"] == {}
    assert answer["error"]["code"] == -32600


async def test_stdio_refuses_a_batch_outside_2025_03_26_as_invalid_request() -> None:
    async with stdio_proxy(FakeServer(), version="2025-06-18") as (send, reply):
        send([ping(1)])
        answer = await reply()
    assert answer["error"]["code"] == -32600 and "batch" in answer["error"]["message"]


@pytest.mark.parametrize("request_id", [[1], {"a": 1}, True, 1.5])
async def test_stdio_survives_a_cancelled_notification_with_no_usable_id(request_id: Any) -> None:
    async with stdio_proxy(FakeServer()) as (send, reply):
        send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": request_id}})
        send(ping(1))
        assert (await reply())["result"] == {}


async def test_stdio_never_cancels_initialize_whatever_the_client_says() -> None:
    # the handshake revisions say initialize MUST NOT be cancelled: a cancellation naming it is ignored. Both lines
    # arrive in one read, so the cancellation is handled before initialize has even started
    stdin, stdout = _Stdin(), _Stdout()
    params = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}
    initialize = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params}
    cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 0}}
    fake = FakeServer()
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg, anyio.create_task_group() as tg:
        tg.start_soon(lambda: serve_stdio(ProxyServer(agg), stdin=stdin, stdout=stdout))  # type: ignore[arg-type]
        try:
            stdin._lines.put(json.dumps(initialize).encode() + b"\n" + json.dumps(cancel).encode() + b"\n")
            with anyio.fail_after(10):
                answer = json.loads(await stdout.rx.receive())
        finally:
            stdin.close()
    assert answer["id"] == 0 and answer["result"]["protocolVersion"] == "2025-06-18"


async def test_stdio_answers_an_oversized_narrowing_query_and_keeps_serving() -> None:
    async with stdio_proxy(FakeServer(pages=[[tool("echo")]])) as (send, reply):
        send({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"query": "x" * (MAX_QUERY_CHARS + 1)}})
        answer = await reply()
        send(ping(2))
        assert (await reply())["result"] == {}
    assert answer["error"]["code"] == -32602 and str(MAX_QUERY_CHARS) in answer["error"]["message"]


@pytest.mark.logs_exceptions  # on purpose: the operator hears the traceback
async def test_stdio_survives_a_handler_failing_unexpectedly_with_internal_error(
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("secret detail")

    monkeypatch.setattr(ExposureView, "narrowed", broken)
    async with stdio_proxy(FakeServer(pages=[[tool("echo")]])) as (send, reply):
        send({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"query": "echo"}})
        answer = await reply()
        send(ping(2))
        assert (await reply())["result"] == {}  # the proxy is still there
    assert answer["id"] == 1 and answer["error"]["code"] == -32603 and "secret" not in answer["error"]["message"]
    assert any(record.exc_info and "secret detail" in str(record.exc_info[1]) for record in caplog.records)
