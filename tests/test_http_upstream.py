"""The upstream connection over Streamable HTTP, against scripted `httpx.MockTransport` servers.

For what real servers rarely do on demand: ask for authorization, forget a session, carry invalid
x-mcp-header annotations. Real servers are covered by test_interop_http.py.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import anyio
import httpx
import pytest

from aggregator import McpError, RequestTimeout, ServerConfig, State, Upstream
from aggregator.clock import Clock, ManualClock
from aggregator.protocol.headers import decode_header_value
from aggregator.transports.http import StreamableHttpTransport

pytestmark = pytest.mark.anyio
URL = "http://mcp.test/mcp"
MODERN = "2026-07-28"


def respond(body: dict[str, Any], status: int = 200, **headers: str) -> httpx.Response:
    return httpx.Response(status, json=body, headers=headers)


def result(rid: Any, value: dict[str, Any]) -> httpx.Response:
    return respond({"jsonrpc": "2.0", "id": rid, "result": value})


class Server:
    def __init__(self, handle: Callable[[httpx.Request, dict[str, Any]], Any]) -> None:
        self.handle = handle
        self.requests: list[tuple[httpx.Request, dict[str, Any] | None]] = []

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content) if request.content else None
        self.requests.append((request, body))
        out = self.handle(request, body or {})
        if hasattr(out, "__await__"):
            out = await out
        return out  # type: ignore[no-any-return]

    def upstream(self, clock: Clock | None = None, **kw: Any) -> Upstream:
        def factory(cfg: ServerConfig, variant: str) -> StreamableHttpTransport:
            client = httpx.AsyncClient(transport=httpx.MockTransport(self))
            return StreamableHttpTransport(cfg.url or URL, headers=cfg.headers, client=client)

        return Upstream(ServerConfig(name="remote", url=URL, **kw), transport_factory=factory, clock=clock)

    def methods(self) -> list[str]:
        return [f"{req.method} {body.get('method', '') if body else ''}".strip() for req, body in self.requests]


def discover(rid: Any) -> httpx.Response:
    return result(
        rid,
        {
            "resultType": "complete",
            "supportedVersions": [MODERN],
            "capabilities": {"tools": {}},
            "ttlMs": 0,
            "cacheScope": "private",
        },
    )


async def test_401_gives_auth_required_naming_the_metadata_url() -> None:
    meta = "https://auth.test/.well-known/oauth-protected-resource"

    def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        return httpx.Response(401, headers={"www-authenticate": f'Bearer resource_metadata="{meta}"'})

    async with Server(handle).upstream() as up:
        with anyio.fail_after(5):
            status = await up.wait_connected()
    assert status.state is State.AUTH_REQUIRED
    assert status.reason is not None and meta in status.reason


async def test_static_headers_go_on_every_request() -> None:
    def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        if body.get("method") == "server/discover":
            return discover(body["id"])
        return result(body["id"], {"tools": []})

    server = Server(handle)
    async with server.upstream(headers={"Authorization": "Bearer s3cret"}) as up:
        with anyio.fail_after(5):
            await up.list_tools()
    assert [req.headers.get("authorization") for req, _ in server.requests] == ["Bearer s3cret"] * 2


async def test_legacy_session_is_reinitialized_after_404() -> None:
    sessions = iter(["s1", "s2"])
    state = {"session": None, "expired": False}

    def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        method = body.get("method")
        if request.method == "DELETE":
            return httpx.Response(200)
        if request.method == "GET":
            return httpx.Response(405)
        if method == "server/discover":
            return respond({"jsonrpc": "2.0", "id": body["id"], "error": {"code": -32601, "message": "nope"}})
        if method == "initialize":
            state["session"] = next(sessions)
            init = {"protocolVersion": "2025-06-18", "capabilities": {"tools": {}}, "serverInfo": {"name": "s"}}
            return respond({"jsonrpc": "2.0", "id": body["id"], "result": init}, **{"mcp-session-id": state["session"]})
        if request.headers.get("mcp-session-id") != state["session"]:
            return httpx.Response(400)
        if method == "notifications/initialized":
            return httpx.Response(202)
        if method == "tools/list" and not state["expired"]:
            state["expired"] = True
            return httpx.Response(404)
        return result(body["id"], {"tools": [{"name": "t", "inputSchema": {"type": "object"}}]})

    server = Server(handle)
    async with server.upstream() as up:
        with anyio.fail_after(5):
            listed = await up.list_tools()
            assert [t["name"] for t in listed.items] == ["t"]
            assert up.status.state is State.OK and up.status.version == "2025-06-18"
    assert server.methods().count("POST initialize") == 2
    deletes = [req for req, _ in server.requests if req.method == "DELETE"]
    # the forgotten session is not deleted; the live one is, on close
    assert [req.headers["mcp-session-id"] for req in deletes] == ["s2"]
    versions = {
        req.headers.get("mcp-protocol-version")
        for req, body in server.requests
        if body and body.get("method") == "tools/list"
    }
    assert versions == {"2025-06-18"}


def header_tools() -> list[dict[str, Any]]:
    good = {
        "type": "object",
        "properties": {
            "region": {"type": "string", "x-mcp-header": "Region"},
            "n": {"type": "integer", "x-mcp-header": "N"},
        },
    }
    bad = {"type": "object", "properties": {"a": {"type": "number", "x-mcp-header": "A"}}}
    return [
        {"name": "good tool é", "inputSchema": good},
        {"name": "bad", "inputSchema": bad},
    ]


async def test_invalid_x_mcp_header_tools_are_excluded_with_reasons_and_headers_sent() -> None:
    def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        method = body.get("method")
        if method == "server/discover":
            return discover(body["id"])
        if method == "tools/list":
            return result(body["id"], {"tools": header_tools(), "ttlMs": 5, "cacheScope": "public"})
        return result(body["id"], {"content": []})

    server = Server(handle)
    async with server.upstream() as up:
        with anyio.fail_after(5):
            listed = await up.list_tools()
            await up.call_tool("good tool é", {"region": " eu ", "n": 7})
    assert [t["name"] for t in listed.items] == ["good tool é"]
    [(tool, reason)] = listed.excluded
    assert tool["name"] == "bad" and reason.startswith("invalid x-mcp-header")
    call = next(req for req, body in server.requests if body and body.get("method") == "tools/call")
    assert call.headers["mcp-method"] == "tools/call"
    assert call.headers["mcp-protocol-version"] == MODERN
    assert decode_header_value(call.headers["mcp-name"]) == "good tool é"
    assert call.headers["mcp-name"].startswith("=?base64?")
    assert decode_header_value(call.headers["mcp-param-region"]) == " eu "
    assert call.headers["mcp-param-n"] == "7"


@pytest.mark.parametrize("arguments", [{"n": 2**60}, {"n": 3.5}, {"region": "\ud800"}])
async def test_an_argument_without_a_header_form_is_refused_before_sending(arguments: dict[str, Any]) -> None:
    def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        if body.get("method") == "server/discover":
            return discover(body["id"])
        if body.get("method") == "tools/list":
            return result(body["id"], {"tools": header_tools(), "ttlMs": 5, "cacheScope": "public"})
        return result(body["id"], {"content": []})

    server = Server(handle)
    async with server.upstream() as up:
        with anyio.fail_after(5):
            await up.list_tools()
            with pytest.raises(McpError) as info:
                await up.call_tool("good tool é", arguments)
    assert info.value.code == -32602 and "Mcp-Param header" in info.value.message
    assert "POST tools/call" not in server.methods()


async def test_modern_http_timeout_closes_the_stream_and_posts_no_cancel() -> None:
    arrived, closed = anyio.Event(), anyio.Event()

    async def handle(request: httpx.Request, body: dict[str, Any]) -> httpx.Response:
        if body.get("method") == "server/discover":
            return discover(body["id"])
        arrived.set()
        try:
            await anyio.sleep_forever()
        finally:
            closed.set()  # the POST was aborted: that is the cancellation on this transport
        raise AssertionError("not reached")

    server = Server(handle)
    clock = ManualClock()
    async with server.upstream(clock=clock) as up:
        with anyio.fail_after(10):
            await up.wait_connected()

            async def times_out() -> None:
                with pytest.raises(RequestTimeout, match="tools/call got no answer within 30 s"):
                    await up.call_tool("slow", timeout=30)

            async with anyio.create_task_group() as tg:
                tg.start_soon(times_out)
                await arrived.wait()  # the server has the call: its deadline passes on the clock, not in real time
                clock.advance(30)
            await closed.wait()
    assert "POST notifications/cancelled" not in server.methods()
