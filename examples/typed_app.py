"""A typed agent turn: the adapters' output goes to the OpenAI and Anthropic SDKs as it is, no casts.

`tests/test_typed_app.py` checks this file with `mypy --strict` against the installed SDKs, so a change that
makes a typed app need a cast fails the tests. It needs API keys to talk to a model; `main()` is not run there.
"""

from __future__ import annotations

import json

import anthropic
import anyio
import openai

from aggregator import (
    Aggregator,
    InputRequired,
    result_to_anthropic,
    result_to_openai,
    result_to_responses,
    to_anthropic,
    to_openai,
)

MODEL_OPENAI = "gpt-4.1"
MODEL_ANTHROPIC = "claude-sonnet-4-5"
QUESTION = "What is the weather in Lisbon?"


async def chat_turn(agg: Aggregator, client: openai.AsyncOpenAI) -> list[str]:
    """OpenAI Chat Completions: tools in, tool calls routed back, results as tool messages."""
    tools = to_openai(await agg.list_tools())
    completion = await client.chat.completions.create(
        model=MODEL_OPENAI, messages=[{"role": "user", "content": QUESTION}], tools=tools.tools
    )
    answers: list[str] = []
    for call in completion.choices[0].message.tool_calls or []:
        if call.type != "function":
            continue
        result = await agg.call_tool(tools.route(call.function.name), json.loads(call.function.arguments))
        if not isinstance(result, InputRequired):
            answers.append(result_to_openai(result))
    return answers


async def responses_turn(agg: Aggregator, client: openai.AsyncOpenAI) -> None:
    """OpenAI Responses: flat function tools; each result goes back as a `function_call_output`."""
    tools = to_openai(await agg.list_tools(), api="responses")
    response = await client.responses.create(model=MODEL_OPENAI, input=QUESTION, tools=tools.tools)
    for item in response.output:
        if item.type != "function_call":
            continue
        result = await agg.call_tool(tools.route(item.name), json.loads(item.arguments))
        if isinstance(result, InputRequired):
            continue
        await client.responses.create(
            model=MODEL_OPENAI,
            previous_response_id=response.id,
            input=[{"type": "function_call_output", "call_id": item.call_id, "output": result_to_responses(result)}],
            tools=tools.tools,
        )


async def anthropic_turn(agg: Aggregator, client: anthropic.AsyncAnthropic) -> None:
    """Anthropic Messages: tools in, each `tool_use` answered by a `tool_result` block."""
    tools = to_anthropic(await agg.list_tools())
    message = await client.messages.create(
        model=MODEL_ANTHROPIC, max_tokens=1024, messages=[{"role": "user", "content": QUESTION}], tools=tools.tools
    )
    for block in message.content:
        if block.type != "tool_use":
            continue
        result = await agg.call_tool(tools.route(block.name), block.input)
        if isinstance(result, InputRequired):
            continue
        await client.messages.create(
            model=MODEL_ANTHROPIC,
            max_tokens=1024,
            messages=[
                {"role": "user", "content": QUESTION},
                {"role": "assistant", "content": message.content},
                {"role": "user", "content": [result_to_anthropic(result, tool_use_id=block.id)]},
            ],
            tools=tools.tools,
        )


async def main() -> None:
    """One turn with each API against the demo config (needs OPENAI_API_KEY and ANTHROPIC_API_KEY)."""
    async with Aggregator.from_file("configs/demo.json") as agg:
        print(await chat_turn(agg, openai.AsyncOpenAI()))
        await responses_turn(agg, openai.AsyncOpenAI())
        await anthropic_turn(agg, anthropic.AsyncAnthropic())


if __name__ == "__main__":
    anyio.run(main)
