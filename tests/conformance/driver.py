"""Conformance-suite client driver: the suite runs `driver.py <url>` per scenario.

Uses only the public API. It lists what the server offers and calls what each scenario expects
to see called; the scenario name and protocol version come from the suite's environment.
"""

from __future__ import annotations

import json
import os
import sys

import anyio

from aggregator import ServerConfig, Timeouts, Upstream

VERSION = os.environ.get("MCP_CONFORMANCE_PROTOCOL_VERSION", "auto")
CONTEXT = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
CALLS = {
    "add_numbers": {"a": 5, "b": 3},
    "test_reconnection": {},
    "valid_tool": {"region": "us-west1"},
    "test_headers": {},
    "my-hyphenated-tool": {},
}


async def main(url: str) -> int:
    config = ServerConfig(name="conformance", url=url, protocol=VERSION, timeouts=Timeouts(probe=5, connect=10))
    async with Upstream(config) as server:
        status = await server.wait_connected(20)
        if status.state != "ok":
            print(f"not connected: {status.reason}", file=sys.stderr)
            return 1
        tools = {tool["name"]: tool for tool in (await server.list_tools()).items}
        calls = [(c["name"], c.get("arguments", {})) for c in CONTEXT.get("toolCalls", [])]
        calls += [(name, args) for name, args in CALLS.items() if name in tools]
        if "json_schema_echo" in tools and "json_schema_2020_12_tool" in tools:
            calls.append(("json_schema_echo", {"schema": tools["json_schema_2020_12_tool"]["inputSchema"]}))
        for name, arguments in calls:
            print(json.dumps(await server.call_tool(name, arguments))[:200], file=sys.stderr)
        capabilities = server.description.capabilities if server.description else {}
        if "resources" in capabilities:
            for resource in (await server.list_all("resources/list")).items:
                await server.read_resource(resource["uri"])
        if "prompts" in capabilities:
            for prompt in (await server.list_all("prompts/list")).items:
                await server.get_prompt(prompt["name"], {})
    return 0


if __name__ == "__main__":
    sys.exit(anyio.run(main, sys.argv[-1]))
