"""The legacy sessions of the HTTP front (`Mcp-Session-Id`): opened by `initialize`, bounded per client and in all,
expired when idle on the injected clock, each with its replay log for `Last-Event-ID`.

A session belongs to the user who opened it (`PRINCIPAL`: a gateway's user header, or a bearer token's digest). A
request naming it for anyone else is answered as for an unknown session (404), whatever it is: a POST, the GET
stream, a `Last-Event-ID` resumption, an answer to a parked elicitation, a DELETE. An id is a bearer credential
only together with the user's own credentials, and nothing tells another user that the id exists.
"""

from __future__ import annotations

import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio

from aggregator.clock import Clock
from aggregator.oauth_config import PRINCIPAL
from aggregator.protocol import jsonrpc
from aggregator.protocol.jsonrpc import Message
from aggregator.proxy.asgi import (
    HttpError,
    Receive,
    Scope,
    SendAsgi,
    cancel_on_disconnect,
    client_of,
    connection_of,
    plain,
    start_sse,
)
from aggregator.proxy.resumption import EventLog, ReplayBudget, Stream
from aggregator.proxy.server import ProxyServer, Session

if TYPE_CHECKING:
    from aggregator.proxy.http import HttpSettings

__all__ = ["MAX_STREAMS_PER_CLIENT", "MAX_STREAMS_PER_SESSION", "LegacySession", "LegacySessions"]

#: GET streams one session holds at once: its standalone stream, and a reconnect overlapping the old one's end
MAX_STREAMS_PER_SESSION = 2
#: GET streams one client (its address) holds at once over all its sessions, as for `subscriptions/listen`
#: (`notify.MAX_LISTENS_PER_CLIENT`): each holds a connection for good, and one client must not take them all
MAX_STREAMS_PER_CLIENT = 16


@dataclass(slots=True)
class LegacySession:
    """One legacy session as the HTTP front holds it: the server's `Session`, its replay log, who opened it."""

    session: Session
    last_used: float
    #: every SSE event sent to this session, kept (bounded) for Last-Event-ID resumption
    log: EventLog
    #: the client that opened it (its remote address): the unit of the per-client cap
    owner: str = ""
    #: the standalone GET stream's events, once the client has opened it
    standalone: Stream | None = None
    #: GET streams currently attached (an idle session with none may expire)
    listeners: int = 0
    #: requests running now, cut streams' calls included
    busy: int = 0
    #: the user who opened it (`PRINCIPAL`); only requests made for that same user find it
    principal: str | None = None

    @property
    def idle(self) -> bool:
        """No GET stream attached and no request running: it may expire or be pushed out."""
        return self.listeners == 0 and self.busy == 0

    @property
    def primes(self) -> bool:
        """Whether its streams open with a priming event (2025-11-25 and later)."""
        # priming events (an id, empty data) came with 2025-11-25; older clients may choke on empty data
        return (self.session.version or "") >= "2025-11-25"


class LegacySessions:
    """The open legacy sessions by id, least recently used first, and the streams connections have carried."""

    def __init__(self, server: ProxyServer, settings: HttpSettings, clock: Clock) -> None:
        self.server = server
        self.settings = settings
        self._clock = clock
        self.entries: OrderedDict[str, LegacySession] = OrderedDict()
        self.replay = ReplayBudget(settings.total_replay_bytes)
        # connection -> the stream it carried to its end: the next request on that connection proves receipt
        self._delivered: OrderedDict[tuple[Any, ...], tuple[EventLog, Stream]] = OrderedDict()
        #: what every session id minted here begins with: under `serve --workers`, the owning worker's name
        #: (`aggregator.proxy.worker_relay`), so any other worker can tell where a session lives
        self.id_prefix = ""

    def open(self, owner: str, rid: Any) -> LegacySession:
        """A new session for `owner` (a remote address), within the per-client and total caps (429/503)."""
        self._expire()
        settings = self.settings
        # one client cannot push out others: past its own cap it gives up its own oldest idle session
        own = [entry for entry in self.entries.values() if entry.owner == owner]
        if len(own) >= settings.max_sessions_per_client and not self._evict(own):
            raise HttpError(429, jsonrpc.INTERNAL_ERROR, f"this client already holds {len(own)} busy sessions", rid=rid)
        if len(self.entries) >= settings.max_sessions and not self._evict(self._heavier(owner, len(own))):
            raise HttpError(503, jsonrpc.INTERNAL_ERROR, "every session is busy; try again later", rid=rid)
        log = EventLog(max_bytes=settings.session_replay_bytes, budget=self.replay)
        session_id = self.id_prefix + uuid.uuid4().hex if self.id_prefix else None
        entry = LegacySession(self.server.open_session(session_id=session_id), self._clock.now(), log, owner)
        entry.principal = PRINCIPAL.get()
        entry.session.outbox = self._outbox(entry)
        self.entries[entry.session.id] = entry
        return entry

    def _heavier(self, owner: str, holds: int) -> list[LegacySession]:
        """At the total cap, whose idle sessions may go: the requester's own, or those of a client holding more than
        the requester will (clients flooding from many addresses push out one another, never a client with few)."""
        counts: dict[str, int] = {}
        for entry in self.entries.values():
            counts[entry.owner] = counts.get(entry.owner, 0) + 1
        return [e for e in self.entries.values() if e.owner == owner or counts[e.owner] > holds + 1]

    def _evict(self, candidates: Iterable[LegacySession]) -> bool:
        """Close the least recently used idle session among `candidates`; False if every one is busy."""
        victim = min((e for e in candidates if e.idle), key=lambda e: e.last_used, default=None)
        if victim is None:
            return False
        self.close(victim)
        return True

    def close(self, entry: LegacySession) -> None:
        """End a session: its streams close (followers see the end), its memory goes."""
        self.entries.pop(entry.session.id, None)
        entry.log.close()
        self.server.close_session(entry.session)

    def carried(self, connection: tuple[Any, ...] | None, log: EventLog, stream: Stream) -> None:
        """Note that `connection` carried `stream` to its end: its next request proves the client read it."""
        if connection is None:
            return
        self._delivered[connection] = (log, stream)
        while len(self._delivered) > max(64, self.settings.max_sessions):
            self._delivered.popitem(last=False)  # a connection gone quiet: its stream waits for the caps instead

    def acknowledge(self, scope: Scope) -> None:
        """A request on a connection that carried a stream to its end: the client has it, the log may drop it."""
        # HTTP/1.1 clients send the next request on a connection after reading the previous response whole
        connection = connection_of(scope)
        carried = self._delivered.pop(connection, None) if connection is not None else None
        if carried is not None:
            carried[0].forget(carried[1])

    def _outbox(self, entry: LegacySession) -> Callable[[Message], Awaitable[None]]:
        async def push(message: Message) -> None:
            # kept (bounded) once the client has a GET stream, so a dropped one can resume without loss
            if entry.standalone is not None:
                entry.standalone.append(jsonrpc.encode(message))

        return push

    def find(self, headers: Mapping[str, str]) -> LegacySession | None:
        """The session the request names (`Mcp-Session-Id`), touched as used; None if none is named or known."""
        session_id = headers.get("mcp-session-id")
        if session_id is None:
            return None
        entry = self.owned(session_id)
        if entry is None:
            return None
        now = self._clock.now()
        if entry.last_used < now - self.settings.session_idle_s and entry.idle:
            # expired, though the sweep has not come by yet: only this one is judged here, every request would
            # otherwise walk every session (the sweep and `open` walk them)
            self.close(entry)
            return None
        entry.last_used = now
        self.entries.move_to_end(session_id)
        return entry

    def full(self, entry: LegacySession) -> str | None:
        """Why `entry` may not start one more request now (None: it may): it runs `max_calls_per_session`."""
        limit = self.settings.max_calls_per_session
        return f"this session already runs {limit} requests" if entry.busy >= limit else None

    def release(self, entry: LegacySession) -> None:
        """One of `entry`'s requests (a lone one or a batch member) has ended: its slot is free, the session used."""
        entry.busy -= 1
        entry.last_used = self._clock.now()

    def owned(self, session_id: str) -> LegacySession | None:
        """The session `session_id` if it is open and the request in hand is made for the user who opened it; None
        otherwise, so another user's request is refused exactly as one naming no session we know."""
        entry = self.entries.get(session_id)
        return entry if entry is not None and entry.principal == PRINCIPAL.get() else None

    def expire(self) -> int:
        """Close every legacy session idle for longer than `session_idle_s`; how many were closed."""
        return self._expire()

    async def sweep(self) -> None:
        """Expire idle sessions every tenth of `session_idle_s`, so a quiet proxy frees them too (run it in a task)."""
        while True:
            await self._clock.sleep(max(1.0, self.settings.session_idle_s / 10))
            self._expire()

    def _expire(self) -> int:
        limit = self._clock.now() - self.settings.session_idle_s
        stale = [entry for entry in self.entries.values() if entry.last_used < limit and entry.idle]
        for entry in stale:
            self.close(entry)
        return len(stale)

    async def stream(self, headers: Mapping[str, str], receive: Receive, send: SendAsgi, scope: Scope) -> None:
        """A GET: the session's standalone stream, or a stream resumed from `Last-Event-ID`."""
        if "mcp-session-id" not in headers:
            await plain(send, 405, b"no standalone stream without a session", {"allow": "POST"})
            return
        entry = self.find(headers)
        if entry is None:
            raise HttpError(404, jsonrpc.INVALID_REQUEST, "unknown or expired session")
        if entry.listeners >= MAX_STREAMS_PER_SESSION:
            raise HttpError(409, jsonrpc.INVALID_REQUEST, f"this session already has {entry.listeners} streams open")
        client = client_of(scope)
        if sum(other.listeners for other in self.entries.values() if other.owner == client) >= MAX_STREAMS_PER_CLIENT:
            raise HttpError(429, jsonrpc.INTERNAL_ERROR, f"this client already holds {MAX_STREAMS_PER_CLIENT} streams")
        resumed = entry.log.find(headers["last-event-id"]) if "last-event-id" in headers else None
        if resumed is not None:
            stream, after = resumed  # a POST stream to finish, or the standalone stream to pick up again
            entry.log.acknowledge(stream, after)  # the client names what it has: that need not be kept
        else:
            if entry.standalone is None or entry.standalone.closed:
                entry.standalone = entry.log.open()
            stream, after = entry.standalone, entry.standalone.last
        await start_sse(send, {"mcp-session-id": entry.session.id})
        entry.listeners += 1
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(cancel_on_disconnect, receive, tg.cancel_scope)
                if resumed is None and entry.primes:
                    await send({"type": "http.response.body", "body": stream.priming(), "more_body": True})
                frames = stream.follow(after, idle=self.settings.keepalive_s, keepalive=b": keep-alive\n\n")
                async for frame in frames:
                    await send({"type": "http.response.body", "body": frame, "more_body": True})
                tg.cancel_scope.cancel()
            await send({"type": "http.response.body", "body": b"", "more_body": False})
            if stream.finished:
                self.carried(connection_of(scope), entry.log, stream)
        finally:
            entry.listeners -= 1
            entry.last_used = self._clock.now()

    async def delete(self, headers: Mapping[str, str], send: SendAsgi) -> None:
        """A DELETE: the client ends its session."""
        session_id = headers.get("mcp-session-id")
        if session_id is None:
            await plain(send, 405, b"nothing to delete without a session", {"allow": "POST"})
            return
        entry = self.owned(session_id)
        if entry is None:
            raise HttpError(404, None, "unknown or expired session")
        self.close(entry)
        await plain(send, 200, b"")
