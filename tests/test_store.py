"""The store seam: the in-memory store passes the store suite, and what goes through it works across replicas.

Two aggregators on one store stand for two replicas: they share list pages, rate-limit buckets and the proxy's
signing key. `MemoryStore(serialize=True)` copies every value through JSON, as a networked store does, which is how
the catalog is shown to be reused by content rather than by the identity of the objects a store hands back.
"""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.cache import ListCache
from aggregator.clock import ManualClock
from aggregator.config import RateLimit
from aggregator.protocol.jsonrpc import Request, Response
from aggregator.protocol.mcp import Page
from aggregator.proxy.server import ProxyServer, ProxySettings
from aggregator.store import BUCKET_GRACE_S, Bucket, MemoryStore, bucket_ttl, key
from tests.memory_server import FakeServer, tool
from tests.store_suite import StoreContract, StoreSubject

MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}


def _subject(store: MemoryStore, clock: ManualClock) -> StoreSubject:
    async def elapse(seconds: float) -> None:
        clock.advance(seconds)

    return StoreSubject(store, elapse=elapse, now=clock.now)


class TestMemoryStore(StoreContract):
    @pytest.fixture
    def subject(self) -> StoreSubject:
        clock = ManualClock()
        return _subject(MemoryStore(clock=clock), clock)


class TestMemoryStoreThroughJson(StoreContract):
    @pytest.fixture
    def subject(self) -> StoreSubject:
        clock = ManualClock()
        return _subject(MemoryStore(clock=clock, serialize=True), clock)


# -- the in-memory store's own promises


@pytest.mark.anyio
async def test_the_memory_store_evicts_the_least_recently_used_past_its_bound() -> None:
    store = MemoryStore(max_entries=2)
    await store.set("a", 1)
    await store.set("b", 2)
    assert await store.get("a") == 1  # "a" is now the most recently used
    await store.set("c", 3)
    assert (await store.get("a"), await store.get("b"), await store.get("c"), len(store)) == (1, None, 3, 2)


@pytest.mark.anyio
async def test_a_buckets_state_goes_once_it_has_refilled() -> None:
    # a glob limit makes a bucket per tool name a server chooses: none may stay for good, and one dropped once
    # full reads the same as before (full)
    clock = ManualClock()
    store = MemoryStore(clock=clock)
    bucket = Bucket(key("bucket", "s", "any-tool"), rate=2.0, capacity=3.0)
    assert [await store.take([bucket], clock.now()) for _ in range(3)] == [(0.0,)] * 3
    assert bucket_ttl(bucket, 0.0) == 1.5 + BUCKET_GRACE_S
    clock.advance(1.5 + BUCKET_GRACE_S - 0.01)
    assert await store.get(bucket.key) is not None  # still kept: not yet full again
    clock.advance(0.02)
    assert await store.get(bucket.key) is None and len(store) == 0
    assert [await store.take([bucket], clock.now()) for _ in range(3)] == [(0.0,)] * 3  # full, as it would be


@pytest.mark.anyio
async def test_the_memory_store_drops_expired_entries_before_live_ones() -> None:
    clock = ManualClock()
    store = MemoryStore(clock=clock, max_entries=2)
    await store.set("old", 1)
    await store.set("brief", 2, ttl_s=1.0)
    clock.advance(2.0)
    await store.set("new", 3)
    assert (await store.get("old"), await store.get("new")) == (1, 3)


@pytest.mark.anyio
@pytest.mark.parametrize("value", [object(), {1: "int key"}, float("nan")], ids=["object", "int-key", "nan"])
async def test_a_serializing_store_refuses_what_is_not_json(value: Any) -> None:
    with pytest.raises((TypeError, ValueError)):
        await MemoryStore(serialize=True).set("k", value)


@pytest.mark.anyio
async def test_none_is_not_a_storable_value() -> None:
    with pytest.raises(ValueError, match="absent"):
        await MemoryStore().set("k", None)


def test_an_open_key_is_the_prefix_of_its_own_keys_only() -> None:
    prefix = key("page", "s", open_end=True)
    assert key("page", "s", "tools/list", None, "p").startswith(prefix)
    assert not key("page", "s2", "tools/list", None, None).startswith(prefix)
    assert not key("page", 's"', "tools/list").startswith(prefix)
    assert not key("bucket", "s", None).startswith(prefix)


# -- the list cache through a store that copies


def _page(names: list[str], cursor: str | None = None) -> Page:
    return Page("tools/list", tuple({"name": n} for n in names), cursor, 60_000, "public")


@pytest.mark.anyio
async def test_the_list_cache_serves_pages_read_back_from_a_copying_store() -> None:
    clock = ManualClock()
    pages = {None: _page(["a"], "c1"), "c1": _page(["b"])}
    fetched: list[str | None] = []

    async def fetch(cursor: str | None) -> Page:
        fetched.append(cursor)
        return pages[cursor]

    cache = ListCache(clock=clock, store=MemoryStore(clock=clock, serialize=True))
    first = await cache.get_list("s", "tools/list", fetch)
    again = await cache.get_list("s", "tools/list", fetch)
    assert fetched == [None, "c1"] and again.from_cache == 2
    assert [item["name"] for item in again.items] == ["a", "b"]
    assert again.digests == first.digests and again.pages[0].next_cursor == "c1"
    # a page read twice is one object while its content is unchanged, so what is built from it can be kept
    third = await cache.get_list("s", "tools/list", fetch)
    assert all(x is y for x, y in zip(third.pages, again.pages, strict=True))


@pytest.mark.anyio
async def test_invalidate_reaches_the_pages_in_the_store() -> None:
    clock = ManualClock()
    store = MemoryStore(clock=clock)
    cache = ListCache(clock=clock, store=store)
    fetched: list[str | None] = []

    async def fetch(cursor: str | None) -> Page:
        fetched.append(cursor)
        return _page(["a"])

    await cache.get_list("s", "tools/list", fetch)
    assert len(store) == 1
    cache.invalidate("s", "tools/list")
    assert cache.stats().entries == 0
    await cache.get_list("s", "tools/list", fetch)
    assert fetched == [None, None] and len(store) == 1


# -- catalog reuse by content


@pytest.mark.anyio
@pytest.mark.parametrize("hint", [(60_000, "public"), None], ids=["cached", "refetched-every-call"])
async def test_the_catalog_is_reused_for_equal_content_not_only_for_the_same_objects(
    hint: tuple[int, str] | None,
) -> None:
    clock = ManualClock()
    fake = FakeServer(era="modern", pages=[[tool("a")], [tool("b")]], hints=[hint, hint])
    # pages held are read back as copies; pages never held (a TTL of 0) are fetched anew: new objects either way
    options: dict[str, Any] = {"store": MemoryStore(clock=clock, serialize=True)} if hint is not None else {}
    async with Aggregator([ServerConfig(name="X", serve=fake.serve)], clock=clock, **options) as agg:
        with anyio.fail_after(10):
            first = await agg.catalog()
            second = await agg.catalog()
    assert [t.name for t in first.tools] == ["a", "b"]
    assert _lists(fake) == (2 if hint is not None else 4)  # each page once, or each page on each call
    assert second is first


# -- replicas on one store


def _lists(fake: FakeServer) -> int:
    return sum(1 for m in fake.received if isinstance(m, Request) and m.method == "tools/list")


@pytest.mark.anyio
async def test_replicas_on_one_store_list_a_public_page_once() -> None:
    clock = ManualClock()
    store = MemoryStore(clock=clock)
    fake = FakeServer(era="modern", pages=[[tool("a")]], hints=[(60_000, "public")])
    config = [ServerConfig(name="X", serve=fake.serve)]
    async with Aggregator(config, clock=clock, store=store) as one, Aggregator(config, clock=clock, store=store) as two:
        with anyio.fail_after(10):
            assert [t["name"] for t in await one.list_tools()] == ["a"]
            assert [t["name"] for t in await two.list_tools()] == ["a"]
    assert _lists(fake) == 1


@pytest.mark.anyio
async def test_a_rate_limit_holds_across_replicas_on_one_store() -> None:
    clock = ManualClock()
    store = MemoryStore(clock=clock)
    fake = FakeServer(pages=[[tool("t")]])
    config = [ServerConfig(name="X", serve=fake.serve, rate_limit=RateLimit(calls_per_s=1, burst=2))]
    async with Aggregator(config, clock=clock, store=store) as one, Aggregator(config, clock=clock, store=store) as two:
        with anyio.fail_after(10):
            await one.list_tools()
            await two.list_tools()
            outcomes = [
                (await agg.call_tool("t", {}))["isError"]  # type: ignore[index]
                for agg in (one, two, one, two)
            ]
            clock.advance(1.0)
            after = (await two.call_tool("t", {}))["isError"]  # type: ignore[index]
    assert outcomes == [False, False, True, True]  # two tokens between them, not two each
    assert after is False


@pytest.mark.anyio
async def test_a_cursor_minted_by_one_replica_is_honoured_by_another() -> None:
    store = MemoryStore()
    fake = FakeServer(pages=[[tool("a"), tool("b"), tool("c")]])
    config = [ServerConfig(name="X", serve=fake.serve)]
    async with Aggregator(config, store=store) as one, Aggregator(config, store=store) as two:
        first, second = ProxyServer(one, ProxySettings(page_size=2)), ProxyServer(two, ProxySettings(page_size=2))

        async def send(message: Any) -> None:
            pass

        def listing(rid: int, cursor: str | None = None) -> Request:
            params: dict[str, Any] = {"_meta": MODERN_META}
            if cursor is not None:
                params["cursor"] = cursor
            return Request(rid, "tools/list", params)

        with anyio.fail_after(10):
            page = await first.handle(listing(1), session=None, send=send)
            await second.handle(listing(2), session=None, send=send)  # the same list, as its own generation
            assert isinstance(page, Response)
            rest = await second.handle(listing(3, page.result["nextCursor"]), session=None, send=send)
    assert isinstance(rest, Response), rest
    assert [t["name"] for t in page.result["tools"]] == ["a", "b"]
    assert [t["name"] for t in rest.result["tools"]] == ["c"]
