"""The official conformance suite's client `auth/*` scenarios against our OAuth client (tests/conformance/driver.py).

Every (scenario, revision) pair `conformance list` names for an auth scenario runs once; extension scenarios run
without a revision. They run side by side in a small pool (each is a node harness with its own authorization and
resource servers on free ports, plus one driver process), and each pair is one test here, so the report reads as
the table: passed, or failed with the checks that failed. A scenario we do not implement yet is an expected failure
that names what is missing; it turns into an error the day it starts passing, so the table cannot go stale.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.peers import ROOT, kit

pytestmark = pytest.mark.peers

# `conformance list` (0.2.0-alpha.12): every client auth scenario, with the revisions it applies to
SCENARIOS: dict[str, tuple[str, ...]] = {
    "auth/metadata-default": ("2025-11-25", "2026-07-28"),
    "auth/metadata-var1": ("2025-11-25", "2026-07-28"),
    "auth/metadata-var2": ("2025-11-25", "2026-07-28"),
    "auth/metadata-var3": ("2025-11-25", "2026-07-28"),
    "auth/basic-cimd": ("2025-11-25", "2026-07-28"),
    "auth/scope-from-www-authenticate": ("2025-11-25", "2026-07-28"),
    "auth/scope-from-scopes-supported": ("2025-11-25", "2026-07-28"),
    "auth/scope-omitted-when-undefined": ("2025-11-25", "2026-07-28"),
    "auth/scope-step-up": ("2025-11-25", "2026-07-28"),
    "auth/scope-retry-limit": ("2025-11-25", "2026-07-28"),
    "auth/token-endpoint-auth-basic": ("2025-06-18", "2025-11-25", "2026-07-28"),
    "auth/token-endpoint-auth-post": ("2025-06-18", "2025-11-25", "2026-07-28"),
    "auth/token-endpoint-auth-none": ("2025-06-18", "2025-11-25", "2026-07-28"),
    "auth/pre-registration": ("2025-11-25", "2026-07-28"),
    "auth/2025-03-26-oauth-metadata-backcompat": ("2025-03-26",),
    "auth/2025-03-26-oauth-endpoint-fallback": ("2025-03-26",),
    "auth/resource-mismatch": ("2026-07-28",),
    "auth/offline-access-scope": ("2026-07-28",),
    "auth/offline-access-not-supported": ("2026-07-28",),
    "auth/authorization-server-migration": ("2026-07-28",),
    "auth/iss-supported": ("2026-07-28",),
    "auth/iss-not-advertised": ("2026-07-28",),
    "auth/iss-supported-missing": ("2026-07-28",),
    "auth/iss-wrong-issuer": ("2026-07-28",),
    "auth/iss-unexpected": ("2026-07-28",),
    "auth/iss-normalized": ("2026-07-28",),
    "auth/metadata-issuer-mismatch": ("2026-07-28",),
    "auth/client-credentials-jwt": ("extension",),
    "auth/client-credentials-basic": ("extension",),
    "auth/enterprise-managed-authorization": ("extension",),
    "auth/dpop": ("extension",),
    "auth/dpop-nonce": ("extension",),
    "auth/wif-jwt-bearer": ("extension",),
}
#: scenarios of extensions we have not built: why each fails
NOT_BUILT = {
    "auth/enterprise-managed-authorization": "enterprise-managed authorization (SEP-990: token exchange, then JWT bearer)",
    "auth/dpop": "DPoP-bound tokens (SEP-1932, RFC 9449)",
    "auth/dpop-nonce": "DPoP-bound tokens with server nonces (SEP-1932, RFC 9449 §8-9)",
    "auth/wif-jwt-bearer": "workload identity federation (SEP-1933: the RFC 7523 JWT-bearer grant)",
}
PAIRS = [(scenario, version) for scenario, versions in SCENARIOS.items() for version in versions]
WORKERS = 4  # each pair is a node harness and one driver: mostly waiting on each other, little CPU
SUMMARY = re.compile(r"Passed: (\d+)/(\d+), (\d+) failed, (\d+) warnings")


@dataclass(frozen=True)
class Outcome:
    passed: int
    total: int
    failed: int
    warnings: int
    overall: bool
    problems: list[str]  # "<check id>: <status>: <description>" of every FAILURE and WARNING
    output: str


def run_pair(scenario: str, version: str, workdir: Path) -> Outcome:
    """One scenario at one revision (or an extension's, with none), through the conformance driver."""
    k = kit()
    driver = f"{sys.executable} {ROOT / 'tests' / 'conformance' / 'driver.py'}"
    outdir = Path(tempfile.mkdtemp(prefix=scenario.replace("/", "_") + f"-{version}-", dir=workdir))
    argv = [k.node, k.conformance, "client", "--command", driver, "--scenario", scenario, "-o", str(outdir)]
    if version != "extension":
        argv += ["--spec-version", version]
    proc = subprocess.run(argv, cwd=outdir, capture_output=True, text=True, timeout=180)
    output = proc.stdout + proc.stderr
    problems = [
        f"{check.get('id')}: {check.get('status')}: {check.get('errorMessage') or check.get('description')}"
        for checks in outdir.rglob("checks.json")
        for check in json.loads(checks.read_text())
        if check.get("status") in ("FAILURE", "WARNING")
    ]
    summary = SUMMARY.search(output)
    passed, total, failed, warnings = map(int, summary.groups()) if summary else (0, 0, 1, 0)
    return Outcome(passed, total, failed, warnings, "OVERALL: PASSED" in output, problems, output)


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Outcome]:
    workdir = tmp_path_factory.mktemp("conformance-auth")
    kit()  # installed once, before the pool starts
    with ThreadPoolExecutor(WORKERS) as pool:
        futures = {pair: pool.submit(run_pair, *pair, workdir) for pair in PAIRS}
        return {pair: future.result() for pair, future in futures.items()}


@pytest.mark.parametrize(("scenario", "version"), PAIRS, ids=[f"{s}@{v}" for s, v in PAIRS])
def test_auth_scenario(scenario: str, version: str, outcomes: dict[tuple[str, str], Outcome]) -> None:
    outcome = outcomes[(scenario, version)]
    if scenario in NOT_BUILT:
        assert outcome.failed > 0, f"{scenario} passes now: take it off NOT_BUILT"
        pytest.xfail(f"not built: {NOT_BUILT[scenario]}")
    assert "SKIPPED: scenario" not in outcome.output, outcome.output[-2000:]
    assert outcome.total > 0 and outcome.passed == outcome.total, "\n".join(outcome.problems) or outcome.output[-3000:]
    assert (outcome.failed, outcome.warnings) == (0, 0), "\n".join(outcome.problems)
    assert outcome.overall, outcome.output[-3000:]


def test_the_table_covers_every_auth_scenario_the_suite_lists() -> None:
    k = kit()
    listed = subprocess.run([k.node, k.conformance, "list"], capture_output=True, text=True, timeout=60).stdout
    found = {
        match.group(1): tuple(match.group(2).split(","))
        for match in re.finditer(r"^\s+- (auth/\S+) \[([^\]]*)\]", listed, re.MULTILINE)
    }
    assert found == SCENARIOS
