"""The proxy's HTTP front as an ASGI app: statuses, headers, sessions, guards."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
URL = "http://127.0.0.1/mcp"
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
REGION = {"type": "object", "properties": {"region": {"type": "string", "x-mcp-header": "Region"}}}


@asynccontextmanager
async def client(**settings: Any) -> AsyncIterator[httpx.AsyncClient]:
    fake = FakeServer(era="modern", pages=[[tool("echo"), tool("geo", inputSchema=REGION)]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(**settings))
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                yield http


def modern(method: str, params: dict[str, Any] | None = None, rid: int = 1, **headers: str) -> dict[str, Any]:
    body = {"jsonrpc": "2.0", "id": rid, "method": method, "params": {**(params or {}), "_meta": META}}
    base = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": method}
    return {"content": json.dumps(body), "headers": {**base, **headers}}


async def test_modern_list_and_call() -> None:
    async with client() as http:
        listed = await http.post(URL, **modern("tools/list"))
        called = await http.post(URL, **modern("tools/call", {"name": "echo", "arguments": {}}, **{"mcp-name": "echo"}))
    assert listed.status_code == 200 and listed.headers["content-type"] == "application/json"
    assert [t["name"] for t in listed.json()["result"]["tools"]] == ["echo", "geo"]
    assert "mcp-session-id" not in listed.headers  # modern HTTP is stateless
    assert called.json()["result"]["content"][0]["text"] == "called echo"


async def test_modern_header_rules() -> None:
    async with client() as http:
        no_name = await http.post(URL, **modern("tools/call", {"name": "echo", "arguments": {}}))
        wrong_method = await http.post(URL, **modern("tools/list", **{"mcp-method": "TOOLS/LIST"}))
        wrong_version = await http.post(URL, **modern("tools/list", **{"mcp-protocol-version": "2025-11-25"}))
        unknown = await http.post(URL, **modern("nope/nothing"))
        body = {
            "jsonrpc": "2.0",
            "id": 7,
            "method": "tools/list",
            "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2099-01-01"}},
        }
        future = await http.post(
            URL,
            content=json.dumps(body),
            headers={**ACCEPT, "mcp-protocol-version": "2099-01-01", "mcp-method": "tools/list"},
        )
    for response in (no_name, wrong_method, wrong_version):
        assert response.status_code == 400 and response.json()["error"]["code"] == -32020
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == -32601
    assert future.status_code == 400 and future.json()["error"]["code"] == -32022
    assert future.json()["error"]["data"]["requested"] == "2099-01-01" and future.json()["id"] == 7


async def test_param_headers_must_mirror_the_body() -> None:
    args = {"name": "geo", "arguments": {"region": "eu west"}}
    async with client() as http:
        missing = await http.post(URL, **modern("tools/call", args, **{"mcp-name": "geo"}))
        ok = await http.post(URL, **modern("tools/call", args, **{"mcp-name": "geo", "mcp-param-region": "eu west"}))
    assert missing.status_code == 400 and missing.json()["error"]["code"] == -32020
    assert ok.status_code == 200 and ok.json()["result"]["content"][0]["text"] == "called geo"


async def test_accept_and_notification() -> None:
    async with client() as http:
        bad_accept = await http.post(URL, content="{}", headers={"accept": "application/json"})
        note = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}}
        accepted = await http.post(URL, content=json.dumps(note), headers=ACCEPT)
        garbage = await http.post(URL, content=b"{not json", headers=ACCEPT)
    assert bad_accept.status_code == 406
    assert accepted.status_code == 202 and accepted.content == b""
    assert garbage.status_code == 400 and garbage.json()["error"]["code"] == -32700


async def test_legacy_sessions() -> None:
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}},
    }
    listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    async with client() as http:
        opened = await http.post(URL, content=json.dumps(init), headers=ACCEPT)
        session = opened.headers["mcp-session-id"]
        headers = {**ACCEPT, "mcp-session-id": session, "mcp-protocol-version": "2025-06-18"}
        listed = await http.post(URL, content=json.dumps(listing), headers=headers)
        without = await http.post(URL, content=json.dumps(listing), headers=ACCEPT)
        stranger = await http.post(URL, content=json.dumps(listing), headers={**ACCEPT, "mcp-session-id": "nope"})
        deleted = await http.delete(URL, headers={"mcp-session-id": session})
        after = await http.post(URL, content=json.dumps(listing), headers=headers)
        get_without = await http.get(URL, headers={"accept": "text/event-stream"})
    assert opened.json()["result"]["protocolVersion"] == "2025-06-18"
    assert [t["name"] for t in listed.json()["result"]["tools"]] == ["echo", "geo"]
    assert "ttlMs" not in listed.json()["result"]
    assert without.status_code == 400 and stranger.status_code == 404
    assert deleted.status_code == 200 and after.status_code == 404
    assert get_without.status_code == 405


async def test_host_origin_and_token_guards() -> None:
    async with client(token="s3cret") as http:
        rebinding = await http.post("http://evil.example/mcp", **modern("tools/list"))
        origin = await http.post(URL, **modern("tools/list", origin="http://evil.example"))
        no_token = await http.post(URL, **modern("tools/list"))
        good = await http.post(URL, **modern("tools/list", authorization="Bearer s3cret", origin="http://127.0.0.1:9"))
        closed_health = await http.get("/healthz")
        health = await http.get("/healthz", headers={"authorization": "Bearer s3cret"})
    assert rebinding.status_code == 403 and origin.status_code == 403
    assert no_token.status_code == 401
    assert good.status_code == 200
    assert closed_health.status_code == 401
    assert health.status_code == 200 and health.json()["servers"]["a"]["state"] == "ok"
