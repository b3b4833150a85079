"""Cold merged list: 20 in-memory servers x 200 tools, pages of 20, 5 ms per page.

Target: wall time of the first `agg.list_tools()` (after `wait_connected`) <= 1.5x the slowest single
server's page chain. Two readings of "the slowest chain" are reported side by side:
- in the run: each server's own chain as it happened in the aggregate (its first tools/list request to
  its last page), the slowest of the 20 — what the aggregation adds on top of fetching concurrently
  (merge, schema checks, cache), with the servers sharing one process and core with us;
- alone: one server listed by itself through a bare `Upstream` (10 pages x 5 ms), which also counts the
  other 19 servers' CPU (in this process) against us.
Also reported: CPU (process_time) of the cold list per tool.

Each repetition builds fresh servers and a fresh Aggregator (so the list really is cold); the single
chain and the cold list are measured alternately, up to 5 times each (fewer if the cold list is so slow
that the script would exceed its time budget), and the medians are compared. One unmeasured warm-up
round first loads what is imported lazily. Every tool has a distinct inputSchema, as in real catalogs.

On a MISS, a diagnostic (not the figure) splits the time: the same cold list with the list-time schema
classification stubbed out (and how long `build_catalog` takes in it), and 20 bare `Upstream`s listing
concurrently (the transport + event-loop floor).
"""

from __future__ import annotations

import gc
import time
from contextlib import AsyncExitStack
from typing import Any

import anyio
from _common import Figure, Report, median, ms
from _server import BenchServer

import aggregator._facade.collection as aggregator_module
from aggregator import Aggregator, Upstream

SERVERS = 20
TOOLS = 200
PAGE = 20
LATENCY = 0.005
REPS = 5
BUDGET_S = 35.0  # stop repeating (after at least 2) once the measured runs took this long


def servers(tag: str, count: int = SERVERS) -> list[BenchServer]:
    return [BenchServer(f"{tag}{i:02d}", tools=TOOLS, page_size=PAGE, page_latency=LATENCY) for i in range(count)]


async def single_chain() -> float:
    server = servers("solo", 1)[0]
    async with Upstream(server.config()) as upstream:
        await upstream.wait_connected()
        gc.collect()
        start = time.perf_counter()
        listed = await upstream.list_tools()
        wall = time.perf_counter() - start
    assert len(listed.items) == TOOLS and server.requests["tools/list"] == server.page_count
    return wall


async def cold_list(count: int = SERVERS, *, stub_classify: bool = False) -> tuple[float, float, float]:
    group = servers("s", count)
    async with Aggregator([s.config() for s in group]) as agg:
        if stub_classify:  # diagnostic only: what the cold list costs without list-time schema checks
            agg.validator.verdict = lambda schema, **_: ("ok", ())  # type: ignore[method-assign]
        states = await agg.wait_connected()
        assert all(state.state == "ok" for state in states.values()), states
        gc.collect()
        start, cpu = time.perf_counter(), time.process_time()
        tools = await agg.list_tools()
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    assert len(tools) == count * TOOLS, len(tools)
    slowest = max(server.chain or 0.0 for server in group)
    return wall, cpu, slowest


async def bare_upstreams() -> tuple[float, float]:
    """Diagnostic: 20 bare Upstreams listing concurrently, no cache, no catalog."""
    group = servers("b")
    async with AsyncExitStack() as stack:
        upstreams = [await stack.enter_async_context(Upstream(s.config())) for s in group]
        for upstream in upstreams:
            await upstream.wait_connected()
        gc.collect()
        start, cpu = time.perf_counter(), time.process_time()
        async with anyio.create_task_group() as tg:
            for upstream in upstreams:
                tg.start_soon(upstream.list_tools)
        return time.perf_counter() - start, time.process_time() - cpu


async def diagnose(report: Report, chain: float) -> None:
    builds: list[float] = []
    original = aggregator_module.build_catalog

    def timed_build(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            builds.append(time.perf_counter() - start)

    aggregator_module.build_catalog = timed_build  # type: ignore[assignment]
    try:
        stubbed = [await cold_list(stub_classify=True) for _ in range(3)]
    finally:
        aggregator_module.build_catalog = original  # type: ignore[assignment]
    bare = [await bare_upstreams() for _ in range(3)]
    wall, cpu = median([w for w, _, _ in stubbed]), median([c for _, c, _ in stubbed])
    build = median(builds)
    bare_wall, bare_cpu = median([w for w, _ in bare]), median([c for _, c in bare])
    n = SERVERS * TOOLS
    report.extra["diagnostic"] = {
        "no_classify_wall_s": wall,
        "no_classify_cpu_us_per_tool": cpu / n * 1e6,
        "build_catalog_s": build,
        "bare_upstreams_wall_s": bare_wall,
        "bare_upstreams_cpu_s": bare_cpu,
    }
    print("  diagnostic (not the figure):")
    print(
        f"    list-time schema classification stubbed out: {ms(wall)} = {wall / chain:.2f}x the chain, "
        f"cpu {cpu / n * 1e6:.1f} us/tool; build_catalog alone {ms(build)}"
    )
    print(
        f"    20 bare Upstream.list_tools() concurrently (no cache, no catalog): {ms(bare_wall)} = "
        f"{bare_wall / chain:.2f}x the chain, cpu {ms(bare_cpu)}"
    )


async def main() -> None:
    await single_chain()  # warm-up, not measured
    await cold_list(2)
    chains: list[float] = []
    colds: list[float] = []
    cpus: list[float] = []
    in_run: list[float] = []
    began = time.perf_counter()
    for rep in range(REPS):
        chains.append(await single_chain())
        wall, cpu, slowest = await cold_list()
        colds.append(wall)
        cpus.append(cpu)
        in_run.append(wall / slowest)
        if rep >= 1 and time.perf_counter() - began > BUDGET_S:
            break
    chain, cold, cpu = median(chains), median(colds), median(cpus)
    ratio = cold / chain
    run_ratio = median(in_run)
    per_tool = cpu / (SERVERS * TOOLS)
    passed = run_ratio <= 1.5
    report = Report("cold_list")
    detail = f"{SERVERS} servers x {TOOLS} tools, pages of {PAGE}, {LATENCY * 1e3:g} ms/page; medians of {len(colds)}"
    report.add(Figure("cold list wall / slowest chain in the run", round(run_ratio, 2), "x", "<= 1.5x", passed, detail))
    report.add(
        Figure(
            "cold list wall / one server's chain alone",
            round(ratio, 2),
            "x",
            "report",
            None,
            f"cold {ms(cold)} vs a lone chain {ms(chain)}: the 19 other in-process servers' CPU counts against us",
        )
    )
    report.add(Figure("cold list CPU per tool", round(per_tool * 1e6, 1), "us/tool", "report", None))
    report.extra = {"cold_s": colds, "chain_s": chains, "cpu_s": cpus, "in_run_ratio": in_run}
    print(
        f"cold_list: wall / slowest chain in the run = {run_ratio:.2f}x (target <= 1.5x) "
        f"{'PASS' if passed else 'MISS'}; vs one server's chain alone {ms(cold)} / {ms(chain)} = {ratio:.2f}x; "
        f"cpu {per_tool * 1e6:.1f} us/tool"
    )
    print(f"  cold runs: {', '.join(ms(x) for x in colds)}; chains: {', '.join(ms(x) for x in chains)}")
    if not passed:
        await diagnose(report, chain)
    report.emit()


if __name__ == "__main__":
    anyio.run(main, backend_options={"use_uvloop": True})
