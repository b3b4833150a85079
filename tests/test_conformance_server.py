"""The official MCP conformance suite, SERVER mode, against our fixture server (both eras).

`tests/fixtures/servers/conformance_server.py` (official `mcp` SDK) over Streamable HTTP must pass
`@modelcontextprotocol/conformance` `server --suite all --spec-version <v>` with no failed check and
no warning. The counts are pinned so a harness or SDK bump that adds, drops or skips checks shows up.
The same `run_server_suite` is meant to run against our proxy in front of this fixture.
"""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conformance_suite import run_server_suite
from tests.lines import Lines
from tests.peers import http_server, kit

pytestmark = pytest.mark.peers

#: real time only bounds a hang: an SDK server starting on a busy machine may take many seconds to answer
HANG_GUARD_S = 120

# spec version -> (passed, total, scenarios), with conformance 0.2.0-alpha.12, mcp 2.3.0
EXPECTED = {
    "2025-11-25": (84, 84, 33),
    "2026-07-28": (152, 152, 40),
}


@pytest.fixture(scope="module")
def fixture_url() -> Iterator[str]:
    k = kit()
    with http_server([k.python, k.fixture("conformance_server.py"), "http"]) as url:
        yield url


@pytest.mark.parametrize("version", sorted(EXPECTED))
def test_server_suite(version: str, fixture_url: str, tmp_path: Path) -> None:
    result = run_server_suite(fixture_url, version, tmp_path, timeout=900)
    tail = result.output[-3000:]
    assert result.failures == [], "\n".join(result.failures) + "\n" + tail
    assert (result.failed, result.warnings) == (0, 0), result.warning_checks
    assert result.returncode == 0, tail
    assert result.skipped == [], result.skipped
    passed, total, scenarios = EXPECTED[version]
    assert (result.passed, result.total, len(result.scenarios)) == (passed, total, scenarios), sorted(result.scenarios)


def test_single_scenario(fixture_url: str, tmp_path: Path) -> None:
    """`--scenario` runs one scenario; one not applicable at the version is skipped, not failed."""
    one = run_server_suite(fixture_url, "2026-07-28", tmp_path, scenario="input-required-result-multi-round")
    assert (one.passed, one.total, one.failed) == (4, 4, 0), one.output[-3000:]
    gone = run_server_suite(fixture_url, "2026-07-28", tmp_path, scenario="resources-subscribe")
    assert (gone.total, gone.failed, gone.skipped) == (0, 0, ["resources-subscribe"]), gone.output[-3000:]


def _exchange(messages: list[dict[str, Any]], want_ids: set[int]) -> dict[int, dict[str, Any]]:
    """Send newline-delimited JSON-RPC to the fixture on stdio; collect responses by id (bounded)."""
    k = kit()
    proc = subprocess.Popen(
        [k.python, k.fixture("conformance_server.py"), "stdio"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    got: dict[int, dict[str, Any]] = {}
    try:
        for msg in messages:
            proc.stdin.write(json.dumps(msg) + "\n")
        proc.stdin.flush()
        lines = Lines(proc.stdout)
        deadline = time.monotonic() + HANG_GUARD_S
        while not want_ids <= got.keys() and time.monotonic() < deadline:
            try:
                line = lines.next(deadline - time.monotonic())
            except TimeoutError:
                break
            if not line:
                break
            msg = json.loads(line)
            if "id" in msg and ("result" in msg or "error" in msg):
                got[msg["id"]] = msg
    finally:
        proc.stdin.close()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
    return got


def test_stdio_both_eras() -> None:
    client = {"name": "conformance-test", "version": "1"}
    legacy = _exchange(
        [
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": client},
            },
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "test_simple_text"}},
            {"jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": {"uri": "test://template/7/data"}},
        ],
        {1, 2, 3},
    )
    assert legacy[1]["result"]["protocolVersion"] == "2025-11-25"
    assert legacy[2]["result"]["content"][0]["text"] == "This is a simple text response for testing."
    assert json.loads(legacy[3]["result"]["contents"][0]["text"])["id"] == "7"

    meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {"elicitation": {}},
        "io.modelcontextprotocol/clientInfo": client,
    }
    call = {"name": "test_input_required_result_elicitation", "arguments": {}, "_meta": meta}
    modern = _exchange([{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": call}], {1})
    result = modern[1]["result"]
    assert result["resultType"] == "input_required"
    assert result["inputRequests"]["user_name"]["method"] == "elicitation/create"
