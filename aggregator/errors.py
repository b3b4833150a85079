"""The exception tree of mcp-aggregator.

    AggregatorError
    ├── ConfigError               a config file or option is wrong (names the file and key)
    ├── ProtocolViolation         a peer sent something the protocol forbids (bad JSON-RPC, bad framing)
    │   └── MessageTooLarge       a message went over the configured size limit
    ├── McpError                  a JSON-RPC error *received from* a peer (code, message, data kept verbatim)
    └── UpstreamError             something went wrong talking to one upstream server (names it)
        ├── TransportClosed       the connection or process went away
        ├── HttpStatusError       an HTTP answer that is not a JSON-RPC message we can use
        │   └── AuthRequired      401 with WWW-Authenticate: the server wants credentials
        ├── SessionExpired        a legacy HTTP session answered 404: re-initialize
        ├── RequestTimeout        no answer within the deadline
        └── ServerUnavailable     the server is down or backing off; the call was not sent

Errors we raise carry `kind` (a short stable word for `data.aggregator.kind`) and, where it is known,
the `server` key from the config, so a caller can always say which server failed and why.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "AggregatorError",
    "AuthRequired",
    "ConfigError",
    "HttpStatusError",
    "McpError",
    "MessageTooLarge",
    "ProtocolViolation",
    "RequestTimeout",
    "ServerUnavailable",
    "SessionExpired",
    "TransportClosed",
    "UpstreamError",
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


class ConfigError(AggregatorError):
    kind = "config"


class ProtocolViolation(AggregatorError):
    """The peer broke the protocol: unparseable JSON, a malformed JSON-RPC message, bad framing."""

    kind = "protocol"


class MessageTooLarge(ProtocolViolation):
    kind = "message_too_large"

    def __init__(self, size: int, limit: int, *, server: str | None = None) -> None:
        super().__init__(f"message over {limit} bytes ({size} bytes) discarded", server=server)
        self.size = size
        self.limit = limit


class McpError(AggregatorError):
    """A JSON-RPC error object received from a peer, kept verbatim."""

    kind = "upstream_error"

    def __init__(self, code: int, message: str, data: Any = None, *, server: str | None = None) -> None:
        super().__init__(message, server=server)
        self.code = code
        self.data = data

    def to_error(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error


class UpstreamError(AggregatorError):
    kind = "upstream"


class TransportClosed(UpstreamError):
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
            error = body["error"]
            code = error.get("code")
            if isinstance(code, int) and not isinstance(code, bool):
                return error
        return None


class AuthRequired(HttpStatusError):
    kind = "auth_required"

    def __init__(
        self, message: str, *, resource_metadata: str | None, headers: dict[str, str], server: str | None = None
    ) -> None:
        super().__init__(401, message, headers=headers, server=server)
        self.resource_metadata = resource_metadata


class SessionExpired(UpstreamError):
    kind = "session_expired"


class RequestTimeout(UpstreamError):
    kind = "timeout"


class ServerUnavailable(UpstreamError):
    kind = "unavailable"
