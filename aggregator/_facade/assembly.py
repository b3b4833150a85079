"""The facade's collaborators, built from `Aggregator(...)`'s arguments and wired together.

What spans several of them lives here too: a reload (every collaborator forgets a changed server) and the
servers' states (the connection's, the catalog's view, the cache's figures).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from aggregator._facade.calls import Calls
from aggregator._facade.collection import Collector
from aggregator._facade.configuration import Configured, config_of
from aggregator._facade.connections import Connections
from aggregator._facade.entry_pinning import EntryPinning
from aggregator._facade.events import EventRelay
from aggregator._facade.lists import ServerLists
from aggregator._facade.pinning import Pinning
from aggregator._facade.relay import Relay
from aggregator._facade.routes import Routes
from aggregator._facade.server_state import ServerState, state_of
from aggregator._facade.trail import AuditTrail
from aggregator.audit import AuditSink
from aggregator.cache import ListCache
from aggregator.client_handler import ClientHandler
from aggregator.clock import Clock, SystemClock
from aggregator.config import AggregatorSettings, Backoff, ServerConfig
from aggregator.config_file import AggregatorConfig
from aggregator.events import ListChanged, Listener, UpstreamEvent
from aggregator.guards import GuardChain, default_guards
from aggregator.limits import RateLimiter
from aggregator.pins import Approver, Pins, PinSettings
from aggregator.policy import Policy
from aggregator.store import MemoryStore, Store
from aggregator.upstream import Upstream
from aggregator.validation import ArgumentValidator

__all__ = ["Assembly"]


class Assembly:
    """Every collaborator of one `Aggregator`, built once (see `Aggregator` for what each argument means)."""

    def __init__(
        self,
        servers: Sequence[ServerConfig] | AggregatorConfig | Mapping[str, Any],
        settings: AggregatorSettings | None,
        client_info: Mapping[str, Any],
        client_capabilities: Mapping[str, Any] | None,
        handler: ClientHandler | None,
        clock: Clock | None,
        on_event: Callable[[UpstreamEvent], Any] | None,
        partition: str | None,
        upstream_factory: Callable[..., Upstream] | None,
        policy: Policy | None,
        audit: AuditSink | None,
        backoff: Backoff | None,
        store: Store | None,
        guards: GuardChain | None,
        pins: Pins | PinSettings | None = None,
        on_unapproved: Approver | None = None,
    ) -> None:
        self.configured = configured = Configured(config_of(servers, settings), settings)
        self.clock: Clock = clock or SystemClock()
        self.store: Store = store if store is not None else MemoryStore(clock=self.clock)
        self.cache = ListCache(clock=self.clock, max_ttl_ms=configured.settings.max_ttl_ms, store=self.store)
        self.validator = ArgumentValidator()
        self.listener = Listener(on_event) if on_event is not None else None
        #: where the listener is read, at each event: the facade's own attribute, which a host may replace
        self.listener_of: Callable[[], Listener | None] = lambda: self.listener
        self.events = EventRelay(self.cache, configured, lambda: self.listener_of())
        self.events.share_through(self.store)  # list_changed to and from the other processes of a shared store
        options: dict[str, Any] = {
            "client_info": client_info,
            "client_capabilities": client_capabilities,
            "handler": handler,
            "clock": self.clock,
            "on_event": self.events,
            "redact": configured.redact_text,  # its spans record its errors before the facade redacts them
        }
        if backoff is not None:
            options["backoff"] = backoff  # how long a failing server is held off
        self.connections = Connections(configured, upstream_factory or Upstream, options, self.clock)
        self.lists = ServerLists(
            self.cache, self.connections, self.validator, self.clock, backoff or Backoff(), partition
        )
        self.collector = Collector(configured, self.connections, self.lists, lambda: self.listener_of())
        self.events.on_change = self.collector.invalidate
        relay = Relay(configured)
        self.routes = Routes(self.connections, self.lists, self.cache, relay)
        self.limiter = RateLimiter(self.clock, self.store)
        chain = default_guards(policy, self.limiter, self.validator)
        chosen = tuple(guards(chain) if guards is not None else chain)
        self.trail = AuditTrail(configured.settings.audit, audit, self.clock, configured.redact)
        self.pinning = Pinning(configured, self.store, pins, on_unapproved)
        self.entry_pinning = self.routes.pins = EntryPinning(self.pinning)
        self.collector.check = self.pinning.check
        self.calls = Calls(self.connections, self.collector, relay, self.validator, chosen, self.trail, self.pinning)

    async def reload(self, config: AggregatorConfig) -> list[str]:
        """Apply a new config (see `Aggregator.reload`); the names of the servers started, stopped or restarted."""
        written, config = config, self.configured.admit(config)
        self.pinning.reconfigure(written)  # a lock that cannot be read fails the reload before anything changes
        old = self.configured.by_name
        new = {server.name: server for server in config.servers}
        touched = [name for name in {**old, **new} if old.get(name) != new.get(name)]
        for name in touched:
            self.connections.drop(name)
            self.cache.forget(name)
            await self.limiter.forget(name)
            self.lists.forget(name)
            self.collector.forget(name)
            self.routes.forget(name)
        if config.settings.audit != self.configured.settings.audit:
            self.trail.reopen(config.settings.audit)
        self.configured.apply(config)
        for name in touched:
            server = new.get(name)
            if server is not None and not server.disabled:
                await self.connections.add(server)
        self.collector.invalidate()
        self.routes.directory = None
        listener = self.listener_of()
        if touched and listener is not None:
            listener(ListChanged(touched[0], "tools"))  # tell listeners to compare the lists again
        return touched

    def status(self) -> dict[str, ServerState]:
        """Every configured server's state and reason, in config order (as of the last catalog)."""
        catalog = self.collector.catalog
        views = {view.name: view for view in catalog.servers} if catalog else {}
        upstreams, now = self.connections.upstreams, self.clock.now()
        if self.connections.phase == "new":
            # nothing is connecting yet: say why, rather than "still connecting"
            return {
                server.name: replace(state, reason="not started: the Aggregator is not running (use `async with`)")
                if state.state == "connecting"
                else state
                for server in self.configured.servers
                for state in [state_of(server, upstreams.get(server.name), None, None, self.configured, now)]
            }
        return {
            server.name: state_of(
                server,
                upstreams.get(server.name),
                views.get(server.name),
                self.lists.tools.get(server.name),
                self.configured,
                now,
                first_list_pending=self.collector.first_list_pending(server.name),
            )
            for server in self.configured.servers
        }
