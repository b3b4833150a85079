"""The one seam between an upstream connection and the bytes that carry it.

A transport moves JSON-RPC messages; it knows nothing of MCP methods or eras. Everything MCP-shaped
it must put on the wire (HTTP headers, say) is computed by the caller and handed to `send`.

Contract:
- `open()` / `aclose()` are called from the same task (the transport may own a task group).
- `send(message, headers=...)` puts one message on the wire. A request-scoped failure (an HTTP
  status we cannot use, a broken stream) is raised from `send` itself. Responses, notifications and
  the peer's own requests all come out of `receive()`.
- `receive()` returns the next incoming `Message`, or a `RequestFailed` when the transport knows a
  particular request will never get its answer (an oversized message carrying its id, a stream cut
  before the response), or a `Related` when the server's own notification or request came on the
  stream of one of our requests (Streamable HTTP), so it can be attributed to whoever sent that
  request. It raises `TransportClosed` once the peer is gone for good.
- `stalled(request_id)` names what a request still waits for before it is sent (a pooled connection):
  a caller whose deadline passes says so instead of blaming the server.
- `cancels_by_closing` is true when aborting `send` is itself the cancellation (modern HTTP);
  otherwise the caller sends `notifications/cancelled`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import ClassVar, Self

from aggregator.errors import AggregatorError
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, RequestId, Response

__all__ = ["Incoming", "Related", "RequestFailed", "Transport"]


@dataclass(frozen=True, slots=True)
class RequestFailed:
    """The transport knows request `request_id` will get no answer, and why."""

    request_id: RequestId | None
    error: AggregatorError


@dataclass(frozen=True, slots=True)
class Related:
    """A server-originated `message` (notification or request) that came on request `request_id`'s own stream."""

    message: Notification | Request
    request_id: RequestId


@dataclass(frozen=True, slots=True)
class StreamPaused:
    """The server closed request `request_id`'s stream before answering, to be resumed later (SEP-1699 polling).

    The transport resumes the stream by itself; this only tells whoever waits on the request, so that a proxy can
    do to its own client what the server did to it. `retry_ms` is the server's `retry` field, if it sent one.
    """

    request_id: RequestId
    retry_ms: int | None


Incoming = Message | RequestFailed | Related | StreamPaused


class Transport(ABC):
    """The transport contract (see the module docstring): moves JSON-RPC messages, knows nothing of MCP."""

    kind: ClassVar[str] = "abstract"
    #: each message is an HTTP request of its own (Streamable HTTP): it carries headers (MCP-Protocol-Version,
    #: Mcp-Method, Mcp-Param), and a status that refuses it may say the server speaks the older HTTP+SSE transport
    request_per_message: ClassVar[bool] = False
    #: speaks only the legacy era (the 2024-11-05 HTTP+SSE transport): the connection starts with `initialize`
    legacy_only: ClassVar[bool] = False
    #: aborting `send` cancels the request on the server (modern Streamable HTTP)
    cancels_by_closing: bool = False
    #: decode JSON-RPC batches (only revision 2025-03-26 has them); set by the connection
    allow_batch: bool = False
    #: set by the connection's reader: takes an answer that came alone (a POST's JSON body) straight to whoever
    #: waits for it, sparing the queue and a task switch; False: not one it waits for, so it is queued as usual
    answer_sink: Callable[[Response | ErrorResponse], bool] | None = None

    @abstractmethod
    async def open(self) -> None:
        """Connect (start the process, open the stream); called from the task that will call `aclose`."""

    @abstractmethod
    async def send(self, message: Message, *, headers: Mapping[str, str] | None = None) -> None:
        """Put one message on the wire with `headers` (HTTP only); a failure of this request is raised here."""

    @abstractmethod
    async def receive(self) -> Incoming:
        """The next incoming message, `RequestFailed` or `Related`; raises `TransportClosed` once the peer is gone."""

    @abstractmethod
    async def aclose(self) -> None:
        """Disconnect and release everything (reap the process, end the session)."""

    async def open_server_stream(self) -> None:
        """Start listening for messages the server sends on its own (a legacy HTTP GET stream)."""

    def describe(self) -> str:
        """A one-line description of the peer for status and errors (command line or URL)."""
        return self.kind

    def stalled(self, request_id: RequestId) -> str | None:
        """Why request `request_id` has not gone out yet (say, waiting for a pooled connection); None if it has."""
        return None

    @property
    def stderr_tail(self) -> str:
        """The last lines the server wrote to stderr, where there is such a thing."""
        return ""

    async def __aenter__(self) -> Self:
        await self.open()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()
