"""The command line's contract: `--version`, completion, `-v`/`--log-level`, `--params`, the primitive commands
(`resources`, `read`, `prompts`, `prompt`), a failing server's stderr in every report, and `why` saying things once.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from aggregator.cli import main
from aggregator.cli.logs import configured, note_event
from aggregator.cli.params import parameters, type_of
from aggregator.cli.parser import build_parser
from aggregator.events import StatusChanged

ROOT = Path(__file__).resolve().parent.parent
DEMO = str(ROOT / "configs" / "demo.json")
TRACEBACK = "import sys, os\nprint('key', os.environ['TOKEN'], file=sys.stderr)\nraise RuntimeError('TOKEN is refused')"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# -- --version and completion ----------------------------------------------------------------------------------------


def test_version_prints_the_installed_distribution_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["--version"], capsys)
    assert code == 0 and out.strip() == f"mcp-aggregator {metadata.version('mcp-aggregator')}"


def test_bash_completion_is_generated_from_the_parser_and_completes_commands(tmp_path: Path) -> None:
    script = tmp_path / "complete.bash"
    proc = subprocess.run([console(), "completion", "bash"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    script.write_text(proc.stdout)
    words = {
        "pro": "mcp-aggregator pro",
        "tools --pa": "mcp-aggregator tools --pa",
    }
    answers = {}
    for partial, line in words.items():
        parts = line.split()
        shell = (
            f"source {script}; COMP_WORDS=({' '.join(parts)}); COMP_CWORD={len(parts) - 1}; "
            f"COMP_LINE='{line}'; COMP_POINT=${{#COMP_LINE}}; _shtab_mcp_aggregator; echo \"${{COMPREPLY[@]}}\""
        )
        done = subprocess.run(["bash", "-c", shell], capture_output=True, text=True, timeout=30)
        answers[partial] = sorted(done.stdout.split())
    assert answers == {"pro": ["probe", "prompt", "prompts"], "tools --pa": ["--params"]}


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_zsh_and_fish_completion_name_every_command(shell: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["completion", shell], capsys)
    assert code == 0
    commands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    missing = [name for name in commands if name not in out]
    assert not missing and "params" in out and "log-level" in out
    checker = shutil.which(shell)
    if checker is not None:  # the shell itself, where installed, parses the script
        proc = subprocess.run([checker, "-n"], input=out, capture_output=True, text=True, timeout=30)
        assert proc.returncode == 0, proc.stderr


def test_completion_without_shtab_says_how_to_install_it_and_exits_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "shtab", None)  # as if not installed: the import raises ImportError
    code, out, err = run(["completion", "bash"], capsys)
    assert (code, out) == (2, "")
    assert "pip install 'mcp-aggregator[completion]'" in err and "Traceback" not in err


def test_output_into_a_closed_pipe_ends_quietly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    class ClosedPipe(io.StringIO):
        """stdout whose reader went away (`mcp-aggregator … | head`)."""

        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    code = main(["completion", "bash"])
    err = capsys.readouterr().err
    assert code == 0 and "Traceback" not in err and "internal error" not in err, err


def console() -> str:
    return shutil.which("mcp-aggregator") or os.path.join(os.path.dirname(sys.executable), "mcp-aggregator")


# -- a failing server's stderr, -v and --log-level -------------------------------------------------------------------


@pytest.fixture
def failing(tmp_path: Path) -> str:
    data = {
        "mcpServers": {
            "calc": {"command": "mcp-aggregator", "args": ["demo-server", "calc"]},
            "broken": {"command": sys.executable, "args": ["-c", TRACEBACK], "env": {"TOKEN": "sekrit-token-value"}},
        }
    }
    path = tmp_path / "failing.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_tools_shows_a_failing_servers_stderr_tail_whole_and_keeps_rows_on_one_line(
    failing: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["tools", "--config", failing], capsys)
    assert code == 0, err
    assert "RuntimeError: TOKEN is refused" in out.split("broken (backoff):", 1)[1]
    server_table = out.split("\n\n")[1].splitlines()
    assert [line.split()[0] for line in server_table] == ["SERVER", "calc", "broken"]
    assert "sekrit-token-value" not in out and "key ***" in out


@pytest.mark.parametrize("command", [["check"], ["why", "anything"]])
def test_check_and_why_carry_the_failing_servers_stderr_tail(
    command: list[str], failing: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run([*command, "--config", failing], capsys)
    assert code == 1
    assert "RuntimeError: TOKEN is refused" in out and "sekrit-token-value" not in out


def test_verbose_passes_server_stderr_on_live_prefixed_by_name_and_redacted(
    failing: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, _, quiet = run(["tools", "--config", failing], capsys)
    assert "[broken]" not in quiet
    code, _, err = run(["tools", "--config", failing, "-v"], capsys)
    assert code == 0
    assert "[broken] RuntimeError: TOKEN is refused" in err.splitlines()
    assert "[broken] key ***" in err.splitlines() and "sekrit-token-value" not in err


def test_serve_log_level_info_logs_status_changes_and_warning_does_not(capsys: pytest.CaptureFixture[str]) -> None:
    event = StatusChanged("broken", "backoff", "the process exited with code 1")
    with configured(argparse.Namespace(log_level="info", verbose=False)):
        note_event(event)
    with configured(argparse.Namespace(log_level="warning", verbose=False)):
        note_event(event)
    err = capsys.readouterr().err
    assert err == "mcp-aggregator: info: server broken is backoff: the process exited with code 1\n"


def test_serve_log_level_takes_only_known_levels(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["serve", "--config", DEMO, "--log-level", "loud"], capsys)
    assert code == 2 and "invalid choice: 'loud'" in err


# -- why --------------------------------------------------------------------------------------------------------------


def test_why_prints_its_suggestion_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshot = {
        "format": 1,
        "tools": [{"name": "get_sum", "server": "calc", "original_name": "get_sum", "rename": None}],
        "servers": [{"name": "calc", "status": "ok", "reason": None, "era": "legacy", "tool_count": 1}],
        "report": {"drops": [], "collisions": [], "unvalidated": []},
    }
    path = tmp_path / "snap.json"
    path.write_text(json.dumps(snapshot))
    code, out, _ = run(["why", "get_summ", "--snapshot", str(path)], capsys)
    assert code == 1
    assert out.count("did you mean") == 1 and "'get_sum'" in out


# -- tools --params ---------------------------------------------------------------------------------------------------


def test_tools_params_lists_each_parameter_with_its_type_and_whether_required(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    schema = {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "what to find"},
            "limit": {"type": ["integer", "null"]},
            "tags": {"type": "array", "items": {"type": "string"}},
            "mode": {"enum": ["fast", "exact"]},
        },
        "required": ["query"],
    }
    tools = [
        {"name": "find", "server": "s", "original_name": "find", "rename": None, "inputSchema": schema},
        {"name": "ping", "server": "s", "original_name": "ping", "rename": None, "inputSchema": {"type": "object"}},
    ]
    snapshot = {
        "format": 1,
        "tools": tools,
        "servers": [{"name": "s", "status": "ok", "reason": None, "era": "modern", "tool_count": 2}],
        "report": {"drops": [], "collisions": [], "unvalidated": []},
    }
    path = tmp_path / "snap.json"
    path.write_text(json.dumps(snapshot))
    code, out, _ = run(["tools", "--params", "--snapshot", str(path)], capsys)
    assert code == 0
    rows = [line.split(None, 5) for line in out.split("\n\n")[0].splitlines()]
    assert rows == [
        ["NAME", "SERVER", "PARAMETER", "TYPE", "REQUIRED", "DESCRIPTION"],
        ["find", "s", "query", "string", "yes", "what to find"],
        ["find", "s", "limit", "integer|null", "no"],
        ["find", "s", "tags", "array<string>", "no"],
        ["find", "s", "mode", "enum(fast|exact)", "no"],
        ["ping", "s", "-", "takes", "no", "parameters"],
    ]


def test_parameter_types_read_every_schema_shape() -> None:
    assert type_of({"anyOf": [{"type": "string"}, {"type": "null"}]}) == "string|null"
    assert type_of({"const": True}) == "const true"
    assert type_of({"$ref": "#/$defs/Point"}) == "Point"
    assert type_of(True) == type_of({}) == "any"
    assert type_of({"enum": [1, 2, 3, 4, 5]}) == "enum(1|2|3|4|…)"
    assert parameters({"inputSchema": {"properties": "broken"}}) == []
    assert [p.required for p in parameters({"inputSchema": {"properties": {"a": {}}, "required": "a"}})] == [False]


# -- resources, read, prompts, prompt -------------------------------------------------------------------------------


def test_resources_lists_each_resource_and_template_with_its_server(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["resources", "--config", DEMO, "--json"], capsys)
    assert code == 0
    listed = json.loads(out)
    assert [(r["uri"], r["server"]) for r in listed["resources"]] == [
        ("note://1", "notes"),
        ("note://2", "notes"),
        ("note://3", "notes"),
    ]
    assert [(t["uriTemplate"], t["server"]) for t in listed["templates"]] == [("note://{number}", "notes")]
    assert listed["duplicates"] == []
    code, out, _ = run(["resources", "--config", DEMO], capsys)
    assert "note://2  notes   note 2  text/plain  call Ana" in out
    assert out.rstrip().endswith("3 resources and 1 template from 1 server; `mcp-aggregator read URI` prints one")


def test_read_prints_a_resource_routed_by_its_uri(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["read", "note://2", "--config", DEMO], capsys)
    assert (code, out) == (0, "call Ana\n")


def test_read_of_an_unknown_uri_exits_4_naming_close_uris(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["read", "note://9", "--config", DEMO], capsys)
    assert code == 4 and "Resource not found: note://9" in err and "did you mean note://" in err
    code, _, err = run(["read", "nowhere://x", "--config", DEMO], capsys)
    assert code == 4 and "Resource not found: nowhere://x" in err


def test_prompts_lists_merged_names_servers_and_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["prompts", "--config", DEMO], capsys)
    assert code == 0
    rows = [[cell for cell in line.split("  ") if cell][:3] for line in out.split("\n\n")[0].splitlines()]
    rows = [[cell.strip() for cell in row] for row in rows]
    assert rows == [
        ["NAME", "SERVER", "ARGUMENTS"],
        ["plan_trip", "weather", "city*, days"],
        ["summarize_notes", "notes", "style"],
    ]
    code, out, _ = run(["prompts", "--config", DEMO, "--json"], capsys)
    assert [(p["name"], p["server"], p["original_name"]) for p in json.loads(out)] == [
        ("plan_trip", "weather", "plan_trip"),
        ("summarize_notes", "notes", "summarize_notes"),
    ]


def test_prompt_prints_its_messages_under_their_roles(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["prompt", "plan_trip", "--arg", "city=Lisbon", "--arg", "days=5", "--config", DEMO], capsys)
    assert code == 0
    assert out.splitlines()[2:4] == [
        "[user]",
        "I am going to Lisbon for 5 days. Check its forecast with the forecast tool, then write me a short packing "
        "list.",
    ]
    code, out, _ = run(["prompt", "plan_trip", "--arg", "city=Oslo", "--config", DEMO, "--json"], capsys)
    result: dict[str, Any] = json.loads(out)
    assert result["messages"][0]["role"] == "user" and "Oslo" in result["messages"][0]["content"]["text"]


def test_prompt_missing_a_required_argument_exits_2_before_anything_is_sent(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(["prompt", "plan_trip", "--config", DEMO], capsys)
    assert (code, out) == (2, "") and "prompt plan_trip needs --arg city=…" in err
    code, _, err = run(["prompt", "plan_trip", "--arg", "city", "--config", DEMO], capsys)
    assert code == 2 and "--arg wants key=value" in err


def test_prompt_with_an_unknown_name_exits_4_naming_close_names(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["prompt", "plan_tripp", "--config", DEMO], capsys)
    assert code == 4 and "Unknown prompt: plan_tripp" in err and "did you mean plan_trip?" in err


@pytest.mark.parametrize("command", [["resources"], ["read", "note://1"], ["prompts"], ["prompt", "plan_trip"]])
def test_primitive_commands_start_nothing_from_a_found_config_without_trust(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(DEMO, tmp_path / ".mcp.json")
    monkeypatch.chdir(tmp_path)
    code, out, err = run(command, capsys)
    assert (code, out) == (2, "") and "nothing was started" in err


def test_primitive_commands_report_servers_that_are_not_serving(
    failing: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(["prompts", "--config", failing], capsys)
    assert code == 0
    assert "note: server broken is backoff" in err and "sekrit-token-value" not in err
