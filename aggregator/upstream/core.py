"""What every part of an upstream shares: its config, its status, and the requests it has in flight."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from contextlib import AsyncExitStack
from dataclasses import replace
from typing import Any

import anyio

from aggregator.client_handler import ClientHandler, DefaultClientHandler
from aggregator.clock import Clock, SystemClock
from aggregator.config import Backoff, ServerConfig
from aggregator.errors import AggregatorError, ServerUnavailable
from aggregator.events import StatusChanged, UpstreamEvent, guarded
from aggregator.protocol import headers as mcp_headers
from aggregator.protocol.correlation import Correlation
from aggregator.protocol.jsonrpc import IdAllocator, RequestId
from aggregator.protocol.mcp import ServerDescription
from aggregator.protocol.versions import Era
from aggregator.status import State, UpstreamStatus
from aggregator.transports import Transport, make_transport
from aggregator.transports.base import RequestFailed
from aggregator.upstream.pending import Pending
from aggregator.upstream.wire import Wire

__all__ = ["CLIENT_INFO", "UpstreamCore"]

CLIENT_INFO = {"name": "mcp-aggregator", "version": "0.1.0"}


class UpstreamCore:
    """The state of one upstream connection that its parts (handshake, requests, incoming, listen...) share."""

    def __init__(
        self,
        config: ServerConfig,
        *,
        client_info: Mapping[str, Any] = CLIENT_INFO,
        client_capabilities: Mapping[str, Any] | None = None,
        handler: ClientHandler | None = None,
        backoff: Backoff | None = None,
        clock: Clock | None = None,
        rng: Callable[[], float] | None = None,
        on_event: Callable[[UpstreamEvent], None] | None = None,
        transport_factory: Callable[[ServerConfig, str], Transport] | None = None,
        redact: Callable[[str], str] | None = None,
    ) -> None:
        self.config = config
        self.redact = redact  # hides the config's secrets in the errors its spans record
        self.name = config.name
        self.client_info = dict(client_info)
        self.client_capabilities = dict(client_capabilities or {})
        self.handler: ClientHandler = handler or DefaultClientHandler(config.roots)
        self.backoff = backoff or Backoff()
        self.clock: Clock = clock or SystemClock()
        self._rng = rng or random.random
        self._on_event = guarded(on_event) if on_event is not None else None
        self._factory = transport_factory or (lambda cfg, variant: make_transport(cfg, variant=variant))  # type: ignore[arg-type]
        self._ids = IdAllocator()
        #: our requests in flight on the current connection, by id
        self._in_flight: Correlation[Pending] = Correlation()
        self._wire: Wire | None = None
        self._status = UpstreamStatus(State.CONNECTING, "still connecting")
        self._status_changed = anyio.Event()
        self._known_era: Era | None = None
        self._variant = "default"
        self._stack: AsyncExitStack | None = None
        self._run_scope: anyio.CancelScope | None = None
        self._description: ServerDescription | None = None
        self._closing = False
        self._listen_id: RequestId | None = None
        self._resource_subs: set[str] = set()
        #: the log level last asked of this server for our session with it (a legacy server keeps it per session)
        self._log_level: str | None = None
        self._listen_changed = anyio.Event()
        self._connection_closed: anyio.Event | None = None
        self._closed_reason: list[str] = []
        #: `_lost`: the connection in use was marked lost by its read loop (see `_mark_lost`): its end is said already
        self._reconnect_at_once = self._lost = False
        #: set to end a backoff pause early (an on-demand probe, or `reconnect()`); pending until a pause takes it
        self._wake, self._wake_pending = anyio.Event(), False
        #: clock time the last connection attempt began: on-demand ones keep `backoff.probe_interval` from it
        self._attempted_at = -math.inf
        #: connection attempts that have had an outcome (ok, or failed): a probe waits for the next one
        self._outcomes = 0
        #: Mcp-Param-* specs of the tools last listed over HTTP, by tool name
        self._tool_headers: dict[str, tuple[mcp_headers.HeaderParam, ...]] = {}
        #: server requests left unanswered because MAX_SERVER_REQUESTS were already in hand
        self.ignored_server_requests = 0
        #: the server's own requests being answered, by id: its `notifications/cancelled` for one withdraws it
        self._answering: dict[Any, anyio.CancelScope] = {}
        #: clock time of the last successful handshake
        self._connected_at = 0.0

    @property
    def late_responses(self) -> int:
        """Responses that arrived after their request was given up (timed out or cancelled), or for ids never issued."""
        return self._in_flight.late

    @property
    def status(self) -> UpstreamStatus:
        """The connection's current state, with its reason."""
        return self._status

    @property
    def description(self) -> ServerDescription | None:
        """What the server said about itself when it was last connected."""
        return self._description

    @property
    def stderr_tail(self) -> str:
        """The last lines the server process wrote to stderr ("" for non-stdio servers)."""
        return self._wire.transport.stderr_tail if self._wire is not None else ""

    async def wait_connected(self, timeout: float | None = None) -> UpstreamStatus:
        """Wait until the current connection attempt has an outcome (ok, or why not)."""
        return await self.wait_until(lambda status: status.state is not State.CONNECTING, timeout)

    async def wait_until(
        self, predicate: Callable[[UpstreamStatus], bool], timeout: float | None = None
    ) -> UpstreamStatus:
        """Wait until the status satisfies `predicate` (raises TimeoutError past `timeout`)."""
        with anyio.fail_after(timeout if timeout is not None else self.config.timeouts.connect * 2):
            while not predicate(self._status):
                await self._status_changed.wait()
        return self._status

    def probe_soon(self) -> bool:
        """End a backoff pause now for an on-demand attempt, at most one per `backoff.probe_interval` s.

        Returns whether an attempt was started. A call arriving while the server is held off triggers this,
        so a server that came back is used at once instead of when its timer fires.
        """
        now = self.clock.now()
        if self._status.state is not State.BACKOFF or now - self._attempted_at < self.backoff.probe_interval:
            return False
        self._attempted_at = now  # a second caller in the same instant must not count it as its own
        self._wake_up()
        return True

    def _wake_up(self) -> None:
        self._wake_pending = True
        self._wake.set()

    def _mark_lost(self, reason: str) -> None:
        """The connection in use ended (its read loop did): held off at once, with a restart due now, before anyone
        waiting on it hears so. Not once the process is reaped: a call made meanwhile met the dead wire and failed
        on it while status() still said ok; now it waits for (or triggers) the restart."""
        if self._closing or self._reconnect_at_once or self._status.state is not State.OK:
            return
        self._wire, self._lost = None, True
        status = self._status
        self._set_status(State.BACKOFF, reason, era=status.era, version=status.version, retry_at=self.clock.now())

    def _down(self, state: State, reason: str) -> None:
        self._set_status(state, reason, era=self._status.era, version=self._status.version)
        self._fail_pending(ServerUnavailable(reason, server=self.name))

    def _set_status(self, state: State, reason: str | None, **changes: Any) -> None:
        old = self._status
        changes.setdefault("retry_at", None)
        if old.state is State.CONNECTING and state is not State.CONNECTING:
            self._outcomes += 1
        self._status = replace(old, state=state, reason=reason, **changes)
        event, self._status_changed = self._status_changed, anyio.Event()
        event.set()
        if (old.state, old.reason) != (state, reason):
            self._emit(StatusChanged(self.name, state.value, reason))

    def _emit(self, event: UpstreamEvent) -> None:
        if self._on_event is not None:
            self._on_event(event)

    def _fail_pending(self, error: AggregatorError) -> None:
        for entry in self._in_flight.drain():
            entry.resolve(RequestFailed(None, error))
