"""What Prometheus metrics cost the proxy per call: CPU per `tools/call` through the HTTP front, metrics on vs off.

Two fronts in one process, each over its own aggregator and in-memory server (`_server.py`, one tool with a
realistic 5-property schema, so validation runs): the bare `McpHttpApp`, and `OperatorFront` (status page and
metrics) whose `ProxyMetrics` is attached to its aggregator (`Aggregator.observe`) for the "metrics on" blocks
and detached for the "metrics off" ones, so on and off are the same front, aggregator and server. Each call is
one modern (2026-07-28) `POST /mcp` handed straight to the ASGI app (no socket, no HTTP parser: those cost the
same either way and would only dilute the ratio), answered whole and checked.

20,000 calls per variant, in blocks of 500 rotating the order every round, `time.process_time()` per block;
medians of the per-block CPU per call, and the median of the per-round paired ratios. Every 10 rounds
`/metrics` is scraped, as Prometheus would (its CPU is not counted in the calls').

The CPU is the whole process's: the front, the aggregator, the in-memory server and this driver. The difference
between on and off is what the metrics add; the ratio is on that whole hop.
"""

from __future__ import annotations

import gc
import json
import time
from collections.abc import Callable, MutableMapping
from typing import Any

import anyio
from _common import Figure, Report, median
from _server import BenchServer

from aggregator import Aggregator
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.operator_front import OperatorFront
from aggregator.proxy.server import ProxyServer

CALLS, BLOCK, WARM = 20_000, 500, 2_000
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
TOOL = {
    "name": "search_issues",
    "description": "Search the issue tracker and return matching issues, newest first.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1, "maxLength": 200},
            "limit": {"type": "integer", "minimum": 1, "maximum": 100},
            "sort": {"type": "string", "enum": ["relevance", "created", "updated"]},
            "include_archived": {"type": "boolean"},
            "since": {"type": "string", "format": "date-time"},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
}
ARGS = {"query": "crash on start", "limit": 20, "sort": "updated"}


def post(name: str) -> tuple[dict[str, Any], bytes]:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": name, "arguments": ARGS}}
    body["params"]["_meta"] = META  # type: ignore[index]
    headers = {
        "host": "127.0.0.1",
        "accept": "application/json, text/event-stream",
        "content-type": "application/json",
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "tools/call",
        "mcp-name": name,
    }
    scope = {
        "type": "http",
        "method": "POST",
        "path": "/mcp",
        "root_path": "",
        "query_string": b"",
        "headers": [(k.encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
        "http_version": "1.1",
        "scheme": "http",
    }
    return scope, json.dumps(body).encode()


async def one(app: Any, scope: dict[str, Any], body: bytes, method: str = "POST") -> tuple[int, bytes]:
    done = anyio.Event()
    sent = False
    status, chunks = 0, []

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await done.wait()
        return {"type": "http.disconnect"}

    async def send(message: MutableMapping[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                done.set()

    await app({**scope, "method": method}, receive, send)
    return status, b"".join(chunks)


async def main() -> None:
    report = Report("metrics_overhead")
    servers = [
        BenchServer(
            f"t{i}", tools=1, page_size=1, ttl_ms=3_600_000, scope="public", make_tool=lambda _s, _i: dict(TOOL)
        )
        for i in range(2)
    ]
    async with Aggregator([servers[0].config()]) as a0, Aggregator([servers[1].config()]) as a1:
        bare = McpHttpApp(ProxyServer(a0))
        front = OperatorFront(McpHttpApp(ProxyServer(a1)), metrics=True)
        metrics = front.metrics
        assert metrics is not None, "install the metrics extra: pip install -e '.[metrics]'"
        metrics.close()  # attached and detached below, block by block: one front, metrics on or off
        requests = {}
        for label, app, agg in (("bare", bare, a0), ("front", front, a1)):
            await agg.wait_connected(10)
            requests[label] = post((await agg.list_tools())[0]["name"])
            status, answer = await one(app, *requests[label])
            assert status == 200 and b'"isError":false' in answer.replace(b" ", b""), (label, status, answer)
        stop: list[Callable[[], None]] = []

        def metrics_on(on: bool) -> None:
            while stop:
                stop.pop()()
            if on:
                stop.append(a1.observe(calls=metrics.on_call, events=metrics.on_event))

        fronts = {
            "bare": (bare, requests["bare"], lambda: metrics_on(False)),
            "metrics off": (front, requests["front"], lambda: metrics_on(False)),
            "metrics on": (front, requests["front"], lambda: metrics_on(True)),
        }
        per_call = await measure(fronts, front, {**requests["front"][0], "path": "/metrics"})
        scrape_status, text = await one(front, {**requests["front"][0], "path": "/metrics"}, b"", "GET")
        assert scrape_status == 200 and b"mcp_aggregator_calls_total" in text
        metrics_on(False)
        front.close()
    summarize(report, per_call)
    report.emit()


async def measure(
    fronts: dict[str, Any], front: OperatorFront, metrics_scope: dict[str, Any]
) -> dict[str, list[float]]:
    order = list(fronts)
    per_call: dict[str, list[float]] = {label: [] for label in order}
    blocks = (WARM + CALLS) // BLOCK
    for index in range(blocks):
        for label in order:
            app, (scope, body), setup = fronts[label]
            setup()
            gc.collect()
            start = time.process_time()
            for _ in range(BLOCK):
                await one(app, scope, body)
            if index >= WARM // BLOCK:
                per_call[label].append((time.process_time() - start) / BLOCK)
        order = order[1:] + order[:1]
        if index % 10 == 9:
            await one(front, metrics_scope, b"", "GET")  # a scrape, as Prometheus would, between rounds
    return per_call


def summarize(report: Report, per_call: dict[str, list[float]]) -> None:
    """Medians of each front's CPU per call, and of the per-round paired ratios (the same round's blocks of two
    fronts ran back to back, so a ratio within a round cancels the machine's drift between rounds)."""
    bare, off, on = (median(per_call[label]) for label in ("bare", "metrics off", "metrics on"))
    ratio = median([b / a for a, b in zip(per_call["metrics off"], per_call["metrics on"], strict=True)])
    ratio_bare = median([b / a for a, b in zip(per_call["bare"], per_call["metrics on"], strict=True)])
    # what the front costs with no metrics: its route check and the status page's recent errors
    off_bare = median([b / a for a, b in zip(per_call["bare"], per_call["metrics off"], strict=True)])
    for label, value in (("bare", bare), ("metrics off", off), ("metrics on", on)):
        print(f"metrics_overhead: {label:12} {value * 1e6:7.1f} us CPU/call (median of {len(per_call[label])} blocks)")
    print(
        f"metrics_overhead: on/off {ratio:.3f}x (paired, median of rounds); on/bare {ratio_bare:.3f}x;"
        f" off/bare {off_bare:.3f}x"
    )
    detail = f"CPU/call: bare {bare * 1e6:.1f} us, off {off * 1e6:.1f} us, on {on * 1e6:.1f} us; {CALLS:,} calls each"
    report.add(Figure("CPU per call, metrics on / off", round(ratio, 3), "x", "report", None, detail))
    report.add(Figure("CPU added by metrics (medians)", round((on - off) * 1e6, 1), "us/call", "report", None))
    report.add(Figure("CPU per call, metrics on / bare front", round(ratio_bare, 3), "x", "report", None))
    report.add(Figure("CPU per call, front without metrics / bare", round(off_bare, 3), "x", "report", None))
    report.extra.update(
        {"bare_s": bare, "off_s": off, "on_s": on, "on_off_paired": ratio, "on_bare_paired": ratio_bare}
        | {"off_bare_paired": off_bare}
    )


if __name__ == "__main__":
    anyio.run(main)
