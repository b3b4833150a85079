"""A tool call: routed by the catalog, passed through the guard chain (`guards.py`), framed by its audit record.

The end of the chain is the call itself, and what no guard may take away: our `_meta` namespace is stripped from
the result, and structured content that does not match the tool's outputSchema is noted (and kept).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import anyio

from aggregator._facade.collection import Collector
from aggregator._facade.connections import Connections
from aggregator._facade.pinning import Pinning
from aggregator._facade.relay import Relay
from aggregator._facade.trail import AuditTrail, CallNote
from aggregator.errors import McpError, UnknownTool
from aggregator.guards import Guard, ToolCall, compose
from aggregator.limits import without_our_meta
from aggregator.mirror import OwnSession
from aggregator.not_up import unknown_name
from aggregator.protocol.jsonrpc import INVALID_PARAMS, json_problem
from aggregator.protocol.mcp import InputRequired
from aggregator.validation import ArgumentValidator

__all__ = ["Calls"]

Result = dict[str, Any]


class Calls:
    """Tool calls through the guards, each with its audit record; the output mismatches seen on the way."""

    def __init__(
        self,
        connections: Connections,
        collector: Collector,
        relay: Relay,
        validator: ArgumentValidator,
        guards: tuple[Guard, ...],
        trail: AuditTrail,
        pinning: Pinning,
    ) -> None:
        self.connections = connections
        self.configured = connections.configured
        self.collector = collector
        self.relay = relay
        self.validator = validator
        #: the guards every tool call passes, in order; the audit record frames them
        self.guards = guards
        self.guarded = compose(guards, self.send)
        self.trail = trail
        self.pinning = pinning
        #: structuredContent that did not match the tool's outputSchema (kept, and reported here)
        self.output_mismatches: deque[tuple[str, str]] = deque(maxlen=100)

    async def call_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None,
        continuation: Mapping[str, Any] | None,
        options: dict[str, Any],
        own: OwnSession | None,
    ) -> Result | InputRequired:
        """Call a merged tool by its exported name (see `Aggregator.call_tool`), recording it on the audit trail."""
        clock = self.connections.clock
        note = CallNote(name, clock.now(), time.time())
        try:
            return await self._call(note, name, arguments, continuation, options, own)
        except McpError as exc:
            note.outcome, note.error_code, note.reason = "error", exc.code, exc.message
            raise
        except anyio.get_cancelled_exc_class():
            note.outcome = "cancelled"
            raise
        except BaseException as exc:
            note.outcome, note.reason = "error", f"{type(exc).__name__}: {exc}"
            raise
        finally:
            self.trail.record(note, arguments)

    async def _call(
        self,
        note: CallNote,
        name: str,
        arguments: Mapping[str, Any] | None,
        continuation: Mapping[str, Any] | None,
        options: dict[str, Any],
        own: OwnSession | None,
    ) -> Result | InputRequired:
        approver = options.pop("on_unapproved", None)
        catalog = self.collector.catalog
        if catalog is None or self.pinning.pins is not None:
            # with pins on, a call is judged against the current list: a tool changed since the last one must not
            # slip through under its old approval
            catalog = await self.collector.current()
        tool = catalog.get(name)
        if tool is None:
            catalog = await self.collector.current()  # the list may have changed since the model saw it
            tool = catalog.get(name)
        if tool is None and name in catalog.withheld:
            # withheld by the pins until a person approves it: ask (the call's approver, else the host's)
            note.server, note.tool = catalog.withheld[name].server, catalog.withheld[name].original_name
            tool, refused = await self.pinning.admit(catalog, name, approver)
            if refused is not None:
                note.outcome, note.reason = "denied", "not approved (pins)"
                return refused
        if tool is None:
            message, data = unknown_name("tool", name, self.connections.not_up(), "unknown_tool")
            raise self.configured.redacted(UnknownTool(INVALID_PARAMS, message, data))
        note.server, note.tool = tool.server, tool.original_name
        call = ToolCall(
            name=tool.name,
            tool=tool,
            server=self.configured.by_name[tool.server],
            arguments=arguments,
            continuation=continuation,
            settings=self.configured.settings,
            options=options,
            own=own,
        )
        try:
            # every leg passes the chain, continuations too: a client could otherwise pass anything off as a retry
            return await self.guarded(call)
        finally:
            note.outcome, note.reason, note.truncated = call.outcome, call.reason, call.truncated

    async def send(self, call: ToolCall) -> Result | InputRequired:
        """The end of the guard chain: the call itself, and what no guard may take away (our `_meta` namespace)."""
        tool = call.tool
        problem = json_problem(call.arguments) if call.arguments is not None else None
        if problem is not None:
            # a library caller's Decimal or NaN: refused here like any invalid argument, never a TypeError from
            # deep in the encoder (even with validation off, or a schema that took it for a number)
            message = f"invalid arguments: {problem}"
            refused: Result = {"content": [{"type": "text", "text": message}], "isError": True}
            return call.refuse("invalid_arguments", message, refused)
        upstream = await self.connections.upstream_for(tool.server, call.own)
        # a continuation (inputResponses, requestState) goes back byte-exact, under a fresh request id
        params = {"name": tool.original_name, "arguments": dict(call.arguments or {}), **(call.continuation or {})}
        request = upstream.request("tools/call", params, **call.options)
        result = await self.relay.forward(tool.server, request, "tools/call")
        if not isinstance(result, dict):
            call.outcome = "input_required"
            return result
        self._check_output(tool.name, tool.definition, result)
        result = without_our_meta(result)
        call.outcome = "tool_error" if result.get("isError") is True else "ok"
        return result

    async def retry(
        self,
        pending: InputRequired,
        input_responses: Mapping[str, Any],
        options: dict[str, Any],
        call_tool: Callable[..., Awaitable[Any]],
    ) -> Any:
        """Answer an `InputRequired` (see `Aggregator.retry`); a tool call's next leg goes through `call_tool`."""
        options.pop("own", None)  # input_required comes from the shared modern connection only: its retry goes there
        exported = self._exported_name(pending) if pending.method == "tools/call" else None
        if exported is not None:
            # a tool call's next leg goes the way of any call: policy, limits, the size cap and the audit log
            params = pending.retry_params(input_responses)
            continuation = {key: params[key] for key in ("inputResponses", "requestState") if key in params}
            return await call_tool(exported, params.get("arguments"), continuation=continuation, **options)
        upstream = self.connections.upstreams[pending.server]
        return await self.relay.forward(pending.server, upstream.retry(pending, input_responses, **options))

    def _exported_name(self, pending: InputRequired) -> str | None:
        """The exported name of the tool whose call asked for input, from the last catalog."""
        catalog = self.collector.catalog
        original = pending.params.get("name")
        if catalog is None:
            return None
        for tool in catalog.tools:
            if tool.server == pending.server and tool.original_name == original:
                return tool.name
        return None

    def _check_output(self, name: str, definition: Mapping[str, Any], result: Result) -> None:
        schema = definition.get("outputSchema")
        if schema is None or "structuredContent" not in result or result.get("isError"):
            return
        problem = self.validator.check_structured(schema, result["structuredContent"])
        if problem is not None:
            self.output_mismatches.append((name, problem))
