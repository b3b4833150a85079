"""What the server sends: answers to our requests, its notifications, and its own requests, each routed."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import anyio

from aggregator._tasks import single_errors
from aggregator.clock import cancel_at
from aggregator.errors import AggregatorError, McpError, TransportClosed
from aggregator.events import ElicitationComplete, ListChanged, LogMessage, ResourceUpdated
from aggregator.protocol.jsonrpc import (
    INTERNAL_ERROR,
    ErrorResponse,
    Message,
    Notification,
    Request,
    RequestId,
    Response,
)
from aggregator.protocol.mcp import SUBSCRIPTION_ID_KEY, without_meta_keys
from aggregator.transports import Transport
from aggregator.transports.base import Related, RequestFailed, StreamPaused
from aggregator.upstream.core import UpstreamCore
from aggregator.upstream.pending import NotBridged, Pending, is_routed
from aggregator.upstream.wire import legacy_headers

__all__ = ["MAX_SERVER_REQUESTS", "Incoming"]

log = logging.getLogger(__name__)

#: the server's own requests (ping, roots, sampling...) in hand at once per upstream; past this they are ignored,
#: so a server flooding us with requests (and perhaps not reading our answers) cannot grow our memory
MAX_SERVER_REQUESTS = 32
_LIST_CHANGED = {
    "notifications/tools/list_changed": "tools",
    "notifications/prompts/list_changed": "prompts",
    "notifications/resources/list_changed": "resources",
}


class Incoming(UpstreamCore):
    """The read loop of a connection, and where each message it reads goes."""

    async def _read_loop(self, transport: Transport, closed: anyio.Event, reason: list[str]) -> None:
        # the server's requests being answered, counted per connection: a task cancelled before it ran (the
        # connection ended) cannot leave a slot taken for the next one
        in_hand = [0]
        transport.answer_sink = self._answer_now
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
                            try:
                                self._on_notification(incoming, related)
                            except Exception:
                                # a listener's fault (the host's event handler, a client's stream) is not the
                                # server's: logged, and the connection and everyone else's calls on it go on
                                log.exception("server %r: a listener failed on %s", self.name, incoming.method)
                        elif isinstance(incoming, Request):
                            if in_hand[0] >= MAX_SERVER_REQUESTS:
                                self.ignored_server_requests += 1  # a flood: unanswered is its problem, not ours
                                continue
                            in_hand[0] += 1
                            # attributed now, while the request it belongs to is surely still in flight
                            owner = self._owner(incoming, related)
                            # filed now, not when its task starts: a cancellation read next must find it
                            withdrawn = self._answering[incoming.id] = anyio.CancelScope()
                            tg.start_soon(self._answer_server_request, transport, incoming, owner, in_hand, withdrawn)
                        elif isinstance(incoming, StreamPaused):
                            self._on_paused(incoming)
                        else:
                            self._on_failed(incoming)
        except TransportClosed as exc:
            reason.append(exc.message)
        finally:
            transport.answer_sink = None
            lost = reason[0] if reason else "the connection ended"
            self._mark_lost(lost)  # the server's state first, so whoever hears of the end sees it
            # nothing more will arrive: whatever still waits (the handshake included) fails now
            self._fail_pending(TransportClosed(lost, server=self.name))
            closed.set()

    def _answer_now(self, message: Response | ErrorResponse) -> bool:
        """An answer handed over by the transport itself: settled here if its request is in flight."""
        pending = self._in_flight.get(message.id) if message.id is not None else None
        if pending is None:
            return False  # the read loop judges it (late, or the sole request's), as any other answer
        pending.resolve(message)
        return True

    def _on_answer(self, message: Response | ErrorResponse) -> None:
        # an error the server could not tie to a request is, with one in flight, that one's (else it counts late)
        pending = self._in_flight.answered(message.id)
        if pending is not None:
            pending.resolve(message)

    def _on_failed(self, failed: RequestFailed) -> None:
        # an unusable answer naming an id we never issued, or gave up on, is not the answer of whatever else is in
        # flight; one with no id to be read (an oversized answer with its id at the end) is the sole request's
        pending = self._in_flight.failed(failed.request_id)
        if pending is not None:
            pending.resolve(failed)

    def _on_paused(self, pause: StreamPaused) -> None:
        pending = self._in_flight.get(pause.request_id)
        if pending is not None and pending.paused is not None:
            pending.paused(None if pause.retry_ms is None else pause.retry_ms / 1000)

    def _owner(self, message: Notification | Request, related: RequestId | None = None) -> Pending | None:
        """Which of our requests a server-originated message belongs to; None when nobody's can be told.

        The one attribution every request-scoped kind goes through (progress, log lines, the server's own
        requests), so what one caller's request caused never reaches another caller (see `Correlation.owner`).
        A list fetch or ping of our own in flight beside one call must not make the call's own questions
        unattributable: only requests with a caller to route to count; our listen request owns nothing.
        """
        return self._in_flight.owner(message.method, message.params, related, routed=is_routed, exclude=self._listen_id)

    def _on_notification(self, note: Notification, related: RequestId | None = None) -> None:
        params = note.params or {}
        method = note.method
        if method == "notifications/progress":
            pending = self._owner(note, related)
            if pending is not None and pending.progress is not None and pending.advances(params):
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
            self._emit(ResourceUpdated(self.name, params["uri"], _without_listen_id(params)))
        elif method == "notifications/elicitation/complete" and isinstance(params.get("elicitationId"), str):
            self._emit(ElicitationComplete(self.name, params["elicitationId"]))
        elif method == "notifications/message":
            # a log line goes to the request it belongs to, if that asked for logs; else it is session-level
            owner = self._owner(note, related)
            if owner is not None and owner.log is not None:
                owner.log(dict(params))
            else:
                self._emit(LogMessage(self.name, dict(params)))
        elif method == "notifications/cancelled":
            # a modern server ending our listen stream (stdio); or the server withdrawing a request of its own that
            # we are still answering (a sampling or elicitation put to the client, who is told in turn)
            listen, withdrawn = self._listen_id, params.get("requestId")
            listening = self._in_flight.get(listen) if withdrawn == listen else None
            if listen is not None and listening is not None:
                listening.resolve(RequestFailed(listen, TransportClosed("the server ended the subscription")))
            elif isinstance(withdrawn, str | int) and not isinstance(withdrawn, bool) and withdrawn in self._answering:
                self._answering[withdrawn].cancel()

    def _from_our_listen(self, params: Mapping[str, Any]) -> bool:
        meta = params.get("_meta")
        sub = meta.get(SUBSCRIPTION_ID_KEY) if isinstance(meta, dict) else None
        # legacy notifications carry no subscription id; modern ones must name our listen request
        return sub is None or sub == self._listen_id

    async def _answer_server_request(
        self,
        transport: Transport,
        request: Request,
        owner: Pending | None,
        in_hand: list[int],
        withdrawn: anyio.CancelScope,
    ) -> None:
        try:
            with withdrawn:  # cancelled by the server's `notifications/cancelled`: then no answer is sent, as asked
                await self._answer_one(transport, request, owner)
        finally:
            in_hand[0] -= 1
            if self._answering.get(request.id) is withdrawn:
                del self._answering[request.id]

    async def _answer_one(self, transport: Transport, request: Request, owner: Pending | None) -> None:
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
        headers = legacy_headers(wire) if wire is not None else {}
        try:
            await transport.send(reply, headers=headers or None)
        except AggregatorError:
            pass  # the connection is gone; the server will not be waiting

    @contextmanager
    def _paused_deadline(self, entry: Pending) -> Iterator[None]:
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


def _without_listen_id(params: Mapping[str, Any]) -> dict[str, Any]:
    """A notification's params less our listen stream's subscription id: whoever hears it was told by us, not by the
    server, and is not party to that stream (the proxy gives a listening client its own id)."""
    return without_meta_keys(params, SUBSCRIPTION_ID_KEY.__eq__)
