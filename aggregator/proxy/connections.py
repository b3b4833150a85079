"""Connection limits for the HTTP front under uvicorn: half-open connections time out, and the total is capped.

uvicorn bounds neither: a connection that sends a few header bytes and then nothing is kept for ever (its
keep-alive timer runs only between whole requests), and `limit_concurrency` answers 503 only once headers
are complete — a connection that never completes them still holds a file descriptor. So a slow-headers client
(slowloris) could take every descriptor and lock authenticated clients out.

`ConnectionLimits` wraps uvicorn's HTTP protocol class:
- a connection that has not completed a request's headers within `header_timeout_s` (from its start or from
  its previous response) is closed;
- past `max_connections`, a new connection pushes out the oldest one that is still waiting for headers — the
  ones an attacker can hold cheaply — so a client that sends its request at once (an authenticated one) always
  finds room; only when every connection is busy with a request is the new one refused.
Slow bodies are the ASGI app's business (`HttpSettings.body_timeout_s`): by then the request has headers.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from aggregator.errors import ConfigError
from aggregator.proxy.coalescing import CoalescingTransport

__all__ = ["ConnectionLimits", "guarded_protocol"]


@dataclass(frozen=True, slots=True, kw_only=True)
class ConnectionLimits:
    """Caps on the HTTP front's connections: how many may be open, and how long one may take to send its headers."""

    #: open connections at most (keep it well under the process's file-descriptor limit)
    max_connections: int = 900
    #: seconds a connection may take to send a request's headers
    header_timeout_s: float = 10.0

    def __post_init__(self) -> None:
        if isinstance(self.max_connections, bool) or not isinstance(self.max_connections, int):
            raise ConfigError(f"max_connections must be an integer, got {self.max_connections!r}")
        if self.max_connections < 1 or not self.header_timeout_s > 0:
            raise ConfigError("max_connections must be at least 1 and header_timeout_s positive")


class _Registry:
    """The open connections of one server, oldest first."""

    def __init__(self, limits: ConnectionLimits) -> None:
        self.limits = limits
        self.open: dict[Any, None] = {}

    def admit(self, protocol: Any) -> bool:
        if len(self.open) >= self.limits.max_connections:
            waiting = next((conn for conn in self.open if conn.waiting_for_headers()), None)
            if waiting is None:
                return False  # every connection is serving a request: the newcomer is refused (reset)
            waiting.drop()
        self.open[protocol] = None
        return True


def guarded_protocol(base: type[asyncio.Protocol], limits: ConnectionLimits) -> type[asyncio.Protocol]:
    """A subclass of uvicorn's HTTP protocol class `base` (h11 or httptools) that enforces `limits`.

    Pass the result as `uvicorn.Config(http=...)`. One registry per call: call it once per server.
    """
    registry = _Registry(limits)

    class Guarded(base):  # type: ignore[valid-type, misc]
        _admitted = False
        _timer: asyncio.TimerHandle | None = None
        _idle_since = 0.0

        def connection_made(self, transport: asyncio.Transport) -> None:
            if not registry.admit(self):
                transport.abort()
                return
            self._admitted = True
            # every write of one loop turn in one send: a JSON answer's headers and body leave as one segment
            super().connection_made(CoalescingTransport(transport, asyncio.get_running_loop()))
            self._idle_since = self.loop.time()
            self._arm(limits.header_timeout_s)

        def connection_lost(self, exc: Exception | None) -> None:
            if not self._admitted:
                return
            registry.open.pop(self, None)
            if self._timer is not None:
                self._timer.cancel()
            super().connection_lost(exc)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._idle_since = self.loop.time()  # the next request's headers have their own deadline

        def waiting_for_headers(self) -> bool:
            cycle = self.cycle
            return cycle is None or bool(cycle.response_complete)

        def drop(self) -> None:
            registry.open.pop(self, None)
            self.transport.abort()

        def _arm(self, delay: float) -> None:
            self._timer = self.loop.call_later(max(delay, 0.01), self._check)

        def _check(self) -> None:
            if self.transport.is_closing():
                return
            if not self.waiting_for_headers():
                self._arm(limits.header_timeout_s)  # serving a request: check again after the next response
                return
            waited = self.loop.time() - self._idle_since
            if waited >= limits.header_timeout_s:
                self.drop()
            else:
                self._arm(limits.header_timeout_s - waited)

    Guarded.__name__ = f"Guarded{base.__name__}"
    return Guarded
