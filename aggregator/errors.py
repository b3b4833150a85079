"""The exception tree of mcp-aggregator.

    AggregatorError
    ├── NotRunning                an Aggregator used outside `async with` (also a RuntimeError)
    ├── ConfigError               a config file or option is wrong (names the file and key)
    ├── ProtocolViolation         a peer sent something the protocol forbids (bad JSON-RPC, bad framing)
    │   └── MessageTooLarge       a message went over the configured size limit
    ├── McpError                  a JSON-RPC error (`to_wire()`): ours, or what a failed call raises
    │   ├── PeerError             received from a peer, kept verbatim and relayed as it is
    │   ├── UnknownTool           -32602: the name is not in the merged list
    │   ├── InvalidArguments      -32602: the arguments were refused (by the server, or before sending)
    │   └── CallFailed            -32603: no answer from the server; `data.aggregator = {kind, server}`
    │       ├── CallTimedOut          also a RequestTimeout
    │       ├── CallUnavailable       also a ServerUnavailable; `retry_in_s` says when it is tried again
    │       ├── CallTransportClosed   also a TransportClosed
    │       ├── CallTooLarge          also a MessageTooLarge
    │       └── CallProtocolError     also a ProtocolViolation
    └── UpstreamError             something went wrong talking to one upstream server (names it)
        ├── TransportClosed       the connection or process went away
        ├── HttpStatusError       an HTTP answer that is not a JSON-RPC message we can use
        │   └── AuthRequired      401 with WWW-Authenticate: the server wants credentials
        ├── SessionExpired        a legacy HTTP session answered 404: re-initialize
        ├── RequestTimeout        no answer within the deadline
        └── ServerUnavailable     the server is down or backing off; the call was not sent

Every failed call of the `Aggregator` raises an `McpError`; the subclass says what kind of failure it was, so
`except McpError` still catches everything while `except CallTimedOut` picks one kind. Each carries `server` (the
config key, also said once at the head of its message) and its wire form (`to_wire()`: code, message, data), the
low-level error it came from being its `__cause__`. Every error of ours has a wire form: one that is not a JSON-RPC
error by nature (a closed transport, a timeout) is -32603 with `data.aggregator = {kind, server}`.

Errors we raise carry `kind` (a short stable word for `data.aggregator.kind`) and, where it is known,
the `server` key from the config, so a caller can always say which server failed and why.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "AggregatorError",
    "AuthRequired",
    "CallFailed",
    "CallProtocolError",
    "CallTimedOut",
    "CallTooLarge",
    "CallTransportClosed",
    "CallUnavailable",
    "ConfigError",
    "HttpStatusError",
    "InvalidArguments",
    "McpError",
    "MessageTooLarge",
    "NotRunning",
    "PeerError",
    "ProtocolViolation",
    "RequestTimeout",
    "ServerUnavailable",
    "SessionExpired",
    "TransportClosed",
    "UnknownTool",
    "UpstreamError",
    "answer_in_error_status",
    "auth_required_in",
    "call_error",
]


class AggregatorError(Exception):
    """Base of everything this package raises on purpose."""

    kind = "internal"

    def __init__(self, message: str, *, server: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.server = server

    def __str__(self) -> str:
        if self.server is not None and not self.message.startswith(f"server {self.server!r}"):
            return f"server {self.server!r}: {self.message}"
        return self.message

    def to_wire(self) -> dict[str, Any]:
        """This failure as a JSON-RPC `error` object, the one conversion every front uses.

        One of our own failures that is not a JSON-RPC error by nature is -32603 with `data.aggregator` saying
        its kind and, when known, the server; `McpError` overrides this with its own code.
        """
        aggregator: dict[str, Any] = {"kind": self.kind}
        if self.server is not None:
            aggregator["server"] = self.server
        return {"code": _INTERNAL_ERROR, "message": str(self), "data": {"aggregator": aggregator}}


class NotRunning(AggregatorError, RuntimeError):
    """A call on an `Aggregator` outside its `async with` (not entered yet, or closed); the message names the fix."""

    kind = "not_running"


class ConfigError(AggregatorError):
    """A config file or option is wrong; the message names the file and the key."""

    kind = "config"


class ProtocolViolation(AggregatorError):
    """The peer broke the protocol: unparseable JSON, a malformed JSON-RPC message, bad framing."""

    kind = "protocol"


class MessageTooLarge(ProtocolViolation):
    """A message went over the configured size limit and was discarded."""

    kind = "message_too_large"

    def __init__(self, size: int, limit: int, *, server: str | None = None) -> None:
        super().__init__(f"message over {limit} bytes ({size} bytes) discarded", server=server)
        self.size = size
        self.limit = limit


class McpError(AggregatorError):
    """A JSON-RPC error: one we answer with (our code, e.g. -32602 for an unknown tool) or a peer's (`PeerError`)."""

    kind = "upstream_error"

    #: the HTTP status the error came in, when a server sent it as the body of a 4xx (the modern era's way)
    http_status: int | None = None
    #: the server's own error, when relaying mapped its code to the 2026-07-28 revision's (a retired `-32002`, a
    #: reserved code the revision does not define): a client of the handshake revisions is answered with this one,
    #: as the server would have answered it directly
    verbatim: McpError | None = None

    def __init__(
        self, code: int, message: str, data: Any = None, *, server: str | None = None, http_status: int | None = None
    ) -> None:
        # not super(): the call errors below also derive from the low-level kinds, whose __init__ differ
        AggregatorError.__init__(self, message, server=server)
        self.code = code
        self.data = data
        if http_status is not None:
            self.http_status = http_status

    def to_wire(self) -> dict[str, Any]:
        """The JSON-RPC `error` object: `code`, `message` and (when present) `data`."""
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error

    def to_error(self) -> dict[str, Any]:
        """The same as `to_wire()` (its earlier name)."""
        return self.to_wire()

    @property
    def from_peer(self) -> bool:
        """Whether a peer sent this error (`PeerError`), rather than we made it."""
        return False


class PeerError(McpError):
    """A JSON-RPC error object a peer (an upstream server, or a client answering us) sent, kept verbatim.

    Relayed as it is: its code and data are the peer's word, never reinterpreted as one of our kinds.
    """

    @property
    def from_peer(self) -> bool:
        """Always true: the peer said it."""
        return True


class UpstreamError(AggregatorError):
    """Something went wrong talking to one upstream server (named by `server`)."""

    kind = "upstream"


class TransportClosed(UpstreamError):
    """The connection or the process went away."""

    kind = "transport_closed"


class HttpStatusError(UpstreamError):
    """An HTTP response we cannot use as a JSON-RPC answer; `body` is its JSON-RPC error if it had one."""

    kind = "http_status"

    def __init__(
        self,
        status: int,
        message: str,
        *,
        body: Any = None,
        headers: dict[str, str] | None = None,
        server: str | None = None,
    ) -> None:
        super().__init__(message, server=server)
        self.status = status
        self.body = body
        self.headers = headers or {}

    @property
    def rpc_error(self) -> dict[str, Any] | None:
        """The JSON-RPC `error` object of the body, if the body was a JSON-RPC error response."""
        body = self.body
        if isinstance(body, dict) and isinstance(body.get("error"), dict):
            error: dict[str, Any] = body["error"]
            code = error.get("code")
            if isinstance(code, int) and not isinstance(code, bool):
                return dict(error)
        return None


class AuthRequired(HttpStatusError):
    """401 with WWW-Authenticate: the server wants credentials."""

    kind = "auth_required"

    def __init__(
        self, message: str, *, resource_metadata: str | None, headers: dict[str, str], server: str | None = None
    ) -> None:
        super().__init__(401, message, headers=headers, server=server)
        self.resource_metadata = resource_metadata


def auth_required_in(exc: BaseException) -> AuthRequired | None:
    """The `AuthRequired` a failure came from (itself, or along its causes), or None: a login is what it lacks."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, AuthRequired):
            return seen
        seen = seen.__cause__
    return None


class SessionExpired(UpstreamError):
    """A legacy HTTP session answered 404: the server forgot it, so we initialize again."""

    kind = "session_expired"


class RequestTimeout(UpstreamError):
    """No answer within the deadline."""

    kind = "timeout"


class ServerUnavailable(UpstreamError):
    """The server is down or held off after failures; the request was not sent.

    `retry_in_s` is the time until the next connection attempt, when one is scheduled.
    """

    kind = "unavailable"

    def __init__(self, message: str, *, server: str | None = None, retry_in_s: float | None = None) -> None:
        super().__init__(message, server=server)
        self.retry_in_s = retry_in_s


# -- what a failed call raises: McpError subclasses, one per kind a caller handles differently


class UnknownTool(McpError):
    """The tool (or prompt) name is in no server's list: -32602. Refresh the list, or tell the model."""


class InvalidArguments(McpError):
    """The server refused the call's arguments (-32602), or they could not be sent as they are."""


class CallFailed(McpError):
    """No usable answer came from the server: -32603 with `data.aggregator = {kind, server}`."""

    kind = "upstream"

    def __init__(self, message: str, *, server: str, data: dict[str, Any] | None = None) -> None:
        aggregator = {"kind": self.kind, "server": server, **(data or {})}
        McpError.__init__(self, _INTERNAL_ERROR, message, {"aggregator": aggregator}, server=server)


class CallTimedOut(CallFailed, RequestTimeout):
    """The server did not answer within the call's deadline (the request was cancelled upstream)."""

    kind = "timeout"


class CallUnavailable(CallFailed, ServerUnavailable):
    """The server is down or held off; the call was not sent. `retry_in_s`: when it is tried again, if known."""

    kind = "unavailable"

    def __init__(self, message: str, *, server: str, retry_in_s: float | None = None) -> None:
        super().__init__(message, server=server)  # the wire form stays {kind, server}; the message says when
        self.retry_in_s = retry_in_s


class CallTransportClosed(CallFailed, TransportClosed):
    """The connection or process went away while the call was in flight."""

    kind = "transport_closed"


class CallTooLarge(CallFailed, MessageTooLarge):
    """The server's answer went over the size limit and was discarded."""

    kind = "message_too_large"

    def __init__(self, message: str, *, server: str, size: int = 0, limit: int = 0) -> None:
        super().__init__(message, server=server)
        self.size = size
        self.limit = limit


class CallProtocolError(CallFailed, ProtocolViolation):
    """The server's answer broke the protocol (malformed, or a kind of answer the method may not give)."""

    kind = "protocol"


_INTERNAL_ERROR = -32603  # errors.py is below the protocol layer: the one code it needs, by value


#: 4xx statuses that say something about our credentials or our rate, not about the request: never an answer
_NOT_AN_ANSWER = frozenset({401, 403, 407, 429})


def answer_in_error_status(exc: HttpStatusError, server: str) -> McpError | None:
    """The JSON-RPC error a server answered in the body of an HTTP 4xx, as the `McpError` it is; else None.

    A modern server answers -32020/-32021/-32022 with 400 and -32601 with 404: that is its answer to the
    request, to be relayed like any other JSON-RPC error, not a failure to reach it.
    """
    error = exc.rpc_error
    if error is None or not 400 <= exc.status < 500 or exc.status in _NOT_AN_ANSWER:
        return None
    message = error.get("message")
    text = message if isinstance(message, str) else f"HTTP {exc.status}"
    return PeerError(error["code"], text, error.get("data"), server=exc.server or server, http_status=exc.status)


def call_error(exc: AggregatorError, server: str) -> CallFailed:
    """One of our own failures as the `CallFailed` subclass of its kind; its message names the server once."""
    server = exc.server or server
    message = _named_once(exc.message, server)
    if isinstance(exc, ServerUnavailable):
        return CallUnavailable(message, server=server, retry_in_s=exc.retry_in_s)
    if isinstance(exc, MessageTooLarge):
        return CallTooLarge(message, server=server, size=exc.size, limit=exc.limit)
    for low, high in _CALL_ERRORS:
        if isinstance(exc, low):
            return high(message, server=server)
    error = CallFailed(message, server=server)
    error.data["aggregator"]["kind"] = exc.kind  # e.g. http_status, auth_required: said, not a class of its own
    return error


_CALL_ERRORS: tuple[tuple[type[AggregatorError], type[CallFailed]], ...] = (
    (RequestTimeout, CallTimedOut),
    (TransportClosed, CallTransportClosed),
    (ProtocolViolation, CallProtocolError),
)


def _named_once(message: str, server: str) -> str:
    """The message with the server named once, at its head (inner errors often named it already)."""
    return f"server {server!r}: " + message.replace(f"server {server!r}: ", "")
