"""Warm merged lists: a list within its TTL costs no per-server work; one asked for again (ttl 0) costs no schema
work when its pages did not change."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from typing import Any

import anyio
import pytest

import aggregator.validation.validator as validator_module
from aggregator import Aggregator, ServerConfig
from aggregator._facade.lists import ServerLists
from aggregator.clock import ManualClock
from aggregator.protocol import jsonrpc
from aggregator.protocol.jsonrpc import Response
from aggregator.proxy.signing import Signer
from aggregator.proxy.tool_pages import ToolPages
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio


def _schema(prop: str) -> dict[str, Any]:
    return {"type": "object", "properties": {prop: {"type": "string"}}, "required": [prop]}


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every schema the list-time classification looks at, in order."""
    seen: list[Any] = []
    real = validator_module._classify

    def counted(schema: Any, *args: Any) -> Any:
        seen.append(schema)
        return real(schema, *args)

    monkeypatch.setattr(validator_module, "_classify", counted)
    return seen


async def test_an_unchanged_page_asked_for_again_is_not_classified_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # ttl 0: every list asks the server again, and a real wire decodes its answer into new objects every time
    pages = [[tool("a", inputSchema=_schema("x")), tool("b", inputSchema=_schema("y"))], [tool("c")]]
    server = FakeServer(era="modern", pages=pages, hints=[(0, "public"), (0, "public")])
    seen = _counting(monkeypatch)
    async with Aggregator([ServerConfig(name="s", serve=server.serve)]) as agg:
        with anyio.fail_after(10):
            assert [t["name"] for t in await agg.list_tools()] == ["a", "b", "c"]
            await anyio.wait_all_tasks_blocked()  # the judging runs beside the walk
            first = len(seen)
            assert first >= 3
            for _ in range(3):
                server.pages = copy.deepcopy(server.pages)  # equal content, new objects
                assert [t["name"] for t in await agg.list_tools()] == ["a", "b", "c"]
                await anyio.wait_all_tasks_blocked()
            assert server.methods().count("tools/list") == 8  # really asked again each time
            assert len(seen) == first


async def test_a_changed_page_asked_for_again_is_classified(monkeypatch: pytest.MonkeyPatch) -> None:
    server = FakeServer(era="modern", pages=[[tool("a", inputSchema=_schema("x"))]], hints=[(0, "public")])
    seen = _counting(monkeypatch)
    async with Aggregator([ServerConfig(name="s", serve=server.serve)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            await anyio.wait_all_tasks_blocked()
            server.pages = [[tool("a", inputSchema=_schema("z")), tool("bad", inputSchema={"type": "string"})]]
            tools = await agg.list_tools()
            await anyio.wait_all_tasks_blocked()
            assert [t["name"] for t in tools] == ["a"]  # the new, invalid schema was judged and its tool dropped
            assert _schema("z") in seen and {"type": "string"} in seen


def _counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The servers whose tool list a catalog read (through the cache or not), in order."""
    reads: list[str] = []
    real = ServerLists.held

    async def held(self: ServerLists, server: ServerConfig, *args: Any) -> Any:
        reads.append(server.name)
        return await real(self, server, *args)

    monkeypatch.setattr(ServerLists, "held", held)
    return reads


async def test_a_warm_merged_list_within_its_ttl_reads_no_server_list(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = ManualClock()
    one = FakeServer(era="modern", pages=[[tool("a")]], hints=[(60000, "public")])
    two = FakeServer(era="modern", pages=[[tool("b")]], hints=[(30000, "public")])
    configs = [ServerConfig(name="one", serve=one.serve), ServerConfig(name="two", serve=two.serve)]
    reads = _counting_reads(monkeypatch)
    async with Aggregator(configs, clock=clock) as agg:
        with anyio.fail_after(10):
            first = await agg.list_tools()
            assert sorted(reads) == ["one", "two"]
            reads.clear()
            clock.advance(10)
            assert await agg.list_tools() == first
            assert reads == []  # served as it is: no task, no cache walk per server
            # the hints and the status report still count the time that passed
            assert agg.list_hints() == (20000, "public")
            state = agg.status()["two"]
            assert (state.cache_ttl_s, state.cache_age_s) == (pytest.approx(20.0), pytest.approx(10.0))
            clock.advance(20)  # `two`'s page is stale now: both are read again (one from the cache)
            assert await agg.list_tools() == first
            assert sorted(reads) == ["one", "two"]
            assert [m for m in two.methods() if m == "tools/list"] == ["tools/list"] * 2
            assert [m for m in one.methods() if m == "tools/list"] == ["tools/list"]


async def test_a_warm_merged_list_is_read_again_when_a_server_changes_state(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = ManualClock()
    one = FakeServer(era="modern", pages=[[tool("a")]], hints=[(60000, "public")])
    reads = _counting_reads(monkeypatch)
    async with Aggregator([ServerConfig(name="one", serve=one.serve)], clock=clock) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            upstream = agg.upstream("one")
            # reconnected under another version, with no status event between (the state and reason are the same)
            upstream._status = replace(upstream.status, version="2099-01-01")  # type: ignore[attr-defined]
            reads.clear()
            await agg.list_tools()
            assert reads == ["one"]


class _Catalog:
    def __init__(self, tools: list[dict[str, Any]]) -> None:
        self.tools = tools

    def exported(self) -> list[dict[str, Any]]:
        return self.tools


def _encoded_tools(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every object the JSON encoder is handed that holds a tool definition."""
    seen: list[Any] = []
    real = jsonrpc._dumps

    def dumps(obj: Any) -> str:
        text = real(obj)
        if '"inputSchema"' in text:
            seen.append(obj)
        return text

    monkeypatch.setattr(jsonrpc, "_dumps", dumps)
    return seen


def test_a_warm_tool_page_is_answered_without_encoding_its_tools_again(monkeypatch: pytest.MonkeyPatch) -> None:
    pages = ToolPages(Signer())
    pages.adopt(_Catalog([tool(f"t{i}", description="ünïcode") for i in range(30)]))
    first = jsonrpc.encode(Response(1, {**pages.page(None, 10), "ttlMs": 5, "cacheScope": "public"}))
    seen = _encoded_tools(monkeypatch)
    again = jsonrpc.encode(Response(2, {**pages.page(None, 10), "ttlMs": 4, "cacheScope": "public"}))
    assert seen == []  # the tools' JSON was made once, for the first answer
    assert json.loads(again) == {**json.loads(first), "id": 2, "result": {**json.loads(first)["result"], "ttlMs": 4}}
    # the next page still gets what it should
    cursor = json.loads(first)["result"]["nextCursor"]
    assert pages.page(cursor, 10)["tools"][0]["name"] == "t10"


@pytest.mark.parametrize(
    "result",
    [
        {
            "tools": [tool("a", description="ünïcode \u2028 line")],
            "nextCursor": "c",
            "ttlMs": 0,
            "cacheScope": "private",
        },
        {"tools": []},
        {"tools": [tool("lone \ud800 surrogate")], "ttlMs": 1},
        {"ttlMs": 1, "tools": [tool("b")], "_meta": {"k": "ü"}},
    ],
)
def test_an_encoded_list_goes_out_as_the_list_would(result: dict[str, Any]) -> None:
    plain = jsonrpc.encode(Response(9, result))
    spliced = jsonrpc.encode(Response(9, {**result, "tools": jsonrpc.EncodedList(result["tools"])}))
    assert json.loads(spliced) == json.loads(plain)
    assert b"\n" not in spliced
    if next(iter(result)) == "tools" and "\ud800" not in json.dumps(result, ensure_ascii=False, default=str):
        assert spliced == plain  # byte for byte where the list comes first
