"""The API reference builds from the docstrings without a warning (scripts/docs, pdoc), so a broken one fails here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_api_reference_builds_without_warnings_and_documents_the_public_surface(tmp_path: Path) -> None:
    out = tmp_path / "site"
    env = {**os.environ, "PYTHON": sys.executable}
    done = subprocess.run(
        ["bash", str(ROOT / "scripts" / "docs"), str(out)], env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr.lower(), done.stderr
    facade = (out / "aggregator.html").read_text(encoding="utf-8")
    # the facade's page carries the docstrings of what it exports, and each public module has a page of its own
    assert "Aggregator" in facade and "list_tools" in facade
    assert (out / "aggregator" / "proxy" / "http.html").is_file()
    assert (out / "index.html").is_file() and (out / "search.js").is_file()
    assert not list(out.rglob("_tasks.html")), "private modules stay out of the reference"
