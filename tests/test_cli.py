"""The command line, through main(argv) and through the installed console script."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from typing import Any

import anyio
import pytest

from aggregator import Era, ServerConfig, State, Upstream
from aggregator.cli import demo_command, main


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_probe_demo_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_main(["probe", "--demo", "notes", "--json"], capsys)
    assert code == 0
    report = json.loads(out)
    assert (report["era"], report["version"]) == ("modern", "2026-07-28")
    assert [(p["tools"], p["ttl_ms"], p["scope"]) for p in report["pages"]] == [
        (["search", "add_note"], 60000, "private"),
        (["list_notes", "count_notes"], 30000, "private"),
        (["clear_notes"], 10000, "private"),
    ]
    assert report["complete"] is True


def test_probe_demo_table_legacy(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_main(["probe", "--demo", "calc"], capsys)
    assert code == 0
    assert "era      legacy  (revision 2025-11-25)" in out
    assert "add   Add two numbers and return the sum." in out


def test_usage_error_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_main(["probe"], capsys)
    assert code == 2 and "one of the arguments" in err
    assert run_main(["no-such-command"], capsys)[0] == 2


def test_help_lists_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_main(["--help"], capsys)
    assert code == 0 and "4  protocol or upstream error" in out


def test_upstream_failure_exits_4(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_main(["probe", "--demo", "calc", "--protocol", "modern", "--timeout", "10"], capsys)
    assert code == 4 and "server/discover" in err


def test_bad_protocol_is_a_config_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_main(["probe", "--demo", "calc", "--protocol", "1999-01-01"], capsys)
    assert code == 3 and "protocol must be one of" in err


def test_console_script_is_installed_and_works() -> None:
    script = shutil.which("mcp-aggregator") or f"{sys.prefix}/bin/mcp-aggregator"
    proc = subprocess.run([script, "probe", "--demo", "weather", "--json"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert [t["name"] for t in json.loads(proc.stdout)["tools"]] == ["search", "forecast"]


@pytest.mark.anyio
@pytest.mark.parametrize("protocol", ["auto", "legacy"])
async def test_demo_servers_speak_both_eras(protocol: str) -> None:
    command, args = demo_command("weather")
    async with Upstream(ServerConfig(name="weather", command=command, args=args, protocol=protocol)) as up:
        with anyio.fail_after(30):
            status = await up.wait_connected()
            assert status.state is State.OK
            assert status.era is (Era.MODERN if protocol == "auto" else Era.LEGACY)
            result: Any = await up.call_tool("forecast", {"city": "Oslo"})
            assert result["structuredContent"] == {"city": "oslo", "celsius": 4, "sky": "snow"}
            bad: Any = await up.call_tool("forecast", {"city": "Atlantis"})
            assert bad["isError"] is True and "try one of: lima, lisbon, nairobi, oslo" in bad["content"][0]["text"]
