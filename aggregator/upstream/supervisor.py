"""The `Upstream`: one server's connection, supervised: connect, serve, and reconnect with backoff when it ends."""

from __future__ import annotations

import math
from contextlib import AsyncExitStack
from types import TracebackType
from typing import Self

import anyio
import anyio.abc

from aggregator._tasks import single_errors
from aggregator.ancestry import RECURSION_NOTICE
from aggregator.errors import AggregatorError, AuthRequired, ServerUnavailable, TransportClosed
from aggregator.oauth_config import naming_login
from aggregator.protocol.versions import Era
from aggregator.status import State, UpstreamStatus
from aggregator.upstream.calls import Calls
from aggregator.upstream.handshake import Handshake, UseSseTransport
from aggregator.upstream.incoming import Incoming
from aggregator.upstream.listen import Listen
from aggregator.upstream.lists import Lists

__all__ = ["STABLE_AFTER_S", "Upstream"]

#: a connection that ends sooner than this (clock seconds) after its handshake counts as one more failure in a
#: row, so a server that dies right after connecting is held off longer each time instead of restarted for ever
STABLE_AFTER_S = 10.0


class Upstream(Handshake, Incoming, Listen, Lists, Calls):
    """A connection to one MCP server that survives its crashes.

    Use as an async context manager; requests wait (within their deadline) while it connects.
    """

    async def __aenter__(self) -> Self:
        stack = AsyncExitStack()
        tg = await stack.enter_async_context(anyio.create_task_group())
        await tg.start(self.run)
        self._stack = stack
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def run(self, *, task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        """Run the connection in the caller's task group until `close()`; started as `await tg.start(up.run)`."""
        with anyio.CancelScope() as scope:
            self._run_scope = scope
            task_status.started()
            try:
                await self._supervise()
            finally:
                self._closing = True
                self._fail_pending(ServerUnavailable("the connection was closed", server=self.name))
                if self._status.state is not State.DOWN:
                    self._set_status(State.DOWN, "closed")

    def close(self) -> None:
        """Ask `run()` to stop; it reaps the process (or ends the session) on its way out."""
        self._closing = True
        if self._run_scope is not None:
            self._run_scope.cancel()

    async def aclose(self) -> None:
        """Stop the server (processes reaped) and fail whatever is still waiting."""
        self.close()
        stack, self._stack = self._stack, None
        if stack is not None:
            await stack.aclose()

    async def _supervise(self) -> None:
        streak = 0  # connections in a row that failed, or ended within STABLE_AFTER_S of their handshake
        restarts = 0
        while not self._closing:
            # while it tries again, a server keeps saying why the last attempt failed
            last = self._status.reason if restarts else None
            self._attempted_at = self.clock.now()
            said = f"reconnecting; last failure: {last}" if last else "still connecting"
            self._set_status(State.CONNECTING, said, restarts=restarts)
            try:
                healthy = await self._connect_once()
            except UseSseTransport:
                self._variant = "sse"
                continue
            except AuthRequired as exc:
                where = f" (resource metadata: {exc.resource_metadata})" if exc.resource_metadata else ""
                oauth = getattr(self.config, "oauth", None)
                if oauth is not None:
                    # our OAuth client says what is missing (a login, a setting), and the command that logs in
                    where = f": {naming_login(self.name, exc.message, oauth)}"
                self._down(State.AUTH_REQUIRED, f"the server requires authorization{where}")
                healthy = False
            except AggregatorError as exc:
                if RECURSION_NOTICE in str(exc):
                    # the server is this aggregator's own config served again: retrying would only recurse
                    self._down(State.DOWN, str(exc))
                    return
                self._down(State.BACKOFF, str(exc))
                healthy = False
            except Exception as exc:  # a bug of ours must degrade this server, never the whole host
                self._down(State.BACKOFF, f"internal error: {type(exc).__name__}: {exc}")
                healthy = False
            if self._closing:
                return
            restarts += 1
            if self._reconnect_at_once:
                self._reconnect_at_once = False
                continue
            streak = await self._back_off(healthy, streak, restarts)

    async def _back_off(self, healthy: bool, streak: int, restarts: int) -> int:
        """Wait before the next attempt; the new count of failures in a row."""
        if healthy and self.clock.now() - self._connected_at >= STABLE_AFTER_S:
            streak = 0
        # the first restart of a server that was up waits the initial delay; one that never came up waits
        # one step longer; every further failure in a row doubles it (up to the maximum): a circuit breaker
        attempt = streak if healthy else streak + 1
        delay = self.backoff.delay(attempt, self._rng())
        state = State.AUTH_REQUIRED if self._status.state is State.AUTH_REQUIRED else State.BACKOFF
        self._set_status(state, self._status.reason, retry_at=self.clock.now() + delay, restarts=restarts)
        await self._pause(delay)
        return streak + 1

    async def _pause(self, delay: float) -> None:
        """The backoff wait: `delay` on the clock, or less when a probe or `reconnect()` wakes it."""
        if self._wake_pending:  # asked for before the pause began
            self._wake_pending = False
            return
        wake = self._wake = anyio.Event()
        async with anyio.create_task_group() as tg:

            async def sleep() -> None:
                await self.clock.sleep(delay)
                wake.set()

            tg.start_soon(sleep)
            await wake.wait()
            tg.cancel_scope.cancel()
        self._wake_pending = False

    async def reconnect(self, timeout: float | None = None) -> UpstreamStatus:
        """Connect again now, whatever the state: a pause ends, a live connection is replaced.

        Returns the status once that attempt has an outcome (TimeoutError past `timeout`).
        """
        if self._closing:
            raise ServerUnavailable("the connection was closed", server=self.name)
        seen = self._outcomes
        wire, state = self._wire, self._status.state
        if wire is not None and state is State.OK:
            self._end_connection(wire, "reconnect requested")
        elif state in (State.BACKOFF, State.AUTH_REQUIRED):
            self._wake_up()
        return await self.wait_until(lambda _: self._outcomes > seen, timeout)

    async def try_now(self, timeout: float) -> UpstreamStatus:
        """While held off: an on-demand attempt (rate-limited like `probe_soon`), and its outcome within `timeout`."""
        seen = self._outcomes
        if self.probe_soon():
            with anyio.move_on_after(timeout):
                await self.wait_until(lambda _: self._outcomes > seen, math.inf)
        return self._status

    async def _connect_once(self) -> bool:
        """Connect, serve until the connection ends; True if it had been healthy."""
        transport = self._factory(self.config, self._variant)
        healthy = self._lost = False
        reason: list[str] = []
        try:
            with single_errors():
                async with transport, anyio.create_task_group() as tg:
                    closed = self._connection_closed = anyio.Event()
                    self._closed_reason = reason
                    tg.start_soon(self._read_loop, transport, closed, reason)
                    wire = await self._establish(transport)
                    if wire.era is Era.LEGACY:
                        await self._restore(wire)
                    self._wire = wire
                    self._known_era = wire.era
                    self._description = wire.description
                    healthy = True
                    self._connected_at = self.clock.now()
                    self._set_status(
                        State.OK,
                        None,
                        era=wire.era,
                        version=wire.version,
                        server_info=wire.description.server_info if wire.description else None,
                    )
                    if wire.era is Era.MODERN:
                        tg.start_soon(self._listen, wire)
                    await closed.wait()
                    # over now, not once the process is reaped: a call made meanwhile met the dead wire and failed on
                    # it while status() still said ok; held off instead, it waits for (or triggers) the restart
                    tg.cancel_scope.cancel()
            raise TransportClosed(reason[0] if reason else "the connection ended", server=self.name)
        except TransportClosed as exc:
            if not healthy:
                raise
            if not self._lost and not self._reconnect_at_once and self._status.state is not State.AUTH_REQUIRED:
                self._down(State.BACKOFF, exc.message)  # (a request that found the login lost said so already)
        finally:
            self._wire = None
            self._listen_id = None
            self._fail_pending(
                ServerUnavailable(f"the connection was lost: {self._status.reason or 'closed'}", server=self.name)
            )
        return healthy
