"""`--timeout` bounds a whole one-shot command — connect, list, call and shutdown — and one hung server never
stalls the others: the real CLI in a subprocess, against fixture servers that hang in each phase.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from aggregator.cli.exit import Exit
from tests.peers import SERVERS
from tests.reports import Reports

CLI = str(Path(sys.executable).parent / "mcp-aggregator")
#: the hang guard: a command still running this long after its --timeout is stuck, whatever the machine's load
HANG_GUARD_S = 60.0
#: what a finished command may take past its --timeout, loosely: its clock counts from the process's start, yet a
#: busy machine can spend seconds on the interpreter's start and exit alone, and a start past the timeout ends the
#: command only then. Still well under the 30 s list deadline a command that ignored its timeout would wait out;
#: whether the graces were skipped is checked by events (the server's reports), not by this
MARGIN_S = 15.0


#: per-server deadlines longer than any --timeout here: only the command's own bound can end a wait for them
PAST = {"aggregator": {"timeouts": {"connect": 600, "list": 600}}}


def _stubborn(**env: str) -> dict[str, Any]:
    """Never answers a call (with STUBBORN_HANG_LIST, nor a list); with STUBBORN_IGNORE_TERM only SIGKILL ends it."""
    return {"command": sys.executable, "args": [str(SERVERS / "stubborn.py")], "env": env}


def _run(
    tmp_path: Path, servers: dict[str, Any], argv: list[str], timeout: float, patience: float = 1.0
) -> tuple[int, float, str, str]:
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"aggregator": {"list_patience_s": patience}, "mcpServers": servers}))
    began = time.monotonic()
    proc = subprocess.Popen(
        [CLI, *argv, "--config", str(config), "--timeout", f"{timeout:g}"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(timeout=timeout + HANG_GUARD_S)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise AssertionError(f"{argv} still ran {HANG_GUARD_S:g} s past its --timeout {timeout:g}") from None
    return proc.returncode, time.monotonic() - began, out.decode(), err.decode(errors="replace")


def test_tools_with_hung_servers_lists_the_others_within_the_timeout(tmp_path: Path) -> None:
    servers = {
        "weather": {"command": "mcp-aggregator", "args": ["demo-server", "weather"]},
        # one never completes a handshake, one never answers its list and ignores SIGTERM; their own deadlines
        # are past the --timeout, so a command that waited for them would time out instead of listing
        "mute": {"command": sys.executable, "args": [str(SERVERS / "hostile.py"), "--mode", "mute"], **PAST},
        "stuck": {**_stubborn(STUBBORN_HANG_LIST="1", STUBBORN_IGNORE_TERM="1"), **PAST},
    }
    # the patience runs from the first server to connect (stuck, a small script) and must outlast the weather
    # server's start (our whole interpreter), seconds later on a busy machine; the command ends once the patience
    # for the hung servers is out (connecting, then listing), well within a timeout that leaves room for all that
    timeout, patience = 60.0, 10.0
    code, took, out, err = _run(tmp_path, servers, ["tools", "--json"], timeout, patience)
    assert code == Exit.OK, err
    assert "Traceback" not in err
    snapshot = json.loads(out)
    assert "forecast" in [tool["name"] for tool in snapshot["tools"]]
    states = {view["name"]: view["status"] for view in snapshot["servers"]}
    assert states == {"weather": "ok", "mute": "connecting", "stuck": "connecting"}
    assert took <= timeout + MARGIN_S


def test_call_timeout_bounds_the_whole_command_including_the_shutdown_of_a_stubborn_server(tmp_path: Path) -> None:
    reports = Reports()
    try:
        # the call is never answered; SIGTERM is ignored (and reported)
        servers = {"stuck": _stubborn(STUBBORN_IGNORE_TERM="1", STUBBORN_REPORT=reports.address)}
        timeout = 3.0
        code, took, _, err = _run(tmp_path, servers, ["call", "wait"], timeout)
        seen = reports.rest()
    finally:
        reports.close()
    assert code == Exit.UPSTREAM
    assert f"within --timeout {timeout:g} s" in err
    assert "Traceback" not in err
    # the old code spent the close and SIGTERM graces (2 s each) after the timeout: the server got the SIGTERM
    # that ends the first. Killed when the time is up, it never does, however long the machine took to get there
    assert "term" not in seen, seen
    assert took <= timeout + MARGIN_S
