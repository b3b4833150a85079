"""A rate limit of N calls/s on one tool, through three replicas on one Redis behind HAProxy: it holds in all.

Clients call the limited tool through the balancer far faster than the limit, for a bounded window; the upstream
(tests/fixtures/servers/counting_http.py) counts the calls that reached it. Three replicas each enforcing the limit
alone would let about 3 N/s through; one shared bucket (an atomic script in Redis) lets N/s through, within ±10%.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import anyio
import httpx
import pytest

from tests.scale_out import cluster, counts, haproxy_binary, modern, redis_binary

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.slow,
    pytest.mark.skipif(haproxy_binary() is None or redis_binary() is None, reason="needs scripts/services.sh"),
]

RATE = 20.0
WINDOW_S = 5.0
CLIENTS = 6


@pytest.fixture
def anyio_backend() -> str:
    """asyncio only: what is tested runs in other processes; the driver's event loop changes nothing there."""
    return "asyncio"


async def test_a_rate_limit_holds_across_three_replicas_within_ten_percent(tmp_path: Path) -> None:
    # the default burst (one second's worth): a bucket of 1 would waste every token that comes due while no call
    # happens to arrive, and measure the arrivals as much as the limit
    limits = {"tool_rate_limits": {"limited": {"calls_per_s": RATE}}}
    async with cluster(tmp_path, servers=1, store="redis", limits=limits) as run, httpx.AsyncClient(timeout=30) as http:
        upstream = run.upstreams[0]
        by_replica: Counter[str | None] = Counter()
        refused = 0

        async def client() -> None:
            nonlocal refused
            while True:
                answer = await modern(http, run.lb, "tools/call", {"name": "limited", "arguments": {}})
                assert answer.status == 200 and answer.message is not None, answer
                result = answer.message["result"]
                if result.get("isError"):
                    refused += 1
                else:
                    by_replica[answer.replica] += 1

        async with anyio.create_task_group() as tg:
            for _ in range(CLIENTS):
                tg.start_soon(client)
            await anyio.sleep(1.0)  # the load settles: every replica is refusing some
            before, started = (await counts(http, upstream))["tools/call"].get("limited", 0), anyio.current_time()
            await anyio.sleep(WINDOW_S)
            after, ended = (await counts(http, upstream))["tools/call"].get("limited", 0), anyio.current_time()
            tg.cancel_scope.cancel()
    rate = (after - before) / (ended - started)
    deviation = rate / RATE - 1
    print(f"{after - before} calls in {ended - started:.2f} s: {rate:.2f}/s, limit {RATE}/s ({deviation:+.1%});")
    print(f"accepted by replica {dict(by_replica)}, {refused} refused")
    assert set(by_replica) == {"r1", "r2", "r3"}
    assert refused > 3 * (after - before)  # the load was far over the limit
    assert abs(deviation) <= 0.10
