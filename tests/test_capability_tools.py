"""Capability-dependent tools through the proxy: the capabilities we can bridge are declared upstream, a call whose
upstream asks its client for what the calling client did not declare is refused with `-32021` (modern) or a clear
`isError` (legacy), and from then on that tool is only in the lists of clients that declared what it needs.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.proxy.server import PROXY_MODERN_CAPABILITIES, ProxyServer, ProxySettings, bridging_upstream
from tests.memory_server import FakeServer, Session, tool

pytestmark = pytest.mark.anyio
SAMPLE = {"messages": [{"role": "user", "content": {"type": "text", "text": "hi"}}], "maxTokens": 5}
VERSION_KEY = "io.modelcontextprotocol/protocolVersion"
CAPS_KEY = "io.modelcontextprotocol/clientCapabilities"


async def _sampling_tool(session: Session, req: Request) -> dict[str, Any]:
    """Like server-everything's trigger-sampling-request: asks its client to sample, reports what came back."""
    await session.send(Request(900, "sampling/createMessage", SAMPLE))
    while 900 not in session.replies:
        session.replied = anyio.Event()
        await session.replied.wait()
    reply = session.replies.pop(900)
    if isinstance(reply, ErrorResponse):
        return {"content": [{"type": "text", "text": f"sampling failed: {reply.message}"}], "isError": True}
    return {"content": [{"type": "text", "text": json.dumps(reply.result)}]}  # type: ignore[union-attr]


def _everything_like() -> FakeServer:
    return FakeServer(era="legacy", pages=[[tool("echo"), tool("sample")]], on_call=_sampling_tool)


@asynccontextmanager
async def proxy(*servers: tuple[str, FakeServer]) -> AsyncIterator[ProxyServer]:
    configs = [ServerConfig(name=name, serve=fake.serve) for name, fake in servers]
    bridging = {"client_capabilities": PROXY_MODERN_CAPABILITIES, "upstream_factory": bridging_upstream}
    holder: list[ProxyServer] = []  # the servers' events reach the proxy, as `serve` wires them

    def on_event(event: Any) -> None:
        if holder:
            holder[0].on_event(event)

    async with Aggregator(configs, on_event=on_event, **bridging) as agg:
        server = ProxyServer(agg, ProxySettings())
        holder.append(server)
        async with anyio.create_task_group() as tg:
            await tg.start(server.watch)
            yield server
            tg.cancel_scope.cancel()


def modern(rid: int, method: str, params: dict[str, Any], caps: dict[str, Any]) -> Request:
    return Request(rid, method, {**params, "_meta": {VERSION_KEY: "2026-07-28", CAPS_KEY: caps}})


async def ask(server: ProxyServer, request: Request, session: Any = None) -> Any:
    async def send(message: Message) -> None:
        pass

    with anyio.fail_after(10):
        return await server.handle(request, session=session, send=send)


def names(reply: Any) -> list[str]:
    assert isinstance(reply, Response), reply
    return [t["name"] for t in reply.result["tools"]]


async def test_proxy_declares_the_capabilities_it_can_bridge_upstream() -> None:
    legacy = _everything_like()
    current = FakeServer(era="modern", pages=[[tool("other")]])
    async with proxy(("everything", legacy), ("current", current)) as srv:
        await ask(srv, modern(1, "tools/list", {}, {}))
    (init,) = [m for m in legacy.received if isinstance(m, Request) and m.method == "initialize"]
    declared = init.params["capabilities"]  # type: ignore[index]
    assert {"roots", "sampling", "elicitation"} <= set(declared)
    assert {"form", "url"} <= set(declared["elicitation"])
    # the modern server's pages carry no ttlMs, so they are never reused, and how often it is listed depends on
    # timing (a busy CI machine listed it twice): every listing it gets carries what the proxy can bridge
    listed = [m for m in current.received if isinstance(m, Request) and m.method == "tools/list"]
    assert listed
    for request in listed:
        assert {"sampling", "elicitation", "roots"} <= set(request.params["_meta"][CAPS_KEY])  # type: ignore[index]


async def test_modern_client_lacking_the_capability_a_tool_asks_for_gets_32021_with_required_capabilities() -> None:
    async with proxy(("everything", _everything_like())) as srv:
        reply = await ask(srv, modern(1, "tools/call", {"name": "sample", "arguments": {}}, {"elicitation": {}}))
    assert isinstance(reply, ErrorResponse), reply
    assert reply.code == -32021
    assert reply.data["requiredCapabilities"] == {"sampling": {}}  # type: ignore[index]
    assert reply.data["aggregator"]["server"] == "everything"  # type: ignore[index]


async def test_modern_client_declaring_the_capability_is_asked_as_before() -> None:
    async with proxy(("everything", _everything_like())) as srv:
        reply = await ask(srv, modern(1, "tools/call", {"name": "sample", "arguments": {}}, {"sampling": {}}))
    assert isinstance(reply, Response) and reply.result["resultType"] == "input_required", reply


async def test_legacy_client_lacking_the_capability_a_tool_asks_for_gets_a_clear_error_and_keeps_the_list() -> None:
    async with proxy(("everything", _everything_like())) as srv:
        session = srv.open_session()
        init = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        await ask(srv, Request(0, "initialize", init), session)
        reply = await ask(srv, Request(1, "tools/call", {"name": "sample", "arguments": {}}), session)
        listed = await ask(srv, Request(2, "tools/list", {}), session)
    # what the server made of the refusal, as directly; the refusal names the capability the client lacks
    assert isinstance(reply, Response), reply
    assert reply.result["isError"] is True
    assert "sampling" in reply.result["content"][0]["text"]
    assert "did not declare" in reply.result["content"][0]["text"]
    assert names(listed) == ["echo", "sample"]


async def test_one_clients_call_lacking_a_capability_changes_no_ones_list() -> None:
    # 2026-07-28: the list "MUST NOT vary per-connection or as a side effect of other requests" (authorization only)
    async with proxy(("everything", _everything_like())) as srv:
        before = await ask(srv, modern(1, "tools/list", {}, {}))
        refused = await ask(srv, modern(2, "tools/call", {"name": "sample", "arguments": {}}, {}))
        without = await ask(srv, modern(3, "tools/list", {}, {}))
        with_it = await ask(srv, modern(4, "tools/list", {}, {"sampling": {}}))
        again = await ask(srv, modern(5, "tools/call", {"name": "sample", "arguments": {}}, {}))
    assert isinstance(refused, ErrorResponse) and refused.code == -32021
    assert isinstance(again, ErrorResponse) and again.code == -32021  # each such call hears what it lacks
    assert names(before) == names(without) == names(with_it) == ["echo", "sample"]
    assert before.result["cacheScope"] == without.result["cacheScope"] == with_it.result["cacheScope"]


@pytest.mark.peers
async def test_server_everything_lists_its_capability_dependent_tools_through_the_proxy() -> None:
    from tests.peers import kit

    k = kit()
    everything = ServerConfig(name="everything", command=k.node, args=[k.npm_entry("server-everything"), "stdio"])
    bridging = {"client_capabilities": PROXY_MODERN_CAPABILITIES, "upstream_factory": bridging_upstream}
    async with Aggregator([everything], **bridging) as agg:
        srv = ProxyServer(agg, ProxySettings())
        with anyio.fail_after(60):
            await agg.wait_connected(60)
            listed = set(names(await ask(srv, modern(1, "tools/list", {}, {}))))
    assert {"trigger-sampling-request", "trigger-elicitation-request", "get-roots-list"} <= listed


ELICIT = {"mode": "form", "message": "Your name?", "requestedSchema": {"type": "object", "properties": {}}}


async def _modern_asking(session: Session, req: Request) -> dict[str, Any]:
    """A modern server that asks every caller with input_required, whatever it declared (its own decision)."""
    asked = {"q": {"method": "elicitation/create", "params": ELICIT}}
    return {"resultType": "input_required", "inputRequests": asked, "requestState": "theirs"}


@pytest.mark.parametrize("caps", [{}, {"sampling": {}}])
async def test_a_modern_servers_input_request_of_a_kind_the_client_did_not_declare_is_refused_with_32021(
    caps: dict[str, Any],
) -> None:
    fake = FakeServer(era="modern", pages=[[tool("ask")]], on_call=_modern_asking)
    async with proxy(("current", fake)) as srv:
        reply = await ask(srv, modern(1, "tools/call", {"name": "ask", "arguments": {}}, caps))
    # an intermediary never passes down an input request its client did not declare (MRTR): the conforming code
    assert isinstance(reply, ErrorResponse) and reply.code == -32021, reply
    assert reply.data["requiredCapabilities"] == {"elicitation": {}}
    assert "Your name?" not in repr(reply)
    (call,) = [m for m in fake.received if isinstance(m, Request) and m.method == "tools/call"]
    assert call.params["_meta"][CAPS_KEY] == caps  # type: ignore[index]  # the server heard the client's own


async def test_a_modern_servers_url_elicitation_to_a_form_only_client_names_the_url_mode_it_lacks() -> None:
    async def asking_url(session: Session, req: Request) -> dict[str, Any]:
        url = {"mode": "url", "message": "Sign in", "url": "https://example.com/login", "elicitationId": "e1"}
        asked = {"q": {"method": "elicitation/create", "params": url}}
        return {"resultType": "input_required", "inputRequests": asked, "requestState": "theirs"}

    fake = FakeServer(era="modern", pages=[[tool("ask")]], on_call=asking_url)
    async with proxy(("current", fake)) as srv:
        caps = {"elicitation": {"form": {}}}
        reply = await ask(srv, modern(1, "tools/call", {"name": "ask", "arguments": {}}, caps))
    assert isinstance(reply, ErrorResponse) and reply.code == -32021, reply
    assert reply.data["requiredCapabilities"] == {"elicitation": {"url": {}}}
    assert "elicitation.url" in reply.message


async def test_a_modern_servers_input_request_reaches_a_client_that_declared_it_as_the_server_sent_it() -> None:
    fake = FakeServer(era="modern", pages=[[tool("ask")]], on_call=_modern_asking)
    async with proxy(("current", fake)) as srv:
        reply = await ask(srv, modern(1, "tools/call", {"name": "ask", "arguments": {}}, {"elicitation": {}}))
    assert isinstance(reply, Response), reply
    assert reply.result["resultType"] == "input_required"
    assert reply.result["inputRequests"] == {"q": {"method": "elicitation/create", "params": ELICIT}}
    assert reply.result["requestState"] == "theirs"


async def test_a_request_the_server_withdraws_is_withdrawn_from_the_client_too() -> None:
    # the 2025-11-25 revision lets either side cancel a request it sent: a sampling prompt the server gave up on
    # must not stay open on the client, and the server gets no answer to it
    asked, withdrawn = anyio.Event(), anyio.Event()
    sent: list[Message] = []

    async def withdrawing(session: Session, req: Request) -> dict[str, Any]:
        await session.send(Request(901, "sampling/createMessage", SAMPLE))
        await asked.wait()
        await session.notify("notifications/cancelled", {"requestId": 901, "reason": "changed my mind"})
        return {"content": [{"type": "text", "text": "went on without it"}]}

    async def client(message: Message) -> None:
        sent.append(message)
        if isinstance(message, Request) and message.method == "sampling/createMessage":
            asked.set()
        if isinstance(message, Notification) and message.method == "notifications/cancelled":
            withdrawn.set()

    fake = FakeServer(era="legacy", pages=[[tool("sample")]], on_call=withdrawing)
    async with proxy(("s", fake)) as srv:
        session = srv.open_session()
        caps = {
            "protocolVersion": "2025-11-25",
            "capabilities": {"sampling": {}},
            "clientInfo": {"name": "t", "version": "1"},
        }
        with anyio.fail_after(10):
            await srv.handle(Request(0, "initialize", caps), session=session, send=client)
            reply = await srv.handle(
                Request(1, "tools/call", {"name": "sample", "arguments": {}}), session=session, send=client
            )
            assert isinstance(reply, Response) and reply.result["content"][0]["text"] == "went on without it"
            await withdrawn.wait()
    (request,) = [m for m in sent if isinstance(m, Request)]
    (note,) = [m for m in sent if isinstance(m, Notification) and m.method == "notifications/cancelled"]
    assert note.params == {"requestId": request.id, "reason": "the server withdrew its request"}
    assert not [m for m in fake.received if isinstance(m, Response | ErrorResponse) and m.id == 901]


async def test_a_url_elicitation_completed_upstream_is_completed_on_the_client_that_saw_it() -> None:
    # 2025-11-25 URL mode: the server tells the client when the flow it was sent to has finished
    completed, other_heard = anyio.Event(), []
    url = {"mode": "url", "elicitationId": "e1", "url": "https://example.com/a", "message": "sign in"}

    async def url_flow(session: Session, req: Request) -> dict[str, Any]:
        await session.send(Request(902, "elicitation/create", url))
        while 902 not in session.replies:
            session.replied = anyio.Event()
            await session.replied.wait()
        await session.notify("notifications/elicitation/complete", {"elicitationId": "e1"})
        return {"content": [{"type": "text", "text": "signed in"}]}

    fake = FakeServer(era="legacy", pages=[[tool("login")]], on_call=url_flow)
    async with proxy(("s", fake)) as srv:
        shown, bystander = srv.open_session(), srv.open_session()

        async def client(message: Message) -> None:
            if isinstance(message, Request):
                shown.deliver(Response(message.id, {"action": "accept"}))
            if isinstance(message, Notification) and message.method == "notifications/elicitation/complete":
                assert message.params == {"elicitationId": "e1"}
                completed.set()

        async def other(message: Message) -> None:
            other_heard.append(message)

        shown.outbox, bystander.outbox = client, other
        init = {"protocolVersion": "2025-11-25", "clientInfo": {"name": "t", "version": "1"}}
        with anyio.fail_after(10):
            await srv.handle(
                Request(0, "initialize", {**init, "capabilities": {"elicitation": {"url": {}}}}),
                session=shown,
                send=client,
            )
            await srv.handle(Request(0, "initialize", {**init, "capabilities": {}}), session=bystander, send=other)
            reply = await srv.handle(
                Request(1, "tools/call", {"name": "login", "arguments": {}}), session=shown, send=client
            )
            assert isinstance(reply, Response) and reply.result["content"][0]["text"] == "signed in"
            await completed.wait()
    assert not [m for m in other_heard if isinstance(m, Notification) and "elicitation" in m.method]
