"""How long a server that went away is waited for before it is tried again (`Backoff`), a setting of the upstream
connection; kept apart from `config.py`, which re-exports it with the other settings."""

from __future__ import annotations

from dataclasses import dataclass

from aggregator._config_checks import check_seconds, finite, short
from aggregator.errors import ConfigError

__all__ = ["MAX_FACTOR", "Backoff"]

#: the largest growth factor: 100**64 (the exponent's cap) still fits a float
MAX_FACTOR = 100.0


@dataclass(frozen=True, slots=True, kw_only=True)
class Backoff:
    """Reconnect delays: `initial * factor**attempt`, capped, each spread by ± `jitter` (a fraction). Raises
    ConfigError naming the field for a value the schedule cannot hold (0, negative, NaN, infinite, or absurd)."""

    initial: float = 0.25
    factor: float = 2.0
    maximum: float = 30.0
    jitter: float = 0.2
    #: a call arriving while a retry is due within this many seconds waits for it instead of failing
    wait_for_retry: float = 2.0
    #: while held off, a call may trigger an attempt before the timer fires: at most one per this many seconds
    probe_interval: float = 1.0

    def __post_init__(self) -> None:
        # each is checked for what it must be for the schedule to hold: a 0 or NaN delay reconnects in a hot loop, a
        # huge factor overflows the power, a jitter of 1 or more lets a delay fall to 0
        check_seconds("backoff ", "initial", self.initial)
        check_seconds("backoff ", "maximum", self.maximum)
        check_seconds("backoff ", "wait_for_retry", self.wait_for_retry, zero=True)
        check_seconds("backoff ", "probe_interval", self.probe_interval)
        if not finite(self.factor) or not 1 <= self.factor <= MAX_FACTOR:
            raise ConfigError(f"backoff factor must be a number from 1 to {MAX_FACTOR:g}, got {short(self.factor)}")
        if not finite(self.jitter) or not 0 <= self.jitter < 1:
            raise ConfigError(
                f"backoff jitter must be a fraction from 0 up to (not including) 1, got {short(self.jitter)}"
            )

    def delay(self, attempt: int, random: float) -> float:
        """The wait before reconnection attempt `attempt`, jittered by `random` (a number in [0, 1))."""
        base = min(self.maximum, self.initial * self.factor ** min(attempt, 64))
        return max(0.0, base * (1 + self.jitter * (2 * random - 1)))
