"""Real parts for the scale-out tests: upstream servers that count what they are asked, `serve --replica` processes,
a real Redis, and a real HAProxy running the shipped `deploy/haproxy.cfg`.

Every process is started with a bounded wait for its ready line (or health), and stopped when its context ends,
whatever happened: SIGTERM, a bounded wait, then SIGKILL. Nothing here sleeps to wait for something.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import anyio.abc
import httpx
from anyio.streams.buffered import BufferedByteReceiveStream

ROOT = Path(__file__).resolve().parent.parent
CLI = str(Path(sys.executable).parent / "mcp-aggregator")
HAPROXY_CFG = ROOT / "deploy" / "haproxy.cfg"
COUNTING = ROOT / "tests" / "fixtures" / "servers" / "counting_http.py"
#: the replicas' bearer token (`--token-env MCP_TOKEN`); the balancer's health check sends it too
TOKEN = "scale-out-test-token"
#: a hang guard for one start or stop: everything ends long before it unless something is stuck
START_S = 60.0
STOP_S = 10.0
MODERN = "2026-07-28"
LEGACY = "2025-11-25"
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
AUTH = {"authorization": f"Bearer {TOKEN}"}
REPLICA_HEADER = "mcp-aggregator-replica"


def haproxy_binary() -> str | None:
    """HAProxy's path, or None when it is not installed (scripts/services.sh installs it)."""
    return shutil.which("haproxy") or next((p for p in ("/usr/sbin/haproxy",) if os.path.exists(p)), None)


def free_port() -> int:
    """A port free now on 127.0.0.1, for a program that cannot bind port 0 and say which it got (HAProxy)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@asynccontextmanager
async def running(
    command: Sequence[str], *, env: dict[str, str] | None = None, ready_lines: int = 0
) -> AsyncIterator[tuple[anyio.abc.Process, list[str]]]:
    """A process, and the first `ready_lines` lines of its stdout (read within `START_S`); stopped on exit."""
    process = await anyio.open_process(
        list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None, env={**os.environ, **(env or {})}
    )
    try:
        lines: list[str] = []
        if ready_lines:
            assert process.stdout is not None
            stdout = BufferedByteReceiveStream(process.stdout)
            with anyio.fail_after(START_S):
                for _ in range(ready_lines):
                    lines.append((await stdout.receive_until(b"\n", 1 << 16)).decode())
        yield process, lines
    finally:
        with anyio.CancelScope(shield=True):
            await stop(process)


async def stop(process: anyio.abc.Process) -> None:
    """SIGTERM, a bounded wait, SIGKILL: the process is gone when this returns."""
    if process.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            process.send_signal(signal.SIGTERM)
        with anyio.move_on_after(STOP_S):
            await process.wait()
    if process.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        await process.wait()
    await process.aclose()


# -- the upstreams


@asynccontextmanager
async def upstreams(count: int, *, ttl_ms: int) -> AsyncIterator[list[str]]:
    """`count` counting upstream servers (one process): their MCP URLs."""
    command = [sys.executable, str(COUNTING), "--servers", str(count), "--ttl-ms", str(ttl_ms)]
    async with running(command, ready_lines=count) as (_, lines):
        yield [line.removeprefix("LISTENING ") for line in lines]


async def counts(http: httpx.AsyncClient, url: str) -> dict[str, Any]:
    """What the upstream at `url` has received: `{"tools/list": n, "tools/call": {tool: n}, …}`."""
    answer = await http.get(url.removesuffix("/mcp") + "/counts")
    found: dict[str, Any] = answer.json()
    return found


def config(
    path: Path, urls: Sequence[str], *, limits: dict[str, Any] | None = None, extra: dict[str, Any] | None = None
) -> Path:
    """A config of the upstreams as `up0`…`upN`; `limits` goes into up0's `aggregator` object."""
    servers: dict[str, Any] = {f"up{i}": {"url": url} for i, url in enumerate(urls)}
    if limits:
        servers["up0"]["aggregator"] = limits
    path.write_text(json.dumps({"mcpServers": servers, **(extra or {})}))
    return path


# -- the store


def redis_binary() -> str | None:
    """redis-server's path, or None when it is not installed (scripts/services.sh)."""
    return shutil.which("redis-server")


@asynccontextmanager
async def redis() -> AsyncIterator[str]:
    """A real redis-server (tests/redis_server.py), nothing on disk: its `redis://` URL once it answers PING."""
    from tests.redis_server import RedisServer

    server = RedisServer()
    await anyio.to_thread.run_sync(server.start)  # bounded: it gives up after 10 s
    try:
        yield server.url
    finally:
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(server.stop)


# -- the replicas


@dataclass
class Replica:
    """One `serve --replica NAME` process."""

    name: str
    url: str
    process: anyio.abc.Process

    @property
    def port(self) -> int:
        """The port it listens on."""
        return int(self.url.rsplit(":", 1)[1].split("/")[0])


@asynccontextmanager
async def replica(
    path: Path, name: str, *, store: str | None = None, args: Sequence[str] = (), ready: bool = True
) -> AsyncIterator[Replica]:
    """`serve --http 127.0.0.1:0 --replica NAME` on config `path` (with `--store` when given), its servers up."""
    command = [CLI, "serve", "--config", str(path), "--http", "127.0.0.1:0", "--replica", name]
    command += ["--token-env", "MCP_TOKEN", *args] + (["--store", store] if store else [])
    async with running(command, env={"MCP_TOKEN": TOKEN}, ready_lines=1) as (process, lines):
        assert lines[0].startswith("LISTENING http://127.0.0.1:"), lines
        served = Replica(name, lines[0].removeprefix("LISTENING "), process)
        if ready:
            await healthy(served.url)
        yield served


async def healthy(url: str) -> None:
    """Wait (bounded) until the replica at `url` has every upstream connected and listed ("partial": some of its
    tools wait for the pins' approval)."""
    health = url.removesuffix("/mcp") + "/healthz"
    async with httpx.AsyncClient(headers=AUTH, timeout=5) as http:
        with anyio.fail_after(START_S):
            while not all(
                server["state"] in ("ok", "partial") for server in (await http.get(health)).json()["servers"].values()
            ):
                await anyio.sleep(0.05)  # polling a health endpoint: the bound above ends it


# -- the balancer


@asynccontextmanager
async def haproxy(replicas: Sequence[Replica]) -> AsyncIterator[str]:
    """HAProxy with `deploy/haproxy.cfg` in front of `replicas` (named r1, r2, r3): its MCP URL, every replica up."""
    binary = haproxy_binary()
    assert binary is not None, "haproxy is not installed (scripts/services.sh)"
    port = free_port()
    env = {"MCP_LB_BIND": f"127.0.0.1:{port}", "MCP_TOKEN": TOKEN}
    env |= {f"MCP_{r.name.upper()}": f"127.0.0.1:{r.port}" for r in replicas}
    # -db: stay in the foreground, as a container's main process does
    async with running([binary, "-db", "-f", str(HAPROXY_CFG)], env=env):
        base = f"http://127.0.0.1:{port}"
        async with httpx.AsyncClient(timeout=5) as http:
            with anyio.fail_after(START_S):
                while True:
                    with contextlib.suppress(httpx.TransportError):
                        if (await http.get(base + "/lb/replicas-up")).text.strip() == str(len(replicas)):
                            break
                    await anyio.sleep(0.05)  # polling the balancer's readiness: the bound above ends it
        yield base + "/mcp"


async def replicas_up(lb: str) -> int:
    """How many replicas the balancer counts up now."""
    async with httpx.AsyncClient(timeout=5) as http:
        return int((await http.get(lb.removesuffix("/mcp") + "/lb/replicas-up")).text)


# -- the clients


@dataclass
class Answer:
    """One HTTP answer: status, the JSON-RPC message (None when the body is not JSON), which replica answered."""

    status: int
    message: dict[str, Any] | None
    replica: str | None
    headers: httpx.Headers = field(default_factory=httpx.Headers)


async def modern(
    http: httpx.AsyncClient,
    url: str,
    method: str,
    params: dict[str, Any] | None = None,
    *,
    capabilities: dict[str, Any] | None = None,
) -> Answer:
    """One modern (2026-07-28) request, stateless: any replica may answer it."""
    meta = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}
    if capabilities:
        meta["io.modelcontextprotocol/clientCapabilities"] = capabilities
    params = {**(params or {}), "_meta": meta}
    headers = {**ACCEPT, **AUTH, "mcp-protocol-version": MODERN, "mcp-method": method}
    if method == "tools/call":
        headers["mcp-name"] = params["name"]
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
    return _answer(await http.post(url, content=json.dumps(body), headers=headers))


async def legacy(http: httpx.AsyncClient, url: str, session: str | None, message: dict[str, Any]) -> Answer:
    """One legacy request (JSON answer or one SSE event), in `session` when given."""
    headers = {**ACCEPT, **AUTH, "mcp-protocol-version": LEGACY}
    if session is not None:
        headers["mcp-session-id"] = session
    return _answer(await http.post(url, content=json.dumps(message), headers=headers))


def initialize(rid: int = 1) -> dict[str, Any]:
    """A legacy `initialize` request."""
    params = {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "scale-out", "version": "1"}}
    return {"jsonrpc": "2.0", "id": rid, "method": "initialize", "params": params}


def _answer(response: httpx.Response) -> Answer:
    text = response.text
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        data = [line[5:].strip() for line in text.splitlines() if line.startswith("data:") and line[5:].strip()]
        text = data[-1] if data else ""
    try:
        message = json.loads(text) if text else None
    except ValueError:
        message = None
    return Answer(response.status_code, message, response.headers.get(REPLICA_HEADER), response.headers)


def text_of(answer: Answer) -> str:
    """The text of a tools/call result (its first content block); "" when there is none."""
    result = (answer.message or {}).get("result") or {}
    content = result.get("content") or [{}]
    return str(content[0].get("text", ""))


# -- the whole


@dataclass
class Cluster:
    """Upstreams, replicas r1…rN on one config, and the balancer in front of them."""

    upstreams: list[str]
    replicas: list[Replica]
    lb: str

    def replica(self, name: str) -> Replica:
        """The replica named `name`."""
        return next(r for r in self.replicas if r.name == name)


@asynccontextmanager
async def cluster(
    tmp_path: Path,
    *,
    servers: int = 2,
    ttl_ms: int = 60_000,
    replicas: int = 3,
    store: str | None = None,
    limits: dict[str, Any] | None = None,
    extra: dict[str, Any] | None = None,
    args: Sequence[str] = (),
) -> AsyncIterator[Cluster]:
    """Everything, started in order (upstreams, then each replica once the one before is ready, then HAProxy).

    `store="redis"` starts a Redis for the replicas' `--store`; any other value is passed as it is.
    """
    async with contextlib.AsyncExitStack() as stack:
        if store == "redis":
            store = await stack.enter_async_context(redis())
        urls = await stack.enter_async_context(upstreams(servers, ttl_ms=ttl_ms))
        path = config(tmp_path / "mcp.json", urls, limits=limits, extra=extra)
        started = []
        for i in range(1, replicas + 1):
            started.append(await stack.enter_async_context(replica(path, f"r{i}", store=store, args=args)))
        lb = await stack.enter_async_context(haproxy(started))
        yield Cluster(urls, started, lb)
