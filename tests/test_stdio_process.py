"""The stdio transport against real processes: limits, noise, batches, crashes, restarts, reaping."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import anyio
import pytest

from aggregator import Backoff, MessageTooLarge, ProtocolViolation, ServerConfig, State, TransportClosed, Upstream
from aggregator.errors import RequestTimeout
from aggregator.events import LogMessage, UpstreamEvent
from tests.clocks import WatchedClock
from tests.peers import SERVERS, kit

pytestmark = pytest.mark.anyio

MISBEHAVING = str(SERVERS / "misbehaving.py")


def misbehaving(**kw: Any) -> ServerConfig:
    args = ["--version", kw.pop("version")] if "version" in kw else []
    return ServerConfig(name="bad", command=sys.executable, args=[MISBEHAVING, *args], **kw)


def text_of(result: Any) -> str:
    return "".join(block.get("text", "") for block in result["content"])


async def test_oversized_message_fails_only_its_request() -> None:
    async with Upstream(misbehaving(max_message_size=64 * 1024)) as up:
        with anyio.fail_after(30):
            with pytest.raises(MessageTooLarge, match=r"message over 65536 bytes"):
                await up.call_tool("big", {"size": 200_000})
            assert text_of(await up.call_tool("big", {"size": 1000})) == "x" * 1000
            assert up.status.state is State.OK and up.status.restarts == 0


async def test_garbage_on_stdout_loses_the_line_not_the_server() -> None:
    async with Upstream(misbehaving()) as up:
        with anyio.fail_after(30):
            assert text_of(await up.call_tool("noise")) == "after noise"
            assert text_of(await up.call_tool("echo", {"text": "still here"})) == "still here"
            assert "[stdout noise] this is not JSON-RPC" in up.stderr_tail


async def test_an_unusable_answer_fails_its_request_at_once() -> None:
    async with Upstream(misbehaving()) as up:
        with anyio.fail_after(30):
            with pytest.raises(ProtocolViolation, match="unusable answer: invalid JSON"):
                await up.call_tool("nan")
            assert text_of(await up.call_tool("echo", {"text": "ok"})) == "ok"


async def test_batches_are_decoded_only_for_2025_03_26() -> None:
    logs: list[UpstreamEvent] = []
    async with Upstream(misbehaving(version="2025-03-26"), on_event=logs.append) as up:
        with anyio.fail_after(30):
            assert text_of(await up.call_tool("batch")) == "from a batch"
    assert any(isinstance(e, LogMessage) and e.params["data"] == "hi" for e in logs)
    clock = WatchedClock()
    async with Upstream(misbehaving(), clock=clock) as up:
        with anyio.fail_after(30):
            await up.wait_connected()

            async def refused() -> None:
                with pytest.raises(RequestTimeout):
                    await up.call_tool("batch", timeout=30)  # the batch line is refused as noise: no answer

            async with anyio.create_task_group() as tg:
                tg.start_soon(refused)
                await clock.wait_for_deadlines(after=30)
                # the server answers in order: once the echo is back, the batch line before it has been read
                assert text_of(await up.call_tool("echo", {"text": "after"}, timeout=10)) == "after"
                assert "[stdout noise]" in up.stderr_tail
                clock.advance(30)


async def test_stderr_is_kept_as_a_bounded_tail() -> None:
    async with Upstream(misbehaving()) as up:
        with anyio.fail_after(30):
            assert text_of(await up.call_tool("stderr", {"size": 5 * 1024 * 1024})) == f"wrote {5 * 1024 * 1024}"
            tail = up.stderr_tail
            assert 0 < len(tail) <= 8192 and set(tail) <= {"e", "\n"}
            assert up.status.state is State.OK


async def test_crash_mid_call_names_the_server_and_its_stderr() -> None:
    backoff = Backoff(initial=0.05, jitter=0.0)
    async with Upstream(misbehaving(), backoff=backoff) as up:
        with anyio.fail_after(30):
            with pytest.raises(TransportClosed) as info:
                await up.call_tool("crash")
            message = str(info.value)
            assert message.startswith("server 'bad': the process exited with code 3")
            assert "fatal: the fixture crashed on purpose" in message
            # restarted within the backoff, and the next call succeeds
            await up.wait_until(lambda s: s.state is State.OK and s.restarts >= 1)
            assert text_of(await up.call_tool("echo", {"text": "back"})) == "back"


async def test_timeout_sends_cancelled_on_stdio() -> None:
    # the call's deadline is on the clock, and passes once the server has the call (not while it is starting up)
    clock = WatchedClock()
    async with Upstream(misbehaving(), clock=clock) as up:
        with anyio.fail_after(30):

            async def hangs() -> None:
                with pytest.raises(RequestTimeout, match="tools/call got no answer within 5 s"):
                    await up.call_tool("hang", timeout=5)

            await up.wait_connected()
            async with anyio.create_task_group() as tg:
                tg.start_soon(hangs)
                await clock.wait_for_deadlines(after=5, only=True)
                assert text_of(await up.call_tool("echo", {"text": "read"}, timeout=10)) == "read"  # h read the call
                clock.advance(5)
            seen = text_of(await up.call_tool("cancelled"))
    assert len(json.loads(seen)) == 1


async def test_killed_server_is_back_within_the_backoff() -> None:
    k = kit()
    cfg = ServerConfig(name="sdk", command=k.python, args=[k.fixture("sdk_server.py")])
    backoff = Backoff(initial=0.1, jitter=0.0)
    async with Upstream(cfg, backoff=backoff) as up:
        with anyio.fail_after(60):
            assert text_of(await up.call_tool("search", {"query": "a"})) == "sdk:search:a"
            pid = up._wire.transport.pid  # type: ignore[union-attr]
            os.kill(pid, signal.SIGKILL)
            await up.wait_until(lambda s: s.state is State.OK and s.restarts == 1)
            assert up._wire.transport.pid != pid  # type: ignore[union-attr]
            assert text_of(await up.call_tool("search", {"query": "b"})) == "sdk:search:b"


def tagged_processes(tag: str) -> list[tuple[int, str]]:
    """Live (non-zombie) processes whose environment carries `tag`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if f"MCP_AGG_TEST_TAG={tag}".encode() in environ.split(b"\0") and state != "Z":
            found.append((int(entry.name), state))
    return found


async def test_wrapper_grandchildren_are_reaped_on_close() -> None:
    k = kit()
    tag = uuid.uuid4().hex
    cfg = ServerConfig(
        name="wrapped", command=k.python, args=[k.fixture("wrapper.py"), "--linger"], env={"MCP_AGG_TEST_TAG": tag}
    )
    async with Upstream(cfg) as up:
        with anyio.fail_after(60):
            assert text_of(await up.call_tool("search", {"query": "w"})) == "sdk:search:w"
            # the wrapper, the real server beneath it, and the lingering helper
            assert len(tagged_processes(tag)) == 3
    # close() returns only after the whole group is gone (SIGTERM is ignored: SIGKILL it is)
    assert tagged_processes(tag) == []


async def test_unstartable_command_is_a_clear_status() -> None:
    cfg = ServerConfig(name="nope", command="/nonexistent/mcp-server")
    async with Upstream(cfg, backoff=Backoff(initial=60)) as up:
        with anyio.fail_after(30):
            status = await up.wait_connected()
    assert status.state is State.BACKOFF
    assert status.reason is not None and "cannot start '/nonexistent/mcp-server'" in status.reason


async def test_a_missing_cwd_is_named_as_the_cause_not_the_command(tmp_path: Path) -> None:
    # the OS fails both with ENOENT; "cannot start 'python': No such file or directory" sent users after the command
    missing = str(tmp_path / "gone")
    cfg = ServerConfig(name="nowhere", command=sys.executable, args=[MISBEHAVING], cwd=missing)
    async with Upstream(cfg, backoff=Backoff(initial=60)) as up:
        with anyio.fail_after(30):
            status = await up.wait_connected()
    assert status.state is State.BACKOFF
    assert status.reason is not None and f"in cwd {missing!r}: No such file or directory" in status.reason


async def test_a_server_never_inherits_the_aggregators_own_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    # the proxy's bearer token (`serve --token-env NAME`) and the token vault's key are ours; a server gets a
    # variable of ours only when its config entry names it in `env`
    from aggregator.token_vault import KEY_ENV
    from aggregator.transports.stdio import WITHHELD_ENV, withhold_env

    names = [KEY_ENV, "PROXY_TOKEN_FOR_TEST", "ORDINARY_FOR_TEST", "GIVEN_FOR_TEST"]
    for name in names:
        monkeypatch.setenv(name, f"value-of-{name}")
    monkeypatch.setattr("aggregator.transports.stdio.WITHHELD_ENV", set(WITHHELD_ENV))
    withhold_env("PROXY_TOKEN_FOR_TEST")
    withhold_env("GIVEN_FOR_TEST")
    async with Upstream(misbehaving(env={"GIVEN_FOR_TEST": "named in env"})) as up:
        with anyio.fail_after(30):
            seen = json.loads(text_of(await up.call_tool("env", {"names": names})))
    assert seen == {
        KEY_ENV: None,
        "PROXY_TOKEN_FOR_TEST": None,
        "ORDINARY_FOR_TEST": "value-of-ORDINARY_FOR_TEST",
        "GIVEN_FOR_TEST": "named in env",
    }


def test_closing_while_a_server_floods_stdout_leaves_nothing_for_a_closed_loop(tmp_path: Path) -> None:
    # the streams were closed but not the pipes under them: "Event loop is closed" tracebacks at interpreter exit
    script = tmp_path / "storm.py"
    script.write_text(
        "import sys, anyio\n"
        "from aggregator import Aggregator, ServerConfig\n"
        "async def main():\n"
        f"    server = ServerConfig(name='s', command=sys.executable, args=[{str(SERVERS / 'stdout_flood.py')!r}],"
        " protocol='legacy')\n"
        "    async with Aggregator([server]) as agg:\n"
        "        await agg.list_tools()\n"
        "        await anyio.sleep(0.3)\n"
        "anyio.run(main)\n"
        "print('closed')\n"
    )
    for _ in range(3):  # it showed on most runs, not all
        done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60, check=False)
        assert done.stdout.strip() == "closed"
        assert "Traceback" not in done.stderr and "Event loop is closed" not in done.stderr, done.stderr


async def test_an_unset_variable_is_not_inherited_by_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    from aggregator.transports.stdio import StdioTransport

    monkeypatch.setenv("MCP_AGG_TEST_UNSET", "inherited")
    monkeypatch.setenv("MCP_AGG_TEST_KEPT", "inherited")
    seen = "[os.environ.get('MCP_AGG_TEST_UNSET'), os.environ.get('MCP_AGG_TEST_KEPT')]"
    code = f"import os, sys; sys.stderr.write(repr({seen}))"
    transport = StdioTransport(sys.executable, ["-c", code], unset_env=["MCP_AGG_TEST_UNSET"])
    with anyio.fail_after(30):
        async with transport:
            with pytest.raises(TransportClosed):
                await transport.receive()  # the process wrote to stderr and ended
        assert transport.stderr_tail.strip() == "[None, 'inherited']"
