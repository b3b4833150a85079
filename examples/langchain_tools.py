"""LangChain's MCP adapters on the aggregated servers, through the proxy's Streamable HTTP endpoint.

`load_mcp_tools(session)` turns the merged MCP tools into LangChain tools that any LangChain or LangGraph agent can
bind; here one is invoked directly, as an agent's tool node would. The tools are loaded from one session held open
for the block, so calls do not open a session each. Run: `python examples/langchain_tools.py`.
"""

from __future__ import annotations

import asyncio

from _proxy import running_proxy
from langchain_mcp_adapters.client import MultiServerMCPClient
from langchain_mcp_adapters.tools import load_mcp_tools


async def main(url: str) -> None:
    client = MultiServerMCPClient({"aggregator": {"url": url, "transport": "streamable_http"}})
    async with client.session("aggregator") as session:
        tools = {tool.name: tool for tool in await load_mcp_tools(session)}
        print("langchain tools:", sorted(tools))
        content = await tools["forecast"].ainvoke({"city": "Lisbon"})  # the result's content blocks
        print("forecast:", content[0]["text"])


if __name__ == "__main__":
    with running_proxy() as url:
        asyncio.run(main(url))
