"""Acceptance of in-conversation approval with a real client: `mcp.Client` (mcp 2.3.0) through
`mcp-aggregator serve --http` to the SDK fixture server, under a lock that approves nothing yet.

Modern (`mode="auto"`): the proxy answers `input_required` with an `elicitation/create`, which the SDK puts to its
elicitation callback and retries with the answer. Legacy (`mode="legacy"`): the proxy sends `elicitation/create` on
the call's own stream. Approving lets the call reach the server; denying answers an error naming the command.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from aggregator.pins import Lock
from tests.peers import http_server, kit
from tests.test_proxy_clients import CLIENTS, PROXY, TIMEOUT, run

pytestmark = [pytest.mark.peers]

MODERN, LEGACY = "2026-07-28", "2025-11-25"


@pytest.fixture(scope="module")
def proxy_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    workdir = tmp_path_factory.mktemp("pins_e2e")
    (workdir / "mcp-aggregator.lock").write_text(Lock().text())  # approves nothing: every tool is pending
    k = kit()
    config = {
        "aggregator": {"list_patience_s": 60, "pins": {"lock": "mcp-aggregator.lock"}},
        "mcpServers": {"sdk": {"command": k.python, "args": [k.fixture("sdk_server.py")]}},
    }
    path = workdir / "pinned.json"
    path.write_text(json.dumps(config))
    with http_server([str(PROXY), "serve", "--config", str(path), "--http", "127.0.0.1:0"], timeout=TIMEOUT) as url:
        yield url


def approve(url: str, mode: str, decision: str) -> dict[str, Any]:
    argv = [kit().python, str(CLIENTS / "mcp_approver.py"), "--url", url, "--mode", mode]
    argv += ["--tool", "echo", "--arguments", json.dumps({"text": "hi"}), "--decision", decision]
    out = run([*argv, "--timeout", str(TIMEOUT - 20)])
    return dict(json.loads(out.strip().splitlines()[-1]))


@pytest.mark.parametrize(("mode", "era"), [("auto", MODERN), ("legacy", LEGACY)])
def test_approving_once_in_the_conversation_lets_the_call_reach_the_server(proxy_url: str, mode: str, era: str) -> None:
    report = approve(proxy_url, mode, "once")
    assert report["protocol_version"] == era
    assert len(report["asked"]) == 1 and "'echo'" in report["asked"][0] and "pending" in report["asked"][0]
    assert (report["text"], report["is_error"]) == ("sdk:echo:hi", False)


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_denying_in_the_conversation_answers_an_error_naming_the_command(proxy_url: str, mode: str) -> None:
    report = approve(proxy_url, mode, "deny")
    assert len(report["asked"]) == 1
    assert report["is_error"] is True and "mcp-aggregator approve echo" in report["text"]
