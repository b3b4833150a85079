"""Bounded patience: wait for a set of things, but not long for the last of them once the others are in.

A merged list (and the CLI's connect phase) waits for every server, yet one hung server must not hold the rest:
once one of them is ready, the wait ends `patience` seconds (of the injected clock) after the latest arrival.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import anyio

from aggregator.clock import Clock, cancel_at

__all__ = ["patiently"]


async def patiently(events: Sequence[anyio.Event], patience: float, clock: Clock) -> bool:
    """Until every event is set, or — once one is — `patience` seconds of `clock` pass without another.

    Returns True when every event was set. With none set yet, it waits for the first as long as it takes (bound
    the call from outside); an event set before the call counts as an arrival at the start.
    """
    pending = [event for event in events if not event.is_set()]
    if not pending:
        return True
    left = len(pending)
    with anyio.CancelScope() as scope:

        async def wait(event: anyio.Event) -> None:
            nonlocal left
            await event.wait()
            left -= 1
            if left:
                cancel_at(clock, scope, clock.now() + patience)  # an arrival: the patience starts again

        if len(pending) < len(events):
            cancel_at(clock, scope, clock.now() + patience)
        try:
            async with anyio.create_task_group() as tg:
                for event in pending:
                    tg.start_soon(wait, event)
        finally:
            cancel_at(clock, scope, math.inf)  # forgotten by a manual clock, which would otherwise keep it
    return left == 0
