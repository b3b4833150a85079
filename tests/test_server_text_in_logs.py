"""A server's text in what we log (its stderr lines, its status reasons) and in what the CLI prints on a crash:
every control, format or bidi character is a visible escape, for our handler and a library host's alike."""

from __future__ import annotations

import json
import logging
import sys

import anyio
import pytest

from aggregator import cli
from aggregator.cli import logs
from aggregator.errors import TransportClosed
from aggregator.events import StatusChanged
from aggregator.transports.stdio import STDERR_LOGGER, StdioTransport

#: an OSC 52 clipboard write, an OSC 8 link, clear screen, a C1 CSI, a bidi override, a carriage return, DEL
HOSTILE = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b]8;;http://evil\x1b\\link\x1b]8;;\x1b\\\x1b[2J\x9b31m\u202eexe.txt\rover\x7f"
RAW = ("\x1b", "\x07", "\x9b", "\u202e", "\r", "\x7f")
READABLE = "héllo wörld ✓ 日本"


def assert_no_raw_controls(text: str) -> None:
    for char in RAW:
        assert char not in text, repr(char)


@pytest.mark.anyio
async def test_stderr_lines_reach_every_log_handler_escaped(caplog: pytest.LogCaptureFixture) -> None:
    script = f"import sys; sys.stderr.write({HOSTILE + ' ' + READABLE!r} + '\\n'); sys.stderr.flush(); sys.exit(1)"
    with caplog.at_level(logging.DEBUG, logger=STDERR_LOGGER):
        async with StdioTransport(sys.executable, ["-c", script], label="evil") as transport:
            with anyio.fail_after(10), pytest.raises(TransportClosed):
                await transport.receive()
    lines = [r.getMessage() for r in caplog.records if r.name == STDERR_LOGGER]
    assert lines, "the line was logged"
    for line in lines:
        assert_no_raw_controls(line)
    assert lines[0].endswith(READABLE)  # ordinary Unicode stays readable
    assert "\\x1b]52;c;" in lines[0] and "\\u202e" in lines[0] and "\\x0dover" in lines[0]


def test_a_status_reason_is_logged_escaped(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="aggregator.cli"):
        logs.note_event(StatusChanged("evil", "error", f"stderr: {HOSTILE} {READABLE}"))
    (message,) = [r.getMessage() for r in caplog.records if r.name == "aggregator.cli"]
    assert_no_raw_controls(message)
    assert message.endswith(READABLE)


def test_a_json_log_line_has_no_raw_control_character() -> None:
    record = logging.LogRecord(STDERR_LOGGER, logging.DEBUG, __file__, 1, "%s", (HOSTILE,), None)
    line = logs.json_line(record, None)
    assert_no_raw_controls(line)
    assert json.loads(line)["message"] == HOSTILE  # still exact for the program that reads it


def test_a_crash_trace_is_printed_escaped(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def crash(args: object) -> int:
        raise RuntimeError(f"unexpected answer {HOSTILE}")

    monkeypatch.setattr(cli, "_run", crash)
    assert cli.main(["cost", "--snapshot", "nothing.json"]) == cli.Exit.INTERNAL
    err = capsys.readouterr().err
    assert "RuntimeError: unexpected answer" in err and "internal error" in err
    assert_no_raw_controls(err)
