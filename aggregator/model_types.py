"""The parameter types the adapters return: the model SDKs' own, when a type checker can see them.

A typed app passes `to_openai(tools).tools` to `client.chat.completions.create(tools=...)`, or
`result_to_anthropic(...)` into a Messages `content` list, with no cast: under a type checker the names
below *are* the SDKs' TypedDicts (`openai`, `anthropic`), so they always match the SDK version the app
has. An SDK that is not installed leaves its names as `Any`. At run time they are the TypedDicts of the
`else` branch, which describe what the adapters build (plain dicts; neither SDK is needed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, TypedDict

__all__ = [
    "AnthropicContent",
    "AnthropicTool",
    "AnthropicToolResult",
    "OpenAIChatTool",
    "OpenAIResponsesOutput",
    "OpenAIResponsesTool",
]

if TYPE_CHECKING:
    from anthropic.types import ToolParam as AnthropicTool  # type: ignore[import-not-found, attr-defined, unused-ignore]
    from anthropic.types import ToolResultBlockParam as AnthropicToolResult  # type: ignore[import-not-found, attr-defined, unused-ignore]
    from anthropic.types.tool_result_block_param import (  # type: ignore[import-not-found, attr-defined, unused-ignore]
        Content as AnthropicContent,
    )
    from openai.types.chat import (  # type: ignore[import-not-found, attr-defined, unused-ignore]
        ChatCompletionFunctionToolParam as OpenAIChatTool,
    )
    from openai.types.responses import (  # type: ignore[import-not-found, attr-defined, unused-ignore]
        FunctionToolParam as OpenAIResponsesTool,
    )
    from openai.types.responses import (  # type: ignore[import-not-found, attr-defined, unused-ignore]
        ResponseFunctionCallOutputItemParam as OpenAIResponsesOutput,
    )
else:

    class _Function(TypedDict, total=False):
        name: str
        description: str
        parameters: dict[str, object]
        strict: bool | None

    class OpenAIChatTool(TypedDict):
        """A Chat Completions tool: `{"type": "function", "function": {...}}`."""

        type: Literal["function"]
        function: _Function

    class OpenAIResponsesTool(TypedDict, total=False):
        """A Responses API function tool (flat: name, description, parameters, strict)."""

        type: Literal["function"]
        name: str
        description: str | None
        parameters: dict[str, object] | None
        strict: bool | None

    class OpenAIResponsesOutput(TypedDict, total=False):
        """One part of a Responses `function_call_output`: `input_text`, `input_image` or `input_file`."""

        type: Literal["input_text", "input_image", "input_file"]
        text: str
        image_url: str
        filename: str
        file_data: str

    class AnthropicTool(TypedDict, total=False):
        """An Anthropic Messages tool: name, description, input_schema."""

        name: str
        description: str
        input_schema: dict[str, object]

    class AnthropicContent(TypedDict, total=False):
        """One block of a `tool_result`'s content: `text`, `image` or `document`."""

        type: Literal["text", "image", "document"]
        text: str
        source: dict[str, Any]

    class AnthropicToolResult(TypedDict, total=False):
        """An Anthropic `tool_result` content block."""

        type: Literal["tool_result"]
        tool_use_id: str
        content: list[AnthropicContent]
        is_error: bool
