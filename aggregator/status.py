"""The status of one upstream server, always with a reason when it is not simply ok."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from aggregator.protocol.versions import Era

__all__ = ["State", "UpstreamStatus"]


class State(StrEnum):
    """The state of one upstream connection, as `status()` reports it."""

    CONNECTING = "connecting"
    OK = "ok"
    PARTIAL = "partial"  # page cap hit, or some tools dropped
    STALE = "stale"  # serving the last good list after a failed refresh
    BACKOFF = "backoff"  # failed; waiting before the next attempt
    DOWN = "down"  # closed, or failed for good
    AUTH_REQUIRED = "auth_required"
    DISABLED = "disabled"


@dataclass(frozen=True, slots=True)
class UpstreamStatus:
    """One upstream connection's state with its reason, era and version, and when it retries next."""

    state: State
    reason: str | None = None
    era: Era | None = None
    version: str | None = None
    server_info: dict[str, Any] | None = None
    #: clock time of the next connection attempt while backing off
    retry_at: float | None = None
    restarts: int = 0
