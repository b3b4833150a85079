"""Time as a parameter: the reconnect backoff and (later) the cache read time through a `Clock`.

Tests pass a `ManualClock` and move it with `advance()`, so nothing in a test sleeps for real.
"""

from __future__ import annotations

import time
from typing import Protocol

import anyio

__all__ = ["Clock", "ManualClock", "SystemClock"]


class Clock(Protocol):
    def now(self) -> float:
        """Seconds on a monotonic scale."""
        ...

    async def sleep(self, seconds: float) -> None: ...


class SystemClock:
    def now(self) -> float:
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        await anyio.sleep(seconds)


class ManualClock:
    """A clock that moves only when told to; sleepers wake when `advance()` passes their time."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._sleepers: list[tuple[float, anyio.Event]] = []
        self._asleep = anyio.Event()

    def now(self) -> float:
        return self._now

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await anyio.lowlevel.checkpoint()
            return
        event = anyio.Event()
        self._sleepers.append((self._now + seconds, event))
        self._asleep.set()
        await event.wait()

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
        self._now += seconds
        due = [event for wake, event in self._sleepers if wake <= self._now]
        self._sleepers = [(wake, event) for wake, event in self._sleepers if wake > self._now]
        for event in due:
            event.set()
