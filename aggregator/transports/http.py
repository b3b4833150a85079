"""Streamable HTTP: one POST per message, answered with JSON or a request-scoped SSE stream.

Serves both eras of the transport. Modern servers (2026-07-28) have no sessions, no GET stream and
no resumption; closing a POST's response stream cancels its request. Legacy servers (2025-03-26 to
2025-11-25) may mint an `Mcp-Session-Id` on `initialize`, offer a GET stream for server-initiated
messages, and let a cut stream be resumed with `Last-Event-ID`. Which era applies is the caller's
business: it computes every MCP header and passes it to `send`.

The helpers it shares with the legacy HTTP+SSE transport (error translation, status checks, bounded reads) are in
`http_client`; the queue `receive()` reads is `inbox`, a resumable stream's position `sse_cursor`.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping
from contextlib import AsyncExitStack
from typing import Any

import anyio
import httpx
from anyio.abc import TaskGroup

from aggregator.errors import (
    AuthRequired,
    HttpStatusError,
    ProtocolViolation,
    SessionExpired,
    TransportClosed,
    UpstreamError,
)
from aggregator.protocol.jsonrpc import (
    Message,
    Request,
    RequestId,
    decode,
    encode,
)
from aggregator.protocol.sse import SSEDecoder
from aggregator.transports.answers import deliver_events, handed_over, json_answer
from aggregator.transports.base import Incoming, StreamPaused, Transport
from aggregator.transports.http_client import (
    DEFAULT_MAX_MESSAGE_SIZE,
    DEFAULT_POOL_SIZE,
    DEFAULT_TIMEOUT,
    JSON_TYPE,
    POOL_RESERVE,
    SSE_TYPE,
    close_client,
    http_errors,
    media_type,
    new_client,
    raise_for_status,
    read_body,
    resource_metadata_url,
    unexpected_type,
)
from aggregator.transports.inbox import Inbox
from aggregator.transports.slots import RequestSlots
from aggregator.transports.sse_cursor import SSECursor, feed
from aggregator.visible import escape

# the shared HTTP helpers live in `http_client`; the names below stay importable from here
__all__ = [
    "DEFAULT_MAX_MESSAGE_SIZE",
    "DEFAULT_POOL_SIZE",
    "DEFAULT_TIMEOUT",
    "StreamableHttpTransport",
    "new_client",
    "read_body",
    "resource_metadata_url",
]

log = logging.getLogger(__name__)

MAX_RECONNECTS = 5  # consecutive reconnections that bring nothing new before we give up
DRAIN_GRACE_S = 1.0
CLOSE_TIMEOUT_S = 2.0

_POST_ACCEPT = f"{JSON_TYPE}, {SSE_TYPE}"
_SESSION = "mcp-session-id"
_VERSION = "mcp-protocol-version"
_NO_BODY = frozenset({202, 204})


async def _drain(chunks: AsyncIterator[bytes]) -> None:
    # The answer should end the stream. Reading to its end lets httpx reuse the connection;
    # a server that keeps it open anyway gets a short grace, then the stream is dropped.
    with anyio.move_on_after(DRAIN_GRACE_S):
        async for _ in chunks:
            pass


# --- the transport -------------------------------------------------------------------------------


class StreamableHttpTransport(Transport):
    """MCP Streamable HTTP (all revisions since 2025-03-26) to one endpoint URL."""

    kind = "http"
    request_per_message = True

    def __init__(
        self,
        url: str,
        *,
        headers: Mapping[str, str] | None = None,
        client: httpx.AsyncClient | None = None,
        auth: httpx.Auth | None = None,
        max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
        timeout: httpx.Timeout | None = None,
        pool_size: int = DEFAULT_POOL_SIZE,
    ) -> None:
        self.url = url
        self.pool_size = pool_size
        self._slots = RequestSlots(pool_size, url)
        self._static = {k.lower(): v for k, v in (headers or {}).items()}
        self._post_headers = {**self._static, "content-type": JSON_TYPE, "accept": _POST_ACCEPT}
        self._given_client = client
        self._auth = auth  # for our own client: a client handed in brings its own
        self._client: httpx.AsyncClient | None = None
        self._max = max_message_size
        self._timeout = timeout
        # Per-request timeout only for a client we were handed; our own client carries it.
        self._request_timeout: Any = timeout if client is not None and timeout else httpx.USE_CLIENT_DEFAULT
        self._session_id: str | None = None
        self._protocol_version: str | None = None
        self._inbox = Inbox()
        self._stack: AsyncExitStack | None = None
        self._tg: TaskGroup | None = None
        self._closed = False

    # -- Transport API ---------------------------------------------------------------------------

    @property
    # the base declares a plain class attribute; a read-only property serves every reader of it
    def cancels_by_closing(self) -> bool:  # type: ignore[override]
        """True without a session (modern): closing the request's stream cancels it; a legacy session needs
        `notifications/cancelled`."""
        # A legacy session's server only stops on a POSTed notifications/cancelled.
        return self._session_id is None

    @property
    def session_id(self) -> str | None:
        """The `Mcp-Session-Id` the server gave us (legacy revisions), or None."""
        return self._session_id

    async def open(self) -> None:
        async with AsyncExitStack() as stack:
            self._closed = False
            self._inbox = Inbox()
            stack.callback(self._inbox.close)
            self._slots.reopen()
            if self._given_client is None:
                self._client = new_client(
                    self._timeout or DEFAULT_TIMEOUT, self.pool_size + POOL_RESERVE, auth=self._auth
                )
                stack.push_async_callback(close_client, self._client)
            else:
                self._client = self._given_client
            stack.push_async_callback(self._end_session)
            self._tg = await stack.enter_async_context(anyio.create_task_group())
            stack.callback(self._tg.cancel_scope.cancel)
            self._stack = stack.pop_all()

    async def send(self, message: Message, *, headers: Mapping[str, str] | None = None) -> None:
        """POST one message; a request's answer (JSON or SSE) is queued for `receive()`.

        Raises `AuthRequired`, `SessionExpired`, `HttpStatusError`, `MessageTooLarge`,
        `ProtocolViolation`, `TransportClosed` (or `RequestTimeout` on a read timeout).
        """
        client = self._require_client()
        if not isinstance(message, Request):
            await self._exchange(client, message, headers, None)  # notifications and answers never queue
            return
        slots = self._slots
        await slots.take(message.id)
        try:
            await self._exchange(client, message, headers, message.id)
        finally:
            slots.give_back()

    def stalled(self, request_id: RequestId) -> str | None:
        return self._slots.stalled(request_id)

    async def _exchange(
        self, client: httpx.AsyncClient, message: Message, headers: Mapping[str, str] | None, want: RequestId | None
    ) -> None:
        sent_session = self._session_id
        request_headers = self._merge(headers, sent_session)
        cursor: SSECursor | None = None
        with http_errors(self.url):
            async with client.stream(
                "POST", self.url, content=encode(message), headers=request_headers, timeout=self._request_timeout
            ) as response:
                await self._check(response, sent_session)
                if isinstance(message, Request) and message.method == "initialize":
                    self._capture_session(response)
                cursor = await self._read_answer(response, want)
        if cursor is not None:
            if want is not None:
                # the server let go of the stream on purpose (polling) or lost it: whoever waits may mirror that
                await self._inbox.put(StreamPaused(want, cursor.retry_ms))
            await self._resume(cursor, want)

    async def receive(self) -> Incoming:
        return await self._inbox.get(f"the HTTP transport to {self.url} is closed")

    async def open_server_stream(self) -> None:
        """Listen on the legacy GET stream for server-initiated messages, in the background."""
        if self._tg is None:
            raise TransportClosed(f"the HTTP transport to {self.url} is not open")
        self._tg.start_soon(self._listen)

    async def aclose(self) -> None:
        stack, self._stack = self._stack, None
        self._closed = True
        if stack is not None:
            await stack.aclose()
        self._inbox.close()

    def describe(self) -> str:
        return self.url

    # -- sending -----------------------------------------------------------------------------------

    def _require_client(self) -> httpx.AsyncClient:
        if self._client is None or self._stack is None:
            raise TransportClosed(f"the HTTP transport to {self.url} is not open")
        return self._client

    def _merge(self, headers: Mapping[str, str] | None, session: str | None) -> dict[str, str]:
        merged = dict(self._post_headers)
        if headers:
            for name, value in headers.items():
                key = name.lower()  # HTTP names are case-insensitive; one spelling per header
                merged[key] = value
                if key == _VERSION:
                    self._protocol_version = value  # the GET stream and DELETE echo it
        if session is not None:
            merged[_SESSION] = session
        return merged

    def _get_headers(self, cursor: SSECursor | None) -> dict[str, str]:
        headers = {**self._static, "accept": SSE_TYPE}
        if self._protocol_version is not None:
            headers[_VERSION] = self._protocol_version
        if self._session_id is not None:
            headers[_SESSION] = self._session_id
        if cursor is not None and cursor.last_event_id is not None:
            headers["last-event-id"] = cursor.last_event_id
        return headers

    async def _check(self, response: httpx.Response, sent_session: str | None) -> None:
        if response.status_code == 404 and sent_session is not None:
            if self._session_id == sent_session:
                self._session_id = None
            raise SessionExpired(f"{self.url} no longer knows session {sent_session!r} (HTTP 404)")
        await raise_for_status(response, self.url, self._max)

    def _capture_session(self, response: httpx.Response) -> None:
        # Only `initialize` may open a session; modern servers never mint one.
        session = response.headers.get(_SESSION)
        if session:
            self._session_id = session

    async def _read_answer(self, response: httpx.Response, want: RequestId | None) -> SSECursor | None:
        """Queue what a 2xx POST answer carries; return a cursor if its SSE stream must be resumed."""
        if response.status_code in _NO_BODY:
            await read_body(response, self._max)  # drained so the connection can be reused
            return None
        kind = media_type(response)
        if kind == JSON_TYPE:
            messages = decode(await read_body(response, self._max), allow_batch=self.allow_batch)
            queued, problem = json_answer(messages, want, self.url)
            for incoming in handed_over(queued, self.answer_sink):
                await self._inbox.put(incoming)
            if problem is not None:
                raise problem
            return None
        if kind == SSE_TYPE:
            return await self._read_post_stream(response, want)
        if want is None and not await read_body(response, self._max):
            return None  # an empty 200 to a notification or response is as good as a 202
        raise await unexpected_type(response, self.url, self._max)

    async def _read_post_stream(self, response: httpx.Response, want: RequestId | None) -> SSECursor | None:
        cursor = SSECursor()
        if await self._pump(response, cursor, want, fresh=True) or want is None:
            return None
        if cursor.last_event_id is None:
            raise TransportClosed(f"stream ended before the response to request {want!r}")
        return cursor

    async def _resume(self, cursor: SSECursor, want: RequestId | None) -> None:
        """Legacy (2025-11-25) resumption: GET with `Last-Event-ID` until the answer arrives."""
        failures = 0
        while failures < MAX_RECONNECTS:
            await anyio.sleep(cursor.delay_s)
            seen = cursor.last_event_id
            try:
                if await self._resume_once(cursor, want):
                    return
            except TransportClosed:
                pass  # the network hiccuped again: counts as one more failed attempt
            failures = 0 if cursor.last_event_id != seen else failures + 1
        raise TransportClosed(
            f"stream ended before the response to request {want!r}; {MAX_RECONNECTS} resumptions failed"
        )

    async def _resume_once(self, cursor: SSECursor, want: RequestId | None) -> bool:
        client = self._require_client()
        with http_errors(self.url):
            async with client.stream(
                "GET", self.url, headers=self._get_headers(cursor), timeout=self._request_timeout
            ) as response:
                try:
                    await self._check(response, self._session_id)
                except (AuthRequired, SessionExpired):
                    raise
                except HttpStatusError as exc:
                    # Not a failure of the request itself: its stream is gone and cannot come back.
                    raise TransportClosed(
                        f"stream ended before the response to request {want!r}; resuming it failed: {exc}"
                    ) from exc
                if media_type(response) != SSE_TYPE:
                    raise TransportClosed(f"{self.url} resumed request {want!r} without an SSE stream")
                return await self._pump(response, cursor, want)

    async def _pump(
        self, response: httpx.Response, cursor: SSECursor, want: RequestId | None, *, fresh: bool = False
    ) -> bool:
        """Queue the SSE messages of `response`; true once the answer to `want` came by (`fresh`: deliver_events)."""
        decoder = SSEDecoder(self._max)
        chunks = response.aiter_bytes()
        first = [fresh]
        async for chunk in chunks:
            events = feed(decoder, chunk, self._max)
            answered = await deliver_events(self._inbox, self.answer_sink, events, want, first, self.allow_batch)
            cursor.update(decoder)
            if answered:
                await _drain(chunks)
                return True
        return False

    # -- the legacy GET stream -----------------------------------------------------------------------

    async def _listen(self) -> None:
        cursor = SSECursor()
        failures = 0
        while failures < MAX_RECONNECTS and not self._closed:
            seen = cursor.last_event_id
            try:
                if not await self._listen_once(cursor):
                    return
            except (UpstreamError, ProtocolViolation) as exc:
                log.debug("GET stream of %s dropped: %s", self.url, escape(exc))  # its text may quote the server
            failures = 0 if cursor.last_event_id != seen else failures + 1
            await anyio.sleep(cursor.delay_s)
        log.debug("GET stream of %s ended", self.url)

    async def _listen_once(self, cursor: SSECursor) -> bool:
        """One GET stream; false when the server offers none (so do not come back)."""
        client = self._require_client()
        with http_errors(self.url):
            async with client.stream(
                "GET", self.url, headers=self._get_headers(cursor), timeout=self._request_timeout
            ) as response:
                status = response.status_code
                if 400 <= status < 500 or (status < 300 and media_type(response) != SSE_TYPE):
                    log.debug("%s offers no GET stream (HTTP %d)", self.url, status)
                    return False
                await raise_for_status(response, self.url, self._max)
                await self._pump(response, cursor, None)
        return True

    async def _end_session(self) -> None:
        session, self._session_id = self._session_id, None
        if session is None or self._client is None:
            return
        headers = {**self._static, _SESSION: session}
        if self._protocol_version is not None:
            headers[_VERSION] = self._protocol_version
        # Shielded and bounded: ending a session is worth doing even while being cancelled.
        with anyio.move_on_after(CLOSE_TIMEOUT_S, shield=True):
            try:
                with http_errors(self.url):
                    await self._client.delete(self.url, headers=headers, timeout=CLOSE_TIMEOUT_S)
            except UpstreamError as exc:
                log.debug("DELETE of session at %s failed: %s", self.url, exc)
