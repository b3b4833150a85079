"""The README's differential matrix is what `scripts/matrix` renders from the harness's summary."""

from __future__ import annotations

import subprocess
import sys

from tests.peers import ROOT


def test_readme_matrix_is_rendered_from_the_harness_summary() -> None:
    script = ROOT / "scripts" / "matrix"
    out = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_the_matrix_marks_each_differing_aspect() -> None:
    import importlib.machinery
    import importlib.util

    loader = importlib.machinery.SourceFileLoader("matrix", str(ROOT / "scripts" / "matrix"))
    spec = importlib.util.spec_from_loader("matrix", loader)
    assert spec is not None
    matrix = importlib.util.module_from_spec(spec)
    loader.exec_module(matrix)
    runs = {run: [] for run in matrix.RUNS}
    summary = {"p": {"stdio": {**runs, "mcp-legacy": ["requests"]}, "http": runs}}
    table = matrix.render(summary).splitlines()
    assert table[2].split(" | ")[1:3] == ["✓", "✗ requests"]
