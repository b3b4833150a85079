"""`pin`, `approve` and `--lock` through main(argv), over the bundled demo servers (issue 16)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from aggregator.cli import main
from aggregator.pins import digest

DEMO_CONFIG = Path(__file__).resolve().parent.parent / "configs" / "demo.json"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def config(tmp_path: Path) -> Path:
    path = tmp_path / "mcp.json"
    shutil.copy(DEMO_CONFIG, path)
    return path


def tamper(lock: Path) -> None:
    """The lock as if `forecast` was never approved and `search` (notes) was approved with other words."""
    data = json.loads(lock.read_text())
    del data["servers"]["weather"]["tools"]["forecast"]
    entry = data["servers"]["notes"]["tools"]["search"]
    entry["definition"]["description"] = "Search the notes."
    entry["sha256"] = digest(entry["definition"])
    lock.write_text(json.dumps(data))


def test_pin_writes_a_stable_lock_and_approve_restores_it(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["pin", "-c", str(config)], capsys)
    lock = config.parent / "mcp-aggregator.lock"
    assert code == 0, err
    assert out.startswith("pinned ") and str(lock) in out
    first = lock.read_bytes()
    data = json.loads(first)
    assert data["version"] == 2 and sorted(data["servers"]) == ["calc", "notes", "weather"]
    assert data["servers"]["weather"]["identity"].startswith("stdio:sha256:")
    assert run(["pin", "-c", str(config)], capsys)[0] == 0
    assert lock.read_bytes() == first  # the same servers, the same bytes

    tamper(lock)
    argv = ["-c", str(config), "--lock", str(lock)]
    code, out, _ = run(["tools", *argv, "--json"], capsys)
    snapshot: dict[str, Any] = json.loads(out)
    listed = {(t["server"], t["original_name"]) for t in snapshot["tools"]}
    assert code == 0 and ("weather", "forecast") not in listed and ("notes", "search") not in listed
    assert ("weather", "search") in listed
    drops = {(d["server"], d["original_name"]): d for d in snapshot["report"]["drops"] if d["reason"] == "unapproved"}
    assert set(drops) == {("weather", "forecast"), ("notes", "search")}
    assert drops[("notes", "search")]["detail"].startswith("changed (!): description")
    code, out, _ = run(["check", *argv], capsys)
    assert code == 1 and "tool 'forecast' of server 'weather' is pending against the lock" in out
    code, out, _ = run(["why", "forecast", *argv], capsys)
    assert "does not approve it (pending" in out
    code, out, _ = run(["call", "forecast", "--arg", "city=oslo", *argv], capsys)
    assert code == 1 and "mcp-aggregator approve forecast" in out

    # off a terminal, approving needs --yes: nothing is written without it
    code, out, err = run(["approve", "--all", *argv], capsys)
    assert code == 2 and "--yes" in err and "pending  forecast (weather)" in out
    code, out, err = run(["approve", "--all", "--yes", *argv], capsys)
    assert code == 0, err
    assert "! changed  notes__search (notes): description" in out
    assert "description_changed" in out and "approved 2 tool(s)" in out
    assert lock.read_bytes() == first  # approving what the servers serve gives back the pinned lock, byte for byte
    code, out, _ = run(["approve", "forecast", "--yes", *argv], capsys)
    assert code == 1 and "nothing to approve" in out


def test_the_configs_pins_enforce_without_lock_option(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["pin", "-c", str(config)], capsys)[0] == 0
    tamper(config.parent / "mcp-aggregator.lock")
    data = json.loads(config.read_text())
    data["aggregator"] = {"pins": {"lock": "mcp-aggregator.lock", "mode": "warn"}}
    config.write_text(json.dumps(data))
    code, out, _ = run(["tools", "-c", str(config), "--json"], capsys)
    snapshot = json.loads(out)
    assert code == 0 and ("weather", "forecast") in {(t["server"], t["original_name"]) for t in snapshot["tools"]}
    assert {(u["server"], u["status"]) for u in snapshot["report"]["unapproved"]} == {
        ("weather", "pending"),
        ("notes", "changed"),
    }


def test_a_malformed_lock_is_a_config_error(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = config.parent / "bad.lock"
    bad.write_text(json.dumps({"version": 1, "servers": {"weather": {"identity": 3}}}))
    code, _, err = run(["tools", "-c", str(config), "--lock", str(bad)], capsys)
    assert code == 3 and f"{bad}: servers.weather:" in err


def test_a_lock_that_cannot_be_written_or_read_is_a_config_error(
    config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = config.parent / "no" / "such" / "folder" / "x.lock"
    code, _, err = run(["pin", "-c", str(config), "--lock", str(missing)], capsys)
    assert code == 3 and f"{missing}: cannot write the lock file: No such file or directory" in err
    assert "Traceback" not in err and not missing.parent.exists()
    folder = config.parent / "a-folder"
    folder.mkdir()
    code, _, err = run(["pin", "-c", str(config), "--lock", str(folder)], capsys)
    assert code == 3 and f"{folder}: cannot read the lock file: Is a directory" in err  # pin reads it first
    code, _, err = run(["tools", "-c", str(config), "--lock", str(folder)], capsys)
    assert code == 3 and err.strip().endswith(f"{folder}: cannot read the lock file: Is a directory")


def tamper_entries(lock: Path) -> None:
    """The lock as if note://2 was never approved and `summarize_notes` was approved with other words."""
    data = json.loads(lock.read_text())
    notes = data["servers"]["notes"]
    del notes["resources"]["note://2"]
    prompt = notes["prompts"]["summarize_notes"]
    prompt["definition"]["description"] = "Summarize the notes."
    prompt["sha256"] = digest(prompt["definition"], "prompts")
    lock.write_text(json.dumps(data))


def test_pin_and_approve_prompts_and_resources(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["pin", "-c", str(config)], capsys)
    lock = config.parent / "mcp-aggregator.lock"
    assert code == 0, err
    assert "and 6 prompt(s), resource(s) and template(s) of 3 server(s)" in out
    first = lock.read_bytes()
    notes = json.loads(first)["servers"]["notes"]
    assert sorted(notes["resources"]) == ["note://1", "note://2", "note://3"]
    assert list(notes["prompts"]) == ["summarize_notes"] and list(notes["resourceTemplates"]) == ["note://{number}"]

    tamper_entries(lock)
    argv = ["-c", str(config), "--lock", str(lock)]
    code, out, err = run(["prompts", *argv], capsys)
    assert code == 0 and "summarize_notes" not in out and "plan_trip" in out
    assert "note: prompt summarize_notes (notes) is changed (!): description differ from the lock; withheld" in err
    assert "mcp-aggregator approve summarize_notes" in err
    code, out, err = run(["resources", *argv], capsys)
    assert code == 0 and "note://2" not in out and "note://1" in out
    assert "note: resource note://2 (notes) is pending: not in the lock; withheld" in err
    code, _, err = run(["prompt", "summarize_notes", *argv], capsys)
    assert code == 4 and "error -32602: Prompt 'summarize_notes' of server 'notes' is not approved" in err
    code, _, err = run(["read", "note://2", *argv], capsys)
    assert code == 4 and "mcp-aggregator approve note://2" in err and "did you mean" not in err
    code, out, _ = run(["check", *argv], capsys)
    assert code == 1 and "FAIL unapproved: resource 'note://2' of server 'notes' is pending against the lock" in out
    assert "prompt 'summarize_notes' of server 'notes' is changed against the lock (! less safe)" in out

    code, out, _ = run(["approve", "summarize_notes", "--yes", *argv], capsys)
    assert code == 0 and "! changed  prompt summarize_notes (notes): description" in out
    assert '! description: "Summarize the notes." -> "Ask for a summary of every note."' in out
    assert "approved 1 prompt(s)" in out
    code, out, _ = run(["approve", "--server", "notes", "--yes", *argv], capsys)
    assert code == 0 and "pending  resource note://2 (notes) new" in out and "approved 1 resource(s)" in out
    assert lock.read_bytes() == first  # approving what the servers serve gives back the pinned lock, byte for byte


def test_a_version_1_lock_leaves_prompts_and_resources_pending(
    config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["pin", "-c", str(config)], capsys)[0] == 0
    lock = config.parent / "mcp-aggregator.lock"
    first = lock.read_bytes()
    data = json.loads(first)
    old = {name: {"identity": s["identity"], "tools": s["tools"]} for name, s in data["servers"].items()}
    lock.write_text(json.dumps({"version": 1, "servers": old}))
    argv = ["-c", str(config), "--lock", str(lock)]
    code, out, err = run(["resources", *argv], capsys)
    assert code == 0 and "(no resources)" in out and err.count("is pending: not in the lock; withheld") == 4
    code, out, _ = run(["check", *argv], capsys)
    assert code == 1 and "6 finding(s)" in out and "tool " not in out
    code, out, _ = run(["approve", "--all", "--yes", *argv], capsys)
    assert code == 0 and "approved 2 prompt(s), 3 resource(s), 1 resource template(s)" in out
    assert lock.read_bytes() == first  # rewritten as version 2


def test_in_warn_mode_prompts_and_resources_are_listed_and_noted(
    config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["pin", "-c", str(config)], capsys)[0] == 0
    tamper_entries(config.parent / "mcp-aggregator.lock")
    data = json.loads(config.read_text())
    data["aggregator"] = {"pins": {"lock": "mcp-aggregator.lock", "mode": "warn"}}
    config.write_text(json.dumps(data))
    code, out, err = run(["prompts", "-c", str(config)], capsys)
    assert code == 0 and "summarize_notes" in out
    assert "note: prompt summarize_notes (notes) is changed (!): description differ from the lock; listed anyway" in err
    code, out, err = run(["read", "note://2", "-c", str(config)], capsys)
    assert code == 0 and "call Ana" in out
    code, out, _ = run(["check", "-c", str(config)], capsys)
    assert code == 1 and "resource 'note://2' of server 'notes' is pending" in out
