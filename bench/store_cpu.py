"""The proxy's CPU per modern `tools/call` with `--store redis://…` vs the in-memory store, side by side in one run.

Two proxies (`mcp-aggregator serve --http 127.0.0.1:0`), the same config: the bundled demo server `weather` over
stdio, its tool `forecast` rate-limited (100,000 calls/s, so nothing is refused: the limit costs its one Redis round
trip per call, no more) and `search` not limited (its warm call makes no round trip). One starts with the default
memory store, the other with `--store` on a real `redis-server` (Debian's, started here on a free port, nothing
persisted). The load is the light driver (`bench/_driver.py`, modern era, 10 connections, one call in flight each).

Per tool, R rounds (default 5) of N calls (default 1,000) against each proxy, the proxy order alternating each round.
Measured: the proxy process's own CPU (utime+stime of its pid from /proc, before and after the run; the upstream is its
child and not counted), divided by the calls the driver completed. Reported per tool: the median CPU ms per call of
each store and their ratio (redis / memory). Target: <= 1.10x. Also the commands the proxy sent Redis per call, from
`INFO commandstats` (0 for `search`, 1 script call for `forecast`; a GET+PTTL pipeline would count 2).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT, Figure, Report, median, verdict

sys.path.insert(0, str(ROOT))
from tests.redis_server import RedisServer

TOOLS = {"search": {"query": "li"}, "forecast": {"city": "lisbon"}}
TARGET = 1.10


def proc_cpu_s(pid: int) -> float:
    """utime + stime of one process, in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_proxy(workdir: Path, name: str, config: Path, store: str | None) -> tuple[subprocess.Popen[bytes], str]:
    log = workdir / f"{name}.log"
    argv = [str(ROOT / ".venv/bin/mcp-aggregator"), "serve", "--config", str(config), "--http", "127.0.0.1:0"]
    if store is not None:
        argv += ["--store", store]
    with open(log, "wb") as out:
        proc = subprocess.Popen(argv, cwd=workdir, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = re.search(r"LISTENING (\S+)", log.read_text(errors="replace"))
        if found:
            return proc, found.group(1)
        if proc.poll() is not None:
            raise RuntimeError(f"{name} exited: {log.read_text(errors='replace')[-600:]}")
        time.sleep(0.05)
    raise RuntimeError(f"{name} did not listen within 60 s")


def drive(url: str, tool: str, calls: int) -> dict[str, object]:
    argv = [sys.executable, str(ROOT / "bench/_driver.py"), "--url", url, "--era", "modern"]
    argv += ["--requests", str(calls), "--tool", tool, "--args", json.dumps(TOOLS[tool])]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    summary: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return summary


#: what a proxy sends (a script call is one round trip, whatever it runs inside, which commandstats counts too)
_SENT = ("cmdstat_evalsha", "cmdstat_eval", "cmdstat_get", "cmdstat_pttl", "cmdstat_publish", "cmdstat_time")


def redis_commands(server: RedisServer) -> int:
    """Commands sent to Redis so far by its clients (the commands a script runs inside are not counted)."""
    import redis

    client = redis.Redis(port=server.port)
    try:
        stats = client.info("commandstats")
        return sum(v["calls"] for k, v in stats.items() if k in _SENT)
    finally:
        client.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--calls", type=int, default=1000)
    args = parser.parse_args(argv)
    report = Report("store_cpu")
    redis_server = RedisServer()
    redis_server.start()
    procs: list[subprocess.Popen[bytes]] = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            workdir = Path(tmp)
            config = workdir / "mcp.json"
            limit = {"forecast": {"calls_per_s": 100_000, "burst": 100_000}}
            entry = {"command": str(ROOT / ".venv/bin/mcp-aggregator"), "args": ["demo-server", "weather"]}
            config.write_text(
                json.dumps({"mcpServers": {"weather": {**entry, "aggregator": {"tool_rate_limits": limit}}}})
            )
            targets = {}
            for name, store in (("memory", None), ("redis", redis_server.url)):
                proc, url = start_proxy(workdir, name, config, store)
                procs.append(proc)
                targets[name] = (proc, url)
            for tool in TOOLS:
                cpu: dict[str, list[float]] = {"memory": [], "redis": []}
                commands: list[float] = []
                for _, url in targets.values():
                    drive(url, tool, 200)  # warm: lists cached, the script loaded, the clock offset measured
                for index in range(args.rounds):
                    order = ["memory", "redis"] if index % 2 == 0 else ["redis", "memory"]
                    for name in order:
                        proc, url = targets[name]
                        before, sent = proc_cpu_s(proc.pid), redis_commands(redis_server)
                        summary = drive(url, tool, args.calls)
                        spent, made = proc_cpu_s(proc.pid) - before, redis_commands(redis_server) - sent
                        done = int(str(summary.get("ok", 0))) + int(str(summary.get("errors", 0)))
                        if summary.get("errors"):
                            print(f"  {name} {tool}: errors {summary.get('errorMessages')}")
                        cpu[name].append(spent / max(1, done) * 1000)
                        if name == "redis":
                            commands.append(made / max(1, done))
                memory_ms, redis_ms = median(cpu["memory"]), median(cpu["redis"])
                ratio = redis_ms / memory_ms
                figure = report.add(
                    Figure(
                        f"cpu_ratio_{tool}",
                        round(ratio, 3),
                        "x",
                        f"<= {TARGET:.2f}x",
                        ratio <= TARGET,
                        f"memory {memory_ms:.3f} ms/call, redis {redis_ms:.3f} ms/call, "
                        f"redis commands/call {median(commands):.2f}",
                    )
                )
                print(
                    f"{tool:9s} memory {memory_ms:.3f} ms  redis {redis_ms:.3f} ms  ratio {ratio:.3f}x  "
                    f"redis commands/call {median(commands):.2f}  {verdict(figure.passed)}"
                )
                report.extra[tool] = {"memory_ms": cpu["memory"], "redis_ms": cpu["redis"], "commands": commands}
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
        redis_server.stop()
    report.emit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
