"""Writes made in one turn of the event loop leave the process in one send.

uvicorn writes a response's status line and headers as soon as the app sends `http.response.start`, and its body
with the next message: two `send` system calls, two TCP segments and two wake-ups of the client for every answer
(four for a primed SSE answer: headers, priming event, answer, end). On loopback each send costs about as much CPU
as the rest of a small call's trip through the proxy, and the client pays for every extra segment too. So the HTTP
front's connections write through `CoalescingTransport`: what is written is held until the loop's current turn
ends (`call_soon`), then leaves in one send. A plain JSON answer, whose two ASGI messages follow each other without
a wait, becomes one segment; a stream's events still leave as they come, each at the end of the turn that made it.
"""

from __future__ import annotations

import asyncio
from typing import Any

__all__ = ["CoalescingTransport"]


class CoalescingTransport:
    """An `asyncio.Transport` that gathers the writes of one loop turn and sends them together."""

    __slots__ = ("_loop", "_pending", "_transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes] | None = None

    def write(self, data: bytes | bytearray | memoryview) -> None:
        """Hold `data` until this turn of the loop ends (the first write of a turn schedules the send)."""
        if not data:
            return
        if self._pending is None:
            self._pending = [bytes(data)]
            self._loop.call_soon(self._flush)
        else:
            self._pending.append(bytes(data))

    def writelines(self, chunks: Any) -> None:
        """`write` each chunk (they leave together)."""
        for chunk in chunks:
            self.write(chunk)

    def _flush(self) -> None:
        pending, self._pending = self._pending, None
        if pending and not self._transport.is_closing():
            self._transport.write(pending[0] if len(pending) == 1 else b"".join(pending))

    def get_write_buffer_size(self) -> int:
        """Bytes not yet sent: the held ones and the transport's own buffer (flow control counts both)."""
        held = sum(len(chunk) for chunk in self._pending) if self._pending else 0
        return held + self._transport.get_write_buffer_size()

    def write_eof(self) -> None:
        """Send what is held, then half-close."""
        self._flush()
        self._transport.write_eof()

    def close(self) -> None:
        """Send what is held, then close (the transport still drains its buffer before it closes)."""
        self._flush()
        self._transport.close()

    def abort(self) -> None:
        """Drop what is held and close at once."""
        self._pending = None
        self._transport.abort()

    # asked on every request (uvicorn's flow control and keep-alive checks): spared the `__getattr__` detour
    def is_closing(self) -> bool:
        """Whether the transport is closing or closed."""
        return self._transport.is_closing()

    def pause_reading(self) -> None:
        """Stop reading from the socket."""
        self._transport.pause_reading()

    def resume_reading(self) -> None:
        """Read from the socket again."""
        self._transport.resume_reading()

    def __getattr__(self, name: str) -> Any:
        # everything else (is_closing, get_extra_info, pause_reading, set_protocol...) is the transport's own
        return getattr(self._transport, name)
