"""How a tool name is read: one normal form for matching, and a look-alike key for telling names apart.

Names come from servers, which may dress a name up to slip past the host's rules: `delete\\u200b_files` (a zero-width
space) is not matched by the glob `delete_*`, and `d\\u0435lete_files` (a Cyrillic `\\u0435`) reads exactly like
the real one.
So every place that compares a name with a host's glob or with another name compares *keys*, never raw text:

- `visible(name)`: NFKC (fullwidth and compatibility forms fold to their plain letters), then every control (Cc),
  format (Cf) and other default-ignorable character removed. This is what an exported name is made from, so an
  exported name never carries an invisible or control character.
- `skeleton(name)`: `visible(name)` with the common non-ASCII look-alikes of ASCII letters and digits (Cyrillic,
  Greek, a few Latin and Armenian letters) replaced by the ASCII letter they mimic. Two names with one skeleton
  cannot be told apart by a reader, so the merge reports them as a collision.
- `name_matches(name, glob)`: the host's glob (policy rules, allow/deny filters, per-tool rate limits) against the
  skeleton of the name, the glob being read the same way. A deny rule therefore catches every disguise of a name it
  names; an allow rule lets in only what reads as a name it names.

Case is kept: MCP tool names are case-sensitive, our globs always were (`fnmatchcase`), and a change of case is
visible to a reader. Only the characters a reader cannot see, or cannot tell from another, are folded.

The look-alike table is a deliberately small part of Unicode's confusables data (UTS #39): the letters that pass for
ASCII in ordinary fonts. A name using anything else outside the name profile is rewritten to `_` on export anyway, so
it cannot pass for a plain name there; the table is what keeps policy and collisions from being fooled.
"""

from __future__ import annotations

import fnmatch
import unicodedata
from functools import lru_cache

__all__ = ["name_matches", "skeleton", "visible"]

# default-ignorable code points that are not Cc/Cf (those go by category): they render as nothing
_IGNORABLE = frozenset(
    [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0, *range(0x180B, 0x1810), *range(0xFE00, 0xFE10)]
) | frozenset(range(0xE0100, 0xE01F0))

#: control and format characters (a lone surrogate stays: it is rewritten to `_` on export, visibly)
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf"})

#: look-alike -> the ASCII character it passes for (escaped: the source itself must not be ambiguous)
_LOOKALIKES = {
    # Cyrillic
    "\u0430": "a",
    "\u0432": "B",
    "\u0441": "c",
    "\u0435": "e",
    "\u0451": "e",
    "\u04bb": "h",
    "\u0456": "i",
    "\u0457": "i",
    "\u0458": "j",
    "\u043a": "k",
    "\u043c": "M",
    "\u043d": "H",
    "\u043e": "o",
    "\u0440": "p",
    "\u0455": "s",
    "\u0442": "T",
    "\u0443": "y",
    "\u0445": "x",
    "\u0501": "d",
    "\u051b": "q",
    "\u051d": "w",
    "\u04cf": "l",
    "\u0410": "A",
    "\u0412": "B",
    "\u0421": "C",
    "\u0415": "E",
    "\u0401": "E",
    "\u041d": "H",
    "\u0406": "I",
    "\u0407": "I",
    "\u0408": "J",
    "\u041a": "K",
    "\u041c": "M",
    "\u041e": "O",
    "\u0420": "P",
    "\u0405": "S",
    "\u0422": "T",
    "\u0423": "Y",
    "\u0425": "X",
    "\u04ae": "Y",
    "\u051a": "Q",
    "\u051c": "W",
    "\u04c0": "I",
    # Greek
    "\u03b1": "a",
    "\u03bf": "o",
    "\u03c1": "p",
    "\u03bd": "v",
    "\u03c5": "u",
    "\u03b9": "i",
    "\u03ba": "k",
    "\u03c4": "t",
    "\u03c7": "x",
    "\u03f2": "c",
    "\u03b5": "e",
    "\u0391": "A",
    "\u0392": "B",
    "\u0395": "E",
    "\u0396": "Z",
    "\u0397": "H",
    "\u0399": "I",
    "\u039a": "K",
    "\u039c": "M",
    "\u039d": "N",
    "\u039f": "O",
    "\u03a1": "P",
    "\u03a4": "T",
    "\u03a5": "Y",
    "\u03a7": "X",
    "\u03f9": "C",
    # Latin letters that pass for others
    "\u0131": "i",
    "\u0237": "j",
    "\u0251": "a",
    "\u0261": "g",
    "\u0269": "i",
    "\u028f": "y",
    "\u029f": "L",
    "\u1d04": "c",
    "\u1d0f": "o",
    "\u1d20": "v",
    "\u1d21": "w",
    "\u1d22": "z",
    "\u017f": "f",
    # Armenian
    "\u0585": "o",
    "\u057d": "u",
    "\u0581": "g",
    "\u0570": "h",
    "\u0578": "n",
    # punctuation that passes for the separator characters
    "\u2010": "-",
    "\u2011": "-",
    "\u2012": "-",
    "\u2013": "-",
    "\u2014": "-",
    "\u2212": "-",
    "\ufe63": "-",
    "\u02cd": "_",
    "\u2017": "_",
}
_SKELETON = str.maketrans(_LOOKALIKES)


def _hidden(char: str) -> bool:
    return unicodedata.category(char) in _HIDDEN_CATEGORIES or ord(char) in _IGNORABLE


@lru_cache(maxsize=8192)
def visible(name: str) -> str:
    """`name` in NFKC with every control, format and default-ignorable character removed."""
    if name.isascii() and name.isprintable():
        return name  # the usual case: nothing to fold
    folded = unicodedata.normalize("NFKC", name)
    return "".join(char for char in folded if not _hidden(char))


@lru_cache(maxsize=8192)
def skeleton(name: str) -> str:
    """The key two names share when a reader cannot tell them apart: `visible(name)` with look-alikes folded."""
    if name.isascii() and name.isprintable():
        return name
    return visible(name).translate(_SKELETON)


def name_matches(name: str, pattern: str) -> bool:
    """Whether the host's glob `pattern` matches `name` (case-sensitive), both read as their skeletons."""
    return fnmatch.fnmatchcase(skeleton(name), skeleton(pattern))
