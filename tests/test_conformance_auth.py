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

pytestmark = [pytest.mark.peers, pytest.mark.slow]

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
#: scenarios of extensions we have not built: why each fails (none now; the mechanism stays for the next ones)
NOT_BUILT: dict[str, str] = {}
PAIRS = [(scenario, version) for scenario, versions in SCENARIOS.items() for version in versions]
#: the suite's `--suite auth`: run as one harness per revision (its scenarios side by side), the rest one by one
SUITE = [scenario for scenario, versions in SCENARIOS.items() if "2025-11-25" in versions]
SUITE_REVISIONS = ("2025-11-25", "2026-07-28")
WORKERS = 2  # harnesses at once: a suite run starts all its drivers together
#: the harness's limit on one driver run (its default, 30 s, is short for 14 drivers starting at once on 2 busy cores)
CLIENT_TIMEOUT_MS = 120_000
#: the access tokens the suite's authorization servers mint: none may ever be printed
TOKEN = re.compile(r"\b(?:test|cc)-token-[\w-]*\d{6,}")
STAMP = re.compile(r"-\d{4}-\d{2}-\d{2}T[\d-]+Z$")


@dataclass(frozen=True)
class Outcome:
    passed: int
    failed: int
    warnings: int
    problems: list[str]  # "<check id>: <status>: <description>" of every FAILURE and WARNING
    output: str


def run(scenario: str | None, version: str, workdir: Path) -> dict[str, Outcome]:
    """One scenario (or, with None, the auth suite) at one revision, through the conformance driver, by scenario."""
    k = kit()
    driver = f"{sys.executable} {ROOT / 'tests' / 'conformance' / 'driver.py'}"
    label = (scenario or "suite").replace("/", "_")
    outdir = Path(tempfile.mkdtemp(prefix=f"{label}-{version}-", dir=workdir))
    argv = [k.node, k.conformance, "client", "--command", driver, "-o", str(outdir)]
    argv += ["--timeout", str(CLIENT_TIMEOUT_MS)]
    argv += ["--scenario", scenario] if scenario else ["--suite", "auth"]
    if version != "extension":
        argv += ["--spec-version", version]
    proc = subprocess.run(argv, cwd=outdir, capture_output=True, text=True, timeout=CLIENT_TIMEOUT_MS / 1000 + 120)
    output = proc.stdout + proc.stderr
    found: dict[str, Outcome] = {}
    for checks_file in outdir.rglob("checks.json"):
        checks = json.loads(checks_file.read_text())
        statuses = [check.get("status") for check in checks]
        problems = [
            f"{check.get('id')}: {check.get('status')}: {check.get('errorMessage') or check.get('description')}"
            for check in checks
            if check.get("status") in ("FAILURE", "WARNING")
        ]
        if scenario and "OVERALL: PASSED" not in output:
            problems.append("the harness did not say OVERALL: PASSED")
        for printed in ("stdout.txt", "stderr.txt"):  # what the driver printed: errors, logs, results
            text = (checks_file.parent / printed).read_text() if (checks_file.parent / printed).exists() else ""
            if TOKEN.search(text):
                problems.append(f"an access token of the suite's authorization server is in the driver's {printed}")
        name = "auth/" + STAMP.sub("", checks_file.parent.name)
        found[name] = Outcome(
            statuses.count("SUCCESS"), statuses.count("FAILURE"), statuses.count("WARNING"), problems, output
        )
    return found


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Outcome]:
    workdir = tmp_path_factory.mktemp("conformance-auth")
    kit()  # installed once, before the pool starts
    runs: list[tuple[str | None, str]] = [(None, version) for version in SUITE_REVISIONS]
    runs += [(s, v) for s, v in PAIRS if not (s in SUITE and v in SUITE_REVISIONS)]
    with ThreadPoolExecutor(WORKERS) as pool:
        futures = {(s, v): pool.submit(run, s, v, workdir) for s, v in runs}
        return {(name, v): outcome for (_, v), future in futures.items() for name, outcome in future.result().items()}


@pytest.mark.parametrize(("scenario", "version"), PAIRS, ids=[f"{s}@{v}" for s, v in PAIRS])
def test_auth_scenario(scenario: str, version: str, outcomes: dict[tuple[str, str], Outcome]) -> None:
    outcome = outcomes.get((scenario, version))
    assert outcome is not None, f"the harness wrote no checks for {scenario} at {version}"
    if scenario in NOT_BUILT:
        assert outcome.failed > 0, f"{scenario} passes now: take it off NOT_BUILT"
        pytest.xfail(f"not built: {NOT_BUILT[scenario]}")
    assert outcome.passed > 0 and not outcome.problems, "\n".join(outcome.problems) or outcome.output[-3000:]


def test_the_table_covers_every_auth_scenario_the_suite_lists() -> None:
    k = kit()
    listed = subprocess.run([k.node, k.conformance, "list"], capture_output=True, text=True, timeout=60).stdout
    found = {
        match.group(1): tuple(match.group(2).split(","))
        for match in re.finditer(r"^\s+- (auth/\S+) \[([^\]]*)\]", listed, re.MULTILINE)
    }
    assert found == SCENARIOS
