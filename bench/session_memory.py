"""Memory the proxy's HTTP front holds for idle legacy sessions after large results, under the replay byte caps.

A 2025-11-25 session streams each call (primed, resumable), so every answer goes to the session's replay log
in case the client lost the stream. The scenario of the security review: clients open sessions, call a tool
with a large result, read it whole and then go quiet — no later request, no `Last-Event-ID`, so nothing proves
they got it and the log must keep it until its caps or the idle expiry say otherwise.

* The ASGI app is driven in-process (no sockets): each client has its own address and connection; it reads
  each answer to its end. The upstream is an in-memory modern server whose `tools/call` result is `RESULT_MB`
  of text, passed through `json.dumps`/`json.loads` as a wire would.
* Held = `tracemalloc` current size after `gc.collect()`, minus the same with the aggregator and app up and no
  session yet. The proxy's own count of replay bytes (`app.replay.used`) is shown beside it.
* Four runs, one after another: the default caps (4 MiB per session, 64 MiB in all) with SESSIONS large
  results; the same with the caps lifted (what a count-only log kept); the capped run again with each client
  sending one more request on the connection that carried its answer (which proves receipt: the log lets
  the answer go); and many idle sessions with small results (memory per session). Targets: capped held <=
  total cap + 4 MiB; acknowledged <= one result + 1 MiB; per idle session <= 64 KiB.
"""

from __future__ import annotations

import gc
import json
import tracemalloc
from collections.abc import MutableMapping
from typing import Any

import anyio
from _common import Figure, Report
from _server import BenchServer

from aggregator import Aggregator
from aggregator.protocol.jsonrpc import Request, Response
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.server import ProxyServer

SESSIONS = 32
RESULT_MB = 4
SMALL_SESSIONS = 500
MIB = 2**20
LIFTED = 1 << 40
TOOL = "big_result"


class BigResults(BenchServer):
    """One tool whose result is `size` bytes of text."""

    def __init__(self, size: int) -> None:
        tool = {"name": TOOL, "description": "a large result", "inputSchema": {"type": "object"}}
        super().__init__("big", tools=1, page_size=1, make_tool=lambda server, index: dict(tool))
        self.size = size

    def _answer(self, req: Request) -> Any:
        if req.method != "tools/call":
            return super()._answer(req)
        result = {"content": [{"type": "text", "text": "x" * self.size}], "isError": False}
        return Response(req.id, json.loads(json.dumps(result)))


async def exchange(
    app: McpHttpApp, method: str, headers: dict[str, str], body: bytes, client: tuple[str, int]
) -> tuple[int, dict[str, str], int]:
    """One request, read to its end: (status, headers, body size)."""
    scope = {
        "type": "http",
        "method": method,
        "path": "/mcp",
        "headers": [(k.encode(), v.encode()) for k, v in {"host": "127.0.0.1", **headers}.items()],
        "client": client,
        "server": ("127.0.0.1", 8080),
    }
    sent = False
    never = anyio.Event()
    start: dict[str, Any] = {}
    size = 0

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await never.wait()
        return {"type": "http.disconnect"}

    async def send(message: MutableMapping[str, Any]) -> None:
        nonlocal size
        if message["type"] == "http.response.start":
            start.update(message)
        else:
            size += len(message.get("body", b""))

    await app(scope, receive, send)
    head = {k.decode(): v.decode() for k, v in start["headers"]}
    return start["status"], head, size


ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


async def idle_sessions(app: McpHttpApp, count: int, result_bytes: int, *, ping: bool = False) -> int:
    """`count` clients each open a session, call the tool once, read the answer and go quiet; bytes read.

    `ping`: each then sends one more request on the connection that carried the answer (proof it was read).
    """
    read = 0
    for n in range(count):
        client = (f"10.{n // 65536}.{n // 256 % 256}.{n % 256}", 40000)
        params = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "b", "version": "1"}}
        init = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params}).encode()
        status, head, _ = await exchange(app, "POST", ACCEPT, init, client)
        assert status == 200, status
        headers = {**ACCEPT, "mcp-session-id": head["mcp-session-id"], "mcp-protocol-version": "2025-11-25"}
        call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": TOOL, "arguments": {}}}
        status, _, size = await exchange(app, "POST", headers, json.dumps(call).encode(), (client[0], 40001))
        assert status == 200 and size > result_bytes, (status, size)
        read += size
        if ping:
            ping_body = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "ping"}).encode()
            await exchange(app, "POST", headers, ping_body, (client[0], 40001))
    return read


async def measure(
    settings: HttpSettings, sessions: int, result_bytes: int, *, ping: bool = False
) -> tuple[int, int, int]:
    """(held bytes, replay bytes by the proxy's count, bytes the clients read)."""
    server = BigResults(result_bytes)
    tracemalloc.start()
    async with Aggregator([server.config()]) as agg:
        await agg.wait_connected()
        await agg.list_tools()
        app = McpHttpApp(ProxyServer(agg), settings)
        gc.collect()
        baseline = tracemalloc.get_traced_memory()[0]
        read = await idle_sessions(app, sessions, result_bytes, ping=ping)
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - baseline
        replay = app.replay.used
    tracemalloc.stop()
    return held, replay, read


async def main() -> None:
    report = Report("session_memory")
    capped = HttpSettings()
    lifted = HttpSettings(session_replay_bytes=LIFTED, total_replay_bytes=LIFTED)
    size = RESULT_MB * 10**6
    held, replay, read = await measure(capped, SESSIONS, size)
    free_held, free_replay, _ = await measure(lifted, SESSIONS, size)
    acked_held, acked_replay, _ = await measure(capped, SESSIONS, size, ping=True)
    small_held, _, _ = await measure(capped, SMALL_SESSIONS, 100)
    cap = capped.total_replay_bytes
    target = cap + 4 * MIB
    caps = f"{capped.session_replay_bytes // MIB} MiB/session, {cap // MIB} MiB in all"
    report.add(
        Figure(
            f"held, {SESSIONS} idle sessions x {RESULT_MB} MB result (caps {caps})",
            round(held / MIB, 1),
            "MiB",
            f"<= {target // MIB} MiB",
            held <= target,
            f"replay log {replay / MIB:.1f} MiB; clients read {read / MIB:.1f} MiB",
        )
    )
    report.add(
        Figure(
            f"held, same with the byte caps lifted (count-only log, as before) -> {free_held / held:.1f}x the capped",
            round(free_held / MIB, 1),
            "MiB",
            "(reported)",
            None,
            f"replay log {free_replay / MIB:.1f} MiB",
        )
    )
    report.add(
        Figure(
            "held, same but each client's next request on that connection acknowledged its answer",
            round(acked_held / MIB, 1),
            "MiB",
            "<= 1 result + 1 MiB",
            acked_held <= size + MIB,
            f"replay log {acked_replay / MIB:.1f} MiB; the rest is the last result, still referenced by the "
            "in-memory upstream's channel",
        )
    )
    per_session = small_held / SMALL_SESSIONS
    report.add(
        Figure(
            f"held per idle session ({SMALL_SESSIONS} sessions, one small call each)",
            round(per_session / 1024, 1),
            "KiB",
            "<= 64 KiB",
            per_session <= 64 * 1024,
            f"{small_held / MIB:.1f} MiB for {SMALL_SESSIONS} sessions",
        )
    )
    for figure in report.figures:
        verdict = {True: "PASS", False: "MISS", None: "—"}[figure.passed]
        print(
            f"session_memory: {figure.name}: {figure.value} {figure.unit} ({figure.target}) {verdict}; {figure.detail}"
        )
    report.emit()


if __name__ == "__main__":
    anyio.run(main)
