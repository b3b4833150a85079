"""An unknown tool, prompt or resource while some servers are not up: the error names each of them with its state and
reason (and the login command for one that needs a login), in the library, through the proxy and in the CLI.

Real servers: a stdio server that serves, one that exits at start (held off, `backoff`), one that never answers its
handshake (`connecting`).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, AggregatorConfig, ServerConfig
from aggregator.cli import main
from aggregator.config import Timeouts
from aggregator.errors import McpError, UnknownTool
from aggregator.not_up import NotUp, did_you_mean, unknown_name
from aggregator.protocol.jsonrpc import ErrorResponse, Request
from aggregator.proxy.server import ProxyServer
from aggregator.status import State

SERVER = str(Path(__file__).resolve().parent / "fixtures" / "servers" / "disguised.py")
SERVES = {
    "tools": [{"name": "echo", "description": "Echo.", "inputSchema": {"type": "object"}}],
    "answers": {"echo": {"content": [{"type": "text", "text": "echoed"}]}},
}
EXITS = {"stderr": "boom: no database", "exit": 3}
HELD_OFF = re.compile(r"broken \((backoff|connecting): ")
SILENT = "import time\ntime.sleep(120)\n"


def servers() -> tuple[ServerConfig, ...]:
    return (
        ServerConfig(name="fine", command=sys.executable, args=[SERVER, json.dumps(SERVES)]),
        ServerConfig(name="broken", command=sys.executable, args=[SERVER, json.dumps(EXITS)]),
        # still connecting for as long as the test runs; a prompt or resource list waits a second for it, not 30
        ServerConfig(name="mute", command=sys.executable, args=["-c", SILENT], timeouts=Timeouts(list=1.0)),
    )


def test_the_note_names_each_server_not_up_and_the_login_command_for_one_that_needs_a_login() -> None:
    states = [
        NotUp("a", "ok", None),
        NotUp("b", "stale", "serving the last list"),
        NotUp("c", "auth_required", "the server requires authorization: the refresh token was refused"),
        NotUp("d", "down", None),
    ]
    message, data = unknown_name("tool", "x", states, "unknown_tool")
    assert message.startswith("Unknown tool: x (it may belong to servers not up now: c (auth_required: ")
    assert "run `mcp-aggregator login c`" in message and "d (down: no reason given)" in message
    assert " a (" not in message and "b (" not in message  # up, or serving its last list: not the cause
    assert [s["name"] for s in data["aggregator"]["serversNotUp"]] == ["c", "d"]
    assert data["aggregator"]["serversNotUp"][0]["command"] == "mcp-aggregator login c"
    # a server whose credentials are in the config (headers, client credentials): no login to run
    fixed, fixed_data = unknown_name("tool", "x", [NotUp("h", "auth_required", "HTTP 401", login=False)], "k")
    assert "h (auth_required: HTTP 401)" in fixed and "mcp-aggregator login" not in fixed + json.dumps(fixed_data)
    said = "needs a login: run `mcp-aggregator login c --config /x.json`"
    assert unknown_name("prompt", "p", [NotUp("c", "auth_required", said)], "k")[0].count("mcp-aggregator login") == 1
    assert unknown_name("resource", "u://x", [NotUp("a", "ok", None)], "unknown_resource") == (
        "Resource not found: u://x",
        {"aggregator": {"kind": "unknown_resource"}, "uri": "u://x"},
    )
    assert did_you_mean("ehco", ["echo", "other"]) == " (did you mean echo?)" and did_you_mean("zz", ["echo"]) == ""


@pytest.mark.anyio
async def test_unknown_names_name_the_servers_not_up_in_the_library_and_through_the_proxy() -> None:
    found: dict[str, Any] = {}
    with anyio.fail_after(60):
        async with Aggregator(AggregatorConfig(servers=servers())) as agg:
            await agg.upstream("fine").wait_until(lambda s: s.state is State.OK, 30)
            await agg.upstream("broken").wait_until(lambda s: s.state is State.BACKOFF, 30)
            assert agg.upstream("mute").status.state is State.CONNECTING
            with pytest.raises(UnknownTool) as tool:
                await agg.call_tool("nope")
            with pytest.raises(UnknownTool) as prompt:
                await agg.get_prompt("nope")
            with pytest.raises(McpError) as resource:
                await agg.read_resource("note://nope")
            with pytest.raises(McpError) as completion:
                await agg.complete({"type": "ref/prompt", "name": "nope"}, {"name": "a", "value": ""})
            assert (await agg.call_tool("echo"))["content"][0]["text"] == "echoed"  # a known name still works

            proxy = ProxyServer(agg)
            session = proxy.open_session()

            async def ignore(message: Any) -> None:
                return None

            hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
            await proxy.handle(Request(0, "initialize", hello), session=session, send=ignore)
            asked = [("tools/call", {"name": "nope"}), ("prompts/get", {"name": "nope"})]
            asked.append(("resources/read", {"uri": "x:/"}))
            for rid, (method, params) in enumerate(asked):
                answer = await proxy.handle(Request(rid + 1, method, params), session=session, send=ignore)
                assert isinstance(answer, ErrorResponse), answer
                found[method] = answer.message
    for error in (tool.value, prompt.value, resource.value, completion.value):
        # held off, or trying again: either way with the reason of its last failure
        assert HELD_OFF.search(error.message) and "boom: no database" in error.message, error.message
        assert "mute (connecting" in error.message
        assert "fine (" not in error.message
        names = [s["name"] for s in error.data["aggregator"]["serversNotUp"]]
        assert names == ["broken", "mute"]
    assert tool.value.message.startswith("Unknown tool: nope (it may belong to servers not up now: broken")
    assert prompt.value.message.startswith("Unknown prompt: nope")
    assert resource.value.message.startswith("Resource not found: note://nope")
    assert resource.value.data["uri"] == "note://nope"
    for method, message in found.items():
        assert HELD_OFF.search(message) and "mute (connecting" in message, (method, message)


@pytest.mark.anyio
async def test_with_every_server_up_an_unknown_name_says_only_that() -> None:
    with anyio.fail_after(30):
        async with Aggregator(AggregatorConfig(servers=servers()[:1])) as agg:
            await agg.wait_connected(20)
            with pytest.raises(UnknownTool) as tool:
                await agg.call_tool("nope")
    assert tool.value.message == "Unknown tool: nope"
    assert "serversNotUp" not in tool.value.data["aggregator"]


def test_the_cli_says_which_servers_are_not_up_beside_its_close_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mcp.json"
    entries = {s.name: {"command": s.command, "args": list(s.args)} for s in servers()[:2]}
    path.write_text(json.dumps({"mcpServers": entries}))
    for argv in (["call", "ech"], ["prompt", "ech"], ["read", "note://ech"]):
        code = main([*argv, "--config", str(path), "--timeout", "20"])
        _, err = capsys.readouterr()
        assert code != 0 and "broken (" in err and "it may belong to a server not up now" in err, (argv, err)
    main(["call", "ech", "--config", str(path), "--timeout", "20"])
    assert "did you mean echo?" in capsys.readouterr().err
