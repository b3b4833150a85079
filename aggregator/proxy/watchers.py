"""Watchers beside one HTTP request (the client going away, a stream let go of), as cheap as the loop allows.

Every request the HTTP front answers has something watching beside it: at least the client's disconnect, so that
a call whose client left is cancelled upstream too. On asyncio an anyio task group for that costs more than
everything else the proxy does for a call (measured: ~140 µs to open one, start a waiting task and cancel it,
against ~15 µs for a bare asyncio task started and cancelled), so there the watchers are bare tasks; on any other
loop (trio) they run in a task group, as before. The contract is the task group's: a watcher that fails cancels the
host `scope` and its error is raised when the block ends; leaving the block cancels the watchers still running.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any

import anyio

from aggregator._tasks import single_errors

__all__ = ["WATCH_AFTER_S", "Spawn", "watchers"]

#: how long a request runs before its watchers start (the HTTP front's): a client that left is noticed at most this
#: late, and a call answered sooner never starts a task beside it. Half a second: at 64 calls in flight on two cores
#: a call waits tens of milliseconds for its turn, and each one then still costs a timer only
WATCH_AFTER_S = 0.5

Spawn = Callable[..., None]


@asynccontextmanager
async def watchers(scope: anyio.CancelScope | None = None, *, after: float = 0.0) -> AsyncIterator[Spawn]:
    """A `spawn(fn, *args)` for watchers that live until the block ends; a failing one cancels `scope` (if given).

    `after` (seconds, asyncio only): the watchers start only if the block is still running then. Most calls are
    answered within a millisecond or two, and a watcher that never starts costs a timer instead of a task; one that
    watches for something already past when it starts (the client gone, a stream let go of) sees it at once, so it
    reacts at most `after` late.
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    if loop is None:
        with single_errors():
            async with anyio.create_task_group() as tg:

                def start(fn: Callable[..., Coroutine[Any, Any, Any]], *args: Any) -> None:
                    tg.start_soon(fn, *args)

                yield start
                tg.cancel_scope.cancel()
        return
    tasks: list[asyncio.Task[None]] = []
    failures: list[BaseException] = []
    held: list[tuple[Callable[..., Coroutine[Any, Any, Any]], tuple[Any, ...]]] = []
    timer: list[asyncio.TimerHandle] = []

    def launch(fn: Callable[..., Coroutine[Any, Any, Any]], args: tuple[Any, ...]) -> None:
        tasks.append(loop.create_task(_watch(fn, args, scope, failures)))

    def start_held() -> None:
        timer.clear()
        while held:
            launch(*held.pop(0))

    def spawn(fn: Callable[..., Coroutine[Any, Any, Any]], *args: Any) -> None:
        if after <= 0 or (tasks and not timer):
            launch(fn, args)
            return
        held.append((fn, args))
        if not timer:
            timer.append(loop.call_later(after, start_held))

    try:
        yield spawn
    finally:
        for handle in timer:
            handle.cancel()  # answered in time: the held watchers never start
        for task in tasks:
            task.cancel()  # a watcher waits at an await; cancelled there, it runs nothing more of its own
        if failures:
            raise failures[0]


async def _watch(
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    scope: anyio.CancelScope | None,
    failures: list[BaseException],
) -> None:
    try:
        await fn(*args)  # made here: a watcher cancelled before it ran leaves no coroutine never awaited
    except asyncio.CancelledError:
        pass  # ended with its request: nothing to report
    except Exception as exc:  # a task group would cancel its host and raise this: so do we, when the block ends
        failures.append(exc)
        if scope is not None:
            scope.cancel()
