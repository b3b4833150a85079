"""`plan --profile P`, `check --profile P` on client profiles, and the snapshot's exposure section, through
`main(argv)` against the bundled demo config (weather, notes, calc: nine tools)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from aggregator.cli import main

ROOT = Path(__file__).resolve().parent.parent
DEMO = str(ROOT / "configs" / "demo.json")
DEMO_NAMES = [
    "weather__search",
    "forecast",
    "notes__search",
    "add_note",
    "list_notes",
    "count_notes",
    "clear_notes",
    "add",
    "echo",
]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def demo_with(tmp_path: Path, **aggregator: Any) -> str:
    """The demo config with this top-level "aggregator" object, and a purpose for notes."""
    data = json.loads(Path(DEMO).read_text())
    data["aggregator"] = aggregator
    data["mcpServers"]["notes"]["description"] = "Keeps notes: add, list, count, clear."
    path = tmp_path / "config.json"
    path.write_text(json.dumps(data))
    return str(path)


#: a client that takes five tools: the two meta-tools and three others
TINY = {"profiles": {"tiny": {"maxTools": 5, "label": "Tiny client"}}}


def test_plan_of_a_list_that_fits_lists_everything_and_no_meta_tools(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["plan", "--config", DEMO, "--profile", "cursor"], capsys)
    assert code == 0, err
    assert out.startswith("profile cursor (Cursor): 40 of 40 tools, names of 50 characters")
    assert "9 tools: 9 listed, 0 deferred" in out and "search_tools" not in out
    code, out, _ = run(["plan", "--config", DEMO, "--profile", "cursor", "--json"], capsys)
    report = json.loads(out)
    assert code == 0 and report["meta"] is False and report["problems"] == []
    assert [entry["name"] for entry in report["entries"]] == DEMO_NAMES


def test_plan_under_a_config_profile_pins_first_and_defers_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = demo_with(tmp_path, pinned=["add", "forecast"], **TINY)
    code, out, err = run(["plan", "--config", config, "--profile", "tiny", "--json"], capsys)
    assert code == 0, err
    report = json.loads(out)
    inline = {e["name"]: e["reason"] for e in report["entries"] if e["placement"] == "inline"}
    listed = [e["name"] for e in report["entries"] if e["placement"] in ("inline", "meta")]
    assert inline["forecast"] == inline["add"] == "pinned" and len(listed) <= 5
    assert listed[-2:] == ["search_tools", "call_tool"]  # after the listed tools, in catalog order
    assert listed[:-2] == [name for name in DEMO_NAMES if name in inline]
    assert {reason for name, reason in inline.items() if name not in ("add", "forecast")} <= {"worth listing"}
    totals = report["totals"]
    assert (totals["tools"], totals["inline"] + totals["deferred"], totals["listed"]) == (9, 9, len(listed))
    code, out, _ = run(["plan", "--config", config, "--profile", "tiny"], capsys)
    assert code == 0 and f"9 tools: {len(inline)} listed + 2 meta-tools, {9 - len(inline)} deferred" in out
    assert "cheaper to find than to list" in out
    search = next(e for e in report["entries"] if e["name"] == "search_tools")
    assert "- notes (" in search["description"] and "Keeps notes: add, list, count, clear." in search["description"]


def test_plan_needs_a_known_profile_before_anything_starts(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["plan", "--config", DEMO, "--profile", "emacs"], capsys)
    assert code == 3 and "unknown client profile 'emacs'" in err and "claude-code" in err
    code, _, err = run(["plan", "--config", DEMO], capsys)
    assert code == 2 and "--profile" in err


def test_check_fails_when_a_pinned_tool_does_not_fit_the_profile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = demo_with(tmp_path, pinned=["weather__search", "forecast", "add_note", "echo"], **TINY)
    code, out, _ = run(["check", "--config", config, "--profile", "tiny"], capsys)
    assert code == 1
    assert "FAIL exposure: tiny: pinned tool 'echo' does not fit tiny: over the tool cap" in out
    code, out, _ = run(["check", "--config", config, "--profile", "tiny", "--json"], capsys)
    findings = json.loads(out)["findings"]
    assert code == 1 and [f["condition"] for f in findings] == ["exposure"]
    fits = demo_with(tmp_path, pinned=["forecast"], **TINY)
    code, out, _ = run(["check", "--config", fits, "--profile", "tiny"], capsys)
    assert code == 0 and out.startswith("ok: 9 tools")


def test_check_names_both_kinds_of_profile_when_one_is_unknown(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["check", "--config", DEMO, "--profile", "emacs"], capsys)
    assert code == 3 and "claude-code" in err and "strict" in err


def test_a_snapshot_written_with_a_profile_carries_the_plan_and_without_one_is_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, plain, _ = run(["tools", "--config", DEMO, "--json"], capsys)
    assert code == 0 and "exposure" not in json.loads(plain)
    code, out, _ = run(["tools", "--config", DEMO, "--json", "--profile", "claude-code"], capsys)
    snapshot = json.loads(out)
    assert code == 0 and list(snapshot)[-1] == "exposure"
    without = {key: value for key, value in snapshot.items() if key not in ("exposure", "volatile")}
    assert without == {key: value for key, value in json.loads(plain).items() if key != "volatile"}
    assert snapshot["exposure"]["profile"]["name"] == "claude-code"
    path = tmp_path / "snapshot.json"
    path.write_text(out)
    # offline: the snapshot's own plan for that profile, and a plan compiled from its tools for another
    code, out, _ = run(["plan", "--snapshot", str(path), "--profile", "claude-code", "--json"], capsys)
    assert code == 0 and json.loads(out) == snapshot["exposure"]
    code, out, _ = run(["plan", "--snapshot", str(path), "--profile", "openai", "--json"], capsys)
    assert code == 0 and [e["name"] for e in json.loads(out)["entries"]] == DEMO_NAMES
    code, out, _ = run(["check", "--snapshot", str(path), "--profile", "cursor"], capsys)
    assert code == 0 and out.startswith("ok: 9 tools")
