"""A `ManualClock` that also says when a deadline is set on it, so a test can wait for a request to be in flight.

Request deadlines run on the injected clock; a test that wants a call to time out waits until the call's deadline
is set (the request is on its way), then advances the clock past it. Nothing waits on real time, so a busy machine
only makes the test slower, never wrong.
"""

from __future__ import annotations

import math

import anyio

from aggregator.clock import ManualClock

__all__ = ["WatchedClock"]

#: clock times are sums of floats: a deadline `timeout` away may read a hair under it
_SLACK = 1e-6


class WatchedClock(ManualClock):
    """`ManualClock` plus `wait_for_deadlines()`: a signal, instead of a guess at how long a request takes to start."""

    def __init__(self, start: float = 0.0) -> None:
        super().__init__(start)
        self._pending: dict[anyio.CancelScope, float] = {}
        self._changed = anyio.Event()

    def cancel_at(self, scope: anyio.CancelScope, at: float) -> None:
        """As `ManualClock.cancel_at`, and wake whoever waits for the set of deadlines to change."""
        super().cancel_at(scope, at)
        if at == math.inf or at <= self.now():
            self._pending.pop(scope, None)
        else:
            self._pending[scope] = at
        self._changed.set()

    def advance(self, seconds: float) -> None:
        """As `ManualClock.advance`; the deadlines it passed are no longer pending."""
        super().advance(seconds)
        self._pending = {scope: at for scope, at in self._pending.items() if at > self.now()}

    def pending(self) -> list[float]:
        """The deadlines set on this clock, as seconds from now."""
        return [at - self.now() for at in self._pending.values()]

    async def wait_for_deadlines(
        self, count: int = 1, *, after: float = 0.0, upto: float = math.inf, only: bool = False
    ) -> None:
        """Until `count` deadlines between `after` and `upto` seconds away are set (`after` tells one server's from
        another's; `upto` leaves out longer waits set beside them, such as the merged list's patience).

        With `only`, also until no deadline nearer than `after` is left (the other requests have been answered),
        so that advancing by `after` times out just the requests waited for.
        """
        while True:
            left = self.pending()
            far = sum(1 for seconds in left if seconds >= after - _SLACK)
            matching = sum(1 for seconds in left if after - _SLACK <= seconds <= upto + _SLACK)
            if matching >= count and (not only or far == len(left)):
                return
            self._changed = anyio.Event()
            await self._changed.wait()
