"""`serve` has its SIGHUP handler in place before it says it is ready: a SIGHUP sent right after the ready line
reloads the config, and never ends the process (the signal's default action)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
from pathlib import Path

CLI = str(Path(sys.executable).parent / "mcp-aggregator")
#: a hang guard only: every wait below ends long before it unless something is stuck
GUARD_S = 120.0


def test_a_sighup_right_after_the_ready_line_reloads_and_the_proxy_stays_up(tmp_path: Path) -> None:
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"calc": {"command": CLI, "args": ["demo-server", "calc"]}}}))
    proc = subprocess.Popen(
        [CLI, "serve", "--config", str(config), "--http", "127.0.0.1:0"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    guard = threading.Timer(GUARD_S, proc.kill)  # a kill closes both pipes: every read below ends
    guard.start()
    try:
        ready = proc.stdout.readline()
        assert ready.startswith("LISTENING http://127.0.0.1:"), ready
        proc.send_signal(signal.SIGHUP)  # at once: the old handler was installed only once its task first ran
        said = []
        for line in proc.stderr:
            said.append(line)
            if line.startswith("reloaded "):
                break
        assert said and said[-1].startswith(f"reloaded {config}"), f"exit {proc.poll()}; stderr: {''.join(said)}"
        assert proc.poll() is None
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(GUARD_S) == 0  # a service manager's stop: exit 0
    finally:
        guard.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait(30)
        proc.stdout.close()
        proc.stderr.close()
