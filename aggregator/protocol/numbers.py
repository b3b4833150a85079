"""Integers read from text — SSE fields, HTTP headers, event ids, cursors, command-line options. No I/O.

Python's `int()` is the wrong parser for anything a peer or a user typed: it accepts non-ASCII digits
(`int("٣") == 3`), underscores and surrounding whitespace, and it raises a bare `ValueError` on a
superscript digit (`"²".isdigit()` is true) or past 4,300 digits. Every integer we read from text goes
through `parse_int` instead: ASCII digits only, the length checked before anything is converted, the value
checked against a range the caller states. Bad input is `None`, never an exception, so each caller turns
it into its own typed answer (an ignored field, an unknown id, a usage error).
"""

from __future__ import annotations

import re
from decimal import Decimal

__all__ = ["MAX_INT64", "integer_equals", "parse_int", "seconds"]

#: the largest value of a signed 64-bit integer: a bound for counters and ids nobody will ever reach
MAX_INT64 = 2**63 - 1

_DIGITS = re.compile(r"[0-9]+")  # not \d, not str.isdigit: both take non-ASCII digits
_SECONDS = re.compile(r"[0-9]{1,12}(?:\.[0-9]{1,9})?")  # float() would also take "nan", "inf", "1e999" and "٣"
# A JSON-style number, ASCII only: what a peer may write for an integer it means ("42", "42.0", "4.2e1").
# An exponent past 4 digits writes no integer anyone sends (and would make Decimal's comparison work hard).
_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]{1,4})?")
# Longer than any number anyone means: text past it is refused before the regex or a conversion runs.
_MAX_NUMBER_TEXT = 64


def parse_int(text: str | bytes, *, maximum: int, minimum: int = 0, clamp: bool = False) -> int | None:
    """The integer `text` spells in ASCII decimal digits (a leading `-` only when `minimum` is negative).

    None when it is not such a number or lies outside [minimum, maximum]; with `clamp`, a number above
    `maximum` is `maximum` instead (for fields whose spec allows any digits, like SSE `retry`).
    Never raises, and the work is bounded by `maximum`'s length whatever the length of `text`.
    """
    if isinstance(text, bytes):
        text = text.decode("ascii", "replace")  # a non-ASCII byte becomes U+FFFD: never a digit
    negative = minimum < 0 and text.startswith("-")
    digits = text[1:] if negative else text
    if not _DIGITS.fullmatch(digits):
        return None
    digits = digits.lstrip("0") or "0"
    if len(digits) > len(str(max(abs(maximum), abs(minimum)))):
        value = None  # too long to be in range: never converted
    else:
        value = -int(digits) if negative else int(digits)
    if value is None or value > maximum:
        return maximum if clamp and not negative else None
    return value if value >= minimum else None


def integer_equals(text: str, value: int) -> bool:
    """Whether `text` writes the number `value` (`"42"`, `"42.0"`, `"4.2e1"` all write 42), ASCII only.

    For headers that mirror an integer argument: the spec compares integers numerically.
    """
    if len(text) > _MAX_NUMBER_TEXT or not _NUMBER.fullmatch(text):
        return False
    # Decimal of text this short is exact and cheap: an exponent is kept, never expanded into digits
    return Decimal(text) == value


def seconds(text: str, *, maximum: float) -> float | None:
    """A duration written as plain ASCII decimal (`"30"`, `"0.5"`), above 0 and at most `maximum`; else None."""
    if not _SECONDS.fullmatch(text):
        return None
    value = float(text)
    return value if 0 < value <= maximum else None
