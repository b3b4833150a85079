"""Soak: 10 servers, 2 of them hostile; 10,000 routed calls through the library, then 10,000 through the proxy.

Servers: 8 well-behaved in-memory ones (`_server.BenchServer`, 3 tools each) and two hostile ones, both with a
0.3 s call deadline:

* `flaky` (in-memory): of its calls, every 7th gets a JSON-RPC error, every 11th is never answered (the call
  must time out), every 250th makes it exit mid-stream (calls in flight fail; it comes back after a backoff).
* `hostile` (a stdio process, `_hostile.py`): answers garbage, wrong ids, broken, truncated, oversized and
  over-deep answers, duplicate and late ones (see that file), at random from a fixed seed.

Calls go round-robin over the 30 tools, 32 at a time, each bounded by `anyio.fail_after(5)`: every call must
end in a result or a typed error (`McpError`; another `AggregatorError` is counted apart), by outcome; a call
still running at its bound is hung, any other exception untyped, and both are "lost". The library part calls
`Aggregator.call_tool`; the proxy part POSTs `tools/call` (modern era) to `McpHttpApp` in process through
httpx's ASGI transport, on the same aggregator: a reply that is not a JSON-RPC answer to the request is lost too.

Memory: `tracemalloc` starts just before the servers and the aggregator are built, so it traces what the run
keeps, not the interpreter or the imported modules. After 500 warm-up calls, each part makes 10 rounds of 1,000
calls; after each round (no call in flight) the checkpoint is the traced size after `gc.collect()`, the least
of three readings 50 ms apart. The least-squares slope through the 10 checkpoints, per 1,000 calls, as a
fraction of their mean, is the growth figure; the three source lines whose traced size moved most from the
first checkpoint to the last are printed beside it, to say where a leak is. Targets: 0 lost; growth < 1 % per
1,000 calls. About a minute.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
import traceback
import tracemalloc
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx
from _common import Figure, Report, verdict
from _server import MODERN, BenchServer

from aggregator import Aggregator, AggregatorError, McpError, ServerConfig, Timeouts
from aggregator.protocol.jsonrpc import ErrorResponse, Request
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer
from aggregator.transports.memory import ServerChannel

CALL_DEADLINE = 0.3  # the hostile servers' call timeout: tight, so hangs end quickly
BOUND = 5.0  # a call not over by then is hung: far beyond any deadline plus a reconnect
CONCURRENCY = 32
ROUNDS = 10
WARMUP = 500
ARGUMENTS = {"id": "IS-7", "limit": 5}
META = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}
HEADERS = {
    "accept": "application/json, text/event-stream",
    "content-type": "application/json",
    "mcp-protocol-version": MODERN,
    "mcp-method": "tools/call",
}


class FlakyServer(BenchServer):
    """Fails every 7th call with a JSON-RPC error, leaves every 11th unanswered, exits on every 250th."""

    def __init__(self, name: str) -> None:
        super().__init__(name, tools=3, page_size=3)
        self.calls = 0
        self.exits = 0

    async def serve(self, channel: ServerChannel) -> None:
        async for message in channel:
            if not isinstance(message, Request):
                continue
            if message.method == "tools/call":
                self.calls += 1
                if self.calls % 250 == 0:
                    self.exits += 1
                    return  # like a process exit: the connection drops with calls in flight
                if self.calls % 11 == 0:
                    continue  # never answered: the caller's deadline must end the call
                if self.calls % 7 == 0:
                    await channel.send(ErrorResponse(message.id, -32000, "flaky: failed on purpose"))
                    continue
            await channel.send(self._answer(message))


@dataclass
class Part:
    """One part's tally: outcomes by name, traced bytes at each checkpoint, the first few untyped failures."""

    name: str
    outcomes: Counter[str] = field(default_factory=Counter)
    checkpoints: list[int] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    movers: list[str] = field(default_factory=list)
    wall: float = 0.0

    @property
    def lost(self) -> int:
        return sum(n for kind, n in self.outcomes.items() if kind.startswith(("hung", "untyped", "not an answer")))


def kind_of(error: McpError) -> str:
    """`error: <kind>` for a failure of ours (timeout, unusable answer, ...), else the server's own error code."""
    data = error.data
    if isinstance(data, dict) and isinstance(data.get("aggregator"), dict):
        return f"error: {data['aggregator'].get('kind')}"
    return f"error: server {error.code}"


def kind_of_result(result: Any) -> str:
    if not isinstance(result, dict):
        return "not an answer"
    return "tool error (isError)" if result.get("isError") else "ok"


Call = Callable[[str], Awaitable[str]]


async def run_calls(part: Part, call: Call, names: list[str], start: int, count: int) -> None:
    """`count` calls, round-robin over `names`, CONCURRENCY at a time, each bounded and counted."""
    indices = iter(range(start, start + count))

    async def worker() -> None:
        for index in indices:
            name = names[index % len(names)]
            try:
                with anyio.fail_after(BOUND):
                    outcome = await call(name)
            except TimeoutError:
                outcome = "hung"
            except Exception as exc:  # the thing this soak looks for: nothing but our typed errors may surface
                outcome = f"untyped {type(exc).__name__}"
                if len(part.failures) < 3:
                    part.failures.append(f"{name}: {''.join(traceback.format_exception(exc))[-1500:]}")
            part.outcomes[outcome] += 1

    async with anyio.create_task_group() as tg:
        for _ in range(CONCURRENCY):
            tg.start_soon(worker)


async def traced() -> int:
    """Traced bytes after `gc.collect()`: the least of three readings 50 ms apart, so that a line half-read
    from the hostile process (up to the 64 KiB limit) or a late answer still in a pipe is not taken for growth."""
    readings = []
    for _ in range(3):
        await anyio.sleep(0.05)
        gc.collect()
        readings.append(tracemalloc.get_traced_memory()[0])
    return min(readings)


async def soak(part: Part, call: Call, names: list[str], rounds: int, per_round: int) -> None:
    await run_calls(part, call, names, 0, WARMUP)
    part.outcomes.clear()  # warm-up fills caches and pools: counted neither as outcomes nor as growth
    started = time.perf_counter()
    first: tracemalloc.Snapshot | None = None
    for index in range(rounds):
        await run_calls(part, call, names, WARMUP + index * per_round, per_round)
        part.checkpoints.append(await traced())
        if index == 0:
            first = tracemalloc.take_snapshot()
    part.wall = time.perf_counter() - started
    if first is not None:
        # where the traced size moved most between the first and the last checkpoint: the place to look first
        own = tracemalloc.Filter(False, tracemalloc.__file__)
        diff = tracemalloc.take_snapshot().filter_traces([own]).compare_to(first.filter_traces([own]), "lineno")
        part.movers = [f"{stat.traceback} {stat.size_diff:+,d} B" for stat in diff[:3]]


def library_call(agg: Aggregator) -> Call:
    async def call(name: str) -> str:
        try:
            return kind_of_result(await agg.call_tool(name, ARGUMENTS))
        except McpError as exc:
            return kind_of(exc)
        except AggregatorError as exc:  # typed, so not lost, but call_tool promises McpError: shown apart
            return f"error (not McpError): {exc.kind}"

    return call


def proxy_call(http: httpx.AsyncClient) -> Call:
    ids = iter(range(1, 1 << 62))

    async def call(name: str) -> str:
        rid = next(ids)
        params = {"name": name, "arguments": ARGUMENTS, "_meta": META}
        body = {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": params}
        response = await http.post("/mcp", content=json.dumps(body), headers={**HEADERS, "mcp-name": name})
        return classify_reply(response, rid)

    return call


def classify_reply(response: httpx.Response, rid: int) -> str:
    """The JSON-RPC answer to `rid` in a JSON or SSE reply, by outcome; anything else is not an answer."""
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        lines = [line[5:].strip() for line in response.text.splitlines() if line.startswith("data:")]
        answers = [m for m in map(json.loads, lines) if isinstance(m, dict) and m.get("id") == rid]
        reply = answers[-1] if answers else None
    else:
        try:
            reply = response.json()
        except ValueError:
            reply = None
    if not isinstance(reply, dict) or reply.get("id") != rid:
        return f"not an answer (HTTP {response.status_code})"
    if "error" in reply:
        error = reply["error"]
        return kind_of(McpError(error.get("code", 0), error.get("message", ""), error.get("data")))
    return kind_of_result(reply.get("result"))


def slope(values: list[int]) -> float:
    """Least-squares slope of `values` against 1, 2, ... (bytes per round)."""
    n = len(values)
    mean_x, mean_y = (n + 1) / 2, sum(values) / n
    num = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values, start=1))
    return num / sum((x - mean_x) ** 2 for x in range(1, n + 1))


def report_part(report: Report, part: Part, per_round: int) -> None:
    total = sum(part.outcomes.values())
    growth = slope(part.checkpoints) * (1000 / per_round)  # bytes per 1,000 calls
    mean = sum(part.checkpoints) / len(part.checkpoints)
    fraction = growth / mean
    outcomes = ", ".join(f"{kind} {n}" for kind, n in part.outcomes.most_common())
    report.add(Figure(f"{part.name}: calls lost or hung", part.lost, "calls", "0 lost", part.lost == 0, outcomes))
    points = " ".join(f"{c / 1e6:.2f}" for c in part.checkpoints)
    detail = f"{growth / 1024:+.1f} KiB per 1,000 calls over a mean of {mean / 1e6:.2f} MB; checkpoints (MB): {points}"
    report.add(
        Figure(
            f"{part.name}: traced memory growth",
            round(fraction * 100, 3),
            "% per 1,000 calls",
            "< 1 % per 1,000 calls",
            fraction < 0.01,
            detail,
        )
    )
    report.extra[part.name] = {
        "calls": total,
        "wall_s": part.wall,
        "outcomes": dict(part.outcomes),
        "checkpoints": part.checkpoints,
        "growth_bytes_per_1000": growth,
        "failures": part.failures,
        "movers": part.movers,
    }
    print(f"soak: {part.name}: {total} calls in {part.wall:.1f} s; {outcomes}")
    print(f"soak: {part.name}: lost {part.lost} (target 0) {verdict(part.lost == 0)}")
    print(f"soak: {part.name}: memory {detail}")
    print(f"soak: {part.name}: growth {fraction * 100:.3f} % per 1,000 calls (target < 1 %) {verdict(fraction < 0.01)}")
    for mover in part.movers:
        print(f"soak: {part.name}: moved most from the first checkpoint to the last: {mover}")
    for failure in part.failures:
        print(f"soak: {part.name}: untyped failure: {failure}")


async def main(calls: int, proxy_calls: int) -> None:
    tracemalloc.start()
    hostile = Timeouts(call=CALL_DEADLINE)
    servers = [BenchServer(f"good{index}", tools=3, page_size=3) for index in range(8)]
    flaky = FlakyServer("flaky")
    configs = [s.config() for s in servers] + [
        flaky.config(timeouts=hostile),
        ServerConfig(
            name="hostile",
            command=sys.executable,
            args=[str(Path(__file__).with_name("_hostile.py")), "7"],
            timeouts=hostile,
            max_message_size=64 * 1024,
        ),
    ]
    report = Report("soak")
    async with Aggregator(configs) as agg:
        states = await agg.wait_connected(30)
        assert all(state.state == "ok" for state in states.values()), states
        names = [tool["name"] for tool in await agg.list_tools()]
        assert len(names) == 30, names

        library = Part("library")
        await soak(library, library_call(agg), names, ROUNDS, calls // ROUNDS)
        report_part(report, library, calls // ROUNDS)

        app = McpHttpApp(ProxyServer(agg), HttpSettings())
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
            proxy = Part("proxy")
            await soak(proxy, proxy_call(http), names, ROUNDS, proxy_calls // ROUNDS)
        report_part(report, proxy, proxy_calls // ROUNDS)
    report.extra["flaky"] = {"calls": flaky.calls, "exits": flaky.exits}
    print(f"soak: flaky server saw {flaky.calls} calls and exited {flaky.exits} times")
    tracemalloc.stop()
    report.emit()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=10_000, help="library calls measured (a multiple of 10)")
    parser.add_argument("--proxy-calls", type=int, default=10_000, help="proxy calls measured (a multiple of 10)")
    options = parser.parse_args()
    anyio.run(main, options.calls, options.proxy_calls)
