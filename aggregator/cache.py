"""The per-page list cache: `ttlMs` and `cacheScope` exactly as the spec says, and a little better.

What the spec asks (SPEC-NOTES §5, §6) and what we add (DESIGN decision 5):

- Key = (server, method, cursor, partition). A `public` page is stored once and found from every partition; a
  `private` page is found only from the partition (credential identity) it was fetched under.
- Each page has its own clock: fresh while `now < received + ttl`. `ttlMs` 0 is never reused; the effective TTL is
  `min(max(hint, min_ttl_ms), max_ttl_ms)` so an operator can hold lists longer than a server's 0 default.
- Legacy servers send no hints: one that advertises `listChanged` is held until it says so (bounded by the cap),
  others use a configured `legacy_ttl_ms`.
- `invalidate()` (a `list_changed`) drops pages at once, even fresh ones; a rejected cursor drops every page of that
  list and restarts the walk once.
- Concurrent identical fetches coalesce into one upstream request (single-flight, per partition); on a shared
  store, a lease (`page_lease.py`) makes that one request across its replicas too, for public pages.
- If a walk fails, the last good complete list is served, marked stale.

Nothing runs in the background: the cache never polls; all work happens inside a caller's `get_list`.

The pages themselves live in a `Store` (`store.py`; in-memory by default), as JSON under keys built by `page_key`,
each with its TTL as the store's expiry, so replicas on one store share public pages. What must answer at once
stays here: the LRU index of the pages this cache stored (its bound and `stats()`), the single-flight table, the
epochs that keep a pre-`list_changed` answer out, and the last good lists. `invalidate()` is sync (it is called from
event callbacks): it forgets the pages here at once and the store's copies are deleted before the next read.
Each page carries a digest of its content (`page_digest`): equal content is recognised after a round trip through
JSON, so the catalog is reused by content, never by object identity.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import anyio
from cachetools import LRUCache

from aggregator.clock import Clock, SystemClock
from aggregator.errors import AggregatorError, McpError
from aggregator.page_lease import Fetched, PageLeases
from aggregator.page_store import PageKey, PageStore, StoredPage, page_measure
from aggregator.protocol.jsonrpc import INVALID_PARAMS
from aggregator.protocol.mcp import Page
from aggregator.protocol.pagination import Cursors
from aggregator.store import MemoryStore, Store

__all__ = ["DAY_MS", "CacheStats", "CachedList", "FetchPage", "ListCache", "effective_ttl_ms", "merged_hints"]

DAY_MS = 24 * 3600 * 1000

FetchPage = Callable[[str | None], Awaitable[Page]]

# (server, method, cursor, partition); partition None is the shared public partition, "" the default private one
_Key = PageKey
_ListKey = tuple[str, str, str | None]


def effective_ttl_ms(
    ttl_ms: int,
    *,
    min_ttl_ms: int = 0,
    legacy: bool = False,
    hold_until_changed: bool = False,
    legacy_ttl_ms: int = 0,
    max_ttl_ms: int = DAY_MS,
) -> int:
    """How long a page is reused, in ms: the server's hint (or the legacy policy), raised by the operator's
    `min_ttl_ms`, capped at `max_ttl_ms`. 0 means never reused.

    The one place the TTL is derived: the cache applies it, and reports (`CachedList.effective_ttls_ms`) read
    what it applied rather than deriving it again."""
    hint = ttl_ms
    if legacy:
        # no hints on the legacy wire: trust listChanged to tell us, else the configured default
        hint = max_ttl_ms if hold_until_changed else legacy_ttl_ms
    return max(0, min(max(hint, min_ttl_ms), max_ttl_ms))


@dataclass(frozen=True, slots=True, kw_only=True)
class CachedList:
    """Every page of one list as `get_list` assembled it, and where each page came from."""

    pages: tuple[Page, ...]
    complete: bool
    problem: str | None
    stale: bool
    stale_reason: str | None
    #: pages that came fresh from upstream during this call (led or joined a fetch); 0 on a stale list
    fetched: int
    from_cache: int
    oldest_age_s: float
    #: until the first page goes stale; None for a stale list (nothing is fresh)
    min_remaining_ttl_s: float | None
    effective_ttls_ms: tuple[int, ...]
    #: each page's `page_digest`, in page order
    digests: tuple[str, ...] = ()

    @property
    def items(self) -> list[dict[str, Any]]:
        """The items of every page, in page order."""
        return [item for page in self.pages for item in page.items]

    @property
    def digest(self) -> str:
        """A digest of the whole list's content: equal for equal pages, whichever objects carry them."""
        return hashlib.sha256("\n".join(self.digests).encode()).hexdigest()


def merged_hints(contributions: Iterable[tuple[CachedList, bool]]) -> tuple[int, str]:
    """(`ttlMs`, `cacheScope`) of one list merged from upstream lists: each (list, from a legacy server) pair counts.

    The merged answer is fresh only while every part is: the smallest TTL any list has left (the TTL the cache
    applied, never a second derivation of it; 0 for a list served stale), and `private` if any page is private or
    any list came from a legacy server (no hints there: nothing says it may be shared). No lists: `0`/`public`.
    """
    ttl: float = math.inf
    scope = "public"
    for listed, legacy in contributions:
        if legacy or any(page.scope == "private" for page in listed.pages):
            scope = "private"
        left = None if listed.stale else listed.min_remaining_ttl_s  # a stale list is fresh no longer
        ttl = 0 if left is None else min(ttl, left * 1000)
    return (0 if ttl == math.inf else int(ttl)), scope


@dataclass(frozen=True, slots=True, kw_only=True)
class CacheStats:
    """Counters of a `ListCache` since it was made, and the number of entries it holds now."""

    hits: int
    misses: int
    coalesced: int
    invalidations: int
    stale_served: int
    evictions: int
    entries: int


@dataclass(slots=True)
class _Counts:
    hits: int = 0  # pages served fresh from the cache
    misses: int = 0  # upstream fetches made
    coalesced: int = 0  # requests that joined a fetch already in flight
    invalidations: int = 0  # list_changed drops and rejected-cursor drops
    stale_served: int = 0


@dataclass(frozen=True, slots=True)
class _Policy:
    min_ttl_ms: int
    legacy: bool
    hold_until_changed: bool
    legacy_ttl_ms: int
    max_ttl_ms: int
    lease_s: float = 10.0

    def ttl_ms(self, page: Page) -> int:
        return effective_ttl_ms(
            page.ttl_ms,
            min_ttl_ms=self.min_ttl_ms,
            legacy=self.legacy,
            hold_until_changed=self.hold_until_changed,
            legacy_ttl_ms=self.legacy_ttl_ms,
            max_ttl_ms=self.max_ttl_ms,
        )


@dataclass(slots=True)
class _Flight:
    """One upstream fetch that identical concurrent requests wait on."""

    done: anyio.Event = field(default_factory=anyio.Event)
    result: Fetched | None = None
    error: Exception | None = None
    #: its list was dropped (a list_changed) while it was in flight: its answer may predate that, it is not stored
    dropped: bool = False


@dataclass(slots=True)
class _Walk:
    entries: list[StoredPage] = field(default_factory=list)
    fetched: int = 0
    from_cache: int = 0
    complete: bool = False
    problem: str | None = None


class _CursorRejected(Exception):
    def __init__(self, error: McpError) -> None:
        super().__init__(str(error))
        self.error = error


def _is_shared(store: Store) -> bool:
    """A store other processes read too (a `RedisStore`: one with `server_offset`)."""
    return not isinstance(store, MemoryStore) and getattr(store, "server_offset", None) is not None


class ListCache:
    """Per-page cache of paginated MCP lists for many servers and credential partitions.

    `store`: where the pages live (default: a `MemoryStore` on `clock`); `max_entries` bounds the pages this cache
    keeps there, least recently used first out.
    """

    def __init__(
        self,
        *,
        clock: Clock | None = None,
        max_ttl_ms: int = DAY_MS,
        max_entries: int = 100_000,
        max_lists: int = 10_000,
        store: Store | None = None,
    ) -> None:
        self._clock: Clock = clock or SystemClock()
        self._max_ttl_ms = max_ttl_ms
        shared = store if store is not None else MemoryStore(clock=self._clock)
        # private pages stay in this process: a shared store holds public pages only
        local = shared if isinstance(shared, MemoryStore) else MemoryStore(clock=self._clock)
        self._pages = PageStore(shared, max_entries=max_entries, max_decoded=max_lists, local=local)
        # replicas on a shared store fetch a public page once between them (`page_lease.py`); never in-process
        self._leases = PageLeases(shared, self._pages, self._clock) if _is_shared(shared) else None
        self._flights: dict[_Key, _Flight] = {}
        # last good complete list per (server, method, partition or None for public), for stale-if-error
        self._last_good: LRUCache[_ListKey, _Walk] = LRUCache(maxsize=max_lists)
        self._counts = _Counts()

    async def get_list(
        self,
        server: str,
        method: str,
        fetch_page: FetchPage,
        *,
        partition: str | None = None,
        min_ttl_ms: int = 0,
        legacy: bool = False,
        hold_until_changed: bool = False,
        legacy_ttl_ms: int = 0,
        page_cap: int = 250,
        lease_s: float = 10.0,
    ) -> CachedList:
        """Every page of `method` on `server`: fresh cached pages where there are some, `fetch_page(cursor)` otherwise.

        `lease_s` bounds the lease a miss of a public page takes on a shared store (`page_lease.py`): the longest
        a replica waits on another's fetch of that page before it fetches it itself.

        Raises what `fetch_page` raised when the walk fails and there is no last good list to serve stale; errors
        that are not `AggregatorError` or `TimeoutError` (bugs) always propagate.
        """
        part = partition or ""
        policy = _Policy(min_ttl_ms, legacy, hold_until_changed, legacy_ttl_ms, self._max_ttl_ms, lease_s)
        try:
            walk = await self._walk_restarting(server, method, fetch_page, part, policy, page_cap)
        except (AggregatorError, TimeoutError) as exc:
            good = self._find_last_good(server, method, part)
            if good is None:
                raise
            self._counts.stale_served += 1
            return self._result(good, stale_reason=str(exc) or type(exc).__name__)
        if walk.complete:
            self._remember(server, method, part, walk)
        return self._result(walk)

    def last_good(self, server: str, method: str, *, partition: str | None = None, reason: str) -> CachedList | None:
        """The last good complete list of `method` on `server`, served stale for `reason`; None if there is none."""
        good = self._find_last_good(server, method, partition or "")
        if good is None:
            return None
        self._counts.stale_served += 1
        return self._result(good, stale_reason=reason)

    def invalidate(self, server: str, method: str | None = None) -> None:
        """A `list_changed`: drop every page of the server (or of one method), in every partition, even fresh ones.

        The last good list stays, to be served stale if the next fetch fails.
        """
        self._counts.invalidations += 1
        self._drop(server, method)

    def forget(self, server: str) -> None:
        """The server is gone: drop its pages and its last good lists."""
        self._drop(server, None)
        for key in [key for key in self._last_good if key[0] == server]:
            del self._last_good[key]

    @property
    def leases(self) -> PageLeases | None:
        """The leases this cache takes on its shared store's public pages; None with an in-process store."""
        return self._leases

    def stats(self) -> CacheStats:
        """A snapshot of the cache's counters (hits, misses, coalesced fetches, invalidations, ...)."""
        c = self._counts
        return CacheStats(
            hits=c.hits,
            misses=c.misses,
            coalesced=c.coalesced,
            invalidations=c.invalidations,
            stale_served=c.stale_served,
            evictions=self._pages.evictions,
            entries=len(self._pages),
        )

    # -- the walk

    async def _walk_restarting(
        self, server: str, method: str, fetch_page: FetchPage, part: str, policy: _Policy, page_cap: int
    ) -> _Walk:
        try:
            return await self._walk(server, method, fetch_page, part, policy, page_cap)
        except _CursorRejected:
            # the spec: an invalid cursor discards all cached pages of the list; then restart from the top once
            self._counts.invalidations += 1
            self._drop(server, method)
        try:
            return await self._walk(server, method, fetch_page, part, policy, page_cap)
        except _CursorRejected as again:
            self._drop(server, method)
            raise again.error from None

    async def _walk(
        self, server: str, method: str, fetch_page: FetchPage, part: str, policy: _Policy, page_cap: int
    ) -> _Walk:
        """Follow `nextCursor` from the start, by the rules of `protocol.pagination` (as `Upstream.list_all`)."""
        walk = _Walk()
        cursors = Cursors(method, page_cap)
        cursor: str | None = None
        while True:
            await self._add_page(walk, (server, method, cursor, part), fetch_page, policy)
            last = walk.entries[-1]
            cursor = last.page.next_cursor
            if not cursors.follow(cursor, items=len(last.page.items), size=last.size):
                walk.complete, walk.problem = cursors.complete, cursors.problem
                return walk

    async def _add_page(self, walk: _Walk, key: _Key, fetch_page: FetchPage, policy: _Policy) -> None:
        entry = await self._pages.lookup(key, self._clock.now())
        if entry is not None:
            self._counts.hits += 1
            walk.from_cache += 1
            walk.entries.append(entry)
            return
        cursor = key[2]
        try:
            page, received, digest, size = await self._fetch(key, fetch_page, policy)
        except McpError as exc:
            if cursor is not None and exc.code == INVALID_PARAMS:
                raise _CursorRejected(exc) from exc
            raise
        walk.fetched += 1
        walk.entries.append(StoredPage(page, received, policy.ttl_ms(page), digest, size))

    # -- single-flight

    async def _fetch(self, key: _Key, fetch_page: FetchPage, policy: _Policy) -> Fetched:
        while True:
            flight = self._flights.get(key)
            if flight is None:
                return await self._lead(key, fetch_page, policy)
            self._counts.coalesced += 1
            await flight.done.wait()
            if flight.error is not None:
                raise flight.error
            if flight.result is not None:
                return flight.result
            # the leader was cancelled before it had an answer: go again, perhaps as the new leader

    async def _lead(self, key: _Key, fetch_page: FetchPage, policy: _Policy) -> Fetched:
        flight = _Flight()
        self._flights[key] = flight
        try:
            if self._leases is None:
                return await self._fetch_and_keep(key, fetch_page, policy, flight)
            # a shared store: one fetch across its processes too (the lease), else the page another one stored
            flight.result = await self._leases.fetch(
                key, policy.lease_s, lambda: self._fetch_and_keep(key, fetch_page, policy, flight)
            )
            return flight.result
        except Exception as exc:
            if flight.result is None:
                flight.error = exc
            raise
        finally:
            self._land(key, flight)

    async def _fetch_and_keep(self, key: _Key, fetch_page: FetchPage, policy: _Policy, flight: _Flight) -> Fetched:
        self._counts.misses += 1
        page = await fetch_page(key[2])
        received = self._clock.now()
        digest, size = page_measure(page)
        flight.result = (page, received, digest, size)
        self._land(key, flight)  # the waiters here have their answer before it is stored
        # a list_changed while the fetch was in flight: the answer may predate the change, so hand it over unstored
        if not flight.dropped:
            await self._pages.put(key, StoredPage(page, received, policy.ttl_ms(page), digest, size))
        return flight.result

    def _land(self, key: _Key, flight: _Flight) -> None:
        flight.done.set()
        if self._flights.get(key) is flight:
            del self._flights[key]

    def _drop(self, server: str, method: str | None) -> None:
        self._pages.drop(server, method)
        # detach flights in progress: their waiters still get the answer (never stored), new callers fetch anew.
        # Marked on the flight, not counted per list: a count kept for every list ever dropped grew without bound
        # (a server can name a new resource in every `resources/updated`, and each drops its reads)
        for key in [k for k in self._flights if k[0] == server and (method is None or k[1] == method)]:
            self._flights.pop(key).dropped = True

    # -- stale-if-error

    def _remember(self, server: str, method: str, part: str, walk: _Walk) -> None:
        if all(entry.page.scope == "public" for entry in walk.entries):
            self._last_good[(server, method, None)] = walk
            # our own older private list would otherwise shadow the newer public one
            self._last_good.pop((server, method, part), None)
        else:
            self._last_good[(server, method, part)] = walk

    def _find_last_good(self, server: str, method: str, part: str) -> _Walk | None:
        return self._last_good.get((server, method, part)) or self._last_good.get((server, method, None))

    def _result(self, walk: _Walk, *, stale_reason: str | None = None) -> CachedList:
        now = self._clock.now()
        entries = walk.entries
        remaining = [max(0.0, e.received + e.ttl_ms / 1000 - now) for e in entries]
        stale = stale_reason is not None
        return CachedList(
            pages=tuple(e.page for e in entries),
            complete=walk.complete,
            problem=walk.problem,
            stale=stale,
            stale_reason=stale_reason,
            fetched=0 if stale else walk.fetched,
            from_cache=0 if stale else walk.from_cache,
            oldest_age_s=max((now - e.received for e in entries), default=0.0),
            min_remaining_ttl_s=None if stale or not remaining else min(remaining),
            effective_ttls_ms=tuple(e.ttl_ms for e in entries),
            digests=tuple(e.digest for e in entries),
        )
