"""Which protocol era to speak with a server, and what to try next: the decision table. No I/O.

The handshake code asks, and does what it is told:
- `opening()`: from the transport, the config's `protocol` pin and the era the server had last time, the first
  step (the `OPENINGS` table) and the version it offers;
- after a failure, `after_pinned()` / `after_known_legacy()` / `after_initialize()` / `probe_verdict()` say
  whether to discover again with a version the server named, switch to the 2024-11-05 SSE transport, or fail;
- `modern_signal()` is the spec's era table: the modern version an error proves the server speaks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from aggregator.errors import AuthRequired, HttpStatusError, McpError
from aggregator.protocol.jsonrpc import METHOD_NOT_FOUND
from aggregator.protocol.mcp import MODERN_ERROR_CODES, modern_error_versions
from aggregator.protocol.versions import LATEST_LEGACY, LATEST_MODERN, LEGACY_VERSIONS, MODERN_VERSIONS, Era

__all__ = [
    "OPENINGS",
    "Carrier",
    "Decision",
    "Fail",
    "Opening",
    "Pin",
    "Rediscover",
    "SwitchToSse",
    "Use",
    "after_initialize",
    "after_known_legacy",
    "after_pinned",
    "modern_signal",
    "needs_initialize",
    "opening",
    "pick_modern",
    "pin_of",
    "probe_settled",
    "probe_verdict",
]


class Carrier(Enum):
    """What carries the messages, as far as the era decision cares."""

    STREAM = "stream"  # stdio, in-memory: one ordered stream each way
    HTTP = "http"  # Streamable HTTP
    SSE = "sse"  # the 2024-11-05 HTTP+SSE transport, which only the legacy era has


class Pin(Enum):
    """The config's `protocol` setting, by what it asks for."""

    AUTO = "auto"  # detect
    LEGACY = "legacy"  # "legacy" or a legacy version: initialize, never probe
    MODERN = "modern"  # "modern" or a modern version: discover, never initialize


class Opening(Enum):
    """The first step of a connection."""

    INITIALIZE = "initialize"  # the legacy handshake, nothing else
    DISCOVER = "discover"  # modern `server/discover`; once more with the version a -32022 names
    INITIALIZE_FIRST = "initialize-first"  # legacy last time: initialize, but a modern error means discover
    PROBE = "probe"  # `server/discover`, and `initialize` beside it if no modern answer comes in time


#: (carrier only legacy speaks, pin, era the server had last time) -> first step. Literal on purpose: the
#: whole decision is read off here, and the table test walks every row.
OPENINGS: Mapping[tuple[bool, Pin, Era | None], Opening] = {
    (True, Pin.AUTO, None): Opening.INITIALIZE,
    (True, Pin.AUTO, Era.LEGACY): Opening.INITIALIZE,
    (True, Pin.AUTO, Era.MODERN): Opening.INITIALIZE,
    (True, Pin.LEGACY, None): Opening.INITIALIZE,
    (True, Pin.LEGACY, Era.LEGACY): Opening.INITIALIZE,
    (True, Pin.LEGACY, Era.MODERN): Opening.INITIALIZE,
    (True, Pin.MODERN, None): Opening.INITIALIZE,
    (True, Pin.MODERN, Era.LEGACY): Opening.INITIALIZE,
    (True, Pin.MODERN, Era.MODERN): Opening.INITIALIZE,
    (False, Pin.AUTO, None): Opening.PROBE,
    (False, Pin.AUTO, Era.LEGACY): Opening.INITIALIZE_FIRST,
    (False, Pin.AUTO, Era.MODERN): Opening.PROBE,
    (False, Pin.LEGACY, None): Opening.INITIALIZE,
    (False, Pin.LEGACY, Era.LEGACY): Opening.INITIALIZE,
    (False, Pin.LEGACY, Era.MODERN): Opening.INITIALIZE,
    (False, Pin.MODERN, None): Opening.DISCOVER,
    (False, Pin.MODERN, Era.LEGACY): Opening.DISCOVER,
    (False, Pin.MODERN, Era.MODERN): Opening.DISCOVER,
}


@dataclass(frozen=True, slots=True)
class Use:
    """The handshake `step` ("discover" or "initialize") succeeded: speak the era it found."""

    step: str


@dataclass(frozen=True, slots=True)
class Rediscover:
    """The server proved itself modern: `server/discover` (again) offering `version`."""

    version: str


@dataclass(frozen=True, slots=True)
class SwitchToSse:
    """The URL answered like a 2024-11-05 HTTP+SSE server: reconnect with that transport."""


@dataclass(frozen=True, slots=True)
class Fail:
    """No era can be spoken: the connection attempt fails with `error`."""

    error: Exception


Decision = Use | Rediscover | SwitchToSse | Fail
#: what one handshake step came to: the era it found, the error it raised, or None (not tried or not over)
Outcome = Era | Exception | None


def pin_of(protocol: str) -> tuple[Pin, str | None]:
    """The config's `protocol` value as a pin, and the version it names (None: the newest of its era)."""
    if protocol == "legacy" or protocol in LEGACY_VERSIONS:
        return Pin.LEGACY, protocol if protocol in LEGACY_VERSIONS else None
    if protocol == "modern" or protocol in MODERN_VERSIONS:
        return Pin.MODERN, protocol if protocol in MODERN_VERSIONS else None
    return Pin.AUTO, None


def opening(carrier: Carrier, protocol: str, known: Era | None) -> tuple[Opening, str]:
    """The first step of a connection, and the version it offers."""
    pin, version = pin_of(protocol)
    step = OPENINGS[(carrier is Carrier.SSE, pin, known)]
    if step is Opening.DISCOVER:
        return step, version or LATEST_MODERN
    if step is Opening.INITIALIZE:
        # a legacy version pin is offered as such; anything else offers the newest legacy revision
        return step, version if pin is Pin.LEGACY and version else LATEST_LEGACY
    return step, LATEST_MODERN if step is Opening.PROBE else LATEST_LEGACY


def modern_signal(outcome: object) -> str | None:
    """The modern version an error proves the server speaks, or None (the spec's era table)."""
    if isinstance(outcome, McpError):
        versions = modern_error_versions(outcome.to_error())
        return versions[0] if versions else None
    if isinstance(outcome, HttpStatusError):
        error = outcome.rpc_error
        if error is None:
            return None
        if outcome.status == 400 and error["code"] in MODERN_ERROR_CODES:
            versions = modern_error_versions(error)
            return versions[0] if versions else LATEST_MODERN
        if outcome.status == 404 and error["code"] == METHOD_NOT_FOUND:
            return LATEST_MODERN
    return None


def _legacy_sse_signal(error: HttpStatusError, over_http: bool) -> bool:
    # a 2024-11-05 server has no POST endpoint at the URL: 400/404/405 without a modern body
    return over_http and error.status in (400, 404, 405) and error.rpc_error is None


def after_pinned(error: Exception) -> Decision:
    """A modern-pinned `server/discover` failed: once more with the version a -32022 names, else fail."""
    modern = modern_signal(error)
    if modern is None or isinstance(error, AuthRequired):
        return Fail(error)
    return Rediscover(modern)


def after_known_legacy(error: Exception) -> Decision:
    """`initialize` of a server that was legacy last time failed: a modern error means it changed era."""
    if isinstance(error, McpError) and modern_error_versions(error.to_error()) is not None:
        return Rediscover(LATEST_MODERN)
    return Fail(error)


def after_initialize(error: Exception, carrier: Carrier, url_configured: bool) -> Decision:
    """`initialize` failed with an HTTP status: a bare 400/404/405 at a configured URL means the SSE transport."""
    if (
        isinstance(error, HttpStatusError)
        and carrier is Carrier.HTTP
        and modern_signal(error) is None
        and _legacy_sse_signal(error, url_configured)
    ):
        return SwitchToSse()
    return Fail(error)


def needs_initialize(discover: Outcome) -> bool:
    """Whether the probe must try `initialize` too: its `server/discover` has not (yet) proved the server modern."""
    return not (isinstance(discover, Era) or modern_signal(discover) is not None)


def probe_settled(discover: Outcome, initialize: Outcome) -> bool:
    """Whether the probe has its answer: a modern proof, or `initialize` came to something."""
    return not needs_initialize(discover) or initialize is not None


def probe_verdict(discover: Outcome, initialize: Outcome, url_configured: bool) -> Decision:
    """The era the probe found, from what `server/discover` and `initialize` came to (discover counts first)."""
    for step, found in (("discover", discover), ("initialize", initialize)):
        if isinstance(found, Era):
            return Use(step)
        modern = modern_signal(found)
        if modern is not None:
            return Rediscover(modern)
    if isinstance(initialize, HttpStatusError) and _legacy_sse_signal(initialize, url_configured):
        return SwitchToSse()
    if not isinstance(initialize, Exception):
        # unreachable while `probe_settled` holds: a probe ends with a modern proof or initialize's outcome
        raise ValueError("the probe ended before initialize came to anything")
    return Fail(initialize)


def pick_modern(supported: Iterable[str]) -> str | None:
    """The newest modern version of ours among those `server/discover` names; None: none we speak."""
    offered = set(supported)
    return next((version for version in MODERN_VERSIONS if version in offered), None)
