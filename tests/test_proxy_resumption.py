"""SSE resumption on the proxy's legacy HTTP sessions: priming events, event ids, Last-Event-ID replay.

The ASGI app is driven directly, with a receive that reports a disconnect when the test says so: that is
the one way to cut a stream at an exact point.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import Notification, Request
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, Session, tool

pytestmark = pytest.mark.anyio


class Exchange:
    """One HTTP exchange with the app: the request body once, then a disconnect when `cut()` is called."""

    def __init__(self, method: str, headers: dict[str, str], body: bytes = b"") -> None:
        self.scope = {
            "type": "http",
            "method": method,
            "path": "/mcp",
            "headers": [(k.encode(), v.encode()) for k, v in {"host": "127.0.0.1", **headers}.items()],
        }
        self.body = body
        self.messages: list[dict[str, Any]] = []
        self._sent_body = False
        self._cut = anyio.Event()
        self._changed = anyio.Event()
        self.done = anyio.Event()

    async def receive(self) -> dict[str, Any]:
        if not self._sent_body:
            self._sent_body = True
            return {"type": "http.request", "body": self.body, "more_body": False}
        await self._cut.wait()
        return {"type": "http.disconnect"}

    async def send(self, message: dict[str, Any]) -> None:
        self.messages.append(message)
        self._changed.set()
        self._changed = anyio.Event()

    def cut(self) -> None:
        self._cut.set()

    @property
    def headers(self) -> dict[str, str]:
        start = next(m for m in self.messages if m["type"] == "http.response.start")
        return {k.decode(): v.decode() for k, v in start["headers"]}

    @property
    def text(self) -> str:
        return b"".join(m.get("body", b"") for m in self.messages if m["type"] == "http.response.body").decode()

    @property
    def ended(self) -> bool:
        return any(m["type"] == "http.response.body" and not m.get("more_body") for m in self.messages)

    async def wait_until(self, condition: Callable[[Exchange], bool]) -> None:
        while not condition(self):
            await self._changed.wait()


def events(text: str) -> list[dict[str, str]]:
    out = []
    for block in text.split("\n\n"):
        fields: dict[str, str] = {}
        for line in block.splitlines():
            if line.startswith(":"):
                continue
            key, _, value = line.partition(": ")
            fields[key] = value
        if fields:
            out.append(fields)
    return out


ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


@asynccontextmanager
async def proxy(release: anyio.Event) -> AsyncIterator[tuple[McpHttpApp, anyio.abc.TaskGroup, FakeServer]]:
    async def slow(session: Session, request: Request) -> dict[str, Any]:
        meta = (request.params or {}).get("_meta") or {}
        token = meta.get("progressToken")
        await session.notify("notifications/progress", {"progressToken": token, "progress": 1, "total": 2})
        await release.wait()
        return {"content": [{"type": "text", "text": "finally"}]}

    fake = FakeServer(era="modern", pages=[[tool("slow")]], on_call=slow)
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with anyio.create_task_group() as tg:
            with anyio.fail_after(10):
                yield app, tg, fake
            tg.cancel_scope.cancel()


async def run(app: McpHttpApp, tg: anyio.abc.TaskGroup, exchange: Exchange) -> Exchange:
    async def go() -> None:
        await app(exchange.scope, exchange.receive, exchange.send)
        exchange.done.set()

    tg.start_soon(go)
    return exchange


async def open_session(app: McpHttpApp, tg: anyio.abc.TaskGroup, version: str) -> dict[str, str]:
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}},
    }
    opened = await run(app, tg, Exchange("POST", ACCEPT, json.dumps(init).encode()))
    await opened.done.wait()
    return {**ACCEPT, "mcp-session-id": opened.headers["mcp-session-id"], "mcp-protocol-version": version}


def call(rid: int = 2) -> bytes:
    params = {"name": "slow", "arguments": {}, "_meta": {"progressToken": "p1"}}
    return json.dumps({"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": params}).encode()


async def test_a_2025_11_25_stream_opens_with_a_priming_event_and_numbers_every_event() -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg, _):
        headers = await open_session(app, tg, "2025-11-25")
        posted = await run(app, tg, Exchange("POST", headers, call()))
        await posted.wait_until(lambda e: len(events(e.text)) >= 2)
        release.set()
        await posted.done.wait()
    got = events(posted.text)
    assert posted.headers["content-type"] == "text/event-stream"
    assert got[0] == {"id": "s1-0", "retry": "1000", "data": ""}  # first, before any message
    assert [e["id"] for e in got[1:]] == ["s1-1", "s1-2"]
    assert json.loads(got[1]["data"])["params"]["progressToken"] == "p1"  # the client's own token back
    assert json.loads(got[2]["data"])["result"]["content"][0]["text"] == "finally"


async def test_older_sessions_get_ids_but_no_priming() -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg, _):
        headers = await open_session(app, tg, "2025-06-18")
        posted = await run(app, tg, Exchange("POST", headers, call()))
        await posted.wait_until(lambda e: len(events(e.text)) >= 1)
        release.set()
        await posted.done.wait()
    got = events(posted.text)
    assert [e["id"] for e in got] == ["s1-1", "s1-2"] and all(e["data"] for e in got)


async def test_a_cut_stream_is_not_a_cancellation_and_resumes_with_last_event_id() -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg, fake):
        headers = await open_session(app, tg, "2025-11-25")
        posted = await run(app, tg, Exchange("POST", headers, call()))
        await posted.wait_until(lambda e: len(events(e.text)) >= 2)
        last_id = events(posted.text)[-1]["id"]
        posted.cut()
        release.set()  # the answer now comes while nobody listens
        resumed = await run(app, tg, Exchange("GET", {**headers, "last-event-id": last_id}))
        await resumed.done.wait()
        await posted.done.wait()
    got = events(resumed.text)
    assert [e["id"] for e in got] == ["s1-2"]
    assert json.loads(got[0]["data"])["result"]["content"][0]["text"] == "finally"
    assert resumed.ended  # the stream of a finished request closes after its answer
    assert "notifications/cancelled" not in fake.methods()
    assert not posted.ended  # nothing more was written to the cut connection


async def test_the_standalone_get_stream_resumes_without_loss() -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg, _):
        headers = await open_session(app, tg, "2025-11-25")
        get_headers = {"accept": "text/event-stream", **{k: v for k, v in headers.items() if k.startswith("mcp-")}}
        first = await run(app, tg, Exchange("GET", get_headers))
        await first.wait_until(lambda e: len(events(e.text)) >= 1)  # the priming event
        entry = next(iter(app._sessions.values()))
        await entry.session.outbox(Notification("notifications/tools/list_changed", None))
        await first.wait_until(lambda e: len(events(e.text)) >= 2)
        seen = events(first.text)[-1]["id"]
        first.cut()
        await first.done.wait()
        await entry.session.outbox(Notification("notifications/prompts/list_changed", None))
        again = await run(app, tg, Exchange("GET", {**get_headers, "last-event-id": seen}))
        await again.wait_until(lambda e: len(events(e.text)) >= 1)
        again.cut()
        await again.done.wait()
    assert events(first.text)[0] == {"id": events(first.text)[0]["id"], "retry": "1000", "data": ""}
    replayed = [json.loads(e["data"])["method"] for e in events(again.text)]
    assert replayed == ["notifications/prompts/list_changed"]


async def test_an_unknown_last_event_id_opens_a_fresh_stream() -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg, _):
        headers = await open_session(app, tg, "2025-11-25")
        get_headers = {"accept": "text/event-stream", "mcp-session-id": headers["mcp-session-id"]}
        stream = await run(app, tg, Exchange("GET", {**get_headers, "last-event-id": "s99-3"}))
        await stream.wait_until(lambda e: len(events(e.text)) >= 1)
        stream.cut()
        await stream.done.wait()
    assert events(stream.text)[0]["data"] == ""  # a new stream, primed


@pytest.mark.parametrize("seq", [b"\xb2", b"\xb9\xb2", b"9" * 4301, b"0" * 5000 + b"1", b"-1", b"1_0"])
async def test_a_last_event_id_of_thousands_of_digits_or_a_non_ascii_digit_is_an_unknown_id(seq: bytes) -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg, _):
        headers = await open_session(app, tg, "2025-11-25")
        get_headers = {"accept": "text/event-stream", "mcp-session-id": headers["mcp-session-id"]}
        first = await run(app, tg, Exchange("GET", get_headers))  # opens stream s1, so the stream part is known
        await first.wait_until(lambda e: len(events(e.text)) >= 1)
        first.cut()
        await first.done.wait()
        again = Exchange("GET", get_headers)
        again.scope["headers"].append((b"last-event-id", b"s1-" + seq))  # raw bytes: latin-1 on the wire
        await run(app, tg, again)
        await again.wait_until(lambda e: len(events(e.text)) >= 1)
        again.cut()
        await again.done.wait()
    assert again.headers["content-type"] == "text/event-stream"
    assert events(again.text)[0]["data"] == ""  # not resumed: a fresh stream, primed


# --- an upstream that lets go of a call's stream (SEP-1699 polling) ---------------------------------


class PollingUpstream:
    """A 2025-11-25 Streamable HTTP server whose `tools/call` stream is primed and then closed before the answer.

    The answer waits for the client's GET with `Last-Event-ID`, as the conformance fixture's `test_reconnection`
    does. Raw ASGI, served by uvicorn: the point is a real HTTP stream cut by the server.
    """

    def __init__(self) -> None:
        self.started = anyio.Event()
        self.resumed_with: list[str] = []

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                self.started.set()
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        headers = {k.decode(): v.decode() for k, v in scope["headers"]}
        if scope["method"] == "GET":
            last = headers.get("last-event-id")
            if last is None:
                await self._reply(send, 405, b"", "text/plain")
                return
            self.resumed_with.append(last)
            answer = {
                "jsonrpc": "2.0",
                "id": int(last.split("-")[1]),
                "result": {"content": [{"type": "text", "text": "polled"}]},
            }
            await self._reply(send, 200, f"id: call-done\ndata: {json.dumps(answer)}\n\n".encode(), "text/event-stream")
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        if scope["method"] != "POST":
            await self._reply(send, 200, b"", "text/plain")
            return
        request = json.loads(body)
        if "id" not in request:
            await self._reply(send, 202, b"", "text/plain")
            return
        rid, method = request["id"], request["method"]
        if method == "tools/call":
            # primed with the request's id in the event id, retry 0, then the stream ends without the answer
            await self._reply(send, 200, f"id: call-{rid}\nretry: 0\ndata: \n\n".encode(), "text/event-stream")
            return
        results: dict[str, Any] = {
            "initialize": {
                "protocolVersion": "2025-11-25",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "polling", "version": "1"},
            },
            "tools/list": {"tools": [{"name": "poll", "inputSchema": {"type": "object"}}]},
        }
        reply = {"jsonrpc": "2.0", "id": rid, "result": results.get(method, {})}
        await self._reply(send, 200, json.dumps(reply).encode(), "application/json", {"mcp-session-id": "up-1"})

    @staticmethod
    async def _reply(send: Any, status: int, body: bytes, kind: str, extra: dict[str, str] | None = None) -> None:
        headers = [(b"content-type", kind.encode()), *((k.encode(), v.encode()) for k, v in (extra or {}).items())]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


@asynccontextmanager
async def polling_upstream() -> AsyncIterator[tuple[str, PollingUpstream]]:
    import socket

    import uvicorn

    app = PollingUpstream()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    async with anyio.create_task_group() as tg:
        tg.start_soon(server.serve, [sock])
        await app.started.wait()
        try:
            yield f"http://127.0.0.1:{sock.getsockname()[1]}/mcp", app
        finally:
            server.should_exit = True


@pytest.mark.parametrize("anyio_backend", ["asyncio"])  # uvicorn serves on asyncio only
async def test_an_upstream_letting_go_of_a_calls_stream_lets_go_of_the_clients_and_the_answer_comes_on_resume(
    anyio_backend: str,
) -> None:
    with anyio.fail_after(20):
        async with polling_upstream() as (url, upstream):
            config = ServerConfig(name="up", url=url, protocol="legacy")
            async with Aggregator([config]) as agg, anyio.create_task_group() as tg:
                app = McpHttpApp(ProxyServer(agg))
                headers = await open_session(app, tg, "2025-11-25")
                body = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "poll", "arguments": {}}}
                posted = await run(app, tg, Exchange("POST", headers, json.dumps(body).encode()))
                await posted.wait_until(lambda e: e.ended)  # let go of, as the upstream let go of ours
                on_post = events(posted.text)
                resumed = await run(app, tg, Exchange("GET", {**headers, "last-event-id": on_post[-1]["id"]}))
                await resumed.done.wait()
                tg.cancel_scope.cancel()
    assert upstream.resumed_with  # the aggregator resumed the upstream's stream itself
    assert on_post[0]["data"] == "" and "retry" in on_post[0]  # primed, and told when to come back
    assert all(e["data"] == "" for e in on_post)  # the answer was not on the stream that was let go of
    (answer,) = [json.loads(e["data"]) for e in events(resumed.text)]
    assert answer["id"] == 7 and answer["result"]["content"][0]["text"] == "polled"


def listing(rid: int) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": rid, "method": "tools/list", "params": {}}).encode()


async def test_every_request_of_a_2025_11_25_session_is_answered_on_its_own_primed_stream() -> None:
    release = anyio.Event()
    async with proxy(release) as (app, tg, _):
        headers = await open_session(app, tg, "2025-11-25")
        lists = [await run(app, tg, Exchange("POST", headers, listing(rid))) for rid in (11, 12, 13)]
        for exchange in lists:
            await exchange.done.wait()
        older = await open_session(app, tg, "2025-06-18")
        plain = await run(app, tg, Exchange("POST", older, listing(14)))
        await plain.done.wait()
    for rid, exchange in zip((11, 12, 13), lists, strict=True):
        assert exchange.headers["content-type"] == "text/event-stream"
        priming, answer = events(exchange.text)
        assert priming["data"] == "" and "retry" in priming  # resumable from its first byte
        assert json.loads(answer["data"])["id"] == rid and json.loads(answer["data"])["result"]["tools"]
    assert len({events(exchange.text)[0]["id"].split("-")[0] for exchange in lists}) == 3  # three streams
    assert plain.headers["content-type"] == "application/json"  # no priming before 2025-11-25: nothing to resume
