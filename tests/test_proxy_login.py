"""Per-user upstream logins through the proxy, over real HTTP (uvicorn): the proxy's users told apart, each with
their own upstream tokens, and a login that one of them needs asked for inside the conversation by URL-mode
elicitation (modern: `input_required` and a retry; legacy: `elicitation/create` on the call's stream, with the MCP
SDK's client), else refused naming the command. The downstream client's own token never reaches the upstream.

The upstream and its authorization server are `tests/login_servers.py`; the user's browser is `browse`.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from cryptography.fernet import Fernet

from aggregator import Aggregator, ServerConfig
from aggregator.config_file import AggregatorConfig, parse_config
from aggregator.errors import ConfigError
from aggregator.oauth_config import OAuthSettings, PrincipalSettings
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.logins import LOGIN_KEY
from aggregator.proxy.server import ProxyServer
from aggregator.token_vault import KEY_ENV, STORE_ENV, Vault, VaultKey
from aggregator.transports.oauth import provider_for
from tests.login_servers import LoginServers, browse, login_servers, serving

pytestmark = pytest.mark.anyio
asyncio_only = pytest.mark.parametrize("anyio_backend", ["asyncio"])  # uvicorn serves on asyncio only
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
URL_ASKS = {"elicitation": {"form": {}, "url": {}}}
OPERATOR = "operator"  # the proxy's own login: what it connects and lists the tools with


@dataclass
class Setup:
    upstream: LoginServers
    proxy: str  # the proxy's MCP endpoint
    vault: Vault
    server: ProxyServer


async def headless(url: str, user: str, store: Any) -> None:
    """Log `user` in to the upstream at `url` as `mcp-aggregator login` would, the browser headless."""

    async def authorize(address: str) -> str:
        async with httpx.AsyncClient(headers={"x-test-user": user}) as browser:
            return (await browser.get(address)).headers["location"]  # the redirect back, with the code

    settings = OAuthSettings(store=store, authorize=authorize)
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    async with httpx.AsyncClient(auth=provider_for(url, settings)) as http:
        reply = await http.post(url, json=ping, headers={"accept": "application/json, text/event-stream"})
    assert await store.get_tokens() is not None, reply.text


@asynccontextmanager
async def proxied(tmp_path: Path, *, token: str | None = None, header: str | None = "X-User") -> AsyncIterator[Setup]:
    """The proxy in front of `tests/login_servers.py`, its users told apart by `header` (else by `token`)."""
    with anyio.fail_after(60):
        async with login_servers() as upstream:
            url = f"{upstream.base}/mcp"
            async with proxy_of(tmp_path, url, upstream.base, token=token, header=header) as (proxy, vault, server):
                yield Setup(upstream, proxy, vault, server)


@asynccontextmanager
async def proxy_of(
    tmp_path: Path, url: str, issuer: str, *, token: str | None = None, header: str | None = "X-User"
) -> AsyncIterator[tuple[str, Vault, ProxyServer]]:
    """The proxy, served, for the upstream at `url` (its tokens from `issuer`): its endpoint, vault and server."""
    vault = Vault(tmp_path / "tokens", environ={STORE_ENV: "file", KEY_ENV: Fernet.generate_key().decode()})
    own = vault.store(VaultKey(issuer, url, OPERATOR))
    await headless(url, OPERATOR, own)
    oauth = OAuthSettings(store=own, stores=lambda who: vault.store(VaultKey(issuer, url, who)))
    entry = ServerConfig(name="up", url=url, protocol="legacy", oauth=oauth)
    principal = PrincipalSettings(header=header) if header else None
    async with Aggregator(AggregatorConfig((entry,), principal=principal)) as agg:
        server = ProxyServer(agg)
        async with serving(McpHttpApp(server, HttpSettings(token=token))) as base:
            yield f"{base}/mcp", vault, server


async def modern(proxy: str, params: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": URL_ASKS if "caps" not in headers else {},
    }
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {**params, "_meta": meta}}
    sent = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": params["name"]}
    sent.update({k: v for k, v in headers.items() if k != "caps"})
    async with httpx.AsyncClient(timeout=30) as http:
        reply = await http.post(proxy, content=json.dumps(body), headers=sent)
    assert reply.status_code == 200, reply.text
    assert "result" in reply.json(), reply.text
    return dict(reply.json()["result"])


def text(result: dict[str, Any]) -> str:
    return str(result["content"][0]["text"])


@asyncio_only
async def test_a_modern_client_logs_its_user_in_by_url_and_its_retry_runs_the_call(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with proxied(tmp_path) as setup:
        asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice"})
        request = asked["inputRequests"][LOGIN_KEY]
        params = request["params"]
        page = await browse(params["url"], "alice")  # the user opens the link and logs in
        retry = {
            "name": "whoami",
            "arguments": {},
            "requestState": asked["requestState"],
            "inputResponses": {LOGIN_KEY: {"action": "accept"}},
        }
        done = await modern(setup.proxy, retry, {"x-user": "alice"})
        again = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice"})
        kept = setup.vault.read(VaultKey(setup.upstream.base, f"{setup.upstream.base}/mcp", "header:alice"))
    assert asked["resultType"] == "input_required" and request["method"] == "elicitation/create"
    assert params["mode"] == "url" and params["elicitationId"] and "up" in params["message"]
    assert params["url"].startswith(setup.proxy.removesuffix("/mcp") + "/login/")
    assert page.status_code == 200 and "Logged in to up" in page.text
    assert text(done) == "you are alice" and not done.get("isError")
    assert text(again) == "you are alice"  # logged in from now on: no question
    assert kept["tokens"]["access_token"].startswith("at-")
    said = json.dumps([asked, done, again]) + page.text + caplog.text
    for secret in (kept["tokens"]["access_token"], kept["tokens"]["refresh_token"]):
        assert secret not in said  # never in an answer, a page or a log line


@asyncio_only
async def test_a_login_link_says_whom_it_signs_in_for_before_anything_starts(tmp_path: Path) -> None:
    # the link is the credential: one passed on by someone else must not be followed blindly into their account
    async with proxied(tmp_path) as setup:
        asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "mallory"})
        url = asked["inputRequests"][LOGIN_KEY]["params"]["url"]
        async with httpx.AsyncClient(follow_redirects=False, timeout=20) as browser:
            first = await browser.get(url)
            again = await browser.get(url)  # nothing started: the page is shown again, not "used"
        page = await browse(url, "alice")  # alice reads it and goes on anyway: it was her choice, stated
    assert first.status_code == 200 and "for the proxy user &#x27;mallory&#x27;" in first.text
    assert 'id="continue"' in first.text and again.status_code == 200
    assert "Logged in to up" in page.text


@asyncio_only
async def test_two_users_get_their_own_upstream_tokens_and_a_used_link_is_refused(tmp_path: Path) -> None:
    async with proxied(tmp_path) as setup:
        answers = {}
        for user in ("alice", "bob"):
            asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": user})
            url = asked["inputRequests"][LOGIN_KEY]["params"]["url"]
            await browse(url, user)
            reused = await browse(url, "mallory")  # a link works once
            retry = {"name": "whoami", "arguments": {}, "requestState": asked["requestState"]}
            retry["inputResponses"] = {LOGIN_KEY: {"action": "accept"}}
            answers[user] = text(await modern(setup.proxy, retry, {"x-user": user}))
            assert reused.status_code == 404
        # alice's state is alice's: bob cannot run a call with it
        asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "carol"})
        stolen = {"name": "whoami", "arguments": {}, "requestState": asked["requestState"]}
        stolen["inputResponses"] = {LOGIN_KEY: {"action": "accept"}}
        refused = await modern(setup.proxy, stolen, {"x-user": "bob"})
        url = f"{setup.upstream.base}/mcp"
        kept = {u: setup.vault.read(VaultKey(setup.upstream.base, url, f"header:{u}")) for u in ("alice", "bob")}
    assert answers == {"alice": "you are alice", "bob": "you are bob"}
    assert kept["alice"]["tokens"]["access_token"] != kept["bob"]["tokens"]["access_token"]
    assert refused["isError"] is True and "mcp-aggregator login up" in text(refused)


@asyncio_only
async def test_calls_made_before_a_login_share_one_link_per_user_rather_than_keeping_one_each(tmp_path: Path) -> None:
    # every call made before logging in kept a new login for ten minutes: a user's retries piled them up
    async with proxied(tmp_path) as setup:

        async def link(user: str) -> str:
            asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": user})
            return str(asked["inputRequests"][LOGIN_KEY]["params"]["url"])

        alice = [await link("alice") for _ in range(5)]
        bob = await link("bob")
        held = len(setup.server.handlers.logins.attempts)
        await browse(alice[0], "alice")
        logged_in = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice"})
    assert len(set(alice)) == 1 and bob != alice[0] and held == 2
    assert text(logged_in) == "you are alice"


@asyncio_only
async def test_a_retry_before_the_login_is_done_is_asked_again_with_the_same_link(tmp_path: Path) -> None:
    async with proxied(tmp_path) as setup:
        setup.server.handlers.logins.retry_wait_s = 0.2  # the retry waits this long for the login, then asks again
        first = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice"})
        early = {"name": "whoami", "arguments": {}, "requestState": first["requestState"]}
        early["inputResponses"] = {LOGIN_KEY: {"action": "accept"}}
        again = await modern(setup.proxy, early, {"x-user": "alice"})
        await browse(again["inputRequests"][LOGIN_KEY]["params"]["url"], "alice")
        late = {**early, "requestState": again["requestState"]}
        done = await modern(setup.proxy, late, {"x-user": "alice"})
    link = first["inputRequests"][LOGIN_KEY]["params"]["url"]
    assert again["resultType"] == "input_required" and again["inputRequests"][LOGIN_KEY]["params"]["url"] == link
    assert text(done) == "you are alice"


@asyncio_only
async def test_a_client_that_cannot_open_a_url_hears_the_command(tmp_path: Path) -> None:
    async with proxied(tmp_path) as setup:
        plain = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice", "caps": ""})
        asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice"})
        declined = {"name": "whoami", "arguments": {}, "requestState": asked["requestState"]}
        declined["inputResponses"] = {LOGIN_KEY: {"action": "decline"}}
        refused = await modern(setup.proxy, declined, {"x-user": "alice"})
        operator = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice", "caps": ""})
    assert plain["isError"] is True and "mcp-aggregator login up" in text(plain)
    assert refused["isError"] is True and "declined" in text(refused)
    assert operator["isError"] is True  # the proxy's own login is not lent to its users


@asyncio_only
async def test_a_revoked_grant_asks_again_in_band(tmp_path: Path) -> None:
    async with proxied(tmp_path) as setup:
        for first in (True, False):
            asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, {"x-user": "alice"})
            await browse(asked["inputRequests"][LOGIN_KEY]["params"]["url"], "alice")
            retry = {"name": "whoami", "arguments": {}, "requestState": asked["requestState"]}
            retry["inputResponses"] = {LOGIN_KEY: {"action": "accept"}}
            assert text(await modern(setup.proxy, retry, {"x-user": "alice"})) == "you are alice"
            if first:
                setup.upstream.revoke("alice")  # her tokens and refresh token stop working: a new login is needed


@asyncio_only
async def test_a_legacy_sdk_client_is_asked_on_the_calls_stream_and_the_call_runs_after_the_login(
    tmp_path: Path,
) -> None:
    from mcp import ClientSession, types
    from mcp.client.streamable_http import streamable_http_client

    asked: list[types.ElicitRequestURLParams] = []
    completed: list[str] = []

    async def elicit(context: Any, params: types.ElicitRequestParams) -> types.ElicitResult:
        assert isinstance(params, types.ElicitRequestURLParams)
        asked.append(params)
        page = await browse(params.url, "dave")
        assert page.status_code == 200
        return types.ElicitResult(action="accept")

    async def on_message(message: Any) -> None:
        root = getattr(message, "root", None)
        if isinstance(root, types.ElicitCompleteNotification):
            completed.append(root.params.elicitationId)

    async with (
        proxied(tmp_path) as setup,
        httpx.AsyncClient(headers={"x-user": "dave"}, timeout=30) as http,
        streamable_http_client(setup.proxy, http_client=http) as (read, write, _),
        ClientSession(read, write, elicitation_callback=elicit, message_handler=on_message) as session,
    ):
        await session.initialize()
        listed = await session.list_tools()
        result = await session.call_tool("whoami", {})
        again = await session.call_tool("whoami", {})
    assert [t.name for t in listed.tools] == ["whoami"]  # listed before the user logged in
    assert len(asked) == 1 and asked[0].mode == "url" and "/login/" in asked[0].url
    assert not result.isError and isinstance(result.content[0], types.TextContent)
    assert result.content[0].text == "you are dave"
    assert completed == [asked[0].elicitationId]
    assert isinstance(again.content[0], types.TextContent) and again.content[0].text == "you are dave"


@asyncio_only
async def test_a_legacy_client_without_url_elicitation_hears_the_command_and_a_nameless_request_is_refused(
    tmp_path: Path,
) -> None:
    from mcp import ClientSession, types
    from mcp.client.streamable_http import streamable_http_client

    async with (
        proxied(tmp_path) as setup,
        httpx.AsyncClient(headers={"x-user": "frank"}, timeout=30) as http,
        streamable_http_client(setup.proxy, http_client=http) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        result = await session.call_tool("whoami", {})
        async with httpx.AsyncClient(timeout=30) as anonymous:
            nameless = await anonymous.post(setup.proxy, content=b"{}", headers=ACCEPT)
    assert result.isError and isinstance(result.content[0], types.TextContent)
    assert "mcp-aggregator login up" in result.content[0].text
    assert nameless.status_code == 401 and "x-user" in nameless.text


@asyncio_only
async def test_the_downstream_token_never_reaches_the_upstream(tmp_path: Path) -> None:
    secret = "downstream-secret-0123456789"
    async with proxied(tmp_path, token=secret, header=None) as setup:
        auth = {"authorization": f"Bearer {secret}"}
        asked = await modern(setup.proxy, {"name": "whoami", "arguments": {}}, auth)
        await browse(asked["inputRequests"][LOGIN_KEY]["params"]["url"], "erin")
        retry = {"name": "whoami", "arguments": {}, "requestState": asked["requestState"]}
        retry["inputResponses"] = {LOGIN_KEY: {"action": "accept"}}
        done = await modern(setup.proxy, retry, auth)
        seen = json.dumps(setup.upstream.seen)
    assert text(done) == "you are erin"
    assert secret not in seen and len(setup.upstream.seen) >= 3


@asyncio_only
async def test_against_a_real_authorization_server_both_eras_log_in_in_band(tmp_path: Path) -> None:
    """authlib's authorization server and the MCP SDK's server (tests/fixtures/oauth_server.py): the round trip of a
    modern client (a retry) and of the SDK's client (on the call's stream), each as a user of its own."""
    from mcp import ClientSession, types
    from mcp.client.streamable_http import streamable_http_client

    from tests.fixtures.oauth_server import serve_oauth

    async def elicit(context: Any, params: types.ElicitRequestParams) -> types.ElicitResult:
        assert isinstance(params, types.ElicitRequestURLParams)
        assert (await browse(params.url, "")).status_code == 200
        return types.ElicitResult(action="accept")

    with serve_oauth() as servers, anyio.fail_after(60):
        async with proxy_of(tmp_path, servers.mcp_url, servers.issuer) as (proxy, vault, _):
            asked = await modern(proxy, {"name": "whoami", "arguments": {}}, {"x-user": "ann"})
            page = await browse(asked["inputRequests"][LOGIN_KEY]["params"]["url"], "")
            retry = {"name": "whoami", "arguments": {}, "requestState": asked["requestState"]}
            retry["inputResponses"] = {LOGIN_KEY: {"action": "accept"}}
            done = await modern(proxy, retry, {"x-user": "ann"})
            async with (
                httpx.AsyncClient(headers={"x-user": "ben"}, timeout=30) as http,
                streamable_http_client(proxy, http_client=http) as (read, write, _),
                ClientSession(read, write, elicitation_callback=elicit) as session,
            ):
                await session.initialize()
                legacy = await session.call_tool("whoami", {})
            kept = {u: vault.read(VaultKey(servers.issuer, servers.mcp_url, f"header:{u}")) for u in ("ann", "ben")}
    assert page.status_code == 200 and "Logged in to up" in page.text
    assert text(done).startswith("alice mcp") and not done.get("isError")  # the authorization server's one user
    assert isinstance(legacy.content[0], types.TextContent) and legacy.content[0].text.startswith("alice mcp")
    assert kept["ann"]["tokens"]["access_token"] != kept["ben"]["tokens"]["access_token"]
    issued = [token.access_token for token in servers.authority.issued]
    assert all(kept[u]["tokens"]["access_token"] in issued for u in ("ann", "ben"))


def test_the_principal_header_is_checked_where_the_config_names_it() -> None:
    config = parse_config({"mcpServers": {}, "aggregator": {"principal": {"header": "X-User"}}}, source="c.json")
    assert config.principal == PrincipalSettings(header="X-User")
    with pytest.raises(ConfigError, match=r"c\.json: aggregator\.principal\.header: .*already means"):
        parse_config({"mcpServers": {}, "aggregator": {"principal": {"header": "Authorization"}}}, source="c.json")
    with pytest.raises(
        ConfigError, match=r"c\.json: aggregator\.principal\.heade: unknown key 'heade'; did you mean 'header'"
    ):
        parse_config({"mcpServers": {}, "aggregator": {"principal": {"heade": "X"}}}, source="c.json")


def test_the_cli_keeps_each_users_tokens_under_their_own_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from aggregator.cli.login import with_vault
    from aggregator.config import RemoteServer, as_variant
    from aggregator.token_vault import VaultStore

    monkeypatch.setenv(STORE_ENV, "file")
    monkeypatch.setenv(KEY_ENV, Fernet.generate_key().decode())
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    entry = {"url": "https://mcp.example/mcp", "oauth": {"issuer": "https://as.example"}}
    served = with_vault(parse_config({"mcpServers": {"up": entry}}, source="c.json"))
    server = as_variant(served.servers[0])
    assert isinstance(server, RemoteServer) and server.oauth is not None and server.oauth.stores is not None
    store = server.oauth.stores("header:ann")
    assert isinstance(store, VaultStore)
    assert store.key == VaultKey("https://as.example", "https://mcp.example/mcp", "header:ann")


@asyncio_only
async def test_on_stdio_the_local_users_login_is_asked_for_in_band_on_a_loopback_page(tmp_path: Path) -> None:
    """No HTTP front: one user, the local one (the proxy's own login); the page is on a loopback port."""
    from aggregator.protocol.jsonrpc import Message, Notification, Request, Response

    vault = Vault(tmp_path / "tokens", environ={STORE_ENV: "file", KEY_ENV: Fernet.generate_key().decode()})
    asked: list[Request] = []
    told: list[Notification] = []
    pages: list[httpx.Response] = []
    with anyio.fail_after(60):
        async with login_servers() as upstream:
            url = f"{upstream.base}/mcp"
            own = vault.store(VaultKey(upstream.base, url, OPERATOR))
            await headless(url, OPERATOR, own)
            oauth = OAuthSettings(store=own, stores=lambda who: vault.store(VaultKey(upstream.base, url, who)))
            entry = ServerConfig(name="up", url=url, protocol="legacy", oauth=oauth)
            async with Aggregator([entry]) as agg, anyio.create_task_group() as tg:
                server = ProxyServer(agg)
                await tg.start(server.watch)

                async def on_stream(message: Message) -> None:
                    if isinstance(message, Request):
                        asked.append(message)
                        pages.append(await browse(message.params["url"], OPERATOR))
                        session.deliver(Response(message.id, {"action": "accept"}))
                    elif isinstance(message, Notification):
                        told.append(message)

                session = server.open_session()
                hello = {
                    "protocolVersion": "2025-11-25",
                    "capabilities": {"elicitation": {"url": {}}},
                    "clientInfo": {"name": "t", "version": "1"},
                }
                await server.handle(Request(0, "initialize", hello), session=session, send=on_stream)
                listed = await server.handle(Request(2, "tools/list", {}), session=session, send=on_stream)
                upstream.revoke(OPERATOR)  # the local user's grant ends: the next call needs a new login
                call = Request(1, "tools/call", {"name": "whoami", "arguments": {}})
                reply = await server.handle(call, session=session, send=on_stream)
                tg.cancel_scope.cancel()
    assert isinstance(listed, Response) and [t["name"] for t in listed.result["tools"]] == ["whoami"]
    assert [m.method for m in asked] == ["elicitation/create"], reply
    assert asked[0].params["mode"] == "url" and asked[0].params["url"].startswith("http://127.0.0.1:")
    assert pages[0].status_code == 200 and "Logged in to up" in pages[0].text
    assert [n.method for n in told] == ["notifications/elicitation/complete"]
    assert told[0].params == {"elicitationId": asked[0].params["elicitationId"]}
    assert isinstance(reply, Response) and reply.result["content"][0]["text"] == "you are operator"


async def modern_request(proxy: str, method: str, params: dict[str, Any], user: str, *, caps: Any = None) -> Any:
    """One modern request of `method` as `user`: its whole JSON-RPC answer (a result or an error)."""
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": URL_ASKS if caps is None else caps,
    }
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**params, "_meta": meta}}
    sent = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": method, "x-user": user}
    named = params.get("name", params.get("uri"))
    if method in ("prompts/get", "resources/read", "tools/call"):
        sent["mcp-name"] = str(named)
    async with httpx.AsyncClient(timeout=30) as http:
        reply = await http.post(proxy, content=json.dumps(body), headers=sent)
    return reply.json()


def accepted(asked: dict[str, Any], params: dict[str, Any]) -> dict[str, Any]:
    """`params` again with the login question's answer and its state: the retry after the login."""
    return {**params, "requestState": asked["requestState"], "inputResponses": {LOGIN_KEY: {"action": "accept"}}}


@asyncio_only
async def test_prompts_reads_and_completions_take_the_same_in_band_login(tmp_path: Path) -> None:
    """Against authlib's authorization server: `prompts/get` and `resources/read` of a user without a login are
    asked to log in as a tool call is (modern: `input_required`, bound to that request; the SDK's client: on the
    request's stream, a completion too); a client that cannot open a URL hears the command. One user's missing login
    leaves the server ok for everyone."""
    from mcp import ClientSession, types
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared.exceptions import McpError as SdkError

    from tests.fixtures.oauth_server import serve_oauth

    async def elicit(context: Any, params: types.ElicitRequestParams) -> types.ElicitResult:
        assert isinstance(params, types.ElicitRequestURLParams)
        questions.append(params.message)
        assert (await browse(params.url, "")).status_code == 200
        return types.ElicitResult(action="accept")

    questions: list[str] = []
    prompt = {"name": "greeting", "arguments": {"name": "x"}}
    read = {"uri": "note://whoami"}
    with serve_oauth() as servers, anyio.fail_after(90):
        async with proxy_of(tmp_path, servers.mcp_url, servers.issuer) as (proxy, _, server):
            health = proxy.removesuffix("/mcp") + "/healthz"
            first = await modern_request(proxy, "prompts/get", prompt, "ann")
            assert "result" in first, first
            asked = first["result"]
            # its state is bound to this prompt: not a pass for a read, nor for another user
            stolen = await modern_request(proxy, "resources/read", accepted(asked, read), "ann")
            other = await modern_request(proxy, "prompts/get", accepted(asked, prompt), "zoe")
            states = {name: s.state for name, s in server.aggregator.status().items()}
            async with httpx.AsyncClient() as http:
                healthy = (await http.get(health)).json()
            page = await browse(asked["inputRequests"][LOGIN_KEY]["params"]["url"], "")
            got = (await modern_request(proxy, "prompts/get", accepted(asked, prompt), "ann"))["result"]
            asked_read = (await modern_request(proxy, "resources/read", read, "cid"))["result"]
            await browse(asked_read["inputRequests"][LOGIN_KEY]["params"]["url"], "")
            done_read = (await modern_request(proxy, "resources/read", accepted(asked_read, read), "cid"))["result"]
            completion = {"ref": {"type": "ref/prompt", "name": "greeting"}, "argument": {"name": "name", "value": ""}}
            modern_completion = await modern_request(proxy, "completion/complete", completion, "eve")
            async with (
                httpx.AsyncClient(headers={"x-user": "ben"}, timeout=30) as http,
                streamable_http_client(proxy, http_client=http) as (rd, wr, _),
                ClientSession(rd, wr, elicitation_callback=elicit) as session,
            ):
                await session.initialize()
                legacy_prompt = await session.get_prompt("greeting", {"name": "y"})
            async with (
                httpx.AsyncClient(headers={"x-user": "bea"}, timeout=30) as http,
                streamable_http_client(proxy, http_client=http) as (rd, wr, _),
                ClientSession(rd, wr, elicitation_callback=elicit) as session,
            ):
                await session.initialize()
                legacy_completion = await session.complete(
                    types.PromptReference(type="ref/prompt", name="greeting"), {"name": "name", "value": ""}
                )
                legacy_read = await session.read_resource("note://whoami")  # logged in now: no question
            async with (
                httpx.AsyncClient(headers={"x-user": "dan"}, timeout=30) as http,
                streamable_http_client(proxy, http_client=http) as (rd, wr, _),
                ClientSession(rd, wr) as session,
            ):
                await session.initialize()
                with pytest.raises(SdkError) as refused:
                    await session.read_resource("note://whoami")
    request = asked["inputRequests"][LOGIN_KEY]
    assert asked["resultType"] == "input_required" and request["params"]["mode"] == "url"
    assert "prompt 'greeting'" in request["params"]["message"]
    assert "error" in stolen and "mcp-aggregator login up" in stolen["error"]["message"]
    assert "error" in other and "not this request's" in other["error"]["message"]
    assert states == {"up": "ok"} and healthy["status"] == "ok"  # one user's missing login is theirs alone
    assert page.status_code == 200 and "Logged in to up" in page.text
    assert got["messages"][0]["content"]["text"] == "alice greets x"
    assert asked_read["resultType"] == "input_required" and "resource 'note://whoami'" in json.dumps(asked_read)
    assert done_read["contents"][0]["text"] == "a note for alice"
    # a completion cannot answer input_required: a modern client hears the command
    assert "mcp-aggregator login up" in modern_completion["error"]["message"]
    assert modern_completion["error"]["data"]["aggregator"]["kind"] == "auth_required"
    assert isinstance(legacy_prompt.messages[0].content, types.TextContent)
    assert legacy_prompt.messages[0].content.text == "alice greets y"
    assert legacy_completion.completion.values == ["ann", "ben"]
    assert isinstance(legacy_read.contents[0], types.TextResourceContents)
    assert legacy_read.contents[0].text == "a note for alice"
    assert any("prompt 'greeting'" in q for q in questions) and any("completion of" in q for q in questions)
    assert "mcp-aggregator login up" in str(refused.value)
    said = json.dumps([asked, stolen, other, got, asked_read, done_read, modern_completion]) + str(refused.value)
    assert not [t.access_token for t in servers.authority.issued if t.access_token in said]
