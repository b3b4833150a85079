"""Proxy fidelity (issue 11): what a client gets through the proxy is what it would get connected directly.

Paging that survives a ttl-0 upstream, the cache hints the 2026-07-28 schema requires on every result that must carry
them (each result checked against the revision's own schema, vendored in tests/fixtures/schema), upstream errors
carried in an HTTP 4xx relayed as themselves, and a modern client dropping its stream costing no traceback.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig, Upstream
from aggregator.errors import HttpStatusError, answer_in_error_status
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Request, Response
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.server import ProxyServer, ProxySettings
from aggregator.transports.http import StreamableHttpTransport
from tests.memory_server import FakeServer, tool
from tests.schema_check import check_error, check_result

pytestmark = pytest.mark.anyio
VERSION = "2026-07-28"
META = {"io.modelcontextprotocol/protocolVersion": VERSION, "io.modelcontextprotocol/clientCapabilities": {}}


def modern(rid: int, method: str, params: dict[str, Any] | None = None) -> Request:
    return Request(rid, method, {**(params or {}), "_meta": dict(META)})


async def ask(server: ProxyServer, request: Request, session: Any = None) -> Response | ErrorResponse:
    async def send(message: Message) -> None:
        pass

    with anyio.fail_after(10):
        reply = await server.handle(request, session=session, send=send)
    assert reply is not None
    return reply


async def answer(server: ProxyServer, request: Request) -> dict[str, Any]:
    """A modern request's result, checked against the schema."""
    reply = await ask(server, request)
    assert isinstance(reply, Response), reply
    check_result(request.method, reply.result)
    return reply.result


@asynccontextmanager
async def proxy(*servers: tuple[str, FakeServer], **settings: Any) -> AsyncIterator[ProxyServer]:
    configs = [ServerConfig(name=name, serve=fake.serve) for name, fake in servers]
    async with Aggregator(configs) as agg:
        yield ProxyServer(agg, ProxySettings(**settings))


# -- defect 1: paging with a ttl-0 upstream ------------------------------------------------------------------------


async def test_paging_through_a_ttl_zero_upstream_keeps_cursors_valid_while_the_list_is_the_same() -> None:
    # a ttl-0 server is asked again on every request, and answers the same list each time
    fake = FakeServer(era="modern", pages=[[tool(f"t{i}") for i in range(13)]], hints=[(0, "public")])
    async with proxy(("a", fake), page_size=2) as srv:
        seen: list[str] = []
        page = await answer(srv, modern(1, "tools/list"))
        rid = 2
        while True:
            seen += [t["name"] for t in page["tools"]]
            for _ in range(3):  # other clients list from the start meanwhile
                await answer(srv, modern(rid, "tools/list"))
                rid += 1
            if "nextCursor" not in page:
                break
            page = await answer(srv, modern(rid, "tools/list", {"cursor": page["nextCursor"]}))
            rid += 1
    assert seen == [f"t{i}" for i in range(13)]


async def test_a_list_whose_content_changed_mints_a_new_generation_and_old_cursors_finish_the_old_one() -> None:
    fake = FakeServer(era="modern", pages=[[tool(f"t{i}") for i in range(4)]], hints=[(0, "public")])
    async with proxy(("a", fake), page_size=2) as srv:
        first = await answer(srv, modern(1, "tools/list"))
        fake.pages = [[tool("new"), *[tool(f"t{i}") for i in range(4)]]]
        fresh = await answer(srv, modern(2, "tools/list"))
        rest = await answer(srv, modern(3, "tools/list", {"cursor": first["nextCursor"]}))
    assert [t["name"] for t in fresh["tools"]] == ["new", "t0"]
    assert [t["name"] for t in rest["tools"]] == ["t2", "t3"] and "nextCursor" not in rest


# -- defect 2: the cache hints every cacheable result must carry ---------------------------------------------------


def _catalogue(era: str) -> FakeServer:
    return FakeServer(
        era=era,  # type: ignore[arg-type]
        pages=[[tool("echo")]],
        resources={"mem://a": "alpha"},
        capabilities={"tools": {"listChanged": True}, "resources": {}, "prompts": {}},
    )


@pytest.mark.parametrize("era", ["legacy", "modern", "dual"])
async def test_every_result_a_modern_client_gets_is_valid_under_the_2026_07_28_schema(era: str) -> None:
    async with proxy(("a", _catalogue(era))) as srv:
        results = {
            method: await answer(srv, modern(rid, method, params))
            for rid, (method, params) in enumerate(
                [
                    ("server/discover", {}),
                    ("tools/list", {}),
                    ("tools/call", {"name": "echo", "arguments": {}}),
                    ("prompts/list", {}),
                    ("resources/list", {}),
                    ("resources/templates/list", {}),
                    ("resources/read", {"uri": "mem://a"}),
                ]
            )
        }
    for method in ("server/discover", "tools/list", "prompts/list", "resources/list", "resources/read"):
        assert isinstance(results[method]["ttlMs"], int) and results[method]["cacheScope"] in ("public", "private")
    assert results["resources/read"]["contents"][0]["text"] == "alpha"


async def test_a_legacy_servers_resource_read_reaches_a_modern_client_with_ttl_zero_and_private_scope() -> None:
    async with proxy(("a", _catalogue("legacy"))) as srv:
        read = await answer(srv, modern(1, "resources/read", {"uri": "mem://a"}))
    assert (read["ttlMs"], read["cacheScope"]) == (0, "private")


async def test_a_modern_servers_resource_read_keeps_its_own_hints() -> None:
    fake = _catalogue("modern")
    fake.read_hint = (45000, "public")
    async with proxy(("a", fake)) as srv:
        read = await answer(srv, modern(1, "resources/read", {"uri": "mem://a"}))
    assert (read["ttlMs"], read["cacheScope"]) == (45000, "public")


async def test_invalid_upstream_hints_are_made_valid_rather_than_passed_on() -> None:
    fake = _catalogue("modern")
    fake.read_hint = (-5, "everyone")  # type: ignore[assignment]
    async with proxy(("a", fake)) as srv:
        read = await answer(srv, modern(1, "resources/read", {"uri": "mem://a"}))
    assert (read["ttlMs"], read["cacheScope"]) == (0, "private")


async def test_a_legacy_client_never_gets_the_modern_hints() -> None:
    async with proxy(("a", _catalogue("modern"))) as srv:
        session = srv.open_session()
        init = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        await ask(srv, Request(0, "initialize", init), session)
        read = await ask(srv, Request(1, "resources/read", {"uri": "mem://a"}), session)
    assert isinstance(read, Response)
    assert not {"ttlMs", "cacheScope", "resultType"} & set(read.result)


# -- defect 3: JSON-RPC errors a modern upstream answers in an HTTP 4xx ----------------------------------------------

UPSTREAM_URL = "http://upstream.test/mcp"
CAPABILITY = {"sampling": {}}
#: (code, HTTP status, data) as a modern server answers them, per the spec's table
FOUR_XX = [
    (-32021, 400, {"requiredCapabilities": CAPABILITY}),
    (-32020, 400, None),
    (-32022, 400, {"supported": [VERSION], "requested": "1999-01-01"}),
    (-32601, 404, None),
]


def _modern_upstream(code: int, status: int, data: Any) -> Callable[[httpx.Request], httpx.Response]:
    def handle(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content) if request.content else {}
        rid, method = body.get("id"), body.get("method")
        if method == "server/discover":
            result = {"supportedVersions": [VERSION], "capabilities": {"tools": {}}, "ttlMs": 0, "cacheScope": "public"}
        elif method == "tools/list":
            result = {"tools": [tool("needy")], "ttlMs": 60000, "cacheScope": "public"}
        elif method == "tools/call":
            error = {"code": code, "message": f"upstream says {code}", **({"data": data} if data is not None else {})}
            return httpx.Response(status, json={"jsonrpc": "2.0", "id": rid, "error": error})
        else:
            return httpx.Response(202)
        return httpx.Response(200, json={"jsonrpc": "2.0", "id": rid, "result": {"resultType": "complete", **result}})

    return handle


@asynccontextmanager
async def _through_http_upstream(code: int, status: int, data: Any) -> AsyncIterator[ProxyServer]:
    handle = _modern_upstream(code, status, data)

    def transport(cfg: ServerConfig, variant: str) -> StreamableHttpTransport:
        client = httpx.AsyncClient(transport=httpx.MockTransport(handle))
        return StreamableHttpTransport(cfg.url or UPSTREAM_URL, client=client)

    def upstream(cfg: ServerConfig, **options: Any) -> Upstream:
        return Upstream(cfg, transport_factory=transport, **options)

    config = ServerConfig(name="remote", url=UPSTREAM_URL)
    async with Aggregator([config], upstream_factory=upstream) as agg:
        yield ProxyServer(agg)


@pytest.mark.parametrize(("code", "status", "data"), FOUR_XX)
async def test_an_upstream_error_in_an_http_4xx_is_relayed_as_itself_with_our_aggregator_note(
    code: int, status: int, data: Any
) -> None:
    async with _through_http_upstream(code, status, data) as srv:
        reply = await ask(srv, modern(1, "tools/call", {"name": "needy", "arguments": {}}))
    assert isinstance(reply, ErrorResponse), reply
    assert reply.data["aggregator"] == {"kind": "upstream_error", "server": "remote", "httpStatus": status}
    if code == -32021:  # it names what the client lacks: the client's to act on, relayed as itself
        assert (reply.code, reply.message) == (code, f"upstream says {code}")
        assert {k: v for k, v in reply.data.items() if k != "aggregator"} == data
    else:
        # about our request to the server (a method it lacks, our headers, our revision): relayed as an internal
        # error with the server's own under `upstream`, never as though the aggregator refused the client
        assert (reply.code, reply.message) == (-32603, f"upstream says {code}")
        assert reply.data["upstream"] == {
            "code": code,
            "message": f"upstream says {code}",
            **({"data": data} if data else {}),
        }
    check_error({"code": reply.code, "message": reply.message, "data": reply.data})


@pytest.mark.parametrize(("code", "status", "data"), FOUR_XX)
async def test_a_modern_client_gets_the_http_status_the_spec_gives_a_relayed_upstream_error(
    code: int, status: int, data: Any
) -> None:
    async with _through_http_upstream(code, status, data) as srv:
        app = McpHttpApp(srv)
        body = {
            "jsonrpc": "2.0",
            "id": 7,
            "method": "tools/call",
            "params": {"name": "needy", "arguments": {}, "_meta": META},
        }
        headers = {
            "accept": "application/json, text/event-stream",
            "content-type": "application/json",
            "mcp-protocol-version": VERSION,
            "mcp-method": "tools/call",
            "mcp-name": "needy",
        }
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                response = await http.post("/mcp", content=json.dumps(body), headers=headers)
    assert response.status_code == (status if code == -32021 else 200)
    assert response.json()["error"]["code"] == (code if code == -32021 else -32603)


async def _post_modern(app: McpHttpApp, method: str, params: dict[str, Any], name: str | None) -> httpx.Response:
    """One modern request over the HTTP front, with the headers the revision requires."""
    headers = {
        "accept": "application/json, text/event-stream",
        "content-type": "application/json",
        "mcp-protocol-version": VERSION,
        "mcp-method": method,
        **({"mcp-name": name} if name is not None else {}),
    }
    body = {"jsonrpc": "2.0", "id": 7, "method": method, "params": {**params, "_meta": META}}
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
        with anyio.fail_after(10):
            return await http.post("/mcp", content=json.dumps(body), headers=headers)


#: every kind of error answer the proxy itself gives a modern client: (method, params, Mcp-Name, code, spec status)
OWN_ERRORS = [
    ("tools/call", {"name": "no_such_tool", "arguments": {}}, "no_such_tool", -32602, 400),
    ("prompts/get", {"name": "no_such_prompt", "arguments": {}}, "no_such_prompt", -32602, 400),
    ("resources/read", {"uri": "nowhere://no/such"}, "nowhere://no/such", -32602, 400),
    ("tools/list", {"cursor": "not-a-cursor-of-ours"}, None, -32602, 400),
    ("no/such/method", {}, None, -32601, 404),
]


@pytest.mark.parametrize(("method", "params", "name", "code", "status"), OWN_ERRORS)
async def test_a_modern_client_gets_the_http_status_the_spec_gives_the_code_of_each_error_of_ours(
    method: str, params: dict[str, Any], name: str | None, code: int, status: int
) -> None:
    async with proxy(("a", FakeServer(era="modern", pages=[[tool("t")]]))) as srv:
        response = await _post_modern(McpHttpApp(srv), method, params, name)
    assert (response.json()["error"]["code"], response.status_code) == (code, status)


#: an upstream's error as it answered it (code, HTTP status) -> the status its code has for a modern client of ours
RELAYED = [(-32602, 400, 400), (-32602, 200, 400), (-32600, 200, 400), (-32603, 200, 200), (-32000, 200, 200)]


@pytest.mark.parametrize(("code", "upstream_status", "status"), RELAYED)
async def test_a_relayed_upstream_error_gets_the_http_status_of_its_code_whatever_status_it_came_in(
    code: int, upstream_status: int, status: int
) -> None:
    async with _through_http_upstream(code, upstream_status, None) as srv:
        response = await _post_modern(McpHttpApp(srv), "tools/call", {"name": "needy", "arguments": {}}, "needy")
    assert (response.json()["error"]["code"], response.status_code) == (code, status)


# -- defect 7: a modern client dropping its stream ------------------------------------------------------------------


async def _post_then_drop(
    app: McpHttpApp, method: str, params: dict[str, Any], meta: dict[str, Any], *, dropped: anyio.Event | None = None
) -> list[Any]:
    """POST one modern request, then disconnect once its first body chunk came (or once `dropped` is set)."""
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": {**params, "_meta": {**META, **meta}}})
    headers = [
        (b"host", b"127.0.0.1"),
        (b"accept", b"application/json, text/event-stream"),
        (b"content-type", b"application/json"),
        (b"mcp-protocol-version", VERSION.encode()),
        (b"mcp-method", method.encode()),
        *([(b"mcp-name", params["name"].encode())] if "name" in params else []),
    ]
    scope = {"type": "http", "method": "POST", "path": "/mcp", "headers": headers, "client": ("127.0.0.1", 5)}
    first = dropped or anyio.Event()
    given = False
    sent: list[Any] = []

    async def receive() -> dict[str, Any]:
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body.encode(), "more_body": False}
        await first.wait()
        return {"type": "http.disconnect"}

    async def send(message: Any) -> None:
        sent.append(message)
        if message["type"] == "http.response.body" and dropped is None:
            first.set()

    with anyio.fail_after(10):
        await app(scope, receive, send)
    return sent


async def test_a_modern_client_dropping_its_stream_costs_no_error_in_the_log(
    caplog: pytest.LogCaptureFixture,
) -> None:
    started = anyio.Event()

    async def slow(session: Any, request: Request) -> dict[str, Any]:
        if request.params and request.params.get("name") == "slow":
            started.set()
            await anyio.sleep_forever()
        return {"content": [{"type": "text", "text": "quick"}]}

    fake = FakeServer(era="modern", pages=[[tool("echo"), tool("slow")]], on_call=slow)
    caplog.set_level(logging.DEBUG, logger="aggregator")
    async with proxy(("a", fake)) as srv:
        app = McpHttpApp(srv)
        async with anyio.create_task_group() as tg:
            await tg.start(srv.watch)
            wanted = {"notifications": {"toolsListChanged": True}}
            listen = await _post_then_drop(app, "subscriptions/listen", wanted, {})
            called = await _post_then_drop(app, "tools/call", {"name": "echo", "arguments": {}}, {"progressToken": "p"})
            # dropped mid-call, before anything went out: the call is abandoned, with no answer and no error
            cut = await _post_then_drop(
                app, "tools/call", {"name": "slow", "arguments": {}}, {"progressToken": "q"}, dropped=started
            )
            tg.cancel_scope.cancel()
    assert listen[0]["status"] == 200 and b"subscriptions/acknowledged" in listen[1]["body"]
    assert called[0]["status"] == 200
    assert not [m for m in cut if m["type"] == "http.response.body" and m.get("body")]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info], caplog.text


@pytest.mark.parametrize(
    ("status", "body", "relayed"),
    [
        (400, {"jsonrpc": "2.0", "id": 1, "error": {"code": -32021, "message": "m", "data": {}}}, True),
        (404, {"jsonrpc": "2.0", "id": None, "error": {"code": -32601, "message": "m"}}, True),
        (422, {"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "m"}}, True),
        (403, {"jsonrpc": "2.0", "id": 1, "error": {"code": -32600, "message": "m"}}, False),  # about our credentials
        (429, {"jsonrpc": "2.0", "id": 1, "error": {"code": -32603, "message": "m"}}, False),  # about our rate
        (400, {"detail": "not JSON-RPC"}, False),
        (400, None, False),
        (500, {"jsonrpc": "2.0", "id": 1, "error": {"code": -32603, "message": "m"}}, False),
    ],
)
def test_only_a_json_rpc_error_in_a_4xx_about_the_request_is_an_answer(status: int, body: Any, relayed: bool) -> None:
    answer = answer_in_error_status(HttpStatusError(status, f"answered HTTP {status}", body=body), "remote")
    assert (answer is not None) is relayed
    if answer is not None:
        assert (answer.code, answer.http_status, answer.server) == (body["error"]["code"], status, "remote")
