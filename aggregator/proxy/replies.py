"""The error answers `ProxyServer.handle` gives: one of ours, redacted, or -32603 for a failure nobody expected.

A handler that fails with something other than an `AggregatorError` is a bug of ours, not the client's: the client
still hears an answer (stdio must not exit, HTTP must not become a 500), the operator hears the traceback.
"""

from __future__ import annotations

import logging

from aggregator.config_file import AggregatorConfig, redact
from aggregator.errors import AggregatorError, McpError
from aggregator.protocol.jsonrpc import INTERNAL_ERROR, ErrorResponse, Request
from aggregator.visible import escape

__all__ = ["error_reply", "internal_error_reply"]

log = logging.getLogger("aggregator.proxy")


def error_reply(request: Request, exc: AggregatorError, config: AggregatorConfig) -> ErrorResponse:
    """The answer to `request` that failed with `exc`, its message redacted: an error for a client may quote a URL or
    a server's echo of a token, and the config's secrets stay here."""
    wire = exc.to_wire()
    message = exc.message if isinstance(exc, McpError) else str(exc)  # ours name the server at their head
    return ErrorResponse(request.id, wire["code"], redact(message, config), wire.get("data"))


def internal_error_reply(request: Request, exc: Exception) -> ErrorResponse:
    """-32603 for `request`, whose handler failed with `exc`, an exception none of ours; it is logged with its
    traceback. The client hears only the method: the exception's text may quote anything (a path, a secret)."""
    log.error("%s failed unexpectedly: %s", escape(request.method), type(exc).__name__, exc_info=exc)  # a client's word
    return ErrorResponse(request.id, INTERNAL_ERROR, f"internal error answering {request.method}")
