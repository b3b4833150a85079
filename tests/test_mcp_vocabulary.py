"""The MCP vocabulary (SPEC-NOTES §1.3-1.5, §2.2-2.3, §5, §6, §7): wire values to typed values. Plain calls."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.errors import ProtocolViolation
from aggregator.protocol.jsonrpc import decode
from aggregator.protocol.mcp import (
    CLIENT_CAPABILITIES_KEY,
    LIST_METHODS,
    PROTOCOL_VERSION_KEY,
    SERVER_INFO_KEY,
    InputRequired,
    cache_hints,
    modern_error_versions,
    parse_discover,
    parse_initialize,
    parse_page,
    result_type,
    with_meta,
)
from aggregator.protocol.versions import LATEST_MODERN, MODERN_VERSIONS, Era

# --- resultType (§1.4) ----------------------------------------------------------------------------------


def test_absent_result_type_is_complete() -> None:
    assert result_type({}) == "complete"
    assert result_type({"content": []}) == "complete"


@pytest.mark.parametrize("value", ["complete", "input_required"])
def test_core_result_types(value: str) -> None:
    assert result_type({"resultType": value}) == value


@pytest.mark.parametrize(
    "value",
    [
        "task",
        "",
        "COMPLETE",
        None,
        1,
        pytest.param(["complete"], id="list"),
        pytest.param({}, id="object"),
    ],
)
def test_unknown_result_type_is_invalid(value: Any) -> None:
    with pytest.raises(ProtocolViolation, match="resultType"):
        result_type({"resultType": value})


def test_extension_result_type_only_when_accepted() -> None:
    accepted = frozenset({"complete", "input_required", "task"})
    assert result_type({"resultType": "task"}, accepted) == "task"


# --- cache hints (§5) -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        ({}, (0, "private")),
        ({"ttlMs": 0}, (0, "private")),
        ({"ttlMs": 3_600_000, "cacheScope": "public"}, (3_600_000, "public")),
        ({"ttlMs": -5}, (0, "private")),
        ({"ttlMs": -0.5}, (0, "private")),
        ({"ttlMs": True}, (0, "private")),
        ({"ttlMs": False}, (0, "private")),
        ({"ttlMs": "1000"}, (0, "private")),
        ({"ttlMs": None}, (0, "private")),
        ({"ttlMs": [5]}, (0, "private")),
        ({"ttlMs": 1500.9}, (1500, "private")),
        ({"ttlMs": 0.99}, (0, "private")),
        ({"cacheScope": "private"}, (0, "private")),
        ({"cacheScope": "shared"}, (0, "private")),
        ({"cacheScope": "PUBLIC"}, (0, "private")),
        ({"cacheScope": None}, (0, "private")),
        ({"cacheScope": True}, (0, "private")),
        ({"ttlMs": 10, "cacheScope": "public"}, (10, "public")),
    ],
)
def test_cache_hints(result: dict[str, Any], expected: tuple[int, str]) -> None:
    ttl, scope = cache_hints(result)
    assert (ttl, scope) == expected
    assert type(ttl) is int


def test_cache_hints_survive_an_overflowing_ttl_from_the_wire() -> None:
    try:
        [msg] = decode(b'{"jsonrpc":"2.0","id":1,"result":{"tools":[],"ttlMs":1e400}}')
    except ProtocolViolation:
        return  # refusing a number no peer could be sent back is fine too
    ttl, scope = cache_hints(msg.result)  # type: ignore[union-attr]
    assert isinstance(ttl, int) and ttl >= 0
    assert scope == "private"


def test_cache_hints_of_an_infinite_ttl_are_zero() -> None:
    assert cache_hints({"ttlMs": float("inf")}) == (0, "private")


def test_cache_hints_nan_ttl_is_zero() -> None:
    assert cache_hints({"ttlMs": float("nan")}) == (0, "private")


@given(
    st.dictionaries(
        st.sampled_from(["ttlMs", "cacheScope", "x"]),
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text()
        | st.lists(st.integers(), max_size=2),
    )
)
def test_cache_hints_never_negative(result: dict[str, Any]) -> None:
    ttl, scope = cache_hints(result)
    assert type(ttl) is int and ttl >= 0
    assert scope == ("public" if result.get("cacheScope") == "public" else "private")


# --- pagination (§6) ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("method", "key"), sorted(LIST_METHODS.items()))
def test_parse_page(method: str, key: str) -> None:
    item = {"name": "a"}
    page = parse_page(
        method,
        {key: [item, {"name": "b"}], "nextCursor": "c2", "ttlMs": 50, "cacheScope": "public", "_meta": {"k": 1}},
    )
    assert page.method == method
    assert page.items == (item, {"name": "b"})
    assert page.next_cursor == "c2"
    assert (page.ttl_ms, page.scope) == (50, "public")
    assert page.meta == {"k": 1}
    assert page.excluded == ()


def test_list_methods_are_the_four_paginated_ones() -> None:
    assert dict(LIST_METHODS) == {
        "tools/list": "tools",
        "prompts/list": "prompts",
        "resources/list": "resources",
        "resources/templates/list": "resourceTemplates",
    }


@pytest.mark.parametrize("method", sorted(LIST_METHODS))
def test_empty_string_cursor_is_not_the_end(method: str) -> None:
    page = parse_page(method, {LIST_METHODS[method]: [], "nextCursor": ""})
    assert page.next_cursor == ""
    assert page.next_cursor is not None


@pytest.mark.parametrize("method", sorted(LIST_METHODS))
@pytest.mark.parametrize("result", [{}, {"nextCursor": None}])
def test_absent_or_null_cursor_ends_the_list(method: str, result: dict[str, Any]) -> None:
    if method == "tools/list":
        result = {"tools": [], **result}  # its array is required (a result without it is a violation)
    page = parse_page(method, result)
    assert page.next_cursor is None
    assert page.items == ()
    assert (page.ttl_ms, page.scope, page.meta) == (0, "private", None)


@pytest.mark.parametrize("method", sorted(LIST_METHODS))
@pytest.mark.parametrize("cursor", [0, 1, True, ["c"], {"c": 1}])
def test_non_string_cursor_is_a_violation(method: str, cursor: Any) -> None:
    with pytest.raises(ProtocolViolation, match="nextCursor"):
        parse_page(method, {LIST_METHODS[method]: [], "nextCursor": cursor})


@pytest.mark.parametrize("method", sorted(LIST_METHODS))
@pytest.mark.parametrize("items", [{"a": {}}, "tools", 3, None])
def test_non_array_items_is_a_violation(method: str, items: Any) -> None:
    key = LIST_METHODS[method]
    with pytest.raises(ProtocolViolation, match=key):
        parse_page(method, {key: items})


def test_page_reads_only_its_own_key() -> None:
    page = parse_page("prompts/list", {"tools": [{"name": "p"}]})
    assert page.items == ()
    with pytest.raises(ProtocolViolation, match="has no 'tools' array"):  # another list's key is no tool list
        parse_page("tools/list", {"prompts": [{"name": "p"}]})


def test_non_object_meta_dropped() -> None:
    assert parse_page("tools/list", {"tools": [], "_meta": "x"}).meta is None


# --- server/discover (§2.2) -----------------------------------------------------------------------------

DISCOVER = {
    "resultType": "complete",
    "supportedVersions": ["2026-07-28"],
    "capabilities": {"tools": {}, "resources": {}},
    "_meta": {SERVER_INFO_KEY: {"name": "ExampleServer", "version": "1.0.0"}},
    "instructions": "use it",
    "ttlMs": 3_600_000,
    "cacheScope": "public",
}


def test_parse_discover() -> None:
    info = parse_discover(DISCOVER)
    assert info.supported_versions == ("2026-07-28",)
    assert info.capabilities == {"tools": {}, "resources": {}}
    assert info.server_info == {"name": "ExampleServer", "version": "1.0.0"}
    assert info.instructions == "use it"
    assert (info.ttl_ms, info.scope) == (3_600_000, "public")


def test_parse_discover_minimal() -> None:
    info = parse_discover({"supportedVersions": ["2026-07-28", "2099-01-01"], "capabilities": {}})
    assert info.supported_versions == ("2026-07-28", "2099-01-01")
    assert (info.server_info, info.instructions, info.ttl_ms, info.scope) == (None, None, 0, "private")


@pytest.mark.parametrize("meta", [None, "x", {SERVER_INFO_KEY: "name"}, {"serverInfo": {"name": "x"}}])
def test_discover_server_info_only_from_meta_object(meta: Any) -> None:
    result = {**DISCOVER, "_meta": meta, "serverInfo": {"name": "not here"}}
    assert parse_discover(result).server_info is None


@pytest.mark.parametrize("versions", [None, [], "2026-07-28", [1], ["2026-07-28", None], {"v": "2026-07-28"}])
def test_discover_invalid_supported_versions(versions: Any) -> None:
    with pytest.raises(ProtocolViolation, match="supportedVersions"):
        parse_discover({**DISCOVER, "supportedVersions": versions})


def test_discover_missing_supported_versions() -> None:
    result = dict(DISCOVER)
    del result["supportedVersions"]
    with pytest.raises(ProtocolViolation, match="supportedVersions"):
        parse_discover(result)


@pytest.mark.parametrize("capabilities", [None, [], "tools", 1])
def test_discover_invalid_capabilities(capabilities: Any) -> None:
    with pytest.raises(ProtocolViolation, match="capabilities"):
        parse_discover({**DISCOVER, "capabilities": capabilities})


def test_discover_missing_capabilities() -> None:
    result = dict(DISCOVER)
    del result["capabilities"]
    with pytest.raises(ProtocolViolation, match="capabilities"):
        parse_discover(result)


def test_discover_non_string_instructions_dropped() -> None:
    assert parse_discover({**DISCOVER, "instructions": 5}).instructions is None


# --- modern errors (§1.5, §2.3) -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        ({"code": -32022, "message": "m", "data": {"supported": ["2026-07-28"], "requested": "x"}}, ("2026-07-28",)),
        ({"code": -32022, "message": "m", "data": {"supported": ["2025-11-25", "2026-07-28"]}}, ("2026-07-28",)),
        ({"code": -32022, "message": "m", "data": {"supported": ["2025-11-25", "2025-06-18"]}}, None),
        ({"code": -32022, "message": "m", "data": {"supported": []}}, None),
        ({"code": -32022, "message": "m", "data": {"supported": "2026-07-28"}}, None),
        ({"code": -32022, "message": "m"}, None),
        ({"code": -32021, "message": "m", "data": {"requiredCapabilities": {"elicitation": {}}}}, MODERN_VERSIONS),
        ({"code": -32021, "message": "m"}, MODERN_VERSIONS),
        ({"code": -32601, "message": "Method not found"}, None),
        ({"code": -32602, "message": "m", "data": {"supported": ["2026-07-28"]}}, None),
        ({"code": -32600, "message": "m"}, None),
    ],
)
def test_modern_error_versions(error: dict[str, Any], expected: tuple[str, ...] | None) -> None:
    assert modern_error_versions(error) == expected


# --- _meta (§1.3) ---------------------------------------------------------------------------------------

META = {PROTOCOL_VERSION_KEY: LATEST_MODERN, CLIENT_CAPABILITIES_KEY: {}}


def test_with_meta_on_no_params() -> None:
    assert with_meta(None, META) == {"_meta": META}
    assert with_meta({}, META) == {"_meta": META}


def test_with_meta_keeps_params_and_callers_meta_wins() -> None:
    params = {"name": "t", "arguments": {"a": 1}, "_meta": {"progressToken": "p", PROTOCOL_VERSION_KEY: "mine"}}
    out = with_meta(params, META)
    assert out == {
        "name": "t",
        "arguments": {"a": 1},
        "_meta": {PROTOCOL_VERSION_KEY: "mine", CLIENT_CAPABILITIES_KEY: {}, "progressToken": "p"},
    }
    # inputs untouched
    assert params["_meta"] == {"progressToken": "p", PROTOCOL_VERSION_KEY: "mine"}
    assert META == {PROTOCOL_VERSION_KEY: LATEST_MODERN, CLIENT_CAPABILITIES_KEY: {}}
    assert out["_meta"] is not META


def test_with_meta_replaces_a_non_object_meta() -> None:
    assert with_meta({"_meta": "junk"}, META) == {"_meta": META}


@given(
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=4),
)
def test_with_meta_merge_property(own: dict[str, int], ours: dict[str, int]) -> None:
    out = with_meta({"x": 1, "_meta": own}, ours)
    assert out["x"] == 1
    assert out["_meta"] == {**ours, **own}


# --- initialize (legacy, §2.3) --------------------------------------------------------------------------


def test_parse_initialize() -> None:
    desc = parse_initialize(
        {
            "protocolVersion": "2025-06-18",
            "capabilities": {"tools": {"listChanged": True}},
            "serverInfo": {"name": "s", "version": "1"},
            "instructions": "hi",
        }
    )
    assert desc.era is Era.LEGACY
    assert desc.version == "2025-06-18"
    assert desc.capabilities == {"tools": {"listChanged": True}}
    assert desc.server_info == {"name": "s", "version": "1"}
    assert desc.instructions == "hi"


def test_parse_initialize_lenient_about_optional_fields() -> None:
    desc = parse_initialize({"protocolVersion": "2024-11-05", "capabilities": [], "serverInfo": "x", "instructions": 1})
    assert (desc.capabilities, desc.server_info, desc.instructions) == ({}, None, None)


@pytest.mark.parametrize("version", [None, 20250618, ["2025-06-18"]])
def test_parse_initialize_requires_a_version_string(version: Any) -> None:
    with pytest.raises(ProtocolViolation, match="protocolVersion"):
        parse_initialize({"protocolVersion": version, "capabilities": {}})


# --- multi round-trip (§7) ------------------------------------------------------------------------------

STATE = 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...\u00e9 \n"{}'


def _input_required(params: dict[str, Any], state: str | None) -> InputRequired:
    return InputRequired(
        server="weather",
        method="tools/call",
        params=params,
        input_requests={"github_login": {"method": "elicitation/create", "params": {}}},
        request_state=state,
        result={"resultType": "input_required"},
    )


def test_retry_params_keep_state_byte_exact_and_other_params() -> None:
    params = {"name": "get_weather", "arguments": {"location": "New York"}, "_meta": {"progressToken": 1}}
    ir = _input_required(params, STATE)
    answers = {"github_login": {"action": "accept", "content": {"name": "octocat"}}}
    retry = ir.retry_params(answers)
    assert retry == {**params, "inputResponses": answers, "requestState": STATE}
    assert retry["requestState"].encode() == STATE.encode()
    assert json.loads(json.dumps(retry))["requestState"] == STATE
    assert params == {"name": "get_weather", "arguments": {"location": "New York"}, "_meta": {"progressToken": 1}}


def test_retry_params_drop_the_previous_round() -> None:
    params = {"name": "t", "inputResponses": {"old": {}}, "requestState": "old-state"}
    retry = _input_required(params, "new-state").retry_params({"new": {"action": "decline"}})
    assert retry == {"name": "t", "inputResponses": {"new": {"action": "decline"}}, "requestState": "new-state"}


def test_retry_without_state_carries_none() -> None:
    params = {"name": "t", "inputResponses": {"old": {}}, "requestState": "stale"}
    retry = _input_required(params, None).retry_params({})
    assert retry == {"name": "t", "inputResponses": {}}
    assert "requestState" not in retry


def test_retry_params_copy_the_answers() -> None:
    answers: dict[str, Any] = {"k": {"action": "cancel"}}
    retry = _input_required({"name": "t"}, None).retry_params(answers)
    answers["later"] = {}
    assert retry["inputResponses"] == {"k": {"action": "cancel"}}
