"""Ten upstreams, three replicas on one Redis behind HAProxy: within one TTL each upstream is listed once in all.

The upstreams (tests/fixtures/servers/counting_http.py) list their tools `public` with a TTL and count every
tools/list they receive. The replicas start one after another, as a rolling start does; the first lists every
upstream and keeps the pages in Redis, the others find them there. Then clients hit every replica through the
balancer for a while (lists and calls of every upstream), all within the TTL, and the upstreams are asked again.
"""

from __future__ import annotations

from pathlib import Path

import anyio
import httpx
import pytest

from tests.scale_out import cluster, counts, haproxy_binary, modern, redis_binary, text_of

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.slow,
    pytest.mark.skipif(haproxy_binary() is None or redis_binary() is None, reason="needs scripts/services.sh"),
]

#: long enough that the whole test runs inside one TTL
TTL_MS = 120_000
LOAD_S = 4.0


@pytest.fixture
def anyio_backend() -> str:
    """asyncio only: what is tested runs in other processes; the driver's event loop changes nothing there."""
    return "asyncio"


async def test_within_one_ttl_each_upstream_is_listed_once_across_the_replicas(tmp_path: Path) -> None:
    async with (
        cluster(tmp_path, servers=10, ttl_ms=TTL_MS, store="redis") as run,
        httpx.AsyncClient(timeout=30) as http,
    ):
        answered: list[str | None] = []
        calls: list[str] = []

        async def client(number: int) -> None:
            n = 0
            with anyio.move_on_after(LOAD_S):
                while True:
                    n += 1
                    listed = await modern(http, run.lb, "tools/list")
                    assert listed.status == 200 and len(listed.message["result"]["tools"]) == 30  # type: ignore[index]
                    called = await modern(
                        http, run.lb, "tools/call", {"name": f"up{(n + number) % 10}__echo", "arguments": {"text": "x"}}
                    )
                    answered.extend([listed.replica, called.replica])
                    calls.append(text_of(called))

        async with anyio.create_task_group() as tg:
            for number in range(6):
                tg.start_soon(client, number)
        listed = [(await counts(http, url)).get("tools/list", 0) for url in run.upstreams]
    print(f"tools/list per upstream: {listed}; {len(calls)} calls, by replica {sorted(set(map(str, answered)))}")
    assert set(answered) == {"r1", "r2", "r3"}
    assert all(text.startswith("up") and text.endswith(":echo:x") for text in calls) and len(calls) >= 30
    assert listed == [1] * 10
