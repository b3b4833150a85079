"""Conformance client driver THROUGH the proxy: `proxy_driver.py <url>`.

The suite's mock server is the proxy's only upstream; our own client talks to the proxy over stdio
(`mcp-aggregator serve`), declares elicitation, and answers every input request. Public API only.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

import anyio

from aggregator import InputRequired, ServerConfig, Upstream

ANSWERS = {"elicitation/create": {"action": "accept", "content": {"confirmed": True}}}


async def main(url: str) -> int:
    with tempfile.TemporaryDirectory() as folder:
        config = os.path.join(folder, "mcp.json")
        with open(config, "w") as file:
            json.dump({"mcpServers": {"mock": {"url": url}}}, file)
        script = os.path.join(os.path.dirname(sys.executable), "mcp-aggregator")
        proxy = ServerConfig(name="proxy", command=script, args=["serve", "--config", config])
        async with Upstream(proxy, client_capabilities={"elicitation": {}}) as client:
            await client.wait_connected(30)
            for tool in (await client.list_tools()).items:
                result = await client.call_tool(tool["name"], {})
                while isinstance(result, InputRequired):
                    answers = {key: ANSWERS[req["method"]] for key, req in result.input_requests.items()}
                    result = await client.retry(result, answers)
                print(tool["name"], json.dumps(result)[:120], file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(anyio.run(main, sys.argv[-1]))
