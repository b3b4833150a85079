"""Opening a connection in the server's era: discovery or `initialize`, as `protocol.era` decides."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import anyio

from aggregator._tasks import single_errors
from aggregator.config import HttpServer, as_variant
from aggregator.errors import AuthRequired, HttpStatusError, McpError, ProtocolViolation, RequestTimeout, SessionExpired
from aggregator.protocol import era
from aggregator.protocol.jsonrpc import Notification
from aggregator.protocol.mcp import (
    CLIENT_CAPABILITIES_KEY,
    CLIENT_INFO_KEY,
    PROTOCOL_VERSION_KEY,
    ServerDescription,
    parse_discover,
    parse_initialize,
)
from aggregator.protocol.versions import LATEST_LEGACY, LATEST_MODERN, LEGACY_VERSIONS, Era, batches_allowed
from aggregator.transports import Transport
from aggregator.upstream.requests import Requests
from aggregator.upstream.wire import Wire, carrier_of, legacy_headers

__all__ = ["Handshake", "UseSseTransport"]

#: what a probe step can fail with and still leave the era to be told by the other step
_PROBE_ERRORS = (McpError, HttpStatusError, ProtocolViolation, RequestTimeout, SessionExpired)


class UseSseTransport(Exception):
    """The URL answered like a 2024-11-05 HTTP+SSE server: reconnect with that transport."""


class Handshake(Requests):
    """The era detection and handshake of each new connection."""

    @property
    def _url_configured(self) -> bool:
        # not named a 2024-11-05 server, yet maybe one: a Streamable HTTP URL with no POST endpoint there
        return isinstance(as_variant(self.config), HttpServer)

    async def _establish(self, transport: Transport) -> Wire:
        step, version = era.opening(carrier_of(transport), self.config.protocol, self._known_era)
        if step is era.Opening.INITIALIZE:
            return await self._initialize(transport, version)
        if step is era.Opening.DISCOVER:
            try:
                return await self._discover(self._modern_wire(transport, version))
            except (McpError, HttpStatusError) as exc:
                # -32022 names the versions the server takes: retry once with one of ours
                return await self._decided(transport, era.after_pinned(exc))
        if step is era.Opening.INITIALIZE_FIRST:
            # the era is a property of the server: skip the probe on reconnect, re-probe if it lies
            try:
                return await self._initialize(transport, version)
            except McpError as exc:
                return await self._decided(transport, era.after_known_legacy(exc))
        return await self._probe(transport)

    async def _decided(self, transport: Transport, decision: era.Decision, found: dict[str, Any] | None = None) -> Wire:
        """Carry out what the era decision said after a first step."""
        if isinstance(decision, era.Use) and found is not None:
            wire = found[decision.step]
            assert isinstance(wire, Wire)
            return wire
        if isinstance(decision, era.Rediscover):
            return await self._discover(self._modern_wire(transport, decision.version))
        if isinstance(decision, era.SwitchToSse):
            raise UseSseTransport
        assert isinstance(decision, era.Fail)
        raise decision.error

    def _modern_wire(self, transport: Transport, version: str) -> Wire:
        meta = {
            PROTOCOL_VERSION_KEY: version,
            CLIENT_CAPABILITIES_KEY: self.client_capabilities,
            CLIENT_INFO_KEY: self.client_info,
        }
        return Wire(transport, Era.MODERN, version, meta)

    async def _discover(self, wire: Wire) -> Wire:
        result = await self._request_on(wire, "server/discover", None, timeout=self.config.timeouts.connect)
        assert isinstance(result, dict)
        info = parse_discover(result)
        version = era.pick_modern(info.supported_versions)
        if version is None:
            raise ProtocolViolation(
                f"server/discover offers {list(info.supported_versions)}, none of which we speak", server=self.name
            )
        wire = self._modern_wire(wire.transport, version) if version != wire.version else wire
        wire.description = ServerDescription(
            Era.MODERN, version, info.capabilities, info.server_info, info.instructions
        )
        return wire

    async def _probe(self, transport: Transport) -> Wire:
        """Per the spec: `server/discover` first; a modern answer means modern, anything else legacy.

        On stdio a slow server may answer the probe after we gave up on it and sent `initialize`:
        that late answer still counts, and so does a `-32022` in answer to `initialize`.
        """
        wire = self._modern_wire(transport, LATEST_MODERN)
        found: dict[str, Any] = {}  # step -> its Wire, or the error it raised
        changed = [anyio.Event()]

        def outcome(step: str) -> era.Outcome:
            value = found.get(step)
            return value.era if isinstance(value, Wire) else value

        async def attempt(step: str, action: Callable[[], Awaitable[Wire]]) -> None:
            try:
                found[step] = await action()
            except _PROBE_ERRORS as exc:
                found[step] = exc
            changed[0].set()

        with single_errors():
            async with anyio.create_task_group() as tg:
                tg.start_soon(attempt, "discover", lambda: self._discover(wire))
                with anyio.move_on_after(self.config.timeouts.probe):
                    await changed[0].wait()
                if isinstance(found.get("discover"), AuthRequired):
                    raise found["discover"]
                if era.needs_initialize(outcome("discover")):
                    tg.start_soon(attempt, "initialize", lambda: self._initialize(transport, LATEST_LEGACY))
                    while not era.probe_settled(outcome("discover"), outcome("initialize")):
                        changed[0] = anyio.Event()
                        if era.probe_settled(outcome("discover"), outcome("initialize")):
                            break
                        await changed[0].wait()
                tg.cancel_scope.cancel()
        verdict = era.probe_verdict(outcome("discover"), outcome("initialize"), self._url_configured)
        return await self._decided(transport, verdict, found)

    async def _initialize(self, transport: Transport, offer: str) -> Wire:
        wire = Wire(transport, Era.LEGACY, offer)
        params = {"protocolVersion": offer, "capabilities": self.handler.capabilities(), "clientInfo": self.client_info}
        try:
            result = await self._request_on(wire, "initialize", params, timeout=self.config.timeouts.connect)
        except HttpStatusError as exc:
            decision = era.after_initialize(exc, carrier_of(transport), self._url_configured)
            if isinstance(decision, era.SwitchToSse):
                raise UseSseTransport from None
            raise
        assert isinstance(result, dict)
        desc = parse_initialize(result)
        if desc.version not in LEGACY_VERSIONS:
            raise ProtocolViolation(
                f"initialize answered with protocol version {desc.version!r}, which we do not speak",
                server=self.name,
            )
        wire = Wire(transport, Era.LEGACY, desc.version, description=desc)
        transport.allow_batch = batches_allowed(desc.version)
        await transport.send(Notification("notifications/initialized"), headers=legacy_headers(wire))
        await transport.open_server_stream()
        return wire
