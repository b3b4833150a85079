"""A plain `pip install` of the checkout (no extra) takes the aiohttp fast path on asyncio.

The test extra brings `trio` and with it `sniffio`, so a test venv can take a path a user's install never does
(issue 14: every test and benchmark ran aiohttp while `pip install mcp-aggregator` ran httpx at 3x the CPU).
This builds a venv outside the clone with `pip install <checkout>` and nothing else (`bench/_plain_install.py`,
cached by the dependencies and the source: ~20 s the first time, pip's cache helping), and runs
`bench/_fast_path_probe.py` in it: an `Aggregator` on asyncio calls a tool through `mcp-aggregator serve --http`
(that venv's own, on the demo weather server) while every aiohttp and httpx request is counted.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
INSTALL_TIMEOUT_S = 900
PROBE_TIMEOUT_S = 180


def _plain_venv() -> Path:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "_plain_install.py")],
        capture_output=True,
        text=True,
        timeout=INSTALL_TIMEOUT_S,
    )
    assert done.returncode == 0, f"pip install of the checkout failed: {done.stderr[-2000:]}"
    return Path(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_a_plain_install_sends_upstream_calls_through_aiohttp_on_asyncio() -> None:
    venv = _plain_venv()
    python = venv / "bin" / "python"
    done = subprocess.run(
        [str(python), str(ROOT / "bench" / "_fast_path_probe.py")],
        capture_output=True,
        text=True,
        timeout=PROBE_TIMEOUT_S,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the probe printed nothing (exit {done.returncode}): {done.stderr[-2000:]}"
    found = json.loads(lines[-1])
    # the package came from the plain venv, not from this checkout or the test venv
    assert Path(found["aggregator"]).is_relative_to(venv), found["aggregator"]
    assert found["sniffio"] is False, "sniffio is importable in a plain install: a runtime dependency brings it"
    assert found["result_ok"] is True, found["result"]
    assert found["requests"]["aiohttp"] >= 1, found
    assert found["requests"]["httpx"] == 0, f"an upstream request went through httpx: {found}"
    assert found["client"] == "aiohttp"
    assert done.returncode == 0
