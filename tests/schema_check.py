"""Results and errors checked against the MCP 2026-07-28 JSON schema (vendored in tests/fixtures/schema).

`check_result`/`check_error` for a test's own assertions; `validate_modern_results` wraps the proxy's modern answers
so that every complete result a proxy test produces is checked too (the conftest fixture applies it).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource

__all__ = ["RESULTS", "check_error", "check_result", "validate_modern_results"]

SCHEMA = Path(__file__).parent / "fixtures" / "schema" / "2026-07-28.schema.json"
#: the schema's result definition of each method we answer
RESULTS = {
    "server/discover": "DiscoverResult",
    "tools/list": "ListToolsResult",
    "tools/call": "CallToolResult",
    "prompts/list": "ListPromptsResult",
    "prompts/get": "GetPromptResult",
    "resources/list": "ListResourcesResult",
    "resources/templates/list": "ListResourceTemplatesResult",
    "resources/read": "ReadResourceResult",
    "completion/complete": "CompleteResult",
}


@cache
def _validator(name: str) -> jsonschema.Draft202012Validator:
    """The validator of one `$defs` entry, built once (the schema's own `$ref`s resolve inside the document)."""
    document = json.loads(SCHEMA.read_text())
    registry: Registry = Registry().with_resource("urn:mcp-2026-07-28", Resource.from_contents(document))
    schema = {"$schema": document["$schema"], "$ref": f"urn:mcp-2026-07-28#/$defs/{name}"}
    return jsonschema.Draft202012Validator(schema, registry=registry)


def check_result(method: str, result: dict[str, Any]) -> None:
    """Fail unless `result` is valid for `method` under the 2026-07-28 schema (input_required included)."""
    name = "InputRequiredResult" if result.get("resultType") == "input_required" else RESULTS[method]
    errors = [e.message for e in _validator(name).iter_errors(result)]
    assert not errors, f"{method} result is not a valid {name}: {errors}"


#: error codes with a definition of their own in the schema
_NAMED_ERRORS = {
    -32021: "MissingRequiredClientCapabilityError",
    -32020: "HeaderMismatchError",
    -32022: "UnsupportedProtocolVersionError",
}


def check_error(error: dict[str, Any]) -> None:
    """Fail unless `error` is a valid JSON-RPC error object under the 2026-07-28 schema (and its code's own rule)."""
    response = {"jsonrpc": "2.0", "id": 1, "error": error}
    for name in ("JSONRPCErrorResponse", *([_NAMED_ERRORS[error["code"]]] if error["code"] in _NAMED_ERRORS else [])):
        errors = [e.message for e in _validator(name).iter_errors(response)]
        assert not errors, f"error is not a valid {name}: {errors}"


def validate_modern_results(monkeypatch: pytest.MonkeyPatch) -> None:
    """Check every complete result `ProxyServer` gives a modern client against the schema, as it is produced.

    `input_required` results are left out: their `inputRequests` are the upstream's own, relayed as they are.
    """
    from aggregator.proxy.server import ProxyServer

    original = ProxyServer._modern

    async def checked(self: ProxyServer, request: Any, *args: Any) -> Any:
        result = await original(self, request, *args)
        if isinstance(result, dict) and request.method in RESULTS and result.get("resultType") == "complete":
            check_result(request.method, result)
        return result

    monkeypatch.setattr(ProxyServer, "_modern", checked)
