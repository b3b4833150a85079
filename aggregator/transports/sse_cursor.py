"""Where a resumable SSE stream stands (its last event id and `retry`), and decoding its chunks within a limit."""

from __future__ import annotations

from dataclasses import dataclass

from aggregator.errors import MessageTooLarge, ProtocolViolation
from aggregator.protocol.sse import SSEDecoder, SSEEvent

__all__ = ["DEFAULT_RETRY_MS", "SSECursor", "feed"]

#: how long to wait before reconnecting when the server gave no `retry`
DEFAULT_RETRY_MS = 1000


@dataclass(slots=True)
class SSECursor:
    """Where a resumable SSE stream stands, carried from one connection to the next."""

    last_event_id: str | None = None
    retry_ms: int | None = None

    @property
    def delay_s(self) -> float:
        """Seconds to wait before reconnecting: the server's `retry`, else the default."""
        return (DEFAULT_RETRY_MS if self.retry_ms is None else self.retry_ms) / 1000

    def update(self, decoder: SSEDecoder) -> None:
        """Keep the decoder's last event id and `retry`, to resume the stream from there."""
        if decoder.last_event_id is not None:
            self.last_event_id = decoder.last_event_id
        if decoder.retry is not None:
            self.retry_ms = decoder.retry


def feed(decoder: SSEDecoder, chunk: bytes, limit: int) -> list[SSEEvent]:
    """Decode `chunk`; an event over `limit` bytes is `MessageTooLarge`."""
    try:
        return decoder.feed(chunk)
    except MessageTooLarge:
        raise
    except ProtocolViolation:
        # The decoder's only complaint is an event over its size limit.
        raise MessageTooLarge(limit + 1, limit) from None
