"""Hearing what changes: a modern server's `subscriptions/listen` stream and the resource subscriptions it carries; a
legacy session's subscriptions and log level, asked again of every new session with the server."""

from __future__ import annotations

import math
from typing import Any

import anyio

from aggregator.errors import AggregatorError, UpstreamError
from aggregator.protocol.jsonrpc import Notification, Request
from aggregator.protocol.mcp import with_meta
from aggregator.protocol.versions import Era
from aggregator.upstream.pending import Pending
from aggregator.upstream.requests import Requests
from aggregator.upstream.wire import Wire

__all__ = ["Listen"]

_LISTEN_FILTER = {"tools": "toolsListChanged", "prompts": "promptsListChanged", "resources": "resourcesListChanged"}


class Listen(Requests):
    """Hearing what changes: the listen stream of a modern server, `resources/subscribe` of a legacy one."""

    async def subscribe_resource(self, uri: str, subscribed: bool = True) -> None:
        """Ask to hear (or stop hearing) `notifications/resources/updated` for `uri`.

        Legacy servers get `resources/subscribe`/`unsubscribe`; a modern server's listen stream is
        re-opened with the new `resourceSubscriptions`.
        """
        if subscribed == (uri in self._resource_subs):
            return
        (self._resource_subs.add if subscribed else self._resource_subs.discard)(uri)
        wire = self._wire
        if wire is not None and wire.era is Era.LEGACY:
            method = "resources/subscribe" if subscribed else "resources/unsubscribe"
            try:
                await self.request(method, {"uri": uri})
            except AggregatorError:
                # a refused subscription is not held: asked again later it is sent again (and never restored)
                self._resource_subs.discard(uri)
                raise
            return
        self._listen_changed.set()

    async def set_log_level(self, level: str) -> None:
        """Ask the server for log lines at `level` and above: a legacy one that logs (`logging` declared) hears
        `logging/setLevel` now and at the start of every later session (a restart, a first connection still to
        come); a modern one is asked per request instead. A server that refuses a level still serves: no error."""
        self._log_level = level
        wire = self._wire
        if wire is not None and wire.era is Era.LEGACY and _offers(wire, "logging"):
            await self._ask_quietly(wire, "logging/setLevel", {"level": level})

    async def _restore(self, wire: Wire) -> None:
        """A new legacy session knows nothing of the last one's: before it serves anyone, it is asked again for the
        log level and the resource subscriptions our callers still count on (a restart behind them is ours to hide).
        """
        level, subscribed = None, set[str]()
        while self._log_level != level or not self._resource_subs <= subscribed:  # until what is asked meanwhile too
            if self._log_level != level:
                level = self._log_level
                if _offers(wire, "logging"):
                    await self._ask_quietly(wire, "logging/setLevel", {"level": level})
            for uri in sorted(self._resource_subs - subscribed):
                subscribed.add(uri)
                if _offers(wire, "resources", "subscribe"):
                    await self._ask_quietly(wire, "resources/subscribe", {"uri": uri})

    async def _ask_quietly(self, wire: Wire, method: str, params: dict[str, Any]) -> None:
        """`method` on `wire`; a refusal is no one's error (the server still serves; a URI gone has nothing to tell)."""
        try:
            await self._request_on(wire, method, params, timeout=self.config.timeouts.connect)
        except AggregatorError:
            pass

    async def notify(self, method: str, params: dict[str, Any] | None = None) -> None:
        """Send the server a notification on our legacy session with it, if one is open (a later session starts from
        what it asks then); a connection that fails meanwhile is not an error of the sender's."""
        wire = self._wire
        if wire is None or wire.era is not Era.LEGACY:
            return
        with anyio.move_on_after(self.config.timeouts.connect):
            try:
                await wire.transport.send(Notification(method, params), headers=self._headers(wire, method, params))
            except AggregatorError:
                pass

    def _listen_filter(self, wire: Wire) -> dict[str, Any]:
        caps = wire.description.capabilities if wire.description else {}
        wanted: dict[str, Any] = {
            flag: True
            for kind, flag in _LISTEN_FILTER.items()
            if isinstance(caps.get(kind), dict) and caps[kind].get("listChanged")
        }
        resources = caps.get("resources")
        if self._resource_subs and isinstance(resources, dict) and resources.get("subscribe"):
            wanted["resourceSubscriptions"] = sorted(self._resource_subs)
        return wanted

    async def _listen(self, wire: Wire) -> None:
        """Keep a modern `subscriptions/listen` stream open for what can change; re-open it when that does."""
        while True:
            self._listen_changed = anyio.Event()
            wanted = self._listen_filter(wire)
            if not wanted:
                await self._listen_changed.wait()
                continue
            ended = await self._listen_once(wire, wanted)
            if ended:
                return  # the server ended or refused it: changes are seen when lists are fetched again

    async def _listen_once(self, wire: Wire, wanted: dict[str, Any]) -> bool:
        """One listen request; True when it ended on its own, False when our filter changed."""
        request_id = self._ids.next()
        self._listen_id = request_id
        params = with_meta({"notifications": wanted}, wire.meta)
        headers = self._headers(wire, "subscriptions/listen", params)
        pending = Pending(math.inf, None)
        self._in_flight.add(request_id, pending)
        changed = self._listen_changed
        try:
            async with anyio.create_task_group() as tg:

                async def on_change() -> None:
                    await changed.wait()
                    tg.cancel_scope.cancel()

                tg.start_soon(on_change)
                await wire.transport.send(Request(request_id, "subscriptions/listen", params), headers=headers)
                await pending.wait()
                tg.cancel_scope.cancel()
        except UpstreamError:
            return True
        finally:
            self._in_flight.pop(request_id)
        if changed.is_set():
            await self._cancel_upstream(wire, request_id, "subscriptions/listen", "the subscription filter changed")
            return False
        return True


def _offers(wire: Wire, capability: str, flag: str | None = None) -> bool:
    """Whether the server declared `capability` (with `flag` true in it, if given) in its handshake."""
    offered = wire.description.capabilities.get(capability) if wire.description else None
    if flag is None:
        return offered is not None
    return isinstance(offered, dict) and offered.get(flag) is True
