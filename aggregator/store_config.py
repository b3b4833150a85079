"""Which store a proxy uses: `serve --store URL` and the config key `aggregator.store`, read and opened.

`aggregator.store` is a URL string or an object `{url, namespace, timeout_s, fallback}`:

- `url`: `memory` (the default: this process's `MemoryStore`), or `redis://HOST:PORT/DB`, `rediss://…`,
  `unix:///path/redis.sock` (a `RedisStore`; Valkey speaks the same protocol).
- `namespace`: the prefix of every key and channel (default `mcp-aggregator`), so deployments share one Redis.
- `timeout_s`: the bound of every round trip (default 0.5).
- `fallback`: what `serve` does when the Redis is unreachable at start: `"fail"` (the default: an error naming the
  URL, a non-zero exit) or `"memory"` (a warning, then this process's memory store: nothing shared until restart).

`serve --store URL` replaces the config's `url` and keeps its other keys. Malformed values raise `StoreSettingError`
(the key under `aggregator.store` and why); the config reader names the file around it.
"""

from __future__ import annotations

import asyncio
import math
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urlsplit

from aggregator.clock import Clock
from aggregator.errors import ConfigError
from aggregator.redaction import redact_url
from aggregator.store import Store

__all__ = ["StoreSetting", "StoreSettingError", "open_store", "store_setting"]

_SCHEMES = ("redis", "rediss", "unix")
_KEYS = ("url", "namespace", "timeout_s", "fallback")


class StoreSettingError(ValueError):
    """A malformed store setting: `key` (under `aggregator.store`; "" for the value itself) and why."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key, self.message = key, message


@dataclass(frozen=True)
class StoreSetting:
    """Where the shared state lives, as configured (see the module docstring)."""

    url: str = "memory"
    namespace: str = "mcp-aggregator"
    timeout_s: float = 0.5
    fallback: Literal["memory", "fail"] = "fail"

    @property
    def shown(self) -> str:
        """The URL as it may be printed: a password or a query value in it shown as `***`."""
        return redact_url(self.url)

    @property
    def is_memory(self) -> bool:
        """Whether this is the in-process store."""
        return self.url in ("memory", "memory://")

    def with_url(self, url: str) -> StoreSetting:
        """This setting with another URL (`serve --store`), checked."""
        return StoreSetting(_url(url, "url"), self.namespace, self.timeout_s, self.fallback)


def store_setting(value: Any) -> StoreSetting:
    """`aggregator.store` read: a URL string or the object; `StoreSettingError` when malformed."""
    if isinstance(value, str):
        return StoreSetting(_url(value, ""))
    if not isinstance(value, dict):
        raise StoreSettingError("", f"expected a URL string or an object {{{', '.join(_KEYS)}}}")
    unknown = [str(k) for k in value if k not in _KEYS]
    if unknown:
        raise StoreSettingError(unknown[0], f"not a store setting (known: {', '.join(_KEYS)})")
    if "url" not in value:
        raise StoreSettingError("url", "missing: memory, redis://HOST:PORT/DB, rediss://… or unix:///path")
    namespace = value.get("namespace", StoreSetting.namespace)
    if not isinstance(namespace, str) or not namespace or len(namespace) > 64:
        raise StoreSettingError("namespace", f"expected 1-64 letters, digits, '_', '.' or '-', got {namespace!r}")
    if any(not (ch.isascii() and (ch.isalnum() or ch in "_.-")) for ch in namespace):
        raise StoreSettingError("namespace", f"expected 1-64 letters, digits, '_', '.' or '-', got {namespace!r}")
    timeout = value.get("timeout_s", StoreSetting.timeout_s)
    if not isinstance(timeout, int | float) or isinstance(timeout, bool) or not 0 < timeout <= 60:
        raise StoreSettingError("timeout_s", f"expected seconds above 0 and at most 60, got {timeout!r}")
    fallback = value.get("fallback", "fail")
    if fallback not in ("memory", "fail"):
        raise StoreSettingError("fallback", f'expected "fail" or "memory", got {fallback!r}')
    return StoreSetting(_url(value["url"], "url"), namespace, float(timeout), fallback)


def _url(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise StoreSettingError(where, f"expected a URL string, got {type(value).__name__}")
    if value in ("memory", "memory://"):
        return value
    parts = urlsplit(value)
    if parts.scheme not in _SCHEMES or not (parts.netloc or parts.path):
        expected = "memory, redis://HOST:PORT/DB, rediss://… or unix:///path"
        raise StoreSettingError(where, f"expected {expected}, got {redact_url(value)!r}")
    try:
        parts.port  # noqa: B018 - a malformed port raises here
    except ValueError as exc:
        raise StoreSettingError(where, f"{redact_url(value)!r}: {exc}") from exc
    return value


async def open_store(setting: StoreSetting, clock: Clock | None = None) -> tuple[Store | None, str | None]:
    """The store to hand the `Aggregator` (None: its default memory store) and a warning to print, if any.

    A Redis store is connected before it is returned (its listener is live); unreachable within its timeout, it is
    a `ConfigError` naming the URL, or with `fallback: "memory"` None and the warning. Needs the asyncio backend.
    """
    if setting.is_memory:
        return None, None
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        raise ConfigError(
            f"--store {setting.shown}: the Redis store runs on asyncio only (redis-py's asyncio client), not trio"
        ) from None
    try:
        from aggregator.store_redis import RedisStore
    except ImportError as exc:
        extra = "pip install 'mcp-aggregator[redis]'"
        raise ConfigError(f"--store {setting.shown} needs the `redis` extra: {extra}") from exc
    store = RedisStore(setting.url, namespace=setting.namespace, timeout_s=setting.timeout_s, clock=clock)
    if await store.ready():
        return store, None
    await store.aclose()
    waited = f"{setting.timeout_s * 4:g}s" if math.isfinite(setting.timeout_s) else "its timeout"
    if setting.fallback == "memory":
        return None, f"the store at {setting.shown} is unreachable (waited {waited}): using this process's memory store"
    raise ConfigError(
        f"the store at {setting.shown} is unreachable (waited {waited}); start Redis there, or set "
        'aggregator.store.fallback to "memory" to run alone'
    )
