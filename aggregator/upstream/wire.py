"""One live connection in one era, and what every request on it carries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from aggregator.protocol.era import Carrier
from aggregator.protocol.mcp import ServerDescription
from aggregator.protocol.versions import Era
from aggregator.transports import Transport

__all__ = ["Wire", "carrier_of", "legacy_headers"]


def carrier_of(transport: Transport) -> Carrier:
    """What carries this transport's messages, as the era decision and the headers see it (one place to tell)."""
    if transport.legacy_only:
        return Carrier.SSE
    return Carrier.HTTP if transport.request_per_message else Carrier.STREAM


@dataclass(slots=True)
class Wire:
    """One live connection in one era: what every request on it needs added."""

    transport: Transport
    era: Era
    version: str
    meta: dict[str, Any] = field(default_factory=dict)
    description: ServerDescription | None = None

    @property
    def over_http(self) -> bool:
        """Whether it is Streamable HTTP (headers carry the version, the method, `Mcp-Param-*`)."""
        return carrier_of(self.transport) is Carrier.HTTP


def legacy_headers(wire: Wire) -> dict[str, str]:
    """The headers every message of a legacy HTTP session carries."""
    # the version header exists from 2025-06-18 on; earlier revisions never send it
    if wire.over_http and wire.era is Era.LEGACY and wire.version >= "2025-06-18":
        return {"MCP-Protocol-Version": wire.version}
    return {}
