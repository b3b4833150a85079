"""Traces and request ids: an OpenTelemetry span for every request the proxy answers, list it fetches and request it
sends upstream, the W3C trace context carried across each hop, and one id per downstream request for logs and audit.

Off by default, and then nothing of OpenTelemetry is imported: every function here hands back `NO_SPAN`, whose
methods do nothing, except that a client's own trace context is passed on to the upstream unchanged
(`aggregator/trace_passthrough.py`: only when the request brings one). `enable(tracer_provider)` turns spans on
for the process (the `otel` extra: `pip install 'mcp-aggregator[otel]'`); `serve --otel` or the config's
`"aggregator": {"tracing": true}` does it with an OTLP/HTTP exporter set up from the standard `OTEL_*` variables
(`aggregator/_otel.py`).

The spans follow the OpenTelemetry semantic conventions for MCP (the GenAI conventions' `mcp.md`):

- a downstream request: kind SERVER, named `{mcp.method.name} {target}` (target: the tool's or prompt's name, when
  there is one); its parent is the trace context in the request's `params._meta` (`traceparent`, `tracestate`,
  `baggage`: the unprefixed keys the 2026-07-28 spec reserves), else in the HTTP request's `traceparent` header;
- an upstream request: kind CLIENT, same naming, child of whatever is current (the downstream request's span, a list
  fetch); its context goes to the upstream in `params._meta` on every transport, and in the HTTP headers too on HTTP;
- a list fetch through the cache (`_facade/lists.py`): kind INTERNAL, `aggregator.list {mcp.method.name}`.

Attributes: `mcp.method.name`, `jsonrpc.request.id`, `mcp.protocol.version`, `mcp.session.id` (a legacy session),
`gen_ai.tool.name` with `gen_ai.operation.name` = `execute_tool`, `gen_ai.prompt.name`, `mcp.resource.uri`,
`network.transport` (`tcp`, `pipe`), `network.protocol.name` (`http`), `server.address`/`server.port`, `error.type`
(the JSON-RPC code as a string for a peer's error, `tool_error` for `isError`, else our error's kind: `timeout`,
`unavailable`, ...) and `rpc.response.status_code` (a JSON-RPC error code); ours: `aggregator.request.id`,
`aggregator.era` (`modern`, `legacy`), `aggregator.outcome` (`ok`, `tool_error`, `input_required`, `error`,
`cancelled`), `aggregator.server` (the upstream's config key) and, on a list fetch, `aggregator.list.source`
(`upstream`, `cache`, `stale`).

Each downstream request gets a request id (`current_request_id()`) once something wants them (`track_requests()`: an
audit log or sink, `serve --log-format json` or `--log-level info`, tracing): the audit record carries it
(`AuditRecord.request_id`), `serve --log-format json` writes it on every line logged while the request runs, and the
span has it as `aggregator.request.id`. The logger `aggregator.requests` logs one INFO line per answered request.
"""

from __future__ import annotations

import itertools
import logging
import os
import time
from collections.abc import Callable, Mapping
from contextvars import ContextVar, Token
from types import ModuleType, TracebackType
from typing import TYPE_CHECKING, Any, Protocol

from aggregator.protocol.jsonrpc import ErrorResponse, Request, Response

if TYPE_CHECKING:
    from aggregator._otel import Backend

__all__ = [
    "NO_SPAN",
    "Serving",
    "SessionLike",
    "Span",
    "Unserved",
    "WireLike",
    "current_request_id",
    "current_trace_id",
    "disable",
    "enable",
    "enabled",
    "http_request",
    "is_cancellation",
    "list_span",
    "outcome_of",
    "serving",
    "track_requests",
    "upstream_span",
]

#: one INFO line per downstream request answered (method, outcome, duration), with its request id
request_log = logging.getLogger("aggregator.requests")

_backend: Backend | None = None
#: `aggregator.trace_passthrough`, once a request brought a trace context while tracing is off
_passthrough: ModuleType | None = None
#: request ids wanted (`track_requests`) even while tracing is off
_tracked = False
#: the downstream request being answered here
_serving: ContextVar[Serving | None] = ContextVar("aggregator_serving", default=None)
#: the HTTP request's headers while the HTTP front handles it (set only while tracing is on, or they carry a context)
_http_headers: ContextVar[Mapping[str, str] | None] = ContextVar("aggregator_trace_headers", default=None)
_ids = itertools.count(1)
#: makes the ids of this process unlike another's (replicas, workers) sharing one audit log
_PREFIX = os.urandom(4).hex()


class SessionLike(Protocol):
    """What a span reads of a legacy session (the proxy's `Session`): its id and negotiated revision."""

    @property
    def id(self) -> str:
        """The session's id (`Mcp-Session-Id` on HTTP)."""

    @property
    def version(self) -> str | None:
        """The revision `initialize` agreed on."""


class WireLike(Protocol):
    """What a span reads of an upstream connection (`upstream.wire.Wire`): its era and revision."""

    @property
    def era(self) -> object:
        """`modern` or `legacy` (an `Era`, a `StrEnum`)."""

    @property
    def version(self) -> str:
        """The revision spoken on it."""


class Span:
    """A span that records nothing: what every function here returns while tracing is off.

    A real span (`aggregator._otel`) has the same methods; a `with` block ends it, recording an exception that
    escapes as its error.
    """

    __slots__ = ()
    #: whether this span only passes a client's trace context on (tracing off: `aggregator/trace_passthrough.py`)
    passes_on = False

    def __enter__(self) -> Span:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        return None

    def set(self, key: str, value: str | int | bool) -> None:
        """Set one attribute."""

    def answered(self, result: Mapping[str, Any]) -> None:
        """The request was answered with `result`: outcome `ok`, `tool_error` (`isError`) or `input_required`."""

    def refused(self, code: int, message: str, kind: str | None = None) -> None:
        """The request was answered with a JSON-RPC error; `kind` is our `data.aggregator.kind`, if any."""

    def carry(
        self, params: dict[str, Any] | None, headers: dict[str, str] | None
    ) -> tuple[dict[str, Any] | None, dict[str, str] | None]:
        """`params` and `headers` of an outgoing request with this span's trace context in `_meta` (and headers)."""
        return params, headers


#: the span of everything while tracing is off
NO_SPAN = Span()


def enable(tracer_provider: Any = None) -> None:
    """Trace from now on, with `tracer_provider` (an OpenTelemetry `TracerProvider`; None: the global one).

    Needs the `otel` extra (`ImportError` without it). Process-wide: every aggregator and proxy here traces.
    """
    global _backend
    from aggregator._otel import Backend

    _backend = Backend(tracer_provider)


def disable() -> None:
    """Stop tracing (spans already started still end and are exported)."""
    global _backend
    _backend = None


def track_requests() -> None:
    """Give every downstream request an id from now on (the audit log, `--log-format json` and the request log
    call this; tracing implies it). Process-wide, and never undone: a cost of a few microseconds per request."""
    global _tracked
    _tracked = True


def enabled() -> bool:
    """Whether spans are being made."""
    return _backend is not None


def current_request_id() -> str | None:
    """The id of the downstream request being handled here, or None outside one."""
    served = _serving.get()
    return None if served is None else served.request_id


def current_trace_id() -> str | None:
    """The current span's trace id (32 hex digits), or None when tracing is off or no span is current."""
    return None if _backend is None else _backend.trace_id()


class _Headers:
    """Holds the HTTP request's headers for the downstream span's parent while the request is handled."""

    __slots__ = ("headers", "token")

    def __init__(self, headers: Mapping[str, str]) -> None:
        self.headers = headers
        self.token: Token[Mapping[str, str] | None] | None = None

    def __enter__(self) -> None:
        self.token = _http_headers.set(self.headers)

    def __exit__(self, *exc: object) -> None:
        if self.token is not None:
            _http_headers.reset(self.token)


class _Nothing:
    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


_NOTHING = _Nothing()


def http_request(headers: Mapping[str, str]) -> _Headers | _Nothing:
    """For the HTTP front: `with http_request(headers):` around handling one HTTP request (lower-case names), so
    that its `traceparent`/`tracestate` headers parent the downstream span when `_meta` carries none (tracing off:
    are passed on upstream unchanged)."""
    if _backend is None and "traceparent" not in headers:
        return _NOTHING
    return _Headers(headers)


class Unserved:
    """What `serving` gives while nothing wants request ids or spans: every method does nothing."""

    __slots__ = ()

    def __enter__(self) -> Unserved:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        return None

    def reply(self, reply: Response | ErrorResponse | None) -> None:
        """What the request was answered with: nothing to note."""


_UNSERVED = Unserved()


class Serving(Unserved):
    """One downstream request being answered: its request id, its SERVER span, its log line. See `serving`.

    The id is made only when something asks for it (an audit record, a log line, a span).
    """

    __slots__ = ("_id", "_reply", "_started", "_token", "method", "span")

    def __init__(self, method: str, span: Span) -> None:
        self.method = method
        self.span = span
        self._id: str | None = None
        self._reply: Response | ErrorResponse | None = None

    @property
    def request_id(self) -> str:
        """This request's id: unique in this process, and unlike another process's."""
        if self._id is None:
            self._id = f"{_PREFIX}-{next(_ids):x}"
        return self._id

    def __enter__(self) -> Serving:
        self._token = _serving.set(self)
        self._started = time.perf_counter()
        if self.span is not NO_SPAN:
            self.span.__enter__()
        return self

    def reply(self, reply: Response | ErrorResponse | None) -> None:
        """What the request was answered with (None: nothing, a notification-like request)."""
        self._reply = reply
        if self.span is NO_SPAN:
            return
        if isinstance(reply, Response):
            self.span.answered(reply.result)
        elif isinstance(reply, ErrorResponse):
            data = reply.data
            ours = data.get("aggregator") if isinstance(data, dict) else None
            kind = ours.get("kind") if isinstance(ours, dict) else None
            self.span.refused(reply.code, reply.message, kind if isinstance(kind, str) else None)

    @property
    def outcome(self) -> str:
        """`ok`, `tool_error`, `input_required` or `error`, from the reply."""
        reply = self._reply
        if isinstance(reply, Response):
            return outcome_of(reply.result)
        return "error" if isinstance(reply, ErrorResponse) else "ok"

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        try:
            if request_log.isEnabledFor(logging.INFO):  # logged in the span: its line has the trace id
                self._log(exc)
            if self.span is not NO_SPAN:
                self.span.__exit__(kind, exc, tb)
        finally:
            _serving.reset(self._token)

    def _log(self, exc: BaseException | None) -> None:
        outcome = self.outcome if exc is None else ("cancelled" if is_cancellation(exc) else "error")
        duration_ms = round((time.perf_counter() - self._started) * 1000, 3)
        extra = {"method": self.method, "outcome": outcome, "duration_ms": duration_ms, "request_id": self.request_id}
        request_log.info("%s: %s in %.1f ms", self.method, outcome, duration_ms, extra=extra)


def serving(request: Request, version: str | None, session: SessionLike | None) -> Unserved:
    """`with serving(...) as served:` around answering one downstream request; `served.reply(reply)` before the end.

    While tracing is off and nothing called `track_requests()`, this costs three calls that do nothing.

    `version`: the modern revision the request names (None: it belongs to a legacy `session`, if any).
    """
    if _backend is None:
        meta = request.params.get("_meta") if request.params else None
        headers = _http_headers.get()
        if headers is not None or (isinstance(meta, dict) and "traceparent" in meta):
            return _passing_on(request.method, meta, headers)
        return Serving(request.method, NO_SPAN) if _tracked else _UNSERVED
    params = request.params or {}
    attributes = _request_attributes(request.method, params, request.id)
    attributes["aggregator.era"] = "modern" if version is not None else "legacy"
    if version is None and session is not None:
        attributes["mcp.session.id"] = session.id
        version = session.version
    if version is not None:
        attributes["mcp.protocol.version"] = version
    headers = _http_headers.get()
    if headers is not None:
        attributes["network.transport"] = "tcp"
        attributes["network.protocol.name"] = "http"
    else:
        attributes["network.transport"] = "pipe"
    meta = params.get("_meta")
    served = Serving(request.method, NO_SPAN)
    attributes["aggregator.request.id"] = served.request_id
    served.span = _backend.server_span(
        _span_name(request.method, params), attributes, meta if isinstance(meta, dict) else None, headers
    )
    return served


def _passing_on(method: str, meta: object, headers: Mapping[str, str] | None) -> Unserved:
    """Tracing off, and the request carries a trace context: its upstream requests pass it on as it came."""
    global _passthrough
    if _passthrough is None:  # imported once, for the first request that carries one
        from aggregator import trace_passthrough

        _passthrough = trace_passthrough
    context = _passthrough.incoming(meta, headers)
    if context is not None:
        return Serving(method, _passthrough.Passthrough(context))
    return Serving(method, NO_SPAN) if _tracked else _UNSERVED


def upstream_span(
    server: str,
    config: object,
    wire: WireLike,
    method: str,
    params: Mapping[str, Any] | None,
    request_id: str | int,
    redact: Callable[[str], str] | None = None,
) -> Span:
    """The CLIENT span of one request to upstream `server` (its `config`: a `url` for HTTP; `wire`: the connection's
    era and revision; `redact` hides the config's secrets in the error text it records). `NO_SPAN` when off."""
    if _backend is None:  # off: a client's own trace context, if its request brought one, goes on unchanged
        served = _serving.get()
        return served.span if served is not None and served.span.passes_on else NO_SPAN
    attributes = _request_attributes(method, params or {}, request_id)
    attributes.update(
        {"aggregator.server": server, "aggregator.era": str(wire.era), "mcp.protocol.version": wire.version}
    )
    url = getattr(config, "url", None)
    attributes.update(_address(url if isinstance(url, str) else None))
    served = _serving.get()
    if served is not None:
        attributes["aggregator.request.id"] = served.request_id
    return _backend.client_span(_span_name(method, params or {}), attributes, redact)


def list_span(server: str, method: str, redact: Callable[[str], str] | None = None) -> Span:
    """The INTERNAL span of fetching one of `server`'s lists through the cache (`redact`: as for `upstream_span`)."""
    if _backend is None:
        return NO_SPAN
    attributes: dict[str, str | int | bool] = {"mcp.method.name": method, "aggregator.server": server}
    return _backend.internal_span(f"aggregator.list {method}", attributes, redact)


def _request_attributes(method: str, params: Mapping[str, Any], request_id: Any) -> dict[str, str | int | bool]:
    attributes: dict[str, str | int | bool] = {"mcp.method.name": method}
    if request_id is not None:
        attributes["jsonrpc.request.id"] = str(request_id)
    name = params.get("name")
    if method == "tools/call" and isinstance(name, str):
        attributes["gen_ai.tool.name"] = name
        attributes["gen_ai.operation.name"] = "execute_tool"
    elif method == "prompts/get" and isinstance(name, str):
        attributes["gen_ai.prompt.name"] = name
    uri = params.get("uri")
    if method == "resources/read" and isinstance(uri, str):
        attributes["mcp.resource.uri"] = uri
    return attributes


def _span_name(method: str, params: Mapping[str, Any]) -> str:
    """`{mcp.method.name} {target}`: the tool's or prompt's name where there is one (low cardinality), else the
    method alone (a resource's URI is not a target by default: too many)."""
    name = params.get("name")
    if method in ("tools/call", "prompts/get") and isinstance(name, str):
        return f"{method} {name}"
    return method


def _address(url: str | None) -> dict[str, str | int | bool]:
    if url is None:
        return {"network.transport": "pipe"}
    from urllib.parse import urlsplit  # a pure parser; only reached while tracing

    parts = urlsplit(url)
    found: dict[str, str | int | bool] = {"network.transport": "tcp", "network.protocol.name": "http"}
    if parts.hostname:
        found["server.address"] = parts.hostname
        try:
            port = parts.port
        except ValueError:
            port = None
        found["server.port"] = port if port is not None else (443 if parts.scheme == "https" else 80)
    return found


def outcome_of(result: Mapping[str, Any]) -> str:
    """A result's outcome: `tool_error` (`isError`), `input_required`, else `ok`."""
    if result.get("isError") is True:
        return "tool_error"
    if result.get("resultType") == "input_required":
        return "input_required"
    return "ok"


def is_cancellation(exc: BaseException) -> bool:
    """Whether `exc` is a cancellation: asyncio's `CancelledError`, trio's `Cancelled` (told by name, without
    importing either here)."""
    return type(exc).__name__ in ("CancelledError", "Cancelled")
