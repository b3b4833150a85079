"""Each server's lists, read through the `ListCache`: held off after a failure, the last ones read kept.

A list that just failed is held off like a reconnect, and while held its last good pages are served stale at
once: one hung server must not make every catalog wait out its deadline again.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

import anyio

from aggregator import tracing
from aggregator._facade.connections import Connections
from aggregator.cache import CachedList, ListCache, merged_hints
from aggregator.clock import Clock
from aggregator.config import Backoff, ServerConfig
from aggregator.effects import credentials_of
from aggregator.errors import AggregatorError
from aggregator.protocol.mcp import Page
from aggregator.protocol.versions import Era
from aggregator.upstream import Upstream
from aggregator.validation import ArgumentValidator

__all__ = ["ENTRY_METHODS", "ListUnavailable", "ServerLists"]

#: the lists of prompts and resources, and the capability a server declares for each
ENTRY_METHODS = (
    ("prompts/list", "prompts"),
    ("resources/list", "resources"),
    ("resources/templates/list", "resources"),
)


#: the tools pages per server remembered as judged (a server's page cap is 250 by default)
JUDGED_PAGES = 256


class ListUnavailable(Exception):
    """A server's list could not be read and there is no last good one to serve."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ServerLists:
    """The servers' lists through the cache, the holds after failures, and the last list of each kind read."""

    def __init__(
        self,
        cache: ListCache,
        connections: Connections,
        validator: ArgumentValidator,
        clock: Clock,
        backoff: Backoff,
        partition: str | None,
    ) -> None:
        self.cache = cache
        self.connections = connections
        self.validator = validator
        self.clock = clock
        self.backoff = backoff
        self.partition = partition
        #: (server, list method) that failed: (not asked before this clock time, why, failures in a row)
        self.holds: dict[tuple[str, str], tuple[float, str, int]] = {}
        #: each server's last tool list: its cache hints and ages
        self.tools: dict[str, CachedList] = {}
        #: each server's last prompt, resource and template lists, by (server, method): their cache hints
        self.entries: dict[tuple[str, str], CachedList] = {}
        #: each server's tools pages whose schemas were judged last, by server and cursor (see `_new_to_judge`)
        self.judged: dict[str, dict[str | None, tuple[dict[str, Any], ...]]] = {}

    async def held(self, server: ServerConfig, upstream: Upstream, method: str = "tools/list") -> CachedList:
        """One of a server's lists, through the cache, or its last good one while held. Raises `ListUnavailable`."""
        key, deadline, now = (server.name, method), server.timeouts.list, self.clock.now()
        held = self.holds.get(key)
        if held is not None and now < held[0]:
            reason = f"{held[1]} (next attempt in {held[0] - now:.1f} s)"
            stale = self.cache.last_good(server.name, method, partition=self.partition_of(server), reason=reason)
            if stale is None:
                raise ListUnavailable(reason)
            return stale
        try:
            # each page has the list deadline of its own; this bounds a walk that crawls page by page
            with (
                tracing.list_span(server.name, method, self.connections.configured.redact_text) as span,
                anyio.fail_after(2 * deadline),
            ):
                listed = await self._read(server, upstream, method)
                span.set("aggregator.list.source", _source(listed))
        except (AggregatorError, TimeoutError) as exc:
            reason = f"{method} failed: {exc}" if str(exc) else f"{method} got no answer within {2 * deadline:g} s"
            self._hold(key, reason, held, deadline)
            raise ListUnavailable(reason) from None
        if listed.stale:  # the walk failed and the cache served the last good list
            self._hold(key, listed.stale_reason or f"{method} failed", held, deadline)
        else:
            self.holds.pop(key, None)
        return listed

    def _hold(self, key: tuple[str, str], reason: str, held: tuple[float, str, int] | None, deadline: float) -> None:
        failures = (held[2] if held is not None else 0) + 1
        # never shorter than the wait it just cost: a hung server may take at most half of the time
        pause = max(deadline, self.backoff.delay(failures - 1, 0.5))
        self.holds[key] = (self.clock.now() + pause, reason, failures)

    async def _read(self, server: ServerConfig, upstream: Upstream, method: str) -> CachedList:
        legacy = upstream.status.era is Era.LEGACY
        desc = upstream.description
        # each list is held until changed only if its own capability promises to say so: a server announcing tool
        # changes may say nothing of its prompts, whose list must then be asked for again (`legacy_ttl_ms`)
        owner = "resources" if method.startswith("resources/") else method.split("/")[0]
        list_cap = (desc.capabilities.get(owner) if desc else None) or {}

        async def fetch(cursor: str | None) -> Page:
            page = await upstream.list_page(method, cursor)
            if method == "tools/list" and self._new_to_judge(server.name, cursor, page):
                # judge the schemas while the next page is on its way, not all at once at the end
                self.connections.spawn(self._judge_schemas, page)
            return page

        return await self.cache.get_list(
            server.name,
            method,
            fetch,
            partition=self.partition_of(server),
            min_ttl_ms=server.min_ttl_ms,
            legacy=legacy,
            hold_until_changed=legacy and isinstance(list_cap, dict) and bool(list_cap.get("listChanged")),
            legacy_ttl_ms=self.connections.configured.settings.legacy_ttl_ms,
            page_cap=server.page_cap,
            lease_s=min(server.timeouts.list, 10.0),  # how long another replica's fetch of a shared page is awaited
        )

    def _new_to_judge(self, name: str, cursor: str | None, page: Page) -> bool:
        """Whether this tools page holds anything not judged yet: a page equal to the last one read at the same cursor
        does not. A list that must be asked for again (ttl 0: legacy without `listChanged`, modern without `ttlMs`)
        is mostly the same page decoded into new objects every time, which the validator's identity memo misses."""
        seen = self.judged.setdefault(name, {})
        if seen.get(cursor) == page.items:  # compared in C, far cheaper than classifying every schema again
            return False
        if len(seen) >= JUDGED_PAGES:  # cursors that change every time must not grow this without bound
            seen.clear()
        seen[cursor] = page.items
        return True

    async def _judge_schemas(self, page: Page) -> None:
        for tool in page.items:
            self.validator.verdict(tool.get("inputSchema"))

    def partition_of(self, server: ServerConfig) -> str:
        """Private lists never cross credentials: the key is the identity of what we send upstream."""
        secret = json.dumps([sorted(sent.items()) for sent in credentials_of(server)], sort_keys=True)
        digest = hashlib.sha256(secret.encode()).hexdigest()[:16]
        return f"{digest}:{self.partition}" if self.partition else digest

    def forget(self, name: str) -> None:
        """Drop what is kept of server `name`'s lists (a reload changed it); the holds stay, as before."""
        self.tools.pop(name, None)
        self.judged.pop(name, None)
        self.forget_entries(name)

    def forget_entries(self, name: str) -> None:
        """Drop server `name`'s last prompt, resource and template lists."""
        for method, _ in ENTRY_METHODS:
            self.entries.pop((name, method), None)

    def hints(self, method: str) -> tuple[int, str]:
        """(`ttlMs`, `cacheScope`) for a merged list of `method`: see `Aggregator.list_hints`."""
        lists = self.tools
        if method != "tools/list":
            lists = {name: listed for (name, of), listed in self.entries.items() if of == method}
        pairs: Iterable[tuple[CachedList, bool]] = (
            (listed, upstream.status.era is Era.LEGACY)
            for name, upstream in self.connections.upstreams.items()
            if (listed := lists.get(name)) is not None
        )
        return merged_hints(pairs)


def _source(listed: CachedList) -> str:
    """Where a list came from, for its span: `upstream` (a page at least was fetched), `cache`, or `stale`."""
    if listed.stale:
        return "stale"
    return "upstream" if listed.fetched else "cache"
