"""Requests in flight by id, and which of them a peer's message belongs to. No I/O.

What waits for an answer (an event, a future, a slot) is the caller's business: an entry here is any object,
kept by request id. The rules of attribution are this module's:
- an answer goes to the request its id names; an answer without an id (an error the peer could not tie to a
  request, an oversized answer whose id could not be read) goes to the one request in flight, if exactly one;
- an answer for an id not in flight (given up on, or never issued) is late: it is counted, and goes to nobody;
- a message the peer sends on its own (progress, a log line, a request of its own) belongs to the request its
  progress token or its stream names, else to the one request in flight that has someone to route it to.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from aggregator.protocol.jsonrpc import RequestId

__all__ = ["Correlation"]

T = TypeVar("T")

PROGRESS = "notifications/progress"


class Correlation(Generic[T]):
    """The requests of one connection (or session) in flight, each with its entry, by request id."""

    __slots__ = ("_entries", "late")

    def __init__(self) -> None:
        self._entries: dict[RequestId, T] = {}
        #: answers that named no request in flight (given up on, or never issued), over this object's lifetime
        self.late = 0

    def add(self, request_id: RequestId, entry: T) -> None:
        """Track `entry` as the request `request_id` (replacing whatever held that id)."""
        self._entries[request_id] = entry

    def pop(self, request_id: RequestId) -> T | None:
        """Stop tracking `request_id`; its entry, or None if it was not in flight."""
        return self._entries.pop(request_id, None)

    def get(self, request_id: RequestId | None) -> T | None:
        """The entry of `request_id` in flight, or None."""
        return self._entries.get(request_id) if request_id is not None else None

    def drain(self) -> list[T]:
        """Every entry in flight, no longer tracked (the connection ended: each is to be failed)."""
        entries = list(self._entries.values())
        self._entries = {}
        return entries

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, request_id: object) -> bool:
        return request_id in self._entries

    def _sole(self) -> T | None:
        return next(iter(self._entries.values())) if len(self._entries) == 1 else None

    def answered(self, request_id: RequestId | None) -> T | None:
        """Whose answer this is (by id; without one, the sole request in flight); None counts as late."""
        entry = self._entries.get(request_id) if request_id is not None else self._sole()
        if entry is None:
            self.late += 1
        return entry

    def failed(self, request_id: RequestId | None) -> T | None:
        """Whose unusable answer this is (one that could not be read as a response); None: nobody's.

        An id not in flight counts as late: it is not the answer of whatever else is in flight. Without an
        id it is the sole request's, if exactly one is in flight; otherwise nobody's, and not counted.
        """
        if request_id is not None:
            entry = self._entries.get(request_id)
            if entry is None:
                self.late += 1
            return entry
        return self._sole()

    def owner(
        self,
        method: str,
        params: Mapping[str, Any] | None,
        related: RequestId | None,
        *,
        routed: Callable[[T], bool],
        exclude: RequestId | None = None,
    ) -> T | None:
        """Which request a message the peer sent on its own belongs to; None when nobody's can be told.

        `related` is the request whose own stream carried it (Streamable HTTP), if any; `routed(entry)` says
        whether a request has someone waiting for such messages (our own background requests do not); the
        request `exclude` (a long-lived subscription) owns nothing.
        - progress names its request by token (our tokens are our request ids), and a token that
          contradicts the stream it came on is trusted for neither;
        - a message on a request's own stream belongs to that request;
        - otherwise it belongs to the one routed request in flight, if there is exactly one.
        """
        if method == PROGRESS:
            token = (params or {}).get("progressToken")
            if isinstance(token, bool) or not isinstance(token, str | int) or token == exclude:
                return None
            if related is not None and related != token:
                return None
            return self._entries.get(token)
        if related is not None:
            return self._entries.get(related) if related != exclude else None
        candidates = [entry for rid, entry in self._entries.items() if rid != exclude and routed(entry)]
        return candidates[0] if len(candidates) == 1 else None
