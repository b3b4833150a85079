"""What the proxy tells clients outside their requests: list changes, resource updates, session-level log lines.

A change is told only when the merged lists really changed (an upstream's `list_changed` is a reason to look, not
news in itself): bursts are coalesced, a storm re-lists at most once a second. Legacy sessions hear it on their own
stream; modern clients through their `subscriptions/listen` request.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectSendStream

from aggregator.aggregator import Aggregator
from aggregator.errors import AggregatorError, McpError
from aggregator.events import (
    ElicitationComplete,
    ListChanged,
    LogMessage,
    ResourceUpdated,
    StatusChanged,
    UpstreamEvent,
)
from aggregator.limits import without_our_meta
from aggregator.protocol.jsonrpc import INTERNAL_ERROR, Notification, Request
from aggregator.protocol.mcp import LOG_LEVELS, SUBSCRIPTION_ID_KEY, log_wanted
from aggregator.protocol.resource_uris import covers
from aggregator.proxy.context import quietly
from aggregator.proxy.parked_calls import ParkedCalls
from aggregator.proxy.session import Send, Session

__all__ = ["LOG_LEVELS", "MAX_SUBSCRIBED_URI", "MAX_SUBSCRIPTIONS", "ChangeNotifier", "subscription_refusal"]
#: upstream list_changed notifications closer than this are checked as one
COALESCE_S = 0.05
#: a sustained storm of them re-lists every server at most this often
RECHECK_S = 1.0
#: session-level log lines held while the sessions that asked for them are sent the earlier ones
SESSION_LOG_BACKLOG = 256
#: resources with an update waiting to be told (the latest of each is told), at most; past it, an update of one
#: more resource is dropped, so a server naming a new resource in each of a flood of updates cannot grow them
PENDING_UPDATES = 256


#: subscription streams one client (HTTP: its address) may hold open at once
MAX_LISTENS_PER_CLIENT = 16
#: notifications waiting for one listen stream's client; past it, one that reads slowly misses the newest
LISTEN_BACKLOG = 64
#: resources one legacy session, or one listen stream, may subscribe to; and the longest URI it may name (each is
#: kept for as long as the subscription, and every update is compared with each)
MAX_SUBSCRIPTIONS = 256
MAX_SUBSCRIBED_URI = 8192


def subscription_refusal(held: Collection[str], uri: str) -> str | None:
    """Why a client holding the subscriptions `held` may not subscribe to `uri` too (None: it may)."""
    if len(uri) > MAX_SUBSCRIBED_URI:
        return f"a subscribed URI is at most {MAX_SUBSCRIBED_URI} characters; this one has {len(uri)}"
    if uri not in held and len(held) >= MAX_SUBSCRIPTIONS:
        return f"this client already subscribes to {len(held)} resources, the most it may"
    return None


@dataclass(slots=True)
class _Listener:
    #: what its listen request sends on, in its own task: a client that stopped reading holds up no one else
    outbox: MemoryObjectSendStream[Notification]
    listen_id: Any
    wanted: dict[str, Any]
    #: who holds it (the HTTP client's address; None on stdio)
    client: str | None = None

    def offer(self, note: Notification) -> None:
        """Queue `note` for the listener (dropped when its backlog is full: it is not reading)."""
        try:
            self.outbox.send_nowait(note)
        except (anyio.WouldBlock, anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass


class ChangeNotifier:
    """Watches the aggregator's events and tells the clients (the proxy's `sessions`, and modern listeners)."""

    def __init__(self, aggregator: Aggregator, sessions: dict[str, Session], parked: ParkedCalls) -> None:
        self.aggregator = aggregator
        self.sessions = sessions
        self.parked = parked
        self._listeners: dict[int, _Listener] = {}
        self._last_exported: dict[str, Any] = {}
        self._dirty: anyio.Event | None = None
        #: updates waiting to be told, the latest per URI
        self._updated: dict[str, ResourceUpdated] = {}
        #: log lines of no request's (session-level), waiting for `watch` to hand them to the sessions that asked
        #: (a line's target is None) or a mirrored session's lines, which are its own client's (the target); and
        #: notifications for one session alone (an elicitation's completion)
        self._session_logs = anyio.create_memory_object_stream[tuple[LogMessage | Notification, Session | None]](
            SESSION_LOG_BACKLOG
        )

    async def listen(self, request: Request, send: Send, client: str | None = None) -> None:
        """A modern client's `subscriptions/listen`: acknowledged, then held open until the client lets go. One
        client (HTTP: its address) holds at most `MAX_LISTENS_PER_CLIENT` at once: past it, -32603 "busy"."""
        held = sum(1 for listener in self._listeners.values() if listener.client == client)
        if client is not None and held >= MAX_LISTENS_PER_CLIENT:
            # a stream is held open for as long as the client likes: one client must not take every connection
            data = {"aggregator": {"kind": "busy", "limit": MAX_LISTENS_PER_CLIENT, "scope": "client"}}
            raise McpError(INTERNAL_ERROR, f"this client already holds {held} subscription streams", data)
        params = request.params or {}
        asked = params.get("notifications")
        if not isinstance(asked, dict):
            asked = {}
        honored: dict[str, Any] = {
            key: True for key in ("toolsListChanged", "promptsListChanged", "resourcesListChanged") if asked.get(key)
        }
        uris = asked.get("resourceSubscriptions")
        if isinstance(uris, list) and all(isinstance(uri, str) for uri in uris) and uris:
            # the acknowledgement is the subset honoured: a URI no server has, or whose server takes no
            # subscriptions, is left out of it (the rest of the listen stands); so is one past the bounds
            taken: list[str] = []
            for uri in dict.fromkeys(uris):
                if subscription_refusal(taken, uri) is None and await self._subscribed(uri):
                    taken.append(uri)
            if taken:
                honored["resourceSubscriptions"] = taken
        meta = {SUBSCRIPTION_ID_KEY: request.id}
        await send(Notification("notifications/subscriptions/acknowledged", {"notifications": honored, "_meta": meta}))
        outbox, inbox = anyio.create_memory_object_stream[Notification](LISTEN_BACKLOG)
        key = id(outbox)
        self._listeners[key] = _Listener(outbox, request.id, honored, client)
        try:
            async with inbox:
                async for note in inbox:  # until the client lets go (the request is cancelled)
                    await quietly(send, note)
        finally:
            self._listeners.pop(key, None)
            with anyio.CancelScope(shield=True):
                for uri in honored.get("resourceSubscriptions", ()):
                    if not self.subscribed(uri):
                        await self.aggregator.subscribe_resource(uri, subscribed=False)

    async def _subscribed(self, uri: str) -> bool:
        try:
            await self.aggregator.subscribe_resource(uri)
        except AggregatorError:
            return False
        return True

    def on_event(self, event: UpstreamEvent) -> None:
        """Hooked to the aggregator's events: remember that something may have changed."""
        if isinstance(event, LogMessage):
            self.queue_log(event, None)
            return
        if isinstance(event, ElicitationComplete):
            self._complete(event.elicitation_id)
            return
        if isinstance(event, ResourceUpdated) and (event.uri in self._updated or len(self._updated) < PENDING_UPDATES):
            self._updated[event.uri] = event
        if isinstance(event, ListChanged | StatusChanged | ResourceUpdated) and self._dirty is not None:
            self._dirty.set()  # before `watch` runs there is nothing to compare with: `prime` takes the snapshot

    def own_completion_sink(self, session: Session) -> Callable[[ElicitationComplete], None]:
        """Where `session`'s own upstream sessions (era mirroring) say a URL-mode elicitation is complete: to it."""
        return lambda event: self._complete(event.elicitation_id, (session,))

    def _complete(self, elicitation_id: str, among: Iterable[Session] | None = None) -> None:
        """Tell the client that was shown a URL-mode elicitation that its server completed it (and nobody else)."""
        note = Notification("notifications/elicitation/complete", {"elicitationId": elicitation_id})
        for session in list(self.sessions.values() if among is None else among):
            if elicitation_id in session.elicitations and session.outbox is not None:
                session.elicitations.pop(elicitation_id, None)
                self.queue_note(session, note)

    async def watch(self, *, task_status: Any = anyio.TASK_STATUS_IGNORED) -> None:
        """Tell clients when the merged lists really changed (not merely when an upstream said so).

        It also owns the upstream calls parked while a modern client answers their input requests: without
        `watch` running, a legacy upstream's requests to a modern client are declined.
        """
        async with anyio.create_task_group() as calls:
            self.parked.calls = calls
            calls.start_soon(self._relay_session_logs)
            try:
                await self._watch_changes(task_status)
            finally:
                self.parked.calls = None
                calls.cancel_scope.cancel()

    async def _watch_changes(self, task_status: Any) -> None:
        self._dirty = anyio.Event()
        task_status.started()
        last_check = -math.inf
        while True:
            await self._dirty.wait()
            self._dirty = anyio.Event()
            updated, self._updated = self._updated, {}
            # one notification per URI in a burst, carrying the latest params the server sent for it
            for event in updated.values():
                await self._tell_updated(event)
            # coalesce a burst of upstream notifications into one check; under a sustained storm, check at
            # most once per RECHECK_S (each check lists every server again)
            await anyio.sleep(max(COALESCE_S, last_check + RECHECK_S - anyio.current_time()))
            last_check = anyio.current_time()
            changed = await self._changed_lists()
            for kind in changed:
                await self._broadcast(kind)

    async def _changed_lists(self) -> list[str]:
        current = {
            "tools": [t["name"] for t in await self.aggregator.list_tools()],
            "prompts": [p.get("name") for p in await self.aggregator.list_prompts()],
            "resources": [r.get("uri") for r in await self.aggregator.list_resources()],
        }
        changed = [
            kind
            for kind, names in current.items()
            if kind in self._last_exported and self._last_exported[kind] != names
        ]
        self._last_exported = current
        return changed

    def queue_log(self, event: LogMessage, target: Session | None) -> None:
        """Queue a session-level log line for `watch` to hand out (`target`: the one session it belongs to)."""
        try:
            self._session_logs[0].send_nowait((event, target))
        except anyio.WouldBlock:
            pass  # a storm of session-level lines: the surplus is dropped, never queued without bound

    def queue_note(self, session: Session, note: Notification) -> None:
        """Queue a notification for `session` alone, for `watch` to send (dropped in a storm, like log lines)."""
        try:
            self._session_logs[0].send_nowait((note, session))
        except anyio.WouldBlock:
            pass

    def own_log_sink(self, session: Session) -> Callable[[LogMessage], None]:
        """Where the session-level log lines of `session`'s own upstream sessions (era mirroring) go: to it alone."""
        return lambda event: self.queue_log(event, session)

    async def _relay_session_logs(self) -> None:
        """A log line no request can be tied to goes only to the sessions that asked for session-level logs; one from
        a client's own upstream session goes to that client, as it would connected directly."""
        async for event, target in self._session_logs[1]:
            note = (
                event if isinstance(event, Notification) else Notification("notifications/message", dict(event.params))
            )
            if target is not None:
                if target.outbox is not None and self.sessions.get(target.id) is target:
                    await quietly(target.outbox, note)
                continue
            for session in list(self.sessions.values()):
                level = event.params.get("level") if isinstance(event, LogMessage) else None
                if session.outbox is not None and log_wanted(level, session.log_level):
                    await quietly(session.outbox, note)

    async def _tell_updated(self, event: ResourceUpdated) -> None:
        """Tell whoever subscribed to the URI, or to one it is beneath (the spec's sub-resource, see `covers`): a
        legacy session on its own stream, a modern client on its listen stream under that stream's id."""
        note = _updated_params(event)
        method = "notifications/resources/updated"
        for session in list(self.sessions.values()):
            if session.outbox is not None and any(covers(uri, event.uri) for uri in session.subscriptions):
                await quietly(session.outbox, Notification(method, note))
        for listener in list(self._listeners.values()):
            if any(covers(uri, event.uri) for uri in listener.wanted.get("resourceSubscriptions", ())):
                meta = {**note.get("_meta", {}), SUBSCRIPTION_ID_KEY: listener.listen_id}
                listener.offer(Notification(method, {**note, "_meta": meta}))

    async def _broadcast(self, kind: str) -> None:
        method = f"notifications/{kind}/list_changed"
        flag = f"{kind}ListChanged"
        for session in list(self.sessions.values()):
            if session.outbox is not None and session.initialized:
                await quietly(session.outbox, Notification(method))
        for listener in list(self._listeners.values()):
            if listener.wanted.get(flag):
                listener.offer(Notification(method, {"_meta": {SUBSCRIPTION_ID_KEY: listener.listen_id}}))

    async def prime(self) -> None:
        """Take the first snapshot of the lists, so later changes can be told from the start."""
        await self._changed_lists()

    def subscribed(self, uri: str) -> bool:
        """Whether any client still wants updates of `uri`."""
        return any(uri in session.subscriptions for session in self.sessions.values()) or any(
            uri in listener.wanted.get("resourceSubscriptions", ()) for listener in self._listeners.values()
        )


def _updated_params(event: ResourceUpdated) -> dict[str, Any]:
    """The server's `resources/updated` params as a client connected directly would get them: its URI as it is (the
    proxy routes URIs, never renames them), and everything else it sent (title, `_meta`...), less our namespace."""
    params = {**without_our_meta(event.params), "uri": event.uri}
    if not isinstance(params.get("_meta", {}), dict):
        del params["_meta"]  # no object, no metadata: a listener's own id could not be added to it
    return params
