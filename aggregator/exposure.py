"""The exposure plan: which merged tools a client sees listed, which it reaches through search, under what names.

`compile_plan(catalog, profile)` is pure and deterministic: the same catalog and profile give the same plan, and
`listed()` the same bytes (prompt caches keep working). It decides, in order:

1. **Names.** Every tool gets a name that fits the profile after the client's own prefix (`ClientProfile.name_room`
   for the client key) and its characters: a name that fits is kept; one that does not is made to fit the way
   exported names are (`naming.fit_name`: outside characters become "_", a long name is cut and suffixed with a
   stable hash of server and upstream name), never equal to another tool's name or a meta-tool's. A call under the
   new name is routed under the catalog name (`route`).
2. **Adaptive.** When every tool fits the profile — count within `tool_room()`, estimated tokens within
   `token_budget` — all are listed and there are no meta-tools; if no name needed fitting, `listed()` is exactly
   `catalog.exported()`.
3. **Otherwise** two meta-tools are listed, `search_tools` (a query -> the best tools with their full definitions)
   and `call_tool` (a name and its arguments), and the tool room and budget left after them go first to the pinned
   tools, in catalog order (a pinned tool that cannot fit is a `problem`, and is deferred), then to the tools whose
   listing costs less per turn than finding them would (see the cost model). The rest are deferred: still callable
   by their name, and found by `search_tools`. Only when not even the meta-tools fit are tools dropped.

The cost model (expected definition tokens a turn pays, o200k_base as estimated by `aggregator.tokens`): a listed
tool costs its definition on every turn. A deferred one costs, on the turns that need it, a search: the model's
`search_tools` call and the `call_tool` wrapper (`CALL_OVERHEAD_TOKENS`, assumed), and the answer — its envelope
(measured) plus `SEARCH_LIMIT` definitions of the deferred tools' mean size (measured on the catalog). With no
usage data, a turn is assumed to need `TURN_TOOL_USES` tool, any of the N equally likely, so listing tool i pays
when its tokens are below `TURN_TOOL_USES / N x` the search cost. With equal odds the cheapest tools are the best
to list, so they are taken cheapest first (ties in catalog order) until the room or the budget runs out. The meta-
tools' own definitions are measured the same way and are paid on every turn once they are listed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from aggregator.catalog import Catalog, CatalogTool
from aggregator.client_profile import DEFAULT_CLIENT_KEY, ClientProfile
from aggregator.meta_tools import META_CALL, META_SEARCH, SEARCH_LIMIT, meta_definitions, search_answer_tokens
from aggregator.name_profile import NameProfile
from aggregator.naming import fit_name
from aggregator.tokens import estimate_tokens

__all__ = [
    "CALL_OVERHEAD_TOKENS",
    "META_CALL",
    "META_SEARCH",
    "SEARCH_LIMIT",
    "TURN_TOOL_USES",
    "Exposed",
    "ExposurePlan",
    "Placement",
    "compile_plan",
    "meta_definitions",
]

#: assumed: tools a turn needs, when nothing says which are used more
TURN_TOOL_USES = 1.0
#: assumed: the model's `search_tools` call (about eight words of query) and the `call_tool` wrapper around a call
CALL_OVERHEAD_TOKENS = 40


class Placement(StrEnum):
    """Where a tool ends up: listed with its definition, reachable through the meta-tools, a meta-tool, or not."""

    INLINE = "inline"
    DEFERRED = "deferred"
    META = "meta"
    DROPPED = "dropped"


@dataclass(frozen=True, slots=True)
class Exposed:
    """One tool as a client sees it: its name there, the catalog name to route under, its placement and why.

    A meta-tool's entry has an empty `catalog_name` and `server`: it is answered by the front, not routed."""

    name: str
    catalog_name: str
    server: str
    original_name: str
    placement: Placement
    reason: str
    #: the catalog name, when the name had to be fitted to the profile; else None
    shortened_from: str | None
    #: estimated tokens of `definition`
    tokens: int
    #: the MCP definition under `name` (shared: do not mutate it)
    definition: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The entry as JSON, for the report: the definition left out, but a meta-tool's description (ours) kept."""
        out = {
            "name": self.name,
            "catalog_name": self.catalog_name,
            "server": self.server,
            "original_name": self.original_name,
            "placement": self.placement.value,
            "reason": self.reason,
            "shortened_from": self.shortened_from,
            "tokens": self.tokens,
        }
        if self.placement is Placement.META:
            out["description"] = self.definition.get("description")
        return out


@dataclass(frozen=True)
class ExposurePlan:
    """What one client is shown of a catalog under one profile; built by `compile_plan`, immutable."""

    profile: ClientProfile
    client_key: str
    #: every catalog tool in catalog order, then the meta-tools (when listed)
    entries: tuple[Exposed, ...]
    #: what `check --profile` fails on: a pinned tool that does not fit, tools that had to be dropped
    problems: tuple[str, ...] = ()
    #: the cost model's numbers (see the module's docstring)
    cost: Mapping[str, Any] = field(default_factory=dict)
    _routes: Mapping[str, Exposed] = field(init=False, repr=False, compare=False)
    _listed: tuple[Mapping[str, Any], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        routable = [e for e in self.entries if e.placement in (Placement.INLINE, Placement.DEFERRED)]
        # with the meta-tools listed, their names are theirs: a server's own `search_tools` goes by its new name only
        metas = {META_SEARCH, META_CALL} if any(e.placement is Placement.META for e in self.entries) else set()
        routes = {e.catalog_name: e for e in routable if e.catalog_name not in metas}
        routes.update((e.name, e) for e in routable)  # the name a client sees wins over a catalog name
        object.__setattr__(self, "_routes", MappingProxyType(routes))
        shown = (Placement.INLINE, Placement.META)
        object.__setattr__(self, "_listed", tuple(e.definition for e in self.entries if e.placement in shown))

    def listed(self) -> list[dict[str, Any]]:
        """What `tools/list` shows: the inline definitions in catalog order, then the meta-tools (shared dicts)."""
        return list(self._listed)  # type: ignore[arg-type]  # built from dicts; typed Mapping to say "read-only"

    def route(self, name: str) -> Exposed | None:
        """The inline or deferred tool called `name` here (or by its catalog name); None for anything else."""
        return self._routes.get(name)

    @property
    def meta(self) -> bool:
        """True when `search_tools` and `call_tool` are listed."""
        return any(e.placement is Placement.META for e in self.entries)

    def deferred(self) -> tuple[Exposed, ...]:
        """The tools reachable only through the meta-tools (or by name), in catalog order."""
        return tuple(e for e in self.entries if e.placement is Placement.DEFERRED)

    def search_answer(self, names: Sequence[str]) -> dict[str, Any]:
        """A `search_tools` answer for the tools `names` (exposed or catalog names, best first; unknown ones are
        skipped): their definitions under the names the client sees, and what returning only them saved against
        listing every deferred tool (`baseline_tokens`, `returned_tokens`, `saved_percent`)."""
        by_name = {entry.name: entry for entry in map(self.route, names) if entry is not None}
        found = list(by_name.values())
        returned = sum(entry.tokens for entry in found)
        baseline = sum(entry.tokens for entry in self.deferred())
        saved = round(100 * (baseline - returned) / baseline, 1) if baseline > returned else 0.0
        return {
            "tools": [dict(entry.definition) for entry in found],
            "baseline_tokens": baseline,
            "returned_tokens": returned,
            "saved_percent": saved,
        }

    def report(self) -> dict[str, Any]:
        """The exposure report as JSON: the profile, totals, the cost model, problems and every entry with why.

        Totals: `inline_tokens` is what the listed definitions cost (the meta-tools' included), `all_tokens` what
        listing every tool would, `saved_tokens`/`saved_percent` the difference."""
        tools = [e for e in self.entries if e.placement is not Placement.META]
        listed_tokens = sum(e.tokens for e in self.entries if e.placement in (Placement.INLINE, Placement.META))
        all_tokens = sum(e.tokens for e in tools)
        count = {p: sum(1 for e in self.entries if e.placement is p) for p in Placement}
        profile = self.profile.to_json()
        profile.update(
            client_key=self.client_key,
            tool_room=self.profile.tool_room(),
            name_room=self.profile.name_room(self.client_key),
        )
        saved = all_tokens - listed_tokens
        return {
            "profile": profile,
            "meta": self.meta,
            "totals": {
                "tools": len(tools),
                "listed": count[Placement.INLINE] + count[Placement.META],
                "inline": count[Placement.INLINE],
                "deferred": count[Placement.DEFERRED],
                "dropped": count[Placement.DROPPED],
                "shortened": sum(1 for e in tools if e.shortened_from is not None),
                "inline_tokens": listed_tokens,
                "all_tokens": all_tokens,
                "saved_tokens": saved,
                "saved_percent": round(100 * saved / all_tokens, 1) if all_tokens else 0.0,
            },
            "cost_model": dict(self.cost),
            "problems": list(self.problems),
            "entries": [e.to_json() for e in self.entries],
        }


# -- compiling ---------------------------------------------------------------------------------------------------


def compile_plan(
    catalog: Catalog,
    profile: ClientProfile,
    *,
    pinned: Collection[str] = (),
    client_key: str = DEFAULT_CLIENT_KEY,
    purposes: Mapping[str, str] = MappingProxyType({}),
    server_pinned: Mapping[str, Collection[str]] = MappingProxyType({}),
) -> ExposurePlan:
    """The exposure plan of `catalog` for `profile` (see the module's docstring). Pure: same input, same plan.

    `pinned`: catalog names of tools to list whenever anything is listed; a name the catalog does not list is a
    problem unless its server is away (its tools held). `purposes`: server -> one line on what it is for, shown in
    `search_tools`' description. `server_pinned`: server -> upstream names, pinned as well. Raises ConfigError
    when `client_key` leaves the profile too little name room.
    """
    rule = profile.name_rule(client_key)
    tools = catalog.tools
    exported = catalog.exported()
    pinned, problems = _pins(catalog, pinned, server_pinned)
    plain = _names(tools, rule, frozenset())
    definitions = [_under(definition, name) for definition, name in zip(exported, plain, strict=True)]
    costs = [estimate_tokens(definition) for definition in definitions]
    room, budget = profile.tool_room(), profile.token_budget
    if (room is None or len(tools) <= room) and (budget is None or sum(costs) <= budget):
        placed = zip(tools, plain, definitions, costs, strict=True)
        entries = [_entry(t, n, d, c, Placement.INLINE, "fits") for t, n, d, c in placed]
        cost = {**_MODEL, "expected_tokens_per_turn": sum(costs), "all_inline_tokens_per_turn": sum(costs)}
        return ExposurePlan(profile, client_key, tuple(entries), tuple(problems), MappingProxyType(cost))
    names = _names(tools, rule, frozenset({META_SEARCH, META_CALL}))
    if names != plain:  # a tool named like a meta-tool moved aside
        definitions = [_under(definition, name) for definition, name in zip(exported, names, strict=True)]
        costs = [estimate_tokens(definition) for definition in definitions]
    chooser = _Chooser(tools, names, definitions, costs, profile, purposes)
    chooser.choose({name for name in pinned if name in catalog.routes}, problems)
    return ExposurePlan(profile, client_key, chooser.entries(), tuple(problems), MappingProxyType(chooser.cost()))


def _pins(
    catalog: Catalog, pinned: Collection[str], server_pinned: Mapping[str, Collection[str]]
) -> tuple[set[str], list[str]]:
    """The catalog names pinned, and a problem for each pin that names nothing (a server away is not a problem)."""
    names = set(pinned)
    problems = [f"pinned tool {name!r} is not in the catalog" for name in sorted(names) if catalog.get(name) is None]
    if server_pinned:
        by_origin = {(t.server, t.original_name): t.name for t in (*catalog.tools, *catalog.held.values())}
        for server, originals in server_pinned.items():
            for original in originals:
                name = by_origin.get((server, original))
                if name is None:
                    problems.append(f"pinned tool {original!r} of server {server!r} is not in the catalog")
                else:
                    names.add(name)
    return names, problems


def _names(tools: Sequence[CatalogTool], rule: NameProfile, reserved: frozenset[str]) -> list[str]:
    """Each tool's name under `rule`: kept when it fits, else fitted; never another catalog name nor `reserved`."""
    taken = {tool.name for tool in tools} | reserved
    out = []
    for tool in tools:
        name = tool.name
        if name not in reserved and rule.fits(name):
            out.append(name)
            continue
        attempt = 0
        while (candidate := fit_name(rule, name, tool.server, tool.original_name, attempt)) in taken:
            attempt += 1
        taken.add(candidate)
        out.append(candidate)
    return out


def _under(definition: Mapping[str, Any], name: str) -> Mapping[str, Any]:
    if definition.get("name") == name:
        return definition  # the catalog's own dict: an unchanged list is the very same objects
    out = dict(definition)
    out["name"] = name
    return out


def _entry(
    tool: CatalogTool, name: str, definition: Mapping[str, Any], tokens: int, placement: Placement, reason: str
) -> Exposed:
    shortened = tool.name if name != tool.name else None
    return Exposed(name, tool.name, tool.server, tool.original_name, placement, reason, shortened, tokens, definition)


_MODEL: Mapping[str, Any] = MappingProxyType(
    {
        "encoding": "o200k_base, estimated (aggregator.tokens)",
        "turn_tool_uses": TURN_TOOL_USES,
        "search_limit": SEARCH_LIMIT,
        "call_overhead_tokens": CALL_OVERHEAD_TOKENS,
        "meta_tokens": 0,
        "search_answer_tokens": 0,
    }
)


class _Chooser:
    """The split when not everything fits: pinned first, then the tools worth their tokens, the rest deferred."""

    def __init__(
        self,
        tools: Sequence[CatalogTool],
        names: list[str],
        definitions: list[Mapping[str, Any]],
        costs: list[int],
        profile: ClientProfile,
        purposes: Mapping[str, str],
    ) -> None:
        self.tools, self.names, self.definitions, self.costs = tools, names, definitions, costs
        self.profile, self.purposes = profile, purposes
        self.placements: list[tuple[Placement, str]] = [(Placement.DEFERRED, "")] * len(tools)
        self.meta: list[dict[str, Any]] = []
        self.answer = search_answer_tokens(costs)

    def choose(self, pinned: Collection[str], problems: list[str]) -> None:
        """Place every tool; appends to `problems` what cannot be placed as asked."""
        room, budget = self.profile.tool_room(), self.profile.token_budget
        # the meta-tools are measured as they will read with every tool but the pinned ones deferred
        self.meta = meta_definitions(self._servers(lambda i: self.tools[i].name not in pinned), self.purposes)
        meta_tokens = sum(estimate_tokens(d) for d in self.meta)
        slots = None if room is None else room - len(self.meta)
        left = None if budget is None else budget - meta_tokens
        if (slots is not None and slots < 0) or (left is not None and left < 0):
            self.meta = []
            self._fill(pinned, room, budget, problems)
            return
        order = range(len(self.tools))
        for i in (i for i in order if self.tools[i].name in pinned):
            if (slots is None or slots > 0) and (left is None or self.costs[i] <= left):
                self.placements[i] = (Placement.INLINE, "pinned")
                slots, left = _less(slots, 1), _less(left, self.costs[i])
            else:
                why = "the tool cap" if slots is not None and slots <= 0 else "the token budget"
                self.placements[i] = (Placement.DEFERRED, f"pinned, but over {why}")
                problems.append(f"pinned tool {self.tools[i].name!r} does not fit {self.profile.name}: over {why}")
        worth = TURN_TOOL_USES / len(self.tools) * (self.answer + CALL_OVERHEAD_TOKENS)
        for i in sorted((i for i in order if self.tools[i].name not in pinned), key=lambda i: (self.costs[i], i)):
            cost = self.costs[i]
            if cost >= worth:
                self.placements[i] = (Placement.DEFERRED, "cheaper to find than to list")
            elif slots is not None and slots <= 0:
                self.placements[i] = (Placement.DEFERRED, "over the tool cap")
            elif left is not None and cost > left:
                self.placements[i] = (Placement.DEFERRED, "over the token budget")
            else:
                self.placements[i] = (Placement.INLINE, "worth listing")
                slots, left = _less(slots, 1), _less(left, cost)
        # the final description counts what is really deferred: never longer than the one measured above
        self.meta = meta_definitions(
            self._servers(lambda i: self.placements[i][0] is Placement.DEFERRED), self.purposes
        )

    def _fill(self, pinned: Collection[str], room: int | None, budget: int | None, problems: list[str]) -> None:
        """Not even the meta-tools fit: list what fits, pinned first, and drop the rest."""
        slots, left = room, budget
        dropped = []
        for i in sorted(range(len(self.tools)), key=lambda i: (self.tools[i].name not in pinned, i)):
            if (slots is None or slots > 0) and (left is None or self.costs[i] <= left):
                self.placements[i] = (Placement.INLINE, "pinned" if self.tools[i].name in pinned else "fits")
                slots, left = _less(slots, 1), _less(left, self.costs[i])
            else:
                self.placements[i] = (Placement.DROPPED, "over the profile, and no room for the meta-tools")
                dropped.append(self.tools[i].name)
                if self.tools[i].name in pinned:
                    problems.append(f"pinned tool {self.tools[i].name!r} does not fit {self.profile.name}")
        problems.append(f"{len(dropped)} tool(s) dropped: {self.profile.name} has no room for the meta-tools")

    def _servers(self, deferred: Any) -> list[tuple[str, int]]:
        counts: dict[str, int] = {}
        for i, tool in enumerate(self.tools):
            counts.setdefault(tool.server, 0)
            if deferred(i):
                counts[tool.server] += 1
        return [(server, count) for server, count in counts.items() if count]

    def entries(self) -> tuple[Exposed, ...]:
        """The placed tools in catalog order, then the meta-tools."""
        out = [
            _entry(tool, name, definition, tokens, placement, reason)
            for tool, name, definition, tokens, (placement, reason) in zip(
                self.tools, self.names, self.definitions, self.costs, self.placements, strict=True
            )
        ]
        for definition in self.meta:
            name = definition["name"]
            out.append(Exposed(name, "", "", name, Placement.META, "the list does not fit the profile", None,
                               estimate_tokens(definition), definition))  # fmt: skip
        return tuple(out)

    def cost(self) -> dict[str, Any]:
        """The cost model's numbers for this split."""
        n = len(self.tools)
        listed = sum(c for c, (p, _) in zip(self.costs, self.placements, strict=True) if p is Placement.INLINE)
        deferred = sum(1 for p, _ in self.placements if p is Placement.DEFERRED)
        meta = sum(estimate_tokens(d) for d in self.meta)
        search = self.answer + CALL_OVERHEAD_TOKENS
        expected = listed + meta + (TURN_TOOL_USES * deferred / n * search if n else 0.0)
        return {
            **_MODEL,
            "meta_tokens": meta,
            "search_answer_tokens": self.answer,
            "expected_tokens_per_turn": round(expected, 1),
            "all_inline_tokens_per_turn": sum(self.costs),
        }


def _less(value: int | None, by: int) -> int | None:
    return None if value is None else value - by
