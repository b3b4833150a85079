"""Every debugging command against real peers: the `mcp` SDK server and FastMCP (modern, colliding on `search`, `add`,
`echo`), the npm `server-memory` (legacy only), and a server that fails to start — through `main(argv)` and through
the installed console script.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from aggregator.cli import main
from tests.fixtures.servers import expected
from tests.peers import kit

pytestmark = pytest.mark.peers

FAIL_AT_START = "import sys; print('no such luck', file=sys.stderr); sys.exit(7)"
FASTMCP_ONLY = [f"fm_tool_{i}" for i in range(1, 8)]
MERGED = [
    *("sdk__search", "sdk__add", "sdk__echo", "sdk_only"),
    *("fastmcp__search", "fastmcp__add", "fastmcp__echo", *FASTMCP_ONLY),
    *expected.MEMORY_TOOLS,
]


@pytest.fixture(scope="module")
def config(tmp_path_factory: pytest.TempPathFactory) -> str:
    k = kit()
    folder = tmp_path_factory.mktemp("peers")
    data = {
        # the complete list is checked: a cold start on a busy machine may lag the others by more than the default
        # list patience (after which a late server shows `connecting`)
        "aggregator": {"list_patience_s": 60},
        "mcpServers": {
            "sdk": {"command": k.python, "args": [k.fixture("sdk_server.py")]},
            "fastmcp": {"command": k.python, "args": [k.fixture("fastmcp_server.py")]},
            "memory": {
                "command": k.node,
                "args": [k.npm_entry("server-memory")],
                "env": {"MEMORY_FILE_PATH": str(folder / "memory.jsonl")},
            },
            "broken": {"command": sys.executable, "args": ["-c", FAIL_AT_START]},
        },
    }
    path = folder / "peers.json"
    path.write_text(json.dumps(data))
    return str(path)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main([*argv, "--timeout", "60"])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def snapshot(config: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """`tools --json` once, through the console script (so it is exercised with real peers too)."""
    proc = script(["tools", "--config", config, "--json", "--timeout", "60"])
    assert proc.returncode == 0, proc.stderr
    data: dict[str, Any] = json.loads(proc.stdout)
    return data


def script(argv: list[str]) -> subprocess.CompletedProcess[str]:
    command = shutil.which("mcp-aggregator") or os.path.join(sys.prefix, "bin", "mcp-aggregator")
    return subprocess.run([command, *argv], capture_output=True, text=True, timeout=180)


def test_tools_merges_every_live_server_and_says_which_is_down(snapshot: dict[str, Any]) -> None:
    assert [tool["name"] for tool in snapshot["tools"]] == MERGED
    status = {view["name"]: (view["status"], view["era"]) for view in snapshot["servers"]}
    assert status["sdk"] == ("ok", "modern") and status["memory"] == ("ok", "legacy")
    assert status["broken"][0] in ("backoff", "down")
    broken = next(view for view in snapshot["servers"] if view["name"] == "broken")
    assert "7" in broken["reason"] or "no such luck" in broken["reason"]


def test_tools_table(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["tools", "--config", config], capsys)
    assert code == 0, err
    rows = {line.split()[0]: line.split() for line in out.split("\n\n")[0].splitlines()[1:]}
    assert list(rows) == MERGED
    assert rows["fastmcp__search"][1:4] == ["fastmcp", "search", "collision"]
    status = {line.split()[0]: line.split()[1:3] for line in out.split("\n\n")[1].splitlines()[1:]}
    assert status["memory"] == ["ok", "legacy"] and status["broken"][0] in ("backoff", "down")
    assert "exited with code 7" in out


def test_why_collision_and_down_server(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["why", "fastmcp__add", "--config", config, "--json"], capsys)
    (found,) = json.loads(out)
    assert code == 0 and (found["server"], found["original_name"], found["reason"]) == ("fastmcp", "add", "collision")
    code, out, _ = run(["why", "broken_tool", "--config", config, "--json"], capsys)
    explained = json.loads(out)
    assert code == 1 and any(item["reason"] == "server_down" and item["server"] == "broken" for item in explained)


def test_check_names_the_broken_server(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["check", "--config", config, "--json"], capsys)
    findings = json.loads(out)["findings"]
    assert code == 1
    assert [(f["condition"], f["server"]) for f in findings] == [("server_not_ok", "broken")]


def test_lint_and_cost(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["lint", "--config", config, "--json"], capsys)
    hints = json.loads(out)
    assert code == (1 if hints else 0)
    assert {hint["server"] for hint in hints} <= {"sdk", "fastmcp", "memory"}
    code, out, _ = run(["cost", "--config", config, "--json"], capsys)
    costs = json.loads(out)
    assert code == 0 and {row["server"] for row in costs["servers"]} >= {"sdk", "fastmcp", "memory"}
    assert costs["total"] > 0


def test_call_routes_to_the_right_server(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["call", "fastmcp__echo", "--arg", "text=hi", "--config", config], capsys)
    assert code == 0, err
    assert out.strip() == expected.FASTMCP_SERVER["calls"][("echo", (("text", "hi"),))]
    code, out, err = run(["call", "read_graph", "--config", config, "--json"], capsys)
    assert code == 0, err
    assert json.loads(out)["content"][0]["type"] == "text"


def test_diff_live_is_clean_against_the_snapshot(config: str, snapshot: dict[str, Any], tmp_path: Path) -> None:
    old = tmp_path / "old.json"
    old.write_text(json.dumps(snapshot))
    proc = script(["diff", str(old), "--live", "--config", config, "--exit-code", "--timeout", "60"])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("no changes")


def test_console_script_exit_codes(config: str, snapshot: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "snap.json"
    path.write_text(json.dumps(snapshot))
    assert script(["check", "--snapshot", str(path)]).returncode == 1  # the broken server
    assert script(["why", "sdk_only", "--snapshot", str(path)]).returncode == 0
    assert script(["cost", "--snapshot", str(path)]).returncode == 0
    assert script(["call", "nope", "--config", config, "--timeout", "60"]).returncode == 4
    assert script(["tools", "--config", str(tmp_path / "missing.json")]).returncode == 3
    assert script(["why"]).returncode == 2


def test_diff_through_main_sees_a_removed_server(
    config: str, snapshot: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(Path(config).read_text())
    del data["mcpServers"]["fastmcp"]
    smaller = tmp_path / "smaller.json"
    smaller.write_text(json.dumps(data))
    old = tmp_path / "old.json"
    old.write_text(json.dumps(snapshot))
    code, out, _ = run(["diff", str(old), "--live", "--config", str(smaller), "--json", "--exit-code"], capsys)
    changes = json.loads(out)
    assert code == 1
    removed = {c["name"] for c in changes if c["kind"] == "removed"}
    assert removed == {"fastmcp__search", "fastmcp__add", "fastmcp__echo", *FASTMCP_ONLY}
    # without fastmcp the sdk's colliding tools lose their prefix
    renamed = {(c["old_name"], c["name"]) for c in changes if c["kind"] == "renamed"}
    assert renamed == {("sdk__search", "search"), ("sdk__add", "add"), ("sdk__echo", "echo")}


def test_console_script_lint_and_why_live(config: str) -> None:
    proc = script(["lint", "--config", config, "--json", "--timeout", "60"])
    hints = json.loads(proc.stdout)
    assert proc.returncode == (1 if hints else 0), proc.stderr
    proc = script(["why", "search", "--config", config, "--timeout", "60"])
    assert proc.returncode == 1 and "sdk__search" in proc.stdout and "fastmcp__search" in proc.stdout


def test_resources_and_read_through_real_servers(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["resources", "--config", config, "--json"], capsys)
    assert code == 0, err
    listed = [(r["uri"], r["server"]) for r in json.loads(out)["resources"]]
    assert listed == [("fixture://readme", "sdk"), ("memory://knowledge-graph", "memory")]
    assert "note: server broken is" in err and "no such luck" in err
    code, out, err = run(["read", "fixture://readme", "--config", config], capsys)
    assert (code, out) == (0, "sdk:readme\n"), err
    code, out, err = run(["read", "memory://knowledge-graph", "--config", config, "--json"], capsys)
    assert code == 0, err
    assert json.loads(out)["contents"][0]["uri"] == "memory://knowledge-graph"  # from the legacy-only server


def test_prompts_and_prompt_through_real_servers(config: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["prompts", "--config", config, "--json"], capsys)
    assert code == 0, err
    listed = [(p["name"], p["server"], p["arguments"][0]["required"]) for p in json.loads(out)]
    assert listed == [("greet", "sdk", True)]
    code, out, err = run(["prompt", "greet", "--arg", "name=Bo", "--config", config], capsys)
    assert (code, out) == (0, "[user]\nsdk:greet:Bo\n"), err
    code, _, err = run(["prompt", "greet", "--config", config], capsys)
    assert code == 2 and "prompt greet needs --arg name=…" in err
