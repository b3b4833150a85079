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

from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Self

import anyio

from aggregator import tracing
from aggregator._config_checks import check_seconds
from aggregator.client_profile import resolve_client_profile
from aggregator.clock import Clock, SystemClock
from aggregator.config_file import AggregatorConfig
from aggregator.errors import ConfigError, ProtocolViolation
from aggregator.protocol import jsonrpc
from aggregator.protocol.jsonrpc import ErrorResponse, Invalid, Message, Notification, Request, Response
from aggregator.protocol.mcp import (
    LOG_LEVEL_KEY,
)
from aggregator.protocol.versions import batches_allowed
from aggregator.proxy.access import Access
from aggregator.proxy.asgi import (
    HttpError,
    Receive,
    ResponseState,
    Scope,
    SendAsgi,
    cancellable,
    check_post_headers,
    client_of,
    connection_of,
    drop,
    error_answer,
    headers_of,
    json_body,
    no_answer,
    plain,
    raw_json,
    read_body,
    route_path,
    watch_disconnect,
)
from aggregator.proxy.batch import answer_batch
from aggregator.proxy.error_status import modern_status
from aggregator.proxy.header_check import HeaderCheck
from aggregator.proxy.legacy_sessions import LegacySession, LegacySessions
from aggregator.proxy.logins import LOGIN_PATH, acting_for, base_of
from aggregator.proxy.resumption import SESSION_BYTES, TOTAL_BYTES
from aggregator.proxy.server import ProxyServer
from aggregator.proxy.sse_answer import StreamedAnswer
from aggregator.proxy.watchers import WATCH_AFTER_S, watchers

__all__ = ["HttpSettings", "McpHttpApp"]

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
        for name in ("session_idle_s", "body_timeout_s", "keepalive_s"):
            check_seconds("HTTP setting ", name, getattr(self, name))  # never NaN, an infinity or a year
        counts = ("max_sessions", "max_sessions_per_client", "max_calls_per_session")
        for name in (*counts, "session_replay_bytes", "total_replay_bytes"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0:
                raise ConfigError(f"HTTP setting {name} must be a positive number, got {value!r}")


class McpHttpApp:
    """The ASGI application. `server` is a `ProxyServer` whose aggregator is already running."""

    def __init__(
        self, server: ProxyServer, settings: HttpSettings | None = None, *, clock: Clock | None = None
    ) -> None:
        self.server = server
        self.settings = settings or HttpSettings()
        self._clock = clock or SystemClock()
        self.sessions = LegacySessions(server, self.settings, self._clock)
        self._sessions = self.sessions.entries
        self.headers = HeaderCheck(server.aggregator, server.view)
        #: one cancel scope per request being served, so a shutdown can end them all
        self._requests: set[anyio.CancelScope] = set()
        self._closed = False
        s, principal = self.settings, getattr(server.aggregator.config, "principal", None)
        self.access = Access(s.allowed_hosts, s.extra_hosts, s.allowed_origins, s.token, principal)
        self.replay = self.sessions.replay

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

    def expire(self) -> int:
        """Close every legacy session idle for longer than `session_idle_s`; how many were closed."""
        return self.sessions.expire()

    async def sweep(self) -> None:
        """Expire idle sessions every tenth of `session_idle_s`, so a quiet proxy frees them too (run it in a task)."""
        await self.sessions.sweep()

    async def __call__(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        if scope["type"] != "http":
            await self._route(scope, receive, send)
            return
        if self._closed:
            await plain(send, 503, b"the server is shutting down")
            return
        response = ResponseState(send)
        with anyio.CancelScope() as cancel:  # the request's one scope: shutdown, a late body, a client gone
            response.scope = cancel
            self._requests.add(cancel)
            try:
                await self._route(scope, receive, response.send)
            finally:
                self._requests.discard(cancel)
        if cancel.cancelled_caught:
            await response.after_cancel(closing=self._closed, deadline_s=self.settings.body_timeout_s)

    async def _route(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        if scope["type"] == "lifespan":
            await lifespan(self, receive, send)
            return
        if scope["type"] != "http":
            return
        headers = headers_of(scope)
        self.sessions.acknowledge(scope)
        try:
            path = route_path(scope)
            if path.startswith(LOGIN_PATH + "/") and scope["method"] == "GET":
                self.access.check_host(scope, headers)  # a browser's page, with no token: the link is the credential
                await self.server.handlers.logins.serve(path, scope.get("query_string", b"").decode("latin-1"), send)
                return
            self.access.check(scope, headers)  # the health report names servers and reasons: it is not public either
            if path == "/healthz" and scope["method"] == "GET":
                await health(self.server, send)
                return
            profile: str | None = None
            if path.rstrip("/") != self.settings.path.rstrip("/") and not (
                path in ("", "/") and scope.get("root_path")
            ):
                profile = profile_of(path, self.settings.path, self.server.aggregator.config)
                if profile is None:
                    await plain(send, 404, b"not found")
                    return
            method = scope["method"]
            # upstream requests made for this request carry its user's tokens, never its own credentials
            with acting_for(self.access.principal(headers), base_of(scope, headers)), tracing.http_request(headers):
                if method == "POST":
                    await self._post(headers, receive, send, scope, profile)
                elif method == "GET":
                    await self.sessions.stream(headers, receive, send, scope)
                elif method == "DELETE":
                    await self.sessions.delete(headers, send)
                else:
                    await plain(send, 405, b"method not allowed", {"allow": "GET, POST, DELETE"})
        except HttpError as exc:
            await error_answer(send, exc)

    # -- POST ----------------------------------------------------------------------------------

    async def _post(
        self, headers: Mapping[str, str], receive: Receive, send: SendAsgi, scope: Scope, profile: str | None = None
    ) -> None:
        check_post_headers(headers)
        state = ResponseState.of(send)
        timeout = self.settings.body_timeout_s
        body = await (state.read_body(receive, timeout) if state is not None else read_body(receive, timeout))
        entry = self.sessions.find(headers)
        batches = entry is not None and batches_allowed(entry.session.version)
        try:
            payload = jsonrpc.read_payload(body, allow_batch=batches)
        except ProtocolViolation as exc:
            raise HttpError(400, jsonrpc.PARSE_ERROR, exc.message) from None  # not JSON at all
        if payload.batch and entry is not None:  # only a session of a revision with batches reads one
            await answer_batch(self.sessions, payload.items, entry, headers.get("mcp-protocol-version"), receive, send)
            return
        message = payload.items[0]
        if isinstance(message, Invalid):  # JSON, but not a JSON-RPC message: Invalid Request, not Parse error
            raise HttpError(400, jsonrpc.INVALID_REQUEST, message.answer().message, rid=message.id)
        if not isinstance(message, Request):
            if isinstance(message, Response | ErrorResponse) and entry is not None:
                entry.session.deliver(message)  # the client answering our elicitation, sampling or roots request
            else:
                await self._deliver(message, entry)
            await plain(send, 202, b"")
            return
        header_version = headers.get("mcp-protocol-version")
        if ProxyServer.request_version(message, header_version) is not None:
            await self.headers.check(message, headers, profile)
            await self._respond(
                message, None, headers, receive, send, header_version, client=client_of(scope), profile=profile
            )
            return
        if message.method == "initialize":
            entry = self.sessions.open(client_of(scope), message.id)
            entry.session.profile = profile  # the session sees the plan of the endpoint it was opened on
        elif entry is None:
            if "mcp-session-id" in headers:
                raise HttpError(404, jsonrpc.INVALID_REQUEST, "unknown or expired session", rid=message.id)
            raise HttpError(400, jsonrpc.INVALID_REQUEST, "Mcp-Session-Id is required", rid=message.id)
        if (full := self.sessions.full(entry)) is not None:
            raise HttpError(429, jsonrpc.INTERNAL_ERROR, full, rid=message.id)
        entry.busy += 1
        try:
            await self._respond(message, entry, headers, receive, send, None, connection_of(scope))
        finally:
            self.sessions.release(entry)

    async def _deliver(self, message: Message, entry: LegacySession | None) -> None:
        if isinstance(message, Notification):
            await self.server.handle_notification(message, entry.session if entry else None)

    async def _respond(
        self,
        request: Request,
        entry: LegacySession | None,
        headers: Mapping[str, str],
        receive: Receive,
        send: SendAsgi,
        header_version: str | None,
        connection: tuple[Any, ...] | None = None,
        *,
        client: str | None = None,
        profile: str | None = None,
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
            or (entry is not None and (request.method in _MRTR_METHODS or entry.primes))
        )
        if streaming:
            await self._respond_sse(
                request, entry, receive, send, header_version, extra, connection, client=client, profile=profile
            )
            return
        reply: Response | ErrorResponse | None = None
        state = ResponseState.of(send)
        assert state is not None and state.scope is not None  # every request comes in through __call__
        # the client going away cancels the request's own scope (see ResponseState): no scope of its own here
        async with watchers(state.scope, after=WATCH_AFTER_S) as spawn:
            spawn(state.cancel_when_gone, receive)
            with cancellable(session, request) as call:
                reply = await self.server.handle(
                    request, session=session, send=drop, header_version=header_version, client=client, profile=profile
                )
        if reply is None:
            if call.cancelled_caught:
                await no_answer(send, extra)
            return  # else the client went away: closing the stream was its cancellation
        status = modern_status(reply) if header_version is not None else 200
        await raw_json(send, status, jsonrpc.encode(reply), extra)

    async def _respond_sse(
        self,
        request: Request,
        entry: LegacySession | None,
        receive: Receive,
        send: SendAsgi,
        header_version: str | None,
        extra: Mapping[str, str],
        connection: tuple[Any, ...] | None = None,
        *,
        client: str | None = None,
        profile: str | None = None,
    ) -> None:
        session = entry.session if entry is not None else None
        answer = StreamedAnswer(send, extra, entry)
        if entry is not None and entry.primes:
            # a request in a 2025-11-25 session streams from the start: primed, it survives a dropped connection
            await answer.start()
        reply: Response | ErrorResponse | None = None
        with anyio.CancelScope() as watched:
            # a leaving client is watched at once: a resumable stream detaches then, its rest kept in the log; a
            # let-go (the upstream pausing a long call) can wait its turn, the answer is in the log either way
            async with watchers(watched) as spawn, watchers(watched, after=WATCH_AFTER_S) as spawn_late:
                spawn(watch_disconnect, receive, watched, answer.on_disconnect)
                spawn_late(answer.end_when_let_go)
                with cancellable(session, request) as call:
                    reply = await self.server.handle(
                        request,
                        session=session,
                        send=answer.event,
                        header_version=header_version,
                        client=client,
                        paused=answer.paused if entry is not None else None,
                        profile=profile,
                    )
        status = modern_status(reply) if reply is not None and header_version is not None else 200
        carried = await answer.finish(reply, status, cancelled=call.cancelled_caught)
        if carried and entry is not None and answer.stream is not None:
            self.sessions.carried(connection, entry.log, answer.stream)


def profile_of(path: str, endpoint: str, config: AggregatorConfig) -> str | None:
    """The client profile a `<endpoint>/p/<profile>` path names; None when `path` is no such path. A profile that
    does not exist is the client's error: 404, naming the profiles there are."""
    base = endpoint.rstrip("/") + "/p/"
    if not path.startswith(base):
        return None
    name = path[len(base) :].rstrip("/")
    try:
        resolve_client_profile(name, config.profiles)
    except ConfigError as exc:
        raise HttpError(404, jsonrpc.INVALID_REQUEST, str(exc)) from None
    return name


async def lifespan(app: McpHttpApp, receive: Receive, send: SendAsgi) -> None:
    """The ASGI lifespan: the app's `running()` from startup to shutdown."""
    if (await receive())["type"] != "lifespan.startup":
        return
    try:
        async with app.running():
            await send({"type": "lifespan.startup.complete"})
            while (await receive())["type"] != "lifespan.shutdown":
                pass
    except Exception as exc:  # the server reports a failed start; it must hear why
        await send({"type": "lifespan.startup.failed", "message": f"{type(exc).__name__}: {exc}"})
        return
    await send({"type": "lifespan.shutdown.complete"})


async def health(server: ProxyServer, send: SendAsgi) -> None:
    """`GET /healthz`: each server's state, reason, era and tool count; "degraded" unless all are ok or disabled."""
    states = server.aggregator.status()
    body = {
        "status": "ok" if all(s.state in ("ok", "disabled") for s in states.values()) else "degraded",
        "servers": {
            name: {"state": s.state, "reason": s.reason, "era": s.era, "tools": s.tool_count}
            for name, s in states.items()
        },
    }
    await json_body(send, 200, body)
