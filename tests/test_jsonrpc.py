"""JSON-RPC 2.0 messages (SPEC-NOTES §1.1, §2.3 batches): parse, validate, encode. Plain function calls."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.errors import ProtocolViolation
from aggregator.protocol import versions
from aggregator.protocol.jsonrpc import (
    INVALID_REQUEST,
    ErrorResponse,
    IdAllocator,
    Invalid,
    Message,
    Notification,
    Request,
    Response,
    decode,
    encode,
    encode_batch,
    parse_message,
    read_payload,
    to_dict,
)

# --- parse_message: the four kinds ----------------------------------------------------------------------


def test_parse_request() -> None:
    msg = parse_message({"jsonrpc": "2.0", "id": 7, "method": "tools/list", "params": {"cursor": "x"}})
    assert msg == Request(7, "tools/list", {"cursor": "x"})


def test_parse_request_with_string_id_and_no_params() -> None:
    assert parse_message({"jsonrpc": "2.0", "id": "a-1", "method": "ping"}) == Request("a-1", "ping", None)


def test_parse_notification() -> None:
    msg = parse_message({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"})
    assert msg == Notification("notifications/tools/list_changed", None)
    assert isinstance(msg, Notification)


def test_parse_response() -> None:
    msg = parse_message({"jsonrpc": "2.0", "id": 3, "result": {"tools": []}})
    assert msg == Response(3, {"tools": []})


def test_parse_error_response() -> None:
    msg = parse_message(
        {"jsonrpc": "2.0", "id": "x", "error": {"code": -32022, "message": "nope", "data": {"supported": []}}}
    )
    assert msg == ErrorResponse("x", -32022, "nope", {"supported": []})
    assert isinstance(msg, ErrorResponse)
    assert msg.error == {"code": -32022, "message": "nope", "data": {"supported": []}}


def test_error_response_with_absent_id_is_accepted() -> None:
    # "id is omitted only when it could not be read from a malformed request"
    msg = parse_message({"jsonrpc": "2.0", "error": {"code": -32700, "message": "parse error"}})
    assert msg == ErrorResponse(None, -32700, "parse error")
    assert msg.error == {"code": -32700, "message": "parse error"}


def test_error_response_with_null_id_is_accepted() -> None:
    msg = parse_message({"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "bad"}})
    assert isinstance(msg, ErrorResponse)
    assert msg.id is None


# --- parse_message: rejections ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("obj", "fragment"),
    [
        ([], "must be an object, got list"),
        ("hello", "must be an object, got str"),
        (None, "must be an object, got NoneType"),
        (3, "must be an object, got int"),
        ({"id": 1, "method": "x"}, '"jsonrpc": "2.0"'),
        ({"jsonrpc": "1.0", "id": 1, "method": "x"}, '"jsonrpc": "2.0"'),
        ({"jsonrpc": 2.0, "id": 1, "method": "x"}, '"jsonrpc": "2.0"'),
        ({"jsonrpc": "2.0", "id": None, "method": "x"}, "never null"),
        ({"jsonrpc": "2.0", "id": True, "method": "x"}, "request id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": 1.5, "method": "x"}, "request id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": 1.0, "method": "x"}, "request id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": [1], "method": "x"}, "request id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": 1, "method": "x", "params": [1, 2]}, "params of 'x' must be an object"),
        ({"jsonrpc": "2.0", "method": "x", "params": "p"}, "params of 'x' must be an object"),
        ({"jsonrpc": "2.0", "id": 1, "method": ""}, "method must be a non-empty string"),
        ({"jsonrpc": "2.0", "id": 1, "method": 5}, "method must be a non-empty string"),
        ({"jsonrpc": "2.0", "id": 1, "result": []}, "result must be an object, got list"),
        ({"jsonrpc": "2.0", "id": 1, "result": None}, "result must be an object, got NoneType"),
        ({"jsonrpc": "2.0", "id": 1, "result": "ok"}, "result must be an object, got str"),
        ({"jsonrpc": "2.0", "result": {}}, "response id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": None, "result": {}}, "response id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": False, "result": {}}, "response id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": 2.0, "result": {}}, "response id must be a string or integer"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"message": "m"}}, "error code must be an integer"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": "-32600", "message": "m"}}, "error code must be an integer"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": -32600.0, "message": "m"}}, "error code must be an integer"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": True, "message": "m"}}, "error code must be an integer"),
        ({"jsonrpc": "2.0", "id": 1, "error": "boom"}, "an error must be an object"),
        ({"jsonrpc": "2.0", "id": True, "error": {"code": 1, "message": "m"}}, "error response id"),
        ({"jsonrpc": "2.0", "id": 1}, "needs a method, a result or an error"),
        ({"jsonrpc": "2.0"}, "needs a method, a result or an error"),
    ],
)
def test_parse_rejects_with_a_clear_message(obj: Any, fragment: str) -> None:
    with pytest.raises(ProtocolViolation) as info:
        parse_message(obj)
    assert fragment in str(info.value)
    assert info.value.kind == "protocol"


def test_error_message_is_coerced_to_a_string() -> None:
    assert parse_message({"jsonrpc": "2.0", "id": 1, "error": {"code": 1}}).message == ""  # type: ignore[union-attr]
    assert parse_message({"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": 5}}).message == "5"  # type: ignore[union-attr]


# --- decode ---------------------------------------------------------------------------------------------


def test_decode_single_message_from_bytes_and_str() -> None:
    raw = '{"jsonrpc":"2.0","id":1,"result":{"ok":"é"}}'
    assert decode(raw) == [Response(1, {"ok": "é"})]
    assert decode(raw.encode()) == [Response(1, {"ok": "é"})]


@pytest.mark.parametrize("raw", [b"", b"{", b"{'a': 1}", b'{"jsonrpc":"2.0",}', b"nul", b"[1,"])
def test_decode_invalid_json(raw: bytes) -> None:
    with pytest.raises(ProtocolViolation, match="invalid JSON"):
        decode(raw)


@pytest.mark.parametrize(
    "raw",
    [
        b'{"jsonrpc":"2.0","method":"\xff"}',
        b'{"jsonrpc":"2.0","method":"\xc3"}',
        pytest.param(b'{"jsonrpc":"2.0","method":"\xed\xa0\x80"}', id="encoded-surrogate"),
    ],
)
def test_decode_invalid_utf8(raw: bytes) -> None:
    with pytest.raises(ProtocolViolation, match="must be UTF-8"):
        decode(raw)


def test_decode_rejects_utf16() -> None:
    with pytest.raises(ProtocolViolation):
        decode('{"jsonrpc":"2.0","method":"x"}'.encode("utf-16"))


BATCH = b'[{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"b","params":{}}]'


def test_decode_batch_rejected_when_not_allowed() -> None:
    with pytest.raises(ProtocolViolation, match="batches"):
        decode(BATCH)


def test_decode_batch_when_allowed() -> None:
    assert decode(BATCH, allow_batch=versions.batches_allowed("2025-03-26")) == [
        Request(1, "a", None),
        Notification("b", {}),
    ]


def test_decode_empty_batch_rejected() -> None:
    with pytest.raises(ProtocolViolation, match="empty"):
        decode(b"[]", allow_batch=True)


def test_decode_batch_with_an_invalid_member_rejected() -> None:
    with pytest.raises(ProtocolViolation):
        decode(b'[{"jsonrpc":"2.0","method":"a"}, 3]', allow_batch=True)


def test_batches_allowed_only_for_2025_03_26() -> None:
    assert versions.batches_allowed("2025-03-26")
    for version in [*versions.SUPPORTED_VERSIONS, None, "", "2025-03-27"]:
        if version != "2025-03-26":
            assert not versions.batches_allowed(version), version


@pytest.mark.parametrize("raw", [b"[" * 100_000, b'{"a":' * 100_000])
def test_decode_deep_nesting_is_a_protocol_violation(raw: bytes) -> None:
    with pytest.raises(ProtocolViolation):
        decode(raw, allow_batch=True)


# Whatever decode accepts must survive encode: a proxy forwards what it receives.
@pytest.mark.parametrize(
    "value",
    [b"NaN", b"Infinity", b"-Infinity", b"1e400", b'"\\ud800"'],
    ids=["NaN", "Infinity", "-Infinity", "1e400", "lone-surrogate"],
)
def test_whatever_decode_accepts_encode_can_emit(value: bytes) -> None:
    raw = b'{"jsonrpc":"2.0","id":1,"result":{"x":' + value + b"}}"
    try:
        [msg] = decode(raw)
    except ProtocolViolation:
        return  # rejecting it is fine too
    assert decode(encode(msg)) == [msg]


# --- encode / to_dict -----------------------------------------------------------------------------------


ALL_KINDS: list[tuple[Message, dict[str, Any]]] = [
    (
        Request(1, "tools/call", {"name": "t"}),
        {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "t"}},
    ),
    (Request("r", "tools/list"), {"jsonrpc": "2.0", "id": "r", "method": "tools/list"}),
    (
        Notification("notifications/cancelled", {"requestId": 1}),
        {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}},
    ),
    (Notification("n"), {"jsonrpc": "2.0", "method": "n"}),
    (Response(2, {}), {"jsonrpc": "2.0", "id": 2, "result": {}}),
    (
        ErrorResponse(3, -32601, "no", {"m": 1}),
        {"jsonrpc": "2.0", "id": 3, "error": {"code": -32601, "message": "no", "data": {"m": 1}}},
    ),
    (ErrorResponse(None, -32700, "parse"), {"jsonrpc": "2.0", "error": {"code": -32700, "message": "parse"}}),
]


@pytest.mark.parametrize(("msg", "wire"), ALL_KINDS)
def test_to_dict_and_encode_round_trip(msg: Message, wire: dict[str, Any]) -> None:
    assert to_dict(msg) == wire
    assert parse_message(to_dict(msg)) == msg
    data = encode(msg)
    assert json.loads(data) == wire
    assert decode(data) == [msg]
    assert b" " not in data  # compact


def test_encode_keeps_non_ascii_as_utf8_and_never_embeds_a_newline() -> None:
    msg = Request(1, "tools/call", {"text": "héllo\nwörld 雪 \U0001f600", "crlf": "a\r\nb"})
    data = encode(msg)
    assert "héllo".encode() in data
    assert "雪".encode() in data
    assert "\U0001f600".encode() in data
    assert b"\\u" not in data
    assert b"\n" not in data
    assert b"\r" not in data
    assert decode(data) == [msg]


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_encode_rejects_non_finite_floats(bad: float) -> None:
    with pytest.raises(ValueError):
        encode(Response(1, {"x": bad}))


# --- IdAllocator ----------------------------------------------------------------------------------------


def test_id_allocator_never_repeats_and_never_yields_null() -> None:
    ids = IdAllocator()
    drawn = [ids.next() for _ in range(10_000)]
    assert len(set(drawn)) == len(drawn)
    assert all(isinstance(i, int) and not isinstance(i, bool) for i in drawn)
    assert None not in drawn


def test_id_allocator_start_and_independence() -> None:
    a, b = IdAllocator(start=100), IdAllocator()
    assert [a.next(), a.next()] == [100, 101]
    assert b.next() == 1


# --- properties -----------------------------------------------------------------------------------------

json_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
json_values = st.recursive(
    json_scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
ids = st.integers(min_value=-(2**63), max_value=2**63) | st.text()
methods = st.text(min_size=1)
objects = st.dictionaries(st.text(max_size=10), json_values, max_size=5)

# shaped like a message so parse_message's deeper branches are reached, with any value in any slot
message_like = st.fixed_dictionaries(
    {},
    optional={
        "jsonrpc": st.just("2.0") | json_values,
        "id": ids | json_values,
        "method": methods | json_values,
        "params": objects | json_values,
        "result": objects | json_values,
        "error": st.fixed_dictionaries(
            {}, optional={"code": st.integers() | json_values, "message": json_values, "data": json_values}
        )
        | json_values,
    },
)

messages = st.one_of(
    st.builds(Request, ids, methods, st.none() | objects),
    st.builds(Notification, methods, st.none() | objects),
    st.builds(Response, ids, objects),
    st.builds(ErrorResponse, st.none() | ids, st.integers(), st.text(), json_values),
)


def _decode_or_violation(data: bytes | str, allow_batch: bool) -> None:
    try:
        out = decode(data, allow_batch=allow_batch)
    except ProtocolViolation:
        return
    assert out
    assert all(isinstance(m, Request | Notification | Response | ErrorResponse) for m in out)


@given(json_values | message_like | st.lists(message_like, max_size=3), st.booleans(), st.booleans())
def test_decode_of_any_json_value_returns_messages_or_raises_protocol_violation(
    value: Any, allow_batch: bool, ascii_only: bool
) -> None:
    _decode_or_violation(json.dumps(value, ensure_ascii=ascii_only).encode(), allow_batch)


@given(st.binary(), st.booleans())
def test_decode_of_any_bytes_returns_messages_or_raises_protocol_violation(data: bytes, allow_batch: bool) -> None:
    _decode_or_violation(data, allow_batch)


@given(messages)
def test_encode_decode_round_trip(msg: Message) -> None:
    data = encode(msg)
    assert b"\n" not in data
    data.decode("utf-8")  # strict UTF-8
    assert decode(data) == [msg]
    assert parse_message(to_dict(msg)) == msg


@given(st.lists(messages, min_size=1, max_size=4))
def test_batch_round_trip_when_allowed(batch: list[Message]) -> None:
    data = b"[" + b",".join(encode(m) for m in batch) + b"]"
    assert decode(data, allow_batch=True) == batch
    with pytest.raises(ProtocolViolation, match="batches"):
        decode(data)


# --- read_payload: what a server answers item by item ---------------------------------------------------------


def test_read_payload_keeps_a_one_element_batch_a_batch() -> None:
    payload = read_payload(b'[{"jsonrpc":"2.0","id":1,"method":"ping"}]', allow_batch=True)
    assert payload.batch and payload.items == (Request(1, "ping"),)
    assert encode_batch([Response(1, {})]) == b'[{"jsonrpc":"2.0","id":1,"result":{}}]'


def test_read_payload_makes_each_invalid_member_its_own_invalid_item() -> None:
    data = b'[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2},3,{"id":"x","method":"m"}]'
    payload = read_payload(data, allow_batch=True)
    assert payload.batch and payload.items[0] == Request(1, "ping")
    invalid = payload.items[1:]
    assert [item.id for item in invalid if isinstance(item, Invalid)] == [2, None, "x"]
    assert {item.answer().code for item in invalid if isinstance(item, Invalid)} == {INVALID_REQUEST}


@pytest.mark.parametrize(
    "data, allow_batch",
    [(b'{"jsonrpc":"2.0"}', True), (b"1", True), (b'"x"', True), (b"[]", True), (b'[{"a":1}]', False)],
)
def test_read_payload_answers_json_that_is_no_request_with_one_invalid_item(data: bytes, allow_batch: bool) -> None:
    payload = read_payload(data, allow_batch=allow_batch)
    assert not payload.batch and len(payload.items) == 1 and isinstance(payload.items[0], Invalid)


@pytest.mark.parametrize("data", [b"{", b"\xff", b"NaN", b"[1e400]", b"[" * 200 + b"]" * 200])
def test_read_payload_raises_only_for_what_is_not_json_we_take(data: bytes) -> None:
    with pytest.raises(ProtocolViolation):
        read_payload(data, allow_batch=True)
