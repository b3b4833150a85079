"""Transports: stdio processes, Streamable HTTP, the 2024-11-05 HTTP+SSE transport, and memory."""

from __future__ import annotations

from typing import Literal, assert_never

from aggregator.config import HttpServer, MemoryServer, ServerConfig, SseServer, StdioServer, as_variant
from aggregator.transports.base import Incoming, Related, RequestFailed, StreamPaused, Transport

__all__ = ["Incoming", "Related", "RequestFailed", "StreamPaused", "Transport", "make_transport"]


def make_transport(config: ServerConfig, *, variant: Literal["default", "sse"] = "default") -> Transport:
    """A fresh, unopened transport for `config` (`variant="sse"` is the legacy HTTP fallback)."""
    match server := as_variant(config):
        case StdioServer():
            from aggregator.transports.stdio import StdioTransport

            return StdioTransport(
                server.command,
                server.args,
                env=server.env,
                cwd=server.cwd,
                max_message_size=server.max_message_size,
                label=server.name,
            )
        case MemoryServer():
            from aggregator.transports.memory import MemoryTransport

            return MemoryTransport(server.serve, name=server.name)
        case HttpServer() if variant == "default":
            from aggregator.transports.http import StreamableHttpTransport

            return StreamableHttpTransport(
                server.url, headers=server.headers, max_message_size=server.max_message_size, pool_size=server.pool_size
            )
        case HttpServer() | SseServer():
            from aggregator.transports.sse_legacy import SseTransport

            return SseTransport(server.url, headers=server.headers, max_message_size=server.max_message_size)
        case _:
            assert_never(server)
