"""The MCP methods a caller uses by name: tools, prompts, resources, completion."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aggregator.protocol.mcp import InputRequired
from aggregator.upstream.pending import Progress, Result
from aggregator.upstream.requests import Requests

__all__ = ["Calls"]


class Calls(Requests):
    """`tools/call`, its MRTR retry, `prompts/get`, `resources/read` and `completion/complete`."""

    async def call_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        progress: Progress | None = None,
        input_responses: Mapping[str, Any] | None = None,
        request_state: str | None = None,
    ) -> Result | InputRequired:
        """Call tool `name` upstream: the result verbatim, or `InputRequired` when a modern server needs input."""
        params: dict[str, Any] = {"name": name, "arguments": dict(arguments or {})}
        if input_responses is not None:
            params["inputResponses"] = dict(input_responses)
        if request_state is not None:
            params["requestState"] = request_state
        return await self.request("tools/call", params, timeout=timeout, progress=progress)

    async def retry(
        self, pending: InputRequired, input_responses: Mapping[str, Any], **kw: Any
    ) -> Result | InputRequired:
        """Answer an `InputRequired`: same request, fresh id, `requestState` byte-exact."""
        return await self.request(pending.method, pending.retry_params(input_responses), **kw)

    async def get_prompt(
        self, name: str, arguments: Mapping[str, str] | None = None, **kw: Any
    ) -> Result | InputRequired:
        """`prompts/get`: the result verbatim, or `InputRequired`."""
        params: dict[str, Any] = {"name": name}
        if arguments is not None:
            params["arguments"] = dict(arguments)
        return await self.request("prompts/get", params, **kw)

    async def read_resource(self, uri: str, **kw: Any) -> Result | InputRequired:
        """`resources/read` of `uri`: the result verbatim, or `InputRequired`."""
        return await self.request("resources/read", {"uri": uri}, **kw)

    async def complete(self, ref: Mapping[str, Any], argument: Mapping[str, Any], **kw: Any) -> Result:
        """`completion/complete` for argument `argument` of prompt or template `ref`."""
        result = await self.request("completion/complete", {"ref": dict(ref), "argument": dict(argument)}, **kw)
        assert isinstance(result, dict)
        return result
