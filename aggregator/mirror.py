"""Era mirroring: a legacy client's own legacy session with a dual-era upstream.

A server that speaks both eras may ask its client questions (sampling, elicitation, roots) through
its session API, which only the handshake era can carry. The aggregator reaches such a server in the
modern era, on one connection every caller shares; a legacy client that would have been asked,
connected directly, would then get the server's "not supported" instead. So a legacy client gets an
`OwnSession`: on its first call to a dual-era server reached over a per-session transport (HTTP, or
in-process memory), a legacy upstream session of its own is opened, and the server's requests on it
can only be this client's.

The sessions are bounded per server (`limit`): past the bound a client's calls use the shared
connection, as if mirroring were off. A stdio server is one process with one session: it is never
mirrored (see the README for the rule and why).
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import replace
from typing import Any

import anyio
import anyio.abc

from aggregator.client_handler import ClientHandler
from aggregator.config import HttpServer, MemoryServer, ServerConfig, as_variant
from aggregator.events import ElicitationComplete, LogMessage, UpstreamEvent
from aggregator.protocol.versions import Era
from aggregator.status import State
from aggregator.upstream import Bridge, Upstream

__all__ = ["DEFAULT_LIMIT", "REFUSAL_HOLD_S", "MirroredClient", "Mirrors", "OwnSession"]

#: legacy upstream sessions open at once to one server for clients of their own; past it, the shared connection
DEFAULT_LIMIT = 64
#: transports where every connection is a session of its own (a stdio server is one process, one session)
_PER_SESSION = (HttpServer, MemoryServer)
#: after a server refused a legacy handshake (or failed it), clients use the shared connection this long (seconds)
REFUSAL_HOLD_S = 300.0
#: client capabilities a mirrored session declares upstream: those whose requests reach the client
_RELAYED = ("roots", "sampling", "elicitation")

OnEvent = Callable[[UpstreamEvent], None]
OnLog = Callable[[LogMessage], None]
OnComplete = Callable[[ElicitationComplete], None]
Make = Callable[[ServerConfig, Mapping[str, Any], OnEvent | None, Bridge | None], Upstream]
Start = Callable[[Upstream], Awaitable[None]]


class MirroredClient:
    """A mirrored session's client side: the upstream hears the downstream client's own capabilities (those whose
    requests can reach it). Every request of this session is its one client's: what no call of the client's took
    (asked outside any call, or of a capability it did not declare) goes to `client`, the client itself, which
    answers or refuses it as it would directly; without a way to reach it, `fallback` answers (configured roots,
    declines).
    """

    def __init__(self, capabilities: Mapping[str, Any], fallback: ClientHandler, client: Bridge | None = None) -> None:
        self._capabilities = {k: dict(v) for k, v in capabilities.items() if k in _RELAYED and isinstance(v, dict)}
        self._fallback = fallback
        self._client = client

    def capabilities(self) -> dict[str, Any]:
        """The client's roots/sampling/elicitation capabilities, as it declared them."""
        return {key: dict(value) for key, value in self._capabilities.items()}

    async def handle(self, server: str, method: str, params: Mapping[str, Any] | None) -> dict[str, Any]:
        """The client's own answer (its refusal included); `fallback`'s when the client cannot be reached."""
        if self._client is not None and method != "ping":
            # on a session of this client's alone, no other client can be the one asked (issue 10's isolation holds)
            return await self._client(method, dict(params or {}))
        return await self._fallback.handle(server, method, params)


class Mirrors:
    """Every mirrored session the aggregator has open, per server, within the bound; owned by `Aggregator`."""

    def __init__(self, make: Make, now: Callable[[], float]) -> None:
        self._make = make
        self._now = now
        self._start: Start | None = None
        self._open: dict[str, set[Upstream]] = {}
        self._ended: dict[Upstream, anyio.Event] = {}
        #: servers whose legacy handshake failed, and until when their clients use the shared connection: a
        #: modern-only server is not asked again for every client, a server that was merely down is asked later
        self._refused: dict[str, float] = {}
        #: sessions ever opened, and clients sent to the shared connection because the bound was reached
        self.opened = 0
        self.over_limit = 0

    def attach(self, start: Start | None) -> None:
        """Where mirrored upstreams run (the aggregator's task group); None: nothing more is opened."""
        self._start = start

    def count(self, server: str | None = None) -> int:
        """Mirrored sessions open now, to `server` or to all."""
        if server is not None:
            return len(self._open.get(server, ()))
        return sum(len(ups) for ups in self._open.values())

    def eligible(self, config: ServerConfig, shared: Upstream) -> bool:
        """A dual-era candidate: an unpinned era, reached modern, over a transport with a session per connection."""
        return (
            self._start is not None
            and config.protocol == "auto"
            and isinstance(as_variant(config), _PER_SESSION)
            and shared.status.era is Era.MODERN
            and self._refused.get(config.name, -math.inf) <= self._now()
        )

    def holds(self, upstream: Upstream) -> bool:
        """Whether `upstream` is still one of the open mirrored sessions (a reload closes them)."""
        return upstream in self._open.get(upstream.name, ())

    async def open(
        self,
        config: ServerConfig,
        capabilities: Mapping[str, Any],
        limit: int,
        on_event: OnEvent | None = None,
        client: Bridge | None = None,
    ) -> Upstream | None:
        """A legacy session of its own with `config`'s server; None when over `limit` or the server refuses.

        `on_event` hears that session's events (its session-level log lines are its own client's); `client` is the
        client itself, asked what the server asks outside a call's bridge (see `MirroredClient`).
        """
        start, name = self._start, config.name
        if start is None:
            return None
        mine = self._open.setdefault(name, set())
        if len(mine) >= limit:
            self.over_limit += 1
            return None
        upstream = self._make(replace(config, protocol="legacy"), capabilities, on_event, client)
        mine.add(upstream)  # the slot is taken while the handshake runs: concurrent clients count too
        self._ended[upstream] = anyio.Event()
        ok = False
        try:
            await start(upstream)
            status = await upstream.wait_connected(config.timeouts.connect * 2)
            ok = status.state is State.OK and status.era is Era.LEGACY
        except TimeoutError:
            pass
        finally:
            if not ok:
                upstream.close()
                mine.discard(upstream)
        if not ok:
            self._refused[name] = self._now() + REFUSAL_HOLD_S  # modern only, or down: not tried for every client
            return None
        self.opened += 1
        return upstream

    async def run(self, upstream: Upstream, *, task_status: anyio.abc.TaskStatus[None]) -> None:
        """Run one mirrored session until it is closed; its slot is freed as it ends."""
        try:
            await upstream.run(task_status=task_status)
        finally:
            self._open.get(upstream.name, set()).discard(upstream)
            ended = self._ended.pop(upstream, None)
            if ended is not None:
                ended.set()

    async def wait_ended(self, upstream: Upstream) -> None:
        """Until `upstream`'s session has ended (its HTTP session deleted, its slot free)."""
        ended = self._ended.get(upstream)
        if ended is not None:
            await ended.wait()

    def forget(self, server: str) -> None:
        """Close every mirrored session to `server` (its config changed) and let it be tried again."""
        self._refused.pop(server, None)
        for upstream in list(self._open.get(server, ())):
            upstream.close()

    def close_all(self) -> None:
        """Close every mirrored session (the aggregator is closing)."""
        self._start = None
        for ups in self._open.values():
            for upstream in list(ups):
                upstream.close()


class OwnSession:
    """One downstream client's own upstream sessions, opened lazily per server; `close()` ends them all.

    Get one from `Aggregator.own_session()` and pass it as `own=` to `call_tool`, `get_prompt`,
    `read_resource` and `complete`: a call to a dual-era server then goes over this client's own legacy
    session, so that server's requests (sampling, elicitation, roots) reach this client's `bridge` only.
    """

    def __init__(
        self,
        mirrors: Mirrors,
        capabilities: Mapping[str, Any],
        limit: int,
        on_log: OnLog | None = None,
        client: Bridge | None = None,
        on_complete: OnComplete | None = None,
    ) -> None:
        self._mirrors = mirrors
        #: where this client's sessions' own log lines go (they are this client's alone), and the level it asked
        self._on_log = on_log
        #: who hears that a server finished a URL-mode elicitation it put to this client on one of these sessions
        self._on_complete = on_complete
        self._log_level: str | None = None
        self._capabilities = dict(capabilities)
        self._client = client
        self._limit = limit
        self._mine: dict[str, Upstream] = {}
        self._locks: dict[str, anyio.Lock] = {}
        self._closed = False

    @property
    def servers(self) -> tuple[str, ...]:
        """The servers this client has a session of its own with, now."""
        return tuple(name for name, up in self._mine.items() if self._mirrors.holds(up))

    async def upstream_for(self, config: ServerConfig, shared: Upstream) -> Upstream:
        """This client's own session with `config`'s server, opened on first use; else `shared`."""
        name = config.name
        mine = self._mine.get(name)
        if mine is not None and self._mirrors.holds(mine):
            return mine
        if self._closed or not self._mirrors.eligible(config, shared):
            return shared
        async with self._locks.setdefault(name, anyio.Lock()):
            mine = self._mine.get(name)
            if mine is not None and self._mirrors.holds(mine):
                return mine  # a concurrent first call opened it
            if self._closed or not self._mirrors.eligible(config, shared):
                return shared
            opened = await self._mirrors.open(config, self._capabilities, self._limit, self._heard, self._client)
            if opened is None:
                return shared
            if self._closed:  # the client left while the handshake ran
                opened.close()
                return shared
            self._mine[name] = opened
            if self._log_level is not None:
                await opened.set_log_level(self._log_level)  # opened after the client's setLevel: it hears it too
            return opened

    async def set_log_level(self, level: str) -> None:
        """The client's `logging/setLevel`: every session of its own hears it, and each one opened later."""
        self._log_level = level
        async with anyio.create_task_group() as tg:
            for upstream in list(self._mine.values()):
                if self._mirrors.holds(upstream):
                    tg.start_soon(upstream.set_log_level, level)

    async def roots_changed(self) -> None:
        """The client's `notifications/roots/list_changed`: every session of its own hears it, as the server would
        directly (each declared the client's own `roots` capability)."""
        async with anyio.create_task_group() as tg:
            for upstream in list(self._mine.values()):
                if self._mirrors.holds(upstream):
                    tg.start_soon(upstream.notify, "notifications/roots/list_changed")

    def _heard(self, event: UpstreamEvent) -> None:
        if isinstance(event, LogMessage) and self._on_log is not None:
            self._on_log(event)
        elif isinstance(event, ElicitationComplete) and self._on_complete is not None:
            self._on_complete(event)

    def close(self) -> None:
        """End every session of this client's (their HTTP sessions are deleted as they close)."""
        self._closed = True
        for upstream in self._mine.values():
            upstream.close()

    async def wait_closed(self) -> None:
        """After `close()`: until every one of those sessions has really ended."""
        for upstream in list(self._mine.values()):
            await self._mirrors.wait_ended(upstream)
