"""No traceback, ever: what the conftest fixture uses to fail a test whose proxy or CLI wrote one.

Out of process: every `subprocess.Popen` of our own CLI (`mcp-aggregator ...`, `python -m aggregator ...`) started
during a test has its stderr read through a tee — the test still gets what it asked for (a pipe, nothing, or the
inherited stderr) — and a line that opens a Python traceback fails the test. In process: a log record carrying
exception info from the package's loggers (or uvicorn's) during a proxy or CLI test fails it too.

Only our own processes are watched: a fixture server that crashes with a traceback on purpose is not the proxy's
fault, and the tail of its stderr that our CLI shows is prefixed or indented, never at the start of a line.
"""

from __future__ import annotations

import io
import itertools
import logging
import os
import re
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

__all__ = ["LoggedExceptions", "StderrTee", "WatchedPopen", "is_ours", "traceback_in"]

#: a Python traceback's first line, as the interpreter or `logging` writes it (an exception group's too)
TRACEBACK = re.compile(rb"^(?:  \+ Exception Group )?Traceback \(most recent call last\):", re.MULTILINE)
#: bytes of a process's stderr kept for the failure message (the scan itself sees everything)
KEEP = 1 << 20
#: libraries that start processes for an event loop (their pipes are the loop's)
_EVENT_LOOPS = frozenset({"asyncio", "trio", "anyio"})
#: how long a finished test waits for the stderr of a process that has exited to reach its end
DRAIN_S = 10.0


def is_ours(args: Any) -> bool:
    """Whether an argv runs our CLI: the `mcp-aggregator` console script, or `python -m aggregator`."""
    if isinstance(args, str | bytes | os.PathLike):
        return False  # a shell line or a bare program: not how our tests start the CLI
    argv = [os.fsdecode(a) if isinstance(a, bytes | os.PathLike) else str(a) for a in args]
    if any(Path(a).name == "mcp-aggregator" for a in argv[:1]):
        return True
    return any(a == "-m" and b.split(".")[0] == "aggregator" for a, b in itertools.pairwise(argv))


def traceback_in(data: bytes) -> bool:
    """Whether `data` holds a line that opens a Python traceback."""
    return TRACEBACK.search(data) is not None


class StderrTee:
    """Reads one child's stderr to its end on a thread: scans it, keeps its head, passes it on as asked."""

    def __init__(self, source: IO[Any], forward: int | None) -> None:
        self.kept = bytearray()
        self.found = False
        self._source = source  # held until the end: a dropped file object would close the pipe under the reader
        self._forward = forward  # a file descriptor to write to, or None (discard)
        self._carry = b""
        self._thread = threading.Thread(target=self._pump, name="stderr-tee", daemon=True)
        self._thread.start()

    def _pump(self) -> None:
        fd = self._source.fileno()
        try:
            while chunk := os.read(fd, 65536):
                self._scan(chunk)
                self._pass_on(chunk)
        except OSError:
            pass  # the pipe went away under us: nothing more to read
        finally:
            self._source.close()
            if self._forward is not None and self._forward != 2:
                os.close(self._forward)

    def _scan(self, chunk: bytes) -> None:
        # a traceback's first line may straddle two reads: scan from the last line start of the previous one
        window = self._carry + chunk
        self.found = self.found or traceback_in(window)
        self._carry = window[window.rfind(b"\n") + 1 :][-200:]
        if len(self.kept) < KEEP:
            self.kept += chunk[: KEEP - len(self.kept)]

    def _pass_on(self, chunk: bytes) -> None:
        if self._forward is None:
            return
        try:
            os.write(self._forward, chunk)
        except OSError:
            self._forward = None  # the reader closed its end: keep scanning, stop passing on

    def wait(self, timeout: float) -> None:
        """Until the stream has ended (bounded)."""
        self._thread.join(timeout)


class WatchedPopen(subprocess.Popen):  # type: ignore[type-arg]
    """`subprocess.Popen` that tees the stderr of our own CLI's processes; any other process is left alone."""

    watched: list[WatchedPopen] = []

    def __init__(self, args: Any, *rest: Any, **kwargs: Any) -> None:
        # stderr given by position (the fifth after args) is too rare to bother with: left alone
        asked = kwargs.get("stderr")
        self.tee: StderrTee | None = None
        # an event loop's own child (an in-process aggregator's upstream) is left alone: the loop owns its pipes
        # and must see them close before it does
        caller = str(sys._getframe(1).f_globals.get("__name__", ""))
        if (
            len(rest) > 4
            or asked not in (None, subprocess.PIPE, subprocess.DEVNULL)
            or caller.split(".")[0] in _EVENT_LOOPS
            or not is_ours(args)
        ):
            super().__init__(args, *rest, **kwargs)
            return
        kwargs["stderr"] = subprocess.PIPE
        super().__init__(args, *rest, **kwargs)
        source = self.stderr
        assert source is not None
        forward: int | None = None
        self.stderr = None
        if asked is None:
            forward = 2  # inherited: what the test process's stderr would have shown
        elif asked == subprocess.PIPE:
            read_end, forward = os.pipe()
            mine: Any = open(read_end, "rb", kwargs.get("bufsize", -1))  # noqa: SIM115 (owned by the Popen, as its own)
            if self.text_mode:
                mine = io.TextIOWrapper(mine, encoding=self.encoding, errors=self.errors)
            self.stderr = mine
        self.tee = StderrTee(source, forward)
        WatchedPopen.watched.append(self)

    def traceback(self) -> str | None:
        """The stderr it wrote, if a traceback is in it (waiting, bounded, for a finished process's last bytes)."""
        tee = self.tee
        if tee is None:
            return None
        tee.wait(DRAIN_S if self.poll() is not None else 0.5)
        return tee.kept.decode(errors="replace") if tee.found else None


class LoggedExceptions(logging.Handler):
    """Collects the records that carry exception info from the loggers it is attached to."""

    LOGGERS: Sequence[str] = ("aggregator", "uvicorn.error")

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info and record.exc_info[0] is not None:
            self.records.append(record)

    def attach(self) -> None:
        """Hear every record of `LOGGERS` (whatever their levels are set to meanwhile)."""
        for name in self.LOGGERS:
            logging.getLogger(name).addHandler(self)

    def detach(self) -> None:
        """Stop hearing them."""
        for name in self.LOGGERS:
            logging.getLogger(name).removeHandler(self)

    def report(self) -> str:
        """The records heard, formatted with their tracebacks."""
        formatter = logging.Formatter("%(name)s %(levelname)s: %(message)s")
        return "\n".join(formatter.format(record) for record in self.records)
