"""Time as a parameter: the reconnect backoff, the cache and request deadlines read time through a `Clock`.

Tests pass a `ManualClock` and move it with `advance()`, so nothing in a test sleeps for real, and a deadline
expires when the test says so, however busy the machine is.
"""

from __future__ import annotations

import math
import time
from typing import Protocol

import anyio

__all__ = ["Clock", "ManualClock", "SystemClock", "cancel_at"]


class Clock(Protocol):
    """Where the aggregator reads the time and sleeps: `now()` and `sleep()`."""

    def now(self) -> float:
        """Seconds on a monotonic scale."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Return after `seconds` of this clock's time."""
        ...


class SystemClock:
    """Real monotonic time."""

    def now(self) -> float:
        """`time.monotonic()`."""
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        """`anyio.sleep(seconds)`."""
        await anyio.sleep(seconds)

    def cancel_at(self, scope: anyio.CancelScope, at: float) -> None:
        """Set `scope`'s deadline to clock time `at` (math.inf: none)."""
        _loop_deadline(self, scope, at)


def cancel_at(clock: Clock, scope: anyio.CancelScope, at: float) -> None:
    """Cancel `scope` when `clock` reaches `at` (math.inf: never; call again to move it).

    A clock without a `cancel_at` of its own (an app's) gets the event loop's deadline, on real time.
    """
    own = getattr(clock, "cancel_at", None)
    if own is not None:
        own(scope, at)
    else:
        _loop_deadline(clock, scope, at)


def _loop_deadline(clock: Clock, scope: anyio.CancelScope, at: float) -> None:
    scope.deadline = math.inf if at == math.inf else anyio.current_time() + (at - clock.now())


class ManualClock:
    """A clock for tests that moves only when told to: `advance(seconds)` moves it forward, waking each `sleep()` and
    cancelling each deadline (`cancel_at`) whose time it reaches. Monotonic like the clock it stands for: moving it
    back, or by NaN, is a ValueError (time would run backwards, or a sleeper would never wake)."""

    def __init__(self, start: float = 0.0) -> None:
        if not _real(start):
            raise ValueError(f"ManualClock start must be a finite number of seconds, got {start!r}")
        self._now = float(start)
        self._sleepers: list[tuple[float, anyio.Event]] = []
        self._asleep = anyio.Event()
        #: cancel scopes with a deadline on this clock (request deadlines): cancelled by `advance()`
        self._deadlines: dict[anyio.CancelScope, float] = {}

    def now(self) -> float:
        """The time the test has advanced to."""
        return self._now

    async def sleep(self, seconds: float) -> None:
        """Until `advance()` reaches now + `seconds` (0 or less: a checkpoint; math.inf: until cancelled)."""
        if not _real(seconds) and seconds != math.inf:
            raise ValueError(f"sleep wants a number of seconds, got {seconds!r}")
        if seconds <= 0:
            await anyio.lowlevel.checkpoint()
            return
        sleeper = (self._now + seconds, anyio.Event())
        self._sleepers.append(sleeper)
        self._asleep.set()
        try:
            await sleeper[1].wait()
        finally:
            # a cancelled sleeper is no longer asleep: `sleepers` counts only those who are
            if sleeper in self._sleepers:
                self._sleepers.remove(sleeper)

    def cancel_at(self, scope: anyio.CancelScope, at: float) -> None:
        """Cancel `scope` once `advance()` reaches `at` (math.inf forgets it)."""
        if at == math.inf:
            self._deadlines.pop(scope, None)
        elif at <= self._now:
            self._deadlines.pop(scope, None)
            scope.cancel()
        else:
            self._deadlines[scope] = at

    @property
    def deadlines(self) -> int:
        """How many cancel scopes wait for a deadline on this clock."""
        return len(self._deadlines)

    @property
    def sleepers(self) -> int:
        """How many tasks are asleep on this clock."""
        return len(self._sleepers)

    async def wait_for_sleepers(self, count: int = 1) -> None:
        """Until at least `count` tasks sleep on this clock (so a test can advance past them)."""
        while len(self._sleepers) < count:
            self._asleep = anyio.Event()
            await self._asleep.wait()

    def advance(self, seconds: float) -> None:
        """Move time forward by `seconds` (0 or more, finite): wake the sleepers and cancel the scopes whose time has
        come. A negative, NaN or infinite step is a ValueError."""
        if not _real(seconds) or seconds < 0:
            raise ValueError(f"advance wants a finite number of seconds, 0 or more, got {seconds!r}")
        self._now += seconds
        for scope, at in list(self._deadlines.items()):
            if at <= self._now:
                del self._deadlines[scope]
                scope.cancel()
        due = [event for wake, event in self._sleepers if wake <= self._now]
        self._sleepers = [(wake, event) for wake, event in self._sleepers if wake > self._now]
        for event in due:
            event.set()


def _real(value: object) -> bool:
    """A finite number (not a boolean): what a clock's time may be."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
