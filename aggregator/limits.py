"""Limits on calls and on what they hand back: token-bucket rate limits and the result size cap.

Both are set per server (`ServerConfig`, or the nested "aggregator" object of a config entry):

    "mcpServers": {"search": {"command": "...", "aggregator": {
        "rate_limit": {"calls_per_s": 10, "burst": 20},
        "tool_rate_limits": {"search*": {"calls_per_s": 2}},
        "max_result_bytes": 1048576
    }}}

Rate limits:

- `rate_limit` is one bucket for the whole server (every tool together). `tool_rate_limits` maps globs over the
  server's *own* tool names (as `allow`/`deny` do) to a limit; each matching tool gets a bucket of its own, and the
  first glob that matches (in the order written) decides. A tool limit is on top of the server's: a call must pass
  both, so a tool limit can only be tighter in effect.
- `burst` is the bucket's size (calls that may go at once after a quiet spell); it defaults to one second's worth,
  at least 1. Buckets start full.
- A call over a limit is never sent upstream. It is answered at once with an `isError` result the model can act
  on ("... retry after 0.3 s": the real wait until the bucket holds a token, rounded up to a tenth of a second, so
  a retry after that long succeeds if nothing else came in between). A refused call takes no token.
- Time is the aggregator's `Clock`, so tests move it by hand.
- The buckets live in the aggregator's `Store` (`store.py`): one atomic `take` per limited call, so replicas on
  a shared store enforce one limit between them, not one each. While a shared store is down (`StoreUnavailable`),
  a bucket of this process stands in: each replica then holds the limit alone, until the store answers again.

The result size cap (`max_result_bytes`, off unless set): what counts is the size of the result as compact JSON in
UTF-8, which is what a client receives and hands to the model. Off by default because the right number depends on the
model's context and on whether the server returns images (a screenshot is easily 1 MB of base64, and a default that
silently drops screenshots would be worse than none); the transport's `max_message_size` still bounds memory. A
result over the cap is cut down:

- `structuredContent` is dropped whole: it cannot be cut without breaking its schema, and the spec has servers
  repeat it as text in `content`. (A client that validates `outputSchema` strictly may then complain; the marker
  says why it is missing.)
- content blocks are kept, in order, while they fit; the first that does not is cut if it is a text block (at a
  character boundary, never inside a UTF-8 sequence, never inside a JSON escape) and dropped otherwise; every block
  after it is dropped. Only `text` blocks are ever cut.
- other fields (the server's `_meta`, ...) are kept unless they alone are over the cap.
- a text block is appended saying what was cut, and `_meta["io.github.mcp-aggregator/truncated"]` gives the
  numbers. The result is never bigger than the cap plus that marker.

A server's own `_meta` keys in our namespace (`io.github.mcp-aggregator/`) are removed from its results: only the
aggregator says what the aggregator did.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from aggregator.clock import Clock
from aggregator.config import RateLimit, ServerConfig
from aggregator.protocol.mcp import without_meta_keys
from aggregator.spelling import name_matches
from aggregator.store import Bucket, Json, MemoryStore, Store, StoreUnavailable, bucket_after, key

__all__ = [
    "META_PREFIX",
    "REFUSED_KEY",
    "TRUNCATED_KEY",
    "RateLimited",
    "RateLimiter",
    "TokenBucket",
    "cap_result",
    "json_size",
    "refusal",
    "without_our_meta",
]

META_PREFIX = "io.github.mcp-aggregator/"
#: on results we answer ourselves instead of the server: why (`kind`: policy or rate_limit) and the details
REFUSED_KEY = META_PREFIX + "refused"
TRUNCATED_KEY = META_PREFIX + "truncated"

Result = dict[str, Any]


def refusal(text: str, details: Mapping[str, Any]) -> Result:
    """An `isError` result we answer in the server's stead: a tool execution error, so the model sees it."""
    return {"content": [{"type": "text", "text": text}], "isError": True, "_meta": {REFUSED_KEY: dict(details)}}


# -- rate limits ------------------------------------------------------------------------------------------------------


class TokenBucket:
    """`capacity` tokens, refilled at `rate` per second; one call takes one token (the arithmetic of
    `store.bucket_after`, on one bucket of this process's own)."""

    __slots__ = ("capacity", "limit", "rate", "stamp", "tokens")

    def __init__(self, limit: RateLimit, now: float) -> None:
        self.limit = limit
        self.rate = float(limit.calls_per_s)
        self.capacity = float(limit.capacity)
        self.tokens = self.capacity
        self.stamp = now

    def wait(self, now: float) -> float:
        """Seconds until a token is there (0: one is there now)."""
        state: Json = {"tokens": self.tokens, "stamp": self.stamp, "rate": self.rate, "capacity": self.capacity}
        self.tokens, wait = bucket_after(state, Bucket("", self.rate, self.capacity), now)
        self.stamp = max(self.stamp, now)
        return wait

    def take(self) -> None:
        """Spend one token (never below zero)."""
        self.tokens = max(0.0, self.tokens - 1)


@dataclass(frozen=True, slots=True)
class RateLimited:
    """A call refused by a bucket: which one, its limit, and how long until a retry would pass."""

    scope: Literal["server", "tool"]
    server: str
    #: the tool's exported name (the one the model knows)
    name: str
    limit: RateLimit
    retry_after_s: float

    @property
    def message(self) -> str:
        """What the model reads: the limit that was hit and when to retry."""
        burst = f" (burst {self.limit.burst})" if self.limit.burst is not None else ""
        target = f"server {self.server!r}" if self.scope == "server" else f"tool {self.name!r}"
        return (
            f"Rate limit: at most {self.limit.calls_per_s:g} calls/s{burst} to {target}. "
            f"The call was not run; retry after {self.retry_after_s:g} s."
        )

    def result(self) -> Result:
        """The refusal as a tool result (`isError`, the details under `aggregator`), so the model sees why."""
        details = {
            "kind": "rate_limit",
            "scope": self.scope,
            "server": self.server,
            "callsPerS": self.limit.calls_per_s,
            "burst": self.limit.capacity,
            "retryAfterS": self.retry_after_s,
        }
        return refusal(self.message, details)


class RateLimiter:
    """The buckets of every server and tool, kept in a `Store` (in this process by default): made full on first use,
    and made anew when their limit changes. Through a shared store, every replica draws on the same buckets."""

    def __init__(self, clock: Clock, store: Store | None = None) -> None:
        self._clock = clock
        self._store: Store = store if store is not None else MemoryStore(clock=clock)
        self._fallback: MemoryStore | None = None  # the local buckets while a shared store is down

    async def take(self, server: ServerConfig, tool: str, name: str) -> RateLimited | None:
        """Take a token from each bucket the call to `tool` (original name; `name` exported) must pass.

        Returns None when the call may go (tokens taken), else the longest wait (nothing taken). One store
        operation, atomic across the buckets, and none at all for a call no limit applies to.
        """
        checks = _checks(server, tool)
        if not checks:
            return None
        buckets = [bucket for _, _, bucket in checks]
        try:
            waits = await self._store.take(buckets, self._clock.now())
        except StoreUnavailable:
            # the shared store is down: this process's own buckets hold the limit meanwhile (per replica, so N
            # replicas let up to N times the limit through until it is back)
            waits = self._local().take_now(buckets, self._clock.now())
        return _verdict(server, name, checks, waits)

    def _local(self) -> MemoryStore:
        if self._fallback is None:
            self._fallback = MemoryStore(clock=self._clock)
        return self._fallback

    def acquire(self, server: ServerConfig, tool: str, name: str) -> RateLimited | None:
        """`take` without awaiting, for a limiter on the in-process store (TypeError on another store)."""
        if not isinstance(self._store, MemoryStore):
            raise TypeError("acquire() works on the in-process store only; with another store, await take()")
        checks = _checks(server, tool)
        if not checks:
            return None
        waits = self._store.take_now([bucket for _, _, bucket in checks], self._clock.now())
        return _verdict(server, name, checks, waits)

    async def forget(self, server: str) -> None:
        """Drop a server's buckets (it was removed or reconfigured)."""
        if self._fallback is not None:
            await self._fallback.delete_prefix(key("bucket", server, open_end=True))
        with contextlib.suppress(StoreUnavailable):  # a bucket under an old limit starts full anyway
            await self._store.delete_prefix(key("bucket", server, open_end=True))


_Check = tuple[Literal["server", "tool"], RateLimit, Bucket]


def _checks(server: ServerConfig, tool: str) -> list[_Check]:
    checks: list[_Check] = []
    if server.rate_limit is not None:
        checks.append(("server", server.rate_limit, _bucket(server.name, None, server.rate_limit)))
    tool_limit = tool_limit_of(server, tool)
    if tool_limit is not None:
        checks.append(("tool", tool_limit, _bucket(server.name, tool, tool_limit)))
    return checks


def _bucket(server: str, tool: str | None, limit: RateLimit) -> Bucket:
    return Bucket(key("bucket", server, tool), float(limit.calls_per_s), float(limit.capacity))


def _verdict(server: ServerConfig, name: str, checks: list[_Check], waits: tuple[float, ...]) -> RateLimited | None:
    worst: tuple[float, Literal["server", "tool"], RateLimit] | None = None
    for (scope, limit, _), wait in zip(checks, waits, strict=True):
        if wait > 0 and (worst is None or wait > worst[0]):
            worst = (wait, scope, limit)
    if worst is None:
        return None
    wait, scope, limit = worst
    return RateLimited(scope, server.name, name, limit, _round_up(wait))


def tool_limit_of(server: ServerConfig, tool: str) -> RateLimit | None:
    """The limit of the first `tool_rate_limits` glob that matches `tool`, in the order written."""
    for pattern, limit in server.tool_rate_limits.items():
        if name_matches(tool, pattern):  # read as the policy reads it: no disguise escapes a tool's limit
            return limit
    return None


def _round_up(seconds: float) -> float:
    # up, never down: a model that waits exactly as long as told must get through
    return max(0.1, math.ceil(seconds * 10 - 1e-6) / 10)


# -- the result size cap ----------------------------------------------------------------------------------------------


def json_size(value: Any) -> int:
    """Bytes of `value` as compact JSON in UTF-8, as the wire carries it (lone surrogates counted, not refused)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=repr)
    return len(text.encode("utf-8", "surrogatepass"))


def without_our_meta(result: Result) -> Result:
    """`result` without `_meta` keys in our namespace: a server must not speak for the aggregator."""
    meta = result.get("_meta")
    if not isinstance(meta, dict) or not any(isinstance(k, str) and k.startswith(META_PREFIX) for k in meta):
        return result  # the common case: the very object, no copy
    return without_meta_keys(result, lambda key: key.startswith(META_PREFIX))


def cap_result(result: Result, limit: int) -> tuple[Result, bool]:
    """`result` cut down to `limit` bytes plus a marker saying what was cut; (result, whether it was cut)."""
    size = json_size(result)
    if size <= limit:
        return result, False
    content = result.get("content")
    blocks = content if isinstance(content, list) else []
    base = {k: v for k, v in result.items() if k not in ("content", "structuredContent")}
    dropped_fields = ["structuredContent"] if "structuredContent" in result else []
    if content is not None and not isinstance(content, list):
        dropped_fields.append("content")  # not a list of blocks: nothing in it can be kept whole or cut
    if json_size({**base, "content": []}) > limit:
        # the server's own extra fields alone are over the cap: keep only what says how the call went
        dropped_fields += [k for k in base if k not in ("isError", "resultType")]
        base = {k: v for k, v in base.items() if k in ("isError", "resultType")}
    kept, cut = _fit_blocks(blocks, limit - json_size({**base, "content": []}))
    numbers = {
        "originalBytes": size,
        "limitBytes": limit,
        "keptBlocks": len(kept),
        "cutBlock": cut,
        "droppedBlocks": len(blocks) - len(kept),
        "droppedFields": dropped_fields,
    }
    marker = {"type": "text", "text": _marker_text(numbers)}
    out = {**base, "content": [*kept, marker]}
    meta = out.get("_meta")
    out["_meta"] = {**(meta if isinstance(meta, dict) else {}), TRUNCATED_KEY: numbers}
    return out, True


def _fit_blocks(blocks: list[Any], room: int) -> tuple[list[Any], bool]:
    """The blocks that fit in `room` bytes of a JSON array's inside, the first misfit cut if it is text."""
    kept: list[Any] = []
    used = 0
    for block in blocks:
        comma = 1 if kept else 0
        size = json_size(block) + comma
        if used + size <= room:
            kept.append(block)
            used += size
            continue
        if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str):
            shell = json_size({**block, "text": ""}) + comma
            text = _cut_text(block["text"], room - used - shell)
            if text:
                kept.append({**block, "text": text})
                return kept, True
        break
    return kept, False


def _cut_text(text: str, room: int) -> str:
    """The longest prefix of `text` whose JSON escaping takes at most `room` more bytes than "" does."""
    if room <= 0:
        return ""
    raw = text.encode("utf-8", "surrogatepass")

    def fits(length: int) -> str | None:
        prefix = _utf8_prefix(raw[:length])
        return prefix if json_size(prefix) - 2 <= room else None

    # escapes only ever add bytes, so `room` raw bytes is the most that can fit; search below it
    low, high = 0, min(len(raw), room)
    best = fits(high)
    if best is not None:
        return best
    best = ""
    while low < high - 1:
        middle = (low + high) // 2
        found = fits(middle)
        if found is None:
            high = middle
        else:
            low, best = middle, found
    return best


def _utf8_prefix(raw: bytes) -> str:
    """`raw` (a prefix of valid UTF-8) decoded, minus a last character cut in half."""
    for back in range(4):
        try:
            return raw[: len(raw) - back].decode("utf-8", "surrogatepass")
        except UnicodeDecodeError:
            continue
    return ""


def _marker_text(numbers: Mapping[str, Any]) -> str:
    parts = [f"kept {numbers['keptBlocks']} content block(s)"]
    if numbers["cutBlock"]:
        parts[0] += ", the last one cut short"
    if numbers["droppedBlocks"]:
        parts.append(f"dropped {numbers['droppedBlocks']} block(s)")
    if numbers["droppedFields"]:
        parts.append(f"dropped {', '.join(numbers['droppedFields'])}")
    return (
        f"[truncated by mcp-aggregator: the result was {_bytes(numbers['originalBytes'])}, over the limit of "
        f"{_bytes(numbers['limitBytes'])} for this server; {'; '.join(parts)}]"
    )


def _bytes(count: int) -> str:
    if count < 1024:
        return f"{count} bytes"
    unit, scale = ("MiB", 1024 * 1024) if count >= 1024 * 1024 else ("KiB", 1024)
    return f"{count / scale:.1f}".removesuffix(".0") + f" {unit}"
