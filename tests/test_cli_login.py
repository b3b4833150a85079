"""`login`, `logout`, `auth status` and the token vault, end to end against a small real authorization server.

The server (an MCP endpoint at /mcp and its authorization server at the same origin) runs in a thread; the "browser"
is a program named by MCP_AGGREGATOR_BROWSER that GETs the authorization URL and follows the redirect to the login's
loopback listener. The keyring is its fail backend (PYTHON_KEYRING_BACKEND), so tokens go to the encrypted file.
"""

from __future__ import annotations

import json
import stat
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

pytest.importorskip("mcp")
pytest.importorskip("keyring")
pytest.importorskip("cryptography")

import keyring.core
from cryptography.fernet import Fernet

from aggregator.cli import main
from aggregator.token_vault import Vault, VaultKey, local_principal

TOKEN = "at-secret-9f8e7d6c5b4a"
REFRESH = "rt-secret-0a1b2c3d4e5f"

# first what real browsers do to a listener: a connection closed unsaid, a favicon; then the login itself
BROWSER = """
import socket, sys, urllib.error, urllib.parse, urllib.request
query = urllib.parse.parse_qs(urllib.parse.urlsplit(sys.argv[1]).query)
back = urllib.parse.urlsplit(query["redirect_uri"][0])
socket.create_connection((back.hostname, back.port), timeout=10).close()
try:
    urllib.request.urlopen(f"http://{back.netloc}/favicon.ico", timeout=10)
except urllib.error.HTTPError as exc:
    assert exc.code == 404
urllib.request.urlopen(sys.argv[1], timeout=10).read()
"""


class _Handler(BaseHTTPRequestHandler):
    """The resource server and its authorization server (one origin)."""

    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass  # quiet tests

    def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        base, url = self.server.base, urlsplit(self.path)
        if url.path.startswith("/.well-known/oauth-protected-resource"):
            self._json(200, {"resource": f"{base}/mcp", "authorization_servers": [base]})
        elif url.path.startswith("/.well-known/oauth-authorization-server"):
            self._json(
                200,
                {
                    "issuer": base,
                    "authorization_endpoint": f"{base}/authorize",
                    "token_endpoint": f"{base}/oauth/token",  # not the SDK's guess without metadata
                    "registration_endpoint": f"{base}/register",
                    "response_types_supported": ["code"],
                    "code_challenge_methods_supported": ["S256"],
                    "scopes_supported": ["mcp", "offline_access"],
                },
            )
        elif url.path == "/authorize":
            self.server.grants.append("(authorize)")
            query = parse_qs(url.query)
            back = urlencode({"code": "the-code", "state": query["state"][0], "iss": base})
            self.send_response(302)
            self.send_header("location", f"{query['redirect_uri'][0]}?{back}")
            self.send_header("content-length", "0")
            self.end_headers()
        else:
            self._json(405 if url.path == "/mcp" else 404, {})

    def do_POST(self) -> None:
        base, path = self.server.base, urlsplit(self.path).path
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        if path == "/register":
            self._json(201, {**json.loads(body), "client_id": "registered"})
        elif path == "/oauth/token":
            form = parse_qs(body.decode())
            assert form.get("resource") == [f"{base}/mcp"], form
            self.server.grants.extend(form.get("grant_type", []))
            self._json(
                200,
                {
                    "access_token": TOKEN,
                    "refresh_token": REFRESH,
                    "token_type": "Bearer",
                    "expires_in": 3600,
                    "scope": "mcp offline_access",
                },
            )
        elif path == "/mcp" and self.headers.get("authorization") != f"Bearer {TOKEN}":
            challenge = f'Bearer resource_metadata="{base}/.well-known/oauth-protected-resource/mcp"'
            self._json(401, {}, {"www-authenticate": challenge})
        elif path == "/mcp":
            self._mcp(json.loads(body))
        else:
            self._json(404, {})

    def _mcp(self, message: dict[str, Any]) -> None:
        if "id" not in message:
            self.send_response(202)
            self.send_header("content-length", "0")
            self.end_headers()
            return
        method = message.get("method")
        result: dict[str, Any] = {}
        if method == "initialize":
            result = {
                "protocolVersion": message["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "remote", "version": "1"},
            }
        elif method == "tools/list":
            result = {"tools": [{"name": "echo", "description": "Echo.", "inputSchema": {"type": "object"}}]}
        elif method == "tools/call":
            result = {"content": [{"type": "text", "text": "echoed"}]}
        self._json(200, {"jsonrpc": "2.0", "id": message["id"], "result": result})


class _Server(ThreadingHTTPServer):
    base = ""
    #: the grant of each token request, and "(authorize)" for each visit of the authorization endpoint
    grants: list[str]


@pytest.fixture
def served() -> Iterator[_Server]:
    server = _Server(("127.0.0.1", 0), _Handler)
    server.grants = []
    server.base = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def remote(served: _Server) -> str:
    return served.base


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """No usable keyring; a Fernet key for the token file under a private state dir; the test's browser."""
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)  # chosen again, from the variable
    monkeypatch.setenv("MCP_AGGREGATOR_TOKEN_KEY", Fernet.generate_key().decode())
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.delenv("MCP_AGGREGATOR_TOKEN_STORE", raising=False)
    browser = tmp_path / "browser.py"
    browser.write_text(BROWSER)
    monkeypatch.setenv("MCP_AGGREGATOR_BROWSER", f"{sys.executable} {browser}")
    return {"audit": str(tmp_path / "audit.jsonl"), "tokens": str(tmp_path / "state" / "mcp-aggregator" / "tokens")}


@pytest.fixture
def config(tmp_path: Path, remote: str, env: dict[str, str]) -> str:
    path = tmp_path / "mcp.json"
    data = {
        "aggregator": {"audit": {"path": env["audit"], "arguments": True}},
        "mcpServers": {"remote": {"type": "http", "url": f"{remote}/mcp", "oauth": {}}},
    }
    path.write_text(json.dumps(data))
    return str(path)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_login_keeps_tokens_encrypted_and_status_and_logout_follow(
    config: str, env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(["auth", "status", "--config", config], capsys)
    assert code == 0 and out.startswith("remote: not logged in: run `mcp-aggregator login remote --config ")

    code, out, err = run(["login", "remote", "--config", config, "--timeout", "30"], capsys)
    assert code == 0, err
    assert "logged in to remote" in out
    seen = out + err

    tokens = Path(env["tokens"])
    assert stat.S_IMODE(tokens.stat().st_mode) == 0o600
    sealed = tokens.read_bytes()
    assert TOKEN.encode() not in sealed and REFRESH.encode() not in sealed and b"registered" not in sealed

    code, out, _ = run(["auth", "status", "--config", config], capsys)
    assert code == 0
    assert out.startswith("remote: logged in, expires ") and "refreshable, scopes: mcp offline_access" in out
    seen += out

    # a later command uses the kept token: the server serves, and no output, snapshot or audit line shows it
    code, out, err = run(["tools", "--json", "-v", "--config", config], capsys)
    assert code == 0, err
    assert "echo" in out
    seen += out + err
    code, out, err = run(["call", "echo", "-v", "--config", config], capsys)
    assert code == 0 and "echoed" in out, err
    seen += out + err
    audit = Path(env["audit"]).read_text()
    assert '"echo"' in audit  # the call was audited
    for text in (seen, audit):
        assert TOKEN not in text and REFRESH not in text

    code, out, _ = run(["logout", "remote", "--config", config], capsys)
    assert code == 0 and out.strip() == "logged out of remote"
    assert run(["auth", "status", "--config", config], capsys)[1].startswith("remote: not logged in: run `")
    assert run(["logout", "remote", "--config", config], capsys)[1].strip() == "remote was not logged in"


def test_a_server_that_needs_a_login_names_the_command(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    _, out, err = run(["tools", "--json", "--config", config], capsys)
    snapshot = json.loads(out)
    text = json.dumps(snapshot) + err
    assert "auth_required" in text
    assert "mcp-aggregator login remote" in text


def test_the_wrong_key_is_a_clear_error(
    config: str, env: dict[str, str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["login", "remote", "--config", config, "--timeout", "30"], capsys)[0] == 0
    monkeypatch.setenv("MCP_AGGREGATOR_TOKEN_KEY", Fernet.generate_key().decode())
    code, out, err = run(["auth", "status", "--config", config], capsys)
    assert code == 3
    assert "cannot decrypt the token file" in err and "MCP_AGGREGATOR_TOKEN_KEY" in err
    assert TOKEN not in out + err
    monkeypatch.setenv("MCP_AGGREGATOR_TOKEN_KEY", "not-a-key")
    code, _, err = run(["auth", "status", "--config", config], capsys)
    assert code == 3 and "is not a Fernet key" in err


def test_a_failed_login_keeps_the_tokens_kept_before(
    config: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["login", "remote", "--config", config, "--timeout", "30"], capsys)[0] == 0
    refusing = tmp_path / "refuse.py"
    refusing.write_text("pass\n")  # a browser closed without logging in
    monkeypatch.setenv("MCP_AGGREGATOR_BROWSER", f"{sys.executable} {refusing}")
    code, _, err = run(["login", "remote", "--config", config, "--timeout", "0.5"], capsys)
    assert code == 4 and "no login came back" in err
    assert run(["auth", "status", "--config", config], capsys)[1].startswith("remote: logged in")


def test_login_to_a_server_without_oauth_is_a_usage_error(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["login", "nope", "--config", config], capsys)
    assert code == 2 and "no server 'nope'" in err and "remote" in err


def test_without_a_keyring_or_a_key_login_says_what_to_set(
    config: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("MCP_AGGREGATOR_TOKEN_KEY")
    code, _, err = run(["login", "remote", "--config", config], capsys)
    assert code == 2 and "MCP_AGGREGATOR_TOKEN_KEY" in err
    _, out, err = run(["tools", "--json", "--config", config], capsys)
    assert "mcp-aggregator login remote" in out + err and "MCP_AGGREGATOR_TOKEN_KEY" in out + err
    code, out, err = run(["auth", "status", "--config", config], capsys)
    assert code == 0 and out.startswith("remote: not logged in: run `") and "MCP_AGGREGATOR_TOKEN_KEY" in err


def test_an_expired_token_is_refreshed_with_the_kept_refresh_token(
    config: str, served: _Server, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["login", "remote", "--config", config, "--timeout", "30"], capsys)[0] == 0
    assert served.grants == ["(authorize)", "authorization_code"]
    vault = Vault()
    url = f"{served.base}/mcp"
    key = VaultKey(url, url, local_principal())
    entry = vault.read(key)
    vault.write(key, {**entry, "expires_at": time.time() - 60})
    assert "expired " in run(["auth", "status", "--config", config], capsys)[1]

    code, out, err = run(["tools", "--json", "--config", config], capsys)
    assert code == 0, err
    assert "echo" in out
    assert served.grants == ["(authorize)", "authorization_code", "refresh_token"]  # no second login
    assert "expires " in run(["auth", "status", "--config", config], capsys)[1]  # the new token is kept

    # a login asked for again runs the authorization again, even with a valid token kept
    assert run(["login", "remote", "--config", config, "--timeout", "30"], capsys)[0] == 0
    assert served.grants[3:] == ["(authorize)", "authorization_code"]


def test_a_disabled_server_of_a_found_config_is_never_reached_by_login(
    tmp_path: Path,
    served: _Server,
    env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A found config's disabled server is no effect, so it was never consented to: `login` does not reach it."""
    entry = {"type": "http", "url": f"{served.base}/mcp", "oauth": {}, "disabled": True}
    (tmp_path / "repo").mkdir()
    (tmp_path / "repo" / ".mcp.json").write_text(json.dumps({"mcpServers": {"remote": entry}}))
    monkeypatch.chdir(tmp_path / "repo")
    code, _, err = run(["login", "remote", "--timeout", "5"], capsys)
    assert code == 2 and "no server 'remote'" in err
    assert served.grants == []  # nothing was asked of the server or its authorization server
