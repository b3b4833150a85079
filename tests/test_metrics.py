"""Prometheus metrics (`aggregator.proxy.metrics`) at `/metrics` on the HTTP front, read back with prometheus-client's
own parser: counters that move as calls happen, states that change when a server goes down, a registry per proxy."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from aggregator import Aggregator, RateLimit, ServerConfig
from aggregator.events import StatusChanged, UpstreamEvent
from aggregator.protocol.jsonrpc import ErrorResponse, Request
from aggregator.proxy import metrics
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.operator_front import OperatorFront
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
TOKEN = "s3cret-token"
AUTH = {"authorization": f"Bearer {TOKEN}"}

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def samples(text: str) -> Samples:
    """Every sample of an exposition, by (name, labels), parsed by prometheus-client itself."""
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(parsed: Samples, name: str, **labels: str) -> float:
    return parsed.get((name, frozenset(labels.items())), 0.0)


def call(name: str, rid: int = 1) -> dict[str, Any]:
    params = {"name": name, "arguments": {}, "_meta": META}
    body = {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": params}
    headers = {**ACCEPT, **AUTH, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": name}
    return {"content": json.dumps(body), "headers": headers}


@asynccontextmanager
async def front(*servers: ServerConfig, token: str | None = TOKEN) -> AsyncIterator[tuple[httpx.AsyncClient, Any]]:
    async with Aggregator(list(servers)) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(token=token))
        operator = OperatorFront(app)
        transport = httpx.ASGITransport(app=operator)
        try:
            async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
                with anyio.fail_after(15):
                    yield http, agg
        finally:
            operator.close()


async def scrape(http: httpx.AsyncClient) -> Samples:
    answer = await http.get("/metrics", headers=AUTH)
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/plain")
    return samples(answer.text)


async def test_call_counters_latency_and_errors_move_as_calls_happen() -> None:
    fake = FakeServer(era="modern", pages=[[tool("echo"), tool("slow")]])
    once = RateLimit(calls_per_s=0.001, burst=1)
    limited = ServerConfig(name="b", serve=FakeServer(era="modern").serve, rate_limit=once)
    async with front(ServerConfig(name="a", serve=fake.serve), limited) as (http, _):
        before = await scrape(http)
        assert value(before, "mcp_aggregator_calls_total", server="a", tool="echo", outcome="ok") == 0
        for rid in range(3):
            assert (await http.post("/mcp", **call("a__echo", rid))).status_code == 200
        await http.post("/mcp", **call("nope"))  # an unknown tool: counted, its made-up name never a label
        await http.post("/mcp", **call("b__echo", 10))
        await http.post("/mcp", **call("b__echo", 11))  # the second within the burst of 1: refused
        after = await scrape(http)
    assert value(after, "mcp_aggregator_calls_total", server="a", tool="echo", outcome="ok") == 3
    assert value(after, "mcp_aggregator_call_duration_seconds_count", server="a", tool="echo") == 3
    assert value(after, "mcp_aggregator_call_duration_seconds_bucket", server="a", tool="echo", le="+Inf") == 3
    assert value(after, "mcp_aggregator_call_duration_seconds_sum", server="a", tool="echo") > 0
    buckets = [
        (float(dict(labels)["le"]), v)
        for (name, labels), v in after.items()
        if name == "mcp_aggregator_call_duration_seconds_bucket" and dict(labels)["server"] == "a"
    ]
    counts = [v for _, v in sorted(buckets)]
    assert len(counts) == 17 and counts == sorted(counts)  # cumulative, up to +Inf
    assert value(after, "mcp_aggregator_call_errors_total", server="", tool="", kind="error:-32602") == 1
    assert value(after, "mcp_aggregator_rate_limited_total", server="b", tool="echo") == 1
    assert value(after, "mcp_aggregator_call_errors_total", server="b", tool="echo", kind="rate_limited") == 1
    assert not any("nope" in str(labels) for _, labels in after)
    assert value(after, "mcp_aggregator_server_state", server="a", state="ok") == 1
    assert value(after, "mcp_aggregator_server_state", server="a", state="down") == 0
    assert value(after, "mcp_aggregator_server_tools", server="a") == 2
    assert value(after, "mcp_aggregator_list_cache_misses_total") >= 1  # the lists were fetched once...
    assert value(after, "mcp_aggregator_list_fetches_total") >= value(after, "mcp_aggregator_list_cache_misses_total")


async def test_the_list_cache_counts_hits_as_lists_are_served_again() -> None:
    a, b = FakeServer(era="modern", hints=[(60_000, "public")]), FakeServer(era="modern")
    async with front(ServerConfig(name="a", serve=a.serve), ServerConfig(name="b", serve=b.serve)) as (http, agg):
        await agg.list_tools()
        first = value(await scrape(http), "mcp_aggregator_list_cache_hits_total")
        await agg.reconnect("b")  # the catalog is built again: a's list, still fresh, comes from the cache
        await agg.list_tools()
        second = await scrape(http)
    assert value(second, "mcp_aggregator_list_cache_hits_total") > first
    assert value(second, "mcp_aggregator_list_cache_entries") >= 1


async def test_a_server_going_down_changes_its_state_gauge() -> None:
    fake = FakeServer(era="modern", exit_after_calls=1)
    left = anyio.Event()

    def watch(event: UpstreamEvent) -> None:
        if isinstance(event, StatusChanged) and event.server == "a" and event.state != "ok":
            left.set()

    async with front(ServerConfig(name="a", serve=fake.serve)) as (http, agg):
        stop = agg.observe(events=watch)
        await agg.wait_connected(5)
        assert value(await scrape(http), "mcp_aggregator_server_state", server="a", state="ok") == 1
        await http.post("/mcp", **call("echo", 1))
        await http.post("/mcp", **call("echo", 2))  # past exit_after_calls: the server closes its end
        await left.wait()
        down = await scrape(http)
        stop()
    assert value(down, "mcp_aggregator_server_state", server="a", state="ok") == 0
    now = [dict(labels)["state"] for (name, labels), v in down.items() if name == "mcp_aggregator_server_state" and v]
    assert now in (["backoff"], ["down"], ["connecting"])
    entered = sum(v for (name, _), v in down.items() if name == "mcp_aggregator_server_state_changes_total")
    assert entered >= 1


async def test_two_proxies_in_one_process_keep_their_numbers_apart() -> None:
    one, two = FakeServer(era="modern"), FakeServer(era="modern")
    async with (
        front(ServerConfig(name="a", serve=one.serve)) as (first, _),
        front(ServerConfig(name="a", serve=two.serve)) as (second, _),
    ):
        await first.post("/mcp", **call("echo"))
        await first.post("/mcp", **call("echo", 2))
        await second.post("/mcp", **call("echo"))
        counted = [
            value(await scrape(http), "mcp_aggregator_calls_total", server="a", tool="echo", outcome="ok")
            for http in (first, second)
        ]
    assert counted == [2, 1]


async def test_metrics_stand_behind_the_same_host_and_token_checks() -> None:
    async with front(ServerConfig(name="a", serve=FakeServer(era="modern").serve)) as (http, _):
        assert (await http.get("/metrics")).status_code == 401
        assert (await http.get("/metrics", headers={"authorization": "Bearer wrong"})).status_code == 401
        assert (await http.get("/metrics", headers={**AUTH, "host": "evil.example"})).status_code == 403
        assert (await http.get("/metrics", headers=AUTH)).status_code == 200


async def test_an_observer_stops_hearing_once_stopped() -> None:
    heard: list[str] = []
    async with Aggregator([ServerConfig(name="a", serve=FakeServer(era="modern").serve)]) as agg:
        stop = agg.observe(calls=lambda record: heard.append(record.outcome))
        await agg.call_tool("echo", {})
        stop()
        await agg.call_tool("echo", {})
    assert heard == ["ok"]


async def test_a_failures_observer_hears_only_calls_that_did_not_end_ok() -> None:
    failed: list[str] = []
    every: list[str] = []
    once = RateLimit(calls_per_s=0.001, burst=1)
    async with Aggregator([ServerConfig(name="a", serve=FakeServer(era="modern").serve, rate_limit=once)]) as agg:
        stop = agg.observe(failures=lambda record: failed.append(record.outcome))
        await agg.call_tool("echo", {})  # ok: heard by nobody, so no record is made
        first = await agg.call_tool("echo", {})  # over the limit: refused
        stop_every = agg.observe(calls=lambda record: every.append(record.outcome))
        await agg.call_tool("echo", {})
        stop()
        stop_every()
        await agg.call_tool("echo", {})
    assert first.get("isError") is True
    assert failed == ["rate_limited", "rate_limited"]
    assert every == ["rate_limited"]


async def test_a_servers_own_error_codes_never_grow_the_label_set() -> None:
    codes = iter([*range(10_001, 10_041), -32602])

    async def fail(_session: Any, req: Request) -> ErrorResponse:
        return ErrorResponse(req.id, next(codes), "no")  # any integer a server likes: one label each would be unbounded

    fake = FakeServer(era="modern", on_call=fail)
    async with front(ServerConfig(name="a", serve=fake.serve)) as (http, _):
        for rid in range(41):
            await http.post("/mcp", **call("echo", rid))  # answered with the error (a -32602 as HTTP 400)
        after = await scrape(http)
    kinds = {
        dict(labels)["kind"]: v
        for (name, labels), v in after.items()
        if name == "mcp_aggregator_call_errors_total" and dict(labels)["server"] == "a"
    }
    assert kinds == {"error:other": 40, "error:-32602": 1}  # a code a spec defines still names itself


async def test_a_server_gets_so_many_tool_labels_and_its_further_tools_count_as_other(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(metrics, "TOOLS_PER_SERVER", 3)  # a server renaming its tools at every list, in small
    names = [f"t{index}" for index in range(6)]
    fake = FakeServer(era="modern", pages=[[tool(name) for name in names]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        counted = metrics.ProxyMetrics(agg)
        for name in [*names, "t5", "t0"]:
            await agg.call_tool(name, {})
        parsed = samples(counted.exposition()[0].decode())
        counted.close()
    labelled = {dict(labels)["tool"]: v for (name, labels), v in parsed.items() if name == "mcp_aggregator_calls_total"}
    assert labelled == {"t0": 2, "t1": 1, "t2": 1, metrics.OVERFLOW_TOOL: 4}
    assert value(parsed, "mcp_aggregator_call_duration_seconds_count", server="a", tool=metrics.OVERFLOW_TOOL) == 4
