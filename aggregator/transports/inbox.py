"""The bounded queue between a transport's readers and `Transport.receive()`."""

from __future__ import annotations

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

from aggregator.errors import TransportClosed
from aggregator.transports.base import Incoming

__all__ = ["INBOX_SIZE", "Inbox"]

INBOX_SIZE = 256


class Inbox:
    """The bounded queue `receive()` reads; senders wait when it is full (backpressure)."""

    def __init__(self, size: float = INBOX_SIZE) -> None:
        self._tx: MemoryObjectSendStream[Incoming]
        self._rx: MemoryObjectReceiveStream[Incoming]
        self._tx, self._rx = anyio.create_memory_object_stream[Incoming](size)

    async def put(self, message: Incoming) -> None:
        """Queue an incoming message; raises `TransportClosed` once the inbox is closed."""
        try:
            try:
                self._tx.send_nowait(message)  # the usual case: no checkpoint, no waiting
            except anyio.WouldBlock:
                await self._tx.send(message)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
            raise TransportClosed("the transport is closed") from None

    async def get(self, reason: str) -> Incoming:
        """The next incoming message; raises `TransportClosed` with `reason` once closed and drained."""
        try:
            return await self._rx.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            raise TransportClosed(reason) from None

    def end(self) -> None:
        """No more messages: readers drain what is queued, then get `TransportClosed`."""
        self._tx.close()

    def close(self) -> None:
        """Close both ends: waiting readers get `TransportClosed`."""
        self._tx.close()
        self._rx.close()
