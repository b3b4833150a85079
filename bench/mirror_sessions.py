"""The cost of era mirroring: what each legacy client's own upstream session costs the proxy and the server.

Upstream: the `mcp` 2.3.0 SDK fixture that asks through the session API
(`tests/fixtures/servers/sdk_session_api.py http`, peers kit Python), dual era, over HTTP on loopback.
The proxy's server core runs in this process (no HTTP front: `session_memory` measures that), with its
aggregator connected to the fixture in the modern era.

* `CLIENTS` legacy clients each initialize and call one tool (`whoami`), then stay open. Run twice: with
  mirroring (the default bound) and without (`mirror_sessions=0`: every legacy client shares the modern
  connection, as before).
* Upstream sessions per legacy client: the aggregator's count of own sessions / clients, and the distinct
  `Mcp-Session-Id`s the server saw.
* Proxy memory per legacy client: `tracemalloc` current size after `gc.collect()` with the clients open,
  minus the same before they came; mirroring's share is the difference between the two runs.
* File descriptors per legacy client: this process's open descriptors (its sockets) with the clients open,
  minus before.
* Server memory per session: the fixture process's RSS growth over the run (`/proc/<pid>/status`), mirrored
  run minus shared run.
* First-call latency (median): a mirrored client's first call includes its legacy handshake.
* After every client closed: the own sessions left open (target 0) and the proxy memory still held.
"""

from __future__ import annotations

import gc
import os
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

import anyio
from _common import ROOT, Figure, Report

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import Message, Notification, Request, Response
from aggregator.proxy.server import ProxyServer, ProxySettings, Session

sys.path.insert(0, str(ROOT))
from tests.peers import http_server, kit  # the fixture runner the tests use

CLIENTS = 40
KIB = 1024
LEGACY = "2025-11-25"


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def open_fds() -> int:
    """File descriptors this process holds (its sockets to the server among them)."""
    return len(os.listdir("/proc/self/fd"))


async def _ignore(message: Message) -> None:
    pass


async def legacy_client(server: ProxyServer, n: int) -> tuple[Session, str, float]:
    """One legacy client: initialize, one call; (its session, the upstream session id it got, call seconds)."""
    session = server.open_session()
    info = {"name": f"bench-{n}", "version": "1"}
    params = {"protocolVersion": LEGACY, "capabilities": {"elicitation": {}}, "clientInfo": info}
    await server.handle(Request(1, "initialize", params), session=session, send=_ignore)
    await server.handle_notification(Notification("notifications/initialized"), session)
    started = time.perf_counter()
    call = {"name": "whoami", "arguments": {}}
    reply = await server.handle(Request(2, "tools/call", call), session=session, send=_ignore)
    took = time.perf_counter() - started
    assert isinstance(reply, Response), reply
    return session, str(reply.result["content"][0]["text"]), took


async def run(url: str, pid: int, mirror: bool) -> dict[str, Any]:
    settings = ProxySettings(**({} if mirror else {"mirror_sessions": 0}))
    rss_before = rss_kib(pid)
    tracemalloc.start()
    async with Aggregator([ServerConfig(name="sdk", url=url)]) as agg:
        await agg.wait_connected(timeout=30)
        server = ProxyServer(agg, settings)
        warm, _, _ = await legacy_client(server, -1)  # warm: lists fetched, the connection pools open
        server.close_session(warm)
        if warm.own is not None:
            with anyio.fail_after(30):
                await warm.own.wait_closed()
        gc.collect()
        baseline = tracemalloc.get_traced_memory()[0]
        fds_before = open_fds()
        sessions, seen, took = [], set(), []
        with anyio.fail_after(120):
            for n in range(CLIENTS):
                session, upstream_id, seconds = await legacy_client(server, n)
                sessions.append(session)
                seen.add(upstream_id)
                took.append(seconds)
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - baseline
        own = agg.own_sessions("sdk")
        rss_open = rss_kib(pid)
        fds = open_fds() - fds_before
        for session in sessions:
            server.close_session(session)
        with anyio.fail_after(60):
            for session in sessions:
                if session.own is not None:
                    await session.own.wait_closed()
        left = agg.own_sessions()
        del sessions
        gc.collect()
        after = tracemalloc.get_traced_memory()[0] - baseline
    tracemalloc.stop()
    return {
        "held": held,
        "after": after,
        "own": own,
        "distinct": len(seen - {"none"}),
        "left": left,
        "rss": rss_open - rss_before,
        "first_call": statistics.median(took),
        "fds": fds,
    }


async def main() -> None:
    report = Report("mirror_sessions")
    k = kit()
    fixture = k.fixture("sdk_session_api.py")
    results = {}
    for mirror in (False, True):
        # a fresh server per run: its RSS growth is this run's alone
        with http_server([k.python, fixture, "http"]) as url:
            pid = _pid_of(fixture)
            results[mirror] = await run(url, pid, mirror)
    on, off = results[True], results[False]
    report.add(
        Figure(
            f"upstream sessions per legacy client ({CLIENTS} clients, one dual-era server)",
            on["own"] / CLIENTS,
            "sessions",
            "= 1",
            on["own"] == CLIENTS and on["distinct"] == CLIENTS,
            f"{on['distinct']} distinct Mcp-Session-Ids at the server; without mirroring: {off['own']} own, "
            f"{off['distinct']} (every legacy client shares the one modern connection)",
        )
    )
    per_client = (on["held"] - off["held"]) / CLIENTS
    report.add(
        Figure(
            "proxy memory per legacy client, for its own upstream session",
            round(per_client / KIB, 1),
            "KiB",
            "<= 256 KiB",
            per_client <= 256 * KIB,
            f"held per client {on['held'] / CLIENTS / KIB:.1f} KiB mirrored vs {off['held'] / CLIENTS / KIB:.1f} KiB "
            "shared (the downstream session itself)",
        )
    )
    report.add(
        Figure(
            "proxy file descriptors per legacy client (its own connections to the server)",
            round((on["fds"] - off["fds"]) / CLIENTS, 2),
            "fds",
            "(reported)",
            None,
            f"{on['fds']} more while {CLIENTS} mirrored clients were open; {off['fds']} shared",
        )
    )
    server_per = (on["rss"] - off["rss"]) / CLIENTS
    report.add(
        Figure(
            "server memory per upstream session (SDK fixture RSS growth, mirrored minus shared)",
            round(server_per, 1),
            "KiB",
            "(reported)",
            None,
            f"RSS grew {on['rss']} KiB mirrored, {off['rss']} KiB shared, over {CLIENTS} clients",
        )
    )
    report.add(
        Figure(
            "first call of a legacy client (median), mirrored vs shared",
            round(on["first_call"] * 1e3, 1),
            "ms",
            "(reported)",
            None,
            f"shared: {off['first_call'] * 1e3:.1f} ms; the difference is the legacy handshake of its own session",
        )
    )
    report.add(
        Figure(
            "own sessions left open after every client closed",
            on["left"],
            "sessions",
            "= 0",
            on["left"] == 0,
            f"proxy memory still held after: {on['after'] / KIB:.0f} KiB mirrored, {off['after'] / KIB:.0f} KiB shared",
        )
    )
    for figure in report.figures:
        verdict = {True: "PASS", False: "MISS", None: "—"}[figure.passed]
        print(
            f"mirror_sessions: {figure.name}: {figure.value} {figure.unit} ({figure.target}) {verdict}; {figure.detail}"
        )
    report.emit()


def _pid_of(fixture: str) -> int:
    """The fixture process just started (the newest one running that file)."""
    out = subprocess.run(["pgrep", "-n", "-f", fixture], capture_output=True, text=True, check=True)
    return int(out.stdout.split()[0])


if __name__ == "__main__":
    os.environ.setdefault("MCP_AGGREGATOR_PEERS", "")
    anyio.run(main)
