"""Rate limits and the result size cap (aggregator/limits.py): bucket math by hand, then through the Aggregator
and the proxy over in-memory servers. Time is a ManualClock: nothing sleeps."""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator import Aggregator, ConfigError, ManualClock, RateLimit, ServerConfig
from aggregator.limits import (
    REFUSED_KEY,
    TRUNCATED_KEY,
    RateLimiter,
    TokenBucket,
    cap_result,
    json_size,
    without_our_meta,
)
from aggregator.protocol.jsonrpc import Request, Response
from aggregator.proxy.server import ProxyServer, ProxySettings
from tests.memory_server import FakeServer, Session, tool

# --- the bucket ---------------------------------------------------------------------------------------------------


def test_bucket_starts_full_and_refills_at_its_rate() -> None:
    bucket = TokenBucket(RateLimit(calls_per_s=2, burst=3), now=0.0)
    for _ in range(3):
        assert bucket.wait(0.0) == 0
        bucket.take()
    assert bucket.wait(0.0) == pytest.approx(0.5)  # one token takes 1/2 s at 2 calls/s
    assert bucket.wait(0.2) == pytest.approx(0.3)
    assert bucket.wait(0.5) == 0


def test_bucket_never_holds_more_than_its_burst() -> None:
    bucket = TokenBucket(RateLimit(calls_per_s=1, burst=2), now=0.0)
    assert bucket.wait(1000.0) == 0
    bucket.take()
    bucket.take()
    assert bucket.wait(1000.0) == pytest.approx(1.0)


@pytest.mark.parametrize(("rate", "capacity"), [(0.5, 1), (1, 1), (2.5, 3), (10, 10)])
def test_default_burst_is_one_seconds_worth(rate: float, capacity: int) -> None:
    assert RateLimit(calls_per_s=rate).capacity == capacity


@pytest.mark.parametrize(
    "kwargs", [{"calls_per_s": 0}, {"calls_per_s": -1}, {"calls_per_s": float("inf")}, {"calls_per_s": True}]
)
def test_rate_limit_rejects_bad_rates(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ConfigError, match="calls_per_s"):
        RateLimit(**kwargs)


@pytest.mark.parametrize("burst", [0, 1.5, True])
def test_rate_limit_rejects_bad_bursts(burst: Any) -> None:
    with pytest.raises(ConfigError, match="burst"):
        RateLimit(calls_per_s=1, burst=burst)


def test_server_config_rejects_a_tiny_result_cap_and_bad_tool_limits() -> None:
    with pytest.raises(ConfigError, match="max_result_bytes must be an integer of at least 1024"):
        ServerConfig(name="s", command="x", max_result_bytes=100)
    with pytest.raises(ConfigError, match="tool_rate_limits"):
        ServerConfig(name="s", command="x", tool_rate_limits={"a*": 3})  # type: ignore[dict-item]


# --- the limiter ----------------------------------------------------------------------------------------------------


def server(**kwargs: Any) -> ServerConfig:
    return ServerConfig(name="X", command="x", **kwargs)


def test_burst_then_refusal_with_the_real_wait() -> None:
    clock = ManualClock()
    limiter = RateLimiter(clock)
    config = server(rate_limit=RateLimit(calls_per_s=10, burst=20))
    assert all(limiter.acquire(config, "t", "X__t") is None for _ in range(20))
    clock.advance(0.07)  # 0.7 of a token back: 0.03 s to go
    refused = limiter.acquire(config, "t", "X__t")
    assert refused is not None and refused.scope == "server"
    assert refused.retry_after_s == 0.1  # rounded up to a tenth, never down
    assert refused.message == (
        "Rate limit: at most 10 calls/s (burst 20) to server 'X'. The call was not run; retry after 0.1 s."
    )
    clock.advance(0.03)
    assert limiter.acquire(config, "t", "X__t") is None


@pytest.mark.parametrize(("rate", "text"), [(2, "0.5"), (3, "0.4"), (0.25, "4"), (1 / 7, "7")])
def test_retry_after_is_rounded_up_and_enough(rate: float, text: str) -> None:
    clock = ManualClock()
    limiter = RateLimiter(clock)
    config = server(rate_limit=RateLimit(calls_per_s=rate, burst=1))
    assert limiter.acquire(config, "t", "t") is None
    refused = limiter.acquire(config, "t", "t")
    assert refused is not None and f"retry after {text} s." in refused.message
    clock.advance(refused.retry_after_s)
    assert limiter.acquire(config, "t", "t") is None  # waiting as long as told is enough


def test_tool_limit_by_glob_first_match_wins_and_each_tool_has_its_own_bucket() -> None:
    clock = ManualClock()
    limiter = RateLimiter(clock)
    config = server(
        tool_rate_limits={"search_slow": RateLimit(calls_per_s=1, burst=1), "search*": RateLimit(calls_per_s=2)}
    )
    assert [limiter.acquire(config, "search_a", "search_a") is None for _ in range(3)] == [True, True, False]
    assert [limiter.acquire(config, "search_b", "search_b") is None for _ in range(3)] == [True, True, False]
    assert [limiter.acquire(config, "search_slow", "s") is None for _ in range(2)] == [True, False]
    assert all(limiter.acquire(config, "other", "other") is None for _ in range(100))  # no limit matches
    refused = limiter.acquire(config, "search_a", "X__search_a")
    assert refused is not None and refused.scope == "tool" and "to tool 'X__search_a'" in refused.message


def test_a_refused_call_takes_no_token_from_the_other_bucket() -> None:
    clock = ManualClock()
    limiter = RateLimiter(clock)
    config = server(rate_limit=RateLimit(calls_per_s=1, burst=2), tool_rate_limits={"a": RateLimit(calls_per_s=1)})
    assert limiter.acquire(config, "a", "a") is None
    assert limiter.acquire(config, "a", "a") is not None  # the tool bucket is empty
    assert limiter.acquire(config, "b", "b") is None  # the server bucket still had its second token
    refused = limiter.acquire(config, "b", "b")
    assert refused is not None and refused.scope == "server"


def test_the_longest_wait_is_reported() -> None:
    clock = ManualClock()
    limiter = RateLimiter(clock)
    config = server(rate_limit=RateLimit(calls_per_s=10, burst=1), tool_rate_limits={"a": RateLimit(calls_per_s=0.5)})
    assert limiter.acquire(config, "a", "a") is None
    refused = limiter.acquire(config, "a", "a")
    assert refused is not None and (refused.scope, refused.retry_after_s) == ("tool", 2.0)


def test_a_changed_limit_starts_a_fresh_bucket() -> None:
    clock = ManualClock()
    limiter = RateLimiter(clock)
    assert limiter.acquire(server(rate_limit=RateLimit(calls_per_s=1)), "t", "t") is None
    assert limiter.acquire(server(rate_limit=RateLimit(calls_per_s=1)), "t", "t") is not None
    assert limiter.acquire(server(rate_limit=RateLimit(calls_per_s=5)), "t", "t") is None


# --- the size cap ---------------------------------------------------------------------------------------------------


def text(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


def without_marker(result: dict[str, Any]) -> dict[str, Any]:
    """The result as it would be without what the cap added."""
    out = {**result, "content": result["content"][:-1]}
    meta = {k: v for k, v in result["_meta"].items() if k != TRUNCATED_KEY}
    if meta:
        out["_meta"] = meta
    else:
        del out["_meta"]
    return out


def test_a_result_under_the_cap_is_untouched() -> None:
    result = {"content": [text("x" * 500)], "structuredContent": {"a": 1}, "isError": False}
    out, cut = cap_result(result, 1024)
    assert out is result and not cut


def test_a_text_block_is_cut_at_a_character_boundary() -> None:
    original = "é" * 3000 + "😀" * 1000  # 2- and 4-byte characters: most byte offsets fall inside one
    for limit in range(1024, 1100):
        out, cut = cap_result({"content": [text(original)], "isError": False}, limit)
        kept = out["content"][0]["text"]
        assert cut and original.startswith(kept) and kept
        assert json_size(without_marker(out)) <= limit
        assert json_size(without_marker(out)) > limit - 4  # as much as fits, give or take one character


def test_json_escapes_are_never_split_and_are_counted() -> None:
    original = 'a"\\\n\x01' * 1000  # escapes of 2 and 6 bytes
    out, _ = cap_result({"content": [text(original)]}, 2048)
    kept = out["content"][0]["text"]
    assert original.startswith(kept) and len(kept) > 100
    assert json_size(without_marker(out)) <= 2048


def test_blocks_are_kept_while_they_fit_and_the_rest_dropped_with_a_marker() -> None:
    image = {"type": "image", "data": "A" * 3_000_000, "mimeType": "image/png"}
    result = {"content": [text("first"), image, text("after")], "isError": False}
    out, cut = cap_result(result, 1024 * 1024)
    assert cut
    assert out["content"][0] == text("first")
    assert len(out["content"]) == 2  # the first block, then the marker
    assert out["content"][1]["text"] == (
        "[truncated by mcp-aggregator: the result was 2.9 MiB, over the limit of 1 MiB for this server; "
        "kept 1 content block(s); dropped 2 block(s)]"
    )
    assert out["_meta"][TRUNCATED_KEY] == {
        "originalBytes": json_size(result),
        "limitBytes": 1024 * 1024,
        "keptBlocks": 1,
        "cutBlock": False,
        "droppedBlocks": 2,
        "droppedFields": [],
    }
    assert out["isError"] is False


def test_structured_content_over_the_cap_is_dropped_and_said_so() -> None:
    data = {"rows": ["r" * 100] * 50}
    result = {"content": [text("summary")], "structuredContent": data, "_meta": {"k": 1}, "isError": False}
    out, cut = cap_result(result, 2048)
    assert cut and "structuredContent" not in out
    assert out["content"][0] == text("summary")
    assert "dropped structuredContent" in out["content"][-1]["text"]
    assert out["_meta"]["k"] == 1  # the server's own _meta stays when it fits
    assert out["_meta"][TRUNCATED_KEY]["droppedFields"] == ["structuredContent"]


def test_a_huge_meta_is_dropped_too_so_the_cap_holds() -> None:
    result = {"content": [text("ok")], "_meta": {"blob": "x" * 5000}, "isError": True}
    out, _ = cap_result(result, 1024)
    assert out["isError"] is True and out["content"][0] == text("ok")
    assert set(out["_meta"]) == {TRUNCATED_KEY} and out["_meta"][TRUNCATED_KEY]["droppedFields"] == ["_meta"]


def test_servers_cannot_forge_our_meta() -> None:
    forged = {"content": [], "_meta": {REFUSED_KEY: {"kind": "policy"}, "io.github.mcp-aggregator/x": 1, "k": 2}}
    assert without_our_meta(forged) == {"content": [], "_meta": {"k": 2}}
    plain = {"content": [], "_meta": {"k": 2}}
    assert without_our_meta(plain) is plain


blocks = st.one_of(
    st.builds(text, st.text(max_size=3000)),
    st.builds(lambda d: {"type": "image", "data": d, "mimeType": "image/png"}, st.text("AB", max_size=3000)),
)


@given(
    content=st.lists(blocks, max_size=6),
    structured=st.none() | st.dictionaries(st.text(max_size=5), st.text(max_size=500), max_size=5),
    limit=st.integers(1024, 8000),
)
def test_the_cap_is_never_exceeded_by_more_than_the_marker(
    content: list[dict[str, Any]], structured: dict[str, Any] | None, limit: int
) -> None:
    result: dict[str, Any] = {"content": content, "isError": False}
    if structured is not None:
        result["structuredContent"] = structured
    out, cut = cap_result(result, limit)
    if not cut:
        assert out is result and json_size(result) <= limit
        return
    assert json_size(without_marker(out)) <= limit
    kept = out["content"][:-1]
    numbers = out["_meta"][TRUNCATED_KEY]
    assert numbers["keptBlocks"] == len(kept) and numbers["keptBlocks"] + numbers["droppedBlocks"] == len(content)
    for index, block in enumerate(kept):  # whole blocks, in order, and at most the last one cut
        if numbers["cutBlock"] and index == len(kept) - 1:
            assert content[index]["text"].startswith(block["text"])
        else:
            assert block == content[index]
    json.dumps(out, ensure_ascii=False).encode("utf-8", "surrogatepass")  # still encodable


# --- through the Aggregator -------------------------------------------------------------------------------------------


def calls(fake: FakeServer) -> int:
    return fake.methods().count("tools/call")


@pytest.mark.anyio
async def test_a_limited_call_is_answered_at_once_and_never_reaches_the_server() -> None:
    clock = ManualClock()
    fake = FakeServer(pages=[[tool("search"), tool("other")]])
    config = ServerConfig(
        name="X",
        serve=fake.serve,
        rate_limit=RateLimit(calls_per_s=10, burst=2),
        tool_rate_limits={"sea*": RateLimit(calls_per_s=1, burst=1)},
    )
    async with Aggregator([config], clock=clock) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            first = await agg.call_tool("search", {})
            tool_limited = await agg.call_tool("search", {})
            second = await agg.call_tool("other", {})
            server_limited = await agg.call_tool("other", {})
            assert calls(fake) == 2
            clock.advance(1.0)
            again = await agg.call_tool("search", {})
    assert first["isError"] is False and second["isError"] is False  # type: ignore[index]
    assert tool_limited == {
        "content": [
            {
                "type": "text",
                "text": "Rate limit: at most 1 calls/s (burst 1) to tool 'search'. The call was not run; "
                "retry after 1 s.",
            }
        ],
        "isError": True,
        "_meta": {
            REFUSED_KEY: {
                "kind": "rate_limit",
                "scope": "tool",
                "server": "X",
                "callsPerS": 1,
                "burst": 1,
                "retryAfterS": 1.0,
            }
        },
    }
    assert server_limited["isError"] is True  # type: ignore[index]
    assert "to server 'X'" in server_limited["content"][0]["text"]  # type: ignore[index]
    assert again["isError"] is False  # type: ignore[index]
    assert calls(fake) == 3


@pytest.mark.anyio
async def test_a_big_result_is_cut_down_and_a_small_one_is_not() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        size = (req.params or {})["arguments"]["size"]
        return {"content": [text("y" * size), text("tail")], "structuredContent": {"n": size}, "isError": False}

    fake = FakeServer(pages=[[tool("big")]], on_call=on_call)
    config = ServerConfig(name="X", serve=fake.serve, max_result_bytes=4096)
    async with Aggregator([config]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            small = await agg.call_tool("big", {"size": 100})
            big = await agg.call_tool("big", {"size": 10_000})
    assert small["structuredContent"] == {"n": 100} and len(small["content"]) == 2  # type: ignore[index]
    assert "structuredContent" not in big
    assert big["content"][0]["text"] == "y" * len(big["content"][0]["text"])  # type: ignore[index]
    assert big["content"][-1]["text"].startswith("[truncated by mcp-aggregator")  # type: ignore[index]
    assert big["_meta"][TRUNCATED_KEY]["droppedBlocks"] == 1  # type: ignore[index]
    assert json_size(without_marker(big)) <= 4096  # type: ignore[arg-type]


@pytest.mark.anyio
async def test_a_servers_forged_marks_are_removed() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        return {"content": [text("fine")], "isError": False, "_meta": {TRUNCATED_KEY: {"fake": True}}}

    fake = FakeServer(pages=[[tool("t")]], on_call=on_call)
    async with Aggregator([ServerConfig(name="X", serve=fake.serve)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            result = await agg.call_tool("t", {})
    assert result == {"content": [text("fine")], "isError": False}


# --- through the proxy ------------------------------------------------------------------------------------------------

MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}


async def answer(srv: ProxyServer, request: Request, session: Any = None) -> dict[str, Any]:
    async def send(message: Any) -> None:
        pass

    with anyio.fail_after(10):
        reply = await srv.handle(request, session=session, send=send)
    assert isinstance(reply, Response), reply
    return reply.result


@pytest.mark.anyio
async def test_proxy_answers_a_rate_limited_call_as_a_tool_error_to_both_eras() -> None:
    fake = FakeServer(pages=[[tool("t")]])
    config = ServerConfig(name="X", serve=fake.serve, rate_limit=RateLimit(calls_per_s=1, burst=1))
    async with Aggregator([config], clock=ManualClock()) as agg:
        srv = ProxyServer(agg, ProxySettings())
        call = {"name": "t", "arguments": {}}
        ok = await answer(srv, Request(1, "tools/call", {**call, "_meta": MODERN_META}))
        modern = await answer(srv, Request(2, "tools/call", {**call, "_meta": MODERN_META}))
        session = srv.open_session()
        init = {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        await answer(srv, Request(3, "initialize", init), session)
        legacy = await answer(srv, Request(4, "tools/call", call), session)
    assert ok["isError"] is False
    for result in (modern, legacy):
        assert result["isError"] is True
        assert result["content"] == [
            text("Rate limit: at most 1 calls/s (burst 1) to server 'X'. The call was not run; retry after 1 s.")
        ]
        assert result["_meta"][REFUSED_KEY]["kind"] == "rate_limit"
    assert modern["resultType"] == "complete" and "resultType" not in legacy
    assert calls(fake) == 1


@pytest.mark.anyio
async def test_proxy_hands_a_legacy_client_the_truncated_result() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        return {"content": [text("z" * 5000)], "isError": False}

    fake = FakeServer(pages=[[tool("t")]], on_call=on_call)
    async with Aggregator([ServerConfig(name="X", serve=fake.serve, max_result_bytes=2048)]) as agg:
        srv = ProxyServer(agg, ProxySettings())
        session = srv.open_session()
        init = {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        await answer(srv, Request(1, "initialize", init), session)
        result = await answer(srv, Request(2, "tools/call", {"name": "t", "arguments": {}}), session)
    assert result["content"][-1]["text"].startswith("[truncated by mcp-aggregator")
    assert result["_meta"][TRUNCATED_KEY]["cutBlock"] is True
    assert json_size(without_marker(result)) <= 2048
