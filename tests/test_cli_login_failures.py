"""Every way `login` / `logout` can fail is one line on stderr with the exit code of the table, never a traceback:
an unreachable server, a redirect port in use, a refused (cancelled) browser flow, a browser program that cannot
run, a token vault that cannot be written."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mcp")
pytest.importorskip("keyring")
pytest.importorskip("cryptography")

from tests import test_cli_login as _login

# the login tests' real authorization server, vault and browser, as fixtures of this module too
served, remote, env, config, run = _login.served, _login.remote, _login.env, _login.config, _login.run

ROOT = Path(__file__).resolve().parent.parent
CANCEL = """
import sys, urllib.parse, urllib.request
query = urllib.parse.parse_qs(urllib.parse.urlsplit(sys.argv[1]).query)
urllib.request.urlopen(query["redirect_uri"][0] + "?error=access_denied&state=" + query["state"][0]).read()
"""


def _config(tmp_path: Path, entry: dict[str, object]) -> str:
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"mcpServers": {"r": entry}}))
    return str(path)


def _one_line(err: str) -> None:
    assert "Traceback" not in err and "internal error" not in err, err


def test_an_unreachable_server_is_exit_4(
    tmp_path: Path, env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # closed again: nothing listens there
    entry = {"type": "http", "url": f"http://127.0.0.1:{port}/mcp?key=sekrit", "oauth": {}}
    code, _, err = run(["login", "r", "--config", _config(tmp_path, entry), "--timeout", "10"], capsys)
    _one_line(err)
    assert code == 4 and "could not reach http://127.0.0.1" in err and "sekrit" not in err


def test_a_redirect_port_in_use_is_a_config_error_naming_the_key(
    tmp_path: Path, remote: str, env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        entry = {"type": "http", "url": f"{remote}/mcp", "oauth": {"callbackPort": busy.getsockname()[1]}}
        code, _, err = run(["login", "r", "--config", _config(tmp_path, entry), "--timeout", "10"], capsys)
    _one_line(err)
    assert code == 3 and "one.json" in err and "server 'r': oauth" in err and "callbackPort" in err


def test_a_browser_program_that_cannot_run_leaves_the_url_to_open_by_hand(
    config: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for program in ("/nonexistent/browser", "'unbalanced"):
        monkeypatch.setenv("MCP_AGGREGATOR_BROWSER", program)
        code, _, err = run(["login", "remote", "--config", config, "--timeout", "0.5"], capsys)
        _one_line(err)
        assert code == 4 and "MCP_AGGREGATOR_BROWSER" in err and "open this URL to log in" in err


def test_a_vault_that_cannot_be_written_is_a_config_error(
    config: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "a-file"))
    for argv in (["login", "remote", "--timeout", "10"], ["logout", "remote"]):
        code, _, err = run([*argv, "--config", config], capsys)
        _one_line(err)
        assert code == 3 and "token file" in err and "a-file" in err


def test_a_cancelled_browser_flow_is_one_line_from_the_program_itself(
    config: str, tmp_path: Path, env: dict[str, str]
) -> None:
    """The program, not `main()`: no library's logged traceback reaches the terminal either."""
    browser = tmp_path / "cancel.py"
    browser.write_text(CANCEL)
    environ = {**os.environ, "MCP_AGGREGATOR_BROWSER": f"{sys.executable} {browser}", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-m", "aggregator", "login", "remote", "--config", config, "--timeout", "20"],
        capture_output=True, text=True, timeout=60, env=environ,
    )  # fmt: skip
    _one_line(proc.stderr)
    assert proc.returncode == 4 and "access_denied" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
