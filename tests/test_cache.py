"""ListCache: one test per caching rule (SPEC-NOTES §5, §6; DESIGN decision 5), on a ManualClock, both backends."""

from __future__ import annotations

from collections.abc import Sequence

import anyio
import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.cache import DAY_MS, CachedList, ListCache, effective_ttl_ms
from aggregator.clock import ManualClock
from aggregator.errors import McpError, RequestTimeout
from aggregator.protocol.mcp import CacheScope, Page, parse_page

M = "tools/list"


def page(
    names: Sequence[str], next_cursor: str | None = None, ttl_ms: int = 60_000, scope: CacheScope = "public"
) -> Page:
    return Page(M, tuple({"name": n} for n in names), next_cursor, ttl_ms, scope)


class FakeList:
    """An upstream list: pages by cursor, every fetch recorded, optional per-cursor gates and scripted errors."""

    def __init__(self, pages: dict[str | None, Page]) -> None:
        self.pages = pages
        self.calls: list[str | None] = []
        self.errors: dict[str | None, Exception] = {}
        self.gates: dict[str | None, anyio.Event] = {}

    async def __call__(self, cursor: str | None) -> Page:
        self.calls.append(cursor)
        gate = self.gates.get(cursor)
        if gate is not None:
            await gate.wait()
        if cursor in self.errors:
            raise self.errors[cursor]
        return self.pages[cursor]


def two_pages(ttl1: int = 60_000, ttl2: int = 60_000, scope: CacheScope = "public") -> FakeList:
    return FakeList({None: page(["a"], "c1", ttl1, scope), "c1": page(["b"], None, ttl2, scope)})


def names(result: CachedList) -> list[str]:
    return [item["name"] for item in result.items]


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def cache(clock: ManualClock) -> ListCache:
    return ListCache(clock=clock)


# -- freshness


@pytest.mark.anyio
async def test_fresh_pages_are_reused_within_their_ttl(cache: ListCache, clock: ManualClock) -> None:
    fake = two_pages()
    first = await cache.get_list("s", M, fake)
    assert (names(first), first.fetched, first.from_cache, first.complete) == (["a", "b"], 2, 0, True)
    clock.advance(59.9)
    again = await cache.get_list("s", M, fake)
    assert (names(again), again.fetched, again.from_cache) == (["a", "b"], 0, 2)
    assert len(fake.calls) == 2
    assert again.oldest_age_s == pytest.approx(59.9)
    assert again.min_remaining_ttl_s == pytest.approx(0.1)
    clock.advance(0.1)  # fresh only while now < received + ttl
    assert (await cache.get_list("s", M, fake)).fetched == 2


@pytest.mark.anyio
async def test_each_page_has_its_own_ttl_clock(cache: ListCache, clock: ManualClock) -> None:
    fake = two_pages(ttl1=60_000, ttl2=10_000)
    await cache.get_list("s", M, fake)
    clock.advance(10)
    result = await cache.get_list("s", M, fake)
    assert fake.calls == [None, "c1", "c1"]
    assert (result.fetched, result.from_cache, result.effective_ttls_ms) == (1, 1, (60_000, 10_000))


@pytest.mark.anyio
async def test_ttl_zero_is_never_reused(cache: ListCache) -> None:
    fake = two_pages(ttl1=0, ttl2=0)
    await cache.get_list("s", M, fake)
    result = await cache.get_list("s", M, fake)
    assert (result.fetched, len(fake.calls), cache.stats().entries) == (2, 4, 0)
    assert result.min_remaining_ttl_s == 0.0


@pytest.mark.anyio
@pytest.mark.parametrize("hints", [{}, {"ttlMs": -5}, {"ttlMs": "60"}, {"ttlMs": True}])
async def test_absent_or_invalid_ttl_arrives_as_zero_and_is_never_reused(cache: ListCache, hints: dict) -> None:
    parsed = parse_page(M, {"tools": [{"name": "a"}], **hints})
    assert (parsed.ttl_ms, parsed.scope) == (0, "private")
    calls: list[str | None] = []

    async def fetch(cursor: str | None) -> Page:
        calls.append(cursor)
        return parsed

    await cache.get_list("s", M, fetch)
    await cache.get_list("s", M, fetch)
    assert calls == [None, None]


@pytest.mark.anyio
async def test_ttl_is_capped(clock: ManualClock) -> None:
    cache = ListCache(clock=clock)
    fake = FakeList({None: page(["a"], ttl_ms=7 * DAY_MS)})
    assert (await cache.get_list("s", M, fake)).effective_ttls_ms == (DAY_MS,)
    clock.advance(DAY_MS / 1000 - 1)
    await cache.get_list("s", M, fake)
    clock.advance(1)
    await cache.get_list("s", M, fake)
    assert fake.calls == [None, None]
    small = ListCache(clock=clock, max_ttl_ms=5_000)
    assert (await small.get_list("s", M, fake)).effective_ttls_ms == (5_000,)


@pytest.mark.anyio
async def test_min_ttl_overrides_a_zero_hint(cache: ListCache, clock: ManualClock) -> None:
    fake = FakeList({None: page(["a"], ttl_ms=0)})
    result = await cache.get_list("s", M, fake, min_ttl_ms=30_000)
    assert result.effective_ttls_ms == (30_000,)
    clock.advance(29)
    assert (await cache.get_list("s", M, fake, min_ttl_ms=30_000)).from_cache == 1
    clock.advance(1)
    assert (await cache.get_list("s", M, fake, min_ttl_ms=30_000)).fetched == 1
    assert fake.calls == [None, None]


@pytest.mark.anyio
async def test_never_polls(cache: ListCache, clock: ManualClock) -> None:
    fake = two_pages(ttl1=1_000, ttl2=1_000)
    await cache.get_list("s", M, fake)
    clock.advance(3600)
    await anyio.wait_all_tasks_blocked()
    assert (len(fake.calls), clock.sleepers) == (2, 0)


# -- scope and partitions


@pytest.mark.anyio
async def test_public_pages_are_shared_across_partitions(cache: ListCache) -> None:
    fake = two_pages(scope="public")
    await cache.get_list("s", M, fake, partition="token-a")
    result = await cache.get_list("s", M, fake, partition="token-b")
    assert (result.from_cache, len(fake.calls)) == (2, 2)
    assert (await cache.get_list("s", M, fake)).from_cache == 2  # and from the default partition
    assert cache.stats().entries == 2  # stored once


@pytest.mark.anyio
async def test_private_pages_never_cross_partitions(cache: ListCache) -> None:
    fake = two_pages(scope="private")
    await cache.get_list("s", M, fake, partition="token-a")
    assert (await cache.get_list("s", M, fake, partition="token-b")).fetched == 2
    assert (await cache.get_list("s", M, fake, partition="token-a")).from_cache == 2
    assert (await cache.get_list("s", M, fake)).fetched == 2
    # None and "" are the same default partition
    assert (await cache.get_list("s", M, fake, partition="")).from_cache == 2
    assert len(fake.calls) == 6


@pytest.mark.anyio
async def test_servers_and_methods_are_separate_keys(cache: ListCache) -> None:
    fake = two_pages()
    await cache.get_list("s", M, fake)
    await cache.get_list("t", M, fake)
    await cache.get_list("s", "prompts/list", fake)
    assert len(fake.calls) == 6


# -- invalidation


@pytest.mark.anyio
async def test_invalidate_drops_fresh_pages_in_every_partition(cache: ListCache) -> None:
    private, other = two_pages(scope="private"), two_pages()
    await cache.get_list("s", M, private, partition="a")
    await cache.get_list("s", M, private, partition="b")
    await cache.get_list("s", "prompts/list", other)
    cache.invalidate("s", M)
    assert (await cache.get_list("s", M, private, partition="a")).fetched == 2
    assert (await cache.get_list("s", M, private, partition="b")).fetched == 2
    assert (await cache.get_list("s", "prompts/list", other)).from_cache == 2  # another method is untouched
    cache.invalidate("s")
    assert (await cache.get_list("s", "prompts/list", other)).fetched == 2


@pytest.mark.anyio
async def test_a_fetch_in_flight_during_invalidate_is_not_stored(cache: ListCache) -> None:
    fake = FakeList({None: page(["old"])})
    fake.gates[None] = anyio.Event()
    result: list[CachedList] = []

    async def list_once() -> None:
        result.append(await cache.get_list("s", M, fake))

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            tg.start_soon(list_once)
            await anyio.wait_all_tasks_blocked()
            cache.invalidate("s")  # list_changed arrives while the old answer is on its way
            fake.gates[None].set()
    assert names(result[0]) == ["old"]  # the caller still gets its answer...
    fake.pages[None] = page(["new"])
    assert names(await cache.get_list("s", M, fake)) == ["new"]  # ...but it was not kept


@pytest.mark.anyio
async def test_invalid_cursor_drops_all_pages_and_restarts_once(cache: ListCache, clock: ManualClock) -> None:
    fake = two_pages(ttl1=60_000, ttl2=1_000, scope="private")
    await cache.get_list("s", M, fake, partition="a")
    await cache.get_list("s", M, fake, partition="b")
    clock.advance(2)
    # the server rotated its cursors: c1 is now rejected; a fresh first page points at c2
    fake.errors["c1"] = McpError(-32602, "Invalid cursor")
    fake.pages[None] = page(["a2"], "c2", scope="private")
    fake.pages["c2"] = page(["b2"], scope="private")
    fake.calls.clear()
    result = await cache.get_list("s", M, fake, partition="a")
    assert fake.calls == ["c1", None, "c2"]
    assert (names(result), result.stale) == (["a2", "b2"], False)
    # partition b's first page was dropped too, though fresh
    assert (await cache.get_list("s", M, fake, partition="b")).fetched == 2


@pytest.mark.anyio
async def test_invalid_cursor_twice_propagates(cache: ListCache) -> None:
    fake = two_pages()
    fake.errors["c1"] = McpError(-32602, "Invalid cursor")
    with pytest.raises(McpError) as caught:
        await cache.get_list("s", M, fake)
    assert caught.value.code == -32602
    assert fake.calls == [None, "c1", None, "c1"]
    assert cache.stats().entries == 0


@pytest.mark.anyio
async def test_invalid_params_on_the_first_page_is_not_a_cursor_problem(cache: ListCache) -> None:
    fake = two_pages()
    fake.errors[None] = McpError(-32602, "bad params")
    with pytest.raises(McpError):
        await cache.get_list("s", M, fake)
    assert fake.calls == [None]


# -- single-flight


@pytest.mark.anyio
async def test_concurrent_identical_fetches_coalesce(cache: ListCache) -> None:
    fake = two_pages(ttl1=0, ttl2=0)  # ttl 0: what is shared is the flight, not a cached page
    fake.gates = {None: anyio.Event(), "c1": anyio.Event()}
    results: list[CachedList] = []

    async def one() -> None:
        results.append(await cache.get_list("s", M, fake))

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            for _ in range(10):
                tg.start_soon(one)
            await anyio.wait_all_tasks_blocked()
            assert (fake.calls, cache.stats().coalesced) == ([None], 9)
            fake.gates[None].set()
            await anyio.wait_all_tasks_blocked()
            assert (fake.calls, cache.stats().coalesced) == ([None, "c1"], 18)
            fake.gates["c1"].set()
    assert len(results) == 10
    assert all(names(r) == ["a", "b"] and r.fetched == 2 for r in results)
    assert cache.stats().misses == 2


@pytest.mark.anyio
async def test_coalesced_waiters_share_the_error(cache: ListCache) -> None:
    fake = two_pages()
    fake.gates[None] = anyio.Event()
    fake.errors[None] = RuntimeError("boom")
    errors: list[BaseException] = []

    async def one() -> None:
        try:
            await cache.get_list("s", M, fake)
        except RuntimeError as exc:
            errors.append(exc)

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            for _ in range(5):
                tg.start_soon(one)
            await anyio.wait_all_tasks_blocked()
            fake.gates[None].set()
    assert len(errors) == 5 and {str(e) for e in errors} == {"boom"}
    assert fake.calls == [None]


@pytest.mark.anyio
async def test_single_flight_is_per_partition(cache: ListCache) -> None:
    fake = FakeList({None: page(["a"], ttl_ms=0)})
    fake.gates[None] = anyio.Event()
    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            tg.start_soon(lambda: cache.get_list("s", M, fake, partition="a"))
            tg.start_soon(lambda: cache.get_list("s", M, fake, partition="b"))
            await anyio.wait_all_tasks_blocked()
            fake.gates[None].set()
    assert fake.calls == [None, None]


@pytest.mark.anyio
async def test_a_cancelled_leader_hands_over_to_a_waiter(cache: ListCache) -> None:
    fake = FakeList({None: page(["a"])})
    fake.gates[None] = anyio.Event()
    got: list[CachedList] = []

    async def leader(scope: anyio.CancelScope) -> None:
        with scope:
            await cache.get_list("s", M, fake)

    async def waiter() -> None:
        got.append(await cache.get_list("s", M, fake))

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            scope = anyio.CancelScope()
            tg.start_soon(leader, scope)
            await anyio.wait_all_tasks_blocked()
            tg.start_soon(waiter)
            await anyio.wait_all_tasks_blocked()
            scope.cancel()
            await anyio.wait_all_tasks_blocked()
            assert fake.calls == [None, None]  # the waiter led a new fetch
            fake.gates[None].set()
    assert names(got[0]) == ["a"]


# -- stale-if-error


@pytest.mark.anyio
@pytest.mark.parametrize("error", [RequestTimeout("no answer within 5s", server="s"), TimeoutError()])
async def test_stale_if_error_serves_the_last_good_list(cache: ListCache, clock: ManualClock, error: Exception) -> None:
    fake = two_pages(ttl1=1_000, ttl2=1_000)
    await cache.get_list("s", M, fake)
    clock.advance(5)
    fake.errors["c1"] = error
    result = await cache.get_list("s", M, fake)
    assert (names(result), result.stale, result.complete) == (["a", "b"], True, True)
    assert result.stale_reason == (str(error) or "TimeoutError")
    assert result.oldest_age_s == pytest.approx(5)
    assert result.min_remaining_ttl_s is None
    assert cache.stats().stale_served == 1


@pytest.mark.anyio
async def test_last_good_survives_invalidate_but_not_forget(cache: ListCache) -> None:
    fake = two_pages()
    await cache.get_list("s", M, fake)
    fake.errors[None] = RequestTimeout("down", server="s")
    cache.invalidate("s")
    assert (await cache.get_list("s", M, fake)).stale
    cache.forget("s")
    with pytest.raises(RequestTimeout):
        await cache.get_list("s", M, fake)


@pytest.mark.anyio
async def test_error_without_a_last_good_list_raises(cache: ListCache) -> None:
    fake = two_pages()
    fake.errors["c1"] = RequestTimeout("no answer", server="s")
    with pytest.raises(RequestTimeout):
        await cache.get_list("s", M, fake)
    assert cache.stats().stale_served == 0


@pytest.mark.anyio
async def test_a_private_last_good_list_is_not_served_to_another_partition(cache: ListCache) -> None:
    fake = two_pages(scope="private")
    await cache.get_list("s", M, fake, partition="a")
    fake.errors[None] = RequestTimeout("down", server="s")
    with pytest.raises(RequestTimeout):
        await cache.get_list("s", M, fake, partition="b")


@pytest.mark.anyio
async def test_bugs_are_never_hidden_by_stale_if_error(cache: ListCache) -> None:
    fake = two_pages(ttl1=0, ttl2=0)
    await cache.get_list("s", M, fake)
    fake.errors[None] = KeyError("bug")
    with pytest.raises(KeyError):
        await cache.get_list("s", M, fake)


# -- legacy servers


@pytest.mark.anyio
async def test_legacy_with_list_changed_is_held_until_invalidated(cache: ListCache, clock: ManualClock) -> None:
    fake = FakeList({None: page(["a"], ttl_ms=0, scope="private")})
    held = {"legacy": True, "hold_until_changed": True}
    await cache.get_list("s", M, fake, **held)
    clock.advance(23 * 3600)
    assert (await cache.get_list("s", M, fake, **held)).from_cache == 1
    cache.invalidate("s", M)
    assert (await cache.get_list("s", M, fake, **held)).fetched == 1
    clock.advance(24 * 3600)  # bounded by the cap
    assert (await cache.get_list("s", M, fake, **held)).fetched == 1
    assert fake.calls == [None, None, None]


@pytest.mark.anyio
async def test_legacy_without_list_changed_uses_legacy_ttl(cache: ListCache, clock: ManualClock) -> None:
    fake = FakeList({None: page(["a"], ttl_ms=0, scope="private")})
    await cache.get_list("s", M, fake, legacy=True, legacy_ttl_ms=5_000)
    clock.advance(4.9)
    assert (await cache.get_list("s", M, fake, legacy=True, legacy_ttl_ms=5_000)).from_cache == 1
    clock.advance(0.1)
    assert (await cache.get_list("s", M, fake, legacy=True, legacy_ttl_ms=5_000)).fetched == 1
    # the default legacy TTL is 0: fetched every time
    other = FakeList({None: page(["a"], ttl_ms=0)})
    await cache.get_list("t", M, other, legacy=True)
    await cache.get_list("t", M, other, legacy=True)
    assert other.calls == [None, None]


@given(
    ttl=st.integers(-(10**12), 10**12),
    min_ttl=st.integers(0, 10**10),
    legacy=st.booleans(),
    hold=st.booleans(),
    legacy_ttl=st.integers(0, 10**10),
    cap=st.integers(0, 10**10),
)
def test_effective_ttl_stays_within_zero_and_the_cap(
    ttl: int, min_ttl: int, legacy: bool, hold: bool, legacy_ttl: int, cap: int
) -> None:
    got = effective_ttl_ms(
        ttl, min_ttl_ms=min_ttl, legacy=legacy, hold_until_changed=hold, legacy_ttl_ms=legacy_ttl, max_ttl_ms=cap
    )
    assert 0 <= got <= cap
    assert got >= min(min_ttl, cap)


# -- pagination


@pytest.mark.anyio
async def test_empty_string_cursor_is_followed(cache: ListCache) -> None:
    fake = FakeList({None: page(["a"], ""), "": page(["b"])})
    result = await cache.get_list("s", M, fake)
    assert (fake.calls, names(result), result.complete) == ([None, ""], ["a", "b"], True)
    assert (await cache.get_list("s", M, fake)).from_cache == 2  # "" is a key of its own, too


@pytest.mark.anyio
async def test_repeated_cursor_stops_with_a_problem(cache: ListCache) -> None:
    fake = FakeList({None: page(["a"], "c1", ttl_ms=0), "c1": page(["b"], "c1", ttl_ms=0)})
    result = await cache.get_list("s", M, fake)
    assert (fake.calls, result.complete) == ([None, "c1"], False)
    assert result.problem is not None and "repeated cursor 'c1'" in result.problem


@pytest.mark.anyio
async def test_page_cap_stops_with_a_problem(cache: ListCache) -> None:
    fake = FakeList({None: page(["p0"], "c1"), **{f"c{i}": page([f"p{i}"], f"c{i + 1}") for i in range(1, 10)}})
    result = await cache.get_list("s", M, fake, page_cap=3)
    assert (len(result.pages), result.complete) == (3, False)
    assert result.problem is not None and "page cap (3 pages)" in result.problem


@pytest.mark.anyio
async def test_an_incomplete_list_is_not_remembered_as_last_good(cache: ListCache) -> None:
    fake = FakeList({None: page(["a"], "c1", ttl_ms=0), "c1": page(["b"], "c1", ttl_ms=0)})
    await cache.get_list("s", M, fake)
    fake.errors[None] = RequestTimeout("down", server="s")
    with pytest.raises(RequestTimeout):
        await cache.get_list("s", M, fake)


# -- memory and stats


@pytest.mark.anyio
async def test_max_entries_evicts_the_least_recently_used(clock: ManualClock) -> None:
    cache = ListCache(clock=clock, max_entries=2)
    lists = {s: FakeList({None: page([s])}) for s in ("x", "y", "z")}
    await cache.get_list("x", M, lists["x"])
    await cache.get_list("y", M, lists["y"])
    await cache.get_list("x", M, lists["x"])  # x is now the most recently used
    await cache.get_list("z", M, lists["z"])  # evicts y
    assert cache.stats().entries == 2 and cache.stats().evictions == 1
    assert (await cache.get_list("x", M, lists["x"])).from_cache == 1
    assert (await cache.get_list("y", M, lists["y"])).fetched == 1


@pytest.mark.anyio
async def test_stats(cache: ListCache, clock: ManualClock) -> None:
    fake = two_pages(ttl1=60_000, ttl2=1_000)
    await cache.get_list("s", M, fake)  # 2 misses
    clock.advance(2)
    await cache.get_list("s", M, fake)  # 1 hit, 1 miss
    cache.invalidate("s")
    fake.errors[None] = RequestTimeout("down", server="s")
    await cache.get_list("s", M, fake)  # 1 miss, served stale
    stats = cache.stats()
    assert (stats.hits, stats.misses, stats.coalesced, stats.invalidations, stats.stale_served) == (1, 4, 0, 1, 1)
    assert stats.entries == 0


@pytest.mark.anyio
async def test_a_walk_reads_no_more_bytes_than_a_list_may_fetched_or_cached(cache: ListCache) -> None:
    # a page may be as big as a message (16 MB): 250 of them were decoded whole, gigabytes for one server's list
    from aggregator.protocol.pagination import MAX_BYTES

    big = "d" * (MAX_BYTES // 8)  # eight such pages reach the bound (one string, shared by every page)
    fake = FakeList({None if n == 0 else str(n): page([big], str(n + 1)) for n in range(40)})
    first = await cache.get_list("s", M, fake)
    again = await cache.get_list("s", M, fake)  # from the cache: the sizes were kept with the pages
    assert len(fake.calls) == len(first.pages) == 8
    assert not first.complete and first.problem is not None and f"{MAX_BYTES} bytes" in first.problem
    assert again.from_cache == 8 and len(again.pages) == 8 and not again.complete
