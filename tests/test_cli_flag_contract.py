"""The command line's flags keep their word: a flag that cannot apply is refused (exit 2), never silently ignored."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from aggregator.catalog import SNAPSHOT_FORMAT
from aggregator.cli import main


def _snapshot(tmp_path: Path) -> Path:
    path = tmp_path / "snap.json"
    tool = {"name": "echo", "server": "a", "original_name": "echo", "rename": None, "inputSchema": {"type": "object"}}
    path.write_text(json.dumps({"format": SNAPSHOT_FORMAT, "tools": [tool], "servers": [{"name": "a"}]}))
    return path


@pytest.mark.parametrize("command", [["tools"], ["why", "echo"], ["check"]])
def test_lock_with_a_snapshot_is_a_usage_error_naming_both_flags(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snap = _snapshot(tmp_path)
    lock = tmp_path / "x.lock"
    lock.write_text(json.dumps({"version": 1, "servers": {}}))
    assert main([*command, "--snapshot", str(snap)]) in (0, 1)  # the snapshot alone works (check may find things)
    capsys.readouterr()
    assert main([*command, "--snapshot", str(snap), "--lock", str(lock)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "--lock" in err and "--snapshot" in err and "Traceback" not in err


ROOT = Path(__file__).resolve().parent.parent
DEMO = str(ROOT / "configs" / "demo.json")


def test_the_gate_hint_carries_the_users_config_and_lock_shell_quoted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lock = tmp_path / "my lock's.json"
    lock.write_text(json.dumps({"version": 1, "servers": {}}))
    assert main(["check", "--config", DEMO, "--lock", str(lock)]) == 1
    out, _ = capsys.readouterr()
    hints = [line.split("`")[1] for line in out.splitlines() if line.startswith("FAIL unapproved")]
    assert hints
    for hint in hints:
        words = shlex.split(hint)  # pasted into a shell, it is this command line exactly
        assert words[:2] == ["mcp-aggregator", "approve"]
        assert words[3:] == ["--config", DEMO, "--lock", str(lock)]


def test_the_gate_quotes_a_name_and_the_flags_it_is_given() -> None:
    from aggregator.gate import Condition, check_snapshot

    entry = {"server": "s", "original_name": "t", "name": "odd name;rm", "status": "pending", "fields": []}
    snapshot = {"tools": [], "servers": [], "report": {"unapproved": [entry]}}
    [finding] = [
        f
        for f in check_snapshot(snapshot, approve_flags=[("--config", "a b.json")])
        if f.condition is Condition.UNAPPROVED
    ]
    hint = finding.message.split("`")[1]
    assert shlex.split(hint) == ["mcp-aggregator", "approve", "odd name;rm", "--config", "a b.json"]
    entry["name"] = "--all"  # a name that could pass for an option goes after `--`, the flags before it
    [finding] = [
        f
        for f in check_snapshot(snapshot, approve_flags=[("--config", "a b.json"), ("--trust", True)])
        if f.condition is Condition.UNAPPROVED
    ]
    hint = finding.message.split("`")[1]
    assert shlex.split(hint) == ["mcp-aggregator", "approve", "--config", "a b.json", "--trust", "--", "--all"]


def test_source_flags_carry_trust_and_a_plan() -> None:
    import argparse

    from aggregator.cli.source import source_flags

    given = argparse.Namespace(config=None, lock=None, trust=True, trust_plan=None)
    assert source_flags(given) == [("--trust", True)]
    given = argparse.Namespace(config="c.json", lock="l", trust=False, trust_plan="abc")
    assert source_flags(given) == [("--config", "c.json"), ("--lock", "l"), ("--trust-plan", "abc")]
