"""One live connection in one era, and what every request on it carries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from aggregator.protocol.mcp import ServerDescription
from aggregator.protocol.versions import Era
from aggregator.transports import Transport

__all__ = ["Wire", "legacy_headers"]


@dataclass(slots=True)
class Wire:
    """One live connection in one era: what every request on it needs added."""

    transport: Transport
    era: Era
    version: str
    meta: dict[str, Any] = field(default_factory=dict)
    description: ServerDescription | None = None


def legacy_headers(wire: Wire) -> dict[str, str]:
    """The headers every message of a legacy HTTP session carries."""
    # the version header exists from 2025-06-18 on; earlier revisions never send it
    if wire.transport.kind == "http" and wire.era is Era.LEGACY and wire.version >= "2025-06-18":
        return {"MCP-Protocol-Version": wire.version}
    return {}
