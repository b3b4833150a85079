"""OAuth end to end: a real authorization server (authlib's, tests/fixtures/oauth_server.py), an MCP server it protects,
and an ordinary stdio server beside it, through the CLI and through the library.

The CLI's login is headless: MCP_AGGREGATOR_BROWSER names a small program that GETs the authorization URL, which
auto-approves and redirects to the login's loopback listener. Tokens go to the encrypted file (the keyring is its
fail backend). Every token and client secret the server issued is then looked for in every output, log record,
snapshot, audit line and in the token file's bytes.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

pytest.importorskip("authlib")
pytest.importorskip("mcp")
pytest.importorskip("keyring")

import keyring.core
from cryptography.fernet import Fernet

from aggregator import Aggregator, AggregatorConfig, AggregatorSettings, HttpServer, ServerConfig
from aggregator.cli import main
from aggregator.config import AuditSettings
from aggregator.errors import McpError
from aggregator.oauth_config import OAuthSettings
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from aggregator.transports.oauth import MAX_STEP_UPS
from tests.fixtures.oauth_server import OAuthServers, follow_authorization, serve_oauth

LOCAL = str(Path(__file__).resolve().parent / "fixtures" / "servers" / "disguised.py")
LOCAL_SPEC = {
    "tools": [{"name": "local_echo", "description": "A local tool.", "inputSchema": {"type": "object"}}],
    "answers": {"local_echo": {"content": [{"type": "text", "text": "local answer"}]}},
}
BROWSER = "import sys, urllib.request\nurllib.request.urlopen(sys.argv[1], timeout=20).read()\n"


@pytest.fixture
def servers() -> Iterator[OAuthServers]:
    with serve_oauth() as running:
        yield running


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """No usable keyring, a Fernet key for the token file under a private state dir, and the headless browser."""
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)  # chosen again, from the variable
    monkeypatch.setenv("MCP_AGGREGATOR_TOKEN_KEY", Fernet.generate_key().decode())
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.delenv("MCP_AGGREGATOR_TOKEN_STORE", raising=False)
    browser = tmp_path / "browser.py"
    browser.write_text(BROWSER)
    monkeypatch.setenv("MCP_AGGREGATOR_BROWSER", f"{sys.executable} {browser}")
    return {"audit": tmp_path / "audit.jsonl", "tokens": tmp_path / "state" / "mcp-aggregator" / "tokens"}


@pytest.fixture
def config(tmp_path: Path, servers: OAuthServers, env: dict[str, Path]) -> str:
    path = tmp_path / "mcp.json"
    data = {
        "aggregator": {"audit": {"path": str(env["audit"]), "arguments": True}},
        "mcpServers": {
            "remote": {"type": "http", "url": servers.mcp_url, "oauth": {}},
            "local": {"command": sys.executable, "args": [LOCAL, json.dumps(LOCAL_SPEC)]},
        },
    }
    path.write_text(json.dumps(data))
    return str(path)


def secrets_of(servers: OAuthServers) -> list[str]:
    """Every access token, refresh token and client secret the authorization server handed out."""
    issued = [t.access_token for t in servers.authority.issued]
    issued += [t.refresh_token for t in servers.authority.issued if t.refresh_token]
    return issued + servers.authority.client_secrets()


#: the loggers of the servers this test runs in its own process (authlib's, the SDK's server, uvicorn's)
SERVER_SIDE = ("authlib", "mcp.server", "uvicorn", "starlette", "sse_starlette")


def client_side_log(caplog: pytest.LogCaptureFixture) -> str:
    """Every record logged on the client's side (ours, the SDK's client, httpx), one per line."""
    records = [r for r in caplog.records if not r.name.startswith(SERVER_SIDE)]
    return "\n".join(f"{record.name}: {record.getMessage()}" for record in records)


def leaks(servers: OAuthServers, *texts: str) -> list[str]:
    return [secret for secret in secrets_of(servers) for text in texts if secret in text]


class Cli:
    """`mcp-aggregator` run in this process, everything it printed kept."""

    def __init__(self, config: str, capsys: pytest.CaptureFixture[str]) -> None:
        self.config = config
        self.capsys = capsys
        self.seen: list[str] = []

    def __call__(self, *argv: str) -> tuple[int, str, str]:
        code = main([*argv, "--config", self.config])
        out, err = self.capsys.readouterr()
        self.seen += [out, err]
        return code, out, err


def test_login_call_refresh_and_a_revoked_login_through_the_cli(
    servers: OAuthServers,
    config: str,
    env: dict[str, Path],
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    cli = Cli(config, capsys)
    authority = servers.authority

    code, out, err = cli("login", "remote", "--timeout", "30")
    assert code == 0 and "logged in to remote" in out, err
    assert authority.grants == ["(authorize)", "authorization_code"]
    asked = authority.authorizations[0]
    assert asked["code_challenge_method"] == "S256" and asked["resource"] == servers.mcp_url
    assert asked["scope"].split() == ["mcp", "offline_access"]
    assert authority.client_secrets(), "dynamic registration gave the client a secret to keep out of sight"

    code, out, err = cli("call", "echo", "--arg", "text=first", "-v")
    assert code == 0 and "first" in out, err

    # the server expires the token before the time it gave: the kept refresh token renews it, no login
    authority.expire_access_tokens()
    code, out, err = cli("call", "echo", "--arg", "text=after expiry", "-v")
    assert code == 0 and "after expiry" in out, err
    assert authority.grants == ["(authorize)", "authorization_code", "refresh_token"]
    code, out, _ = cli("auth", "status")
    assert "remote: logged in" in out and "refreshable" in out
    # the rotated refresh token was kept: the next expiry renews again
    authority.expire_access_tokens()
    assert cli("call", "echo", "--arg", "text=again")[0] == 0
    assert authority.grants[3:] == ["refresh_token"]

    # the login is revoked: the server needs a login, says the command, and the other server serves on
    authority.revoke_refresh_tokens()
    authority.expire_access_tokens()
    code, out, err = cli("tools", "--json")
    snapshot = json.loads(out)
    remote = next(s for s in snapshot["servers"] if s["name"] == "remote")
    assert remote["status"] == "auth_required", remote
    assert "mcp-aggregator login remote" in remote["reason"]
    assert [t["name"] for t in snapshot["tools"]] == ["local_echo"]
    code, out, err = cli("call", "local_echo")
    assert code == 0 and "local answer" in out, err
    code, out, err = cli("call", "echo", "--arg", "text=refused")
    assert code != 0 and "echo" in err  # its tools are not listed while it needs a login
    assert "(authorize)" not in authority.grants[1:]  # no login was started behind the user's back

    # a new login mends it
    assert cli("login", "remote", "--timeout", "30")[0] == 0
    assert cli("call", "echo", "--arg", "text=mended")[0] == 0

    audit = env["audit"].read_text()
    assert "local_echo" in audit and "mended" in audit  # calls were audited, arguments included
    sealed = env["tokens"].read_bytes().decode("latin-1")
    logged = client_side_log(caplog)
    assert not leaks(servers, *cli.seen, audit, sealed, logged)


def remote_server(servers: OAuthServers, settings: OAuthSettings) -> HttpServer:
    return HttpServer(name="remote", url=servers.mcp_url, oauth=settings)


def local_server() -> ServerConfig:
    return ServerConfig(name="local", command=sys.executable, args=[LOCAL, json.dumps(LOCAL_SPEC)])


def text_of(result: Any) -> str:
    return str(result["content"][0]["text"])


@pytest.mark.anyio
async def test_a_session_refreshes_steps_up_and_logs_in_again(
    servers: OAuthServers, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    authority = servers.authority
    settings = OAuthSettings(authorize=follow_authorization, redirect_uri="http://127.0.0.1:9/callback")
    audit = tmp_path / "audit.jsonl"
    config = AggregatorConfig(
        servers=(remote_server(servers, settings), local_server()),
        settings=AggregatorSettings(audit=AuditSettings(path=str(audit), arguments=True)),
    )
    with anyio.fail_after(60):
        async with Aggregator(config) as agg:
            await agg.wait_connected(30)
            assert {t["name"] for t in await agg.list_tools()} == {"echo", "whoami", "admin_echo", "local_echo"}
            assert text_of(await agg.call_tool("whoami")) == "alice mcp offline_access"
            assert authority.grants == ["(authorize)", "authorization_code"]

            authority.expire_access_tokens()
            assert text_of(await agg.call_tool("echo", {"text": "renewed"})) == "renewed"
            assert authority.grants[2:] == ["refresh_token"]

            # step-up: the larger scope is asked for on top of what was granted, and the call goes through
            assert text_of(await agg.call_tool("admin_echo", {"text": "x"})) == "admin: x"
            assert authority.grants[3:] == ["(authorize)", "authorization_code"]
            assert authority.authorizations[-1]["scope"].split() == ["mcp", "offline_access", "mcp:admin"]
            assert servers.resource.calls[-1] == ("admin_echo", "mcp offline_access mcp:admin")
            assert text_of(await agg.call_tool("echo", {"text": "still"})) == "still"  # the wider token serves all

            # a server that keeps refusing: the client asks again a bounded number of times, then gives up
            servers.resource.refuse_admin = True
            before = authority.grants.count("(authorize)")
            failures: list[str] = []
            for _ in range(MAX_STEP_UPS + 2):
                try:
                    await agg.call_tool("admin_echo", {"text": "y"})
                except McpError as exc:
                    failures.append(str(exc))
            assert authority.grants.count("(authorize)") - before == MAX_STEP_UPS
            assert any("still refused" in failure for failure in failures), failures
            assert text_of(await agg.call_tool("local_echo")) == "local answer"  # the other server is unaffected

            # revoked, with a way to log in (this test's headless browser): a new authorization, no error
            servers.resource.refuse_admin = False
            authority.revoke_refresh_tokens()
            authority.expire_access_tokens()
            before = authority.grants.count("(authorize)")
            assert text_of(await agg.call_tool("echo", {"text": "back"})) == "back"
            assert authority.grants.count("(authorize)") == before + 1
            assert agg.status()["remote"].state == "ok"

            snapshot = (await agg.catalog()).snapshot_json()
            status = repr(agg.status())
            app = McpHttpApp(ProxyServer(agg), HttpSettings())
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
                health = (await http.get("/healthz")).text
    assert "admin_echo" in snapshot and "remote" in health
    audited = audit.read_text()
    assert "renewed" in audited and "admin_echo" in audited
    logged = client_side_log(caplog)
    assert not leaks(servers, snapshot, status, health, audited, logged, repr(settings), repr(config))


def test_a_login_revoked_mid_session_says_auth_required_everywhere_at_once_and_a_new_login_mends_it(
    servers: OAuthServers,
    config: str,
    env: dict[str, Path],
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The library runs on; its login is revoked: the first request that finds it makes the server `auth_required`
    at once (no reconnect first), and the status, the snapshot, /healthz, `auth status`, the proxy's answer and an
    unknown name's error each name the login command. `login` in another thread mends it without a restart."""
    from aggregator.cli.login import with_vault
    from aggregator.config_file import load_config
    from aggregator.protocol.jsonrpc import ErrorResponse, Request, Response
    from aggregator.status import State

    caplog.set_level(logging.DEBUG)
    cli = Cli(config, capsys)
    assert cli("login", "remote", "--timeout", "30")[0] == 0
    authority = servers.authority
    command = "mcp-aggregator login remote"
    seen: dict[str, Any] = {}

    async def scenario() -> None:
        async with Aggregator(with_vault(load_config(config))) as agg:
            await agg.wait_connected(30)
            assert text_of(await agg.call_tool("echo", {"text": "before"})) == "before"
            proxy = ProxyServer(agg)
            session = proxy.open_session()

            async def ignore(message: Any) -> None:
                return None

            hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
            await proxy.handle(Request(0, "initialize", hello), session=session, send=ignore)

            authority.revoke_refresh_tokens()
            authority.expire_access_tokens()
            call = Request(1, "tools/call", {"name": "echo", "arguments": {"text": "refused"}})
            answered = await proxy.handle(call, session=session, send=ignore)
            assert isinstance(answered, Response), answered
            seen["answer"] = answered.result
            seen["status"] = agg.status()["remote"]  # at once: no reconnect, no wait
            seen["snapshot"] = (await agg.catalog()).snapshot_json()
            app = McpHttpApp(proxy, HttpSettings())
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
                seen["health"] = (await http.get("/healthz")).json()
            with pytest.raises(McpError) as held:  # its tools may still be listed: the call says what is missing
                await agg.call_tool("echo", {"text": "again"})
            seen["refused"] = held.value.message
            try:
                await agg.call_tool("echo_twice")  # in no list: it may be the server's that is not up
            except McpError as exc:
                seen["unknown"] = (exc.message, exc.data)
            nameless = Request(2, "prompts/get", {"name": "nope"})
            unknown_prompt = await proxy.handle(nameless, session=session, send=ignore)
            assert isinstance(unknown_prompt, ErrorResponse)
            seen["unknown_prompt"] = unknown_prompt.message
            assert text_of(await agg.call_tool("local_echo")) == "local answer"  # the other server serves on

            seen["auth_status"] = await anyio.to_thread.run_sync(cli, "auth", "status")
            assert (await anyio.to_thread.run_sync(cli, "login", "remote", "--timeout", "30"))[0] == 0
            # no restart, no reconnect asked: the server tries again by itself, and the new login serves
            await agg.upstream("remote").wait_until(lambda status: status.state is State.OK, 45)
            assert text_of(await agg.call_tool("echo", {"text": "mended"})) == "mended"
            seen["after"] = agg.status()["remote"].state

    async def bounded() -> None:
        with anyio.fail_after(120):
            await scenario()

    anyio.run(bounded)

    answer = seen["answer"]
    assert answer["isError"] is True and command in answer["content"][0]["text"]
    status = seen["status"]
    assert status.state == "auth_required" and command in status.reason
    assert "refresh token was refused" in status.reason and "invalid_grant" in status.reason
    remote = next(s for s in json.loads(seen["snapshot"])["servers"] if s["name"] == "remote")
    assert remote["status"] == "auth_required" and command in remote["reason"]
    health = seen["health"]
    assert health["status"] == "degraded" and health["servers"]["remote"]["state"] == "auth_required"
    assert command in health["servers"]["remote"]["reason"]
    message, data = seen["unknown"]
    assert command in seen["refused"]
    assert message.startswith("Unknown tool: echo_twice") and "remote (auth_required:" in message and command in message
    assert data["aggregator"]["serversNotUp"][0]["command"] == command
    assert "Unknown prompt: nope" in seen["unknown_prompt"] and command in seen["unknown_prompt"]
    code, out, _ = seen["auth_status"]
    assert code == 0 and out.startswith("remote: auth_required: the refresh token was refused") and command in out
    assert seen["after"] == "ok"
    said = json.dumps(answer) + repr(status) + seen["snapshot"] + json.dumps(health) + message + out + seen["refused"]
    sealed = env["tokens"].read_bytes().decode("latin-1")
    assert not leaks(servers, said, *cli.seen, env["audit"].read_text(), sealed, client_side_log(caplog))
