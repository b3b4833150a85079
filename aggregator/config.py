"""Settings for one upstream server, as the library and the config loader both build them.

Only plain values live here (layer 0): what to run or where to connect, which protocol to speak,
and the limits that apply. Loading the `mcpServers` JSON files that people already have is the
config loader's job; it produces these.
"""

from __future__ import annotations

import math
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from aggregator.errors import ConfigError
from aggregator.protocol.versions import SUPPORTED_VERSIONS

__all__ = [
    "DEFAULT_MAX_MESSAGE_SIZE",
    "DEFAULT_PAGE_CAP",
    "AggregatorSettings",
    "Backoff",
    "ServerConfig",
    "Timeouts",
]

DEFAULT_MAX_MESSAGE_SIZE = 16 * 1024 * 1024
DEFAULT_PAGE_CAP = 250

TransportKind = Literal["stdio", "http", "sse", "memory"]
PROTOCOL_MODES = ("auto", "modern", "legacy", *SUPPORTED_VERSIONS)
_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


@dataclass(frozen=True, slots=True, kw_only=True)
class Timeouts:
    """Per-request deadlines, in seconds.

    `probe` bounds the era probe: generous, because several servers cold-starting on two cores can
    take seconds before they read stdin (a late answer to the probe still counts). `call` is reset
    by each progress notification, but no call outlives `hard_max`.
    """

    probe: float = 10.0
    connect: float = 30.0
    list: float = 30.0
    call: float = 60.0
    hard_max: float = 600.0

    def __post_init__(self) -> None:
        for name in ("probe", "connect", "list", "call", "hard_max"):
            value = getattr(self, name)
            if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0 or math.isnan(value):
                raise ConfigError(f"timeout {name!r} must be a positive number of seconds, got {value!r}")


@dataclass(frozen=True, slots=True, kw_only=True)
class Backoff:
    """Reconnect delays: `initial * factor**attempt`, capped, each spread by ± `jitter` (a fraction)."""

    initial: float = 0.25
    factor: float = 2.0
    maximum: float = 30.0
    jitter: float = 0.2
    #: a call arriving while a retry is due within this many seconds waits for it instead of failing
    wait_for_retry: float = 2.0

    def delay(self, attempt: int, random: float) -> float:
        base = min(self.maximum, self.initial * self.factor ** min(attempt, 64))
        return max(0.0, base * (1 + self.jitter * (2 * random - 1)))


@dataclass(frozen=True, slots=True, kw_only=True)
class ServerConfig:
    """One upstream server. `name` is the host-chosen key (never the server's self-reported name)."""

    name: str
    command: str | None = None
    args: Sequence[str] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    type: TransportKind | None = None
    #: "auto" detects the era; "modern"/"legacy" or an exact revision skip or pin detection
    protocol: str = "auto"
    timeouts: Timeouts = field(default_factory=Timeouts)
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE
    page_cap: int = DEFAULT_PAGE_CAP
    #: the in-process server for "memory" entries: `async def serve(channel)`
    serve: Callable[[Any], Awaitable[None]] | None = None
    roots: Sequence[Mapping[str, Any]] = ()
    # -- aggregation settings (the nested "aggregator" object of a config entry) --
    #: the host-chosen prefix for this server's tool names; defaults to `name`
    prefix: str | None = None
    #: glob patterns over the server's original tool names; deny wins over allow
    allow: Sequence[str] = ()
    deny: Sequence[str] = ()
    #: hold this server's lists at least this long, whatever its ttlMs hint says
    min_ttl_ms: int = 0
    disabled: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not _NAME.fullmatch(self.name):
            raise ConfigError(f"server name {self.name!r} must be 1-64 characters of letters, digits, '_' or '-'")
        kind = self.kind
        if kind == "stdio" and not self.command:
            raise ConfigError(f"server {self.name!r}: a stdio server needs a 'command'")
        if kind in ("http", "sse") and not self.url:
            raise ConfigError(f"server {self.name!r}: an {kind} server needs a 'url'")
        if kind == "memory" and self.serve is None:
            raise ConfigError(f"server {self.name!r}: a memory server needs a 'serve' function")
        if self.protocol not in PROTOCOL_MODES:
            raise ConfigError(
                f"server {self.name!r}: protocol must be one of {', '.join(PROTOCOL_MODES)}, got {self.protocol!r}"
            )
        for key, minimum in (("max_message_size", 1024), ("page_cap", 1), ("min_ttl_ms", 0)):
            value = getattr(self, key)
            if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
                raise ConfigError(
                    f"server {self.name!r}: {key} must be an integer of at least {minimum}, got {value!r}"
                )

    @property
    def tool_prefix(self) -> str:
        return self.prefix if self.prefix is not None else self.name

    @property
    def kind(self) -> TransportKind:
        if self.type is not None:
            return self.type
        if self.serve is not None:
            return "memory"
        if self.url is not None:
            return "http"
        return "stdio"


PrefixMode = Literal["auto", "always", "never"]


@dataclass(frozen=True, slots=True, kw_only=True)
class AggregatorSettings:
    """Settings of the aggregation itself (the top-level "aggregator" object of a config file)."""

    #: auto: prefix only names that collide; always: every name; never: a collision drops the later server's tool
    prefix_mode: PrefixMode = "auto"
    separator: str = "__"
    #: the name profile of exported names: "mcp" (<=128, [A-Za-z0-9_.-]) or a stricter model-API one
    name_profile: str = "mcp"
    #: how long lists from servers that send no cache hints (legacy) are held when they cannot announce changes
    legacy_ttl_ms: int = 0
    #: the longest any list is held, whatever a server says
    max_ttl_ms: int = 24 * 60 * 60 * 1000
    #: validate call arguments against the tool's inputSchema before forwarding
    validate_arguments: bool = True

    def __post_init__(self) -> None:
        if self.prefix_mode not in ("auto", "always", "never"):
            raise ConfigError(f"prefix_mode must be auto, always or never, got {self.prefix_mode!r}")
        if not self.separator or not re.fullmatch(r"[A-Za-z0-9_.-]{1,8}", self.separator) or self.separator.isalnum():
            raise ConfigError(
                f"separator must be 1-8 characters of '_', '-' or '.' and may mix in letters; got {self.separator!r}"
            )
        if self.legacy_ttl_ms < 0 or self.max_ttl_ms < 0:
            raise ConfigError("legacy_ttl_ms and max_ttl_ms must not be negative")
