"""An in-process transport: the client and an async server function exchange messages in memory.

For tests and for embedding a server in the same process. Messages are passed as objects, not
bytes, so nothing is serialised; a server must not mutate what it receives.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping
from contextlib import AsyncExitStack

import anyio
from anyio.abc import ObjectReceiveStream, ObjectSendStream

from aggregator.errors import TransportClosed
from aggregator.protocol.jsonrpc import Message
from aggregator.transports.base import Incoming, Transport

__all__ = ["MemoryTransport", "ServerChannel"]


class ServerChannel:
    """The server's end of a memory transport."""

    def __init__(self, inbox: ObjectReceiveStream[Message], outbox: ObjectSendStream[Incoming]) -> None:
        self._inbox = inbox
        self._outbox = outbox
        #: the headers the client attached to each message, last one only (tests inspect them)
        self.last_headers: Mapping[str, str] = {}

    async def receive(self) -> Message:
        """The next message from the client; raises `anyio.EndOfStream` when the client closed."""
        return await self._inbox.receive()

    async def send(self, message: Message) -> None:
        """Send a message to the client; dropped if the client is gone, as on a real wire."""
        try:
            await self._outbox.send(message)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
            pass  # the client went away: what it no longer reads is lost, as on a real wire

    async def close(self) -> None:
        """End the stream to the client, as a server process exiting would."""
        await self._outbox.aclose()

    def __aiter__(self) -> ServerChannel:
        return self

    async def __anext__(self) -> Message:
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None


Serve = Callable[[ServerChannel], Awaitable[None]]


class MemoryTransport(Transport):
    """Runs `serve(channel)` as the server; ending `serve` closes the connection like a process exit."""

    kind = "memory"

    def __init__(self, serve: Serve, *, name: str = "memory") -> None:
        self._serve = serve
        self._name = name
        self._stack: AsyncExitStack | None = None
        self.channel: ServerChannel | None = None

    async def open(self) -> None:
        to_server, server_inbox = anyio.create_memory_object_stream[Message](math.inf)
        server_outbox, from_server = anyio.create_memory_object_stream[Incoming](math.inf)
        self._to_server, self._from_server = to_server, from_server
        self.channel = ServerChannel(server_inbox, server_outbox)
        stack = AsyncExitStack()
        tg = await stack.enter_async_context(anyio.create_task_group())
        stack.callback(tg.cancel_scope.cancel)
        tg.start_soon(self._run_server, self.channel)
        self._stack = stack

    async def _run_server(self, channel: ServerChannel) -> None:
        try:
            await self._serve(channel)
        finally:
            await channel.close()

    async def send(self, message: Message, *, headers: Mapping[str, str] | None = None) -> None:
        if self.channel is not None and headers:
            self.channel.last_headers = headers
        try:
            self._to_server.send_nowait(message)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
            raise TransportClosed("the in-memory server has stopped") from None

    async def receive(self) -> Incoming:
        try:
            return await self._from_server.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            raise TransportClosed("the in-memory server has stopped") from None

    async def aclose(self) -> None:
        stack, self._stack = self._stack, None
        if stack is not None:
            await self._to_server.aclose()
            await stack.aclose()

    def describe(self) -> str:
        return f"memory:{self._name}"
