"""Events an upstream connection reports: list changes, resource updates, log lines, status changes."""

from __future__ import annotations

import inspect
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

import anyio

__all__ = [
    "ElicitationComplete",
    "ListChanged",
    "Listener",
    "LogMessage",
    "ResourceUpdated",
    "StatusChanged",
    "UpstreamEvent",
    "guarded",
]

ListKind = Literal["tools", "prompts", "resources"]


@dataclass(frozen=True, slots=True)
class ListChanged:
    """A server said one of its lists changed (its cached pages are already dropped)."""

    server: str
    list: ListKind


@dataclass(frozen=True, slots=True)
class ResourceUpdated:
    """A subscribed resource changed on its server (`uri` may be a sub-resource of the one subscribed to)."""

    server: str
    uri: str
    #: the notification's params as the server sent them (`uri`, `_meta`, anything else), less the subscription id
    #: of our own listen stream, which names nothing to anyone else
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LogMessage:
    """A server's log line (`notifications/message` params) that no request in flight asked for."""

    server: str
    params: dict[str, Any]


@dataclass(frozen=True, slots=True)
class StatusChanged:
    """A server's connection state changed (`state` is a `State` value), with the reason."""

    server: str
    state: str
    reason: str | None


@dataclass(frozen=True, slots=True)
class ElicitationComplete:
    """A server finished a URL-mode elicitation it had asked for (`notifications/elicitation/complete`): the client
    that was shown the URL may close its prompt."""

    server: str
    elicitation_id: str


UpstreamEvent = ListChanged | ResourceUpdated | LogMessage | StatusChanged | ElicitationComplete
"""Every event `on_event` may receive."""


_logger = logging.getLogger("aggregator")
#: events waiting for an async `on_event`; past this the newest are dropped (and that is logged once)
MAX_QUEUED_EVENTS = 10_000
#: after close, how long the events still queued may take to reach an async `on_event`; then the rest are dropped,
#: so a callback stuck on I/O (a websocket whose peer left) cannot hold the aggregator's shutdown
CLOSE_DRAIN_S = 2.0


class Listener:
    """An app's `on_event` as the aggregator calls it: it never raises, and it never blocks a connection.

    A plain function is called at once; an exception it raises is logged (once per event kind) and changes
    nothing else. An `async def` callback (or one that returns an awaitable) is awaited by `run()`, one
    event at a time in the order they happened, while the connection that produced them carries on.
    """

    def __init__(self, callback: Callable[[UpstreamEvent], Any]) -> None:
        if not callable(callback):
            raise TypeError(f"on_event must be callable, got {type(callback).__name__}")
        self._callback = callback
        self.is_async = inspect.iscoroutinefunction(callback) or inspect.iscoroutinefunction(
            getattr(callback, "__call__", None)  # noqa: B004 - an object whose __call__ is async
        )
        self._send, self._receive = anyio.create_memory_object_stream[tuple[UpstreamEvent, Any]](MAX_QUEUED_EVENTS)
        self._reported: set[str] = set()
        #: events dropped because an async callback fell MAX_QUEUED_EVENTS behind, or was still busy at close
        self.dropped = 0
        #: the scope `run()` delivers in (made there: a scope needs the event loop), and close()'s deadline for it
        self._scope: anyio.CancelScope | None = None
        self._deadline = math.inf

    def __call__(self, event: UpstreamEvent) -> None:
        if self.is_async:
            self._queue(event, None)
            return
        try:
            outcome = self._callback(event)
        except Exception as exc:
            self._report(event, exc)
            return
        if inspect.isawaitable(outcome):
            self._queue(event, outcome)  # a lambda returning a coroutine: awaited in order like any async one

    def _queue(self, event: UpstreamEvent, awaitable: Any) -> None:
        try:
            self._send.send_nowait((event, awaitable))
        except anyio.WouldBlock:
            self.dropped += 1
            self._report(event, RuntimeError(f"on_event is {MAX_QUEUED_EVENTS} events behind; dropping"), "queue")
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            if inspect.iscoroutine(awaitable):
                awaitable.close()  # closed: never awaited, and no "never awaited" warning either

    async def run(self) -> None:
        """Await the async callback for each queued event, in order, until `close()`."""
        async with self._receive:
            with anyio.CancelScope(deadline=self._deadline) as self._scope:
                async for event, awaitable in self._receive:
                    try:
                        await (awaitable if awaitable is not None else self._callback(event))
                    except Exception as exc:
                        self._report(event, exc)
            if self._scope.cancelled_caught:
                self._drop_rest()

    def close(self) -> None:
        """No more events: `run()` ends once the queue is drained, or `CLOSE_DRAIN_S` from now at the latest."""
        self._send.close()
        try:
            self._deadline = min(self._deadline, anyio.current_time() + CLOSE_DRAIN_S)
        except Exception:  # anyio's NoEventLoopError: closed outside the loop, where no run() can be waiting
            self._deadline = -math.inf
        if self._scope is not None:
            self._scope.deadline = self._deadline

    def _drop_rest(self) -> None:
        """The callback ran out of time at close: what is still queued is dropped (counted, logged once)."""
        left = 0
        while True:
            try:
                _, awaitable = self._receive.receive_nowait()
            except (anyio.WouldBlock, anyio.EndOfStream, anyio.ClosedResourceError):
                break
            left += 1
            if inspect.iscoroutine(awaitable):
                awaitable.close()
        self.dropped += left
        _logger.error("on_event was still busy %.0f s after close; %d queued events dropped", CLOSE_DRAIN_S, left)

    def _report(self, event: UpstreamEvent, exc: Exception, kind: str | None = None) -> None:
        kind = kind or type(event).__name__
        if kind in self._reported:
            return
        self._reported.add(kind)
        _logger.error(
            "on_event failed on a %s event (reported once per kind; the aggregator carries on)",
            kind,
            exc_info=(type(exc), exc, exc.__traceback__),
        )


def guarded(callback: Callable[[UpstreamEvent], Any]) -> Callable[[UpstreamEvent], None]:
    """A plain `on_event` that never raises (logged once per kind); TypeError for an async one.

    For one `Upstream` on its own, which has no task to await an async callback in (`Aggregator` has).
    """
    listener = Listener(callback)
    if listener.is_async:
        raise TypeError("Upstream(on_event=...) takes a plain function; Aggregator(on_event=...) also takes async ones")
    return listener
