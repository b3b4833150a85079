"""How much of a tool the poisoning lint reads (`aggregator.poisoning`), and which descriptions are outliers by length.

The lint's rules cost time in proportion to the text they read (about a second per 100,000 characters), on the
event loop of whoever builds a catalog or asks a person about a tool. A server can send megabytes in one
description, and again with every list, so the lint reads a bounded copy: each text cut at `MAX_TEXT_CHARS`, all of
one tool's texts together at `MAX_TOOL_CHARS`. What is cut is not ignored: the scan reports it as unread text, which
flags the tool (an order placed past the cut would otherwise pass). The longest text of the 1,611 real tools in
`bench/retrieval_data` is under 10,000 characters, the most of one tool's texts under 40,000. Stdlib only.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = [
    "LONG_MIN_CHARS",
    "LONG_MIN_SIBLINGS",
    "LONG_RATIO",
    "LONG_Z",
    "MAX_TEXT_CHARS",
    "MAX_TOOL_CHARS",
    "bounded",
    "long_descriptions",
]

#: the most of one text (a description, a name, a default) the lint reads
MAX_TEXT_CHARS = 20_000
#: the most of all one tool's texts together the lint reads
MAX_TOOL_CHARS = 64_000
#: what every text keeps once the tool's budget is spent: a key, a type, an enum value stay whole (names that merge
#: into one would change the schema the lint judges); the texts are counted (at most 4000 read), so this is bounded
_FLOOR = 64
#: deeper than anything the lint's walks reach: a subtree there is left as it is, not copied
_MAX_DEPTH = 128
#: the top-level keys read first, so the budget goes to what a model reads first
_FIRST = ("name", "title", "description", "annotations", "inputSchema", "outputSchema")

#: z-scores (median absolute deviation) above it, and this long; with fewer other described tools there is no norm
LONG_RATIO, LONG_Z, LONG_MIN_CHARS, LONG_MIN_SIBLINGS = 4.0, 6.0, 800, 4


def bounded(tool: Mapping[str, Any]) -> tuple[Mapping[str, Any], list[tuple[str, str, int]]]:
    """`tool` as the lint reads it, and what was cut: (path, the text as it was, how many characters were kept).

    `tool` itself when nothing is past a bound (nearly always: then nothing is copied, and the texts stay the very
    objects the lint's caches have seen); otherwise a copy with every string, keys too, cut to its share."""
    if _within(tool):
        return tool, []
    cuts: list[tuple[str, str, int]] = []
    keys = [key for key in _FIRST if key in tool] + [key for key in tool if key not in _FIRST]
    return _mapping(tool, keys, "", 0, [MAX_TOOL_CHARS], cuts), cuts


def _within(tool: Mapping[str, Any]) -> bool:
    """Whether every string of `tool` and their sum are within the bounds (walked without recursion: cheap)."""
    total, stack = 0, list[tuple[Any, int]]([(tool, 0)])
    while stack:
        node, depth = stack.pop()
        if isinstance(node, str):
            total += len(node)
            if len(node) > MAX_TEXT_CHARS or total > MAX_TOOL_CHARS:
                return False
        elif depth < _MAX_DEPTH and isinstance(node, Mapping):
            stack.extend((key, depth + 1) for key in node)
            stack.extend((value, depth + 1) for value in node.values())
        elif depth < _MAX_DEPTH and isinstance(node, list):
            stack.extend((item, depth + 1) for item in node)
    return True


def _cut(text: Any, path: str, budget: list[int], cuts: list[tuple[str, str, int]]) -> Any:
    if not isinstance(text, str):
        return text
    kept = min(len(text), MAX_TEXT_CHARS, max(budget[0], _FLOOR))
    budget[0] = max(budget[0] - kept, 0)
    if kept < len(text):
        cuts.append((path, text, kept))
        return text[:kept]
    return text


def _copy(node: Any, path: str, depth: int, budget: list[int], cuts: list[tuple[str, str, int]]) -> Any:
    if isinstance(node, str):
        return _cut(node, path, budget, cuts)
    if depth >= _MAX_DEPTH:
        return node
    if isinstance(node, Mapping):
        return _mapping(node, list(node), path, depth, budget, cuts)
    if isinstance(node, list):
        return [_copy(item, f"{path}[{index}]", depth + 1, budget, cuts) for index, item in enumerate(node)]
    return node


def _mapping(
    node: Mapping[str, Any], keys: list[Any], path: str, depth: int, budget: list[int], cuts: list[tuple[str, str, int]]
) -> dict[Any, Any]:
    out: dict[Any, Any] = {}
    for key in keys:
        # a key is read as a name (a parameter's): cut like any text, and the paths below it built from what is kept
        short = _cut(key, f"{path}{'.' if path else ''}{key!s:.40}", budget, cuts)
        out[short] = _copy(node[key], f"{path}{'.' if path else ''}{short}", depth + 1, budget, cuts)
    return out


def long_descriptions(tools: Sequence[Mapping[str, Any]]) -> dict[int, str]:
    """Position -> why, for the descriptions far longer than their server's others (measured in full, uncut)."""
    lengths = {
        index: len(tool["description"])
        for index, tool in enumerate(tools)
        if isinstance(tool, Mapping) and isinstance(tool.get("description"), str) and tool["description"].strip()
    }
    out: dict[int, str] = {}
    for index, length in lengths.items():
        others = [other for key, other in lengths.items() if key != index]
        if len(others) < LONG_MIN_SIBLINGS or length < LONG_MIN_CHARS:
            continue
        median = statistics.median(others)
        spread = statistics.median(abs(other - median) for other in others) * 1.4826 or 1.0
        ratio, score = length / max(median, 1.0), (length - median) / spread
        if ratio >= LONG_RATIO and score >= LONG_Z:
            out[index] = f"{length} characters, {ratio:.1f}x the server's median of {median:.0f} (robust z {score:.1f})"
    return out
