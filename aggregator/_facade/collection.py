"""The merged catalog: every server's tool list collected concurrently, served within the list patience.

A server late for a catalog is shown `connecting` (with its last tools) and its list keeps coming in the
aggregator's own task group; when it arrives, listeners hear `ListChanged`. The catalog is rebuilt only when what
it is built from changed, tools compared by content digest.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import anyio

from aggregator._facade.configuration import Configured
from aggregator._facade.connections import Connections, instructions_of, wait_quietly
from aggregator._facade.lists import ListUnavailable, ServerLists
from aggregator.cache import CachedList
from aggregator.catalog import Catalog, ServerInput, build_catalog
from aggregator.config import ServerConfig
from aggregator.errors import NotRunning
from aggregator.events import ListChanged, Listener
from aggregator.patience import patiently
from aggregator.status import State

__all__ = ["Collection", "Collector"]


@dataclass(slots=True, eq=False)
class Collection:
    """One server's list being read: its outcome once `done`; `late` once a catalog was served without it."""

    done: anyio.Event = field(default_factory=anyio.Event)
    result: ServerInput | None = None
    error: Exception | None = None
    late: bool = False
    #: it was late while its server was still connecting (not a list that hangs): see `Collector.current`
    late_connecting: bool = False


class Collector:
    """Collects the servers' tool lists into the catalog, and keeps the last catalog and each server's last tools."""

    def __init__(
        self,
        configured: Configured,
        connections: Connections,
        lists: ServerLists,
        listener: Callable[[], Listener | None],
    ) -> None:
        self.configured = configured
        self.connections = connections
        self.lists = lists
        self.listener = listener
        self.last_tools: dict[str, tuple[Mapping[str, Any], ...]] = {}
        #: the content digest of each server's `last_tools`: the catalog is rebuilt when content changes, not objects
        self.digests: dict[str, str] = {}
        #: each server's list being collected, shared by the catalogs that wait for it
        self.collections: dict[str, Collection] = {}
        #: the catalog served last (as the pins let it be seen), and as built
        self.catalog: Catalog | None = None
        self.raw: Catalog | None = None
        #: the pins' step after each build (`Pinning.check`), when set
        self.check: Callable[[Catalog], Awaitable[Catalog]] | None = None
        self.fingerprint: tuple[Any, ...] | None = None
        #: until when (clock time) `catalog` may be served as it is: every list it was built from is fresh in the
        #: cache until then, and nothing has changed since (see `_fresh`)
        self.fresh_until = -math.inf
        #: the upstreams' statuses `fresh_until` was computed under (any new status object ends it), and when
        self._fresh_statuses: tuple[Any, ...] = ()
        self._fresh_at = 0.0

    def invalidate(self) -> None:
        """Build the catalog anew next time, even if its inputs look the same."""
        self.fingerprint = None
        self.fresh_until = -math.inf

    def forget(self, name: str) -> None:
        """Drop what is kept of server `name` (a reload changed it)."""
        self.last_tools.pop(name, None)
        self.digests.pop(name, None)
        self.collections.pop(name, None)
        self.fresh_until = -math.inf

    def first_list_pending(self, name: str) -> bool:
        """True when server `name`'s tool list was asked for and none of its lists has landed yet (still in flight,
        or failed without a last good one): it has no tools to serve."""
        return name in self.collections and name not in self.last_tools

    async def current(self) -> Catalog:
        """The current catalog, fetching only what the cache cannot serve, each server within the patience, as the
        pins let it be seen (`check`)."""
        raw = self._fresh()
        if raw is None:
            raw = await self._built()
        self.catalog = await self.check(raw) if self.check is not None else raw
        return self.catalog

    async def _built(self) -> Catalog:
        started = self.connections.clock.now()
        settings = self.configured.settings
        by_name = self.configured.by_name
        collections = {name: self._collection_of(by_name[name]) for name in self.connections.upstreams}
        # a server already late for an earlier list is not waited for again: its arrival is announced instead. One
        # that was late only because it was still starting (a list made at start-up, before it connected) and is
        # connected now gets the patience once more: its list is on its way, and a client listing after every
        # server is up must not get a list without one of them
        waited = [c.done for name, c in collections.items() if self._waits_for(name, c)]
        await patiently(waited, settings.list_patience_s, self.connections.clock)
        ordered: list[ServerInput] = []
        for server in self.configured.servers:
            collection = collections.get(server.name)
            if collection is None:
                out: dict[str, ServerInput] = {}
                await self._collect(server, out)  # disabled: known at once
                ordered.append(out[server.name])
            elif not collection.done.is_set():
                collection.late = True
                upstream = self.connections.upstreams[server.name]
                collection.late_connecting = upstream.status.state is State.CONNECTING
                ordered.append(self._late(server))
            elif collection.error is not None:
                raise collection.error
            else:
                assert collection.result is not None
                ordered.append(collection.result)
        fingerprint = tuple(self._fingerprint_of(item) for item in ordered)
        if self.raw is None or fingerprint != self.fingerprint:
            validator = self.lists.validator
            self.raw = build_catalog(
                ordered, settings, classify=validator.verdict, mentions_header=validator.mentions_header
            )
            self.fingerprint = fingerprint
        self._note_fresh(ordered, started)
        return self.raw

    def _fresh(self) -> Catalog | None:
        """The catalog, when every list it was built from is still fresh and nothing changed since: a warm list then
        costs no task, no cache walk and no merge per server (they would find the same pages and build nothing).

        A `list_changed` or a status change ends it at once (`invalidate`, through the event relay), and so does
        any new status object of an upstream. The lists' ages are brought up to now, for the hints and the status
        report that read them."""
        if self.raw is None or self.fingerprint is None:
            return None
        now = self.connections.clock.now()
        if now >= self.fresh_until or self._statuses() != self._fresh_statuses:
            return None
        elapsed = now - self._fresh_at
        if elapsed > 0:
            tools = self.lists.tools
            for name, listed in tools.items():
                tools[name] = aged(listed, elapsed)
            self._fresh_at = now
        return self.raw

    def _note_fresh(self, ordered: list[ServerInput], started: float) -> None:
        """How long the catalog just made may be served as it is: until the first of its lists goes stale; not at
        all when one server is not `ok` with a complete, fresh list (it may come back or answer any moment)."""
        until = math.inf
        for item in ordered:
            if item.state == State.DISABLED.value:
                continue
            listed = self.lists.tools.get(item.name)
            if item.state != State.OK.value or item.stale or not item.complete or item.problem or listed is None:
                until = -math.inf
                break
            left = listed.min_remaining_ttl_s
            # from the start of this catalog: the pages were received after it, so this never overshoots their TTL
            until = min(until, -math.inf if left is None or left <= 0 else started + left)
        self.fresh_until = until if until < math.inf else -math.inf
        self._fresh_statuses = self._statuses()
        self._fresh_at = started  # the lists' ages are counted from here on: never younger than they are

    def _statuses(self) -> tuple[Any, ...]:
        return tuple(upstream.status for upstream in self.connections.upstreams.values())

    def _waits_for(self, name: str, collection: Collection) -> bool:
        if not collection.late or collection.done.is_set():
            return True
        return collection.late_connecting and self.connections.upstreams[name].status.state is State.OK

    def _fingerprint_of(self, item: ServerInput) -> tuple[Any, ...]:
        """What the catalog is built from, with the tools by content digest: equal content, the same catalog."""
        tools = None if item.tools is None else self.digests.get(item.name, id(item.tools))
        return (item.name, item.state, item.reason, item.stale, item.complete, item.problem, tools, len(item.excluded))

    def _collection_of(self, server: ServerConfig) -> Collection:
        """The collection of `server`'s list in flight (shared by concurrent catalogs), else a new one, started."""
        collection = self.collections.get(server.name)
        if collection is None or collection.done.is_set():
            collection = self.collections[server.name] = Collection()
            assert self.connections.tg is not None
            # owned by the aggregator, not the caller: a late list keeps coming after the catalog went on without it
            self.connections.tg.start_soon(self._collect_into, server, collection)
        return collection

    async def _collect_into(self, server: ServerConfig, collection: Collection) -> None:
        out: dict[str, ServerInput] = {}
        try:
            await self._collect(server, out)
            collection.result = out[server.name]
        except Exception as exc:  # handed to the catalog waiting for it: the aggregator's task group must live on
            collection.error = exc
        finally:
            if collection.result is None and collection.error is None:
                collection.error = NotRunning("the aggregator closed while the list was read")
            collection.done.set()
        listener = self.listener()
        if collection.late and listener is not None:
            self.fingerprint = None
            listener(ListChanged(server.name, "tools"))  # what the earlier list went without is here now

    def _late(self, server: ServerConfig) -> ServerInput:
        """A server that did not answer within the patience: a connected one that listed before keeps serving its
        last tools (`stale`: a slow list is no reason for a model to lose them, and they are still callable); any
        other is `connecting`, without tools."""
        upstream = self.connections.upstreams[server.name]
        status = upstream.status
        patience = self.configured.settings.list_patience_s
        if status.state is State.OK and server.name in self.last_tools:
            state, reason = State.OK, f"its list took longer than the list patience ({patience:g} s): last list served"
        else:
            state, reason = State.CONNECTING, f"not ready within the list patience ({patience:g} s): served without it"
        return ServerInput(
            name=server.name,
            prefix=server.tool_prefix,
            allow=server.allow,
            deny=server.deny,
            state=state.value,
            reason=f"{reason} until it answers",
            era=status.era.value if status.era else None,
            version=status.version,
            tools=self.last_tools.get(server.name),
            stale=server.name in self.last_tools,
            instructions=instructions_of(upstream),
        )

    async def _collect(self, server: ServerConfig, out: dict[str, ServerInput]) -> None:
        name = server.name
        common: dict[str, Any] = {
            "name": name,
            "prefix": server.tool_prefix,
            "allow": server.allow,
            "deny": server.deny,
        }
        upstream = self.connections.upstreams.get(name)
        if upstream is None:
            out[name] = ServerInput(state=State.DISABLED.value, reason="disabled in the config", **common)
            return
        deadline = server.timeouts.list
        if upstream.status.state is State.CONNECTING:
            with anyio.move_on_after(deadline):
                await wait_quietly(upstream, deadline)
        elif upstream.status.state is State.BACKOFF:
            await upstream.try_now(deadline)  # it may be back: ask now (rate-limited) rather than when the timer fires
        status = upstream.status
        era = status.era.value if status.era else None
        base = {**common, "era": era, "version": status.version, "instructions": instructions_of(upstream)}
        redact = self.configured.redact
        if status.state is not State.OK:
            reason = status.reason or ("still connecting" if status.state is State.CONNECTING else None)
            out[name] = ServerInput(
                state=status.state.value, reason=redact(reason), tools=self.last_tools.get(name), **base
            )
            return
        try:
            listed = await self.lists.held(server, upstream)
        except ListUnavailable as exc:
            out[name] = self._unlisted(name, exc.reason, base)
            return
        previous = self.lists.tools.get(name)
        if previous is not None and name in self.last_tools and _same_pages(previous, listed):
            tools = self.last_tools[name]  # the very same pages: keep the same tuple, so nothing is rebuilt
        else:
            tools = tuple(listed.items)
        self.last_tools[name] = tools
        self.digests[name] = listed.digest
        self.lists.tools[name] = listed
        out[name] = ServerInput(
            state=State.OK.value,
            tools=tools,
            complete=listed.complete,
            problem=listed.problem,
            stale=listed.stale,
            reason=redact(listed.stale_reason),
            excluded=tuple(pair for page in listed.pages for pair in page.excluded),
            **base,
        )

    def _unlisted(self, name: str, reason: str, base: Mapping[str, Any]) -> ServerInput:
        """A connected server whose list could not be read: its last good tools, served stale, else none."""
        last = self.last_tools.get(name)
        state = State.OK.value if last is not None else State.DOWN.value
        return ServerInput(
            state=state, stale=last is not None, reason=self.configured.redact(reason), tools=last, **base
        )


def _same_pages(old: CachedList, new: CachedList) -> bool:
    # by content: a page read back from a store that copies is another object with the same digest
    return len(old.digests) == len(old.pages) and old.digests == new.digests


def aged(listed: CachedList, elapsed: float) -> CachedList:
    """`listed` as it stands `elapsed` seconds later: older, with that much less TTL left."""
    left = listed.min_remaining_ttl_s
    return replace(
        listed,
        oldest_age_s=listed.oldest_age_s + elapsed,
        min_remaining_ttl_s=None if left is None else max(0.0, left - elapsed),
    )
