"""The official MCP conformance suite, client mode, against our upstream client (tests/conformance/driver.py)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.peers import ROOT, kit

pytestmark = pytest.mark.peers

SCENARIOS = [
    ("initialize", "2025-11-25"),
    ("tools_call", "2025-11-25"),
    ("sse-retry", "2025-11-25"),
    ("json-schema-2020-12-preservation", "2025-11-25"),
    ("tools_call", "2026-07-28"),
    ("request-metadata", "2026-07-28"),
    ("http-standard-headers", "2026-07-28"),
    ("http-custom-headers", "2026-07-28"),
    ("http-invalid-tool-headers", "2026-07-28"),
    ("json-schema-2020-12-preservation", "2026-07-28"),
    ("json-schema-ref-no-deref", "2026-07-28"),
]
# client scenarios run through the proxy: our client -> mcp-aggregator serve (stdio) -> the suite's mock server
THROUGH_PROXY = [("sep-2322-client-request-state", "2026-07-28")]
SUMMARY = re.compile(r"Passed: (\d+)/(\d+), (\d+) failed, (\d+) warnings")


def run_scenario(scenario: str, version: str, workdir: Path, driver_name: str = "driver.py") -> tuple[int, str]:
    k = kit()
    driver = f"{sys.executable} {ROOT / 'tests' / 'conformance' / driver_name}"
    argv = [k.node, k.conformance, "client", "--command", driver, "--scenario", scenario, "--spec-version", version]
    argv += ["-o", str(workdir)]
    proc = subprocess.run(argv, cwd=workdir, capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout + proc.stderr


@pytest.mark.parametrize(("scenario", "version"), SCENARIOS, ids=[f"{s}@{v}" for s, v in SCENARIOS])
def test_client_scenario(scenario: str, version: str, tmp_path: Path) -> None:
    code, output = run_scenario(scenario, version, tmp_path)
    assert "SKIPPED: scenario" not in output, output[-3000:]
    summary = SUMMARY.search(output)
    assert summary is not None, output[-3000:]
    passed, total, failed, warnings = map(int, summary.groups())
    assert (failed, warnings) == (0, 0), output[-3000:]
    assert passed == total and total > 0
    assert code == 0 and "OVERALL: PASSED" in output, output[-3000:]


@pytest.mark.parametrize(("scenario", "version"), THROUGH_PROXY, ids=[f"{s}@{v}" for s, v in THROUGH_PROXY])
def test_client_scenario_through_the_proxy(scenario: str, version: str, tmp_path: Path) -> None:
    code, output = run_scenario(scenario, version, tmp_path, "proxy_driver.py")
    summary = SUMMARY.search(output)
    assert summary is not None, output[-3000:]
    passed, total, failed, warnings = map(int, summary.groups())
    assert (failed, warnings) == (0, 0), output[-3000:]
    assert passed == total and total > 0
    assert code == 0 and "OVERALL: PASSED" in output, output[-3000:]
