"""A server that writes its error to stderr and exits at once: the error is in every reason that reports it."""

from __future__ import annotations

import logging
import sys

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.errors import TransportClosed
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from aggregator.transports.stdio import STDERR_LOGGER, StdioTransport

pytestmark = pytest.mark.anyio

SAYS_AND_EXITS = "import sys; print('fatal: API_KEY is not set', file=sys.stderr); sys.exit(1)"
# the process exits first; a child it leaves behind writes the error a moment later (as `npx`-style wrappers do)
CHILD_SAYS_AFTER_EXIT = "(exec 1>&-; sleep 0.3; echo 'fatal: late words' >&2) & exit 1"


async def closing_reason(command: str, args: list[str], label: str | None = None) -> str:
    async with StdioTransport(command, args, label=label) as transport:
        with anyio.fail_after(10), pytest.raises(TransportClosed) as info:
            await transport.receive()
    return str(info.value)


async def test_exit_reason_of_an_immediate_exit_always_carries_its_stderr() -> None:
    # the exit status and the last stderr bytes race; the reason must wait for both, every time
    for _ in range(8):
        reason = await closing_reason(sys.executable, ["-c", SAYS_AND_EXITS])
        assert reason == "the process exited with code 1; stderr: fatal: API_KEY is not set"


async def test_exit_reason_waits_for_stderr_written_just_after_the_exit() -> None:
    reason = await closing_reason("sh", ["-c", CHILD_SAYS_AFTER_EXIT])
    assert reason.startswith("the process exited with code 1") and reason.endswith("stderr: fatal: late words")


async def test_a_child_holding_stderr_open_delays_the_reason_by_at_most_a_second() -> None:
    started = anyio.current_time()
    reason = await closing_reason("sh", ["-c", "(exec 1>&-; sleep 30) & echo 'bye' >&2; exit 4"])
    assert reason == "the process exited with code 4; stderr: bye"
    # the child holds stderr for 30 s: half of that tells a reason that waited for it from one that gave up after
    # its second, with room for a busy machine's process starts
    assert anyio.current_time() - started < 15


async def test_status_and_healthz_show_the_stderr_tail_of_a_server_that_exits_at_once() -> None:
    config = ServerConfig(name="broken", command=sys.executable, args=["-c", SAYS_AND_EXITS])
    async with Aggregator([config]) as agg:
        with anyio.fail_after(20):
            await agg.upstream("broken").wait_until(lambda s: s.state.value == "backoff")
        assert "stderr: fatal: API_KEY is not set" in str(agg.status()["broken"].reason)
        app = McpHttpApp(ProxyServer(agg), HttpSettings())
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                health = (await http.get("/healthz")).json()
    assert "stderr: fatal: API_KEY is not set" in health["servers"]["broken"]["reason"]


async def test_stderr_lines_are_logged_live_with_the_server_name(caplog: pytest.LogCaptureFixture) -> None:
    script = (
        "import sys\n"
        "for i in range(3): print(f'line {i}', file=sys.stderr, flush=True)\n"
        "print('no newline', end='', file=sys.stderr)"
    )
    with caplog.at_level(logging.DEBUG, logger=STDERR_LOGGER):
        await closing_reason(sys.executable, ["-c", script], label="chatty")
    records = [r for r in caplog.records if r.name == STDERR_LOGGER]
    assert [r.getMessage() for r in records] == ["line 0", "line 1", "line 2", "no newline"]
    assert {getattr(r, "server", None) for r in records} == {"chatty"}
