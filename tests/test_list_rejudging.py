"""A list asked for again (ttl 0) costs no schema work when its pages did not change."""

from __future__ import annotations

import copy
from typing import Any

import anyio
import pytest

import aggregator.validation.validator as validator_module
from aggregator import Aggregator, ServerConfig
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
