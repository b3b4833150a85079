"""`probe --timeout` bounds the whole command — connecting, listing and shutting the server down — like `tools` and
`call` do, with the same exit code and message: the real CLI in a subprocess against a server that never lists."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from aggregator.cli.exit import Exit
from tests.peers import SERVERS
from tests.reports import Reports
from tests.test_cli_timeout import CLI, HANG_GUARD_S, MARGIN_S


def test_probe_timeout_bounds_the_whole_command_when_the_server_never_lists() -> None:
    timeout = 3.0
    # it completes its handshake, then never answers tools/list, and only SIGKILL ends it
    reports = Reports()  # the server says when it gets the SIGTERM it ignores: a command that waited out the graces
    env = {**os.environ, "STUBBORN_HANG_LIST": "1", "STUBBORN_IGNORE_TERM": "1", "STUBBORN_REPORT": reports.address}
    argv = [CLI, "probe", "--timeout", f"{timeout:g}", "--command", sys.executable, "--", str(SERVERS / "stubborn.py")]
    began = time.monotonic()
    proc = subprocess.Popen(
        argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True
    )
    try:
        out, err = proc.communicate(timeout=timeout + HANG_GUARD_S)
        took = time.monotonic() - began
        seen = reports.rest()
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise AssertionError(f"probe still ran {HANG_GUARD_S:g} s past its --timeout {timeout:g}") from None
    finally:
        reports.close()
    text = err.decode(errors="replace")
    assert proc.returncode == Exit.UPSTREAM, text
    assert f"error: the command did not finish within --timeout {timeout:g} s" in text
    assert "Traceback" not in text and out == b""
    # the old code waited out the list deadline (30 s), then the close and SIGTERM graces: killed when the time is
    # up, the server never gets the SIGTERM that ends the first grace
    assert "term" not in seen, seen
    assert took <= timeout + MARGIN_S
