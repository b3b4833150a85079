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


def test_install_command_puts_mcp_aggregator_on_path_before_using_it_bare() -> None:
    """The README writes `mcp-aggregator …` bare everywhere, so its install step must put that on PATH first."""
    match = re.search(r"<!-- example: install -->\n```sh\n(.*?)```", README, re.DOTALL)
    assert match is not None, "no install example in the README"
    steps = [step.strip() for step in match.group(1).strip().split("&&")]
    first_bare = next(i for i, step in enumerate(steps) if step.startswith("mcp-aggregator "))
    assert any(re.fullmatch(r"(\.|source) \.venv/bin/activate", step) for step in steps[:first_bare]), steps
    assert any(step.startswith("pip install") for step in steps[:first_bare]), steps
    # one way of naming the command throughout: never the venv's path in one place and bare in another
    shell_blocks = re.findall(r"```sh\n(.*?)```", README, re.DOTALL)
    assert not [block for block in shell_blocks if ".venv/bin/mcp-aggregator" in block]
    assert "pipx install ." in README and "uv tool install ." in README


def test_policy_example_refuses_only_tools_that_say_they_are_destructive() -> None:
    """The README's policy example does what it says; the cautious default is explained beside it."""
    import json

    from aggregator.config_file import parse_config
    from aggregator.policy import first_match, request_for

    section = README.split("### Limits, policy and audit", 1)[1]
    block = re.search(r"```json\n(.*?)```", section, re.DOTALL)
    assert block is not None
    rules = parse_config(json.loads(block.group(1))).settings.policy

    def refused(tool: str, annotations: dict[str, bool]) -> bool:
        decision = first_match(rules, request_for("fs", tool, tool, {}, annotations, False))
        return decision is not None and not decision.allowed

    assert not refused("read_file", {})  # says nothing: not refused by the annotation rule
    assert refused("format_disk", {"destructiveHint": True})
    assert not refused("format_disk", {"readOnlyHint": True, "destructiveHint": True})  # read-only: not destructive
    assert refused("delete_home", {}) and not refused("delete_tmp_cache", {})
    assert "`destructiveHint` defaults to true" in section


def test_profiles_example_runs_as_written() -> None:
    """The library side of client profiles: a plan that fits lists everything, search, routing, a call."""
    code = example("profiles")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "9 False",
        "weather__search",
        '{"city": "lisbon", "celsius": 22, "sky": "sunny"}',
    ]
