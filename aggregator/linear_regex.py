"""Regular expressions a server writes, matched in linear time: no pattern can hold the event loop.

Python's `re` backtracks: `^(a+)+$` against forty `a`s and a `!` runs for hours, synchronously, on the loop every
client shares, and the deadline of the call that triggered it never fires. What a server supplies (a JSON Schema
`pattern` or `patternProperties` key, in an input or an output schema) and what we build from its URI templates are
matched here with RE2, whose time grows with the text and the pattern, never exponentially. RE2 has no lookaround and
no backreferences: a pattern it cannot compile gives None, and the caller treats the keyword as unchecked (the server
that wrote the pattern still checks its own input).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import re2  # type: ignore[import-untyped]  # google-re2 ships no annotations

__all__ = ["LinearRegex", "linear_regex"]

#: an escaped backslash (kept as it is), or ECMA-262's `\uXXXX`, which RE2 spells `\x{XXXX}`
_ECMA_ESCAPE = re.compile(r"\\\\|\\u([0-9A-Fa-f]{4})")
_OPTIONS = re2.Options()
#: RE2 would log every pattern it refuses to stderr, in the middle of a command's output
_OPTIONS.log_errors = False


class LinearRegex:
    """A compiled pattern whose matching takes time linear in the text."""

    __slots__ = ("_compiled", "pattern")

    def __init__(self, pattern: str, compiled: Any) -> None:
        self.pattern = pattern
        self._compiled = compiled

    def search(self, text: str) -> bool:
        """Whether the pattern matches somewhere in `text` (JSON Schema's `pattern` is not anchored)."""
        return self._compiled.search(text) is not None

    def fullmatch(self, text: str) -> bool:
        """Whether the pattern matches the whole of `text`."""
        return self._compiled.fullmatch(text) is not None


@lru_cache(maxsize=4096)
def linear_regex(pattern: str) -> LinearRegex | None:
    """`pattern` compiled for linear-time matching; None if RE2 cannot take it (lookaround, backreferences, a
    repetition over 1,000, a program over RE2's memory budget) or it is no valid pattern at all."""
    spelled = _ECMA_ESCAPE.sub(lambda m: f"\\x{{{m.group(1)}}}" if m.group(1) else m.group(0), pattern)
    try:
        return LinearRegex(pattern, re2.compile(spelled, _OPTIONS))
    except (re2.error, TypeError, ValueError, OverflowError):
        return None
