"""A legacy downstream session (a stdio process, or an HTTP `Mcp-Session-Id`) and what rides on it.

The proxy's requests to its client (elicitation, sampling, roots) are asked here and answered here; the client's own
requests in flight can be cancelled by its `notifications/cancelled`.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio

from aggregator.errors import PeerError
from aggregator.mirror import OwnSession
from aggregator.protocol.correlation import Correlation
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, RequestId, Response

__all__ = ["MAX_URL_ELICITATIONS", "Send", "Session", "session_client"]

#: URL-mode elicitation ids one session remembers for their completion notice (a browser step each: a person has
#: a handful open at once; a server that never completes them must not grow the session for good)
MAX_URL_ELICITATIONS = 256

#: puts one message on a client's stream (a request's own, or the session's)
Send = Callable[[Message], Awaitable[None]]


@dataclass(slots=True)
class Session:
    """A legacy downstream session (stdio process or HTTP `Mcp-Session-Id`)."""

    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    version: str | None = None
    capabilities: dict[str, Any] = field(default_factory=dict)
    client_info: dict[str, Any] | None = None
    initialized: bool = False
    #: set once initialize has been answered; requests racing it wait for it
    negotiated: anyio.Event = field(default_factory=anyio.Event)
    log_level: str | None = None
    initializing: bool = False
    subscriptions: set[str] = field(default_factory=set)
    #: server-initiated messages for this session (list_changed); None where there is no such stream
    outbox: Send | None = None
    #: its own upstream sessions with dual-era servers (era mirroring), once initialized; closed with it
    own: OwnSession | None = None
    #: the client profile of the endpoint the session was opened on (None: the whole merged list)
    profile: str | None = None
    _asks: Correlation[list[Any]] = field(default_factory=Correlation)
    _ask_ids: Any = field(default_factory=lambda: iter(range(1, 1 << 62)))
    #: the client's requests in flight, by id, each in the scope its `notifications/cancelled` cancels
    _running: dict[RequestId, anyio.CancelScope] = field(default_factory=dict)
    #: URL-mode elicitations put to this client, by id, oldest first: the server that asked tells it when each is
    #: complete; at most `MAX_URL_ELICITATIONS` are remembered (one a server never completes is kept no longer)
    elicitations: dict[str, None] = field(default_factory=dict)

    @contextmanager
    def cancellable(self, request_id: RequestId) -> Iterator[anyio.CancelScope]:
        """Run one request's work in a scope that the client's `notifications/cancelled` for its id cancels.

        Cancelling it cancels the upstream call too (the upstream layer sends its own cancellation).
        """
        scope = anyio.CancelScope()
        self._running[request_id] = scope
        try:
            with scope:
                yield scope
        finally:
            if self._running.get(request_id) is scope:  # a reused id may have replaced us
                del self._running[request_id]

    def cancel(self, request_id: Any) -> bool:
        """Cancel the request in flight with this id; False if there is none (already answered, or never sent)."""
        # only what can be a request id: True would find request 1 (equal hashes), a list would not hash at all
        if isinstance(request_id, bool) or not isinstance(request_id, str | int):
            return False
        scope = self._running.get(request_id)
        if scope is None:
            return False
        scope.cancel()
        return True

    async def ask(self, send: Send, method: str, params: Mapping[str, Any], timeout: float = 300.0) -> Any:
        """Send the client a request of its revision (elicitation, sampling, roots) and wait for its answer."""
        request_id = f"aggregator-{next(self._ask_ids)}"
        slot: list[Any] = [anyio.Event(), None]
        self._asks.add(request_id, slot)
        asked = False
        elicitation = params.get("elicitationId") if method == "elicitation/create" else None
        if isinstance(elicitation, str) and params.get("mode") == "url":
            # its completion comes later, from the server, for this client only
            self.elicitations[elicitation] = None
            while len(self.elicitations) > MAX_URL_ELICITATIONS:
                del self.elicitations[next(iter(self.elicitations))]
        try:
            await send(Request(request_id, method, dict(params)))
            asked = True
            with anyio.fail_after(timeout):
                await slot[0].wait()
        except BaseException:
            if asked and not slot[0].is_set():
                # withdrawn (the server cancelled it, or its call ended) or timed out: the client's prompt for it
                # must not stay open, so it is told, as the server would tell it directly
                with anyio.CancelScope(shield=True), anyio.move_on_after(1):
                    note = {"requestId": request_id, "reason": "the server withdrew its request"}
                    await send(Notification("notifications/cancelled", note))
            raise
        finally:
            self._asks.pop(request_id)
        answer = slot[1]
        if isinstance(answer, ErrorResponse):
            raise PeerError(answer.code, answer.message, answer.data)
        return answer.result

    def deliver(self, message: Response | ErrorResponse) -> bool:
        """A client's answer to one of our requests; False if nobody is waiting for it."""
        slot = self._asks.get(message.id)
        if slot is None:
            return False
        slot[1] = message
        slot[0].set()
        return True


def session_client(session: Session) -> Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]] | None:
    """The legacy client itself, on its session's own stream: asked what its own upstream session asks outside its
    calls' bridges (at session start, or a capability it did not declare, which it then refuses as it would directly).
    """
    outbox = session.outbox
    if outbox is None:
        return None

    async def ask(method: str, params: dict[str, Any]) -> dict[str, Any]:
        return dict(await session.ask(outbox, method, params))

    return ask
