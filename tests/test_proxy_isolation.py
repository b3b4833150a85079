"""One downstream client never sees another's traffic: log lines, progress and the server's own requests.

Two clients A and B call through one proxy, at the same time, into one upstream (`fixtures/servers/chatty.py`)
that talks back mid-call only once both calls are in flight. Over Streamable HTTP the upstream says on each
call's own stream whose it is; over stdio nothing says it, so nobody but the session-level log gets it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, Session, tool
from tests.peers import SERVERS, http_server

pytestmark = pytest.mark.anyio
CHATTY = str(SERVERS / "chatty.py")
LEGACY = "2025-06-18"
MODERN_VERSION = "2026-07-28"
ELICITS = {"elicitation": {}}


@asynccontextmanager
async def proxied(config: ServerConfig) -> AsyncIterator[ProxyServer]:
    """A proxy in front of one server, wired as `serve` wires it: events in, `watch` running."""
    holder: list[ProxyServer] = []
    async with Aggregator([config], on_event=lambda event: holder[0].on_event(event) if holder else None) as agg:
        srv = ProxyServer(agg)
        holder.append(srv)
        async with anyio.create_task_group() as tg:
            await tg.start(srv.watch)
            with anyio.fail_after(30):
                yield srv
            tg.cancel_scope.cancel()


def stdio_chatty(together: int = 2) -> ServerConfig:
    return ServerConfig(name="chatty", command=sys.executable, args=[CHATTY, "--together", str(together)])


@asynccontextmanager
async def http_chatty(together: int = 2) -> AsyncIterator[ServerConfig]:
    with http_server([sys.executable, CHATTY, "http", "--together", str(together)]) as url:
        yield ServerConfig(name="chatty", url=url)


class Client:
    """A downstream client of the proxy: what it was sent on its calls' streams, on its session, what it was asked."""

    def __init__(self, srv: ProxyServer, name: str, capabilities: dict[str, Any], *, modern: bool = False) -> None:
        self.srv, self.name, self.capabilities, self.modern = srv, name, capabilities, modern
        self.session = None if modern else srv.open_session(outbox=self._outbox)
        self.on_session: list[Message] = []
        self.on_calls: list[Message] = []
        self.asked: list[Request] = []

    async def _outbox(self, message: Message) -> None:
        self.on_session.append(message)

    async def _send(self, message: Message) -> None:
        self.on_calls.append(message)
        if isinstance(message, Request):
            self.asked.append(message)  # our own answer: this client's name
            assert self.session is not None
            self.session.deliver(Response(message.id, {"action": "accept", "content": {"name": self.name}}))

    async def initialize(self, log_level: str | None = None) -> None:
        assert self.session is not None
        hello = {"protocolVersion": LEGACY, "capabilities": self.capabilities, "clientInfo": {"name": self.name}}
        await self.srv.handle(Request(0, "initialize", hello), session=self.session, send=self._send)
        await self.srv.handle_notification(Notification("notifications/initialized"), self.session)
        if log_level is not None:
            await self.srv.handle(
                Request(1, "logging/setLevel", {"level": log_level}), session=self.session, send=self._send
            )

    async def call(self, tool_name: str, token: str | None = None) -> str:
        meta: dict[str, Any] = {} if token is None else {"progressToken": token}
        if self.modern:
            meta["io.modelcontextprotocol/protocolVersion"] = MODERN_VERSION
            meta["io.modelcontextprotocol/clientCapabilities"] = self.capabilities
        params: dict[str, Any] = {"name": tool_name, "arguments": {"tag": self.name}, "_meta": meta}
        reply = await self.srv.handle(Request(10, "tools/call", params), session=self.session, send=self._send)
        if isinstance(reply, ErrorResponse):
            return f"error:{reply.code}"
        assert isinstance(reply, Response), reply
        return str(reply.result["content"][0]["text"])

    def heard(self) -> str:
        """Everything this client was sent, as one text to search."""
        return json.dumps([repr(m) for m in self.on_calls + self.on_session])

    def call_stream_text(self) -> str:
        return json.dumps([repr(m) for m in self.on_calls])


async def both(*calls: Any) -> list[Any]:
    """Run the calls at the same time; their results in order."""
    results: list[Any] = [None] * len(calls)

    async def run(index: int, call: Any) -> None:
        results[index] = await call

    async with anyio.create_task_group() as tg:
        for index, call in enumerate(calls):
            tg.start_soon(run, index, call)
    return results


# -- stdio upstream: nothing ties a message to a call, so with two in flight nobody's call gets it -----------------


async def test_stdio_log_lines_of_concurrent_calls_never_enter_another_clients_call_stream() -> None:
    async with proxied(stdio_chatty()) as srv:
        a, b = Client(srv, "alpha", {}), Client(srv, "bravo", {})
        await a.initialize(log_level="info")
        await b.initialize()
        got = await both(a.call("chat", token="ta"), b.call("chat", token="tb"))
        with anyio.fail_after(10):
            while len([m for m in a.on_session if isinstance(m, Notification)]) < 2:
                await anyio.wait_all_tasks_blocked()
    assert got == ["chat:alpha", "chat:bravo"]
    # neither call stream carries the other's traffic; a log line nobody can place is session-level only
    assert "bravo" not in a.call_stream_text() and "alpha" not in b.call_stream_text()
    assert not [m for m in a.on_calls + b.on_calls if isinstance(m, Notification) and m.method.endswith("message")]
    # progress names its call by token: each client gets its own, with its own token
    assert [m.params for m in a.on_calls if isinstance(m, Notification)] == [
        {"progress": 1, "total": 2, "message": "progress:alpha", "progressToken": "ta"}
    ]
    assert [m.params["message"] for m in b.on_calls if isinstance(m, Notification)] == ["progress:bravo"]
    # the session-level lines go only to the client that asked for them (A), never to B
    assert sorted(m.params["data"] for m in a.on_session if isinstance(m, Notification)) == ["log:alpha", "log:bravo"]
    assert b.on_session == []


async def test_stdio_elicitation_with_two_callers_in_flight_is_declined_and_shown_to_nobody() -> None:
    async with proxied(stdio_chatty()) as srv:
        a = Client(srv, "alpha", ELICITS)
        b = Client(srv, "bravo", {}, modern=True)  # declared nothing: may never be asked
        await a.initialize()
        chatted, answered = await both(a.call("chat"), b.call("ask"))
    assert chatted == "chat:alpha"
    assert a.asked == [] and b.asked == []  # A never sees B's question
    assert answered == 'answer:{"error": -32601}'  # the upstream got our own handler's decline
    assert "bravo" not in a.heard()


async def test_stdio_elicitation_goes_to_the_one_caller_in_flight_only_if_it_declared_elicitation() -> None:
    async with proxied(stdio_chatty(together=1)) as srv:
        lacking = Client(srv, "bravo", {})
        await lacking.initialize()
        declined = await lacking.call("ask")
        able = Client(srv, "alpha", ELICITS)
        await able.initialize()
        accepted = await able.call("ask")
    assert lacking.asked == [] and declined == 'answer:{"error": -32601}'
    assert [m.params["message"] for m in able.asked] == ["ask:alpha"]
    assert accepted == 'answer:{"action": "accept", "content": {"name": "alpha"}}'


async def test_a_list_fetch_of_our_own_in_flight_does_not_hide_the_one_callers_question() -> None:
    """A background list fetch is nobody's call: beside it, the one caller in flight still owns the question."""
    # legacy, no listChanged, legacy_ttl_ms 0: every list is fetched anew
    fake = FakeServer(era="legacy", pages=[[tool("ask")]], capabilities={"tools": {}})
    calling = anyio.Event()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        fake.list_gate = anyio.Event()  # the list fetched meanwhile hangs until the question is answered
        fake.received.clear()
        calling.set()
        await fake.wait_for("tools/list")
        await session.send(Request(900, "elicitation/create", {"message": "which?", "requestedSchema": {}}))
        while 900 not in session.replies:
            session.replied = anyio.Event()
            await session.replied.wait()
        fake.list_gate.set()
        return {"content": [{"type": "text", "text": repr(session.replies.pop(900))}]}

    fake.on_call = on_call
    async with proxied(ServerConfig(name="fake", serve=fake.serve)) as srv:
        able = Client(srv, "alpha", ELICITS)
        await able.initialize()
        answered: list[str] = []

        async def call() -> None:
            answered.append(await able.call("ask"))

        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            await calling.wait()
            tg.start_soon(srv.aggregator.list_tools)
    assert [m.params["message"] for m in able.asked] == ["which?"]
    assert "alpha" in answered[0]


# -- Streamable HTTP upstream: each call's own stream says whose a message is --------------------------------------


async def test_http_log_lines_and_progress_reach_only_the_client_whose_call_they_came_on() -> None:
    async with http_chatty() as config, proxied(config) as srv:
        a, b = Client(srv, "alpha", {}), Client(srv, "bravo", {})
        await a.initialize(log_level="info")
        await b.initialize(log_level="info")
        got = await both(a.call("chat", token="ta"), b.call("chat", token="tb"))
    assert got == ["chat:alpha", "chat:bravo"]
    for me, other in ((a, "bravo"), (b, "alpha")):
        notes = [m for m in me.on_calls if isinstance(m, Notification)]
        assert [n.method for n in notes] == ["notifications/message", "notifications/progress"]
        assert notes[0].params == {"level": "info", "logger": "chatty", "data": f"log:{me.name}"}
        assert notes[1].params["message"] == f"progress:{me.name}"
        assert other not in me.heard()


async def test_http_log_line_of_a_client_that_asked_for_none_is_dropped_not_given_to_one_that_did() -> None:
    async with http_chatty() as config, proxied(config) as srv:
        a, b = Client(srv, "alpha", {}), Client(srv, "bravo", {})
        await a.initialize(log_level="debug")
        await b.initialize()  # asked for no logs
        got = await both(a.call("chat"), b.call("chat"))
    assert got == ["chat:alpha", "chat:bravo"]
    assert [m.params["data"] for m in a.on_calls if isinstance(m, Notification)] == ["log:alpha"]
    assert "bravo" not in a.heard()  # neither on A's call stream nor as a session-level line
    assert b.on_calls == [] and b.on_session == []


async def test_http_elicitation_reaches_exactly_the_client_whose_call_caused_it() -> None:
    async with http_chatty() as config, proxied(config) as srv:
        a, b = Client(srv, "alpha", ELICITS), Client(srv, "bravo", ELICITS)
        await a.initialize()
        await b.initialize()
        got = await both(a.call("ask"), b.call("ask"))
    assert [m.params["message"] for m in a.asked] == ["ask:alpha"]
    assert [m.params["message"] for m in b.asked] == ["ask:bravo"]
    # each answer completed its own client's call, not the other's
    assert got == [
        'answer:{"action": "accept", "content": {"name": "alpha"}}',
        'answer:{"action": "accept", "content": {"name": "bravo"}}',
    ]


async def test_http_elicitation_of_a_client_without_the_capability_is_declined_never_shown_to_another() -> None:
    async with http_chatty() as config, proxied(config) as srv:
        a = Client(srv, "alpha", ELICITS)
        b = Client(srv, "bravo", {}, modern=True)
        await a.initialize()
        chatted, answered = await both(a.call("chat"), b.call("ask"))
    assert chatted == "chat:alpha"
    assert a.asked == [] and b.asked == []
    assert answered == "error:-32021"  # a modern client: MissingRequiredClientCapability
    assert "bravo" not in a.heard()


async def test_http_front_sessions_each_get_only_their_own_log_lines_and_progress() -> None:
    async with http_chatty() as config, proxied(config) as srv:
        app = McpHttpApp(srv)
        base = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:

            async def post(body: dict[str, Any], session: str | None = None) -> httpx.Response:
                headers = {**base, **({"mcp-session-id": session} if session else {})}
                return await http.post("/mcp", content=json.dumps({"jsonrpc": "2.0", **body}), headers=headers)

            async def session_of(name: str) -> str:
                hello = {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": name}}
                sid = (await post({"id": 0, "method": "initialize", "params": hello})).headers["mcp-session-id"]
                await post({"method": "notifications/initialized"}, sid)
                await post({"id": 1, "method": "logging/setLevel", "params": {"level": "info"}}, sid)
                return sid

            async def chat(name: str, sid: str) -> str:
                params = {"name": "chat", "arguments": {"tag": name}, "_meta": {"progressToken": name}}
                return (await post({"id": 2, "method": "tools/call", "params": params}, sid)).text

            sessions = [await session_of("alpha"), await session_of("bravo")]
            alpha, bravo = await both(chat("alpha", sessions[0]), chat("bravo", sessions[1]))
    for mine, theirs, name in ((alpha, bravo, "alpha"), (bravo, alpha, "bravo")):
        assert f"log:{name}" in mine and f"progress:{name}" in mine and f"chat:{name}" in mine
        assert "log:" + ("bravo" if name == "alpha" else "alpha") not in mine
        assert theirs != mine


# -- a modern upstream's input request: relayed only to a client that declared what it needs ------------------------


async def test_a_modern_client_that_declared_no_elicitation_is_never_relayed_an_elicitation() -> None:
    """Two clients at once: the one that declared elicitation gets its own question; the other gets -32021, and
    neither hears the other's question anywhere.
    """

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        tag = (req.params or {}).get("arguments", {}).get("tag")
        request = {"method": "elicitation/create", "params": {"message": f"secret question for {tag}"}}
        return {"resultType": "input_required", "inputRequests": {"k": request}, "requestState": "s"}

    fake = FakeServer(era="modern", pages=[[tool("ask")]], on_call=on_call)
    async with Aggregator([ServerConfig(name="m", serve=fake.serve)]) as agg:
        srv = ProxyServer(agg)
        sent: dict[str, list[Message]] = {"alpha": [], "bravo": []}

        def asking(tag: str, capabilities: dict[str, Any]) -> Request:
            meta = {
                "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
                "io.modelcontextprotocol/clientCapabilities": capabilities,
            }
            return Request(1, "tools/call", {"name": "ask", "arguments": {"tag": tag}, "_meta": meta})

        async def send_to(tag: str, message: Message) -> None:
            sent[tag].append(message)

        with anyio.fail_after(10):
            refused, relayed = await both(
                srv.handle(asking("alpha", {}), session=None, send=lambda m: send_to("alpha", m)),
                srv.handle(asking("bravo", ELICITS), session=None, send=lambda m: send_to("bravo", m)),
            )
    assert isinstance(refused, ErrorResponse) and refused.code == -32021
    assert refused.data["requiredCapabilities"] == {"elicitation": {}}
    assert "secret question" not in repr(refused)
    assert isinstance(relayed, Response) and relayed.result["resultType"] == "input_required"
    assert relayed.result["inputRequests"]["k"]["params"]["message"] == "secret question for bravo"
    assert "for alpha" not in repr(relayed)
    assert sent == {"alpha": [], "bravo": []}  # nothing on any stream: the question is only in the call's answer
