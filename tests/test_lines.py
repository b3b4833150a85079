"""Waiting for a child's output lines: two lines written at once are both seen, the end is told apart from silence."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.lines import Lines

# writes two lines in one write, then holds its stdout open until its stdin closes
TWO_AT_ONCE = "import sys; sys.stdout.write('first\\nsecond\\n'); sys.stdout.flush(); sys.stdin.read()"


def test_two_lines_written_at_once_are_both_seen_while_the_writer_stays_open() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", TWO_AT_ONCE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and proc.stdin is not None
    try:
        lines = Lines(proc.stdout)
        # a select on the descriptor would wait here for bytes already buffered behind the first line
        assert lines.next(60) == "first\n"
        assert lines.next(60) == "second\n"
        with pytest.raises(TimeoutError):
            lines.next(0.05)  # nothing more was written: silence, not the end
        proc.stdin.close()
        assert lines.next(60) is None  # the writer exited: the end
    finally:
        proc.kill()
        proc.wait(10)


def test_dropped_lines_are_still_read_so_the_writer_never_blocks() -> None:
    many = "import sys; [sys.stdout.write('x' * 100 + '\\n') for _ in range(20000)]; sys.stdout.flush()"
    proc = subprocess.Popen([sys.executable, "-c", many], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    Lines(proc.stdout).drop_the_rest()
    assert proc.wait(60) == 0  # 2 MB through a 64 KiB pipe: only a reader that keeps reading lets it finish
