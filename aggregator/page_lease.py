"""Leases on a shared store's public pages: replicas that miss one page at the same instant fetch it once.

The list cache coalesces concurrent fetches of one page within its process (single-flight); `PageLeases` does the
same across the processes of one shared store (a `RedisStore`, one with `server_offset`). Before its leader fetches
a page, a process takes a lease on the page's public key in the store: `setdefault(lease_key(...), token, ttl_s)`.

- The holder fetches, stores the page, then deletes its lease and announces it on the store's topic `page-lease`.
- A process that finds another's lease waits for the page to appear in the store: woken by that announcement (the
  store's pub/sub) or by a short backoff (20 ms doubling to 0.5 s), each time trying the lease again, so a lease
  that expired or was released with no page becomes its own. It never waits longer than the lease's TTL: then it
  fetches itself, as it does at once when the store is unavailable. A lease never fails a list.
- A page this process last fetched as private takes no lease (it never reaches the shared store). Whether a page is
  public is only known once fetched: the first fetch of a page never seen takes a lease; if the page comes back
  private, the holder leaves the lease saying `private` for its TTL, and every process that finds it so (the
  waiters, woken) fetches its own at once.

The in-process `MemoryStore` path has no leases at all (`ListCache` makes none for it).
"""

from __future__ import annotations

import contextlib
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable

import anyio

from aggregator.clock import Clock
from aggregator.page_store import PageKey, PageStore, StoredPage, page_key
from aggregator.protocol.mcp import Page
from aggregator.store import Json, Store, StoreUnavailable, key

__all__ = ["LEASE_TOPIC", "Fetched", "PageLeases", "lease_key"]

#: the topic a holder announces a released lease on (the payload: the lease's key)
LEASE_TOPIC = "page-lease"
_BACKOFF_S = (0.02, 0.5)
_RELEASE_S = 2.0  # the most a release may take (it runs shielded from cancellation)
_MAX_PRIVATE = 10_000
_PRIVATE = "private"  # a released lease's value when the page came back private (a token is 32 hex digits)

#: a page fetched: the page, when it came, its digest and size (`page_store.page_measure`)
Fetched = tuple[Page, float, str, int]


def lease_key(stored: str) -> str:
    """The store key of the lease on the page stored under `stored`."""
    return key("lease", stored)


class PageLeases:
    """Leases on the public pages of `pages` in the shared `store` (the one `pages` keeps public pages in)."""

    def __init__(self, store: Store, pages: PageStore, clock: Clock) -> None:
        self._store, self._pages, self._clock = store, pages, clock
        self._token = uuid.uuid4().hex  # this cache's name on a lease
        self._wakes: dict[str, anyio.Event] = {}  # lease key -> the event its waiter here sleeps on
        self._private: OrderedDict[tuple[str, str, str | None], None] = OrderedDict()
        #: fetches here waiting now on another process's lease
        self.waiting = 0
        subscribe: Callable[[str, Callable[[Json], None]], None] | None = getattr(store, "subscribe", None)
        if subscribe is not None:
            subscribe(LEASE_TOPIC, self._woken)

    async def fetch(self, wanted: PageKey, ttl_s: float, fetch: Callable[[], Awaitable[Fetched]]) -> Fetched:
        """The page under `wanted`: `fetch()` (which stores it) while holding its lease, or the page another process
        stored while we waited on its lease, or `fetch()` without a lease when the lease cannot be had in `ttl_s`."""
        server, method, cursor, _ = wanted
        name = (server, method, cursor)
        if name in self._private:
            return self._learn(name, await fetch())
        lease = lease_key(page_key(server, method, cursor, None))
        got = await self._acquire((server, method, cursor, None), lease, ttl_s)
        if isinstance(got, StoredPage):
            return got.page, got.received, got.digest, got.size
        if not got:
            return self._learn(name, await fetch())
        private = False  # a failed fetch: the lease is deleted, the next process to take it tries
        try:
            fetched = self._learn(name, await fetch())
            private = fetched[0].scope == "private"
            return fetched
        finally:
            with anyio.CancelScope(shield=True), anyio.move_on_after(_RELEASE_S):
                await self._release(lease, ttl_s if private else None)

    async def _acquire(self, public: PageKey, lease: str, ttl_s: float) -> StoredPage | bool:
        """The page if another process stored it meanwhile; True once we hold the lease; False to fetch without."""
        deadline, delay, waited = anyio.current_time() + ttl_s, _BACKOFF_S[0], False
        try:
            while True:
                wake = self._wakes[lease] = anyio.Event()  # before looking, so no announcement falls in between
                try:
                    holder = await self._store.setdefault(lease, self._token, ttl_s=ttl_s)
                except StoreUnavailable:
                    return False
                # held or not, the page may have come (a holder that released just before we asked)
                found = await self._pages.lookup(public, self._clock.now())
                if found is not None:
                    if holder == self._token:
                        await self._release(lease)
                    return found
                if holder == self._token:
                    return True
                if holder == _PRIVATE:
                    return False  # the last holder found it private: every process fetches its own
                left = deadline - anyio.current_time()
                if left <= 0:
                    return False  # waited a whole TTL (another's lease, taken after the first expired): fetch ourselves
                if not waited:
                    waited, self.waiting = True, self.waiting + 1
                with anyio.move_on_after(min(delay, left)):
                    await wake.wait()
                delay = min(delay * 2, _BACKOFF_S[1])
        finally:
            self._wakes.pop(lease, None)
            self.waiting -= waited

    async def _release(self, lease: str, private_s: float | None = None) -> None:
        """Give the lease up: deleted, or with `private_s`, left for that long saying the page is private."""
        with contextlib.suppress(StoreUnavailable):
            if await self._store.get(lease) == self._token:  # not another's, taken after ours expired
                if private_s is None:
                    await self._store.delete(lease)
                else:
                    await self._store.set(lease, _PRIVATE, ttl_s=private_s)
            announce: Callable[[str, Json], None] | None = getattr(self._store, "announce", None)
            if announce is not None:
                announce(LEASE_TOPIC, lease)

    def _woken(self, payload: Json) -> None:
        wake = self._wakes.get(str(payload))
        if wake is not None:
            wake.set()

    def _learn(self, name: tuple[str, str, str | None], fetched: Fetched) -> Fetched:
        if fetched[0].scope == "private":
            self._private[name] = None
            self._private.move_to_end(name)
            if len(self._private) > _MAX_PRIVATE:
                self._private.popitem(last=False)
        else:
            self._private.pop(name, None)
        return fetched
