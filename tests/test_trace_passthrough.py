"""Tracing off, a client's W3C trace context still reaches the upstream unchanged (issue 19's follow-up): a proxy that
takes no part in a trace must not break it.

client → proxy (`McpHttpApp` in this process, no tracer) → the recording upstream of
`tests/fixtures/servers/trace_recorder.py`, over HTTP (uvicorn: asyncio only) and over stdio in its own process (both
backends), as a modern (2026-07-28) and as a legacy (2025-11-25) server. The upstream answers with what it received.
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

from aggregator import Aggregator, ServerConfig, tracing
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.fixtures.servers.trace_recorder import RecordingApp
from tests.login_servers import serving

pytestmark = pytest.mark.anyio
RECORDER = str(Path(__file__).parent / "fixtures" / "servers" / "trace_recorder.py")
MODERN = "2026-07-28"
META = {f"io.modelcontextprotocol/{k}": v for k, v in (("protocolVersion", MODERN), ("clientCapabilities", {}))}
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
#: the HTTP upstream is served by uvicorn
ASYNCIO_ONLY = pytest.mark.parametrize("anyio_backend", ["asyncio"])
CONTEXT = {"traceparent": TRACEPARENT, "tracestate": "congo=t61rcWkgMzE", "baggage": "userId=alice"}


@asynccontextmanager
async def proxy(server: ServerConfig) -> AsyncIterator[httpx.AsyncClient]:
    assert not tracing.enabled()  # the point: no tracer anywhere in this process
    async with Aggregator([server]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(20):
                yield http


async def call(
    http: httpx.AsyncClient, meta: dict[str, Any] | None = None, headers: dict[str, str] | None = None
) -> dict[str, Any]:
    """One tools/call of the recorder's `whoami` (modern, on the HTTP front); what the upstream saw."""
    params = {"name": "whoami", "arguments": {}, "_meta": {**META, **(meta or {})}}
    body = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": params}
    sent = {**ACCEPT, "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "whoami"}
    answer = await http.post("/mcp", content=json.dumps(body), headers={**sent, **(headers or {})})
    assert answer.status_code == 200, answer.text
    reply = answer.json()
    assert "result" in reply, reply
    return json.loads(reply["result"]["content"][0]["text"])  # type: ignore[no-any-return]


@ASYNCIO_ONLY
async def test_meta_context_reaches_an_http_upstream_in_meta_and_headers() -> None:
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        bare = await call(http)
        others = {"com.example/note": "x", "io.github.mcp-aggregator/refused": {"kind": "policy"}}
        seen = await call(http, meta={**CONTEXT, **others})
    assert {k: seen["meta"][k] for k in CONTEXT} == CONTEXT  # unchanged: the client's own span is the parent
    assert seen["headers"] == CONTEXT
    # the client's own keys go on as a direct connection would carry them; our namespace never does
    assert set(seen["meta"]) - set(bare["meta"]) == {*CONTEXT, "com.example/note"}
    assert seen["meta"]["com.example/note"] == "x"
    assert "traceparent" not in bare["meta"] and bare["headers"] == {}


@ASYNCIO_ONLY
async def test_http_headers_context_is_passed_on_when_meta_has_none() -> None:
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        seen = await call(http, headers={"traceparent": TRACEPARENT, "tracestate": "congo=t61rcWkgMzE"})
    expected = {"traceparent": TRACEPARENT, "tracestate": "congo=t61rcWkgMzE"}
    assert {k: v for k, v in seen["meta"].items() if k in CONTEXT} == expected
    assert seen["headers"] == expected


@ASYNCIO_ONLY
async def test_meta_context_wins_over_the_headers() -> None:
    recorder = RecordingApp()
    other = "00-11111111111111111111111111111111-2222222222222222-01"
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        seen = await call(http, meta={"traceparent": TRACEPARENT}, headers={"traceparent": other})
    assert seen["meta"]["traceparent"] == seen["headers"]["traceparent"] == TRACEPARENT
    assert "tracestate" not in seen["headers"]  # one carrier, never a mix of both


@pytest.mark.parametrize("legacy", [False, True], ids=["modern", "legacy"])
async def test_a_stdio_upstream_gets_the_context_in_meta(anyio_backend: str, legacy: bool) -> None:
    del anyio_backend  # both backends: a stdio upstream needs no uvicorn
    args = [RECORDER, "--legacy"] if legacy else [RECORDER]
    async with proxy(ServerConfig(name="rec", command=sys.executable, args=args)) as http:
        seen = await call(http, meta=CONTEXT)
        after = await call(http)
    assert seen["headers"] == {}  # a pipe has no headers
    assert {k: seen["meta"][k] for k in CONTEXT} == CONTEXT
    # the next request, with no context, gets none: the first one's did not stick to the connection
    assert not set(CONTEXT) & set(after["meta"])


@ASYNCIO_ONLY
async def test_a_legacy_http_upstream_gets_it_in_meta_and_headers() -> None:
    recorder = RecordingApp(legacy=True)
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        seen = await call(http, meta=CONTEXT)
        after = await call(http)
    assert {k: seen["meta"][k] for k in CONTEXT} == CONTEXT
    assert seen["headers"] == CONTEXT
    assert any(body.get("method") == "initialize" for _, body in recorder.seen)  # it really was a 2025-11-25 session
    assert not set(CONTEXT) & set(after["meta"]) and after["headers"] == {}


@ASYNCIO_ONLY
async def test_what_cannot_be_a_trace_context_is_not_passed_on() -> None:
    recorder = RecordingApp()
    async with serving(recorder) as base, proxy(ServerConfig(name="rec", url=f"{base}/mcp")) as http:
        bad_parent = await call(http, meta={"traceparent": 42, "tracestate": "congo=t61rcWkgMzE"})
        bad_state = await call(http, meta={"traceparent": TRACEPARENT, "tracestate": "a=b\r\nx-evil: 1"})
    assert not set(CONTEXT) & set(bad_parent["meta"]) and bad_parent["headers"] == {}
    assert bad_state["headers"] == {"traceparent": TRACEPARENT}  # the good part goes on, the bad one does not
    assert "tracestate" not in bad_state["meta"]


async def test_without_a_context_nothing_is_added_and_no_span_is_made(anyio_backend: str) -> None:
    del anyio_backend
    async with proxy(ServerConfig(name="rec", command=sys.executable, args=[RECORDER])) as http:
        seen = await call(http, meta={"tracestate": "congo=t61rcWkgMzE"})  # no traceparent: no context at all
    assert not set(CONTEXT) & set(seen["meta"])
    assert tracing.upstream_span("s", None, None, "tools/call", None, 1) is tracing.NO_SPAN  # type: ignore[arg-type]
