"""The OpenTelemetry side of `aggregator.tracing`: spans from a tracer, trace context in and out through the
configured propagators (W3C `traceparent`/`tracestate` and `baggage` by default, `OTEL_PROPAGATORS` otherwise), and
the tracer provider `serve --otel` builds from the standard `OTEL_*` variables.

Imported only once tracing is enabled: it needs the `otel` extra.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable, Mapping
from types import TracebackType
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import propagate, trace
from opentelemetry.trace import Link, SpanKind, Status, StatusCode

from aggregator.errors import AggregatorError, McpError
from aggregator.tracing import Span, is_cancellation, outcome_of

__all__ = ["Backend", "OtelSpan", "provider_from_environment"]

_TRACER_NAME = "mcp-aggregator"
_TRACE_KEYS = ("traceparent", "tracestate", "baggage")


class OtelSpan(Span):
    """An OpenTelemetry span behind `tracing.Span`'s methods; current inside its `with` block when `current`.

    `redact` hides secrets in the text it records of an error (the status description, an exception's message and
    stack trace): an upstream's error quotes its URL, and a server may echo a header back, before the facade
    redacts what it answers; a span is exported as it was recorded, so it must be redacted here.
    """

    __slots__ = ("current", "redact", "span", "token")

    def __init__(self, span: trace.Span, *, current: bool, redact: Callable[[str], str] | None = None) -> None:
        self.span = span
        self.current = current
        self.redact = redact
        self.token: object | None = None

    def _failed(self, description: str) -> None:
        """Mark the span an error, with `description` redacted."""
        text = self.redact(description) if self.redact is not None else description
        self.span.set_status(Status(StatusCode.ERROR, text))

    def __enter__(self) -> OtelSpan:
        if self.current:
            self.token = otel_context.attach(trace.set_span_in_context(self.span))
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        try:
            if exc is not None:
                self._raised(exc)
        finally:
            if self.token is not None:
                otel_context.detach(self.token)  # type: ignore[arg-type]
                self.token = None
            self.span.end()

    def set(self, key: str, value: str | int | bool) -> None:
        """Set one attribute."""
        self.span.set_attribute(key, value)

    def answered(self, result: Mapping[str, Any]) -> None:
        """The request was answered with `result`: `tool_error` is an error (semconv), `input_required` is not."""
        outcome = outcome_of(result)
        self.span.set_attribute("aggregator.outcome", outcome)
        if outcome == "tool_error":
            self.span.set_attribute("error.type", "tool_error")
            self._failed("the tool answered isError")

    def refused(self, code: int, message: str, kind: str | None = None) -> None:
        """A JSON-RPC error answered the request: `error.type` is our kind, else the code (semconv)."""
        self.span.set_attribute("aggregator.outcome", "error")
        self.span.set_attribute("rpc.response.status_code", str(code))
        self.span.set_attribute("error.type", kind if kind is not None and kind != "upstream_error" else str(code))
        self._failed(message)

    def carry(
        self, params: dict[str, Any] | None, headers: dict[str, str] | None
    ) -> tuple[dict[str, Any] | None, dict[str, str] | None]:
        """`params` (copied) with this span's context in `_meta`, and in `headers` (copied) when there are headers."""
        context = trace.set_span_in_context(self.span)
        out = dict(params) if params else {}
        meta = out.get("_meta")
        meta = {key: value for key, value in meta.items() if key not in _TRACE_KEYS} if isinstance(meta, dict) else {}
        propagate.inject(meta, context=context)
        out["_meta"] = meta
        if headers is not None:
            headers = dict(headers)
            propagate.inject(headers, context=context)
        return out, headers

    def _raised(self, exc: BaseException) -> None:
        if is_cancellation(exc):
            self.span.set_attribute("aggregator.outcome", "cancelled")
            self.span.set_attribute("error.type", "cancelled")
            return
        self.span.set_attribute("aggregator.outcome", "error")
        if isinstance(exc, McpError):
            self.span.set_attribute("rpc.response.status_code", str(exc.code))
        if isinstance(exc, AggregatorError):
            # a peer's own JSON-RPC error: its code (semconv); ours: the kind (`timeout`, `unavailable`, ...)
            peer = isinstance(exc, McpError) and exc.kind == "upstream_error"
            self.span.set_attribute("error.type", str(exc.code) if isinstance(exc, McpError) and peer else exc.kind)
            self._failed(str(exc))
        else:
            self.span.set_attribute("error.type", type(exc).__qualname__)
            if self.redact is None:
                self.span.record_exception(exc)
            else:  # the SDK would write the message and the stack trace as they are
                stack = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
                said = {"exception.message": self.redact(str(exc)), "exception.stacktrace": self.redact(stack)}
                self.span.record_exception(exc, attributes=said)
            self._failed(str(exc) or type(exc).__qualname__)


class Backend:
    """Makes the spans `aggregator.tracing` asks for, with one tracer of `provider` (None: the global provider)."""

    def __init__(self, provider: Any = None) -> None:
        self.tracer = trace.get_tracer(_TRACER_NAME, tracer_provider=provider)

    def server_span(
        self,
        name: str,
        attributes: dict[str, str | int | bool],
        meta: Mapping[str, Any] | None,
        headers: Mapping[str, str] | None,
    ) -> OtelSpan:
        """A downstream request's SERVER span: parent from `_meta`'s trace context, else from the HTTP headers (then
        linked when both are there and differ, as the MCP conventions ask)."""
        from_meta = _extract(meta)
        from_headers = _extract(headers)
        parent = from_meta if from_meta is not None else from_headers
        links: list[Link] = []
        if from_meta is not None and from_headers is not None:
            header_span = trace.get_current_span(from_headers).get_span_context()
            if header_span != trace.get_current_span(from_meta).get_span_context():
                links.append(Link(header_span))
        # an explicit empty context: the caller's ambient span (a test's client in this process) is not our parent
        span = self.tracer.start_span(
            name, context=parent or otel_context.Context(), kind=SpanKind.SERVER, attributes=attributes, links=links
        )
        return OtelSpan(span, current=True)

    def client_span(
        self, name: str, attributes: dict[str, str | int | bool], redact: Callable[[str], str] | None = None
    ) -> OtelSpan:
        """An upstream request's CLIENT span, child of the current span; `redact` hides secrets in its errors."""
        span = self.tracer.start_span(name, kind=SpanKind.CLIENT, attributes=attributes)
        return OtelSpan(span, current=False, redact=redact)

    def internal_span(
        self, name: str, attributes: dict[str, str | int | bool], redact: Callable[[str], str] | None = None
    ) -> OtelSpan:
        """An INTERNAL span (a list fetch), current inside its block so the requests it makes are its children;
        `redact` hides secrets in its errors."""
        span = self.tracer.start_span(name, kind=SpanKind.INTERNAL, attributes=attributes)
        return OtelSpan(span, current=True, redact=redact)

    @staticmethod
    def trace_id() -> str | None:
        """The current span's trace id in hex, or None."""
        context = trace.get_current_span().get_span_context()
        return format(context.trace_id, "032x") if context.is_valid else None


def _extract(carrier: Mapping[str, Any] | None) -> otel_context.Context | None:
    """The context `carrier` names (a `_meta` object or lower-case headers), or None when it carries none."""
    if not carrier or "traceparent" not in carrier:
        return None
    strings = {key: value for key in _TRACE_KEYS if isinstance(value := carrier.get(key), str)}
    context = propagate.extract(strings, context=otel_context.Context())
    return context if trace.get_current_span(context).get_span_context().is_valid else None


def provider_from_environment() -> Any:
    """A `TracerProvider` for `serve --otel`: resource, sampler and exporter from the standard `OTEL_*` variables.

    `OTEL_TRACES_EXPORTER`: `otlp` (the default: OTLP over HTTP, `OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT`, headers and
    timeout as the exporter reads them), `console` (on stderr), or `none`.
    `OTEL_SERVICE_NAME` defaults to `mcp-aggregator`.
    The sampler is the SDK's own reading of `OTEL_TRACES_SAMPLER`/`OTEL_TRACES_SAMPLER_ARG`.
    """
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter, SpanExporter

    named = os.environ.get("OTEL_SERVICE_NAME") or "service.name=" in os.environ.get("OTEL_RESOURCE_ATTRIBUTES", "")
    resource = Resource.create({} if named else {SERVICE_NAME: _TRACER_NAME})
    provider = TracerProvider(resource=resource)
    exporters: list[SpanExporter] = []
    for kind in (os.environ.get("OTEL_TRACES_EXPORTER") or "otlp").split(","):
        kind = kind.strip().lower()
        if kind == "otlp":
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            exporters.append(OTLPSpanExporter())
        elif kind == "console":
            exporters.append(ConsoleSpanExporter(out=sys.stderr))  # stdout is a stdio front's protocol channel
        elif kind not in ("none", ""):
            raise ValueError(f"OTEL_TRACES_EXPORTER: {kind!r} is not one of otlp, console, none")
    for exporter in exporters:
        provider.add_span_processor(BatchSpanProcessor(exporter))
    return provider
