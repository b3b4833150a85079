"""Enterprise-managed authorization (aggregator/transports/oauth_enterprise.py): the ID token → an ID-JAG at the
identity provider (a real HTTP server here, on port 0) → the JWT-bearer grant at the authorization server (in
memory, like tests/test_oauth_client.py).

The conformance suite's auth/enterprise-managed-authorization judges the whole flow; these pin what it sends
where, and that a refusal names the IdP's error and never a token.
"""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs

import anyio
import httpx
import pytest

from aggregator.errors import AuthRequired
from aggregator.oauth_config import OAuthSettings
from aggregator.transports.oauth import provider_for
from aggregator.transports.oauth_enterprise import ID_JAG

pytestmark = pytest.mark.anyio

RS = "https://rs.test/mcp"
AS = "https://as.test"
ID_TOKEN = "id-token-of-alice-123456"
JAG = "id-jag-for-alice-654321"


class IdP:
    """A token endpoint that trades the ID token for an ID-JAG, or refuses with `refuse`."""

    def __init__(self, refuse: str | None = None) -> None:
        self.refuse = refuse
        self.forms: list[dict[str, list[str]]] = []
        self.authorizations: list[str | None] = []
        idp = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # the name http.server calls
                length = int(self.headers.get("Content-Length", "0"))
                idp.forms.append(parse_qs(self.rfile.read(length).decode()))
                idp.authorizations.append(self.headers.get("Authorization"))
                if idp.refuse is not None:
                    status, body = 400, {"error": idp.refuse, "error_description": f"bad {ID_TOKEN}"}
                else:
                    status, body = 200, {"access_token": JAG, "issued_token_type": ID_JAG, "token_type": "N_A"}
                payload = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet: the test reads what was sent, not a log."""

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/token"


@pytest.fixture
def idp(request: pytest.FixtureRequest) -> Iterator[IdP]:
    server = IdP(refuse=getattr(request, "param", None))
    thread = threading.Thread(target=server.server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.server.shutdown()
    server.server.server_close()
    thread.join(timeout=10)


class Servers:
    """The MCP server at RS and its authorization server at AS, which grants only the JWT-bearer grant."""

    def __init__(self) -> None:
        self.token_requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        path = request.url.path
        if request.url.host == "rs.test" and path == "/mcp":
            if request.headers.get("authorization") == "Bearer at-1":
                return httpx.Response(200, json={"ok": True})
            return httpx.Response(401, headers={"WWW-Authenticate": "Bearer"})
        if path.startswith("/.well-known/oauth-protected-resource"):
            return httpx.Response(200, json={"resource": RS, "authorization_servers": [AS]})
        if path == "/.well-known/oauth-authorization-server":
            metadata = {"issuer": AS, "authorization_endpoint": f"{AS}/authorize", "token_endpoint": f"{AS}/token"}
            return httpx.Response(200, json={**metadata, "response_types_supported": ["code"]})
        if path == "/token":
            self.token_requests.append(request)
            return httpx.Response(200, json={"access_token": "at-1", "token_type": "Bearer", "expires_in": 600})
        return httpx.Response(404)


def settings(idp: IdP) -> OAuthSettings:
    return OAuthSettings(
        grant="enterprise",
        client_id="agg",
        client_secret="agg-secret",
        id_token=ID_TOKEN,
        idp_token_endpoint=idp.url,
        idp_client_id="agg-at-idp",
        scopes=("mcp",),
    )


async def call(servers: Servers, oauth: OAuthSettings) -> httpx.Response:
    with anyio.fail_after(30):  # the IdP is a real server: bound the wait
        async with httpx.AsyncClient(transport=httpx.MockTransport(servers), auth=provider_for(RS, oauth)) as client:
            return await client.post(RS, json={})


async def test_the_id_token_becomes_an_id_jag_for_this_server_and_the_id_jag_an_access_token(idp: IdP) -> None:
    servers = Servers()
    assert (await call(servers, settings(idp))).status_code == 200
    [form] = idp.forms
    assert form["grant_type"] == ["urn:ietf:params:oauth:grant-type:token-exchange"]
    assert form["subject_token"] == [ID_TOKEN] and form["requested_token_type"] == [ID_JAG]
    assert form["subject_token_type"] == ["urn:ietf:params:oauth:token-type:id_token"]
    assert form["audience"] == [AS] and form["resource"] == [RS] and form["client_id"] == ["agg-at-idp"]
    [grant] = servers.token_requests
    body = parse_qs(grant.content.decode())
    assert body["grant_type"] == ["urn:ietf:params:oauth:grant-type:jwt-bearer"] and body["assertion"] == [JAG]
    assert body["resource"] == [RS] and body["scope"] == ["mcp"]
    assert grant.headers["authorization"] == "Basic " + base64.b64encode(b"agg:agg-secret").decode()


@pytest.mark.parametrize("idp", ["invalid_grant"], indirect=True)
async def test_a_refusal_names_the_idps_error_and_no_token(idp: IdP) -> None:
    servers = Servers()
    with pytest.raises(AuthRequired, match="refused the token exchange: HTTP 400 invalid_grant") as caught:
        await call(servers, settings(idp))
    assert ID_TOKEN not in str(caught.value) and servers.token_requests == []
