"""PydanticAI on the aggregated servers, through the proxy's Streamable HTTP endpoint.

`MCPToolset(url)` is PydanticAI's MCP client; the agent offers the merged tools to its model. A `FunctionModel`
stands in for the LLM, so this runs offline: on its first turn it calls `forecast`, on its second it answers with
what the tool returned — the same round trip a real model makes. Run: `python examples/pydantic_ai_agent.py`.
"""

from __future__ import annotations

import asyncio

from _proxy import running_proxy
from pydantic_ai import Agent
from pydantic_ai.mcp import MCPToolset
from pydantic_ai.messages import ModelMessage, ModelRequest, ModelResponse, TextPart, ToolCallPart, ToolReturnPart
from pydantic_ai.models.function import AgentInfo, FunctionModel


def scripted_model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
    """Call `forecast` first; once its result is in, answer with it."""
    returned = [
        part.content
        for message in messages
        if isinstance(message, ModelRequest)
        for part in message.parts
        if isinstance(part, ToolReturnPart)
    ]
    if returned:
        return ModelResponse(parts=[TextPart(f"The forecast says: {returned[-1]}")])
    print("model sees:", sorted(tool.name for tool in info.function_tools))
    return ModelResponse(parts=[ToolCallPart("forecast", {"city": "Lisbon"})])


async def main(url: str) -> None:
    agent = Agent(FunctionModel(scripted_model), toolsets=[MCPToolset(url)])
    async with agent:  # one MCP session for the whole run, not one per call
        result = await agent.run("What is the weather in Lisbon?")
    print("answer:", result.output)


if __name__ == "__main__":
    with running_proxy() as url:
        asyncio.run(main(url))
