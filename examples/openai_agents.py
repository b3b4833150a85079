"""The OpenAI Agents SDK on the aggregated servers, through the proxy's Streamable HTTP endpoint.

`MCPServerStreamableHttp` is the SDK's own MCP client: an `Agent(mcp_servers=[server])` offers the merged tools to
its model. No model is needed to see it work: the tools are listed as the agent would see them, and one is called
directly. Run: `python examples/openai_agents.py`.
"""

from __future__ import annotations

import asyncio

from _proxy import running_proxy
from agents import Agent, set_tracing_disabled
from agents.mcp import MCPServerStreamableHttp
from agents.run_context import RunContextWrapper


async def main(url: str) -> None:
    set_tracing_disabled(True)  # no model run here, and nothing should try to export traces over the network
    async with MCPServerStreamableHttp(name="aggregator", params={"url": url}, cache_tools_list=True) as server:
        agent = Agent(name="assistant", instructions="Answer with the tools.", mcp_servers=[server])
        # what the model would be offered: the SDK's own function tools, converted from the merged MCP list
        tools = await agent.get_mcp_tools(RunContextWrapper(context=None))
        print("agent tools:", sorted(tool.name for tool in tools))
        result = await server.call_tool("forecast", {"city": "Lisbon"})
        print("forecast:", result.content[0].text)


if __name__ == "__main__":
    with running_proxy() as url:
        asyncio.run(main(url))
