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
        #: more sinks, added and removed while running (`Aggregator.observe`): metrics, a status page
        self.observers: list[AuditSink] = []

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
        """Hand the call's record to each audit sink; a failing sink is reported once and never fails the call."""
        sinks = [sink for sink in (self.log, self.sink, *self.observers) if sink is not None]
        if not sinks:
            return
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
