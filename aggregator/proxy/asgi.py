"""ASGI plumbing of the HTTP front: reading a body within bounds, writing JSON, SSE and plain answers, watching for
a client that goes away, and naming the client and its connection.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Awaitable, Callable, Mapping, MutableMapping
from contextlib import AbstractContextManager
from typing import Any
from urllib.parse import quote

import anyio

from aggregator.errors import ProtocolViolation
from aggregator.protocol import jsonrpc
from aggregator.protocol.headers import decode_header_value
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Request, Response
from aggregator.protocol.mcp import cancellable as cancellable_method
from aggregator.protocol.numbers import MAX_INT64, integer_equals, parse_int
from aggregator.proxy.session import Session

__all__ = [
    "MAX_BODY",
    "RELAYED_CLIENT",
    "HttpError",
    "Receive",
    "ResponseState",
    "Scope",
    "SendAsgi",
    "cancel_on_disconnect",
    "cancellable",
    "client_of",
    "connection_of",
    "drop",
    "error_answer",
    "headers_of",
    "hostname",
    "json_body",
    "mount_root",
    "no_answer",
    "plain",
    "raw_json",
    "read_body",
    "route_path",
    "same_value",
    "sse_frame",
    "start_sse",
    "stub",
    "watch_disconnect",
]

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
SendAsgi = Callable[[MutableMapping[str, Any]], Awaitable[None]]
MAX_BODY = 16 * 1024 * 1024
#: the scope key of a relayed request's client address (the relaying worker's client)
RELAYED_CLIENT = "mcp_aggregator.client"


class HttpError(Exception):
    """A request refused at the HTTP level: its status, and the JSON-RPC error (if any) that goes with it."""

    def __init__(self, status: int, code: int | None, message: str, data: Any = None, rid: Any = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.data, self.rid = status, code, message, data, rid


def check_post_headers(headers: Mapping[str, str]) -> None:
    """A POST must accept both answers (406 otherwise) and carry JSON (415 for another type, as the SDK servers
    answer; a missing Content-Type is taken for JSON)."""
    accept = headers.get("accept", "")
    if "application/json" not in accept or "text/event-stream" not in accept:
        raise HttpError(406, jsonrpc.INVALID_REQUEST, "Accept must list application/json and text/event-stream")
    media = headers.get("content-type", "application/json").partition(";")[0].strip().lower()
    if media != "application/json":
        raise HttpError(415, jsonrpc.INVALID_REQUEST, "Content-Type must be application/json")


class ResponseState:
    """An ASGI `send` that remembers how far the response got, so a cancelled request can still be ended.

    It also holds the request's one cancel scope (`scope`, set by the app while the request runs): the server
    shutting down, the body's deadline and the client leaving all cancel that one scope, and `after_cancel` answers
    for whichever it was. A scope each would cost about as much as everything else the front does for a call.
    """

    def __init__(self, send: SendAsgi) -> None:
        self._send = send
        self.started = False
        self.finished = False
        self.scope: anyio.CancelScope | None = None
        #: the client went away: nothing more is said to it
        self.gone = False
        self._reading = False

    @staticmethod
    def of(send: SendAsgi) -> ResponseState | None:
        """The state behind a `send` this class made (None for any other)."""
        owner = getattr(send, "__self__", None)
        return owner if isinstance(owner, ResponseState) else None

    async def read_body(self, receive: Receive, deadline_s: float) -> bytes:
        """`read_body` under the request's own scope: its deadline is the body's while the body is read."""
        scope = self.scope
        if scope is None:
            return await read_body(receive, deadline_s)
        if deadline_s != math.inf:
            scope.deadline = anyio.current_time() + deadline_s
        self._reading = True  # left set if the deadline cancels the read: `after_cancel` answers 408 then
        try:
            body = await read_body(receive)
        finally:
            scope.deadline = math.inf
        self._reading = False
        return body

    async def cancel_when_gone(self, receive: Receive) -> None:
        """Cancel the request when its client disconnects (a watcher beside it)."""
        await watch_disconnect(receive, self.scope or anyio.CancelScope(), self._leave)

    def _leave(self, scope: anyio.CancelScope) -> None:
        self.gone = True
        scope.cancel()

    async def after_cancel(self, *, closing: bool, deadline_s: float) -> None:
        """End a request its scope cancelled: 503 when the server is closing, 408 for a late body, nothing to a
        client that left."""
        if self.gone:
            return
        if self._reading and not closing:
            await error_answer(
                self.send, HttpError(408, None, f"the request body did not arrive within {deadline_s:g} s")
            )
            return
        await self.end(503, b"the server is shutting down")

    async def send(self, message: MutableMapping[str, Any]) -> None:
        """Pass one ASGI message on, noting how far the response got."""
        if message["type"] == "http.response.start":
            self.started = True
        elif message["type"] == "http.response.body" and not message.get("more_body", False):
            self.finished = True
        await self._send(message)

    async def end(self, status: int, body: bytes) -> None:
        """Finish the response however far it got: a whole one if it had not started, else its last chunk."""
        if self.finished:
            return
        if not self.started:
            await plain(self._send, status, body)
        else:
            await self._send({"type": "http.response.body", "body": b"", "more_body": False})


def headers_of(scope: Scope) -> dict[str, str]:
    """The request's headers, names lower-cased (latin-1, as HTTP/1.1 carries them), values trimmed."""
    # surrounding whitespace is not part of a field value (RFC 9110 OWS)
    return {k.decode("latin-1").lower(): v.decode("latin-1").strip(" \t") for k, v in scope.get("headers", [])}


#: a `Host` value as RFC 9110 has it: a name or an address (an IPv6 one in brackets), then an optional port
_HOST = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::[0-9]{0,5})?")


def hostname(netloc: str) -> str:
    """The host of a `Host` value without its port (an IPv6 literal keeps its brackets); "" for a value that is no
    host[:port] at all (`localhost:1@evil.com`, `[::1]evil.com`): it matches no allowed host, and never reaches a
    link we build from it. Lower-cased: a host name has no case (RFC 3986 3.2.2)."""
    match = _HOST.fullmatch(netloc)
    return match[1].lower() if match else ""


def same_value(given: str, expected: str, *, numeric: bool) -> bool:
    """Whether header text `given` mirrors `expected` (an integer argument compares as a number)."""
    try:
        decoded = decode_header_value(given)
    except ProtocolViolation:
        return False
    if decoded == decode_header_value(expected):
        return True
    if not numeric:
        return False  # a string argument is compared as text: "1e1" does not mirror "10"
    # an integer argument compares numerically ("42.0" mirrors 42), through the bounded parser: never float()
    number = parse_int(expected, minimum=-MAX_INT64, maximum=MAX_INT64)
    return number is not None and integer_equals(decoded, number)


class _Uncancellable:
    """What `cancellable` gives where nothing can cancel the request: no scope to enter and leave on every call."""

    cancelled_caught = False

    def __enter__(self) -> _Uncancellable:
        return self

    def __exit__(self, *exc_info: object) -> None:
        return None


_UNCANCELLABLE = _Uncancellable()


def cancellable(
    session: Session | None, request: Request
) -> AbstractContextManager[anyio.CancelScope] | _Uncancellable:
    """The scope a legacy session's `notifications/cancelled` cancels; where nothing can, one never cancelled."""
    if session is None or not cancellable_method(request.method):
        return _UNCANCELLABLE
    return session.cancellable(request.id)


async def no_answer(send: SendAsgi, extra: Mapping[str, str]) -> None:
    """A request the client cancelled gets no answer: an SSE stream that ends empty is the only way to say so."""
    await start_sse(send, extra)
    await send({"type": "http.response.body", "body": b"", "more_body": False})


async def drop(message: Message) -> None:
    """Notifications for a plain JSON response have nowhere to go."""


async def read_body(receive: Receive, deadline_s: float = math.inf) -> bytes:
    """The whole request body within `MAX_BODY` and `deadline_s`; `HttpError` 413/408/400 otherwise."""
    if deadline_s == math.inf:
        return await _whole_body(receive)  # bounded by whoever called (`ResponseState.read_body`), or by nothing
    # a body trickled in a byte at a time would hold the connection (and a task) for ever: it has a deadline
    with anyio.move_on_after(deadline_s):
        return await _whole_body(receive)
    raise HttpError(408, None, f"the request body did not arrive within {deadline_s:g} s")


async def _whole_body(receive: Receive) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise HttpError(400, None, "the client disconnected")
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > MAX_BODY:
            raise HttpError(413, jsonrpc.INVALID_REQUEST, f"message over {MAX_BODY} bytes")
        chunks.append(chunk)
        if not message.get("more_body"):
            return b"".join(chunks)


def client_of(scope: Scope) -> str:
    """Who opens a session, for the per-client cap: the remote address (not the port: one client, many connections).

    A request another worker relayed (`worker_relay`) arrives with no client of its own: its client is the one the
    relaying worker saw (`RELAYED_CLIENT`). Without it, every relayed request counted as one client "", and a
    client naming another worker's session in any request was out of its own address's bounds.
    """
    client = scope.get("client")
    if isinstance(client, list | tuple) and client:
        return str(client[0])
    return str(scope.get(RELAYED_CLIENT, ""))


def connection_of(scope: Scope) -> tuple[Any, ...] | None:
    """One HTTP/1.x connection, as the ASGI server names its two ends; None where it does not.

    Only HTTP/1.x: there a client sends its next request after reading the previous response whole. An HTTP/2
    connection multiplexes streams, so a new request on it proves nothing about another stream.
    """
    client, server = scope.get("client"), scope.get("server")
    if not isinstance(client, list | tuple) or not isinstance(server, list | tuple):
        return None
    if scope.get("http_version", "1.1") not in ("1.0", "1.1"):
        return None
    return (*client, *server)


def stub(reply: Response | ErrorResponse) -> bytes:
    """What a resuming client gets if the answer itself had to leave the replay log: an error for its id."""
    message = "the answer was dropped from the replay log (over its memory cap) before the client fetched it"
    return jsonrpc.encode(ErrorResponse(reply.id, jsonrpc.INTERNAL_ERROR, message))


async def cancel_on_disconnect(receive: Receive, scope: anyio.CancelScope) -> None:
    """Cancel `scope` when the client disconnects (run beside the request)."""
    await watch_disconnect(receive, scope, _cancel)


def _cancel(scope: anyio.CancelScope) -> None:
    scope.cancel()


async def watch_disconnect(
    receive: Receive, scope: anyio.CancelScope, on_disconnect: Callable[[anyio.CancelScope], None]
) -> None:
    """Call `on_disconnect(scope)` when the client disconnects (run beside the request)."""
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            on_disconnect(scope)
            return


def sse_frame(message: Message) -> bytes:
    """One message as an SSE event without an id (a modern request's stream is not resumable)."""
    return b"event: message\ndata: " + jsonrpc.encode(message) + b"\n\n"


async def start_sse(send: SendAsgi, extra: Mapping[str, str]) -> None:
    """Start a 200 `text/event-stream` response, unbuffered."""
    headers = [
        (b"content-type", b"text/event-stream"),
        (b"cache-control", b"no-cache"),
        (b"x-accel-buffering", b"no"),
        *[(k.encode(), v.encode()) for k, v in extra.items()],
    ]
    await send({"type": "http.response.start", "status": 200, "headers": headers})


async def raw_json(send: SendAsgi, status: int, body: bytes, extra: Mapping[str, str] | None = None) -> None:
    """A whole JSON response from encoded bytes, with its length."""
    # a known length spares the server its chunked framing and the client its chunk parsing
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        *[(k.encode(), v.encode()) for k, v in (extra or {}).items()],
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def json_body(send: SendAsgi, status: int, body: Any) -> None:
    """A whole JSON response from a value."""
    await raw_json(send, status, json.dumps(body).encode())


async def plain(send: SendAsgi, status: int, body: bytes, extra: Mapping[str, str] | None = None) -> None:
    """A whole `text/plain` response."""
    headers = [(b"content-type", b"text/plain"), *[(k.encode(), v.encode()) for k, v in (extra or {}).items()]]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def error_answer(send: SendAsgi, exc: HttpError) -> None:
    """The response an `HttpError` stands for: a JSON-RPC error body, or plain text when it has no code."""
    if exc.code is None:
        await plain(send, exc.status, exc.message.encode())
        return
    reply = ErrorResponse(exc.rid, exc.code, exc.message, exc.data)
    await raw_json(send, exc.status, jsonrpc.encode(reply))


def route_path(scope: Scope) -> str:
    """The path below where the app is mounted (ASGI `root_path`): the whole path when it is served on its own."""
    path = str(scope.get("path", ""))
    root = str(scope.get("root_path", ""))
    return path[len(root) :] if root and path.startswith(root) else path


def mount_root(scope: Mapping[str, Any]) -> str:
    """Where the app is mounted (ASGI `root_path`) as a path our pages can put before theirs: "" at the top, else
    one leading slash and none at the end.

    Every link, redirect `Location` and cookie `Path` of our pages starts with it, so it must stay a path of this
    origin whatever the server or an outer app put there: leading slashes fold into one (`//host` would be another
    site), backslashes become slashes (browsers read them so), and anything else that is no path character
    (controls, spaces, `;`, `?`, `#`, quotes) is percent-encoded, so it can end neither a header nor an attribute.
    """
    root = str(scope.get("root_path", "")).replace("\\", "/").strip("/")
    return "/" + quote(root, safe="/%-._~!$&()*+,=:@") if root else ""
