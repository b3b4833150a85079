"""Half-open connections (slowloris) against the real uvicorn server: timed out, capped, room kept for real clients.

uvicorn runs on asyncio only, so these tests do too. Each waits for a socket event (a close, an answer),
bounded by `fail_after`; nothing sleeps.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import httpx
import pytest
import uvicorn

from aggregator import Aggregator, ServerConfig
from aggregator.cli.serve import _http_protocol
from aggregator.proxy.connections import ConnectionLimits, guarded_protocol
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
TOKEN = "s3cret-token"
PARTIAL = b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(params=["httptools", "h11"])
def parser(request: pytest.FixtureRequest) -> type:
    """Both of uvicorn's HTTP/1.1 protocol classes: `serve` takes httptools where it is installed."""
    if request.param == "h11":
        from uvicorn.protocols.http.h11_impl import H11Protocol

        return H11Protocol
    return _http_protocol()


@asynccontextmanager
async def served(limits: ConnectionLimits, parser: type) -> AsyncIterator[int]:
    fake = FakeServer(era="modern", pages=[[tool("echo")]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(token=TOKEN))
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        sock.listen(128)
        config = uvicorn.Config(
            app, lifespan="off", log_level="critical", http=guarded_protocol(parser, limits), ws="none"
        )
        server = uvicorn.Server(config)
        async with anyio.create_task_group() as tg:
            tg.start_soon(server.serve, [sock])
            try:
                with anyio.fail_after(20):
                    yield sock.getsockname()[1]
            finally:
                server.should_exit = True


async def half_open(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(PARTIAL)
    await writer.drain()
    return reader, writer


async def authenticated_health(port: int) -> int:
    async with httpx.AsyncClient() as http:
        headers = {"authorization": f"Bearer {TOKEN}"}
        response = await http.get(f"http://127.0.0.1:{port}/healthz", headers=headers)
    return response.status_code


async def test_a_connection_that_never_finishes_its_headers_is_closed(parser: type) -> None:
    async with served(ConnectionLimits(max_connections=50, header_timeout_s=0.2), parser) as port:
        reader, writer = await half_open(port)
        closed = await reader.read()  # returns once the server closes the connection
        writer.close()
    assert closed == b""


async def test_half_open_connections_past_the_cap_make_room_for_an_authenticated_client(parser: type) -> None:
    # the timeout is long: only the cap's eviction of half-open connections can make room here
    async with served(ConnectionLimits(max_connections=5, header_timeout_s=600), parser) as port:
        attackers = [await half_open(port) for _ in range(12)]
        answered = await authenticated_health(port)
        # oldest first: the seven past the cap, and one more for the real client
        dropped = [await reader.read() for reader, _ in attackers[:8]]
        kept = [reader.at_eof() for reader, _ in attackers[8:]]
        for _, writer in attackers:
            writer.close()
    assert answered == 200
    assert dropped == [b""] * 8
    assert kept == [False] * 4


async def test_a_keep_alive_connection_gets_a_fresh_header_deadline_after_each_response(parser: type) -> None:
    # long enough that the first request's headers, written at once, always beat it on a busy machine (this process
    # is client and server: a stall between the accept and the client's write counts against the deadline)
    async with served(ConnectionLimits(max_connections=50, header_timeout_s=2.0), parser) as port:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        request = f"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {TOKEN}\r\n\r\n".encode()
        writer.write(request)
        status_line = await reader.readline()
        writer.write(PARTIAL)  # a second request that never completes its headers
        rest = await reader.read()  # the response's remainder, then the close
        writer.close()
    assert status_line.startswith(b"HTTP/1.1 200")
    assert rest.endswith(b"}")  # the close came after the whole first answer
