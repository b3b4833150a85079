"""What a modern call parked for its client's input costs the proxy, and that the parking bounds hold.

Upstreams: in-memory legacy servers (the tests' `FakeServer`) whose tool asks its client to elicit, so a modern
client's call to it parks (`input_required` with our signed `requestState`) until the retry or the input expiry.
The proxy's server core runs in this process, with `watch` owning the parked calls.

* `CALLS` modern calls park, spread over `CALLS / per-client bound` client addresses; memory per parked call =
  `tracemalloc` current size after `gc.collect()` with them parked, minus before, over `CALLS`.
* Then one more call per bound: past the per-client bound and past the total bound, each is refused at once
  (`-32603`, `data.aggregator.kind` "busy").
"""

from __future__ import annotations

import gc
import sys
import tracemalloc
from typing import Any

import anyio
from _common import ROOT, Figure, Report

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Request, Response
from aggregator.proxy.server import ProxyServer, ProxySettings

sys.path.insert(0, str(ROOT))
from tests.memory_server import FakeServer, Session, tool  # the in-memory server the tests use

CALLS = 128
PER_CLIENT = 32
#: a legacy server's request names no call: with two of its calls in flight nobody is asked, so one call each
SERVERS = CALLS + 1
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}
ELICIT = {"mode": "form", "message": "Name?", "requestedSchema": {"type": "object", "properties": {}}}


async def _asks(session: Session, request: Request) -> dict[str, Any]:
    await session.send(Request(f"q{request.id}", "elicitation/create", ELICIT))
    await anyio.sleep_forever()  # parked until the proxy cancels it (expiry or close)
    return {}


async def _ignore(message: Message) -> None:
    pass


async def call(server: ProxyServer, rid: int, name: str, client: str) -> Response | ErrorResponse | None:
    meta = {**META, "io.modelcontextprotocol/clientCapabilities": {"elicitation": {}}}
    request = Request(rid, "tools/call", {"name": name, "arguments": {}, "_meta": meta})
    return await server.handle(request, session=None, send=_ignore, client=client)


async def main() -> None:
    report = Report("parked_calls")
    fakes = [FakeServer(era="legacy", pages=[[tool("ask")]], on_call=_asks) for _ in range(SERVERS)]
    configs = [ServerConfig(name=f"s{i}", serve=fake.serve) for i, fake in enumerate(fakes)]
    settings = ProxySettings(max_parked=CALLS, max_parked_per_client=PER_CLIENT)
    async with Aggregator(configs) as agg:
        server = ProxyServer(agg, settings)
        async with anyio.create_task_group() as tg:
            await tg.start(server.watch)
            await agg.wait_connected(timeout=20)
            warm = await call(server, 0, f"s{CALLS}__ask", "warm-up")  # first-call paths out of the figure
            assert isinstance(warm, Response), warm
            tracemalloc.start()
            gc.collect()
            before = tracemalloc.get_traced_memory()[0]
            for n in range(CALLS - 1):  # with the warm-up: the total bound exactly
                reply = await call(server, n + 1, f"s{n}__ask", f"10.0.0.{n % (CALLS // PER_CLIENT)}")
                assert isinstance(reply, Response) and reply.result["resultType"] == "input_required", reply
            gc.collect()
            held = tracemalloc.get_traced_memory()[0] - before
            tracemalloc.stop()
            # 10.0.0.0 holds PER_CLIENT of them; the house holds CALLS
            per_client = await call(server, CALLS, f"s{CALLS - 1}__ask", "10.0.0.0")
            total = await call(server, CALLS + 1, f"s{CALLS - 1}__ask", "10.0.0.99")
            tg.cancel_scope.cancel()
    per_call = held / (CALLS - 1) / 1024
    report.add(Figure("memory per parked call", round(per_call, 1), "KiB", "(reported)", None))
    refused = [
        r for r in (per_client, total) if isinstance(r, ErrorResponse) and r.data["aggregator"]["kind"] == "busy"
    ]
    scopes = [r.data["aggregator"]["scope"] for r in refused]  # type: ignore[index]
    report.add(Figure("calls past a bound refused busy", len(refused), "of 2", "= 2", len(refused) == 2, str(scopes)))
    report.emit()


if __name__ == "__main__":
    anyio.run(main)
