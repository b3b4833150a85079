"""The proxy's stdin, read so that a shutdown never waits on it.

A blocking read cannot be cancelled: in a worker thread of the event loop it holds up the cancellation (Ctrl-C
did nothing) and then the interpreter's exit (a second Ctrl-C died with a fatal error on the stdin buffer's
lock). So a file descriptor is read by a daemon thread of its own with `os.read` (no buffer, no lock), which
hands each chunk to the loop and which nobody has to join: cancelling `read()` returns at once.
"""

from __future__ import annotations

import os
import threading
from contextlib import AsyncExitStack
from types import TracebackType
from typing import BinaryIO, Self

import anyio
from anyio.from_thread import BlockingPortal
from anyio.streams.memory import MemoryObjectSendStream

__all__ = ["StdinReader"]

CHUNK = 65536
#: chunks read ahead of the proxy: the pipe's own backpressure holds a client that writes faster
_AHEAD = 4


class StdinReader:
    """`read()` the next chunk of `stdin` (b"" at its end), cancellable whatever the reading thread is doing.

    Use as `async with StdinReader(stdin) as reader`. A stream without a file descriptor (an in-memory one in
    tests) is read in a worker thread instead: such reads never block.
    """

    def __init__(self, stdin: BinaryIO) -> None:
        self._stdin = stdin
        self._stack = AsyncExitStack()
        self._send, self._receive = anyio.create_memory_object_stream[bytes](_AHEAD)
        self._portal: BlockingPortal | None = None

    async def __aenter__(self) -> Self:
        fd = _fileno(self._stdin)
        if fd is not None:
            self._portal = await self._stack.enter_async_context(BlockingPortal())
            pump = threading.Thread(target=_pump, args=(fd, self._portal, self._send), daemon=True, name="stdin")
            pump.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._receive.close()  # the pump's next hand-over fails, and it stops
        if self._portal is not None:
            await self._portal.stop(cancel_remaining=True)
        await self._stack.aclose()

    async def read(self) -> bytes:
        """The next chunk; b"" once stdin has ended."""
        if self._portal is None:
            wrapped = anyio.wrap_file(self._stdin)
            return await (wrapped.read1(CHUNK) if hasattr(self._stdin, "read1") else wrapped.read(CHUNK))
        try:
            return await self._receive.receive()
        except anyio.EndOfStream:
            return b""


def _fileno(stream: BinaryIO) -> int | None:
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is both of the last two
        return None


def _pump(fd: int, portal: BlockingPortal, send: MemoryObjectSendStream[bytes]) -> None:
    """The daemon thread: read until EOF, hand each chunk over (EOF as b""); stop when the reader has gone."""
    while True:
        try:
            chunk = os.read(fd, CHUNK)
        except OSError:
            chunk = b""  # EIO from a terminal that hung up, EBADF from a closed stdin: the end, either way
        try:
            portal.call(send.send, chunk)
        except Exception:
            # the portal stopped or the reader closed: the proxy is shutting down and wants nothing more
            return
        if not chunk:
            return
