"""What a Streamable HTTP POST's answer puts in the transport's queue, and what goes straight to its caller."""

from __future__ import annotations

import logging
from collections.abc import Callable

from aggregator.errors import ProtocolViolation
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, RequestId, Response, decode
from aggregator.protocol.sse import SSEEvent
from aggregator.transports.base import Incoming, Related
from aggregator.transports.inbox import Inbox

__all__ = ["deliver_events", "handed_over", "json_answer", "related"]

log = logging.getLogger("aggregator.transports.http")

Sink = Callable[[Response | ErrorResponse], bool] | None


def json_answer(
    messages: list[Message], want: RequestId | None, url: str
) -> tuple[list[Incoming], ProtocolViolation | None]:
    """What a JSON answer to a POST puts in the inbox, and the error it is, if any: the answer to the request
    posted, and nothing else can be.

    An answer under another id would leave the call waiting out its whole deadline (or, worse, complete someone
    else's call): it is dropped, and the call fails at once.
    """
    answered = False
    queued: list[Incoming] = []
    others: list[RequestId | None] = []  # an error answer may carry id null
    for incoming in messages:
        if isinstance(incoming, Response | ErrorResponse):
            if want is None or incoming.id != want:
                others.append(incoming.id)
                continue
            answered = True
        queued.append(related(incoming, want))
    if others:
        log.debug("%s sent answers for ids %r nobody asked on that POST: dropped", url, others)
    if want is not None and not answered:
        got = f"an answer for id {others[0]!r}" if others else "no answer"
        return queued, ProtocolViolation(f"{url} answered request {want!r} with {got}")
    return queued, None


def handed_over(queued: list[Incoming], sink: Sink) -> list[Incoming]:
    """What is left to queue once an answer that came alone went straight to `sink` (if it took it).

    Only an answer alone: one with messages before it must wait behind them, so its caller hears them first.
    """
    alone = queued[0] if len(queued) == 1 else None
    if sink is not None and isinstance(alone, Response | ErrorResponse) and sink(alone):
        return []
    return queued


def related(incoming: Message, want: RequestId | None) -> Incoming:
    """On a request's own stream (or JSON answer), the server's messages belong to that request and its caller."""
    if want is not None and isinstance(incoming, Notification | Request):
        return Related(incoming, want)
    return incoming


async def deliver_events(
    inbox: Inbox, sink: Sink, events: list[SSEEvent], want: RequestId | None, first: list[bool], allow_batch: bool
) -> bool:
    """Queue the messages of a request's SSE events; true once the answer to `want` came by.

    `first[0]`: nothing of this POST's own stream is queued yet. Its answer, if it comes first, is handed straight
    to `sink`, as a JSON one is; behind a message of its own stream it waits its turn in the queue.
    """
    answered = False
    for event in events:
        if event.event != "message" or not event.data:
            continue  # priming events carry only an id; other event types aren't ours
        for incoming in decode(event.data, allow_batch=allow_batch):
            mine = want is not None and isinstance(incoming, Response | ErrorResponse) and incoming.id == want
            if mine and first[0] and not handed_over([incoming], sink):
                answered = True  # it went straight to its caller
                continue
            first[0] = False
            await inbox.put(related(incoming, want))
            answered = answered or mine
    return answered
