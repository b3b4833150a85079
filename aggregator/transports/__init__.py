"""Transports: stdio processes, Streamable HTTP, the 2024-11-05 HTTP+SSE transport, and memory."""

from __future__ import annotations

from collections.abc import Generator
from typing import Literal, assert_never

import httpx

from aggregator.config import HttpServer, MemoryServer, ServerConfig, SseServer, StdioServer, as_variant
from aggregator.errors import AuthRequired
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
                unset_env=server.unset_env,
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
                server.url,
                headers=server.headers,
                auth=_auth(server),
                max_message_size=server.max_message_size,
                pool_size=server.pool_size,
            )
        case HttpServer() | SseServer():
            from aggregator.transports.sse_legacy import SseTransport

            return SseTransport(
                server.url, headers=server.headers, auth=_auth(server), max_message_size=server.max_message_size
            )
        case _:
            assert_never(server)


def _auth(server: HttpServer | SseServer) -> httpx.Auth | None:
    """`server`'s OAuth client if it has `oauth` settings: one per transport, its tokens in the settings' store."""
    if server.oauth is None:
        return None
    try:
        from aggregator.transports.oauth import provider_for
        from aggregator.transports.principals import PrincipalAuth
    except ImportError:
        return _MissingExtra(server.url)
    if server.oauth.stores is not None and server.oauth.grant == "authorization_code":
        return PrincipalAuth(server.url, server.oauth)  # a login per user (the proxy's): their tokens per request
    return provider_for(server.url, server.oauth)


class _MissingExtra(httpx.Auth):
    """Every request fails as `AuthRequired`, saying what to install: the `oauth` extra is not there."""

    def __init__(self, url: str) -> None:
        self._url = url

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        raise AuthRequired(
            f"{self._url}: OAuth needs the MCP SDK: pip install 'mcp-aggregator[oauth]'",
            resource_metadata=None,
            headers={},
        )
        yield request  # a generator, as httpx expects (never reached)
