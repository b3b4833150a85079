"""The guard chain of a tool call: today's order by default, and a host's guard runs exactly where it is put."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.audit import AuditRecord
from aggregator.clock import ManualClock
from aggregator.config import RateLimit
from aggregator.guards import CallNext, Guard, ToolCall
from aggregator.policy import CallRequest, Decision
from aggregator.protocol.jsonrpc import Request
from aggregator.protocol.mcp import InputRequired
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
Result = dict[str, Any]
STRICT = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}


def deny_blocked(request: CallRequest) -> Decision:
    return Decision.deny("not this one") if request.tool == "blocked" else Decision.allow()


class Recorder:
    """A host guard: notes every call that reaches it, refuses `vetoed`, and marks what comes back."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    async def __call__(self, call: ToolCall, call_next: CallNext, /) -> Result | InputRequired:
        self.seen.append(call.name)
        if call.name == "vetoed":
            return call.refuse("denied", "the host said no", {"content": [], "isError": True})
        result = await call_next(call)
        if isinstance(result, dict):
            result = {**result, "_meta": {"host/seen": True}}
        return result


def sent(fake: FakeServer) -> list[str]:
    return [m.params["name"] for m in fake.received if isinstance(m, Request) and m.method == "tools/call"]


async def test_the_default_chain_is_policy_rate_limit_validation_size_cap() -> None:
    agg = Aggregator([ServerConfig(name="X", serve=FakeServer().serve)])
    assert [getattr(guard, "name", None) for guard in agg.guards] == ["policy", "rate_limit", "validation", "size_cap"]


async def test_a_host_guard_runs_in_its_place_in_the_chain() -> None:
    recorder = Recorder()
    records: list[AuditRecord] = []
    fake = FakeServer(pages=[[tool("blocked"), tool("limited"), tool("strict", inputSchema=STRICT), tool("vetoed")]])
    config = ServerConfig(name="X", serve=fake.serve, tool_rate_limits={"limited": RateLimit(calls_per_s=1, burst=1)})

    def after_the_rate_limits(chain: list[Guard]) -> list[Guard]:
        return [*chain[:2], recorder, *chain[2:]]

    async with Aggregator(
        [config],
        clock=ManualClock(),
        policy=deny_blocked,
        guards=after_the_rate_limits,
        audit=records.append,
    ) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            answers = {
                "blocked": await agg.call_tool("blocked", {}),
                "limited": await agg.call_tool("limited", {}),
                "limited again": await agg.call_tool("limited", {}),
                "strict": await agg.call_tool("strict", {"n": "not a number"}),
                "vetoed": await agg.call_tool("vetoed", {}),
            }
    # after the policy and the rate limits (what they refuse never reaches it), before validation (it sees the bad
    # arguments that validation then refuses)
    assert recorder.seen == ["limited", "strict", "vetoed"]
    assert [(r.name, r.outcome) for r in records] == [
        ("blocked", "denied"),
        ("limited", "ok"),
        ("limited", "rate_limited"),
        ("strict", "invalid_arguments"),
        ("vetoed", "denied"),
    ]
    assert records[-1].reason == "the host said no"
    assert sent(fake) == ["limited"]  # only the call every guard let through was sent
    assert answers["limited"]["_meta"] == {"host/seen": True}  # type: ignore[index]
    assert all(answers[name]["isError"] is True for name in ("blocked", "limited again", "strict", "vetoed"))  # type: ignore[index]


async def test_a_guard_that_raises_fails_the_call_and_it_is_audited() -> None:
    records: list[AuditRecord] = []

    async def broken(call: ToolCall, call_next: CallNext, /) -> Result | InputRequired:
        raise RuntimeError("the host's guard broke")

    fake = FakeServer(pages=[[tool("t")]])
    async with Aggregator(
        [ServerConfig(name="X", serve=fake.serve)], guards=lambda chain: [broken, *chain], audit=records.append
    ) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            with pytest.raises(RuntimeError, match="broke"):
                await agg.call_tool("t", {})
    assert sent(fake) == []
    assert [(r.name, r.outcome) for r in records] == [("t", "error")]
