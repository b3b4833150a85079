"""What one replica signs, another honours: a tools/list cursor, and a call parked on `input_required`.

Replicas on one Redis share the signing key (`shared_secret`), so the client may reach any replica with its next
request. Each request here goes to a replica directly (not through the balancer), so it is certain which replica
minted and which one took up. The parked call is the pins' question (`aggregator.pins`, mode block): a tool the lock
does not approve is put to the client with `input_required` on replica A, answered through replica B.
"""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from aggregator.pins import Lock
from aggregator.proxy.approval import APPROVAL_KEY
from tests.scale_out import cluster, haproxy_binary, modern, redis_binary, text_of

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.slow,
    pytest.mark.skipif(haproxy_binary() is None or redis_binary() is None, reason="needs scripts/services.sh"),
]

ASKS = {"elicitation": {}}


@pytest.fixture
def anyio_backend() -> str:
    """asyncio only: what is tested runs in other processes; the driver's event loop changes nothing there."""
    return "asyncio"


async def test_a_cursor_minted_by_one_replica_is_honoured_by_another(tmp_path: Path) -> None:
    async with cluster(tmp_path, servers=3, store="redis", args=["--page-size", "3"]) as run:
        a, b, c = (r.url for r in run.replicas)
        async with httpx.AsyncClient(timeout=30) as http:
            first = await modern(http, a, "tools/list")
            cursor = first.message["result"]["nextCursor"]  # type: ignore[index]
            on_a = await modern(http, a, "tools/list", {"cursor": cursor})
            on_b = await modern(http, b, "tools/list", {"cursor": cursor})
            # and on through the third, with the cursor the second minted
            after_b = await modern(http, c, "tools/list", {"cursor": on_b.message["result"]["nextCursor"]})  # type: ignore[index]
    assert (first.replica, on_a.replica, on_b.replica, after_b.replica) == ("r1", "r1", "r2", "r3")
    assert on_b.status == 200 and on_b.message is not None and "result" in on_b.message, on_b
    assert on_b.message["result"]["tools"] == on_a.message["result"]["tools"]  # type: ignore[index]
    names = [t["name"] for page in (first, on_b, after_b) for t in page.message["result"]["tools"]]  # type: ignore[index]
    assert len(names) == len(set(names)) == 9  # three servers of three tools: every tool once


async def test_a_call_parked_on_one_replica_is_resumed_through_another(tmp_path: Path) -> None:
    (tmp_path / "mcp.lock").write_text(Lock().text())  # approves nothing: every tool waits for approval
    pins = {"aggregator": {"pins": {"lock": str(tmp_path / "mcp.lock"), "mode": "block"}}}
    async with cluster(tmp_path, servers=2, store="redis", extra=pins) as run:
        a, b, c = (r.url for r in run.replicas)
        call = {"name": "up1__echo", "arguments": {"text": "hi"}}
        async with httpx.AsyncClient(timeout=30) as http:
            asked = await modern(http, a, "tools/call", call, capabilities=ASKS)
            result = asked.message["result"]  # type: ignore[index]
            assert result["resultType"] == "input_required", asked
            answer = {APPROVAL_KEY: {"action": "accept", "content": {"decision": "once"}}}
            retry = {**call, "requestState": result["requestState"], "inputResponses": answer}
            resumed = await modern(http, b, "tools/call", retry, capabilities=ASKS)
            # the state is one call's: a forged one is refused by every replica
            forged = {**retry, "requestState": result["requestState"][:-4] + "AAAA"}
            refused = await modern(http, c, "tools/call", forged, capabilities=ASKS)
            # approve and pin, answered through B: the pin is in the store, so C lists the tool and asks no more
            other = {"name": "up0__echo", "arguments": {"text": "ho"}}
            asked_again = await modern(http, a, "tools/call", other, capabilities=ASKS)
            pin = {APPROVAL_KEY: {"action": "accept", "content": {"decision": "pin"}}}
            state = asked_again.message["result"]["requestState"]  # type: ignore[index]
            pinned = await modern(http, b, "tools/call", {**other, "requestState": state, "inputResponses": pin})
            listed = await modern(http, c, "tools/list")
            plain = await modern(http, c, "tools/call", other)
    assert text_of(pinned) == text_of(plain) == "up0:echo:ho", (pinned, plain)
    assert [t["name"] for t in listed.message["result"]["tools"]] == ["up0__echo"]  # type: ignore[index]
    assert (asked.replica, resumed.replica) == ("r1", "r2")
    assert text_of(resumed) == "up1:echo:hi", resumed
    assert refused.message is not None and text_of(refused) != "up1:echo:hi"
