"""How long a server that went away is waited for before it is tried again (`Backoff`), a setting of the upstream
connection; kept apart from `config.py`, which re-exports it with the other settings."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Backoff"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Backoff:
    """Reconnect delays: `initial * factor**attempt`, capped, each spread by ± `jitter` (a fraction)."""

    initial: float = 0.25
    factor: float = 2.0
    maximum: float = 30.0
    jitter: float = 0.2
    #: a call arriving while a retry is due within this many seconds waits for it instead of failing
    wait_for_retry: float = 2.0
    #: while held off, a call may trigger an attempt before the timer fires: at most one per this many seconds
    probe_interval: float = 1.0

    def delay(self, attempt: int, random: float) -> float:
        """The wait before reconnection attempt `attempt`, jittered by `random` (a number in [0, 1))."""
        base = min(self.maximum, self.initial * self.factor ** min(attempt, 64))
        return max(0.0, base * (1 + self.jitter * (2 * random - 1)))
