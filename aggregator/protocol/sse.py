"""Incremental Server-Sent Events parser (WHATWG HTML, "Parsing an event stream"), sans-IO.

Lines are split on bytes, not text: CR and LF never occur inside a multi-byte UTF-8 sequence,
so a code point cut across chunks is simply reassembled with the rest of its line before
decoding, and the size limit is counted in real bytes.
"""

from __future__ import annotations

from dataclasses import dataclass

from aggregator.errors import ProtocolViolation
from aggregator.protocol.numbers import parse_int

__all__ = ["DEFAULT_MAX_EVENT_SIZE", "MAX_RETRY_MS", "SSEDecoder", "SSEEvent"]

DEFAULT_MAX_EVENT_SIZE = 16 * 1024 * 1024
#: the longest reconnection delay a stream may ask for; a `retry` above it (any number of digits) counts as it
MAX_RETRY_MS = 60 * 60 * 1000

_BOM = b"\xef\xbb\xbf"
_EOLS = (b"\r", b"\n")


@dataclass(frozen=True, slots=True)
class SSEEvent:
    """One dispatched Server-Sent Event: its type, data, the last event id and any `retry` it set."""

    event: str = "message"
    data: str = ""
    # The decoder's last-event-id when this event was dispatched (it persists across events).
    id: str | None = None
    # A valid `retry` field sent in this event's own block, if any.
    retry: int | None = None


class SSEDecoder:
    """Feed bytes, get events. After a ProtocolViolation the decoder must be discarded."""

    def __init__(self, max_event_size: int = DEFAULT_MAX_EVENT_SIZE) -> None:
        self.max_event_size = max_event_size
        # Stream-wide state, readable by the transport for reconnection.
        self.last_event_id: str | None = None  # None: no id, or reset by an empty `id` field
        self.retry: int | None = None  # reconnection time in milliseconds
        self._bom_pending = True
        self._start = b""  # bytes held while deciding whether the stream opens with a BOM
        self._skip_lf = False  # the previous chunk ended in CR: a leading LF completes CRLF
        self._partial = bytearray()
        self._reset_block()

    def _reset_block(self) -> None:
        self._data: list[str] = []
        self._event_type = ""
        self._id_buffer = self.last_event_id
        self._block_retry: int | None = None
        self._block_size = 0

    def feed(self, chunk: bytes) -> list[SSEEvent]:
        """Add bytes from the stream; return the events they completed."""
        if self._bom_pending:
            chunk = self._strip_bom(chunk)
        events: list[SSEEvent] = []
        if not chunk:
            return events
        pos = 0
        if self._skip_lf:
            self._skip_lf = False
            if chunk.startswith(b"\n"):
                pos = 1
        # bytes.splitlines breaks on exactly CRLF, CR and LF: the three SSE line ends.
        pieces = (chunk[pos:] if pos else chunk).splitlines(keepends=True)
        tail = pieces.pop() if pieces and not pieces[-1].endswith(_EOLS) else b""
        for piece in pieces:
            line = piece.rstrip(b"\r\n")  # one terminator per piece, so this strips just it
            if self._partial:
                self._partial += line
                line = bytes(self._partial)
                self._partial.clear()
            self._line(line, events)
        # A trailing CR already ended its line; remember to swallow an LF that may follow.
        self._skip_lf = chunk.endswith(b"\r")
        self._partial += tail
        self._check_pending()
        return events

    def close(self) -> list[SSEEvent]:
        """End of stream: an event not ended by a blank line is discarded, as the spec says."""
        self._partial.clear()
        self._start = b""
        self._reset_block()
        return []

    def _strip_bom(self, chunk: bytes) -> bytes:
        start = self._start + chunk
        if len(start) < len(_BOM) and _BOM.startswith(start):
            self._start = start  # could still become a BOM: wait for more bytes
            return b""
        self._bom_pending = False
        self._start = b""
        return start[len(_BOM) :] if start.startswith(_BOM) else start

    def _check_size(self, size: int) -> None:
        if size > self.max_event_size:
            raise ProtocolViolation(f"SSE event over {self.max_event_size} bytes")

    def _check_pending(self) -> None:
        """Bound the unfinished line by what the line will count for once whole, so chunking never matters.

        A comment never joins the event (keep-alives must not add up), so it is bounded on its own.
        """
        pending = len(self._partial)
        self._check_size(pending if self._partial.startswith(b":") else self._block_size + pending)

    def _line(self, raw: bytes, events: list[SSEEvent]) -> None:
        if not raw:
            self._dispatch(events)
            return
        if raw.startswith(b":"):
            self._check_size(len(raw))  # as _check_pending would have, had the line come in pieces
            return  # comment, e.g. a keep-alive
        self._block_size += len(raw) + 1
        self._check_size(self._block_size)
        field, colon, value = raw.decode("utf-8", "replace").partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        self._field(field, value)

    def _field(self, field: str, value: str) -> None:
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._event_type = value
        elif field == "id" and "\0" not in value:
            self._id_buffer = value or None
        elif field == "retry":
            # only ASCII digits count (per spec); a huge value must neither raise nor stall a reconnection forever
            retry = parse_int(value, maximum=MAX_RETRY_MS, clamp=True)
            if retry is not None:
                self.retry = self._block_retry = retry
        # Any other field name is ignored, per spec.

    def _dispatch(self, events: list[SSEEvent]) -> None:
        # The id is committed even when no event fires, so an id-only block still counts.
        self.last_event_id = self._id_buffer
        if self._data:
            events.append(
                SSEEvent(
                    event=self._event_type or "message",
                    data="\n".join(self._data),
                    id=self.last_event_id,
                    retry=self._block_retry,
                )
            )
        self._reset_block()
