"""The README's examples work as written."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def example(marker: str) -> str:
    match = re.search(rf"<!-- example: {marker} -->\n```python\n(.*?)```", README, re.DOTALL)
    assert match is not None, f"no example {marker!r} in the README"
    return match.group(1)


def test_library_example_runs_and_is_short() -> None:
    code = example("library")
    assert len(code.strip().splitlines()) < 25
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("['weather__search', 'forecast', 'notes__search'")
    assert lines[1] == '{"city": "lisbon", "celsius": 22, "sky": "sunny"}'
    assert lines[2:] == ["weather ok modern 2", "notes ok modern 5", "calc ok legacy 2"]
