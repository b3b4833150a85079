"""The OAuth client of an HTTP upstream (aggregator/transports/oauth.py) against an authorization server in memory.

The conformance suite's `auth/*` scenarios (tests/test_conformance_auth.py) judge the flow against the spec; these
check, without the peers, what we add to the SDK's flow and how a failure reaches the caller.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import anyio
import httpx
import pytest

from aggregator import HttpServer, ServerConfig, State, Upstream
from aggregator.errors import AuthRequired, ProtocolViolation
from aggregator.oauth_config import MemoryTokenStore, OAuthSettings
from aggregator.transports import _MissingExtra
from aggregator.transports.http import StreamableHttpTransport
from aggregator.transports.oauth import OAuthProvider, provider_for
from aggregator.transports.oauth_documents import FLOW_BODY_LIMIT

pytestmark = pytest.mark.anyio

RS = "https://rs.test"  # a pathless resource: the SDK's URL type would write it with a "/"
AS = "https://as.test"
TOKEN = "tok-abcdef-123456"


class Servers:
    """A resource server at RS (one MCP endpoint) and its authorization server at AS, as an httpx transport."""

    def __init__(self, *, iss: str | None = AS, scopes: list[str] | None = None) -> None:
        self.iss = iss
        self.scopes = scopes
        self.seen: list[httpx.Request] = []
        self.forms: dict[str, dict[str, list[str]]] = {}

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.seen.append(request)
        path = request.url.path
        if request.url.host == "rs.test" and path == "/":
            if request.headers.get("authorization") == f"Bearer {TOKEN}":
                return httpx.Response(200, json={"ok": True})
            challenge = f'Bearer resource_metadata="{RS}/.well-known/oauth-protected-resource"'
            return httpx.Response(401, headers={"www-authenticate": challenge})
        if path == "/.well-known/oauth-protected-resource":
            return httpx.Response(200, json={"resource": RS, "authorization_servers": [AS]})
        if path == "/.well-known/oauth-authorization-server":
            metadata: dict[str, Any] = {
                "issuer": AS,
                "authorization_endpoint": f"{AS}/authorize",
                "token_endpoint": f"{AS}/token",
                "registration_endpoint": f"{AS}/register",
                "response_types_supported": ["code"],
                "code_challenge_methods_supported": ["S256"],
                "authorization_response_iss_parameter_supported": True,
            }
            if self.scopes is not None:
                metadata["scopes_supported"] = self.scopes
            return httpx.Response(200, json=metadata)
        if path == "/register":
            return httpx.Response(201, json={"client_id": "registered", "redirect_uris": ["http://127.0.0.1/cb"]})
        if path == "/token":
            self.forms["token"] = parse_qs(request.content.decode())
            return httpx.Response(200, json={"access_token": TOKEN, "token_type": "Bearer", "expires_in": 3600})
        return httpx.Response(404)

    def authorize(self) -> Callable[[str], Any]:
        async def approve(url: str) -> str:
            query = parse_qs(urlsplit(url).query)
            self.forms["authorize"] = query
            back = {"code": "the-code", "state": query["state"][0]}
            if self.iss is not None:
                back["iss"] = self.iss
            return f"{query['redirect_uri'][0]}?{urlencode(back)}"

        return approve


async def call(servers: Servers, settings: OAuthSettings) -> httpx.Response:
    auth = provider_for(RS, settings)
    async with httpx.AsyncClient(transport=httpx.MockTransport(servers), auth=auth) as client:
        return await client.post(RS, json={})


async def test_a_headless_login_gets_a_token_for_the_resource_as_its_metadata_names_it() -> None:
    servers = Servers(scopes=["mcp", "offline_access"])
    response = await call(servers, OAuthSettings(authorize=servers.authorize(), scopes=("extra",)))
    assert response.status_code == 200
    # the resource indicator exactly as the protected resource metadata wrote it (no "/" added)
    assert servers.forms["authorize"]["resource"] == [RS] and servers.forms["token"]["resource"] == [RS]
    # the scopes the server offers, ours on top, and offline_access for a refresh token
    assert servers.forms["authorize"]["scope"] == ["mcp offline_access extra"]
    assert servers.forms["authorize"]["code_challenge_method"] == ["S256"]


@pytest.mark.parametrize(
    ("iss", "why"), [(f"{AS}/", "names issuer"), ("https://evil.test", "names issuer"), (None, "promised")]
)
async def test_an_authorization_response_from_another_issuer_is_refused(iss: str | None, why: str) -> None:
    servers = Servers(iss=iss)
    with pytest.raises(AuthRequired, match=why) as caught:
        await call(servers, OAuthSettings(authorize=servers.authorize()))
    assert "token" not in servers.forms  # the code was never exchanged
    assert TOKEN not in str(caught.value)


async def test_without_a_way_to_log_in_the_caller_learns_a_login_is_needed(caplog: pytest.LogCaptureFixture) -> None:
    with pytest.raises(AuthRequired, match="needs a login"):
        await call(Servers(), OAuthSettings())
    assert not [record for record in caplog.records if record.exc_info]  # said once, by the status: no traceback


async def test_a_pre_registered_client_skips_registration() -> None:
    servers = Servers()
    settings = OAuthSettings(client_id="mine", client_secret="shh-secret", authorize=servers.authorize())
    assert (await call(servers, settings)).status_code == 200
    assert not any(request.url.path == "/register" for request in servers.seen)
    assert servers.forms["authorize"]["client_id"] == ["mine"]
    token_request = next(request for request in servers.seen if request.url.path == "/token")
    assert token_request.headers["authorization"].startswith("Basic ")  # client_secret_basic


async def test_tokens_stay_in_the_store_and_out_of_the_repr() -> None:
    servers = Servers()
    settings = OAuthSettings(authorize=servers.authorize())
    await call(servers, settings)
    assert settings.store is not None and (await settings.store.get_tokens()).access_token == TOKEN
    provider = provider_for(RS, settings)
    assert isinstance(provider, OAuthProvider)
    assert TOKEN not in repr(settings) and TOKEN not in repr(provider)
    servers.seen.clear()
    assert (await call(servers, settings)).status_code == 200  # a new connection reuses the stored token
    assert [request.url.path for request in servers.seen] == ["/"]


async def test_without_the_oauth_extra_every_request_says_what_to_install() -> None:
    async with httpx.AsyncClient(transport=httpx.MockTransport(Servers()), auth=_MissingExtra(RS)) as client:
        with pytest.raises(AuthRequired, match=r"mcp-aggregator\[oauth\]"):
            await client.post(RS, json={})


async def test_an_upstream_that_needs_a_login_says_so_in_its_status() -> None:
    settings = OAuthSettings()  # nothing can complete a login
    config = HttpServer(name="remote", url=RS, protocol="2025-11-25", oauth=settings)

    clients: list[httpx.AsyncClient] = []

    def factory(server: ServerConfig, variant: str) -> StreamableHttpTransport:
        client = httpx.AsyncClient(transport=httpx.MockTransport(Servers()), auth=provider_for(RS, settings))
        clients.append(client)
        return StreamableHttpTransport(RS, client=client)

    async with Upstream(config, transport_factory=factory) as upstream:
        with anyio.fail_after(10):
            status = await upstream.wait_connected(10)
    for client in clients:
        await client.aclose()
    assert status.state is State.AUTH_REQUIRED
    assert status.reason is not None and "needs a login" in status.reason


class _Endless(httpx.AsyncByteStream):
    """64 MiB of spaces, 64 KiB at a time, counting what was read of it."""

    def __init__(self) -> None:
        self.pulled = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for _ in range(1024):
            self.pulled += 1 << 16
            yield b" " * (1 << 16)


class _Hostile(Servers):
    """Servers whose answer at `path` (on `host`) is a document without end."""

    def __init__(self, host: str, path: str) -> None:
        super().__init__()
        self.where = (host, path)
        self.body = _Endless()

    def __call__(self, request: httpx.Request) -> httpx.Response:
        answer = super().__call__(request)
        if (request.url.host, request.url.path) != self.where:
            return answer
        headers = {k: v for k, v in answer.headers.items() if k.lower() not in ("content-length", "content-type")}
        return httpx.Response(
            answer.status_code, headers={**headers, "content-type": "application/json"}, stream=self.body
        )


@pytest.mark.parametrize(
    ("host", "path"),
    [
        ("rs.test", "/"),  # the 401 that starts the flow
        ("rs.test", "/.well-known/oauth-protected-resource"),
        ("as.test", "/.well-known/oauth-authorization-server"),
        ("as.test", "/register"),
        ("as.test", "/token"),
    ],
)
async def test_an_endless_answer_in_the_flow_is_refused_past_a_mebibyte(host: str, path: str) -> None:
    servers = _Hostile(host, path)
    with anyio.fail_after(20), pytest.raises(ProtocolViolation, match=r"is over 1048576 bytes") as caught:
        await call(servers, OAuthSettings(authorize=servers.authorize()))
    assert f"https://{host}{path}".rstrip("/") in str(caught.value)
    assert servers.body.pulled <= FLOW_BODY_LIMIT + (1 << 16)  # read no further than the limit, never buffered whole


class _Downgrading(Servers):
    """Servers all on https (the resource at the scheme it is asked on) whose metadata names `key` as `url`."""

    def __init__(self, key: str, url: str) -> None:
        super().__init__(iss="https://as.test")
        self.key, self.url = key, url

    def __call__(self, request: httpx.Request) -> httpx.Response:
        answer = super().__call__(request)
        path, origin = request.url.path, str(request.url.copy_with(path="", query=None))
        if request.url.host == "rs.test" and answer.status_code == 401:
            challenge = f'Bearer resource_metadata="{origin}/.well-known/oauth-protected-resource"'
            return httpx.Response(401, headers={"www-authenticate": challenge})
        if path == "/.well-known/oauth-protected-resource":
            servers = [self.url] if self.key == "authorization_servers" else ["https://as.test"]
            return httpx.Response(200, json={"resource": origin, "authorization_servers": servers})
        if path == "/.well-known/oauth-authorization-server":
            metadata = json.loads(answer.content.decode().replace(AS, "https://as.test"))
            if self.key != "authorization_servers":
                metadata[self.key] = self.url
            return httpx.Response(200, json=metadata)
        return answer


@pytest.mark.parametrize(
    ("resource", "key", "url"),
    [
        ("https://rs.test", "token_endpoint", "http://evil.test/token"),
        ("https://rs.test", "registration_endpoint", "http://as.test/register"),
        ("https://rs.test", "authorization_endpoint", "HTTP://as.test/authorize"),
        ("https://rs.test", "authorization_servers", "http://as.test"),
    ],
)
async def test_metadata_served_over_https_cannot_send_the_flow_over_plain_http(
    resource: str, key: str, url: str
) -> None:
    servers = _Downgrading(key, url)
    auth = provider_for(resource, OAuthSettings(authorize=servers.authorize()))
    async with httpx.AsyncClient(transport=httpx.MockTransport(servers), auth=auth) as client:
        with pytest.raises(AuthRequired, match="plain http, off loopback") as caught:
            await client.post(resource, json={})
    assert f"names {key} {url}" in str(caught.value)
    assert "token" not in servers.forms and "authorize" not in servers.forms  # no code asked for, none sent
    assert not any(request.url.scheme == "http" and request.url.host != "rs.test" for request in servers.seen)


async def test_a_resource_over_plain_http_off_loopback_gets_no_flow_at_all() -> None:
    # the spec serves authorization over https: configured over plain http, the code and the token would travel in
    # clear, so the first document of the flow stops it (before, only a downgrade from https was refused)
    servers = _Downgrading("token_endpoint", "https://as.test/token")
    auth = provider_for("http://rs.test", OAuthSettings(authorize=servers.authorize()))
    async with httpx.AsyncClient(transport=httpx.MockTransport(servers), auth=auth) as client:
        with pytest.raises(AuthRequired, match="was fetched over plain http, off loopback") as caught:
            await client.post("http://rs.test", json={})
    assert "http://rs.test/.well-known/oauth-protected-resource" in str(caught.value)
    assert not any(request.url.host == "as.test" for request in servers.seen)
    assert "token" not in servers.forms and "authorize" not in servers.forms


async def test_a_loopback_endpoint_may_be_plain_http() -> None:
    servers = _Downgrading("token_endpoint", "http://127.0.0.1:9/token")  # a local authorization server
    auth = provider_for("https://rs.test", OAuthSettings(authorize=servers.authorize()))
    async with httpx.AsyncClient(transport=httpx.MockTransport(servers), auth=auth) as client:
        assert (await client.post("https://rs.test", json={})).status_code == 200
    assert any(str(request.url) == "http://127.0.0.1:9/token" for request in servers.seen)


class _KeepingStore(MemoryTokenStore):
    """A store that keeps the metadata documents too, as the vault does."""

    def __init__(self) -> None:
        super().__init__()
        self.metadata: dict[str, Any] = {}

    async def get_metadata(self) -> dict[str, Any]:
        return dict(self.metadata)

    async def set_metadata(self, kind: str, document: dict[str, Any]) -> None:
        self.metadata[kind] = document


class _Impostor(Servers):
    """An authorization server whose metadata claims another issuer and names its own token endpoint."""

    def __call__(self, request: httpx.Request) -> httpx.Response:
        answer = super().__call__(request)
        if request.url.path == "/.well-known/oauth-authorization-server":
            return httpx.Response(
                200, json={**answer.json(), "issuer": "https://legit.test", "token_endpoint": "https://evil.test/token"}
            )
        return answer


async def test_only_the_metadata_tokens_came_through_is_kept_for_a_restart() -> None:
    store = _KeepingStore()
    refused = _Impostor()
    with pytest.raises(AuthRequired, match="issuer mismatch"):
        await call(refused, OAuthSettings(authorize=refused.authorize(), store=store))
    # refused by the flow: restored after a restart, it would take the kept refresh token to its token endpoint
    assert store.metadata == {}
    servers = Servers()
    assert (await call(servers, OAuthSettings(authorize=servers.authorize(), store=store))).status_code == 200
    assert store.metadata["authorization_server"]["token_endpoint"] == f"{AS}/token"
    assert store.metadata["protected_resource"]["authorization_servers"] == [AS]
