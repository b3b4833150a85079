"""The `Aggregator`: many upstream servers, one merged tool list, calls routed back.

It owns one `Upstream` per configured server (all in one task group), a `ListCache` in front of
their `tools/list` pages, and the last `Catalog` it built. Lists are fetched lazily — when asked
for and stale — and never polled. One slow or dead server never holds the others: each list is
fetched under that server's own deadline, concurrently, and a server that cannot answer shows up
in the catalog with its status and reason instead of its tools.

A tool call passes the guard chain (`guards.py`), in this order unless the host changes it: policy
(`policy.py`) → rate limits → argument validation → the server → the result size cap (`limits.py`); one
audit record (`audit.py`) frames the chain. A call refused on the way is answered with an `isError` result
and never sent. State a second replica would share (list pages, rate-limit buckets) lives in the `store`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass, field, replace
from types import TracebackType
from typing import Any, Self, TypeVar

import anyio
from anyio.abc import TaskGroup

from aggregator.audit import AuditLog, AuditRecord, AuditSink, Outcome
from aggregator.cache import CachedList, ListCache, merged_hints
from aggregator.catalog import Catalog, ServerInput, build_catalog
from aggregator.client_handler import ClientHandler, DefaultClientHandler
from aggregator.clock import Clock, SystemClock
from aggregator.config import AggregatorSettings, AuditSettings, Backoff, ServerConfig, StdioServer
from aggregator.config_file import AggregatorConfig, load_config, parse_config, redact
from aggregator.demo import own_command
from aggregator.directory import Directory, ServerEntries, build_directory
from aggregator.effects import Effect, UntrustedConfig, credentials_of, unconsented
from aggregator.errors import (
    AggregatorError,
    InvalidArguments,
    McpError,
    NotRunning,
    PeerError,
    UnknownTool,
    call_error,
)
from aggregator.events import ListChanged, Listener, LogMessage, ResourceUpdated, StatusChanged, UpstreamEvent
from aggregator.guards import Guard, GuardChain, ToolCall, compose, default_guards
from aggregator.limits import RateLimiter, without_our_meta
from aggregator.mirror import DEFAULT_LIMIT, MirroredClient, Mirrors, OwnSession
from aggregator.naming import get_profile, validate_prefixes
from aggregator.patience import patiently
from aggregator.policy import Policy
from aggregator.protocol.jsonrpc import INTERNAL_ERROR, INVALID_PARAMS
from aggregator.protocol.mcp import InputRequired, Page, cache_hints
from aggregator.protocol.versions import Era
from aggregator.status import State
from aggregator.store import MemoryStore, Store
from aggregator.upstream import CLIENT_INFO, Bridge, Paused, Progress, Upstream
from aggregator.validation import ArgumentValidator

__all__ = ["Aggregator", "ServerState"]

logger = logging.getLogger("aggregator")
Result = dict[str, Any]
_T = TypeVar("_T")
# -32020..-32099 are the spec's; only these are defined. -32002 (legacy "resource not found") is retired.
_DEFINED_RESERVED = frozenset({-32020, -32021, -32022})
_LIST_METHODS_OF = {
    "tools": ("tools/list",),
    "prompts": ("prompts/list",),
    "resources": ("resources/list", "resources/templates/list"),
}
_ENTRY_METHODS = (
    ("prompts/list", "prompts"),
    ("resources/list", "resources"),
    ("resources/templates/list", "resources"),
)


@dataclass(frozen=True, slots=True)
class ServerState:
    """One server as the library reports it."""

    name: str
    state: str
    reason: str | None
    era: str | None
    version: str | None
    tool_count: int
    instructions: str | None
    #: seconds since the oldest page in use was fetched, and until the first one expires
    cache_age_s: float | None = None
    cache_ttl_s: float | None = None
    #: some page of the server's tool list is fetched again on every call: the cache applied a TTL of 0
    refetch_every_call: bool = False
    #: `private` if any page of its tool list is private (legacy lists count as private), else `public`
    cache_scope: str | None = None
    #: while held off after failures (`backoff`): seconds until the next attempt
    retry_in_s: float | None = None


class Aggregator:
    """Connect to many MCP servers; list their tools as one; route calls to the right one.

    ```
    async with Aggregator.from_file("mcp.json") as agg:
        tools = await agg.list_tools()
        result = await agg.call_tool("weather__search", {"query": "li"})
    ```

    `servers` is a list of `ServerConfig`, a parsed `AggregatorConfig`, or the config file's own dict
    (`{"mcpServers": {...}}`). Calls work only inside `async with` (else `NotRunning`, at once); a closed
    aggregator cannot be entered again. `on_event` may be a plain function or an `async def`: see `Listener`.
    `store`: where list pages and rate-limit buckets live (default: a `MemoryStore` on `clock`; see `store.py`).
    `guards`: given the default guard chain of a tool call, returns the chain to run (see `guards.py`).
    """

    def __init__(
        self,
        servers: Sequence[ServerConfig] | AggregatorConfig | Mapping[str, Any],
        *,
        settings: AggregatorSettings | None = None,
        client_info: Mapping[str, Any] = CLIENT_INFO,
        client_capabilities: Mapping[str, Any] | None = None,
        handler: ClientHandler | None = None,
        clock: Clock | None = None,
        on_event: Callable[[UpstreamEvent], Any] | None = None,
        partition: str | None = None,
        upstream_factory: Callable[..., Upstream] | None = None,
        policy: Policy | None = None,
        audit: AuditSink | None = None,
        backoff: Backoff | None = None,
        store: Store | None = None,
        guards: GuardChain | None = None,
    ) -> None:
        if isinstance(servers, str | bytes | os.PathLike):
            raise TypeError(f"Aggregator() takes servers, not a path: use Aggregator.from_file({servers!r})")
        if isinstance(servers, Mapping):
            servers = parse_config(servers)  # the file's own shape, built in code
        elif not isinstance(servers, AggregatorConfig):
            servers = tuple(servers)
            wrong = [type(item).__name__ for item in servers if not isinstance(item, ServerConfig)]
            if wrong:
                raise TypeError(
                    "Aggregator() takes a list of ServerConfig, an AggregatorConfig or a config dict "
                    f'({{"mcpServers": ...}}); got a list holding {", ".join(sorted(set(wrong)))}'
                )
            servers = AggregatorConfig(servers=servers, settings=settings or AggregatorSettings())
        #: the consent given at start (None: everything); a reload is held to it, whatever the new file says
        self._consent = servers.consent
        _require_consent(servers, self._consent)
        self.config = replace(servers, servers=tuple(_resolve_command(server) for server in servers.servers))
        self.settings = settings or servers.settings
        self.servers: tuple[ServerConfig, ...] = self.config.servers
        names = [server.name for server in self.servers]
        if len(set(names)) != len(names):
            raise AggregatorError(f"server names must be unique, got {names}")
        validate_prefixes(
            [(s.name, s.tool_prefix) for s in self.servers if not s.disabled],
            self.settings.separator,
            get_profile(self.settings.name_profile),
        )
        self.clock: Clock = clock or SystemClock()
        #: where the state a second replica would share lives: list pages, rate-limit buckets, signing keys
        self.store: Store = store if store is not None else MemoryStore(clock=self.clock)
        self.cache = ListCache(clock=self.clock, max_ttl_ms=self.settings.max_ttl_ms, store=self.store)
        self.validator = ArgumentValidator()
        self._listener = Listener(on_event) if on_event is not None else None
        #: "new" until entered, "running" inside `async with`, then "closed" for good
        self._phase = "new"
        self._partition = partition
        self._factory = upstream_factory or Upstream
        self._upstream_options: dict[str, Any] = {
            "client_info": client_info,
            "client_capabilities": client_capabilities,
            "handler": handler,
            "clock": self.clock,
            "on_event": self._upstream_event,
        }
        if backoff is not None:
            self._upstream_options["backoff"] = backoff  # how long a failing server is held off
        self._backoff = backoff or Backoff()
        self._upstreams: dict[str, Upstream] = {
            server.name: self._make_upstream(server) for server in self.servers if not server.disabled
        }
        #: legacy clients' own sessions with dual-era servers (era mirroring)
        self._mirrors = Mirrors(self._make_mirror, self.clock.now)
        self._last_tools: dict[str, tuple[Mapping[str, Any], ...]] = {}
        #: the content digest of each server's `_last_tools`: the catalog is rebuilt when content changes, not objects
        self._tools_digests: dict[str, str] = {}
        #: (server, list method) that failed: (not asked before this clock time, why, failures in a row)
        self._list_holds: dict[tuple[str, str], tuple[float, str, int]] = {}
        self._lists: dict[str, CachedList] = {}
        #: each server's last prompt, resource and template lists, by (server, method): their cache hints
        self._entry_lists: dict[tuple[str, str], CachedList] = {}
        #: each server's list being collected, shared by the catalogs that wait for it
        self._collections: dict[str, _Collection] = {}
        self._catalog: Catalog | None = None
        self._fingerprint: tuple[Any, ...] | None = None
        self._directory: Directory | None = None
        #: resource URIs seen in results, by the server that emitted them
        self._emitted: dict[str, str] = {}
        self._stack: AsyncExitStack | None = None
        self._tg: TaskGroup | None = None
        #: structuredContent that did not match the tool's outputSchema (kept, and reported here)
        self.output_mismatches: deque[tuple[str, str]] = deque(maxlen=100)
        self._configs = {server.name: server for server in self.servers}
        self.limiter = RateLimiter(self.clock, self.store)
        chain = default_guards(policy, self.limiter, self.validator)
        #: the guards every tool call passes, in order (`guards.py`); the audit record frames them
        self.guards: tuple[Guard, ...] = tuple(guards(chain) if guards is not None else chain)
        self._guarded = compose(self.guards, self._send_call)
        self._audit = audit
        self._audit_log = _audit_log_of(self.settings.audit)
        self._audit_failed = False

    def _make_upstream(self, server: ServerConfig) -> Upstream:
        return self._factory(server, **self._upstream_options)

    def _make_mirror(
        self,
        server: ServerConfig,
        capabilities: Mapping[str, Any],
        on_event: Callable[[UpstreamEvent], None] | None,
        client: Bridge | None = None,
    ) -> Upstream:
        # what the client is not asked (roots it did not declare, say), the host's handler answers, as for the shared
        fallback = self._upstream_options["handler"] or DefaultClientHandler(server.roots)
        # a client's own session: its events (status, lists, session logs) are not the shared server's, but its client's
        handler = MirroredClient(capabilities, fallback, client)
        options = {**self._upstream_options, "handler": handler, "on_event": on_event}
        return self._factory(server, **options)

    @classmethod
    def from_file(cls, path: str, **options: Any) -> Aggregator:
        """An aggregator for a `mcpServers` (or VS Code `servers`) JSON file. Raises ConfigError."""
        return cls(load_config(path), **options)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], **options: Any) -> Aggregator:
        """An aggregator for a config built in code, shaped like the file: `{"mcpServers": {...}}`.

        Raises ConfigError naming the key that is wrong.
        """
        return cls(parse_config(data), **options)

    # -- lifecycle ---------------------------------------------------------------------------

    async def __aenter__(self) -> Self:
        if self._phase != "new":
            raise NotRunning(
                "this Aggregator is already running; enter it once"
                if self._phase == "running"
                else "this Aggregator was closed and cannot be entered again; create a new Aggregator"
            )
        self._phase = "running"
        stack = AsyncExitStack()
        tg = await stack.enter_async_context(anyio.create_task_group())
        if self._listener is not None and self._listener.is_async:
            tg.start_soon(self._listener.run)  # an async on_event is awaited here, in order, off the connections
        for upstream in self._upstreams.values():
            await tg.start(upstream.run)  # returns at once: every server connects concurrently
        self._tg = tg
        self._stack = stack
        self._mirrors.attach(lambda upstream: tg.start(self._mirrors.run, upstream))
        return self

    def _running(self, what: str) -> None:
        """Raise NotRunning, naming the fix, unless inside `async with`."""
        if self._phase == "running":
            return
        if self._phase == "new":
            raise NotRunning(
                f"{what}() needs a running Aggregator: use `async with Aggregator(...) as agg:` "
                "(or `await agg.__aenter__()`) first"
            )
        raise NotRunning(f"{what}() on a closed Aggregator: create a new Aggregator (closed ones are not reopened)")

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close every server (processes reaped, sessions ended) and wait until all are gone."""
        if self._phase == "running":
            self._phase = "closed"
        elif self._phase == "new":
            self._phase = "closed"  # never entered: nothing runs, and it may not start afterwards either
        for upstream in self._upstreams.values():
            upstream.close()
        self._mirrors.close_all()
        if self._listener is not None:
            self._listener.close()
        stack, self._stack = self._stack, None
        self._tg = None
        if stack is not None:
            await stack.aclose()
        if self._audit_log is not None:
            self._audit_log.close()

    async def reload(self, config: AggregatorConfig) -> list[str]:
        """Apply a new config while running: new servers start, removed ones stop, changed ones restart.

        Servers whose entry did not change keep their connection and cached lists. Returns the names
        of the servers that were started, stopped or restarted. Raises ConfigError (and changes
        nothing) when the new prefixes are invalid, and `UntrustedConfig` (changing nothing) when the
        new config would do anything the consent given at start does not cover.
        """
        _require_consent(config, self._consent)
        config = replace(config, servers=tuple(_resolve_command(server) for server in config.servers))
        validate_prefixes(
            [(s.name, s.tool_prefix) for s in config.servers if not s.disabled],
            config.settings.separator,
            get_profile(config.settings.name_profile),
        )
        old = {server.name: server for server in self.servers}
        new = {server.name: server for server in config.servers}
        touched = [name for name in {**old, **new} if old.get(name) != new.get(name)]
        for name in touched:
            upstream = self._upstreams.pop(name, None)
            if upstream is not None:
                upstream.close()
            self._mirrors.forget(name)
            self.cache.forget(name)
            await self.limiter.forget(name)
            self._last_tools.pop(name, None)
            self._tools_digests.pop(name, None)
            self._lists.pop(name, None)
            self._forget_entry_lists(name)
            self._collections.pop(name, None)
        if config.settings.audit != self.settings.audit:
            if self._audit_log is not None:
                self._audit_log.close()
            self._audit_log = _audit_log_of(config.settings.audit)
        self.config, self.settings, self.servers = config, config.settings, config.servers
        self._configs = {server.name: server for server in self.servers}
        for name in touched:
            server = new.get(name)
            if server is None or server.disabled:
                continue
            upstream = self._make_upstream(server)
            self._upstreams[name] = upstream
            if self._tg is not None:
                await self._tg.start(upstream.run)
        self._fingerprint = None
        self._directory = None
        if touched and self._listener is not None:
            self._listener(ListChanged(touched[0], "tools"))  # tell listeners to compare the lists again
        return touched

    async def wait_connected(self, timeout: float | None = None, *, patient: bool = False) -> dict[str, ServerState]:
        """Wait until every server's first connection attempt has an outcome (or `timeout` passed).

        `patient`: once some server is connected, wait only `list_patience_s` more after the latest to connect —
        one hung server does not hold up an answer about the others.
        """
        self._running("wait_connected")
        arrived = {name: anyio.Event() for name in self._upstreams}

        async def wait_one(name: str, upstream: Upstream) -> None:
            await _wait_quietly(upstream, None)
            arrived[name].set()

        with anyio.move_on_after(timeout if timeout is not None else math.inf):
            async with anyio.create_task_group() as tg:
                for name, upstream in self._upstreams.items():
                    tg.start_soon(wait_one, name, upstream)
                if patient:
                    await patiently(list(arrived.values()), self.settings.list_patience_s, self.clock)
                    tg.cancel_scope.cancel()
        return self.status()

    def upstream(self, name: str) -> Upstream:
        """The connection to one server, by config key (KeyError for an unknown or disabled one)."""
        return self._upstreams[name]

    def own_session(
        self,
        capabilities: Mapping[str, Any] | None = None,
        *,
        limit: int = DEFAULT_LIMIT,
        on_log: Callable[[LogMessage], None] | None = None,
        client: Bridge | None = None,
    ) -> OwnSession:
        """Upstream sessions of one legacy client's own (era mirroring); pass it as `own=` to the calls.

        A call with `own=` to a server that speaks both eras (`protocol` "auto", reached modern, over HTTP or
        in-process) goes over a legacy session opened for this client alone on its first call, declaring
        `capabilities` (the client's own), so the server's requests reach that call's `bridge` only. Other
        servers, and every server once `limit` such sessions to it are open, use the shared connection.
        Nothing is opened until a call needs it; `close()` the result when the client goes. `on_log` hears the log
        lines those sessions send outside any request (this client's alone); `OwnSession.set_log_level` passes the
        client's `logging/setLevel` on to them. `client` reaches the client itself: what the server asks on those
        sessions outside a call's `bridge` (at session start) goes to it, for its own answer or refusal; without it,
        the `handler` answers.
        """
        self._running("own_session")
        return OwnSession(self._mirrors, capabilities or {}, limit, on_log, client)

    def own_sessions(self, server: str | None = None) -> int:
        """Clients' own (mirrored) sessions open now, to `server` or to all servers."""
        return self._mirrors.count(server)

    async def _upstream_for(self, server: str, own: OwnSession | None) -> Upstream:
        shared = self._upstreams[server]
        return shared if own is None else await own.upstream_for(self._configs[server], shared)

    async def reconnect(self, name: str, *, timeout: float | None = None) -> ServerState:
        """Connect to server `name` again now: a backoff wait ends, a live connection is replaced.

        Returns its state once that attempt has an outcome. Raises KeyError for a name that is not
        configured (or is disabled), TimeoutError past `timeout` (default: the server's connect timeout x 2).
        """
        self._running("reconnect")
        upstream = self._upstreams.get(name)
        if upstream is None:
            known = ", ".join(self._upstreams) or "none"
            raise KeyError(f"no enabled server named {name!r} (servers: {known})")
        await upstream.reconnect(timeout)
        self._fingerprint = None
        return self.status()[name]

    # -- the merged list ----------------------------------------------------------------------

    async def list_tools(self) -> list[dict[str, Any]]:
        """The merged tools as MCP definitions, in catalog order (stale lists are fetched first)."""
        return (await self.catalog()).exported()

    @property
    def last_catalog(self) -> Catalog | None:
        """The catalog built last, without fetching anything (None before the first list).

        For a hot path that only needs a tool's definition (a proxy checking `Mcp-Param` headers): it may be older
        than the servers' lists; `await catalog()` gives the current one.
        """
        return self._catalog

    async def catalog(self) -> Catalog:
        """The current catalog: tools, routes and the report. Fetches only what the cache cannot serve."""
        self._running("catalog")
        collections = {name: self._collection_of(self._configs[name]) for name in self._upstreams}
        # a server already late for an earlier list is not waited for again: its arrival is announced instead
        waited = [c.done for c in collections.values() if not c.late or c.done.is_set()]
        await patiently(waited, self.settings.list_patience_s, self.clock)
        ordered: list[ServerInput] = []
        for server in self.servers:
            collection = collections.get(server.name)
            if collection is None:
                out: dict[str, ServerInput] = {}
                await self._collect(server, out)  # disabled: known at once
                ordered.append(out[server.name])
            elif not collection.done.is_set():
                collection.late = True
                ordered.append(self._late(server))
            elif collection.error is not None:
                raise collection.error
            else:
                assert collection.result is not None
                ordered.append(collection.result)
        fingerprint = tuple(self._fingerprint_of(item) for item in ordered)
        if self._catalog is None or fingerprint != self._fingerprint:
            self._catalog = build_catalog(
                ordered, self.settings, classify=self.validator.verdict, mentions_header=self.validator.mentions_header
            )
            self._fingerprint = fingerprint
        return self._catalog

    def _fingerprint_of(self, item: ServerInput) -> tuple[Any, ...]:
        """What the catalog is built from, with the tools by content digest: equal content, the same catalog."""
        tools = None if item.tools is None else self._tools_digests.get(item.name, id(item.tools))
        return (item.name, item.state, item.reason, item.stale, item.complete, item.problem, tools, len(item.excluded))

    def _collection_of(self, server: ServerConfig) -> _Collection:
        """The collection of `server`'s list in flight (shared by concurrent catalogs), else a new one, started."""
        collection = self._collections.get(server.name)
        if collection is None or collection.done.is_set():
            collection = self._collections[server.name] = _Collection()
            assert self._tg is not None
            # owned by the aggregator, not the caller: a late list keeps coming after the catalog went on without it
            self._tg.start_soon(self._collect_into, server, collection)
        return collection

    async def _collect_into(self, server: ServerConfig, collection: _Collection) -> None:
        out: dict[str, ServerInput] = {}
        try:
            await self._collect(server, out)
            collection.result = out[server.name]
        except Exception as exc:  # handed to the catalog waiting for it: the aggregator's task group must live on
            collection.error = exc
        finally:
            if collection.result is None and collection.error is None:
                collection.error = NotRunning("the aggregator closed while the list was read")
            collection.done.set()
        if collection.late and self._listener is not None:
            self._fingerprint = None
            self._listener(ListChanged(server.name, "tools"))  # what the earlier list went without is here now

    def _late(self, server: ServerConfig) -> ServerInput:
        """A server that did not answer within the patience: `connecting`, with its last tools if it had any."""
        upstream = self._upstreams[server.name]
        status = upstream.status
        patience = self.settings.list_patience_s
        return ServerInput(
            name=server.name,
            prefix=server.tool_prefix,
            allow=server.allow,
            deny=server.deny,
            state=State.CONNECTING.value,
            reason=f"not ready within the list patience ({patience:g} s): served without it until it answers",
            era=status.era.value if status.era else None,
            version=status.version,
            tools=self._last_tools.get(server.name),
            stale=server.name in self._last_tools,
            instructions=self._instructions_of(upstream),
        )

    async def _collect(self, server: ServerConfig, out: dict[str, ServerInput]) -> None:
        name = server.name
        common: dict[str, Any] = {
            "name": name,
            "prefix": server.tool_prefix,
            "allow": server.allow,
            "deny": server.deny,
        }
        upstream = self._upstreams.get(name)
        if upstream is None:
            out[name] = ServerInput(state=State.DISABLED.value, reason="disabled in the config", **common)
            return
        deadline = server.timeouts.list
        if upstream.status.state is State.CONNECTING:
            with anyio.move_on_after(deadline):
                await _wait_quietly(upstream, deadline)
        elif upstream.status.state is State.BACKOFF:
            await upstream.try_now(deadline)  # it may be back: ask now (rate-limited) rather than when the timer fires
        status = upstream.status
        era = status.era.value if status.era else None
        base: dict[str, Any] = {
            **common,
            "era": era,
            "version": status.version,
            "instructions": self._instructions_of(upstream),
        }
        if status.state is not State.OK:
            reason = status.reason or ("still connecting" if status.state is State.CONNECTING else None)
            out[name] = ServerInput(
                state=status.state.value, reason=self._redact(reason), tools=self._last_tools.get(name), **base
            )
            return
        try:
            listed = await self._held_list(server, upstream)
        except _ListUnavailable as exc:
            out[name] = self._unlisted(name, exc.reason, base)
            return
        previous = self._lists.get(name)
        if previous is not None and name in self._last_tools and _same_pages(previous, listed):
            tools = self._last_tools[name]  # the very same pages: keep the same tuple, so nothing is rebuilt
        else:
            tools = tuple(listed.items)
        self._last_tools[name] = tools
        self._tools_digests[name] = listed.digest
        self._lists[name] = listed
        out[name] = ServerInput(
            state=State.OK.value,
            tools=tools,
            complete=listed.complete,
            problem=listed.problem,
            stale=listed.stale,
            reason=self._redact(listed.stale_reason),
            excluded=tuple(pair for page in listed.pages for pair in page.excluded),
            **base,
        )

    async def _held_list(self, server: ServerConfig, upstream: Upstream, method: str = "tools/list") -> CachedList:
        """One of a server's lists, through the cache; a list that just failed is held off like a reconnect.

        While held, the last good list is served stale at once (or `_ListUnavailable` raised): one hung server must
        not make every catalog() wait out its deadline again. Raises `_ListUnavailable` with the reason.
        """
        key, deadline, now = (server.name, method), server.timeouts.list, self.clock.now()
        partition = self._partition_of(server)
        held = self._list_holds.get(key)
        if held is not None and now < held[0]:
            reason = f"{held[1]} (next attempt in {held[0] - now:.1f} s)"
            stale = self.cache.last_good(server.name, method, partition=partition, reason=reason)
            if stale is None:
                raise _ListUnavailable(reason)
            return stale
        try:
            # each page has the list deadline of its own; this bounds a walk that crawls page by page
            with anyio.fail_after(2 * deadline):
                listed = await self._list(server, upstream, method)
        except (AggregatorError, TimeoutError) as exc:
            reason = f"{method} failed: {exc}" if str(exc) else f"{method} got no answer within {2 * deadline:g} s"
            self._hold_list(key, reason, held, deadline)
            raise _ListUnavailable(reason) from None
        if listed.stale:  # the walk failed and the cache served the last good list
            self._hold_list(key, listed.stale_reason or f"{method} failed", held, deadline)
        else:
            self._list_holds.pop(key, None)
        return listed

    def _hold_list(
        self, key: tuple[str, str], reason: str, held: tuple[float, str, int] | None, deadline: float
    ) -> None:
        failures = (held[2] if held is not None else 0) + 1
        # never shorter than the wait it just cost: a hung server may take at most half of the time
        pause = max(deadline, self._backoff.delay(failures - 1, 0.5))
        self._list_holds[key] = (self.clock.now() + pause, reason, failures)

    def _unlisted(self, name: str, reason: str, base: Mapping[str, Any]) -> ServerInput:
        """A connected server whose list could not be read: its last good tools, served stale, else none."""
        last = self._last_tools.get(name)
        state = State.OK.value if last is not None else State.DOWN.value
        return ServerInput(state=state, stale=last is not None, reason=self._redact(reason), tools=last, **base)

    async def _list(self, server: ServerConfig, upstream: Upstream, method: str = "tools/list") -> CachedList:
        status = upstream.status
        legacy = status.era is Era.LEGACY
        desc = upstream.description
        tools_cap = (desc.capabilities.get("tools") if desc else None) or {}

        async def fetch(cursor: str | None) -> Page:
            page = await upstream.list_page(method, cursor)
            if method == "tools/list" and self._tg is not None:
                # judge the schemas while the next page is on its way, not all at once at the end
                self._tg.start_soon(self._judge_schemas, page)
            return page

        return await self.cache.get_list(
            server.name,
            method,
            fetch,
            partition=self._partition_of(server),
            min_ttl_ms=server.min_ttl_ms,
            legacy=legacy,
            hold_until_changed=legacy and isinstance(tools_cap, dict) and bool(tools_cap.get("listChanged")),
            legacy_ttl_ms=self.settings.legacy_ttl_ms,
            page_cap=server.page_cap,
        )

    def _redact(self, text: str | None) -> str | None:
        """Reasons quote stderr tails and errors, which can quote a token: never let one out."""
        return redact(text, self.config) if text else text

    def _redacted(self, error: McpError) -> McpError:
        """`error` with its message redacted: an upstream may echo a token back, and our errors quote URLs."""
        message = redact(error.message, self.config)
        if message != error.message:
            # in place, so the caller still catches it by its own class (CallTimedOut, UnknownTool, ...)
            error.message = message
            error.args = (message,)
        return error

    async def _judge_schemas(self, page: Page) -> None:
        for tool in page.items:
            self.validator.verdict(tool.get("inputSchema"))

    def _partition_of(self, server: ServerConfig) -> str:
        """Private lists never cross credentials: the key is the identity of what we send upstream."""
        secret = json.dumps([sorted(sent.items()) for sent in credentials_of(server)], sort_keys=True)
        digest = hashlib.sha256(secret.encode()).hexdigest()[:16]
        return f"{digest}:{self._partition}" if self._partition else digest

    @staticmethod
    def _instructions_of(upstream: Upstream) -> str | None:
        desc = upstream.description
        return desc.instructions if desc else None

    # -- prompts, resources, completion -----------------------------------------------------------

    async def directory(self) -> Directory:
        """Prompts (namespaced like tools), resources and templates of every serving server."""
        self._running("directory")
        entries: dict[str, ServerEntries] = {}
        async with anyio.create_task_group() as tg:
            for server in self.servers:
                tg.start_soon(self._collect_entries, server, entries)
        self._directory = build_directory([entries[s.name] for s in self.servers if s.name in entries], self.settings)
        return self._directory

    async def _collect_entries(self, server: ServerConfig, out: dict[str, ServerEntries]) -> None:
        upstream = self._upstreams.get(server.name)
        if upstream is None:
            return
        with anyio.move_on_after(server.timeouts.list):
            await _wait_quietly(upstream, server.timeouts.list)
        desc = upstream.description
        if upstream.status.state is not State.OK or desc is None:
            return
        lists: dict[str, Sequence[Mapping[str, Any]]] = {}
        for method, capability in _ENTRY_METHODS:
            if capability not in desc.capabilities:
                self._entry_lists.pop((server.name, method), None)
                continue
            try:
                listed = await self._held_list(server, upstream, method)
            except _ListUnavailable:
                continue  # the tools still work; a missing prompt list shows as no prompts
            lists[method] = listed.items
            self._entry_lists[(server.name, method)] = listed
        out[server.name] = ServerEntries(
            name=server.name,
            prefix=server.tool_prefix,
            prompts=lists.get("prompts/list", ()),
            resources=lists.get("resources/list", ()),
            templates=lists.get("resources/templates/list", ()),
        )

    def _forget_entry_lists(self, name: str) -> None:
        for method, _ in _ENTRY_METHODS:
            self._entry_lists.pop((name, method), None)

    async def list_prompts(self) -> list[dict[str, Any]]:
        """The merged prompts (names namespaced like tools), in config order."""
        return list((await self.directory()).prompts)

    async def list_resources(self) -> list[dict[str, Any]]:
        """Every serving server's resources, in config order."""
        return list((await self.directory()).resources)

    async def list_resource_templates(self) -> list[dict[str, Any]]:
        """Every serving server's resource templates, in config order."""
        return list((await self.directory()).templates)

    async def get_prompt(
        self,
        name: str,
        arguments: Mapping[str, str] | None = None,
        *,
        continuation: Mapping[str, Any] | None = None,
        own: OwnSession | None = None,
        **options: Any,
    ) -> Result | InputRequired:
        """`prompts/get` by exported name. `continuation`: `inputResponses`/`requestState` of a retry; `own`: the
        caller's own sessions (see `own_session`)."""
        self._running("get_prompt")
        directory = self._directory or await self.directory()
        route = directory.route_prompt(name) or (await self.directory()).route_prompt(name)
        if route is None:
            raise UnknownTool(INVALID_PARAMS, f"Unknown prompt: {name}", {"aggregator": {"kind": "unknown_prompt"}})
        server, original = route
        params: dict[str, Any] = {"name": original, **(continuation or {})}
        if arguments is not None:
            params["arguments"] = dict(arguments)
        upstream = await self._upstream_for(server, own)
        return await self._forward(server, upstream.request("prompts/get", params, **options), "prompts/get")

    async def read_resource(
        self,
        uri: str,
        *,
        continuation: Mapping[str, Any] | None = None,
        own: OwnSession | None = None,
        **options: Any,
    ) -> Result | InputRequired:
        """`resources/read`, routed by URI. `continuation`: `inputResponses`/`requestState` of a retry; `own`: the
        caller's own sessions (see `own_session`)."""
        self._running("read_resource")
        server = await self._server_for_uri(uri)
        params = {"uri": uri, **(continuation or {})}
        upstream = await self._upstream_for(server, own)
        if continuation or upstream is not self._upstreams[server]:
            # an MRTR retry is never cached, nor answered from the cache; nor is a read on a client's own session
            return await self._forward(server, upstream.request("resources/read", params, **options))
        return await self._forward(server, self._cached_read(server, upstream, uri, options))

    async def _cached_read(
        self, server: str, upstream: Upstream, uri: str, options: Mapping[str, Any]
    ) -> Result | InputRequired:
        """`resources/read` is cacheable per its own `ttlMs`/`cacheScope`: one page under a per-URI key."""
        needs_input: list[InputRequired] = []

        async def fetch(cursor: str | None) -> Page:
            result = await upstream.request("resources/read", {"uri": uri}, **options)
            if isinstance(result, InputRequired):
                needs_input.append(result)
                raise _NotCacheable
            ttl, scope = cache_hints(result)
            return Page("resources/read", (result,), None, ttl, scope)

        try:
            listed = await self.cache.get_list(
                server,
                _read_key(uri),
                fetch,
                partition=self._partition_of(self._config_of(server)),
                legacy=upstream.status.era is Era.LEGACY,
            )
        except _NotCacheable:
            return needs_input[0]
        return listed.pages[0].items[0]

    def _config_of(self, name: str) -> ServerConfig:
        return self._configs[name]

    async def complete(
        self,
        ref: Mapping[str, Any],
        argument: Mapping[str, Any],
        context: Mapping[str, Any] | None = None,
        *,
        own: OwnSession | None = None,
        **options: Any,
    ) -> Result:
        """`completion/complete`, routed by the prompt name or resource URI of `ref`.

        `options` go to the upstream request as they are (`log`, `progress`, `meta`, `timeout`, `bridge`);
        `own`: the caller's own sessions (see `own_session`).
        """
        self._running("complete")
        directory = self._directory or await self.directory()
        params: dict[str, Any] = {"ref": dict(ref), "argument": dict(argument)}
        if context is not None:
            params["context"] = dict(context)
        if ref.get("type") == "ref/prompt":
            route = directory.route_prompt(str(ref.get("name")))
            if route is None:
                raise McpError(INVALID_PARAMS, f"Unknown prompt: {ref.get('name')}")
            server, original = route
            params["ref"] = {**params["ref"], "name": original}
        else:
            uri = str(ref.get("uri"))
            found = self._route_uri(uri) or self._emitted.get(uri)
            if found is None:
                raise McpError(INVALID_PARAMS, f"Resource not found: {uri}", {"uri": uri})
            server = found
        upstream = await self._upstream_for(server, own)
        result = await self._forward(server, upstream.request("completion/complete", params, **options))
        assert isinstance(result, dict)
        return result

    async def _server_for_uri(self, uri: str) -> str:
        """Exact URI, then a template in config order (listing again if need be), then who emitted it."""
        server = self._route_uri(uri) or (await self.directory()).route_uri(uri) or self._emitted.get(uri)
        if server is None:
            raise McpError(INVALID_PARAMS, f"Resource not found: {uri}", {"uri": uri})
        return server

    def _route_uri(self, uri: str) -> str | None:
        directory = self._directory
        return directory.route_uri(uri) if directory is not None else None

    def era_of_route(self, method: str, name: str) -> Era | None:
        """The era of the server a `tools/call`, `prompts/get` or `resources/read` would go to, as now known.

        From the lists already held, without fetching anything; None when that is not known yet.
        """
        server = self.server_of_route(method, name)
        upstream = self._upstreams.get(server) if server is not None else None
        return upstream.status.era if upstream is not None else None

    def server_of_route(self, method: str, name: str) -> str | None:
        """The server a `tools/call`, `prompts/get` or `resources/read` of `name` goes to, from the lists held."""
        server: str | None = None
        if method == "tools/call":
            tool = self._catalog.get(name) if self._catalog is not None else None
            server = tool.server if tool is not None else None
        elif method == "prompts/get":
            route = self._directory.route_prompt(name) if self._directory is not None else None
            server = route[0] if route is not None else None
        elif method == "resources/read":
            server = self._route_uri(name) or self._emitted.get(name)
        return server

    async def _forward(self, server: str, call: Awaitable[_T], method: str | None = None) -> _T:
        """Await one upstream request: errors translated once, here, and the URIs it emitted noted.

        Raises an `McpError` of the failure's kind (see errors.py), its cause chained.
        """
        try:
            result = await call
        except McpError as exc:
            relayed = relay_error(exc, server)
            if method in ("tools/call", "prompts/get") and relayed.code == INVALID_PARAMS:
                relayed = InvalidArguments(
                    relayed.code, relayed.message, relayed.data, server=server, http_status=relayed.http_status
                )
            raise self._redacted(relayed) from exc
        except AggregatorError as exc:
            raise self._redacted(local_error(exc, server)) from exc
        self._note_uris(server, result)
        return result

    def _note_uris(self, server: str, result: Any) -> None:
        """Remember which server emitted which resource URI, so a later read finds its way back."""
        if not isinstance(result, dict):
            return
        for block in result.get("content") or result.get("contents") or ():
            if not isinstance(block, dict):
                continue
            uri = block.get("uri") or (block.get("resource") or {}).get("uri")
            if isinstance(uri, str) and len(self._emitted) < 10_000:
                self._emitted.setdefault(uri, server)

    async def set_log_level(self, level: str) -> None:
        """Tell every legacy server that logs which level to send (modern ones are asked per request)."""
        self._running("set_log_level")
        async with anyio.create_task_group() as tg:
            for upstream in self._upstreams.values():
                desc = upstream.description
                if upstream.status.era is Era.LEGACY and desc is not None and "logging" in desc.capabilities:
                    tg.start_soon(_quiet_request, upstream, "logging/setLevel", {"level": level})

    async def subscribe_resource(self, uri: str, subscribed: bool = True) -> None:
        """Hear (or stop hearing) `ResourceUpdated` events for `uri`, from the server that serves it."""
        self._running("subscribe_resource")
        server = await self._server_for_uri(uri)
        await self._forward(server, self._upstreams[server].subscribe_resource(uri, subscribed))

    def list_hints(self, method: str = "tools/list") -> tuple[int, str]:
        """(`ttlMs`, `cacheScope`) for a merged list (`tools/list`, `prompts/list`, `resources/list` or
        `resources/templates/list`): the smallest remaining TTL of the lists it was merged from, private if any is.

        Each server's last list of `method` contributes the time its cache entry has left — the TTL the cache applied
        (for legacy lists: `legacy_ttl_ms`, or until `list_changed` for servers that send it), never a second
        derivation of it. Legacy lists count as private; a server never listed contributes nothing.
        """
        lists = self._lists
        if method != "tools/list":
            lists = {name: listed for (name, of), listed in self._entry_lists.items() if of == method}
        return merged_hints(
            (listed, upstream.status.era is Era.LEGACY)
            for name, upstream in self._upstreams.items()
            if (listed := lists.get(name)) is not None
        )

    def instructions(self) -> dict[str, str]:
        """Each connected server's `instructions`, by server key, in config order."""
        out = {}
        for name, upstream in self._upstreams.items():
            text = self._instructions_of(upstream)
            if text:
                out[name] = text
        return out

    def status(self) -> dict[str, ServerState]:
        """Every configured server's state and reason, in config order (as of the last catalog)."""
        views = {view.name: view for view in self._catalog.servers} if self._catalog else {}
        out: dict[str, ServerState] = {}
        for server in self.servers:
            out[server.name] = self._state_of(server, views.get(server.name))
        return out

    def _state_of(self, server: ServerConfig, view: Any) -> ServerState:
        upstream = self._upstreams.get(server.name)
        if upstream is None:
            return ServerState(server.name, "disabled", "disabled in the config", None, None, 0, None)
        status = upstream.status
        state, reason, count = status.state.value, self._redact(status.reason), 0
        if view is not None:
            count = view.tool_count
            if status.state is State.OK:
                state, reason = view.status, view.reason
        listed = self._lists.get(server.name)
        age = ttl = scope = None
        every_call = False
        if listed is not None and listed.pages:
            age, ttl = listed.oldest_age_s, listed.min_remaining_ttl_s
            legacy = status.era is Era.LEGACY
            scope = "private" if legacy or any(page.scope == "private" for page in listed.pages) else "public"
            # what the cache actually applied, not a second derivation of it (which once forgot listChanged)
            every_call = any(ttl_ms == 0 for ttl_ms in listed.effective_ttls_ms)
        era = status.era.value if status.era else None
        return ServerState(
            server.name,
            state,
            reason,
            era,
            status.version,
            count,
            self._instructions_of(upstream),
            age,
            ttl,
            every_call,
            scope,
            None if status.retry_at is None else max(0.0, status.retry_at - self.clock.now()),
        )

    # -- calls --------------------------------------------------------------------------------

    async def call_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        progress: Progress | None = None,
        meta: Mapping[str, Any] | None = None,
        log: Progress | None = None,
        continuation: Mapping[str, Any] | None = None,
        bridge: Bridge | None = None,
        own: OwnSession | None = None,
        paused: Paused | None = None,
    ) -> Result | InputRequired:
        """Call a merged tool by its exported name.

        Returns the server's result (an `isError` result stays a result), or `InputRequired` when a
        modern server needs input first (answer it with `retry`). The result is verbatim unless the
        server's `max_result_bytes` cut it down (marked). A call refused by the policy, a rate limit or
        the tool's inputSchema is answered with an `isError` result and never sent. Raises `McpError`:
        -32602 for an unknown tool; the server's own error (relayed); -32603 with `data.aggregator`
        naming the server when it could not be reached or did not answer in time. `own`: the caller's own
        sessions (see `own_session`). `paused`: told when the server closes the call's stream to be resumed later
        (SEP-1699 polling; the aggregator resumes it), with the seconds it asked to wait.
        """
        self._running("call_tool")
        note = _CallNote(name, self.clock.now(), time.time())
        try:
            options = {
                "timeout": timeout,
                "progress": progress,
                "meta": meta,
                "log": log,
                "bridge": bridge,
                "paused": paused,
            }
            return await self._call_tool(note, name, arguments, continuation, options, own)
        except McpError as exc:
            note.outcome, note.error_code, note.reason = "error", exc.code, exc.message
            raise
        except anyio.get_cancelled_exc_class():
            note.outcome = "cancelled"
            raise
        except BaseException as exc:
            note.outcome, note.reason = "error", f"{type(exc).__name__}: {exc}"
            raise
        finally:
            self._record(note, arguments)

    async def _call_tool(
        self,
        note: _CallNote,
        name: str,
        arguments: Mapping[str, Any] | None,
        continuation: Mapping[str, Any] | None,
        options: dict[str, Any],
        own: OwnSession | None = None,
    ) -> Result | InputRequired:
        catalog = self._catalog or await self.catalog()
        tool = catalog.get(name)
        if tool is None:
            catalog = await self.catalog()  # the list may have changed since the model saw it
            tool = catalog.get(name)
        if tool is None:
            raise UnknownTool(INVALID_PARAMS, f"Unknown tool: {name}", {"aggregator": {"kind": "unknown_tool"}})
        note.server, note.tool = tool.server, tool.original_name
        call = ToolCall(
            name=tool.name,
            tool=tool,
            server=self._configs[tool.server],
            arguments=arguments,
            continuation=continuation,
            settings=self.settings,
            options=options,
            own=own,
        )
        try:
            # every leg passes the chain, continuations too: a client could otherwise pass anything off as a retry
            return await self._guarded(call)
        finally:
            note.outcome, note.reason, note.truncated = call.outcome, call.reason, call.truncated

    async def _send_call(self, call: ToolCall) -> Result | InputRequired:
        """The end of the guard chain: the call itself, and what no guard may take away (our `_meta` namespace)."""
        tool = call.tool
        upstream = await self._upstream_for(tool.server, call.own)
        # a continuation (inputResponses, requestState) goes back byte-exact, under a fresh request id
        params = {"name": tool.original_name, "arguments": dict(call.arguments or {}), **(call.continuation or {})}
        request = upstream.request("tools/call", params, **call.options)
        result = await self._forward(tool.server, request, "tools/call")
        if not isinstance(result, dict):
            call.outcome = "input_required"
            return result
        self._check_output(tool.name, tool.definition, result)
        result = without_our_meta(result)
        call.outcome = "tool_error" if result.get("isError") is True else "ok"
        return result

    def _record(self, note: _CallNote, arguments: Mapping[str, Any] | None) -> None:
        """Hand the call's record to each audit sink; a failing sink is reported once and never fails the call."""
        sinks = [sink for sink in (self._audit_log, self._audit) if sink is not None]
        if not sinks:
            return
        record = AuditRecord(
            time=note.wall,
            duration_s=max(0.0, self.clock.now() - note.started),
            name=note.name,
            server=note.server,
            tool=note.tool,
            outcome=note.outcome,
            truncated=note.truncated,
            error_code=note.error_code,
            reason=self._redact(note.reason),
            arguments=arguments,
        )
        for sink in sinks:
            try:
                sink(record)
            except Exception:
                if not self._audit_failed:
                    self._audit_failed = True
                    logger.exception("the audit callable failed; calls go on (reported once)")

    async def retry(self, pending: InputRequired, input_responses: Mapping[str, Any], **options: Any) -> Any:
        """Answer an `InputRequired` from `call_tool`: the same call, a fresh id, `requestState` byte-exact."""
        self._running("retry")
        options.pop("own", None)  # input_required comes from the shared modern connection only: its retry goes there
        exported = self._exported_name(pending) if pending.method == "tools/call" else None
        if exported is not None:
            # a tool call's next leg goes the way of any call: policy, limits, the size cap and the audit log
            params = pending.retry_params(input_responses)
            continuation: dict[str, Any] = {
                key: params[key] for key in ("inputResponses", "requestState") if key in params
            }
            return await self.call_tool(exported, params.get("arguments"), continuation=continuation, **options)
        upstream = self._upstreams[pending.server]
        return await self._forward(pending.server, upstream.retry(pending, input_responses, **options))

    def _exported_name(self, pending: InputRequired) -> str | None:
        catalog = self._catalog
        original = pending.params.get("name")
        if catalog is None:
            return None
        for tool in catalog.tools:
            if tool.server == pending.server and tool.original_name == original:
                return tool.name
        return None

    def _check_output(self, name: str, definition: Mapping[str, Any], result: Result) -> None:
        schema = definition.get("outputSchema")
        if schema is None or "structuredContent" not in result or result.get("isError"):
            return
        problem = self.validator.check_structured(schema, result["structuredContent"])
        if problem is not None:
            self.output_mismatches.append((name, problem))

    # -- events -------------------------------------------------------------------------------

    def _upstream_event(self, event: UpstreamEvent) -> None:
        if isinstance(event, ListChanged):
            # the server says its list changed: drop the cached pages even if they are fresh
            methods = _LIST_METHODS_OF[event.list]
            for method in methods:
                self.cache.invalidate(event.server, method)
        if isinstance(event, ResourceUpdated):
            self.cache.invalidate(event.server, _read_key(event.uri))
        if isinstance(event, ListChanged | StatusChanged):
            self._fingerprint = None
        if isinstance(event, StatusChanged) and event.reason:
            event = replace(event, reason=self._redact(event.reason))  # a listener may log it: no secret goes out
        if self._listener is not None:
            self._listener(event)


@dataclass(slots=True)
class _CallNote:
    """What is known of a call in progress, for its audit record."""

    name: str
    started: float
    wall: float
    server: str | None = None
    tool: str | None = None
    outcome: Outcome = "error"
    truncated: bool = False
    error_code: int | None = None
    reason: str | None = None


def _require_consent(config: AggregatorConfig, consent: frozenset[Effect] | None) -> None:
    """The one gate every side effect of a config passes: processes, connections, files, and any later kind."""
    missing = unconsented(config.effects, consent)
    if missing:
        lines = "".join(f"\n  {effect.describe()}" for effect in missing)
        where = config.path or "the config"
        raise UntrustedConfig(f"{where} was found, not named, and would do what was not trusted:{lines}", missing)


def _audit_log_of(settings: AuditSettings | None) -> AuditLog | None:
    return AuditLog(settings.path, arguments=settings.arguments) if settings is not None else None


@dataclass(slots=True, eq=False)
class _Collection:
    """One server's list being read: its outcome once `done`; `late` once a catalog was served without it."""

    done: anyio.Event = field(default_factory=anyio.Event)
    result: ServerInput | None = None
    error: Exception | None = None
    late: bool = False


class _ListUnavailable(Exception):
    """A server's list could not be read and there is no last good one to serve."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _NotCacheable(Exception):
    """An `input_required` answer: it goes to the caller, never into the cache."""


def _read_key(uri: str) -> str:
    return f"resources/read {uri}"


async def _quiet_request(upstream: Upstream, method: str, params: dict[str, Any]) -> None:
    try:
        await upstream.request(method, params, timeout=10)
    except AggregatorError:
        pass  # a server that refuses a log level still serves its tools


async def _wait_quietly(upstream: Upstream, timeout: float | None) -> None:
    try:
        await upstream.wait_connected(timeout)
    except TimeoutError:
        pass


def _resolve_command(server: ServerConfig) -> ServerConfig:
    if not isinstance(server, StdioServer):  # a subclass written for the flat record keeps its command as written
        return server
    command, args = own_command(server.command, server.args)
    return server if command == server.command else replace(server, command=command, args=args)


def _same_pages(old: CachedList, new: CachedList) -> bool:
    # by content: a page read back from a store that copies is another object with the same digest
    return len(old.digests) == len(old.pages) and old.digests == new.digests


def relay_error(exc: McpError, server: str) -> McpError:
    """An upstream JSON-RPC error as we may pass it on.

    Verbatim, except: a forged `aggregator` key in its data is removed (only we say what we did);
    `-32002` (retired "resource not found") becomes `-32602`; a code the spec reserves but does not
    define becomes `-32603` with the original under `data.upstream`. An error that came as the body of an
    HTTP 4xx keeps its code and data, with `data.aggregator = {kind, server, httpStatus}` beside them.
    """
    data = exc.data
    if isinstance(data, dict) and "aggregator" in data:
        data = {key: value for key, value in data.items() if key != "aggregator"}
    if exc.http_status is not None and (data is None or isinstance(data, dict)):
        # it came as an HTTP error status: say so (and whose), beside the server's own data
        said = {"kind": exc.kind, "server": server, "httpStatus": exc.http_status}
        data = {**(data or {}), "aggregator": said}
    code = exc.code
    if code == -32002:
        code = INVALID_PARAMS
    elif -32099 <= code <= -32020 and code not in _DEFINED_RESERVED:
        original = {"code": exc.code, "message": exc.message, **({"data": data} if data is not None else {})}
        return McpError(INTERNAL_ERROR, exc.message, {"upstream": original}, server=server)
    # the peer's word, relayed: a PeerError still, with our note of where and how it came
    return PeerError(code, exc.message, data, server=server, http_status=exc.http_status)


def local_error(exc: AggregatorError, server: str) -> McpError:
    """An error of ours (unreachable, timed out, broken answer) as the JSON-RPC error of its kind, naming the server."""
    return call_error(exc, server)
