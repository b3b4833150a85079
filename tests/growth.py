"""How a cost grows with the input, measured so that a busy machine does not change the answer.

"This is fast enough" is not a unit test's question: a loaded machine makes any wall-clock bound flaky, and
performance is measured in bench/. What a test can ask is the *shape* of the cost: when the input grows k times,
does the work grow about k times (linear) or k² times (quadratic)? `growth()` answers with the ratio of two
costs, each the least CPU time of this thread over a few runs (time spent waiting for a CPU is not counted, and
the least of several runs drops the interruptions), with the garbage collector paused while it measures.
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable

__all__ = ["growth"]

#: thread CPU time below this is noise, not a measure
_FLOOR_S = 1e-4


def cost(work: Callable[[], object], repeat: int = 5) -> float:
    """The least CPU time (this thread's, seconds) of `repeat` runs of `work`."""
    best = math.inf
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeat):
            start = time.thread_time()
            work()
            best = min(best, time.thread_time() - start)
    finally:
        if enabled:
            gc.enable()
    return max(best, _FLOOR_S)


def growth(work: Callable[[int], object], small: int, factor: int, *, repeat: int = 5) -> float:
    """How many times the cost of `work(n)` grows from n = `small` to n = `small * factor`.

    About `factor` for linear work, about `factor ** 2` for quadratic: assert it is below `factor ** 1.5`.
    """
    return cost(lambda: work(small * factor), repeat) / cost(lambda: work(small), repeat)
