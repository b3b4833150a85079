"""The status page at `/` and `/status.json`: its door (the token exchanged once for a signed cookie, the Host and
Origin checks), its Content-Security-Policy, and what it shows (servers, renames, collisions, drops, errors)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.operator_front import OperatorFront
from aggregator.proxy.page_auth import COOKIE
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
TOKEN = "page-token-1"


@asynccontextmanager
async def page(token: str | None = TOKEN, **settings: Any) -> AsyncIterator[tuple[httpx.AsyncClient, Aggregator]]:
    one = FakeServer(era="modern", pages=[[tool("search"), tool("fetch"), tool("fetch", title="again")]])
    two = FakeServer(era="modern", pages=[[tool("search")]])
    servers = [ServerConfig(name="web", serve=one.serve), ServerConfig(name="docs", serve=two.serve)]
    async with Aggregator(servers) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(token=token, **settings))
        operator = OperatorFront(app)
        try:
            transport = httpx.ASGITransport(app=operator)
            async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
                with anyio.fail_after(15):
                    yield http, agg
        finally:
            operator.close()


async def test_without_the_token_the_page_and_its_json_are_refused() -> None:
    async with page() as (http, _):
        assert (await http.get("/")).status_code == 401
        assert "?token=" in (await http.get("/")).text
        assert (await http.get("/status.json")).status_code == 401
        assert (await http.get("/?token=wrong")).status_code == 401
        forged = {"cookie": f"{COOKIE}=99999999999.{'0' * 64}"}
        assert (await http.get("/status.json", headers=forged)).status_code == 401


async def test_the_token_link_sets_an_httponly_strict_cookie_and_drops_the_token_from_the_address() -> None:
    async with page() as (http, _):
        answer = await http.get(f"/?token={TOKEN}")
        assert answer.status_code == 303
        assert answer.headers["location"] == "/"
        cookie = answer.headers["set-cookie"]
        assert cookie.startswith(f"{COOKIE}=")
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Path=/" in cookie
        assert TOKEN not in cookie
        assert answer.headers["referrer-policy"] == "no-referrer"
        jar = {"cookie": cookie.split(";")[0]}
        shown = await http.get("/", headers=jar)
        assert shown.status_code == 200
        report = await http.get("/status.json", headers=jar)
        assert report.status_code == 200
        # a cookie for another token does not pass (one changed byte of the MAC)
        value = cookie.split(";")[0]
        tampered = value[:-1] + ("0" if value[-1] != "0" else "1")
        assert (await http.get("/status.json", headers={"cookie": tampered})).status_code == 401


async def test_the_bearer_header_opens_it_too_and_the_host_check_comes_first() -> None:
    async with page() as (http, _):
        bearer = {"authorization": f"Bearer {TOKEN}"}
        assert (await http.get("/status.json", headers=bearer)).status_code == 200
        assert (await http.get("/", headers={**bearer, "host": "rebound.example"})).status_code == 403
        assert (await http.get(f"/?token={TOKEN}", headers={"host": "rebound.example"})).status_code == 403
        hostile = {**bearer, "origin": "http://evil.example"}
        assert (await http.get("/status.json", headers=hostile)).status_code == 403


async def test_the_page_carries_a_strict_policy_whose_nonce_is_on_its_only_script() -> None:
    async with page(token=None) as (http, _):
        answer = await http.get("/")
    assert answer.status_code == 200
    policy = answer.headers["content-security-policy"]
    nonce = re.search(r"'nonce-([^']+)'", policy)
    assert nonce is not None
    assert "default-src 'none'" in policy and "unsafe-inline" not in policy and "frame-ancestors 'none'" in policy
    assert answer.text.count("<script") == 1 and f'<script nonce="{nonce.group(1)}">' in answer.text
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["cache-control"] == "no-store"


async def test_it_shows_every_server_the_renames_collisions_and_drops() -> None:
    async with page(token=None) as (http, agg):
        await agg.wait_connected(5)
        html = (await http.get("/")).text
        report = (await http.get("/status.json")).json()
    assert [s["name"] for s in report["servers"]] == ["web", "docs"]
    assert [s["state"] for s in report["servers"]] == ["partial", "ok"]  # web dropped a tool
    assert report["servers"][0]["reason"]
    names = {t["name"]: t for t in report["tools"]}
    assert set(names) >= {"web__search", "docs__search", "fetch"}
    assert names["web__search"]["rename"] == {"reason": "collision", "from": "search"}
    assert names["web__search"]["why"]  # the explanation `why` gives
    assert [c["name"] for c in report["collisions"]] == ["search"]
    assert [(d["server"], d["original_name"], d["reason"]) for d in report["drops"]] == [
        ("web", "fetch", "duplicate_in_server")
    ]
    assert {s["id"] for s in report["sections"]} == {"servers", "tools", "collisions", "drops", "cache", "errors"}
    for shown in ("web", "docs", "web__search", "duplicate_in_server", "collision"):
        assert shown in html


async def test_a_failed_call_is_listed_among_recent_errors() -> None:
    async with page(token=None) as (http, agg):
        await agg.call_tool("fetch", {})
        with pytest.raises(Exception):  # noqa: B017 - any refusal: the point is the page's list
            await agg.call_tool("no_such_tool", {})
        errors = (await http.get("/status.json")).json()["errors"]
    assert len(errors) == 1 and "no_such_tool" in errors[0]["what"]


async def test_mounted_under_a_prefix_the_root_stays_the_mcp_endpoints() -> None:
    async with page(token=None) as (http, _):
        answer = await http.get("/", headers={"accept": "text/event-stream"}, extensions={})
        assert answer.status_code == 200  # on its own, / is the page
    async with Aggregator([ServerConfig(name="a", serve=FakeServer(era="modern").serve)]) as agg:
        operator = OperatorFront(McpHttpApp(ProxyServer(agg)))
        seen: list[int] = []

        async def send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                seen.append(message["status"])

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": b"", "more_body": False}

        scope = {"type": "http", "method": "GET", "path": "/tools", "root_path": "/tools", "headers": [
            (b"host", b"127.0.0.1")], "query_string": b""}  # fmt: skip
        with anyio.fail_after(5):
            await operator(scope, receive, send)
        operator.close()
    assert seen and seen[0] != 200  # the MCP app's GET without a session, not the page
