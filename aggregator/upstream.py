"""One upstream MCP server, whatever its protocol era: detection, handshake, requests, recovery.

An `Upstream` owns a supervisor task that connects, detects the era, serves requests until the
connection ends, then reconnects with exponential backoff and jitter. Requests are correlated by id
over any transport; each has a deadline (reset by progress, never past a hard maximum) and is
cancelled upstream when the caller gives up. Everything a caller gets back is the server's result
verbatim, or a typed `InputRequired`, or an `AggregatorError` that names the server.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import AsyncExitStack, contextmanager
from dataclasses import dataclass, field, replace
from types import TracebackType
from typing import Any, Self

import anyio
import anyio.abc

from aggregator._tasks import single_errors
from aggregator.ancestry import RECURSION_NOTICE
from aggregator.client_handler import ClientHandler, DefaultClientHandler
from aggregator.clock import Clock, SystemClock, cancel_at
from aggregator.config import Backoff, HttpServer, ServerConfig, as_variant
from aggregator.errors import (
    AggregatorError,
    AuthRequired,
    HttpStatusError,
    McpError,
    PeerError,
    ProtocolViolation,
    RequestTimeout,
    ServerUnavailable,
    SessionExpired,
    TransportClosed,
    UpstreamError,
    answer_in_error_status,
)
from aggregator.events import ListChanged, LogMessage, ResourceUpdated, StatusChanged, UpstreamEvent, guarded
from aggregator.protocol import headers as mcp_headers
from aggregator.protocol.jsonrpc import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    METHOD_NOT_FOUND,
    ErrorResponse,
    IdAllocator,
    Message,
    Notification,
    Request,
    RequestId,
    Response,
)
from aggregator.protocol.mcp import (
    CLIENT_CAPABILITIES_KEY,
    CLIENT_INFO_KEY,
    LIST_METHODS,
    MODERN_ERROR_CODES,
    PROTOCOL_VERSION_KEY,
    SUBSCRIPTION_ID_KEY,
    InputRequired,
    Page,
    ServerDescription,
    modern_error_versions,
    parse_discover,
    parse_initialize,
    parse_page,
    result_type,
    with_meta,
)
from aggregator.protocol.versions import (
    LATEST_LEGACY,
    LATEST_MODERN,
    LEGACY_VERSIONS,
    MODERN_VERSIONS,
    Era,
    batches_allowed,
)
from aggregator.status import State, UpstreamStatus
from aggregator.transports import Transport, make_transport
from aggregator.transports.base import Related, RequestFailed, StreamPaused

__all__ = ["Bridge", "ListResult", "NotBridged", "Upstream"]

CLIENT_INFO = {"name": "mcp-aggregator", "version": "0.1.0"}
# Only these may answer `input_required` (MRTR); anywhere else it is a protocol violation.
MRTR_METHODS = frozenset({"tools/call", "prompts/get", "resources/read"})
#: request params of the modern era only (MRTR retries): a legacy server never sees them
_MODERN_ONLY_PARAMS = frozenset({"inputResponses", "requestState"})
_LIST_CHANGED = {
    "notifications/tools/list_changed": "tools",
    "notifications/prompts/list_changed": "prompts",
    "notifications/resources/list_changed": "resources",
}
_LISTEN_FILTER = {"tools": "toolsListChanged", "prompts": "promptsListChanged", "resources": "resourcesListChanged"}
#: a connection that ends sooner than this (clock seconds) after its handshake counts as one more failure in a
#: row, so a server that dies right after connecting is held off longer each time instead of restarted for ever
STABLE_AFTER_S = 10.0
#: the server's own requests (ping, roots, sampling...) in hand at once per upstream; past this they are ignored,
#: so a server flooding us with requests (and perhaps not reading our answers) cannot grow our memory
MAX_SERVER_REQUESTS = 32
_logger = logging.getLogger("aggregator")

Progress = Callable[[dict[str, Any]], None]
#: answers a legacy server's own request (sampling, elicitation, roots) on behalf of whoever caused it
Bridge = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
#: told that the server closed a request's stream before answering, with the seconds it asked to wait before resuming
Paused = Callable[[float | None], None]


class NotBridged(Exception):
    """Raised by a bridge for a request its client cannot take: our own handler answers it instead."""


Result = dict[str, Any]


@dataclass(frozen=True, slots=True)
class ListResult:
    """Every page of one paginated list, and whether the walk reached its end."""

    method: str
    pages: tuple[Page, ...]
    complete: bool
    problem: str | None = None

    @property
    def items(self) -> list[dict[str, Any]]:
        """The items of every page, in page order."""
        return [item for page in self.pages for item in page.items]

    @property
    def excluded(self) -> list[tuple[dict[str, Any], str]]:
        """The items left out of the pages, each with the reason."""
        return [pair for page in self.pages for pair in page.excluded]


@dataclass(slots=True)
class _Wire:
    """One live connection in one era: what every request on it needs added."""

    transport: Transport
    era: Era
    version: str
    meta: dict[str, Any] = field(default_factory=dict)
    description: ServerDescription | None = None

    @property
    def http_modern(self) -> bool:
        return self.era is Era.MODERN and self.transport.request_per_message


class _Pending:
    __slots__ = ("bridge", "done", "hard_deadline", "log", "outcome", "paused", "progress", "scope", "timeout")

    def __init__(
        self,
        timeout: float,
        progress: Progress | None,
        log: Progress | None = None,
        bridge: Bridge | None = None,
        paused: Paused | None = None,
    ) -> None:
        self.bridge = bridge
        self.paused = paused
        self.done = anyio.Event()
        self.outcome: Message | RequestFailed | None = None
        self.scope: anyio.CancelScope | None = None
        self.timeout = timeout
        self.hard_deadline = math.inf
        self.progress = progress
        self.log = log

    @property
    def routed(self) -> bool:
        """Whether something of this request's caller waits for what the server sends on its own.

        Our own background requests (list fetches, pings, discovery) have no caller to route to.
        """
        return self.bridge is not None or self.progress is not None or self.log is not None

    def resolve(self, outcome: Message | RequestFailed) -> None:
        if self.outcome is None:
            self.outcome = outcome
            self.done.set()


class _UseSseTransport(Exception):
    """The URL answered like a 2024-11-05 HTTP+SSE server: reconnect with that transport."""


class Upstream:
    """A connection to one MCP server that survives its crashes.

    Use as an async context manager; requests wait (within their deadline) while it connects.
    """

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
    ) -> None:
        self.config = config
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
        self._pending: dict[RequestId, _Pending] = {}
        self._wire: _Wire | None = None
        self._status = UpstreamStatus(State.CONNECTING)
        self._status_changed = anyio.Event()
        self._known_era: Era | None = None
        self._variant = "default"
        self._stack: AsyncExitStack | None = None
        self._run_scope: anyio.CancelScope | None = None
        self._description: ServerDescription | None = None
        self._closing = False
        self._listen_id: RequestId | None = None
        self._resource_subs: set[str] = set()
        self._listen_changed = anyio.Event()
        self._connection_closed: anyio.Event | None = None
        self._closed_reason: list[str] = []
        self._reconnect_at_once = False
        #: set to end a backoff pause early (an on-demand probe, or `reconnect()`); pending until a pause takes it
        self._wake = anyio.Event()
        self._wake_pending = False
        #: clock time the last connection attempt began: on-demand ones keep `backoff.probe_interval` from it
        self._attempted_at = -math.inf
        #: connection attempts that have had an outcome (ok, or failed): a probe waits for the next one
        self._outcomes = 0
        #: Mcp-Param-* specs of the tools last listed over HTTP, by tool name
        self._tool_headers: dict[str, tuple[mcp_headers.HeaderParam, ...]] = {}
        #: responses that arrived after their request was given up (timed out or cancelled), or for ids never issued
        self.late_responses = 0
        #: server requests left unanswered because MAX_SERVER_REQUESTS were already in hand
        self.ignored_server_requests = 0
        #: clock time of the last successful handshake
        self._connected_at = 0.0

    # -- lifecycle ---------------------------------------------------------------------------

    async def __aenter__(self) -> Self:
        stack = AsyncExitStack()
        tg = await stack.enter_async_context(anyio.create_task_group())
        await tg.start(self.run)
        self._stack = stack
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def run(self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        """Run the connection in the caller's task group until `close()`; started as `await tg.start(up.run)`."""
        with anyio.CancelScope() as scope:
            self._run_scope = scope
            task_status.started()
            try:
                await self._supervise()
            finally:
                self._closing = True
                self._fail_pending(ServerUnavailable("the connection was closed", server=self.name))
                if self._status.state is not State.DOWN:
                    self._set_status(State.DOWN, "closed")

    def close(self) -> None:
        """Ask `run()` to stop; it reaps the process (or ends the session) on its way out."""
        self._closing = True
        if self._run_scope is not None:
            self._run_scope.cancel()

    async def aclose(self) -> None:
        """Stop the server (processes reaped) and fail whatever is still waiting."""
        self.close()
        stack, self._stack = self._stack, None
        if stack is not None:
            await stack.aclose()

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

    # -- supervision -------------------------------------------------------------------------

    async def _supervise(self) -> None:
        streak = 0  # connections in a row that failed, or ended within STABLE_AFTER_S of their handshake
        restarts = 0
        while not self._closing:
            # while it tries again, a server keeps saying why the last attempt failed
            last = self._status.reason if restarts else None
            self._attempted_at = self.clock.now()
            self._set_status(
                State.CONNECTING, f"reconnecting; last failure: {last}" if last else None, restarts=restarts
            )
            try:
                healthy = await self._connect_once()
            except _UseSseTransport:
                self._variant = "sse"
                continue
            except AuthRequired as exc:
                where = f" (resource metadata: {exc.resource_metadata})" if exc.resource_metadata else ""
                self._down(State.AUTH_REQUIRED, f"the server requires authorization{where}")
                healthy = False
            except AggregatorError as exc:
                if RECURSION_NOTICE in str(exc):
                    # the server is this aggregator's own config served again: retrying would only recurse
                    self._down(State.DOWN, str(exc))
                    return
                self._down(State.BACKOFF, str(exc))
                healthy = False
            except Exception as exc:  # a bug of ours must degrade this server, never the whole host
                self._down(State.BACKOFF, f"internal error: {type(exc).__name__}: {exc}")
                healthy = False
            if self._closing:
                return
            restarts += 1
            if self._reconnect_at_once:
                self._reconnect_at_once = False
                continue
            if healthy and self.clock.now() - self._connected_at >= STABLE_AFTER_S:
                streak = 0
            # the first restart of a server that was up waits the initial delay; one that never came up waits
            # one step longer; every further failure in a row doubles it (up to the maximum): a circuit breaker
            attempt = streak if healthy else streak + 1
            streak += 1
            delay = self.backoff.delay(attempt, self._rng())
            state = State.AUTH_REQUIRED if self._status.state is State.AUTH_REQUIRED else State.BACKOFF
            self._set_status(state, self._status.reason, retry_at=self.clock.now() + delay, restarts=restarts)
            await self._pause(delay)

    async def _pause(self, delay: float) -> None:
        """The backoff wait: `delay` on the clock, or less when a probe or `reconnect()` wakes it."""
        if self._wake_pending:  # asked for before the pause began
            self._wake_pending = False
            return
        wake = self._wake = anyio.Event()
        async with anyio.create_task_group() as tg:

            async def sleep() -> None:
                await self.clock.sleep(delay)
                wake.set()

            tg.start_soon(sleep)
            await wake.wait()
            tg.cancel_scope.cancel()
        self._wake_pending = False

    def _wake_up(self) -> None:
        self._wake_pending = True
        self._wake.set()

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

    async def reconnect(self, timeout: float | None = None) -> UpstreamStatus:
        """Connect again now, whatever the state: a pause ends, a live connection is replaced.

        Returns the status once that attempt has an outcome (TimeoutError past `timeout`).
        """
        if self._closing:
            raise ServerUnavailable("the connection was closed", server=self.name)
        seen = self._outcomes
        wire, state = self._wire, self._status.state
        if wire is not None and state is State.OK:
            self._end_connection(wire, "reconnect requested")
        elif state in (State.BACKOFF, State.AUTH_REQUIRED):
            self._wake_up()
        return await self.wait_until(lambda _: self._outcomes > seen, timeout)

    async def try_now(self, timeout: float) -> UpstreamStatus:
        """While held off: an on-demand attempt (rate-limited like `probe_soon`), and its outcome within `timeout`."""
        seen = self._outcomes
        if self.probe_soon():
            with anyio.move_on_after(timeout):
                await self.wait_until(lambda _: self._outcomes > seen, math.inf)
        return self._status

    async def _connect_once(self) -> bool:
        """Connect, serve until the connection ends; True if it had been healthy."""
        transport = self._factory(self.config, self._variant)
        healthy = False
        reason: list[str] = []
        try:
            with single_errors():
                async with transport, anyio.create_task_group() as tg:
                    closed = self._connection_closed = anyio.Event()
                    self._closed_reason = reason
                    tg.start_soon(self._read_loop, transport, closed, reason)
                    wire = await self._establish(transport)
                    self._wire = wire
                    self._known_era = wire.era
                    self._description = wire.description
                    healthy = True
                    self._connected_at = self.clock.now()
                    self._set_status(
                        State.OK,
                        None,
                        era=wire.era,
                        version=wire.version,
                        server_info=wire.description.server_info if wire.description else None,
                    )
                    if wire.era is Era.MODERN:
                        tg.start_soon(self._listen, wire)
                    await closed.wait()
                    tg.cancel_scope.cancel()
            raise TransportClosed(reason[0] if reason else "the connection ended", server=self.name)
        except TransportClosed as exc:
            if not healthy:
                raise
            if not self._reconnect_at_once:
                self._down(State.BACKOFF, exc.message)
        finally:
            self._wire = None
            self._listen_id = None
            self._fail_pending(
                ServerUnavailable(f"the connection was lost: {self._status.reason or 'closed'}", server=self.name)
            )
        return healthy

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
        pending, self._pending = self._pending, {}
        for entry in pending.values():
            entry.resolve(RequestFailed(None, error))

    # -- era detection and handshake ---------------------------------------------------------

    async def _establish(self, transport: Transport) -> _Wire:
        mode = self.config.protocol
        timeouts = self.config.timeouts
        if transport.legacy_only or mode == "legacy" or mode in LEGACY_VERSIONS:
            offer = mode if mode in LEGACY_VERSIONS else LATEST_LEGACY
            return await self._initialize(transport, offer)
        if mode == "modern" or mode in MODERN_VERSIONS:
            version = mode if mode in MODERN_VERSIONS else LATEST_MODERN
            try:
                return await self._discover(self._modern_wire(transport, version), timeouts.connect)
            except (McpError, HttpStatusError) as exc:
                # -32022 names the versions the server takes: retry once with one of ours
                modern = self._modern_signal(exc)
                if modern is None or isinstance(exc, AuthRequired):
                    raise
                return await self._discover(self._modern_wire(transport, modern), timeouts.connect)
        if self._known_era is Era.LEGACY:
            # the era is a property of the server: skip the probe on reconnect, re-probe if it lies
            try:
                return await self._initialize(transport, LATEST_LEGACY)
            except McpError as exc:
                if modern_error_versions(exc.to_error()) is None:
                    raise
                return await self._discover(self._modern_wire(transport, LATEST_MODERN), timeouts.connect)
        return await self._probe(transport)

    def _modern_wire(self, transport: Transport, version: str) -> _Wire:
        meta = {
            PROTOCOL_VERSION_KEY: version,
            CLIENT_CAPABILITIES_KEY: self.client_capabilities,
            CLIENT_INFO_KEY: self.client_info,
        }
        return _Wire(transport, Era.MODERN, version, meta)

    async def _discover(self, wire: _Wire, timeout: float) -> _Wire:
        result = await self._request_on(wire, "server/discover", None, timeout=timeout)
        assert isinstance(result, dict)
        info = parse_discover(result)
        version = next((v for v in MODERN_VERSIONS if v in info.supported_versions), None)
        if version is None:
            raise ProtocolViolation(
                f"server/discover offers {list(info.supported_versions)}, none of which we speak", server=self.name
            )
        wire = self._modern_wire(wire.transport, version) if version != wire.version else wire
        wire.description = ServerDescription(
            Era.MODERN, version, info.capabilities, info.server_info, info.instructions
        )
        return wire

    async def _probe(self, transport: Transport) -> _Wire:
        """Per the spec: `server/discover` first; a modern answer means modern, anything else legacy.

        On stdio a slow server may answer the probe after we gave up on it and sent `initialize`:
        that late answer still counts, and so does a `-32022` in answer to `initialize`.
        """
        timeouts = self.config.timeouts
        wire = self._modern_wire(transport, LATEST_MODERN)
        outcomes: dict[str, Any] = {}
        changed = [anyio.Event()]

        async def attempt(key: str, action: Callable[[], Any]) -> None:
            try:
                outcomes[key] = await action()
            except (McpError, HttpStatusError, ProtocolViolation, RequestTimeout, SessionExpired) as exc:
                outcomes[key] = exc
            changed[0].set()

        def modern_found() -> bool:
            found = outcomes.get("discover")
            return isinstance(found, _Wire) or self._modern_signal(found) is not None

        with single_errors():
            async with anyio.create_task_group() as tg:
                tg.start_soon(attempt, "discover", lambda: self._discover(wire, timeouts.connect))
                with anyio.move_on_after(timeouts.probe):
                    await changed[0].wait()
                if isinstance(outcomes.get("discover"), AuthRequired):
                    raise outcomes["discover"]
                if not modern_found():
                    tg.start_soon(attempt, "initialize", lambda: self._initialize(transport, LATEST_LEGACY))
                    while not (modern_found() or "initialize" in outcomes):
                        changed[0] = anyio.Event()
                        if modern_found() or "initialize" in outcomes:
                            break
                        await changed[0].wait()
                tg.cancel_scope.cancel()
        return await self._probe_verdict(transport, outcomes)

    async def _probe_verdict(self, transport: Transport, outcomes: dict[str, Any]) -> _Wire:
        for key in ("discover", "initialize"):
            found = outcomes.get(key)
            if isinstance(found, _Wire) and (key == "initialize" or found.era is Era.MODERN):
                return found
            modern = self._modern_signal(found)
            if modern is not None:
                return await self._discover(self._modern_wire(transport, modern), self.config.timeouts.connect)
        result = outcomes["initialize"]
        if isinstance(result, HttpStatusError) and self._is_legacy_sse_signal(result):
            raise _UseSseTransport
        raise result

    @staticmethod
    def _modern_signal(outcome: Any) -> str | None:
        """The modern version an error proves the server speaks, or None (the spec's era table)."""
        if isinstance(outcome, McpError):
            versions = modern_error_versions(outcome.to_error())
            return versions[0] if versions else None
        if isinstance(outcome, HttpStatusError):
            error = outcome.rpc_error
            if error is None:
                return None
            if outcome.status == 400 and error["code"] in MODERN_ERROR_CODES:
                versions = modern_error_versions(error)
                return versions[0] if versions else LATEST_MODERN
            if outcome.status == 404 and error["code"] == METHOD_NOT_FOUND:
                return LATEST_MODERN
        return None

    def _is_legacy_sse_signal(self, exc: HttpStatusError) -> bool:
        streamable = isinstance(as_variant(self.config), HttpServer)  # not named a 2024-11-05 server, yet one:
        return streamable and exc.status in (400, 404, 405) and exc.rpc_error is None  # no POST endpoint at the URL

    async def _initialize(self, transport: Transport, offer: str) -> _Wire:
        wire = _Wire(transport, Era.LEGACY, offer)
        params = {"protocolVersion": offer, "capabilities": self.handler.capabilities(), "clientInfo": self.client_info}
        try:
            result = await self._request_on(wire, "initialize", params, timeout=self.config.timeouts.connect)
        except HttpStatusError as exc:
            if self._modern_signal(exc) is None and self._is_legacy_sse_signal(exc) and transport.request_per_message:
                raise _UseSseTransport from None
            raise
        assert isinstance(result, dict)
        desc = parse_initialize(result)
        if desc.version not in LEGACY_VERSIONS:
            raise ProtocolViolation(
                f"initialize answered with protocol version {desc.version!r}, which we do not speak",
                server=self.name,
            )
        wire = _Wire(transport, Era.LEGACY, desc.version, description=desc)
        transport.allow_batch = batches_allowed(desc.version)
        await transport.send(Notification("notifications/initialized"), headers=self._legacy_headers(wire))
        await transport.open_server_stream()
        return wire

    # -- requests -------------------------------------------------------------------------------

    async def request(
        self,
        method: str,
        params: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        progress: Progress | None = None,
        meta: Mapping[str, Any] | None = None,
        log: Progress | None = None,
        bridge: Bridge | None = None,
        paused: Paused | None = None,
    ) -> Result | InputRequired:
        """Send one request and return its result verbatim (or `InputRequired`).

        `meta` adds to (or overrides) this request's modern `_meta`, e.g. the client capabilities a proxy's
        own client declared, or a `logLevel`; `log` receives the server's log messages while it runs; `paused`
        hears when the server closes the request's stream to be resumed later (the transport resumes it).
        """
        if timeout is None:
            timeout = self.config.timeouts.list if method in LIST_METHODS else self.config.timeouts.call
        wire = await self._usable_wire(timeout)
        options: dict[str, Any] = {
            "timeout": timeout,
            "progress": progress,
            "meta": meta,
            "log": log,
            "bridge": bridge,
            "paused": paused,
        }
        try:
            try:
                return await self._request_on(wire, method, params, **options)
            except SessionExpired:
                # a legacy HTTP server forgot our session (404): initialize again, then retry once
                self._end_connection(wire, "the server ended the session (HTTP 404); re-initializing")
                wire = await self._usable_wire(timeout)
                return await self._request_on(wire, method, params, **options)
        except HttpStatusError as exc:
            answer = answer_in_error_status(exc, self.name)
            if answer is None:
                raise
            raise answer from exc

    def _end_connection(self, wire: _Wire, reason: str) -> None:
        if self._wire is wire and self._connection_closed is not None:
            self._reconnect_at_once = True
            self._closed_reason.append(reason)
            self._set_status(State.CONNECTING, reason)
            self._connection_closed.set()

    async def _usable_wire(self, timeout: float) -> _Wire:
        wire = self._wire
        if wire is not None and self._status.state is State.OK:
            return wire  # the common case costs no cancel scope
        # held off, with no retry due soon: an on-demand attempt (rate-limited), rather than failing until the timer
        probed = self.probe_soon()
        with anyio.CancelScope() as scope:
            cancel_at(self.clock, scope, self.clock.now() + timeout)
            try:
                while True:
                    status, wire = self._status, self._wire
                    if status.state is State.OK and wire is not None:
                        return wire
                    if status.state is State.DOWN or (
                        status.state is not State.CONNECTING and not probed and not self._retry_soon()
                    ):
                        raise ServerUnavailable(
                            self._unavailable_reason(status), server=self.name, retry_in_s=self._retry_in_s()
                        )
                    probed = probed and status.state is not State.CONNECTING  # one attempt's outcome, then judge
                    await self._status_changed.wait()
            finally:
                cancel_at(self.clock, scope, math.inf)
        raise RequestTimeout(f"still connecting after {timeout:g} s", server=self.name)

    def _retry_in_s(self) -> float | None:
        retry_at = self._status.retry_at
        return None if retry_at is None else max(0.0, retry_at - self.clock.now())

    def _retry_soon(self) -> bool:
        retry_at = self._status.retry_at
        if self._status.state is not State.BACKOFF or retry_at is None:
            return False
        return retry_at - self.clock.now() <= self.backoff.wait_for_retry

    def _unavailable_reason(self, status: UpstreamStatus) -> str:
        reason = f"{status.state.value}: {status.reason or 'no reason given'}"
        if status.retry_at is not None:
            reason += f" (next attempt in {max(0.0, status.retry_at - self.clock.now()):.1f} s)"
        return reason

    async def _request_on(
        self,
        wire: _Wire,
        method: str,
        params: Mapping[str, Any] | None,
        *,
        timeout: float,
        progress: Progress | None = None,
        hard_max: float | None = None,
        meta: Mapping[str, Any] | None = None,
        log: Progress | None = None,
        bridge: Bridge | None = None,
        paused: Paused | None = None,
    ) -> Result | InputRequired:
        request_id = self._ids.next()
        if wire.era is Era.LEGACY and params and not _MODERN_ONLY_PARAMS.isdisjoint(params):
            # fields a handshake-era server's revision does not have are never sent to it, whoever put them there
            params = {key: value for key, value in params.items() if key not in _MODERN_ONLY_PARAMS}
        # per-request `_meta` exists only in the modern era; a legacy server gets its session's settings
        meta = {**wire.meta, **meta} if meta and wire.era is Era.MODERN else dict(wire.meta)
        if progress is not None:
            meta["progressToken"] = request_id
        wire_params = with_meta(params, meta) if meta else (dict(params) if params else None)
        if wire_params is not None and progress is None and "_meta" in wire_params:
            # a caller's own progressToken is not ours to route: strip it rather than mis-route
            wire_params["_meta"].pop("progressToken", None)
        headers = self._headers(wire, method, wire_params)
        pending = _Pending(timeout, progress, log, bridge, paused)
        self._pending[request_id] = pending
        # deadlines are on the injected clock: a test's ManualClock moves them, a busy machine does not
        now = self.clock.now()
        pending.hard_deadline = now + (hard_max if hard_max is not None else self.config.timeouts.hard_max)
        try:
            with anyio.CancelScope() as scope:
                pending.scope = scope
                cancel_at(self.clock, scope, min(now + timeout, pending.hard_deadline))
                await wire.transport.send(Request(request_id, method, wire_params), headers=headers)
                await pending.done.wait()
        except anyio.get_cancelled_exc_class():
            with anyio.CancelScope(shield=True):
                await self._cancel_upstream(wire, request_id, "the request was cancelled")
            raise
        except AggregatorError as exc:
            if exc.server is None:
                exc.server = self.name
            raise
        finally:
            self._pending.pop(request_id, None)
            if pending.scope is not None:
                cancel_at(self.clock, pending.scope, math.inf)
        if pending.outcome is None:
            stalled = wire.transport.stalled(request_id)
            if stalled is not None:  # never sent: nothing upstream to cancel, and the server is not to blame
                raise RequestTimeout(f"{stalled}: {method} was not sent within {timeout:g} s", server=self.name)
            await self._cancel_upstream(wire, request_id, "timed out")
            raise RequestTimeout(f"{method} got no answer within {timeout:g} s", server=self.name)
        return self._unwrap(pending.outcome, method, wire_params or {})

    def _unwrap(self, outcome: Message | RequestFailed, method: str, params: dict[str, Any]) -> Result | InputRequired:
        if isinstance(outcome, Response):
            result = outcome.result
            try:
                kind = result_type(result)
            except ProtocolViolation as exc:
                raise ProtocolViolation(f"{method}: {exc.message}", server=self.name) from None
            if kind == "input_required":
                if method not in MRTR_METHODS:
                    raise ProtocolViolation(f"{method} may not answer input_required", server=self.name)
                requests = result.get("inputRequests")
                state = result.get("requestState")
                return InputRequired(
                    self.name,
                    method,
                    {k: v for k, v in params.items() if k != "_meta"},
                    requests if isinstance(requests, dict) else {},
                    state if isinstance(state, str) else None,
                    result,
                )
            return result
        if isinstance(outcome, ErrorResponse):
            raise PeerError(outcome.code, outcome.message, outcome.data, server=self.name)
        if isinstance(outcome, RequestFailed):
            error = outcome.error
            if error.server is None:
                error.server = self.name
            raise error
        raise ProtocolViolation(f"unexpected answer to {method}: {type(outcome).__name__}", server=self.name)

    async def _cancel_upstream(self, wire: _Wire, request_id: RequestId, reason: str) -> None:
        if wire.transport.cancels_by_closing:
            return  # aborting the POST already closed the stream, which is the cancellation
        note = Notification("notifications/cancelled", {"requestId": request_id, "reason": reason})
        with anyio.move_on_after(2.0):
            try:
                await wire.transport.send(note, headers=self._legacy_headers(wire) or None)
            except AggregatorError:
                pass  # the connection is gone: nothing is left to cancel

    def _headers(self, wire: _Wire, method: str, params: Mapping[str, Any] | None) -> dict[str, str] | None:
        if not wire.transport.request_per_message:
            return None
        if wire.era is Era.LEGACY:
            return self._legacy_headers(wire)
        headers = mcp_headers.request_headers(method, params, wire.version)
        if method == "tools/call" and params is not None:
            specs = self._tool_headers.get(params.get("name"))  # type: ignore[arg-type]
            if specs:
                arguments = params.get("arguments")
                try:
                    headers.update(mcp_headers.param_headers(specs, arguments if isinstance(arguments, dict) else None))
                except ValueError as exc:  # a value the spec gives no header form (too big, a lone surrogate...)
                    message = f"an argument cannot be mirrored into its Mcp-Param header: {exc}"
                    raise McpError(INVALID_PARAMS, message, server=self.name) from None
        return headers

    @staticmethod
    def _legacy_headers(wire: _Wire) -> dict[str, str]:
        # the version header exists from 2025-06-18 on; earlier revisions never send it
        if wire.transport.request_per_message and wire.era is Era.LEGACY and wire.version >= "2025-06-18":
            return {"MCP-Protocol-Version": wire.version}
        return {}

    # -- method helpers --------------------------------------------------------------------------

    async def list_page(self, method: str, cursor: str | None = None, *, timeout: float | None = None) -> Page:
        """One page of a paginated list, with its cache hints."""
        if method not in LIST_METHODS:
            raise ValueError(f"{method!r} is not a paginated list method")
        params = {"cursor": cursor} if cursor is not None else None
        result = await self.request(method, params, timeout=timeout)
        assert isinstance(result, dict)  # input_required is refused for lists in _unwrap
        try:
            page = parse_page(method, result)
        except ProtocolViolation as exc:
            raise ProtocolViolation(exc.message, server=self.name) from None
        if method == "tools/list":
            page = self._screen_tools(page)
        return page

    def _screen_tools(self, page: Page) -> Page:
        """On HTTP, drop tools whose `x-mcp-header` annotations are invalid (a MUST), saying why.

        (Over stdio the annotations mean nothing to us; the catalog screens every server's tools anyway,
        because a proxy re-exports them over HTTP.)
        """
        wire = self._wire
        if wire is None or not wire.transport.request_per_message:
            return page
        kept: list[dict[str, Any]] = []
        excluded: list[tuple[dict[str, Any], str]] = []
        for tool in page.items:
            schema = tool.get("inputSchema")
            if not mcp_headers.mentions_x_mcp_header(schema):
                kept.append(tool)
                continue
            problems = mcp_headers.x_mcp_header_problems(schema) if isinstance(schema, dict) else []
            if problems:
                excluded.append((tool, "invalid x-mcp-header: " + "; ".join(problems)))
                continue
            kept.append(tool)
            name = tool.get("name")
            if isinstance(name, str) and isinstance(schema, dict):
                specs = mcp_headers.header_params(schema)
                if specs:
                    self._tool_headers[name] = specs
                else:
                    self._tool_headers.pop(name, None)
        if not excluded:
            return page
        return replace(page, items=tuple(kept), excluded=page.excluded + tuple(excluded))

    async def list_all(self, method: str, *, timeout: float | None = None) -> ListResult:
        """Follow `nextCursor` to the end; stop with a reason on a repeated cursor or the page cap."""
        pages: list[Page] = []
        seen: set[str] = set()
        cursor: str | None = None
        while True:
            page = await self.list_page(method, cursor, timeout=timeout)
            pages.append(page)
            cursor = page.next_cursor
            if cursor is None:
                return ListResult(method, tuple(pages), True)
            if cursor in seen:
                problem = f"{method}: the server repeated cursor {cursor[:40]!r}; stopped after {len(pages)} pages"
                return ListResult(method, tuple(pages), False, problem)
            if len(pages) >= self.config.page_cap:
                problem = f"{method}: stopped at the page cap ({self.config.page_cap} pages)"
                return ListResult(method, tuple(pages), False, problem)
            seen.add(cursor)

    async def list_tools(self, *, timeout: float | None = None) -> ListResult:
        """Every page of `tools/list`, following cursors."""
        return await self.list_all("tools/list", timeout=timeout)

    async def call_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        progress: Progress | None = None,
        input_responses: Mapping[str, Any] | None = None,
        request_state: str | None = None,
    ) -> Result | InputRequired:
        """Call tool `name` upstream: the result verbatim, or `InputRequired` when a modern server needs input."""
        params: dict[str, Any] = {"name": name, "arguments": dict(arguments or {})}
        if input_responses is not None:
            params["inputResponses"] = dict(input_responses)
        if request_state is not None:
            params["requestState"] = request_state
        return await self.request("tools/call", params, timeout=timeout, progress=progress)

    async def retry(
        self, pending: InputRequired, input_responses: Mapping[str, Any], **kw: Any
    ) -> Result | InputRequired:
        """Answer an `InputRequired`: same request, fresh id, `requestState` byte-exact."""
        return await self.request(pending.method, pending.retry_params(input_responses), **kw)

    async def get_prompt(
        self, name: str, arguments: Mapping[str, str] | None = None, **kw: Any
    ) -> Result | InputRequired:
        """`prompts/get`: the result verbatim, or `InputRequired`."""
        params: dict[str, Any] = {"name": name}
        if arguments is not None:
            params["arguments"] = dict(arguments)
        return await self.request("prompts/get", params, **kw)

    async def read_resource(self, uri: str, **kw: Any) -> Result | InputRequired:
        """`resources/read` of `uri`: the result verbatim, or `InputRequired`."""
        return await self.request("resources/read", {"uri": uri}, **kw)

    async def complete(self, ref: Mapping[str, Any], argument: Mapping[str, Any], **kw: Any) -> Result:
        """`completion/complete` for argument `argument` of prompt or template `ref`."""
        result = await self.request("completion/complete", {"ref": dict(ref), "argument": dict(argument)}, **kw)
        assert isinstance(result, dict)
        return result

    # -- incoming traffic --------------------------------------------------------------------

    async def _read_loop(self, transport: Transport, closed: anyio.Event, reason: list[str]) -> None:
        # the server's requests being answered, counted per connection: a task cancelled before it ran (the
        # connection ended) cannot leave a slot taken for the next one
        in_hand = [0]
        try:
            with single_errors():
                async with anyio.create_task_group() as tg:
                    while True:
                        incoming = await transport.receive()
                        related: RequestId | None = None
                        if isinstance(incoming, Related):
                            related, incoming = incoming.request_id, incoming.message
                        if isinstance(incoming, Response | ErrorResponse):
                            self._on_answer(incoming)
                        elif isinstance(incoming, Notification):
                            self._on_notification(incoming, related)
                        elif isinstance(incoming, Request):
                            if in_hand[0] >= MAX_SERVER_REQUESTS:
                                self.ignored_server_requests += 1  # a flood: unanswered is its problem, not ours
                                continue
                            in_hand[0] += 1
                            # attributed now, while the request it belongs to is surely still in flight
                            owner = self._owner(incoming, related)
                            tg.start_soon(self._answer_server_request, transport, incoming, owner, in_hand)
                        elif isinstance(incoming, StreamPaused):
                            self._on_paused(incoming)
                        else:
                            self._on_failed(incoming)
        except TransportClosed as exc:
            reason.append(exc.message)
        finally:
            # nothing more will arrive: whatever still waits (the handshake included) fails now
            self._fail_pending(TransportClosed(reason[0] if reason else "the connection ended", server=self.name))
            closed.set()

    def _on_answer(self, message: Response | ErrorResponse) -> None:
        pending = self._pending.get(message.id) if message.id is not None else None
        if pending is None and message.id is None and len(self._pending) == 1:
            # an error the server could not tie to a request: with one in flight, it is that one's
            pending = next(iter(self._pending.values()))
        if pending is None:
            self.late_responses += 1
            return
        pending.resolve(message)

    def _on_failed(self, failed: RequestFailed) -> None:
        if failed.request_id is not None:
            pending = self._pending.get(failed.request_id)
            if pending is None:
                # an unusable answer naming an id we never issued, or gave up on: it is not the answer of
                # whatever else is in flight
                self.late_responses += 1
                return
        elif len(self._pending) == 1:
            # no id to be read (an oversized answer with its id at the end): with one in flight, it is that one's
            pending = next(iter(self._pending.values()))
        else:
            return
        pending.resolve(failed)

    def _on_paused(self, pause: StreamPaused) -> None:
        pending = self._pending.get(pause.request_id)
        if pending is not None and pending.paused is not None:
            pending.paused(None if pause.retry_ms is None else pause.retry_ms / 1000)

    def _owner(self, message: Notification | Request, related: RequestId | None = None) -> _Pending | None:
        """Which of our requests a server-originated message belongs to; None when nobody's can be told.

        The one attribution every request-scoped kind goes through (progress, log lines, the server's own
        requests), so what one caller's request caused never reaches another caller:
        - progress names its request by token (our tokens are our request ids);
        - a message on a request's own stream (Streamable HTTP) belongs to that request;
        - otherwise (stdio, the 2024-11-05 SSE transport, a session's GET stream) it belongs to the one
          caller's request in flight, if there is exactly one. With several in flight nobody gets it.
        """
        listen = self._listen_id
        if message.method == "notifications/progress":
            token = (message.params or {}).get("progressToken")
            if isinstance(token, bool) or not isinstance(token, str | int) or token == listen:
                return None
            if related is not None and related != token:
                return None  # progress for one request on another's stream: a confused server, trusted for neither
            return self._pending.get(token)
        if related is not None:
            return self._pending.get(related) if related != listen else None
        # a list fetch or ping of our own in flight beside one call must not make the call's own questions
        # unattributable: only requests with a caller to route to count
        in_flight = [entry for request_id, entry in self._pending.items() if request_id != listen and entry.routed]
        return in_flight[0] if len(in_flight) == 1 else None

    def _on_notification(self, note: Notification, related: RequestId | None = None) -> None:
        params = note.params or {}
        method = note.method
        if method == "notifications/progress":
            pending = self._owner(note, related)
            if pending is not None and pending.progress is not None:
                if pending.scope is not None:
                    # progress proves life: restart the deadline, but never past the hard maximum
                    deadline = min(self.clock.now() + pending.timeout, pending.hard_deadline)
                    cancel_at(self.clock, pending.scope, deadline)
                pending.progress(params)
            return
        if not self._from_our_listen(params):
            return
        if method in _LIST_CHANGED:
            self._emit(ListChanged(self.name, _LIST_CHANGED[method]))  # type: ignore[arg-type]
        elif method == "notifications/resources/updated" and isinstance(params.get("uri"), str):
            self._emit(ResourceUpdated(self.name, params["uri"]))
        elif method == "notifications/message":
            # a log line goes to the request it belongs to, if that asked for logs; else it is session-level
            owner = self._owner(note, related)
            if owner is not None and owner.log is not None:
                owner.log(dict(params))
            else:
                self._emit(LogMessage(self.name, dict(params)))
        elif method == "notifications/cancelled":
            # a modern server ending our listen stream (stdio); other ids are not ours to track
            listen = self._listen_id
            if listen is not None and params.get("requestId") == listen and listen in self._pending:
                self._pending[listen].resolve(
                    RequestFailed(listen, TransportClosed("the server ended the subscription"))
                )

    def _from_our_listen(self, params: Mapping[str, Any]) -> bool:
        meta = params.get("_meta")
        sub = meta.get(SUBSCRIPTION_ID_KEY) if isinstance(meta, dict) else None
        # legacy notifications carry no subscription id; modern ones must name our listen request
        return sub is None or sub == self._listen_id

    async def _answer_server_request(
        self, transport: Transport, request: Request, owner: _Pending | None, in_hand: list[int]
    ) -> None:
        try:
            await self._answer_server_request_now(transport, request, owner)
        finally:
            in_hand[0] -= 1

    async def _answer_server_request_now(self, transport: Transport, request: Request, owner: _Pending | None) -> None:
        try:
            # only the caller whose request caused it may answer; ping is ours to answer whoever is in flight
            bridge = owner.bridge if owner is not None and request.method != "ping" else None
            params = request.params or {}
            try:
                if bridge is None or owner is None:
                    raise NotBridged
                with self._paused_deadline(owner):
                    result = await bridge(request.method, params)
            except NotBridged:
                # e.g. roots/list for a client that declared no roots: the configured roots answer
                result = await self.handler.handle(self.name, request.method, params)
            reply: Message = Response(request.id, result)
        except McpError as exc:
            reply = ErrorResponse(request.id, exc.code, exc.message, exc.data)
        except Exception as exc:  # a handler bug must not leave the server waiting forever
            reply = ErrorResponse(request.id, INTERNAL_ERROR, f"the client failed to handle {request.method}: {exc}")
        wire = self._wire
        headers = self._legacy_headers(wire) if wire is not None else {}
        try:
            await transport.send(reply, headers=headers or None)
        except AggregatorError:
            pass  # the connection is gone; the server will not be waiting

    @contextmanager
    def _paused_deadline(self, entry: _Pending) -> Iterator[None]:
        """While a person answers the server's question, the call it belongs to is not timing out.

        Only the per-call deadline pauses; the hard maximum still holds. It restarts when the answer is in.
        """
        scope = entry.scope
        if scope is not None:
            cancel_at(self.clock, scope, entry.hard_deadline)
        try:
            yield
        finally:
            if scope is not None:
                cancel_at(self.clock, scope, min(self.clock.now() + entry.timeout, entry.hard_deadline))

    async def subscribe_resource(self, uri: str, subscribed: bool = True) -> None:
        """Ask to hear (or stop hearing) `notifications/resources/updated` for `uri`.

        Legacy servers get `resources/subscribe`/`unsubscribe`; a modern server's listen stream is
        re-opened with the new `resourceSubscriptions`.
        """
        if subscribed == (uri in self._resource_subs):
            return
        (self._resource_subs.add if subscribed else self._resource_subs.discard)(uri)
        wire = self._wire
        if wire is not None and wire.era is Era.LEGACY:
            method = "resources/subscribe" if subscribed else "resources/unsubscribe"
            await self.request(method, {"uri": uri})
            return
        self._listen_changed.set()

    def _listen_filter(self, wire: _Wire) -> dict[str, Any]:
        caps = wire.description.capabilities if wire.description else {}
        wanted: dict[str, Any] = {
            flag: True
            for kind, flag in _LISTEN_FILTER.items()
            if isinstance(caps.get(kind), dict) and caps[kind].get("listChanged")
        }
        resources = caps.get("resources")
        if self._resource_subs and isinstance(resources, dict) and resources.get("subscribe"):
            wanted["resourceSubscriptions"] = sorted(self._resource_subs)
        return wanted

    async def _listen(self, wire: _Wire) -> None:
        """Keep a modern `subscriptions/listen` stream open for what can change; re-open it when that does."""
        while True:
            self._listen_changed = anyio.Event()
            wanted = self._listen_filter(wire)
            if not wanted:
                await self._listen_changed.wait()
                continue
            ended = await self._listen_once(wire, wanted)
            if ended:
                return  # the server ended or refused it: changes are seen when lists are fetched again

    async def _listen_once(self, wire: _Wire, wanted: dict[str, Any]) -> bool:
        """One listen request; True when it ended on its own, False when our filter changed."""
        request_id = self._ids.next()
        self._listen_id = request_id
        params = with_meta({"notifications": wanted}, wire.meta)
        headers = self._headers(wire, "subscriptions/listen", params)
        pending = _Pending(math.inf, None)
        self._pending[request_id] = pending
        changed = self._listen_changed
        try:
            async with anyio.create_task_group() as tg:

                async def on_change() -> None:
                    await changed.wait()
                    tg.cancel_scope.cancel()

                tg.start_soon(on_change)
                await wire.transport.send(Request(request_id, "subscriptions/listen", params), headers=headers)
                await pending.done.wait()
                tg.cancel_scope.cancel()
        except UpstreamError:
            return True
        finally:
            self._pending.pop(request_id, None)
        if changed.is_set():
            await self._cancel_upstream(wire, request_id, "the subscription filter changed")
            return False
        return True
