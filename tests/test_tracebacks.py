"""The no-traceback fixture's own parts (tests/tracebacks.py): which processes it watches, what it calls a traceback,
and that a watched process's stderr still reaches the test as it asked.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests import tracebacks
from tests.tracebacks import WatchedPopen, is_ours, traceback_in

CRASH = "import sys; print('before', file=sys.stderr, flush=True); raise RuntimeError('on purpose')"


@pytest.mark.parametrize(
    ("argv", "ours"),
    [
        (["/venv/bin/mcp-aggregator", "serve", "-c", "x.json"], True),
        (["mcp-aggregator", "demo-server", "calc"], True),
        ([sys.executable, "-m", "aggregator", "serve"], True),
        ([sys.executable, "-m", "aggregator.cli", "tools"], True),
        ([sys.executable, "-c", CRASH], False),
        ([sys.executable, "tests/fixtures/servers/hostile.py"], False),
        (["node", "server.js", "mcp-aggregator"], False),  # named as an argument, not run
        ("mcp-aggregator serve", False),  # a shell line: not how the tests start it
    ],
)
def test_only_our_own_cli_processes_are_watched(argv: list[str] | str, ours: bool) -> None:
    assert is_ours(argv) is ours


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (b"Traceback (most recent call last):\n  File ...", True),
        (b"ok\nTraceback (most recent call last):\n", True),
        (b"  + Exception Group Traceback (most recent call last):\n", True),
        (b"[broken] Traceback (most recent call last):\n", False),  # a server's stderr, prefixed by its name
        (b"    Traceback (most recent call last):\n", False),  # quoted, indented
        (b"no traceback here\n", False),
    ],
)
def test_a_traceback_is_a_line_that_opens_one(text: bytes, found: bool) -> None:
    assert traceback_in(text) is found


@pytest.fixture
def everything_ours(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[WatchedPopen]]:
    """Watch any process (so a crash of our choosing can stand for the CLI's); the processes are taken off the
    fixture's list afterwards, so their traceback fails only the assertions here.
    """
    monkeypatch.setattr(tracebacks, "is_ours", lambda args: True)
    started: list[WatchedPopen] = []
    yield started
    for proc in started:
        WatchedPopen.watched.remove(proc)


def test_a_watched_pipe_still_reads_as_asked_and_the_traceback_is_caught(everything_ours: list[WatchedPopen]) -> None:
    proc = WatchedPopen([sys.executable, "-c", CRASH], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    everything_ours.append(proc)
    _, err = proc.communicate(timeout=60)
    assert err.startswith("before\n") and "RuntimeError: on purpose" in err  # the test's own pipe, text as asked
    caught = proc.traceback()
    assert caught is not None and "RuntimeError: on purpose" in caught


def test_a_watched_process_whose_stderr_was_discarded_is_still_scanned(everything_ours: list[WatchedPopen]) -> None:
    proc = WatchedPopen([sys.executable, "-c", CRASH], stderr=subprocess.DEVNULL)
    everything_ours.append(proc)
    assert proc.wait(60) == 1 and proc.stderr is None
    caught = proc.traceback()
    assert caught is not None and caught.startswith("before\n")


def test_a_watched_process_with_a_clean_stderr_is_not_reported(everything_ours: list[WatchedPopen]) -> None:
    proc = WatchedPopen([sys.executable, "-c", "import sys; sys.stderr.write('fine\\n')"], stderr=subprocess.PIPE)
    everything_ours.append(proc)
    _, err = proc.communicate(timeout=60)
    assert err == b"fine\n" and proc.traceback() is None


def test_a_process_not_ours_is_left_alone() -> None:
    proc = WatchedPopen([sys.executable, "-c", CRASH], stderr=subprocess.PIPE)
    _, err = proc.communicate(timeout=60)
    assert proc.tee is None and b"RuntimeError" in err and proc not in WatchedPopen.watched
