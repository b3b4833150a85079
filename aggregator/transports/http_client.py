"""The HTTP client side every HTTP transport shares: our own client, and what is done with any response.

Exceptions of httpx become ours in one place (`http_errors`); a body is read within a byte limit; a non-2xx answer
keeps its JSON body (a modern server's 400 says which era it speaks); a 401 names the server's resource metadata.
"""

from __future__ import annotations

import json
import re
from typing import Any

import anyio
import httpx

from aggregator.errors import AuthRequired, HttpStatusError, MessageTooLarge, RequestTimeout, TransportClosed
from aggregator.protocol.numbers import MAX_INT64, parse_int

__all__ = [
    "DEFAULT_MAX_MESSAGE_SIZE",
    "DEFAULT_POOL_SIZE",
    "DEFAULT_TIMEOUT",
    "JSON_TYPE",
    "POOL_RESERVE",
    "SSE_TYPE",
    "close_client",
    "http_errors",
    "media_type",
    "new_client",
    "raise_for_status",
    "read_body",
    "resource_metadata_url",
    "unexpected_type",
]

DEFAULT_MAX_MESSAGE_SIZE = 16 * 1024 * 1024
# SSE streams and slow tools stay silent for long stretches, and a request queued for a pooled connection
# waits as long as its call may: the caller owns request deadlines.
DEFAULT_TIMEOUT = httpx.Timeout(30.0, connect=10.0, read=None, pool=None)
#: requests in flight to one server at once; more wait their turn within their own deadlines
DEFAULT_POOL_SIZE = 100
# connections beyond the pool for what must not queue behind calls: the GET stream, cancellations, DELETE
POOL_RESERVE = 4
JSON_TYPE = "application/json"
SSE_TYPE = "text/event-stream"


class http_errors:
    """The one place httpx exceptions become ours (a class, not a generator: it is entered on every request)."""

    __slots__ = ("url",)

    def __init__(self, url: str) -> None:
        self.url = url

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: Any) -> None:
        if exc is None or not isinstance(exc, httpx.RequestError):
            return
        url = self.url
        if isinstance(exc, httpx.ReadTimeout):
            raise RequestTimeout(f"no data from {url} within the read timeout") from exc
        if isinstance(exc, httpx.ConnectError):
            raise TransportClosed(f"cannot connect to {url}: {_reason(exc)}") from exc
        raise TransportClosed(f"HTTP exchange with {url} failed: {_reason(exc)}") from exc


def _reason(exc: Exception) -> str:
    return str(exc) or type(exc).__name__


def media_type(response: httpx.Response) -> str:
    """The response's media type, lower-case, without parameters ("" if none)."""
    content_type: str = response.headers.get("content-type", "")
    return content_type.partition(";")[0].strip().lower()


async def read_body(response: httpx.Response, limit: int) -> bytes:
    """The whole body, refusing to buffer more than `limit` bytes."""
    # the server's header: any text; a number past the limit (however many digits) is too large
    declared = parse_int(response.headers.get("content-length", ""), maximum=MAX_INT64, clamp=True)
    if declared is not None and declared > limit:
        raise MessageTooLarge(declared, limit)
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        size += len(chunk)
        if size > limit:
            raise MessageTooLarge(size, limit)  # a lower bound: the rest is never read
        chunks.append(chunk)
    return b"".join(chunks)


async def raise_for_status(response: httpx.Response, url: str, limit: int) -> None:
    """Raise `AuthRequired` / `HttpStatusError` for any non-2xx answer, keeping its JSON body."""
    status = response.status_code
    if 200 <= status < 300:
        return
    headers = dict(response.headers)
    if status == 401:
        challenge = ", ".join(response.headers.get_list("www-authenticate"))
        raise AuthRequired(
            f"{url} requires authorization (HTTP 401)",
            resource_metadata=resource_metadata_url(challenge),
            headers=headers,
        )
    # The body tells the caller the server's era (a modern 400 carries -32020..-32022): keep it.
    body = await _json_or_none(response, limit)
    raise HttpStatusError(status, f"{url} answered HTTP {status}", body=body, headers=headers)


async def unexpected_type(response: httpx.Response, url: str, limit: int) -> HttpStatusError:
    """The `HttpStatusError` for a response that is neither JSON nor an event stream."""
    kind = media_type(response) or "no content type"
    body = await _json_or_none(response, limit)
    return HttpStatusError(
        response.status_code,
        f"{url} answered HTTP {response.status_code} with {kind}, not JSON or SSE",
        body=body,
        headers=dict(response.headers),
    )


async def _json_or_none(response: httpx.Response, limit: int) -> Any:
    try:
        raw = await read_body(response, limit)
        return json.loads(raw) if raw else None
    except (MessageTooLarge, ValueError, UnicodeDecodeError):
        return None


# auth-param = token BWS "=" BWS ( token / quoted-string ), RFC 9110 §11.2
_AUTH_PARAM = re.compile(r'([!#$%&\'*+\-.^_`|~0-9A-Za-z]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^\s,]*)')
_QUOTED_PAIR = re.compile(r"\\(.)")


def resource_metadata_url(challenge: str) -> str | None:
    """`resource_metadata` from a WWW-Authenticate value (RFC 9728 §5.1), quoted or bare."""
    # Matching params left to right consumes quoted strings whole, so text inside another
    # param's quoted value is never mistaken for a param.
    for match in _AUTH_PARAM.finditer(challenge):
        if match.group(1).lower() == "resource_metadata":
            value = match.group(2)
            if value.startswith('"'):
                value = _QUOTED_PAIR.sub(r"\1", value[1:-1])
            return value or None
    return None


def new_client(
    timeout: httpx.Timeout, connections: int = DEFAULT_POOL_SIZE + POOL_RESERVE, *, auth: httpx.Auth | None = None
) -> httpx.AsyncClient:
    """Our own HTTP client: on asyncio, aiohttp straight (see `aio.py`); on trio, or with `auth`, httpx.

    A proxy hop is mostly CPU in the HTTP stack: httpcore's pure-Python HTTP/1.1 costs about twice
    as much per call as aiohttp's C parser, and httpx's layer over aiohttp a tenth of the hop. aiohttp
    does not run on trio, where httpx's own transport stays; nor does an `httpx.Auth` flow (OAuth).
    """
    if auth is None and _on_asyncio():
        from aggregator.transports.aio import AioClient

        return AioClient(timeout, connections)  # type: ignore[return-value]  # the same calls, the same errors
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=min(connections, 20))
    return httpx.AsyncClient(timeout=timeout, limits=limits, auth=auth)


def _on_asyncio() -> bool:
    """Whether the calling task runs on an asyncio loop, asked of the standard library alone.

    `sniffio` is not a runtime dependency (anyio no longer pulls it in), so relying on it made a
    plain install take the slow httpx path while every test, which had trio's `sniffio`, took the
    fast one. Under trio there is no running asyncio loop and this is False.
    """
    import asyncio

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


async def close_client(client: httpx.AsyncClient) -> None:
    """Close an httpx client we own, even while being cancelled, so no connection leaks."""
    with anyio.CancelScope(shield=True):  # an owned client must not leak its connections
        await client.aclose()
