"""Every error of ours has one wire form (`to_wire()`), and a peer's own error stays the peer's (`PeerError`)."""

from __future__ import annotations

import anyio
import pytest

from aggregator import Aggregator, McpError, PeerError, ServerConfig, UnknownTool
from aggregator.errors import CallTimedOut, RequestTimeout, TransportClosed
from tests.memory_server import FakeServer

pytestmark = pytest.mark.anyio


def test_a_failure_that_is_no_json_rpc_error_by_nature_is_an_internal_error_saying_its_kind_and_server() -> None:
    wire = TransportClosed("the process exited", server="weather").to_wire()
    assert wire == {
        "code": -32603,
        "message": "server 'weather': the process exited",
        "data": {"aggregator": {"kind": "transport_closed", "server": "weather"}},
    }
    assert RequestTimeout("no answer").to_wire()["data"] == {"aggregator": {"kind": "timeout"}}


def test_a_json_rpc_error_keeps_its_code_and_data_on_the_wire() -> None:
    error = UnknownTool(-32602, "Unknown tool: x", {"aggregator": {"kind": "unknown_tool"}})
    assert error.to_wire() == {"code": -32602, "message": "Unknown tool: x", "data": error.data}
    assert error.to_error() == error.to_wire()  # the earlier name still answers
    assert not error.from_peer
    timed_out = CallTimedOut("slow", server="a")
    assert timed_out.to_wire()["code"] == -32603 and timed_out.to_wire()["data"]["aggregator"]["server"] == "a"


async def test_an_error_the_server_answered_with_reaches_the_caller_as_the_peers_own() -> None:
    fake = FakeServer(era="modern", list_error=(-32050, "the server's own words"))
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        with anyio.fail_after(10), pytest.raises(PeerError) as caught:
            await agg.upstream("a").request("tools/list")
        with anyio.fail_after(10), pytest.raises(McpError) as ours:
            await agg.call_tool("no-such-tool", {})
    assert caught.value.from_peer and caught.value.code == -32050 and caught.value.message == "the server's own words"
    assert caught.value.server == "a"
    assert not ours.value.from_peer and ours.value.code == -32602
