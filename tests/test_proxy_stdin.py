"""The stdio proxy's stdin: reading it never holds up a cancellation (Ctrl-C, SIGTERM), on either backend."""

from __future__ import annotations

import io
import json
import os
import threading

import anyio
import pytest

from aggregator import Aggregator
from aggregator.proxy.server import ProxyServer
from aggregator.proxy.stdin import StdinReader
from aggregator.proxy.stdio import serve_stdio

pytestmark = pytest.mark.anyio


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
