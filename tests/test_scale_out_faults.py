"""A replica killed under load, behind the real balancer: what was not on it loses nothing, what was gets an error.

Real parts (tests/scale_out.py): HAProxy with `deploy/haproxy.cfg`, three `serve --replica` processes on one Redis,
counting upstreams. Modern calls are stateless, so the balancer may send each anywhere: a call that reaches the balancer
after the replica is dead is sent to a live one (the config retries a refused connection elsewhere); a call the dead
replica was running is answered by the balancer with an error at once, never left to hang and never run again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import anyio
import httpx
import pytest

from tests.scale_out import Answer, cluster, counts, haproxy_binary, modern, redis_binary, replicas_up, text_of

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.slow,
    pytest.mark.skipif(haproxy_binary() is None or redis_binary() is None, reason="needs scripts/services.sh"),
]

#: how long a slow call runs upstream: an in-flight call that errors must end long before it would have
SLOW_S = 8.0
#: after the kill, the load goes on this long (the balancer's health check marks the replica down meanwhile)
AFTER_S = 3.0


@pytest.fixture
def anyio_backend() -> str:
    """asyncio only: what is tested runs in other processes; the driver's event loop changes nothing there."""
    return "asyncio"


@dataclass
class Timed:
    """One call through the balancer: when it started and ended (anyio's clock), and its answer."""

    started: float
    ended: float
    answer: Answer | None
    error: str = ""


async def timed_call(http: httpx.AsyncClient, lb: str, name: str, arguments: dict[str, object]) -> Timed:
    started = anyio.current_time()
    try:
        answer = await modern(http, lb, "tools/call", {"name": name, "arguments": arguments})
    except httpx.HTTPError as exc:
        return Timed(started, anyio.current_time(), None, repr(exc))
    return Timed(started, anyio.current_time(), answer)


def succeeded(call: Timed, text: str) -> bool:
    return call.answer is not None and call.answer.status == 200 and text_of(call.answer) == text


async def test_killing_a_replica_under_load_loses_no_call_that_was_not_on_it(tmp_path: Path) -> None:
    async with cluster(tmp_path, store="redis") as run, httpx.AsyncClient(timeout=60) as http:
        victim = run.replica("r2")
        slow: list[Timed] = []
        quick: list[Timed] = []
        killed_at = marked_at = math.inf
        done = anyio.Event()

        async def one_slow() -> None:
            slow.append(await timed_call(http, run.lb, "up0__slow", {"seconds": SLOW_S}))

        async def load(worker: int) -> None:
            n = 0
            while not done.is_set():
                n += 1
                call = await timed_call(http, run.lb, "up1__echo", {"text": f"{worker}-{n}"})
                call.error = call.error or f"{worker}-{n}"
                quick.append(call)

        with anyio.fail_after(SLOW_S * 3):
            async with anyio.create_task_group() as tg:
                for _ in range(6):  # round-robin: two on each replica
                    tg.start_soon(one_slow)
                while (await counts(http, run.upstreams[0]))["tools/call"].get("slow", 0) < 6:
                    await anyio.sleep(0.02)  # polling the upstream's count: the bound above ends it
                for worker in range(4):
                    tg.start_soon(load, worker)
                while len(quick) < 40:
                    await anyio.sleep(0.01)
                killed_at = anyio.current_time()
                victim.process.kill()
                await victim.process.wait()
                # until its health checks fail the balancer may still pick the dead replica, and a request it had
                # sent there is cut when the replica is marked down (`on-marked-down shutdown-sessions`)
                while await replicas_up(run.lb) != 2:
                    await anyio.sleep(0.05)  # polling the balancer: the bound above ends it
                marked_at = anyio.current_time()
                await anyio.sleep(AFTER_S)
                done.set()
            assert await replicas_up(run.lb) == 2

        # before: ended before the signal was sent; after: started once the balancer knew the replica was gone; the
        # rest were in flight, or sent while the balancer could still pick the dead replica
        after = [c for c in quick if c.started >= marked_at]
        before = [c for c in quick if c.ended <= killed_at]
        straddling = [c for c in quick if c not in after and c not in before]
        print(f"quick calls: {len(before)} before the kill, {len(straddling)} in flight, {len(after)} after")
        assert len(after) >= 20 and len(before) >= 40
        assert all(succeeded(c, f"up1:echo:{c.error}") for c in before + after), [
            (c.answer, c.error, c.started - killed_at, c.ended - killed_at)
            for c in before + after
            if not succeeded(c, f"up1:echo:{c.error}")
        ]
        # in flight on the victim: an error (the balancer's 502), at once; everything else answered
        failed = [c for c in slow if not succeeded(c, "up0:slow")]
        print(f"slow calls: {len(failed)} failed, ended {[round(c.ended - killed_at, 2) for c in failed]} s after kill")
        assert len(failed) == 2, [(c.answer, c.error) for c in slow]
        assert all(c.answer is not None and c.answer.status == 502 for c in failed)
        assert all(c.ended - killed_at < 2.0 for c in failed)
        assert {c.answer.replica for c in slow if c not in failed and c.answer} == {"r1", "r3"}
        lost = [c for c in straddling if not succeeded(c, f"up1:echo:{c.error}")]
        print(f"in flight at the kill: {len(lost)} of {len(straddling)} failed, each within 2 s")
        # a quick call in flight at the kill, or sent before the balancer knew: answered, or an error (a 502, or the
        # connection closed), at once
        assert all(c.ended - max(killed_at, min(c.started, marked_at)) < 2.0 for c in straddling)
