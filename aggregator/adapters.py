"""Hand MCP tools to model APIs, route the model's calls back, and turn results into what each API accepts.

Tools (`to_openai`, `to_anthropic`) — input: merged MCP tool dicts with unique names.

| API | shape of one tool |
|---|---|
| OpenAI Chat Completions | ``{"type": "function", "function": {"name", "description", "parameters", "strict"}}`` |
| OpenAI Responses | ``{"type": "function", "name", "description", "parameters", "strict"}`` |
| Anthropic Messages | ``{"name", "description", "input_schema"}`` |

* Names: both APIs require ``^[a-zA-Z0-9_-]{1,64}$`` (MCP allows 128 characters and dots). A name that fits is
  kept; one that does not is fitted deterministically: invalid characters → ``_``, cut to 55, then ``_`` and the
  first 8 hex digits of the SHA-256 of the original name. Names that fit are placed first, so they never
  change; a fitted name that collides is re-hashed with a counter. `ModelTools.route` maps an API name back.
* Schemas: a deep copy of `inputSchema`, with ``"type": "object"`` and ``"properties"`` ensured at the root
  (Anthropic requires an object root; OpenAI wants ``properties``). ``$schema`` is kept unless
  ``strip_schema_uri=True``: non-strict OpenAI function calling and Anthropic accept ordinary JSON Schema.
  ``strict`` is always False: strict mode needs every property required and ``additionalProperties: false``,
  which arbitrary MCP schemas do not satisfy (and the Responses API defaults it to true). A root ``oneOf``,
  ``anyOf``, ``allOf``, ``not`` or ``enum`` (which either API refuses, failing the whole request) is moved into the
  root's ``description`` as the JSON Schema the arguments must also satisfy. A root that is only a local ``$ref``
  to an object schema in ``$defs``/``definitions`` (zod-to-json-schema's named output) has that schema brought up.
* Description: ``description``, else ``title``, else ``annotations.title``, else "".

Results (`result_to_openai`, `result_to_anthropic`) — one converter per MCP content type and API, in the
tables `OPENAI_CHAT_CONTENT`, `OPENAI_RESPONSES_CONTENT` and `ANTHROPIC_CONTENT`:

| MCP content | OpenAI Chat (text only) | OpenAI Responses | Anthropic `tool_result` |
|---|---|---|---|
| text | text | ``input_text`` | ``text`` |
| image | ``[image image/png, N bytes base64 omitted]`` | ``input_image``, data URL (1) | ``image``, base64 source (1) |
| audio | placeholder | placeholder | placeholder (no API takes audio in tool results) |
| resource_link | ``uri (name): description`` | same, ``input_text`` | same, ``text`` |
| resource (text) | ``[resource uri]`` line, then the text | same, ``input_text`` | same, ``text`` |
| resource (blob) | placeholder | PDF → ``input_file`` (2); else placeholder | PDF → ``document``; else placeholder |

(1) png/jpeg/gif/webp only (what both APIs take as images); any other image type (SVG, TIFF...) becomes
the placeholder, which names the type, the size and why it was left out: nothing is dropped silently.
(2) a data URL (``file_data``) and a ``filename``, as the Responses API takes files in tool output.

Types: the returns are the SDKs' own param types under a type checker (`model_types.py`), so a typed app
passes them to `openai` / `anthropic` with no cast.

``structuredContent`` with no text block becomes one JSON text block. ``isError: true`` → Anthropic
``is_error: true``; OpenAI has no error flag on tool output, so the text is prefixed with ``"Error: "``.
Unknown content types become a placeholder naming the type, never a silent drop.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final, Generic, Literal, TypeVar, cast, overload

from aggregator.model_schema import model_parameters
from aggregator.model_types import (
    AnthropicTool,
    AnthropicToolResult,
    OpenAIChatTool,
    OpenAIResponsesOutput,
    OpenAIResponsesTool,
)

__all__ = [
    "ANTHROPIC_CONTENT",
    "NAME_PROFILES",
    "OPENAI_CHAT_CONTENT",
    "OPENAI_RESPONSES_CONTENT",
    "ModelTools",
    "NameProfile",
    "fit_names",
    "result_to_anthropic",
    "result_to_openai",
    "result_to_responses",
    "to_anthropic",
    "to_openai",
]

OpenAIApi = Literal["chat", "responses"]
ToolT = TypeVar("ToolT")


@dataclass(frozen=True, slots=True)
class NameProfile:
    """What a model API accepts as a tool name."""

    pattern: re.Pattern[str]
    max_length: int
    invalid_chars: re.Pattern[str]


_API_NAME = NameProfile(re.compile(r"[a-zA-Z0-9_-]{1,64}\Z"), 64, re.compile(r"[^a-zA-Z0-9_-]"))
NAME_PROFILES: Final[Mapping[str, NameProfile]] = MappingProxyType({"openai": _API_NAME, "anthropic": _API_NAME})
_HASH_HEX: Final = 8


@dataclass(frozen=True, slots=True)
class ModelTools(Generic[ToolT]):
    """Tools in one API's shape (`tools`, typed as that SDK's param) and the way back (`names`: API → MCP name)."""

    tools: list[ToolT]
    names: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def route(self, api_name: str) -> str:
        """The MCP tool name for a name the model called; KeyError if the model made it up."""
        try:
            return self.names[api_name]
        except KeyError:
            known = ", ".join(sorted(self.names)[:20]) or "none"
            raise KeyError(f"unknown tool {api_name!r}: not among the tools given to the model ({known})") from None


# --------------------------------------------------------------------------------------------- names


def fit_names(names: Sequence[str], *, profile: str = "openai") -> dict[str, str]:
    """Map each MCP name to a unique API name (MCP → API) under `profile`'s rules; deterministic. ValueError for an
    unknown `profile` (naming the known ones) or a repeated name."""
    rules = _rules(profile)
    if len(set(names)) != len(names):
        duplicates = sorted({name for name in names if names.count(name) > 1})
        raise ValueError(f"tool names must be unique before export; repeated: {', '.join(duplicates)}")
    fitted: dict[str, str] = {name: name for name in names if rules.pattern.match(name)}
    taken = set(fitted.values())
    for name in names:
        if name in fitted:
            continue
        api_name = _fitted(name, rules, 0)
        attempt = 0
        while api_name in taken:  # astronomically rare, or a hostile name equal to a fitted one
            attempt += 1
            api_name = _fitted(name, rules, attempt)
        fitted[name] = api_name
        taken.add(api_name)
    return fitted


def _rules(profile: str) -> NameProfile:
    """The naming rules of `profile`; a ValueError listing the known ones for any other."""
    if not isinstance(profile, str) or profile not in NAME_PROFILES:
        raise ValueError(f"unknown profile {profile!r}; known profiles: {', '.join(NAME_PROFILES)}")
    return NAME_PROFILES[profile]


def _fitted(name: str, rules: NameProfile, attempt: int) -> str:
    seed = name if attempt == 0 else f"{name}\x00{attempt}"
    digest = hashlib.sha256(seed.encode("utf-8", "surrogatepass")).hexdigest()[:_HASH_HEX]
    stem = rules.invalid_chars.sub("_", name)[: rules.max_length - _HASH_HEX - 1]
    return f"{stem}_{digest}" if stem else f"tool_{digest}"


# --------------------------------------------------------------------------------------------- tools


@overload
def to_openai(
    tools: Sequence[Mapping[str, Any]],
    *,
    profile: str = ...,
    api: Literal["chat"] = ...,
    strip_schema_uri: bool = ...,
) -> ModelTools[OpenAIChatTool]: ...


@overload
def to_openai(
    tools: Sequence[Mapping[str, Any]],
    *,
    profile: str = ...,
    api: Literal["responses"],
    strip_schema_uri: bool = ...,
) -> ModelTools[OpenAIResponsesTool]: ...


def to_openai(
    tools: Sequence[Mapping[str, Any]],
    *,
    profile: str = "openai",
    api: OpenAIApi = "chat",
    strip_schema_uri: bool = False,
) -> ModelTools[OpenAIChatTool] | ModelTools[OpenAIResponsesTool]:
    """Tools for OpenAI Chat Completions (`api="chat"`) or the Responses API (`api="responses"`).

    Raises ValueError for repeated names, a tool whose inputSchema is not an object schema, an unknown `api` or an
    unknown `profile` (naming the known ones); TypeError for `strip_schema_uri` other than True or False.
    """
    _api(api, strip_schema_uri)
    fitted = fit_names(_names_of(tools), profile=profile)
    shaped: list[Any] = []
    for tool in tools:
        function = {
            "name": fitted[tool["name"]],
            "description": _description(tool),
            "parameters": model_parameters(tool, strip_schema_uri),
            "strict": False,  # strict mode rejects ordinary MCP schemas; Responses defaults it to true
        }
        shaped.append(
            {"type": "function", **function} if api == "responses" else {"type": "function", "function": function}
        )
    return ModelTools(shaped, _reverse(fitted))


def to_anthropic(
    tools: Sequence[Mapping[str, Any]], *, profile: str = "anthropic", strip_schema_uri: bool = False
) -> ModelTools[AnthropicTool]:
    """Tools for the Anthropic Messages API. Raises ValueError and TypeError like `to_openai`."""
    _api("chat", strip_schema_uri)
    fitted = fit_names(_names_of(tools), profile=profile)
    shaped: list[Any] = [
        {
            "name": fitted[tool["name"]],
            "description": _description(tool),
            "input_schema": model_parameters(tool, strip_schema_uri),
        }
        for tool in tools
    ]
    return ModelTools(shaped, _reverse(fitted))


def _names_of(tools: Sequence[Mapping[str, Any]]) -> list[str]:
    """Each tool's name; a ValueError naming the place for what is no tool definition (a model API would refuse it
    later, less clearly)."""
    if isinstance(tools, Mapping | str):
        raise TypeError(f"tools must be a list of tool definitions, got {type(tools).__name__}")
    names = []
    for position, tool in enumerate(tools):
        name = tool.get("name") if isinstance(tool, Mapping) else None
        if not isinstance(name, str):
            raise ValueError(f"tools[{position}] is no tool definition: it needs a string 'name'")
        names.append(name)
    return names


def _api(api: str, strip_schema_uri: object = False) -> None:
    if api not in ("chat", "responses"):
        raise ValueError(f'api must be "chat" (Chat Completions) or "responses" (the Responses API), got {api!r}')
    if not isinstance(strip_schema_uri, bool):  # a string "no" is truthy: say what is wanted, never take it as yes
        raise TypeError(f"strip_schema_uri must be True or False, got {strip_schema_uri!r}")


def _reverse(fitted: Mapping[str, str]) -> Mapping[str, str]:
    return MappingProxyType({api_name: mcp_name for mcp_name, api_name in fitted.items()})


def _description(tool: Mapping[str, Any]) -> str:
    found = tool.get("annotations")
    annotations: Mapping[str, Any] = found if isinstance(found, dict) else {}
    for candidate in (tool.get("description"), tool.get("title"), annotations.get("title")):
        if isinstance(candidate, str) and candidate:
            return candidate
    return ""


# --------------------------------------------------------------------------------------------- results

#: the image types both APIs accept (the Messages API and the Responses API's input_image alike)
_IMAGE_TYPES: Final = frozenset({"image/jpeg", "image/png", "image/gif", "image/webp"})


@overload
def result_to_openai(result: Mapping[str, Any], *, api: Literal["chat"] = ...) -> str: ...


@overload
def result_to_openai(result: Mapping[str, Any], *, api: Literal["responses"]) -> list[OpenAIResponsesOutput]: ...


def result_to_openai(result: Mapping[str, Any], *, api: OpenAIApi = "chat") -> str | list[OpenAIResponsesOutput]:
    """The tool output for OpenAI: a string for Chat Completions, a list of input parts for Responses.

    What an API does not take becomes a text part saying what was left out and why (see the module table).
    Raises ValueError for an unknown `api`, TypeError for a result that is no mapping.
    """
    _api(api)
    blocks = _blocks(result)
    if api == "chat":
        text = "\n\n".join(_convert(OPENAI_CHAT_CONTENT, block) for block in blocks)
        return f"Error: {text}" if result.get("isError") is True else text
    parts = [_convert(OPENAI_RESPONSES_CONTENT, block) for block in blocks]
    if result.get("isError") is True:
        parts.insert(0, {"type": "input_text", "text": "Error:"})
    return cast("list[OpenAIResponsesOutput]", parts)


def result_to_responses(result: Mapping[str, Any]) -> list[OpenAIResponsesOutput]:
    """The `output` of a Responses API `function_call_output`: `result_to_openai(result, api="responses")`."""
    return result_to_openai(result, api="responses")


def result_to_anthropic(result: Mapping[str, Any], *, tool_use_id: str) -> AnthropicToolResult:
    """A `tool_result` content block answering `tool_use_id` (a non-empty string, else TypeError)."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise TypeError(f"tool_use_id must be the id of the model's tool_use block (a string), got {tool_use_id!r}")
    block: dict[str, Any] = {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "content": [_convert(ANTHROPIC_CONTENT, block) for block in _blocks(result)],
        "is_error": result.get("isError") is True,
    }
    return cast("AnthropicToolResult", block)


def _blocks(result: Mapping[str, Any]) -> list[dict[str, Any]]:
    if not isinstance(result, Mapping):
        raise TypeError(f"a tool result must be a mapping (what call_tool returned), got {type(result).__name__}")
    content = result.get("content")
    listed = content if isinstance(content, list) else [] if content is None else [content]  # never dropped unsaid
    blocks = [b if isinstance(b, dict) else {"type": "text", "text": "[malformed content omitted]"} for b in listed]
    if "structuredContent" in result and not any(block.get("type") == "text" for block in blocks):
        # a client that only reads text must still see the structured result
        blocks.append({"type": "text", "text": json.dumps(result["structuredContent"], ensure_ascii=False)})
    return blocks


def _convert(table: Mapping[str, Callable[[dict[str, Any]], Any]], block: dict[str, Any]) -> Any:
    convert = table.get(str(block.get("type")))
    if convert is None:
        return table["text"]({"text": f"[unsupported content type {block.get('type')!r} omitted]"})
    return convert(block)


def _placeholder(kind: str, block: Mapping[str, Any], data_key: str = "data") -> str:
    mime = block.get("mimeType") or "unknown type"
    return f"[{kind} {mime}, {_decoded_size(block.get(data_key))} bytes base64 omitted]"


def _decoded_size(data: Any) -> int:
    if not isinstance(data, str):
        return 0
    return len(data) * 3 // 4 - data[-2:].count("=")


def _link_text(block: Mapping[str, Any]) -> str:
    name = block.get("title") or block.get("name") or ""
    text = f"{block.get('uri', '')} ({name})" if name else str(block.get("uri", ""))
    return f"{text}: {block['description']}" if block.get("description") else text


def _resource_of(block: Mapping[str, Any]) -> Mapping[str, Any]:
    found = block.get("resource")
    return found if isinstance(found, dict) else {}


def _resource_text(block: Mapping[str, Any]) -> str | None:
    """The text of an embedded text resource with a header naming it; None for a blob."""
    resource = _resource_of(block)
    if isinstance(resource.get("text"), str):
        return f"[resource {resource.get('uri', '')}]\n{resource['text']}"
    return None


def _blob_placeholder(block: Mapping[str, Any]) -> str:
    resource = _resource_of(block)
    return f"[resource {resource.get('uri', '')}: " + _placeholder("blob", resource, "blob")[1:]


def _chat_text(block: Mapping[str, Any]) -> str:
    return str(block.get("text", ""))


def _chat_resource(block: Mapping[str, Any]) -> str:
    return _resource_text(block) or _blob_placeholder(block)


OPENAI_CHAT_CONTENT: Final[Mapping[str, Callable[[dict[str, Any]], str]]] = MappingProxyType(
    {
        "text": _chat_text,
        "image": lambda block: _placeholder("image", block),  # Chat tool messages take text only
        "audio": lambda block: _placeholder("audio", block),
        "resource_link": _link_text,
        "resource": _chat_resource,
    }
)


def _input_text(text: str) -> dict[str, Any]:
    return {"type": "input_text", "text": text}


def _responses_image(block: Mapping[str, Any]) -> dict[str, Any]:
    mime = block.get("mimeType")
    if mime not in _IMAGE_TYPES:
        # the API refuses other image types (SVG...): say what was left out rather than fail the whole turn
        return _input_text(_placeholder("image", block)[:-1] + ": not an image type the API accepts]")
    return {"type": "input_image", "image_url": f"data:{mime};base64,{block.get('data', '')}"}


def _responses_resource(block: Mapping[str, Any]) -> dict[str, Any]:
    text = _resource_text(block)
    if text is not None:
        return _input_text(text)
    resource = _resource_of(block)
    if resource.get("mimeType") == "application/pdf" and isinstance(resource.get("blob"), str):
        # PDFs are file inputs in the Responses API: a data URL and a file name
        uri = str(resource.get("uri", ""))
        filename = uri.rstrip("/").rsplit("/", 1)[-1] or "document.pdf"
        return {
            "type": "input_file",
            "filename": filename,
            "file_data": f"data:application/pdf;base64,{resource['blob']}",
        }
    return _input_text(_blob_placeholder(block))


OPENAI_RESPONSES_CONTENT: Final[Mapping[str, Callable[[dict[str, Any]], dict[str, Any]]]] = MappingProxyType(
    {
        "text": lambda block: _input_text(_chat_text(block)),
        "image": _responses_image,
        "audio": lambda block: _input_text(_placeholder("audio", block)),
        "resource_link": lambda block: _input_text(_link_text(block)),
        "resource": _responses_resource,
    }
)


def _anthropic_text(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


def _anthropic_image(block: Mapping[str, Any]) -> dict[str, Any]:
    mime = block.get("mimeType")
    if mime not in _IMAGE_TYPES:
        return _anthropic_text(_placeholder("image", block))  # e.g. SVG: the API rejects other media types
    return {"type": "image", "source": {"type": "base64", "media_type": mime, "data": block.get("data", "")}}


def _anthropic_resource(block: Mapping[str, Any]) -> dict[str, Any]:
    text = _resource_text(block)
    if text is not None:
        return _anthropic_text(text)
    resource = _resource_of(block)
    if resource.get("mimeType") == "application/pdf" and isinstance(resource.get("blob"), str):
        source = {"type": "base64", "media_type": "application/pdf", "data": resource["blob"]}
        return {"type": "document", "source": source}
    return _anthropic_text(_blob_placeholder(block))


ANTHROPIC_CONTENT: Final[Mapping[str, Callable[[dict[str, Any]], dict[str, Any]]]] = MappingProxyType(
    {
        "text": lambda block: _anthropic_text(_chat_text(block)),
        "image": _anthropic_image,
        "audio": lambda block: _anthropic_text(_placeholder("audio", block)),
        "resource_link": lambda block: _anthropic_text(_link_text(block)),
        "resource": _anthropic_resource,
    }
)
