"""Calls of a legacy upstream parked while a modern client answers its questions (MRTR bridging).

A legacy upstream asks its client mid-call (sampling, elicitation, roots); a modern client is asked with
`input_required` and answers in a new request. The call runs in a task of ours meanwhile, under a signed, expiring,
one-use `requestState`, and the retry that carries the answers takes it up again. Bounded in all and per client.
"""

from __future__ import annotations

import math
import os
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from anyio.abc import TaskGroup

from aggregator._tasks import single_errors
from aggregator.errors import McpError
from aggregator.oauth_config import PRINCIPAL
from aggregator.protocol.jsonrpc import INVALID_PARAMS
from aggregator.proxy.context import RequestContext, answer_of, relay
from aggregator.proxy.parking import Ask, Parked, crowded, declared
from aggregator.proxy.signing import Signer

__all__ = ["ParkedCalls"]


class ParkedCalls:
    """The calls parked for their clients' answers, run in the task group `calls` (set while the server watches)."""

    def __init__(self, signer: Signer, *, input_expiry: float, max_parked: int, max_parked_per_client: int) -> None:
        self.signer = signer
        self.input_expiry = input_expiry
        self.max_parked = max_parked
        self.max_parked_per_client = max_parked_per_client
        #: parked call id -> the call
        self.parked: dict[str, Parked] = {}
        #: owns the parked calls; None while the server does not watch (then nothing can park)
        self.calls: TaskGroup | None = None

    async def run(self, ctx: RequestContext, call: Callable[..., Awaitable[Any]], target: list[str]) -> dict[str, Any]:
        """Start the call in our own task group, so it can outlive this request while the client answers."""
        assert self.calls is not None
        refusal = self._crowded(ctx.client)
        if refusal is not None:
            raise refusal
        parked = Parked(target, ctx.capabilities, ctx.client)
        options: dict[str, Any] = {"meta": ctx.upstream_meta(), "bridge": parked.ask}
        if ctx.meta.get("progressToken") is not None:
            options["progress"] = parked.progress
        # whichever request owns the call hears its lines at its own level (`Parked.log`): a retry may ask otherwise
        options["log"] = parked.log
        self.parked[parked.id] = parked
        self.calls.start_soon(self._drive, parked, call, options)
        return await self.follow(ctx, parked)

    def _crowded(self, client: str | None) -> McpError | None:
        """Why one more call of `client`'s may not park now (None: it may): the bounds of `ProxySettings`."""
        return crowded(
            self.parked.values(),
            client,
            total=self.max_parked,
            per_client=self.max_parked_per_client,
            now=anyio.current_time(),
        )

    async def _drive(self, parked: Parked, call: Callable[..., Awaitable[Any]], options: dict[str, Any]) -> None:
        try:
            with parked.scope:
                try:
                    outcome: Any = await call(**options)
                except Exception as exc:  # raised by whichever request collects it, never in our task group
                    outcome = exc
                parked.post(outcome)
                await parked.collected.wait()  # until a request takes it (or the parked call expires)
        finally:
            self.parked.pop(parked.id, None)
            parked.end()

    async def follow(self, ctx: RequestContext, parked: Parked) -> dict[str, Any]:
        """Own the call until it has something for the client: its result, or the next question to ask."""
        parked.capabilities = ctx.capabilities
        parked.scope.deadline = math.inf  # a client is waiting for it again: no expiry meanwhile
        handed_over = False
        try:
            with single_errors():
                async with relay(ctx.send) as push:
                    parked.owner = (push, ctx.meta.get("progressToken"), ctx.log_level)
                    try:
                        event = await parked.next()
                        while isinstance(event, Ask) and not declared(ctx.capabilities, event.method, event.params):
                            ctx.decline(event.method, event.params)
                            event.decline()  # this request's client cannot answer it: the upstream's handler does
                            event = await parked.next()
                    finally:
                        parked.owner = None
            handed_over = True
        finally:
            if not handed_over:
                parked.scope.cancel()  # this request failed or was cancelled: nobody else will take the result
        for method, params in parked.undeclared:
            ctx.decline(method, params)
        if isinstance(event, Ask):
            return self._park(parked, event)
        if isinstance(event, BaseException):
            raise event
        return answer_of(ctx, event)

    def _park(self, parked: Parked, question: Ask) -> dict[str, Any]:
        """Answer `input_required`; the call waits (until the expiry) for a retry carrying the new state."""
        parked.asking = question
        parked.nonce = os.urandom(9).hex()  # each state resumes once: a replayed one is unknown
        expires = anyio.current_time() + self.input_expiry
        parked.scope.deadline = expires
        state = self.signer.seal([parked.id, parked.nonce, parked.target, expires])
        request = {"method": question.method, "params": question.params}
        return {"resultType": "input_required", "inputRequests": {question.key: request}, "requestState": state}

    async def resume(self, ctx: RequestContext, parked: Parked, responses: Any) -> dict[str, Any]:
        """A retry carrying answers: the question answered, the call followed to its next event."""
        question = parked.asking
        assert question is not None
        answer = responses.get(question.key) if isinstance(responses, dict) else None
        if not isinstance(answer, dict):
            return self._park(parked, question)  # still unanswered: MRTR asks again rather than failing
        parked.asking = None
        question.answer(answer)
        return await self.follow(ctx, parked)

    def claim(self, state: Any, target: list[str]) -> Parked | None:
        """The parked call a requestState of ours resumes, the state now used up; None if it is not ours."""
        if not self.signer.owns(state):
            return None  # a modern upstream's own state: it goes back to that upstream byte-exact
        fields = self.signer.unseal(state)
        if fields is not None and len(fields) != 4:
            fields = None  # [id, nonce, target, expires] if we signed it: the client may have changed anything
        parked = self.parked.get(fields[0]) if fields is not None else None
        if fields is None or parked is None or parked.nonce != fields[1] or fields[3] < anyio.current_time():
            raise McpError(INVALID_PARAMS, "expired or unknown requestState")
        if fields[2] != target:
            raise McpError(INVALID_PARAMS, "this requestState belongs to another request")
        if parked.principal != PRINCIPAL.get():
            # holding a state is no credential: another user's retry must not answer (or read) this user's call
            raise McpError(INVALID_PARAMS, "this requestState belongs to another user")
        parked.nonce = None
        return parked
