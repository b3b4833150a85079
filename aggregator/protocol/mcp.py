"""The MCP vocabulary an aggregator needs, for both eras. No I/O.

Everything here turns wire values into typed values (or wire values out of parameters) and is
lenient exactly where the spec says to be: an absent `resultType` is "complete", an absent or
negative `ttlMs` is 0 and an absent or unknown `cacheScope` is "private", on every wire.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from aggregator.errors import ProtocolViolation
from aggregator.protocol.jsonrpc import json_type
from aggregator.protocol.versions import MODERN_VERSIONS, SUPPORTED_VERSIONS, Era

__all__ = [
    "CLIENT_CAPABILITIES_KEY",
    "CLIENT_INFO_KEY",
    "HEADER_MISMATCH",
    "LIST_METHODS",
    "LOG_LEVELS",
    "LOG_LEVEL_KEY",
    "MISSING_CAPABILITY",
    "PROTOCOL_META_PREFIX",
    "PROTOCOL_VERSION_KEY",
    "SERVER_INFO_KEY",
    "SUBSCRIPTION_ID_KEY",
    "UNSUPPORTED_VERSION",
    "CacheScope",
    "DiscoverInfo",
    "InputRequired",
    "Page",
    "ServerDescription",
    "cache_hints",
    "cancellable",
    "log_wanted",
    "modern_error_versions",
    "parse_discover",
    "parse_initialize",
    "parse_page",
    "result_type",
    "with_meta",
    "without_meta_keys",
]

#: the namespace of the 2026-07-28 revision's own `_meta` keys (what a request of that revision must carry)
PROTOCOL_META_PREFIX = "io.modelcontextprotocol/"
PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion"
CLIENT_CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities"
CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo"
LOG_LEVEL_KEY = "io.modelcontextprotocol/logLevel"
SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo"
SUBSCRIPTION_ID_KEY = "io.modelcontextprotocol/subscriptionId"

HEADER_MISMATCH = -32020
MISSING_CAPABILITY = -32021
UNSUPPORTED_VERSION = -32022
MODERN_ERROR_CODES = frozenset({HEADER_MISMATCH, MISSING_CAPABILITY, UNSUPPORTED_VERSION})
RESOURCE_NOT_FOUND_LEGACY = -32002

CacheScope = Literal["public", "private"]

# The paginated list methods and the key that holds their items.
LIST_METHODS: Mapping[str, str] = {
    "tools/list": "tools",
    "prompts/list": "prompts",
    "resources/list": "resources",
    "resources/templates/list": "resourceTemplates",
}

# Result types of the core protocol. An extension's types join only when its capability was
# advertised on the request; we advertise none, so anything else is invalid.
CORE_RESULT_TYPES = frozenset({"complete", "input_required"})

#: the spec's log levels (syslog's), least severe first
LOG_LEVELS = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")


def log_wanted(level: Any, threshold: str | None) -> bool:
    """Whether a client that asked for `threshold` (None: nothing) wants a log line of `level`."""
    if threshold not in LOG_LEVELS:
        return False  # None (nothing asked), or a threshold no door should have let in: never a crash here
    # a level the spec does not know is not dropped unseen: it counts as the most severe
    rank = LOG_LEVELS.index(level) if level in LOG_LEVELS else len(LOG_LEVELS) - 1
    return rank >= LOG_LEVELS.index(threshold)


#: requests no `notifications/cancelled` may name: the handshake revisions say `initialize` MUST NOT be cancelled
_UNCANCELLABLE = frozenset({"initialize"})


def cancellable(method: str) -> bool:
    """Whether a request of `method` may be cancelled by `notifications/cancelled`, in either direction: we never
    send one for it (even when it times out), and one a client sends for it is ignored."""
    return method not in _UNCANCELLABLE


def with_meta(params: Mapping[str, Any] | None, meta: Mapping[str, Any]) -> dict[str, Any]:
    """`params` with `meta` merged into its `_meta` (the caller's own `_meta` keys win)."""
    out = dict(params) if params else {}
    existing = out.get("_meta")
    out["_meta"] = {**meta, **existing} if isinstance(existing, dict) else dict(meta)
    return out


def without_meta_keys(message: Mapping[str, Any], drop: Callable[[str], bool]) -> dict[str, Any]:
    """A copy of `message` (params or a result) whose `_meta` lacks the keys `drop` picks, and has no `_meta` at all
    when none is left: what one party put there (our listen id, a server's self-description) is not another's."""
    out = dict(message)
    meta = out.get("_meta")
    if isinstance(meta, dict) and any(isinstance(key, str) and drop(key) for key in meta):
        kept = {key: value for key, value in meta.items() if not (isinstance(key, str) and drop(key))}
        if kept:
            out["_meta"] = kept
        else:
            del out["_meta"]
    return out


def result_type(result: Mapping[str, Any], accepted: frozenset[str] = CORE_RESULT_TYPES) -> str:
    """The result's `resultType`: absent means "complete"; one we did not negotiate is invalid."""
    value = result.get("resultType", "complete")
    if not isinstance(value, str) or value not in accepted:
        raise ProtocolViolation(f"unknown resultType {value!r}")
    return value


def cache_hints(result: Mapping[str, Any]) -> tuple[int, CacheScope]:
    """(`ttlMs`, `cacheScope`) with the spec's defaults for absent or invalid values."""
    ttl = result.get("ttlMs")
    # bool is an int in Python; a float ttl is tolerated and floored
    if isinstance(ttl, bool) or not isinstance(ttl, int | float) or not math.isfinite(ttl) or ttl < 0:
        ttl = 0
    scope = result.get("cacheScope")
    return int(ttl), ("public" if scope == "public" else "private")


@dataclass(frozen=True, slots=True)
class Page:
    """One page of a paginated list, with the hints it came with."""

    method: str
    items: tuple[dict[str, Any], ...]
    next_cursor: str | None
    ttl_ms: int
    scope: CacheScope
    meta: dict[str, Any] | None = None
    #: items the client must not pass on, each with the reason (e.g. an invalid x-mcp-header)
    excluded: tuple[tuple[dict[str, Any], str], ...] = ()


def parse_page(method: str, result: Mapping[str, Any]) -> Page:
    """Read one page of a `*/list` result; raises `ProtocolViolation` for a malformed items array or cursor."""
    key = LIST_METHODS[method]
    if key not in result and method == "tools/list":
        # required: a tool list without it is no empty list (the server would show `ok` with no tools, unexplained)
        raise ProtocolViolation(f"{method} result has no {key!r} array")
    items = result.get(key, [])
    if not isinstance(items, list):
        raise ProtocolViolation(f"{method} result field {key!r} must be an array")
    cursor = result.get("nextCursor")
    # an empty string is a real cursor; only absent or null ends the list
    if cursor is not None and not isinstance(cursor, str):
        raise ProtocolViolation(f"{method} nextCursor must be a string, got {type(cursor).__name__}")
    ttl, scope = cache_hints(result)
    meta = result.get("_meta")
    # an entry that is no object is reported (the catalog drops it, saying so), never silently lost
    malformed = tuple(
        ({"entry": index}, f"not a definition: an entry of {key} must be an object, got {json_type(item)}")
        for index, item in enumerate(items)
        if not isinstance(item, dict)
    )
    return Page(
        method,
        tuple(item for item in items if isinstance(item, dict)),
        cursor,
        ttl,
        scope,
        meta if isinstance(meta, dict) else None,
        malformed,
    )


@dataclass(frozen=True, slots=True)
class DiscoverInfo:
    """What a modern server says of itself in `server/discover`, with the cache hints of that answer."""

    supported_versions: tuple[str, ...]
    capabilities: dict[str, Any]
    instructions: str | None
    server_info: dict[str, Any] | None
    ttl_ms: int
    scope: CacheScope


def parse_discover(result: Mapping[str, Any]) -> DiscoverInfo:
    """A schema-valid `DiscoverResult`, or ProtocolViolation (which makes a probe fall back to legacy)."""
    versions = result.get("supportedVersions")
    if not isinstance(versions, list) or not versions or not all(isinstance(v, str) for v in versions):
        raise ProtocolViolation("DiscoverResult.supportedVersions must be a non-empty array of strings")
    capabilities = result.get("capabilities")
    if not isinstance(capabilities, dict):
        raise ProtocolViolation("DiscoverResult.capabilities must be an object")
    instructions = result.get("instructions")
    meta = result.get("_meta")
    server_info = meta.get(SERVER_INFO_KEY) if isinstance(meta, dict) else None
    ttl, scope = cache_hints(result)
    return DiscoverInfo(
        tuple(versions),
        capabilities,
        instructions if isinstance(instructions, str) else None,
        server_info if isinstance(server_info, dict) else None,
        ttl,
        scope,
    )


def modern_error_versions(error: Mapping[str, Any]) -> tuple[str, ...] | None:
    """The modern versions a `-32021`/`-32022` error names as supported; None if it names none.

    Such an error proves the server is modern (the probe must not fall back to initialize).
    """
    if error.get("code") not in (UNSUPPORTED_VERSION, MISSING_CAPABILITY):
        return None
    data = error.get("data")
    supported = data.get("supported") if isinstance(data, dict) else None
    if isinstance(supported, list):
        modern = tuple(v for v in supported if v in MODERN_VERSIONS)
        return modern or None
    # -32021 has no version list, but only modern servers send it
    return MODERN_VERSIONS if error.get("code") == MISSING_CAPABILITY else None


def pick_version(offered: tuple[str, ...]) -> str | None:
    """Our newest version among those the server offers."""
    return next((v for v in SUPPORTED_VERSIONS if v in offered), None)


@dataclass(frozen=True, slots=True)
class ServerDescription:
    """What one server said about itself, from `server/discover` or `initialize`."""

    era: Era
    version: str
    capabilities: dict[str, Any] = field(default_factory=dict)
    server_info: dict[str, Any] | None = None
    instructions: str | None = None


def parse_initialize(result: Mapping[str, Any]) -> ServerDescription:
    """Read a legacy `initialize` result; raises `ProtocolViolation` when `protocolVersion` is not a string."""
    version = result.get("protocolVersion")
    if not isinstance(version, str):
        raise ProtocolViolation("InitializeResult.protocolVersion must be a string")
    capabilities = result.get("capabilities")
    server_info = result.get("serverInfo")
    instructions = result.get("instructions")
    return ServerDescription(
        Era.LEGACY,
        version,
        capabilities if isinstance(capabilities, dict) else {},
        server_info if isinstance(server_info, dict) else None,
        instructions if isinstance(instructions, str) else None,
    )


@dataclass(frozen=True, slots=True)
class InputRequired:
    """A modern server needs input before it can answer (`resultType: "input_required"`).

    Retry the same request with a fresh id, the answers under `inputResponses`, and
    `request_state` byte-exact. Never cached.
    """

    server: str
    method: str
    params: dict[str, Any]
    input_requests: dict[str, Any]
    request_state: str | None
    result: dict[str, Any]

    def retry_params(self, input_responses: Mapping[str, Any]) -> dict[str, Any]:
        """The retry's params: the original ones plus `inputResponses`, and the server's `requestState` byte-exact."""
        params = {k: v for k, v in self.params.items() if k not in ("inputResponses", "requestState")}
        params["inputResponses"] = dict(input_responses)
        if self.request_state is not None:
            params["requestState"] = self.request_state
        return params
