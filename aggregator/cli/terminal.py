"""What reaches the terminal: server text with its control characters shown, never obeyed.

Tool names, descriptions, errors and stderr tails come from servers, which can put escape sequences in them (clear
the screen, hide text, set the window title, reorder text with bidi overrides). Every printer of the CLI goes through
`say`, which shows each such character as an escape (`\\x1b`, `\\u202e`) and keeps line breaks; a table cell is
escaped with line breaks too (`escape(text, newlines=False)`), so a name cannot forge a row. `--json` output is
printed by `say_exact`: JSON already escapes C0 controls, and a machine reader needs the text as it was.
"""

from __future__ import annotations

import codecs
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
    try:
        stream.write(line)  # a text stream encodes the whole line before it writes any of it
    except UnicodeEncodeError:
        # what the stream's encoding cannot hold (a server's "…" under LANG=C or a cp1252 console, a lone surrogate
        # a server escaped in its JSON) is written as a JSON escape: still valid JSON in `--json`, still legible
        encoding = stream.encoding or "utf-8"
        stream.write(line.encode(encoding, _ESCAPE).decode(encoding))
    if flush:
        stream.flush()


def _json_escape(error: UnicodeError) -> tuple[str, int]:
    """A codec error handler: each character the encoding cannot hold as `\\uXXXX` (a surrogate pair above U+FFFF),
    the escape JSON reads back as the same character."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    escaped = []
    for char in error.object[error.start : error.end]:
        code = ord(char)
        if code > 0xFFFF:
            code -= 0x10000
            escaped.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            escaped.append(f"\\u{code:04x}")
    return "".join(escaped), error.end


_ESCAPE = "mcp-aggregator.json-escape"
codecs.register_error(_ESCAPE, _json_escape)
