"""The pins through the proxy, in process: a call to a withheld tool asks its client (modern: `input_required`;
legacy: `elicitation/create` on the call's stream), and the answer approves once, pins, or denies."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, AggregatorConfig, ServerConfig
from aggregator.oauth_config import PrincipalSettings
from aggregator.pins import Lock, Pins
from aggregator.protocol.jsonrpc import Message, Request, Response
from aggregator.proxy.approval import APPROVAL_KEY
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
ASKS = {"elicitation": {}}


@asynccontextmanager
async def proxy(user: str | None = None, approvers: tuple[str, ...] | None = None) -> AsyncIterator[httpx.AsyncClient]:
    """The proxy over HTTP, in process; `user`: a gateway names the users in `X-User`, and this is the caller."""
    fake = FakeServer(era="modern", pages=[[tool("echo", description="Echo the text back")]])
    principal = PrincipalSettings(header="X-User") if user is not None else None
    config = AggregatorConfig((ServerConfig(name="a", serve=fake.serve),), principal=principal)
    async with Aggregator(config, pins=Pins(Lock(), "block", approvers)) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings())
        headers = {"x-user": user} if user is not None else None
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1", headers=headers) as http:
            with anyio.fail_after(20):
                yield http


async def modern(
    http: httpx.AsyncClient, method: str, params: dict[str, Any], capabilities: dict[str, Any] | None = None
) -> Any:
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": capabilities or {},
    }
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**params, "_meta": meta}}
    headers = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": method}
    if method == "tools/call":
        headers["mcp-name"] = params["name"]
    return (await http.post("/mcp", content=json.dumps(body), headers=headers)).json()


def accepted(decision: str) -> dict[str, Any]:
    return {APPROVAL_KEY: {"action": "accept", "content": {"decision": decision}}}


async def test_a_modern_client_is_asked_and_approving_once_lets_only_that_call_through() -> None:
    async with proxy() as http:
        listed = await modern(http, "tools/list", {})
        asked = await modern(http, "tools/call", {"name": "echo", "arguments": {}}, ASKS)
        state = asked["result"]["requestState"]
        retry = {"name": "echo", "arguments": {}, "requestState": state, "inputResponses": accepted("once")}
        once = await modern(http, "tools/call", retry, ASKS)
        again = await modern(http, "tools/call", {"name": "echo", "arguments": {}}, ASKS)
    assert listed["result"]["tools"] == []  # withheld: not listed
    request = asked["result"]["inputRequests"][APPROVAL_KEY]
    assert asked["result"]["resultType"] == "input_required" and request["method"] == "elicitation/create"
    assert "pending" in request["params"]["message"] and "Echo the text back" in request["params"]["message"]
    assert request["params"]["requestedSchema"]["properties"]["decision"]["enum"] == ["once", "pin", "deny"]
    assert once["result"]["content"][0]["text"] == "called echo"
    assert again["result"]["resultType"] == "input_required"  # once is once


async def test_approving_and_pinning_lists_the_tool_and_stops_asking() -> None:
    async with proxy() as http:
        asked = await modern(http, "tools/call", {"name": "echo", "arguments": {}}, ASKS)
        retry = {
            "name": "echo",
            "arguments": {},
            "requestState": asked["result"]["requestState"],
            "inputResponses": accepted("pin"),
        }
        pinned = await modern(http, "tools/call", retry, ASKS)
        listed = await modern(http, "tools/list", {})
        plain = await modern(http, "tools/call", {"name": "echo", "arguments": {}})
    assert pinned["result"]["content"][0]["text"] == "called echo"
    assert [t["name"] for t in listed["result"]["tools"]] == ["echo"]
    assert plain["result"]["content"][0]["text"] == "called echo"


@pytest.mark.parametrize(
    ("user", "approvers", "may_pin"), [("bob", None, False), ("bob", ("alice",), False), ("alice", ("alice",), True)]
)
async def test_on_a_proxy_of_named_users_only_the_approvers_may_pin_for_everyone(
    user: str, approvers: tuple[str, ...] | None, may_pin: bool
) -> None:
    async with proxy(user, approvers) as http:
        asked = await modern(http, "tools/call", {"name": "echo", "arguments": {}}, ASKS)
        state = asked["result"]["requestState"]
        retry = {"name": "echo", "arguments": {}, "requestState": state, "inputResponses": accepted("pin")}
        answered = await modern(http, "tools/call", retry, ASKS)
        listed = await modern(http, "tools/list", {})
    offered = asked["result"]["inputRequests"][APPROVAL_KEY]["params"]["requestedSchema"]["properties"]["decision"]
    assert ("pin" in offered["enum"]) is may_pin
    # a "pin" from a user who may not pin still lets that user's own call through, once
    assert answered["result"]["content"][0]["text"] == "called echo"
    assert [t["name"] for t in listed["result"]["tools"]] == (["echo"] if may_pin else [])


@pytest.mark.parametrize("answer", [accepted("deny"), {APPROVAL_KEY: {"action": "decline"}}, {}])
async def test_denying_declining_or_not_answering_is_refused_naming_the_command(answer: dict[str, Any]) -> None:
    async with proxy() as http:
        asked = await modern(http, "tools/call", {"name": "echo", "arguments": {}}, ASKS)
        retry = {"name": "echo", "arguments": {}, "requestState": asked["result"]["requestState"]}
        refused = await modern(http, "tools/call", {**retry, "inputResponses": answer}, ASKS)
    assert refused["result"]["isError"] is True
    assert "mcp-aggregator approve echo" in refused["result"]["content"][0]["text"]


async def test_a_client_that_cannot_be_asked_hears_the_command_and_a_forged_state_approves_nothing() -> None:
    async with proxy() as http:
        silent = await modern(http, "tools/call", {"name": "echo", "arguments": {}})
        asked = await modern(http, "tools/call", {"name": "echo", "arguments": {}}, ASKS)
        state = asked["result"]["requestState"]
        forged = await modern(
            http,
            "tools/call",
            {"name": "echo", "arguments": {}, "requestState": state[:-4] + "AAAA", "inputResponses": accepted("pin")},
            ASKS,
        )
    assert silent["result"]["isError"] is True and "mcp-aggregator approve" in silent["result"]["content"][0]["text"]
    assert "called echo" not in json.dumps(forged)


@pytest.mark.parametrize(("decision", "called"), [("once", True), ("pin", True), ("deny", False)])
async def test_a_legacy_client_is_asked_on_the_calls_own_stream(decision: str, called: bool) -> None:
    fake = FakeServer(era="modern", pages=[[tool("echo", description="Echo the text back")]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)], pins=Pins(Lock(), "block")) as agg:
        server = ProxyServer(agg)
        asked: list[Request] = []

        async def on_stream(message: Message) -> None:
            if isinstance(message, Request):
                asked.append(message)
                session.deliver(Response(message.id, {"action": "accept", "content": {"decision": decision}}))

        session = server.open_session()
        hello = {"protocolVersion": "2025-06-18", "capabilities": ASKS, "clientInfo": {"name": "t", "version": "1"}}
        with anyio.fail_after(20):
            await server.handle(Request(0, "initialize", hello), session=session, send=on_stream)
            call = Request(1, "tools/call", {"name": "echo", "arguments": {}})
            reply = await server.handle(call, session=session, send=on_stream)
            listed = await server.handle(Request(2, "tools/list", {}), session=session, send=on_stream)
    assert [m.method for m in asked] == ["elicitation/create"]
    assert "not approved" in str(asked[0].params)
    assert isinstance(reply, Response) and isinstance(listed, Response)
    text = reply.result["content"][0]["text"]
    assert (text == "called echo") is called
    assert bool(reply.result.get("isError")) is not called
    assert [t["name"] for t in listed.result["tools"]] == (["echo"] if decision == "pin" else [])
