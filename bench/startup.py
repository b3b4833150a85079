"""Start-up of 10 real stdio servers: the Aggregator vs a bare script doing the same handshake.

Servers: 10 processes of the bundled demo server `weather` (`mcp-aggregator demo-server weather`), a
modern-era server, all started concurrently.

* Aggregator: from entering `Aggregator(configs)` until `wait_connected()` returns with all 10 `ok`
  (spawned, `server/discover` probe answered, description parsed).
* Bare: a minimal anyio script that spawns the same 10 commands concurrently (pipes, own session, as the
  stdio transport does) and writes the same first request by hand — `server/discover` with the same
  `_meta` (protocolVersion, clientCapabilities, clientInfo) — then reads each answer line.

Shutdown is not timed on either side. 5 runs each, alternating, after one unmeasured run of each.
Target: median(aggregator) <= 1.1x median(bare).
"""

from __future__ import annotations

import json
import subprocess
import time

import anyio
from _common import Figure, Report, median, ms

from aggregator import Aggregator, ServerConfig
from aggregator.cli import demo_command
from aggregator.protocol.mcp import CLIENT_CAPABILITIES_KEY, CLIENT_INFO_KEY, PROTOCOL_VERSION_KEY
from aggregator.upstream import CLIENT_INFO

COUNT = 10
REPS = 5
SERVER = "weather"


async def with_aggregator() -> float:
    command, args = demo_command(SERVER)
    configs = [ServerConfig(name=f"{SERVER}{i}", command=command, args=args) for i in range(COUNT)]
    start = time.perf_counter()
    async with Aggregator(configs) as agg:
        states = await agg.wait_connected(60)
        elapsed = time.perf_counter() - start
        bad = {name: (s.state, s.reason) for name, s in states.items() if s.state != "ok" or s.era != "modern"}
        assert not bad, bad
    return elapsed


DISCOVER = (
    json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "server/discover",
            "params": {
                "_meta": {
                    PROTOCOL_VERSION_KEY: "2026-07-28",
                    CLIENT_CAPABILITIES_KEY: {},
                    CLIENT_INFO_KEY: CLIENT_INFO,
                }
            },
        },
        separators=(",", ":"),
    )
    + "\n"
).encode()


async def bare() -> float:
    command, args = demo_command(SERVER)
    processes = []
    done = 0

    async def one() -> None:
        nonlocal done
        process = await anyio.open_process(
            [command, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        processes.append(process)
        assert process.stdin is not None and process.stdout is not None
        await process.stdin.send(DISCOVER)
        buffer = b""
        while b"\n" not in buffer:
            buffer += await process.stdout.receive()
        answer = json.loads(buffer.split(b"\n", 1)[0])
        assert answer["id"] == 1 and "supportedVersions" in answer["result"], answer
        done += 1

    start = time.perf_counter()
    try:
        with anyio.fail_after(60):
            async with anyio.create_task_group() as tg:
                for _ in range(COUNT):
                    tg.start_soon(one)
        elapsed = time.perf_counter() - start
    finally:
        with anyio.CancelScope(shield=True):
            for process in processes:
                if process.stdin is not None:
                    await process.stdin.aclose()
            for process in processes:
                with anyio.move_on_after(5):
                    await process.wait()
                if process.returncode is None:
                    process.kill()
                    await process.wait()
                await process.aclose()
    assert done == COUNT
    return elapsed


async def main() -> None:
    await bare()  # warm-up (page cache, pyc), not measured
    await with_aggregator()
    aggs: list[float] = []
    bares: list[float] = []
    for rep in range(REPS):
        first, second = (bare, with_aggregator) if rep % 2 == 0 else (with_aggregator, bare)
        for fn in (first, second):
            elapsed = await fn()
            (bares if fn is bare else aggs).append(elapsed)
    agg, raw = median(aggs), median(bares)
    ratio = agg / raw
    passed = ratio <= 1.1
    report = Report("startup")
    detail = f"{COUNT} x demo `{SERVER}` over stdio; aggregator {ms(agg)} vs bare {ms(raw)} (medians of {REPS})"
    report.add(Figure("start-up of 10 stdio servers / bare script", round(ratio, 3), "x", "<= 1.1x", passed, detail))
    report.extra = {"aggregator_s": aggs, "bare_s": bares}
    print(
        f"startup: aggregator {ms(agg)} vs bare {ms(raw)} = {ratio:.3f}x (target <= 1.1x) "
        f"{'PASS' if passed else 'MISS'}"
    )
    print(f"  aggregator runs: {', '.join(ms(x) for x in aggs)}; bare runs: {', '.join(ms(x) for x in bares)}")
    report.emit()


if __name__ == "__main__":
    anyio.run(main)
