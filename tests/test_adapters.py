from __future__ import annotations

import copy
import hashlib
import json
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.adapters import (
    ANTHROPIC_CONTENT,
    OPENAI_CHAT_CONTENT,
    OPENAI_RESPONSES_CONTENT,
    ModelTools,
    fit_names,
    result_to_anthropic,
    result_to_openai,
    to_anthropic,
    to_openai,
)

# The documented rules of each API, encoded independently of the module under test.
# OpenAI function name: "a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64".
# Anthropic tool name: "must match the regex ^[a-zA-Z0-9_-]{1,64}$"; input_schema must have type "object".
API_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
MCP_CONTENT_TYPES = {"text", "image", "audio", "resource_link", "resource"}
PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="

WEATHER = {
    "name": "weather.get_forecast",
    "title": "Forecast",
    "description": "Get the forecast for a city.",
    "inputSchema": {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {"city": {"type": "string"}},
        "required": ["city"],
    },
    "annotations": {"readOnlyHint": True},
}
PING = {"name": "ping", "inputSchema": {"type": "object", "additionalProperties": False}}


def tool(name: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "description": "", "inputSchema": {"type": "object"}, **extra}


def assert_api_rules(model_tools: ModelTools, schema_key: str) -> None:
    names = []
    for shaped in model_tools.tools:
        body = shaped.get("function", shaped)
        names.append(body["name"])
        assert API_NAME.match(body["name"])
        assert body[schema_key]["type"] == "object"
        assert isinstance(body[schema_key]["properties"], dict)
        assert isinstance(body["description"], str)
    assert len(set(names)) == len(names)


# ------------------------------------------------------------------------------------------- tool shapes


def test_openai_chat_completions_shape() -> None:
    exported = to_openai([WEATHER, PING])
    assert exported.tools[1] == {
        "type": "function",
        "function": {
            "name": "ping",
            "description": "",
            "parameters": {"type": "object", "additionalProperties": False, "properties": {}},
            "strict": False,
        },
    }
    assert_api_rules(exported, "parameters")


def test_openai_responses_shape() -> None:
    exported = to_openai([PING], api="responses")
    assert exported.tools == [
        {
            "type": "function",
            "name": "ping",
            "description": "",
            "parameters": {"type": "object", "additionalProperties": False, "properties": {}},
            "strict": False,
        }
    ]


def test_anthropic_shape() -> None:
    exported = to_anthropic([WEATHER, PING])
    assert set(exported.tools[0]) == {"name", "description", "input_schema"}
    assert exported.tools[0]["description"] == "Get the forecast for a city."
    assert_api_rules(exported, "input_schema")


def test_schema_is_a_deep_copy() -> None:
    original = copy.deepcopy(WEATHER)
    exported = to_anthropic([original])
    exported.tools[0]["input_schema"]["properties"]["city"]["type"] = "integer"
    assert original == WEATHER


def test_schema_root_gets_type_and_properties() -> None:
    exported = to_openai([{"name": "a", "inputSchema": {}}, {"name": "b"}])
    for shaped in exported.tools:
        assert shaped["function"]["parameters"] == {"type": "object", "properties": {}}


@pytest.mark.parametrize("section", ["definitions", "$defs"])
def test_a_root_that_is_only_a_ref_is_brought_up(section: str) -> None:
    # zod-to-json-schema with a name writes the whole schema as a root $ref: the model saw "properties": {}
    args = {
        "type": "object",
        "properties": {"city": {"type": "string"}, "when": {"$ref": f"#/{section}/Day"}},
        "required": ["city"],
    }
    schema = {"$ref": f"#/{section}/Args", section: {"Args": args, "Day": {"type": "string"}}, "description": "Own."}
    tool = {"name": "forecast", "inputSchema": schema}
    for parameters in (
        to_openai([tool]).tools[0]["function"]["parameters"],
        to_anthropic([tool]).tools[0]["input_schema"],
    ):
        assert "$ref" not in parameters and parameters["properties"] == args["properties"]
        assert parameters["required"] == ["city"] and parameters["description"] == "Own."
        assert parameters[section]["Day"] == {"type": "string"}  # kept for the refs inside
    assert "$ref" in schema  # the tool itself is untouched
    for odd in ("#/elsewhere/Args", f"#/{section}/Missing", "https://example.com/schema.json"):
        kept = to_openai([{"name": "f", "inputSchema": {**schema, "$ref": odd}}]).tools[0]["function"]["parameters"]
        assert kept["$ref"] == odd


@pytest.mark.parametrize("combinator", ["oneOf", "anyOf", "allOf"])
def test_a_root_combinator_either_api_refuses_is_moved_into_the_description(combinator: str) -> None:
    # Anthropic: "input_schema does not support oneOf, allOf, or anyOf at the top level"; OpenAI refuses them (and
    # enum, not) too: one such tool failed every request, whichever tool the model wanted
    branches = [{"required": ["id"]}, {"required": ["path"]}]
    schema = {
        "type": "object",
        "description": "Which file.",
        "properties": {"id": {}, "path": {}},
        combinator: branches,
    }
    tool = {"name": "open", "inputSchema": schema}
    for parameters in (
        to_openai([tool]).tools[0]["function"]["parameters"],
        to_anthropic([tool]).tools[0]["input_schema"],
    ):
        assert combinator not in parameters and set(parameters) == {"type", "description", "properties"}
        assert parameters["description"].startswith("Which file.\n\nThe arguments must also satisfy")
        assert '"required":["path"]' in parameters["description"]
    assert schema[combinator] == branches  # the tool itself is untouched
    nested = {"type": "object", "properties": {"p": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}}
    assert to_anthropic([{"name": "n", "inputSchema": nested}]).tools[0]["input_schema"] == nested  # allowed there


def test_dialect_uri_kept_by_default_and_strippable() -> None:
    assert "$schema" in to_anthropic([WEATHER]).tools[0]["input_schema"]
    assert "$schema" not in to_anthropic([WEATHER], strip_schema_uri=True).tools[0]["input_schema"]
    assert "$schema" not in to_openai([WEATHER], strip_schema_uri=True).tools[0]["function"]["parameters"]


@pytest.mark.parametrize("schema", [{"type": "array"}, [], "object"])
def test_non_object_schema_is_a_caller_bug(schema: Any) -> None:
    with pytest.raises(ValueError, match="inputSchema must be an object schema"):
        to_openai([{"name": "bad", "inputSchema": schema}])


@pytest.mark.parametrize(
    "fields, expected",
    [
        ({"description": "D", "title": "T"}, "D"),
        ({"title": "T"}, "T"),
        ({"annotations": {"title": "A"}}, "A"),
        ({}, ""),
    ],
)
def test_description_fallbacks(fields: dict[str, Any], expected: str) -> None:
    shaped = {"name": "x", "inputSchema": {"type": "object"}, **fields}
    assert to_anthropic([shaped]).tools[0]["description"] == expected
    assert to_openai([shaped]).tools[0]["function"]["description"] == expected


# ------------------------------------------------------------------------------------------- names


def test_fitting_names_are_kept() -> None:
    assert fit_names(["search", "get-user_2", "a" * 64]) == {"search": "search", "get-user_2": "get-user_2",
                                                            "a" * 64: "a" * 64}  # fmt: skip


def test_dots_are_replaced_and_hashed() -> None:
    digest = hashlib.sha256(b"weather.get_forecast").hexdigest()[:8]
    assert fit_names(["weather.get_forecast"]) == {"weather.get_forecast": f"weather_get_forecast_{digest}"}


def test_long_names_are_truncated_with_a_hash() -> None:
    name = "x" * 128
    fitted = fit_names([name])[name]
    assert len(fitted) == 64
    assert fitted == "x" * 55 + "_" + hashlib.sha256(name.encode()).hexdigest()[:8]


def test_fitting_is_deterministic_and_order_independent_for_fitting_names() -> None:
    names = ["a.b", "a_b", "c"]
    assert fit_names(names) == fit_names(list(names))
    assert fit_names(names)["a_b"] == "a_b"
    assert fit_names(list(reversed(names)))["a_b"] == "a_b"


def test_collisions_are_resolved_injectively() -> None:
    hostile = fit_names(["a.b"])["a.b"]  # a tool literally named like another's fitted name
    fitted = fit_names(["a.b", hostile, "a_b"])
    assert fitted[hostile] == hostile and fitted["a_b"] == "a_b"
    assert len(set(fitted.values())) == 3
    assert API_NAME.match(fitted["a.b"])


def test_empty_and_unicode_names() -> None:
    fitted = fit_names(["", "天気"])
    assert all(API_NAME.match(name) for name in fitted.values())
    assert len(set(fitted.values())) == 2


def test_duplicate_input_names_are_rejected() -> None:
    with pytest.raises(ValueError, match="repeated: a"):
        to_openai([tool("a"), tool("a")])


def test_route_maps_back_and_rejects_unknown_names() -> None:
    exported = to_anthropic([WEATHER, PING])
    api_name = exported.tools[0]["name"]
    assert exported.route(api_name) == "weather.get_forecast"
    assert exported.route("ping") == "ping"
    with pytest.raises(KeyError, match="unknown tool 'pong'"):
        exported.route("pong")


@given(st.lists(st.text(min_size=0, max_size=140), unique=True, max_size=12))
def test_api_names_always_valid_unique_and_routable(names: list[str]) -> None:
    tools = [tool(name) for name in names]
    for exported in (to_openai(tools), to_openai(tools, api="responses"), to_anthropic(tools)):
        api_names = [shaped.get("function", shaped)["name"] for shaped in exported.tools]
        assert all(API_NAME.match(name) for name in api_names)
        assert len(set(api_names)) == len(api_names)
        assert [exported.route(name) for name in api_names] == names
    assert to_openai(tools).names == to_openai(tools).names


# ------------------------------------------------------------------------------------------- results


def test_content_tables_cover_every_mcp_content_type() -> None:
    for table in (OPENAI_CHAT_CONTENT, OPENAI_RESPONSES_CONTENT, ANTHROPIC_CONTENT):
        assert set(table) == MCP_CONTENT_TYPES


def test_text_result() -> None:
    result = {"content": [{"type": "text", "text": "sunny"}, {"type": "text", "text": "22C"}]}
    assert result_to_openai(result) == "sunny\n\n22C"
    assert result_to_openai(result, api="responses") == [
        {"type": "input_text", "text": "sunny"},
        {"type": "input_text", "text": "22C"},
    ]
    assert result_to_anthropic(result, tool_use_id="toolu_1") == {
        "type": "tool_result",
        "tool_use_id": "toolu_1",
        "content": [{"type": "text", "text": "sunny"}, {"type": "text", "text": "22C"}],
        "is_error": False,
    }


def test_image_result() -> None:
    result = {"content": [{"type": "image", "data": PNG, "mimeType": "image/png"}]}
    assert result_to_openai(result) == "[image image/png, 70 bytes base64 omitted]"
    assert result_to_openai(result, api="responses") == [
        {"type": "input_image", "image_url": f"data:image/png;base64,{PNG}"}
    ]
    assert result_to_anthropic(result, tool_use_id="t")["content"] == [
        {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}}
    ]


def test_image_type_anthropic_does_not_take_becomes_placeholder() -> None:
    result = {"content": [{"type": "image", "data": "PHN2Zz4=", "mimeType": "image/svg+xml"}]}
    assert result_to_anthropic(result, tool_use_id="t")["content"] == [
        {"type": "text", "text": "[image image/svg+xml, 5 bytes base64 omitted]"}
    ]


def test_audio_is_a_placeholder_everywhere() -> None:
    result = {"content": [{"type": "audio", "data": "AAAA", "mimeType": "audio/wav"}]}
    text = "[audio audio/wav, 3 bytes base64 omitted]"
    assert result_to_openai(result) == text
    assert result_to_openai(result, api="responses") == [{"type": "input_text", "text": text}]
    assert result_to_anthropic(result, tool_use_id="t")["content"] == [{"type": "text", "text": text}]


def test_resource_link() -> None:
    link = {"type": "resource_link", "uri": "file:///a.txt", "name": "a.txt", "description": "the notes"}
    assert result_to_openai({"content": [link]}) == "file:///a.txt (a.txt): the notes"
    bare = {"type": "resource_link", "uri": "file:///b", "name": ""}
    assert result_to_anthropic({"content": [bare]}, tool_use_id="t")["content"] == [
        {"type": "text", "text": "file:///b"}
    ]


def test_embedded_text_resource_has_a_header() -> None:
    block = {"type": "resource", "resource": {"uri": "file:///a.txt", "mimeType": "text/plain", "text": "hello"}}
    expected = "[resource file:///a.txt]\nhello"
    assert result_to_openai({"content": [block]}) == expected
    assert result_to_anthropic({"content": [block]}, tool_use_id="t")["content"] == [{"type": "text", "text": expected}]


def test_embedded_blob_resource() -> None:
    blob = {"type": "resource", "resource": {"uri": "file:///x.bin", "mimeType": "application/zip", "blob": "AAAA"}}
    expected = "[resource file:///x.bin: blob application/zip, 3 bytes base64 omitted]"
    assert result_to_openai({"content": [blob]}) == expected
    assert result_to_anthropic({"content": [blob]}, tool_use_id="t")["content"] == [{"type": "text", "text": expected}]
    pdf = {"type": "resource", "resource": {"uri": "file:///x.pdf", "mimeType": "application/pdf", "blob": "JVBE"}}
    assert result_to_anthropic({"content": [pdf]}, tool_use_id="t")["content"] == [
        {"type": "document", "source": {"type": "base64", "media_type": "application/pdf", "data": "JVBE"}}
    ]


def test_structured_content_without_text_becomes_json_text() -> None:
    result = {"content": [], "structuredContent": {"temp": 22, "city": "Zürich"}}
    assert json.loads(result_to_openai(result)) == {"temp": 22, "city": "Zürich"}  # type: ignore[arg-type]
    content = result_to_anthropic(result, tool_use_id="t")["content"]
    assert content == [{"type": "text", "text": '{"temp": 22, "city": "Zürich"}'}]


def test_structured_content_with_text_is_not_duplicated() -> None:
    result = {"content": [{"type": "text", "text": '{"temp": 22}'}], "structuredContent": {"temp": 22}}
    assert result_to_openai(result) == '{"temp": 22}'


def test_is_error() -> None:
    result = {"content": [{"type": "text", "text": "city not found"}], "isError": True}
    assert result_to_anthropic(result, tool_use_id="t")["is_error"] is True
    assert result_to_openai(result) == "Error: city not found"
    assert result_to_openai(result, api="responses")[0] == {"type": "input_text", "text": "Error:"}


def test_unknown_content_type_is_a_placeholder_not_a_drop() -> None:
    result = {"content": [{"type": "hologram", "data": "x"}]}
    assert result_to_openai(result) == "[unsupported content type 'hologram' omitted]"
    assert result_to_anthropic(result, tool_use_id="t")["content"][0]["type"] == "text"


def test_malformed_content_is_named_not_dropped_and_only_true_is_an_error() -> None:
    result = {"content": ["plain string", {"type": "text", "text": "kept"}, None], "isError": "false"}
    assert result_to_openai(result) == "[malformed content omitted]\n\nkept\n\n[malformed content omitted]"
    anthropic = result_to_anthropic(result, tool_use_id="t1")
    assert anthropic["is_error"] is False and len(anthropic["content"]) == 3
    assert result_to_openai({"content": "just text"}) == "[malformed content omitted]"
    assert result_to_openai({"content": [{"type": "text", "text": "x"}], "isError": True}) == "Error: x"
