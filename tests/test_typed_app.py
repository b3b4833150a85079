"""A typed app passes the adapters' output to the OpenAI and Anthropic SDKs with no cast (mypy --strict)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "typed_app.py"


def test_the_package_is_marked_typed() -> None:
    assert (ROOT / "aggregator" / "py.typed").is_file()


def test_a_typed_app_passes_adapter_output_to_the_sdks_without_casts() -> None:
    # the SDKs' types are big: a cache kept between runs makes every run after the first one quick
    cache = Path(tempfile.gettempdir()) / "mcp-aggregator-mypy-cache"
    command = [
        sys.executable,
        "-m",
        "mypy",
        "--strict",
        "--follow-imports=silent",  # judge the app's use of our types, not the SDKs' or our own internals
        f"--cache-dir={cache}",
        str(EXAMPLE),
    ]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found in 1 source file" in done.stdout
