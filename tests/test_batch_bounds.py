"""A JSON-RPC batch (2025-03-26) is no way around the HTTP front's bounds: its requests take the session's slots
(`max_calls_per_session`) as if they had come at once, and a batch has at most `jsonrpc.MAX_BATCH` members."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.errors import ProtocolViolation
from aggregator.protocol import jsonrpc
from aggregator.protocol.jsonrpc import Invalid, Request
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, Session, tool

pytestmark = pytest.mark.anyio
URL = "http://127.0.0.1/mcp"
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
VERSION = "2025-03-26"


@asynccontextmanager
async def session(release: anyio.Event, running: list[int], **settings: Any) -> AsyncIterator[Any]:
    async def slow(_: Session, request: Request) -> dict[str, Any]:
        running[0] += 1
        running[1] = max(running[1], running[0])
        try:
            await release.wait()
        finally:
            running[0] -= 1
        return {"content": [{"type": "text", "text": "done"}]}

    fake = FakeServer(era="legacy", legacy_version=VERSION, pages=[[tool("slow")]], on_call=slow)
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(**settings))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                params = {"protocolVersion": VERSION, "capabilities": {}, "clientInfo": {"name": "c"}}
                init = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params}
                opened = await http.post(URL, content=json.dumps(init), headers=ACCEPT)
                headers = {
                    **ACCEPT,
                    "mcp-session-id": opened.headers["mcp-session-id"],
                    "mcp-protocol-version": VERSION,
                }
                yield http, headers, app


def call(rid: int) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": {"name": "slow", "arguments": {}}}


async def test_a_batch_runs_no_more_requests_than_the_session_may_and_refuses_the_rest_by_member() -> None:
    release, running = anyio.Event(), [0, 0]
    async with session(release, running, max_calls_per_session=3) as (http, headers, app):
        answered: list[httpx.Response] = []

        async def batch() -> None:
            body = [call(rid) for rid in range(1, 11)] + [{"jsonrpc": "2.0", "id": 99, "method": "ping"}]
            answered.append(await http.post(URL, content=json.dumps(body), headers=headers))

        async with anyio.create_task_group() as tg:
            tg.start_soon(batch)
            while running[0] < 3:
                await anyio.sleep(0.01)
            # the batch holds every slot: a lone request now is refused as at any other time
            lone = await http.post(URL, content=json.dumps(call(50)), headers=headers)
            assert lone.status_code == 429 and "already runs 3" in lone.json()["error"]["message"]
            release.set()
        replies = answered[0].json()
        assert running[1] == 3  # never more upstream calls at once than the session's bound
        assert [reply["id"] for reply in replies] == [*range(1, 11), 99]  # every member answered, in order
        assert [reply["result"]["content"][0]["text"] for reply in replies[:3]] == ["done"] * 3
        assert all(reply["error"]["code"] == -32603 for reply in replies[3:])
        assert all("already runs 3" in reply["error"]["message"] for reply in replies[3:])
        # the members gave their slots back: the session runs requests again
        assert next(iter(app.sessions.entries.values())).busy == 0
        again = await http.post(URL, content=json.dumps(call(60)), headers=headers)
        assert again.status_code == 200 and again.json()["result"]["content"][0]["text"] == "done"


async def test_a_batch_over_max_batch_members_is_one_invalid_request_not_an_answer_per_member() -> None:
    release, running = anyio.Event(), [0, 0]
    release.set()
    async with session(release, running) as (http, headers, _):
        huge = b"[" + b"1," * jsonrpc.MAX_BATCH + b"1]"  # one member over the bound, each an invalid one
        refused = await http.post(URL, content=huge, headers=headers)
        most = b"[" + b"1," * (jsonrpc.MAX_BATCH - 1) + b"1]"
        answered = await http.post(URL, content=most, headers=headers)
    assert refused.status_code == 400
    error = refused.json()["error"]
    assert error["code"] == -32600 and f"limit of {jsonrpc.MAX_BATCH}" in error["message"]
    assert answered.status_code == 200 and len(answered.json()) == jsonrpc.MAX_BATCH


def test_the_batch_bound_holds_for_every_reader_of_batches() -> None:
    members = [{"jsonrpc": "2.0", "method": "notifications/progress"}] * (jsonrpc.MAX_BATCH + 1)
    payload = jsonrpc.read_payload(json.dumps(members), allow_batch=True)
    assert not payload.batch and isinstance(payload.items[0], Invalid)
    # what an upstream of the revision sends is decoded under the same bound
    with pytest.raises(ProtocolViolation, match="over the limit"):
        jsonrpc.decode(json.dumps(members), allow_batch=True)
    assert len(jsonrpc.decode(json.dumps(members[:-1]), allow_batch=True)) == jsonrpc.MAX_BATCH
