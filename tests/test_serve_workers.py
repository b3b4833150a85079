"""`serve --http … --workers N`: N processes behind one port, each a whole proxy.

Every test runs the real command (a supervisor and its workers, each with its own demo stdio server) and talks to
it over TCP. Which worker answered is in the `mcp-aggregator-worker` header; a client reaches the other worker by
opening new connections until one lands there (the kernel hands each to whichever worker accepts first).
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import anyio.abc
import httpx
import pytest
from anyio.streams.buffered import BufferedByteReceiveStream

from aggregator.proxy.worker_relay import WORKER_HEADER, owner_of, session_prefix

pytestmark = pytest.mark.anyio

CLI = str(Path(sys.executable).parent / "mcp-aggregator")
#: a hang guard only: every wait below ends long before it unless something is stuck
GUARD_S = 90.0
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
LEGACY = "2025-11-25"
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}


@dataclass
class Served:
    """A running `serve --workers`: its URL, its process, what it said on stderr (as it comes)."""

    url: str
    process: anyio.abc.Process
    config: Path
    stdout: BufferedByteReceiveStream
    stderr: list[str] = field(default_factory=list)
    said: anyio.Event = field(default_factory=anyio.Event)
    ended: bool = False

    @property
    def worker_pids(self) -> list[int]:
        found = next(m for line in self.stderr if (m := re.search(r"workers ready \(pids ([\d, ]+)\)", line)))
        return [int(pid) for pid in found.group(1).split(", ")]

    async def wait_for(self, pattern: str, count: int = 1) -> list[str]:
        """The stderr lines matching `pattern`, once there are `count` of them.

        A hang guard that fires here says what was printed so far: a missing line is then a readable failure.
        """
        try:
            while len(lines := [line for line in self.stderr if re.search(pattern, line)]) < count:
                if self.ended:
                    raise AssertionError(f"stderr ended without {pattern!r}: {''.join(self.stderr)}")
                self.said = anyio.Event()
                await self.said.wait()
        except anyio.get_cancelled_exc_class():
            print(f"still waiting for {count} x {pattern!r}; stderr so far:\n{''.join(self.stderr)}", file=sys.stderr)
            raise
        return lines


@asynccontextmanager
async def served(tmp_path: Path, workers: str = "2") -> AsyncIterator[Served]:
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"calc": {"command": CLI, "args": ["demo-server", "calc"]}}}))
    command = [CLI, "serve", "--config", str(config), "--http", "127.0.0.1:0", "--workers", workers]
    process = await anyio.open_process(command, stdin=subprocess.DEVNULL)
    assert process.stdout is not None and process.stderr is not None
    stdout = BufferedByteReceiveStream(process.stdout)
    async with process, anyio.create_task_group() as tg:
        with anyio.fail_after(GUARD_S):
            ready = (await stdout.receive_until(b"\n", 4096)).decode()
        assert ready.startswith("LISTENING http://127.0.0.1:"), ready
        run = Served(ready.removeprefix("LISTENING "), process, config, stdout)
        tg.start_soon(_collect, process.stderr, run)
        try:
            with anyio.fail_after(GUARD_S):
                await run.wait_for("workers ready")
                yield run
        finally:
            with anyio.CancelScope(shield=True):
                if process.returncode is None:
                    process.terminate()  # a graceful stop: the workers and their servers go first
                    with anyio.move_on_after(GUARD_S):
                        await process.wait()
                if process.returncode is None:
                    process.kill()
                    await process.wait()
            tg.cancel_scope.cancel()
    assert "Traceback" not in "".join(run.stderr), "".join(run.stderr)


async def _collect(stream: anyio.abc.ByteReceiveStream, run: Served) -> None:
    buffered = BufferedByteReceiveStream(stream)
    while True:
        try:
            line = await buffered.receive_until(b"\n", 1 << 16)
        except (anyio.IncompleteRead, anyio.EndOfStream):
            run.ended = True
            run.said.set()
            return
        run.stderr.append(line.decode(errors="replace") + "\n")
        run.said.set()


def fresh_connections() -> httpx.AsyncClient:
    """A client that opens a new connection for every request: each may land on either worker."""
    return httpx.AsyncClient(limits=httpx.Limits(max_keepalive_connections=0), timeout=GUARD_S)


def modern_call(a: int, b: int) -> dict[str, Any]:
    body = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "add", "arguments": {"a": a, "b": b}}}
    body["params"]["_meta"] = META
    headers = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "add"}
    return {"content": json.dumps(body), "headers": headers}


def legacy(session: str, message: dict[str, Any] | None = None) -> dict[str, Any]:
    headers = {**ACCEPT, "mcp-session-id": session, "mcp-protocol-version": LEGACY}
    return {"content": json.dumps(message) if message is not None else None, "headers": headers}


def sse_events(text: str) -> list[tuple[str | None, str]]:
    """(id, data) of each event of an SSE body."""
    events = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        ident = next((line[4:] for line in block.split("\n") if line.startswith("id: ")), None)
        data = "\n".join(line[6:] for line in block.split("\n") if line.startswith("data: "))
        if ident is not None or data:
            events.append((ident, data))
    return events


def answer_of(response: httpx.Response) -> dict[str, Any]:
    """The JSON-RPC answer, sent as JSON or as the one data-carrying event of an SSE stream."""
    if response.headers["content-type"].startswith("application/json"):
        answer: dict[str, Any] = response.json()
        return answer
    return json.loads(next(data for _, data in sse_events(response.text) if data))  # type: ignore[no-any-return]


@asynccontextmanager
async def on_other_worker(url: str, than: str) -> AsyncIterator[httpx.AsyncClient]:
    """A client whose one connection landed on a worker other than `than` (new connections until one does)."""
    while True:
        http = httpx.AsyncClient(limits=httpx.Limits(max_connections=1, max_keepalive_connections=1), timeout=GUARD_S)
        async with http:
            probe = await http.get(url.removesuffix("/mcp") + "/healthz")
            if probe.headers[WORKER_HEADER] != than:
                yield http
                return


async def relayed(url: str, owner: str, method: str, **kw: Any) -> httpx.Response:
    """The request, sent to a worker that does not own the session (it relays it to the owner)."""
    async with on_other_worker(url, owner) as http:
        response = await http.request(method, url, **kw)
    assert response.headers[WORKER_HEADER] != owner
    return response


async def test_every_worker_answers_modern_calls(tmp_path: Path) -> None:
    async with served(tmp_path) as run, fresh_connections() as http:
        seen: dict[str, int] = {}
        while len(seen) < 2:
            response = await http.post(run.url, **modern_call(2, 3))
            assert response.status_code == 200, response.text
            assert answer_of(response)["result"]["content"][0]["text"] == "5"
            assert "mcp-session-id" not in response.headers
            seen[response.headers[WORKER_HEADER]] = seen.get(response.headers[WORKER_HEADER], 0) + 1
    assert set(seen) == {"0", "1"}


async def test_a_legacy_session_is_served_through_the_worker_that_does_not_own_it(tmp_path: Path) -> None:
    async with served(tmp_path) as run, fresh_connections() as http:
        opened = await http.post(run.url, content=json.dumps(INIT), headers=ACCEPT)
        session, owner = opened.headers["mcp-session-id"], opened.headers[WORKER_HEADER]
        assert session.startswith(session_prefix(int(owner)))
        initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        notified = await relayed(run.url, owner, "POST", **legacy(session, initialized))
        assert notified.status_code == 202
        # a 2025-11-25 call streams (SSE, primed): relayed as it comes from the owner
        call = {
            "jsonrpc": "2.0",
            "id": 5,
            "method": "tools/call",
            "params": {"name": "add", "arguments": {"a": 4, "b": 5}},
        }
        called = await relayed(run.url, owner, "POST", **legacy(session, call))
        assert called.status_code == 200 and called.headers["content-type"].startswith("text/event-stream")
        assert called.headers["mcp-session-id"] == session
        assert answer_of(called)["result"]["content"][0]["text"] == "9"
        # resumption from the priming event, asked of the other worker again: the owner's log replays the answer
        priming = sse_events(called.text)[0][0]
        assert priming is not None
        resume = {**legacy(session)["headers"], "accept": "text/event-stream", "last-event-id": priming}
        resumed = await relayed(run.url, owner, "GET", headers=resume)
        assert resumed.status_code == 200, resumed.text
        assert json.loads(sse_events(resumed.text)[-1][1])["result"]["content"][0]["text"] == "9"
        ended = await relayed(run.url, owner, "DELETE", headers=legacy(session)["headers"])
        assert ended.status_code == 200, (ended.text, ended.headers, run.stderr)
        listing = {"jsonrpc": "2.0", "id": 6, "method": "tools/list"}
        gone = await http.post(run.url, **legacy(session, listing))
        assert gone.status_code == 404


async def test_a_session_id_naming_no_live_session_gets_the_unknown_session_404(tmp_path: Path) -> None:
    listing = {"jsonrpc": "2.0", "id": 6, "method": "tools/list"}
    async with served(tmp_path) as run, fresh_connections() as http:
        answers = {}
        for forged in ("w9-0123", "w1-0123", "w0-0123", "w01x-0123", "0123"):
            answers[forged] = await http.post(run.url, **legacy(forged, listing))
    for forged, answer in answers.items():
        assert answer.status_code == 404, forged
        assert answer.json() == {
            "jsonrpc": "2.0",
            "id": 6,
            "error": {"code": -32600, "message": "unknown or expired session"},
        }, forged


def test_a_session_id_names_its_owner_worker_or_none() -> None:
    assert owner_of(session_prefix(3) + "abc") == 3
    assert [owner_of(s) for s in ("0123abcd", "w-1", "wx-1", "w٣-1", "w12345-1", "", "w1")] == [None] * 7


async def test_sighup_reloads_every_worker(tmp_path: Path) -> None:
    async with served(tmp_path) as run:
        run.process.send_signal(signal.SIGHUP)
        with anyio.fail_after(GUARD_S):
            # the workers share one stderr: each line must arrive whole (one write), never spliced into another's
            reloaded = await run.wait_for(r"^(reloaded|reload refused) ", count=2)
        assert all(line == f"reloaded {run.config}: nothing changed\n" for line in reloaded), reloaded
        assert run.process.returncode is None


async def test_a_worker_that_dies_is_reported_and_replaced_and_its_sessions_are_unknown(tmp_path: Path) -> None:
    listing = {"jsonrpc": "2.0", "id": 6, "method": "tools/list"}
    async with served(tmp_path) as run, fresh_connections() as http:
        opened = await http.post(run.url, content=json.dumps(INIT), headers=ACCEPT)
        session, owner = opened.headers["mcp-session-id"], opened.headers[WORKER_HEADER]
        victim = run.worker_pids[int(owner)]
        os.kill(victim, signal.SIGKILL)
        with anyio.fail_after(GUARD_S):
            await run.wait_for(rf"^worker {owner} \(pid {victim}\) exited with code -9; starting another")
            seen: set[str] = set()
            while seen != {"0", "1"}:
                response = await http.post(run.url, **modern_call(1, 1))
                if response.status_code == 200:
                    assert answer_of(response)["result"]["content"][0]["text"] == "2"
                    seen.add(response.headers[WORKER_HEADER])
            asked: set[str] = set()
            while asked != {"0", "1"}:  # from the new owner, and relayed to it: the session died with its worker
                gone = await http.post(run.url, **legacy(session, listing))
                assert gone.status_code == 404, gone.text
                asked.add(gone.headers[WORKER_HEADER])


async def test_a_relayed_session_stream_carries_events_as_they_happen(tmp_path: Path) -> None:
    async with served(tmp_path) as run, fresh_connections() as http:
        opened = await http.post(run.url, content=json.dumps(INIT), headers=ACCEPT)
        session, owner = opened.headers["mcp-session-id"], opened.headers[WORKER_HEADER]
        initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        assert (await http.post(run.url, **legacy(session, initialized))).status_code == 202
        listen = {**legacy(session)["headers"], "accept": "text/event-stream"}
        async with on_other_worker(run.url, owner) as other, other.stream("GET", run.url, headers=listen) as stream:
            assert stream.status_code == 200 and stream.headers[WORKER_HEADER] != owner
            servers = {name: {"command": CLI, "args": ["demo-server", name]} for name in ("calc", "weather")}
            run.config.write_text(json.dumps({"mcpServers": servers}))
            run.process.send_signal(signal.SIGHUP)  # every worker reloads; the owner tells its session's stream
            # the reload changes prompts and resources too, and their list_changed may come first: the stream is
            # read until the tools' one arrives (a stream that never carries it fails the bound)
            with anyio.fail_after(GUARD_S):
                async for line in stream.aiter_lines():
                    if line.startswith("data: ") and "tools/list_changed" in line:
                        assert json.loads(line[6:])["method"] == "notifications/tools/list_changed"
                        break


async def test_a_relayed_stream_ends_when_its_owner_dies(tmp_path: Path) -> None:
    async with served(tmp_path) as run, fresh_connections() as http:
        opened = await http.post(run.url, content=json.dumps(INIT), headers=ACCEPT)
        session, owner = opened.headers["mcp-session-id"], opened.headers[WORKER_HEADER]
        listen = {**legacy(session)["headers"], "accept": "text/event-stream"}
        async with on_other_worker(run.url, owner) as other, other.stream("GET", run.url, headers=listen) as stream:
            assert stream.status_code == 200
            lines = stream.aiter_lines()
            assert (await anext(lines)).startswith("id: ")  # primed: the owner's stream is open, through the relay
            os.kill(run.worker_pids[int(owner)], signal.SIGKILL)
            with anyio.fail_after(GUARD_S):
                async for _ in lines:
                    pass  # ends, rather than hanging on a dead owner
        with anyio.fail_after(GUARD_S):
            await run.wait_for(rf"^worker {owner} \(pid \d+\) exited with code -9")


def _children(pid: int) -> list[int]:
    """`pid`'s child processes (Linux /proc; none found elsewhere)."""
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().rpartition(")")[2].split()[0] == "Z")


@pytest.mark.parametrize(("stop", "code"), [(signal.SIGTERM, 0), (signal.SIGINT, 130)])
async def test_a_stop_signal_stops_every_worker_gracefully(tmp_path: Path, stop: signal.Signals, code: int) -> None:
    async with served(tmp_path) as run:
        workers = run.worker_pids
        assert len(workers) == 2 and all(_alive(pid) for pid in workers)
        descendants = [*workers, *(child for pid in workers for child in _children(pid))]
        run.process.send_signal(stop)
        with anyio.fail_after(GUARD_S):
            assert await run.process.wait() == code
            rest = b""
            while True:
                try:
                    rest += await run.stdout.receive()
                except (anyio.EndOfStream, anyio.ClosedResourceError):
                    break
        assert b"LISTENING" not in rest  # the ready line came once, for all workers
        assert [pid for pid in descendants if _alive(pid)] == []


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="waits on a process that is not our child with a pidfd")
async def test_workers_stop_when_their_supervisor_is_killed(tmp_path: Path) -> None:
    async with served(tmp_path) as run:
        pidfds = [os.pidfd_open(pid) for pid in run.worker_pids]
        try:
            run.process.kill()  # no chance to stop them: they see their stdin end, and stop themselves
            with anyio.fail_after(GUARD_S):
                for pidfd in pidfds:
                    await anyio.wait_readable(pidfd)  # readable once that process has exited
        finally:
            for pidfd in pidfds:
                os.close(pidfd)


def test_a_worker_that_cannot_start_stops_serve_with_a_config_error(tmp_path: Path) -> None:
    # the workers' private sockets live under TMPDIR; a unix socket path this long cannot be bound
    deep = tmp_path / ("d" * 120)
    deep.mkdir()
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {}}))
    done = subprocess.run(
        [CLI, "serve", "--config", str(config), "--http", "127.0.0.1:0", "--workers", "2"],
        capture_output=True,
        text=True,
        timeout=GUARD_S,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "TMPDIR": str(deep)},
    )
    assert done.returncode == 3, done.stderr
    assert "a shorter TMPDIR helps" in done.stderr
    assert re.search(r"worker \d exited with code 3 before it was ready", done.stderr), done.stderr
    assert "LISTENING" not in done.stdout and "Traceback" not in done.stderr
    assert list(deep.iterdir()) == []  # the private directory went with the supervisor


@pytest.mark.parametrize("value", ["0", "-1", "two", "1.5", "257", "٣"])
def test_a_bad_workers_value_is_a_usage_error(value: str) -> None:
    done = subprocess.run(
        [CLI, "serve", "--http", "127.0.0.1:0", "--workers", value],
        capture_output=True,
        text=True,
        timeout=GUARD_S,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2, done.stderr
    assert "--workers" in done.stderr and "Traceback" not in done.stderr


def test_workers_without_http_is_a_usage_error(tmp_path: Path) -> None:
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {}}))
    done = subprocess.run(
        [CLI, "serve", "--config", str(config), "--workers", "2"],
        capture_output=True,
        text=True,
        timeout=GUARD_S,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2, done.stderr
    assert "--workers wants --http" in done.stderr
