"""Transports: stdio processes, Streamable HTTP, the 2024-11-05 HTTP+SSE transport, and memory."""

from __future__ import annotations

from typing import Literal

from aggregator.config import ServerConfig
from aggregator.transports.base import Incoming, Related, RequestFailed, StreamPaused, Transport

__all__ = ["Incoming", "Related", "RequestFailed", "StreamPaused", "Transport", "make_transport"]


def make_transport(config: ServerConfig, *, variant: Literal["default", "sse"] = "default") -> Transport:
    """A fresh, unopened transport for `config` (`variant="sse"` is the legacy HTTP fallback)."""
    kind = config.kind
    if kind == "stdio":
        from aggregator.transports.stdio import StdioTransport

        assert config.command is not None
        return StdioTransport(
            config.command,
            config.args,
            env=config.env,
            cwd=config.cwd,
            max_message_size=config.max_message_size,
            label=config.name,
        )
    if kind == "memory":
        from aggregator.transports.memory import MemoryTransport

        assert config.serve is not None
        return MemoryTransport(config.serve, name=config.name)
    assert config.url is not None
    if kind == "sse" or variant == "sse":
        from aggregator.transports.sse_legacy import SseTransport

        return SseTransport(config.url, headers=config.headers, max_message_size=config.max_message_size)
    from aggregator.transports.http import StreamableHttpTransport

    return StreamableHttpTransport(
        config.url, headers=config.headers, max_message_size=config.max_message_size, pool_size=config.pool_size
    )
