"""Settings for one upstream server, as the library and the config loader both build them.

A server's config is one variant per transport (`StdioServer`, `HttpServer`, `SseServer`, `MemoryServer`, all
`ServerConfig`s); code that depends on the transport matches on the class, never on a string.
Only plain values live here (layer 0): what to run or where to connect, which protocol to speak, and the limits
that apply — including the host's guards on calls (`RateLimit`, `PolicyRule`, `AuditSettings`), whose behaviour
lives in `limits.py`, `policy.py` and `audit.py`. Loading the `mcpServers` JSON files that people already have is
the config loader's job; it produces these.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from aggregator._config_checks import (
    SERVER_KEY,
    check_remote,
    check_seconds,
    check_stdio,
    finite,
    prefix_of,
    short,
)
from aggregator.backoff import Backoff
from aggregator.errors import ConfigError
from aggregator.oauth_config import OAuthSettings
from aggregator.protocol.versions import SUPPORTED_VERSIONS

__all__ = [
    "ANNOTATION_HINTS",
    "DEFAULT_MAX_MESSAGE_SIZE",
    "DEFAULT_PAGE_CAP",
    "MIN_RESULT_BYTES",
    "AggregatorSettings",
    "AnyServerConfig",
    "AuditSettings",
    "Backoff",
    "HttpServer",
    "MemoryServer",
    "PolicyRule",
    "RateLimit",
    "RemoteServer",
    "ServerConfig",
    "SseServer",
    "StdioServer",
    "Timeouts",
    "TransportKind",
    "as_variant",
]

DEFAULT_MAX_MESSAGE_SIZE = 16 * 1024 * 1024
DEFAULT_PAGE_CAP = 250
#: a smaller result cap would leave no room for even the truncation marker to make sense
MIN_RESULT_BYTES = 1024
#: the tool annotations a policy rule may match on, with the spec's value for a tool that does not say
ANNOTATION_HINTS: Mapping[str, bool] = {
    "readOnlyHint": False,
    "destructiveHint": True,
    "idempotentHint": False,
    "openWorldHint": True,
}

TransportKind = Literal["stdio", "http", "sse", "memory"]
PROTOCOL_MODES = ("auto", "modern", "legacy", *SUPPORTED_VERSIONS)


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
            check_seconds("timeout ", repr(name), getattr(self, name))


@dataclass(frozen=True, slots=True, kw_only=True)
class RateLimit:
    """A token bucket: `calls_per_s` sustained, up to `burst` at once (default: one second's worth, at least 1)."""

    calls_per_s: float
    burst: int | None = None

    def __post_init__(self) -> None:
        rate = self.calls_per_s
        if not finite(rate) or rate <= 0:
            raise ConfigError(f"calls_per_s must be a positive number, got {short(rate)}")
        burst = self.burst
        if burst is not None and (not isinstance(burst, int) or isinstance(burst, bool) or not 1 <= burst <= 10**9):
            raise ConfigError(f"burst must be an integer from 1 to 10^9, got {short(burst)}")

    @property
    def capacity(self) -> int:
        """The bucket size: `burst`, else one second's worth of calls (at least 1)."""
        return self.burst if self.burst is not None else max(1, math.ceil(self.calls_per_s))


class _ByTransport(type):
    """Calling `ServerConfig(...)` itself builds the variant its fields describe (the constructor kept from before the
    variants); calling a variant builds that variant. A subclass of `ServerConfig` defined elsewhere was written for
    the flat record, so it is built on `_FlatServer`, which keeps every transport's fields."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any) -> _ByTransport:
        if namespace.get("__module__") != __name__:
            bases = tuple(_FlatServer if base is ServerConfig else base for base in bases)
        return super().__new__(mcs, name, bases, namespace, **kwargs)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        if cls is ServerConfig:
            if args:
                raise TypeError("ServerConfig() takes keyword arguments only")
            return _variant_of(kwargs)
        return type.__call__(cls, *args, **kwargs)


@dataclass(frozen=True, slots=True, kw_only=True)
class ServerConfig(metaclass=_ByTransport):
    """One upstream server: the settings every transport shares. `name` is the host-chosen key (never the server's
    self-reported name).

    Each transport is a subclass with its own fields: `StdioServer` (command, args, env, cwd, env_file,
    unset_env), the two `RemoteServer`s `HttpServer` (url, headers, oauth, pool_size) and `SseServer` (url, headers,
    oauth), and `MemoryServer` (serve); `kind` names it. Code that needs the transport matches on the class.
    `ServerConfig(...)` itself takes the fields of any variant (and `type`) and returns the variant they describe:
    `type` if given, else memory with `serve`, HTTP with `url`, stdio otherwise. Fields of another transport are
    ignored there, as they
    always were; an unknown `type` raises `ConfigError`.
    """

    #: the transport, as the config files spell it ("stdio", "http", "sse" or "memory")
    kind: ClassVar[TransportKind]
    name: str
    #: "auto" detects the era; "modern"/"legacy" or an exact revision skip or pin detection
    protocol: str = "auto"
    timeouts: Timeouts = field(default_factory=Timeouts)
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE
    page_cap: int = DEFAULT_PAGE_CAP
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
    # -- the host's guards on calls to this server --
    #: calls to this server, all tools together; a call over it is answered at once and never sent
    rate_limit: RateLimit | None = None
    #: glob over original tool names -> a limit per matching tool (first match wins), on top of `rate_limit`
    tool_rate_limits: Mapping[str, RateLimit] = field(default_factory=dict)
    #: results bigger than this (compact JSON, UTF-8) are cut down to it; None: handed on whole
    max_result_bytes: int | None = None
    #: the host vouches for this server; handed to policy callables (config rules never trust annotations)
    trusted: bool = False

    if TYPE_CHECKING:  # what `_ByTransport` accepts for `ServerConfig(...)`; each variant has its own signature
        # fmt: off
        def __init__(
            self, *, name: str, command: str | None = None, args: Sequence[str] = (), env: Mapping[str, str] = ...,
            cwd: str | None = None, env_file: str | None = None, unset_env: Sequence[str] = (),
            url: str | None = None, trusted: bool = False,
            headers: Mapping[str, str] = ..., type: TransportKind | None = None, protocol: str = "auto",
            timeouts: Timeouts = ..., max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE, pool_size: int = 100,
            serve: Callable[[Any], Awaitable[None]] | None = None, roots: Sequence[Mapping[str, Any]] = (),
            prefix: str | None = None, allow: Sequence[str] = (), deny: Sequence[str] = (), min_ttl_ms: int = 0,
            disabled: bool = False, rate_limit: RateLimit | None = None, page_cap: int = DEFAULT_PAGE_CAP,
            tool_rate_limits: Mapping[str, RateLimit] = ..., max_result_bytes: int | None = None, oauth: Any = None,
        ) -> None: ...
        # fmt: on

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not SERVER_KEY.fullmatch(self.name) or not self.name.strip():
            raise ConfigError(f"server name {self.name!r} must be 1-128 characters, without control characters")
        if self.prefix is None and not prefix_of(self.name):
            raise ConfigError(f"server name {self.name!r} gives no tool prefix: set one (`prefix`)")
        self._check_transport()
        if self.protocol not in PROTOCOL_MODES:
            raise ConfigError(
                f"server {self.name!r}: protocol must be one of {', '.join(PROTOCOL_MODES)}, got {self.protocol!r}"
            )
        for key, minimum in (("max_message_size", 1024), ("page_cap", 1), ("min_ttl_ms", 0)):
            self._check_count(key, minimum)
        self._check_guards()

    def _check_transport(self) -> None:
        """The variant's own fields; each variant checks what it needs."""

    def _check_count(self, key: str, minimum: int) -> None:
        value = getattr(self, key)
        if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
            raise ConfigError(f"server {self.name!r}: {key} must be an integer of at least {minimum}, got {value!r}")

    def _check_guards(self) -> None:
        cap = self.max_result_bytes
        if cap is not None and (not isinstance(cap, int) or isinstance(cap, bool) or cap < MIN_RESULT_BYTES):
            raise ConfigError(
                f"server {self.name!r}: max_result_bytes must be an integer of at least {MIN_RESULT_BYTES}, got {cap!r}"
            )
        if self.rate_limit is not None and not isinstance(self.rate_limit, RateLimit):
            raise ConfigError(f"server {self.name!r}: rate_limit must be a RateLimit, got {self.rate_limit!r}")
        for pattern, limit in self.tool_rate_limits.items():
            if not isinstance(pattern, str) or not pattern or not isinstance(limit, RateLimit):
                message = f"tool_rate_limits maps tool-name globs to RateLimits, got {pattern!r}: {limit!r}"
                raise ConfigError(f"server {self.name!r}: {message}")

    @property
    def tool_prefix(self) -> str:
        """The prefix of this server's colliding names: `prefix` if set, else the config key (`prefix_of` it)."""
        return self.prefix if self.prefix is not None else prefix_of(self.name)

    @property
    def type(self) -> TransportKind:
        """The transport, as `kind` (kept for code written when `type` was a field of one flat record)."""
        return self.kind


@dataclass(frozen=True, slots=True, kw_only=True)
class StdioServer(ServerConfig):
    """A server run as a child process that speaks JSON-RPC lines on stdin/stdout."""

    kind: ClassVar[TransportKind] = "stdio"
    command: str
    args: Sequence[str] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    #: VS Code's `envFile`, as written: the loader has already merged its variables into `env` (which wins)
    env_file: str | None = None
    #: variables taken out of the inherited environment (VS Code's `"env": {"NAME": null}`)
    unset_env: Sequence[str] = ()

    def _check_transport(self) -> None:
        check_stdio(self.name, self.command, self.args, self.env, self.cwd, self.env_file)
        if isinstance(self.unset_env, str | bytes) or not all(isinstance(name, str) for name in self.unset_env):
            raise ConfigError(f"server {self.name!r}: unset_env must be a list of variable names")


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoteServer(ServerConfig):
    """What the two URL transports share: where the server is, the headers sent to it, and how it is authorized."""

    url: str
    headers: Mapping[str, str] = field(default_factory=dict)
    oauth: OAuthSettings | None = None  # the spec's OAuth client for this server (the `oauth` extra)

    def _check_transport(self) -> None:
        check_remote(self.name, self.kind, self.url, self.headers)


@dataclass(frozen=True, slots=True, kw_only=True)
class HttpServer(RemoteServer):
    """A server at a Streamable HTTP URL (a 2024-11-05 HTTP+SSE server found there is used over that, detected)."""

    kind: ClassVar[TransportKind] = "http"
    #: HTTP requests in flight to this server at once; more queue, each within its own deadline
    pool_size: int = 100

    def _check_transport(self) -> None:
        RemoteServer._check_transport(self)  # zero-argument super() fails in a slots dataclass
        self._check_count("pool_size", 1)


@dataclass(frozen=True, slots=True, kw_only=True)
class SseServer(RemoteServer):
    """A server at a URL of the 2024-11-05 HTTP+SSE transport, named as such (`"type": "sse"`): never probed."""

    kind: ClassVar[TransportKind] = "sse"


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryServer(ServerConfig):
    """A server in this process: `serve(channel)` answers the messages of one connection (tests, embedding)."""

    kind: ClassVar[TransportKind] = "memory"
    serve: Callable[[Any], Awaitable[None]]

    def _check_transport(self) -> None:
        if self.serve is None:
            raise ConfigError(f"server {self.name!r}: a memory server needs a 'serve' function")


#: every server config is one of these; `match` on it (mypy checks the cases are exhaustive)
AnyServerConfig = StdioServer | HttpServer | SseServer | MemoryServer
_VARIANTS: Mapping[str, type[AnyServerConfig]] = {v.kind: v for v in (StdioServer, HttpServer, SseServer, MemoryServer)}
#: the field each variant cannot do without: missing from `ServerConfig(...)`, its own check says so by name
_NEEDS = {"stdio": "command", "http": "url", "sse": "url", "memory": "serve"}
#: every field of every variant: what `ServerConfig(...)` accepts, besides `type`
_KNOWN = frozenset(item.name for variant in _VARIANTS.values() for item in dataclasses.fields(variant))


@dataclass(frozen=True, slots=True, kw_only=True)
class _FlatServer(ServerConfig):
    """The flat record of before the variants, under subclasses written for it; `as_variant` gives their transport."""

    command: str | None = None
    args: Sequence[str] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    env_file: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    type: TransportKind | None = None  # type: ignore[assignment]
    pool_size: int = 100
    serve: Callable[[Any], Awaitable[None]] | None = None

    @property
    def kind(self) -> TransportKind:  # type: ignore[override]
        return as_variant(self).kind

    def _check_transport(self) -> None:
        as_variant(self)


def as_variant(server: ServerConfig) -> AnyServerConfig:
    """`server` as the variant of its transport: itself, or for a subclass written for the flat record (before the
    variants), the variant its fields describe."""
    if isinstance(server, StdioServer | HttpServer | SseServer | MemoryServer):
        return server
    fields = {item.name: getattr(server, item.name) for item in dataclasses.fields(server)}
    return _variant_of({key: value for key, value in fields.items() if key in _KNOWN or key == "type"})


def _variant_of(fields: dict[str, Any]) -> AnyServerConfig:
    """The variant `ServerConfig(**fields)` describes (see `ServerConfig`)."""
    kind = fields.pop("type", None)
    if kind is None:
        kind = "memory" if fields.get("serve") is not None else "http" if fields.get("url") is not None else "stdio"
    variant = _VARIANTS.get(kind) if isinstance(kind, str) else None
    if variant is None:
        raise ConfigError(f"server {fields.get('name')!r}: type must be one of {', '.join(_VARIANTS)}, got {kind!r}")
    unknown = sorted(set(fields) - _KNOWN)
    if unknown:
        raise TypeError(f"ServerConfig() got an unexpected keyword argument {unknown[0]!r}")
    own = {item.name for item in dataclasses.fields(variant)}
    kept = {key: value for key, value in fields.items() if key in own}
    kept.setdefault(_NEEDS[kind], None)
    return variant(**kept)


PrefixMode = Literal["auto", "always", "never"]
PolicyAction = Literal["allow", "deny"]


@dataclass(frozen=True, slots=True, kw_only=True)
class PolicyRule:
    """One rule of the host's call policy: what it matches, and whether a matching call may run.

    `server` is a glob over server keys, `tool` a glob over the server's own tool names, `annotations`
    the hints a tool must show (absent hints count as the spec's defaults, see `ANNOTATION_HINTS`). A
    rule without matchers matches every call. Annotations come from the server, which can claim
    anything, so only a `deny` rule may match on them: they can make a call more guarded, never less.
    """

    action: PolicyAction
    server: str | None = None
    tool: str | None = None
    annotations: Mapping[str, bool] = field(default_factory=dict)
    #: match `annotations` only against hints the tool states: a hint it leaves out matches nothing
    stated_only: bool = False
    #: said to the model (and the user) when this rule refuses a call
    reason: str | None = None
    #: how refusals name the rule; the config loader puts the user's `name` or the key path here
    label: str | None = None

    def __post_init__(self) -> None:
        if self.action not in ("allow", "deny"):
            raise ConfigError(f"a policy rule's action must be allow or deny, got {self.action!r}")
        for key, value in self.annotations.items():
            if key not in ANNOTATION_HINTS:
                raise ConfigError(f"annotation {key!r} cannot be matched; use one of {', '.join(ANNOTATION_HINTS)}")
            if not isinstance(value, bool):
                raise ConfigError(f"annotation {key!r} must be matched against true or false, got {value!r}")
        if self.action == "allow" and self.annotations:
            raise ConfigError(
                "an allow rule cannot match on annotations: a server can claim any annotation to be let through; "
                "match allow rules by server and tool only (deny rules may use annotations)"
            )
        for key in ("server", "tool"):
            value = getattr(self, key)
            if value is not None and (not isinstance(value, str) or not value):
                raise ConfigError(f"a policy rule's {key} must be a non-empty glob, got {value!r}")


@dataclass(frozen=True, slots=True, kw_only=True)
class AuditSettings:
    """Where the audit log goes (JSON lines, appended) and whether call arguments are written to it."""

    path: str
    #: arguments may hold secrets the model was given: written only when asked for
    arguments: bool = False


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
    #: the host's call policy, first matching rule wins; no match allows
    policy: tuple[PolicyRule, ...] = ()
    #: one JSON line per call, when set
    audit: AuditSettings | None = None
    #: once some servers have answered, how long a merged list waits for the rest before it is served without
    #: them (they show as `connecting`, and `list_changed` is announced when they arrive)
    list_patience_s: float = 3.0
    poisoning: Literal["warn", "block"] = "warn"  # block: a tool `poisoning.flagged` is dropped (reason `poisoned`)
    #: the poisoning lint's learned layer too (`aggregator.poisoning_model`, the `poisoning-model` extra): None (the
    #: default) uses it wherever the extra is installed, since it catches what the rules miss and clears guidance they
    #: misread (`poisoning_model.enabled`); False is the rules alone; True requires it
    poisoning_model: bool | None = None

    def __post_init__(self) -> None:
        if self.prefix_mode not in ("auto", "always", "never"):
            raise ConfigError(f"prefix_mode must be auto, always or never, got {self.prefix_mode!r}")
        if not self.separator or not re.fullmatch(r"[A-Za-z0-9_.-]{1,8}", self.separator) or self.separator.isalnum():
            raise ConfigError(
                f"separator must be 1-8 characters of '_', '-' or '.' and may mix in letters; got {self.separator!r}"
            )
        for key in ("legacy_ttl_ms", "max_ttl_ms"):
            ttl = getattr(self, key)
            # an integer (NaN and infinity would pass a sign check and break every expiry computed from it)
            if not isinstance(ttl, int) or isinstance(ttl, bool) or not 0 <= ttl <= 10**15:
                raise ConfigError(f"{key} must be an integer of milliseconds from 0 to 10^15, got {short(ttl)}")
        check_seconds("", "list_patience_s", self.list_patience_s, zero=True)
