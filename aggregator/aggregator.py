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

from collections.abc import Callable, Mapping, Sequence
from types import TracebackType
from typing import Any, Self

import anyio.to_thread

from aggregator._config_checks import finite
from aggregator._facade.assembly import Assembly
from aggregator._facade.configuration import config_of
from aggregator._facade.observing import Observed
from aggregator._facade.pinning import Approvals
from aggregator._facade.plans import Plans
from aggregator._facade.relay import local_error, relay_error
from aggregator._facade.searching import ToolSearch
from aggregator._facade.server_state import ServerState
from aggregator.audit import AuditSink
from aggregator.catalog import Catalog
from aggregator.client_handler import ClientHandler
from aggregator.client_profile import DEFAULT_CLIENT_KEY, ClientProfile
from aggregator.clock import Clock
from aggregator.config import AggregatorSettings, Backoff, ServerConfig
from aggregator.config_file import AggregatorConfig, load_config, parse_config
from aggregator.directory import Directory
from aggregator.events import ElicitationComplete, LogMessage, UpstreamEvent
from aggregator.exposure import ExposurePlan
from aggregator.guards import GuardChain
from aggregator.mirror import DEFAULT_LIMIT, OwnSession
from aggregator.pins import Approver, Pins, PinSettings
from aggregator.policy import Policy
from aggregator.protocol.mcp import InputRequired
from aggregator.protocol.versions import Era
from aggregator.store import Store
from aggregator.upstream import CLIENT_INFO, Bridge, Paused, Progress, Upstream

__all__ = ["Aggregator", "ServerState", "local_error", "relay_error"]

Result = dict[str, Any]


class Aggregator(ToolSearch, Approvals, Observed):
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
    `pins`: approved tool definitions to enforce (`aggregator.pins`; default: the config's `aggregator.pins`, else
    off); `on_unapproved`: asked when a call targets a tool they withhold (see `Approvals`).
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
        pins: Pins | PinSettings | None = None,
        on_unapproved: Approver | None = None,
    ) -> None:
        # positionally, in the order of this signature (keyword-only above, so no caller depends on it)
        self._parts = parts = Assembly(
            servers, settings, client_info, client_capabilities, handler, clock, on_event, partition,
            upstream_factory, policy, audit, backoff, store, guards, pins, on_unapproved,
        )  # fmt: skip
        # store: what a second replica would share; guards: a tool call's, in order; output_mismatches: (tool, why)
        self.clock, self.cache, self.validator, self.limiter = parts.clock, parts.cache, parts.validator, parts.limiter
        self.store, self.guards, self.output_mismatches = parts.store, parts.calls.guards, parts.calls.output_mismatches
        self._upstreams = parts.connections.upstreams  # the same dict, kept up to date by reload
        self._listener = parts.listener  # read anew at each event: a host may replace it
        parts.listener_of = lambda: self._listener
        self._plans = Plans()

    @property
    def config(self) -> AggregatorConfig:
        """The config in force (as given, or as the last `reload` made it), commands resolved."""
        return self._parts.configured.config

    @property
    def settings(self) -> AggregatorSettings:
        """The settings in force; a host may replace them (`agg.settings = replace(agg.settings, ...)`)."""
        return self._parts.configured.settings

    @settings.setter
    def settings(self, settings: AggregatorSettings) -> None:
        self._parts.configured.settings = settings

    @property
    def servers(self) -> tuple[ServerConfig, ...]:
        """Every configured server, in config order (disabled ones too)."""
        return self._parts.configured.servers

    @classmethod
    def from_file(cls, path: str, **options: Any) -> Aggregator:
        """An aggregator for a `mcpServers` (or VS Code `servers`) JSON file. Raises ConfigError."""
        return cls(load_config(path), **options)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], **options: Any) -> Aggregator:
        """An aggregator for a config built in code, shaped like the file; raises ConfigError naming what is wrong."""
        return cls(parse_config(data), **options)

    async def __aenter__(self) -> Self:
        await _enter(self)
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close every server (processes reaped, sessions ended) and wait until all are gone."""
        await self._parts.connections.close(self._listener)
        self._parts.trail.close()

    async def reload(self, config: AggregatorConfig | Sequence[ServerConfig] | Mapping[str, Any]) -> list[str]:
        """Apply a new config (any form the constructor takes) while running: new servers start, removed ones stop,
        changed ones restart. Servers whose entry did not change keep their connection and cached lists. Returns the
        names of the servers started, stopped or restarted. Raises NotRunning once closed, ConfigError (changing
        nothing) for invalid prefixes, `UntrustedConfig` (changing nothing) beyond the consent given."""
        if self._parts.connections.phase == "closed":
            _door(self, "reload")  # before `async with` it only replaces what will start; closed stays closed
        return await self._parts.reload(config_of(config, self.settings))

    async def wait_connected(self, timeout: float | None = None, *, patient: bool = False) -> dict[str, ServerState]:
        """Wait until every server's first connection attempt has an outcome (or `timeout` passed).

        `patient`: once some server is connected, wait only `list_patience_s` more after the latest to connect —
        one hung server does not hold up an answer about the others."""
        _door(self, "wait_connected", timeout=timeout)
        await self._parts.connections.wait_connected(timeout, self.settings.list_patience_s if patient else None)
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
        on_complete: Callable[[ElicitationComplete], None] | None = None,
    ) -> OwnSession:
        """Upstream sessions of one legacy client's own (era mirroring); pass it as `own=` to the calls.

        A call with `own=` to a dual-era server (`protocol` "auto", reached modern, over HTTP or in-process) goes
        over a legacy session opened for this client alone on its first call, declaring `capabilities` (the
        client's own), so the server's requests reach that call's `bridge` only; other servers, and every server
        once `limit` such sessions to it are open, use the shared connection. Nothing is opened until a call needs
        it; `close()` the result when the client goes. `on_log` hears those sessions' log lines outside any request;
        `OwnSession.set_log_level` passes the client's `logging/setLevel` on. `client` hears what the server asks
        on them outside a call's `bridge` (at session start), for its own answer or refusal (else the `handler`);
        `on_complete`, that a server finished a URL-mode elicitation it put to the client on one of them.
        """
        self._parts.connections.require_running("own_session")
        return self._parts.connections.own_session(capabilities, limit, on_log, client, on_complete)

    def own_sessions(self, server: str | None = None) -> int:
        """Clients' own (mirrored) sessions open now, to `server` or to all servers."""
        return self._parts.connections.mirrors.count(server)

    async def reconnect(self, name: str, *, timeout: float | None = None) -> ServerState:
        """Connect to server `name` again now: a backoff wait ends, a live connection is replaced. Returns its state
        once that attempt has an outcome. Raises KeyError for a name that is not configured (or is disabled),
        TimeoutError past `timeout` (default: the server's connect timeout x 2)."""
        self._parts.connections.require_running("reconnect")
        await self._parts.connections.reconnect(name, timeout)
        self._parts.collector.invalidate()
        return self.status()[name]

    async def list_tools(self) -> list[dict[str, Any]]:
        """The merged tools as MCP definitions, in catalog order (stale lists are fetched first)."""
        return (await _catalog(self, "list_tools")).exported()

    @property
    def last_catalog(self) -> Catalog | None:
        """The catalog built last, without fetching anything (None before the first list). For a hot path that only
        needs a tool's definition (a proxy checking `Mcp-Param` headers); `await catalog()` gives the current one."""
        return self._parts.collector.catalog

    async def catalog(self) -> Catalog:
        """The current catalog: tools, routes and the report. Fetches only what the cache cannot serve."""
        return await _catalog(self, "catalog")

    async def exposure(self, profile: str | ClientProfile, *, client_key: str = DEFAULT_CLIENT_KEY) -> ExposurePlan:
        """The exposure plan (`aggregator.exposure`) of the current catalog for a `ClientProfile` or its name (the
        config's own profiles first, then `CLIENT_PROFILES`), with the config's pins and purposes. Compiled once per
        catalog, config, profile and `client_key` (the name the client's config gives us, spelled in its prefix)."""
        return self._plans.plan(await _catalog(self, "exposure"), self.config, profile, client_key)

    def list_hints(self, method: str = "tools/list") -> tuple[int, str]:
        """(`ttlMs`, `cacheScope`) for a merged list (`tools/list`, `prompts/list`, `resources/list` or
        `resources/templates/list`): the smallest remaining TTL of the lists it was merged from, private if any is.
        Each server's last list of `method` contributes the time its cache entry has left — the TTL the cache applied
        (legacy lists: `legacy_ttl_ms`, or until `list_changed` if sent). Legacy lists count as private; a server
        never listed contributes nothing."""
        return self._parts.lists.hints(method)

    def instructions(self) -> dict[str, str]:
        """Each connected server's `instructions`, by server key, in config order."""
        return self._parts.connections.instructions()

    def status(self) -> dict[str, ServerState]:
        """Every configured server's state and reason, in config order (as of the last catalog)."""
        return self._parts.status()

    async def directory(self) -> Directory:
        """Prompts (namespaced like tools), resources and templates of every serving server."""
        return await _directory(self, "directory")

    async def list_prompts(self) -> list[dict[str, Any]]:
        """The merged prompts (names namespaced like tools), in config order."""
        return list((await _directory(self, "list_prompts")).prompts)

    async def list_resources(self) -> list[dict[str, Any]]:
        """Every serving server's resources, in config order."""
        return list((await _directory(self, "list_resources")).resources)

    async def list_resource_templates(self) -> list[dict[str, Any]]:
        """Every serving server's resource templates, in config order."""
        return list((await _directory(self, "list_resource_templates")).templates)

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
        _door(self, "get_prompt", name=name, prompt_arguments=arguments, timeout=options.get("timeout"))
        return await self._parts.routes.get_prompt(name, arguments, continuation, own, options)

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
        _door(self, "read_resource", uri=uri, timeout=options.get("timeout"))
        return await self._parts.routes.read_resource(uri, continuation, own, options)

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
        `own`: the caller's own sessions (see `own_session`)."""
        _door(self, "complete", ref=ref, argument=argument, context=context, timeout=options.get("timeout"))
        return await self._parts.routes.complete(ref, argument, context, own, options)

    def era_of_route(self, method: str, name: str) -> Era | None:
        """The era of the server a `tools/call`, `prompts/get` or `resources/read` would go to, as now known: from
        the lists already held, without fetching anything; None when that is not known yet."""
        return self._parts.routes.era_of_route(method, name, self._parts.collector.catalog)

    def server_of_route(self, method: str, name: str) -> str | None:
        """The server a `tools/call`, `prompts/get` or `resources/read` of `name` goes to, from the lists held."""
        return self._parts.routes.server_of_route(method, name, self._parts.collector.catalog)

    async def set_log_level(self, level: str) -> None:
        """Tell every legacy server that logs the level to send, now and in each later session (modern: per request)."""
        self._parts.connections.require_running("set_log_level")
        await self._parts.connections.set_log_level(level)

    async def subscribe_resource(self, uri: str, subscribed: bool = True) -> None:
        """Hear (or stop hearing) `ResourceUpdated` events for `uri`, from the server that serves it."""
        _door(self, "subscribe_resource", uri=uri)
        await self._parts.routes.subscribe(uri, subscribed)

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
        on_unapproved: Approver | None = None,
    ) -> Result | InputRequired:
        """Call a merged tool by its exported name (`on_unapproved`: this call's own `Approver`, see `Approvals`).

        Returns the server's result (an `isError` result stays a result), or `InputRequired` when a modern server
        needs input first (answer it with `retry`). The result is verbatim unless the server's `max_result_bytes`
        cut it down (marked). A call refused by the policy, a rate limit or the tool's inputSchema is answered with
        an `isError` result and never sent. Raises `McpError`: -32602 for an unknown tool; the server's own error
        (relayed); -32603 with `data.aggregator` naming the server when it could not be reached or did not answer in
        time. `own`: the caller's own sessions (see `own_session`). `paused`: told when the server closes the call's
        stream to be resumed later (SEP-1699 polling; the aggregator resumes it), with the seconds it asked to wait.
        """
        _door(self, "call_tool", name=name, arguments=arguments, timeout=timeout)
        options: dict[str, Any] = dict(timeout=timeout, progress=progress, meta=meta, log=log, bridge=bridge)
        options.update(paused=paused, on_unapproved=on_unapproved)
        return await self._parts.calls.call_tool(name, arguments, continuation, options, own)

    async def retry(self, pending: InputRequired, input_responses: Mapping[str, Any], **options: Any) -> Any:
        """Answer an `InputRequired` from `call_tool`: the same call, a fresh id, `requestState` byte-exact."""
        _door(self, "retry", pending=pending, input_responses=input_responses, timeout=options.get("timeout"))
        return await self._parts.calls.retry(pending, input_responses, options, self.call_tool)


async def _catalog(agg: Aggregator, what: str) -> Catalog:
    """The current catalog, for the method `what` (named in the `NotRunning` outside `async with`)."""
    agg._parts.connections.require_running(what)
    return await agg._parts.collector.current()


async def _directory(agg: Aggregator, what: str) -> Directory:
    """The current directory, for the method `what` (named in the `NotRunning` outside `async with`)."""
    agg._parts.connections.require_running(what)
    return await agg._parts.routes.current()


async def _enter(agg: Aggregator) -> None:
    """Start: what the settings will need and is slow to load, loaded in a thread first; then the servers."""
    from aggregator.poisoning_model import enabled, model

    if agg.settings.poisoning == "block" and enabled(agg.settings.poisoning_model):
        # the learned layer's first load takes a second or two: not in the first catalog build, on the event loop
        await anyio.to_thread.run_sync(model)
    await agg._parts.connections.enter(agg._listener)


def _door(agg: Aggregator, what: str, **values: Any) -> None:
    """NotRunning outside `async with`; then a TypeError naming the argument for a value of the wrong type (a 5 for a
    URI, a list for the arguments), or a ValueError for a timeout that is no positive finite number, at the door, not
    an error from deep inside (a regular expression, a dict update, a deadline of NaN)."""
    agg._parts.connections.require_running(what)
    for key, value in values.items():
        wanted, fits = _DOOR[key]
        if not fits(value):
            number = key == "timeout" and isinstance(value, int | float) and not isinstance(value, bool)
            label = key.removeprefix("prompt_")  # get_prompt's `arguments`, checked more strictly than a tool's
            raise (ValueError if number else TypeError)(f"{label} must be {wanted}, got {value!r:.60}")


def _mapping(value: Any) -> bool:
    return isinstance(value, Mapping) and all(isinstance(key, str) for key in value)


def _strings(value: Any) -> bool:
    return _mapping(value) and all(isinstance(item, str) for item in value.values())


#: what each argument a method checks at the door must be: (in words, the test)
_DOOR: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "name": ("a str", lambda value: isinstance(value, str)),
    "uri": ("a str", lambda value: isinstance(value, str)),
    "arguments": ("a Mapping with str keys, or None", lambda value: value is None or _mapping(value)),
    # a prompt's arguments are strings (the spec's GetPromptRequest); a number would reach the server as one
    "prompt_arguments": ("a Mapping of str to str, or None", lambda value: value is None or _strings(value)),
    "timeout": ("a positive number of seconds, or None", lambda value: value is None or (finite(value) and value > 0)),
    "ref": ("a Mapping (a prompt or resource reference)", _mapping),
    "argument": ("a Mapping ({name, value})", _mapping),
    "context": ("a Mapping, or None", lambda value: value is None or _mapping(value)),
    "pending": ("the InputRequired that call_tool returned", lambda value: isinstance(value, InputRequired)),
    "input_responses": ("a Mapping of answers by key", _mapping),
}
