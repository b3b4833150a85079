"""Lines from a child process's pipe, waited for with a bound.

`select` on a pipe's descriptor followed by a buffered `readline` loses lines: one read can pull two lines into the
reader's buffer, `readline` returns the first, and the next `select` waits for bytes that already arrived. That
happens when a process writes two lines at once, most often on a busy machine. A thread owns the pipe instead and
hands each line over through a queue.
"""

from __future__ import annotations

import queue
import threading
from typing import IO, AnyStr, Generic


class Lines(Generic[AnyStr]):
    """Read `pipe` line by line on a thread; `next(timeout)` gives the next one, None at its end."""

    def __init__(self, pipe: IO[AnyStr]) -> None:
        self._lines: queue.Queue[AnyStr | None] = queue.Queue()
        self._dropping = threading.Event()
        threading.Thread(target=self._read, args=(pipe,), daemon=True).start()

    def _read(self, pipe: IO[AnyStr]) -> None:
        try:
            for line in pipe:
                if not self._dropping.is_set():
                    self._lines.put(line)
        except (OSError, ValueError):
            pass  # the pipe was closed under us: the same as its end
        self._lines.put(None)

    def next(self, timeout: float) -> AnyStr | None:
        """The next line within `timeout` seconds; None when the pipe ended; TimeoutError when none came."""
        try:
            return self._lines.get(timeout=max(0.0, timeout))
        except queue.Empty:
            raise TimeoutError(f"no line within {timeout:.0f} s") from None

    def drop_the_rest(self) -> None:
        """Keep reading (so the writer never blocks on a full pipe) but keep nothing."""
        self._dropping.set()
