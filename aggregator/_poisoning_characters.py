"""The poisoning lint's character checks (`aggregator.poisoning`): what a reader does not see in a text.

Unicode tag characters, bidi controls, zero-width and other invisible characters, words mixing Latin with look-alike
letters, control characters and ANSI escapes; and `escape`, which shows them in a quoted span. Kept apart for size;
the findings' ids are `aggregator.poisoning.Pattern` values. Stdlib only.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

__all__ = ["Hit", "characters", "controls", "escape"]

#: (pattern id, severity, start, end, message)
Hit = tuple[str, str, int, int, str]


_TAGS = re.compile("[\U000e0000-\U000e007f]+")
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]+")
#: a word mixing Latin letters with Cyrillic or Greek ones (µ, the micro sign's twin, is a unit: left out)
_MIXED = re.compile(
    "[A-Za-z]*(?:[A-Za-z][\u0370-\u03bb\u03bd-\u03ff\u0400-\u04ff]|[\u0370-\u03bb\u03bd-\u03ff\u0400-\u04ff][A-Za-z])"
    "[A-Za-z\u0370-\u03bb\u03bd-\u03ff\u0400-\u04ff]*"
)
_ZERO_WIDTH = re.compile(
    # the format characters (Cf) but bidi controls and tags, fillers and separators no one sees
    "[\u200b-\u200f\u2060-\u2064\u206a-\u206f\ufeff\u180e\u115f\u1160\u3164\uffa0\u034f\u061c\u00ad\ufff9-\ufffb"
    "\u17b4\u17b5\u2028\u2029\U0001d173-\U0001d17a\U0001bca0-\U0001bca3]+"
    # variation selectors: one after an emoji is how emoji are drawn; a run of them, or any of the supplement's,
    # is bytes smuggled in selectors ("emoji smuggling")
    "|[\U000e0100-\U000e01ef]+|[\ufe00-\ufe0f]{2,}"
)
_CONTROL = re.compile("\x1b\\[[0-9;?]*[ -/]*[@-~]|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]+")
#: a run of blanks on one line with more text after it: pushes that text out of a reviewer's view (a terminal, a
#: one-line preview). 64 is wider than any run followed by text in 1,611 real tools and 5,760 blind benign ones
#: (the widest, 46, aligns a table); line breaks and indentation after one are not counted
_PADDING = re.compile("[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]{64,}(?=\\S)")


#: invisible characters of other categories (marks, letters): variation selectors, Hangul fillers, the grapheme joiner
_INVISIBLE = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef\u115f\u1160\u3164\uffa0\u034f]")


def _selector_bytes(run: str) -> str:
    """The bytes variation selectors stand for (U+FE00-FE0F: 0-15, U+E0100-E01EF: 16-255), as text if printable."""
    data = bytes(ord(c) - 0xFE00 if ord(c) <= 0xFE0F else ord(c) - 0xE0100 + 16 for c in run)
    text = data.decode("utf-8", "replace")
    return f"hidden text {text!r}" if text.isprintable() else "invisible characters"


def escape(text: str) -> str:
    """`text` with every character a reader would not see (Cc, Cf, Co, Cs, Zl, Zp, Cn, and the variation selectors and
    fillers of `_INVISIBLE`) as \\uXXXX (\\UXXXXXXXX past U+FFFF); a backslash stays as it is. Tab and newline too: a
    quoted span is one line."""
    out = []
    for char in text:
        if (unicodedata.category(char)[0] in "CZ" and char != " ") or _INVISIBLE.match(char):
            code = ord(char)
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            out.append(char)
    return "".join(out)


def _joiner_between_letters(text: str, start: int, end: int) -> bool:
    """A ZWJ/ZWNJ (or a direction mark) run between two non-ASCII letters or symbols: how Persian, Indic scripts,
    right-to-left text and emoji use them."""
    if any(char not in "\u200c\u200d\u200e\u200f\u061c" for char in text[start:end]) or start == 0 or end >= len(text):
        return False
    before, after = text[start - 1], text[end]
    return not before.isascii() and not after.isascii() and not before.isspace() and not after.isspace()


def characters(text: str) -> Iterator[Hit]:
    for match in _PADDING.finditer(text):
        yield (
            "blank-padding",
            "medium",
            *match.span(),
            f"{match.end() - match.start()} blanks push the text after them out of view",
        )
    if text.isascii():  # tags, bidi and zero-width characters are all outside ASCII
        yield from controls(text)
        return
    for match in _TAGS.finditer(text):
        hidden = "".join(chr(ord(char) - 0xE0000) for char in match.group() if 0x20 <= ord(char) - 0xE0000 < 0x7F)
        yield "unicode-tag", "high", *match.span(), f"hidden text {hidden!r}" if hidden else "tag run"
    for match in _MIXED.finditer(text):
        yield "mixed-script", "medium", *match.span(), "look-alike letters of another script in a word"
    for match in _BIDI.finditer(text):
        yield "bidi-control", "high", *match.span(), "reorders the text as displayed"
    for match in _ZERO_WIDTH.finditer(text):
        if not _joiner_between_letters(text, *match.span()):
            run = match.group()
            selectors = "\ufe00" <= run[0] <= "\ufe0f" or run[0] >= "\U000e0100"
            yield (
                "zero-width",
                "medium",
                *match.span(),
                _selector_bytes(run) if selectors else "invisible characters",
            )
    yield from controls(text)


def controls(text: str) -> Iterator[Hit]:
    for match in _CONTROL.finditer(text):
        severity = "high" if match.group().startswith("\x1b") else "medium"
        yield "control-character", severity, *match.span(), "control characters"
