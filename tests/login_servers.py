"""An upstream MCP server that needs an OAuth login, with its authorization server, served by uvicorn on a port.

One ASGI app at one origin: the authorization server (RFC 8414 metadata, dynamic registration, authorization code
with PKCE S256 checked, refresh, `iss` in the response) and the protected resource (`/mcp`, RFC 9728 metadata, a
401 with `WWW-Authenticate` without a valid token). Who logs in is the `x-test-user` header of the browser's request
to `/authorize` (the test's headless browser): a user, not a client, so two users get two tokens. The MCP endpoint
records every request's headers (`seen`), and its one tool, `whoami`, answers the user its token belongs to.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
import re
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import parse_qs, urlencode

import anyio
import httpx

__all__ = ["LoginServers", "browse", "login_servers"]

USER_HEADER = "x-test-user"


class LoginServers:
    """The app; `base` is its origin once served."""

    def __init__(self) -> None:
        self.base = ""
        self.clients: dict[str, dict[str, Any]] = {}
        self.codes: dict[str, dict[str, Any]] = {}
        self.tokens: dict[str, str] = {}  # access token -> user
        self.refresh: dict[str, tuple[str, str]] = {}  # refresh token -> (user, client)
        #: the headers of every request to the MCP endpoint, as received
        self.seen: list[dict[str, str]] = []

    def revoke(self, user: str) -> None:
        """Every token of `user` stops working, refresh tokens too (a revoked grant)."""
        for table in (self.tokens,):
            for token in [t for t, who in table.items() if who == user]:
                del table[token]
        for token in [t for t, (who, _) in self.refresh.items() if who == user]:
            del self.refresh[token]

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while True:
                message = await receive()
                if message["type"] == "lifespan.startup":
                    await send({"type": "lifespan.startup.complete"})
                elif message["type"] == "lifespan.shutdown":
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        headers = {k.decode().lower(): v.decode() for k, v in scope["headers"]}
        query = {k: v[0] for k, v in parse_qs(scope.get("query_string", b"").decode()).items()}
        status, out, extra = self.route(scope["method"], scope["path"], headers, query, body)
        kind = b"application/json" if isinstance(out, (dict, list)) else b"text/plain"
        data = json.dumps(out).encode() if isinstance(out, (dict, list)) else str(out or "").encode()
        head = [(b"content-type", kind), *((k.encode(), v.encode()) for k, v in extra.items())]
        await send({"type": "http.response.start", "status": status, "headers": head})
        await send({"type": "http.response.body", "body": data})

    def route(
        self, method: str, path: str, headers: dict[str, str], query: dict[str, str], body: bytes
    ) -> tuple[int, Any, dict[str, str]]:
        base = self.base
        if path.startswith("/.well-known/oauth-protected-resource"):
            return 200, {"resource": f"{base}/mcp", "authorization_servers": [base]}, {}
        if path in ("/.well-known/oauth-authorization-server", "/.well-known/openid-configuration"):
            return 200, self.metadata(), {}
        if path == "/register" and method == "POST":
            return self.register(json.loads(body))
        if path == "/authorize":
            return self.authorize(headers, query)
        if path == "/token" and method == "POST":
            return self.token({k: v[0] for k, v in parse_qs(body.decode()).items()})
        if path == "/mcp":
            return self.mcp(method, headers, body)
        return 404, "not found", {}

    def metadata(self) -> dict[str, Any]:
        base = self.base
        return {
            "issuer": base,
            "authorization_endpoint": f"{base}/authorize",
            "token_endpoint": f"{base}/token",
            "registration_endpoint": f"{base}/register",
            "response_types_supported": ["code"],
            "grant_types_supported": ["authorization_code", "refresh_token"],
            "code_challenge_methods_supported": ["S256"],
            "token_endpoint_auth_methods_supported": ["none"],
            "authorization_response_iss_parameter_supported": True,
        }

    def register(self, metadata: dict[str, Any]) -> tuple[int, Any, dict[str, str]]:
        client_id = "client-" + os.urandom(6).hex()
        record = {**metadata, "client_id": client_id, "token_endpoint_auth_method": "none"}
        self.clients[client_id] = record
        return 201, record, {}

    def authorize(self, headers: dict[str, str], query: dict[str, str]) -> tuple[int, Any, dict[str, str]]:
        client = self.clients.get(query.get("client_id", ""))
        redirect = query.get("redirect_uri", "")
        if client is None or redirect not in client.get("redirect_uris", []):
            return 400, "unknown client or redirect_uri", {}
        user = headers.get(USER_HEADER)
        if not user or query.get("code_challenge_method") != "S256" or not query.get("code_challenge"):
            return 400, "no user, or no PKCE S256 challenge", {}
        code = "code-" + os.urandom(8).hex()
        self.codes[code] = {
            "user": user,
            "client": client["client_id"],
            "challenge": query["code_challenge"],
            "redirect": redirect,
            "resource": query.get("resource"),
        }
        back = urlencode({"code": code, "state": query.get("state", ""), "iss": self.base})
        return 302, "", {"location": f"{redirect}?{back}"}

    def token(self, form: dict[str, str]) -> tuple[int, Any, dict[str, str]]:
        grant = form.get("grant_type")
        if grant == "authorization_code":
            issued = self.codes.pop(form.get("code", ""), None)
            verifier = form.get("code_verifier", "").encode()
            challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier).digest()).rstrip(b"=").decode()
            if issued is None or issued["challenge"] != challenge or issued["redirect"] != form.get("redirect_uri"):
                return 400, {"error": "invalid_grant"}, {}
            return 200, self.issue(issued["user"], issued["client"]), {}
        if grant == "refresh_token":
            held = self.refresh.pop(form.get("refresh_token", ""), None)
            if held is None:
                return 400, {"error": "invalid_grant"}, {}
            return 200, self.issue(*held), {}
        return 400, {"error": "unsupported_grant_type"}, {}

    def issue(self, user: str, client: str) -> dict[str, Any]:
        access, refresh = "at-" + os.urandom(12).hex(), "rt-" + os.urandom(12).hex()
        self.tokens[access] = user
        self.refresh[refresh] = (user, client)
        return {"access_token": access, "token_type": "Bearer", "expires_in": 3600, "refresh_token": refresh}

    def mcp(self, method: str, headers: dict[str, str], body: bytes) -> tuple[int, Any, dict[str, str]]:
        self.seen.append(dict(headers))
        given = headers.get("authorization", "")
        user = self.tokens.get(given[7:]) if given.startswith("Bearer ") else None
        if user is None:
            challenge = f'Bearer resource_metadata="{self.base}/.well-known/oauth-protected-resource/mcp"'
            return 401, "", {"www-authenticate": challenge}
        if method != "POST":
            return 405, "", {}
        message = json.loads(body)
        if "id" not in message:
            return 202, "", {}
        name = message.get("method")
        results: dict[str, Any] = {
            "initialize": {
                "protocolVersion": "2025-11-25",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "login-upstream", "version": "1"},
            },
            "ping": {},
            "tools/list": {"tools": [{"name": "whoami", "inputSchema": {"type": "object"}}]},
            "tools/call": {"content": [{"type": "text", "text": f"you are {user}"}]},
        }
        if name not in results:
            return 200, {"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": name}}, {}
        return 200, {"jsonrpc": "2.0", "id": message["id"], "result": results[name]}, {}


@asynccontextmanager
async def serving(app: Any) -> AsyncIterator[str]:
    """`app` served by uvicorn on a free loopback port (asyncio only); its origin."""
    import uvicorn

    started = anyio.Event()

    async def watched(scope: dict[str, Any], receive: Any, send: Any) -> None:
        async def sending(message: dict[str, Any]) -> None:
            await send(message)
            if message["type"] == "lifespan.startup.complete":
                started.set()  # the app's own startup is done: it serves from now on

        await app(scope, receive, sending if scope["type"] == "lifespan" else send)

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(watched, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    async with anyio.create_task_group() as tg:
        tg.start_soon(server.serve, [sock])
        await started.wait()
        try:
            yield f"http://127.0.0.1:{sock.getsockname()[1]}"
        finally:
            server.should_exit = True


@asynccontextmanager
async def login_servers() -> AsyncIterator[LoginServers]:
    """The upstream and its authorization server, served."""
    app = LoginServers()
    async with serving(app) as base:
        app.base = base
        yield app


async def browse(url: str, user: str) -> httpx.Response:
    """A headless browser that is logged in at the authorization server as `user`: follows every redirect."""
    async with httpx.AsyncClient(follow_redirects=True, headers={USER_HEADER: user}, timeout=20) as browser:
        page = await browser.get(url)
        # a login for a proxy user first says whom it is for; the person reads it and goes on
        found = re.search(r'<a id="continue" href="([^"]+)"', page.text)
        if found is None:
            return page
        return await browser.get(str(page.url.join(html.unescape(found[1]))))
