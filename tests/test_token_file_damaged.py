"""A token file (or an entry in it) that opens but does not hold what we wrote, edited by hand or cut short: a
one-line config error naming the file and what to do, from every command, never a traceback or the content; and
`logout` clears a damaged entry, so a new login mends it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("mcp")
pytest.importorskip("keyring")
pytest.importorskip("cryptography")

from cryptography.fernet import Fernet

from tests import test_cli_login as _login

# the login tests' real authorization server, vault and browser, as fixtures of this module too
served, remote, env, config, run = _login.served, _login.remote, _login.env, _login.config, _login.run


def _one_line(err: str) -> None:
    assert "Traceback" not in err and "internal error" not in err, err
    assert len(err.strip().splitlines()) == 1, err


def _sealing() -> Fernet:
    return Fernet(os.environ["MCP_AGGREGATOR_TOKEN_KEY"].encode())


@pytest.mark.parametrize("opened", [b'{"issuer": {not json', b"\xff\xfe", b"[1, 2]"])
def test_a_token_file_that_is_not_ours_is_one_line_naming_it(
    opened: bytes, config: str, env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    tokens = Path(env["tokens"])
    tokens.parent.mkdir(parents=True, exist_ok=True)
    tokens.write_bytes(_sealing().encrypt(opened))
    said = f"the token file {tokens} is damaged (not what mcp-aggregator wrote); delete it and log in again"
    for argv in (["auth", "status"], ["logout", "remote"]):
        code, _, err = run([*argv, "--config", config], capsys)
        _one_line(err)
        assert code == 3 and said in err, (argv, err)
    code, out, err = run(["tools", "--config", config], capsys)  # the server is down, and its reason says why
    assert "Traceback" not in out + err and "internal error" not in err
    assert f"remote (backoff):\n  server 'remote': {said}" in out and "not json" not in out


def test_a_damaged_entry_is_named_and_logout_clears_it(
    config: str, env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["login", "remote", "--config", config, "--timeout", "30"], capsys)[0] == 0
    tokens = Path(env["tokens"])
    entries = json.loads(_sealing().decrypt(tokens.read_bytes()))
    ((name, entry),) = entries.items()
    kept = entry["tokens"]["access_token"]
    entry["tokens"]["access_token"] = ["edited", kept]  # not a string: the SDK's model refuses it
    tokens.write_bytes(_sealing().encrypt(json.dumps({name: entry}).encode()))
    code, out, err = run(["tools", "--config", config], capsys)
    assert "Traceback" not in err and "internal error" not in err, err
    assert kept not in out + err and "is damaged" in out + err and "log out of that server" in out + err
    code, out, _ = run(["logout", "remote", "--config", config], capsys)
    assert code == 0 and "logged out of remote" in out
    assert run(["login", "remote", "--config", config, "--timeout", "30"], capsys)[0] == 0
    code, out, err = run(["tools", "--config", config], capsys)
    assert code == 0 and "echo" in out, err


def test_auth_status_names_a_damaged_entry_and_still_lists_the_others(
    tmp_path: Path, config: str, env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["login", "remote", "--config", config, "--timeout", "30"], capsys)[0] == 0
    data = json.loads(Path(config).read_text())
    data["mcpServers"]["other"] = {"type": "http", "url": "http://127.0.0.1:9/mcp", "oauth": {}}
    two = tmp_path / "two.json"
    two.write_text(json.dumps(data))
    tokens = Path(env["tokens"])
    entries = json.loads(_sealing().decrypt(tokens.read_bytes()))
    ((name, _),) = entries.items()
    tokens.write_bytes(_sealing().encrypt(json.dumps({name: [1, 2]}).encode()))  # the entry, not the file
    code, out, err = run(["auth", "status", "--config", str(two)], capsys)
    assert "Traceback" not in err and "internal error" not in err, err
    lines = out.splitlines()
    assert code == 3 and len(lines) == 2, out
    assert lines[0].startswith("remote: the entry for ") and "is damaged" in lines[0]
    assert lines[1].startswith("other: not logged in: run `mcp-aggregator login other")
