"""One request answered on an SSE stream: what goes out before the answer, and what a dropped stream leaves behind.

The stream starts only when something must go out before the answer (a progress note, a log line, our own request to
a legacy client), or at once in a 2025-11-25 session; an answer with nothing before it goes out as JSON. In a legacy
session a started stream is resumable: its events are logged under ids, and once it has started, a disconnect
detaches the client instead of cancelling the request (those revisions cancel only by notification), so a GET with
`Last-Event-ID` can fetch the answer. When the upstream lets go of the forwarded request's stream (SEP-1699
polling), we let go of our client's resumable stream the same way: it comes back with `Last-Event-ID`, as it would
directly.
"""

from __future__ import annotations

from collections.abc import Mapping

import anyio

from aggregator.protocol import jsonrpc
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Response
from aggregator.proxy.asgi import SendAsgi, no_answer, raw_json, sse_frame, start_sse, stub
from aggregator.proxy.legacy_sessions import LegacySession
from aggregator.proxy.resumption import Stream

__all__ = ["StreamedAnswer"]


class StreamedAnswer:
    """The response to one request, streamed: started when needed, detached on a disconnect, ended once."""

    def __init__(self, send: SendAsgi, extra: Mapping[str, str], entry: LegacySession | None) -> None:
        self.send = send
        self.extra = extra
        #: the legacy session the request came in (its log makes the stream resumable); None for a modern request
        self.entry = entry
        self.stream: Stream | None = None
        self.started = False
        #: the client's connection still takes our events (a resumable stream outlives it in the log)
        self.attached = False
        self.let_go = anyio.Event()
        self._ended = False

    async def start(self) -> None:
        """Open the SSE response (primed in a 2025-11-25 session)."""
        self.started = self.attached = True
        await start_sse(self.send, self.extra)
        if self.entry is not None:
            self.stream = self.entry.log.open()
            if self.entry.primes:
                await self.send({"type": "http.response.body", "body": self.stream.priming(), "more_body": True})

    async def event(self, message: Message) -> None:
        """One message before the answer (progress, a log line, our request to the client)."""
        if not self.started:
            await self.start()
        frame = self.stream.append(jsonrpc.encode(message)) if self.stream is not None else sse_frame(message)
        if self.attached:
            await self.send({"type": "http.response.body", "body": frame, "more_body": True})

    def paused(self, _delay_s: float | None) -> None:
        """The upstream let go of the forwarded request's stream: let go of the client's, if it can resume."""
        if self.attached and self.stream is not None:
            self.attached = False  # nothing more goes on this connection: the events go to the log
            self.let_go.set()

    def on_disconnect(self, scope: anyio.CancelScope) -> None:
        """The client went away: a resumable stream detaches, anything else abandons the request."""
        if self.stream is not None:
            self.attached = False  # resumable: the request goes on, its events go to the log
        else:
            scope.cancel()  # nothing the client could resume from: the request is abandoned

    async def end_when_let_go(self) -> None:
        """End the response once `paused` let go of it (run beside the request)."""
        await self.let_go.wait()
        await self._end()

    async def finish(self, reply: Response | ErrorResponse | None, status: int, *, cancelled: bool) -> bool:
        """Send the answer (`status` if it goes out as JSON) and end; True when the stream ended on this connection."""
        if self.let_go.is_set():
            await self._end()  # let go just as the answer came: the answer waits in the log
        if not self.started:
            if reply is not None:
                await raw_json(self.send, status, jsonrpc.encode(reply), self.extra)
            elif cancelled:
                await no_answer(self.send, self.extra)
            return False
        stream = self.stream
        if reply is not None:
            frame = stream.append(jsonrpc.encode(reply), stub=stub(reply)) if stream is not None else sse_frame(reply)
            if self.attached:
                await self.send({"type": "http.response.body", "body": frame, "more_body": True})
        if stream is not None:
            stream.finished = True
            stream.close()
        if not self.attached:
            return False
        await self._end()
        return True

    async def _end(self) -> None:
        if not self._ended:
            self._ended = True  # before the await: a cancellation mid-send must not end it twice
            await self.send({"type": "http.response.body", "body": b"", "more_body": False})
