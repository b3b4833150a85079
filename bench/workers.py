"""`serve --workers`: 1 worker vs 2 on this machine, and the memory one worker costs.

    .venv/bin/python bench/workers.py [--rounds 3] [--requests 3000] [--concurrency 10 64]

Upstream: the `mcp` SDK fixture (`tests/fixtures/servers/sdk_server.py http`, run by the peers kit's Python, as
`proxy_throughput.py` runs it) over Streamable HTTP. Targets: `mcp-aggregator serve --http 127.0.0.1:0 --workers 1`
and `--workers 2`, both started once and driven in turn (interleaved rounds, medians), modern era, `tools/call echo`,
by `bench/_driver.py` (uvloop, keep-alive connections, one call in flight on each). CPU per call is the target's own
CPU (supervisor and workers, utime+stime from /proc) over the run, divided by every call it served, warm-up
included. Memory: RSS and PSS (`/proc/<pid>/smaps_rollup`) of each worker after the load, and of the supervisor.

Ends with `RESULT {json}`. Linux only (/proc). ~1-2 min.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "bench" / "_driver.py"
CLI = ROOT / ".venv" / "bin" / "mcp-aggregator"
CLK_TCK = os.sysconf("SC_CLK_TCK")
WARMUP = 20
START_TIMEOUT_S = 60.0


def kit() -> Path:
    """The peers kit (its Python runs the SDK fixture): `MCP_AGGREGATOR_PEERS`, else `scripts/peers.sh`."""
    given = os.environ.get("MCP_AGGREGATOR_PEERS")
    if given:
        return Path(given)
    done = subprocess.run(["bash", str(ROOT / "scripts" / "peers.sh")], check=True, stdout=subprocess.PIPE, text=True)
    return Path(done.stdout.strip().splitlines()[-1])


def wait_line(proc: subprocess.Popen[str], pattern: str, stream: str = "stdout") -> re.Match[str]:
    pipe = proc.stdout if stream == "stdout" else proc.stderr
    assert pipe is not None
    for line in pipe:
        found = re.search(pattern, line)
        if found:
            return found
    raise RuntimeError(f"ended (exit {proc.wait()}) before printing {pattern!r}")


def tree(pid: int) -> list[int]:
    """`pid` and its descendants."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return [pid]
    return [pid, *(p for child in children for p in tree(int(child)))]


def cpu_s(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / CLK_TCK


def memory_kib(pid: int) -> dict[str, int]:
    """RSS and PSS of one process, KiB."""
    out = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        name, _, rest = line.partition(":")
        if name in ("Rss", "Pss"):
            out[name.lower()] = int(rest.split()[0])
    return out


class Target:
    """One `serve --workers N`, started in its own process group."""

    def __init__(self, workers: int, config: Path) -> None:
        self.workers = workers
        argv = [str(CLI), "serve", "--config", str(config), "--http", "127.0.0.1:0", "--workers", str(workers)]
        self.proc = subprocess.Popen(
            argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
        )
        self.url = wait_line(self.proc, r"LISTENING (\S+)").group(1)
        if workers > 1:
            pids = wait_line(self.proc, r"workers ready \(pids ([\d, ]+)\)", "stderr").group(1)
            self.worker_pids = [int(p) for p in pids.split(", ")]
        else:
            self.worker_pids = [self.proc.pid]

    def pids(self) -> list[int]:
        return tree(self.proc.pid)

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(5)


def drive(target: Target, requests: int, concurrency: int) -> dict[str, Any]:
    before = cpu_s(target.pids())
    argv = [sys.executable, str(DRIVER), "--url", target.url, "--era", "modern", "--tool", "echo"]
    argv += ["--args", '{"text": "hi"}', "--requests", str(requests), "--concurrency", str(concurrency)]
    argv += ["--warmup", str(WARMUP), "--deadline", "120"]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=150, check=True)
    spent = cpu_s(target.pids()) - before
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    served = result["ok"] + result["errors"] + WARMUP * concurrency
    result["target_cpu_ms_per_call"] = 1000 * spent / served
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[10, 64])
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as work:
        fixture = ROOT / "tests" / "fixtures" / "servers" / "sdk_server.py"
        upstream = subprocess.Popen(
            [str(kit() / "py" / "bin" / "python"), str(fixture), "http"], stdout=subprocess.PIPE, text=True
        )
        targets: list[Target] = []
        try:
            url = wait_line(upstream, r"LISTENING (\S+)").group(1)
            config = Path(work) / "mcp.json"
            config.write_text(json.dumps({"mcpServers": {"sdk": {"url": url}}}))
            targets = [Target(1, config), Target(2, config)]
            runs: dict[tuple[int, int], list[dict[str, Any]]] = {}
            for _ in range(args.rounds):
                for concurrency in args.concurrency:
                    for target in targets:
                        key = (target.workers, concurrency)
                        runs.setdefault(key, []).append(drive(target, args.requests, concurrency))
            memory = {
                target.workers: {
                    "workers": [memory_kib(pid) for pid in target.worker_pids],
                    "supervisor": memory_kib(target.proc.pid) if target.workers > 1 else None,
                }
                for target in targets
            }
        finally:
            for target in targets:
                target.stop()
            upstream.terminate()
            upstream.wait(30)
    summary = []
    print("| workers | concurrency | calls/s | p50 ms | p99 ms | proxy CPU ms/call | errors |")
    print("|---|---|---|---|---|---|---|")
    for (workers, concurrency), results in sorted(runs.items()):
        row = {
            "workers": workers,
            "concurrency": concurrency,
            "throughput": statistics.median(r["throughput"] for r in results),
            "p50": statistics.median(r["latencyMs"]["p50"] for r in results),
            "p99": statistics.median(r["latencyMs"]["p99"] for r in results),
            "cpu_ms_per_call": statistics.median(r["target_cpu_ms_per_call"] for r in results),
            "errors": sum(r["errors"] for r in results),
        }
        summary.append(row)
        print(
            f"| {workers} | {concurrency} | {row['throughput']:,.0f} | {row['p50']:.2f} | {row['p99']:.2f} "
            f"| {row['cpu_ms_per_call']:.3f} | {row['errors']} |"
        )
    for workers, held in memory.items():
        per = ", ".join(f"RSS {m['rss'] / 1024:.1f} MiB / PSS {m['pss'] / 1024:.1f} MiB" for m in held["workers"])
        sup = held["supervisor"]
        extra = f"; supervisor RSS {sup['rss'] / 1024:.1f} / PSS {sup['pss'] / 1024:.1f} MiB" if sup else ""
        print(f"--workers {workers}: per worker {per}{extra}")
    print("RESULT " + json.dumps({"runs": summary, "memory_kib": memory}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
