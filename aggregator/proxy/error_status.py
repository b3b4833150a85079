"""The HTTP status of an error answer to a modern client, by its JSON-RPC code alone.

Whoever produced the error — the proxy, or an upstream whose error it relays — a client must see the status a server
connected directly gives that code. 2026-07-28 gives 404 to -32601, and 400 to -32020, -32021, -32022 and to a
malformed request's -32602. A status depends on the code, not on why it was raised, so every -32602 is a 400 (an
unknown tool, prompt or resource, a bad cursor), as are the JSON-RPC request errors -32700 and -32600 (the reference
SDK's server answers the same). Other codes (-32603, a server's own) travel in a 200.
"""

from __future__ import annotations

from collections.abc import Mapping

from aggregator.protocol import jsonrpc
from aggregator.protocol.jsonrpc import ErrorResponse, Response
from aggregator.protocol.mcp import HEADER_MISMATCH, MISSING_CAPABILITY, UNSUPPORTED_VERSION

__all__ = ["MODERN_STATUS", "modern_status"]

#: JSON-RPC error code -> its HTTP status for a modern client; a code not here travels in a 200
MODERN_STATUS: Mapping[int, int] = {
    jsonrpc.PARSE_ERROR: 400,
    jsonrpc.INVALID_REQUEST: 400,
    jsonrpc.INVALID_PARAMS: 400,
    jsonrpc.METHOD_NOT_FOUND: 404,
    HEADER_MISMATCH: 400,
    MISSING_CAPABILITY: 400,
    UNSUPPORTED_VERSION: 400,
}


def modern_status(reply: Response | ErrorResponse) -> int:
    """The HTTP status of `reply` sent as JSON to a modern client: 200 for a result, else by its error code."""
    return MODERN_STATUS.get(reply.code, 200) if isinstance(reply, ErrorResponse) else 200
