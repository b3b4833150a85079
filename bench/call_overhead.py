"""Routed `call_tool` overhead: `agg.call_tool(exported, args)` vs `agg.upstream(name).call_tool(original, args)`.

1. In-memory server, a tool with a realistic inputSchema (5 properties, `required`, `enum`, bounds,
   `additionalProperties: false`) so argument validation runs on every routed call. 10,000 calls each way
   on the same connection, interleaved in blocks of 250 (the order flips every block) to cancel drift;
   each call timed on its own. Target: median(routed) - median(direct) <= 50 us.
2. A real stdio server: the bundled demo server `weather` (`mcp-aggregator demo-server weather`), tool
   `forecast` (it has an outputSchema, so the routed call also checks structuredContent). 1,000 calls each
   way, blocks of 100. Reported: the ratio of medians (routed / direct) and the microseconds added.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from _common import Figure, Report, median, quantile, us
from _server import BenchServer

from aggregator import Aggregator, ServerConfig
from aggregator.cli import demo_command

SEARCH_TOOL = {
    "name": "search_issues",
    "description": "Search the issue tracker and return matching issues, newest first.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1, "maxLength": 200, "description": "Words to look for."},
            "limit": {"type": "integer", "minimum": 1, "maximum": 100, "description": "At most this many."},
            "sort": {"type": "string", "enum": ["relevance", "created", "updated"], "description": "Sort order."},
            "include_archived": {"type": "boolean", "description": "Also search archived projects."},
            "since": {"type": "string", "format": "date-time", "description": "Only issues updated after this."},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
}
SEARCH_ARGS = {"query": "crash on start", "limit": 20, "sort": "updated", "include_archived": False}

Call = Callable[[], Awaitable[Any]]


async def interleaved(direct: Call, routed: Call, total: int, block: int) -> tuple[list[float], list[float]]:
    """Per-call wall times of each, in alternating blocks (direct first, then routed first, ...)."""
    times: dict[str, list[float]] = {"direct": [], "routed": []}
    calls = {"direct": direct, "routed": routed}
    order = ["direct", "routed"]
    clock = time.perf_counter
    for _ in range(total // block):
        for kind in order:
            fn, sink = calls[kind], times[kind]
            for _ in range(block):
                start = clock()
                await fn()
                sink.append(clock() - start)
        order.reverse()
    return times["direct"], times["routed"]


async def memory_part(report: Report) -> None:
    server = BenchServer("tracker", tools=1, page_size=1, make_tool=lambda _s, _i: dict(SEARCH_TOOL))
    async with Aggregator([server.config()]) as agg:
        await agg.wait_connected()
        tools = await agg.list_tools()
        exported = next(t["name"] for t in tools if t["name"].endswith("search_issues"))
        upstream = agg.upstream("tracker")
        direct: Call = lambda: upstream.call_tool("search_issues", SEARCH_ARGS)  # noqa: E731
        routed: Call = lambda: agg.call_tool(exported, SEARCH_ARGS)  # noqa: E731
        result = await routed()
        assert result.get("isError") is False, result
        await interleaved(direct, routed, 1000, 250)  # warm-up
        gc.collect()
        d, r = await interleaved(direct, routed, 10_000, 250)
    added = median(r) - median(d)
    detail = (
        f"direct median {us(median(d))} (p90 {us(quantile(d, 0.9))}), routed {us(median(r))} "
        f"(p90 {us(quantile(r, 0.9))}); 10,000 calls each"
    )
    report.add(
        Figure("routed call overhead (in-memory)", round(added * 1e6, 1), "us/call", "<= 50 us", added <= 50e-6, detail)
    )
    report.extra["memory"] = {"direct_median_s": median(d), "routed_median_s": median(r)}
    print(
        f"call_overhead: in-memory routed {us(median(r))} vs direct {us(median(d))} = +{added * 1e6:.1f} us/call "
        f"(target <= 50 us) {'PASS' if added <= 50e-6 else 'MISS'}"
    )


async def stdio_part(report: Report) -> None:
    command, args = demo_command("weather")
    config = ServerConfig(name="weather", command=command, args=args)
    async with Aggregator([config]) as agg:
        states = await agg.wait_connected(30)
        assert states["weather"].state == "ok", states
        tools = await agg.list_tools()
        exported = next(t["name"] for t in tools if t["name"].endswith("forecast"))
        upstream = agg.upstream("weather")
        arguments = {"city": "lisbon"}
        direct: Call = lambda: upstream.call_tool("forecast", arguments)  # noqa: E731
        routed: Call = lambda: agg.call_tool(exported, arguments)  # noqa: E731
        result = await routed()
        assert result.get("structuredContent", {}).get("city") == "lisbon", result
        await interleaved(direct, routed, 200, 100)  # warm-up
        gc.collect()
        d, r = await interleaved(direct, routed, 1000, 100)
        mismatches = list(agg.output_mismatches)
    assert not mismatches, mismatches
    ratio = median(r) / median(d)
    added = median(r) - median(d)
    detail = f"direct median {us(median(d))}, routed {us(median(r))} (+{added * 1e6:.1f} us); 1,000 calls each"
    report.add(Figure("routed/direct (stdio demo `weather`)", round(ratio, 3), "x", "report", None, detail))
    report.extra["stdio"] = {"direct_median_s": median(d), "routed_median_s": median(r)}
    print(
        f"call_overhead: stdio (demo weather.forecast) routed {us(median(r))} vs direct {us(median(d))} = "
        f"{ratio:.3f}x, +{added * 1e6:.1f} us/call"
    )


async def main() -> None:
    report = Report("call_overhead")
    await memory_part(report)
    await stdio_part(report)
    report.emit()


if __name__ == "__main__":
    anyio.run(main)
