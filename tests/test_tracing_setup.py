"""Switching traces on and off (`serve --otel`, the config's `aggregator.tracing`, `OTEL_SDK_DISABLED`), the request
id while tracing is off, and a legacy session's request span (`mcp.session.id`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig, tracing
from aggregator.cli.call import UsageError
from aggregator.cli.telemetry import start
from aggregator.config_file import AggregatorConfig, parse_config
from aggregator.protocol.jsonrpc import Message, Request, Response
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer

TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"


@pytest.fixture
def off() -> Iterator[None]:
    tracing.disable()
    yield
    tracing.disable()


def test_the_config_key_turns_tracing_on_and_is_off_by_default() -> None:
    assert parse_config({"mcpServers": {}}).tracing is False
    assert parse_config({"mcpServers": {}, "aggregator": {"tracing": True}}).tracing is True


def test_otel_without_the_extra_is_a_usage_error_naming_it(monkeypatch: pytest.MonkeyPatch, off: None) -> None:
    monkeypatch.setitem(sys.modules, "aggregator._otel", None)  # as if opentelemetry were not installed
    with pytest.raises(UsageError, match=r"mcp-aggregator\[otel\]"):
        start(argparse.Namespace(otel=True), AggregatorConfig(servers=()))
    assert not tracing.enabled()


def test_nothing_asked_for_leaves_tracing_off_and_otel_sdk_disabled_wins(
    monkeypatch: pytest.MonkeyPatch, off: None
) -> None:
    assert start(argparse.Namespace(otel=False), AggregatorConfig(servers=())) is False
    monkeypatch.setenv("OTEL_SDK_DISABLED", "true")
    assert start(argparse.Namespace(otel=True), AggregatorConfig(servers=(), tracing=True)) is False
    assert not tracing.enabled()


def test_otel_with_the_console_exporter_turns_tracing_on(monkeypatch: pytest.MonkeyPatch, off: None) -> None:
    pytest.importorskip("opentelemetry.sdk", reason="the otel extra is not installed")
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "none")
    assert start(argparse.Namespace(otel=False), AggregatorConfig(servers=(), tracing=True)) is True
    assert tracing.enabled()
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "zipkin-by-carrier-pigeon")
    with pytest.raises(UsageError, match="OTEL_TRACES_EXPORTER"):
        start(argparse.Namespace(otel=True), AggregatorConfig(servers=()))


@pytest.mark.anyio
async def test_a_tracked_request_has_an_id_for_its_whole_answer_and_none_after(off: None) -> None:
    tracing.track_requests()
    seen: list[str | None] = []

    def audit(record: Any) -> None:
        seen.append(record.request_id)

    async def drop(message: Message) -> None:
        return None

    async with Aggregator([ServerConfig(name="a", serve=FakeServer(era="modern").serve)], audit=audit) as agg:
        proxy = ProxyServer(agg)
        meta = {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
        }
        with anyio.fail_after(10):
            for rid in (1, 2):
                params = {"name": "echo", "arguments": {}, "_meta": meta}
                reply = await proxy.handle(Request(rid, "tools/call", params), session=None, send=drop)
                assert isinstance(reply, Response)
    assert len(seen) == 2 and all(seen) and seen[0] != seen[1]
    assert tracing.current_request_id() is None


@pytest.mark.anyio
async def test_a_legacy_sessions_request_span_names_the_session(off: None) -> None:
    pytest.importorskip("opentelemetry.sdk", reason="the otel extra is not installed")
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
    from opentelemetry.trace import SpanKind

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracing.enable(provider)

    async def drop(message: Message) -> None:
        return None

    async with Aggregator([ServerConfig(name="a", serve=FakeServer(era="modern").serve)]) as agg:
        proxy = ProxyServer(agg)
        session = proxy.open_session()
        hello = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        with anyio.fail_after(10):
            await proxy.handle(Request(1, "initialize", hello), session=session, send=drop)
            params = {"name": "echo", "arguments": {}, "_meta": {"traceparent": TRACEPARENT}}
            reply = await proxy.handle(Request(2, "tools/call", params), session=session, send=drop)
    assert isinstance(reply, Response)
    (span,) = [s for s in exporter.get_finished_spans() if s.kind is SpanKind.SERVER and s.name == "tools/call echo"]
    attributes = dict(span.attributes or {})
    assert attributes["mcp.session.id"] == session.id
    assert attributes["aggregator.era"] == "legacy"
    assert attributes["mcp.protocol.version"] == "2025-11-25"
    assert format(span.get_span_context().trace_id, "032x") == TRACEPARENT.split("-")[1]
    provider.shutdown()
