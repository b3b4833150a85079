"""Run the official MCP conformance suite in SERVER mode against a URL and summarise it.

Used against our fixture (tests/fixtures/servers/conformance_server.py) and, later, against our
proxy in front of that fixture. The harness prints only per-scenario counts and a total
(``✓ <scenario>: N passed, M failed`` / ``Total: P passed, F failed``) in suite mode; the
per-check detail (SUCCESS / FAILURE / WARNING / INFO, with ``errorMessage``) is in the
``checks.json`` it writes per scenario under ``-o``. Counting follows the harness: ``total`` is
SUCCESS + FAILURE checks (INFO and WARNING are not counted), warnings are counted separately.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from tests.peers import kit

TOTAL = re.compile(r"^Total: (\d+) passed, (\d+) failed", re.MULTILINE)  # suite mode
SINGLE = re.compile(r"^Passed: (\d+)/(\d+), (\d+) failed, (\d+) warnings", re.MULTILINE)  # --scenario mode
SKIPPED_SCENARIO = re.compile(r"^SKIPPED: scenario '([^']+)'", re.MULTILINE)


@dataclass
class SuiteResult:
    passed: int
    total: int
    failed: int
    warnings: int
    failures: list[str]  # "<scenario>: <check id>: <message>"
    output: str
    warning_checks: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # scenarios the harness skipped, and SKIPPED checks
    scenarios: dict[str, tuple[int, int]] = field(default_factory=dict)  # scenario -> (passed, failed)
    returncode: int = 0
    seconds: float = 0.0


def suite_argv(
    url: str, spec_version: str, outdir: Path, *, scenario: str | None = None, timeout_ms: int = 120_000
) -> list[str]:
    k = kit()
    argv = [k.node, k.conformance, "server", "--url", url, "--spec-version", spec_version]
    argv += ["--scenario", scenario] if scenario else ["--suite", "all"]
    return [*argv, "--timeout", str(timeout_ms), "-o", str(outdir)]


def run_server_suite(
    url: str,
    spec_version: str,
    workdir: Path | str,
    *,
    scenario: str | None = None,
    timeout: float = 900.0,
    scenario_timeout_ms: int = 120_000,
) -> SuiteResult:
    """Run ``conformance server --suite all --spec-version <v>`` (or one ``--scenario``) against ``url``.

    Bounded: each scenario by the harness's ``--timeout``, the whole run by ``timeout`` seconds
    (``subprocess.TimeoutExpired`` propagates). Results land in a fresh directory
    ``<workdir>/conformance-<v>-[<scenario>-]<random>/``, one ``server-<scenario>-<ts>/checks.json``
    per scenario. ``--scenario`` runs one scenario; one not applicable at ``spec_version`` is
    reported in ``skipped`` with zero checks. A harness exit code != 0 with no failed check, or
    counts that disagree with the harness's printed summary, count as a failure.
    """
    label = f"conformance-{spec_version}-" + (f"{scenario.replace('/', '_')}-" if scenario else "")
    Path(workdir).mkdir(parents=True, exist_ok=True)
    outdir = Path(tempfile.mkdtemp(prefix=label, dir=workdir))  # fresh: never count an earlier run's checks
    argv = suite_argv(url, spec_version, outdir, scenario=scenario, timeout_ms=scenario_timeout_ms)
    start = time.monotonic()
    proc = subprocess.run(argv, cwd=outdir, capture_output=True, text=True, timeout=timeout)
    seconds = time.monotonic() - start
    output = proc.stdout + proc.stderr

    passed = failed = warnings = 0
    failures: list[str] = []
    warning_checks: list[str] = []
    skipped = SKIPPED_SCENARIO.findall(output)
    scenarios: dict[str, tuple[int, int]] = {}
    for checks_file in sorted(outdir.glob("server-*/checks.json")):
        name = re.sub(r"^server-|-\d{4}-\d{2}-\d{2}T[\d-]+Z$", "", checks_file.parent.name)
        s_pass = s_fail = 0
        for check in json.loads(checks_file.read_text()):
            status = check.get("status")
            msg = f"{name}: {check.get('id')}: {check.get('errorMessage') or check.get('description', '')}"
            if status == "SUCCESS":
                s_pass += 1
            elif status == "FAILURE":
                s_fail += 1
                failures.append(msg)
            elif status == "WARNING":
                warnings += 1
                warning_checks.append(msg)
            elif status == "SKIPPED":
                skipped.append(msg)
        passed += s_pass
        failed += s_fail
        scenarios[name] = (s_pass, s_fail)

    # cross-check against the harness's own summary so a parse drift cannot pass silently
    printed: tuple[int, int] | None = None
    if (m := TOTAL.search(output)) is not None:
        printed = (int(m.group(1)), int(m.group(2)))
    elif (m := SINGLE.search(output)) is not None:
        printed = (int(m.group(1)), int(m.group(3)))
    if printed is None:
        if not (scenario and skipped):
            failures.append("no summary line in the harness output")
            failed = max(failed, 1)
    elif printed != (passed, failed):
        failures.append(f"summary mismatch: harness printed {printed}, checks.json gave {(passed, failed)}")
        failed = max(failed, printed[1], 1)
    if proc.returncode != 0 and failed == 0:
        failures.append(f"harness exited {proc.returncode} with no failed check")
        failed = 1

    return SuiteResult(
        passed=passed,
        total=passed + failed,
        failed=failed,
        warnings=warnings,
        failures=failures,
        output=output,
        warning_checks=warning_checks,
        skipped=skipped,
        scenarios=scenarios,
        returncode=proc.returncode,
        seconds=seconds,
    )
