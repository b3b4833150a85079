from __future__ import annotations

import copy
import urllib.request
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft4Validator, Draft6Validator, Draft7Validator, Draft201909Validator, Draft202012Validator
from referencing.exceptions import Unresolvable

from aggregator import validation
from aggregator.validation import (
    ArgumentValidator,
    FieldError,
    UnusableSchema,
    ValidationOutcome,
    check_arguments,
    check_structured,
    classify_schema,
    schema_problems,
)
from aggregator.validation.linear_keywords import validating_class

WEATHER: dict[str, Any] = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "minLength": 2},
        "units": {"enum": ["metric", "imperial"]},
    },
    "required": ["city"],
    "additionalProperties": False,
}
SEARCH: dict[str, Any] = {
    "type": "object",
    "properties": {
        "query": {"type": "string", "pattern": "^[a-z ]+$"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
        "cursor": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
        "items": {
            "type": "array",
            "items": {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
        },
        "mode": {"const": "fast"},
        "ratio": {"type": "number", "exclusiveMaximum": 1},
    },
    "required": ["query"],
}


def nested(depth: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object"}
    node = schema
    for _ in range(depth):
        node["properties"] = {"a": {"type": "object"}}
        node = node["properties"]["a"]
    return schema


def only(outcome: ValidationOutcome | None) -> FieldError:
    assert outcome is not None and outcome.kind == "invalid"
    assert len(outcome.errors) == 1, outcome.errors
    return outcome.errors[0]


# ------------------------------------------------------------------------------------------- list time


@pytest.mark.parametrize("schema", [None, [], "object", 3, True])
def test_input_schema_must_be_an_object(schema: Any) -> None:
    verdict, problems = classify_schema(schema)
    assert verdict == "invalid"
    assert "schema must be a JSON object" in problems[0]


@pytest.mark.parametrize("schema", [{}, {"type": "array"}, {"properties": {}}, {"type": ["object", "null"]}])
def test_input_schema_needs_type_object_at_the_root(schema: dict[str, Any]) -> None:
    verdict, problems = classify_schema(schema)
    assert verdict == "invalid"
    assert '"type": "object"' in problems[0]


def test_a_fine_schema_has_no_problems() -> None:
    assert classify_schema(WEATHER) == ("ok", [])
    assert schema_problems(SEARCH) == []
    assert schema_problems({"type": "object", "additionalProperties": False}) == []


def test_invalid_schema_names_the_json_path() -> None:
    verdict, problems = classify_schema({"type": "object", "properties": {"limit": {"type": "integr"}}})
    assert verdict == "invalid"
    assert "/properties/limit/type" in problems[0]


def test_invalid_regex_is_an_invalid_schema() -> None:
    verdict, _ = classify_schema({"type": "object", "properties": {"q": {"type": "string", "pattern": "("}}})
    assert verdict == "invalid"


def test_depth_over_budget() -> None:
    assert classify_schema(nested(40)) == ("over_budget", ["schema too complex: depth 40 > 32"])
    assert classify_schema(nested(32))[0] == "ok"
    assert schema_problems(nested(5), max_depth=4) == ["schema too complex: depth 5 > 4"]


def test_subschema_count_over_budget() -> None:
    wide = {"type": "object", "properties": {f"p{i}": {"type": "string"} for i in range(2000)}}
    verdict, problems = classify_schema(wide)
    assert verdict == "over_budget"
    assert problems == ["schema too complex: more than 2000 subschemas"]


@pytest.mark.parametrize(
    "keyword, value",
    [
        ("anyOf", [{"type": "string"}] * 6),
        ("oneOf", [{"type": "string"}] * 6),
        ("allOf", [{"type": "string"}] * 6),
        ("prefixItems", [{"type": "string"}] * 6),
        ("$defs", {f"d{i}": {"type": "string"} for i in range(6)}),
        ("definitions", {f"d{i}": {"type": "string"} for i in range(6)}),
        ("patternProperties", {f"^p{i}": {"type": "string"} for i in range(6)}),
        ("dependentSchemas", {f"d{i}": {"type": "object"} for i in range(6)}),
    ],
)
def test_every_composition_keyword_counts_towards_the_budget(keyword: str, value: Any) -> None:
    schema = {"type": "object", keyword: value}
    assert classify_schema(schema, max_subschemas=6)[0] == "over_budget"
    assert classify_schema(schema, max_subschemas=7)[0] == "ok"


@pytest.mark.parametrize(
    "keyword", ["not", "if", "then", "else", "items", "contains", "additionalProperties", "propertyNames"]
)
def test_single_subschema_keywords_count_towards_depth(keyword: str) -> None:
    schema: dict[str, Any] = {"type": "object"}
    node = schema
    for _ in range(3):
        node[keyword] = {}
        node = node[keyword]
    assert classify_schema(schema, max_depth=2)[0] == "over_budget"
    assert classify_schema(schema, max_depth=3)[0] == "ok"


def test_network_ref_is_reported_not_fetched(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(urllib.request, "urlopen", lambda *a, **k: pytest.fail("fetched a $ref"))
    schema = {"type": "object", "properties": {"a": {"$ref": "https://example.com/a.json"}}}
    verdict, problems = classify_schema(schema)
    assert verdict == "external_ref"
    assert "network $ref 'https://example.com/a.json'" in problems[0] and "is not fetched" in problems[0]
    assert "/properties/a/$ref" in problems[0]


def test_relative_ref_without_a_base_is_external() -> None:
    assert classify_schema({"type": "object", "properties": {"a": {"$ref": "other.json#/x"}}})[0] == "external_ref"


def test_local_refs_are_fine() -> None:
    schema = {
        "type": "object",
        "properties": {"a": {"$ref": "#/$defs/name"}, "b": {"$ref": "https://example.com/embedded"}},
        "$defs": {"name": {"type": "string"}, "e": {"$id": "https://example.com/embedded", "type": "integer"}},
    }
    assert classify_schema(schema) == ("ok", [])


def test_ref_to_a_bundled_meta_schema_is_local() -> None:
    schema = {"type": "object", "properties": {"s": {"$ref": "https://json-schema.org/draft/2020-12/schema"}}}
    assert classify_schema(schema) == ("ok", [])


def test_refs_inside_data_keywords_are_not_references() -> None:
    schema = {
        "type": "object",
        "properties": {
            "$ref": {"type": "string", "default": {"$ref": "https://evil.example/x"}},
            "e": {"enum": [{"$ref": "https://evil.example/y"}]},
        },
    }
    assert classify_schema(schema) == ("ok", [])


@pytest.mark.parametrize("index", ["\u00b2", "\u0663", "1" * 5000, "1_0", " 0"])
def test_a_pointer_index_that_is_not_ascii_digits_or_is_huge_points_at_nothing(index: str) -> None:
    schema = {"type": "object", "allOf": [{"type": "object"}], "properties": {"x": {"$ref": "#/allOf/" + index}}}
    verdict, problems = classify_schema(schema)
    assert verdict == "invalid" and "points at nothing" in problems[0]
    fine = {"type": "object", "allOf": [{"type": "object"}], "properties": {"x": {"$ref": "#/allOf/0"}}}
    assert classify_schema(fine) == ("ok", [])


def test_dangling_local_pointer_is_invalid() -> None:
    verdict, problems = classify_schema({"type": "object", "properties": {"a": {"$ref": "#/$defs/missing"}}})
    assert verdict == "invalid"
    assert "'#/$defs/missing'" in problems[0] and "points at nothing" in problems[0]


@pytest.mark.parametrize(
    "uri, cls",
    [
        ("http://json-schema.org/draft-07/schema#", Draft7Validator),
        ("http://json-schema.org/draft-07/schema", Draft7Validator),
        ("http://json-schema.org/draft-06/schema#", Draft6Validator),
        ("http://json-schema.org/draft-04/schema#", Draft4Validator),
        ("https://json-schema.org/draft/2019-09/schema", Draft201909Validator),
        ("https://json-schema.org/draft/2020-12/schema", Draft202012Validator),
    ],
)
def test_validator_class_follows_the_dialect(uri: str, cls: type) -> None:
    schema = {"$schema": uri, "type": "object"}
    assert classify_schema(schema) == ("ok", [])
    # the dialect's class, its regular-expression keywords matched in linear time
    assert type(ArgumentValidator().for_schema(schema)) is validating_class(cls)


def test_default_dialect_is_2020_12() -> None:
    assert type(ArgumentValidator().for_schema({"type": "object"})) is validating_class(Draft202012Validator)


def test_schema_is_checked_against_its_own_dialect() -> None:
    # tuple-form `items` is draft-07 and invalid in 2020-12
    tuple_items = {"type": "object", "properties": {"p": {"type": "array", "items": [{"type": "string"}]}}}
    assert classify_schema({"$schema": "http://json-schema.org/draft-07/schema#", **tuple_items})[0] == "ok"
    assert classify_schema(tuple_items)[0] == "invalid"


def test_unknown_dialect_is_reported_and_falls_back_to_2020_12() -> None:
    schema = {"$schema": "https://example.com/my-dialect", "type": "object", "properties": {"a": {"type": "string"}}}
    verdict, problems = classify_schema(schema)
    assert verdict == "ok"
    assert problems == [
        'unsupported $schema dialect "https://example.com/my-dialect"; validated as JSON Schema 2020-12'
    ]
    assert type(ArgumentValidator().for_schema(schema)) is validating_class(Draft202012Validator)
    assert check_arguments(schema, {"a": 1}) is not None


def test_non_string_dialect_is_invalid() -> None:
    assert classify_schema({"$schema": {"x": 1}, "type": "object"})[0] == "invalid"


# ------------------------------------------------------------------------------------------- compile cache


def test_validator_is_compiled_lazily_and_once(monkeypatch: pytest.MonkeyPatch) -> None:
    import aggregator.validation.validator as module

    calls: list[Any] = []
    original = module._compile
    monkeypatch.setattr(module, "_compile", lambda s, o: calls.append(s) or original(s, o))
    validator = ArgumentValidator()
    schema = copy.deepcopy(WEATHER)
    assert validator.verdict(schema) == ("ok", ())
    assert calls == []  # a list-time verdict builds no validator
    for _ in range(3):
        assert validator.check_arguments(schema, {"city": "Paris"}) is None
        assert validator.check_arguments(schema, {"city": 1}) is not None
    assert len(calls) == 1


def test_meta_schema_is_consulted_only_when_the_quick_check_is_unsure(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    original = Draft202012Validator.check_schema.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        Draft202012Validator, "check_schema", classmethod(lambda cls, s, **k: calls.append(s) or original(cls, s, **k))
    )
    assert classify_schema(copy.deepcopy(WEATHER))[0] == "ok"
    assert calls == []
    verdict, problems = classify_schema({"type": "object", "properties": {"a": {"type": "strin"}}})
    assert verdict == "invalid" and "/properties/a/type" in problems[0]
    assert len(calls) == 1


def test_cache_by_identity_then_by_content() -> None:
    validator = ArgumentValidator()
    first = validator.for_schema(copy.deepcopy(WEATHER))
    assert validator.for_schema(WEATHER) is first  # equal content: one compiled validator
    assert validator.for_schema(WEATHER) is first


def test_for_schema_refuses_unusable_schemas() -> None:
    with pytest.raises(UnusableSchema) as caught:
        ArgumentValidator().for_schema(nested(40))
    assert caught.value.verdict == "over_budget"
    assert "depth 40 > 32" in str(caught.value)


def test_registry_never_fetches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(urllib.request, "urlopen", lambda *a, **k: pytest.fail("fetched a $ref"))
    raw = Draft202012Validator({"$ref": "https://example.com/x"}, registry=validation._NO_NETWORK)
    with pytest.raises(Unresolvable):
        raw.is_valid(1)


# ------------------------------------------------------------------------------------------- call time


def test_valid_arguments_give_none() -> None:
    assert check_arguments(WEATHER, {"city": "Paris", "units": "metric"}) is None
    assert check_arguments(SEARCH, {"query": "cats", "limit": 50, "cursor": None, "items": [{"name": "x"}]}) is None


def test_none_arguments_are_an_empty_object() -> None:
    assert check_arguments({"type": "object", "additionalProperties": False}, None) is None
    assert only(check_arguments(WEATHER, None)).message == "missing required property 'city'"


def test_maximum_names_field_constraint_and_value() -> None:
    outcome = check_arguments(SEARCH, {"query": "cats", "limit": 200})
    error = only(outcome)
    assert error == FieldError(
        path="/limit", constraint="maximum 50", value_repr="200", message="limit must be at most 50; you sent 200"
    )
    assert outcome is not None and outcome.message == "invalid arguments: limit must be at most 50; you sent 200"
    assert outcome.blocks_call


def test_minimum() -> None:
    assert only(check_arguments(SEARCH, {"query": "a", "limit": 0})).message == "limit must be at least 1; you sent 0"


def test_exclusive_bounds() -> None:
    error = only(check_arguments(SEARCH, {"query": "a", "ratio": 1}))
    assert error.message == "ratio must be less than 1; you sent 1"
    draft4 = {
        "$schema": "http://json-schema.org/draft-04/schema#",
        "type": "object",
        "properties": {"n": {"type": "number", "maximum": 5, "exclusiveMaximum": True}},
    }
    assert only(check_arguments(draft4, {"n": 5})).message == "n must be less than 5; you sent 5"


def test_missing_required_property() -> None:
    error = only(check_arguments(WEATHER, {}))
    assert error.message == "missing required property 'city'"
    assert error.path == "/city"
    assert error.constraint == "required 'city'"


def test_type_mismatch_says_what_was_sent() -> None:
    error = only(check_arguments(SEARCH, {"query": 42}))
    assert error.message == "query must be a string; you sent 42 (integer)"
    assert error.constraint == "type string"


def test_type_union_from_any_of() -> None:
    error = only(check_arguments(SEARCH, {"query": "a", "cursor": 3}))
    assert error.message == "cursor must be a string or null; you sent 3 (integer)"


def test_unexpected_property_lists_allowed_names_and_suggests() -> None:
    error = only(check_arguments(WEATHER, {"city": "Paris", "citty": "x"}))
    assert error.message.startswith("unexpected property 'citty' (additionalProperties is false; allowed: city, units")
    assert "did you mean 'city'?" in error.message
    assert error.path == "/citty"


def test_unexpected_property_with_pattern_properties() -> None:
    schema = {
        "type": "object",
        "properties": {"a": {}},
        "patternProperties": {"^x-": {}},
        "additionalProperties": False,
    }
    assert check_arguments(schema, {"a": 1, "x-b": 2}) is None
    assert "'zz'" in only(check_arguments(schema, {"zz": 1})).message


def test_enum_lists_allowed_values() -> None:
    error = only(check_arguments(WEATHER, {"city": "Paris", "units": "kelvin"}))
    assert error.message == 'units must be one of: "metric", "imperial"; you sent "kelvin"'


def test_const() -> None:
    assert only(check_arguments(SEARCH, {"query": "a", "mode": "slow"})).message == (
        'mode must be exactly "fast"; you sent "slow"'
    )


def test_string_length_and_pattern() -> None:
    assert (
        only(check_arguments(WEATHER, {"city": "P"})).message
        == 'city must have at least 2 characters; you sent 1 ("P")'
    )
    error = only(check_arguments(SEARCH, {"query": "Cats!"}))
    assert error.message == "query must match the pattern '^[a-z ]+$'; you sent \"Cats!\""


def test_array_size() -> None:
    error = only(check_arguments(SEARCH, {"query": "a", "tags": ["a", "b", "c", "d"]}))
    assert error.message.startswith("tags must have at most 3 items; you sent 4")


def test_nested_paths_are_json_pointers() -> None:
    error = only(check_arguments(SEARCH, {"query": "a", "items": [{"name": 1}]}))
    assert error.path == "/items/0/name"
    assert error.message == "items[0].name must be a string; you sent 1 (integer)"
    missing = only(check_arguments(SEARCH, {"query": "a", "items": [{}]}))
    assert missing.path == "/items/0/name"
    assert missing.message == "missing required property 'name' in items[0]"


def test_arguments_that_are_not_an_object() -> None:
    error = only(check_arguments(WEATHER, [1, 2]))
    assert error.path == ""
    assert error.message == "arguments must be an object; you sent [1, 2] (array)"


def test_value_repr_is_truncated() -> None:
    error = only(check_arguments(SEARCH, {"query": "x" * 500, "limit": 1, "tags": "y" * 500}))
    assert len(error.value_repr) <= 80
    assert error.value_repr.endswith("...")


def test_at_most_five_errors_most_relevant_first() -> None:
    arguments = {"query": 1, "limit": "x", "cursor": 1, "tags": 1, "items": 1, "mode": 1, "ratio": "x"}
    outcome = check_arguments(SEARCH, arguments)
    assert outcome is not None
    assert len(outcome.errors) == 5
    assert outcome.message.startswith("invalid arguments (7 problems):\n- query must be a string")
    assert outcome.message.endswith("- ... and 2 more")


def test_deeper_errors_do_not_hide_shallow_ones() -> None:
    outcome = check_arguments(SEARCH, {"items": [{"name": 1}]})
    assert outcome is not None
    assert [e.path for e in outcome.errors] == ["/query", "/items/0/name"]


def test_external_ref_is_forwarded_unvalidated() -> None:
    schema = {"type": "object", "properties": {"a": {"$ref": "https://example.com/a.json"}}}
    outcome = check_arguments(schema, {"a": 1})
    assert outcome is not None and outcome.kind == "unvalidated" and not outcome.blocks_call
    assert outcome.message.startswith("cannot validate: network $ref")


def test_over_budget_schema_is_forwarded_unvalidated() -> None:
    outcome = check_arguments(nested(40), {})
    assert outcome is not None and outcome.kind == "unvalidated"
    assert "depth 40 > 32" in outcome.message


def test_unresolvable_anchor_at_call_time_is_unvalidated() -> None:
    outcome = check_arguments({"type": "object", "properties": {"a": {"$ref": "#nowhere"}}}, {"a": 1})
    assert outcome is not None and outcome.kind == "unvalidated"
    assert outcome.message.startswith("cannot validate: unresolvable $ref")


def test_endless_self_reference_is_unvalidated() -> None:
    outcome = check_arguments({"type": "object", "$ref": "#"}, {})
    assert outcome is not None and outcome.kind == "unvalidated"


def test_format_is_not_asserted() -> None:
    schema = {"type": "object", "properties": {"when": {"type": "string", "format": "date"}}}
    assert check_arguments(schema, {"when": "not a date"}) is None


# ------------------------------------------------------------------------------------------- structured output


def test_structured_content_conforming() -> None:
    assert check_structured({"type": "object", "properties": {"n": {"type": "integer"}}}, {"n": 1}) is None
    assert check_structured({"type": "array", "items": {"type": "integer"}}, [1, 2]) is None


def test_structured_content_mismatch_is_one_readable_line() -> None:
    report = check_structured({"type": "array", "items": {"type": "integer"}}, [1, "a", "b"])
    assert report == (
        'structuredContent does not match outputSchema: structuredContent[1] must be an integer; you sent "a" '
        "(string) (and 1 more)"
    )
    assert "\n" not in report


def test_structured_content_missing_or_unusable_schema() -> None:
    assert check_structured({"type": "object"}, None) == (
        "structuredContent is missing but the tool declares an outputSchema"
    )
    report = check_structured({"type": "object", "properties": {"a": {"$ref": "https://x.example/s"}}}, {})
    assert report is not None and report.startswith("outputSchema not checked: network $ref")


# ------------------------------------------------------------------------------------------- properties

SAMPLES: list[dict[str, Any]] = [
    WEATHER,
    SEARCH,
    {"type": "object", "additionalProperties": False},
    {"type": "object", "properties": {"n": {"type": "integer", "multipleOf": 0.5}, "b": {"const": True}}},
    {"type": "object", "properties": {"e": {"enum": [1, True, None, "1", 1.5]}, "x": {"not": {"type": "null"}}}},
    {"type": "object", "properties": {"o": {"oneOf": [{"type": "integer"}, {"type": "number", "minimum": 2}]}}},
    {
        "type": "object",
        "$defs": {"node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/node"}}}},
        "properties": {"list": {"$ref": "#/$defs/node"}},
        "if": {"required": ["a"]},
        "then": {"required": ["b"]},
        "dependentRequired": {"c": ["d"]},
    },
    {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": {"t": {"type": "array", "items": [{"type": "string"}], "uniqueItems": True}},
        "patternProperties": {"^z": {"type": "integer"}},
        "minProperties": 1,
        "maxProperties": 3,
    },
]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=5), children, max_size=4),
    max_leaves=12,
)
keys = st.sampled_from(["city", "units", "query", "limit", "cursor", "tags", "items", "mode", "ratio", "n", "b", "e",
                        "x", "o", "list", "a", "b", "c", "d", "t", "z1", "citty"])  # fmt: skip
arguments = st.none() | json_values | st.dictionaries(keys, json_values, max_size=6)


@given(st.sampled_from(SAMPLES), arguments)
def test_validation_never_raises_and_agrees_with_jsonschema(schema: dict[str, Any], args: Any) -> None:
    outcome = ArgumentValidator().check_arguments(schema, args)
    reference = type(ArgumentValidator().for_schema(schema))(schema)
    valid = reference.is_valid({} if args is None else args)
    assert (outcome is None) == valid
    if outcome is not None:
        assert outcome.kind == "invalid"
        assert 1 <= len(outcome.errors) <= 5
        assert all(len(e.value_repr) <= 80 and e.message for e in outcome.errors)


@given(arguments)
def test_shared_validator_never_raises(args: Any) -> None:
    for schema in SAMPLES:
        outcome = check_arguments(schema, args)
        assert outcome is None or isinstance(outcome, ValidationOutcome)


_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.floats(-2, 2, allow_nan=False),
    st.text(max_size=4),
    st.sampled_from(["string", "object", "integer", "strin", "[a-", "^x$"]),
    st.lists(st.sampled_from(["a", "a", "b"]), max_size=3),
)
_KEYS = st.sampled_from(
    [
        "type",
        "properties",
        "required",
        "enum",
        "minimum",
        "maxLength",
        "pattern",
        "items",
        "anyOf",
        "not",
        "format",
        "additionalProperties",
        "uniqueItems",
        "multipleOf",
        "$defs",
        "dependentRequired",
        "x-custom",
        "title",
    ]
)
_SCHEMAS = st.recursive(
    st.dictionaries(_KEYS, _VALUES, max_size=4),
    lambda inner: st.dictionaries(
        _KEYS,
        st.one_of(_VALUES, inner, st.dictionaries(st.text(max_size=3), inner, max_size=2), st.lists(inner, max_size=2)),
        max_size=4,
    ),
    max_leaves=12,
)


@given(_SCHEMAS)
def test_quick_meta_check_never_accepts_what_the_meta_schema_rejects(schema: dict[str, Any]) -> None:
    from jsonschema.exceptions import SchemaError

    if validation._quick_meta_ok(schema, True):
        try:
            Draft202012Validator.check_schema(schema)
        except SchemaError as error:  # pragma: no cover - the assertion below is the failure
            raise AssertionError(f"quick check accepted an invalid schema: {error.message}") from None
