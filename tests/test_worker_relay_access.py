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
