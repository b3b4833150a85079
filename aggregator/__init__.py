"""mcp-aggregator: many MCP servers, one deterministic tool list, routed calls.

The public surface is declared here once; everything else is private to the package.
"""

from __future__ import annotations

from aggregator.adapters import (
    ModelTools,
    result_to_anthropic,
    result_to_openai,
    result_to_responses,
    to_anthropic,
    to_openai,
)
from aggregator.aggregator import Aggregator, ServerState
from aggregator.audit import AuditLog, AuditRecord
from aggregator.catalog import Catalog, CatalogTool, Drop, Reason, Rename
from aggregator.client_handler import ClientHandler, DefaultClientHandler
from aggregator.client_profile import CLIENT_PROFILES, ClientProfile
from aggregator.clock import Clock, ManualClock, SystemClock
from aggregator.config import (
    AggregatorSettings,
    AuditSettings,
    Backoff,
    HttpServer,
    MemoryServer,
    PolicyRule,
    RateLimit,
    RemoteServer,
    ServerConfig,
    SseServer,
    StdioServer,
    Timeouts,
)
from aggregator.config_file import AggregatorConfig, load_config, parse_config
from aggregator.effects import Effect, UntrustedConfig
from aggregator.errors import (
    AggregatorError,
    AuthRequired,
    CallFailed,
    CallProtocolError,
    CallTimedOut,
    CallTooLarge,
    CallTransportClosed,
    CallUnavailable,
    ConfigError,
    HttpStatusError,
    InvalidArguments,
    McpError,
    MessageTooLarge,
    NotRunning,
    PeerError,
    ProtocolViolation,
    RequestTimeout,
    ServerUnavailable,
    SessionExpired,
    TransportClosed,
    UnknownTool,
    UpstreamError,
)
from aggregator.events import (
    ElicitationComplete,
    ListChanged,
    Listener,
    LogMessage,
    ResourceUpdated,
    StatusChanged,
    UpstreamEvent,
)
from aggregator.exposure import Exposed, ExposurePlan, Placement
from aggregator.oauth_config import MemoryTokenStore, OAuthSettings, TokenStore
from aggregator.policy import CallRequest, Decision
from aggregator.protocol.mcp import InputRequired, Page, ServerDescription
from aggregator.protocol.versions import LEGACY_VERSIONS, MODERN_VERSIONS, Era
from aggregator.search import SearchHit, SearchUnavailable
from aggregator.status import State, UpstreamStatus
from aggregator.upstream import ListResult, Upstream

__version__ = "0.1.0"
"""The version of this package."""

__all__ = [
    "CLIENT_PROFILES",
    "LEGACY_VERSIONS",
    "MODERN_VERSIONS",
    "Aggregator",
    "AggregatorConfig",
    "AggregatorError",
    "AggregatorSettings",
    "AuditLog",
    "AuditRecord",
    "AuditSettings",
    "AuthRequired",
    "Backoff",
    "CallFailed",
    "CallProtocolError",
    "CallRequest",
    "CallTimedOut",
    "CallTooLarge",
    "CallTransportClosed",
    "CallUnavailable",
    "Catalog",
    "CatalogTool",
    "ClientHandler",
    "ClientProfile",
    "Clock",
    "ConfigError",
    "Decision",
    "DefaultClientHandler",
    "Drop",
    "Effect",
    "ElicitationComplete",
    "Era",
    "Exposed",
    "ExposurePlan",
    "HttpServer",
    "HttpStatusError",
    "InputRequired",
    "InvalidArguments",
    "ListChanged",
    "ListResult",
    "Listener",
    "LogMessage",
    "ManualClock",
    "McpError",
    "MemoryServer",
    "MemoryTokenStore",
    "MessageTooLarge",
    "ModelTools",
    "NotRunning",
    "OAuthSettings",
    "Page",
    "PeerError",
    "Placement",
    "PolicyRule",
    "ProtocolViolation",
    "RateLimit",
    "Reason",
    "RemoteServer",
    "Rename",
    "RequestTimeout",
    "ResourceUpdated",
    "SearchHit",
    "SearchUnavailable",
    "ServerConfig",
    "ServerDescription",
    "ServerState",
    "ServerUnavailable",
    "SessionExpired",
    "SseServer",
    "State",
    "StatusChanged",
    "StdioServer",
    "SystemClock",
    "Timeouts",
    "TokenStore",
    "TransportClosed",
    "UnknownTool",
    "UntrustedConfig",
    "Upstream",
    "UpstreamError",
    "UpstreamEvent",
    "UpstreamStatus",
    "__version__",
    "load_config",
    "parse_config",
    "result_to_anthropic",
    "result_to_openai",
    "result_to_responses",
    "to_anthropic",
    "to_openai",
]
