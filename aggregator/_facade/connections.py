"""The connections: one `Upstream` per enabled server, the clients' own sessions (mirrors), and the running phase.

All of them run in one task group, opened on `enter()` and closed on `close()`; an aggregator is entered once.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Coroutine, Mapping
from contextlib import AsyncExitStack
from typing import Any

import anyio
from anyio.abc import TaskGroup

from aggregator._facade.configuration import Configured
from aggregator.client_handler import DefaultClientHandler
from aggregator.clock import Clock
from aggregator.config import ServerConfig
from aggregator.errors import NotRunning
from aggregator.events import ElicitationComplete, Listener, LogMessage, UpstreamEvent
from aggregator.mirror import MirroredClient, Mirrors, OwnSession
from aggregator.not_up import NotUp
from aggregator.oauth_config import logs_in
from aggregator.patience import patiently
from aggregator.status import State
from aggregator.upstream import Bridge, Upstream

__all__ = ["Connections", "instructions_of", "wait_quietly"]


class Connections:
    """The upstreams by server name, the mirrors, and whether the aggregator is new, running or closed."""

    def __init__(
        self,
        configured: Configured,
        factory: Callable[..., Upstream],
        options: dict[str, Any],
        clock: Clock,
    ) -> None:
        self.configured = configured
        self.factory = factory
        #: what every upstream is built with (client info, handler, clock, on_event, backoff)
        self.options = options
        self.clock = clock
        self.upstreams: dict[str, Upstream] = {
            server.name: self.make_upstream(server) for server in configured.servers if not server.disabled
        }
        #: legacy clients' own sessions with dual-era servers (era mirroring)
        self.mirrors = Mirrors(self.make_mirror, clock.now)
        #: "new" until entered, "running" inside `async with`, then "closed" for good
        self.phase = "new"
        self.stack: AsyncExitStack | None = None
        self.tg: TaskGroup | None = None

    def not_up(self) -> list[NotUp]:
        """The running servers whose lists are not in the merged ones now: down, held off, starting, needing a
        login; each with its state and (redacted) reason. A server disabled in the config is not among them: it
        is left out on purpose, not failing."""
        found: list[NotUp] = []
        for server in self.configured.servers:
            upstream = self.upstreams.get(server.name)
            if upstream is not None and upstream.status.state is not State.OK:
                status = upstream.status
                reason = self.configured.redact(status.reason)
                login = logs_in(getattr(server, "oauth", None))
                found.append(NotUp(server.name, status.state.value, reason, login))
        return found

    def make_upstream(self, server: ServerConfig) -> Upstream:
        """A new connection to `server` (not started)."""
        return self.factory(server, **self.options)

    def make_mirror(
        self,
        server: ServerConfig,
        capabilities: Mapping[str, Any],
        on_event: Callable[[UpstreamEvent], None] | None,
        client: Bridge | None = None,
    ) -> Upstream:
        """A client's own session with `server`: its events are its client's, not the shared server's."""
        # what the client is not asked (roots it did not declare, say), the host's handler answers, as for the shared
        fallback = self.options["handler"] or DefaultClientHandler(server.roots)
        handler = MirroredClient(capabilities, fallback, client)
        options = {**self.options, "handler": handler, "on_event": on_event}
        return self.factory(server, **options)

    async def enter(self, listener: Listener | None) -> None:
        """Start every connection (concurrently) and the listener. Raises NotRunning unless new."""
        if self.phase != "new":
            raise NotRunning(
                "this Aggregator is already running; enter it once"
                if self.phase == "running"
                else "this Aggregator was closed and cannot be entered again; create a new Aggregator"
            )
        self.phase = "running"
        stack = AsyncExitStack()
        tg = await stack.enter_async_context(anyio.create_task_group())
        if listener is not None:
            # an async on_event, or a plain one that returns an awaitable (a lambda around a coroutine function), is
            # awaited here, in order, off the connections; for a plain one the task waits on an empty queue
            tg.start_soon(listener.run)
        for upstream in self.upstreams.values():
            await tg.start(upstream.run)  # returns at once: every server connects concurrently
        self.tg = tg
        self.stack = stack
        self.mirrors.attach(lambda upstream: tg.start(self.mirrors.run, upstream))

    def require_running(self, what: str) -> None:
        """Raise NotRunning, naming the fix, unless inside `async with`."""
        if self.phase == "running":
            return
        if self.phase == "new":
            raise NotRunning(
                f"{what}() needs a running Aggregator: use `async with Aggregator(...) as agg:` "
                "(or `await agg.__aenter__()`) first"
            )
        raise NotRunning(f"{what}() on a closed Aggregator: create a new Aggregator (closed ones are not reopened)")

    async def close(self, listener: Listener | None) -> None:
        """Close every connection and the listener, and wait until all are gone; the phase is closed for good."""
        self.phase = "closed"
        for upstream in self.upstreams.values():
            upstream.close()
        self.mirrors.close_all()
        if listener is not None:
            listener.close()
        stack, self.stack = self.stack, None
        self.tg = None
        if stack is not None:
            await stack.aclose()

    def spawn(self, function: Callable[..., Coroutine[Any, Any, Any]], *args: Any) -> None:
        """Run `function(*args)` in the aggregator's own task group (nothing when not running)."""
        if self.tg is not None:
            self.tg.start_soon(function, *args)

    def drop(self, name: str) -> None:
        """Close server `name`'s connection and its clients' own sessions (a reload removed or changed it)."""
        upstream = self.upstreams.pop(name, None)
        if upstream is not None:
            upstream.close()
        self.mirrors.forget(name)

    async def add(self, server: ServerConfig) -> None:
        """Connect to `server` (a reload added or changed it), started at once when running."""
        upstream = self.make_upstream(server)
        self.upstreams[server.name] = upstream
        if self.tg is not None:
            await self.tg.start(upstream.run)

    async def wait_connected(self, timeout: float | None, patience: float | None) -> None:
        """Wait until every first connection attempt has an outcome, `timeout` at most.

        `patience`: once one is connected, wait only that much more after the latest to connect.
        """
        arrived = {name: anyio.Event() for name in self.upstreams}

        async def wait_one(name: str, upstream: Upstream) -> None:
            # until the attempt has an outcome, however long its probe and connect take: `timeout` bounds the whole
            await upstream.wait_until(lambda status: status.state is not State.CONNECTING, math.inf)
            arrived[name].set()

        with anyio.move_on_after(timeout if timeout is not None else math.inf):
            async with anyio.create_task_group() as tg:
                for name, upstream in self.upstreams.items():
                    tg.start_soon(wait_one, name, upstream)
                if patience is not None:
                    await patiently(list(arrived.values()), patience, self.clock)
                    tg.cancel_scope.cancel()

    async def upstream_for(self, server: str, own: OwnSession | None) -> Upstream:
        """The connection a request to `server` goes over: the shared one, or the caller's own session."""
        shared = self.upstreams[server]
        return shared if own is None else await own.upstream_for(self.configured.by_name[server], shared)

    async def reconnect(self, name: str, timeout: float | None) -> None:
        """Connect to `name` again now. Raises KeyError for a server not enabled, TimeoutError past `timeout`."""
        upstream = self.upstreams.get(name)
        if upstream is None:
            known = ", ".join(self.upstreams) or "none"
            raise KeyError(f"no enabled server named {name!r} (servers: {known})")
        await upstream.reconnect(timeout)

    def own_session(
        self,
        capabilities: Mapping[str, Any] | None,
        limit: int,
        on_log: Callable[[LogMessage], None] | None,
        client: Bridge | None,
        on_complete: Callable[[ElicitationComplete], None] | None = None,
    ) -> OwnSession:
        """Upstream sessions of one legacy client's own (see `Aggregator.own_session`)."""
        return OwnSession(self.mirrors, capabilities or {}, limit, on_log, client, on_complete)

    async def set_log_level(self, level: str) -> None:
        """Tell every legacy server that logs which level to send (now, and again on each new session with it)."""
        async with anyio.create_task_group() as tg:
            for upstream in self.upstreams.values():
                tg.start_soon(upstream.set_log_level, level)

    def instructions(self) -> dict[str, str]:
        """Each connected server's `instructions`, by server key, in config order."""
        out = {}
        for name, upstream in self.upstreams.items():
            text = instructions_of(upstream)
            if text:
                out[name] = text
        return out


def instructions_of(upstream: Upstream) -> str | None:
    """The `instructions` a server gave at its handshake, if any."""
    desc = upstream.description
    return desc.instructions if desc else None


async def wait_quietly(upstream: Upstream, timeout: float | None) -> None:
    """Wait for `upstream`'s connection attempt to have an outcome, `timeout` at most, raising nothing."""
    try:
        await upstream.wait_connected(timeout)
    except TimeoutError:
        pass
