"""The proxy at the physical limit: `tools/call` over HTTP, a plain install against direct, the Python limit and peers.

The judged benchmark of issue 14, in one run and one table. The load driver is native and light: autocannon 9.0.0
from npm (pinned; installed on first use into `${XDG_CACHE_HOME:-~/.cache}/mcp-aggregator/bench-autocannon-<hash
of the pin>` and run with the peers kit's Node 22), one `tools/call echo {"text": "hi"}` over and over, `-I` giving
each request a fresh id, `-d 5` seconds per run, `-j` JSON out. The slow peers (FastMCP, mcp-proxy) run a number
of calls instead (40 at least, one per connection at 64: all sent at once, the last answer ends the run): at 64
connections and ~20 calls/s a 5 s run ends before most calls do.

Upstream: the `mcp` 2.3.0 SDK fixture (`tests/fixtures/servers/sdk_server.py http`, listener with TCP_NODELAY), run
by the peers kit's Python. Targets, all on 127.0.0.1, all in front of that one upstream process:

* direct       the upstream itself
* proxy        `mcp-aggregator serve --http`, from a **plain install** (`bench/_plain_install.py`: a venv outside the
               clone with `pip install <checkout>`, no extra, so no trio and no sniffio: what a user gets). Argument
               validation stays on. The upstream HTTP client it took is read from the process's mapped libraries
               (aiohttp's C parser is loaded only when the aiohttp path is taken) and by `bench/_fast_path_probe.py`
               (an `Aggregator` in that venv calling the upstream, aiohttp and httpx requests counted).
* passthrough  `bench/_passthrough.py`, the same venv: uvicorn + httptools + uvloop (the proxy's own connection class,
               one send per loop turn) forwarding bytes with aiohttp and
               parsing nothing: the Python limit.
* workers      `serve --workers 2`, when the checkout's serve has the option (reported, not judged). Each target's
               CPU and memory count its process group and every descendant: workers run in sessions of their own.
               The RSS of the proxy's, the workers' and the pass-through's processes is summed after the rounds.
* fastmcp      FastMCP 4.2.3's proxy (`fastmcp run mcp.json`), peers kit.
* mcp-proxy    mcp-proxy 0.13.0 (two hops; `bench/competitors.sh`), legacy only: it speaks only the handshake era.

Eras: modern (2026-07-28: no session, `_meta` and the routing headers on every request) and legacy (2025-11-25: a
session opened here in Python first, `Mcp-Session-Id` and `MCP-Protocol-Version` passed to autocannon; our proxy
and the SDK answer legacy POSTs as SSE streams that end with the answer, which autocannon counts as one complete
response: the bytes per answer are printed beside a sample read whole). Our proxy answers a legacy session's 33rd
concurrent call 429 (`max_calls_per_session`, 32), so a legacy run at 64 connections is two autocannon processes at
once, each with its own session and 32 connections, for every target alike (calls summed, p50 weighted, p99 the
worse one's). Every (target, era) gets one sample call checked for a result before it is measured, and a 1 s
warm-up. Concurrency 10 and 64. 3 rounds; in each round every (concurrency, era, target) runs once, the orders
rotating. Figures are medians of the rounds; CPU per call sums the rounds over the 2xx answers counted: the target's
process group (utime+stime from /proc), the upstream's, and the driver's (`getrusage(RUSAGE_CHILDREN)` around each
run: its whole process, and that less its own start and exit, measured once as the least of three 1-call runs).

Judged, at both concurrencies and both eras: proxy >= 0.9x direct; proxy CPU <= 0.5 ms/call (modern), <= 0.65
(legacy); proxy p99 <= 1.5x direct's p99; >= 10x FastMCP; >= 1.7x mcp-proxy; autocannon's CPU at the direct rate
< a quarter of a core; the plain install's upstream client is aiohttp. When `bench/merged_list.py` exists its RESULT
(merged-list latency; run by the plain venv's Python) is folded into the table. Exit 1 when a target is missed, 2
when the run failed. ~7 min on 2 busy cores (plus the merged list's own ~2 min).

    .venv/bin/python bench/proxy_limit.py [--rounds 3] [--seconds 5] [--concurrency 10,64] [--eras modern,legacy]
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from _common import ROOT, Figure, Report, median, verdict
from _plain_install import cache_root, plain_venv
from proxy_throughput import CLK_TCK, Processes, Tools, Unavailable, free_port, install

AUTOCANNON_PIN = "autocannon@9.0.0"
MODERN, LEGACY = "2026-07-28", "2025-11-25"
ERAS = ("modern", "legacy")
TARGETS = ("direct", "proxy", "passthrough", "workers", "fastmcp", "mcp-proxy")
SLOW = {"fastmcp", "mcp-proxy"}  # ~20-200 calls/s: shorter runs tell their ratio as well
LEGACY_ONLY = {"mcp-proxy"}
LABELS = {
    "direct": "direct (`mcp` 2.3 SDK server)",
    "proxy": "**mcp-aggregator serve --http**",
    "passthrough": "do-nothing pass-through (Python limit)",
    "workers": "mcp-aggregator serve --workers 2",
    "fastmcp": "FastMCP 4.2.3 proxy",
    "mcp-proxy": "mcp-proxy 0.13.0 (2 hops)",
}
GOAL_VS_DIRECT, GOAL_P99, GOAL_FASTMCP, GOAL_MCP_PROXY, GOAL_DRIVER_CORES = 0.9, 1.5, 10.0, 1.7, 0.25
GOAL_CPU_MS = {"modern": 0.5, "legacy": 0.65}
TOOL, ARGUMENTS = "echo", {"text": "hi"}
START_TIMEOUT_S = 60.0
#: our proxy answers a legacy session's 33rd concurrent call 429 (`max_calls_per_session`): a legacy run with more
#: connections is split over sessions of at most this many, for every target alike
SESSION_CALLS = 32
#: a slow peer's run is calls, not seconds (at 64 connections and ~20 calls/s a 5 s run would end before most calls
#: did): at least this many in all, at least one per connection
SLOW_MIN_CALLS = 40
MERGED_LIST_TIMEOUT_S = 240.0


# --- installs -----------------------------------------------------------------------------------------------------


def autocannon(tools: Tools) -> tuple[list[str], str]:
    """The argv that runs the pinned autocannon (installed on first use), and the node's version."""
    folder = cache_root() / f"bench-autocannon-{hashlib.sha256((AUTOCANNON_PIN + chr(10)).encode()).hexdigest()[:12]}"
    script = folder / "node_modules" / "autocannon" / "autocannon.js"
    if not (folder / ".ready").exists():
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        npm = ["npm", "install", "--no-audit", "--no-fund", "--silent", AUTOCANNON_PIN]
        subprocess.run(["npm", "init", "-y"], cwd=folder, check=True, stdout=subprocess.DEVNULL, timeout=120)
        if subprocess.run(npm, cwd=folder, timeout=600).returncode != 0:
            time.sleep(2)
            subprocess.run(npm, cwd=folder, check=True, timeout=600)
        (folder / ".ready").touch()
    node = tools.node if Path(tools.node).exists() else (shutil.which("node") or "node")
    version = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
    return [node, str(script)], version


# --- talking MCP in Python (sample calls, the legacy handshake) ---------------------------------------------------


@dataclass(frozen=True)
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes
    message: dict[str, Any] | None


def post(url: str, headers: dict[str, str], payload: dict[str, Any]) -> Answer:
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=30)
    try:
        conn.request("POST", parts.path or "/", body=json.dumps(payload).encode(), headers=headers)
        response = conn.getresponse()
        body = response.read()
        got = {k.lower(): v for k, v in response.getheaders()}
    finally:
        conn.close()
    return Answer(response.status, got, body, decode(body, got.get("content-type", ""), payload.get("id")))


def decode(body: bytes, content_type: str, want: Any) -> dict[str, Any] | None:
    """The JSON-RPC answer with id `want` in a JSON body or an SSE stream; None when there is none."""
    if "text/event-stream" in content_type:
        texts = [line[5:].strip() for line in body.decode(errors="replace").splitlines() if line.startswith("data:")]
    else:
        texts = [body.decode(errors="replace")]
    for text in texts:
        try:
            message = json.loads(text)
        except ValueError:
            continue
        if isinstance(message, dict) and message.get("id") == want:
            return message
    return None


BASE = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}


def call_payload(era: str, rid: Any) -> dict[str, Any]:
    params: dict[str, Any] = {"name": TOOL, "arguments": ARGUMENTS}
    if era == "modern":
        params["_meta"] = {
            "io.modelcontextprotocol/protocolVersion": MODERN,
            "io.modelcontextprotocol/clientCapabilities": {},
        }
    return {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": params}


def call_headers(url: str, era: str) -> dict[str, str]:
    """The headers of every measured call; in the legacy era a session is opened first."""
    if era == "modern":
        return {**BASE, "MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/call", "Mcp-Name": TOOL}
    params = {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "bench-limit", "version": "1"}}
    answer = post(url, BASE, {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params})
    if answer.message is None or "result" not in answer.message:
        raise Unavailable(f"initialize: HTTP {answer.status}: {answer.body[:200]!r}")
    version = str(answer.message["result"].get("protocolVersion", LEGACY))
    headers = {**BASE, "MCP-Protocol-Version": version}
    if "mcp-session-id" in answer.headers:
        headers["Mcp-Session-Id"] = answer.headers["mcp-session-id"]
    note = post(url, headers, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    if note.status not in (200, 202, 204):
        raise Unavailable(f"notifications/initialized: HTTP {note.status}")
    return headers


def sample_call(url: str, era: str, headers: dict[str, str]) -> int:
    """One call checked for a successful result; the bytes of its answer (headers and body, about)."""
    answer = post(url, headers, call_payload(era, "sample-1"))
    message = answer.message or {}
    result = message.get("result")
    if answer.status != 200 or not isinstance(result, dict) or result.get("isError") is True:
        raise Unavailable(f"sample call: HTTP {answer.status}: {answer.body[:300]!r}")
    return len(answer.body) + sum(len(k) + len(v) + 4 for k, v in answer.headers.items()) + 17


# --- targets --------------------------------------------------------------------------------------------------------


@dataclass
class Target:
    name: str
    url: str
    pgid: int
    headers: dict[str, list[dict[str, str]]] = field(default_factory=dict)  # era -> each session's call headers
    sample_bytes: dict[str, int] = field(default_factory=dict)
    runs: dict[tuple[str, int], list[Run]] = field(default_factory=dict)  # (era, concurrency) -> rounds
    skipped: dict[str, str] = field(default_factory=dict)  # era -> why not measured


@dataclass(frozen=True)
class Run:
    rate: float
    p50: float
    p99: float
    calls: int
    bad: int  # non-2xx, errors, timeouts
    bytes_per_answer: float
    cpu_s: float
    upstream_cpu_s: float
    driver_cpu_s: float  # its whole process
    driver_load_cpu_s: float  # less its own start and exit


def _all_stats() -> dict[int, list[str]]:
    """Every live process: pid -> the /proc/<pid>/stat fields after the command name."""
    stats: dict[int, list[str]] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                with open(f"/proc/{entry.name}/stat") as f:
                    stats[int(entry.name)] = f.read().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
    return stats


def family(pgid: int) -> dict[int, list[str]]:
    """The process group we started and every descendant of its members, even one in a session of its own
    (`serve --workers` starts each worker with `start_new_session`)."""
    stats = _all_stats()
    members = {pid for pid, rest in stats.items() if int(rest[2]) == pgid}
    grew = True
    while grew:
        more = {pid for pid, rest in stats.items() if int(rest[1]) in members} - members
        members |= more
        grew = bool(more)
    return {pid: stats[pid] for pid in members}


def family_cpu_s(pgid: int) -> float:
    """utime+stime of the family's live processes, in seconds."""
    return sum(int(rest[11]) + int(rest[12]) for rest in family(pgid).values()) / CLK_TCK


def family_rss(pgid: int) -> tuple[int, float]:
    """(processes, summed RSS in MiB) of the family: what `serve --workers` costs in memory beside one process."""
    total_kib = 0
    members = family(pgid)
    for pid in members:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        total_kib += next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")), 0)
    return len(members), total_kib / 1024


def has_workers(venv: Path) -> bool:
    help_text = subprocess.run(
        [str(venv / "bin" / "mcp-aggregator"), "serve", "--help"], capture_output=True, text=True, timeout=60
    ).stdout
    return "--workers" in help_text


def start_targets(
    tools: Tools, venv: Path, procs: Processes, names: list[str], notes: dict[str, str]
) -> tuple[Target, list[Target]]:
    """The upstream, then every target in front of it (launched together, awaited in turn)."""
    fixture = ROOT / "tests" / "fixtures" / "servers" / "sdk_server.py"
    upstream_proc = procs.start("upstream", [tools.kit_python, str(fixture), "http"])
    upstream = Target("direct", procs.wait_line("upstream", r"LISTENING (\S+)"), upstream_proc.pid)
    mcp_json = procs.workdir / "mcp.json"
    mcp_json.write_text(json.dumps({"mcpServers": {"sdk": {"url": upstream.url}}}))
    serve = [str(venv / "bin" / "mcp-aggregator"), "serve", "--config", str(mcp_json), "--http", "127.0.0.1:0"]
    home = {"HOME": str(procs.workdir / "home")}
    waits: list[tuple[str, int, Any]] = []
    for name in names:
        if name in ("direct",):
            continue
        if name == "workers" and not has_workers(venv):
            notes[name] = "skipped: this checkout's `serve` has no --workers option"
            continue
        port = free_port()
        if name == "proxy":
            proc, ready = procs.start(name, serve), "line"
        elif name == "workers":
            proc, ready = procs.start(name, [*serve, "--workers", "2"]), "line"
        elif name == "passthrough":
            argv = [str(venv / "bin" / "python"), str(ROOT / "bench" / "_passthrough.py"), "--upstream", upstream.url]
            proc, ready = procs.start(name, argv), "line"
        elif name == "fastmcp":
            argv = [str(tools.kit / "py" / "bin" / "fastmcp"), "run", str(mcp_json), "--transport", "http"]
            argv += ["--host", "127.0.0.1", "--port", str(port), "--no-banner", "--log-level", "WARNING"]
            proc, ready = procs.start(name, argv, env=home), "port"
        elif name == "mcp-proxy":
            exe = tools.competitor_bin("mcpproxy", "mcp-proxy")
            if exe is None:
                notes[name] = "skipped: not installed (bench/competitors.sh could not install mcp-proxy==0.13.0)"
                continue
            bridge = [str(exe), "--transport", "streamablehttp", upstream.url]
            argv = [str(exe), "--host", "127.0.0.1", "--port", str(port), "--", *bridge]
            proc, ready = procs.start(name, argv, env=home), "port"
        else:
            raise ValueError(name)
        waits.append((name, port, (proc, ready)))
    targets = [upstream] if "direct" in names else []
    for name, port, (proc, ready) in waits:
        try:
            if ready == "line":
                url = procs.wait_line(name, r"LISTENING (\S+)", START_TIMEOUT_S)
            else:
                procs.wait_port(name, port, START_TIMEOUT_S)
                url = f"http://127.0.0.1:{port}/mcp"
        except RuntimeError as exc:
            notes[name] = f"skipped: did not start: {exc}"
            continue
        targets.append(Target(name, url, proc.pid))
    return upstream, targets


def prepare(target: Target, eras: list[str], sessions: int) -> None:
    """Per era: the call headers (legacy: `sessions` sessions opened), one sample call checked; or why it is skipped."""
    for era in eras:
        if era == "modern" and target.name in LEGACY_ONLY:
            target.skipped[era] = "speaks only the handshake era"
            continue
        last: Exception | None = None
        for attempt in range(3):  # a proxy that mounts its upstream after opening its port gets more tries
            try:
                target.headers[era] = [call_headers(target.url, era) for _ in range(sessions if era == "legacy" else 1)]
                target.sample_bytes[era] = sample_call(target.url, era, target.headers[era][0])
                last = None
                break
            except (Unavailable, OSError, http.client.HTTPException) as exc:
                last = exc
                time.sleep(1 + attempt)
        if last is not None:
            target.skipped[era] = f"no good sample call: {last}"[:300]


def loaded_client(pgid: int) -> str:
    """The upstream HTTP client the proxy's processes loaded, from their mapped libraries."""
    found = set()
    for pid in family(pgid):
        try:
            maps = Path(f"/proc/{pid}/maps").read_text()
        except OSError:
            continue
        if "/aiohttp/_http_parser" in maps:
            found.add("aiohttp (C parser)")
        elif "/aiohttp/" in maps:
            found.add("aiohttp (no C parser)")
    return ", ".join(sorted(found)) or "not aiohttp (httpx)"


def probe_fast_path(venv: Path, url: str) -> dict[str, Any]:
    argv = [str(venv / "bin" / "python"), str(ROOT / "bench" / "_fast_path_probe.py"), "--url", url]
    argv += ["--tool", TOOL, "--args", json.dumps(ARGUMENTS)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return {"client": "unknown", "error": (done.stdout + done.stderr)[-300:]}
    return dict(json.loads(lines[-1]))


# --- the driver ---------------------------------------------------------------------------------------------------


class DriverError(Exception):
    pass


def children_cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@dataclass
class Bench:
    driver: list[str]
    upstream_pgid: int
    workdir: Path
    startup_cpu_s: float = 0.0  # autocannon's own start and exit, taken off its CPU per call

    def argv(self, target: Target, era: str, concurrency: int, amount: list[str], session: int = 0) -> list[str]:
        body_file = self.workdir / f"body-{era}.json"
        if not body_file.exists():
            body_file.write_text(json.dumps(call_payload(era, "[<id>]"), separators=(",", ":")))
        argv = [*self.driver, "-c", str(concurrency), *amount, "-m", "POST", "-i", str(body_file), "-I", "-j"]
        argv += ["-t", "30"]
        for key, value in target.headers[era][session].items():
            argv += ["-H", f"{key}={value}"]
        return [*argv, target.url]

    def startup(self, target: Target, era: str) -> float:
        """CPU seconds of a one-call autocannon run, least of 3: its start and exit, nearly no load."""
        spent = []
        for _ in range(3):
            before = children_cpu_s()
            subprocess.run(self.argv(target, era, 1, ["-a", "1"]), capture_output=True, timeout=60)
            spent.append(children_cpu_s() - before)
        return min(spent)

    def run(self, target: Target, era: str, concurrency: int, seconds: float, *, slow: bool = False) -> Run:
        """One measured run. A legacy run past `SESSION_CALLS` connections is split over as many sessions, one
        autocannon process each, run at once; a slow target's run is a fixed number of calls per connection."""
        parts = -(-concurrency // SESSION_CALLS) if era == "legacy" else 1
        shares = [concurrency // parts + (1 if i < concurrency % parts else 0) for i in range(parts)]
        per_connection = max(1, -(-SLOW_MIN_CALLS // concurrency))
        argvs = [
            self.argv(target, era, c, ["-a", str(c * per_connection)] if slow else ["-d", f"{seconds:g}"], session=i)
            for i, c in enumerate(shares)
        ]
        before, up_before, drv_before = family_cpu_s(target.pgid), family_cpu_s(self.upstream_pgid), children_cpu_s()
        procs = [subprocess.Popen(a, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for a in argvs]
        outs: list[tuple[int, str, str]] = []
        try:
            for proc in procs:
                out, err = proc.communicate(timeout=seconds + 90)
                outs.append((proc.returncode, out, err))
        except subprocess.TimeoutExpired as exc:
            for proc in procs:
                proc.kill()
                proc.wait()
            raise DriverError("autocannon did not finish") from exc
        cpu, up_cpu = family_cpu_s(target.pgid) - before, family_cpu_s(self.upstream_pgid) - up_before
        driver_cpu = children_cpu_s() - drv_before
        results = []
        for code, out, err in outs:
            lines = [line for line in out.splitlines() if line.startswith("{")]
            try:
                results.append(json.loads(lines[-1]))
            except (IndexError, ValueError) as exc:
                raise DriverError(f"exit {code}: {(out + err).strip()[-300:]}") from exc
        calls = sum(int(r["2xx"]) for r in results)
        if calls == 0:
            raise DriverError(
                f"no 2xx answer: {[{k: r[k] for k in ('non2xx', 'errors', 'timeouts')} for r in results]}"
            )
        answered = sum(int(r["requests"]["total"]) for r in results)
        return Run(
            sum(int(r["2xx"]) / float(r["duration"]) for r in results),
            sum(float(r["latency"]["p50"]) * int(r["2xx"]) for r in results) / calls,  # weighted: near the median
            max(float(r["latency"]["p99"]) for r in results),  # the worse part's: never better than it was
            calls,
            sum(int(r["non2xx"]) + int(r["errors"]) + int(r["timeouts"]) for r in results),
            sum(float(r["throughput"]["total"]) for r in results) / max(1, answered),
            cpu,
            up_cpu,
            driver_cpu,
            max(0.0, driver_cpu - parts * self.startup_cpu_s),
        )


# --- summary ------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    rate: float
    p50: float
    p99: float
    cpu_ms: float
    upstream_cpu_ms: float
    driver_cpu_ms: float  # the load part
    driver_total_cpu_ms: float  # Node's start included
    calls: int
    bad: int
    bytes_per_answer: float
    rounds: int


def summarise(runs: list[Run]) -> Summary:
    calls = sum(r.calls for r in runs)
    return Summary(
        median([r.rate for r in runs]),
        median([r.p50 for r in runs]),
        median([r.p99 for r in runs]),
        1e3 * sum(r.cpu_s for r in runs) / calls,
        1e3 * sum(r.upstream_cpu_s for r in runs) / calls,
        1e3 * sum(r.driver_load_cpu_s for r in runs) / calls,
        1e3 * sum(r.driver_cpu_s for r in runs) / calls,
        calls,
        sum(r.bad for r in runs),
        median([r.bytes_per_answer for r in runs]),
        len(runs),
    )


def judge(
    report: Report, summaries: dict[tuple[str, str, int], Summary], eras: list[str], levels: list[int]
) -> dict[tuple[str, str, int], list[str]]:
    """Every judged figure into the report; per table row, the checks as short text."""
    checks: dict[tuple[str, str, int], list[str]] = {}

    def add(row: tuple[str, str, int], name: str, value: float, unit: str, target: str, ok: bool, detail: str) -> None:
        report.add(Figure(name, round(value, 3), unit, target, ok, detail))
        checks.setdefault(row, []).append(f"{value:.2f}{unit} {target} {verdict(ok)}")

    for era in eras:
        for c in levels:
            ours, direct = summaries.get(("proxy", era, c)), summaries.get(("direct", era, c))
            where = f"({era}, c={c})"
            if direct is not None:
                cores = direct.driver_cpu_ms * direct.rate / 1e3
                add(
                    ("direct", era, c),
                    f"driver cores at the direct rate {where}",
                    cores,
                    "",
                    f"< {GOAL_DRIVER_CORES}",
                    cores < GOAL_DRIVER_CORES,
                    f"autocannon {direct.driver_cpu_ms:.3f} ms/call x {direct.rate:.0f} calls/s "
                    f"({direct.driver_total_cpu_ms:.3f} ms/call counting Node's start)",
                )
            if ours is None:
                continue
            row = ("proxy", era, c)
            add(
                row,
                f"proxy CPU ms/call {where}",
                ours.cpu_ms,
                "ms",
                f"<= {GOAL_CPU_MS[era]}",
                ours.cpu_ms <= GOAL_CPU_MS[era],
                f"upstream {ours.upstream_cpu_ms:.3f} ms/call",
            )
            if direct is not None:
                ratio = ours.rate / direct.rate
                add(
                    row,
                    f"proxy / direct {where}",
                    ratio,
                    "x",
                    f">= {GOAL_VS_DIRECT}",
                    ratio >= GOAL_VS_DIRECT,
                    f"{ours.rate:.0f} vs {direct.rate:.0f} calls/s",
                )
                p99 = ours.p99 / max(direct.p99, 1.0)  # autocannon's latencies are whole ms: 0 ms reads as 1
                add(
                    row,
                    f"proxy p99 / direct p99 {where}",
                    p99,
                    "x",
                    f"<= {GOAL_P99}",
                    p99 <= GOAL_P99,
                    f"{ours.p99:.0f} vs {direct.p99:.0f} ms",
                )
            for other, goal in (("fastmcp", GOAL_FASTMCP), ("mcp-proxy", GOAL_MCP_PROXY)):
                theirs = summaries.get((other, era, c))
                if theirs is not None:
                    ratio = ours.rate / theirs.rate
                    add(
                        (other, era, c),
                        f"proxy / {other} {where}",
                        ratio,
                        "x",
                        f">= {goal}",
                        ratio >= goal,
                        f"{ours.rate:.0f} vs {theirs.rate:.0f} calls/s",
                    )
    return checks


def merged_list(venv: Path) -> tuple[list[dict[str, Any]], str]:
    """The lists engineer's merged-list latency figures, when their module is in this checkout."""
    script = ROOT / "bench" / "merged_list.py"
    if not script.exists():
        return [], "skipped: bench/merged_list.py is not in this checkout"
    # run by the plain venv's Python, from a folder outside the clone: the `python -m aggregator serve` it starts
    # then imports the plain install (the script's own imports may take the checkout: `_common` puts it first)
    python = str(venv / "bin" / "python")
    try:
        done = subprocess.run(
            [python, str(script)], capture_output=True, text=True, timeout=MERGED_LIST_TIMEOUT_S, cwd=venv
        )
    except subprocess.TimeoutExpired:
        return [], f"failed: bench/merged_list.py did not finish within {MERGED_LIST_TIMEOUT_S:.0f} s"
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    if not lines:
        return [], f"failed: no RESULT line (exit {done.returncode}): {(done.stdout + done.stderr)[-300:]}"
    return list(json.loads(lines[-1][len("RESULT ") :]).get("figures", [])), "ran"


def table(
    targets: list[Target],
    summaries: dict[tuple[str, str, int], Summary],
    checks: dict[tuple[str, str, int], list[str]],
    eras: list[str],
    levels: list[int],
    merged: list[dict[str, Any]],
    notes: dict[str, str],
) -> list[str]:
    lines = [
        "| era | c | target | calls/s | x direct | p50 ms | p99 ms | p99 x direct | CPU ms/call: target "
        "| upstream | driver (load / whole) | checks |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for era in eras:
        for c in levels:
            direct = summaries.get(("direct", era, c))
            for t in targets:
                s = summaries.get((t.name, era, c))
                if s is None:
                    why = t.skipped.get(era, "every run failed").split(":")[0].replace("|", "/")
                    lines.append(f"| {era} | {c} | {LABELS[t.name]} | — | — | — | — | — | — | — | — | {why} |")
                    continue
                ratio = f"{s.rate / direct.rate:.2f}x" if direct else "—"
                p99 = f"{s.p99 / max(direct.p99, 1.0):.2f}x" if direct else "—"
                up = "—" if t.name == "direct" else f"{s.upstream_cpu_ms:.2f}"
                bad = f"; {s.bad} bad" if s.bad else ""
                lines.append(
                    f"| {era} | {c} | {LABELS[t.name]} | {s.rate:,.0f} | {ratio} | {s.p50:.0f} | {s.p99:.0f} | {p99} "
                    f"| {s.cpu_ms:.2f} | {up} | {s.driver_cpu_ms:.3f} / {s.driver_total_cpu_ms:.2f} | "
                    + "; ".join(checks.get((t.name, era, c), []))
                    + bad
                    + " |"
                )
    for f in merged:
        value = f"{f.get('value')} {f.get('unit', '')}".strip()
        passed = f.get("pass")
        check = f"{f.get('target', '—')} {verdict(passed)}"
        lines.append(f"| — | — | merged list: {f.get('name')} | {value} | | | | | | | | {check} |")
    for name, why in notes.items():
        lines.append(f"| — | — | {LABELS.get(name, name)} | | | | | | | | | {why} |")
    return lines


# --- main ---------------------------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=5.0, help="autocannon -d per run (slow peers: a number of calls)")
    p.add_argument("--concurrency", default="10,64")
    p.add_argument("--eras", default=",".join(ERAS))
    p.add_argument("--targets", default=",".join(TARGETS), help=f"subset of {','.join(TARGETS)} (direct, proxy kept)")
    p.add_argument("--no-merged-list", action="store_true", help="skip bench/merged_list.py")
    return p.parse_args(argv)


def run_rounds(
    bench: Bench, targets: list[Target], eras: list[str], levels: list[int], args: argparse.Namespace
) -> None:
    for round_no in range(args.rounds):
        shift = round_no % len(targets)
        order = targets[shift:] + targets[:shift]
        for c in levels if round_no % 2 == 0 else levels[::-1]:
            for era in eras if round_no % 2 == 0 else eras[::-1]:
                for t in order:
                    if era in t.skipped:
                        continue
                    try:
                        run = bench.run(t, era, c, args.seconds, slow=t.name in SLOW)
                    except DriverError as exc:
                        print(f"  round {round_no + 1} {era} c={c} {t.name}: failed: {exc}", flush=True)
                        continue
                    t.runs.setdefault((era, c), []).append(run)
                    print(
                        f"  round {round_no + 1} {era:6} c={c:<3} {t.name:11} {run.rate:8.1f} calls/s  "
                        f"p50 {run.p50:5.0f} ms  p99 {run.p99:5.0f} ms  CPU {1e3 * run.cpu_s / run.calls:.3f} ms/call  "
                        f"upstream {1e3 * run.upstream_cpu_s / run.calls:.3f}  driver "
                        f"{1e3 * run.driver_load_cpu_s / run.calls:.3f} "
                        f"({1e3 * run.driver_cpu_s / run.calls:.3f} whole)  "
                        f"{run.bytes_per_answer:.0f} B/answer" + (f"  {run.bad} bad" if run.bad else ""),
                        flush=True,
                    )


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    eras = [e for e in args.eras.split(",") if e]
    levels = [int(c) for c in args.concurrency.split(",") if c]
    names = [n for n in TARGETS if n in args.targets.split(",") or n in ("direct", "proxy")]
    if set(eras) - set(ERAS) or set(args.targets.split(",")) - set(TARGETS):
        print(f"usage: eras from {ERAS}, targets from {TARGETS}", file=sys.stderr)
        return 2
    began = time.perf_counter()
    report = Report("proxy_limit")
    notes: dict[str, str] = {}
    venv = plain_venv()
    tools = install()
    driver, node_version = autocannon(tools)
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    print(f"plain install: {venv} (pip install <checkout>, no extra); driver: {AUTOCANNON_PIN} on node {node_version}")
    for note in tools.install_notes:
        print(f"  {note}")
    with tempfile.TemporaryDirectory(prefix="bench-limit-") as tmp:
        procs = Processes(Path(tmp))
        (Path(tmp) / "home").mkdir()
        try:
            upstream, targets = start_targets(tools, venv, procs, names, notes)
            bench = Bench(driver, upstream.pgid, Path(tmp))
            for t in targets:
                prepare(t, eras, -(-max(levels) // SESSION_CALLS))
                for era, why in t.skipped.items():
                    print(f"  {t.name} not measured in {era}: {why}")
            targets = [t for t in targets if len(t.skipped) < len(eras)]
            print("targets: " + ", ".join(f"{t.name} {t.url}" for t in targets))
            probe = probe_fast_path(venv, upstream.url)
            print(f"fast-path probe (an Aggregator in the plain venv calling the upstream): {json.dumps(probe)}")
            for era in eras:  # unmeasured: connections, imports and caches warm (the sample call proved it answers)
                for t in targets:
                    if era not in t.skipped:
                        try:
                            bench.run(t, era, min(levels), 1, slow=t.name in SLOW)
                        except DriverError as exc:
                            print(f"  warm-up of {t.name} ({era}) failed: {exc}")
            bench.startup_cpu_s = bench.startup(upstream, eras[0])
            print(f"autocannon's own start (CPU of a 1-call run, least of 3): {1e3 * bench.startup_cpu_s:.0f} ms")
            clients = {t.name: loaded_client(t.pgid) for t in targets if t.name in ("proxy", "workers")}
            print(
                f"upstream HTTP client the proxy loaded: {clients}; warm-up done at {time.perf_counter() - began:.0f} s"
            )
            run_rounds(bench, targets, eras, levels, args)
            memory = {t.name: family_rss(t.pgid) for t in targets if t.name in ("proxy", "workers", "passthrough")}
        finally:
            procs.stop_all()
    summaries = {(t.name, era, c): summarise(runs) for t in targets for (era, c), runs in t.runs.items() if runs}
    merged, merged_note = ([], "skipped: --no-merged-list") if args.no_merged_list else merged_list(venv)
    for name, (count, mib) in memory.items():
        notes[f"{name} memory"] = f"RSS after the rounds: {mib:.0f} MiB in {count} process(es), summed"
    if not merged:
        notes["merged list"] = merged_note
    checks = judge(report, summaries, eras, levels)
    fast = clients.get("proxy", "").startswith("aiohttp (C") and probe.get("client") == "aiohttp"
    report.add(
        Figure(
            "plain install's upstream client is aiohttp",
            1.0 if fast else 0.0,
            "",
            "= 1",
            fast,
            f"proxy process: {clients.get('proxy')}; probe: {probe.get('client')}, {probe.get('requests')}, "
            f"sniffio importable: {probe.get('sniffio')}",
        )
    )
    for f in merged:
        report.add(
            Figure(
                f"merged list: {f.get('name')}",
                f.get("value", 0),
                f.get("unit", ""),
                f.get("target", "—"),
                f.get("pass"),
                str(f.get("detail", "")),
            )
        )
    print()
    print(f"### `tools/call` through each target: autocannon 9.0.0, {args.rounds} rounds, medians; plain install")
    print()
    for line in table(targets, summaries, checks, eras, levels, merged, notes):
        print(line)
    print()
    print(
        f"upstream client of the proxy: {clients.get('proxy')} (probe: {probe.get('client')}, sniffio importable: "
        f"{probe.get('sniffio')}); bytes per answer as autocannon read them vs a sample read whole: "
        + ", ".join(
            f"{t.name} {era} {summaries[(t.name, era, levels[0])].bytes_per_answer:.0f}/{t.sample_bytes[era]}"
            for t in targets
            for era in eras
            if (t.name, era, levels[0]) in summaries
        )
    )
    for f in report.figures:
        print(f"{f.name}: {f.value:g} {f.unit} (target {f.target}) {verdict(f.passed)} — {f.detail}")
    report.extra = {
        "rows": {f"{name} {era} c={c}": vars(s) for (name, era, c), s in summaries.items()},
        "notes": notes,
        "plain_venv": str(venv),
        "driver": f"{AUTOCANNON_PIN} node {node_version}",
        "probe": probe,
        "memory": {name: {"processes": count, "rss_mib": round(mib, 1)} for name, (count, mib) in memory.items()},
        "seconds": round(time.perf_counter() - began, 1),
    }
    print(f"took {time.perf_counter() - began:.0f} s")
    report.emit()
    if not summaries:
        return 2
    return 0 if all(f.passed is not False for f in report.figures) else 1


if __name__ == "__main__":
    sys.exit(main())
