"""The proxy's dual-era server core, over in-memory upstreams."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, Listener, ServerConfig
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.proxy.downgrade import downgrade
from aggregator.proxy.server import ProxyServer, ProxySettings
from tests.memory_server import FakeServer, Session, tool

pytestmark = pytest.mark.anyio
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}


@asynccontextmanager
async def proxy(*servers: tuple[str, FakeServer], **settings: Any) -> AsyncIterator[ProxyServer]:
    configs = [ServerConfig(name=name, serve=fake.serve) for name, fake in servers]
    async with Aggregator(configs) as agg:
        yield ProxyServer(agg, ProxySettings(**settings))


@asynccontextmanager
async def watched_legacy_session(srv: ProxyServer) -> AsyncIterator[tuple[Any, list[Message], anyio.Event]]:
    """A legacy session whose notifications land in a list (and set the event), with the proxy's watcher running."""
    outbox: list[Message] = []
    got = anyio.Event()

    async def push(message: Message) -> None:
        outbox.append(message)
        got.set()

    session = srv.open_session(outbox=push)
    session.version, session.initialized = "2025-06-18", True
    srv.aggregator._listener = Listener(srv.on_event)
    async with anyio.create_task_group() as tg:
        await tg.start(srv.watch)
        yield session, outbox, got
        tg.cancel_scope.cancel()


def modern(rid: int, method: str, params: dict[str, Any] | None = None, **meta: Any) -> Request:
    return Request(rid, method, {**(params or {}), "_meta": {**MODERN_META, **meta}})


async def call(server: ProxyServer, request: Request, session: Any = None) -> tuple[Any, list[Message]]:
    sent: list[Message] = []

    async def send(message: Message) -> None:
        sent.append(message)

    with anyio.fail_after(10):
        reply = await server.handle(request, session=session, send=send)
    return reply, sent


def result(reply: Any) -> dict[str, Any]:
    assert isinstance(reply, Response), reply
    return reply.result


async def initialize(server: ProxyServer, version: str = "2025-06-18") -> Any:
    session = server.open_session()
    params = {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
    reply, _ = await call(server, Request(0, "initialize", params), session)
    return session, result(reply)


async def test_legacy_session_negotiates_and_lists() -> None:
    async with proxy(("a", FakeServer(pages=[[tool("search")]])), ("b", FakeServer(pages=[[tool("search")]]))) as srv:
        session, init = await initialize(srv, "2025-03-26")
        assert init["protocolVersion"] == "2025-03-26"
        assert init["capabilities"]["tools"] == {"listChanged": True}
        assert "[a]\n" in init["instructions"] and "[b]\n" in init["instructions"]
        listed = result((await call(srv, Request(1, "tools/list"), session))[0])
    assert [t["name"] for t in listed["tools"]] == ["a__search", "b__search"]
    assert "ttlMs" not in listed and "resultType" not in listed  # a legacy client never sees modern fields


async def test_unknown_legacy_version_gets_our_latest() -> None:
    async with proxy(("a", FakeServer())) as srv:
        _, init = await initialize(srv, "1999-01-01")
    assert init["protocolVersion"] == "2025-11-25"


async def test_legacy_request_before_initialize_is_refused() -> None:
    async with proxy(("a", FakeServer())) as srv:
        reply, _ = await call(srv, Request(1, "tools/list"), srv.open_session())
    assert isinstance(reply, ErrorResponse) and reply.code == -32600


async def test_modern_request_rules() -> None:
    async with proxy(("a", FakeServer(era="modern", pages=[[tool("x")]], hints=[(60000, "public")]))) as srv:
        discover = result((await call(srv, modern(1, "server/discover")))[0])
        listed = result((await call(srv, modern(2, "tools/list")))[0])
        missing, _ = await call(
            srv, Request(3, "tools/list", {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}})
        )
        old, _ = await call(srv, modern(4, "tools/list", **{"io.modelcontextprotocol/protocolVersion": "2099-01-01"}))
        init, _ = await call(srv, modern(5, "initialize"))
        ping, _ = await call(srv, modern(6, "ping"))
    assert discover["resultType"] == "complete" and "2026-07-28" in discover["supportedVersions"]
    assert discover["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "mcp-aggregator"
    assert (listed["resultType"], listed["ttlMs"] <= 60000, listed["cacheScope"]) == ("complete", True, "public")
    assert isinstance(missing, ErrorResponse) and missing.code == -32602
    assert isinstance(old, ErrorResponse) and old.code == -32022
    assert old.data == {
        "supported": ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"],
        "requested": "2099-01-01",
    }
    assert isinstance(init, ErrorResponse) and init.code == -32601
    assert isinstance(ping, ErrorResponse) and ping.code == -32601


async def test_private_contributor_makes_the_merged_list_private() -> None:
    pub = FakeServer(era="modern", pages=[[tool("p")]], hints=[(60000, "public")])
    priv = FakeServer(era="modern", pages=[[tool("q")]], hints=[(30000, "private")])
    async with proxy(("pub", pub), ("priv", priv)) as srv:
        listed = result((await call(srv, modern(1, "tools/list")))[0])
    assert listed["cacheScope"] == "private" and 0 < listed["ttlMs"] <= 30000


async def test_pagination_with_signed_cursors_survives_churn() -> None:
    fake = FakeServer(era="modern", pages=[[tool(f"t{i}") for i in range(5)]])
    async with proxy(("a", fake), page_size=2) as srv:
        first = result((await call(srv, modern(1, "tools/list")))[0])
        assert [t["name"] for t in first["tools"]] == ["t0", "t1"]
        fake.pages = [[tool("new")]]  # the list churns between pages
        srv.aggregator.cache.invalidate("a")
        await srv.aggregator.catalog()
        second = result((await call(srv, modern(2, "tools/list", {"cursor": first["nextCursor"]})))[0])
        third = result((await call(srv, modern(3, "tools/list", {"cursor": second["nextCursor"]})))[0])
        forged, _ = await call(srv, modern(4, "tools/list", {"cursor": first["nextCursor"][:-2] + "AA"}))
    # the paginating client finishes the generation it started on
    assert [t["name"] for t in second["tools"]] == ["t2", "t3"]
    assert [t["name"] for t in third["tools"]] == ["t4"] and "nextCursor" not in third
    assert isinstance(forged, ErrorResponse) and forged.code == -32602


async def test_calls_route_and_progress_is_relayed_with_the_clients_token() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        token = req.params["_meta"]["progressToken"]  # type: ignore[index]
        for step in (1, 2):
            await session.notify("notifications/progress", {"progressToken": token, "progress": step, "total": 2})
        return {"content": [{"type": "text", "text": "done"}]}

    fake = FakeServer(era="modern", pages=[[tool("work")]], on_call=on_call)
    async with proxy(("a", fake)) as srv:
        reply, sent = await call(srv, modern(1, "tools/call", {"name": "work", "arguments": {}}, progressToken="mine"))
    assert result(reply)["content"][0]["text"] == "done"
    progress = [m.params for m in sent if isinstance(m, Notification) and m.method == "notifications/progress"]
    assert progress == [
        {"progress": 1, "total": 2, "progressToken": "mine"},
        {"progress": 2, "total": 2, "progressToken": "mine"},
    ]


async def test_input_required_is_relayed_to_modern_and_retried_byte_exact() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        params = req.params or {}
        if "requestState" not in params:
            return {
                "resultType": "input_required",
                "inputRequests": {"k": {"method": "elicitation/create"}},
                "requestState": "st/ate==",
            }
        return {"content": [{"type": "text", "text": f"{params['requestState']}|{params['inputResponses']}"}]}

    fake = FakeServer(era="modern", pages=[[tool("ask")]], on_call=on_call)
    async with proxy(("a", fake), ("b", FakeServer(pages=[[tool("ask")]]))) as srv:
        elicits = {"io.modelcontextprotocol/clientCapabilities": {"elicitation": {}}}
        first = result((await call(srv, modern(1, "tools/call", {"name": "a__ask", "arguments": {}}, **elicits)))[0])
        retry = {
            "name": "a__ask",
            "arguments": {},
            "inputResponses": {"k": {"action": "decline"}},
            "requestState": first["requestState"],
        }
        second = result((await call(srv, modern(2, "tools/call", retry, **elicits)))[0])
        session, _ = await initialize(srv)
        legacy = result((await call(srv, Request(3, "tools/call", {"name": "a__ask", "arguments": {}}), session))[0])
    assert first == {
        "resultType": "input_required",
        "inputRequests": {"k": {"method": "elicitation/create"}},
        "requestState": "st/ate==",
        "_meta": first["_meta"],
    }
    assert second["content"][0]["text"] == "st/ate==|{'k': {'action': 'decline'}}"
    assert legacy["isError"] is True and "needs input" in legacy["content"][0]["text"]


async def test_errors_keep_their_channel() -> None:
    async with proxy(("a", FakeServer(pages=[[tool("x")]]))) as srv:
        unknown, _ = await call(srv, modern(1, "tools/call", {"name": "nope", "arguments": {}}))
        bad_args, _ = await call(srv, modern(2, "tools/call", {"name": "x", "arguments": [1]}))
    assert isinstance(unknown, ErrorResponse) and unknown.code == -32602
    assert isinstance(bad_args, ErrorResponse) and bad_args.code == -32602


@pytest.mark.parametrize("arguments", [["Lisbon"], "city=Lisbon", {"city": 3}, {"city": None}, {"days": ["1"]}])
async def test_prompt_arguments_that_are_not_strings_are_the_clients_error(arguments: Any) -> None:
    # the spec's prompt arguments are strings: a non-object was dropped and the prompt asked without them; a number
    # reached the server as one
    server = FakeServer(pages=[[tool("x")]], prompts=[{"name": "plan", "arguments": [{"name": "city"}]}])
    async with proxy(("a", server)) as srv:
        reply, _ = await call(srv, modern(1, "prompts/get", {"name": "plan", "arguments": arguments}))
    assert isinstance(reply, ErrorResponse) and reply.code == -32602
    assert reply.message == "prompts/get arguments must be an object of strings"
    assert "prompts/get" not in server.methods()


async def test_list_changed_goes_out_only_when_the_merged_list_changed() -> None:
    fake = FakeServer(era="legacy", pages=[[tool("x")]], capabilities={"tools": {"listChanged": True}})
    async with proxy(("a", fake)) as srv, watched_legacy_session(srv) as (_, outbox, got):
        await srv.prime()
        upstream = srv.aggregator.upstream("a")
        # an upstream list_changed with an unchanged list: nothing goes out
        upstream._emit(__import__("aggregator").ListChanged("a", "tools"))
        fake.pages = [[tool("x"), tool("y")]]
        upstream._emit(__import__("aggregator").ListChanged("a", "tools"))
        with anyio.fail_after(10):
            await got.wait()
    assert [m.method for m in outbox if isinstance(m, Notification)] == ["notifications/tools/list_changed"]


def test_downgrade_for_old_clients() -> None:
    result = {
        "resultType": "complete",
        "content": [
            {"type": "resource_link", "uri": "file:///a", "name": "a"},
            {"type": "audio", "data": "AA", "mimeType": "audio/wav"},
            {"type": "text", "text": "t"},
        ],
        "structuredContent": {"x": 1},
    }
    old = downgrade("tools/call", result, "2024-11-05")
    assert old["content"][0] == {"type": "text", "text": "a <file:///a>"}
    assert old["content"][1]["type"] == "text" and "audio" in old["content"][1]["text"]
    assert "structuredContent" not in old and "resultType" not in old
    middle = downgrade("tools/call", result, "2025-03-26")  # audio exists there, resource links do not yet
    assert middle["content"][0]["type"] == "text" and middle["content"][1] == result["content"][1]
    assert "structuredContent" not in middle
    newer = downgrade("tools/call", result, "2025-06-18")
    assert newer["content"] == result["content"] and newer["structuredContent"] == {"x": 1}


async def test_resource_subscriptions_are_relayed_both_ways() -> None:
    from aggregator import ResourceUpdated

    fake = FakeServer(era="legacy", resources={"file:///r": "R"}, capabilities={"resources": {"subscribe": True}})
    async with proxy(("a", fake)) as srv, watched_legacy_session(srv) as (session, outbox, got):
        reply, _ = await call(srv, Request(1, "resources/subscribe", {"uri": "file:///r"}), session)
        assert result(reply) == {}
        with anyio.fail_after(10):
            await fake.wait_for("resources/subscribe")  # a legacy upstream is asked the legacy way
            srv.aggregator.upstream("a")._emit(ResourceUpdated("a", "file:///r"))
            await got.wait()
    assert [(m.method, m.params) for m in outbox if isinstance(m, Notification)] == [
        ("notifications/resources/updated", {"uri": "file:///r"})
    ]


def test_a_prompts_messages_are_downgraded_like_a_tool_result() -> None:
    link = {"type": "resource_link", "uri": "file:///a", "name": "a"}
    audio = {"type": "audio", "data": "AA", "mimeType": "audio/wav"}
    result = {"messages": [{"role": "user", "content": link}, {"role": "user", "content": audio}]}
    old = downgrade("prompts/get", result, "2024-11-05")
    assert [m["content"]["type"] for m in old["messages"]] == ["text", "text"]
    assert downgrade("prompts/get", result, "2025-06-18")["messages"] == result["messages"]


async def test_progress_that_does_not_increase_is_not_relayed() -> None:
    # the spec: progress MUST increase with each notification; a figure that repeats, falls back or is no number
    # is dropped, so a client's progress bar never runs backwards
    figures: list[Any] = [1, 1, 0.5, "2", True, None, float("nan"), float("inf"), 2, 1.5, 3]

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        token = req.params["_meta"]["progressToken"]  # type: ignore[index]
        for figure in figures:
            await session.notify("notifications/progress", {"progressToken": token, "progress": figure})
        return {"content": [{"type": "text", "text": "done"}]}

    fake = FakeServer(era="modern", pages=[[tool("work")]], on_call=on_call)
    async with proxy(("a", fake)) as srv:
        reply, sent = await call(srv, modern(1, "tools/call", {"name": "work", "arguments": {}}, progressToken="t"))
    assert result(reply)["content"][0]["text"] == "done"
    progress = [m.params for m in sent if isinstance(m, Notification) and m.method == "notifications/progress"]
    assert [p["progress"] for p in progress] == [1, 2, 3]  # type: ignore[index]


async def test_an_update_of_a_sub_resource_reaches_whoever_subscribed_to_its_container() -> None:
    # resources/updated "might be a sub-resource of the one that the client actually subscribed to": a client
    # subscribed to a directory hears about a file in it, with what the server sent beside the URI (but for our
    # own _meta namespace, which no server speaks for); a sibling that merely shares a prefix is not beneath it
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        for uri in ("file:///dir/a.txt", "file:///dirty", "file:///dir/../etc/passwd", "file:///other"):
            meta = {"trace": uri, "io.github.mcp-aggregator/refused": True}
            await session.notify("notifications/resources/updated", {"uri": uri, "title": "T", "_meta": meta})
        return {"content": []}

    caps = {"resources": {"subscribe": True}, "tools": {}}
    fake = FakeServer(era="legacy", resources={"file:///dir": "D"}, capabilities=caps, on_call=on_call)
    async with proxy(("a", fake)) as srv, watched_legacy_session(srv) as (session, outbox, got):
        reply, _ = await call(srv, Request(1, "resources/subscribe", {"uri": "file:///dir"}), session)
        assert result(reply) == {}
        with anyio.fail_after(10):
            await fake.wait_for("resources/subscribe")
            await call(srv, Request(2, "tools/call", {"name": "echo", "arguments": {}}), session)
            await got.wait()
    updates = [m.params for m in outbox if isinstance(m, Notification) and m.method.endswith("resources/updated")]
    assert updates == [{"uri": "file:///dir/a.txt", "title": "T", "_meta": {"trace": "file:///dir/a.txt"}}]
