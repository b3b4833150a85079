from __future__ import annotations

import base64
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggregator.errors import ProtocolViolation
from aggregator.protocol.headers import (
    MAX_SAFE_INTEGER,
    NAME_METHODS,
    HeaderParam,
    decode_header_value,
    encode_header_value,
    header_params,
    param_headers,
    request_headers,
    tool_header_params,
    x_mcp_header_problems,
)


def sentinel(text: str) -> str:
    return "=?base64?" + base64.b64encode(text.encode()).decode() + "?="


# --- value encoding ---


@pytest.mark.parametrize("text", ["us-west-1", "Hello, World!", "a b", "", "~!@#$%^&*()", "=?base64?"])
def test_safe_ascii_passes_through(text: str) -> None:
    assert encode_header_value(text) == text
    assert decode_header_value(text) == text


@pytest.mark.parametrize(
    "text",
    ["日本語", "café", " leading", "trailing ", "\tTab", "line\nbreak", "cr\r", "nul\x00", "del\x7f"],
)
def test_unsafe_text_is_base64_wrapped(text: str) -> None:
    encoded = encode_header_value(text)
    assert encoded == sentinel(text)
    assert decode_header_value(encoded) == text


def test_known_encoding() -> None:
    assert encode_header_value("日本語") == "=?base64?5pel5pys6Kqe?="


@pytest.mark.parametrize("text", ["=?base64?SGVsbG8=?=", "=?base64?not base64?=", "=?base64?=", "=?base64??="])
def test_sentinel_lookalike_is_encoded(text: str) -> None:
    encoded = encode_header_value(text)
    assert encoded != text
    assert encoded.startswith("=?base64?")
    assert decode_header_value(encoded) == text


def test_sentinel_is_case_sensitive() -> None:
    assert encode_header_value("=?BASE64?SGVsbG8=?=") == "=?BASE64?SGVsbG8=?="
    assert decode_header_value("=?BASE64?SGVsbG8=?=") == "=?BASE64?SGVsbG8=?="
    assert decode_header_value("=?base64?SGVsbG8=?=") == "Hello"


def test_decode_missing_markers_is_literal() -> None:
    assert decode_header_value("SGVsbG8=?=") == "SGVsbG8=?="
    assert decode_header_value("=?base64?SGVsbG8=") == "=?base64?SGVsbG8="


@pytest.mark.parametrize("bad", ["=?base64?!!!!?=", "=?base64?SGVsbG8?=", "=?base64?/w==?="])
def test_decode_bad_base64_or_utf8(bad: str) -> None:
    with pytest.raises(ProtocolViolation):
        decode_header_value(bad)


def test_encode_scalars() -> None:
    assert encode_header_value(True) == "true"
    assert encode_header_value(False) == "false"
    assert encode_header_value(0) == "0"
    assert encode_header_value(-42) == "-42"


@pytest.mark.parametrize("value", [1.5, 2.0, None, [], {}, b"x"])
def test_encode_rejects_other_types(value: Any) -> None:
    with pytest.raises(ValueError):
        encode_header_value(value)


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_round_trip(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates are not JSON-transmittable text
        return
    encoded = encode_header_value(text)
    assert encoded.isascii()
    assert all(0x20 <= ord(c) <= 0x7E for c in encoded)
    assert encoded == encoded.strip()
    assert decode_header_value(encoded) == text


# --- standard headers ---


def test_request_headers_basic() -> None:
    assert request_headers("tools/list", None, "2026-07-28") == {
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tools/list",
    }


@pytest.mark.parametrize(
    ("method", "params", "name"),
    [
        ("tools/call", {"name": "search", "arguments": {}}, "search"),
        ("prompts/get", {"name": "greet"}, "greet"),
        ("resources/read", {"uri": "file:///tmp/x.txt"}, "file:///tmp/x.txt"),
        ("resources/read", {"uri": "file:///tmp/ü.txt"}, sentinel("file:///tmp/ü.txt")),
        ("tasks/get", {"taskId": "t-1"}, "t-1"),
        ("tasks/update", {"taskId": "t-2"}, "t-2"),
        ("tasks/cancel", {"taskId": "t-3"}, "t-3"),
    ],
)
def test_request_headers_name(method: str, params: dict[str, Any], name: str) -> None:
    headers = request_headers(method, params, "2026-07-28")
    assert headers["Mcp-Method"] == method
    assert headers["Mcp-Name"] == name


def test_request_headers_missing_name_field() -> None:
    assert "Mcp-Name" not in request_headers("tools/call", {}, "v")
    assert "Mcp-Name" not in request_headers("tools/call", None, "v")
    assert "Mcp-Name" not in request_headers("tasks/get", {"name": "x"}, "v")
    assert "Mcp-Name" not in request_headers("ping", {"name": "x"}, "v")


def test_name_methods() -> None:
    assert dict(NAME_METHODS) == {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}


# --- x-mcp-header validation ---


def obj(**properties: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties}


def one_problem(schema: Any) -> str:
    problems = x_mcp_header_problems(schema)
    assert len(problems) == 1, problems
    return problems[0]


def test_valid_schema_has_no_problems() -> None:
    schema = obj(
        region={"type": "string", "x-mcp-header": "Region"},
        count={"type": "integer", "x-mcp-header": "Count"},
        dry={"type": "boolean", "x-mcp-header": "Dry-Run"},
        plain={"type": "number"},
    )
    assert x_mcp_header_problems(schema) == []


def test_schema_without_annotations() -> None:
    assert x_mcp_header_problems({"type": "object"}) == []
    assert x_mcp_header_problems({}) == []
    assert x_mcp_header_problems(True) == []


def test_valid_nested_properties_path() -> None:
    schema = obj(outer=obj(inner=obj(leaf={"type": "string", "x-mcp-header": "Leaf"})))
    assert x_mcp_header_problems(schema) == []
    assert header_params(schema) == (HeaderParam("Leaf", ("outer", "inner", "leaf"), "string"),)


def test_property_named_like_keyword_is_fine() -> None:
    schema = obj(**{"x-mcp-header": {"type": "string", "x-mcp-header": "X"}, "items": {"type": "string"}})
    assert x_mcp_header_problems(schema) == []
    assert header_params(schema) == (HeaderParam("X", ("x-mcp-header",), "string"),)


def test_all_tchars_allowed() -> None:
    name = "!#$%&'*+-.^_`|~09AZaz"
    assert x_mcp_header_problems(obj(a={"type": "string", "x-mcp-header": name})) == []


@pytest.mark.parametrize("value", ["", 5, None, ["A"]])
def test_name_must_be_non_empty_string(value: Any) -> None:
    assert "must be a non-empty string" in one_problem(obj(a={"type": "string", "x-mcp-header": value}))


@pytest.mark.parametrize("name", ["Has Space", "Colon:", "Slash/", 'Quote"', "Paren(", "Ünï", "A,B"])
def test_name_must_be_token(name: str) -> None:
    problem = one_problem(obj(a={"type": "string", "x-mcp-header": name}))
    assert "not an RFC 9110 token" in problem
    assert "/properties/a" in problem


@pytest.mark.parametrize("name", ["A\r\nX-Injected: 1", "A\n", "A\x00", "\tA"])
def test_name_with_control_characters(name: str) -> None:
    assert "control characters" in one_problem(obj(a={"type": "string", "x-mcp-header": name}))


def test_names_unique_case_insensitively() -> None:
    schema = obj(
        a={"type": "string", "x-mcp-header": "Region"},
        b={"type": "string", "x-mcp-header": "region"},
    )
    problem = one_problem(schema)
    assert "duplicates" in problem and "/properties/b" in problem and "/properties/a" in problem


def test_duplicate_across_nesting_levels() -> None:
    schema = obj(a={"type": "string", "x-mcp-header": "R"}, n=obj(b={"type": "string", "x-mcp-header": "r"}))
    assert "duplicates" in one_problem(schema)


def test_missing_type() -> None:
    assert "no type" in one_problem(obj(a={"x-mcp-header": "A"}))


def test_union_type() -> None:
    assert "union type" in one_problem(obj(a={"type": ["string", "null"], "x-mcp-header": "A"}))


@pytest.mark.parametrize("kind", ["number", "object", "array", "null"])
def test_non_primitive_type(kind: str) -> None:
    assert f"type {kind!r}" in one_problem(obj(a={"type": kind, "x-mcp-header": "A"}))


def test_on_root() -> None:
    problem = one_problem({"type": "string", "x-mcp-header": "Root"})
    assert "schema root" in problem and "not reachable through properties only" in problem


@pytest.mark.parametrize(
    ("schema", "pointer"),
    [
        (obj(a={"type": "array", "items": {"type": "string", "x-mcp-header": "H"}}), "/properties/a/items"),
        (
            obj(a={"type": "array", "items": [{"type": "string", "x-mcp-header": "H"}]}),
            "/properties/a/items/0",
        ),
        (
            {"type": "object", "oneOf": [obj(a={"type": "string", "x-mcp-header": "H"})]},
            "/oneOf/0/properties/a",
        ),
        ({"anyOf": [{"type": "string", "x-mcp-header": "H"}]}, "/anyOf/0"),
        ({"allOf": [obj(a={"type": "string", "x-mcp-header": "H"})]}, "/allOf/0/properties/a"),
        ({"not": {"type": "string", "x-mcp-header": "H"}}, "/not"),
        ({"if": {"type": "string", "x-mcp-header": "H"}}, "/if"),
        ({"then": obj(a={"type": "string", "x-mcp-header": "H"})}, "/then/properties/a"),
        ({"else": obj(a={"type": "string", "x-mcp-header": "H"})}, "/else/properties/a"),
        (
            {"$defs": {"R": {"type": "string", "x-mcp-header": "H"}}, **obj(a={"$ref": "#/$defs/R"})},
            "/$defs/R",
        ),
        ({"definitions": {"R": {"type": "string", "x-mcp-header": "H"}}}, "/definitions/R"),
        ({"additionalProperties": {"type": "string", "x-mcp-header": "H"}}, "/additionalProperties"),
        ({"patternProperties": {"^a": {"type": "string", "x-mcp-header": "H"}}}, "/patternProperties/^a"),
        ({"dependentSchemas": {"a": obj(b={"type": "string", "x-mcp-header": "H"})}}, "/dependentSchemas/a"),
        (
            obj(a={"type": "object", "propertyNames": {"type": "string", "x-mcp-header": "H"}}),
            "propertyNames",
        ),
        (
            {"properties": {"a/b~c": {"items": {"type": "string", "x-mcp-header": "H"}}}},
            "/properties/a~1b~0c/items",
        ),
    ],
)
def test_not_reachable_through_properties_only(schema: dict[str, Any], pointer: str) -> None:
    problem = one_problem(schema)
    assert "not reachable through properties only" in problem
    assert pointer in problem


def test_problem_message_format() -> None:
    schema = obj(a={"type": "array", "items": {"type": "string", "x-mcp-header": "Region"}})
    assert x_mcp_header_problems(schema) == [
        "x-mcp-header 'Region' at /properties/a/items is not reachable through properties only"
    ]


def test_annotation_inside_data_keywords_is_data() -> None:
    schema = obj(
        a={"type": "object", "default": {"x-mcp-header": "D"}, "enum": [{"x-mcp-header": "E"}]},
        b={"const": {"x-mcp-header": "C"}, "examples": [{"x-mcp-header": "X"}]},
    )
    assert x_mcp_header_problems(schema) == []


def test_several_problems_all_reported() -> None:
    schema = obj(
        a={"type": "number", "x-mcp-header": "Bad Name"},
        b={"type": "array", "items": {"type": "string", "x-mcp-header": "I"}},
    )
    assert len(x_mcp_header_problems(schema)) == 3


def test_depth_limit() -> None:
    schema: dict[str, Any] = {"type": "string", "x-mcp-header": "Deep"}
    for _ in range(100):
        schema = obj(p=schema)
    problems = x_mcp_header_problems(schema)
    assert any("deeper than 64" in p for p in problems)


def test_cycle_is_reported_not_followed() -> None:
    schema: dict[str, Any] = {"type": "object"}
    schema["properties"] = {"self": schema, "again": schema}
    schema["items"] = [schema, schema]
    problems = x_mcp_header_problems(schema)
    assert problems and all("refers back to itself" in p for p in problems)


def test_shared_subschemas_do_not_explode() -> None:
    node: dict[str, Any] = {"type": "string"}
    for _ in range(40):  # 2**40 paths if walked naively
        node = {"allOf": [node, node]}
    problems = x_mcp_header_problems(node)
    assert any("more than" in p for p in problems)


def test_non_mapping_schemas_do_not_crash() -> None:
    for schema in (
        None,
        3,
        "x",
        [],
        [1, {"x-mcp-header": "A"}],
        {"properties": [1, 2]},
        {"properties": None},
    ):
        x_mcp_header_problems(schema)


# --- header params ---

SCHEMA = obj(
    region={"type": "string", "x-mcp-header": "Region"},
    limit={"type": "integer", "x-mcp-header": "Limit"},
    dry={"type": "boolean", "x-mcp-header": "DryRun"},
    nested=obj(key={"type": "string", "x-mcp-header": "Key"}),
    other={"type": "string"},
)


def test_header_params() -> None:
    assert header_params(SCHEMA) == (
        HeaderParam("Region", ("region",), "string"),
        HeaderParam("Limit", ("limit",), "integer"),
        HeaderParam("DryRun", ("dry",), "boolean"),
        HeaderParam("Key", ("nested", "key"), "string"),
    )
    assert HeaderParam("Region", ("region",), "string").header == "Mcp-Param-Region"


def test_param_headers() -> None:
    spec = header_params(SCHEMA)
    arguments = {"region": "eu-west", "limit": 10, "dry": False, "nested": {"key": "ключ"}, "other": "x"}
    assert param_headers(spec, arguments) == {
        "Mcp-Param-Region": "eu-west",
        "Mcp-Param-Limit": "10",
        "Mcp-Param-DryRun": "false",
        "Mcp-Param-Key": sentinel("ключ"),
    }


def test_param_headers_omit_absent_and_null() -> None:
    spec = header_params(SCHEMA)
    assert param_headers(spec, None) == {}
    assert param_headers(spec, {}) == {}
    assert param_headers(spec, {"region": None, "nested": None}) == {}
    assert param_headers(spec, {"nested": "not an object"}) == {}
    assert param_headers(spec, {"nested": {"key": None}, "limit": 0}) == {"Mcp-Param-Limit": "0"}


def test_param_headers_integer_range() -> None:
    spec = header_params(SCHEMA)
    assert param_headers(spec, {"limit": MAX_SAFE_INTEGER}) == {"Mcp-Param-Limit": str(MAX_SAFE_INTEGER)}
    assert param_headers(spec, {"limit": -MAX_SAFE_INTEGER}) == {"Mcp-Param-Limit": str(-MAX_SAFE_INTEGER)}
    for bad in (MAX_SAFE_INTEGER + 1, -MAX_SAFE_INTEGER - 1, 10**30):
        with pytest.raises(ValueError):
            param_headers(spec, {"limit": bad})


def test_param_headers_mismatched_json_type_is_encoded_as_is() -> None:
    spec = header_params(SCHEMA)
    assert param_headers(spec, {"limit": "ten", "region": 5, "dry": "yes"}) == {
        "Mcp-Param-Limit": "ten",
        "Mcp-Param-Region": "5",
        "Mcp-Param-DryRun": "yes",
    }


@pytest.mark.parametrize("value", [1.5, 3.0, {"a": 1}, [1]])
def test_param_headers_reject_floats_objects_arrays(value: Any) -> None:
    with pytest.raises(ValueError):
        param_headers(header_params(SCHEMA), {"limit": value})


def test_a_tools_headers_are_read_one_way_for_every_side() -> None:
    valid = obj(region={"type": "string", "x-mcp-header": "Region"}, plain={"type": "number"})
    specs, problems = tool_header_params(valid)
    assert [spec.header for spec in specs] == ["Mcp-Param-Region"] and problems == []
    invalid = obj(a={"type": "string", "x-mcp-header": "Same"}, b={"type": "string", "x-mcp-header": "Same"})
    specs, problems = tool_header_params(invalid)
    assert specs == () and problems  # an invalid schema defines no headers, and says why
    assert tool_header_params({"type": "object"}) == ((), [])
    assert tool_header_params(None) == ((), [])
