"""SSE resumption for legacy HTTP sessions: every event gets an id, and a lost stream can be picked up again.

Handshake-era Streamable HTTP (2025-03-26 to 2025-11-25) lets a client that lost an SSE stream reconnect with a
GET carrying `Last-Event-ID`; the server replays what came after that event on the same stream and goes on
from there. A disconnect is not a cancellation in those revisions, so a call whose stream broke keeps running and
its answer waits here for the client. Since 2025-11-25 a stream opens with a priming event (an id and empty
data) and a `retry` field, so the client has an id to resume from before any message arrives.

Memory is bounded by bytes, per session and in total (`ReplayBudget`), besides a count of streams and events.
Past a cap, the oldest kept events go first; an answer is not dropped but shrunk to its stub (an error naming
the request), so a client that resumes learns its answer was lost instead of waiting for it. What the client
has provably received (a later `Last-Event-ID`, a new request on the connection that carried the stream) is
dropped at once. Event ids are `<stream>-<sequence>`, opaque to the client.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import AsyncIterator
from dataclasses import dataclass

import anyio

from aggregator.protocol.numbers import MAX_INT64, parse_int

__all__ = ["EventLog", "ReplayBudget", "Stream"]

RETRY_MS = 1000
#: per-session replay bytes, by default (events past it go oldest first)
SESSION_BYTES = 4 * 1024 * 1024
#: replay bytes of all sessions together, by default
TOTAL_BYTES = 64 * 1024 * 1024
# a stream id and a sequence number: nothing longer can name an event of ours
_MAX_EVENT_ID = 48


@dataclass(slots=True)
class _Event:
    seq: int
    frame: bytes
    #: a small stand-in (an error for the same request id) kept when the frame must go; None for notifications
    stub: bytes | None = None


class ReplayBudget:
    """The replay bytes of every session together; past `limit`, the biggest log gives up its oldest event."""

    def __init__(self, limit: int = TOTAL_BYTES) -> None:
        self.limit = limit
        self.used = 0
        self._logs: set[EventLog] = set()

    def join(self, log: EventLog) -> None:
        """Count `log` in the shared budget."""
        self._logs.add(log)

    def leave(self, log: EventLog) -> None:
        """Stop counting `log` (its session closed)."""
        self._logs.discard(log)

    def settle(self) -> None:
        """Shrink the biggest logs until the total fits (each log keeps its newest event whole)."""
        while self.used > self.limit:
            biggest = max(self._logs, key=lambda log: log.size, default=None)
            if biggest is None or not biggest.shed_one():
                return


class Stream:
    """One SSE stream's events, kept for replay; followers wait for new ones until it is closed."""

    def __init__(self, stream_id: str, log: EventLog) -> None:
        self.id = stream_id
        self.closed = False
        #: set once the stream's final answer has been kept: nothing more will come
        self.finished = False
        self.size = 0
        self._log = log
        self._events: deque[_Event] = deque()
        self._seq = 0
        self._changed: anyio.Event | None = None  # made when a follower waits: most streams have none

    def priming(self) -> bytes:
        """The opening event: an id to resume from and the reconnection delay, no message."""
        return f"id: {self.id}-0\nretry: {RETRY_MS}\ndata: \n\n".encode()

    def append(self, payload: bytes, *, stub: bytes | None = None) -> bytes:
        """Keep one event (`payload` is its JSON data) and return it as SSE bytes, id included.

        `stub` is the JSON data kept instead when the event must give way to the byte caps (an answer's error).
        """
        self._seq += 1
        frame = self._frame(self._seq, payload)
        if self.closed:
            return frame  # evicted or its session ended: sent live if anyone listens, kept nowhere
        kept = _Event(self._seq, frame, self._frame(self._seq, stub) if stub is not None else None)
        self._events.append(kept)
        self._log.charge(len(frame), 1)
        self.size += len(frame)
        self._log.settle()
        self._wake()
        return frame

    def _frame(self, seq: int, payload: bytes) -> bytes:
        return b"id: " + f"{self.id}-{seq}".encode() + b"\nevent: message\ndata: " + payload + b"\n\n"

    def close(self) -> None:
        """No more events: followers end once they have sent what is kept."""
        self.closed = True
        self._wake()

    @property
    def last(self) -> int:
        """The sequence number of the newest event (0 before the first)."""
        return self._seq

    @property
    def kept(self) -> int:
        """How many events are kept for replay."""
        return len(self._events)

    def after(self, seq: int) -> list[bytes]:
        """The kept frames after sequence `seq`, for a `Last-Event-ID` replay."""
        return [event.frame for event in self._events if event.seq > seq]

    def acknowledge(self, seq: int) -> None:
        """The client has received every event up to `seq`: they need not be kept."""
        while self._events and self._events[0].seq <= seq:
            self._release(self._events.popleft())

    def shed_one(self, *, keep_last: bool) -> bool:
        """Free some of the oldest bytes; False if nothing can go.

        An answer shrinks to its stub before anything is dropped (a resuming client then learns it was lost);
        then the oldest event goes.
        """
        candidates = list(self._events)[:-1] if keep_last else list(self._events)
        for event in candidates:
            if event.stub is not None and len(event.stub) < len(event.frame):
                self.size -= len(event.frame) - len(event.stub)
                self._log.charge(len(event.stub) - len(event.frame))
                event.frame, event.stub = event.stub, None
                return True
        if not candidates:
            return False
        self._release(self._events.popleft())
        return True

    def release_all(self) -> None:
        """Drop every kept event, returning its bytes to the session's and the shared budgets."""
        while self._events:
            self._release(self._events.popleft())

    def _release(self, event: _Event) -> None:
        self.size -= len(event.frame)
        self._log.charge(-len(event.frame), -1)

    async def follow(self, after: int, *, idle: float, keepalive: bytes) -> AsyncIterator[bytes]:
        """Frames after `after`, then new ones as they come (`keepalive` when idle), until the stream closes."""
        seen = after
        while True:
            for event in list(self._events):
                if event.seq > seen:
                    seen = event.seq
                    yield event.frame
            if self.closed:
                return
            if self._changed is None:
                self._changed = anyio.Event()
            changed = self._changed
            with anyio.move_on_after(idle) as scope:
                await changed.wait()
            if scope.cancelled_caught:
                yield keepalive

    def _wake(self) -> None:
        if self._changed is not None:
            self._changed.set()
            self._changed = None


class EventLog:
    """A legacy session's streams, by id, oldest evicted first; at most `max_bytes` of events kept."""

    def __init__(
        self,
        *,
        max_streams: int = 32,
        max_events: int = 512,
        max_bytes: int = SESSION_BYTES,
        budget: ReplayBudget | None = None,
    ) -> None:
        self._streams: OrderedDict[str, Stream] = OrderedDict()
        self._next = 0
        self._max_streams = max_streams
        self._max_events = max_events
        self.max_bytes = max_bytes
        self.size = 0
        #: events kept over all its streams (counted as they come and go: summing them per event was quadratic)
        self.events = 0
        self.closed = False
        self._budget = budget
        if budget is not None:
            budget.join(self)

    def open(self) -> Stream:
        """A new stream for one request or GET; past `max_streams` the oldest stream is dropped."""
        self._next += 1
        stream = Stream(f"s{self._next}", self)
        if self.closed:
            stream.close()  # a request that outlived its session: its events go out live only
            return stream
        self._streams[stream.id] = stream
        while len(self._streams) > self._max_streams:
            _, old = self._streams.popitem(last=False)
            old.release_all()
            old.close()
        return stream

    def charge(self, delta: int, events: int = 0) -> None:
        """Account `delta` bytes (and `events` kept events) to this session, and the bytes to the shared budget."""
        self.size += delta
        self.events += events
        if self._budget is not None:
            self._budget.used += delta

    def settle(self) -> None:
        """Bring the session (and then every session) back under its caps, oldest events first."""
        while self.size > self.max_bytes or self._events() > self._max_events:
            if not self.shed_one():
                break
        if self._budget is not None:
            self._budget.settle()

    def shed_one(self) -> bool:
        """Free the oldest event anywhere in this session; each stream keeps its newest one while others can give."""
        for keep_last in (True, False):
            for stream in self._streams.values():
                if stream.shed_one(keep_last=keep_last):
                    return True
        return False

    def _events(self) -> int:
        return self.events

    def find(self, last_event_id: str) -> tuple[Stream, int] | None:
        """The stream an event id belongs to and the sequence number to replay after; None if unknown."""
        text = last_event_id.strip()
        if len(text) > _MAX_EVENT_ID:
            return None  # not one of ours: never parse an unbounded number
        stream_id, _, seq = text.rpartition("-")
        stream = self._streams.get(stream_id)
        after = parse_int(seq, maximum=MAX_INT64)  # the header is the client's: any text at all
        if stream is None or after is None or str(after) != seq:  # only ids we issued: "s1-01" never was
            return None
        return stream, after

    def acknowledge(self, stream: Stream, seq: int) -> None:
        """Events up to `seq` reached the client; a finished stream acknowledged to its end is forgotten."""
        stream.acknowledge(seq)
        if stream.finished and seq >= stream.last:
            self.forget(stream)

    def forget(self, stream: Stream) -> None:
        """The client has the whole stream: drop it from the log."""
        if self._streams.get(stream.id) is stream:
            del self._streams[stream.id]
        stream.release_all()
        stream.close()

    def close(self) -> None:
        """The session ended: drop every stream and its bytes, and leave the shared budget."""
        self.closed = True
        for stream in self._streams.values():
            stream.release_all()
            stream.close()
        self._streams.clear()
        if self._budget is not None:
            self._budget.leave(self)
