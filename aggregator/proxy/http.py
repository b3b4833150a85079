"""The proxy over Streamable HTTP: a plain ASGI app, mountable in any ASGI server; uvicorn by default.

POST `/mcp` carries one JSON-RPC message. A request naming a modern revision is stateless: its
headers are checked against its body (SEP-2243) and errors get the spec's HTTP statuses. Anything
else belongs to a legacy session: `initialize` mints an `Mcp-Session-Id`, GET opens the session's
stream for `list_changed`, DELETE ends it. `GET /healthz` reports every server's status.
Every connection's `Host` and `Origin` are checked against an allowlist (DNS rebinding), and a
bearer token is required when one is configured. The client's `Authorization` never goes upstream:
upstream credentials come from the config only.

Everything a client can make us hold is bounded (`HttpSettings`): sessions per client address and in all (only
idle ones are ever pushed out), idle sessions expire on the injected clock, requests per session, the replay log
in bytes per session and in all, and the time a request body may take. Connections are bounded one level down,
in the ASGI server (`aggregator.proxy.connections` for uvicorn).
"""

from __future__ import annotations

import hmac
import json
import math
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, MutableMapping, Sequence
from contextlib import AbstractContextManager, asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Self

import anyio

from aggregator.clock import Clock, SystemClock
from aggregator.errors import ConfigError, ProtocolViolation
from aggregator.protocol import jsonrpc
from aggregator.protocol.headers import (
    NAME_METHODS,
    decode_header_value,
    header_params,
    mentions_x_mcp_header,
    param_headers,
    x_mcp_header_problems,
)
from aggregator.protocol.jsonrpc import ErrorResponse, Invalid, Message, Notification, Request, Response
from aggregator.protocol.mcp import (
    CLIENT_CAPABILITIES_KEY,
    HEADER_MISMATCH,
    LOG_LEVEL_KEY,
    PROTOCOL_VERSION_KEY,
    UNSUPPORTED_VERSION,
)
from aggregator.protocol.numbers import MAX_INT64, integer_equals, parse_int
from aggregator.protocol.versions import MODERN_VERSIONS, SUPPORTED_VERSIONS, batches_allowed
from aggregator.proxy.origin import Origin, own_origins
from aggregator.proxy.resumption import SESSION_BYTES, TOTAL_BYTES, EventLog, ReplayBudget, Stream
from aggregator.proxy.server import ProxyServer, Session

__all__ = ["HttpSettings", "McpHttpApp"]

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
SendAsgi = Callable[[MutableMapping[str, Any]], Awaitable[None]]
MAX_BODY = 16 * 1024 * 1024
_MRTR_METHODS = frozenset({"tools/call", "prompts/get", "resources/read"})


@dataclass(frozen=True, slots=True, kw_only=True)
class HttpSettings:
    """Options of the Streamable HTTP front: path, accepted hosts and origins, token, session and stream bounds."""

    path: str = "/mcp"
    #: Host header values accepted (host names; any port); DNS rebinding protection
    allowed_hosts: Sequence[str] = ("127.0.0.1", "localhost", "[::1]", "::1")
    #: Origin values accepted when a browser sends one ("scheme://host[:port]": scheme, host and port must all
    #: match); besides these, only the server's own origin is: its scheme and bound port, with a host above
    allowed_origins: Sequence[str] = ()
    #: a bearer token clients must send; None: no authentication (loopback only)
    token: str | None = None
    #: a legacy session with no request, call or GET stream for this long is closed
    session_idle_s: float = 600.0
    #: legacy sessions in all; past it a new one pushes out the least recently used idle session, or is refused
    max_sessions: int = 1000
    #: legacy sessions one client (remote address) may hold; past it its own oldest idle one goes, or it is refused
    max_sessions_per_client: int = 64
    #: requests of one legacy session running at once (a cut stream's call goes on, and still counts)
    max_calls_per_session: int = 32
    #: SSE events kept for resumption, per session and for all sessions together
    session_replay_bytes: int = SESSION_BYTES
    total_replay_bytes: int = TOTAL_BYTES
    #: a request body must arrive whole within this many seconds (slow bodies hold a connection)
    body_timeout_s: float = 30.0
    keepalive_s: float = 15.0
    extra_hosts: Sequence[str] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        positive = ("session_idle_s", "body_timeout_s", "keepalive_s")
        counts = ("max_sessions", "max_sessions_per_client", "max_calls_per_session")
        for name in (*positive, *counts, "session_replay_bytes", "total_replay_bytes"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0:
                raise ConfigError(f"HTTP setting {name} must be a positive number, got {value!r}")


class _HttpError(Exception):
    def __init__(self, status: int, code: int | None, message: str, data: Any = None, rid: Any = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.data, self.rid = status, code, message, data, rid


@dataclass(slots=True)
class _LegacySession:
    session: Session
    last_used: float
    #: every SSE event sent to this session, kept (bounded) for Last-Event-ID resumption
    log: EventLog
    #: the client that opened it (its remote address): the unit of the per-client cap
    owner: str = ""
    #: the standalone GET stream's events, once the client has opened it
    standalone: Stream | None = None
    #: GET streams currently attached (an idle session with none may expire)
    listeners: int = 0
    #: requests running now, cut streams' calls included
    busy: int = 0

    @property
    def idle(self) -> bool:
        return self.listeners == 0 and self.busy == 0

    @property
    def primes(self) -> bool:
        # priming events (an id, empty data) came with 2025-11-25; older clients may choke on empty data
        return (self.session.version or "") >= "2025-11-25"


class McpHttpApp:
    """The ASGI application. `server` is a `ProxyServer` whose aggregator is already running."""

    def __init__(
        self, server: ProxyServer, settings: HttpSettings | None = None, *, clock: Clock | None = None
    ) -> None:
        self.server = server
        self.settings = settings or HttpSettings()
        self._clock = clock or SystemClock()
        self._sessions: OrderedDict[str, _LegacySession] = OrderedDict()
        self._specs: dict[int, tuple[Any, tuple[Any, ...]]] = {}
        #: one cancel scope per request being served, so a shutdown can end them all
        self._requests: set[anyio.CancelScope] = set()
        self._closed = False
        self._origins = frozenset(o for o in map(Origin.parse, self.settings.allowed_origins) if o is not None)
        self.replay = ReplayBudget(self.settings.total_replay_bytes)
        # connection -> the stream it carried to its end: the next request on that connection proves receipt
        self._delivered: OrderedDict[tuple[Any, ...], tuple[EventLog, Stream]] = OrderedDict()

    def close(self) -> None:
        """End every request and stream at once (a shutdown): GET streams finish, calls in flight are cancelled.

        A stream that had started gets its end; a request not yet answered gets a 503. Later requests get a 503.
        """
        self._closed = True
        for entry in self._sessions.values():
            entry.log.close()
        for scope in list(self._requests):
            scope.cancel()

    @asynccontextmanager
    async def running(self) -> AsyncIterator[Self]:
        """Run what the app needs beside its requests, for as long as the block lasts; `close()` on the way out.

        That is the server's change watch (list_changed to clients, calls parked for a modern client's answers),
        the first snapshot of the lists, and the sweep of idle legacy sessions. The app's ASGI lifespan enters it;
        a host that mounts the app (Starlette's `Mount` runs no sub-app's lifespan) enters it in its own lifespan,
        inside `async with aggregator`.
        """
        async with anyio.create_task_group() as tg:
            await tg.start(self.server.watch)
            tg.start_soon(self.server.prime)
            tg.start_soon(self.sweep)
            try:
                yield self
            finally:
                self.close()
                tg.cancel_scope.cancel()

    async def __call__(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        if scope["type"] != "http":
            await self._route(scope, receive, send)
            return
        if self._closed:
            await _plain(send, 503, b"the server is shutting down")
            return
        response = _ResponseState(send)
        with anyio.CancelScope() as cancel:
            self._requests.add(cancel)
            try:
                await self._route(scope, receive, response.send)
            finally:
                self._requests.discard(cancel)
        if cancel.cancelled_caught:
            await response.end(503, b"the server is shutting down")

    async def _route(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if scope["type"] != "http":
            return
        headers = _headers(scope)
        self._acknowledge(scope)
        try:
            self._check_host_and_origin(scope, headers)
            self._check_token(headers)  # the health report names servers and reasons: it is not public either
            path = _route_path(scope)
            if path == "/healthz" and scope["method"] == "GET":
                await self._health(send)
                return
            if path.rstrip("/") != self.settings.path.rstrip("/") and not (
                path in ("", "/") and scope.get("root_path")
            ):
                await _plain(send, 404, b"not found")
                return
            method = scope["method"]
            if method == "POST":
                await self._post(headers, receive, send, scope)
            elif method == "GET":
                await self._get(headers, receive, send, scope)
            elif method == "DELETE":
                await self._delete(headers, send)
            else:
                await _plain(send, 405, b"method not allowed", {"allow": "GET, POST, DELETE"})
        except _HttpError as exc:
            await _error(send, exc)

    # -- guards --------------------------------------------------------------------------------

    def _check_host_and_origin(self, scope: Scope, headers: Mapping[str, str]) -> None:
        allowed = {*self.settings.allowed_hosts, *self.settings.extra_hosts}
        host = headers.get("host", "")
        if _hostname(host) not in allowed:
            raise _HttpError(403, None, f"host {host[:200]!r} is not allowed")
        origin = headers.get("origin")
        if origin is None or origin in self.settings.allowed_origins:
            return
        # a host name alone is not an origin: file://localhost or another local port's page must not pass
        parsed = Origin.parse(origin)
        if parsed is None or (parsed not in self._origins and parsed not in own_origins(scope, allowed)):
            raise _HttpError(403, None, f"origin {origin[:200]!r} is not allowed")

    def _check_token(self, headers: Mapping[str, str]) -> None:
        token = self.settings.token
        if token is None:
            return
        given = headers.get("authorization", "")
        if not (given.startswith("Bearer ") and hmac.compare_digest(given[7:].encode(), token.encode())):
            raise _HttpError(401, None, "a bearer token is required")

    async def _lifespan(self, receive: Receive, send: SendAsgi) -> None:
        """The ASGI lifespan: `running()` from startup to shutdown."""
        if (await receive())["type"] != "lifespan.startup":
            return
        try:
            async with self.running():
                await send({"type": "lifespan.startup.complete"})
                while (await receive())["type"] != "lifespan.shutdown":
                    pass
        except Exception as exc:  # the server reports a failed start; it must hear why
            await send({"type": "lifespan.startup.failed", "message": f"{type(exc).__name__}: {exc}"})
            return
        await send({"type": "lifespan.shutdown.complete"})

    async def _health(self, send: SendAsgi) -> None:
        states = self.server.aggregator.status()
        body = {
            "status": "ok" if all(s.state in ("ok", "disabled") for s in states.values()) else "degraded",
            "servers": {
                name: {"state": s.state, "reason": s.reason, "era": s.era, "tools": s.tool_count}
                for name, s in states.items()
            },
        }
        await _json(send, 200, body)

    # -- POST ----------------------------------------------------------------------------------

    async def _post(self, headers: Mapping[str, str], receive: Receive, send: SendAsgi, scope: Scope) -> None:
        accept = headers.get("accept", "")
        if "application/json" not in accept or "text/event-stream" not in accept:
            raise _HttpError(406, jsonrpc.INVALID_REQUEST, "Accept must list application/json and text/event-stream")
        body = await _read_body(receive, self.settings.body_timeout_s)
        entry = self._legacy_session(headers)
        batches = entry is not None and batches_allowed(entry.session.version)
        try:
            payload = jsonrpc.read_payload(body, allow_batch=batches)
        except ProtocolViolation as exc:
            raise _HttpError(400, jsonrpc.PARSE_ERROR, exc.message) from None  # not JSON at all
        if payload.batch:
            await self._batch(payload.items, entry, headers, receive, send)
            return
        message = payload.items[0]
        if isinstance(message, Invalid):  # JSON, but not a JSON-RPC message: Invalid Request, not Parse error
            raise _HttpError(400, jsonrpc.INVALID_REQUEST, message.answer().message, rid=message.id)
        if not isinstance(message, Request):
            if isinstance(message, Response | ErrorResponse) and entry is not None:
                entry.session.deliver(message)  # the client answering our elicitation, sampling or roots request
            else:
                await self._deliver(message, entry)
            await _plain(send, 202, b"")
            return
        header_version = headers.get("mcp-protocol-version")
        if ProxyServer.request_version(message, header_version) is not None:
            await self._check_modern(message, headers)
            await self._respond(message, None, headers, receive, send, header_version, client=_client_of(scope))
            return
        if message.method == "initialize":
            entry = self._new_session(_client_of(scope), message.id)
        elif entry is None:
            if "mcp-session-id" in headers:
                raise _HttpError(404, jsonrpc.INVALID_REQUEST, "unknown or expired session", rid=message.id)
            raise _HttpError(400, jsonrpc.INVALID_REQUEST, "Mcp-Session-Id is required", rid=message.id)
        if entry.busy >= self.settings.max_calls_per_session:
            limit = self.settings.max_calls_per_session
            raise _HttpError(429, jsonrpc.INTERNAL_ERROR, f"this session already runs {limit} requests", rid=message.id)
        entry.busy += 1
        try:
            await self._respond(message, entry, headers, receive, send, None, _connection_of(scope))
        finally:
            entry.busy -= 1
            entry.last_used = self._clock.now()

    async def _deliver(self, message: Message, entry: _LegacySession | None) -> None:
        if isinstance(message, Notification):
            await self.server.handle_notification(message, entry.session if entry else None)

    async def _batch(
        self,
        items: Sequence[Message | Invalid],
        entry: _LegacySession | None,
        headers: Mapping[str, str],
        receive: Receive,
        send: SendAsgi,
    ) -> None:
        """A 2025-03-26 batch: each member answered on its own, in order, the answers in one array (JSON-RPC §6)."""
        session = entry.session if entry is not None else None
        header_version = headers.get("mcp-protocol-version")
        replies: list[Response | ErrorResponse | None] = [None] * len(items)

        async def answer(index: int, request: Request) -> None:
            with _cancellable(session, request):
                replies[index] = await self.server.handle(request, session=session, send=_drop)

        async with anyio.create_task_group() as tg:
            tg.start_soon(_cancel_on_disconnect, receive, tg.cancel_scope)
            async with anyio.create_task_group() as calls:  # the members run side by side, as on stdio
                for index, item in enumerate(items):
                    if isinstance(item, Invalid):
                        replies[index] = item.answer()
                    elif isinstance(item, Request):
                        replies[index] = ProxyServer.batch_refusal(item, header_version)
                        if replies[index] is None:
                            calls.start_soon(answer, index, item)
                    elif isinstance(item, Response | ErrorResponse) and session is not None:
                        session.deliver(item)
                    else:
                        await self._deliver(item, entry)
            tg.cancel_scope.cancel()
        answers = [reply for reply in replies if reply is not None]
        if not answers:
            await _plain(send, 202, b"")  # only notifications and responses (or cancelled calls): nothing to say
            return
        await _raw_json(send, 200, jsonrpc.encode_batch(answers), {"mcp-session-id": session.id} if session else {})

    async def _check_modern(self, request: Request, headers: Mapping[str, str]) -> None:
        params = request.params or {}
        meta = params.get("_meta")
        if not isinstance(meta, dict):
            meta = {}
        version = meta.get(PROTOCOL_VERSION_KEY)
        rid = request.id
        if not isinstance(version, str):
            raise _HttpError(400, jsonrpc.INVALID_PARAMS, f"params._meta must carry {PROTOCOL_VERSION_KEY}", rid=rid)
        if headers.get("mcp-protocol-version") != version:
            # checked before the version itself: a header that lies about the body is the first fault
            raise _HttpError(
                400, HEADER_MISMATCH, "MCP-Protocol-Version must equal the body's protocolVersion", rid=rid
            )
        if version not in MODERN_VERSIONS:
            data = {"supported": list(SUPPORTED_VERSIONS), "requested": version}
            raise _HttpError(400, UNSUPPORTED_VERSION, "Unsupported protocol version", data, rid=rid)
        if not isinstance(meta.get(CLIENT_CAPABILITIES_KEY), dict):
            raise _HttpError(400, jsonrpc.INVALID_PARAMS, f"params._meta must carry {CLIENT_CAPABILITIES_KEY}", rid=rid)
        if headers.get("mcp-method") != request.method:
            raise _HttpError(400, HEADER_MISMATCH, "Mcp-Method must equal the body's method", rid=rid)
        field_name = NAME_METHODS.get(request.method)
        if field_name is not None:
            self._check_name(headers, params.get(field_name), rid)
        if request.method == "tools/call":
            await self._check_params(headers, params, rid)

    @staticmethod
    def _check_name(headers: Mapping[str, str], expected: Any, rid: Any) -> None:
        given = headers.get("mcp-name")
        try:
            decoded = decode_header_value(given) if given is not None else None
        except ProtocolViolation:
            decoded = None
        if decoded is None or decoded != expected:
            raise _HttpError(400, HEADER_MISMATCH, "Mcp-Name must equal the body's name or uri", rid=rid)

    async def _check_params(self, headers: Mapping[str, str], params: Mapping[str, Any], rid: Any) -> None:
        catalog = self.server.aggregator.last_catalog or await self.server.aggregator.catalog()
        tool = catalog.get(params.get("name"))  # type: ignore[arg-type]
        schema = tool.definition.get("inputSchema") if tool is not None else None
        specs = self._header_specs(schema)
        if not specs:
            return
        arguments = params.get("arguments") if isinstance(params.get("arguments"), dict) else {}
        try:
            expected = param_headers(specs, arguments)
        except ValueError:
            return  # a value that cannot be a header is the tool's problem: the call reports it
        integers = {spec.header for spec in specs if spec.type == "integer"}
        for name, value in expected.items():
            given = headers.get(name.lower())
            if given is None or not _same_value(given, value, numeric=name in integers):
                raise _HttpError(400, HEADER_MISMATCH, f"{name} must mirror the body's argument", rid=rid)

    def _header_specs(self, schema: Any) -> tuple[Any, ...]:
        """The `Mcp-Param-*` a tool's schema defines, worked out once per schema object."""
        hit = self._specs.get(id(schema))
        if hit is not None and hit[0] is schema:
            return hit[1]
        specs: tuple[Any, ...] = ()
        if isinstance(schema, dict) and mentions_x_mcp_header(schema) and not x_mcp_header_problems(schema):
            specs = header_params(schema)
        if len(self._specs) > 65536:
            self._specs.clear()
        self._specs[id(schema)] = (schema, specs)
        return specs

    async def _respond(
        self,
        request: Request,
        entry: _LegacySession | None,
        headers: Mapping[str, str],
        receive: Receive,
        send: SendAsgi,
        header_version: str | None,
        connection: tuple[Any, ...] | None = None,
        *,
        client: str | None = None,
    ) -> None:
        session = entry.session if entry is not None else None
        extra = {"mcp-session-id": session.id} if session is not None else {}
        meta = (request.params or {}).get("_meta")
        meta = meta if isinstance(meta, dict) else {}
        # a stream when something may come before the answer (progress, logs, our own requests to a legacy
        # client), and always in a 2025-11-25 session: its streams are primed, so any answer survives a dropped
        # connection (SEP-1699), and several requests stream side by side, as they do from the SDKs' servers
        streaming = (
            request.method == "subscriptions/listen"
            or "progressToken" in meta
            or LOG_LEVEL_KEY in meta
            or (session is not None and (request.method in _MRTR_METHODS or (entry is not None and entry.primes)))
        )
        if streaming:
            await self._respond_sse(request, session, receive, send, header_version, extra, connection, client=client)
            return
        reply: Response | ErrorResponse | None = None
        async with anyio.create_task_group() as tg:
            tg.start_soon(_cancel_on_disconnect, receive, tg.cancel_scope)
            with _cancellable(session, request) as call:
                reply = await self.server.handle(
                    request, session=session, send=_drop, header_version=header_version, client=client
                )
            tg.cancel_scope.cancel()
        if reply is None:
            if call.cancelled_caught:
                await _no_answer(send, extra)
            return  # else the client went away: closing the stream was its cancellation
        status = _status_of(reply) if header_version is not None else 200
        await _raw_json(send, status, jsonrpc.encode(reply), extra)

    async def _respond_sse(
        self,
        request: Request,
        session: Session | None,
        receive: Receive,
        send: SendAsgi,
        header_version: str | None,
        extra: Mapping[str, str],
        connection: tuple[Any, ...] | None = None,
        *,
        client: str | None = None,
    ) -> None:
        # The stream starts only when something must go out before the answer (a progress note, a log
        # line, our own request to a legacy client); an answer with nothing before it goes out as JSON.
        # In a legacy session a started stream is resumable: its events are logged under ids, and once
        # it has started, a disconnect detaches the client instead of cancelling the request (those
        # revisions cancel only by notification), so a GET with Last-Event-ID can fetch the answer.
        # When the upstream lets go of the forwarded request's stream (SEP-1699 polling), we let go of
        # our client's resumable stream the same way: it comes back with Last-Event-ID, as it would directly.
        entry = self._sessions.get(session.id) if session is not None else None
        stream: Stream | None = None
        started = attached = False
        let_go = anyio.Event()
        ended = False

        def paused(_delay_s: float | None) -> None:
            nonlocal attached
            if attached and stream is not None:
                attached = False  # nothing more goes on this connection: the events go to the log
                let_go.set()

        async def end_response() -> None:
            nonlocal ended
            if not ended:
                ended = True  # before the await: a cancellation mid-send must not end it twice
                await send({"type": "http.response.body", "body": b"", "more_body": False})

        async def end_when_let_go() -> None:
            await let_go.wait()
            await end_response()

        async def start() -> None:
            nonlocal started, attached, stream
            started = attached = True
            await _start_sse(send, extra)
            if entry is not None:
                stream = entry.log.open()
                if entry.primes:
                    await send({"type": "http.response.body", "body": stream.priming(), "more_body": True})

        async def event(message: Message) -> None:
            if not started:
                await start()
            frame = stream.append(jsonrpc.encode(message)) if stream is not None else _sse(message)
            if attached:
                await send({"type": "http.response.body", "body": frame, "more_body": True})

        def on_disconnect(scope: anyio.CancelScope) -> None:
            nonlocal attached
            if stream is not None:
                attached = False  # resumable: the request goes on, its events go to the log
            else:
                scope.cancel()  # nothing the client could resume from: the request is abandoned

        if entry is not None and entry.primes:
            # a request in a 2025-11-25 session streams from the start: primed, it survives a dropped connection
            await start()
        reply: Response | ErrorResponse | None = None
        async with anyio.create_task_group() as tg:
            tg.start_soon(_watch_disconnect, receive, tg.cancel_scope, on_disconnect)
            tg.start_soon(end_when_let_go)
            with _cancellable(session, request) as call:
                reply = await self.server.handle(
                    request,
                    session=session,
                    send=event,
                    header_version=header_version,
                    client=client,
                    paused=paused if entry is not None else None,
                )
            tg.cancel_scope.cancel()
        if let_go.is_set():
            await end_response()  # let go just as the answer came: the answer waits in the log
        if not started:
            if reply is not None:
                status = _status_of(reply) if header_version is not None else 200
                await _raw_json(send, status, jsonrpc.encode(reply), extra)
            elif call.cancelled_caught:
                await _no_answer(send, extra)
            return
        if reply is not None:
            frame = stream.append(jsonrpc.encode(reply), stub=_stub(reply)) if stream is not None else _sse(reply)
            if attached:
                await send({"type": "http.response.body", "body": frame, "more_body": True})
        if stream is not None:
            stream.finished = True
            stream.close()
        if attached:
            await send({"type": "http.response.body", "body": b"", "more_body": False})
            if entry is not None and stream is not None:
                self._carried(connection, entry.log, stream)

    # -- legacy sessions -----------------------------------------------------------------------

    def _new_session(self, owner: str, rid: Any) -> _LegacySession:
        self._expire()
        settings = self.settings
        # one client cannot push out others: past its own cap it gives up its own oldest idle session
        own = [entry for entry in self._sessions.values() if entry.owner == owner]
        if len(own) >= settings.max_sessions_per_client and not self._evict(own):
            raise _HttpError(
                429, jsonrpc.INTERNAL_ERROR, f"this client already holds {len(own)} busy sessions", rid=rid
            )
        if len(self._sessions) >= settings.max_sessions and not self._evict(self._sessions.values()):
            raise _HttpError(503, jsonrpc.INTERNAL_ERROR, "every session is busy; try again later", rid=rid)
        log = EventLog(max_bytes=settings.session_replay_bytes, budget=self.replay)
        entry = _LegacySession(self.server.open_session(), self._clock.now(), log, owner)
        entry.session.outbox = self._outbox(entry)
        self._sessions[entry.session.id] = entry
        return entry

    def _evict(self, candidates: Iterable[_LegacySession]) -> bool:
        """Close the least recently used idle session among `candidates`; False if every one is busy."""
        victim = min((e for e in candidates if e.idle), key=lambda e: e.last_used, default=None)
        if victim is None:
            return False
        self._close(victim)
        return True

    def _close(self, entry: _LegacySession) -> None:
        """End a session: its streams close (followers see the end), its memory goes."""
        self._sessions.pop(entry.session.id, None)
        entry.log.close()
        self.server.close_session(entry.session)

    def _carried(self, connection: tuple[Any, ...] | None, log: EventLog, stream: Stream) -> None:
        if connection is None:
            return
        self._delivered[connection] = (log, stream)
        while len(self._delivered) > max(64, self.settings.max_sessions):
            self._delivered.popitem(last=False)  # a connection gone quiet: its stream waits for the caps instead

    def _acknowledge(self, scope: Scope) -> None:
        # HTTP/1.1 clients send the next request on a connection after reading the previous response whole
        connection = _connection_of(scope)
        carried = self._delivered.pop(connection, None) if connection is not None else None
        if carried is not None:
            carried[0].forget(carried[1])

    def _outbox(self, entry: _LegacySession) -> Callable[[Message], Awaitable[None]]:
        async def push(message: Message) -> None:
            # kept (bounded) once the client has a GET stream, so a dropped one can resume without loss
            if entry.standalone is not None:
                entry.standalone.append(jsonrpc.encode(message))

        return push

    def _legacy_session(self, headers: Mapping[str, str]) -> _LegacySession | None:
        session_id = headers.get("mcp-session-id")
        if session_id is None:
            return None
        self._expire()
        entry = self._sessions.get(session_id)
        if entry is not None:
            entry.last_used = self._clock.now()
            self._sessions.move_to_end(session_id)
        return entry

    def expire(self) -> int:
        """Close every legacy session idle for longer than `session_idle_s`; how many were closed."""
        return self._expire()

    async def sweep(self) -> None:
        """Expire idle sessions every tenth of `session_idle_s`, so a quiet proxy frees them too (run it in a task)."""
        while True:
            await self._clock.sleep(max(1.0, self.settings.session_idle_s / 10))
            self._expire()

    def _expire(self) -> int:
        limit = self._clock.now() - self.settings.session_idle_s
        stale = [entry for entry in self._sessions.values() if entry.last_used < limit and entry.idle]
        for entry in stale:
            self._close(entry)
        return len(stale)

    async def _get(self, headers: Mapping[str, str], receive: Receive, send: SendAsgi, scope: Scope) -> None:
        if "mcp-session-id" not in headers:
            await _plain(send, 405, b"no standalone stream without a session", {"allow": "POST"})
            return
        entry = self._legacy_session(headers)
        if entry is None:
            raise _HttpError(404, jsonrpc.INVALID_REQUEST, "unknown or expired session")
        resumed = entry.log.find(headers["last-event-id"]) if "last-event-id" in headers else None
        if resumed is not None:
            stream, after = resumed  # a POST stream to finish, or the standalone stream to pick up again
            entry.log.acknowledge(stream, after)  # the client names what it has: that need not be kept
        else:
            if entry.standalone is None or entry.standalone.closed:
                entry.standalone = entry.log.open()
            stream, after = entry.standalone, entry.standalone.last
        await _start_sse(send, {"mcp-session-id": entry.session.id})
        entry.listeners += 1
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(_cancel_on_disconnect, receive, tg.cancel_scope)
                if resumed is None and entry.primes:
                    await send({"type": "http.response.body", "body": stream.priming(), "more_body": True})
                frames = stream.follow(after, idle=self.settings.keepalive_s, keepalive=b": keep-alive\n\n")
                async for frame in frames:
                    await send({"type": "http.response.body", "body": frame, "more_body": True})
                tg.cancel_scope.cancel()
            await send({"type": "http.response.body", "body": b"", "more_body": False})
            if stream.finished:
                self._carried(_connection_of(scope), entry.log, stream)
        finally:
            entry.listeners -= 1
            entry.last_used = self._clock.now()

    async def _delete(self, headers: Mapping[str, str], send: SendAsgi) -> None:
        session_id = headers.get("mcp-session-id")
        if session_id is None:
            await _plain(send, 405, b"nothing to delete without a session", {"allow": "POST"})
            return
        entry = self._sessions.get(session_id)
        if entry is None:
            raise _HttpError(404, None, "unknown or expired session")
        self._close(entry)
        await _plain(send, 200, b"")


# -- ASGI plumbing ------------------------------------------------------------------------------


class _ResponseState:
    """An ASGI `send` that remembers how far the response got, so a cancelled request can still be ended."""

    def __init__(self, send: SendAsgi) -> None:
        self._send = send
        self.started = False
        self.finished = False

    async def send(self, message: MutableMapping[str, Any]) -> None:
        if message["type"] == "http.response.start":
            self.started = True
        elif message["type"] == "http.response.body" and not message.get("more_body", False):
            self.finished = True
        await self._send(message)

    async def end(self, status: int, body: bytes) -> None:
        """Finish the response however far it got: a whole one if it had not started, else its last chunk."""
        if self.finished:
            return
        if not self.started:
            await _plain(self._send, status, body)
        else:
            await self._send({"type": "http.response.body", "body": b"", "more_body": False})


# Modern-era errors with an HTTP status of their own (the spec's table); others travel in a 200.
_MODERN_STATUS = {jsonrpc.METHOD_NOT_FOUND: 404, HEADER_MISMATCH: 400, UNSUPPORTED_VERSION: 400, -32021: 400}


def _status_of(reply: Response | ErrorResponse) -> int:
    return _MODERN_STATUS.get(reply.code, 200) if isinstance(reply, ErrorResponse) else 200


def _headers(scope: Scope) -> dict[str, str]:
    # surrounding whitespace is not part of a field value (RFC 9110 OWS)
    return {k.decode("latin-1").lower(): v.decode("latin-1").strip(" \t") for k, v in scope.get("headers", [])}


def _hostname(netloc: str) -> str:
    if netloc.startswith("["):
        return netloc[: netloc.find("]") + 1]
    return netloc.rsplit(":", 1)[0] if netloc.count(":") == 1 else netloc


def _same_value(given: str, expected: str, *, numeric: bool) -> bool:
    try:
        decoded = decode_header_value(given)
    except ProtocolViolation:
        return False
    if decoded == decode_header_value(expected):
        return True
    if not numeric:
        return False  # a string argument is compared as text: "1e1" does not mirror "10"
    # an integer argument compares numerically ("42.0" mirrors 42), through the bounded parser: never float()
    number = parse_int(expected, minimum=-MAX_INT64, maximum=MAX_INT64)
    return number is not None and integer_equals(decoded, number)


def _cancellable(session: Session | None, request: Request) -> AbstractContextManager[anyio.CancelScope]:
    """The scope a legacy session's `notifications/cancelled` cancels; a plain one where nothing can."""
    if session is None or request.method == "initialize":  # initialize is never cancelled (spec)
        return anyio.CancelScope()
    return session.cancellable(request.id)


async def _no_answer(send: SendAsgi, extra: Mapping[str, str]) -> None:
    """A request the client cancelled gets no answer: an SSE stream that ends empty is the only way to say so."""
    await _start_sse(send, extra)
    await send({"type": "http.response.body", "body": b"", "more_body": False})


async def _drop(message: Message) -> None:
    """Notifications for a plain JSON response have nowhere to go."""


async def _read_body(receive: Receive, deadline_s: float = math.inf) -> bytes:
    chunks: list[bytes] = []
    size = 0
    # a body trickled in a byte at a time would hold the connection (and a task) for ever: it has a deadline
    with anyio.move_on_after(deadline_s):
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _HttpError(400, None, "the client disconnected")
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > MAX_BODY:
                raise _HttpError(413, jsonrpc.INVALID_REQUEST, f"message over {MAX_BODY} bytes")
            chunks.append(chunk)
            if not message.get("more_body"):
                return b"".join(chunks)
    raise _HttpError(408, None, f"the request body did not arrive within {deadline_s:g} s")


def _client_of(scope: Scope) -> str:
    """Who opens a session, for the per-client cap: the remote address (not the port: one client, many connections)."""
    client = scope.get("client")
    return str(client[0]) if isinstance(client, list | tuple) and client else ""


def _connection_of(scope: Scope) -> tuple[Any, ...] | None:
    """One HTTP/1.x connection, as the ASGI server names its two ends; None where it does not.

    Only HTTP/1.x: there a client sends its next request after reading the previous response whole. An HTTP/2
    connection multiplexes streams, so a new request on it proves nothing about another stream.
    """
    client, server = scope.get("client"), scope.get("server")
    if not isinstance(client, list | tuple) or not isinstance(server, list | tuple):
        return None
    if scope.get("http_version", "1.1") not in ("1.0", "1.1"):
        return None
    return (*client, *server)


def _stub(reply: Response | ErrorResponse) -> bytes:
    """What a resuming client gets if the answer itself had to leave the replay log: an error for its id."""
    message = "the answer was dropped from the replay log (over its memory cap) before the client fetched it"
    return jsonrpc.encode(ErrorResponse(reply.id, jsonrpc.INTERNAL_ERROR, message))


async def _cancel_on_disconnect(receive: Receive, scope: anyio.CancelScope) -> None:
    await _watch_disconnect(receive, scope, _cancel)


def _cancel(scope: anyio.CancelScope) -> None:
    scope.cancel()


async def _watch_disconnect(
    receive: Receive, scope: anyio.CancelScope, on_disconnect: Callable[[anyio.CancelScope], None]
) -> None:
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            on_disconnect(scope)
            return


def _sse(message: Message) -> bytes:
    return b"event: message\ndata: " + jsonrpc.encode(message) + b"\n\n"


async def _start_sse(send: SendAsgi, extra: Mapping[str, str]) -> None:
    headers = [
        (b"content-type", b"text/event-stream"),
        (b"cache-control", b"no-cache"),
        (b"x-accel-buffering", b"no"),
        *[(k.encode(), v.encode()) for k, v in extra.items()],
    ]
    await send({"type": "http.response.start", "status": 200, "headers": headers})


async def _raw_json(send: SendAsgi, status: int, body: bytes, extra: Mapping[str, str] | None = None) -> None:
    # a known length spares the server its chunked framing and the client its chunk parsing
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *[(k.encode(), v.encode()) for k, v in (extra or {}).items()],
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _json(send: SendAsgi, status: int, body: Any) -> None:
    await _raw_json(send, status, json.dumps(body).encode())


async def _plain(send: SendAsgi, status: int, body: bytes, extra: Mapping[str, str] | None = None) -> None:
    headers = [(b"content-type", b"text/plain"), *[(k.encode(), v.encode()) for k, v in (extra or {}).items()]]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _error(send: SendAsgi, exc: _HttpError) -> None:
    if exc.code is None:
        await _plain(send, exc.status, exc.message.encode())
        return
    reply = ErrorResponse(exc.rid, exc.code, exc.message, exc.data)
    await _raw_json(send, exc.status, jsonrpc.encode(reply))


def _route_path(scope: Scope) -> str:
    """The path below where the app is mounted (ASGI `root_path`): the whole path when it is served on its own."""
    path = str(scope.get("path", ""))
    root = str(scope.get("root_path", ""))
    return path[len(root) :] if root and path.startswith(root) else path
