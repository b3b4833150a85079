"""What reaches the terminal: server text with its control characters shown, never obeyed.

Tool names, descriptions, errors and stderr tails come from servers, which can put escape sequences in them (clear
the screen, hide text, set the window title, reorder text with bidi overrides). Every printer of the CLI goes through
`say`, which shows each such character as an escape (`\\x1b`, `\\u202e`) and keeps line breaks; a table cell is
escaped with line breaks too (`escape(text, newlines=False)`), so a name cannot forge a row. `--json` output is
printed by `say_exact`: JSON already escapes C0 controls, and a machine reader needs the text as it was.
"""

from __future__ import annotations

import sys
from typing import TextIO

from aggregator.visible import escape

__all__ = ["escape", "say", "say_exact"]


def say(text: object = "", *, file: TextIO | None = None, end: str = "\n", flush: bool = False) -> None:
    """Print `text` for a person: control characters escaped (see `escape`).

    One write of the whole line: `print` writes the text and its end apart, and processes that share a stream
    (`serve --workers`) would then splice each other's lines together."""
    _write(escape(text) + end, file, flush)


def say_exact(text: str, *, file: TextIO | None = None) -> None:
    """Print `text` as it is: for `--json`, which a program reads."""
    _write(text + "\n", file, False)


def _write(line: str, file: TextIO | None, flush: bool) -> None:
    stream = file if file is not None else sys.stdout
    stream.write(line)
    if flush:
        stream.flush()
