"""A broken or hostile server degrades only itself: one test per fault of `fixtures/servers/hostile.py` (stdio)
and `fixtures/servers/hostile_http.py` (HTTP).

Every test runs an `Aggregator` holding the hostile server *and* a good one, and checks the same promise
from four sides: the good server keeps being listed and called; the bad one's status (or the catalog's
report) says what is wrong with it; every call in flight gets an answer (an error naming the server and
the cause, or a result) within its deadline; and nothing is left behind (memory bounded where the fault
would grow it, every process reaped).

Time: every deadline a test asserts is on a `ManualClock` (request deadlines and backoff read it), moved by the
test once the request is known to be in flight. Real time only bounds a hang (`fail_after`, tens of seconds), so a
busy machine makes these tests slower, never wrong.
"""

from __future__ import annotations

import json
import os
import sys
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import anyio
import pytest

from aggregator import (
    Aggregator,
    AggregatorConfig,
    AggregatorSettings,
    Backoff,
    Catalog,
    ListChanged,
    ManualClock,
    McpError,
    Reason,
    ServerConfig,
    State,
    StatusChanged,
    Timeouts,
    Upstream,
    UpstreamEvent,
)
from tests.clocks import WatchedClock
from tests.peers import SERVERS

pytestmark = pytest.mark.anyio

HOSTILE = str(SERVERS / "hostile.py")
HOSTILE_HTTP = str(SERVERS / "hostile_http.py")
TAG = "MCP_HOSTILE_TAG"
#: generous: on the real clock these only bound a hang; on a test's clock they never pass unless the test says so
QUICK = Timeouts(probe=5.0, connect=30.0, list=30.0, call=30.0)
#: for the servers that never answer: longer than QUICK's, so `WatchedClock.wait_for_deadlines(after=...)` tells
#: a hung server's request from the good server's; the tests pass them on their clock, at once
HUNG = Timeouts(probe=5.0, connect=30.0, list=60.0, call=60.0)
#: the merged list's real-time patience for a late server, out of the way: these tests pass h's list deadline on
#: their clock, and a busy machine must not end the wait first
PATIENT = AggregatorSettings(list_patience_s=3600)


# -- processes --------------------------------------------------------------------------------------------------


class Procs:
    """The processes of one test, found by an environment tag: after the test none may be alive or a zombie."""

    def __init__(self) -> None:
        self.tag = uuid.uuid4().hex
        self.seen: dict[int, int] = {}  # pid -> parent pid, as first seen alive

    def live(self) -> list[int]:
        """Tagged processes alive right now (zombies excluded), remembered for the final check."""
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                environ = (entry / "environ").read_bytes()
                state, ppid = (entry / "stat").read_text().rsplit(")", 1)[1].split()[:2]
            except (OSError, ValueError):
                continue
            if f"{TAG}={self.tag}".encode() in environ.split(b"\0") and state not in ("Z", "X"):
                found.append(int(entry.name))
                self.seen.setdefault(int(entry.name), int(ppid))
        return found

    def assert_reaped(self) -> None:
        assert self.live() == [], "a server process outlived the aggregator"
        for pid, ppid in self.seen.items():
            if ppid == os.getpid():
                # our own child: reaped, so not even a zombie is left (pids are not reused this fast)
                assert not Path(f"/proc/{pid}").exists(), f"child {pid} was left a zombie"


@pytest.fixture
def procs() -> Iterator[Procs]:
    found = Procs()
    yield found
    found.assert_reaped()


# -- servers and the aggregator ------------------------------------------------------------------------------------


def server(procs: Procs, name: str, mode: str, *extra: str, era: str = "legacy", **kw: Any) -> ServerConfig:
    kw.setdefault("timeouts", QUICK)
    args = [HOSTILE, "--mode", mode, "--era", era, *extra]
    return ServerConfig(name=name, command=sys.executable, args=args, env={TAG: procs.tag}, **kw)


def good(procs: Procs, name: str = "good") -> ServerConfig:
    return server(procs, name, "good", "--name", name)


@asynccontextmanager
async def aggregate(
    procs: Procs,
    *servers: ServerConfig,
    settings: AggregatorSettings | None = None,
    clock: ManualClock | None = None,
    backoff: Backoff | None = None,
    events: list[UpstreamEvent] | None = None,
) -> AsyncIterator[Aggregator]:
    factory = partial(Upstream, backoff=backoff or Backoff(initial=0.05, jitter=0.0))
    on_event = events.append if events is not None else None
    if clock is None:
        # on real time the merged list's patience would be a guess at how far apart good and h start, and a busy
        # machine can start one seconds after the other: here each list's own deadline bounds the wait
        settings = replace(settings or AggregatorSettings(), list_patience_s=PATIENT.list_patience_s)
    async with Aggregator(servers, settings=settings, clock=clock, upstream_factory=factory, on_event=on_event) as agg:
        yield agg
        procs.live()  # remember who was running, for the reaping check after close
    procs.assert_reaped()


def named(catalog: Catalog, server_name: str, original: str) -> str:
    """The exported name of one server's tool."""
    found = [tool.name for tool in catalog.tools if tool.server == server_name and tool.original_name == original]
    assert len(found) == 1, f"{server_name}/{original} is not in the catalog"
    return found[0]


def text(result: Any) -> str:
    return "".join(block.get("text", "") for block in result["content"])


async def assert_good_serves(agg: Aggregator, name: str = "good") -> None:
    """The good server is listed (ok, all three tools) and answers a call at once."""
    catalog = await agg.catalog()
    view = catalog.server(name)
    assert view is not None and view.status == "ok" and view.tool_count == 3, view
    with anyio.fail_after(30):
        result = await agg.call_tool(named(catalog, name, "echo"), {"text": "still here"})
    assert text(result) == "good:echo:still here"


def assert_error(error: BaseException, server_name: str, kind: str, *fragments: str) -> None:
    """A local error (-32603) that names the server, says what kind of failure, and why."""
    assert isinstance(error, McpError) and error.code == -32603, error
    assert error.data == {"aggregator": {"kind": kind, "server": server_name}}, error.data
    message = str(error)
    assert message.startswith(f"server {server_name!r}: "), message
    for fragment in fragments:
        assert fragment in message, message


def drops(catalog: Catalog, server_name: str) -> dict[Any, tuple[Reason, str | None]]:
    return {drop.original_name: (drop.reason, drop.detail) for drop in catalog.drops if drop.server == server_name}


async def time_out(
    clock: WatchedClock,
    call: Callable[[], Awaitable[Any]],
    deadline: float,
    *,
    in_flight: Callable[[], Awaitable[None]] | None = None,
) -> McpError:
    """The error `call` raises once its `deadline` passes on `clock` (and not before: nothing else moves it).

    The clock moves once the call's deadline is set (`in_flight`, if given, then proves the server has the request).
    """
    errors: list[McpError] = []

    async def run() -> None:
        with pytest.raises(McpError) as info:
            await call()
        errors.append(info.value)

    async with anyio.create_task_group() as tg:
        tg.start_soon(run)
        await clock.wait_for_deadlines(after=deadline, upto=deadline, only=True)
        if in_flight is not None:
            await in_flight()
        assert errors == []  # still waiting, however long the machine took to get here
        clock.advance(deadline)
    return errors[0]


# -- pagination --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "tools", "status", "problem"),
    [
        ("cursor_repeat", ["first", "echo", "second"], "partial", "repeated cursor 'again'; stopped after 2 pages"),
        ("cursor_endless", ["echo", *(f"page_{i}" for i in range(1, 20))], "partial", "page cap (20 pages)"),
        ("cursor_empty", ["echo", "after_empty"], "ok", None),
    ],
)
async def test_cursor_faults_stop_or_are_followed(
    procs: Procs, mode: str, tools: list[str], status: str, problem: str | None
) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", mode, page_cap=20)) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            view = catalog.server("h")
            assert [tool.original_name for tool in catalog.tools if tool.server == "h"] == tools
            assert view is not None and view.status == status
            if problem is None:  # "" is a real cursor: followed, and the list is whole
                assert view.reason is None and drops(catalog, "h") == {}
            else:  # bounded: what was read is served, and the report says why the rest is not
                assert view.reason is not None and problem in view.reason
                assert drops(catalog, "h")[None][0] is Reason.PAGE_CAP
            result = await agg.call_tool(named(catalog, "h", tools[-1]), {})
    assert text(result) == f"{mode}:{tools[-1]}"


async def test_ten_thousand_tools_are_listed_and_routed(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "many_tools")) as agg:
        with anyio.fail_after(30):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            assert catalog.server("h").tool_count == 10_000  # type: ignore[union-attr]
            assert len(await agg.list_tools()) == 10_003
            result = await agg.call_tool("bulk_09999", {})
            assert text(result) == "many_tools:bulk_09999"
            # the page cap bounds how much of an endless (or huge) list is ever held
            capped = server(procs, "h", "many_tools", page_cap=3)
            await agg.reload(AggregatorConfig(servers=(good(procs), capped), settings=agg.settings))
            catalog = await agg.catalog()
            assert catalog.server("h").tool_count == 3000  # type: ignore[union-attr]
            assert catalog.server("h").status == "partial"  # type: ignore[union-attr]


# -- names -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("prefix_mode", ["auto", "always", "never"])
async def test_invalid_names_are_rewritten_or_dropped_never_shadowing(procs: Procs, prefix_mode: str) -> None:
    settings = AggregatorSettings(prefix_mode=prefix_mode)  # type: ignore[arg-type]
    async with aggregate(procs, good(procs), server(procs, "h", "invalid_names"), settings=settings) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            report = drops(catalog, "h")
            # not a name at all: dropped, with the reason
            assert report[""][0] is report[42][0] is report[None][0] is Reason.INVALID_NAME
            mine = {tool.original_name: tool for tool in catalog.tools if tool.server == "h"}
            for original in ("has space", "x" * 200, "naïve_ünïcode", "tab\tand\nnewline", "fetch page", "good  echo"):
                exported = mine[original].name
                assert len(exported) <= 128 and exported.isascii(), exported
                assert mine[original].rename is not None  # the report says it was renamed, and from what
                # whatever it became, it is not one of the good server's names, and it routes back to h
                assert catalog.get(exported).server == "h"  # type: ignore[union-attr]
                result = await agg.call_tool(exported, {})
                assert text(result) == f"invalid_names:{original}"
            # the good server keeps its names: a rewritten name never displaces an untouched one
            good_names = {tool.original_name: tool.name for tool in catalog.tools if tool.server == "good"}
            expected = {"auto": "fetch_page", "always": "good__fetch_page", "never": "fetch_page"}[prefix_mode]
            assert good_names["fetch_page"] == expected
            assert text(await agg.call_tool(expected, {"query": "q"})) == "good:fetch_page:q"


async def test_duplicate_names_keep_the_first(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "duplicates")) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            dups = [tool for tool in catalog.tools if tool.original_name == "dup"]
            assert len(dups) == 1 and dups[0].definition["description"] == "first"
            assert [d.reason for d in catalog.drops if d.server == "h"] == [Reason.DUPLICATE_IN_SERVER] * 2
            view = catalog.server("h")
            assert view is not None and view.status == "partial" and view.reason == "2 tool(s) dropped; see the report"
            assert text(await agg.call_tool("dup", {})) == "duplicates:dup"


# -- schemas and sizes -------------------------------------------------------------------------------------------


async def test_bad_schemas_are_dropped_or_forwarded_unvalidated(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "bad_schemas")) as agg:
        validated: list[Any] = []
        check = agg.validator.check_arguments

        def counted(schema: Any, arguments: Any) -> Any:
            validated.append(schema)
            return check(schema, arguments)

        agg.validator.check_arguments = counted  # type: ignore[method-assign]
        with anyio.fail_after(30):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            report = drops(catalog, "h")
            for name, why in [
                ("schema_null", "not null"),
                ("schema_missing", "not null"),
                ("schema_string", "not string"),
                ("schema_array_root", 'must declare "type": "object"'),
            ]:
                reason, detail = report[name]
                assert reason is Reason.INVALID_SCHEMA and detail is not None and why in detail, (name, detail)
            notes = dict(catalog.notes)
            assert "network $ref 'https://schemas.invalid/x.json'" in notes["network_ref"]
            assert "depth" in notes["bomb_deep"]
            assert "more than 2000 subschemas" in notes["bomb_wide"]
            assert "once its $refs are followed" in notes["bomb_refs"]
            # kept, and called without local validation: the validator never sees these schemas, so nothing is
            # fetched and no bomb is expanded (what is checked is that the work is not done, not how fast it is)
            validated.clear()
            for name in ("network_ref", "bomb_deep", "bomb_refs", "bomb_wide"):
                tool = catalog.get(name)
                assert tool is not None and tool.unvalidated is not None, name
                result = await agg.call_tool(name, {"x": 1})
                assert text(result) == f"bad_schemas:{name}"
            assert validated == []
            await agg.call_tool(named(catalog, "h", "echo"), {"text": "x"})
            assert len(validated) == 1  # the spy sees the calls that are validated


async def test_a_list_nested_too_deep_fails_at_once_and_alone(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "nesting_bomb")) as agg:
        with anyio.fail_after(30):  # a hang guard only: the reason below says the answer was refused, not waited for
            catalog = await agg.catalog()
            await assert_good_serves(agg)
    view = catalog.server("h")
    assert view is not None and view.status == "down" and view.tool_count == 0
    assert view.reason is not None and "tools/list failed" in view.reason and "invalid JSON: nested" in view.reason


async def test_a_one_megabyte_description_is_passed_on_whole(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "big_description")) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            verbose = catalog.get("verbose")
            assert verbose is not None and len(verbose.definition["description"]) == 1024 * 1024
            assert text(await agg.call_tool("verbose", {})) == "big_description:verbose"
            # under a message limit it exceeds, the list is refused with the limit named, and only h suffers
            limited = server(procs, "h", "big_description", max_message_size=512 * 1024)
            await agg.reload(AggregatorConfig(servers=(good(procs), limited), settings=agg.settings))
            catalog = await agg.catalog()
            await assert_good_serves(agg)
    view = catalog.server("h")
    assert view is not None and view.status == "down"
    assert view.reason is not None and "message over 524288 bytes" in view.reason


async def test_an_oversized_message_fails_only_its_own_call(procs: Procs) -> None:
    hostile = server(procs, "h", "oversized", max_message_size=64 * 1024)
    async with aggregate(procs, good(procs), hostile) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            with pytest.raises(McpError) as info:
                await agg.call_tool("big", {"size": 1024 * 1024})  # its id is at the end, past what is read
            assert_error(info.value, "h", "message_too_large", "message over 65536 bytes")
            # a huge notification is nobody's answer: the call in flight still gets its own
            assert text(await agg.call_tool("logbomb", {"size": 1024 * 1024})) == "after the log bomb"
            assert "[stdout oversized]" in agg.upstream("h").stderr_tail
            assert text(await agg.call_tool(named(catalog, "h", "echo"), {"text": "x"})) == "oversized:echo:x"
            await assert_good_serves(agg)
            assert agg.upstream("h").status.state is State.OK


# -- the wire ----------------------------------------------------------------------------------------------------


async def test_garbage_and_partial_lines_on_stdout_are_skipped(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "garbage")) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            assert catalog.server("h").status == "ok"  # type: ignore[union-attr]
            for word in ("one", "two", "three"):
                result = await agg.call_tool(named(catalog, "h", "echo"), {"text": word})
                assert text(result) == f"garbage:echo:{word}"
            await assert_good_serves(agg)
            upstream = agg.upstream("h")
            assert "[stdout noise] this is not JSON-RPC" in upstream.stderr_tail
            assert upstream.late_responses >= 3  # the partial line naming "never-issued", once per answer
            assert upstream.status.state is State.OK and upstream.status.restarts == 0


async def test_answers_for_unknown_ids_are_ignored(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "unknown_ids")) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            for word in ("one", "two"):
                result = await agg.call_tool(named(catalog, "h", "echo"), {"text": word})
                assert text(result) == f"unknown_ids:echo:{word}"
            await assert_good_serves(agg)
            assert agg.upstream("h").late_responses >= 6


@pytest.mark.parametrize(
    ("mode", "era"), [("result_type", "modern"), ("result_type", "legacy"), ("result_type_list", "modern")]
)
async def test_an_unknown_result_type_is_an_error_naming_the_server(procs: Procs, mode: str, era: str) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", mode, era=era)) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            if mode == "result_type_list":
                view = catalog.server("h")
                assert view is not None and view.status == "down"
                assert view.reason is not None and "unknown resultType 'mystery'" in view.reason
                return
            with pytest.raises(McpError) as info:
                await agg.call_tool("weird", {})
            assert_error(info.value, "h", "protocol", "tools/call: unknown resultType 'task'")
            result = await agg.call_tool(named(catalog, "h", "echo"), {"text": "x"})
            assert text(result) == "result_type:echo:x"


# -- processes that die, hang, or are slow -----------------------------------------------------------------------


async def test_exit_mid_call_fails_every_call_in_flight_and_restarts(procs: Procs) -> None:
    events: list[UpstreamEvent] = []
    clock = WatchedClock()
    hostile = server(procs, "h", "exit_mid_call")
    async with aggregate(procs, good(procs), hostile, events=events, clock=clock) as agg:
        with anyio.fail_after(30):
            catalog = await agg.catalog()
            echo = named(catalog, "h", "echo")
            assert len(procs.live()) == 2  # remembered: the process that dies must be reaped, not left a zombie
            errors: dict[str, McpError] = {}

            async def call(name: str) -> None:
                with pytest.raises(McpError) as info:
                    await agg.call_tool(name, {})
                errors[name] = info.value

            async with anyio.create_task_group() as tg:
                tg.start_soon(call, "wait")  # in flight, never answered by a live server
                await clock.wait_for_deadlines(only=True)
                # h reads its lines in order: this answer proves it has read "wait" and is still alive
                assert text(await agg.call_tool(echo, {"text": "y"})) == "exit_mid_call:echo:y"
                tg.start_soon(call, "die")
            for name in ("wait", "die"):
                error = errors[name]
                assert_error(
                    error, "h", "transport_closed", "exited with code 3", "fatal: died in the middle of a call"
                )
            await assert_good_serves(agg)
            await clock.wait_for_sleepers(1)  # h's backoff, on the clock
            clock.advance(0.05)
            await agg.upstream("h").wait_until(lambda s: s.state is State.OK and s.restarts >= 1)
            result = await agg.call_tool(echo, {"text": "back"})
            assert text(result) == "exit_mid_call:echo:back"
    states = [(e.state, e.reason) for e in events if isinstance(e, StatusChanged) and e.server == "h"]
    backoff = next(reason for state, reason in states if state == "backoff")
    assert backoff is not None and "exited with code 3" in backoff


async def test_a_call_right_after_a_crash_waits_for_the_restart_instead_of_the_dead_process(procs: Procs) -> None:
    # between the process's death and its reaping, calls met the dead pipe (the dead process's error, again and
    # again) while status() still said ok
    hostile = server(procs, "h", "exit_mid_call")
    async with aggregate(procs, hostile) as agg:
        with anyio.fail_after(30):
            catalog = await agg.catalog()
            with pytest.raises(McpError):
                await agg.call_tool(named(catalog, "h", "die"), {})
            assert agg.status()["h"].state == "backoff"  # at once, whatever the reaping still takes
            result = await agg.call_tool(named(catalog, "h", "echo"), {"text": "again"})
            assert text(result) == "exit_mid_call:echo:again"
            assert agg.upstream("h").status.restarts >= 1


@pytest.mark.parametrize(
    ("anyio_backend", "mode"),
    [
        ("asyncio", "hang"),
        ("trio", "hang"),
        # closing a server that ignores EOF and SIGTERM takes the full 2 s + 2 s of grace: one backend shows
        # it here; the SIGTERM-ignoring group is reaped on both in test_stdio_process (wrapper --linger)
        ("asyncio", "stubborn"),
    ],
)
async def test_a_hanging_server_times_out_each_call_and_is_reaped(procs: Procs, mode: str) -> None:
    clock = WatchedClock()
    hostile = server(procs, "h", mode, timeouts=HUNG)
    async with aggregate(procs, good(procs), hostile, clock=clock, settings=PATIENT) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            if mode == "stubborn":
                assert len(procs.live()) == 3  # good, h and the helper h started in its process group
            echo = named(catalog, "h", "echo")
            hung = anyio.Event()

            async def read_by_h() -> None:
                # the clock moves only once h has the call: a call timed out before it was sent would leave h
                # answering, and what follows would test nothing. h reads its lines in order, so the echo's answer
                # proves it read the hang; the stubborn h says so with a progress notification before it stops
                if mode == "hang":
                    assert text(await agg.call_tool(echo, {"text": "y"})) == "hang:echo:y"
                else:
                    await hung.wait()

            def hang() -> Awaitable[Any]:
                return agg.call_tool("hang", {}, progress=lambda _: hung.set())

            error = await time_out(clock, hang, HUNG.call, in_flight=read_by_h)
            assert_error(error, "h", "timeout", "tools/call got no answer within 60 s")
            if mode == "hang":  # only the call hangs: the server still answers the next one
                assert text(await agg.call_tool(echo, {"text": "x"})) == "hang:echo:x"
                await assert_good_serves(agg)
                return
            # the whole server hangs: every call gets its timeout, none waits longer
            error = await time_out(clock, lambda: agg.call_tool(echo, {"text": "x"}), HUNG.call)
            assert_error(error, "h", "timeout")
            # the merged list waits for h no longer than h's list deadline, then serves h's last good list, stale
            async with anyio.create_task_group() as tg:
                tg.start_soon(assert_good_serves, agg)
                # h's tools/list is asked (lists of a server without listChanged are not cached), and not
                # answered: h reads nothing any more; good's list is in (or it would time out too)
                await clock.wait_for_deadlines(after=HUNG.list, upto=HUNG.list, only=True)
                clock.advance(HUNG.list)
            catalog = await agg.catalog()
            view = catalog.server("h")
            assert view is not None and view.status == "stale"
            assert view.reason is not None and "no answer within 60 s" in view.reason
            assert echo in [tool["name"] for tool in catalog.exported()]
            # a failed list holds h off (at least one list deadline): asked again, nobody waits for it. Had h
            # been asked, this would wait for h's list deadline, which only this test's clock can pass
            catalog = await agg.catalog()
            view = catalog.server("h")
            assert view is not None and view.status == "stale" and "next attempt in" in (view.reason or "")
            error = await time_out(clock, lambda: agg.call_tool(echo, {"text": "x"}), HUNG.call)
            assert_error(error, "h", "timeout")
        # close: stdin closed, SIGTERM ignored, then SIGKILL to the whole group (checked by `aggregate`)


async def test_a_mute_server_is_reported_and_held_off(procs: Procs) -> None:
    clock = WatchedClock()
    hostile = server(procs, "h", "mute", timeouts=Timeouts(probe=0.2, connect=45.0, list=5.0, call=1.0))
    # no on-demand attempt while the test looks: the catalog must report this attempt's outcome, not wait for another
    backoff = Backoff(initial=60, jitter=0, probe_interval=600)
    async with aggregate(procs, good(procs), hostile, clock=clock, backoff=backoff) as agg:
        with anyio.fail_after(30):
            await agg.upstream("good").wait_until(lambda s: s.state is State.OK)
            # both handshake requests (server/discover, then initialize once the probe window closed) are out,
            # and unanswered: their deadline passes on the clock
            await clock.wait_for_deadlines(2, after=45.0)
            clock.advance(45.0)
            await agg.upstream("h").wait_until(lambda s: s.state is State.BACKOFF)
            catalog = await agg.catalog()
            await assert_good_serves(agg)
            status = agg.status()["h"]
    view = catalog.server("h")
    assert view is not None and view.status == "backoff"
    assert view.reason is not None and "initialize got no answer within 45 s" in view.reason
    assert status.state == "backoff" and status.reason == view.reason


@pytest.mark.parametrize("slow_list", [False, True])
async def test_a_slow_server_does_not_hold_the_others(procs: Procs, slow_list: bool) -> None:
    """h answers each call when released (and, with --slow-list, never lists in time); good answers at once."""
    clock = WatchedClock()
    extra = ["--delay", "600", *(["--slow-list"] if slow_list else [])]
    hostile = server(procs, "h", "slow", *extra, timeouts=HUNG)
    async with aggregate(procs, good(procs), hostile, clock=clock, settings=PATIENT) as agg:
        with anyio.fail_after(60):
            if slow_list:
                # the merged list waits for h only up to h's own list deadline, then goes on without it
                async with anyio.create_task_group() as tg:
                    tg.start_soon(agg.catalog)
                    await clock.wait_for_deadlines(after=HUNG.list, upto=HUNG.list, only=True)
                    clock.advance(HUNG.list)
                catalog = await agg.catalog()
                view = catalog.server("h")
                assert view is not None and view.status == "down"
                assert view.reason is not None and "no answer within 60 s" in view.reason
                await assert_good_serves(agg)
                return
            catalog = await agg.catalog()
            view = catalog.server("h")
            assert view is not None and view.status == "ok"
            done: list[str] = []

            async def slow_call() -> None:
                assert text(await agg.call_tool("slow_echo", {})) == "slow:slow_echo"
                done.append("slow")

            async with anyio.create_task_group() as tg:
                tg.start_soon(slow_call)
                await clock.wait_for_deadlines(after=HUNG.call, upto=HUNG.call)  # h's call is in flight
                await assert_good_serves(agg)  # at once, while h's call is still in flight
                done.append("good")
                assert text(await agg.call_tool("release", {})) == "released 1"
            assert done == ["good", "slow"]  # h's answer came, in its own time
            # a caller with a shorter deadline gets its error at that deadline, and h is told to stop
            error = await time_out(clock, lambda: agg.call_tool("slow_echo", {}, timeout=45), 45)
            assert_error(error, "h", "timeout", "no answer within 45 s")
            stats = json.loads(text(await agg.call_tool("stats", {})))
            assert stats["notifications/cancelled"] == 1


# -- floods ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("era", ["legacy", "modern"])
async def test_a_list_changed_storm_is_coalesced(procs: Procs, era: str) -> None:
    events: list[UpstreamEvent] = []
    hostile = server(procs, "h", "storm", "--ttl-ms", "600000", era=era)
    async with aggregate(procs, good(procs), hostile, events=events) as agg:
        with anyio.fail_after(30):
            catalog = await agg.catalog()

            async def listed() -> int:
                stats = json.loads(text(await agg.call_tool("stats", {})))
                if era == "modern":
                    assert stats["subscriptions/listen"] == 1
                return int(stats["tools/list"])

            if era == "modern":  # the storm comes over the listen stream: wait until it is open
                while json.loads(text(await agg.call_tool("stats", {}))).get("subscriptions/listen") != 1:
                    await anyio.sleep(0.02)
            await agg.catalog()
            assert await listed() == 1  # held: the list said it may be (ttlMs / listChanged)
            assert text(await agg.call_tool("storm", {"count": 5000})) == "storm over"
            storm = [e for e in events if isinstance(e, ListChanged) and e.server == "h"]
            assert len(storm) == 5000
            assert await listed() == 1  # five thousand notifications, and not one list fetched for them
            async with anyio.create_task_group() as tg:
                for _ in range(5):
                    tg.start_soon(agg.catalog)
            assert await listed() == 2  # then one fetch, shared by every caller that wanted the list
            await assert_good_serves(agg)
            assert catalog.server("h").status == "ok"  # type: ignore[union-attr]


async def test_a_flood_of_server_requests_stays_bounded(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "flood")) as agg:
        with anyio.fail_after(30):
            await agg.catalog()
            # 5,000 requests (ping, roots/list, sampling, elicitation, unknown) written without reading our
            # answers (~100 bytes each: more than a pipe holds): a few are answered, the rest ignored, and
            # the call still gets its answer
            assert text(await agg.call_tool("flood", {"count": 5000})) == "flood over"
            upstream = agg.upstream("h")
            assert upstream.ignored_server_requests > 0
            await assert_good_serves(agg)
            stats = json.loads(text(await agg.call_tool("stats", {})))
            assert stats["<response>"] + upstream.ignored_server_requests <= 5000


async def test_a_hundred_megabytes_of_stderr_keep_only_a_tail(procs: Procs) -> None:
    async with aggregate(procs, good(procs), server(procs, "h", "stderr_flood")) as agg:
        with anyio.fail_after(40):
            await agg.catalog()
            assert text(await agg.call_tool("spew", {"mb": 100})) == "wrote 100 MiB"
            tail = agg.upstream("h").stderr_tail
            assert 0 < len(tail) <= 8192 and set(tail) <= {"e", "\n"}
            await assert_good_serves(agg)


# -- HTTP --------------------------------------------------------------------------------------------------------


@asynccontextmanager
async def http_server(mode: str) -> AsyncIterator[str]:
    """Start the HTTP fixture in `mode`; yields its URL, and kills (and reaps) it afterwards."""
    process = await anyio.open_process([sys.executable, HOSTILE_HTTP, "--mode", mode])
    try:
        assert process.stdout is not None
        with anyio.fail_after(30):
            line = b""
            while not line.endswith(b"\n"):
                line += await process.stdout.receive(1)
        yield line.decode().split()[1]
    finally:
        process.kill()
        with anyio.CancelScope(shield=True):
            await process.wait()
            await process.aclose()


@pytest.mark.parametrize(
    ("mode", "reason"),
    [
        ("http_500", "answered HTTP 500"),
        ("http_html", "answered HTTP 200 with text/html, not JSON or SSE"),
        ("http_truncated", "stream ended before the response"),
    ],
)
async def test_an_http_server_that_cannot_connect_is_held_off_with_its_reason(
    procs: Procs, mode: str, reason: str
) -> None:
    clock = ManualClock()
    async with http_server(mode) as url:
        hostile = ServerConfig(name="h", url=url, timeouts=QUICK)
        async with aggregate(procs, good(procs), hostile, clock=clock, backoff=Backoff(initial=5, jitter=0)) as agg:
            with anyio.fail_after(60):
                catalog = await agg.catalog()
                await assert_good_serves(agg)
                state, status = agg.status()["h"], agg.upstream("h").status
    view = catalog.server("h")
    assert view is not None and view.status == "backoff" and view.tool_count == 0
    assert view.reason is not None and reason in view.reason
    assert state.state == "backoff" and state.reason == view.reason
    assert status.retry_at is not None and status.retry_at > clock.now()


async def test_http_faults_fail_only_their_own_call(procs: Procs) -> None:
    async with http_server("http_calls") as url:
        hostile = ServerConfig(name="h", url=url, timeouts=HUNG)
        clock = WatchedClock()
        async with aggregate(procs, good(procs), hostile, clock=clock) as agg:
            with anyio.fail_after(60):
                await agg.catalog()
                for tool, kind, why in [
                    ("fail500", "http_status", "answered HTTP 500"),
                    ("html", "http_status", "with text/html"),
                    ("truncated", "transport_closed", "stream ended before the response"),
                ]:
                    with pytest.raises(McpError) as info:
                        await agg.call_tool(tool, {})
                    assert_error(info.value, "h", kind, why)
                    assert text(await agg.call_tool("ok", {})) == "http:ok"
                error = await time_out(clock, lambda: agg.call_tool("hang", {}), HUNG.call)
                assert_error(error, "h", "timeout", "no answer within 60 s")
                assert text(await agg.call_tool("ok", {})) == "http:ok"
                await assert_good_serves(agg)
                assert agg.upstream("h").status.state is State.OK


# -- impostors ---------------------------------------------------------------------------------------------------

EXPECTED_GOOD_NAMES = {
    ("auto", True): {"good__search", "good__echo", "fetch_page"},
    ("auto", False): {"good__search", "good__echo", "fetch_page"},
    ("always", True): {"good__search", "good__echo", "good__fetch_page"},
    ("always", False): {"good__search", "good__echo", "good__fetch_page"},
    ("never", True): {"search", "echo", "fetch_page"},
    ("never", False): {"fetch_page"},  # the impostor came first in the config: it keeps search and echo
}


@pytest.mark.parametrize("good_first", [True, False])
@pytest.mark.parametrize("prefix_mode", ["auto", "always", "never"])
async def test_no_server_can_shadow_another(procs: Procs, prefix_mode: str, good_first: bool) -> None:
    """`evil` offers search and echo (like good) and good__search, good__echo (good's prefixed names)."""
    settings = AggregatorSettings(prefix_mode=prefix_mode)  # type: ignore[arg-type]
    evil = server(procs, "evil", "impostor")
    servers = (good(procs), evil) if good_first else (evil, good(procs))
    async with aggregate(procs, *servers, settings=settings) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            routes_to_good = {tool.name for tool in catalog.tools if tool.server == "good"}
            assert routes_to_good == EXPECTED_GOOD_NAMES[(prefix_mode, good_first)]
            # every exported name answers from the server the catalog says, whatever the names look like
            for tool in catalog.tools:
                answer = text(await agg.call_tool(tool.name, {"query": "q", "text": "q"}))
                assert answer == f"{'good' if tool.server == 'good' else 'impostor'}:{tool.original_name}:q"
    first, second = ("good", "evil") if good_first else ("evil", "good")
    if prefix_mode == "auto":
        assert dict(catalog.collisions) == {"search": (first, second), "echo": (first, second)}
        shadow = {
            t.original_name: t for t in catalog.tools if t.server == "evil" and t.original_name.startswith("good")
        }
        assert {t.name for t in shadow.values()} == {"evil__good__search", "evil__good__echo"}
        assert all(t.rename is not None and t.rename.reason == "shadow" for t in shadow.values())
    if prefix_mode == "never":
        assert drops(catalog, second) == {
            "search": (Reason.NEVER_COLLISION, first),
            "echo": (Reason.NEVER_COLLISION, first),
        }


@pytest.mark.parametrize("era", ["legacy", "modern"])
async def test_a_server_lying_about_its_name_is_known_by_its_config_key(procs: Procs, era: str) -> None:
    async with aggregate(procs, good(procs), server(procs, "evil", "impostor", era=era)) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            await assert_good_serves(agg)
    assert agg.upstream("evil").status.server_info == {"name": "good", "version": "1.0.0"}
    assert agg.upstream("good").status.server_info == {"name": "good", "version": "1.0.0"}
    assert list(agg.status()) == ["good", "evil"]
    assert agg.instructions() == {"good": "I am good", "evil": "I am good"}
    # the claim changes nothing: evil's tools are evil's, under evil's prefix
    assert {t.name for t in catalog.tools if t.server == "evil"} == {
        "evil__search",
        "evil__echo",
        "evil__good__search",
        "evil__good__echo",
    }


# -- the circuit breaker -----------------------------------------------------------------------------------------


def flaky(procs: Procs, tmp_path: Path, fail_starts: str, how: str) -> ServerConfig:
    state = str(tmp_path / "starts")
    return server(procs, "flaky", "crashloop", "--state", state, "--fail-starts", fail_starts, "--fail-how", how)


async def next_backoff(agg: Aggregator, clock: ManualClock) -> float:
    """Wait until `flaky` sleeps before its next attempt; how long it will wait."""
    await clock.wait_for_sleepers(1)
    status = agg.upstream("flaky").status
    assert status.state is State.BACKOFF and status.retry_at is not None
    return status.retry_at - clock.now()


@pytest.mark.parametrize("how", ["boot", "ready"])
async def test_a_failing_server_is_held_off_longer_each_time_then_comes_back(
    procs: Procs, tmp_path: Path, how: str
) -> None:
    """Start 1 is fine until `crash`; starts 2-5 fail (at boot, or right after the handshake); start 6 is fine."""
    clock = ManualClock()
    backoff = Backoff(initial=1.0, factor=2.0, maximum=30.0, jitter=0.0, wait_for_retry=0.5)
    async with aggregate(procs, good(procs), flaky(procs, tmp_path, "2-5", how), clock=clock, backoff=backoff) as agg:
        with anyio.fail_after(30):
            catalog = await agg.catalog()
            echo = named(catalog, "flaky", "echo")
            procs.live()  # start 1, which crashes: it must be reaped like every later start
            with pytest.raises(McpError) as info:
                await agg.call_tool("crash", {})
            assert_error(info.value, "flaky", "transport_closed", "exited with code 3")
            delays = [await next_backoff(agg, clock)]
            while len(delays) < 5:
                # held off: a call fails at once, naming the server, why, and when it is tried again ("at once":
                # the clock stands still, so a call that waited for the retry or its own deadline would never end)
                with pytest.raises(McpError) as info:
                    await agg.call_tool(echo, {"text": "x"})
                assert_error(info.value, "flaky", "unavailable", f"(next attempt in {delays[-1]:.1f} s)")
                catalog = await agg.catalog()
                view = catalog.server("flaky")
                assert view is not None and view.status == "backoff" and view.tool_count == 0
                # why: the crash of start 1, then each failed start in turn
                why = "exited with code 3" if len(delays) == 1 else f"on start {len(delays)}"
                assert view.reason is not None and why in view.reason, view.reason
                assert drops(catalog, "flaky")["echo"][0] is Reason.SERVER_DOWN
                await assert_good_serves(agg)
                clock.advance(delays[-1])
                delays.append(await next_backoff(agg, clock))
            # each failure in a row waits longer: not hammered, whether it dies at boot or just after
            assert delays == sorted(delays) and len(set(delays)) == len(delays), delays
            clock.advance(delays[-1])
            status = await agg.upstream("flaky").wait_until(lambda s: s.state is State.OK, timeout=60)
            assert status.restarts == 5
            assert text(await agg.call_tool(echo, {"text": "x"})) == "crashloop:echo:x"


async def test_a_call_waits_for_a_retry_that_is_due_soon(procs: Procs, tmp_path: Path) -> None:
    clock = WatchedClock()
    backoff = Backoff(initial=1.0, jitter=0.0, wait_for_retry=2.0)
    async with aggregate(procs, good(procs), flaky(procs, tmp_path, "0", "boot"), clock=clock, backoff=backoff) as agg:
        with anyio.fail_after(60):
            catalog = await agg.catalog()
            with pytest.raises(McpError):
                await agg.call_tool("crash", {})
            assert await next_backoff(agg, clock) == 1.0
            answers: list[str] = []

            async def call() -> None:
                answers.append(text(await agg.call_tool(named(catalog, "flaky", "echo"), {"text": "waited"})))

            async with anyio.create_task_group() as tg:
                tg.start_soon(call)
                await clock.wait_for_deadlines()  # the call waits (within its deadline) for the connection
                assert answers == []  # waiting for the retry, not failed
                clock.advance(1.0)
            assert answers == ["crashloop:echo:waited"]
