"""`Aggregator.observe`: what a host watches the aggregator through (metrics, a status page), beside its one
`on_event` and `audit` callables, added and removed while it runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from aggregator.audit import AuditRecord
from aggregator.events import UpstreamEvent, guarded

if TYPE_CHECKING:
    from aggregator._facade.assembly import Assembly

__all__ = ["Observed"]


class Observed:
    """`Aggregator.observe`, kept apart (the facade class itself is at its size limit)."""

    if TYPE_CHECKING:
        _parts: Assembly

    def observe(
        self,
        *,
        calls: Callable[[AuditRecord], None] | None = None,
        events: Callable[[UpstreamEvent], None] | None = None,
        failures: Callable[[AuditRecord], None] | None = None,
    ) -> Callable[[], None]:
        """Tell `calls` of every tool call's `AuditRecord` when it ends and `events` of every upstream event (reasons
        redacted), after the `audit` and `on_event` given at construction; returns the function that stops it.

        `failures`: told only of the calls that did not end `ok` or `input_required` (errors, refusals, tool errors,
        cancellations). Cheaper than `calls` for one that keeps only those: while nothing else listens, a call that
        went fine makes no record at all.

        Both are plain functions, called synchronously on the call's or the connection's path: keep them cheap. One
        that raises is logged (once per kind) and changes nothing else.
        """
        trail, relay = self._parts.trail, self._parts.events
        call_sink = guarded_call(calls) if calls is not None else None
        failure_sink = guarded_call(failures) if failures is not None else None
        event_sink = guarded(events) if events is not None else None
        if call_sink is not None:
            trail.observers.append(call_sink)
        if failure_sink is not None:
            trail.failure_observers.append(failure_sink)
        if event_sink is not None:
            relay.observers.append(event_sink)

        def stop() -> None:
            if call_sink is not None and call_sink in trail.observers:
                trail.observers.remove(call_sink)
            if failure_sink is not None and failure_sink in trail.failure_observers:
                trail.failure_observers.remove(failure_sink)
            if event_sink is not None and event_sink in relay.observers:
                relay.observers.remove(event_sink)

        return stop


def guarded_call(sink: Callable[[AuditRecord], None]) -> Callable[[AuditRecord], None]:
    """`sink` as an observer the trail may call on every call: it must be a plain function (TypeError otherwise)."""
    if not callable(sink):
        raise TypeError(f"observe(calls=...) must be callable, got {type(sink).__name__}")
    return sink
