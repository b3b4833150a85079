"""A worker checks a request's host, origin and token before it relays it to the worker owning its session: an
unauthenticated client naming another worker's session gets 401 at once, its body never read, no relay made."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator import Aggregator
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from aggregator.proxy.worker_relay import WorkerRelay, session_prefix

pytestmark = pytest.mark.anyio


async def test_a_request_for_another_workers_session_is_refused_before_its_body_is_read(tmp_path: Any) -> None:
    async with Aggregator([]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(token="s3cret-token-value"))
        relay = WorkerRelay(app, index=0, count=2, directory=str(tmp_path), public=("127.0.0.1", 8000))
        read: list[bool] = []
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            read.append(True)  # a slow body would hold the connection (and memory) here
            await anyio.sleep_forever()
            raise AssertionError

        async def send(message: Any) -> None:
            sent.append(dict(message))

        headers = [(b"host", b"127.0.0.1:8000"), (b"mcp-session-id", f"{session_prefix(1)}abc".encode())]
        scope = {"type": "http", "method": "POST", "path": "/mcp", "headers": headers, "server": ("127.0.0.1", 8000)}
        with anyio.fail_after(5):
            await relay(scope, receive, send)
    assert sent[0]["status"] == 401 and not read


async def test_a_relayed_request_counts_as_its_own_clients_not_as_one_shared_nobody(tmp_path: Any) -> None:
    # the per-client bounds (sessions, streams, listens, parked calls) of the owning worker see the relaying
    # worker's client: a client naming another worker's session in its requests was counted as client "" there
    import httpx

    from aggregator.proxy.asgi import client_of

    async with Aggregator([]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings())
        public = ("127.0.0.1", 8000)
        relay = WorkerRelay(app, index=0, count=2, directory=str(tmp_path), public=public)
        forwarded: list[httpx.Request] = []

        def owner(request: httpx.Request) -> httpx.Response:
            forwarded.append(request)
            return httpx.Response(202, stream=httpx.ByteStream(b""))

        relay._clients[1] = httpx.AsyncClient(transport=httpx.MockTransport(owner))
        forged = (b"mcp-aggregator-client", b"10.9.9.9")  # a client cannot say who it is
        headers = [(b"host", b"127.0.0.1:8000"), (b"mcp-session-id", f"{session_prefix(1)}abc".encode()), forged]
        scope = {
            "type": "http",
            "method": "POST",
            "path": "/mcp",
            "headers": headers,
            "server": public,
            "client": ("203.0.113.7", 50000),
        }

        bodies = [{"type": "http.request", "body": b"{}", "more_body": False}]

        async def receive() -> dict[str, Any]:
            if bodies:
                return bodies.pop()
            await anyio.sleep_forever()  # the client stays
            raise AssertionError

        async def send(message: Any) -> None:
            pass

        with anyio.fail_after(5):
            await relay(scope, receive, send)
        await relay.aclose()
        assert forwarded[0].headers.get_list("mcp-aggregator-client") == ["203.0.113.7"]

        # on the owner's private socket, the request is served as that client's
        seen: list[str] = []

        async def inner(scope: Any, receive: Any, send: Any) -> None:
            seen.append(client_of(scope))

        owner_relay = WorkerRelay(app, index=1, count=2, directory=str(tmp_path), public=public)
        owner_relay.app = inner  # type: ignore[assignment]
        private = {**scope, "server": (str(tmp_path / "w1.sock"), None), "client": None}
        private["headers"] = [*headers[:2], (b"mcp-aggregator-client", b"203.0.113.7")]
        with anyio.fail_after(5):
            await owner_relay(private, receive, send)
        assert seen == ["203.0.113.7"]
