"""The poisoning lint's verdicts, kept by content digest: the same list or definition is judged once.

A catalog is built again whenever any server's list or status changes, and every server's list is judged again
with it; a person is asked about an unapproved tool on every call of it. The lint is pure (the same definitions,
the same findings), so a verdict is kept under the SHA-256 of what was judged and reused while that is unchanged.
Only the verdicts are kept (a line each), never the definitions. Stdlib and the lint only.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from aggregator.poisoning import flagged, scan_tool, scan_tools, summary

__all__ = ["MAX_VERDICTS", "flagged_in", "warning_for"]

#: how many verdicts of each kind are kept (the oldest goes first): more than the servers and pending tools of a
#: large deployment, each verdict a few hundred characters
MAX_VERDICTS = 1024

_lists: dict[str, dict[int, str]] = {}
_tools: dict[str, str | None] = {}


def flagged_in(tools: Sequence[Mapping[str, Any]], *, learned: bool = False) -> dict[int, str]:
    """Position in one server's list -> what flagged it, for the tools the lint flags (judged with their siblings);
    `learned`: with the classifier of `aggregator.poisoning_model` too."""
    key = _digest([learned, *tools])
    found = _lists.pop(key, None) if key is not None else None
    if found is None:
        hits_of = scan_tools(tools, learned=learned)
        found = {index: summary(hits) for index, hits in enumerate(hits_of) if flagged(hits)}
    if key is not None:
        _keep(_lists, key, found)
    return dict(found)


def warning_for(definition: Mapping[str, Any], sha256: str) -> str | None:
    """What the lint flags in one definition on its own (`summary`), None when nothing; `sha256` is the digest of
    `definition` the caller already holds (a pin's)."""
    if sha256 in _tools:
        found = _tools.pop(sha256)
    else:
        hits = scan_tool(definition)
        found = summary(hits) if flagged(hits) else None
    _keep(_tools, sha256, found)
    return found


def _keep(cache: dict[str, Any], key: str, value: Any) -> None:
    cache[key] = value  # re-inserted: a dict keeps insertion order, so the first key is the least recently used
    while len(cache) > MAX_VERDICTS:
        del cache[next(iter(cache))]


def _digest(value: Any) -> str | None:
    """The SHA-256 of `value` as canonical JSON; None for a value JSON cannot write (then it is judged every time)."""
    try:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr)
    except (TypeError, ValueError, RecursionError):
        return None
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
