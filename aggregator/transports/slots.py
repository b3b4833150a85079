"""Places for requests in flight to one server: at most `size` at once, the rest wait within their own deadlines.

A request that gives up waiting (its caller's deadline passed) leaves the reason behind, so that its timeout can say
it was never sent — the server is not to blame for a pool we sized.
"""

from __future__ import annotations

from collections import OrderedDict

import anyio

from aggregator.protocol.jsonrpc import RequestId

__all__ = ["RequestSlots"]

#: reasons kept for requests that gave up waiting, until their caller asks (`stalled`)
MAX_REASONS = 1024


class RequestSlots:
    """A semaphore of `size` places that remembers who gave up waiting for one, and why."""

    def __init__(self, size: int, url: str) -> None:
        self.size = size
        self.url = url
        self._places = anyio.Semaphore(size)
        self._queued: set[RequestId] = set()
        self._gave_up: OrderedDict[RequestId, str] = OrderedDict()

    def reopen(self) -> None:
        """All places free again, for a new connection (who gave up, and why, is kept)."""
        self._places = anyio.Semaphore(self.size)

    async def take(self, request_id: RequestId) -> None:
        """A place for `request_id`, waited for within the caller's deadline (cancellation)."""
        try:
            self._places.acquire_nowait()
            return
        except anyio.WouldBlock:
            pass
        self._queued.add(request_id)
        try:
            await self._places.acquire()
        except anyio.get_cancelled_exc_class():
            queued = len(self._queued) - 1
            self._gave_up[request_id] = (
                f"connection pool exhausted: all {self.size} connections to {self.url} were busy"
                f" ({queued} more requests queued; the server's pool_size sets the limit)"
            )
            while len(self._gave_up) > MAX_REASONS:
                self._gave_up.popitem(last=False)
            raise
        finally:
            self._queued.discard(request_id)

    def give_back(self) -> None:
        """The place taken by `take`, free again."""
        self._places.release()

    def stalled(self, request_id: RequestId) -> str | None:
        """Why `request_id` was never sent, if it gave up waiting for a place (asked once)."""
        return self._gave_up.pop(request_id, None)
