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

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from types import TracebackType
from typing import Any, Self

from aggregator.audit import AuditSink
from aggregator.cache import ListCache
from aggregator.catalog import Catalog
from aggregator.client_handler import ClientHandler
from aggregator.clock import Clock, SystemClock
from aggregator.config import AggregatorSettings, Backoff, ServerConfig
from aggregator.config_file import AggregatorConfig, load_config, parse_config
from aggregator.directory import Directory
from aggregator.events import ListChanged, Listener, LogMessage, UpstreamEvent
from aggregator.facade.calls import Calls
from aggregator.facade.collection import Collector
from aggregator.facade.configuration import Configured, config_of
from aggregator.facade.connections import Connections
from aggregator.facade.events import EventRelay
from aggregator.facade.lists import ServerLists
from aggregator.facade.relay import Relay, local_error, relay_error
from aggregator.facade.routes import Routes
from aggregator.facade.server_state import ServerState, state_of
from aggregator.facade.trail import AuditTrail
from aggregator.guards import Guard, GuardChain, default_guards
from aggregator.limits import RateLimiter
from aggregator.mirror import DEFAULT_LIMIT, OwnSession
from aggregator.policy import Policy
from aggregator.protocol.mcp import InputRequired
from aggregator.protocol.versions import Era
from aggregator.store import MemoryStore, Store
from aggregator.upstream import CLIENT_INFO, Bridge, Paused, Progress, Upstream
from aggregator.validation import ArgumentValidator

__all__ = ["Aggregator", "ServerState", "local_error", "relay_error"]

Result = dict[str, Any]


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
        self._configured = configured = Configured(config_of(servers, settings), settings)
        self.clock: Clock = clock or SystemClock()
        #: where the state a second replica would share lives: list pages, rate-limit buckets, signing keys
        self.store: Store = store if store is not None else MemoryStore(clock=self.clock)
        self.cache = ListCache(clock=self.clock, max_ttl_ms=self.settings.max_ttl_ms, store=self.store)
        self.validator = ArgumentValidator()
        self._events = EventRelay(self.cache, configured, Listener(on_event) if on_event is not None else None)
        options: dict[str, Any] = {
            "client_info": client_info,
            "client_capabilities": client_capabilities,
            "handler": handler,
            "clock": self.clock,
            "on_event": self._events,
        }
        if backoff is not None:
            options["backoff"] = backoff  # how long a failing server is held off
        self._connections = Connections(configured, upstream_factory or Upstream, options, self.clock)
        self._lists = ServerLists(
            self.cache, self._connections, self.validator, self.clock, backoff or Backoff(), partition
        )
        self._collector = Collector(configured, self._connections, self._lists, lambda: self._events.listener)
        self._events.on_change = self._collector.invalidate
        relay = Relay(configured)
        self._routes = Routes(self._connections, self._lists, self.cache, relay)
        self.limiter = RateLimiter(self.clock, self.store)
        chain = default_guards(policy, self.limiter, self.validator)
        guarded = tuple(guards(chain) if guards is not None else chain)
        self._trail = AuditTrail(self.settings.audit, audit, self.clock, configured.redact)
        self._calls = Calls(
            self._connections,
            self.catalog,
            lambda: self._collector.catalog,
            relay,
            self.validator,
            guarded,
            self._trail,
        )

    @property
    def config(self) -> AggregatorConfig:
        """The config in force (as given, or as the last `reload` made it), commands resolved."""
        return self._configured.config

    @property
    def settings(self) -> AggregatorSettings:
        """The settings in force; a host may replace them (`agg.settings = replace(agg.settings, ...)`)."""
        return self._configured.settings

    @settings.setter
    def settings(self, settings: AggregatorSettings) -> None:
        self._configured.settings = settings

    @property
    def servers(self) -> tuple[ServerConfig, ...]:
        """Every configured server, in config order (disabled ones too)."""
        return self._configured.servers

    @property
    def guards(self) -> tuple[Guard, ...]:
        """The guards every tool call passes, in order (`guards.py`); the audit record frames them."""
        return self._calls.guards

    @property
    def output_mismatches(self) -> deque[tuple[str, str]]:
        """structuredContent that did not match the tool's outputSchema (kept, and reported here): (tool, problem)."""
        return self._calls.output_mismatches

    @property
    def _upstreams(self) -> dict[str, Upstream]:
        return self._connections.upstreams

    @property
    def _listener(self) -> Listener | None:
        return self._events.listener

    @_listener.setter
    def _listener(self, listener: Listener | None) -> None:
        self._events.listener = listener

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
        await self._connections.enter(self._events.listener)
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close every server (processes reaped, sessions ended) and wait until all are gone."""
        await self._connections.close(self._events.listener)
        self._trail.close()

    async def reload(self, config: AggregatorConfig) -> list[str]:
        """Apply a new config while running: new servers start, removed ones stop, changed ones restart.

        Servers whose entry did not change keep their connection and cached lists. Returns the names
        of the servers that were started, stopped or restarted. Raises ConfigError (and changes
        nothing) when the new prefixes are invalid, and `UntrustedConfig` (changing nothing) when the
        new config would do anything the consent given at start does not cover.
        """
        config = self._configured.admit(config)
        old = {server.name: server for server in self.servers}
        new = {server.name: server for server in config.servers}
        touched = [name for name in {**old, **new} if old.get(name) != new.get(name)]
        for name in touched:
            self._connections.drop(name)
            self.cache.forget(name)
            await self.limiter.forget(name)
            self._lists.forget(name)
            self._collector.forget(name)
        if config.settings.audit != self.settings.audit:
            self._trail.reopen(config.settings.audit)
        self._configured.apply(config)
        for name in touched:
            server = new.get(name)
            if server is not None and not server.disabled:
                await self._connections.add(server)
        self._collector.invalidate()
        self._routes.directory = None
        if touched and self._listener is not None:
            self._listener(ListChanged(touched[0], "tools"))  # tell listeners to compare the lists again
        return touched

    async def wait_connected(self, timeout: float | None = None, *, patient: bool = False) -> dict[str, ServerState]:
        """Wait until every server's first connection attempt has an outcome (or `timeout` passed).

        `patient`: once some server is connected, wait only `list_patience_s` more after the latest to connect —
        one hung server does not hold up an answer about the others.
        """
        self._connections.require_running("wait_connected")
        await self._connections.wait_connected(timeout, self.settings.list_patience_s if patient else None)
        return self.status()

    def upstream(self, name: str) -> Upstream:
        """The connection to one server, by config key (KeyError for an unknown or disabled one)."""
        return self._connections.upstreams[name]

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
        self._connections.require_running("own_session")
        return self._connections.own_session(capabilities, limit, on_log, client)

    def own_sessions(self, server: str | None = None) -> int:
        """Clients' own (mirrored) sessions open now, to `server` or to all servers."""
        return self._connections.mirrors.count(server)

    async def reconnect(self, name: str, *, timeout: float | None = None) -> ServerState:
        """Connect to server `name` again now: a backoff wait ends, a live connection is replaced.

        Returns its state once that attempt has an outcome. Raises KeyError for a name that is not
        configured (or is disabled), TimeoutError past `timeout` (default: the server's connect timeout x 2).
        """
        self._connections.require_running("reconnect")
        await self._connections.reconnect(name, timeout)
        self._collector.invalidate()
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
        return self._collector.catalog

    async def catalog(self) -> Catalog:
        """The current catalog: tools, routes and the report. Fetches only what the cache cannot serve."""
        self._connections.require_running("catalog")
        return await self._collector.current()

    def list_hints(self, method: str = "tools/list") -> tuple[int, str]:
        """(`ttlMs`, `cacheScope`) for a merged list (`tools/list`, `prompts/list`, `resources/list` or
        `resources/templates/list`): the smallest remaining TTL of the lists it was merged from, private if any is.

        Each server's last list of `method` contributes the time its cache entry has left — the TTL the cache applied
        (for legacy lists: `legacy_ttl_ms`, or until `list_changed` for servers that send it), never a second
        derivation of it. Legacy lists count as private; a server never listed contributes nothing.
        """
        return self._lists.hints(method)

    def instructions(self) -> dict[str, str]:
        """Each connected server's `instructions`, by server key, in config order."""
        return self._connections.instructions()

    def status(self) -> dict[str, ServerState]:
        """Every configured server's state and reason, in config order (as of the last catalog)."""
        catalog = self._collector.catalog
        views = {view.name: view for view in catalog.servers} if catalog else {}
        upstreams, now = self._connections.upstreams, self.clock.now()
        return {
            server.name: state_of(
                server,
                upstreams.get(server.name),
                views.get(server.name),
                self._lists.tools.get(server.name),
                self._configured,
                now,
            )
            for server in self.servers
        }

    # -- prompts, resources, completion -----------------------------------------------------------

    async def directory(self) -> Directory:
        """Prompts (namespaced like tools), resources and templates of every serving server."""
        self._connections.require_running("directory")
        return await self._routes.current()

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
        self._connections.require_running("get_prompt")
        return await self._routes.get_prompt(name, arguments, continuation, own, options)

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
        self._connections.require_running("read_resource")
        return await self._routes.read_resource(uri, continuation, own, options)

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
        self._connections.require_running("complete")
        params: dict[str, Any] = {"ref": dict(ref), "argument": dict(argument)}
        if context is not None:
            params["context"] = dict(context)
        return await self._routes.complete(params, ref, own, options)

    def era_of_route(self, method: str, name: str) -> Era | None:
        """The era of the server a `tools/call`, `prompts/get` or `resources/read` would go to, as now known.

        From the lists already held, without fetching anything; None when that is not known yet.
        """
        server = self.server_of_route(method, name)
        upstream = self._connections.upstreams.get(server) if server is not None else None
        return upstream.status.era if upstream is not None else None

    def server_of_route(self, method: str, name: str) -> str | None:
        """The server a `tools/call`, `prompts/get` or `resources/read` of `name` goes to, from the lists held."""
        return self._routes.server_of_route(method, name, self._collector.catalog)

    async def set_log_level(self, level: str) -> None:
        """Tell every legacy server that logs which level to send (modern ones are asked per request)."""
        self._connections.require_running("set_log_level")
        await self._connections.set_log_level(level)

    async def subscribe_resource(self, uri: str, subscribed: bool = True) -> None:
        """Hear (or stop hearing) `ResourceUpdated` events for `uri`, from the server that serves it."""
        self._connections.require_running("subscribe_resource")
        await self._routes.subscribe(uri, subscribed)

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
        self._connections.require_running("call_tool")
        options = {
            "timeout": timeout,
            "progress": progress,
            "meta": meta,
            "log": log,
            "bridge": bridge,
            "paused": paused,
        }
        return await self._calls.call_tool(name, arguments, continuation, options, own)

    async def retry(self, pending: InputRequired, input_responses: Mapping[str, Any], **options: Any) -> Any:
        """Answer an `InputRequired` from `call_tool`: the same call, a fresh id, `requestState` byte-exact."""
        self._connections.require_running("retry")
        options.pop("own", None)  # input_required comes from the shared modern connection only: its retry goes there
        exported = self._calls.exported_name(pending) if pending.method == "tools/call" else None
        if exported is not None:
            # a tool call's next leg goes the way of any call: policy, limits, the size cap and the audit log
            params = pending.retry_params(input_responses)
            continuation: dict[str, Any] = {
                key: params[key] for key in ("inputResponses", "requestState") if key in params
            }
            return await self.call_tool(exported, params.get("arguments"), continuation=continuation, **options)
        upstream = self._connections.upstreams[pending.server]
        return await self._calls.relay.forward(pending.server, upstream.retry(pending, input_responses, **options))
