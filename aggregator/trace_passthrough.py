"""A client's W3C trace context passed on unchanged while tracing is off (`aggregator/tracing.py`).

A proxy that takes no part in a trace still must not break it: the context a downstream request carries (the
`traceparent`, `tracestate` and `baggage` keys of its `params._meta`, else the `traceparent`, `tracestate` and
`baggage` headers of its HTTP request) goes to every upstream request made while answering it, as it came, so the
client's span and the upstream server's span join one trace. It goes in `params._meta` to every upstream, whatever its
era (the spec allows `_meta` in any request's params), and in the HTTP headers too to an HTTP upstream.

The client's other `_meta` keys go on as it sent them (`proxy/context.py`), less the protocol's and ours; these
three are the ones also read from headers and written to an HTTP upstream's headers. A value that is not a short
line of printable ASCII is not passed on (it could not be a trace context, and it must not become a header).
No OpenTelemetry here: a few dict lookups, and only when the request carries a `traceparent` (`tracing.serving`
imports this module only then).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeGuard

from aggregator.tracing import Span

__all__ = ["TRACE_KEYS", "Passthrough", "incoming"]

#: the keys of a W3C trace context, as `_meta` keys (unprefixed: the 2026-07-28 spec reserves them) and header names
TRACE_KEYS = ("traceparent", "tracestate", "baggage")
_MORE_KEYS = TRACE_KEYS[1:]
#: longer than any trace context a client should send (W3C baggage's own limit is 8192 bytes)
_MAX_CHARS = 8192


def _valid(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and 0 < len(value) <= _MAX_CHARS and value.isascii() and value.isprintable()


def incoming(meta: object, headers: Mapping[str, str] | None) -> dict[str, str] | None:
    """The trace context a downstream request carries: from its `_meta` when that has a `traceparent`, else from its
    HTTP `headers` (lower-case names); None when neither has a valid one."""
    carrier: Mapping[str, Any] | None = None
    if isinstance(meta, dict) and "traceparent" in meta:
        carrier = meta
    elif headers is not None and "traceparent" in headers:
        carrier = headers
    if carrier is None or not _valid(parent := carrier["traceparent"]):
        return None
    context = {"traceparent": parent}
    for key in _MORE_KEYS:
        if (value := carrier.get(key)) is not None and _valid(value):
            context[key] = value
    return context


class Passthrough(Span):
    """The span of a downstream request while tracing is off but the request came with a trace context: it records
    nothing (`tracing.Span`'s methods), and `carry` puts that context, unchanged, on each upstream request made for it.
    """

    __slots__ = ("context",)
    passes_on = True

    def __init__(self, context: dict[str, str]) -> None:
        self.context = context

    def carry(
        self, params: dict[str, Any] | None, headers: dict[str, str] | None
    ) -> tuple[dict[str, Any] | None, dict[str, str] | None]:
        """`params` (copied) with the client's trace context in `_meta`, and `headers` (copied) with it too when there
        are headers (an HTTP upstream)."""
        # what is there already is the proxy's own making, never the client's: no trace key to take out first
        out = dict(params) if params else {}
        meta = out.get("_meta")
        out["_meta"] = {**meta, **self.context} if isinstance(meta, dict) else dict(self.context)
        return out, None if headers is None else {**headers, **self.context}
