"""The merge, as a pure function: what every server offers → one ordered tool list, its routes, its report.

`build_catalog(servers, settings)` is the whole pipeline: filter, screen schemas, name, order. The
result carries the exported tools *and* the routing table *and* the report (every drop and rewrite
with a reason from one enumerated type), which is why the library, the proxy and the CLI can all
explain the same list. Servers come in config order and tools in upstream order; an unchanged
input gives a byte-identical snapshot.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from aggregator._poisoning_verdicts import flagged_in
from aggregator.config import AggregatorSettings
from aggregator.naming import AssignedName, ServerNames, assign_names, get_profile
from aggregator.poisoning_model import enabled
from aggregator.protocol.headers import mentions_x_mcp_header, x_mcp_header_problems
from aggregator.spelling import name_matches
from aggregator.status import State
from aggregator.tool_shape import definition_problems
from aggregator.validation import classify_schema

__all__ = [
    "SERVING_STATES",
    "SNAPSHOT_FORMAT",
    "Catalog",
    "CatalogTool",
    "Drop",
    "Reason",
    "Rename",
    "ServerInput",
    "ServerView",
    "build_catalog",
]

SNAPSHOT_FORMAT = 1
# States whose tools are served: a server that is down contributes its names (so nothing else is
# renamed while it is away) but none of its tools.
SERVING_STATES = frozenset({State.OK, State.PARTIAL, State.STALE})


class Reason(StrEnum):
    """Why a tool was dropped or rewritten. Every entry of a catalog's report has one."""

    FILTERED = "filtered"
    INVALID_NAME = "invalid_name"
    REWRITTEN = "rewritten"
    INVALID_SCHEMA = "invalid_schema"
    #: a field beside the schema of a type clients reject (`title: 5`), or an entry that is no object at all
    INVALID_DEFINITION = "invalid_definition"
    INVALID_X_MCP_HEADER = "invalid_x_mcp_header"
    DUPLICATE_IN_SERVER = "duplicate_in_server"
    NEVER_COLLISION = "never_collision"
    PAGE_CAP = "page_cap"
    SERVER_DOWN = "server_down"
    #: not approved by the pins' lock (mode block): pending or changed, see `aggregator.pins`
    UNAPPROVED = "unapproved"
    #: the poisoning lint flagged its definition and `aggregator.poisoning` is "block"
    POISONED = "poisoned"


@dataclass(frozen=True, slots=True)
class Drop:
    """A tool (or, with `original_name` None, a whole server's list) that is not in the catalog."""

    server: str
    original_name: Any
    reason: Reason
    detail: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The drop as JSON (a non-string original name as its `repr`), for snapshots and `--json`."""
        name = self.original_name if isinstance(self.original_name, str | None) else repr(self.original_name)
        return {"server": self.server, "original_name": name, "reason": self.reason.value, "detail": self.detail}


@dataclass(frozen=True, slots=True)
class Rename:
    """Why an exported name differs from the upstream one: `collision`, `always`, `shadow` or `rewritten`."""

    reason: str
    original: str

    def to_json(self) -> dict[str, Any]:
        """The rename as JSON: its reason and the name it was made from."""
        return {"reason": self.reason, "from": self.original}


@dataclass(frozen=True, slots=True)
class CatalogTool:
    """One tool of the merged list: its exported name, the server and upstream name it routes to, and why it was
    renamed.
    """

    name: str
    server: str
    original_name: str
    rename: Rename | None
    #: the upstream definition, verbatim (only `name` differs in `exported()`)
    definition: Mapping[str, Any]
    #: why arguments are not validated before forwarding (over budget, external $ref), else None
    unvalidated: str | None = None

    def exported(self) -> dict[str, Any]:
        """The MCP tool definition under its exported name."""
        out = dict(self.definition)
        out["name"] = self.name
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class ServerInput:
    """What one configured server contributes to a merge."""

    name: str
    prefix: str
    state: str
    reason: str | None = None
    era: str | None = None
    version: str | None = None
    #: the tools of the last good list (None if the server was never listed)
    tools: Sequence[Mapping[str, Any]] | None = None
    #: every page was read (False at the page cap or a repeated cursor)
    complete: bool = True
    problem: str | None = None
    #: the list is the last good one, served after a failed refresh
    stale: bool = False
    #: tools the client had to exclude (an invalid x-mcp-header on HTTP), with reasons
    excluded: Sequence[tuple[Mapping[str, Any], str]] = ()
    allow: Sequence[str] = ()
    deny: Sequence[str] = ()
    instructions: str | None = None


@dataclass(frozen=True, slots=True)
class ServerView:
    """What the catalog knew of one server when it was built: status, reason, era and tool count."""

    name: str
    status: str
    reason: str | None
    era: str | None
    version: str | None
    tool_count: int
    #: the host-chosen prefix of the server's tool names (in the snapshot so `why` can read it offline)
    prefix: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The view as JSON, for snapshots and `--json`."""
        return {
            "name": self.name,
            "status": self.status,
            "reason": self.reason,
            "era": self.era,
            "tool_count": self.tool_count,
            "prefix": self.prefix,
        }


@dataclass(frozen=True, slots=True)
class Catalog:
    """The merged tool list and its routing table, with a reason for every tool dropped or renamed. Built by
    `build_catalog`; immutable.
    """

    tools: tuple[CatalogTool, ...]
    servers: tuple[ServerView, ...]
    drops: tuple[Drop, ...]
    collisions: tuple[tuple[str, tuple[str, ...]], ...]
    routes: Mapping[str, CatalogTool] = field(default_factory=dict)
    #: tools kept without argument validation, and why (name -> reason)
    notes: tuple[tuple[str, str], ...] = ()
    #: the naming settings the names were made with (prefix_mode, separator, name_profile)
    naming: Mapping[str, str] = field(default_factory=dict)
    #: the last-known tools of servers that are not serving now (down, backing off...), under the names they
    #: keep reserved; not exported, but still routed, so a call says why that server cannot answer (or waits for
    #: its imminent reconnection) instead of calling the tool unknown
    held: Mapping[str, CatalogTool] = field(default_factory=dict)
    #: for a collision of look-alike names (see `aggregator.spelling`): its name -> each offer's own spelling
    spellings: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: tools the pins withhold until approved (mode block), by exported name: not listed nor routed, kept so a call
    #: can ask for approval (`aggregator.pins`); and every unapproved tool (`pins.UnapprovedTool`), in both modes
    withheld: Mapping[str, CatalogTool] = field(default_factory=dict)
    unapproved: tuple[Any, ...] = ()
    _exported: tuple[dict[str, Any], ...] | None = field(default=None, compare=False, repr=False)

    def get(self, name: str) -> CatalogTool | None:
        """The tool a call to exported `name` goes to: a listed one, or one held for a server that is away."""
        return self.routes.get(name) or self.held.get(name)

    def exported(self) -> list[dict[str, Any]]:
        """The MCP definitions under their exported names (shared dicts: do not mutate them)."""
        cached = self._exported
        if cached is None:
            cached = tuple(tool.exported() for tool in self.tools)
            object.__setattr__(self, "_exported", cached)  # built once per catalog, on first use
        return list(cached)

    def server(self, name: str) -> ServerView | None:
        """The view of server `name`, or None if it is not configured."""
        return next((view for view in self.servers if view.name == name), None)

    def snapshot(self, volatile: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The stable snapshot format: everything outside `volatile` is byte-stable for an unchanged set."""
        return {
            "format": SNAPSHOT_FORMAT,
            "naming": dict(self.naming),
            "tools": [_snapshot_tool(tool) for tool in self.tools],
            "servers": [view.to_json() for view in self.servers],
            "report": {
                "drops": [drop.to_json() for drop in self.drops],
                "collisions": [self._collision_json(name, owners) for name, owners in self.collisions],
                "unvalidated": [{"name": name, "reason": reason} for name, reason in self.notes],
                # only with pins on: a snapshot without them stays byte-identical
                **({"unapproved": [item.to_json() for item in self.unapproved]} if self.unapproved else {}),
            },
            "volatile": dict(volatile or {}),
        }

    def _collision_json(self, name: str, owners: tuple[str, ...]) -> dict[str, Any]:
        out: dict[str, Any] = {"name": name, "servers": list(owners)}
        if name in self.spellings:
            out["names"] = list(self.spellings[name])
        return out

    def snapshot_json(self, volatile: Mapping[str, Any] | None = None) -> str:
        """`snapshot()` as indented JSON text, key order kept, so snapshots diff cleanly."""
        return json.dumps(self.snapshot(volatile), indent=2, ensure_ascii=False, sort_keys=False)


def _snapshot_tool(tool: CatalogTool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": tool.name,
        "server": tool.server,
        "original_name": tool.original_name,
        "rename": tool.rename.to_json() if tool.rename else None,
    }
    for key, value in tool.definition.items():
        if key != "name":
            out[key] = value
    return out


# -- the pipeline ------------------------------------------------------------------------------


Classify = Callable[[Any], tuple[str, Sequence[str]]]


def build_catalog(
    servers: Sequence[ServerInput],
    settings: AggregatorSettings | None = None,
    *,
    classify: Classify = classify_schema,
    mentions_header: Callable[[Any], bool] = mentions_x_mcp_header,
) -> Catalog:
    """Merge the servers' tools into one catalog. Pure: same input, same output.

    `classify` judges an inputSchema (a caller may pass a memoising one: checking a schema is the
    costly part of a merge).
    """
    settings = settings or AggregatorSettings()
    profile = get_profile(settings.name_profile)
    drops: list[Drop] = []
    candidates: dict[str, list[Mapping[str, Any]]] = {}
    notes: dict[tuple[str, str], str] = {}
    learned = settings.poisoning == "block" and enabled(settings.poisoning_model)
    for server in servers:
        poisoned = flagged_in(server.tools or (), learned=learned) if settings.poisoning == "block" else {}
        candidates[server.name] = _screen(server, drops, notes, classify, mentions_header, poisoned)
    assignment = assign_names(
        [
            ServerNames(server=s.name, prefix=s.prefix, names=tuple(t.get("name") for t in candidates[s.name]))
            for s in servers
        ],
        mode=settings.prefix_mode,
        profile=profile,
        separator=settings.separator,
    )
    by_key = {(a.server, a.original): a for a in assignment.names}
    for drop in assignment.drops:
        drops.append(Drop(drop.server, drop.original, Reason(drop.reason), drop.other_server))
    tools: list[CatalogTool] = []
    views: list[ServerView] = []
    held: dict[str, CatalogTool] = {}
    for server in servers:
        serving = server.state in SERVING_STATES and server.tools is not None
        served = _serve(server, candidates[server.name], by_key, notes) if serving else []
        if not serving:
            drops.extend(_down_drops(server, candidates[server.name]))
            held.update((tool.name, tool) for tool in _serve(server, candidates[server.name], by_key, notes))
        tools.extend(served)
        views.append(_view(server, served, drops))
    routes = {tool.name: tool for tool in tools}
    return Catalog(
        tools=tuple(tools),
        servers=tuple(views),
        drops=tuple(_ordered(drops, servers)),
        collisions=tuple((c.original, tuple(c.servers)) for c in assignment.collisions),
        routes=routes,
        notes=tuple((routes_name, reason) for routes_name, reason in _note_names(tools, notes)),
        naming={
            "prefix_mode": settings.prefix_mode,
            "separator": settings.separator,
            "name_profile": settings.name_profile,
        },
        held=held,
        spellings={c.original: c.names for c in assignment.collisions if c.names},
    )


def _screen(
    server: ServerInput,
    drops: list[Drop],
    notes: dict[tuple[str, str], str],
    classify: Classify,
    mentions_header: Callable[[Any], bool],
    poisoned: Mapping[int, str],
) -> list[Mapping[str, Any]]:
    """The server's tools that can be offered at all: filters, poisoning (when blocked), x-mcp-header, schema."""
    for tool, reason in server.excluded:
        # `parse_page` files an entry that is no object here too, so the report says it was there
        why = Reason.INVALID_DEFINITION if reason.startswith("not a definition") else Reason.INVALID_X_MCP_HEADER
        drops.append(Drop(server.name, tool.get("name"), why, reason))
    kept: list[Mapping[str, Any]] = []
    for index, tool in enumerate(server.tools or ()):
        name = tool.get("name")
        rule = _filtered_by(name, server) if isinstance(name, str) else None
        if rule is not None:
            drops.append(Drop(server.name, name, Reason.FILTERED, rule))
            continue
        if isinstance(name, str) and name and index in poisoned:
            drops.append(Drop(server.name, name, Reason.POISONED, poisoned[index]))
            continue
        shape = definition_problems(tool) if isinstance(name, str) and name else []
        if shape:
            drops.append(Drop(server.name, name, Reason.INVALID_DEFINITION, "; ".join(shape)))
            continue
        if isinstance(name, str) and name:
            schema = tool.get("inputSchema")
            verdict, problems = classify(schema)
            if verdict == "invalid":
                drops.append(Drop(server.name, name, Reason.INVALID_SCHEMA, "; ".join(problems)))
                continue
            header_problems = x_mcp_header_problems(schema) if mentions_header(schema) else []
            if header_problems:
                # clients on HTTP must drop such a tool; dropping it here keeps every front-end alike
                detail = "invalid x-mcp-header: " + "; ".join(header_problems)
                drops.append(Drop(server.name, name, Reason.INVALID_X_MCP_HEADER, detail))
                continue
            if verdict != "ok":
                notes[(server.name, name)] = "; ".join(problems)
        kept.append(tool)
    return kept


def _filtered_by(name: str, server: ServerInput) -> str | None:
    # read as a reader sees the name: a zero-width space or a look-alike letter does not slip past a deny glob
    for pattern in server.deny:
        if name_matches(name, pattern):
            return f"deny {pattern}"
    if server.allow and not any(name_matches(name, pattern) for pattern in server.allow):
        return f"allow {', '.join(server.allow)}"
    return None


def _serve(
    server: ServerInput,
    tools: Sequence[Mapping[str, Any]],
    by_key: Mapping[tuple[str, str], AssignedName],
    notes: Mapping[tuple[str, str], str],
) -> list[CatalogTool]:
    out: list[CatalogTool] = []
    seen: set[str] = set()
    for tool in tools:
        name = tool.get("name")
        if not isinstance(name, str) or name in seen:
            continue  # dropped by the naming stage, with its reason
        seen.add(name)
        assigned = by_key.get((server.name, name))
        if assigned is None:
            continue
        out.append(
            CatalogTool(
                name=assigned.exported,
                server=server.name,
                original_name=name,
                rename=_rename(assigned),
                definition=tool,
                unvalidated=notes.get((server.name, name)),
            )
        )
    return out


def _rename(assigned: AssignedName) -> Rename | None:
    if assigned.exported == assigned.original:
        return None
    if assigned.rewritten_from is not None and not assigned.prefixed:
        return Rename("rewritten", assigned.original)
    return Rename(assigned.prefix_reason or "rewritten", assigned.original)


def _down_drops(server: ServerInput, tools: Sequence[Mapping[str, Any]]) -> list[Drop]:
    reason = f"{server.state}: {server.reason}" if server.reason else server.state
    names = [tool.get("name") for tool in tools if isinstance(tool.get("name"), str)]
    if not names:
        return [Drop(server.name, None, Reason.SERVER_DOWN, reason)]
    return [Drop(server.name, name, Reason.SERVER_DOWN, reason) for name in dict.fromkeys(names)]


def _view(server: ServerInput, served: Sequence[CatalogTool], drops: Sequence[Drop]) -> ServerView:
    status, reason = server.state, server.reason
    if status in SERVING_STATES:
        if server.stale:
            status = State.STALE
        elif not server.complete:
            status, reason = State.PARTIAL, server.problem
        else:
            # a tool left out by the user's own allow/deny rule is not a fault of the server
            count = sum(1 for drop in drops if drop.server == server.name and drop.reason is not Reason.FILTERED)
            if count:
                status, reason = State.PARTIAL, f"{count} tool(s) dropped; see the report"
    return ServerView(server.name, status, reason, server.era, server.version, len(served), server.prefix)


def _ordered(drops: Sequence[Drop], servers: Sequence[ServerInput]) -> list[Drop]:
    """Drops grouped by server in config order, each server's in the order they were found."""
    rank = {server.name: index for index, server in enumerate(servers)}
    out = sorted(drops, key=lambda drop: rank.get(drop.server, len(rank)))
    for server in servers:
        if not server.complete and server.state in SERVING_STATES:
            out.append(Drop(server.name, None, Reason.PAGE_CAP, server.problem))
    return sorted(out, key=lambda drop: rank.get(drop.server, len(rank)))


def _note_names(tools: Sequence[CatalogTool], notes: Mapping[tuple[str, str], str]) -> list[tuple[str, str]]:
    return [(tool.name, notes[(tool.server, tool.original_name)]) for tool in tools if tool.unvalidated]
