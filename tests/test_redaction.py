"""Secrets out of everything we print or store: URL secrets, and secrets quoted back in another case or in part."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator import Aggregator, AggregatorConfig, AggregatorSettings, ServerConfig
from aggregator.cli import main
from aggregator.config import AuditSettings, Timeouts
from aggregator.config_file import parse_config, redact, secrets
from aggregator.errors import McpError
from aggregator.protocol.jsonrpc import ErrorResponse
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from aggregator.redaction import Redactor, redact_url

SERVER = str(Path(__file__).resolve().parent / "fixtures" / "servers" / "disguised.py")
PASSWORD = "p4ssw0rd-xyz"
API_KEY = "sk-live-abcdef123456"
#: nothing listens on port 9 (discard): the connection is refused at once, and the error quotes the URL
LEAKY_URL = f"https://admin:{PASSWORD}@127.0.0.1:9/mcp?api_key={API_KEY}&v=2"
TOKEN = "ghp_Secret0123456789abcdef"
TOOL = {"name": "fail", "description": "d", "inputSchema": {"type": "object"}}


def leaked(text: str) -> list[str]:
    """Every secret of this file, or a run of 8 of its characters in any case, that `text` still shows."""
    folded = text.lower()
    return [
        secret
        for secret in (PASSWORD, API_KEY, TOKEN)
        if any(secret.lower()[i : i + 8] in folded for i in range(len(secret) - 7))
    ]


def url_server() -> ServerConfig:
    return ServerConfig(name="web", url=LEAKY_URL, timeouts=Timeouts(connect=5, probe=2))


def stdio_server(**spec: Any) -> ServerConfig:
    args = [SERVER, json.dumps({"tools": [TOOL], **spec})]
    return ServerConfig(name="local", command=sys.executable, args=args, env={"API_TOKEN": TOKEN})


# -- the redactor ------------------------------------------------------------------------------------------------


def test_a_url_is_shown_without_userinfo_or_query_values() -> None:
    assert redact_url(LEAKY_URL) == "https://***@127.0.0.1:9/mcp?api_key=***&v=***"
    assert redact_url("http://host/mcp") == "http://host/mcp"
    assert redact_url("http://host/cb#access_token=abc&x=1") == "http://host/cb#access_token=***&x=***"


def test_url_secrets_are_secrets_of_the_config() -> None:
    config = parse_config({"mcpServers": {"web": {"url": LEAKY_URL}}})
    assert {"admin", PASSWORD, API_KEY} <= set(secrets(config))
    assert redact(f"GET {LEAKY_URL} failed", config) == "GET https://***@127.0.0.1:9/mcp?api_key=***&v=*** failed"


def test_a_secret_is_hidden_in_another_case_and_in_part() -> None:
    hide = Redactor([TOKEN])
    assert hide(f"token {TOKEN.upper()} refused") == "token *** refused"
    assert hide(f"...{TOKEN[-9:]} (truncated)") == "...*** (truncated)"
    assert hide(f"starts {TOKEN[:8].lower()}!") == "starts ***!"
    assert hide(f"seven {TOKEN[3:10]} is too short to tell") == f"seven {TOKEN[3:10]} is too short to tell"
    assert hide("nothing secret here") == "nothing secret here"


def test_the_userinfo_of_any_url_is_hidden() -> None:
    assert Redactor([])("redirected to http://bob:hunter2@evil.example/x") == "redirected to http://***@evil.example/x"


def test_short_secrets_are_hidden_whole_in_any_case_but_not_in_part() -> None:
    hide = Redactor(["abcd12"])
    assert hide("ABCD12 and abcd1") == "*** and abcd1"


@given(
    secret=st.text(alphabet=st.characters(codec="utf-8", categories=["L", "N", "P"]), min_size=8, max_size=40),
    start=st.integers(0, 40),
    length=st.integers(8, 40),
    upper=st.booleans(),
    before=st.text(max_size=20),
    after=st.text(max_size=20),
)
def test_no_run_of_eight_characters_of_a_secret_survives(
    secret: str, start: int, length: int, upper: bool, before: str, after: str
) -> None:
    piece = secret[start % (len(secret) - 7) :][:length]
    piece = piece.upper() if upper else piece
    shown = Redactor([secret])(before + piece + after)
    folded, hidden = shown.lower(), secret.lower()
    assert not any(hidden[i : i + 8] in folded for i in range(len(hidden) - 7) if hidden[i : i + 8].strip())


# -- where text leaves us ------------------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_url_secrets_never_reach_the_snapshot_status_or_health() -> None:
    async with Aggregator([url_server()]) as agg:
        with anyio.fail_after(30):
            catalog = await agg.catalog()
            snapshot = catalog.snapshot_json()
            status = repr(agg.status())
            app = McpHttpApp(ProxyServer(agg), HttpSettings())
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
                health = (await http.get("/healthz")).text
    assert "127.0.0.1:9" in snapshot  # the reason is there, and names the server's address
    assert leaked(snapshot) == [] and leaked(status) == [] and leaked(health) == []


@pytest.mark.anyio
async def test_an_unknown_names_note_of_the_servers_not_up_shows_no_secret() -> None:
    """The note names each server that is not up with its reason, which quotes its URL or its stderr: redacted."""
    echoes = stdio_server(stderr="cannot start with token {{API_TOKEN:upper}}", exit=3)
    async with Aggregator([url_server(), echoes]) as agg:
        with anyio.fail_after(30):
            await agg.catalog()
            with pytest.raises(McpError) as tool:
                await agg.call_tool("nope")
            with pytest.raises(McpError) as resource:
                await agg.read_resource("note://nope")
    for error in (tool.value, resource.value):
        said = error.message + json.dumps(error.data)
        assert "web (" in error.message and "local (" in error.message, error.message
        assert "127.0.0.1:9" in said and leaked(said) == []


@pytest.mark.anyio
async def test_a_status_event_carries_no_url_secret() -> None:
    events: list[Any] = []
    async with Aggregator([url_server()], on_event=events.append) as agg:
        with anyio.fail_after(30):
            await agg.catalog()
    reasons = [str(getattr(event, "reason", "")) for event in events]
    assert any("127.0.0.1:9" in reason for reason in reasons)
    assert leaked("\n".join(reasons)) == []


@pytest.mark.anyio
async def test_an_error_echoing_a_secret_in_another_case_or_in_part_is_redacted(tmp_path: Path) -> None:
    errors = {"fail": [-32000, "bad token {{API_TOKEN:upper}}; last part {{API_TOKEN:tail}}"]}
    audit = tmp_path / "audit.jsonl"
    config = AggregatorConfig(
        servers=(stdio_server(errors=errors),), settings=AggregatorSettings(audit=AuditSettings(path=str(audit)))
    )
    async with Aggregator(config) as agg:
        with anyio.fail_after(30):
            await agg.list_tools()
            with pytest.raises(McpError) as caught:
                await agg.call_tool("fail", {})
    assert "bad token ***; last part ***" in caught.value.message
    assert leaked(str(caught.value)) == []
    record = audit.read_text()
    assert "bad token ***" in record and leaked(record) == []


def test_a_stderr_tail_quoting_a_secret_in_part_or_case_is_redacted_in_cli_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = "auth with {{API_TOKEN:upper}} failed, key ends {{API_TOKEN:tail}}"
    spec = {"stderr": line, "noise": line, "exit": 3}
    server = {"command": sys.executable, "args": [SERVER, json.dumps(spec)], "env": {"API_TOKEN": TOKEN}}
    web = {"url": LEAKY_URL, "aggregator": {"timeouts": {"connect": 5}}}
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps({"mcpServers": {"local": server, "web": web}}))
    for argv in (["tools"], ["tools", "--json"], ["why", "fail"], ["why", "nothing", "--json"], ["check"]):
        main([*argv, "--config", str(path), "--timeout", "30"])
        out, err = capsys.readouterr()
        assert leaked(out + err) == [], argv
        if argv == ["tools", "--json"]:
            assert "auth with *** failed, key ends ***" in out  # the tail is there, with the secret hidden


@pytest.mark.anyio
async def test_a_proxy_client_never_sees_a_secret_in_an_error() -> None:
    from tests.test_proxy_server import call, modern

    errors = {"fail": [-32000, "bad token {{API_TOKEN:upper}}"]}
    async with Aggregator([stdio_server(errors=errors), url_server()]) as agg:
        srv = ProxyServer(agg)
        with anyio.fail_after(30):
            await agg.catalog()
            echoed, _ = await call(srv, modern(1, "tools/call", {"name": "fail", "arguments": {}}))
    assert isinstance(echoed, ErrorResponse) and echoed.message == "bad token ***"


def test_json_is_redacted_value_by_value_and_stays_json() -> None:
    # a secret that is itself JSON (a service account) shares runs with any JSON text; a port in env is a number
    account = json.dumps({"type": "service_account", "private_key": "-----BEGIN KEY-----abc123def456"})
    hide = Redactor([account, "8080"])
    shown = {"server": {"port": 8080, "env": {"SA": account}, "note": 'uses "type": "service_account"', "ok": True}}
    with pytest.raises(json.JSONDecodeError):
        json.loads(hide(json.dumps(shown, indent=2)))  # masked as text, it is no JSON any more
    out = json.loads(hide.json(shown))
    assert out == {"server": {"port": "***", "env": {"SA": "***"}, "note": out["server"]["note"], "ok": True}}
    assert "abc123def456" not in hide.json(shown)


@pytest.mark.parametrize(
    "argv",
    [
        ["tools", "--json"],
        ["resources", "--json"],
        ["prompts", "--json"],
        ["call", "add", "--arg", "a=1", "--arg", "b=2", "--json"],
        ["lint", "--json"],
        ["cost", "--json"],
    ],
)
def test_every_json_output_stays_json_whatever_the_secrets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    # env values that are JSON and numbers: text-level masking broke the output's quotes and bare numbers
    env = {"SA_JSON": json.dumps({"type": "service_account", "client_email": "a@b.example"}), "N": "1000", "T": "true"}
    demo = {"command": sys.executable, "args": ["-m", "aggregator", "demo-server"], "env": env}
    config = tmp_path / "c.json"
    config.write_text(json.dumps({"mcpServers": {"calc": {**demo, "args": [*demo["args"], "calc"]}}}))
    code = main([*argv, "--config", str(config), "--timeout", "30"])
    out = capsys.readouterr().out
    assert code in (0, 1), out
    json.loads(out)


def test_a_key_in_a_url_path_is_a_secret_and_a_cookie_header_too() -> None:
    key = "c2VjcmV0Zk9rZXk0987654321"
    config = parse_config(
        {
            "mcpServers": {
                "zap": {"url": f"https://actions.example/api/mcp/s/{key}/mcp"},
                "local": {"command": "srv", "args": ["--header", "Cookie: session=abcdef0123456789"]},
            }
        }
    )
    assert redact_url(f"https://actions.example/api/mcp/s/{key}/mcp") == "https://actions.example/api/mcp/s/***/mcp"
    for text in (f"HTTP exchange with https://actions.example/api/mcp/s/{key}/mcp failed", f"key {key[:12]}"):
        assert key[:8] not in redact(text, config)
    assert "abcdef0123456789" not in redact("sent session=abcdef0123456789", config)
    # an ordinary path stays readable
    assert redact_url("https://h.example/v1/mcp/sse") == "https://h.example/v1/mcp/sse"
