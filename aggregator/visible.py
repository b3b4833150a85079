"""Server text made safe to show: every control, format or unprintable character as a visible escape.

A server's names, descriptions, errors and stderr lines can hold escape sequences (clear the screen, set the window
title, write the clipboard with OSC 52, hide a link with OSC 8), carriage returns that overwrite a line, and bidi
overrides that reorder it. Whatever shows such text to a person (the CLI's printers, the lines we log) passes it
through `escape` first. A stdlib-only leaf, so every layer can use it (a transport logs a server's stderr).
"""

from __future__ import annotations

import unicodedata

__all__ = ["escape"]

# spaces of other widths are harmless: shown as they are
_KEPT_CATEGORIES = frozenset({"Zs"})


def escape(text: object, *, newlines: bool = True) -> str:
    """`text` with every control, format, separator or unprintable character as a visible escape (`\\x1b`,
    `\\u202e`); ordinary printable Unicode is kept as it is.

    Line breaks (`\\n`) are kept when `newlines` is true; tabs and everything else are escaped. Idempotent: the
    escapes are printable, so escaping twice changes nothing.
    """
    text = str(text)
    if text.isprintable():
        return text  # the usual case: one C-level scan
    if newlines:
        return "\n".join(line if line.isprintable() else _escaped(line) for line in text.split("\n"))
    return _escaped(text)


def _escaped(text: str) -> str:
    return "".join(
        char if char.isprintable() or unicodedata.category(char) in _KEPT_CATEGORIES else _code(char) for char in text
    )


def _code(char: str) -> str:
    point = ord(char)
    if point < 0x100:
        return f"\\x{point:02x}"
    return f"\\u{point:04x}" if point < 0x10000 else f"\\U{point:08x}"
