"""What the upstreams report, passed on: caches invalidated by it first, secrets redacted, then the listener."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from aggregator._facade.configuration import Configured
from aggregator._facade.routes import read_key
from aggregator.cache import ListCache
from aggregator.events import ListChanged, Listener, ResourceUpdated, StatusChanged, UpstreamEvent
from aggregator.protocol.resource_uris import containers

__all__ = ["EventRelay"]

#: the store topic of the list_changed fan-out
_TOPIC = "list_changed"

#: the cached list methods a `ListChanged` of each list names
_LIST_METHODS_OF = {
    "tools": ("tools/list",),
    "prompts": ("prompts/list",),
    "resources": ("resources/list", "resources/templates/list"),
}


class EventRelay:
    """The `on_event` of every upstream: drops what an event makes stale, then tells the host's `listener`."""

    def __init__(self, cache: ListCache, configured: Configured, listener: Callable[[], Listener | None]) -> None:
        self.cache = cache
        self.configured = configured
        #: the host's listener, read at each event (it may be replaced while running)
        self.listener = listener
        #: called when the catalog must be built anew (a list or a status changed)
        self.on_change: Callable[[], None] = lambda: None
        #: plain functions told of every event after the listener (`Aggregator.observe`); they must not raise
        self.observers: list[Callable[[UpstreamEvent], None]] = []
        #: tells the other processes on a shared store that an upstream's list changed (see `share_through`)
        self.announce: Callable[[ListChanged], None] | None = None
        #: the servers that have been up before in this process: their next "ok" is a new session
        self._been_up: set[str] = set()

    def share_through(self, store: object) -> None:
        """Fan `list_changed` out through `store`'s topics when it has them (a `RedisStore`): what an upstream says
        here is announced to every process on the store, and what another announces is handled here as if this
        process's upstream had said it (pages dropped, the listener told, so the proxy tells its clients)."""
        announce, subscribe = getattr(store, "announce", None), getattr(store, "subscribe", None)
        if announce is None or subscribe is None:
            return
        self.announce = lambda event: announce(_TOPIC, {"server": event.server, "list": event.list})
        subscribe(_TOPIC, self._heard)

    def _heard(self, payload: object) -> None:
        if isinstance(payload, dict) and payload.get("list") in _LIST_METHODS_OF:
            server = payload.get("server")
            if isinstance(server, str) and server in self.configured.by_name:
                self.handle(ListChanged(server, payload["list"]))

    def __call__(self, event: UpstreamEvent) -> None:
        """Handle one event of an upstream (a list change is announced to the other processes of the store)."""
        self.handle(event)
        if isinstance(event, ListChanged) and self.announce is not None:
            self.announce(event)

    def handle(self, event: UpstreamEvent) -> None:
        """Drop what `event` makes stale, then tell the listener."""
        if isinstance(event, ListChanged):
            # the server says its list changed: drop the cached pages even if they are fresh
            for method in _LIST_METHODS_OF[event.list]:
                self.cache.invalidate(event.server, method)
        if isinstance(event, ResourceUpdated):
            # the resource itself, and what it is a sub-resource of (a directory's read lists what changed in it)
            for uri in (event.uri, *containers(event.uri)):
                self.cache.invalidate(event.server, read_key(uri))
        if isinstance(event, StatusChanged) and event.state == "ok":
            if event.server in self._been_up:
                # up again (a restart, a reconnect): a new process or session, which cannot announce what changed
                # while it was down, so the lists held from the old one (until their list_changed) are read anew
                for methods in _LIST_METHODS_OF.values():
                    for method in methods:
                        self.cache.invalidate(event.server, method)
            self._been_up.add(event.server)
        if isinstance(event, ListChanged | StatusChanged):
            self.on_change()
        if isinstance(event, StatusChanged) and event.reason:
            event = replace(event, reason=self.configured.redact(event.reason))  # a listener may log it: no secret
        listener = self.listener()
        if listener is not None:
            listener(event)
        for observer in self.observers:
            observer(event)
