"""A first call is a first call: continuation fields buy no way past validation, and never reach a legacy upstream."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import Request
from tests.memory_server import FakeServer, tool
from tests.test_proxy_server import call, initialize, modern, proxy, result

pytestmark = pytest.mark.anyio

NEEDS_CITY = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
#: what a client may add to a first call to pass it off as a retry
DISGUISES: list[dict[str, Any]] = [
    {"inputResponses": {}},
    {"requestState": "not-ours"},
    {"inputResponses": {"k": {"action": "accept", "content": {}}}, "requestState": "forged"},
]


def calls(fake: FakeServer) -> list[dict[str, Any]]:
    return [dict(m.params or {}) for m in fake.received if isinstance(m, Request) and m.method == "tools/call"]


@pytest.mark.parametrize("era", ["legacy", "modern"])
@pytest.mark.parametrize("extra", DISGUISES, ids=["inputResponses", "requestState", "both"])
async def test_a_first_call_dressed_as_a_retry_is_still_validated(era: str, extra: dict[str, Any]) -> None:
    fake = FakeServer(era=era, pages=[[tool("weather", inputSchema=NEEDS_CITY)]])
    async with proxy(("a", fake)) as srv:
        params = {"name": "weather", "arguments": {"city": 42}, **extra}
        reply, _ = await call(srv, modern(1, "tools/call", params))
    answer = result(reply)
    assert answer["isError"] is True and "city" in answer["content"][0]["text"]
    assert calls(fake) == []  # refused here: the server never saw arguments its schema forbids


@pytest.mark.parametrize("extra", DISGUISES, ids=["inputResponses", "requestState", "both"])
async def test_continuation_fields_never_reach_a_legacy_upstream(extra: dict[str, Any]) -> None:
    fake = FakeServer(era="legacy", pages=[[tool("weather", inputSchema=NEEDS_CITY)]])
    async with proxy(("a", fake)) as srv:
        params = {"name": "weather", "arguments": {"city": "Oslo"}, **extra}
        reply, _ = await call(srv, modern(1, "tools/call", params))
    assert result(reply)["isError"] is False
    (sent,) = calls(fake)
    assert "inputResponses" not in sent and "requestState" not in sent
    assert sent["arguments"] == {"city": "Oslo"}


async def test_a_legacy_client_cannot_send_continuation_fields_to_a_modern_upstream() -> None:
    fake = FakeServer(era="modern", pages=[[tool("weather", inputSchema=NEEDS_CITY)]])
    async with proxy(("a", fake)) as srv:
        session, _ = await initialize(srv)
        params = {"name": "weather", "arguments": {"city": "Oslo"}, "requestState": "x", "inputResponses": {}}
        reply, _ = await call(srv, Request(2, "tools/call", params), session)
    assert result(reply)["isError"] is False
    (sent,) = calls(fake)
    assert "inputResponses" not in sent and "requestState" not in sent


async def test_the_library_validates_a_call_with_a_continuation_and_strips_it_for_a_legacy_server() -> None:
    fake = FakeServer(era="legacy", pages=[[tool("weather", inputSchema=NEEDS_CITY)]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        with anyio.fail_after(10):
            refused = await agg.call_tool("weather", {}, continuation={"inputResponses": {}})
            done = await agg.call_tool("weather", {"city": "Oslo"}, continuation={"requestState": "s"})
    assert refused["isError"] is True and done["isError"] is False
    assert calls(fake) == [{"name": "weather", "arguments": {"city": "Oslo"}}]
