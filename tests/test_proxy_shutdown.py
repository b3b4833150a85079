"""The proxy's fronts stop at once when told (Ctrl-C, SIGTERM), in process, on either backend.

stdio: reading stdin never holds up a cancellation. HTTP: closing the app answers what is in flight.
"""

from __future__ import annotations

import io
import json
import os
import threading
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import Request
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.server import ProxyServer
from aggregator.proxy.stdin import StdinReader
from aggregator.proxy.stdio import serve_stdio
from tests.memory_server import FakeServer, Session

pytestmark = pytest.mark.anyio
URL = "http://127.0.0.1/mcp"
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}


def modern(method: str, params: dict[str, Any] | None = None, **headers: str) -> dict[str, Any]:
    """A stateless modern request, as `httpx.post(URL, **modern(...))` sends it."""
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**(params or {}), "_meta": META}}
    base = {
        "accept": "application/json, text/event-stream",
        "content-type": "application/json",
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": method,
    }
    return {"content": json.dumps(body), "headers": {**base, **headers}}


async def test_serve_stdio_is_cancelled_at_once_while_stdin_is_silent() -> None:
    in_r, in_w = os.pipe()
    out_r, out_w = os.pipe()
    # on code whose read cannot be cancelled, the test would wait on it forever: EOF comes by 20 s regardless
    fired: list[bool] = []
    guard = threading.Timer(20, lambda: (fired.append(True), os.close(in_w)))
    guard.start()
    with open(in_r, "rb", buffering=0) as stdin, open(out_w, "wb") as stdout, open(out_r, "rb") as answers:
        async with Aggregator([]) as agg:
            server = ProxyServer(agg)
            with anyio.fail_after(10):
                async with anyio.create_task_group() as tg:
                    tg.start_soon(lambda: serve_stdio(server, stdin=stdin, stdout=stdout))
                    os.write(in_w, b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}\n')
                    line = await anyio.to_thread.run_sync(answers.readline, abandon_on_cancel=True)
                    assert json.loads(line)["id"] == 1  # answered: the proxy is back to reading a silent stdin
                    tg.cancel_scope.cancel()
    guard.cancel()
    guard.join()
    if not fired:
        os.close(in_w)


async def test_stdin_reader_hands_over_chunks_then_the_end() -> None:
    read_end, write_end = os.pipe()
    with open(read_end, "rb", buffering=0) as stdin:
        async with StdinReader(stdin) as reader:
            os.write(write_end, b"one\n")
            with anyio.fail_after(10):
                assert await reader.read() == b"one\n"
                os.close(write_end)
                assert await reader.read() == b""


async def test_stdin_reader_reads_an_in_memory_stream_too() -> None:
    async with StdinReader(io.BytesIO(b"abc")) as reader:
        with anyio.fail_after(10):
            assert await reader.read() == b"abc"
            assert await reader.read() == b""


async def test_closing_the_http_app_answers_a_call_in_flight_and_later_requests_with_503() -> None:
    async def never(session: Session, request: Request) -> dict[str, Any]:
        await anyio.sleep_forever()
        raise AssertionError("unreachable")

    fake = FakeServer(era="modern", on_call=never)
    call = modern("tools/call", {"name": "echo", "arguments": {}}, **{"mcp-name": "echo"})
    answers: list[httpx.Response] = []
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                async with anyio.create_task_group() as tg:

                    async def post(request: dict[str, Any]) -> None:
                        answers.append(await http.post(URL, **request))

                    tg.start_soon(post, call)
                    await fake.wait_for("tools/call")  # in flight upstream, never to be answered
                    app.close()
                later = await http.post(URL, **modern("tools/list"))
    assert [answer.status_code for answer in answers] == [503]
    assert later.status_code == 503
