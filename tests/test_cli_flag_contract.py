"""The command line's flags keep their word: a flag that cannot apply is refused (exit 2), never silently ignored."""

from __future__ import annotations

import json
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
