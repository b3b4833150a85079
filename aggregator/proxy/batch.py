"""JSON-RPC batches on the HTTP front: revision 2025-03-26 alone has them, and only inside a legacy session.

Each member is answered on its own, in order, the answers in one array (JSON-RPC §6). Its requests run side by
side, as if they had come at once, so each takes one of the session's `max_calls_per_session` slots while it runs:
a member that finds none free gets the refusal a lone request would (-32603), and the others still run. A batch
is no way around the session's bound on what it runs at once (nor around `jsonrpc.MAX_BATCH` members in all).
"""

from __future__ import annotations

from collections.abc import Sequence

import anyio

from aggregator.protocol import jsonrpc
from aggregator.protocol.jsonrpc import ErrorResponse, Invalid, Message, Notification, Request, Response
from aggregator.proxy.asgi import Receive, SendAsgi, cancel_on_disconnect, cancellable, drop, plain, raw_json
from aggregator.proxy.legacy_sessions import LegacySession, LegacySessions
from aggregator.proxy.server import ProxyServer

__all__ = ["answer_batch"]


async def answer_batch(
    sessions: LegacySessions,
    items: Sequence[Message | Invalid],
    entry: LegacySession,
    header_version: str | None,
    receive: Receive,
    send: SendAsgi,
) -> None:
    """Answer a batch that came in `entry`'s session (one JSON array, or 202 when nothing is answered)."""
    server, session = sessions.server, entry.session
    replies: list[Response | ErrorResponse | None] = [None] * len(items)

    async def answer(index: int, request: Request) -> None:
        try:
            with cancellable(session, request):
                replies[index] = await server.handle(request, session=session, send=drop)
        finally:
            sessions.release(entry)

    async with anyio.create_task_group() as tg:
        tg.start_soon(cancel_on_disconnect, receive, tg.cancel_scope)
        async with anyio.create_task_group() as calls:  # the members run side by side, as on stdio
            for index, item in enumerate(items):
                if isinstance(item, Invalid):
                    replies[index] = item.answer()
                elif isinstance(item, Request):
                    replies[index] = ProxyServer.batch_refusal(item, header_version) or _no_slot(sessions, entry, item)
                    if replies[index] is None:
                        entry.busy += 1  # taken now, not when its task starts: the next member counts it
                        calls.start_soon(answer, index, item)
                elif isinstance(item, Notification):
                    await server.handle_notification(item, session)
                else:
                    session.deliver(item)  # the client answering our elicitation, sampling or roots request
        tg.cancel_scope.cancel()
    answers = [reply for reply in replies if reply is not None]
    if not answers:
        await plain(send, 202, b"")  # only notifications and responses (or cancelled calls): nothing to say
        return
    await raw_json(send, 200, jsonrpc.encode_batch(answers), {"mcp-session-id": session.id})


def _no_slot(sessions: LegacySessions, entry: LegacySession, request: Request) -> ErrorResponse | None:
    full = sessions.full(entry)
    return None if full is None else ErrorResponse(request.id, jsonrpc.INTERNAL_ERROR, full)
