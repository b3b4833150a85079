"""One upstream request awaited: its errors translated once, here, and the resource URIs it emitted noted."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, TypeVar

from aggregator._facade.configuration import Configured
from aggregator.errors import AggregatorError, InvalidArguments, McpError, PeerError, call_error
from aggregator.protocol.jsonrpc import INTERNAL_ERROR, INVALID_PARAMS, METHOD_NOT_FOUND
from aggregator.protocol.mcp import HEADER_MISMATCH, MISSING_CAPABILITY, UNSUPPORTED_VERSION

__all__ = ["Relay", "local_error", "relay_error"]

_T = TypeVar("_T")
# -32020..-32099 are the spec's; only these are defined. -32002 (legacy "resource not found") is retired.
_DEFINED_RESERVED = frozenset({-32020, -32021, -32022})


class Relay:
    """Awaits upstream requests for the facade, and remembers which server emitted which resource URI."""

    def __init__(self, configured: Configured) -> None:
        self.configured = configured
        #: resource URIs seen in results, by the server that emitted them
        self.emitted: dict[str, str] = {}

    async def forward(self, server: str, call: Awaitable[_T], method: str | None = None) -> _T:
        """Await one upstream request. Raises an `McpError` of the failure's kind (see errors.py), its cause chained."""
        try:
            result = await call
        except McpError as exc:
            relayed = relay_error(exc, server)
            if method in ("tools/call", "prompts/get") and relayed.code == INVALID_PARAMS:
                verbatim = relayed.verbatim
                relayed = InvalidArguments(
                    relayed.code, relayed.message, relayed.data, server=server, http_status=relayed.http_status
                )
                relayed.verbatim = verbatim
            raise self.configured.redacted(relayed) from exc
        except AggregatorError as exc:
            raise self.configured.redacted(local_error(exc, server)) from exc
        self._note_uris(server, result)
        return result

    def _note_uris(self, server: str, result: Any) -> None:
        """Remember which server emitted which resource URI, so a later read finds its way back."""
        if not isinstance(result, dict):
            return
        for block in result.get("content") or result.get("contents") or ():
            if not isinstance(block, dict):
                continue
            uri = block.get("uri") or (block.get("resource") or {}).get("uri")
            if isinstance(uri, str) and len(self.emitted) < 10_000:
                self.emitted.setdefault(uri, server)


def relay_error(exc: McpError, server: str) -> McpError:
    """An upstream JSON-RPC error as we may pass it on.

    Verbatim, except: a forged `aggregator` key in its data is removed (only we say what we did);
    `-32002` (retired "resource not found") becomes `-32602`; a code the spec reserves but does not
    define becomes `-32603` with the original under `data.upstream` (such as `-32042`, the handshake
    revisions' "URL elicitation required"), and so does an error about our request rather than the
    client's (`_ours_to_answer`: -32601, -32020, -32022, a -32021 naming no capability). A mapped error
    keeps the server's own under `verbatim`, for clients of the handshake revisions, where those codes are
    the server's word. An error that came
    as the body of an HTTP 4xx keeps its code and data, with `data.aggregator = {kind, server,
    httpStatus}` beside them.
    """
    data = exc.data
    if isinstance(data, dict) and "aggregator" in data:
        data = {key: value for key, value in data.items() if key != "aggregator"}
    if exc.http_status is not None and (data is None or isinstance(data, dict)):
        # it came as an HTTP error status: say so (and whose), beside the server's own data
        said = {"kind": exc.kind, "server": server, "httpStatus": exc.http_status}
        data = {**(data or {}), "aggregator": said}
    # the peer's word, relayed: a PeerError still, with our note of where and how it came
    relayed = PeerError(exc.code, exc.message, data, server=server, http_status=exc.http_status)
    if exc.code == -32002:
        mapped: McpError = PeerError(INVALID_PARAMS, exc.message, data, server=server, http_status=exc.http_status)
    elif _ours_to_answer(exc.code, data) or (-32099 <= exc.code <= -32020 and exc.code not in _DEFINED_RESERVED):
        own = dict(data) if isinstance(data, dict) else data  # a copy: the verbatim error keeps its note
        note = own.pop("aggregator", None) if isinstance(own, dict) else None
        original = {"code": exc.code, "message": exc.message, **({"data": own} if own else {})}
        # still the peer's word (a PeerError), re-coded for the wire of the 2026-07-28 revision
        mapped = PeerError(
            INTERNAL_ERROR,
            exc.message,
            {"upstream": original, **({"aggregator": note} if note is not None else {})},
            server=server,
        )
    else:
        return relayed
    mapped.verbatim = relayed  # what a client of the handshake revisions is answered with (valid in its era)
    return mapped


def _ours_to_answer(code: int, data: Any) -> bool:
    """Whether an upstream's error is about our request to it rather than the client's to us: a method it lacks
    (-32601), headers or a revision it refused (-32020, -32022), a missing capability it does not name (-32021
    without `requiredCapabilities`). Relayed as such, a client would read them as the aggregator's own answer
    (404: we lack the method; 400 with no `supported`: we refuse its revision)."""
    if code == MISSING_CAPABILITY:
        return not (isinstance(data, dict) and isinstance(data.get("requiredCapabilities"), dict))
    return code in (METHOD_NOT_FOUND, HEADER_MISMATCH, UNSUPPORTED_VERSION)


def local_error(exc: AggregatorError, server: str) -> McpError:
    """An error of ours (unreachable, timed out, broken answer) as the JSON-RPC error of its kind, naming the server."""
    return call_error(exc, server)
