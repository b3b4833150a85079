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


def shell_example(marker: str) -> list[tuple[str, int]]:
    """The commands of a ```sh example, each with the exit code its comment states (`# exit N`, else 0)."""
    match = re.search(rf"<!-- example: {marker} -->\n```sh\n(.*?)```", README, re.DOTALL)
    assert match is not None, f"no example {marker!r} in the README"
    commands = []
    for line in match.group(1).splitlines():
        command, _, comment = line.partition("  #")
        if not command.strip() or command.lstrip().startswith("#"):
            continue
        code = re.search(r"\bexit (\d)\b", comment)
        commands.append((command.strip(), int(code.group(1)) if code else 0))
    return commands


def test_cli_examples_work_as_written(tmp_path: Path) -> None:
    """A new user's session, from the README only: run in a fresh folder holding a copy of `configs/`."""
    import os
    import shutil

    shutil.copytree(ROOT / "configs", tmp_path / "configs")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    commands = shell_example("cli")
    assert len(commands) >= 8
    for command, expected in commands:
        proc = subprocess.run(
            ["bash", "-c", command], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
        )
        assert proc.returncode == expected, f"{command}\n{proc.stdout}\n{proc.stderr}"
        assert "Traceback" not in proc.stderr, command
