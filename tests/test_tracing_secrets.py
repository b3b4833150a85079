"""Spans carry no secret of the config: an upstream's error text (its URL with a key in the query, a header a server
echoes back) is recorded on the CLIENT and list spans before the facade redacts what it answers, and a span is
exported as recorded, so the span redacts it too (`tracing.upstream_span(redact=...)`, `list_span(redact=...)`)."""

from __future__ import annotations

import json
from collections.abc import Callable

import anyio
import httpx
import pytest

pytest.importorskip("opentelemetry.sdk", reason="the otel extra is not installed")

from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from aggregator import Aggregator, ServerConfig, Upstream, tracing
from aggregator.errors import McpError
from aggregator.transports.http import StreamableHttpTransport
from tests.memory_server import tool

pytestmark = pytest.mark.anyio
VERSION = "2026-07-28"
QUERY_KEY = "qk-7f3a9c2e5b1d8f4a"
HEADER_KEY = "hk-2b8e6d4c0a9f7e5d"


def _echoing(failing: str) -> Callable[[httpx.Request], httpx.Response]:
    """A modern server that answers `failing` with an error quoting the URL and the header it was sent."""

    def handle(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content) if request.content else {}
        rid, method = body.get("id"), body.get("method")
        if method == failing:
            said = f"refused {request.url} with {request.headers.get('authorization')}"
            return httpx.Response(200, json={"jsonrpc": "2.0", "id": rid, "error": {"code": -32000, "message": said}})
        if method == "server/discover":
            result = {"supportedVersions": [VERSION], "capabilities": {"tools": {}}, "ttlMs": 0, "cacheScope": "public"}
        elif method == "tools/list":
            result = {"tools": [tool("look")], "ttlMs": 60000, "cacheScope": "public"}
        else:
            return httpx.Response(202)
        return httpx.Response(200, json={"jsonrpc": "2.0", "id": rid, "result": {"resultType": "complete", **result}})

    return handle


def upstream(cfg: ServerConfig, **options: object) -> Upstream:
    def transport(config: ServerConfig, variant: str) -> StreamableHttpTransport:
        handle = _echoing("tools/list" if config.name == "lists" else "tools/call")
        client = httpx.AsyncClient(transport=httpx.MockTransport(handle), headers=dict(config.headers or {}))
        return StreamableHttpTransport(config.url or "", client=client)

    return Upstream(cfg, transport_factory=transport, **options)  # type: ignore[arg-type]


async def test_no_span_records_a_secret_an_upstream_error_quotes(spans: InMemorySpanExporter) -> None:
    servers = [
        ServerConfig(name=name, url=f"http://{name}.test/mcp?key={QUERY_KEY}", headers={"authorization": HEADER_KEY})
        for name in ("lists", "calls")
    ]
    async with Aggregator(servers, upstream_factory=upstream) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()  # "lists" fails its list, quoting both
            with pytest.raises(McpError) as refused:
                await agg.call_tool("look", {})  # only "calls" lists it, so it keeps its name
    assert HEADER_KEY not in str(refused.value)  # what the facade answers was redacted already
    described = {
        (span.name, (span.attributes or {}).get("aggregator.server")): span.status.description or ""
        for span in spans.get_finished_spans()
    }
    for failed in (("tools/call look", "calls"), ("tools/list", "lists"), ("aggregator.list tools/list", "lists")):
        assert "refused" in described[failed] and "***" in described[failed], failed
    recorded = repr(
        [
            (
                span.name,
                dict(span.attributes or {}),
                span.status.description,
                [dict(e.attributes or {}) for e in span.events],
            )
            for span in spans.get_finished_spans()
        ]
    )
    for secret in (QUERY_KEY, HEADER_KEY):
        assert secret not in recorded and secret[:8] not in recorded


def test_an_unexpected_exception_is_recorded_with_its_message_and_stack_redacted(spans: InMemorySpanExporter) -> None:
    span = tracing.list_span("a", "tools/list", lambda text: text.replace(HEADER_KEY, "***"))
    with pytest.raises(RuntimeError), span:
        raise RuntimeError(f"broke on {HEADER_KEY}")  # not one of ours: the SDK would record it verbatim
    (done,) = spans.get_finished_spans()
    (event,) = done.events
    assert event.name == "exception" and (event.attributes or {})["exception.type"] == "RuntimeError"
    assert (event.attributes or {})["exception.message"] == "broke on ***"
    assert "broke on ***" in str((event.attributes or {})["exception.stacktrace"])
    assert HEADER_KEY not in repr((dict(event.attributes or {}), done.status.description))
