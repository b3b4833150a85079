"""Which cue classes a sentence may match, told before their patterns run: the strings every match needs.

Most sentences match few of the cue classes, and each class is one long alternation that Python's `re` tries at
every position of every sentence: that was most of a cold scan. What a match needs is read off each compiled
pattern itself (its parse tree, not a second list kept by hand): for each way through it, the literal runs that way
must cross, with the choices inside a way spelled out while they stay few. `Gates` files each way under one of its
pieces of two or three characters; a sentence's own pieces wake the ways filed under them, and only the classes
with a way whose pieces are all in the sentence run their pattern. A pattern the walk is not sure of (a way that
needs nothing, a wide character class, a construct the walk does not know) always runs, as before. A gate only
skips a pattern that could not have matched, so every verdict is the same as without gates
(`tests/test_poisoning_gate.py`; the benchmark's 7,162 rows were compared finding by finding).

The strings are compared as written in the pattern (lower-cased under IGNORECASE). That is sound for lower-case
ASCII text, so only such text is gated; any other sentence runs every pattern. A pattern spelling a letter that
matches an ASCII one case-insensitively (the Kelvin sign, the long s, the dotless i) is never gated.
"""

from __future__ import annotations

import functools
import importlib
import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

_op: Any
_parse: Any
try:  # the parser of the standard `re` (under these names since Python 3.11); private, so used defensively
    _op = importlib.import_module("re._constants")
    _parse = importlib.import_module("re._parser")
except ImportError:  # pragma: no cover - a Python without them: no gates, every pattern runs
    _op = _parse = None

__all__ = ["Gates", "grams"]

#: the most strings a run of small character classes is spelled out into
_MOST = 400
#: a character class of at most this many letters is spelled out ("[sz]" in "itemi[sz]ing")
_FEW = 4
#: the most ways an alternative's inner choices are spelled out into
_SPREAD = 32
#: the shortest string worth gating on: a one-letter gate passes almost every sentence
_SHORTEST = 2


# What a match needs, as a formula: a string it contains, or ("all", needs) / ("any", needs)
Need = str | tuple[str, tuple["Need", ...]]


def _required(pattern: re.Pattern[str]) -> Need | None:
    if _parse is None:
        return None
    try:
        tree = _parse.parse(pattern.pattern, pattern.flags)
    except Exception:  # a pattern the walk cannot read simply has no gate
        return None
    need = _sequence(list(tree), bool(pattern.flags & re.IGNORECASE))
    if need is None or any(_twin(letter) for string in _strings(need) for letter in string if not letter.isascii()):
        return None  # a letter that matches an ASCII one case-insensitively (U+017F and "s"): not sure
    return need


@functools.cache
def _twin(letter: str) -> bool:
    """Whether a non-ASCII letter matches some ASCII character case-insensitively (the Kelvin sign U+212A and
    "k", the long s U+017F and "s", the dotted and dotless i)."""
    twin = re.compile(re.escape(letter), re.IGNORECASE)
    return any(twin.fullmatch(chr(code)) for code in range(128))


def _strings(need: Need) -> Iterable[str]:
    if isinstance(need, str):
        yield need
    else:
        for part in need[1]:
            yield from _strings(part)


def _sequence(items: list[tuple[Any, Any]], folded: bool) -> Need | None:
    """What a match of these items in a row needs: every literal run and every part it must cross."""
    needs: list[Need] = []
    run: set[str] = {""}

    def close() -> None:
        nonlocal run
        if run != {""} and min(map(len, run)) >= _SHORTEST:
            needs.append(_any(run))
        run = {""}

    for op, value in items:
        if op is _op.LITERAL:
            letter = chr(value)
            run = {r + (letter.lower() if folded else letter) for r in run}
        elif op is _op.IN and (letters := _letters(value, folded)) is not None and len(run) * len(letters) <= _MOST:
            run = {r + letter for r in run for letter in letters}
        elif op is _op.AT:
            continue  # zero width (\b, ^): the letters on either side are still in a row
        else:
            close()
            part = _part(op, value, folded)
            if part is not None:
                needs.append(part)
    close()
    if not needs:
        return None
    # the longest strings first: the test that fails most often is tried first
    needs.sort(key=lambda need: -_shortest(need))
    return needs[0] if len(needs) == 1 else ("all", tuple(needs))


def _any(strings: Iterable[str]) -> Need:
    kept = sorted(set(strings), key=len)
    # "ignore" is in every text "ignored" is in: the longer string adds nothing
    kept = [s for n, s in enumerate(kept) if not any(t in s for t in kept[:n])]
    return kept[0] if len(kept) == 1 else ("any", tuple(kept))


def _shortest(need: Need) -> int:
    if isinstance(need, str):
        return len(need)
    lengths = [_shortest(part) for part in need[1]]
    return max(lengths) if need[0] == "all" else min(lengths)


def _part(op: Any, value: Any, folded: bool) -> Need | None:
    if op is _op.BRANCH:
        ways = [_sequence(list(branch), folded) for branch in value[1]]
        if any(way is None for way in ways):
            return None  # one way through needs nothing: the whole alternation needs nothing
        return ("any", tuple(way for way in ways if way is not None))
    if op is _op.SUBPATTERN:
        add, remove = value[1], value[2]
        inner = (folded or bool(add & re.IGNORECASE)) and not bool(remove & re.IGNORECASE)
        return _sequence(list(value[-1]), inner)
    if op in (_op.MAX_REPEAT, _op.MIN_REPEAT) or op is getattr(_op, "POSSESSIVE_REPEAT", None):
        low, _high, body = value
        return _sequence(list(body), folded) if low >= 1 else None
    if op is getattr(_op, "ATOMIC_GROUP", None):
        return _sequence(list(value), folded)
    return None  # lookarounds, back-references, conditionals, wide classes: nothing sure


def _letters(value: list[tuple[Any, Any]], folded: bool) -> list[str] | None:
    """The letters of a small character class ("[sz]"), or None for anything wider or negated."""
    out = []
    for op, item in value:
        if op is not _op.LITERAL:
            return None
        letter = chr(item)
        out.append(letter.lower() if folded else letter)
    return sorted(set(out)) if 0 < len(out) <= _FEW else None


def grams(text: str) -> frozenset[str]:
    """Every run of two and three characters of `text`: what the gates look up."""
    return frozenset(text[i : i + n] for n in (2, 3) for i in range(len(text) - n + 1))


def _clauses(need: Need) -> list[frozenset[str]] | None:
    """The formula as alternatives, each the set of pieces (runs of three characters, or a two-letter string) it
    needs all of. The choices inside an alternative are spelled out while they stay few (_SPREAD); a choice that
    would spell out more is left out, which only loosens the test. None when some alternative needs nothing."""
    if isinstance(need, str):
        return [frozenset(_keys(need))]
    kind, parts = need
    if kind == "any":
        out: list[frozenset[str]] = []
        for part in parts:
            found = _clauses(part)
            if found is None:
                return None
            out.extend(found)
        return out
    spelled = [frozenset[str]()]
    for part in parts:  # the most telling parts first (see _sequence)
        found = _clauses(part)
        if found is not None and len(spelled) * len(found) <= _SPREAD:
            spelled = [one | other for one in spelled for other in found]
    return None if any(not clause for clause in spelled) else spelled


def _keys(string: str) -> Iterable[str]:
    if len(string) <= 3:
        yield string
    else:  # its first, middle and last three characters
        for start in {0, (len(string) - 3) // 2, len(string) - 3}:
            yield string[start : start + 3]


class Gates:
    """The gates of many classes at once: one pass over a text's grams tells which classes may match.

    Each alternative of each class is filed under one of the pieces it needs (the one fewest alternatives need, so
    a common piece such as "the" wakes few); a piece of the text wakes the alternatives filed under it, and a woken
    alternative passes when all its pieces are in the text. A class passes when one of its alternatives does (or
    when it has no gate)."""

    def __init__(self, classes: Iterable[tuple[str, re.Pattern[str]]]) -> None:
        self.classes = tuple(classes)
        self._open: list[int] = []  # classes without a gate: always run
        found: list[tuple[int, frozenset[str]]] = []
        for position, (_name, pattern) in enumerate(self.classes):
            need = _required(pattern)
            clauses = _clauses(need) if need is not None else None
            if clauses:
                found.extend((position, clause) for clause in set(clauses))
            else:
                self._open.append(position)
        spread = Counter(key for _position, clause in found for key in clause)
        self._index: dict[str, list[tuple[int, frozenset[str]]]] = {}
        for position, clause in sorted(found, key=lambda item: (item[0], sorted(item[1]))):
            trigger = min(sorted(clause), key=lambda key: (spread[key], -len(key)))
            self._index.setdefault(trigger, []).append((position, clause))
        self._triggers = frozenset(self._index)

    def passing(self, text: str) -> list[int]:
        """The positions of the classes whose pattern may match `text` (lower-cased), in order."""
        if not text.isascii():
            return list(range(len(self.classes)))
        seen = grams(text)
        passed = set(self._open)
        for trigger in seen & self._triggers:
            for position, clause in self._index[trigger]:
                if position not in passed and clause <= seen:
                    passed.add(position)
        return sorted(passed)
