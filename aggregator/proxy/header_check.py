"""The headers of a modern (2026-07-28) request, checked against its body before anything runs (SEP-2243).

`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name` and a tool's `Mcp-Param-*` headers must mirror the body; a request
whose headers say something else is refused with -32020 at HTTP 400, as is a request missing what the revision needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aggregator.aggregator import Aggregator
from aggregator.errors import ProtocolViolation
from aggregator.meta_tools import META_CALL, META_SEARCH
from aggregator.protocol import jsonrpc
from aggregator.protocol.headers import (
    NAME_METHODS,
    decode_header_value,
    param_headers,
    tool_header_params,
)
from aggregator.protocol.jsonrpc import Request
from aggregator.protocol.mcp import CLIENT_CAPABILITIES_KEY, HEADER_MISMATCH, PROTOCOL_VERSION_KEY, UNSUPPORTED_VERSION
from aggregator.protocol.versions import MODERN_VERSIONS, SUPPORTED_VERSIONS
from aggregator.proxy.asgi import HttpError, same_value
from aggregator.proxy.exposure_view import ExposureView

__all__ = ["HeaderCheck"]


class HeaderCheck:
    """Checks modern requests' headers; remembers each tool schema's `Mcp-Param-*` headers once per schema object."""

    def __init__(self, aggregator: Aggregator, view: ExposureView | None = None) -> None:
        self.aggregator = aggregator
        #: the profiles' plans: a tool called by the name a profile gave it is checked against its own schema
        self.view = view
        self._specs: dict[int, tuple[Any, tuple[Any, ...]]] = {}

    async def check(self, request: Request, headers: Mapping[str, str], profile: str | None = None) -> None:
        """Refuse (HttpError 400) a modern request whose headers do not mirror its body, or that is malformed
        (`profile`: the endpoint's client profile, whose plan names the tools)."""
        params = request.params or {}
        meta = params.get("_meta")
        if not isinstance(meta, dict):
            meta = {}
        version = meta.get(PROTOCOL_VERSION_KEY)
        rid = request.id
        if not isinstance(version, str):
            raise HttpError(400, jsonrpc.INVALID_PARAMS, f"params._meta must carry {PROTOCOL_VERSION_KEY}", rid=rid)
        if headers.get("mcp-protocol-version") != version:
            # checked before the version itself: a header that lies about the body is the first fault
            raise HttpError(400, HEADER_MISMATCH, "MCP-Protocol-Version must equal the body's protocolVersion", rid=rid)
        if version not in MODERN_VERSIONS:
            data = {"supported": list(SUPPORTED_VERSIONS), "requested": version}
            raise HttpError(400, UNSUPPORTED_VERSION, "Unsupported protocol version", data, rid=rid)
        if not isinstance(meta.get(CLIENT_CAPABILITIES_KEY), dict):
            raise HttpError(400, jsonrpc.INVALID_PARAMS, f"params._meta must carry {CLIENT_CAPABILITIES_KEY}", rid=rid)
        if headers.get("mcp-method") != request.method:
            raise HttpError(400, HEADER_MISMATCH, "Mcp-Method must equal the body's method", rid=rid)
        field_name = NAME_METHODS.get(request.method)
        if field_name is not None:
            self._check_name(headers, params.get(field_name), rid)
        if request.method == "tools/call":
            await self._check_params(headers, params, rid, profile)

    @staticmethod
    def _check_name(headers: Mapping[str, str], expected: Any, rid: Any) -> None:
        given = headers.get("mcp-name")
        try:
            decoded = decode_header_value(given) if given is not None else None
        except ProtocolViolation:
            decoded = None
        if decoded is None or decoded != expected:
            raise HttpError(400, HEADER_MISMATCH, "Mcp-Name must equal the body's name or uri", rid=rid)

    async def _check_params(
        self, headers: Mapping[str, str], params: Mapping[str, Any], rid: Any, profile: str | None
    ) -> None:
        name = params.get("name")
        if profile is not None and self.view is not None and isinstance(name, str):
            plan = await self.view.plan(profile)
            if plan.meta and name in (META_SEARCH, META_CALL):
                return  # ours, with no header parameters (a tool called through call_tool has none to mirror)
            routed = plan.route(name)
            name = routed.catalog_name if routed is not None else name  # a shortened name: the tool it stands for
        catalog = self.aggregator.last_catalog or await self.aggregator.catalog()
        tool = catalog.get(name)  # type: ignore[arg-type]
        schema = tool.definition.get("inputSchema") if tool is not None else None
        specs = self.specs(schema)
        if not specs:
            return
        arguments = params.get("arguments") if isinstance(params.get("arguments"), dict) else {}
        for spec in specs:
            # each parameter on its own: one value that cannot be a header (the tool's problem, the call reports
            # it) leaves the others' headers checked
            try:
                expected = param_headers((spec,), arguments).get(spec.header)
            except ValueError:
                continue
            given = headers.get(spec.header.lower())
            if expected is None:
                if given is not None:
                    # a header for an argument the body does not carry: an intermediary routed on a value the
                    # server will never see
                    raise HttpError(400, HEADER_MISMATCH, f"{spec.header} names an argument the body lacks", rid=rid)
                continue
            if given is None or not same_value(given, expected, numeric=spec.type == "integer"):
                raise HttpError(400, HEADER_MISMATCH, f"{spec.header} must mirror the body's argument", rid=rid)

    def specs(self, schema: Any) -> tuple[Any, ...]:
        """The `Mcp-Param-*` a tool's schema defines, worked out once per schema object."""
        hit = self._specs.get(id(schema))
        if hit is not None and hit[0] is schema:
            return hit[1]
        specs: tuple[Any, ...] = tool_header_params(schema)[0]
        if len(self._specs) > 65536:
            self._specs.clear()
        self._specs[id(schema)] = (schema, specs)
        return specs
