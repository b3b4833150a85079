"""The library's contract (README "Guarantees"): callbacks, misuse, error classes, recovery, one TTL view, exports."""

from __future__ import annotations

import logging
import math
from typing import Any

import anyio
import pytest

import aggregator
from aggregator import Aggregator, ManualClock
from aggregator.config import Backoff, ServerConfig, Timeouts
from aggregator.errors import (
    CallProtocolError,
    CallTimedOut,
    CallTooLarge,
    CallTransportClosed,
    CallUnavailable,
    ConfigError,
    InvalidArguments,
    McpError,
    MessageTooLarge,
    NotRunning,
    ProtocolViolation,
    RequestTimeout,
    ServerUnavailable,
    TransportClosed,
    UnknownTool,
    call_error,
)
from aggregator.events import CLOSE_DRAIN_S, StatusChanged, UpstreamEvent
from aggregator.protocol.jsonrpc import ErrorResponse, Request
from tests.memory_server import FakeServer, Session, tool

pytestmark = pytest.mark.anyio


def cfg(name: str, server: FakeServer, **kw: Any) -> ServerConfig:
    return ServerConfig(name=name, serve=server.serve, **kw)


# -- 1. callbacks cannot break the aggregator


async def test_a_raising_on_event_changes_nothing_and_is_logged_once_per_kind(caplog: pytest.LogCaptureFixture) -> None:
    def broken(event: UpstreamEvent) -> None:
        raise RuntimeError("app bug")

    caplog.set_level(logging.ERROR, logger="aggregator")
    async with Aggregator([cfg("a", FakeServer(pages=[[tool("echo")]]))], on_event=broken) as agg:
        with anyio.fail_after(10):
            assert [t["name"] for t in await agg.list_tools()] == ["echo"]
            assert (await agg.call_tool("echo", {}))["content"][0]["text"] == "called echo"  # type: ignore[index]
            assert agg.status()["a"].state == "ok" and agg.upstream("a").status.restarts == 0
    reports = [r for r in caplog.records if "on_event failed" in r.getMessage()]
    assert [r.getMessage().split(" event")[0] for r in reports] == ["on_event failed on a StatusChanged"]


async def test_an_async_on_event_is_awaited_in_order_without_blocking_the_connection() -> None:
    seen: list[str] = []
    release, got_one, got_two = anyio.Event(), anyio.Event(), anyio.Event()

    async def listener(event: UpstreamEvent) -> None:
        got_one.set()
        await release.wait()  # a slow app: the connection must not wait for it
        if isinstance(event, StatusChanged):
            seen.append(event.state)
            if len(seen) == 2:
                got_two.set()

    server = FakeServer(era="modern", exit_after_calls=1)
    clock = ManualClock()
    async with Aggregator([cfg("a", server)], on_event=listener, clock=clock) as agg:
        with anyio.fail_after(10):
            await agg.call_tool("echo", {})  # works while the callback is still blocked on the first event
            with pytest.raises(McpError):
                await agg.call_tool("echo", {})  # the server exits: ok -> backoff
            await got_one.wait()
            release.set()
            await got_two.wait()
    assert seen[:2] == ["ok", "backoff"]


async def test_an_async_on_event_stuck_for_good_cannot_hold_the_close(caplog: pytest.LogCaptureFixture) -> None:
    stuck = anyio.Event()

    async def listener(event: UpstreamEvent) -> None:
        stuck.set()
        await anyio.sleep_forever()  # a push to a websocket whose peer has gone

    agg = Aggregator([cfg("a", FakeServer(pages=[[tool("echo")]]))], on_event=listener)
    with anyio.fail_after(CLOSE_DRAIN_S + 8):  # bounded by the drain, not forever
        async with agg:
            await stuck.wait()
    assert "queued events dropped" in caplog.text


@pytest.mark.parametrize("era", ["legacy", "modern"])
async def test_a_server_up_again_is_listed_anew_not_from_the_old_sessions_held_list(era: str) -> None:
    # a legacy server announces changes within its session only: a new session cannot say what changed meanwhile
    caps = {"tools": {"listChanged": True}}
    fake = FakeServer(era=era, capabilities=caps, pages=[[tool("echo")]], hints=[(3_600_000, "public")])
    async with Aggregator([cfg("a", fake)]) as agg:
        with anyio.fail_after(10):
            assert [t["name"] for t in await agg.list_tools()] == ["echo"]
            fake.pages = [[tool("echo"), tool("added")]]  # what the upgraded process lists; nothing announced
            assert [t["name"] for t in await agg.list_tools()] == ["echo"]  # still held, as it should be
            await agg.reconnect("a")
            assert [t["name"] for t in await agg.list_tools()] == ["echo", "added"]


# -- 2. misuse fails at once, clearly


async def test_calls_outside_async_with_raise_at_once_naming_the_fix() -> None:
    agg = Aggregator([cfg("a", FakeServer())])
    # a hang guard only: the old code answered [] after its 30 s list deadline, so the error itself is the check
    with anyio.fail_after(60):
        with pytest.raises(NotRunning, match="async with Aggregator"):
            await agg.list_tools()
        with pytest.raises(NotRunning, match="async with Aggregator"):
            await agg.call_tool("echo", {})
        for method in ("list_prompts", "list_resources", "list_resource_templates", "directory", "list_tools"):
            # the error names the method the caller wrote, not the one it happens to be built on
            with pytest.raises(NotRunning, match=rf"^{method}\(\) needs a running"):
                await getattr(agg, method)()
        with pytest.raises(NotRunning, match=r"^search_tools\(\) needs a running"):
            await agg.search_tools("echo")
        with pytest.raises(NotRunning, match=r"^exposure\(\) needs a running"):
            await agg.exposure("cursor")
        # nothing runs yet: the state says so, not "still connecting"
        assert "not started" in str(agg.status()["a"].reason)
        async with agg:
            assert [t["name"] for t in await agg.list_tools()] == ["echo"]
        with pytest.raises(NotRunning, match="create a new Aggregator"):
            await agg.list_tools()
        with pytest.raises(NotRunning, match="cannot be entered again"):
            async with agg:
                pass


async def test_duplicate_names_and_a_ref_of_no_known_type_say_what_is_wrong() -> None:
    with pytest.raises(ConfigError, match="server names must be unique"):
        Aggregator([cfg("a", FakeServer()), cfg("a", FakeServer())])
    async with Aggregator([cfg("a", FakeServer())]) as agg:
        with anyio.fail_after(10):
            with pytest.raises(McpError, match=r"ref must be .* got type 'ref/zzz'") as caught:
                await agg.complete({"type": "ref/zzz"}, {"name": "x", "value": ""})
            assert caught.value.code == -32602
            with pytest.raises(McpError, match=r"without a string 'uri'"):
                await agg.complete({"type": "ref/resource"}, {"name": "x", "value": ""})


# -- 3. errors you can catch by type


async def test_each_call_failure_kind_raises_its_own_mcp_error_class() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any] | ErrorResponse:
        name = (req.params or {})["name"]
        if name == "picky":
            return ErrorResponse(req.id, -32602, "limit must be a number")
        await anyio.sleep_forever()
        raise AssertionError

    clock = ManualClock()
    server = FakeServer(era="modern", pages=[[tool("picky"), tool("slow")]], on_call=on_call)
    async with Aggregator([cfg("s", server, timeouts=Timeouts(call=5))], clock=clock) as agg:
        with anyio.fail_after(10):
            with pytest.raises(UnknownTool) as unknown:
                await agg.call_tool("nope", {})
            assert unknown.value.code == -32602
            with pytest.raises(InvalidArguments) as invalid:
                await agg.call_tool("picky", {})
            assert invalid.value.server == "s" and invalid.value.to_error()["message"] == "limit must be a number"

            async def time_passes() -> None:
                await server.wait_for("tools/call")  # its deadline was set before it was sent
                clock.advance(5)

            async with anyio.create_task_group() as tg:
                tg.start_soon(time_passes)
                with pytest.raises(CallTimedOut) as timed_out:
                    await agg.call_tool("slow", {})
    error = timed_out.value
    assert isinstance(error, McpError) and isinstance(error, RequestTimeout)
    assert error.to_error()["data"]["aggregator"] == {"kind": "timeout", "server": "s"}
    assert str(error).count("'s'") == 1 and error.message.startswith("server 's': ")


@pytest.mark.parametrize(
    ("low", "high", "also"),
    [
        (RequestTimeout("no answer", server="s"), CallTimedOut, RequestTimeout),
        (ServerUnavailable("server 's': backoff", server="s", retry_in_s=2.5), CallUnavailable, ServerUnavailable),
        (TransportClosed("gone", server="s"), CallTransportClosed, TransportClosed),
        (MessageTooLarge(9, 4, server="s"), CallTooLarge, MessageTooLarge),
        (ProtocolViolation("server 's': bad JSON", server="s"), CallProtocolError, ProtocolViolation),
    ],
)
def test_every_failure_kind_maps_to_one_class_naming_the_server_once(
    low: Exception, high: type[McpError], also: type[Exception]
) -> None:
    error = call_error(low, "s")  # type: ignore[arg-type]
    assert type(error) is high and isinstance(error, McpError) and isinstance(error, also)
    assert error.server == "s" and str(error).count("server 's'") == 1
    assert error.code == -32603 and error.data["aggregator"]["server"] == "s"
    if isinstance(error, CallUnavailable):
        assert error.retry_in_s == 2.5


# -- 4. recovery is prompt


async def test_a_call_while_held_off_probes_the_server_instead_of_failing_until_the_timer() -> None:
    clock = ManualClock()
    server = FakeServer(era="modern", exit_after_calls=1)
    backoff = Backoff(initial=30.0, jitter=0.0, wait_for_retry=0.0, probe_interval=1.0)
    async with Aggregator([cfg("s", server)], clock=clock, backoff=backoff) as agg:
        with anyio.fail_after(10):
            await agg.call_tool("echo", {})
            with pytest.raises(CallTransportClosed):
                await agg.call_tool("echo", {})
            await agg.upstream("s").wait_until(lambda status: status.retry_at is not None)
            with pytest.raises(CallUnavailable) as held:
                await agg.call_tool("echo", {})  # within the probe interval: held off, and says for how long
            assert held.value.retry_in_s is not None and held.value.retry_in_s > 1
            server.exit_after_calls = None  # the server is back
            clock.advance(1.0)  # past the probe interval, far from the 30 s timer
            result = await agg.call_tool("echo", {})
    assert result["content"][0]["text"] == "called echo"  # type: ignore[index]
    assert server.sessions == 2


async def test_reconnect_connects_again_now() -> None:
    clock = ManualClock()
    server = FakeServer(era="modern", exit_after_calls=1)
    async with Aggregator([cfg("s", server)], clock=clock, backoff=Backoff(initial=30.0, jitter=0.0)) as agg:
        with anyio.fail_after(10):
            await agg.call_tool("echo", {})
            with pytest.raises(McpError):
                await agg.call_tool("echo", {})
            server.exit_after_calls = None
            state = await agg.reconnect("s")
            assert state.state == "ok" and server.sessions == 2
            await agg.reconnect("s")  # a live connection is replaced too
            assert server.sessions == 3
            with pytest.raises(KeyError, match="no enabled server named 'x'"):
                await agg.reconnect("x")


# -- 6. one view of the cache


async def test_a_legacy_server_advertising_list_changed_is_not_reported_as_refetched_every_call() -> None:
    servers = [
        cfg("held", FakeServer(era="legacy", capabilities={"tools": {"listChanged": True}}, pages=[[tool("a")]])),
        cfg("plain", FakeServer(era="legacy", capabilities={"tools": {}}, pages=[[tool("b")]])),
    ]
    async with Aggregator(servers) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            states = agg.status()
    assert not states["held"].refetch_every_call  # cached until its list_changed
    assert states["held"].cache_ttl_s is not None and states["held"].cache_ttl_s > 3600
    assert states["plain"].refetch_every_call  # legacy_ttl_ms 0: truly fetched again each time


# -- 7. exports and constructors


async def test_the_config_file_dict_is_accepted_as_is() -> None:
    data = {"mcpServers": {"weather": {"command": "weather-server", "args": ["--fast"]}}}
    for agg in (Aggregator(data), Aggregator.from_dict(data)):
        assert [(s.name, s.args) for s in agg.servers] == [("weather", ("--fast",))]


def test_a_path_or_a_list_of_dicts_is_a_clear_type_error() -> None:
    with pytest.raises(TypeError, match=r"Aggregator.from_file\('mcp.json'\)"):
        Aggregator("mcp.json")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="list of ServerConfig"):
        Aggregator([{"command": "x"}])  # type: ignore[list-item]


def test_result_converters_and_error_classes_are_exported() -> None:
    for name in ("result_to_openai", "result_to_anthropic", "result_to_responses", "CallTimedOut", "NotRunning"):
        assert name in aggregator.__all__ and getattr(aggregator, name) is not None


def test_the_responses_converter_maps_only_what_the_api_accepts_and_says_what_it_left_out() -> None:
    pdf = {
        "type": "resource",
        "resource": {"uri": "file:///r/report.pdf", "mimeType": "application/pdf", "blob": "JVBE"},
    }
    zip_blob = {
        "type": "resource",
        "resource": {"uri": "file:///r/a.zip", "mimeType": "application/zip", "blob": "UEsD"},
    }
    content = [
        {"type": "image", "mimeType": "image/png", "data": "iVBO"},
        {"type": "image", "mimeType": "image/svg+xml", "data": "PHN2"},
        pdf,
        zip_blob,
    ]
    parts = aggregator.result_to_responses({"content": content})
    assert parts[0] == {"type": "input_image", "image_url": "data:image/png;base64,iVBO"}
    assert parts[1]["type"] == "input_text" and "image/svg+xml" in parts[1]["text"] and "omitted" in parts[1]["text"]
    assert parts[2] == {"type": "input_file", "filename": "report.pdf", "file_data": "data:application/pdf;base64,JVBE"}
    assert parts[3]["type"] == "input_text" and "application/zip" in parts[3]["text"]


# -- ordinary mistakes, each a clear error at the door (second review)


async def test_an_on_event_that_returns_a_coroutine_is_awaited() -> None:
    seen: list[UpstreamEvent] = []
    got = anyio.Event()

    async def handle(event: UpstreamEvent) -> None:
        seen.append(event)
        got.set()

    async with Aggregator([cfg("a", FakeServer(pages=[[tool("echo")]]))], on_event=lambda e: handle(e)) as agg:
        await agg.list_tools()
        with anyio.fail_after(10):
            await got.wait()
    assert seen and all(isinstance(event, UpstreamEvent) for event in seen)


async def test_reload_takes_every_config_form_and_a_closed_aggregator_stays_closed() -> None:
    agg = Aggregator([cfg("a", FakeServer(pages=[[tool("echo")]]))])
    async with agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            changed = await agg.reload([cfg("b", FakeServer(pages=[[tool("other")]]))])
            assert sorted(changed) == ["a", "b"]
            assert await agg.reload({"mcpServers": {}}) == ["b"]
    with pytest.raises(NotRunning, match="closed"):
        await agg.reload({"mcpServers": {}})


async def test_arguments_that_are_no_json_are_an_invalid_arguments_result() -> None:
    import decimal

    server = FakeServer(pages=[[tool("echo")]])
    async with Aggregator([cfg("a", server)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            results = [await agg.call_tool("echo", {"x": bad}) for bad in (decimal.Decimal("1.5"), float("nan"))]
    assert [r["isError"] for r in results] == [True, True]  # type: ignore[index]
    assert "x is a Decimal" in results[0]["content"][0]["text"]  # type: ignore[index]
    assert "x is nan" in results[1]["content"][0]["text"]  # type: ignore[index]
    assert "tools/call" not in server.methods()  # never sent


async def test_wrong_argument_types_are_type_errors_naming_the_argument() -> None:
    async with Aggregator([cfg("a", FakeServer(pages=[[tool("echo")]]))]) as agg:
        with pytest.raises(TypeError, match="uri must be a str"):
            await agg.read_resource(5)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="arguments must be a Mapping"):
            await agg.get_prompt("p", ["x"])  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="arguments must be a Mapping"):
            await agg.call_tool("echo", [1])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="settings must be an AggregatorSettings"):
        Aggregator({"mcpServers": {}}, settings={"prefix_mode": "auto"})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("method", "args", "kwargs", "error", "said"),
    [
        ("call_tool", ("echo", {1: "x"}), {}, TypeError, "arguments must be a Mapping with str keys"),
        ("get_prompt", ("p", {"city": 3}), {}, TypeError, "arguments must be a Mapping of str to str"),
        ("call_tool", ("echo", {}), {"timeout": math.nan}, ValueError, "timeout must be a positive number"),
        ("call_tool", ("echo", {}), {"timeout": -5}, ValueError, "timeout must be a positive number"),
        ("call_tool", ("echo", {}), {"timeout": "5"}, TypeError, "timeout must be a positive number"),
        ("wait_connected", (math.nan,), {}, ValueError, "timeout must be a positive number"),
        ("complete", ("x", {}), {}, TypeError, "ref must be a Mapping"),
        ("complete", ({"type": "ref/prompt", "name": "p"}, None), {}, TypeError, "argument must be a Mapping"),
        ("subscribe_resource", (5,), {}, TypeError, "uri must be a str"),
        ("retry", (None, {}), {}, TypeError, "pending must be the InputRequired"),
        ("search_tools", ("x", None), {}, TypeError, "k must be an int"),
        ("search_tools", ("x", 2.5), {}, TypeError, "k must be an int"),
        ("search_tools", ("x", -1), {}, ValueError, "k must be 0 or more"),
        ("search_tools", (None, 3), {}, TypeError, "query must be a str"),
        ("search_tools", ("word " * 1000, 3), {}, ValueError, "query must be at most 4000 characters"),
        ("search_tools", ("x", 3), {"among": "forecast"}, TypeError, "among must be a collection"),
    ],
)
async def test_misused_methods_fail_at_the_door_naming_the_argument(
    method: str, args: tuple[Any, ...], kwargs: dict[str, Any], error: type[Exception], said: str
) -> None:
    # never a bare error from deep inside (a NaN deadline, get_close_matches on an int key, an attribute lookup)
    server = FakeServer(pages=[[tool("echo")]])
    async with Aggregator([cfg("a", server)]) as agg:
        with anyio.fail_after(10), pytest.raises(error, match=said):
            await getattr(agg, method)(*args, **kwargs)
    assert "tools/call" not in server.methods()
    assert "prompts/get" not in server.methods()


def test_an_aggregator_of_nothing_is_a_type_error_naming_what_it_takes() -> None:
    for wrong in (None, 5):
        with pytest.raises(TypeError, match="takes a list of ServerConfig, an AggregatorConfig or a config dict"):
            Aggregator(wrong)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"args": "demo-server weather"}, "args must be a list of strings"),
        ({"env": ["A=1"]}, "env must map names to strings"),
        ({"command": 5}, "command must be a string"),
    ],
)
def test_a_server_config_of_the_wrong_types_is_refused_when_made(fields: dict[str, Any], said: str) -> None:
    from aggregator import ConfigError, StdioServer

    with pytest.raises(ConfigError, match=said):
        StdioServer(name="w", **{"command": "mcp-aggregator", **fields})


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"command": "mcp-aggregator", "args": ["a\0b"]}, "args\\[0\\] holds a NUL character"),
        ({"command": "mcp-aggregator", "env": {"X": "1\0"}}, "env.X holds a NUL character"),
        ({"command": "mcp-aggregator", "env": {"X=Y": "1"}}, "env name 'X=Y' must be non-empty, without '='"),
        ({"url": "http://h", "headers": {"Authorization": "Bearer t\r\nX: y"}}, "headers.Authorization: the value"),
        ({"url": "http://h", "headers": {"Bad Name": "v"}}, "'Bad Name' is not an HTTP header name"),
    ],
)
def test_a_server_config_no_process_or_request_can_carry_is_refused_when_made(
    fields: dict[str, Any], said: str
) -> None:
    # at start these were "internal error: ValueError: embedded null byte" (or "Forbidden control character"),
    # a backoff forever; made in code, they are ConfigErrors naming the field
    from aggregator import ConfigError, ServerConfig

    with pytest.raises(ConfigError, match=said):
        ServerConfig(name="w", **fields)


def test_numbers_too_large_for_a_float_are_config_errors(tmp_path: Any) -> None:
    from aggregator import ConfigError, load_config
    from aggregator.config import RateLimit

    with pytest.raises(ConfigError, match="timeout 'call'"):
        Timeouts(call=10**400)
    with pytest.raises(ConfigError, match="calls_per_s"):
        RateLimit(calls_per_s=10**400)
    path = tmp_path / "big.json"
    path.write_text('{"mcpServers": {"w": {"command": "x", "aggregator": {"timeouts": {"call": 1' + "0" * 400 + "}}}}}")
    with pytest.raises(ConfigError, match=r"big.json.*timeouts\.call.*401 digits"):
        load_config(str(path))


@pytest.mark.parametrize("servers", ["null", "[]", "false", '"x"'])
def test_a_servers_object_that_is_none_is_a_config_error(tmp_path: Any, servers: str) -> None:
    from aggregator import ConfigError, load_config

    path = tmp_path / "c.json"
    path.write_text('{"mcpServers": ' + servers + "}")
    with pytest.raises(ConfigError, match="mcpServers: expected an object of servers"):
        load_config(str(path))


def test_the_adapters_refuse_what_is_no_tool_or_no_api() -> None:
    from aggregator import result_to_openai, to_openai

    tools = [{"name": "f", "description": "d", "inputSchema": {"type": "object"}}]
    with pytest.raises(ValueError, match='api must be "chat"'):
        to_openai(tools, api="response")  # type: ignore[call-overload]
    with pytest.raises(ValueError, match=r"tools\[0\] is no tool definition"):
        to_openai([{"description": "x"}])
    with pytest.raises(TypeError, match="a tool result must be a mapping"):
        result_to_openai(None)  # type: ignore[arg-type]
