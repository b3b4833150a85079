"""`RedisStore`: the `Store` of replicas that share one Redis (or Valkey), with redis-py's asyncio client.

What it keeps where:

- **Values** as JSON text under `NAMESPACE:` + the store key, each TTL as the key's expiry (PX, on the server's
  clock). Two deployments share one Redis under two namespaces (letters, digits, `_.-`: no namespace can be the
  start of another's keys).
- **The key index** `NAMESPACE#index`, a sorted set of every key written (all scores 0, ordered by bytes):
  `delete_prefix` reads the keys under a prefix with ZRANGEBYLEX, O(log N + M), never KEYS, and never a SCAN of a
  big database for the few keys of one server. A member outlives its key's expiry until `prune_index` (a step of
  1,000 members every 500 writes) or a `delete_prefix` over it drops it.
- **Writes are Lua scripts** (`store_redis_scripts.py`): `setdefault` (GET, else SET), `take` (all buckets or none)
  and the others are each atomic and one round trip. Concurrent takes share one script call (`store_redis_takes.py`):
  a busy proxy makes fewer round trips than limited calls.
- **Time of the buckets is the server's:** the store measures its clock's offset from Redis's TIME (one round trip,
  again after a reconnect and every `resync_s`), and a `take` at `now` runs at `now` + offset, so replicas whose
  clocks disagree share one bucket correctly (to within a round trip), with no jitter from each call's latency.
- **Local copies** (`store_copies.py`): a value read or written here is kept in the process until its TTL; a warm
  `get` makes no round trip. Every write publishes an invalidation on `NAMESPACE#invalidate`; a background listener
  (one PSUBSCRIBE on `NAMESPACE#*`) drops the copies others' writes made stale, and clears them all when it
  (re)connects. Copies are only trusted while the listener is connected, except when Redis is down.
- **Topics** (`publish` / `subscribe`): messages between the processes of one namespace, e.g. `list_changed`.

Failing fast: every operation is bounded by `timeout_s` (0.5 s by default) and raises `StoreUnavailable` when Redis
does not answer; for `retry_s` after a failure, operations raise at once without trying. Then the next one tries
again: redis-py's pool reconnects by itself. A `get` with Redis down answers from a local copy when there is one.

asyncio only: redis-py's asyncio client does not run on trio; used under trio, any operation raises a
`RuntimeError` that says so (`serve` refuses `--store redis://` on trio before starting).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
import uuid
from asyncio import Task
from collections.abc import Awaitable, Callable, MutableSet, Sequence
from typing import Any, TypeVar

import redis.asyncio as aioredis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from aggregator import store_redis_scripts as scripts
from aggregator.clock import Clock, SystemClock
from aggregator.redaction import redact_url
from aggregator.store import Bucket, Json, StoreUnavailable
from aggregator.store_copies import LocalCopies
from aggregator.store_redis_listener import Listener
from aggregator.store_redis_takes import TakeBatches

__all__ = ["RedisStore", "TopicHandler"]

_T = TypeVar("_T")
_PRUNE_EVERY = 500
_NAMESPACE = re.compile(r"[A-Za-z0-9_.-]{1,64}")
#: what a topic's subscriber is called with: the payload another process published
TopicHandler = Callable[[Json], None]


class RedisStore:
    """A `Store` in Redis at `url` (redis://HOST:PORT/DB, rediss://, unix://PATH), under `namespace`.

    `timeout_s` bounds every round trip; `retry_s` is how long a failure is believed before trying again;
    `clock` is the caller's (the aggregator's): a `take` at its `now` runs at `now` plus this clock's offset from
    the server's. Call `aclose()` when done (the `serve` command does).
    """

    def __init__(
        self,
        url: str,
        *,
        namespace: str = "mcp-aggregator",
        timeout_s: float = 0.5,
        retry_s: float = 1.0,
        clock: Clock | None = None,
        max_copies: int = 10_000,
        lease_s: float = 0.01,
    ) -> None:
        if not _NAMESPACE.fullmatch(namespace):
            raise ValueError(f"a store namespace is 1-64 letters, digits, '_', '.' or '-', not {namespace!r}")
        if timeout_s <= 0:
            raise ValueError(f"a store timeout is above 0 seconds, not {timeout_s!r}")
        self.url, self.namespace, self.timeout_s, self._retry_s = url, namespace, timeout_s, retry_s
        self._clock: Clock = clock or SystemClock()
        self._client: aioredis.Redis = aioredis.Redis.from_url(
            url, decode_responses=True, socket_timeout=timeout_s, socket_connect_timeout=timeout_s
        )
        self._node = uuid.uuid4().hex  # this process's name on the invalidation channel
        self._index, self._channel = f"{namespace}#index", f"{namespace}#invalidate"
        self._copies = LocalCopies(max_copies)
        self._handlers: dict[str, list[TopicHandler]] = {}
        self._listener = Listener(self._client, f"{namespace}#*", self._on_message, self._on_connect)
        self._pruned, self._sets = "-", 0  # where the next `prune_index` starts; `set`s made
        self._down_until = 0.0
        self._offset: tuple[float, float] | None = None  # (Redis TIME - our clock, when measured on our clock)
        self._resync_s = 600.0
        self._measuring = asyncio.Lock()
        self._connections = 0  # of the listener, so far
        self._announcing: MutableSet[Task[None]] = set()  # not `set[...]`: the class has a method `set`
        self._scripts = {
            name: self._client.register_script(getattr(scripts, name))
            for name in ("SET", "SETDEFAULT", "DELETE", "DELETE_PREFIX", "TAKE", "PRUNE")
        }
        self._takes = TakeBatches(lambda keys, args: self._script("TAKE", keys, args), self._full, self._index)
        # tokens taken ahead for a set of buckets: (how many left, until when on the server's clock); see `take`
        self._lease_s = lease_s
        self._leases: dict[tuple[str, ...], tuple[int, float]] = {}
        #: round trips made (tests and the bench count them)
        self.round_trips = 0

    @property
    def listening(self) -> bool:
        """Whether the invalidation listener is connected (local copies are trusted only then)."""
        return self._listener.connected

    async def ready(self) -> bool:
        """Start the listener if needed and wait (at most `timeout_s` x 4) until it is connected; whether it is."""
        self._start()
        return await self._listener.wait_connected(self.timeout_s * 4)

    async def aclose(self) -> None:
        """Stop the listener and close the connections."""
        await self._listener.stop()
        await self._client.aclose()

    # -- the Store protocol

    async def get(self, key: str) -> Json:
        """The value under `key` (a local copy when one is fresh), or None."""
        full, now = self._full(key), self._clock.now()
        if self._listener.connected:
            copy = self._copies.get(full, now)
            if copy is not None:
                return copy
        seen = self._copies.generation
        try:
            text, pttl = await self._call(lambda: self._get_with_ttl(full))
        except StoreUnavailable:
            copy = self._copies.get(full, now)
            if copy is None:
                raise
            return copy
        if text is None:
            return None
        value: Json = json.loads(text)
        if self._listener.connected:
            self._copies.put(full, value, None if pttl < 0 else now + pttl / 1000, seen=seen)
        return value

    async def set(self, key: str, value: Json, *, ttl_s: float | None = None) -> None:
        """Store `value` under `key` with `ttl_s` as its expiry; every other process's copy is dropped."""
        full, text, copy = self._full(key), *_encode(value)
        await self._script("SET", [full, self._index, self._channel], [text, _px(ttl_s), self._node])
        self._keep(full, copy, ttl_s)
        self._sets += 1
        if self._sets % _PRUNE_EVERY == 0:  # the index follows the keys' expiry, a step at a time
            self._in_background(self.prune_index())

    async def setdefault(self, key: str, value: Json, *, ttl_s: float | None = None) -> Json:
        """Atomically (one script): the value under `key`, else `value` stored there."""
        full, text, copy = self._full(key), *_encode(value)
        found = await self._script("SETDEFAULT", [full, self._index, self._channel], [text, _px(ttl_s), self._node])
        if found == text:
            self._keep(full, copy, ttl_s)
            return copy
        result: Json = json.loads(found)
        return result

    async def delete(self, key: str) -> bool:
        """Remove `key` here and in every process's copies; whether it was there."""
        full = self._full(key)
        self._copies.drop(full)
        return bool(await self._script("DELETE", [full, self._index, self._channel], [self._node]))

    async def delete_prefix(self, prefix: str) -> int:
        """Remove every key under `prefix` (through the key index); how many live ones there were."""
        full = self._full(prefix)
        self._copies.drop_prefix(full)
        return int(await self._script("DELETE_PREFIX", [self._index, self._channel], [full, self._node]))

    async def take(self, buckets: Sequence[Bucket], now: float) -> tuple[float, ...]:
        """One token from each bucket or none from any, in one script on the server's clock; the waits.

        A busy limit is not worth a round trip per call: a take asks for the tokens `lease_s` (10 ms) of the slowest
        rate brings (at least 1), gets as many as the poorest bucket holds whole, and the rest serve this process's
        next takes of the same buckets until `lease_s` has passed; what is left then is dropped, never handed back.
        Nothing is ever admitted beyond the shared buckets (every token was taken from them); a process may leave
        at most `lease_s` of a rate unused. Under 100 calls/s every take is its own round trip, as before.
        """
        at = now + await self.server_offset()
        held = tuple(bucket.key for bucket in buckets)
        lease = self._leases.get(held)
        if lease is not None and lease[0] > 0 and at < lease[1]:
            self._leases[held] = (lease[0] - 1, lease[1])
            return (0.0,) * len(buckets)
        want = max(1, int(min(bucket.rate for bucket in buckets) * self._lease_s)) if buckets else 1
        waits, taken = await self._takes.take(buckets, at, want)
        if taken > 1:
            if len(self._leases) >= 4096:
                self._leases = {k: v for k, v in self._leases.items() if v[1] > at}
            left = self._leases.get(held)
            extra = left[0] if left is not None and at < left[1] else 0
            self._leases[held] = (extra + taken - 1, at + self._lease_s)
        return waits

    async def server_offset(self) -> float:
        """Redis's TIME minus this clock (midpoint of one round trip), measured when unknown or `resync_s` old.

        The shared time base of every process on this store: rate-limit buckets run on it, and the list cache
        stamps the pages it shares with it (`page_store.py`), since one host's monotonic clock means nothing on
        another's."""
        if self._offset is None or self._clock.now() - self._offset[1] > self._resync_s:
            async with self._measuring:  # one measurement for every take that found it missing
                if self._offset is None or self._clock.now() - self._offset[1] > self._resync_s:
                    before = self._clock.now()
                    seconds, micros = await self._call(self._client.time)
                    after = self._clock.now()
                    self._offset = (seconds + micros / 1e6 - (before + after) / 2, after)
        return self._offset[0]

    async def prune_index(self, count: int = 1000) -> int:
        """Drop up to `count` index members whose key expired, from where the last call stopped; how many went.

        Every 500th `set` of this process runs a step in the background, so the index follows the keys' expiry
        without a scan of the database."""
        last, gone = await self._script("PRUNE", [self._index], [self._pruned, str(count)])
        self._pruned = "(" + last if last else "-"
        return int(gone)

    # -- topics

    async def publish(self, topic: str, payload: Json) -> None:
        """Send `payload` to the subscribers of `topic` in every other process on this namespace."""
        message = self._node + "\n" + json.dumps(payload, allow_nan=False)
        await self._call(lambda: self._client.publish(f"{self.namespace}#topic:{topic}", message))

    def announce(self, topic: str, payload: Json) -> None:
        """`publish` without awaiting (from an event callback): sent by a task; lost, not raised, if Redis is down."""
        self._in_background(self.publish(topic, payload))

    def _in_background(self, work: Awaitable[Any]) -> None:
        async def quietly() -> None:
            with contextlib.suppress(StoreUnavailable):
                await work

        task = asyncio.get_running_loop().create_task(quietly())
        self._announcing.add(task)
        task.add_done_callback(self._announcing.discard)

    def subscribe(self, topic: str, handler: TopicHandler) -> None:
        """Call `handler(payload)` for each message another process publishes on `topic` (the listener starts now
        in a running asyncio loop, else with the first operation or `ready()`)."""
        self._handlers.setdefault(topic, []).append(handler)
        with contextlib.suppress(RuntimeError):
            self._start()

    # -- inside

    def _full(self, key: str) -> str:
        return f"{self.namespace}:{key}"

    def _keep(self, full: str, copy: Json, ttl_s: float | None) -> None:
        if self._listener.connected:
            self._copies.put(full, copy, None if ttl_s is None else self._clock.now() + ttl_s)

    def _start(self) -> None:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            raise RuntimeError(
                "the Redis store runs on asyncio only (redis-py's asyncio client): use the asyncio backend"
            ) from None
        self._listener.start()

    async def _get_with_ttl(self, full: str) -> tuple[str | None, int]:
        pipe = self._client.pipeline(transaction=False)
        pipe.get(full)
        pipe.pttl(full)
        text, pttl = await pipe.execute()
        return text, int(pttl)

    async def _script(self, name: str, keys: list[str], args: list[str]) -> Any:
        script = self._scripts[name]
        return await self._call(lambda: script(keys=keys, args=args))

    async def _call(self, operation: Callable[[], Awaitable[_T]]) -> _T:
        self._start()
        if time.monotonic() < self._down_until:
            raise StoreUnavailable(f"the Redis store at {redact_url(self.url)} is unreachable (retrying shortly)")
        self.round_trips += 1
        try:
            async with asyncio.timeout(self.timeout_s):
                try:
                    return await operation()
                except RedisConnectionError:
                    # a pooled connection Redis dropped (a restart): the pool let it go, a fresh one is tried once
                    return await operation()
        except (RedisConnectionError, RedisTimeoutError, TimeoutError, OSError) as error:
            self._down_until = time.monotonic() + self._retry_s
            raise StoreUnavailable(
                f"the Redis store at {redact_url(self.url)} did not answer within {self.timeout_s:g}s: {error}"
            ) from error

    def _on_connect(self) -> None:
        self._copies.clear()  # invalidations may have been missed while away
        self._down_until = 0.0  # Redis answers again: no need to wait out the failure
        if self._connections:
            self._offset = None  # a reconnection, perhaps to another server: measure its clock again
        self._connections += 1

    def _on_message(self, channel: str, data: str) -> None:
        sender, _, body = data.partition("\n")
        if sender == self._node:
            return  # our own write: the copies here are already right
        if channel == self._channel:
            kind, target = body[:1], body[1:]
            self._copies.drop(target) if kind == "k" else self._copies.drop_prefix(target)
            return
        topic = channel.removeprefix(f"{self.namespace}#topic:")
        for handler in list(self._handlers.get(topic, ())):
            handler(json.loads(body))


def _encode(value: Json) -> tuple[str, Json]:
    if value is None:
        raise ValueError("None is not a storable value: `get` returns None for an absent key")
    text = json.dumps(value, allow_nan=False, ensure_ascii=False, separators=(",", ":"))
    copy: Json = json.loads(text)
    if copy != value:  # a non-string key, a tuple: JSON would change it on the way
        raise ValueError(f"not a JSON value: it would come back as {text[:80]}")
    return text, copy


def _px(ttl_s: float | None) -> str:
    return "" if ttl_s is None else str(max(1, round(ttl_s * 1000)))
