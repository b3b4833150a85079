"""Progress while connecting to many servers: one rewritten line on stderr, on a terminal only.

Piped or captured output (CI logs, `--json > file`) gets nothing: a progress line there is noise.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

from aggregator.cli.terminal import escape

__all__ = ["Progress"]


class Progress:
    """A one-line "waiting for ..." indicator on stderr while servers connect; shown only on a terminal."""

    def __init__(self, names: Sequence[str], stream: TextIO | None = None, *, enabled: bool | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.waiting = list(names)
        self.total = len(names)
        self._width = 0

    def done(self, name: str) -> None:
        """Mark server `name` as answered and redraw."""
        if name in self.waiting:
            self.waiting.remove(name)
        self._show()

    def start(self) -> None:
        """Draw the first line."""
        self._show()

    def finish(self) -> None:
        """Erase the line, leaving the terminal as it was."""
        if self.enabled and self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0

    def _show(self) -> None:
        if not self.enabled or not self.total:
            return
        ready = self.total - len(self.waiting)
        waiting = ", ".join(self.waiting[:4]) + (" …" if len(self.waiting) > 4 else "")
        line = f"connecting {ready}/{self.total}" + (f" (waiting for {waiting})" if waiting else "")
        line = escape(line, newlines=False)[:100]
        pad = max(0, self._width - len(line))
        self.stream.write("\r" + line + " " * pad)
        self.stream.flush()
        self._width = len(line)
