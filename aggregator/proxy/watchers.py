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

__all__ = ["Spawn", "watchers"]

Spawn = Callable[..., None]


@asynccontextmanager
async def watchers(scope: anyio.CancelScope) -> AsyncIterator[Spawn]:
    """A `spawn(fn, *args)` for watchers that live until the block ends; a failing one cancels `scope`."""
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

    def spawn(fn: Callable[..., Coroutine[Any, Any, Any]], *args: Any) -> None:
        tasks.append(loop.create_task(_watch(fn, args, scope, failures)))

    try:
        yield spawn
    finally:
        for task in tasks:
            task.cancel()  # a watcher waits at an await; cancelled there, it runs nothing more of its own
        if failures:
            raise failures[0]


async def _watch(
    fn: Callable[..., Coroutine[Any, Any, Any]],
    args: tuple[Any, ...],
    scope: anyio.CancelScope,
    failures: list[BaseException],
) -> None:
    try:
        await fn(*args)  # made here: a watcher cancelled before it ran leaves no coroutine never awaited
    except asyncio.CancelledError:
        pass  # ended with its request: nothing to report
    except Exception as exc:  # a task group would cancel its host and raise this: so do we, when the block ends
        failures.append(exc)
        scope.cancel()
