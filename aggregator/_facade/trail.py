"""The audit trail of tool calls: what is known of a call in progress, and its record handed to each sink."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from aggregator import tracing
from aggregator.audit import AuditLog, AuditRecord, AuditSink, Outcome
from aggregator.clock import Clock
from aggregator.config import AuditSettings

__all__ = ["AuditTrail", "CallNote"]

logger = logging.getLogger("aggregator")
#: the outcomes of a call that went as it should (the rest are what `failure_observers` hear of)
_FINE = frozenset({"ok", "input_required"})


@dataclass(slots=True)
class CallNote:
    """What is known of a call in progress, for its audit record."""

    name: str
    started: float
    wall: float
    server: str | None = None
    tool: str | None = None
    outcome: Outcome = "error"
    truncated: bool = False
    error_code: int | None = None
    reason: str | None = None


class AuditTrail:
    """The configured audit log and the host's audit callable; a failing sink is reported once, never fatal."""

    def __init__(
        self,
        settings: AuditSettings | None,
        sink: AuditSink | None,
        clock: Clock,
        redact: Callable[[str | None], str | None],
    ) -> None:
        self.log = _audit_log_of(settings)
        self.sink = sink
        if self.log is not None or sink is not None:
            tracing.track_requests()  # each record names the downstream request it answered
        self.clock = clock
        self.redact = redact
        self.failed = False
        #: more sinks, added and removed while running (`Aggregator.observe`): metrics
        self.observers: list[AuditSink] = []
        #: sinks told only of calls that did not end ok (`Aggregator.observe(failures=...)`): a status page's errors
        self.failure_observers: list[AuditSink] = []

    def reopen(self, settings: AuditSettings | None) -> None:
        """Close the audit log and open the one `settings` name (a reload changed it)."""
        self.close()
        self.log = _audit_log_of(settings)
        if self.log is not None:
            tracing.track_requests()

    def close(self) -> None:
        """Close the audit log, if there is one."""
        if self.log is not None:
            self.log.close()

    def record(self, note: CallNote, arguments: Mapping[str, Any] | None) -> None:
        """Hand the call's record to each audit sink; a failing sink is reported once and never fails the call.

        No record is made when no sink would see it (the common case of a call that went fine with no audit log,
        no metrics, only a status page's list of recent errors listening).
        """
        failed = note.outcome not in _FINE
        if self.log is None and self.sink is None and not self.observers and not (failed and self.failure_observers):
            return
        sinks = [sink for sink in (self.log, self.sink, *self.observers) if sink is not None]
        if failed:
            sinks.extend(self.failure_observers)
        record = AuditRecord(
            time=note.wall,
            duration_s=max(0.0, self.clock.now() - note.started),
            name=note.name,
            server=note.server,
            tool=note.tool,
            outcome=note.outcome,
            truncated=note.truncated,
            error_code=note.error_code,
            reason=self.redact(note.reason),
            arguments=arguments,
            request_id=tracing.current_request_id(),
        )
        for sink in sinks:
            try:
                sink(record)
            except Exception:
                if not self.failed:
                    self.failed = True
                    logger.exception("the audit callable failed; calls go on (reported once)")


def _audit_log_of(settings: AuditSettings | None) -> AuditLog | None:
    return AuditLog(settings.path, arguments=settings.arguments) if settings is not None else None
