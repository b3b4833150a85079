"""A legacy `Mcp-Session-Id` belongs to the user who opened it: for anyone else it is an unknown session (404),
on every method that names it (POST, the GET stream, its `Last-Event-ID` resumption, DELETE)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.config_file import AggregatorConfig
from aggregator.oauth_config import PrincipalSettings
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
URL = "http://127.0.0.1/mcp"
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
VERSION = "2025-06-18"
INIT = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {"protocolVersion": VERSION, "capabilities": {"elicitation": {}}, "clientInfo": {"name": "c"}},
}
LISTING = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
ANSWER = json.dumps({"jsonrpc": "2.0", "id": 0, "result": {"action": "accept", "content": {}}})
#: how each kind of proxy tells its users apart: a gateway's header, or each user's own bearer token
USERS = {
    "header": ({"x-user": "alice"}, {"x-user": "mallory"}),
    "token": ({"authorization": "Bearer alice-token"}, {"authorization": "Bearer mallory-token"}),
}


@asynccontextmanager
async def proxy(kind: str) -> AsyncIterator[httpx.AsyncClient]:
    fake = FakeServer(era="modern", pages=[[tool("echo")]])
    principal = PrincipalSettings(header="X-User") if kind == "header" else None
    config = AggregatorConfig((ServerConfig(name="a", serve=fake.serve),), principal=principal)
    async with Aggregator(config) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings())
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                yield http


def refusal(response: httpx.Response) -> tuple[int, Any]:
    return response.status_code, response.content


@pytest.mark.parametrize("kind", sorted(USERS))
async def test_another_users_request_naming_a_session_is_answered_as_for_an_unknown_one(kind: str) -> None:
    owner, other = USERS[kind]
    async with proxy(kind) as http:
        opened = await http.post(URL, content=json.dumps(INIT), headers={**ACCEPT, **owner})
        assert opened.status_code == 200, opened.text
        sid = opened.headers["mcp-session-id"]
        mine = {**ACCEPT, **owner, "mcp-session-id": sid, "mcp-protocol-version": VERSION}
        theirs = {**mine, **other}
        unknown = {**theirs, "mcp-session-id": "0" * 32}

        # a request, an answer to a parked question, the GET stream, its resumption, DELETE: each as if unknown
        assert refusal(await http.post(URL, content=LISTING, headers=theirs)) == refusal(
            await http.post(URL, content=LISTING, headers=unknown)
        )
        assert (await http.post(URL, content=LISTING, headers=theirs)).status_code == 404
        assert refusal(await http.post(URL, content=ANSWER, headers=theirs)) == refusal(
            await http.post(URL, content=ANSWER, headers=unknown)
        )
        for extra in ({}, {"last-event-id": "0"}):
            stream = await http.get(URL, headers={**theirs, **extra, "accept": "text/event-stream"})
            assert stream.status_code == 404
            assert refusal(stream) == refusal(await http.get(URL, headers={**unknown, **extra}))
        deleted = await http.delete(URL, headers=theirs)
        assert refusal(deleted) == refusal(await http.delete(URL, headers=unknown))
        assert deleted.status_code == 404

        # a request carrying no user at all finds nothing either (or is refused outright)
        anonymous = {key: value for key, value in mine.items() if key not in owner}
        assert (await http.post(URL, content=LISTING, headers=anonymous)).status_code in (401, 404)

        # the owner's session is untouched by all of it
        listed = await http.post(URL, content=LISTING, headers=mine)
        assert listed.status_code == 200 and [t["name"] for t in listed.json()["result"]["tools"]] == ["echo"]
        assert (await http.delete(URL, headers=mine)).status_code == 200
