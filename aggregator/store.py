"""The store seam: where the state lives that a second replica would need to share.

What goes through it: the list cache's pages (`cache.py`), the rate-limit buckets (`limits.py`) and the proxy's
signing key (`shared_secret`, for cursors and `requestState`). The default is `MemoryStore`, in this process; a
host passes another with `Aggregator(..., store=...)`. Any store must pass `tests/store_suite.py`.

`RedisStore` (`store_redis.py`, the `redis` extra; `serve --store redis://…`) is the networked one: replicas on one
Redis or Valkey share it. It may raise `StoreUnavailable`; the callers on the hot path degrade (see that class).

The contract, chosen so a networked store implements it without changing a caller:

- **Async.** Every operation of a shared store is a round trip; a sync interface would block the event loop or
  force a thread per call. The price for the in-memory store is one coroutine per operation, which never suspends.
  What must stay sync for its callers (a `list_changed` arriving in an event callback, `ListCache.stats()`) keeps
  local bookkeeping beside the store instead of waiting on it.
- **Keys are strings, values JSON.** A value is what `json.dumps` takes (`Json`); `None` is not a value (`get`
  returns it for "absent"). A store may hand back a copy or the very object stored: callers treat values as
  immutable and never rely on identity (the catalog is reused by a content digest for that reason).
  `MemoryStore(serialize=True)` copies through JSON, as a networked store does, so tests prove both.
- **TTL per entry**, in seconds of the store's own clock (pass the aggregator's clock to a `MemoryStore`).
- **Atomic where it matters:** `setdefault` (every replica ends up with the first key written) and `take`, the
  token buckets, all-or-nothing across the buckets of one call and without a read-modify-write by the caller (for
  Redis: one script).
- **Prefix deletion** (`delete_prefix`): keys are built so that "every page of server S" is a prefix (`key`).
"""

from __future__ import annotations

import base64
import functools
import json
import os
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeAlias

from aggregator.clock import Clock, SystemClock

__all__ = [
    "Bucket",
    "Json",
    "MemoryStore",
    "Store",
    "StoreUnavailable",
    "bucket_after",
    "bucket_ttl",
    "key",
    "shared_secret",
]

Json: TypeAlias = "bool | int | float | str | list[Json] | dict[str, Json] | None"

# Float sums of refills can land a hair under a whole token after exactly the announced wait.
_EPSILON = 1e-9


@functools.lru_cache(maxsize=65_536)  # built for every page read and every limited call: the same few keys again
def key(kind: str, *parts: str | None, open_end: bool = False) -> str:
    """A store key: `kind:` then the parts as a JSON array, so no part can run into the next.

    `open_end=True` leaves the array open: the result is the prefix of every key whose first parts are these
    (`key("page", "s", open_end=True)` is a prefix of `key("page", "s", "tools/list", None)`, and of no key of a
    server named `"s2"`).
    """
    text = kind + ":" + json.dumps(list(parts), ensure_ascii=False, separators=(",", ":"))
    return text[:-1] + "," if open_end else text


@dataclass(frozen=True, slots=True)
class Bucket:
    """One token bucket of a `take`: `capacity` tokens, refilled at `rate` per second; full when first seen."""

    key: str
    rate: float
    capacity: float


def bucket_after(state: Json, bucket: Bucket, now: float) -> tuple[float, float]:
    """(tokens, seconds until one token is there) of `bucket` at `now`, from its stored `state` (None: new).

    The one place the bucket arithmetic lives: every store's `take` applies it (a Redis script would port it).
    A stored state made under another rate or capacity starts full, as a new bucket does.
    """
    tokens = bucket.capacity
    if isinstance(state, dict) and state.get("rate") == bucket.rate and state.get("capacity") == bucket.capacity:
        stored, stamp = state.get("tokens"), state.get("stamp")
        if isinstance(stored, int | float) and isinstance(stamp, int | float):
            tokens = min(bucket.capacity, float(stored) + max(0.0, now - float(stamp)) * bucket.rate)
    wait = 0.0 if tokens >= 1 - _EPSILON else (1 - tokens) / bucket.rate
    return tokens, wait


#: seconds a bucket's state is kept past the moment it is full again (the replicas' clocks agree to a round trip)
BUCKET_GRACE_S = 1.0
#: the longest a bucket's state is kept (about 31 years): a Redis expiry must stay an integer of milliseconds
_BUCKET_TTL_CAP_S = 1e9


def bucket_ttl(bucket: Bucket, tokens: float) -> float:
    """Seconds to keep the state of `bucket` holding `tokens`: until it has refilled, plus `BUCKET_GRACE_S`.

    A missing state reads as a full bucket, so one dropped once full changes nothing, and every bucket key goes in
    time: a glob limit (`tool_rate_limits: {"*": ...}`) makes one per tool name a server chooses, and a store shared
    by replicas outlives any one configuration. A Redis script ports this arithmetic.
    """
    return min(_BUCKET_TTL_CAP_S, max(0.0, bucket.capacity - tokens) / bucket.rate + BUCKET_GRACE_S)


def _bucket_state(bucket: Bucket, tokens: float, now: float) -> Json:
    return {"tokens": tokens, "stamp": now, "rate": bucket.rate, "capacity": bucket.capacity}


class StoreUnavailable(ConnectionError):
    """A networked store did not answer within its timeout (down, unreachable, or too slow).

    Raised fast (the store's bounded timeout, then at once while it stays down), never a hang. Callers on the hot
    path degrade instead of failing the call: the list cache treats it as a miss and keeps its local copy, the rate
    limiter falls back to a bucket of this process (see `limits.py`).
    """


class Store(Protocol):
    """Shared state as JSON values under string keys, each with its own TTL. See the module docstring."""

    async def get(self, key: str) -> Json:
        """The value under `key`, or None when there is none (or it expired)."""
        ...

    async def set(self, key: str, value: Json, *, ttl_s: float | None = None) -> None:
        """Store `value` under `key`, replacing any; it expires `ttl_s` seconds from now (None: never)."""
        ...

    async def setdefault(self, key: str, value: Json, *, ttl_s: float | None = None) -> Json:
        """Atomically: the value under `key` if there is one, else store `value` there and return it."""
        ...

    async def delete(self, key: str) -> bool:
        """Remove `key`; whether it was there."""
        ...

    async def delete_prefix(self, prefix: str) -> int:
        """Remove every key that starts with `prefix`; how many there were."""
        ...

    async def take(self, buckets: Sequence[Bucket], now: float) -> tuple[float, ...]:
        """One token from each bucket, atomically, or none from any: each bucket's wait in seconds.

        All zeros: the tokens were taken. Any wait above zero: nothing was taken, and the waits say how long
        until each bucket holds a token (`bucket_after`). `now` is the caller's clock.
        """
        ...


class MemoryStore:
    """The default `Store`: a dict in this process, with a TTL per entry and an LRU bound on the entry count.

    `serialize=True` stores and hands back copies made through JSON text, as a networked store does: values
    that are not JSON fail at `set` (TypeError, ValueError), and no caller can depend on identity.
    """

    def __init__(self, *, clock: Clock | None = None, max_entries: int = 1_000_000, serialize: bool = False) -> None:
        self._clock: Clock = clock or SystemClock()
        self._max_entries = max_entries
        self._serialize = serialize
        # key -> (value, expires at or None); LRU order: a read moves its key to the end
        self._entries: OrderedDict[str, tuple[Json, float | None]] = OrderedDict()

    def __len__(self) -> int:
        """Entries held now, counting expired ones not yet dropped."""
        return len(self._entries)

    async def get(self, key: str) -> Json:
        """The value under `key`, or None when there is none (or it expired)."""
        return self._out(self._get(key))

    async def set(self, key: str, value: Json, *, ttl_s: float | None = None) -> None:
        """Store `value` under `key`, replacing any; it expires `ttl_s` seconds from now (None: never)."""
        self._set(key, self._in(value), ttl_s)

    async def setdefault(self, key: str, value: Json, *, ttl_s: float | None = None) -> Json:
        """The value under `key` if there is one, else store `value` there and return it."""
        found = self._get(key)
        if found is None:
            found = self._in(value)
            self._set(key, found, ttl_s)
        return self._out(found)

    async def delete(self, key: str) -> bool:
        """Remove `key`; whether it was there (an expired entry counts as gone)."""
        return self._get(key) is not None and self._entries.pop(key, None) is not None

    async def delete_prefix(self, prefix: str) -> int:
        """Remove every key that starts with `prefix`; how many live ones there were."""
        now = self._clock.now()
        doomed = [k for k in self._entries if k.startswith(prefix)]
        live = sum(1 for k in doomed if not self._expired(self._entries[k][1], now))
        for k in doomed:
            del self._entries[k]
        return live

    async def take(self, buckets: Sequence[Bucket], now: float) -> tuple[float, ...]:
        """One token from each bucket, atomically, or none from any: each bucket's wait in seconds."""
        return self.take_now(buckets, now)

    def take_now(self, buckets: Sequence[Bucket], now: float) -> tuple[float, ...]:
        """`take`, without awaiting: the in-process store needs no round trip (`RateLimiter.acquire` uses it)."""
        states = [bucket_after(self._out(self._get(bucket.key)), bucket, now) for bucket in buckets]
        waits = tuple(wait for _, wait in states)
        if any(waits):
            return waits
        for bucket, (tokens, _) in zip(buckets, states, strict=True):
            left = max(0.0, tokens - 1)
            self._set(bucket.key, self._in(_bucket_state(bucket, left, now)), bucket_ttl(bucket, left))
        return waits

    # -- inside

    def _get(self, key: str) -> Json:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if self._expired(entry[1], self._clock.now()):
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return entry[0]

    def _set(self, key: str, value: Json, ttl_s: float | None) -> None:
        expires = None if ttl_s is None else self._clock.now() + ttl_s
        self._entries[key] = (value, expires)
        self._entries.move_to_end(key)
        if len(self._entries) > self._max_entries:
            self._evict()

    def _evict(self) -> None:
        now = self._clock.now()
        for k in [k for k, (_, expires) in self._entries.items() if self._expired(expires, now)]:
            del self._entries[k]
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)  # the least recently used

    @staticmethod
    def _expired(expires: float | None, now: float) -> bool:
        return expires is not None and now >= expires

    def _in(self, value: Json) -> Json:
        if value is None:
            raise ValueError("None is not a storable value: `get` returns None for an absent key")
        if not self._serialize:
            return value
        text = json.dumps(value, allow_nan=False)
        if json.loads(text) != value:  # a non-string key, a tuple: JSON would change it on the way
            raise ValueError(f"not a JSON value: it would come back as {text[:80]}")
        return text

    def _out(self, value: Json) -> Json:
        if self._serialize and isinstance(value, str):
            loaded: Json = json.loads(value)
            return loaded
        return value


async def shared_secret(store: Store, name: str, size: int = 32) -> bytes:
    """The secret `name` every user of `store` shares: made at random by the first to ask, kept without expiry.

    A cursor or `requestState` signed with it on one replica is honoured by every replica on the same store.
    """
    fresh = base64.b64encode(os.urandom(size)).decode("ascii")
    value = await store.setdefault(key("secret", name), fresh)
    if not isinstance(value, str):
        raise TypeError(f"the store holds a {type(value).__name__} under secret {name!r}, not a base64 string")
    return base64.b64decode(value)
