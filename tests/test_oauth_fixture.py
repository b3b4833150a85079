"""The authorization server and protected MCP server of tests/fixtures/oauth_server.py, checked by hand with httpx.

The OAuth tests (tests/test_oauth_e2e.py, the proxy's) lean on this fixture behaving like a strict server: these
pin what it enforces (PKCE, the resource indicator, rotation, revocation, expiry, the step-up challenge).
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import anyio
import httpx
import pytest

pytest.importorskip("authlib")
pytest.importorskip("mcp")

from authlib.oauth2.rfc7636 import create_s256_code_challenge

from tests.fixtures.oauth_server import OAuthServers, follow_authorization, serve_oauth

pytestmark = pytest.mark.anyio
REDIRECT = "http://127.0.0.1:4321/callback"
ACCEPT = {"accept": "application/json, text/event-stream"}


@pytest.fixture
def servers() -> Iterator[OAuthServers]:
    with serve_oauth() as running:
        yield running


async def register(client: httpx.AsyncClient, servers: OAuthServers) -> str:
    metadata = {
        "redirect_uris": [REDIRECT],
        "token_endpoint_auth_method": "none",
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
    }
    response = await client.post(f"{servers.issuer}/register", json=metadata)
    assert response.status_code == 201, response.text
    return str(response.json()["client_id"])


async def code_for(servers: OAuthServers, client_id: str, scope: str, verifier: str) -> str:
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": REDIRECT,
        "state": "s1",
        "scope": scope,
        "resource": servers.mcp_url,
        "code_challenge": create_s256_code_challenge(verifier),
        "code_challenge_method": "S256",
    }
    back = parse_qs(urlsplit(await follow_authorization(f"{servers.issuer}/authorize?{urlencode(query)}")).query)
    assert back["state"] == ["s1"] and back["iss"] == [servers.issuer]
    return back["code"][0]


async def login(client: httpx.AsyncClient, servers: OAuthServers, scope: str = "mcp offline_access") -> dict[str, Any]:
    client_id = await register(client, servers)
    verifier = secrets.token_urlsafe(48)
    code = await code_for(servers, client_id, scope, verifier)
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT,
        "client_id": client_id,
        "code_verifier": verifier,
        "resource": servers.mcp_url,
    }
    response = await client.post(f"{servers.issuer}/token", data=form)
    assert response.status_code == 200, response.text
    return {**response.json(), "client_id": client_id}


async def call(client: httpx.AsyncClient, servers: OAuthServers, token: str, tool: str = "echo") -> httpx.Response:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": tool, "arguments": {"text": "hi"}}}
    headers = {**ACCEPT, "authorization": f"Bearer {token}"}
    return await client.post(servers.mcp_url, json=body, headers=headers)


async def refresh(client: httpx.AsyncClient, servers: OAuthServers, tokens: dict[str, Any]) -> httpx.Response:
    form = {
        "grant_type": "refresh_token",
        "refresh_token": tokens["refresh_token"],
        "client_id": tokens["client_id"],
        "resource": servers.mcp_url,
    }
    return await client.post(f"{servers.issuer}/token", data=form)


async def test_discovery_documents_and_the_challenge(servers: OAuthServers) -> None:
    with anyio.fail_after(30):
        async with httpx.AsyncClient() as client:
            refused = await client.post(servers.mcp_url, json={}, headers=ACCEPT)
            assert refused.status_code == 401
            challenge = refused.headers["www-authenticate"]
            assert 'scope="mcp"' in challenge and "resource_metadata=" in challenge
            where = challenge.split('resource_metadata="')[1].split('"')[0]
            resource = (await client.get(where)).json()
            assert resource["resource"] == servers.mcp_url and resource["authorization_servers"] == [servers.issuer]
            metadata = (await client.get(f"{servers.issuer}/.well-known/oauth-authorization-server")).json()
            assert metadata["issuer"] == servers.issuer and metadata["code_challenge_methods_supported"] == ["S256"]


async def test_login_call_refresh_with_rotation(servers: OAuthServers) -> None:
    with anyio.fail_after(30):
        async with httpx.AsyncClient() as client:
            tokens = await login(client, servers)
            assert tokens["scope"] == "mcp offline_access" and tokens["refresh_token"].startswith("rt-")
            response = await call(client, servers, tokens["access_token"])
            assert response.status_code == 200 and '"hi"' in response.text
            assert servers.resource.calls == [("echo", "mcp offline_access")]

            renewed = await refresh(client, servers, tokens)
            assert renewed.status_code == 200, renewed.text
            assert renewed.json()["refresh_token"] != tokens["refresh_token"]
            again = await refresh(client, servers, tokens)  # the rotated-out refresh token
            assert again.status_code == 400 and again.json()["error"] == "invalid_grant"
            assert servers.authority.grants == ["(authorize)", "authorization_code", "refresh_token", "refresh_token"]


async def test_pkce_and_the_resource_indicator_are_enforced(servers: OAuthServers) -> None:
    with anyio.fail_after(30):
        async with httpx.AsyncClient() as client:
            client_id = await register(client, servers)
            verifier = secrets.token_urlsafe(48)
            form = {"grant_type": "authorization_code", "redirect_uri": REDIRECT, "client_id": client_id}
            code = await code_for(servers, client_id, "mcp", verifier)
            wrong = {**form, "code": code, "code_verifier": secrets.token_urlsafe(48), "resource": servers.mcp_url}
            assert (await client.post(f"{servers.issuer}/token", data=wrong)).json()["error"] == "invalid_grant"
            code = await code_for(servers, client_id, "mcp", verifier)
            elsewhere = {**form, "code": code, "code_verifier": verifier, "resource": "http://127.0.0.1:1/other"}
            assert (await client.post(f"{servers.issuer}/token", data=elsewhere)).json()["error"] == "invalid_target"


async def test_expiry_revocation_and_the_step_up_challenge(servers: OAuthServers) -> None:
    with anyio.fail_after(30):
        async with httpx.AsyncClient() as client:
            tokens = await login(client, servers, scope="mcp")
            refused = await call(client, servers, tokens["access_token"], tool="admin_echo")
            assert refused.status_code == 403
            assert 'error="insufficient_scope", scope="mcp mcp:admin"' in refused.headers["www-authenticate"]

            servers.authority.expire_access_tokens()
            expired = await call(client, servers, tokens["access_token"])
            assert expired.status_code == 401 and 'error="invalid_token"' in expired.headers["www-authenticate"]
            renewed = await refresh(client, servers, tokens)
            assert renewed.status_code == 200
            assert (await call(client, servers, renewed.json()["access_token"])).status_code == 200

            servers.authority.revoke_refresh_tokens()
            assert (await refresh(client, servers, {**tokens, **renewed.json()})).json()["error"] == "invalid_grant"

            other = await login(client, servers)
            form = {
                "token": other["refresh_token"],
                "token_type_hint": "refresh_token",
                "client_id": other["client_id"],
            }
            assert (await client.post(f"{servers.issuer}/revoke", data=form)).status_code == 200
            assert (await refresh(client, servers, other)).json()["error"] == "invalid_grant"


async def test_a_denied_authorization_comes_back_as_an_error(servers: OAuthServers) -> None:
    with anyio.fail_after(30):
        async with httpx.AsyncClient() as client:
            client_id = await register(client, servers)
            servers.authority.deny_next_authorization = "access_denied"
            query = {"response_type": "code", "client_id": client_id, "redirect_uri": REDIRECT, "state": "s"}
            query |= {"code_challenge": create_s256_code_challenge("v" * 43), "code_challenge_method": "S256"}
            back = parse_qs(
                urlsplit(await follow_authorization(f"{servers.issuer}/authorize?{urlencode(query)}")).query
            )
            assert back["error"] == ["access_denied"] and "code" not in back
