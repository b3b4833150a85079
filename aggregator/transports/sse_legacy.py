"""The deprecated HTTP+SSE transport of revision 2024-11-05.

A GET opens one long SSE stream. Its first event, `endpoint`, names the URI to POST messages to;
every message from the server (responses included) then arrives as a `message` event on that
stream. POSTs are only acknowledged (usually 202), so the stream is the connection: when it ends,
the transport is closed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AsyncExitStack
from typing import Any

import anyio
import httpx
from anyio.abc import TaskStatus

from aggregator.errors import AggregatorError, ProtocolViolation, TransportClosed
from aggregator.protocol.jsonrpc import Message, decode, encode
from aggregator.protocol.sse import SSEDecoder
from aggregator.transports.base import Incoming, Transport
from aggregator.transports.http_client import (
    DEFAULT_MAX_MESSAGE_SIZE,
    DEFAULT_TIMEOUT,
    JSON_TYPE,
    SSE_TYPE,
    close_client,
    http_errors,
    media_type,
    new_client,
    raise_for_status,
    read_body,
    unexpected_type,
)
from aggregator.transports.inbox import Inbox
from aggregator.transports.sse_cursor import feed

__all__ = ["SseTransport"]

_DEFAULT_PORTS = {"http": 80, "https": 443}


def _origin(url: httpx.URL) -> tuple[str, str, int | None]:
    return url.scheme, url.host, url.port or _DEFAULT_PORTS.get(url.scheme)


def resolve_endpoint(sse_url: str, data: str) -> str:
    """The POST URL an `endpoint` event names, which must share the SSE stream's origin."""
    base = httpx.URL(sse_url)
    try:
        endpoint = base.join(data.strip())
    except httpx.InvalidURL as exc:
        raise ProtocolViolation(f"{sse_url} sent an invalid endpoint {data!r}: {exc}") from None
    # A server must not steer our POSTs (and their credentials) to another origin.
    if _origin(endpoint) != _origin(base):
        raise ProtocolViolation(f"{sse_url} sent an endpoint on another origin: {str(endpoint)!r}")
    return str(endpoint)


class SseTransport(Transport):
    """HTTP+SSE (revision 2024-11-05) to the SSE URL of one server."""

    kind = "sse"
    legacy_only = True
    cancels_by_closing = False

    def __init__(
        self,
        url: str,
        *,
        headers: Mapping[str, str] | None = None,
        client: httpx.AsyncClient | None = None,
        auth: httpx.Auth | None = None,
        max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
        timeout: httpx.Timeout | None = None,
        endpoint_timeout: float = 10.0,
    ) -> None:
        self.url = url
        self._static = {k.lower(): v for k, v in (headers or {}).items()}
        self._given_client = client
        self._auth = auth  # for our own client: a client handed in brings its own
        self._client: httpx.AsyncClient | None = None
        self._max = max_message_size
        self._timeout = timeout
        self._request_timeout: Any = timeout if client is not None and timeout else httpx.USE_CLIENT_DEFAULT
        self._endpoint_timeout = endpoint_timeout
        self.endpoint: str | None = None
        self._inbox = Inbox()
        self._stack: AsyncExitStack | None = None
        self._end_reason = f"the SSE stream of {url} ended"

    async def open(self) -> None:
        """Open the SSE stream and wait for its `endpoint` event.

        Raises `HttpStatusError` / `AuthRequired` (the GET was refused), `TransportClosed`
        (unreachable, or no endpoint in time), `ProtocolViolation` (bad or cross-origin endpoint).
        """
        stack = AsyncExitStack()
        try:
            self._inbox = Inbox()
            stack.callback(self._inbox.close)
            if self._given_client is None:
                self._client = new_client(self._timeout or DEFAULT_TIMEOUT, auth=self._auth)
                stack.push_async_callback(close_client, self._client)
            else:
                self._client = self._given_client
            tg = await stack.enter_async_context(anyio.create_task_group())
            stack.callback(tg.cancel_scope.cancel)
            with anyio.move_on_after(self._endpoint_timeout):
                self.endpoint = await tg.start(self._run_stream)
            if self.endpoint is None:
                raise TransportClosed(f"{self.url} sent no endpoint event within {self._endpoint_timeout} s")
        except BaseException:
            # Unwound without the exception so the task group does not wrap it in a group.
            await stack.aclose()
            raise
        self._stack = stack

    async def send(self, message: Message, *, headers: Mapping[str, str] | None = None) -> None:
        """POST one message to the endpoint; its answer arrives on the SSE stream."""
        if self._client is None or self.endpoint is None or self._stack is None:
            raise TransportClosed(f"the SSE transport to {self.url} is not open")
        request_headers = {**self._static, "content-type": JSON_TYPE}
        if headers:
            request_headers.update((k.lower(), v) for k, v in headers.items())
        with http_errors(self.endpoint):
            async with self._client.stream(
                "POST",
                self.endpoint,
                content=encode(message),
                headers=request_headers,
                timeout=self._request_timeout,
            ) as response:
                await raise_for_status(response, self.endpoint, self._max)
                await read_body(response, self._max)  # usually "Accepted"; read so the connection is reused

    async def receive(self) -> Incoming:
        return await self._inbox.get(self._end_reason)

    async def aclose(self) -> None:
        stack, self._stack = self._stack, None
        if stack is not None:
            await stack.aclose()
        self._inbox.close()

    def describe(self) -> str:
        return self.url

    # -- the SSE stream ---------------------------------------------------------------------------

    async def _run_stream(self, *, task_status: TaskStatus[str] = anyio.TASK_STATUS_IGNORED) -> None:
        started = False

        def on_endpoint(endpoint: str) -> None:
            nonlocal started
            started = True
            task_status.started(endpoint)

        try:
            await self._read_stream(on_endpoint)
        except AggregatorError as exc:
            if not started:
                raise  # open() reports it
            self._end_reason = f"the SSE stream of {self.url} broke: {exc}"
        finally:
            self._inbox.end()

    async def _read_stream(self, on_endpoint: Callable[[str], None]) -> None:
        assert self._client is not None
        headers = {**self._static, "accept": SSE_TYPE}
        with http_errors(self.url):
            async with self._client.stream("GET", self.url, headers=headers, timeout=self._request_timeout) as response:
                await raise_for_status(response, self.url, self._max)
                if media_type(response) != SSE_TYPE:
                    raise await unexpected_type(response, self.url, self._max)
                if not await self._pump(response, on_endpoint):
                    raise TransportClosed(f"the SSE stream of {self.url} ended before its endpoint event")

    async def _pump(self, response: httpx.Response, on_endpoint: Callable[[str], None]) -> bool:
        """Queue the stream's messages; false if it ended before the endpoint event."""
        decoder = SSEDecoder(self._max)
        have_endpoint = False
        async for chunk in response.aiter_bytes():
            for event in feed(decoder, chunk, self._max):
                if not have_endpoint:
                    if event.event != "endpoint":
                        raise ProtocolViolation(
                            f"{self.url}: the first SSE event must be 'endpoint', got {event.event!r}"
                        )
                    on_endpoint(resolve_endpoint(self.url, event.data))
                    have_endpoint = True
                elif event.event == "message" and event.data:
                    for incoming in decode(event.data):
                        await self._inbox.put(incoming)
        return have_endpoint
