"""The proxy behind a client profile, in process: `/mcp/p/<profile>`, `ProxySettings.profile`, the meta-tools, the
routing of fitted and deferred names, and the spec-forward narrowing of `tools/list`."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.exposure import META_CALL, META_SEARCH
from aggregator.protocol.jsonrpc import Request
from aggregator.proxy.exposure_view import (
    MAX_NAME_PATTERN_CHARS,
    MAX_NAME_PATTERNS,
    NARROWING_CAPABILITY,
    ExposureView,
)
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer, ProxySettings
from aggregator.search import MAX_QUERY_CHARS, SearchUnavailable
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
BASE = "http://127.0.0.1"
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
HINTS: list[tuple[int, str] | None] = [(60000, "public")]
TOPICS = ["weather forecast", "stock price", "translate text", "send email", "create calendar event", "search news"]


def described(prefix: str, count: int) -> list[dict[str, Any]]:
    """`count` tools with distinct descriptions, so a search can tell them apart."""
    return [
        tool(f"{prefix}_{i}", description=f"{TOPICS[i % len(TOPICS)]} number {i} of {prefix}") for i in range(count)
    ]


@asynccontextmanager
async def proxy(per_server: int, **settings: Any) -> AsyncIterator[tuple[httpx.AsyncClient, Aggregator]]:
    servers = [
        ServerConfig(name=name, serve=FakeServer(era="modern", pages=[described(name, per_server)], hints=HINTS).serve)
        for name in ("alpha", "beta")
    ]
    async with Aggregator(servers) as agg:
        app = McpHttpApp(ProxyServer(agg, ProxySettings(**settings)), HttpSettings())
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE) as http:
            with anyio.fail_after(20):
                yield http, agg


async def modern(http: httpx.AsyncClient, path: str, method: str, params: dict[str, Any] | None = None) -> Any:
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**(params or {}), "_meta": META}}
    headers = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": method}
    if method == "tools/call":
        headers["mcp-name"] = str((params or {})["name"])
    response = await http.post(path, content=json.dumps(body), headers=headers)
    return response.json()


def names(answer: Any) -> list[str]:
    return [t["name"] for t in answer["result"]["tools"]]


async def test_a_list_that_fits_the_profile_is_the_whole_list_byte_for_byte() -> None:
    async with proxy(3) as (http, _):
        whole = await modern(http, "/mcp", "tools/list")
        fitted = await modern(http, "/mcp/p/cursor", "tools/list")
    assert json.dumps(fitted["result"]["tools"]) == json.dumps(whole["result"]["tools"])
    assert META_SEARCH not in names(fitted)


async def test_over_the_cap_the_list_is_inline_plus_meta_tools_and_every_tool_still_answers() -> None:
    async with proxy(30) as (http, agg):
        listed = names(await modern(http, "/mcp/p/cursor", "tools/list"))
        plan = await agg.exposure("cursor")
        deferred = plan.deferred()[0]
        by_name = await modern(http, "/mcp/p/cursor", "tools/call", {"name": deferred.name, "arguments": {}})
        wrapped = await modern(
            http, "/mcp/p/cursor", "tools/call", {"name": META_CALL, "arguments": {"name": deferred.name}}
        )
        query = str(deferred.definition["description"])
        found = await modern(http, "/mcp/p/cursor", "tools/call", {"name": META_SEARCH, "arguments": {"query": query}})
        whole = names(await modern(http, "/mcp", "tools/list"))
    assert len(listed) <= 40 and {META_SEARCH, META_CALL} <= set(listed)
    assert deferred.name not in listed and len(whole) == 60  # the plain endpoint still lists everything
    want = f"called {deferred.original_name}"
    assert by_name["result"]["content"][0]["text"] == want
    assert wrapped["result"]["content"][0]["text"] == want
    answer = found["result"]["structuredContent"]
    assert deferred.name in [t["name"] for t in answer["tools"]]
    assert answer["baseline_tokens"] > answer["returned_tokens"] > 0 and 0 < answer["saved_percent"] < 100


async def test_bad_meta_tool_arguments_are_invalid_params() -> None:
    async with proxy(30) as (http, _):
        no_query = await modern(http, "/mcp/p/cursor", "tools/call", {"name": META_SEARCH, "arguments": {}})
        no_name = await modern(http, "/mcp/p/cursor", "tools/call", {"name": META_CALL, "arguments": {"x": 1}})
        itself = await modern(
            http, "/mcp/p/cursor", "tools/call", {"name": META_CALL, "arguments": {"name": META_CALL}}
        )
    for answer in (no_query, no_name, itself):
        assert answer["error"]["code"] == -32602, answer


async def test_an_unknown_profile_is_404_naming_the_known_ones() -> None:
    async with proxy(3) as (http, _):
        body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": META}}
        headers = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list"}
        response = await http.post("/mcp/p/nope", content=json.dumps(body), headers=headers)
    assert response.status_code == 404
    message = response.json()["error"]["message"]
    assert "'nope'" in message and "cursor" in message and "claude-code" in message


async def test_a_legacy_session_keeps_the_profile_of_the_endpoint_it_opened_on() -> None:
    async with proxy(30) as (http, _):
        init = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "1"},
            },
        }
        opened = await http.post("/mcp/p/cursor", content=json.dumps(init), headers=ACCEPT)
        session = {"mcp-session-id": opened.headers["mcp-session-id"], "mcp-protocol-version": "2025-06-18"}
        listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}
        listed = await http.post("/mcp/p/cursor", content=json.dumps(listing), headers={**ACCEPT, **session})
    tools = [t["name"] for t in listed.json()["result"]["tools"]]
    assert len(tools) <= 40 and META_SEARCH in tools


async def test_the_default_profile_applies_to_requests_that_name_none() -> None:
    async with proxy(30, profile="cursor") as (http, _):
        listed = names(await modern(http, "/mcp", "tools/list"))
    assert len(listed) <= 40 and META_SEARCH in listed


async def test_narrowing_by_name_patterns_and_by_query_is_private_and_checked() -> None:
    async with proxy(30) as (http, agg):
        patterned = await modern(http, "/mcp", "tools/list", {"filter": {"namePatterns": ["beta_1?"]}})
        queried = await modern(http, "/mcp", "tools/list", {"query": "translate text"})
        deferred = (await agg.exposure("cursor")).deferred()[-1]
        reaching = await modern(http, "/mcp/p/cursor", "tools/list", {"filter": {"namePatterns": [deferred.name]}})
        bad = await modern(http, "/mcp", "tools/list", {"filter": {"namePatterns": "beta"}})
        empty = await modern(http, "/mcp", "tools/list", {"query": " "})
        plain = await modern(http, "/mcp", "tools/list")
    assert names(patterned) == [f"beta_{i}" for i in range(10, 20)]
    assert patterned["result"]["cacheScope"] == "private" and plain["result"]["cacheScope"] == "public"
    assert names(queried) and all("translate text" in t["description"] for t in queried["result"]["tools"][:3])
    assert names(reaching) == [deferred.name]  # narrowing reaches a profile's deferred tools
    assert bad["error"]["code"] == -32602 and empty["error"]["code"] == -32602


async def test_narrowing_is_announced_as_experimental() -> None:
    async with proxy(3) as (_, agg):
        server = ProxyServer(agg)
        request = Request(1, "server/discover", {"_meta": META})
        reply = await server.handle(request, session=None, send=_drop)
    assert NARROWING_CAPABILITY in reply.result["capabilities"]["experimental"]  # type: ignore[union-attr]


async def _drop(message: Any) -> None:
    return None


async def test_without_the_search_extra_search_tools_names_it_and_every_deferred_tool(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def unavailable(*args: Any, **kwargs: Any) -> Any:
        raise SearchUnavailable()

    async with proxy(30) as (http, agg):
        monkeypatch.setattr(agg, "search_tools", unavailable)
        found = await modern(http, "/mcp/p/cursor", "tools/call", {"name": META_SEARCH, "arguments": {"query": "x"}})
        deferred = (await agg.exposure("cursor")).deferred()
    result = found["result"]
    assert result["isError"] is True
    text = result["content"][0]["text"]
    assert "mcp-aggregator[search]" in text and all(entry.name in text for entry in deferred)


async def test_a_servers_own_search_tools_is_reached_by_its_new_name_and_the_meta_name_stays_ours() -> None:
    # behind a profile with meta-tools, `search_tools` is ours; the server's tool of that name is renamed and must
    # still answer under the new name, directly and through call_tool
    own = tool("search_tools", description="the server's own search", inputSchema={"type": "object"})
    servers = [ServerConfig(name="alpha", serve=FakeServer(era="modern", pages=[[own, *described("alpha", 45)]]).serve)]
    async with Aggregator(servers) as agg:
        app = McpHttpApp(ProxyServer(agg, ProxySettings()), HttpSettings())
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE) as http:
            with anyio.fail_after(20):
                plan = await agg.exposure("cursor")
                renamed = next(e.name for e in plan.entries if e.catalog_name == "search_tools")
                direct = await modern(http, "/mcp/p/cursor", "tools/call", {"name": renamed, "arguments": {}})
                wrapped = await modern(
                    http, "/mcp/p/cursor", "tools/call", {"name": META_CALL, "arguments": {"name": renamed}}
                )
    assert plan.meta and renamed != "search_tools"
    assert plan.route("search_tools") is None  # the meta name never routes to the server's tool
    assert plan.route(renamed) is not None and plan.route(renamed).catalog_name == "search_tools"  # type: ignore[union-attr]
    for answer in (direct, wrapped):
        assert answer["result"]["content"][0]["text"] == "called search_tools", answer


async def test_a_tool_renamed_by_a_profile_must_still_mirror_its_header_parameters() -> None:
    schema = {"type": "object", "properties": {"region": {"type": "string", "x-mcp-header": "Region"}}}
    long = tool("h" + "x" * 59, inputSchema=schema)  # over 64 characters after mcp__aggregator__: shortened
    servers = [ServerConfig(name="alpha", serve=FakeServer(era="modern", pages=[[long]]).serve)]
    async with Aggregator(servers) as agg:
        app = McpHttpApp(ProxyServer(agg, ProxySettings()), HttpSettings())
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE) as http:
            with anyio.fail_after(20):
                (listed,) = names(await modern(http, "/mcp/p/claude-code", "tools/list"))
                args = {"name": listed, "arguments": {"region": "eu"}}
                missing = await modern(http, "/mcp/p/claude-code", "tools/call", args)
                body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {**args, "_meta": META}}
                headers = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call"}
                headers.update({"mcp-name": listed, "mcp-param-region": "eu"})
                mirrored = (await http.post("/mcp/p/claude-code", content=json.dumps(body), headers=headers)).json()
    assert listed != long["name"]
    assert missing["error"]["code"] == -32020, missing
    assert mirrored["result"]["content"][0]["text"] == f"called {long['name']}"


async def test_narrowing_past_its_bounds_is_invalid_params_naming_the_bound() -> None:
    async with proxy(3) as (http, _):
        long_query = await modern(http, "/mcp", "tools/list", {"query": "x" * (MAX_QUERY_CHARS + 1)})
        at_bound = await modern(http, "/mcp", "tools/list", {"query": "weather " * (MAX_QUERY_CHARS // 8)})
        many = await modern(http, "/mcp", "tools/list", {"filter": {"namePatterns": ["a*"] * (MAX_NAME_PATTERNS + 1)}})
        long_glob = "*" * (MAX_NAME_PATTERN_CHARS + 1)
        long_pattern = await modern(http, "/mcp/p/cursor", "tools/list", {"filter": {"namePatterns": [long_glob]}})
        bounded = ["z*"] * (MAX_NAME_PATTERNS - 1) + ["*" * MAX_NAME_PATTERN_CHARS]
        fitting = await modern(http, "/mcp", "tools/list", {"filter": {"namePatterns": bounded}})
    assert long_query["error"]["code"] == -32602 and str(MAX_QUERY_CHARS) in long_query["error"]["message"]
    assert "error" not in at_bound
    assert many["error"]["code"] == -32602 and str(MAX_NAME_PATTERNS) in many["error"]["message"]
    assert long_pattern["error"]["code"] == -32602 and str(MAX_NAME_PATTERN_CHARS) in long_pattern["error"]["message"]
    assert len(names(fitting)) == 6  # at the bounds the patterns still match, all of them here


@pytest.mark.logs_exceptions  # on purpose: the operator hears the traceback
async def test_a_handler_failing_unexpectedly_is_answered_internal_error_not_a_500(
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise ValueError("secret detail")

    async with proxy(3) as (http, _):
        monkeypatch.setattr(ExposureView, "narrowed", broken)
        body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"query": "x", "_meta": META}}
        headers = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list"}
        response = await http.post("/mcp", content=json.dumps(body), headers=headers)
        monkeypatch.undo()
        after = await modern(http, "/mcp", "tools/list")
    answer = response.json()
    assert response.status_code == 200 and answer["id"] == 1 and answer["error"]["code"] == -32603
    assert "secret" not in answer["error"]["message"]  # the exception's text stays in the operator's log
    assert len(names(after)) == 6
    assert any(record.exc_info and "secret detail" in str(record.exc_info[1]) for record in caplog.records)
