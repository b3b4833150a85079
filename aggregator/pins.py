"""Pinned tool definitions: which tools of a catalog the lock does not approve, and the pins' settings.

A lock (`lock_format.py`: its JSON, the canonical hash) records, per server key and upstream tool name, the SHA-256
of the canonical JSON of what a model reads of a tool or what changes how it is called (`PIN_FIELDS`), with that
canonical definition beside it, and the server's identity (`server_identity`): a stdio server's command line, an
HTTP server's origin and path; prompts, resources and templates too (`entry_pins.py` judges those). Pure: reading
and writing the file is `lock_file.py`'s job.

Against a lock, a served tool is approved, `pending` (not in the lock: a new tool, or a renamed one, since the name is
pinned too) or `changed` (another hash, or its server's identity changed). `enforce` applies that to a catalog: in
mode `block` such tools leave the list (a drop with reason `unapproved`, and `Catalog.withheld` keeps them routable
so a call can ask for approval); in mode `warn` they stay, and both modes list them in `Catalog.unapproved`.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Literal
from urllib.parse import urlsplit

from aggregator._poisoning_verdicts import warning_for
from aggregator.catalog import Catalog, CatalogTool, Drop, Reason, ServerView
from aggregator.changes import Change, diff_snapshots
from aggregator.config import MemoryServer, RemoteServer, ServerConfig, StdioServer, as_variant
from aggregator.directory import Directory
from aggregator.entry_pins import served_entries
from aggregator.errors import ConfigError
from aggregator.lock_format import (
    LOCK_VERSION,
    PIN_FIELDS,
    SECTIONS,
    Lock,
    PinnedTool,
    PinStatus,
    ServerPins,
    canonical,
    canonical_json,
    digest,
    url_identity,
)
from aggregator.status import State

__all__ = [
    "LOCK_VERSION",
    "PIN_FIELDS",
    "Approval",
    "Approver",
    "Lock",
    "PinMode",
    "PinSettings",
    "PinStatus",
    "PinnedTool",
    "Pins",
    "ServerPins",
    "UnapprovedTool",
    "answering",
    "canonical",
    "digest",
    "enforce",
    "identities_of",
    "lock_of",
    "server_identity",
    "unapproved_tools",
]

PinMode = Literal["block", "warn"]
PIN_MODES: tuple[PinMode, ...] = ("block", "warn")


@dataclass(frozen=True, slots=True)
class PinSettings:
    """The config's `aggregator.pins`: the lock file (resolved beside the config), the mode, and who may pin.

    `approvers`: on a proxy whose users are named by a gateway's header (`principal.header`), the users who may
    answer "approve and pin" in the conversation (a pin holds for every user); the others may approve a call once.
    None: nobody named by a header may pin (the operator pins with `mcp-aggregator approve`). A proxy of one user
    (stdio, or its bearer token) is not concerned: that user is the operator."""

    lock: str
    mode: PinMode = "block"
    approvers: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.mode not in PIN_MODES:
            raise ConfigError(f"pins mode must be block or warn, got {self.mode!r}")


def server_identity(server: ServerConfig, base: str | None = None) -> str:
    """Who a server is: stdio, a hash of its command and args (a command under `base`, the config's folder, counted
    relative to it, so a checkout elsewhere keeps its identity); HTTP/SSE, the URL's origin and a hash of its path (no
    userinfo, query or fragment, and the path unseen: they may hold secrets); in-process, `memory`."""
    variant = as_variant(server)
    if isinstance(variant, StdioServer):
        command = variant.command
        if base and os.path.isabs(command) and command.startswith(base.rstrip(os.sep) + os.sep):
            command = os.path.relpath(command, base)
        line = canonical_json([command, *variant.args])
        return "stdio:sha256:" + hashlib.sha256(line.encode("utf-8", "surrogatepass")).hexdigest()
    if isinstance(variant, RemoteServer):
        parts = urlsplit(variant.url)
        host = (parts.hostname or "").lower()
        port = f":{parts.port}" if parts.port else ""
        return url_identity(variant.kind, f"{parts.scheme.lower()}://{host}{port}", parts.path or "/")
    assert isinstance(variant, MemoryServer)
    return "memory"


def identities_of(servers: Iterable[ServerConfig], base: str | None = None) -> dict[str, str]:
    """`server_identity` of each server, by key."""
    return {server.name: server_identity(server, base) for server in servers}


# -- the lock ----------------------------------------------------------------------------------------------------------


def lock_of(
    catalog: Catalog, identities: Mapping[str, str], previous: Lock | None = None, directory: Directory | None = None
) -> Lock:
    """A lock of every tool `catalog` serves (and any it withholds), and of the prompts, resources and templates of
    `directory` (as listed, before any pins), over `previous`'s servers not serving now."""
    servers = dict(previous.servers) if previous is not None else {}
    fresh: dict[str, dict[str, dict[str, PinnedTool]]] = {}
    for tool in (*catalog.tools, *catalog.withheld.values()):
        pins = fresh.setdefault(tool.server, {}).setdefault("tools", {})
        pins[tool.original_name] = PinnedTool(digest(tool.definition), canonical(tool.definition))
    for entry in served_entries(directory) if directory is not None else ():
        pins = fresh.setdefault(entry.server, {}).setdefault(entry.section, {})
        pins[entry.key] = PinnedTool(
            digest(entry.definition, entry.section), canonical(entry.definition, entry.section)
        )
    for name, sections in fresh.items():
        others = {section: sections[section] for section in SECTIONS[1:] if sections.get(section)}
        servers[name] = ServerPins(identities.get(name, "unknown"), sections.get("tools", {}), others)
    return Lock(servers)


# -- judging a catalog -------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UnapprovedTool:
    """A served tool the lock does not approve: what it is now, what was approved (if anything), and how they differ."""

    server: str
    #: the upstream name (the lock's key) and the exported name
    tool: str
    name: str
    status: PinStatus
    sha256: str
    #: the canonical definition now, and the approved one (None for a pending tool)
    definition: Mapping[str, Any]
    before: Mapping[str, Any] | None
    #: the server's identity now; True when it is not the one the lock approved
    identity: str
    identity_changed: bool = False
    #: the semantic diff (the kinds of `diff`), `flagged` on a less-safe change
    changes: tuple[Change, ...] = ()
    #: True when the tool stays listed (mode `warn`)
    exposed: bool = False

    @property
    def section(self) -> str:
        """The lock's section of a tool: `tools`."""
        return "tools"

    @property
    def key(self) -> str:
        """The lock's key of a tool: its upstream name."""
        return self.tool

    @property
    def fields(self) -> tuple[str, ...]:
        """The pinned fields that differ from the approved definition (`identity` first when it changed)."""
        before = self.before or {}
        keys = [key for key in PIN_FIELDS if before.get(key) != self.definition.get(key)] if self.before else []
        return (("identity",) if self.identity_changed else ()) + tuple(keys)

    @property
    def flagged(self) -> bool:
        """A change that makes the tool less safe, or a server that is someone else now: `!` in a diff."""
        return self.identity_changed or any(change.flagged for change in self.changes)

    def detail(self) -> str:
        """One line for a drop or a report: pending, or changed with the fields (`!` when less safe)."""
        if self.status is PinStatus.PENDING:
            return "pending: not in the lock"
        mark = " (!)" if self.flagged else ""
        return f"changed{mark}: {', '.join(self.fields) or 'definition'} differ from the lock"

    def diff_lines(self) -> list[str]:
        """The semantic diff for a person: a head line (`!` first when less safe), then each of `diff`'s changes
        (before -> after, hidden characters escaped), or a pending tool's description."""
        mark = "!" if self.flagged else " "
        found = warning_for(self.definition, self.sha256)  # judged once per definition, not on every call
        warning = [f"    ! the poisoning lint flags it: {found}"] if found is not None else []
        if self.status is PinStatus.PENDING:
            return [
                f"{mark} pending  {self.name} ({self.server}) new tool",
                *_shown_definition(self.definition),
                *warning,
            ]
        lines = [f"{mark} changed  {self.name} ({self.server}): {', '.join(self.fields)}", *warning]
        if self.identity_changed:
            lines.append("    ! the server's identity (command line or URL) is not the one approved")
        lines += [
            f"    {'!' if change.flagged else ' '} {change.kind.value}: {change.detail}" for change in self.changes
        ]
        return lines

    def to_json(self) -> dict[str, Any]:
        """The entry of `Catalog.unapproved` in a snapshot."""
        return {
            "server": self.server,
            "original_name": self.tool,
            "name": self.name,
            "status": self.status.value,
            "fields": list(self.fields),
            "flagged": self.flagged,
            "exposed": self.exposed,
        }


class Approval(StrEnum):
    """What the person answered for a call to an unapproved tool."""

    ONCE = "once"
    PIN = "pin"
    DENY = "deny"


#: the host's question to its user: asked when a call targets a withheld tool (mode `block`)
Approver = Callable[[UnapprovedTool], Awaitable[Approval]]


#: how much of a text a question shows; the rest is counted, never silently dropped
_SHOWN = 300


def _shown_definition(definition: Mapping[str, Any]) -> list[str]:
    """A new tool as a person approving it must see it: its description and every parameter's, each cut at `_SHOWN`
    characters with what was left out counted (an order placed after a harmless first paragraph, or in a parameter's
    description, is where an attack hides), hidden characters escaped."""

    def shown(text: Any) -> str:
        if not isinstance(text, str):
            return ""
        cut = json.dumps(text[:_SHOWN])[1:-1]  # escapes hidden characters
        return cut if len(text) <= _SHOWN else f"{cut}… ({len(text) - _SHOWN} more characters not shown)"

    lines = [f"    description: {shown(definition.get('description'))}"] if definition.get("description") else []
    schema = definition.get("inputSchema")
    properties = schema.get("properties") if isinstance(schema, Mapping) else None
    for name, spec in properties.items() if isinstance(properties, Mapping) else ():
        about = shown(spec.get("description")) if isinstance(spec, Mapping) else ""
        lines.append(f"    parameter {json.dumps(str(name))[1:-1]}" + (f": {about}" if about else ""))
    return lines


def answering(answer: Approval, sha256: str | None = None) -> Approver:
    """An `Approver` that gives `answer` without asking: for a call whose answer is known already (a front that asked
    its user before the call, e.g. through an elicitation, passes it as `call_tool(on_unapproved=...)`).

    `sha256`: the definition the person was shown. The answer holds for that definition only: a server that swaps
    the definition between the question and the call (or between two lists of one call) gets a denial, never the
    person's approval of what they did not see."""

    async def approver(item: UnapprovedTool) -> Approval:
        return answer if sha256 is None or item.sha256 == sha256 else Approval.DENY

    return approver


@dataclass(frozen=True, slots=True)
class Pins:
    """Enforcement for an `Aggregator`: the lock, the mode, and who may pin in the conversation (see
    `PinSettings.approvers`)."""

    lock: Lock
    mode: PinMode = "block"
    approvers: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.mode not in PIN_MODES:
            raise ConfigError(f"pins mode must be block or warn, got {self.mode!r}")


def unapproved_tools(
    catalog: Catalog,
    lock: Lock,
    identities: Mapping[str, str],
    approved: Mapping[tuple[str, str], tuple[str, str]] | None = None,
    *,
    held: bool = False,
) -> list[UnapprovedTool]:
    """The served tools of `catalog` that `lock` does not approve, in catalog order (`held`: those of the tools held
    for servers that are away instead). `approved`: (server, tool) -> (identity, sha256) approved at runtime (through
    the store), which count as in the lock."""
    out: list[UnapprovedTool] = []
    for tool in catalog.held.values() if held else catalog.tools:
        item = _judged(tool, lock, identities.get(tool.server, "unknown"))
        if item is not None and (approved or {}).get((tool.server, tool.original_name)) != (item.identity, item.sha256):
            out.append(item)
    return out


def _judged(tool: CatalogTool, lock: Lock, identity: str) -> UnapprovedTool | None:
    now = canonical(tool.definition)
    sha = digest(tool.definition)
    pins = lock.servers.get(tool.server)
    pinned = pins.tools.get(tool.original_name) if pins is not None else None
    moved = pins is not None and pins.identity != identity
    if pinned is not None and pinned.sha256 == sha and not moved:
        return None
    common: dict[str, Any] = {
        "server": tool.server, "tool": tool.original_name, "name": tool.name, "sha256": sha, "definition": now
    }  # fmt: skip
    if pinned is None:
        return UnapprovedTool(status=PinStatus.PENDING, before=None, identity=identity, **common)
    changes = _changes(tool, pinned.definition, now)
    return UnapprovedTool(
        status=PinStatus.CHANGED, before=pinned.definition, identity=identity, identity_changed=moved,
        changes=changes, **common,
    )  # fmt: skip


def _changes(tool: CatalogTool, before: Mapping[str, Any], now: Mapping[str, Any]) -> tuple[Change, ...]:
    """`diff`'s changes of one tool, from the approved definition to this one."""

    def snapshot(definition: Mapping[str, Any]) -> dict[str, Any]:
        entry = {**definition, "name": tool.name, "server": tool.server, "original_name": tool.original_name}
        return {"tools": [entry], "servers": [], "report": {}}

    return tuple(diff_snapshots(snapshot(before), snapshot(now)))


def enforce(
    catalog: Catalog, unapproved: Sequence[UnapprovedTool], mode: PinMode, held: Sequence[UnapprovedTool] = ()
) -> Catalog:
    """`catalog` with `unapproved` applied: in `block`, those tools withheld (dropped as `unapproved`); in `warn`,
    listed as they are. Either way they are reported in `Catalog.unapproved`. `held`: unapproved tools of servers
    that are away, no longer routed in `block` (a call waiting for the server's return must not reach them)."""
    if mode == "block" and held:
        away = {item.name for item in held}
        catalog = replace(catalog, held={name: tool for name, tool in catalog.held.items() if name not in away})
    if not unapproved:
        return catalog
    if mode == "warn":
        return replace(catalog, unapproved=tuple(replace(item, exposed=True) for item in unapproved))
    names = {item.name: item for item in unapproved}
    withheld = {tool.name: tool for tool in catalog.tools if tool.name in names}
    kept = tuple(tool for tool in catalog.tools if tool.name not in names)
    drops = [Drop(item.server, item.tool, Reason.UNAPPROVED, item.detail()) for item in unapproved]
    rank = {view.name: index for index, view in enumerate(catalog.servers)}
    return replace(
        catalog,
        tools=kept,
        servers=tuple(_view(view, kept, drops) for view in catalog.servers),
        drops=tuple(sorted((*catalog.drops, *drops), key=lambda drop: rank.get(drop.server, len(rank)))),
        routes={name: tool for name, tool in catalog.routes.items() if name not in names},
        notes=tuple((name, note) for name, note in catalog.notes if name not in names),
        withheld=withheld,
        unapproved=tuple(unapproved),
        _exported=None,
    )


def _view(view: ServerView, kept: Sequence[CatalogTool], drops: Sequence[Drop]) -> ServerView:
    count = sum(1 for drop in drops if drop.server == view.name)
    if not count:
        return view
    served = sum(1 for tool in kept if tool.server == view.name)
    status, reason = view.status, view.reason
    if status == State.OK:
        status, reason = State.PARTIAL, f"{count} tool(s) awaiting approval (pins); see the report"
    return replace(view, status=status, reason=reason, tool_count=served)
