"""`RedisStore` against a real redis-server: the store contract, the local copies, the fault paths.

asyncio only (redis-py's asyncio client): the contract runs on the asyncio backend, and one test pins the clear
error on trio.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator

import anyio
import pytest

from aggregator.clock import ManualClock
from aggregator.store import Bucket, StoreUnavailable, key
from aggregator.store_redis import RedisStore
from tests.redis_server import RedisServer, redis_server
from tests.store_suite import StoreContract, StoreSubject

__all__ = ["redis_server"]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _sleep(seconds: float) -> None:
    await anyio.sleep(seconds)


class TestRedisStore(StoreContract):
    @pytest.fixture
    async def subject(self, redis_server: RedisServer) -> AsyncIterator[StoreSubject]:
        store = RedisStore(redis_server.url, namespace="contract")
        try:
            yield StoreSubject(store, elapse=_sleep, now=time.monotonic)
        finally:
            await store.aclose()


@pytest.fixture
async def two(redis_server: RedisServer) -> AsyncIterator[tuple[RedisStore, RedisStore]]:
    first, second = RedisStore(redis_server.url, namespace="t"), RedisStore(redis_server.url, namespace="t")
    try:
        with anyio.fail_after(10):
            assert await first.ready() and await second.ready()
        yield first, second
    finally:
        await first.aclose()
        await second.aclose()


async def _settled(sender: RedisStore, receiver: RedisStore) -> None:
    """Wait until every message `sender` published before has reached `receiver` (one channel keeps the order)."""
    arrived = anyio.Event()
    receiver.subscribe("barrier", lambda _: arrived.set())
    await sender.publish("barrier", True)
    with anyio.fail_after(5):
        await arrived.wait()


@pytest.mark.anyio
async def test_a_warm_read_makes_no_round_trip(two: tuple[RedisStore, RedisStore]) -> None:
    first, second = two
    await first.set("page", {"v": 1}, ttl_s=30)
    await _settled(first, second)  # the invalidation of that write has reached `second`
    assert await second.get("page") == {"v": 1}
    before = (first.round_trips, second.round_trips)
    assert [await first.get("page"), await second.get("page")] == [{"v": 1}] * 2
    assert (first.round_trips, second.round_trips) == before


@pytest.mark.anyio
async def test_a_write_elsewhere_drops_the_local_copy(two: tuple[RedisStore, RedisStore]) -> None:
    first, second = two
    await first.set("k", "old")
    assert await second.get("k") == "old"
    await first.set("k", "new")
    with anyio.fail_after(5):
        while await second.get("k") != "new":
            await anyio.sleep(0.01)
    await first.delete_prefix("k")
    with anyio.fail_after(5):
        while await second.get("k") is not None:
            await anyio.sleep(0.01)


@pytest.mark.anyio
async def test_two_namespaces_on_one_redis_do_not_meet(redis_server: RedisServer) -> None:
    one, other = RedisStore(redis_server.url, namespace="one"), RedisStore(redis_server.url, namespace="two")
    try:
        await one.set("k", 1)
        await other.set("k", 2)
        assert await other.delete_prefix("") == 1
        assert (await one.get("k"), await other.get("k")) == (1, None)
    finally:
        await one.aclose()
        await other.aclose()


@pytest.mark.anyio
async def test_take_runs_on_the_servers_clock(redis_server: RedisServer) -> None:
    # two replicas whose clocks are days apart still share one bucket: each measured its offset from TIME
    skewed = ManualClock(start=-3 * 86_400.0)  # a clock never runs back: this one started days behind
    one = RedisStore(redis_server.url, namespace="clock", clock=skewed)
    two = RedisStore(redis_server.url, namespace="clock")
    try:
        bucket = Bucket("b", rate=0.001, capacity=2.0)
        assert await one.take([bucket], skewed.now()) == (0.0,)
        assert await two.take([bucket], time.monotonic()) == (0.0,)
        assert (await one.take([bucket], skewed.now()))[0] > 100
        assert (await two.take([bucket], time.monotonic()))[0] > 100
    finally:
        await one.aclose()
        await two.aclose()


@pytest.mark.anyio
async def test_concurrent_takes_share_round_trips(redis_server: RedisServer) -> None:
    store = RedisStore(redis_server.url, namespace="batch")
    try:
        bucket = Bucket("b", rate=0.001, capacity=10.0)
        await store.take([Bucket("warm", 1.0, 1.0)], time.monotonic())  # the clock offset is measured once
        before = store.round_trips
        granted: list[bool] = []

        async def one() -> None:
            granted.append(not any(await store.take([bucket], time.monotonic())))

        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                for _ in range(40):
                    tg.start_soon(one)
        assert granted.count(True) == 10 and 1 <= store.round_trips - before < 40
    finally:
        await store.aclose()


@pytest.mark.anyio
async def test_redis_down_fails_fast_and_reads_serve_the_local_copy(redis_server: RedisServer) -> None:
    store = RedisStore(redis_server.url, namespace="down", timeout_s=0.5, retry_s=0.2)
    try:
        with anyio.fail_after(10):
            assert await store.ready()
        await store.set("page", "warm", ttl_s=60)
        redis_server.stop()
        started = time.monotonic()
        assert await store.get("page") == "warm"
        with pytest.raises(StoreUnavailable, match=r"did not answer|unreachable"):
            await store.get("cold")
        with pytest.raises(StoreUnavailable):
            await store.take([Bucket("b", 1.0, 1.0)], time.monotonic())
        assert time.monotonic() - started < 2
        redis_server.start()  # same port, empty: the store reconnects by itself
        with anyio.fail_after(10):
            while True:
                try:
                    await store.set("again", 1)
                    break
                except StoreUnavailable:
                    await anyio.sleep(0.05)
            assert await store.ready()
        assert await store.get("again") == 1
        assert await store.get("page") is None  # the copies were cleared on reconnecting: Redis lost them
    finally:
        await store.aclose()


@pytest.mark.anyio
async def test_an_unreachable_redis_is_a_store_unavailable_at_once() -> None:
    with socket_port() as port:
        store = RedisStore(f"redis://127.0.0.1:{port}/0", timeout_s=0.3)
        try:
            with anyio.fail_after(3), pytest.raises(StoreUnavailable, match=f"127.0.0.1:{port}"):
                await store.get(key("page", "s"))
        finally:
            await store.aclose()


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["trio"])
async def test_on_trio_it_says_asyncio_only(anyio_backend: str) -> None:
    store = RedisStore("redis://127.0.0.1:1/0")
    with pytest.raises(RuntimeError, match="asyncio only"):
        await store.get("k")


@pytest.mark.parametrize("namespace", ["", "a:b", "a#b", "x" * 65])
def test_a_namespace_that_could_meet_another_is_refused(namespace: str) -> None:
    with pytest.raises(ValueError, match="namespace"):
        RedisStore("redis://127.0.0.1:1/0", namespace=namespace)


class socket_port:
    """A port nothing listens on (bound, not listening, for the test's life)."""

    def __enter__(self) -> int:
        import socket

        self._sock = socket.socket()
        self._sock.bind(("127.0.0.1", 0))
        port: int = self._sock.getsockname()[1]
        return port

    def __exit__(self, *exc: object) -> None:
        self._sock.close()


@pytest.mark.anyio
async def test_the_key_index_forgets_expired_keys(redis_server: RedisServer) -> None:
    store = RedisStore(redis_server.url, namespace="prune")
    try:
        for index in range(5):
            await store.set(f"short{index}", index, ttl_s=0.05)
        await store.set("long", 1)
        await anyio.sleep(0.2)
        steps = [await store.prune_index(count=2) for _ in range(3)]  # six members, two a step
        assert sum(steps) == 5 and await store.prune_index() == 0
        assert await store.delete_prefix("") == 1 and await store.get("long") is None
    finally:
        await store.aclose()


@pytest.mark.anyio
async def test_a_busy_limit_takes_tokens_ahead_and_never_admits_more_than_the_shared_bucket(
    redis_server: RedisServer,
) -> None:
    # 1,000/s: a take asks for 10 ms of tokens (10); the rest serve this process without a round trip for 10 ms
    clock = ManualClock()
    store = RedisStore(redis_server.url, namespace="lease", clock=clock)
    bucket = Bucket("busy", rate=1000.0, capacity=20.0)
    try:
        await store.server_offset()
        trips = store.round_trips
        assert [await store.take([bucket], clock.now()) for _ in range(20)] == [(0.0,)] * 20
        assert store.round_trips - trips == 2  # two takes of 10
        # the shared bucket is empty (no time passed on this clock): 20 admitted in all, the capacity, no more
        assert (await store.take([bucket], clock.now()))[0] > 0
        clock.advance(0.0025)  # 2.5 tokens refill; no lease is left: a take is a round trip again
        trips = store.round_trips
        assert await store.take([bucket], clock.now()) == (0.0,)
        assert store.round_trips - trips == 1
    finally:
        await store.aclose()


@pytest.mark.anyio
async def test_every_bucket_key_expires_once_refilled(redis_server: RedisServer) -> None:
    # a bucket per tool name a server chooses (a glob limit), in a Redis that outlives the deployment: each goes
    store = RedisStore(redis_server.url, namespace="expiry")
    slow, fast = Bucket(key("bucket", "s", "a"), rate=0.5, capacity=2.0), Bucket(key("bucket", "s", "b"), 20.0, 3.0)
    try:
        now = time.monotonic()
        assert await store.take([slow, fast], now) == (0.0, 0.0)
        assert await store.take([slow], now) == (0.0,)
        ttls = [await store._client.pttl(f"expiry:{bucket.key}") for bucket in (slow, fast)]
    finally:
        await store.aclose()
    # the slow one is empty: 4 s to refill; the fast one lacks one token: 0.05 s; each plus the grace
    assert 4_000 < ttls[0] <= 5_001 and 1_000 < ttls[1] <= 1_051, ttls


@pytest.mark.anyio
async def test_a_slow_limit_takes_one_token_per_round_trip(redis_server: RedisServer) -> None:
    # under 100/s, 10 ms of tokens is less than one: every take goes to Redis, so replicas share it exactly
    store = RedisStore(redis_server.url, namespace="slow")
    bucket = Bucket("slow", rate=20.0, capacity=3.0)
    try:
        await store.server_offset()
        trips = store.round_trips
        now = time.monotonic()
        assert [await store.take([bucket], now) for _ in range(3)] == [(0.0,)] * 3
        assert store.round_trips - trips == 3
        assert (await store.take([bucket], now))[0] > 0
    finally:
        await store.aclose()
