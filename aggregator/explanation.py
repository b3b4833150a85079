"""Why a name is (or is not) in the merged tool list: `mcp-aggregator why NAME`.

Everything needed is in a snapshot (format 1, `Catalog.snapshot()`): the exported tools with their rename reasons,
the servers with their prefixes and states, and the report of drops, collisions and unvalidated tools. So `why`
answers the same offline, from a committed file, as against live servers, and it never guesses beyond the report.

For an exported name: which server and upstream tool it is, and why it is named so (as is; prefixed for a
collision, for prefix mode `always`, or so as not to shadow another server's name; rewritten to fit the name
profile), and whether its arguments go unvalidated.

For a name that is not exported, the answer is one of the catalog's `Reason`s:

    rewritten             the name is an upstream name (or server prefix + separator + upstream name) of a tool
                          that is served under another exported name: here it is, and why
    filtered ... server_down
                          a drop of the report whose upstream name is the name, or whose prefixed form is
    page_cap, server_down (with no known tools)
                          only when nothing matched: the name may be beyond a server's page cap, or belong to a
                          server that is down and was never listed

and failing all of those the name is unknown, with close names suggested. One name can match several servers (each
one an `Explanation`); a found name is followed by any other tools it matches, such as another server's tool of
that name that a filter dropped, because that is usually what the question is about.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from aggregator.catalog import Reason
from aggregator.command_hint import command
from aggregator.naming import DEFAULT_SEPARATOR
from aggregator.spelling import visible
from aggregator.status import State

__all__ = ["Explainer", "Explanation", "explain"]


@dataclass(frozen=True, slots=True)
class Explanation:
    """One answer to "why is NAME (not) in the list", about one (server, upstream tool) or about the name alone."""

    name: str
    #: is `name` an exported name of the merged list
    found: bool
    server: str | None
    original_name: str | None
    #: a `Reason` value (why not exported, or `rewritten`: exported under another name), a rename reason
    #: (`collision`, `always`, `shadow`, `rewritten`) for the exported tool itself, or None (as is, or unknown)
    reason: str | None
    #: the human explanation, one fact per line
    lines: tuple[str, ...]
    suggestions: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The explanation as JSON, for `why --json`."""
        return {
            "name": self.name,
            "found": self.found,
            "server": self.server,
            "original_name": self.original_name,
            "reason": self.reason,
            "lines": list(self.lines),
            "suggestions": list(self.suggestions),
        }


def explain(snapshot: Mapping[str, Any], name: str, *, separator: str | None = None) -> list[Explanation]:
    """Explanations of `name` against `snapshot`, most direct first; never empty.

    `separator` is the one the catalog was built with: by default the snapshot's `naming.separator`, or "__" for a
    snapshot that does not record it.
    """
    return Explainer(snapshot, separator=separator).explain(name)


class Explainer:
    """`explain` for many names against one snapshot: the snapshot is indexed once, not once a name (a status page
    that explains each renamed tool of a large catalog would otherwise index it once per tool)."""

    def __init__(self, snapshot: Mapping[str, Any], *, separator: str | None = None) -> None:
        if separator is None:
            naming = snapshot.get("naming")
            recorded = naming.get("separator") if isinstance(naming, Mapping) else None
            separator = recorded if isinstance(recorded, str) and recorded else DEFAULT_SEPARATOR
        self._index = _Index(snapshot, separator)

    def explain(self, name: str) -> list[Explanation]:
        """What `explain(snapshot, name)` answers."""
        return _explain(self._index, name)

    def first(self, name: str) -> Explanation:
        """The most direct explanation of `name` (`explain(...)[0]`); for an exported name, without walking the
        rest of the report for other tools it may name."""
        tool = self._index.by_name.get(name)
        return _exported(self._index, name, tool) if tool is not None else _explain(self._index, name)[0]


def _explain(index: _Index, name: str) -> list[Explanation]:
    found = name in index.by_name
    out: list[Explanation] = []
    own: tuple[str, str] | None = None
    if found:
        tool = index.by_name[name]
        own = (tool["server"], tool["original_name"])
        out.append(_exported(index, name, tool))
    for tool in index.tools:
        key = (tool["server"], tool["original_name"])
        if key != own and index.refers_to(name, *key):
            out.append(_served_as(index, name, found, tool))
    for key, drops in index.drops_by_tool.items():
        # a served tool's own drops too: a later duplicate, or an earlier definition with a bad schema
        if index.refers_to(name, *key):
            out.append(_dropped(index, name, found, drops))
    if out:
        return out
    suggestions = _suggestions(index, name)
    maybe = [_maybe(index, name, drop, suggestions) for drop in index.list_drops]
    if maybe:
        return maybe
    lines = [f"{_q(name)} is not an exported name and matches no tool of the report"]
    if suggestions:
        lines.append("did you mean: " + ", ".join(_q(s) for s in suggestions))
    return [Explanation(name, False, None, None, None, _lines(lines), suggestions)]


# -- the snapshot, indexed -------------------------------------------------------------------------------------------


class _Index:
    """The parts of a snapshot `explain` looks things up in."""

    def __init__(self, snapshot: Mapping[str, Any], separator: str) -> None:
        self.separator = separator
        naming = snapshot.get("naming")
        profile = naming.get("name_profile") if isinstance(naming, Mapping) else None
        #: the name profile the names were fitted to, if the snapshot says
        self.profile = profile if isinstance(profile, str) else None
        self.tools: list[Mapping[str, Any]] = [
            t
            for t in snapshot.get("tools") or ()
            if isinstance(t, Mapping) and all(isinstance(t.get(k), str) for k in ("name", "server", "original_name"))
        ]
        self.by_name = {t["name"]: t for t in self.tools}
        self.by_key = {(t["server"], t["original_name"]): t for t in self.tools}
        self.servers: dict[str, Mapping[str, Any]] = {
            s["name"]: s
            for s in snapshot.get("servers") or ()
            if isinstance(s, Mapping) and isinstance(s.get("name"), str)
        }
        report = snapshot.get("report")
        report = report if isinstance(report, Mapping) else {}
        drops = [d for d in report.get("drops") or () if isinstance(d, Mapping) and isinstance(d.get("server"), str)]
        #: drops of one tool, grouped by (server, upstream name), in report order
        self.drops_by_tool: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
        for drop in drops:
            if isinstance(drop.get("original_name"), str):
                self.drops_by_tool.setdefault((drop["server"], drop["original_name"]), []).append(drop)
        #: drops of a whole list: a server stopped at the page cap, or down with no tools known
        self.list_drops = [
            d
            for d in drops
            if d.get("original_name") is None and d.get("reason") in (Reason.PAGE_CAP.value, Reason.SERVER_DOWN.value)
        ]
        self.collisions: dict[str, list[str]] = {}
        for c in report.get("collisions") or ():
            if isinstance(c, Mapping) and isinstance(c.get("name"), str):
                owners = [s for s in c.get("servers") or () if isinstance(s, str)]
                # look-alike spellings (a Cyrillic letter, a zero-width space) collide under each of their names
                for name in [c["name"], *(n for n in c.get("names") or () if isinstance(n, str))]:
                    self.collisions[name] = owners
        self.unvalidated: dict[str, str] = {
            u["name"]: str(u.get("reason") or "")
            for u in report.get("unvalidated") or ()
            if isinstance(u, Mapping) and isinstance(u.get("name"), str)
        }

    def head(self, server: str) -> str:
        """`prefix + separator` of a server; the prefix defaults to the server's name, as in the config."""
        view = self.servers.get(server, {})
        prefix = view.get("prefix")
        return (prefix if isinstance(prefix, str) and prefix else server) + self.separator

    def refers_to(self, name: str, server: str, original: str) -> bool:
        """Does `name` name this upstream tool: as it is upstream, or in its prefixed form."""
        return name == original or name == self.head(server) + original

    def status(self, server: str) -> str | None:
        """The status (and reason) of a server that is not plainly ok, else None."""
        view = self.servers.get(server)
        if view is None or view.get("status") == State.OK:
            return None
        reason = view.get("reason")
        return f"{view.get('status')}: {reason}" if reason else str(view.get("status"))

    def exported_as(self, server: str, original: str) -> str | None:
        tool = self.by_key.get((server, original))
        return tool["name"] if tool else None


# -- exported names --------------------------------------------------------------------------------------------------


def _exported(index: _Index, name: str, tool: Mapping[str, Any]) -> Explanation:
    server, original = tool["server"], str(tool.get("original_name"))
    rename = tool.get("rename")
    reason = rename.get("reason") if isinstance(rename, Mapping) else None
    lines = [f"{_q(name)} is server {server}'s tool {_q(original)}", *_naming_lines(index, tool)]
    if name in index.unvalidated:
        lines.append(f"its arguments are not validated before forwarding: {index.unvalidated[name]}")
    status = index.status(server)
    if status:
        lines.append(f"server {server} is {status}")
    return Explanation(name, True, server, original, reason, _lines(lines))


def _served_as(index: _Index, name: str, found: bool, tool: Mapping[str, Any]) -> Explanation:
    """`name` is not this tool's exported name, but names it upstream (or prefixed): point at the real name."""
    server, original, exported = tool["server"], str(tool.get("original_name")), tool["name"]
    how = "its upstream name" if name == original else f"server {server}'s prefix + {_q(original)}"
    lines = [
        f"{_q(name)} is {how}: server {server}'s tool {_q(original)} is exported as {_q(exported)}",
        *_naming_lines(index, tool),
    ]
    return Explanation(name, found, server, original, Reason.REWRITTEN.value, _lines(lines))


def _naming_lines(index: _Index, tool: Mapping[str, Any]) -> list[str]:
    """Why the tool's exported name is what it is."""
    server, original, exported = tool["server"], str(tool.get("original_name")), tool["name"]
    rename = tool.get("rename")
    reason = rename.get("reason") if isinstance(rename, Mapping) else None
    head = index.head(server)
    # the part after the prefix is the upstream name unless it was also made to fit the profile
    prefixed = reason in ("collision", "always", "shadow") and exported.startswith(head)
    tail = exported[len(head) :] if prefixed else exported
    if reason is None:
        return ["not renamed: the upstream name is used as it is"]
    lines: list[str]
    if reason == "collision":
        lines = [_collision_line(index, server, original)]
    elif reason == "always":
        lines = [f"prefixed with {_q(head)} because the prefix mode is always: every name carries its server's prefix"]
    elif reason == "shadow":
        lines = [_shadow_line(index, server, tail)]
    elif reason == "rewritten":
        lines = []
    else:
        lines = [f"renamed ({reason}) from {_q(original)}"]
    if tail != original:
        lines.append(_rewrite_line(original, tail, index.profile))
    return lines


def _collision_line(index: _Index, server: str, original: str) -> str:
    owners = index.collisions.get(original) or []
    others = [s for s in owners if s != server]
    if not others:
        return f"prefixed because another server offers a tool named {_q(original)} (collision)"
    shown = []
    for other in others:
        exported = index.exported_as(other, original)
        status = index.status(other)
        shown.append(f"{other} (as {_q(exported)})" if exported else f"{other} ({status or 'not served'})")
    return f"prefixed because servers {', '.join(owners)} all offer a tool named {_q(original)} (collision): " + (
        "the other" + ("s are " if len(others) > 1 else " is ") + ", ".join(shown)
    )


def _shadow_line(index: _Index, server: str, bare: str) -> str:
    """Whose name the bare (unprefixed) name would have taken or sat among."""
    owner = index.by_name.get(bare)
    if owner is not None and owner["server"] != server:
        return (
            f"prefixed because the bare name {_q(bare)} would shadow server {owner['server']}'s tool "
            f"{_q(str(owner.get('original_name')))}, exported as {_q(bare)}"
        )
    for other, drops in index.drops_by_tool.items():
        if other[1] == bare and other[0] != server and any(d.get("reason") == Reason.SERVER_DOWN for d in drops):
            # a server that is away keeps its names, so nothing is renamed when it comes back
            return f"prefixed because the bare name {_q(bare)} is kept for server {other[0]}, which is down"
    for other_server in index.servers:
        head = index.head(other_server)
        if other_server != server and bare.startswith(head):
            return (
                f"prefixed because the bare name {_q(bare)} starts with {_q(head)}, "
                f"where server {other_server}'s prefixed names live (shadow)"
            )
    return f"prefixed because the bare name {_q(bare)} would shadow another tool's exported name"


_HASHED = re.compile(r"_[0-9a-f]{8}")


def _rewrite_line(original: str, fitted: str, profile: str | None) -> str:
    """How the upstream name was made to fit the name profile (characters replaced, length cut)."""
    # fitting replaces characters one for one, then cuts and appends "_" + 8 hex digits if needed
    hashed = len(fitted) > 9 and _HASHED.fullmatch(fitted[-9:]) is not None and not original.endswith(fitted[-9:])
    kept = fitted[:-9] if hashed else fitted
    # invisible and control characters are removed first (aggregator.spelling), then the rest replaced one for one
    shown = visible(original)
    removed = sorted({c for c in original if c not in shown}) if shown != original else []
    replaced = sorted({a for a, b in zip(shown, kept, strict=False) if a != b and b == "_"})
    facts = []
    named = f"the {_q(profile)} name profile" if profile else "the name profile"
    if removed:
        facts.append("invisible or control characters (" + " ".join(_q(c) for c in removed) + ") were removed")
    if replaced:
        facts.append(f"characters outside {named} (" + " ".join(_q(c) for c in replaced) + ") became '_'")
    if hashed:
        why = f"too long for {named}" if len(original) > len(kept) else "to stay distinct"
        facts.append(f"it was cut and given a hash suffix ({why})")
    how = "; ".join(facts) or f"it did not fit {named}"
    return f"rewritten from the upstream name {_q(original)}: {how}"


# -- names that are not exported -------------------------------------------------------------------------------------


def _dropped(index: _Index, name: str, found: bool, drops: Sequence[Mapping[str, Any]]) -> Explanation:
    # a duplicate is a side note when the tool was dropped for another reason too (e.g. its server is down)
    main = next((d for d in drops if d.get("reason") != Reason.DUPLICATE_IN_SERVER), drops[0])
    server, original = str(main["server"]), str(main["original_name"])
    reason = str(main.get("reason"))
    served = index.exported_as(server, original)
    if served is None:
        head = f"server {server}'s tool {_q(original)} is dropped: {reason}"
    else:
        head = (
            f"a definition of server {server}'s tool {_q(original)} is dropped ({reason}); "
            f"another is exported as {_q(served)}"
        )
    if name != original:
        head += f" ({_q(name)} is its prefixed name)"
    lines = [head, _drop_line(index, main)]
    lines += [f"also: {_drop_text(d)}" for d in drops if d is not main and _drop_text(d) != _drop_text(main)]
    return Explanation(name, found, server, original, reason, _lines(lines))


def _drop_line(index: _Index, drop: Mapping[str, Any]) -> str:
    """The fact behind one drop of one tool, with its detail."""
    server, original, detail = str(drop["server"]), str(drop["original_name"]), drop.get("detail")
    reason = drop.get("reason")
    text = str(detail) if detail else ""
    if reason == Reason.FILTERED:
        if text.startswith("deny "):
            return f"it matches the deny rule {_q(text[5:])} of server {server}"
        if text.startswith("allow "):
            return f"it matches none of the allow rules of server {server}: {text[6:]}"
        return f"it is filtered out by the config of server {server}" + (f": {text}" if text else "")
    if reason == Reason.INVALID_NAME:
        return f"its name {_q(original)} is not a usable tool name: it must be a non-empty string"
    if reason == Reason.INVALID_SCHEMA:
        return "its inputSchema is invalid: " + (text or "no detail")
    if reason == Reason.INVALID_DEFINITION:
        return "its definition is malformed, so clients would reject the list: " + (text or "no detail")
    if reason == Reason.INVALID_X_MCP_HEADER:
        text = text.removeprefix("invalid x-mcp-header: ")
        return "its inputSchema has an invalid x-mcp-header annotation: " + (text or "no detail")
    if reason == Reason.DUPLICATE_IN_SERVER:
        return f"server {server} lists {_q(original)} more than once; only the first definition counts"
    if reason == Reason.NEVER_COLLISION:
        keeper = text or "another server"
        exported = index.exported_as(keeper, original)
        kept = f", exported as {_q(exported)}" if exported else " (not served now)"
        return (
            f"the prefix mode is never and server {keeper}, earlier in the config, offers {_q(original)} too: "
            f"{keeper} keeps it{kept}"
        )
    if reason == Reason.UNAPPROVED:
        # the lock's key is the upstream name: the command approves this tool (and shows its diff first)
        review = command("approve", original)
        return f"the pins' lock does not approve it ({text or 'not approved'}); review it with `{review}`"
    if reason == Reason.POISONED:
        return (
            "its definition reads like hidden instructions to the model (the poisoning lint: "
            f"{text or 'no detail'}), and the config's aggregator.poisoning is block; `lint` lists every finding"
        )
    if reason == Reason.SERVER_DOWN:
        # the tool is known from the server's last good list; it comes back with the server
        return f"server {server} is not serving ({text or 'no reason given'}); the tool is known from its last list"
    return f"{reason}" + (f": {text}" if text else "")


def _maybe(index: _Index, name: str, drop: Mapping[str, Any], suggestions: tuple[str, ...]) -> Explanation:
    """A whole list's drop: the name may be one of that server's tools that nobody has seen."""
    server, reason, detail = str(drop["server"]), str(drop.get("reason")), drop.get("detail")
    lines = [f"{_q(name)} is not an exported name and matches no tool of the report"]
    if reason == Reason.PAGE_CAP:
        # the list was cut short, so the report cannot say the name does not exist
        lines.append(f"server {server}'s list is incomplete ({detail or 'page cap'}): the name may be a tool beyond it")
    else:
        lines.append(f"server {server} is not serving ({detail or 'no reason given'}) and none of its tools are known")
        lines.append("the name might belong to it")
    if name.startswith(index.head(server)):
        lines.append(f"the name starts with server {server}'s prefix {_q(index.head(server))}")
    if suggestions:
        lines.append("did you mean: " + ", ".join(_q(s) for s in suggestions))
    return Explanation(name, False, server, None, reason, _lines(lines), suggestions)


def _suggestions(index: _Index, name: str) -> tuple[str, ...]:
    """Close exported names and dropped upstream names, compared ignoring case."""
    candidates: dict[str, str] = {}
    for candidate in _candidates(index):
        if candidate != name:
            candidates.setdefault(candidate.lower(), candidate)
    close = difflib.get_close_matches(name.lower(), list(candidates), n=5, cutoff=0.6)
    return tuple(candidates[c] for c in close)


def _candidates(index: _Index) -> Iterable[str]:
    yield from index.by_name
    for _, original in index.drops_by_tool:
        yield original


def _drop_text(drop: Mapping[str, Any]) -> str:
    detail = drop.get("detail")
    return str(drop.get("reason")) + (f" ({detail})" if detail else "")


def _q(text: str | None) -> str:
    return f"'{_printable(str(text))}'"


def _printable(text: str) -> str:
    """`text` on one line, with what a terminal would hide or act on (controls, bidi overrides) escaped."""
    return "".join(ch if ch.isprintable() else f"\\u{ord(ch):04x}" for ch in text)


def _lines(lines: Iterable[str]) -> tuple[str, ...]:
    # details and reasons come from servers: none of them may smuggle a hidden character into the terminal
    return tuple(_printable(line) for line in lines)
