"""Replicas on one real redis-server that miss one public page at the same instant: the lease in the store makes
them fetch it once; a lease whose holder died delays them at most its TTL. asyncio only (redis-py's asyncio client).
"""

from __future__ import annotations

import json
from contextlib import AsyncExitStack

import anyio
import pytest
import redis

from aggregator import Aggregator, ServerConfig
from aggregator.cache import ListCache
from aggregator.config import Timeouts
from aggregator.page_lease import lease_key
from aggregator.page_store import page_key
from aggregator.protocol.mcp import Page
from aggregator.store import MemoryStore
from aggregator.store_redis import RedisStore
from tests.memory_server import FakeServer, tool
from tests.redis_server import RedisServer, redis_server

__all__ = ["redis_server"]

pytestmark = pytest.mark.anyio

PUBLIC = (60_000, "public")


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def lists_made(server: FakeServer) -> int:
    return sum(1 for message in server.received if getattr(message, "method", None) == "tools/list")


async def stores(stack: AsyncExitStack, url: str, count: int) -> list[RedisStore]:
    made = []
    for _ in range(count):
        store = RedisStore(url, namespace="shared", timeout_s=0.5, retry_s=0.2)
        stack.push_async_callback(store.aclose)
        assert await store.ready()
        made.append(store)
    return made


async def test_replicas_missing_one_page_at_once_fetch_it_once(redis_server: RedisServer) -> None:
    gate = anyio.Event()
    upstream = FakeServer(era="modern", pages=[[tool("echo")]], hints=[PUBLIC], list_gate=gate)
    servers = [ServerConfig(name="s", serve=upstream.serve)]
    caches: list[ListCache] = []
    listed: list[list[str]] = []

    async def replica(store: RedisStore) -> None:
        async with Aggregator(servers, store=store) as agg:
            caches.append(agg.cache)
            listed.append([t["name"] for t in await agg.list_tools()])

    async def answer_once_the_others_wait() -> None:
        await upstream.wait_for("tools/list")  # one replica holds the lease and fetches
        while sum(cache.leases.waiting for cache in caches if cache.leases is not None) < 2:
            await anyio.sleep(0.01)  # the two others wait on its lease (without it, they would list too)
        gate.set()

    async with AsyncExitStack() as stack:
        three = await stores(stack, redis_server.url, 3)
        with anyio.fail_after(15):
            async with anyio.create_task_group() as tg:
                tg.start_soon(answer_once_the_others_wait)
                for store in three:
                    tg.start_soon(replica, store)
    assert listed == [["echo"]] * 3
    assert lists_made(upstream) == 1


async def test_a_dead_holder_delays_the_others_at_most_the_lease_ttl(redis_server: RedisServer) -> None:
    upstream = FakeServer(era="modern", pages=[[tool("echo")]], hints=[PUBLIC])
    lease_s = 1.0  # the list timeout bounds the lease
    servers = [ServerConfig(name="s", serve=upstream.serve, timeouts=Timeouts(list=lease_s))]
    client = redis.Redis.from_url(redis_server.url)
    listed: list[list[str]] = []
    async with AsyncExitStack() as stack:
        stack.callback(client.close)
        aggs = [
            await stack.enter_async_context(Aggregator(servers, store=s))
            for s in await stores(stack, redis_server.url, 3)
        ]
        dead = "shared:" + lease_key(page_key("s", "tools/list", None, None))
        assert client.set(dead, json.dumps("a replica that died"), px=int(lease_s * 1000))

        async def lists(agg: Aggregator) -> None:
            listed.append([t["name"] for t in await agg.list_tools()])

        started = anyio.current_time()
        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                for agg in aggs:
                    tg.start_soon(lists, agg)
        took = anyio.current_time() - started
    assert listed == [["echo"]] * 3
    assert 0.5 <= took <= lease_s + 1.0  # they waited for the lease, and no longer than its TTL (plus a fetch)
    assert 1 <= lists_made(upstream) <= 3  # whoever took the expired lease fetched; the others had it or fetched


async def test_a_page_that_comes_back_private_sends_the_waiters_to_fetch_their_own(redis_server: RedisServer) -> None:
    gate, asked = anyio.Event(), []

    async def fetch(cursor: str | None) -> Page:
        asked.append(cursor)
        await gate.wait()
        return Page("tools/list", (tool("mine"),), None, 60_000, "private")

    client = redis.Redis.from_url(redis_server.url)
    async with AsyncExitStack() as stack:
        stack.callback(client.close)
        caches = [ListCache(store=store) for store in await stores(stack, redis_server.url, 2)]
        listed: list[list[str]] = []

        async def lists(cache: ListCache) -> None:
            listed.append(
                [item["name"] for item in (await cache.get_list("s", "tools/list", fetch, lease_s=5.0)).items]
            )

        async def answer_once_the_other_waits() -> None:
            while not (asked and sum(cache.leases.waiting for cache in caches if cache.leases is not None) == 1):
                await anyio.sleep(0.01)
            gate.set()

        started = anyio.current_time()
        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                tg.start_soon(answer_once_the_other_waits)
                for cache in caches:
                    tg.start_soon(lists, cache)
        took = anyio.current_time() - started
        lease = client.get("shared:" + lease_key(page_key("s", "tools/list", None, None)))
        pages = list(client.scan_iter("shared:page:*"))
    assert listed == [["mine"]] * 2
    assert len(asked) == 2  # each fetched its own private page
    assert took < 2.5  # the waiter was sent on at once, not after the lease's 5 s
    assert lease == b'"private"' and not pages


async def test_a_memory_store_takes_no_lease() -> None:
    assert ListCache(store=MemoryStore()).leases is None
    assert ListCache().leases is None
