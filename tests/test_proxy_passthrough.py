"""What passes through the proxy as a client would see it directly: a server's own error codes for a client of the
handshake revisions, the client's own `_meta` keys, the resource subscriptions it can make, and the log lines of
its own threshold whatever another client asked for."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator.protocol.jsonrpc import ErrorResponse, Notification, Request, Response
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, Session, tool
from tests.test_proxy_server import call, modern, proxy

pytestmark = pytest.mark.anyio
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}


async def legacy_session(server: ProxyServer, version: str = "2025-11-25") -> Any:
    session = server.open_session()
    params = {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
    reply, _ = await call(server, Request(0, "initialize", params), session)
    assert isinstance(reply, Response)
    return session, reply.result


ELICITATION = {"elicitations": [{"mode": "url", "elicitationId": "e1", "url": "https://example.com/a", "message": "m"}]}
ERRORS = {
    "gone": (-32002, {"uri": "s://x"}),
    "url": (-32042, ELICITATION),
    "own": (-32000, {"k": 1}),
    # about our request to the server, not the client's to us: relayed as they are, a modern client would read them
    # as the aggregator's own (404: no tools/call here; 400 naming no version to retry with)
    "nomethod": (-32601, None),
    "headers": (-32020, None),
    "version": (-32022, None),
    "capability": (-32021, None),
    "needs": (-32021, {"requiredCapabilities": {"elicitation": {}}}),
}


async def failing(session: Session, req: Request) -> ErrorResponse:
    code, data = ERRORS[(req.params or {})["name"]]
    return ErrorResponse(req.id, code, f"upstream says {code}", data)


@pytest.mark.parametrize("version", ["2025-11-25", "2025-06-18", "2024-11-05"])
async def test_a_handshake_era_client_hears_the_server_own_error_codes(version: str) -> None:
    fake = FakeServer(era="legacy", pages=[[tool(name) for name in ERRORS]], on_call=failing)
    async with proxy(("a", fake)) as srv:
        session, _ = await legacy_session(srv, version)
        heard = {}
        for rid, name in enumerate(ERRORS, 1):
            reply, _ = await call(srv, Request(rid, "tools/call", {"name": name, "arguments": {}}), session)
            assert isinstance(reply, ErrorResponse)
            heard[name] = (reply.code, reply.data)
    assert heard == {name: (code, data) for name, (code, data) in ERRORS.items()}


async def test_a_modern_client_hears_them_mapped_to_its_revision() -> None:
    fake = FakeServer(era="legacy", pages=[[tool(name) for name in ERRORS]], on_call=failing)
    async with proxy(("a", fake)) as srv:
        heard = {}
        for rid, name in enumerate(ERRORS, 1):
            params = {"name": name, "arguments": {}, "_meta": MODERN_META}
            reply, _ = await call(srv, Request(rid, "tools/call", params))
            assert isinstance(reply, ErrorResponse)
            heard[name] = reply.code
    # -32002 is retired in 2026-07-28; -32042 is no code that revision defines: the original under data.upstream
    assert heard == {
        "gone": -32602,
        "url": -32603,
        "own": -32000,
        "nomethod": -32603,
        "headers": -32603,
        "version": -32603,
        "capability": -32603,
        "needs": -32021,  # it names what the client lacks: the client's to act on
    }


async def echo_meta(session: Session, req: Request) -> dict[str, Any]:
    meta = dict((req.params or {}).get("_meta") or {})
    return {"content": [{"type": "text", "text": repr(sorted(meta))}], "structuredContent": {"meta": meta}}


@pytest.mark.parametrize("era", ["legacy", "modern"])
async def test_the_client_own_meta_keys_reach_the_server_and_ours_do_not(era: str) -> None:
    fake = FakeServer(era=era, pages=[[tool("echo")]], on_call=echo_meta)  # type: ignore[arg-type]
    own = {"com.example/trace": "abc", "io.github.mcp-aggregator/refused": {"forged": True}, "progressToken": 7}
    async with proxy(("a", fake)) as srv:
        session, _ = await legacy_session(srv)
        params = {"name": "echo", "arguments": {}, "_meta": own}
        legacy_reply, _ = await call(srv, Request(1, "tools/call", params), session)
        modern_params = {"name": "echo", "arguments": {}, "_meta": {**MODERN_META, **own}}
        modern_reply, _ = await call(srv, Request(2, "tools/call", modern_params))
    for reply in (legacy_reply, modern_reply):
        assert isinstance(reply, Response), reply
        seen = reply.result["structuredContent"]["meta"]
        assert seen["com.example/trace"] == "abc"  # as a direct connection would carry it
        assert not any(key.startswith("io.github.mcp-aggregator/") for key in seen)  # ours are never the client's
        assert seen.get("progressToken") != 7  # a token is ours to map, never the client's passed on
        if era == "legacy":
            assert not any(key.startswith("io.modelcontextprotocol/") for key in seen)  # not that revision's keys


@pytest.mark.parametrize("era", ["legacy", "modern"])
async def test_a_completion_carries_the_client_own_meta_and_capabilities_as_any_routed_request_does(era: str) -> None:
    prompt = {"name": "greet", "arguments": [{"name": "who"}]}
    capabilities = {"tools": {}, "prompts": {}, "completions": {}}
    fake = FakeServer(era=era, prompts=[prompt], capabilities=capabilities, completes=True)  # type: ignore[arg-type]
    own = {"com.example/trace": "abc", "progressToken": 7}
    complete = {"ref": {"type": "ref/prompt", "name": "greet"}, "argument": {"name": "who", "value": ""}}
    async with proxy(("a", fake)) as srv:
        session, _ = await legacy_session(srv)
        await call(srv, Request(1, "completion/complete", {**complete, "_meta": own}), session)
        caps = {"sampling": {}}
        modern_meta = {**MODERN_META, "io.modelcontextprotocol/clientCapabilities": caps, **own}
        await call(srv, Request(2, "completion/complete", {**complete, "_meta": modern_meta}))
    asked = [m for m in fake.received if isinstance(m, Request) and m.method == "completion/complete"]
    assert len(asked) == 2
    for request in asked:
        meta = (request.params or {})["_meta"]
        assert meta["com.example/trace"] == "abc" and "progressToken" not in meta
    if era == "modern":  # the server hears each client's own capabilities, never the proxy's (it declared all)
        capabilities_heard = [(r.params or {})["_meta"]["io.modelcontextprotocol/clientCapabilities"] for r in asked]
        assert capabilities_heard == [{}, {"sampling": {}}]


async def test_subscriptions_are_offered_when_a_server_takes_them() -> None:
    takes = FakeServer(era="legacy", resources={"file:///r": "R"}, capabilities={"resources": {"subscribe": True}})
    lists = FakeServer(era="legacy", resources={"file:///s": "S"}, capabilities={"resources": {}})
    async with proxy(("a", lists)) as srv:
        _, without = await legacy_session(srv)
    async with proxy(("a", lists), ("b", takes)) as srv:
        _, offered = await legacy_session(srv)
    assert without["capabilities"]["resources"] == {"listChanged": True, "subscribe": False}
    assert offered["capabilities"]["resources"] == {"listChanged": True, "subscribe": True}


async def logs_three(session: Session, req: Request) -> dict[str, Any]:
    for level in ("debug", "info", "error"):
        await session.notify("notifications/message", {"level": level, "data": level})
    return {"content": [{"type": "text", "text": "ok"}]}


async def test_each_client_hears_the_log_lines_of_its_own_threshold() -> None:
    fake = FakeServer(era="legacy", pages=[[tool("log")]], on_call=logs_three, capabilities={"logging": {}})
    async with proxy(("a", fake)) as srv:
        quiet, _ = await legacy_session(srv)
        chatty, _ = await legacy_session(srv)
        await call(srv, Request(1, "logging/setLevel", {"level": "debug"}), chatty)
        await call(srv, Request(1, "logging/setLevel", {"level": "error"}), quiet)  # the last word, not the only one

        async def levels(session: Any, rid: int) -> list[str]:
            _, sent = await call(srv, Request(rid, "tools/call", {"name": "log", "arguments": {}}), session)
            return [m.params["level"] for m in sent if isinstance(m, Notification) and m.method.endswith("message")]

        heard_quiet, heard_chatty = await levels(quiet, 2), await levels(chatty, 2)
    assert heard_quiet == ["error"]
    assert heard_chatty == ["debug", "info", "error"]
    assert fake.levels[-1] == "debug"  # the shared session logs at the most verbose level any client asked for


@pytest.mark.parametrize("level", ["loud", ["x"], {}, 5, True])
async def test_a_log_level_that_is_none_of_the_eight_is_invalid_params_and_the_server_lives_on(level: Any) -> None:
    fake = FakeServer(era="legacy", pages=[[tool("log")]], on_call=logs_three, capabilities={"logging": {}})
    async with proxy(("a", fake)) as srv:
        call_log = {"name": "log", "arguments": {}}
        bad, _ = await call(srv, modern(1, "tools/call", call_log, **{"io.modelcontextprotocol/logLevel": level}))
        listed, _ = await call(srv, modern(2, "tools/list", {}, **{"io.modelcontextprotocol/logLevel": level}))
        after, sent = await call(srv, modern(3, "tools/call", call_log, **{"io.modelcontextprotocol/logLevel": "info"}))
    assert isinstance(bad, ErrorResponse) and bad.code == -32602 and "log level" in bad.message
    assert isinstance(listed, ErrorResponse) and listed.code == -32602
    assert isinstance(after, Response) and after.result["content"][0]["text"] == "ok"
    assert [m.params["level"] for m in sent if isinstance(m, Notification)] == ["info", "error"]


@pytest.mark.parametrize(("version", "code"), [("2025-11-25", -32002), ("2025-06-18", -32002), (None, -32602)])
async def test_a_resource_no_server_has_is_not_found_in_the_clients_own_code(version: str | None, code: int) -> None:
    # the handshake revisions answered -32002 for an unknown URI; 2026-07-28 answers -32602
    fake = FakeServer(era="legacy", capabilities={"resources": {}}, resources={"a://1": "x"})
    async with proxy(("a", fake)) as srv:
        if version is None:
            reply, _ = await call(srv, Request(1, "resources/read", {"uri": "nope://x", "_meta": MODERN_META}))
        else:
            session, _ = await legacy_session(srv, version)
            reply, _ = await call(srv, Request(1, "resources/read", {"uri": "nope://x"}), session)
    assert isinstance(reply, ErrorResponse) and reply.code == code
    assert "Resource not found: nope://x" in reply.message


@pytest.mark.parametrize("method", ["prompts/list", "resources/list", "resources/templates/list"])
async def test_a_cursor_the_proxy_never_gave_is_invalid_params(method: str) -> None:
    fake = FakeServer(era="legacy", capabilities={"resources": {}, "prompts": {}}, resources={"a://1": "x"})
    async with proxy(("a", fake)) as srv:
        session, _ = await legacy_session(srv)
        reply, _ = await call(srv, Request(1, method, {"cursor": "garbage"}), session)
        first, _ = await call(srv, Request(2, method, {}), session)
    assert isinstance(reply, ErrorResponse) and reply.code == -32602 and "invalid cursor" in reply.message
    assert isinstance(first, Response) and "nextCursor" not in first.result


async def test_a_listen_acknowledges_the_subscriptions_it_honours_and_stands_without_the_rest() -> None:
    # the acknowledgement is the subset honoured: an unknown URI, or one whose server takes no subscriptions, is
    # left out (nothing sent to that server), and the listen itself stands
    taking = FakeServer(era="legacy", capabilities={"resources": {"subscribe": True}}, resources={"s://1": "x"})
    refusing = FakeServer(era="legacy", capabilities={"resources": {}}, resources={"n://1": "y"})
    wanted = {"toolsListChanged": True, "resourceSubscriptions": ["s://1", "n://1", "gone://x"]}
    async with proxy(("s", taking), ("n", refusing)) as srv:
        ack = await acknowledged(srv, wanted)
    assert ack.params["notifications"] == {"toolsListChanged": True, "resourceSubscriptions": ["s://1"]}
    assert "resources/subscribe" in taking.methods() and "resources/subscribe" not in refusing.methods()


async def test_one_client_holds_a_bounded_number_of_subscription_streams() -> None:
    from aggregator.proxy.notify import MAX_LISTENS_PER_CLIENT

    fake = FakeServer(era="legacy", pages=[[tool("t")]])
    acks = 0
    enough = anyio.Event()

    def stream() -> Any:  # each listen has its own stream, as each HTTP request has
        async def send(message: Any) -> None:
            nonlocal acks
            if isinstance(message, Notification) and message.method.endswith("acknowledged"):
                acks += 1
                if acks == MAX_LISTENS_PER_CLIENT:
                    enough.set()

        return send

    def listen(rid: int) -> Request:
        return Request(rid, "subscriptions/listen", {"notifications": {"toolsListChanged": True}, "_meta": MODERN_META})

    async with proxy(("a", fake)) as srv, anyio.create_task_group() as tg:
        for rid in range(MAX_LISTENS_PER_CLIENT):
            tg.start_soon(lambda r=rid: srv.handle(listen(r), session=None, send=stream(), client="10.0.0.1"))
        with anyio.fail_after(10):
            await enough.wait()
            refused = await srv.handle(listen(99), session=None, send=stream(), client="10.0.0.1")
            other = anyio.Event()

            async def other_send(message: Any) -> None:
                other.set()

            tg.start_soon(lambda: srv.handle(listen(100), session=None, send=other_send, client="10.0.0.2"))
            await other.wait()  # another client still gets its stream
        tg.cancel_scope.cancel()
    assert isinstance(refused, ErrorResponse) and refused.code == -32603
    assert refused.data["aggregator"]["kind"] == "busy"  # type: ignore[index]


async def test_a_listen_hears_a_sub_resource_under_its_own_subscription_id() -> None:
    from aggregator import Listener, ResourceUpdated

    taking = FakeServer(era="legacy", capabilities={"resources": {"subscribe": True}}, resources={"s://dir": "x"})
    wanted = {"resourceSubscriptions": ["s://dir"]}
    acked, updated, sent = anyio.Event(), anyio.Event(), []

    async def send(message: Any) -> None:
        sent.append(message)
        if isinstance(message, Notification) and message.method == "notifications/subscriptions/acknowledged":
            acked.set()
        if isinstance(message, Notification) and message.method == "notifications/resources/updated":
            updated.set()

    async with proxy(("s", taking)) as srv:
        srv.aggregator._listener = Listener(srv.on_event)
        request = Request(7, "subscriptions/listen", {"notifications": wanted, "_meta": MODERN_META})
        async with anyio.create_task_group() as tg:
            await tg.start(srv.watch)
            tg.start_soon(lambda: srv.handle(request, session=None, send=send))
            with anyio.fail_after(10):
                await acked.wait()
                meta = {"trace": 1, "io.modelcontextprotocol/subscriptionId": "upstream's own"}
                params = {"uri": "s://dir/f", "_meta": meta}
                srv.aggregator.upstream("s")._emit(ResourceUpdated("s", "s://dir/f", params))
                await updated.wait()
            tg.cancel_scope.cancel()
    (note,) = [m for m in sent if isinstance(m, Notification) and m.method.endswith("resources/updated")]
    assert note.params == {"uri": "s://dir/f", "_meta": {"trace": 1, "io.modelcontextprotocol/subscriptionId": 7}}


async def test_a_listener_that_stopped_reading_holds_up_no_other_clients_notifications() -> None:
    # one client's stream blocked (its connection's buffers full): what the proxy tells everyone else still goes out
    from aggregator import ListChanged, Listener

    fake = FakeServer(era="legacy", pages=[[tool("x")]], capabilities={"tools": {"listChanged": True}})
    acked, heard, never = anyio.Event(), anyio.Event(), anyio.Event()

    def listen(rid: int) -> Request:
        return Request(rid, "subscriptions/listen", {"notifications": {"toolsListChanged": True}, "_meta": MODERN_META})

    async def stalled(message: Any) -> None:
        if isinstance(message, Notification) and message.method.endswith("acknowledged"):
            acked.set()
            return
        await never.wait()  # a client that reads nothing more

    async def reading(message: Any) -> None:
        if isinstance(message, Notification) and message.method == "notifications/tools/list_changed":
            heard.set()

    async with proxy(("a", fake)) as srv:
        srv.aggregator._listener = Listener(srv.on_event)
        async with anyio.create_task_group() as tg:
            await tg.start(srv.watch)
            await srv.prime()
            tg.start_soon(lambda: srv.handle(listen(1), session=None, send=stalled, client="10.0.0.1"))
            with anyio.fail_after(10):
                await acked.wait()
                tg.start_soon(lambda: srv.handle(listen(2), session=None, send=reading, client="10.0.0.2"))
                while len(srv.notifier._listeners) < 2:
                    await anyio.sleep(0.01)
                for n in range(3):  # the stalled client's share fills up; nobody else's waits on it
                    fake.pages = [[tool("x"), *[tool(f"y{i}") for i in range(n + 1)]]]
                    srv.aggregator.upstream("a")._emit(ListChanged("a", "tools"))
                    await heard.wait()
                    heard = anyio.Event()
            tg.cancel_scope.cancel()


async def test_a_refused_subscription_is_not_kept_and_a_session_holds_a_bounded_number() -> None:
    # every refused resources/subscribe (an unknown URI, one of a megabyte) was kept for the session's life
    from aggregator.proxy.notify import MAX_SUBSCRIBED_URI, MAX_SUBSCRIPTIONS

    caps = {"resources": {"subscribe": True}, "tools": {}}
    templates = [{"uriTemplate": "file:///{name}", "name": "files"}]
    fake = FakeServer(era="legacy", capabilities=caps, templates=templates, resources={"file:///known": "k"})
    async with proxy(("a", fake)) as srv:
        session, _ = await legacy_session(srv)

        async def subscribe(rid: int, uri: str) -> Any:
            reply, _ = await call(srv, Request(rid, "resources/subscribe", {"uri": uri}), session)
            return reply

        unknown = await subscribe(1, "gone://nowhere")
        long = await subscribe(2, "file:///" + "x" * MAX_SUBSCRIBED_URI)
        assert isinstance(unknown, ErrorResponse) and isinstance(long, ErrorResponse) and long.code == -32602
        assert session.subscriptions == set()
        for n in range(MAX_SUBSCRIPTIONS):
            assert isinstance(await subscribe(10 + n, f"file:///f{n}"), Response)
        over = await subscribe(5000, "file:///one-more")
        again = await subscribe(5001, "file:///f0")  # one it holds already: still fine
    assert isinstance(over, ErrorResponse) and over.code == -32602 and "already subscribes" in over.message
    assert isinstance(again, Response) and len(session.subscriptions) == MAX_SUBSCRIPTIONS


async def test_a_listen_honours_a_bounded_number_of_resource_subscriptions() -> None:
    from aggregator.proxy.notify import MAX_SUBSCRIPTIONS

    caps = {"resources": {"subscribe": True}, "tools": {}}
    templates = [{"uriTemplate": "file:///{name}", "name": "files"}]
    fake = FakeServer(era="legacy", capabilities=caps, templates=templates, resources={"file:///known": "k"})
    wanted = {"resourceSubscriptions": [f"file:///f{n}" for n in range(MAX_SUBSCRIPTIONS + 10)]}
    async with proxy(("a", fake)) as srv:
        ack = await acknowledged(srv, wanted)
    assert ack.params["notifications"]["resourceSubscriptions"] == wanted["resourceSubscriptions"][:MAX_SUBSCRIPTIONS]


async def acknowledged(srv: ProxyServer, wanted: dict[str, Any]) -> Notification:
    """The acknowledgement a `subscriptions/listen` for `wanted` gets; the listen is cancelled once it came."""
    acked, sent = anyio.Event(), []

    async def send(message: Any) -> None:
        sent.append(message)
        if isinstance(message, Notification) and message.method == "notifications/subscriptions/acknowledged":
            acked.set()

    request = Request(1, "subscriptions/listen", {"notifications": wanted, "_meta": MODERN_META})
    async with anyio.create_task_group() as tg:
        tg.start_soon(lambda: srv.handle(request, session=None, send=send))
        with anyio.fail_after(20):
            await acked.wait()
        tg.cancel_scope.cancel()
    (ack,) = [m for m in sent if isinstance(m, Notification) and m.method.endswith("acknowledged")]
    return ack
