"""The command line, through main(argv) and through the installed console script."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

from aggregator import Era, ServerConfig, State, Upstream
from aggregator.cli import demo_command, main
from aggregator.cli.call import UsageError, parse_arguments
from aggregator.demo import serve_stdio as serve_demo


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
    code, _, err = run_main(["probe", "--demo", "calc", "--protocol", "modern", "--timeout", "60"], capsys)
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


DEMO_CONFIG = str(Path(__file__).resolve().parent.parent / "configs" / "demo.json")


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "--max-tools", "\u00b2"],
        ["check", "--max-tokens", "9" * 5000],
        ["check", "--max-tools", "1_000"],
        ["tools", "--timeout", "nan"],
        ["tools", "--timeout", "\u0663"],
        ["probe", "--demo", "calc", "--timeout", "inf"],
        ["serve", "--page-size", "0"],
    ],
)
def test_numeric_options_take_plain_ascii_numbers_in_range_else_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run_main([*argv, "-c", DEMO_CONFIG] if argv[0] != "probe" else argv, capsys)
    assert code == 2 and "Traceback" not in err and "want " in err


@pytest.mark.parametrize("port", ["\u00b2", "9" * 5000, "65536", "-1", "\u0663"])
def test_serve_http_port_must_be_ascii_digits_up_to_65535(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_main(["serve", "--http", f"127.0.0.1:{port}", "-c", DEMO_CONFIG], capsys)
    assert code == 3 and "port from 0 to 65535" in err and "Traceback" not in err


def test_call_args_with_an_integer_past_python_digit_limit_is_a_usage_error() -> None:
    huge = "1" * 5000
    with pytest.raises(UsageError, match="too many digits"):
        parse_arguments(f'{{"a": {huge}}}', [], {})
    assert parse_arguments(None, [f"a={huge}"], {}) == {"a": huge}  # --arg: not usable JSON, so text


def test_demo_server_cursor_of_any_text_is_invalid_params() -> None:
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18"}},
        *(
            {"jsonrpc": "2.0", "id": n, "method": "tools/list", "params": {"cursor": cursor}}
            for n, cursor in enumerate(["page-\u00b2", "page-" + "9" * 5000, "page-\u0661"], start=2)
        ),
    ]
    out = io.StringIO()
    serve_demo("notes", io.StringIO("".join(json.dumps(line) + "\n" for line in lines)), out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["error"]["code"] for r in replies[1:]] == [-32602, -32602, -32602]
