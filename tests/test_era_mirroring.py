"""Era mirroring: a legacy client reaches a dual-era upstream over a legacy session of its own.

Against the real `mcp` SDK server (HTTP, the session API's `elicit`/`create_message`/`list_roots`)
and, for the bounds and rules, in-memory dual-era fakes on both event-loop backends.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.cli.parser import build_parser
from aggregator.client_handler import DefaultClientHandler
from aggregator.clock import ManualClock
from aggregator.mirror import REFUSAL_HOLD_S, MirroredClient
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import PROXY_MODERN_CAPABILITIES, ProxyServer, ProxySettings, Session, bridging_upstream
from tests.memory_server import FakeServer, tool
from tests.memory_server import Session as FakeSession
from tests.peers import http_server, kit

pytestmark = pytest.mark.anyio
CLIENTS = Path(__file__).resolve().parent / "fixtures" / "clients"
LEGACY = "2025-11-25"
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {"elicitation": {}},
}
ASKING = {"elicitation": {}, "sampling": {}, "roots": {"listChanged": True}}
Answer = Callable[[Request], dict[str, Any]]


class LegacyClient:
    """A legacy client of the proxy's server core: its own session, and answers to what it is asked."""

    _ids = itertools.count(1)

    def __init__(self, server: ProxyServer, answer: Answer, capabilities: dict[str, Any] | None = None) -> None:
        self.server = server
        self.answer = answer
        self.capabilities = ASKING if capabilities is None else capabilities
        self.session: Session = server.open_session()
        self.asked: list[Request] = []

    async def send(self, message: Message) -> None:
        if isinstance(message, Request):  # the server asks us: answer on the spot, as a client would
            self.asked.append(message)
            self.session.deliver(Response(message.id, self.answer(message)))

    async def request(self, method: str, params: dict[str, Any] | None = None) -> Any:
        with anyio.fail_after(30):
            reply = await self.server.handle(
                Request(next(self._ids), method, params), session=self.session, send=self.send
            )
        assert isinstance(reply, Response), reply
        return reply.result

    async def initialize(self) -> LegacyClient:
        info = {"name": "legacy-client", "version": "1"}
        params = {"protocolVersion": LEGACY, "capabilities": self.capabilities, "clientInfo": info}
        await self.request("initialize", params)
        await self.server.handle_notification(_initialized(), self.session)
        return self

    async def call(self, name: str, arguments: dict[str, Any] | None = None) -> str:
        result = await self.request("tools/call", {"name": name, "arguments": arguments or {}})
        return str(result["content"][0]["text"])


def _initialized() -> Notification:
    return Notification("notifications/initialized")


def accept(name: str) -> Answer:
    def answer(request: Request) -> dict[str, Any]:
        if request.method == "elicitation/create":
            return {"action": "accept", "content": {"name": name}}
        if request.method == "sampling/createMessage":
            return {"role": "assistant", "content": {"type": "text", "text": f"from {name}"}, "model": "m"}
        if request.method == "roots/list":
            return {"roots": [{"uri": f"file:///{name}"}]}
        raise AssertionError(f"unexpected request {request.method}")

    return answer


@asynccontextmanager
async def proxy(
    *configs: ServerConfig, clock: ManualClock | None = None, **settings: Any
) -> AsyncIterator[ProxyServer]:
    async with Aggregator(list(configs), clock=clock) as agg:
        server = ProxyServer(agg, ProxySettings(**settings))
        async with anyio.create_task_group() as tg:
            await tg.start(server.watch)
            with anyio.fail_after(90):  # a hang guard: a real SDK server's start takes many seconds on a busy machine
                await agg.wait_connected(timeout=60)
            yield server
            tg.cancel_scope.cancel()


# -- the real SDK server, over HTTP ----------------------------------------------------------------


@pytest.fixture(scope="module")
def session_api_url() -> Iterator[str]:
    k = kit()
    with http_server([k.python, k.fixture("sdk_session_api.py"), "http"]) as url:
        yield url


def sdk(url: str, **extra: Any) -> ServerConfig:
    return ServerConfig(name="sdk", url=url, **extra)


@pytest.mark.peers
async def test_a_legacy_client_is_asked_the_servers_elicitation_and_its_answer_completes_the_call(
    session_api_url: str,
) -> None:
    async with proxy(sdk(session_api_url)) as server:
        assert server.aggregator.status()["sdk"].era == "modern"  # the shared connection stays modern
        client = await LegacyClient(server, accept("octocat")).initialize()
        assert await client.call("ask") == "hello octocat"
        assert [request.method for request in client.asked] == ["elicitation/create"]
        assert client.asked[0].params is not None and client.asked[0].params["message"] == "Your name?"
        assert server.aggregator.own_sessions("sdk") == 1


@pytest.mark.peers
async def test_sampling_and_roots_reach_the_legacy_client_too(session_api_url: str) -> None:
    async with proxy(sdk(session_api_url)) as server:
        client = await LegacyClient(server, accept("ada")).initialize()
        assert await client.call("sample", {"prompt": "hi"}) == "sampled:from ada"
        assert await client.call("roots") == "file:///ada"
        assert [request.method for request in client.asked] == ["sampling/createMessage", "roots/list"]
        assert server.aggregator.own_sessions("sdk") == 1  # one session of its own, however many calls


@pytest.mark.peers
async def test_a_legacy_client_that_declared_no_elicitation_is_asked_on_its_own_session_and_refuses_for_itself(
    session_api_url: str,
) -> None:
    async with proxy(sdk(session_api_url)) as server:
        client = await RefusingClient(server, accept("x"), capabilities={}).initialize()
        call = Request(7, "tools/call", {"name": "ask", "arguments": {}})
        with anyio.fail_after(30):
            reply = await server.handle(call, session=client.session, send=client.send)
        # the session is the client's alone: it is put the question and refuses it itself, as connected directly
        assert [request.method for request in client.asked] == ["elicitation/create"]
        assert "not supported" in repr(reply)
        assert server.aggregator.own_sessions("sdk") == 1


@pytest.mark.peers
async def test_two_legacy_clients_each_get_only_their_own_questions(session_api_url: str) -> None:
    async with proxy(sdk(session_api_url)) as server:
        one = await LegacyClient(server, accept("one")).initialize()
        two = await LegacyClient(server, accept("two")).initialize()
        answers: dict[str, str] = {}

        async def run(name: str, client: LegacyClient) -> None:
            answers[name] = await client.call("ask")

        async with anyio.create_task_group() as tg:
            tg.start_soon(run, "one", one)
            tg.start_soon(run, "two", two)
        assert answers == {"one": "hello one", "two": "hello two"}
        assert len(one.asked) == 1 and len(two.asked) == 1
        assert await one.call("whoami") != await two.call("whoami")  # two upstream sessions, one each
        assert server.aggregator.own_sessions("sdk") == 2


@pytest.mark.peers
async def test_a_legacy_clients_roots_change_reaches_its_own_session(session_api_url: str) -> None:
    # its own session declared the client's `roots.listChanged`: the server counts on hearing of a change
    async with proxy(sdk(session_api_url)) as server:
        client = await LegacyClient(server, accept("ada")).initialize()
        before = int(await client.call("roots_changed"))  # the first call opens the client's own session
        await server.handle_notification(Notification("notifications/roots/list_changed"), client.session)
        with anyio.fail_after(20):
            while int(await client.call("roots_changed")) == before:  # the server takes it in on its own time
                await anyio.sleep(0.05)


@pytest.mark.peers
async def test_a_url_elicitation_a_server_completes_on_a_clients_own_session_is_told_to_that_client(
    session_api_url: str,
) -> None:
    completed: list[Any] = []
    told = anyio.Event()

    async def outbox(message: Message) -> None:  # the client's own session stream (stdout, or its GET stream)
        if isinstance(message, Notification) and message.method == "notifications/elicitation/complete":
            completed.append((message.params or {}).get("elicitationId"))
            told.set()

    async with proxy(sdk(session_api_url)) as server:
        client = LegacyClient(server, lambda request: {"action": "accept"}, capabilities={"elicitation": {"url": {}}})
        client.session.outbox = outbox
        await client.initialize()
        assert await client.call("visit") == "visited:accept"
        with anyio.fail_after(20):
            await told.wait()
    (asked,) = client.asked
    assert asked.params is not None and asked.params["mode"] == "url"
    assert completed == [asked.params["elicitationId"]]  # as the server would tell it directly


@pytest.mark.peers
async def test_a_modern_client_keeps_the_shared_modern_connection(session_api_url: str) -> None:
    async with proxy(sdk(session_api_url)) as server:
        params = {"name": "whoami", "arguments": {}, "_meta": MODERN_META}
        with anyio.fail_after(30):
            reply = await server.handle(Request(1, "tools/call", params), session=None, send=_ignore)
        assert isinstance(reply, Response)
        assert reply.result["content"][0]["text"] == "none"  # the modern era: no upstream session at all
        assert server.aggregator.own_sessions() == 0


@pytest.mark.peers
async def test_a_pinned_era_is_not_mirrored(session_api_url: str) -> None:
    async with proxy(sdk(session_api_url, protocol="modern")) as server:
        client = await LegacyClient(server, accept("x")).initialize()
        assert (await client.call("ask")).startswith("not supported")  # as the config asked: modern, shared
        assert client.asked == [] and server.aggregator.own_sessions() == 0


@pytest.mark.peers
async def test_the_upstream_session_ends_when_the_downstream_session_is_deleted(session_api_url: str) -> None:
    async with proxy(sdk(session_api_url)) as server, _http(server) as (_, http):
        headers = await _legacy_session(http)
        upstream_session = await _http_call(http, headers, "whoami")
        assert upstream_session != "none" and server.aggregator.own_sessions("sdk") == 1
        own = _only_session(server).own
        assert own is not None
        deleted = await http.delete("/mcp", headers={"mcp-session-id": headers["mcp-session-id"]})
        assert deleted.status_code == 200
        with anyio.fail_after(20):
            await own.wait_closed()
        assert server.aggregator.own_sessions() == 0
        assert upstream_session in (await _modern_call(server, "ended")).split(",")  # the server saw its DELETE


@pytest.mark.peers
async def test_the_upstream_session_ends_when_the_downstream_session_expires(session_api_url: str) -> None:
    clock = ManualClock()
    async with proxy(sdk(session_api_url)) as server, _http(server, clock, session_idle_s=60) as (app, http):
        headers = await _legacy_session(http)
        upstream_session = await _http_call(http, headers, "whoami")
        own = _only_session(server).own
        assert own is not None and server.aggregator.own_sessions("sdk") == 1
        clock.advance(61)
        assert app.expire() == 1
        with anyio.fail_after(20):
            await own.wait_closed()
        assert server.aggregator.own_sessions() == 0
        assert upstream_session in (await _modern_call(server, "ended")).split(",")


async def _ignore(message: Message) -> None:
    pass


async def _modern_call(server: ProxyServer, name: str) -> str:
    params = {"name": name, "arguments": {}, "_meta": MODERN_META}
    with anyio.fail_after(30):
        reply = await server.handle(Request(99, "tools/call", params), session=None, send=_ignore)
    assert isinstance(reply, Response), reply
    return str(reply.result["content"][0]["text"])


def _only_session(server: ProxyServer) -> Session:
    (session,) = server._sessions.values()  # the test looks at the one session the front opened
    return session


@asynccontextmanager
async def _http(
    server: ProxyServer, clock: ManualClock | None = None, **settings: Any
) -> AsyncIterator[tuple[McpHttpApp, httpx.AsyncClient]]:
    app = McpHttpApp(server, HttpSettings(**settings), clock=clock)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
        yield app, http


HTTP_ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


async def _legacy_session(http: httpx.AsyncClient) -> dict[str, str]:
    info = {"name": "c", "version": "1"}
    init = {"jsonrpc": "2.0", "id": 0, "method": "initialize"}
    init["params"] = {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": info}  # type: ignore[assignment]
    with anyio.fail_after(30):
        opened = await http.post("/mcp", content=json.dumps(init), headers=HTTP_ACCEPT)
    assert opened.status_code == 200, opened.text
    return {**HTTP_ACCEPT, "mcp-session-id": opened.headers["mcp-session-id"], "mcp-protocol-version": LEGACY}


async def _http_call(http: httpx.AsyncClient, headers: dict[str, str], name: str) -> str:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": name, "arguments": {}}}
    with anyio.fail_after(30):
        answered = await http.post("/mcp", content=json.dumps(body), headers=headers)
    assert answered.status_code == 200, answered.text
    text = answered.text
    payload = json.loads(text) if text.startswith("{") else _last_sse_data(text)
    return str(payload["result"]["content"][0]["text"])


def _last_sse_data(text: str) -> dict[str, Any]:
    datas = [line[5:].strip() for line in text.splitlines() if line.startswith("data:") and line[5:].strip()]
    return json.loads(datas[-1])  # type: ignore[no-any-return]


@pytest.mark.peers
async def test_a_stdio_server_is_never_mirrored(anyio_backend: str) -> None:
    k = kit()
    stdio = ServerConfig(name="sdk", command=k.python, args=[k.fixture("sdk_server.py")])
    async with proxy(stdio) as server:
        assert server.aggregator.status()["sdk"].era == "modern"
        client = await LegacyClient(server, accept("x")).initialize()
        assert await client.call("search", {"query": "q"}) == "sdk:search:q"
        assert server.aggregator.own_sessions() == 0  # one process, one session: the shared one


# -- in-memory dual-era fakes: the bound and the rules -------------------------------------------

ELICIT = {
    "mode": "form",
    "message": "Your name?",
    "requestedSchema": {"type": "object", "properties": {"name": {"type": "string"}}},
}
_fake_ids = itertools.count(1000)


async def _ask_client(session: FakeSession, method: str, params: dict[str, Any]) -> Any:
    rid = next(_fake_ids)
    await session.send(Request(rid, method, params))
    while rid not in session.replies:
        if session.replied.is_set():
            session.replied = anyio.Event()
        await session.replied.wait()
    reply = session.replies[rid]
    return reply.result if isinstance(reply, Response) else {"error": reply.code}  # type: ignore[union-attr]


async def _dual_era_ask(session: FakeSession, request: Request) -> dict[str, Any] | ErrorResponse | None:
    """Like the SDK: a legacy session asks through the session; the modern era asks with input_required."""
    params = request.params or {}
    if session.era == "legacy":
        answer = await _ask_client(session, "elicitation/create", ELICIT)
        return {"content": [{"type": "text", "text": f"legacy:{json.dumps(answer, sort_keys=True)}"}]}
    if "inputResponses" in params:
        answer = params["inputResponses"]["q"]
        return {"resultType": "complete", "content": [{"type": "text", "text": f"modern:{json.dumps(answer)}"}]}
    asked = {"q": {"method": "elicitation/create", "params": ELICIT}}
    return {"resultType": "input_required", "inputRequests": asked, "requestState": "opaque"}


def dual(era: Any = "dual") -> FakeServer:
    return FakeServer(era=era, pages=[[tool("ask")]], on_call=_dual_era_ask)


async def test_past_the_bound_a_legacy_client_shares_the_modern_connection() -> None:
    fake = dual()
    async with proxy(ServerConfig(name="s", serve=fake.serve), mirror_sessions=1) as server:
        first = await LegacyClient(server, accept("first")).initialize()
        second = await LegacyClient(server, accept("second")).initialize()
        assert (await first.call("ask")).startswith("legacy:")  # its own legacy session
        assert (await second.call("ask")).startswith("modern:")  # over the bound: the shared modern connection
        assert server.aggregator.own_sessions("s") == 1 and fake.sessions == 2
        # still asked, by era bridging: the modern server's input_required became a request on its stream
        assert [r.method for r in second.asked] == ["elicitation/create"]
        first_session = first.session
        server.close_session(first_session)
        assert first_session.own is not None
        with anyio.fail_after(10):
            await first_session.own.wait_closed()
        assert (await second.call("ask")).startswith("legacy:")  # a slot came free: the next call takes it
        assert server.aggregator.own_sessions("s") == 1


async def test_a_modern_client_still_gets_input_required() -> None:
    fake = dual()
    async with proxy(ServerConfig(name="s", serve=fake.serve)) as server:
        params = {"name": "ask", "arguments": {}, "_meta": MODERN_META}
        with anyio.fail_after(10):
            reply = await server.handle(Request(1, "tools/call", params), session=None, send=_ignore)
        assert isinstance(reply, Response) and reply.result["resultType"] == "input_required"
        assert server.aggregator.own_sessions() == 0 and fake.sessions == 1


async def test_a_server_that_speaks_only_the_modern_era_is_reached_on_the_shared_connection() -> None:
    fake = dual("modern")
    clock = ManualClock()
    async with proxy(ServerConfig(name="s", serve=fake.serve), clock=clock) as server:
        first = await LegacyClient(server, accept("a")).initialize()
        second = await LegacyClient(server, accept("b")).initialize()
        assert (await first.call("ask")).startswith("modern:")
        assert (await second.call("ask")).startswith("modern:")
        # one legacy handshake was tried and refused; nobody tries again while the refusal holds
        assert fake.methods().count("initialize") == 1
        assert server.aggregator.own_sessions() == 0
        clock.advance(REFUSAL_HOLD_S + 1)  # a server that was merely down may be back: it is asked once more
        third = await LegacyClient(server, accept("c")).initialize()
        assert (await third.call("ask")).startswith("modern:")
        assert fake.methods().count("initialize") == 2


async def test_nothing_is_opened_before_a_call_needs_the_server() -> None:
    fake = dual()
    async with proxy(ServerConfig(name="s", serve=fake.serve)) as server:
        client = await LegacyClient(server, accept("a")).initialize()
        await client.request("tools/list")
        assert server.aggregator.own_sessions() == 0 and fake.sessions == 1
        await client.call("ask")
        assert server.aggregator.own_sessions() == 1 and fake.sessions == 2


async def test_a_reload_or_the_aggregators_close_ends_the_own_sessions() -> None:
    fake = dual()
    config = ServerConfig(name="s", serve=fake.serve)
    async with proxy(config) as server:
        agg = server.aggregator
        client = await LegacyClient(server, accept("a")).initialize()
        await client.call("ask")
        own = client.session.own
        assert own is not None and own.servers == ("s",)
        await agg.reload(replace(agg.config, servers=(ServerConfig(name="s", serve=fake.serve, min_ttl_ms=1),)))
        with anyio.fail_after(10):
            await own.wait_closed()
        assert agg.own_sessions() == 0 and own.servers == ()
        with anyio.fail_after(10):
            await agg.wait_connected(timeout=5)
        assert (await client.call("ask")).startswith("legacy:")  # a new one, with the new config
        assert agg.own_sessions() == 1
    assert agg.own_sessions() == 0


@pytest.mark.parametrize(("text", "expected"), [("0", 0), ("3", 3)])
def test_serve_takes_the_mirror_bound_as_a_whole_number(text: str, expected: int) -> None:
    args = build_parser().parse_args(["serve", "--mirror-sessions", text])
    assert args.mirror_sessions == expected


@pytest.mark.parametrize("text", ["-1", "\u0663", "1_0"])
def test_serve_refuses_a_mirror_bound_that_is_not_a_whole_number(text: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        build_parser().parse_args(["serve", "--mirror-sessions", text])
    assert stopped.value.code == 2


@pytest.mark.peers
def test_the_sdk_client_in_the_legacy_era_is_asked_through_serve_http(session_api_url: str, tmp_path: Path) -> None:
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"sdk": {"url": session_api_url}}}))
    k = kit()
    serve = [sys.executable, "-m", "aggregator", "serve", "-c", str(config), "--http", "127.0.0.1:0"]
    with http_server(serve, ready=r"LISTENING (\S+)", stream="stdout") as url:
        runs = [
            subprocess.run(
                [k.python, str(CLIENTS / "mcp_asked.py"), "--url", url, "--tool", "ask", "--name", who],
                capture_output=True,
                text=True,
                timeout=90,
            )
            for who in ("grace", "linus")
        ]
    for run, who in zip(runs, ("grace", "linus"), strict=True):
        assert run.returncode == 0, run.stderr[-3000:]
        out = json.loads(run.stdout.strip().splitlines()[-1])
        assert out == {"text": f"hello {who}", "asked": ["Your name?"], "is_error": False}


@asynccontextmanager
async def bridging_proxy(*configs: ServerConfig) -> AsyncIterator[ProxyServer]:
    """The proxy as `serve` builds it: upstreams declare what it can bridge (see `bridging_upstream`)."""
    options = {"client_capabilities": PROXY_MODERN_CAPABILITIES, "upstream_factory": bridging_upstream}
    async with Aggregator(list(configs), **options) as agg:
        server = ProxyServer(agg, ProxySettings())
        async with anyio.create_task_group() as tg:
            await tg.start(server.watch)
            with anyio.fail_after(30):
                await agg.wait_connected(timeout=20)
            yield server
            tg.cancel_scope.cancel()


@pytest.mark.parametrize("capabilities", [{}, {"sampling": {}}, ASKING])
async def test_a_mirrored_session_declares_the_legacy_clients_own_capabilities_not_the_bridgeable_set(
    capabilities: dict[str, Any],
) -> None:
    fake = dual()
    async with bridging_proxy(ServerConfig(name="s", serve=fake.serve)) as server:
        client = await LegacyClient(server, accept("a"), capabilities=capabilities).initialize()
        await client.call("ask")
        assert server.aggregator.own_sessions("s") == 1
    # the shared connection is modern (server/discover): the one initialize is the client's own session's
    (init,) = [m for m in fake.received if isinstance(m, Request) and m.method == "initialize"]
    assert init.params is not None and init.params["capabilities"] == capabilities


class RefusingClient(LegacyClient):
    """A legacy client that refuses every request of the server's, as the SDK client does one it has no callback for."""

    async def send(self, message: Message) -> None:
        if isinstance(message, Request):
            self.asked.append(message)
            self.session.deliver(ErrorResponse(message.id, -32600, f"{message.method} is not supported"))


async def test_on_its_own_session_a_legacy_client_is_put_what_it_did_not_declare_and_refuses_it_itself() -> None:
    fake = dual()
    async with bridging_proxy(ServerConfig(name="s", serve=fake.serve)) as server:
        client = await RefusingClient(server, accept("a"), capabilities={}).initialize()
        # its own session: nobody else's request can be there, so the client itself answers, as directly
        assert await client.call("ask") == 'legacy:{"error": -32600}'
        assert [request.method for request in client.asked] == ["elicitation/create"]
        assert server.aggregator.own_sessions("s") == 1


async def test_a_mirrored_sessions_request_outside_any_call_goes_to_its_client_itself() -> None:
    asked: list[tuple[str, dict[str, Any]]] = []

    async def client(method: str, params: dict[str, Any]) -> dict[str, Any]:
        asked.append((method, params))
        return {"roots": [{"uri": "file:///mine"}]}

    fallback = DefaultClientHandler([{"uri": "file:///configured"}])
    mirrored = MirroredClient({"roots": {"listChanged": True}}, fallback, client)
    with anyio.fail_after(5):
        answer = await mirrored.handle("s", "roots/list", None)
        unreachable = await MirroredClient({}, fallback).handle("s", "roots/list", None)
    assert answer == {"roots": [{"uri": "file:///mine"}]} and asked == [("roots/list", {})]
    assert unreachable == {"roots": [{"uri": "file:///configured"}]}  # no way to reach the client: the host's handler
