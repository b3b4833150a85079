"""SSE resumption for legacy HTTP sessions: every event gets an id, and a lost stream can be picked up again.

Handshake-era Streamable HTTP (2025-03-26 to 2025-11-25) lets a client that lost an SSE stream reconnect with a
GET carrying `Last-Event-ID`; the server replays what came after that event on the same stream and goes on
from there. A disconnect is not a cancellation in those revisions, so a call whose stream broke keeps running and
its answer waits here for the client. Since 2025-11-25 a stream opens with a priming event (an id and empty
data) and a `retry` field, so the client has an id to resume from before any message arrives.

Memory is bounded: a session keeps its last `max_streams` streams, each its last `max_events` events. Event ids
are `<stream>-<sequence>`, opaque to the client.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import AsyncIterator

import anyio

from aggregator.protocol.numbers import MAX_INT64, parse_int

__all__ = ["EventLog", "Stream"]

RETRY_MS = 1000


class Stream:
    """One SSE stream's events, kept for replay; followers wait for new ones until it is closed."""

    def __init__(self, stream_id: str, max_events: int) -> None:
        self.id = stream_id
        self.closed = False
        self._events: deque[tuple[int, bytes]] = deque(maxlen=max_events)
        self._seq = 0
        self._changed = anyio.Event()

    def priming(self) -> bytes:
        """The opening event: an id to resume from and the reconnection delay, no message."""
        return f"id: {self.id}-0\nretry: {RETRY_MS}\ndata: \n\n".encode()

    def append(self, payload: bytes) -> bytes:
        """Keep one event (`payload` is its JSON data) and return it as SSE bytes, id included."""
        self._seq += 1
        frame = b"id: " + f"{self.id}-{self._seq}".encode() + b"\nevent: message\ndata: " + payload + b"\n\n"
        self._events.append((self._seq, frame))
        self._wake()
        return frame

    def close(self) -> None:
        self.closed = True
        self._wake()

    @property
    def last(self) -> int:
        return self._seq

    def after(self, seq: int) -> list[bytes]:
        return [frame for number, frame in self._events if number > seq]

    async def follow(self, after: int, *, idle: float, keepalive: bytes) -> AsyncIterator[bytes]:
        """Frames after `after`, then new ones as they come (`keepalive` when idle), until the stream closes."""
        seen = after
        while True:
            for number, frame in list(self._events):
                if number > seen:
                    seen = number
                    yield frame
            if self.closed:
                return
            changed = self._changed
            with anyio.move_on_after(idle) as scope:
                await changed.wait()
            if scope.cancelled_caught:
                yield keepalive

    def _wake(self) -> None:
        self._changed.set()
        self._changed = anyio.Event()


class EventLog:
    """A legacy session's streams, by id, oldest evicted first."""

    def __init__(self, *, max_streams: int = 32, max_events: int = 512) -> None:
        self._streams: OrderedDict[str, Stream] = OrderedDict()
        self._next = 0
        self._max_streams = max_streams
        self._max_events = max_events

    def open(self) -> Stream:
        self._next += 1
        stream = Stream(f"s{self._next}", self._max_events)
        self._streams[stream.id] = stream
        while len(self._streams) > self._max_streams:
            _, old = self._streams.popitem(last=False)
            old.close()
        return stream

    def find(self, last_event_id: str) -> tuple[Stream, int] | None:
        """The stream an event id belongs to and the sequence number to replay after; None if unknown."""
        stream_id, _, seq = last_event_id.strip().rpartition("-")
        stream = self._streams.get(stream_id)
        after = parse_int(seq, maximum=MAX_INT64)  # the header is the client's: any text at all
        if stream is None or after is None or str(after) != seq:  # only ids we issued: "s1-01" never was
            return None
        return stream, after

    def close(self) -> None:
        for stream in self._streams.values():
            stream.close()
        self._streams.clear()
