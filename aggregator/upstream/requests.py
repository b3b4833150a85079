"""Our requests to the server: waiting for a usable connection, the deadline, the answer or why not."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import anyio

from aggregator import tracing
from aggregator.clock import cancel_at
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
    answer_in_error_status,
    auth_required_in,
)
from aggregator.oauth_config import PRINCIPAL, for_one_user, naming_login
from aggregator.protocol import headers as mcp_headers
from aggregator.protocol.jsonrpc import (
    INVALID_PARAMS,
    ErrorResponse,
    Message,
    Notification,
    Request,
    RequestId,
    Response,
)
from aggregator.protocol.mcp import (
    LIST_METHODS,
    PROTOCOL_META_PREFIX,
    InputRequired,
    cancellable,
    result_type,
    with_meta,
)
from aggregator.protocol.versions import Era
from aggregator.status import State, UpstreamStatus
from aggregator.transports.base import RequestFailed
from aggregator.upstream.core import UpstreamCore
from aggregator.upstream.pending import Bridge, Paused, Pending, Progress, Result
from aggregator.upstream.wire import Wire, legacy_headers

__all__ = ["MRTR_METHODS", "Requests"]

# Only these may answer `input_required` (MRTR); anywhere else it is a protocol violation.
MRTR_METHODS = frozenset({"tools/call", "prompts/get", "resources/read"})
#: request params of the modern era only (MRTR retries): a legacy server never sees them
_MODERN_ONLY_PARAMS = frozenset({"inputResponses", "requestState"})


class Requests(UpstreamCore):
    """Sending one request and returning its result verbatim, a typed `InputRequired`, or an error naming the server."""

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
        if method in LIST_METHODS and PRINCIPAL.get() is not None:
            # one list for every user of the proxy, made with its own login, whoever's request needed it listed
            who = PRINCIPAL.set(None)
            try:
                return await self.request(method, params, timeout=timeout, progress=progress, meta=meta, log=log)
            finally:
                PRINCIPAL.reset(who)
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
        except AggregatorError as exc:
            lacking = auth_required_in(exc)
            if lacking is not None:
                raise self._login_lacking(wire, lacking) from exc
            answer = answer_in_error_status(exc, self.name) if isinstance(exc, HttpStatusError) else None
            if answer is None:
                raise
            raise answer from exc

    def _end_connection(self, wire: Wire, reason: str) -> None:
        if self._wire is wire and self._connection_closed is not None:
            self._reconnect_at_once = True
            self._closed_reason.append(reason)
            self._set_status(State.CONNECTING, reason)
            self._connection_closed.set()

    def _login_lacking(self, wire: Wire, lacking: AuthRequired) -> AuthRequired:
        """A request found that the login cannot be used (none, or its refresh refused: revoked, expired): the
        error to raise, naming the command that logs in. A login of the proxy's user is theirs alone (see
        `for_one_user`); the server's own makes it `auth_required` at once, and its connection ends, so the next
        attempt (after its backoff, or `reconnect()`) finds the new login."""
        message = naming_login(self.name, lacking.message, getattr(self.config, "oauth", None))
        error = AuthRequired(message, resource_metadata=lacking.resource_metadata, headers=lacking.headers)
        error.server = self.name
        if for_one_user(getattr(self.config, "oauth", None)):
            return error
        reason = f"the server requires authorization: {message}"
        if self._wire is wire and self._connection_closed is not None:
            self._closed_reason.append(reason)
            self._set_status(State.AUTH_REQUIRED, reason, era=self._status.era, version=self._status.version)
            self._connection_closed.set()
        return error

    async def _usable_wire(self, timeout: float) -> Wire:
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

    def _wire_params(
        self,
        wire: Wire,
        request_id: RequestId,
        params: Mapping[str, Any] | None,
        meta: Mapping[str, Any] | None,
        progress: Progress | None,
    ) -> dict[str, Any] | None:
        """The params as this wire's era sends them: its `_meta`, our progress token, nothing it does not know."""
        if wire.era is Era.LEGACY and params and not _MODERN_ONLY_PARAMS.isdisjoint(params):
            # fields a handshake-era server's revision does not have are never sent to it, whoever put them there
            params = {key: value for key, value in params.items() if key not in _MODERN_ONLY_PARAMS}
        # the revision's protocol keys exist only in the modern era (a legacy server has its session's settings);
        # any other `_meta` key of the caller's goes to either era: the handshake revisions carry `_meta` too
        if meta and wire.era is not Era.MODERN:
            meta = {key: value for key, value in meta.items() if not key.startswith(PROTOCOL_META_PREFIX)}
        meta = {**wire.meta, **meta} if meta else dict(wire.meta)
        if progress is not None:
            meta["progressToken"] = request_id
        wire_params = with_meta(params, meta) if meta else (dict(params) if params else None)
        if wire_params is not None and progress is None and "_meta" in wire_params:
            # a caller's own progressToken is not ours to route: strip it rather than mis-route
            wire_params["_meta"].pop("progressToken", None)
        return wire_params

    async def _request_on(
        self,
        wire: Wire,
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
        wire_params = self._wire_params(wire, request_id, params, meta, progress)
        headers = self._headers(wire, method, wire_params)
        pending = Pending(timeout, progress, log, bridge, paused)
        span = tracing.upstream_span(self.name, self.config, wire, method, params, request_id, self.redact)
        if span is tracing.NO_SPAN:
            return await self._exchange(wire, request_id, method, wire_params, headers, pending, timeout, hard_max)
        wire_params, headers = span.carry(wire_params, headers)
        with span:
            outcome = await self._exchange(wire, request_id, method, wire_params, headers, pending, timeout, hard_max)
            span.answered(outcome if isinstance(outcome, dict) else {"resultType": "input_required"})
        return outcome

    async def _exchange(
        self,
        wire: Wire,
        request_id: RequestId,
        method: str,
        wire_params: dict[str, Any] | None,
        headers: dict[str, str] | None,
        pending: Pending,
        timeout: float,
        hard_max: float | None,
    ) -> Result | InputRequired:
        """Send the request as the wire has it and wait for its answer, within the deadline."""
        self._in_flight.add(request_id, pending)
        # deadlines are on the injected clock: a test's ManualClock moves them, a busy machine does not
        now = self.clock.now()
        pending.hard_deadline = now + (hard_max if hard_max is not None else self.config.timeouts.hard_max)
        try:
            with anyio.CancelScope() as scope:
                pending.scope = scope
                cancel_at(self.clock, scope, min(now + timeout, pending.hard_deadline))
                await wire.transport.send(Request(request_id, method, wire_params), headers=headers)
                await pending.wait()
        except anyio.get_cancelled_exc_class():
            # an answer already handed over (the transport settles it while still reading the stream) means the
            # server finished: a cancellation names only a request still in progress
            if pending.outcome is None:
                with anyio.CancelScope(shield=True):
                    await self._cancel_upstream(wire, request_id, method, "the request was cancelled")
            raise
        except AggregatorError as exc:
            if exc.server is None:
                exc.server = self.name
            raise
        finally:
            self._in_flight.pop(request_id)
            if pending.scope is not None:
                cancel_at(self.clock, pending.scope, math.inf)
        if pending.outcome is None:
            stalled = wire.transport.stalled(request_id)
            if stalled is not None:  # never sent: nothing upstream to cancel, and the server is not to blame
                raise RequestTimeout(f"{stalled}: {method} was not sent within {timeout:g} s", server=self.name)
            await self._cancel_upstream(wire, request_id, method, "timed out")
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

    async def _cancel_upstream(self, wire: Wire, request_id: RequestId, method: str, reason: str) -> None:
        if wire.transport.cancels_by_closing:
            return  # aborting the POST already closed the stream, which is the cancellation
        if not cancellable(method):
            return  # `initialize` is never cancelled: given up on, its connection is dropped instead
        note = Notification("notifications/cancelled", {"requestId": request_id, "reason": reason})
        with anyio.move_on_after(2.0):
            try:
                await wire.transport.send(note, headers=legacy_headers(wire) or None)
            except AggregatorError:
                pass  # the connection is gone: nothing is left to cancel

    def _headers(self, wire: Wire, method: str, params: Mapping[str, Any] | None) -> dict[str, str] | None:
        if not wire.over_http:
            return None
        if wire.era is Era.LEGACY:
            return legacy_headers(wire)
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
