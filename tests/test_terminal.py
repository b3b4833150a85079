"""Server text on a terminal: control characters are shown as escapes, never obeyed; `--json` stays exact."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from aggregator.cli import main
from aggregator.cli.table import render
from aggregator.cli.terminal import escape

SERVER = str(Path(__file__).resolve().parent / "fixtures" / "servers" / "disguised.py")
#: clear screen, a window title (OSC), hidden text (SGR 8), a CSI of the C1 set, a bidi override, a bell
HOSTILE = "\x1b[2J\x1b]0;pwned\x07\x1b[8mhidden\x1b[0m\x9b31m\u202eexe.txt\r"
RAW = ("\x1b", "\x07", "\x9b", "\u202e", "\r")


def spec(**extra: Any) -> str:
    tools = [
        {"name": "evil" + HOSTILE, "description": "desc " + HOSTILE, "inputSchema": {"type": "object"}},
        {"name": "plain", "description": "line one\nfake row\x1b[31m", "inputSchema": {"type": "object"}},
    ]
    return json.dumps({"tools": tools, **extra})


def config(tmp_path: Path, **extra: Any) -> str:
    path = tmp_path / "mcp.json"
    server = {"command": sys.executable, "args": [SERVER, spec(**extra)]}
    path.write_text(json.dumps({"mcpServers": {"host": server}}))
    return str(path)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def assert_no_raw_controls(text: str) -> None:
    for char in RAW:
        assert char not in text, repr(char)


def test_escape_shows_control_format_and_c1_characters_as_escapes() -> None:
    assert escape("a\x1b[2Jb") == "a\\x1b[2Jb"
    assert escape("\x9b\x07\x00\x7f") == "\\x9b\\x07\\x00\\x7f"
    assert escape("rtl\u202eexe \u200b \ufeff") == "rtl\\u202eexe \\u200b \\ufeff"
    assert escape("tag\U000e0041") == "tag\\U000e0041"
    assert escape("lone\ud800") == "lone\\ud800"


def test_escape_keeps_line_breaks_unless_asked_and_is_idempotent() -> None:
    assert escape("one\ntwo\r\n") == "one\ntwo\\x0d\n"
    assert escape("one\ntwo\t", newlines=False) == "one\\x0atwo\\x09"
    assert escape(escape(HOSTILE)) == escape(HOSTILE)
    assert escape("plain text, ünïcode 日本, and\u00a0spaces") == "plain text, ünïcode 日本, and\u00a0spaces"


def test_a_table_cell_cannot_forge_a_row_or_an_escape() -> None:
    table = render(("NAME", "NOTE"), [("a\nFAKE  ROW", "x\x1b[2J")], width=80)
    assert table.splitlines() == ["NAME            NOTE", "a\\x0aFAKE  ROW  x\\x1b[2J"]


def test_tools_table_escapes_server_names_and_descriptions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["tools", "--config", config(tmp_path), "--timeout", "30"], capsys)
    assert code == 0, err
    assert_no_raw_controls(out + err)
    assert "\\x1b[2J" in out  # shown, so a person sees what the server tried
    assert "fake row" not in out  # a description's second line never becomes a line of the table


def test_tools_json_stays_exact(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["tools", "--config", config(tmp_path), "--json", "--timeout", "30"], capsys)
    assert code == 0, err
    tools = json.loads(out)["tools"]
    assert tools[0]["original_name"] == "evil" + HOSTILE and tools[0]["description"] == "desc " + HOSTILE


def test_a_server_status_reason_is_escaped_in_the_tools_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = config(tmp_path, list_error=[-32000, "boom " + HOSTILE])
    _, out, err = run(["tools", "--config", path, "--timeout", "30"], capsys)
    assert "boom \\x1b[2J" in out
    assert_no_raw_controls(out + err)


def test_why_escapes_server_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = config(tmp_path)
    _, out, _ = run(["tools", "--config", path, "--json", "--timeout", "30"], capsys)
    exported = json.loads(out)["tools"][0]["name"]
    code, out, err = run(["why", exported, "--config", path, "--timeout", "30"], capsys)
    assert code == 0, err
    assert_no_raw_controls(out + err)
    assert "\\u001b" in out  # quoted as JSON quotes it: visible, and exact


def test_call_escapes_the_result_and_the_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    answers = {"plain": {"content": [{"type": "text", "text": "result " + HOSTILE}]}}
    path = config(tmp_path, answers=answers, errors={"evil" + HOSTILE: [-32000, "failed " + HOSTILE]})
    code, out, err = run(["call", "plain", "--config", path, "--timeout", "30"], capsys)
    assert code == 0, err
    assert_no_raw_controls(out + err)
    assert "result \\x1b[2J" in out
    code, out, err = run(["call", "plain", "--json", "--config", path, "--timeout", "30"], capsys)
    assert json.loads(out)["content"][0]["text"] == "result " + HOSTILE  # exact
    _, listed, _ = run(["tools", "--config", path, "--json", "--timeout", "30"], capsys)
    evil = json.loads(listed)["tools"][0]["name"]
    code, out, err = run(["call", evil, "--config", path, "--timeout", "30"], capsys)
    assert code != 0
    assert_no_raw_controls(out + err)
    assert "failed \\x1b[2J" in err


def test_probe_escapes_server_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["probe", "--timeout", "30", "--command", sys.executable, "--", SERVER, spec()], capsys)
    assert code == 0, err
    assert_no_raw_controls(out + err)
    assert "\\x1b[2J" in out and "fake row" not in out


def test_a_table_fits_its_width_by_cutting_its_widest_columns_too() -> None:
    # the bundled demo's status table was 91 columns wide on an 80-column terminal: only the last column was cut
    rows = [
        (
            "calc",
            "ok",
            "legacy 2025-11-25",
            "2",
            "age 0s, fresh 0s, re-fetched every list",
            "warning: lists re-fetched",
        ),
        ("a" * 128, "ok", "modern 2026-07-28", "9", "age 0s", "x"),
    ]
    table = render(("SERVER", "STATUS", "ERA", "TOOLS", "CACHE", "NOTE"), rows, width=80)
    assert max(len(line) for line in table.splitlines()) <= 80
    assert table.splitlines()[2].startswith("a" * 12 + "…  ok")  # a 128-character name is cut, and says so
    narrow = render(("NAME", "DESCRIPTION"), [("short", "fits")], width=80)
    assert narrow.splitlines()[1] == "short  fits"  # what fits is left alone


#: text a server may send that some output streams cannot hold: a lone surrogate (a legal JSON escape, no UTF-8),
#: and for a non-UTF-8 locale an ellipsis, an accent and a character above U+FFFF
UNENCODABLE = "caf\u00e9 \u2026 \U0001f600 lone:\ud800 end"


def unencodable_config(tmp_path: Path) -> str:
    path = tmp_path / "mcp.json"
    tools = [{"name": "odd", "description": UNENCODABLE, "inputSchema": {"type": "object"}}]
    answers = {"odd": {"content": [{"type": "text", "text": UNENCODABLE}]}}
    server = {"command": sys.executable, "args": [SERVER, json.dumps({"tools": tools, "answers": answers})]}
    path.write_text(json.dumps({"mcpServers": {"host": server}}))
    return str(path)


def test_json_output_holds_a_lone_surrogate_a_server_sent(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # it crashed `tools --json` on a UTF-8 terminal (exit 5, "surrogates not allowed"); now it is the JSON escape
    # the server sent, read back as the same text
    path = unencodable_config(tmp_path)
    code, out, err = run(["tools", "--config", path, "--json", "--timeout", "30"], capsys)
    assert code == 0, err
    assert json.loads(out)["tools"][0]["description"] == UNENCODABLE
    code, out, err = run(["call", "odd", "--config", path, "--json", "--timeout", "30"], capsys)
    assert code == 0, err
    assert json.loads(out)["content"][0]["text"] == UNENCODABLE


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_a_stdout_that_is_not_utf8_gets_escapes_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, encoding: str
) -> None:
    # LANG=C without UTF-8 mode, PYTHONIOENCODING, a cp1252 console: every command exited 5 on the first "…"
    import io

    path = unencodable_config(tmp_path)
    for argv, read in (
        (["tools", "--json"], lambda text: json.loads(text)["tools"][0]["description"] == UNENCODABLE),
        (["call", "odd", "--json"], lambda text: json.loads(text)["content"][0]["text"] == UNENCODABLE),
        (["tools"], lambda text: "\\ud83d\\ude00" in text and "lone:\\ud800" in text),
        (["call", "odd"], lambda text: "\\ud83d\\ude00 lone:\\ud800 end" in text),
    ):
        raw = io.BytesIO()
        monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding=encoding, write_through=True))
        code = main([*argv, "--config", path, "--timeout", "30"])
        assert code == 0, argv
        assert read(raw.getvalue().decode(encoding)), (argv, raw.getvalue())
