"""Warm merged list within TTL: the same 20 servers x 200 tools (pages of 20, 5 ms per page), now with
`ttlMs` 1 h and `cacheScope` public on every page.

Targets: after the cold list, 50 `agg.list_tools()` calls make zero upstream requests (counted by the
servers), and the median warm call takes <= 5% of the cold call's wall time.

The cold call here includes whatever the cold path costs today (see cold_list.py), so the ratio is also
shown against the single-server page chain — the floor a cold list could reach — to keep the figure honest.
"""

from __future__ import annotations

import gc
import time

import anyio
from _common import Figure, Report, median, ms, quantile, us
from _server import BenchServer

from aggregator import Aggregator, Upstream

SERVERS = 20
TOOLS = 200
PAGE = 20
LATENCY = 0.005
TTL_MS = 3_600_000
WARM_CALLS = 50


def servers(tag: str, count: int = SERVERS) -> list[BenchServer]:
    return [
        BenchServer(f"{tag}{i:02d}", tools=TOOLS, page_size=PAGE, page_latency=LATENCY, ttl_ms=TTL_MS, scope="public")
        for i in range(count)
    ]


async def single_chain() -> float:
    server = servers("solo", 1)[0]
    async with Upstream(server.config()) as upstream:
        await upstream.wait_connected()
        start = time.perf_counter()
        await upstream.list_tools()
        return time.perf_counter() - start


async def main() -> None:
    chains = [await single_chain() for _ in range(3)]
    group = servers("s")
    async with Aggregator([s.config() for s in group]) as agg:
        states = await agg.wait_connected()
        assert all(state.state == "ok" for state in states.values()), states
        gc.collect()
        start = time.perf_counter()
        cold_tools = await agg.list_tools()
        cold = time.perf_counter() - start
        assert len(cold_tools) == SERVERS * TOOLS
        upstream_before = sum(sum(s.requests.values()) for s in group)
        warms: list[float] = []
        for _ in range(WARM_CALLS):
            start = time.perf_counter()
            tools = await agg.list_tools()
            warms.append(time.perf_counter() - start)
        assert tools == cold_tools
        upstream_after = sum(sum(s.requests.values()) for s in group)
        # what the warm path consists of (diagnostic): the catalog lookup vs the copies list_tools hands out
        start = time.perf_counter()
        catalog = await agg.catalog()
        catalog_s = time.perf_counter() - start
        start = time.perf_counter()
        catalog.exported()
        exported_s = time.perf_counter() - start
    requests = upstream_after - upstream_before
    warm, chain = median(warms), median(chains)
    share = warm / cold
    report = Report("warm_list")
    report.add(
        Figure(
            "warm list upstream requests",
            requests,
            "requests",
            "= 0",
            requests == 0,
            f"{WARM_CALLS} warm calls after the cold one",
        )
    )
    report.add(
        Figure(
            "warm list wall / cold wall",
            round(share * 100, 2),
            "%",
            "<= 5%",
            share <= 0.05,
            f"warm median {us(warm)} (p90 {us(quantile(warms, 0.9))}) vs cold {ms(cold)}; "
            f"= {warm / chain * 100:.1f}% of the single-server chain ({ms(chain)})",
        )
    )
    report.extra = {
        "warm_s": warms,
        "cold_s": cold,
        "chain_s": chains,
        "catalog_s": catalog_s,
        "exported_s": exported_s,
    }
    print(
        f"warm_list: {requests} upstream requests in {WARM_CALLS} warm calls (target 0) "
        f"{'PASS' if requests == 0 else 'MISS'}; warm median {us(warm)} vs cold {ms(cold)} = {share * 100:.2f}% "
        f"(target <= 5%) {'PASS' if share <= 0.05 else 'MISS'}"
    )
    print(
        f"  warm = {warm / chain * 100:.1f}% of a single server's page chain ({ms(chain)}); "
        f"of a warm call: catalog() {us(catalog_s)}, exported() copies {us(exported_s)}"
    )
    report.emit()


if __name__ == "__main__":
    anyio.run(main)
