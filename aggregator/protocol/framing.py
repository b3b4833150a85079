"""Newline-delimited JSON-RPC framing for the stdio transport (sans-IO).

`LineDecoder` turns arbitrary byte chunks into complete lines. It never holds more than
`max_size` (+1 for a possible CR) bytes of an unfinished line: a longer line is dropped as it
streams past and reported once as `Oversized`, so a misbehaving server cannot make us buffer
100 MB just to throw it away.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TypeAlias

from aggregator.errors import ProtocolViolation

__all__ = ["HEAD_SIZE", "Frame", "LineDecoder", "Oversized", "encode_line", "is_call", "sniff_id"]

# Enough of an oversized line to find its JSON-RPC "id" in the usual field orders.
HEAD_SIZE = 512

# Tokens of a JSON text that matter for finding depth-1 keys: strings (with escapes), brackets.
_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[{}\[\]]', re.DOTALL)
_COLON = re.compile(rb"\s*:\s*")
# A number must be seen to end (a head cut inside 1234 must not read as 12: that would fail another request);
# a string cut short has no closing quote, so it cannot match at all.
_ID_VALUE = re.compile(rb'-?(?:0|[1-9][0-9]*)(?=\s*[,}])|"(?:[^"\\]|\\.)*"', re.DOTALL)


@dataclass(frozen=True, slots=True)
class Oversized:
    """A line longer than the decoder's limit; its body was discarded."""

    size: int  # length of the line in bytes, without its line terminator
    head: bytes  # the first HEAD_SIZE bytes, kept so the caller can answer the request's id

    def sniff_id(self) -> str | int | None:
        """Best-effort JSON-RPC id of the discarded message: a top-level `"id"` in `head`."""
        return sniff_id(self.head)


def sniff_id(data: bytes) -> str | int | None:
    """Best-effort id of a message that could not be used (too large, or not valid JSON).

    Only a top-level `"id"` counts, so a request can be told its answer was unusable instead of
    waiting for it until the deadline.
    """
    start = _top_level_value(data, b'"id"')
    return None if start is None else _parse_id(data, start)


def is_call(head: bytes) -> bool:
    """Whether the head of a message has a top-level "method" key: a request or notification, never an answer."""
    return _top_level_value(head, b'"method"') is not None


def _top_level_value(data: bytes, key: bytes) -> int | None:
    """Where the value of a depth-1 `key` (a quoted JSON string, as bytes) starts in `data`; None if not seen."""
    depth = 0
    for token in _TOKEN.finditer(data):
        text = token.group()
        if text in (b"{", b"["):
            depth += 1
        elif text in (b"}", b"]"):
            depth -= 1
        elif depth == 1 and text == key:
            colon = _COLON.match(data, token.end())
            if colon is not None:
                return colon.end()
    return None


Frame: TypeAlias = bytes | Oversized


def _parse_id(head: bytes, pos: int) -> str | int | None:
    match = _ID_VALUE.match(head, pos)
    if match is None:
        return None
    try:
        value = json.loads(match.group())
    except ValueError:  # e.g. invalid escapes or UTF-8 cut inside the string
        return None
    return value if isinstance(value, str | int) else None


class LineDecoder:
    """Incremental splitter of a byte stream into non-blank lines (CR of CRLF stripped)."""

    def __init__(self, max_size: int = 16 * 1024 * 1024) -> None:
        if max_size < 1:
            raise ValueError("max_size must be positive")
        self.max_size = max_size
        self._partial = bytearray()  # start of an unfinished line, at most max_size + 1 bytes
        # While discarding an oversized line: its size so far, its head, and whether it ends in CR.
        self._discarding = False
        self._discard_size = 0
        self._discard_head = b""
        self._discard_cr = False

    @property
    def buffered(self) -> int:
        """Bytes held between calls; stays <= max_size + 1 + HEAD_SIZE whatever arrives."""
        return len(self._partial) + len(self._discard_head)

    def feed(self, data: bytes) -> list[Frame]:
        """Add a chunk; return the lines it completed, in order."""
        frames: list[Frame] = []
        lines = data.split(b"\n")
        tail = lines.pop()  # the unterminated rest (b"" when data ends with a newline)
        for index, line in enumerate(lines):
            if index == 0 and self._discarding:
                self._discard(line)
                frames.append(self._end_discard())
            elif index == 0 and self._partial:
                self._partial += line
                whole = bytes(self._partial)
                self._partial.clear()
                self._emit(whole, frames)
            else:
                self._emit(line, frames)
        self._keep(tail)
        return frames

    def close(self) -> list[Frame]:
        """End of stream: a final line without a newline still counts as a line."""
        if self._discarding:
            return [self._end_discard()]
        whole = bytes(self._partial)
        self._partial.clear()
        frames: list[Frame] = []
        self._emit(whole, frames)
        return frames

    def _emit(self, line: bytes, frames: list[Frame]) -> None:
        if line.endswith(b"\r"):
            line = line[:-1]
        if len(line) > self.max_size:
            frames.append(Oversized(len(line), line[:HEAD_SIZE]))
        elif line and not line.isspace():
            frames.append(line)

    def _keep(self, tail: bytes) -> None:
        """Hold an unterminated line piece, switching to discard mode once it is too long."""
        if not tail:
            return
        if self._discarding:
            self._discard(tail)
        elif len(self._partial) + len(tail) > self.max_size + 1:  # +1: a CR may still be stripped
            self._discarding = True
            self._discard_size = 0
            self._discard_head = b""
            self._discard(self._partial)  # no copy: only its head is kept
            self._partial.clear()
            self._discard(tail)
        else:
            self._partial += tail

    def _discard(self, piece: bytes | bytearray) -> None:
        if not piece:
            return
        if len(self._discard_head) < HEAD_SIZE:
            self._discard_head += bytes(piece[: HEAD_SIZE - len(self._discard_head)])
        self._discard_size += len(piece)
        self._discard_cr = piece.endswith(b"\r")

    def _end_discard(self) -> Oversized:
        size = self._discard_size - (1 if self._discard_cr else 0)
        frame = Oversized(size, self._discard_head[:size])  # [:size] drops a stripped CR
        self._discarding = False
        self._discard_size = 0
        self._discard_head = b""
        self._discard_cr = False
        return frame


def encode_line(payload: bytes) -> bytes:
    """Frame one serialized message for stdio; the framing has no escape for newlines."""
    if b"\n" in payload:
        raise ProtocolViolation("message contains an embedded newline and cannot be framed")
    return payload + b"\n"
