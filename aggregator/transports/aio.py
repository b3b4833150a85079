"""The part of `httpx.AsyncClient` our HTTP transports use, served straight by aiohttp on asyncio.

A proxy hop is mostly CPU in HTTP stacks. aiohttp's C parser is the cheapest well-kept HTTP/1.1 client for
asyncio; going through httpx on top of it (request and response objects, URL merging, cookie and auth hooks)
cost about a tenth of the proxy's CPU per call. So on asyncio the transports talk to this adapter, which offers
the same few calls (`stream`, `delete`, `aclose`) and raises httpx's own exception types, so the error handling
around them is one and the same. On trio, and for a client a caller hands in, httpx stays.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

import aiohttp
import httpx

__all__ = ["AioClient"]


class _Headers:
    """Response headers with the httpx calls the transports make (`get`, `get_list`, `dict(...)`)."""

    __slots__ = ("_raw",)

    def __init__(self, raw: Any) -> None:
        self._raw = raw

    def get(self, key: str, default: str | None = None) -> str | None:
        value: str | None = self._raw.get(key, default)
        return value

    def get_list(self, key: str) -> list[str]:
        return list(self._raw.getall(key, []))

    def keys(self) -> list[str]:
        return [str(key).lower() for key in self._raw]

    def __getitem__(self, key: str) -> str:
        value: str = self._raw[key]
        return value


class _Response:
    __slots__ = ("_raw", "headers", "status_code")

    def __init__(self, raw: aiohttp.ClientResponse) -> None:
        self._raw = raw
        self.status_code = raw.status
        self.headers = _Headers(raw.headers)

    async def aiter_bytes(self) -> AsyncIterator[bytes]:
        with _httpx_errors:
            async for chunk in self._raw.content.iter_any():
                yield chunk


class AioClient:
    """`stream`, `delete` and `aclose`, as httpx has them, on one aiohttp session (created on first use)."""

    def __init__(self, timeout: httpx.Timeout, connections: int = 100) -> None:
        self._timeout = _client_timeout(timeout)
        self._connections = connections
        self._session: aiohttp.ClientSession | None = None
        self.is_closed = False

    def _open(self) -> aiohttp.ClientSession:
        if self.is_closed:
            raise httpx.ReadError("the HTTP client is closed")
        if self._session is None:
            # no redirects (httpx's default too): a redirected POST would silently change what is sent
            connector = aiohttp.TCPConnector(limit=self._connections)
            self._session = aiohttp.ClientSession(connector=connector, timeout=self._timeout, auto_decompress=True)
        return self._session

    @asynccontextmanager
    async def stream(
        self,
        method: str,
        url: str,
        *,
        content: bytes | None = None,
        headers: Mapping[str, str] | None = None,
        timeout: Any = None,
    ) -> AsyncIterator[_Response]:
        """Send one request and yield its response with the body unread, as `httpx.AsyncClient.stream` does."""
        options: dict[str, Any] = {"data": content, "headers": headers, "allow_redirects": False}
        if isinstance(timeout, httpx.Timeout):
            options["timeout"] = _client_timeout(timeout)
        with _httpx_errors:  # around the exchange only: what the caller's body raises stays as it is
            raw = await self._open().request(method, url, **options)
        try:
            yield _Response(raw)
        finally:
            # back to the pool if the body was read to its end; closed otherwise (how a modern request is cancelled)
            raw.release()

    async def delete(self, url: str, *, headers: Mapping[str, str] | None = None, timeout: Any = None) -> int:
        """Send a DELETE and return its status code."""
        async with self.stream("DELETE", url, headers=headers, timeout=timeout) as response:
            return response.status_code

    async def aclose(self) -> None:
        """Close the pooled connections."""
        self.is_closed = True
        session, self._session = self._session, None
        if session is not None:
            await session.close()


def _client_timeout(timeout: httpx.Timeout) -> aiohttp.ClientTimeout:
    # no total: SSE streams and slow tools stay silent for long; the caller owns request deadlines. The connect
    # bound is on the socket's connect only: aiohttp's `connect` also counts the wait for a pooled connection,
    # which made a queued call fail as a "read timeout" long before its own deadline
    return aiohttp.ClientTimeout(total=None, sock_connect=timeout.connect, sock_read=timeout.read)


class _HttpxErrors:
    """aiohttp's exceptions as the httpx ones `http_errors` translates: one error path for both clients.

    A class, not a generator-based context manager: it is entered on every request and every body read.
    """

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: Any) -> None:
        if exc is None or not isinstance(exc, aiohttp.ClientError | TimeoutError):
            return
        if isinstance(exc, aiohttp.ClientConnectorError):
            raise httpx.ConnectError(str(exc) or type(exc).__name__) from exc
        if isinstance(exc, TimeoutError | aiohttp.ServerTimeoutError):
            raise httpx.ReadTimeout(str(exc) or "read timeout") from exc
        if isinstance(exc, aiohttp.InvalidURL):
            raise httpx.UnsupportedProtocol(str(exc) or "invalid URL") from exc
        raise httpx.ReadError(str(exc) or type(exc).__name__) from exc


_httpx_errors = _HttpxErrors()
