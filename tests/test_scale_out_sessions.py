"""Legacy (handshake-era) sessions behind the balancer: the session id names its replica, HAProxy routes on it.

Real parts: `deploy/haproxy.cfg` in a real HAProxy, three `serve --replica` processes, counting upstreams
(tests/scale_out.py). A session opened through the balancer is served by its owner on every request; once the owner
is dead, the request lands elsewhere and gets the 404 that tells the client to initialize again.
"""

from __future__ import annotations

from pathlib import Path

import anyio
import httpx
import pytest

from aggregator.proxy.replica import replica_of
from tests.scale_out import ACCEPT, AUTH, LEGACY, REPLICA_HEADER, cluster, haproxy_binary, initialize, legacy, modern

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.skipif(haproxy_binary() is None, reason="haproxy is not installed (scripts/services.sh)"),
]


@pytest.fixture
def anyio_backend() -> str:
    """asyncio only: what is tested runs in other processes; the driver's event loop changes nothing there."""
    return "asyncio"


def request(rid: int, method: str) -> dict[str, object]:
    return {"jsonrpc": "2.0", "id": rid, "method": method, "params": {}}


async def test_a_legacy_session_reaches_its_owner_and_a_dead_owners_session_is_404(tmp_path: Path) -> None:
    async with cluster(tmp_path) as run, httpx.AsyncClient(timeout=30) as http:
        opened = await legacy(http, run.lb, None, initialize())
        assert opened.status == 200, opened
        session = opened.headers["mcp-session-id"]
        owner = opened.replica
        assert owner is not None and replica_of(session) == owner
        note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        assert (await legacy(http, run.lb, session, note)).status == 202
        # modern requests between them go round-robin: every replica answers some
        spread = [(await modern(http, run.lb, "tools/list")).replica for _ in range(6)]
        assert set(spread) == {"r1", "r2", "r3"}, spread
        served = [await legacy(http, run.lb, session, request(10 + i, "tools/list")) for i in range(6)]
        assert [a.status for a in served] == [200] * 6
        assert {a.replica for a in served} == {owner}
        assert all(len(a.message["result"]["tools"]) == 6 for a in served if a.message)

        # the session's standalone GET stream is routed to its owner too, and stays open through the balancer
        stream_headers = {**ACCEPT, **AUTH, "mcp-session-id": session, "mcp-protocol-version": LEGACY}
        async with http.stream("GET", run.lb, headers=stream_headers) as stream:
            assert stream.status_code == 200 and stream.headers[REPLICA_HEADER] == owner
            with anyio.fail_after(10):
                first = await anext(stream.aiter_bytes())  # the priming event (2025-11-25 sessions)
            assert first.startswith(b"id:")

        victim = run.replica(owner).process
        victim.kill()
        with anyio.fail_after(10):
            await victim.wait()
            gone = await legacy(http, run.lb, session, request(20, "tools/list"))
        assert gone.status == 404, gone
        assert gone.replica not in (None, owner)

        again = await legacy(http, run.lb, None, initialize(30))
        assert again.status == 200
        assert replica_of(again.headers["mcp-session-id"]) not in (None, owner)


async def test_a_replica_of_several_workers_names_both_in_its_session_ids(tmp_path: Path) -> None:
    from tests.scale_out import CLI, TOKEN, config, running, upstreams

    async with upstreams(1, ttl_ms=60_000) as urls:
        path = config(tmp_path / "mcp.json", urls)
        command = [CLI, "serve", "--config", str(path), "--http", "127.0.0.1:0", "--workers", "2", "--replica", "r7"]
        async with running([*command, "--token-env", "MCP_TOKEN"], env={"MCP_TOKEN": TOKEN}, ready_lines=1) as (
            _,
            lines,
        ):
            url = lines[0].removeprefix("LISTENING ").strip()
            # a new connection each time: the kernel hands each to either worker, and the other relays to the owner
            async with httpx.AsyncClient(timeout=30, limits=httpx.Limits(max_keepalive_connections=0)) as http:
                opened = await legacy(http, url, None, initialize())
                session = opened.headers["mcp-session-id"]
                # new connections until both workers have answered (which one accepts is the kernel's choice)
                answers = []
                with anyio.fail_after(60):
                    while {a.headers.get("mcp-aggregator-worker") for a in answers} != {"0", "1"}:
                        answers.append(await legacy(http, url, session, request(2 + len(answers), "tools/list")))
    assert replica_of(session) == "r7" and session.startswith(("r7.w0-", "r7.w1-"))
    assert opened.replica == "r7" and {a.status for a in answers} == {200}
