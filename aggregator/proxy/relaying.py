"""Forwarding one request that may take a while or ask back (tools/call, prompts/get, resources/read).

Its progress and log lines go to the client that sent it, in order, before the answer; a legacy upstream's own
questions reach that client (a legacy client as a request on its stream, a modern one as `input_required` through
`ParkedCalls`); a modern upstream's `input_required` is relayed, or put to a legacy client in its own revision.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from aggregator._tasks import single_errors
from aggregator.aggregator import Aggregator
from aggregator.protocol.jsonrpc import Notification
from aggregator.protocol.mcp import InputRequired, log_wanted
from aggregator.protocol.versions import Era
from aggregator.proxy.context import (
    MAX_INPUT_ROUNDS,
    RequestContext,
    answer_of,
    declining,
    relay,
    target_of,
    unasked,
)
from aggregator.proxy.parked_calls import ParkedCalls
from aggregator.proxy.parking import declared, progress_note, upstream_capabilities
from aggregator.upstream import NotBridged

__all__ = ["CallRelay"]


class CallRelay:
    """Runs forwarded requests for the proxy's handlers, relaying what comes back before their answers."""

    def __init__(self, aggregator: Aggregator, parked: ParkedCalls) -> None:
        self.aggregator = aggregator
        self.parked = parked

    async def run(
        self,
        ctx: RequestContext,
        request: tuple[str, str, Mapping[str, Any] | None],
        cont: Mapping[str, Any],
        call: Callable[..., Awaitable[Any]],
    ) -> dict[str, Any]:
        """Forward one MRTR-capable request: relay its progress and logs, bridge its input requests.

        `request` is (method, name or URI, arguments): a bridged call's requestState is bound to it.
        """
        if ctx.modern:
            state = cont.get("requestState")
            parked = self.parked.claim(state, target_of(*request)) if state is not None else None
            if parked is not None:
                return await self.parked.resume(ctx, parked, cont.get("inputResponses"))
            method, name, _ = request
            if (
                self.parked.calls is not None
                and upstream_capabilities(ctx.capabilities)
                and self.aggregator.era_of_route(method, name) is not Era.MODERN
            ):
                # a legacy upstream may ask this client something mid-call: run the call where it can wait.
                # A modern upstream asks with input_required itself, which is relayed as it is.
                return await self.parked.run(ctx, call, target_of(*request))
        token = ctx.meta.get("progressToken")
        if token is None and ctx.log_level is None and ctx.session is None:
            # nothing can come back before the answer: no relay, no extra tasks on the hot path. The log
            # sink still matters: a line of this call's is this client's, never anyone's session-level log
            result = await call(meta=ctx.upstream_meta(), log=unasked, bridge=declining(ctx))
            return answer_of(ctx, result)
        with single_errors():
            return await self._run_relayed(ctx, call, token, request)

    async def _run_relayed(
        self,
        ctx: RequestContext,
        call: Callable[..., Awaitable[Any]],
        token: Any,
        request: tuple[str, str, Mapping[str, Any] | None],
    ) -> dict[str, Any]:
        async with relay(ctx.send) as push:
            options: dict[str, Any] = {"meta": ctx.upstream_meta()}
            if token is not None:
                # our own token went upstream; the client gets its own back
                options["progress"] = lambda note: push(progress_note(note, token))
            options["log"] = unasked
            if ctx.log_level is not None:
                threshold = ctx.log_level
                # a shared upstream logs at the most verbose level any client asked for: this client hears its own
                options["log"] = lambda note: (
                    push(Notification("notifications/message", note))
                    if log_wanted(note.get("level"), threshold)
                    else None
                )
            if ctx.session is not None:
                options["bridge"] = self._bridge(ctx, request)
            if ctx.paused is not None:
                options["paused"] = ctx.paused
            result = await call(**options)
            rounds = 0
            while isinstance(result, InputRequired) and not ctx.modern and rounds < MAX_INPUT_ROUNDS:
                # a legacy client is asked the way its revision knows: a request on its own stream
                rounds += 1
                answers = await self._ask_legacy_client(ctx, result)
                if answers is None:
                    break
                result = await self.aggregator.retry(result, answers, **options)
        return answer_of(ctx, result)

    def _bridge(
        self, ctx: RequestContext, request: tuple[str, str, Mapping[str, Any] | None]
    ) -> Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]:
        """A legacy upstream's own request, carried to the legacy client whose call caused it.

        On a shared session only what the client declared is put to it. On the client's own (mirrored) session every
        request is its own: an undeclared one is put to it too, and it refuses it with its own error, as directly.
        """
        session = ctx.session
        assert session is not None

        def own_session() -> bool:
            own, server = ctx.own, self.aggregator.server_of_route(request[0], request[1])
            return own is not None and server is not None and server in own.servers

        async def ask(method: str, params: dict[str, Any]) -> dict[str, Any]:
            if not declared(session.capabilities, method, params) and not own_session():
                ctx.decline(method, params)
                raise NotBridged  # not the client's to answer: the upstream's own handler does (roots, declines)
            return dict(await session.ask(ctx.send, method, params))

        return ask

    async def _ask_legacy_client(self, ctx: RequestContext, pending: InputRequired) -> dict[str, Any] | None:
        session = ctx.session
        answers: dict[str, Any] = {}
        for key, request in pending.input_requests.items():
            method = request.get("method") if isinstance(request, dict) else None
            params = request.get("params") if isinstance(request.get("params"), dict) else {}
            if session is None or not isinstance(method, str) or not declared(session.capabilities, method, params):
                return None  # the client cannot be asked: it gets an execution error naming the server
            answers[key] = await session.ask(ctx.send, method, params)
        return answers
