"""The guards of a tool call: an ordered chain, composed once, that a host can extend.

A guard is an async callable `guard(call, call_next)` (the `Guard` protocol; a plain `async def` is one). It sees
the `ToolCall` — the exported name, the tool and server it routes to, the arguments — and either answers in the
server's stead (returns a result without calling `call_next`, after `call.refuse(...)` says why, for the audit
record) or passes the call on (`return await call_next(call)`), and may look at or change what comes back. The
chain runs in list order on the way in and in reverse on the way out, as ASGI middleware does.

The default chain, in order (`default_guards`; each has a `name`):

    policy → rate_limit → validation → size_cap → the call to the server

so a call is judged by the policy, then draws on its rate limits, then has its arguments checked, and what comes
back is cut to the size cap. The audit record is not a link of the chain but its frame: every call gets one,
whatever a guard does (a guard cannot skip it), and so does a call to an unknown tool, which never reaches the
chain. A host adds its own with `Aggregator(..., guards=fn)`: `fn` receives the default chain and returns the chain
to run, e.g. `lambda chain: [*chain[:2], approval, *chain[2:]]` for a step after the rate limits.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from aggregator.audit import Outcome
from aggregator.catalog import CatalogTool
from aggregator.config import AggregatorSettings, ServerConfig
from aggregator.limits import RateLimiter, cap_result
from aggregator.mirror import OwnSession
from aggregator.policy import Policy, decide, denied_result, request_for
from aggregator.protocol.mcp import InputRequired
from aggregator.validation import ArgumentValidator

__all__ = [
    "CallNext",
    "Guard",
    "GuardChain",
    "PolicyGuard",
    "RateLimitGuard",
    "SizeCapGuard",
    "ToolCall",
    "ValidationGuard",
    "compose",
    "default_guards",
]

Result = dict[str, Any]


@dataclass(slots=True, kw_only=True)
class ToolCall:
    """One tool call on its way through the guards; the outcome fields end up in its audit record."""

    #: the exported name the caller used
    name: str
    tool: CatalogTool
    server: ServerConfig
    arguments: Mapping[str, Any] | None
    #: `inputResponses` / `requestState` of a retry (every leg passes the guards again)
    continuation: Mapping[str, Any] | None
    settings: AggregatorSettings
    #: the request options (`timeout`, `progress`, `meta`, ...) and the caller's own sessions, for the call itself
    options: dict[str, Any] = field(default_factory=dict)
    own: OwnSession | None = None
    outcome: Outcome = "error"
    reason: str | None = None
    truncated: bool = False

    def refuse(self, outcome: Outcome, reason: str | None, result: Result) -> Result:
        """Answer in the server's stead: note why (for the audit record) and hand back `result`."""
        self.outcome, self.reason = outcome, reason
        return result


CallNext = Callable[[ToolCall], Awaitable[Result | InputRequired]]


class Guard(Protocol):
    """One link of the chain: answer the call, or pass it on with `await call_next(call)`."""

    async def __call__(self, call: ToolCall, call_next: CallNext, /) -> Result | InputRequired:
        """The call's answer: a refusal of this guard's, or what `call_next` returned (changed or not)."""
        ...


#: what `Aggregator(guards=...)` takes: the default chain in, the chain to run out
GuardChain = Callable[[list[Guard]], Sequence[Guard]]


class PolicyGuard:
    """The config's policy rules, then the host's `policy` callable: a denied call is answered, never sent."""

    name = "policy"

    def __init__(self, policy: Policy | None) -> None:
        self._policy = policy

    async def __call__(self, call: ToolCall, call_next: CallNext, /) -> Result | InputRequired:
        """Ask the rules and the callable (when there are any); refuse with `denied`, else pass on."""
        rules = call.settings.policy
        if rules or self._policy is not None:
            tool = call.tool
            annotations = tool.definition.get("annotations")
            request = request_for(
                call.server.name, call.name, tool.original_name, call.arguments, annotations, call.server.trusted
            )
            decision = await decide(rules, self._policy, request)
            if not decision.allowed:
                return call.refuse("denied", decision.reason, denied_result(request, decision))
        return await call_next(call)


class RateLimitGuard:
    """The server's and the tool's token buckets (`limits.py`): a call over a limit is answered, never sent."""

    name = "rate_limit"

    def __init__(self, limiter: RateLimiter) -> None:
        self._limiter = limiter

    async def __call__(self, call: ToolCall, call_next: CallNext, /) -> Result | InputRequired:
        """Take a token from each bucket (when the server has limits); refuse with `rate_limited`, else pass on."""
        server = call.server
        if server.rate_limit is not None or server.tool_rate_limits:
            limited = await self._limiter.take(server, call.tool.original_name, call.name)
            if limited is not None:
                return call.refuse("rate_limited", limited.message, limited.result())
        return await call_next(call)


class ValidationGuard:
    """Arguments against the tool's inputSchema (unless turned off, or the schema could not be judged)."""

    name = "validation"

    def __init__(self, validator: ArgumentValidator) -> None:
        self._validator = validator

    async def __call__(self, call: ToolCall, call_next: CallNext, /) -> Result | InputRequired:
        """Refuse arguments the schema rejects with `invalid_arguments` (a result the model can act on)."""
        # continuations too: whether a call is a retry is the client's word, and `inputResponses: {}` or a made-up
        # `requestState` must not buy a way past the schema (a true retry repeats the arguments, which pass again)
        if call.settings.validate_arguments and call.tool.unvalidated is None:
            outcome = self._validator.check_arguments(call.tool.definition.get("inputSchema"), call.arguments)
            if outcome is not None and outcome.blocks_call:
                # input validation failures are tool execution errors (SEP-1303): the model can fix them
                result: Result = {"content": [{"type": "text", "text": outcome.message}], "isError": True}
                return call.refuse("invalid_arguments", outcome.message, result)
        return await call_next(call)


class SizeCapGuard:
    """The server's `max_result_bytes`: a result over it is cut down and marked (`limits.cap_result`)."""

    name = "size_cap"

    async def __call__(self, call: ToolCall, call_next: CallNext, /) -> Result | InputRequired:
        """Pass the call on; cut what comes back when the server has a cap and the result is over it."""
        result = await call_next(call)
        cap = call.server.max_result_bytes
        if cap is None or not isinstance(result, dict):
            return result
        result, cut = cap_result(result, cap)
        call.truncated = call.truncated or cut
        return result


def default_guards(policy: Policy | None, limiter: RateLimiter, validator: ArgumentValidator) -> list[Guard]:
    """The chain every call passes unless a host changes it: policy, rate limits, validation, size cap."""
    return [PolicyGuard(policy), RateLimitGuard(limiter), ValidationGuard(validator), SizeCapGuard()]


def compose(guards: Sequence[Guard], call: CallNext) -> CallNext:
    """One callable that runs `guards` in order around `call` (built once, not per call)."""
    handler = call
    for guard in reversed(guards):
        handler = _link(guard, handler)
    return handler


def _link(guard: Guard, call_next: CallNext) -> CallNext:
    async def step(call: ToolCall) -> Result | InputRequired:
        return await guard(call, call_next)

    return step
