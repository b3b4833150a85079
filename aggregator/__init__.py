"""mcp-aggregator: many MCP servers, one deterministic tool list, routed calls.

The public surface is declared here once; everything else is private to the package.
"""

from __future__ import annotations

from aggregator.client_handler import ClientHandler, DefaultClientHandler
from aggregator.clock import Clock, ManualClock, SystemClock
from aggregator.config import Backoff, ServerConfig, Timeouts
from aggregator.errors import (
    AggregatorError,
    AuthRequired,
    ConfigError,
    HttpStatusError,
    McpError,
    MessageTooLarge,
    ProtocolViolation,
    RequestTimeout,
    ServerUnavailable,
    SessionExpired,
    TransportClosed,
    UpstreamError,
)
from aggregator.events import ListChanged, LogMessage, ResourceUpdated, StatusChanged, UpstreamEvent
from aggregator.protocol.mcp import InputRequired, Page, ServerDescription
from aggregator.protocol.versions import LEGACY_VERSIONS, MODERN_VERSIONS, Era
from aggregator.status import State, UpstreamStatus
from aggregator.upstream import ListResult, Upstream

__version__ = "0.1.0"

__all__ = [
    "LEGACY_VERSIONS",
    "MODERN_VERSIONS",
    "AggregatorError",
    "AuthRequired",
    "Backoff",
    "ClientHandler",
    "Clock",
    "ConfigError",
    "DefaultClientHandler",
    "Era",
    "HttpStatusError",
    "InputRequired",
    "ListChanged",
    "ListResult",
    "LogMessage",
    "ManualClock",
    "McpError",
    "MessageTooLarge",
    "Page",
    "ProtocolViolation",
    "RequestTimeout",
    "ResourceUpdated",
    "ServerConfig",
    "ServerDescription",
    "ServerUnavailable",
    "SessionExpired",
    "State",
    "StatusChanged",
    "SystemClock",
    "Timeouts",
    "TransportClosed",
    "Upstream",
    "UpstreamError",
    "UpstreamEvent",
    "UpstreamStatus",
    "__version__",
]
