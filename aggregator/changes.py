"""What changed between two snapshots of the merged tool list: `mcp-aggregator diff OLD NEW`.

A snapshot (format 1, `Catalog.snapshot()`) is what a host approved or committed; the next one is what the servers
offer now. `diff_snapshots` lists every difference a client or a reviewer would care about, one `Change` per tool
and kind, so a CI job can gate on it and a person can read it as a table.

A tool is identified by (server, upstream name), never by its exported name: the exported name is an outcome of
the merge (a collision elsewhere can prefix it) and a change of it is reported as `renamed`, not as a removal plus
an addition. Only the tool definitions are compared. The `volatile` section, server status and cache fields, and
the report are not: they change without any tool changing. They are only read to explain a change, e.g. a tool
that is gone because its server is down is still `removed`, but its detail says the server is down, which tells
"the server is away" from "the server deleted the tool".

Kinds, and which definition keys they cover:

    added                 a tool that NEW has and OLD has not
    removed               a tool that OLD has and NEW has not
    renamed               same tool, another exported name
    schema_changed        inputSchema or outputSchema (path-level summary of what changed)
    description_changed   description or title (excerpt before -> after)
    annotations_changed   annotations (which hints changed)
    other_changed         any other definition key: icons, _meta, execution, keys this version does not know

Unknown keys get a kind of their own rather than being folded into a known one or ignored: a reviewer should see
that *something* in an approved definition moved, without it being mistaken for a schema or prompt change.

A changed description, title or schema of a tool that was there before is how an approved server turns malicious
(a "rug pull": the text a model reads as instructions, or the arguments it is asked for, change after approval),
so those changes are `flagged`. So is an annotation change that makes a tool look less safe (no longer read-only,
destructive now, open-world now), since hosts may skip confirmation for read-only tools.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from aggregator.catalog import SERVING_STATES

__all__ = ["Change", "ChangeKind", "diff_snapshots"]


class ChangeKind(StrEnum):
    """The kinds of change, in the order they are listed within one tool."""

    ADDED = "added"
    REMOVED = "removed"
    RENAMED = "renamed"
    SCHEMA_CHANGED = "schema_changed"
    DESCRIPTION_CHANGED = "description_changed"
    ANNOTATIONS_CHANGED = "annotations_changed"
    OTHER_CHANGED = "other_changed"


@dataclass(frozen=True, slots=True)
class Change:
    """One difference of one tool between OLD and NEW."""

    kind: ChangeKind
    server: str
    original_name: str
    #: the exported name in NEW (in OLD for a removed tool)
    name: str
    #: the exported name in OLD, for `renamed`; else None
    old_name: str | None
    #: one line for a table; values are escaped so hidden characters show
    detail: str
    #: a possible rug pull: highlight it (see the module docstring for what is flagged)
    flagged: bool = False

    def to_json(self) -> dict[str, Any]:
        """The change as JSON, for `diff --json`."""
        return {
            "kind": self.kind.value,
            "server": self.server,
            "original_name": self.original_name,
            "name": self.name,
            "old_name": self.old_name,
            "detail": self.detail,
            "flagged": self.flagged,
        }


# Keys of a snapshot tool entry that are about the merge, not the upstream definition.
_ENTRY_KEYS = frozenset({"name", "server", "original_name", "rename"})
_SCHEMA_KEYS = ("inputSchema", "outputSchema")
_TEXT_KEYS = ("title", "description")
_ANNOTATIONS = "annotations"

# Bounds that keep a detail one readable table line however large the definitions are.
_MAX_DETAIL = 300
_MAX_PATHS = 4
_MAX_VALUE = 60
_MAX_EXCERPT = 70
_CONTEXT = 20

_Key = tuple[str, str]


class _Absent:
    """A key that is not there, told apart from a key whose value is null."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "(absent)"


_ABSENT: Any = _Absent()


def diff_snapshots(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[Change]:
    """Every change from snapshot `old` to snapshot `new`, in a deterministic order.

    Order: tools in NEW's order (each with its kinds in `ChangeKind` order), then the removed tools in OLD's order.
    Identical snapshots, or ones that differ only outside the tool definitions, give [].
    """
    old_tools = _tools_by_key(old)
    new_tools = _tools_by_key(new)
    changes: list[Change] = []
    for key, entry in new_tools.items():
        before = old_tools.get(key)
        if before is None:
            changes.append(_added(key, entry, old))
        else:
            changes.extend(_compared(key, before, entry))
    for key, entry in old_tools.items():
        if key not in new_tools:
            changes.append(_removed(key, entry, new))
    return changes


def _tools_by_key(snapshot: Mapping[str, Any]) -> dict[_Key, Mapping[str, Any]]:
    # A real snapshot has each identity once (a duplicate is dropped by the merge); for a hand-edited one the first
    # entry counts, as it would in the merge.
    out: dict[_Key, Mapping[str, Any]] = {}
    for entry in snapshot.get("tools") or ():
        if isinstance(entry, Mapping):
            out.setdefault((str(entry.get("server")), str(entry.get("original_name"))), entry)
    return out


def _added(key: _Key, entry: Mapping[str, Any], old: Mapping[str, Any]) -> Change:
    server, original = key
    view = _server_view(old, server)
    drop = _drop_of(old, key)
    if view is None:
        note = f"new tool of server {server}, which is not in OLD"
    elif view.get("status") not in SERVING_STATES:
        # back with its server, rather than new: worth telling apart when reviewing
        reason = view.get("reason")
        note = f"server {server} was {view.get('status')} in OLD" + (f": {_printable(str(reason))}" if reason else "")
    elif drop is not None:
        note = f"was dropped in OLD: {_drop_text(drop)}"
    else:
        note = "new tool"
    return Change(ChangeKind.ADDED, server, original, str(entry.get("name")), None, _join([note]))


def _removed(key: _Key, entry: Mapping[str, Any], new: Mapping[str, Any]) -> Change:
    server, original = key
    view = _server_view(new, server)
    drop = _drop_of(new, key)
    if view is None:
        note = f"server {server} is not in NEW (no longer configured?)"
    elif view.get("status") not in SERVING_STATES:
        # "server down", not "tool deleted": the tool may well come back with its server
        reason = view.get("reason")
        note = f"server {server} is {view.get('status')}" + (f": {_printable(str(reason))}" if reason else "")
    elif drop is not None:
        note = f"dropped in NEW: {_drop_text(drop)}"
    elif _page_capped(new, server):
        note = f"server {server} stopped at the page cap: the tool may be beyond it"
    else:
        note = "the server no longer lists it"
    return Change(ChangeKind.REMOVED, server, original, str(entry.get("name")), None, _join([note]))


def _drops(snapshot: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    report = snapshot.get("report")
    drops = report.get("drops") if isinstance(report, Mapping) else None
    return [drop for drop in drops or () if isinstance(drop, Mapping)]


def _page_capped(snapshot: Mapping[str, Any], server: str) -> bool:
    return any(drop.get("server") == server and drop.get("reason") == "page_cap" for drop in _drops(snapshot))


def _server_view(snapshot: Mapping[str, Any], server: str) -> Mapping[str, Any] | None:
    for view in snapshot.get("servers") or ():
        if isinstance(view, Mapping) and view.get("name") == server:
            return view
    return None


def _drop_of(snapshot: Mapping[str, Any], key: _Key) -> Mapping[str, Any] | None:
    """The report's drop of this very tool, if any."""
    for drop in _drops(snapshot):
        if drop.get("server") == key[0] and drop.get("original_name") == key[1]:
            return drop
    return None


def _drop_text(drop: Mapping[str, Any]) -> str:
    detail = drop.get("detail")
    return f"{drop.get('reason')}" + (f" ({_clip(_printable(str(detail)), _MAX_VALUE)})" if detail else "")


def _compared(identity: _Key, old: Mapping[str, Any], new: Mapping[str, Any]) -> list[Change]:
    server, original = identity
    name = str(new.get("name"))
    out: list[Change] = []

    def change(kind: ChangeKind, detail: str, flagged: bool, old_name: str | None = None) -> None:
        out.append(Change(kind, server, original, name, old_name, detail, flagged))

    if old.get("name") != new.get("name"):
        change(ChangeKind.RENAMED, _rename_text(old, new), False, str(old.get("name")))
    schema = [line for key in _SCHEMA_KEYS for line in _paths(key, old.get(key, _ABSENT), new.get(key, _ABSENT))]
    if schema:
        change(ChangeKind.SCHEMA_CHANGED, _summary(schema), True)
    changed = [_text_change(key, old.get(key, _ABSENT), new.get(key, _ABSENT)) for key in _TEXT_KEYS]
    texts = [text for text in changed if text]
    if texts:
        change(ChangeKind.DESCRIPTION_CHANGED, _join(texts), True)
    hints = _hint_changes(old.get(_ANNOTATIONS, _ABSENT), new.get(_ANNOTATIONS, _ABSENT))
    if hints:
        lines, riskier = hints
        change(ChangeKind.ANNOTATIONS_CHANGED, _summary(lines), riskier)
    others = [k for k in _definition_keys(new, old) if k not in (*_SCHEMA_KEYS, *_TEXT_KEYS, _ANNOTATIONS)]
    other = [line for key in others for line in _paths(key, old.get(key, _ABSENT), new.get(key, _ABSENT))]
    if other:
        change(ChangeKind.OTHER_CHANGED, _summary(other), False)
    return out


def _definition_keys(first: Mapping[str, Any], second: Mapping[str, Any]) -> list[str]:
    """The definition keys of both entries: `first`'s order, then keys only `second` has."""
    keys = [k for k in first if k not in _ENTRY_KEYS]
    return keys + [k for k in second if k not in _ENTRY_KEYS and k not in first]


def _rename_text(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    rename = new.get("rename")
    why = rename.get("reason") if isinstance(rename, Mapping) else None
    now = f"renamed: {why}" if why else "upstream name, not renamed"
    return f"{_show(old.get('name'))} -> {_show(new.get('name'))} ({now})"


# -- values ----------------------------------------------------------------------------------------------------------


def _same(a: Any, b: Any) -> bool:
    """JSON equality: unlike `==`, true is not 1 (a `const: 1` that became `const: true` is a change)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b  # 1 and 1.0 are the same JSON number (and the same to a JSON Schema validator)
    return type(a) is type(b) and a == b


_PLAIN_KEY = re.compile(r"[A-Za-z_$][A-Za-z0-9_$-]*")


def _step(path: str, key: str) -> str:
    return f"{path}.{key}" if _PLAIN_KEY.fullmatch(key) else f"{path}[{_show(key)}]"


def _paths(path: str, old: Any, new: Any) -> Iterator[str]:
    """Lines `path: what changed`, down to the deepest objects that differ; lists are compared whole.

    Lists of objects of equal length (anyOf, oneOf, allOf, prefixItems) are walked by index, since their items
    are schemas; any other list (required, enum, type) is shown whole, because its before -> after reads best.
    """
    if _same(old, new):
        return
    if old is _ABSENT:
        yield f"{path}: added"
    elif new is _ABSENT:
        yield f"{path}: removed"
    elif isinstance(old, Mapping) and isinstance(new, Mapping):
        for key in [*new, *(k for k in old if k not in new)]:
            yield from _paths(_step(path, str(key)), old.get(key, _ABSENT), new.get(key, _ABSENT))
    elif _schema_list(old) and _schema_list(new) and len(old) == len(new):
        for index, (a, b) in enumerate(zip(old, new, strict=True)):
            yield from _paths(f"{path}[{index}]", a, b)
    else:
        yield f"{path}: {_clip(_show(old), _MAX_VALUE)} -> {_clip(_show(new), _MAX_VALUE)}"


def _schema_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(item, Mapping) for item in value)


def _hint_changes(old: Any, new: Any) -> tuple[list[str], bool] | None:
    """Lines `hint: before -> after` for the changed annotations, and whether the tool now looks less safe."""
    if _same(old, new):
        return None
    # absent annotations are no hints at all: `readOnlyHint: (absent) -> true` reads better than `annotations: added`
    before = {} if old is _ABSENT else old
    after = {} if new is _ABSENT else new
    if not isinstance(before, Mapping) or not isinstance(after, Mapping):
        return [f"annotations: {_clip(_show(old), _MAX_VALUE)} -> {_clip(_show(new), _MAX_VALUE)}"], False
    lines = [
        f"{key if _PLAIN_KEY.fullmatch(str(key)) else _show(key)}: "
        f"{_clip(_show(before.get(key, _ABSENT)), _MAX_VALUE)} -> {_clip(_show(after.get(key, _ABSENT)), _MAX_VALUE)}"
        for key in [*after, *(k for k in before if k not in after)]
        if not _same(before.get(key, _ABSENT), after.get(key, _ABSENT))
    ]
    return lines, _riskier(before, after)


def _riskier(old: Mapping[str, Any], new: Mapping[str, Any]) -> bool:
    # Compared as the spec reads them, absent meaning the default: readOnlyHint false, destructiveHint true,
    # openWorldHint true. Only moves away from safety count; a tool that says it is safer is not a rug pull.
    def hint(annotations: Mapping[str, Any], key: str, default: bool) -> bool:
        value = annotations.get(key, default)
        return value if isinstance(value, bool) else default

    read_only = hint(old, "readOnlyHint", False), hint(new, "readOnlyHint", False)
    destructive = hint(old, "destructiveHint", True), hint(new, "destructiveHint", True)
    open_world = hint(old, "openWorldHint", True), hint(new, "openWorldHint", True)
    # destructiveHint means something only for a tool that is not read-only
    became_destructive = not read_only[1] and destructive == (False, True)
    return read_only == (True, False) or became_destructive or open_world == (False, True)


def _text_change(key: str, old: Any, new: Any) -> str | None:
    """`key: "…before…" -> "…after…"`, around the first place the two texts differ."""
    if _same(old, new):
        return None
    if not isinstance(old, str) or not isinstance(new, str):
        return f"{key}: {_clip(_show(old), _MAX_EXCERPT)} -> {_clip(_show(new), _MAX_EXCERPT)}"
    start = 0
    limit = min(len(old), len(new))
    while start < limit and old[start] == new[start]:
        start += 1
    end = 0  # length of the common suffix, not overlapping the prefix
    while end < limit - start and old[-1 - end] == new[-1 - end]:
        end += 1
    return f"{key}: {_excerpt(old, start, end)} -> {_excerpt(new, start, end)}"


def _excerpt(text: str, start: int, end: int) -> str:
    """The differing middle of `text` (it starts at `start`, `end` characters before the end) with some context."""
    begin = max(0, start - _CONTEXT)
    stop = min(len(text), len(text) - end + (_CONTEXT if end else 0))
    middle = text[begin:stop]
    if len(middle) > _MAX_EXCERPT:
        middle, stop = middle[:_MAX_EXCERPT], begin + _MAX_EXCERPT
    # the ellipses sit outside the quotes so they cannot be mistaken for the tool's own text
    return ("…" if begin > 0 else "") + _show(middle) + ("…" if stop < len(text) else "")


def _show(value: Any) -> str:
    """Compact JSON with every character a terminal would hide (controls, bidi overrides, zero-widths) escaped."""
    if value is _ABSENT:
        return "(absent)"
    return _printable(json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=repr))


def _printable(text: str) -> str:
    """`text` on one line, with what a terminal would hide or act on (controls, bidi overrides) escaped."""
    return "".join(ch if ch.isprintable() else f"\\u{ord(ch):04x}" for ch in text)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _summary(lines: Sequence[str]) -> str:
    shown = list(lines[:_MAX_PATHS])
    if len(lines) > _MAX_PATHS:
        shown.append(f"(+{len(lines) - _MAX_PATHS} more)")
    return _join(shown)


def _join(parts: Sequence[str]) -> str:
    return _clip("; ".join(parts), _MAX_DETAIL)
