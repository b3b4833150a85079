"""The Aggregator over in-memory servers: merge, cache, routing, validation, errors, partial failure."""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, AggregatorSettings, InputRequired, McpError, PeerError, ServerConfig, Timeouts
from aggregator.protocol.jsonrpc import ErrorResponse, Request
from tests.memory_server import FakeServer, Session, tool

pytestmark = pytest.mark.anyio


def cfg(name: str, server: FakeServer, **kw: Any) -> ServerConfig:
    return ServerConfig(name=name, serve=server.serve, **kw)


def lists(server: FakeServer) -> int:
    return server.methods().count("tools/list")


def schema_tool(name: str) -> dict[str, Any]:
    schema = {
        "type": "object",
        "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 50}, "q": {"type": "string"}},
        "required": ["q"],
        "additionalProperties": False,
    }
    return tool(name, inputSchema=schema)


async def test_merged_list_is_deterministic_and_cached() -> None:
    one = FakeServer(era="modern", pages=[[tool("search"), tool("a")], [tool("b")]], hints=[(60000, "public")] * 2)
    two = FakeServer(era="legacy", pages=[[tool("search"), tool("c")]], capabilities={"tools": {}})
    async with Aggregator([cfg("one", one), cfg("two", two)]) as agg:
        with anyio.fail_after(10):
            first = await agg.list_tools()
            again = await agg.list_tools()
    assert [t["name"] for t in first] == ["one__search", "a", "b", "two__search", "c"]
    assert first == again
    assert lists(one) == 2  # the warm call was served from the cache: no upstream request
    assert lists(two) == 2  # legacy without listChanged: ttl 0, fetched again


async def test_list_changed_invalidates_fresh_pages() -> None:
    changed = anyio.Event()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        await session.notify("notifications/tools/list_changed")
        return {"content": []}

    server = FakeServer(era="legacy", on_call=on_call, capabilities={"tools": {"listChanged": True}})
    async with Aggregator([cfg("s", server)], on_event=lambda e: changed.set()) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            await agg.list_tools()
            assert lists(server) == 1  # held until the server says it changed
            await agg.call_tool("echo", {})
            await changed.wait()
            await agg.list_tools()
    assert lists(server) == 2


async def test_calls_are_routed_under_the_original_name() -> None:
    one, two = FakeServer(era="modern", pages=[[tool("search")]]), FakeServer(pages=[[tool("search")]])
    async with Aggregator([cfg("one", one), cfg("two", two)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            result = await agg.call_tool("two__search", {})
    assert result == {"content": [{"type": "text", "text": "called search"}], "isError": False}
    calls = [m for m in two.received if isinstance(m, Request) and m.method == "tools/call"]
    assert calls[0].params["name"] == "search"  # type: ignore[index]
    assert not [m for m in one.received if isinstance(m, Request) and m.method == "tools/call"]


async def test_unknown_tool_is_a_protocol_error() -> None:
    async with Aggregator([cfg("one", FakeServer())]) as agg:
        with anyio.fail_after(10), pytest.raises(McpError) as info:
            await agg.call_tool("nope", {})
    assert info.value.code == -32602 and info.value.message == "Unknown tool: nope"
    assert info.value.data == {"aggregator": {"kind": "unknown_tool"}}


async def test_invalid_arguments_are_an_actionable_execution_error_and_never_sent() -> None:
    server = FakeServer(pages=[[schema_tool("find")]])
    async with Aggregator([cfg("s", server)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            result = await agg.call_tool("find", {"q": "x", "limit": 200})
            ok = await agg.call_tool("find", {"q": "x", "limit": 5})
    assert result["isError"] is True  # type: ignore[index]
    text = result["content"][0]["text"]  # type: ignore[index]
    assert "limit" in text and "50" in text and "200" in text
    assert ok["isError"] is False  # type: ignore[index]
    assert server.methods().count("tools/call") == 1


async def test_upstream_errors_are_relayed_with_spec_mappings() -> None:
    codes = {
        "gone": (-32002, None),
        "reserved": (-32050, {"x": 1}),
        "forged": (-32000, {"aggregator": "me", "k": 2}),
        "lacks": (-32601, None),
    }

    async def on_call(session: Session, req: Request) -> ErrorResponse:
        code, data = codes[(req.params or {})["name"]]
        return ErrorResponse(req.id, code, "upstream says no", data)

    tools = [[tool(name) for name in codes]]
    async with Aggregator([cfg("s", FakeServer(pages=tools, on_call=on_call))]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            errors = {}
            for name in codes:
                with pytest.raises(McpError) as info:
                    await agg.call_tool(name, {})
                # re-coded or not, the server's word: a PeerError (bad arguments are InvalidArguments), never ours
                assert isinstance(info.value, PeerError) or name == "gone", (name, info.value)
                assert info.value.server == "s"
                errors[name] = (info.value.code, info.value.data)
    assert errors["gone"] == (-32602, None)
    assert errors["reserved"] == (
        -32603,
        {"upstream": {"code": -32050, "message": "upstream says no", "data": {"x": 1}}},
    )
    assert errors["forged"] == (-32000, {"k": 2})
    assert errors["lacks"] == (-32603, {"upstream": {"code": -32601, "message": "upstream says no"}})


async def test_unreachable_server_error_names_it() -> None:
    server = FakeServer(era="modern", exit_after_calls=0)
    async with Aggregator([cfg("flaky", server)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            with pytest.raises(McpError) as info:
                await agg.call_tool("echo", {})
    assert info.value.code == -32603
    assert info.value.data["aggregator"]["server"] == "flaky"  # type: ignore[index]
    assert "flaky" in info.value.message


async def test_a_slow_server_does_not_hold_the_others() -> None:
    slow = FakeServer(era="modern", discover_delay=30)  # does not finish connecting within its deadline
    fast = FakeServer(era="modern", pages=[[tool("quick")]])
    servers = [cfg("slow", slow, timeouts=Timeouts(probe=30, connect=60, list=0.5)), cfg("fast", fast)]
    async with Aggregator(servers) as agg:
        with anyio.fail_after(10):
            catalog = await agg.catalog()
            states = agg.status()
    assert [t.name for t in catalog.tools] == ["quick"]
    assert states["slow"].state == "connecting" and states["fast"].state == "ok"
    assert [(d.server, d.reason.value, d.detail) for d in catalog.drops] == [
        ("slow", "server_down", "connecting: still connecting")
    ]


async def test_failed_refresh_serves_the_last_good_list_as_stale() -> None:
    server = FakeServer(era="modern", pages=[[tool("a")]], hints=[(0, "private")])
    async with Aggregator([cfg("s", server)]) as agg:
        with anyio.fail_after(10):
            assert [t["name"] for t in await agg.list_tools()] == ["a"]
            server.list_error = (-32603, "database is down")
            assert [t["name"] for t in await agg.list_tools()] == ["a"]
            state = agg.status()["s"]
    assert state.state == "stale" and state.reason is not None and "database is down" in state.reason


async def test_disabled_server_is_listed_as_disabled() -> None:
    servers = [cfg("on", FakeServer(pages=[[tool("x")]])), cfg("off", FakeServer(), disabled=True)]
    async with Aggregator(servers) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
    states = agg.status()
    assert (states["off"].state, states["off"].reason) == ("disabled", "disabled in the config")


async def test_input_required_through_the_aggregator() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        params = req.params or {}
        if "requestState" not in params:
            return {
                "resultType": "input_required",
                "inputRequests": {"q": {"method": "elicitation/create"}},
                "requestState": "s-1",
            }
        return {"content": [{"type": "text", "text": str(params["inputResponses"])}]}

    async with Aggregator([cfg("m", FakeServer(era="modern", on_call=on_call, pages=[[tool("ask")]]))]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            pending = await agg.call_tool("ask", {})
            assert isinstance(pending, InputRequired) and pending.server == "m"
            assert pending.input_requests == {"q": {"method": "elicitation/create"}}
            done = await agg.retry(pending, {"q": {"action": "accept"}})
    assert done["content"][0]["text"] == "{'q': {'action': 'accept'}}"


async def test_the_retry_of_a_tool_call_is_capped_and_audited_like_any_call() -> None:
    from dataclasses import replace

    records: list[Any] = []

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        if "requestState" not in (req.params or {}):
            return {"resultType": "input_required", "inputRequests": {"q": {"method": "x"}}, "requestState": "s"}
        return {"content": [{"type": "text", "text": "y" * 5000}]}  # the hostile part comes after the question

    server = replace(cfg("m", FakeServer(era="modern", on_call=on_call, pages=[[tool("ask")]])), max_result_bytes=1024)
    async with Aggregator([server], audit=records.append) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            pending = await agg.call_tool("ask", {})
            assert isinstance(pending, InputRequired)
            done = await agg.retry(pending, {"q": {}})
    assert len(json.dumps(done)) < 2048 and "truncated" in json.dumps(done)
    assert [(r.outcome, r.truncated) for r in records] == [("input_required", False), ("ok", True)]


async def test_never_mode_drops_the_later_server_and_routes_the_earlier() -> None:
    one, two = FakeServer(pages=[[tool("s")]]), FakeServer(pages=[[tool("s"), tool("t")]])
    settings = AggregatorSettings(prefix_mode="never")
    async with Aggregator([cfg("one", one), cfg("two", two)], settings=settings) as agg:
        with anyio.fail_after(10):
            assert [t["name"] for t in await agg.list_tools()] == ["s", "t"]
            await agg.call_tool("s", {})
    assert one.methods().count("tools/call") == 1 and two.methods().count("tools/call") == 0


async def test_instructions_by_server_key() -> None:
    servers = [cfg("m", FakeServer(era="modern")), cfg("l", FakeServer(era="legacy"))]
    async with Aggregator(servers) as agg:
        with anyio.fail_after(10):
            await agg.wait_connected()
    assert agg.instructions() == {"m": "modern instructions", "l": "legacy instructions"}


async def test_structured_content_mismatch_is_reported_and_kept() -> None:
    out_schema = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        return {"content": [{"type": "text", "text": "{}"}], "structuredContent": {"n": "seven"}}

    server = FakeServer(pages=[[tool("count", outputSchema=out_schema)]], on_call=on_call)
    async with Aggregator([cfg("s", server)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            result = await agg.call_tool("count", {})
    assert result["structuredContent"] == {"n": "seven"}  # type: ignore[index]
    [(name, problem)] = agg.output_mismatches
    assert name == "count" and "n" in problem


async def test_secrets_never_appear_in_status_reasons() -> None:
    import sys

    token = "tok-5f2c9a7e1b"
    script = f"import sys; sys.stderr.write('auth failed for token {token}\\n'); sys.exit(2)"
    server = ServerConfig(name="leaky", command=sys.executable, args=["-c", script], env={"API_TOKEN": token})
    async with Aggregator([server]) as agg:
        with anyio.fail_after(20):
            catalog = await agg.catalog()
            state = agg.status()["leaky"]
    assert state.reason is not None and "auth failed for token ***" in state.reason
    assert token not in state.reason
    assert all(token not in (drop.detail or "") for drop in catalog.drops)


async def test_reload_starts_stops_and_keeps() -> None:
    from aggregator.config_file import AggregatorConfig

    a, b, c = FakeServer(pages=[[tool("a1")]]), FakeServer(pages=[[tool("b1")]]), FakeServer(pages=[[tool("c1")]])
    async with Aggregator([cfg("a", a), cfg("b", b)]) as agg:
        with anyio.fail_after(10):
            assert [t["name"] for t in await agg.list_tools()] == ["a1", "b1"]
            kept = agg.upstream("a")
            changed = await agg.reload(AggregatorConfig(servers=(agg.servers[0], cfg("c", c))))
            assert sorted(changed) == ["b", "c"]
            assert agg.upstream("a") is kept  # untouched: same connection, same cache
            assert [t["name"] for t in await agg.list_tools()] == ["a1", "c1"]
    assert a.sessions == 1 and c.sessions == 1


async def test_resource_reads_are_cached_per_their_hints() -> None:
    from aggregator import ResourceUpdated

    modern = FakeServer(era="modern", resources={"file:///a": "A"}, capabilities={"resources": {}, "tools": {}})
    legacy = FakeServer(era="legacy", resources={"file:///b": "B"}, capabilities={"resources": {}, "tools": {}})
    async with Aggregator([cfg("m", modern), cfg("l", legacy)]) as agg:
        with anyio.fail_after(10):
            for _ in range(2):
                assert (await agg.read_resource("file:///a"))["contents"][0]["text"] == "A"  # type: ignore[index]
                assert (await agg.read_resource("file:///b"))["contents"][0]["text"] == "B"  # type: ignore[index]
            assert modern.methods().count("resources/read") == 1  # ttlMs 60 s: served from the cache
            assert legacy.methods().count("resources/read") == 2  # no hints: ttl 0, never reused
            agg.upstream("m")._emit(ResourceUpdated("m", "file:///a"))  # the server says it changed
            modern.resources["file:///a"] = "A2"
            assert (await agg.read_resource("file:///a"))["contents"][0]["text"] == "A2"  # type: ignore[index]
            with pytest.raises(McpError) as info:
                await agg.read_resource("file:///nowhere")
    assert modern.methods().count("resources/read") == 2
    assert info.value.code == -32602


async def test_a_failing_server_says_when_it_is_tried_again() -> None:
    import sys

    from aggregator.clock import ManualClock
    from aggregator.config import Backoff

    clock = ManualClock()
    dying = ServerConfig(name="dying", command=sys.executable, args=["-c", "raise SystemExit(3)"])
    async with Aggregator([dying], clock=clock, backoff=Backoff(initial=5, jitter=0)) as agg:
        with anyio.fail_after(20):
            await agg.upstream("dying").wait_until(lambda s: s.state.value == "backoff")
        state = agg.status()["dying"]
        retry_at = agg.upstream("dying").status.retry_at
    assert state.state == "backoff" and "code 3" in (state.reason or "")
    # the manual clock has not moved: the whole wait is still ahead, at least the configured initial delay
    assert retry_at is not None and state.retry_in_s == retry_at - clock.now() >= 5.0


async def test_an_update_beneath_a_cached_resource_drops_its_read() -> None:
    from aggregator import ResourceUpdated

    modern = FakeServer(era="modern", resources={"file:///dir": "v1"}, capabilities={"resources": {}, "tools": {}})
    async with Aggregator([cfg("m", modern)]) as agg:
        with anyio.fail_after(10):
            assert (await agg.read_resource("file:///dir"))["contents"][0]["text"] == "v1"  # type: ignore[index]
            modern.resources["file:///dir"] = "v2"
            agg.upstream("m")._emit(ResourceUpdated("m", "file:///dirty"))  # a sibling: the cached read stands
            assert (await agg.read_resource("file:///dir"))["contents"][0]["text"] == "v1"  # type: ignore[index]
            agg.upstream("m")._emit(ResourceUpdated("m", "file:///dir/new.txt"))  # a file in it changed
            assert (await agg.read_resource("file:///dir"))["contents"][0]["text"] == "v2"  # type: ignore[index]
    assert modern.methods().count("resources/read") == 2
