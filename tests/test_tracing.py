"""One trace from the client through the proxy to the upstream (issue 19): spans made in the proxy's process with the
SDK's in-memory exporter, the trace context the upstream received recorded by the upstream itself.

client → proxy (`McpHttpApp` in this process) → an HTTP upstream served by uvicorn on a loopback port
(`tests/fixtures/servers/trace_recorder.py`, which records every request's headers and body), and the same with
that server over stdio in its own process, where the context can only travel in `_meta`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

pytest.importorskip("opentelemetry.sdk", reason="the otel extra is not installed")

from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from aggregator import Aggregator, ServerConfig, tracing
from aggregator.protocol.versions import Era
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.server import ProxyServer
from aggregator.upstream.wire import Wire
from tests.fixtures.servers.trace_recorder import RecordingApp
from tests.login_servers import serving

pytestmark = pytest.mark.anyio
RECORDER = str(Path(__file__).parent / "fixtures" / "servers" / "trace_recorder.py")
MODERN = "2026-07-28"
META = {f"io.modelcontextprotocol/{k}": v for k, v in (("protocolVersion", MODERN), ("clientCapabilities", {}))}
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
#: the client's own span: its trace and span ids, as a traced client would send them
TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
CLIENT_SPAN = "00f067aa0ba902b7"
TRACEPARENT = f"00-{TRACE_ID}-{CLIENT_SPAN}-01"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"  # the HTTP upstream is served by uvicorn


@asynccontextmanager
async def proxy(server: ServerConfig) -> AsyncIterator[httpx.AsyncClient]:
    async with Aggregator([server]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(20):
                yield http


async def call(
    http: httpx.AsyncClient, meta: dict[str, Any] | None = None, headers: dict[str, str] | None = None
) -> dict[str, Any]:
    params = {"name": "whoami", "arguments": {}, "_meta": {**META, **(meta or {})}}
    body = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": params}
    sent = {**ACCEPT, "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "whoami"}
    answer = await http.post("/mcp", content=json.dumps(body), headers={**sent, **(headers or {})})
    assert answer.status_code == 200, answer.text
    reply = answer.json()
    assert "result" in reply, reply
    return json.loads(reply["result"]["content"][0]["text"])  # type: ignore[no-any-return]


def hex_ids(span: ReadableSpan) -> tuple[str, str, str | None]:
    context = span.get_span_context()
    parent = span.parent
    return (
        format(context.trace_id, "032x"),
        format(context.span_id, "016x"),
        None if parent is None else format(parent.span_id, "016x"),
    )


def one(spans: InMemorySpanExporter, kind: SpanKind, name: str) -> ReadableSpan:
    found = [span for span in spans.get_finished_spans() if span.kind is kind and span.name == name]
    assert len(found) == 1, [(span.name, span.kind) for span in spans.get_finished_spans()]
    return found[0]


def assert_one_trace(spans: InMemorySpanExporter, seen_traceparent: str) -> None:
    """client span → proxy SERVER span → proxy CLIENT span → what the upstream saw, all in one trace."""
    server = one(spans, SpanKind.SERVER, "tools/call whoami")
    client = one(spans, SpanKind.CLIENT, "tools/call whoami")
    server_trace, server_id, server_parent = hex_ids(server)
    client_trace, client_id, client_parent = hex_ids(client)
    assert server_trace == client_trace == TRACE_ID
    assert server_parent == CLIENT_SPAN  # the downstream client's span is the proxy's remote parent
    assert server.parent is not None and server.parent.is_remote
    assert client_parent == server_id  # the upstream request is a child of the request it serves
    # the upstream got the proxy's CLIENT span as its parent, in the same trace
    assert seen_traceparent == f"00-{TRACE_ID}-{client_id}-01"


async def test_one_trace_crosses_client_proxy_and_an_http_upstream(spans: InMemorySpanExporter) -> None:
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        seen = await call(http, meta={"traceparent": TRACEPARENT, "tracestate": "congo=t61rcWkgMzE"})
    # the upstream saw it both ways: the HTTP headers and the request's `_meta`
    assert seen["headers"]["traceparent"] == seen["meta"]["traceparent"]
    assert seen["headers"]["tracestate"] == seen["meta"]["tracestate"] == "congo=t61rcWkgMzE"
    assert_one_trace(spans, seen["headers"]["traceparent"])
    # what the recorder kept of the HTTP request itself agrees with what it answered
    calls = [(headers, body) for headers, body in recorder.seen if body.get("method") == "tools/call"]
    assert len(calls) == 1 and calls[0][0]["traceparent"] == seen["headers"]["traceparent"]
    server = one(spans, SpanKind.SERVER, "tools/call whoami")
    client = one(spans, SpanKind.CLIENT, "tools/call whoami")
    attributes = dict(server.attributes or {})
    assert attributes["mcp.method.name"] == "tools/call"
    assert attributes["gen_ai.tool.name"] == "whoami"
    assert attributes["gen_ai.operation.name"] == "execute_tool"
    assert attributes["jsonrpc.request.id"] == "7"
    assert attributes["mcp.protocol.version"] == MODERN
    assert attributes["aggregator.era"] == "modern"
    assert attributes["aggregator.outcome"] == "ok"
    assert attributes["network.transport"] == "tcp"
    assert isinstance(attributes["aggregator.request.id"], str)
    upstream = dict(client.attributes or {})
    assert upstream["aggregator.server"] == "rec"
    assert upstream["server.address"] == "127.0.0.1"
    assert upstream["server.port"] == int(base.rsplit(":", 1)[1])
    assert upstream["aggregator.request.id"] == attributes["aggregator.request.id"]
    assert upstream["aggregator.outcome"] == "ok"


async def test_the_http_traceparent_header_parents_the_request_when_meta_has_none(
    spans: InMemorySpanExporter,
) -> None:
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        seen = await call(http, headers={"traceparent": TRACEPARENT})
    assert_one_trace(spans, seen["meta"]["traceparent"])
    assert seen["headers"]["traceparent"] == seen["meta"]["traceparent"]


async def test_a_stdio_upstream_gets_the_context_in_meta(spans: InMemorySpanExporter) -> None:
    server = ServerConfig(name="rec", command=sys.executable, args=[RECORDER])
    async with proxy(server) as http:
        seen = await call(http, meta={"traceparent": TRACEPARENT})
    assert seen["headers"] == {}  # a pipe has no headers: `_meta` is the only way
    assert_one_trace(spans, seen["meta"]["traceparent"])
    client = one(spans, SpanKind.CLIENT, "tools/call whoami")
    assert dict(client.attributes or {})["network.transport"] == "pipe"


async def test_list_fetches_and_their_upstream_requests_are_spans(spans: InMemorySpanExporter) -> None:
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        await call(http, meta={"traceparent": TRACEPARENT})
    fetch = [span for span in spans.get_finished_spans() if span.name == "aggregator.list tools/list"]
    assert fetch and fetch[0].kind is SpanKind.INTERNAL
    assert dict(fetch[0].attributes or {})["aggregator.list.source"] == "upstream"
    listed = [span for span in spans.get_finished_spans() if span.name == "tools/list" and span.kind is SpanKind.CLIENT]
    assert listed and listed[0].parent is not None
    assert listed[0].parent.span_id == fetch[0].get_span_context().span_id
    # the list request carried its own span's context upstream too
    lists = [headers for headers, body in recorder.seen if body.get("method") == "tools/list"]
    assert lists and "traceparent" in lists[0]


async def test_an_error_answer_sets_error_type_and_status(spans: InMemorySpanExporter) -> None:
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        body = {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "nope", "_meta": META}}
        sent = {**ACCEPT, "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "nope"}
        answer = await http.post("/mcp", content=json.dumps(body), headers=sent)
    code = answer.json()["error"]["code"]
    server = one(spans, SpanKind.SERVER, "tools/call nope")
    attributes = dict(server.attributes or {})
    assert attributes["aggregator.outcome"] == "error"
    assert attributes["rpc.response.status_code"] == str(code)
    assert attributes["error.type"]
    assert not server.status.is_ok


async def test_tracing_off_makes_no_spans_and_sends_no_context() -> None:
    assert not tracing.enabled()
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        seen = await call(http)
    assert "traceparent" not in seen["meta"] and seen["headers"] == {}
    assert tracing.upstream_span("s", None, Wire(None, Era.MODERN, MODERN), "tools/call", None, 1) is tracing.NO_SPAN
