"""Modern calls parked for their client's input are bounded in number, in all and per client: past a bound the
call is refused at once with a typed `busy` error, and a slot comes free as a parked call finishes or expires."""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx
import pytest

from aggregator.protocol.jsonrpc import ErrorResponse, Message, Request
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.schema_check import check_error
from tests.test_proxy_bridge import ACCEPT, ELICIT, answered, legacy, modern, proxy, result, retry

pytestmark = pytest.mark.anyio
ASKS = ("elicitation/create", ELICIT)
BASE = "http://127.0.0.1"


async def ask(srv: ProxyServer, rid: int, name: str, client: str | None = None) -> Any:
    async def send(message: Message) -> None:
        pass

    with anyio.fail_after(10):
        return await srv.handle(modern(rid, {"name": name, "arguments": {}}), session=None, send=send, client=client)


async def resume(srv: ProxyServer, request: Request, client: str | None = None) -> Any:
    async def send(message: Message) -> None:
        pass

    with anyio.fail_after(10):
        return await srv.handle(request, session=None, send=send, client=client)


def busy(reply: Any, scope: str, limit: int) -> None:
    assert isinstance(reply, ErrorResponse), reply
    check_error({"code": reply.code, "message": reply.message, "data": reply.data})
    assert reply.code == -32603 and "too many calls are waiting" in reply.message
    info = reply.data["aggregator"]
    assert (info["kind"], info["scope"], info["limit"]) == ("busy", scope, limit)
    assert 0 <= info["retry_in_s"] <= 300


async def test_past_the_total_bound_a_call_that_would_park_is_refused_busy_until_a_parked_call_finishes() -> None:
    fakes = [(name, legacy(ASKS)) for name in ("a", "b")]
    async with proxy(*fakes, max_parked=1) as srv:
        parked = result(await ask(srv, 1, "a__ask"))
        assert parked["resultType"] == "input_required"
        busy(await ask(srv, 2, "b__ask"), "total", 1)
        final = await resume(srv, retry(3, "a__ask", parked, ACCEPT))
        assert answered(final) == [ACCEPT]
        # its slot is free: the next call parks
        assert result(await ask(srv, 4, "b__ask"))["resultType"] == "input_required"


async def test_a_slot_comes_free_when_a_parked_call_expires() -> None:
    fakes = [(name, legacy(ASKS)) for name in ("a", "b")]
    async with proxy(*fakes, max_parked=1, input_expiry=0.2) as srv:
        assert result(await ask(srv, 1, "a__ask"))["resultType"] == "input_required"
        with anyio.fail_after(10):
            await fakes[0][1].wait_for("notifications/cancelled")  # expired: its upstream call was cancelled
        assert result(await ask(srv, 2, "b__ask"))["resultType"] == "input_required"


async def test_one_client_past_its_own_bound_is_refused_busy_while_another_client_still_parks() -> None:
    fakes = [(name, legacy(ASKS)) for name in ("a", "b")]
    async with proxy(*fakes, max_parked=8, max_parked_per_client=1) as srv:
        assert result(await ask(srv, 1, "a__ask", client="10.0.0.1"))["resultType"] == "input_required"
        busy(await ask(srv, 2, "b__ask", client="10.0.0.1"), "client", 1)
        assert result(await ask(srv, 3, "b__ask", client="10.0.0.2"))["resultType"] == "input_required"


def _post(rid: int, name: str) -> dict[str, Any]:
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {"elicitation": {}},
    }
    params = {"name": name, "arguments": {}, "_meta": meta}
    body = {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": params}
    headers = {
        "accept": "application/json, text/event-stream",
        "content-type": "application/json",
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "tools/call",
        "mcp-name": name,
    }
    return {"content": json.dumps(body), "headers": headers}


async def test_over_http_each_client_address_has_its_own_parking_bound() -> None:
    fakes = [(name, legacy(ASKS)) for name in ("a", "b", "c")]
    async with proxy(*fakes, max_parked=8, max_parked_per_client=1) as srv:
        app = McpHttpApp(srv, HttpSettings())
        one = httpx.AsyncClient(transport=httpx.ASGITransport(app=app, client=("10.0.0.1", 1000)), base_url=BASE)
        other = httpx.AsyncClient(transport=httpx.ASGITransport(app=app, client=("10.0.0.2", 1000)), base_url=BASE)
        async with one, other:
            with anyio.fail_after(10):
                first = (await one.post("/mcp", **_post(1, "a__ask"))).json()
                # another connection (port) of the same address is the same client
                again = (await one.post("/mcp", **_post(2, "b__ask"))).json()
                elsewhere = (await other.post("/mcp", **_post(3, "c__ask"))).json()
    assert first["result"]["resultType"] == "input_required"
    busy(ErrorResponse(2, again["error"]["code"], again["error"]["message"], again["error"].get("data")), "client", 1)
    assert elsewhere["result"]["resultType"] == "input_required"
