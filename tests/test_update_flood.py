"""A server naming a new resource in each of a flood of `resources/updated` costs that server, never the proxy.

Each update drops the cached reads of its resource and of the resource's containers. That is a drop per name:
nothing may be kept per name for good (a count per list dropped grew by ~17 entries an update: 50,000 updates
held 850,000 and 430 MB, for ever), the deletions waiting for the store are bounded per server (the next read of
any list walked each one: 5 s), and the updates waiting to be told to clients are bounded too.
"""

from __future__ import annotations

import gc
import tracemalloc

import anyio
import pytest

from aggregator import ResourceUpdated
from aggregator.cache import ListCache
from aggregator.clock import ManualClock
from aggregator.page_store import MAX_DOOMED
from aggregator.protocol.mcp import Page
from aggregator.proxy.notify import PENDING_UPDATES, ChangeNotifier
from aggregator.store import key

M = "tools/list"


def _page(name: str) -> Page:
    return Page(M, ({"name": name},), None, 60_000, "public")


class Counted:
    def __init__(self, name: str) -> None:
        self.name, self.fetched = name, 0

    async def __call__(self, cursor: str | None) -> Page:
        self.fetched += 1
        return _page(self.name)


def _drop_reads(cache: ListCache, server: str, names: range) -> None:
    for n in names:
        cache.invalidate(server, f"resources/read file:///{n}/deep/path")


@pytest.mark.anyio
async def test_a_flood_of_dropped_reads_costs_only_its_own_servers_pages() -> None:
    cache = ListCache(clock=ManualClock())
    flooding, quiet = Counted("f"), Counted("q")
    await cache.get_list("flooding", M, flooding)
    await cache.get_list("quiet", M, quiet)
    _drop_reads(cache, "flooding", range(MAX_DOOMED - 1))
    # a few drops: only what they name goes, the server's other lists stay cached
    assert (await cache.get_list("flooding", M, flooding)).from_cache == 1
    _drop_reads(cache, "flooding", range(10 * MAX_DOOMED))
    assert len(cache._pages._doomed) <= MAX_DOOMED  # what the next read walks before it reads
    # past the bound the flooding server's pages go all at once; another server's stay cached
    assert (await cache.get_list("flooding", M, flooding)).fetched == 1 and flooding.fetched == 2
    assert (await cache.get_list("quiet", M, quiet)).from_cache == 1 and quiet.fetched == 1
    assert not cache._pages._doomed


@pytest.mark.anyio
async def test_dropping_lists_that_were_never_cached_keeps_nothing_per_list() -> None:
    cache = ListCache(clock=ManualClock())
    _drop_reads(cache, "s", range(1_000))  # warm: whatever is made once (the bounded prefixes) is made now
    key.cache_clear()
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        _drop_reads(cache, "s", range(1_000, 6_000))
        key.cache_clear()  # the key builder's own memo is bounded (65,536): not what this is about
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 64 * 1024, f"{grown} bytes kept for 5,000 lists dropped"


@pytest.mark.anyio
async def test_the_updates_waiting_to_be_told_are_bounded_and_the_latest_of_each_is_kept() -> None:
    class Quiet:
        pass

    notifier = ChangeNotifier(Quiet(), {}, Quiet())  # type: ignore[arg-type]
    notifier._dirty = anyio.Event()
    for n in range(PENDING_UPDATES * 4):
        notifier.on_event(ResourceUpdated("a", f"file:///{n}", {"uri": f"file:///{n}", "title": "first"}))
    notifier.on_event(ResourceUpdated("a", "file:///0", {"uri": "file:///0", "title": "latest"}))
    pending = notifier._updated
    assert len(pending) == PENDING_UPDATES
    assert pending["file:///0"].params["title"] == "latest"  # a resource already waiting is still brought up to date
    assert f"file:///{PENDING_UPDATES}" not in pending
