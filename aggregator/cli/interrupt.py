"""Ctrl-C and SIGTERM: a command stops cleanly, its servers' processes reaped, within `SHUTDOWN_BOUND_S`.

The first SIGINT or SIGTERM cancels the command, so everything unwinds the ordinary way: open streams end, the
aggregator closes, and every stdio server's process group is reaped (stdin closed, a grace, SIGTERM, SIGKILL).
A second signal, or the bound nearly spent, skips the graces: every child group gets SIGKILL at once; if the
unwinding has still not finished a moment later, the process exits anyway (its children are already dead).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Awaitable, Callable

import anyio
from anyio.abc import TaskStatus

from aggregator.cli.exit import SHUTDOWN_BOUND_S, Exit
from aggregator.transports.stdio import kill_process_groups

__all__ = ["Interruption", "run_interruptible"]

#: after the children are killed, how long the unwinding may still take before the process exits regardless
FORCED_EXIT_S = 1.0
#: the forced path starts this long before the bound, so the exit lands inside it
_MARGIN_S = FORCED_EXIT_S + 0.5


class Interruption:
    """The signal that stopped a command (None while none came), and the watch that acts on it."""

    def __init__(self, *, serve: bool = False) -> None:
        self.signal: int | None = None
        #: the scope the command runs in: the first signal cancels it
        self.scope = anyio.CancelScope()
        self._serve = serve

    @property
    def exit_code(self) -> int:
        """`serve` stopped by SIGTERM is a normal end (a service manager's stop); anything else was interrupted."""
        return Exit.OK if self._serve and self.signal == signal.SIGTERM else Exit.INTERRUPTED

    async def watch(self, *, task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        """Receive SIGINT/SIGTERM until cancelled: the first cancels the command, a second forces the exit."""
        if threading.current_thread() is not threading.main_thread():
            task_status.started()  # signals reach the main thread only: main() called elsewhere runs unwatched
            return
        with anyio.open_signal_receiver(signal.SIGINT, signal.SIGTERM) as signals:
            task_status.started()
            async for received in signals:
                self.signal = received
                self.scope.cancel()
                break
            with anyio.move_on_after(SHUTDOWN_BOUND_S - _MARGIN_S):
                async for _ in signals:
                    break
            kill_process_groups()
            # still receiving: a third signal must not kill the process before it has said how it ended
            with anyio.move_on_after(FORCED_EXIT_S):
                await anyio.sleep_forever()  # the command's end cancels this watch first, unless it is stuck
        _exit_now(self.exit_code)


async def run_interruptible(
    command: Callable[[argparse.Namespace], Awaitable[int]], args: argparse.Namespace, *, serve: bool = False
) -> int:
    """Run one command under the signal watch; its exit code, or the interruption's."""
    interruption = Interruption(serve=serve)
    code: int = Exit.OK
    failure: Exception | None = None
    async with anyio.create_task_group() as tg:
        await tg.start(interruption.watch)  # the handlers are in place before the command starts anything
        with interruption.scope:
            try:
                code = await command(args)
            except Exception as exc:
                # raised again outside the task group, which would wrap it in a group that main() cannot map
                failure = exc
        tg.cancel_scope.cancel()
    if interruption.signal is not None:
        # what a cancelled command raises on its way out (a server closed under a request, say) is part of
        # the interruption, not a fault of its own
        return interruption.exit_code
    if failure is not None:
        raise failure
    return code


def _exit_now(code: int) -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)
