"""Clean shutdown through real signals: the installed command in a subprocess, children tracked by pid.

The fixture server (`stubborn.py`) ignores stdin EOF and leaves a grandchild in its process group; it reports its
pids and the requests it receives over a socket, so every wait here is on an event, bounded by a timeout.
"""

from __future__ import annotations

import json
import os
import pty
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import httpx
import pytest

from aggregator.cli.exit import SHUTDOWN_BOUND_S, Exit
from tests.peers import SERVERS
from tests.reports import PATIENCE, Reports

#: the exit within `SHUTDOWN_BOUND_S` is the command's own doing (its forced path starts before the bound), on real
#: time; seen from here it also carries what a busy machine adds to waking and reaping processes. One that never
#: exits is caught by `finish`; the graces skipped or taken are shown by the server's reports, not by the time
WITHIN_BOUND_S = SHUTDOWN_BOUND_S + 5
#: a command still running this long after the signal is stuck
HANG_GUARD_S = SHUTDOWN_BOUND_S + 30

CLI = str(Path(sys.executable).parent / "mcp-aggregator")
STUBBORN = str(SERVERS / "stubborn.py")


@pytest.fixture
def reports() -> Iterator[Reports]:
    box = Reports()
    yield box
    box.close()


def write_config(tmp_path: Path, reports: Reports, **env: str) -> str:
    server = {"command": sys.executable, "args": [STUBBORN], "env": {"STUBBORN_REPORT": reports.address, **env}}
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps({"mcpServers": {"stubborn": server}}))
    return str(path)


def alive(pid: int) -> bool:
    """Running (a zombie is dead: in a container nobody may ever reap it)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def start(argv: list[str], *, stdin: Any = subprocess.PIPE) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [CLI, *argv], stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True
    )


def finish(proc: subprocess.Popen[bytes], timeout: float) -> tuple[int, float, str]:
    """Wait (bounded) for the process; its code, the seconds it took, and its stderr."""
    began = time.monotonic()
    try:
        _, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=PATIENCE)
        raise AssertionError(f"{proc.args!r} was still running {timeout} s after the signal") from None
    return proc.returncode, time.monotonic() - began, err.decode(errors="replace")


def listening(proc: subprocess.Popen[bytes]) -> str:
    assert proc.stdout is not None
    line = _readline(proc.stdout)
    assert line.startswith("LISTENING "), line
    return line.split()[1]


def _readline(pipe: IO[bytes]) -> str:
    import selectors

    with selectors.DefaultSelector() as sel:
        sel.register(pipe, selectors.EVENT_READ)
        assert sel.select(PATIENCE), "no line in time"
    return pipe.readline().decode()


# -- serve ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("front", ["stdio", "http"])
def test_sigterm_on_serve_reaps_an_eof_ignoring_server_and_its_grandchild_and_exits_0(
    front: str, tmp_path: Path, reports: Reports
) -> None:
    extra = ["--http", "127.0.0.1:0"] if front == "http" else []
    proc = start(["serve", "--config", write_config(tmp_path, reports), *extra])
    pid, grandchild = reports.started()
    if front == "http":
        listening(proc)
    assert alive(pid) and alive(grandchild)
    proc.send_signal(signal.SIGTERM)
    code, took, err = finish(proc, HANG_GUARD_S)
    assert (code, err) == (Exit.OK, "")
    assert took <= WITHIN_BOUND_S
    assert not alive(pid) and not alive(grandchild)


@pytest.mark.parametrize("terminal", [False, True], ids=["pipe", "tty"])
def test_ctrl_c_on_stdio_serve_exits_130_and_reaps(terminal: bool, tmp_path: Path, reports: Reports) -> None:
    primary, secondary = pty.openpty() if terminal else (None, subprocess.PIPE)
    try:
        proc = start(["serve", "--config", write_config(tmp_path, reports)], stdin=secondary)
    finally:
        if terminal:
            os.close(secondary)  # type: ignore[arg-type]
    try:
        pid, grandchild = reports.started()
        proc.send_signal(signal.SIGINT)
        code, took, _ = finish(proc, HANG_GUARD_S)
    finally:
        if primary is not None:
            os.close(primary)
    assert code == Exit.INTERRUPTED
    assert took <= WITHIN_BOUND_S
    assert not alive(pid) and not alive(grandchild)


@pytest.mark.parametrize(("sig", "expected"), [(signal.SIGTERM, Exit.OK), (signal.SIGINT, Exit.INTERRUPTED)])
def test_a_signal_with_a_legacy_get_stream_open_does_not_hang(
    sig: signal.Signals, expected: Exit, tmp_path: Path, reports: Reports
) -> None:
    proc = start(["serve", "--config", write_config(tmp_path, reports), "--http", "127.0.0.1:0"])
    pid, grandchild = reports.started()
    url = listening(proc)
    init = {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
    accept = {"accept": "application/json, text/event-stream"}
    with httpx.Client(timeout=PATIENCE) as client:
        initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init}
        reply = client.post(url, json=initialize, headers=accept)
        session = {"mcp-session-id": reply.headers["mcp-session-id"]}
        client.post(url, json={"jsonrpc": "2.0", "method": "notifications/initialized"}, headers={**accept, **session})
        with client.stream("GET", url, headers={"accept": "text/event-stream", **session}) as stream:
            assert stream.status_code == 200  # the headers are in: the stream is open on the server
            proc.send_signal(sig)
            code, took, _ = finish(proc, HANG_GUARD_S)
            # the server ended the stream properly (a connection cut mid-stream would raise here)
            stream.read()
            assert stream.is_closed
    assert code == expected
    assert took <= WITHIN_BOUND_S
    assert not alive(pid) and not alive(grandchild)


def test_sigterm_with_a_call_in_flight_over_http_answers_it_and_exits_0(tmp_path: Path, reports: Reports) -> None:
    proc = start(["serve", "--config", write_config(tmp_path, reports), "--http", "127.0.0.1:0"])
    pid, grandchild = reports.started()
    url = listening(proc)
    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "wait", "_meta": meta}}
    headers = {
        "accept": "application/json, text/event-stream",
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "tools/call",
        "mcp-name": "wait",
    }
    answers: list[httpx.Response | BaseException] = []

    def post() -> None:
        try:
            answers.append(httpx.post(url, json=call, headers=headers, timeout=PATIENCE))
        except BaseException as exc:
            answers.append(exc)

    caller = threading.Thread(target=post)
    caller.start()
    reports.until("called tools/call")  # the call is in flight upstream, and will never be answered
    proc.send_signal(signal.SIGTERM)
    code, took, _ = finish(proc, HANG_GUARD_S)
    caller.join(PATIENCE)
    assert code == Exit.OK
    assert took <= WITHIN_BOUND_S
    # the client was told, not left waiting on a connection that dies with the process
    assert len(answers) == 1 and isinstance(answers[0], httpx.Response), answers
    assert answers[0].status_code == 503
    assert not alive(pid) and not alive(grandchild)


def test_a_second_ctrl_c_forces_a_quick_exit_still_reaping(tmp_path: Path, reports: Reports) -> None:
    # the server ignores EOF and SIGTERM alike: a graceful close would wait through both graces
    proc = start(["serve", "--config", write_config(tmp_path, reports, STUBBORN_IGNORE_TERM="1")])
    pid, grandchild = reports.started()
    proc.send_signal(signal.SIGINT)
    # the first one is being handled: the server's stdin was closed (whatever it was asked before, at start)
    reports.until("eof")
    proc.send_signal(signal.SIGINT)
    code, took, _ = finish(proc, HANG_GUARD_S)
    assert code == Exit.INTERRUPTED
    # the graces were skipped: the server never got the SIGTERM that ends the first (2 s after its stdin closed,
    # long after the second Ctrl-C came) — an event, where a time bound would measure the machine's load
    assert "term" not in reports.rest()
    assert took <= WITHIN_BOUND_S
    assert not alive(pid) and not alive(grandchild)


# -- one-shot commands ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "env", "sig"),
    [
        (["call", "wait"], {}, signal.SIGINT),
        (["tools"], {"STUBBORN_HANG_LIST": "1"}, signal.SIGINT),
        (["call", "wait"], {}, signal.SIGTERM),
    ],
    ids=["call-ctrl-c", "tools-ctrl-c", "call-sigterm"],
)
def test_a_signal_on_a_command_in_flight_exits_130_and_reaps(
    argv: list[str], env: dict[str, str], sig: signal.Signals, tmp_path: Path, reports: Reports
) -> None:
    proc = start([*argv, "--config", write_config(tmp_path, reports, **env)], stdin=subprocess.DEVNULL)
    pid, grandchild = reports.started()
    assert reports.line().startswith("called ")  # the request is in flight
    proc.send_signal(sig)
    code, took, err = finish(proc, HANG_GUARD_S)
    assert code == Exit.INTERRUPTED
    assert "Traceback" not in err and "bug" not in err
    assert took <= WITHIN_BOUND_S
    assert not alive(pid) and not alive(grandchild)


# -- serve --http: ports -------------------------------------------------------------------------


@pytest.fixture
def busy_port() -> Iterator[int]:
    holder = socket.create_server(("127.0.0.1", 0))
    yield holder.getsockname()[1]
    holder.close()


@pytest.mark.parametrize("port", ["busy", "65536", "99999999999999999999"])
def test_serve_http_on_a_port_it_cannot_use_says_so_in_one_line(
    port: str, busy_port: int, tmp_path: Path, reports: Reports
) -> None:
    config = tmp_path / "empty.json"
    config.write_text(json.dumps({"mcpServers": {}}))
    where = f"127.0.0.1:{busy_port if port == 'busy' else port}"
    proc = start(["serve", "--config", str(config), "--http", where], stdin=subprocess.DEVNULL)
    code, _, err = finish(proc, PATIENCE)
    assert code == Exit.CONFIG
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err and "bug" not in err
    assert where in err


def test_every_help_and_the_readme_list_the_interrupted_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    from aggregator.cli import main

    for command in ("tools", "why", "diff", "check", "lint", "cost", "call", "probe", "serve"):
        assert main([command, "--help"]) == 0
        assert "130  interrupted" in capsys.readouterr().out, command
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    assert "| 130 | interrupted" in readme
