"""One request of ours in flight: what its caller waits on, and where the server's messages about it go."""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from typing import Any

import anyio

from aggregator.protocol.jsonrpc import Message
from aggregator.transports.base import RequestFailed

__all__ = ["Bridge", "NotBridged", "Paused", "Pending", "Progress", "Result"]

Progress = Callable[[dict[str, Any]], None]
#: answers a legacy server's own request (sampling, elicitation, roots) on behalf of whoever caused it
Bridge = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
#: told that the server closed a request's stream before answering, with the seconds it asked to wait before resuming
Paused = Callable[[float | None], None]
Result = dict[str, Any]


class NotBridged(Exception):
    """Raised by a bridge for a request its client cannot take: our own handler answers it instead."""


class Pending:
    """A request in flight: its outcome once in, its deadline scope, and its caller's sinks."""

    __slots__ = (
        "_done",
        "bridge",
        "hard_deadline",
        "last_progress",
        "log",
        "outcome",
        "paused",
        "progress",
        "scope",
        "timeout",
    )

    def __init__(
        self,
        timeout: float,
        progress: Progress | None,
        log: Progress | None = None,
        bridge: Bridge | None = None,
        paused: Paused | None = None,
    ) -> None:
        self.bridge = bridge
        self.paused = paused
        self._done: anyio.Event | None = None  # made only when someone has to wait: most answers are in by then
        self.outcome: Message | RequestFailed | None = None
        self.scope: anyio.CancelScope | None = None
        self.timeout = timeout
        self.hard_deadline = math.inf
        self.progress = progress
        self.log = log
        #: the highest `progress` figure relayed so far (see `advances`)
        self.last_progress = -math.inf

    @property
    def routed(self) -> bool:
        """Whether something of this request's caller waits for what the server sends on its own.

        Our own background requests (list fetches, pings, discovery) have no caller to route to.
        """
        return self.bridge is not None or self.progress is not None or self.log is not None

    def advances(self, params: dict[str, Any]) -> bool:
        """Whether a progress notification's figure is a finite number above every earlier one, and if so take it.

        The spec says progress MUST increase with each notification; a client (the SDKs' progress bars, a model's
        "73% done") may rely on it, so a figure that is missing, not a number, or not above the last one is not
        passed on, nor taken as a sign of life: a server repeating the same figure is not progressing.
        """
        figure = params.get("progress")
        if isinstance(figure, bool) or not isinstance(figure, int | float) or not math.isfinite(figure):
            return False
        if figure <= self.last_progress:
            return False
        self.last_progress = figure
        return True

    def resolve(self, outcome: Message | RequestFailed) -> None:
        """Settle the request with its answer (or its failure); the first outcome wins."""
        if self.outcome is None:
            self.outcome = outcome
            if self._done is not None:
                self._done.set()

    async def wait(self) -> None:
        """Until the request is settled (at once if it already is)."""
        if self.outcome is None:
            if self._done is None:
                self._done = anyio.Event()
            await self._done.wait()


def is_routed(entry: Pending) -> bool:
    """`entry.routed`, as a function (what `Correlation.owner` takes)."""
    return entry.routed
