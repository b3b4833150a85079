"""Fuzzing the parsers that read what peers and users send: only our typed errors, never a hang, and round trips.

Every target gets arbitrary input (bytes, text, JSON values, JSON shaped like the real thing with any value in any
slot) and must answer with a value or an `AggregatorError` subclass — never `KeyError`, `TypeError`,
`RecursionError` or a stall. Streaming decoders must give the same output however the stream is cut. Inputs are
small so each example is quick; deep nesting (100,000 levels) is tried explicitly, once per target.

The property tests beside each parser's unit tests (tests/test_jsonrpc.py, test_framing.py, test_sse.py, ...) mostly
check behaviour on well-formed input; these check robustness on everything else. Run in the `ci` profile (as CI does:
`CI=1`), the whole file takes about 20 s.
"""

from __future__ import annotations

import json
import re
import string
import tempfile
from collections.abc import Callable, Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggregator.config_file import AggregatorConfig, load_config, parse_config, redact, secrets
from aggregator.errors import AggregatorError, ConfigError, ProtocolViolation
from aggregator.protocol import headers, mcp
from aggregator.protocol.framing import HEAD_SIZE, Frame, LineDecoder, Oversized, encode_line, sniff_id
from aggregator.protocol.jsonrpc import (
    MAX_DEPTH,
    ErrorResponse,
    Message,
    Notification,
    Request,
    Response,
    decode,
    encode,
    parse_message,
    to_dict,
)
from aggregator.protocol.sse import SSEDecoder, SSEEvent
from aggregator.protocol.versions import MODERN_VERSIONS
from tests.growth import growth

DEEP = 100_000

# --- shared strategies -------------------------------------------------------------------------------------------


# A high surrogate then a low one is a pair in JSON: "\ud800\udc00" decodes to U+10000, so no peer can send it.
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]").search


def wire_text(max_size: int | None = None) -> st.SearchStrategy[str]:
    """Any text a JSON string can carry, lone surrogates included (`"\\ud800"` is valid JSON)."""
    size = 8 if max_size is None else max_size
    # mixed per piece: hypothesis folds a union of alphabets into one that leaves surrogates out
    pieces = st.lists(st.characters(categories=["Cs"]) | st.text(max_size=2), max_size=max(1, size // 2))
    return st.text(max_size=max_size) | pieces.map("".join).filter(lambda text: len(text) <= size and not _PAIR(text))


scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | wire_text(12)
)
json_values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(wire_text(8), children, max_size=4),
    max_leaves=16,
)
ids = st.integers(min_value=-(2**63), max_value=2**63) | wire_text(20)
objects = st.dictionaries(wire_text(8), json_values, max_size=4)

# JSON-RPC-looking text built from tokens, so the decoder's later stages are reached as often as the early ones.
json_tokens = (
    st.sampled_from(["{", "}", "[", "]", ":", ",", " ", "\n", '"', "\\", '"jsonrpc"', '"2.0"', '"id"', '"method"'])
    | st.sampled_from(['"params"', '"result"', '"error"', '"code"', '"message"', '"data"', '"x"', "1", "-1", "0.5"])
    | st.sampled_from(["1e400", "-0", "true", "null", "NaN", "Infinity", '"\\ud800"', '"\\u0000"', '"é"', "\ufeff"])
    | st.sampled_from(["\x00", "9" * 30])
)
json_like_text = st.lists(json_tokens | st.text(max_size=3), max_size=40).map("".join)
json_like_bytes = json_like_text.map(lambda text: text.encode("utf-8", "surrogatepass")) | st.binary(max_size=200)

message_like = st.fixed_dictionaries(
    {},
    optional={
        "jsonrpc": st.just("2.0") | json_values,
        "id": ids | json_values,
        "method": wire_text(20).filter(bool) | json_values,
        "params": objects | json_values,
        "result": objects | json_values,
        "error": st.fixed_dictionaries(
            {}, optional={"code": st.integers() | json_values, "message": json_values, "data": json_values}
        )
        | json_values,
    },
)

messages = st.one_of(
    st.builds(Request, ids, wire_text(20).filter(bool), st.none() | objects),
    st.builds(Notification, wire_text(20).filter(bool), st.none() | objects),
    st.builds(Response, ids, objects),
    st.builds(ErrorResponse, st.none() | ids, st.integers(), wire_text(20), json_values),
)


def cut(data: bytes, points: list[int]) -> list[bytes]:
    """`data` split at the given offsets (in any order; a repeated one gives an empty piece, which is legal)."""
    bounds = sorted([0, len(data), *(min(p, len(data)) for p in points)])
    return [data[start:end] for start, end in pairwise(bounds)]


def only_typed(call: Callable[[], Any]) -> Any:
    """The call's value, or None if it raised one of our errors; anything else fails the test."""
    try:
        return call()
    except AggregatorError:
        return None


def nested(depth: int, leaf: Any = 1) -> Any:
    """A Python value `depth` levels deep, built without recursion."""
    value = leaf
    for index in range(depth):
        value = [value] if index % 2 else {"a": value}
    return value


def deeper_stack(frames: int, call: Callable[[], Any]) -> Any:
    """Run `call` `frames` Python frames further down the stack than here, as a forwarding proxy would."""
    if frames == 0:
        return call()
    return deeper_stack(frames - 1, call)


# --- JSON-RPC decode ---------------------------------------------------------------------------------------------


@given(json_like_bytes, st.booleans())
def test_decode_of_json_like_bytes_is_messages_or_protocol_violation(data: bytes, allow_batch: bool) -> None:
    out = only_typed(lambda: decode(data, allow_batch=allow_batch))
    assert out is None or (out and all(isinstance(m, Request | Notification | Response | ErrorResponse) for m in out))


@given(messages, st.lists(st.tuples(st.integers(0, 400), st.binary(max_size=3)), min_size=1, max_size=4))
def test_decode_of_a_mutated_message_is_messages_or_protocol_violation(
    msg: Message, edits: list[tuple[int, bytes]]
) -> None:
    data = bytearray(encode(msg))
    for position, replacement in edits:
        at = position % (len(data) + 1)
        data[at : at + len(replacement) // 2] = replacement  # replaces, inserts or deletes a few bytes
    only_typed(lambda: decode(bytes(data), allow_batch=True))


@given(json_values | message_like | st.lists(message_like, max_size=3), st.booleans())
def test_whatever_decode_accepts_encodes_back_to_itself(value: Any, ascii_only: bool) -> None:
    data = json.dumps(value, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")
    out = only_typed(lambda: decode(data, allow_batch=True))
    for msg in out or ():
        again = encode(msg)
        assert b"\n" not in again
        again.decode("utf-8")  # strict: a lone surrogate stays escaped
        assert decode(again) == [msg]
        assert parse_message(to_dict(msg)) == msg


@given(st.lists(message_like, min_size=1, max_size=5))
def test_a_batch_is_all_messages_or_one_protocol_violation(batch: list[Any]) -> None:
    data = json.dumps(batch).encode()
    out = only_typed(lambda: decode(data, allow_batch=True))
    if out is not None:
        assert len(out) == len(batch)  # never a partial batch
    with pytest.raises(ProtocolViolation):
        decode(data, allow_batch=False)


def _deep_payloads() -> Iterator[tuple[str, bytes]]:
    yield "open arrays", b"[" * DEEP
    yield "open objects", b'{"a":' * DEEP
    yield "closed arrays", b"[" * DEEP + b"]" * DEEP
    yield "closed mixed", b'{"a":[' * (DEEP // 2) + b"1" + b"]}" * (DEEP // 2)
    envelope = b'{"jsonrpc":"2.0","id":1,"result":{"x":%s}}'
    yield "in a result", envelope % (b"[" * DEEP + b"]" * DEEP)
    yield "in params", b'{"jsonrpc":"2.0","id":1,"method":"m","params":{"x":%s}}' % (b"[" * DEEP + b"]" * DEEP)
    yield "in a batch", b"[" + envelope % (b"[" * DEEP + b"]" * DEEP) + b"]"


@pytest.mark.parametrize(("name", "payload"), list(_deep_payloads()), ids=[n for n, _ in _deep_payloads()])
@pytest.mark.parametrize("as_text", [False, True], ids=["bytes", "str"])
def test_decode_of_100k_deep_nesting_is_a_protocol_violation(name: str, payload: bytes, as_text: bool) -> None:
    with pytest.raises(ProtocolViolation, match="nested"):
        decode(payload.decode() if as_text else payload, allow_batch=True)


def _result_at_depth(depth: int) -> bytes:
    """A response whose nesting is exactly `depth` levels, counting the message object as level 1."""
    inner = depth - 2  # the message object and its result
    return b'{"jsonrpc":"2.0","id":1,"result":{"x":' + b"[" * inner + b"]" * inner + b"}}"


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 300, 600, 900, 990])
def test_what_decode_accepts_at_any_depth_encodes_from_deeper_in_the_stack(depth: int) -> None:
    # the decoder alone stops only at the recursion limit: ~900 levels decoded here would not encode 300 frames down
    try:
        [msg] = decode(_result_at_depth(depth))
    except ProtocolViolation:
        return
    assert deeper_stack(300, lambda: encode(msg)) == _result_at_depth(depth)


def test_decode_accepts_max_depth_and_rejects_one_more() -> None:
    [msg] = decode(_result_at_depth(MAX_DEPTH))
    with pytest.raises(ProtocolViolation, match=f"deeper than {MAX_DEPTH}"):
        decode(_result_at_depth(MAX_DEPTH + 1))
    # what decode accepts can be encoded again from far deeper in the stack (a proxy forwarding it)
    assert deeper_stack(500, lambda: encode(msg)) == _result_at_depth(MAX_DEPTH)


@given(
    st.recursive(
        st.integers(0, 9) | st.sampled_from(['"', "\\", "[", "]}", '\\"[', "x"]),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["k", "[", '"{', "\\"]), inner),
        max_leaves=12,
    ),
    st.integers(MAX_DEPTH - 12, MAX_DEPTH + 2),
    st.booleans(),
)
def test_the_depth_limit_is_exact_whatever_the_strings_hold(value: Any, padding: int, ascii_only: bool) -> None:
    # brackets, quotes and backslashes inside strings must not count: wrap a tricky value in `padding` arrays
    def depth(node: Any) -> int:
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        return 1 + max(map(depth, children), default=0) if isinstance(node, dict | list) else 0

    wrapped = value
    for _ in range(padding):
        wrapped = [wrapped]
    message = {"jsonrpc": "2.0", "id": 1, "result": {"x": wrapped}}
    data = json.dumps(message, ensure_ascii=ascii_only).encode()
    if depth(message) > MAX_DEPTH:
        with pytest.raises(ProtocolViolation, match="nested"):
            decode(data)
    else:
        assert decode(data) == [Response(1, message["result"])]


# --- stdio line framing ------------------------------------------------------------------------------------------

line_bytes = st.lists(
    st.sampled_from([b"\n", b"\r", b"\r\n", b" ", b"\t", b"\xff", *b'a { } "id" : 7 " \\'.split()])
    | st.binary(max_size=8),
    max_size=60,
).map(b"".join)
cut_points = st.lists(st.integers(0, 500), max_size=12)


def feed_lines(decoder: LineDecoder, pieces: list[bytes]) -> list[Frame]:
    frames: list[Frame] = []
    for piece in pieces:
        frames += decoder.feed(piece)
        assert decoder.buffered <= decoder.max_size + 1 + HEAD_SIZE
    return frames + decoder.close()


@given(line_bytes, cut_points, st.integers(1, 40))
def test_line_framing_is_the_same_however_the_bytes_are_cut(data: bytes, points: list[int], max_size: int) -> None:
    whole = feed_lines(LineDecoder(max_size), [data])
    assert feed_lines(LineDecoder(max_size), cut(data, points)) == whole
    assert feed_lines(LineDecoder(max_size), [data[i : i + 1] for i in range(len(data))]) == whole
    for frame in whole:
        if isinstance(frame, Oversized):
            assert frame.size > max_size and len(frame.head) <= HEAD_SIZE
        else:
            assert 0 < len(frame) <= max_size and b"\n" not in frame
        only_typed(lambda frame=frame: decode(frame) if isinstance(frame, bytes) else frame.sniff_id())


@given(st.binary(max_size=HEAD_SIZE * 2) | line_bytes)
def test_sniff_id_of_any_bytes_is_an_id_or_none(data: bytes) -> None:
    found = sniff_id(data)
    assert found is None or isinstance(found, str | int)


@given(st.lists(messages, min_size=1, max_size=6), cut_points, st.integers(16, 400))
def test_messages_survive_stdio_framing_or_come_back_oversized_with_their_own_id(
    batch: list[Message], points: list[int], max_size: int
) -> None:
    stream = b"".join(encode_line(encode(m)) for m in batch)
    frames = feed_lines(LineDecoder(max_size), cut(stream, points))
    assert len(frames) == len(batch)
    for msg, frame in zip(batch, frames, strict=True):
        if isinstance(frame, Oversized):
            assert frame.size == len(encode(msg))
            # never someone else's id: a wrong one would fail an unrelated request
            assert frame.sniff_id() in (None, getattr(msg, "id", None))
            if isinstance(msg, Request | Response) and len(json.dumps(msg.id)) < HEAD_SIZE - 20:
                assert frame.sniff_id() == msg.id  # "id" is the second key: always inside the head
        else:
            assert decode(frame) == [msg]


tricky_text = st.text(alphabet='"\\{}[]:, id5', max_size=40)
cut_messages = st.one_of(
    st.builds(ErrorResponse, st.none() | ids, st.integers(), tricky_text, st.lists(tricky_text, max_size=3)),
    st.builds(Notification, tricky_text.filter(bool), st.dictionaries(tricky_text, tricky_text, max_size=3)),
    st.builds(Response, ids, st.dictionaries(tricky_text, tricky_text | st.lists(tricky_text), max_size=3)),
)


@given(cut_messages, st.integers(0, HEAD_SIZE))
def test_sniff_id_of_a_head_cut_anywhere_is_the_messages_own_id_or_none(msg: Message, padding: int) -> None:
    # quotes, braces and backslashes cut mid-string must not make a nested "id" look like the message's own
    data = encode(msg)
    if isinstance(msg, ErrorResponse):
        msg = ErrorResponse(msg.id, msg.code, "p" * padding + msg.message, msg.data)
        data = encode(msg)
    assert sniff_id(data[:HEAD_SIZE]) in (None, getattr(msg, "id", None))


@given(st.binary(max_size=50))
def test_encode_line_refuses_exactly_the_payloads_with_a_newline(payload: bytes) -> None:
    if b"\n" in payload:
        with pytest.raises(ProtocolViolation):
            encode_line(payload)
    else:
        assert encode_line(payload) == payload + b"\n"


# --- SSE ---------------------------------------------------------------------------------------------------------

sse_bytes = st.lists(
    st.sampled_from([b"\n", b"\r", b"\r\n", b"\n\n", b" ", b"data: ", b"event: e", b"id: 7", b"retry: 5"])
    | st.sampled_from([b"retry: x", b"\xef\xbb\xbf", b"\xef", b"\xff", b"\x00", "é".encode(), *b": data id x".split()])
    | st.binary(max_size=6),
    max_size=50,
).map(b"".join)


def run_sse(pieces: list[bytes], limit: int) -> tuple[list[SSEEvent], bool, tuple[str | None, int | None]]:
    """Events dispatched, whether the limit was hit (the decoder is then discarded), and the stream state."""
    decoder = SSEDecoder(max_event_size=limit)
    events: list[SSEEvent] = []
    try:
        for piece in pieces:
            events += decoder.feed(piece)
        events += decoder.close()
    except ProtocolViolation:
        return events, True, (None, None)
    return events, False, (decoder.last_event_id, decoder.retry)


@given(sse_bytes, cut_points, st.integers(1, 60))
def test_sse_is_the_same_however_the_bytes_are_cut(data: bytes, points: list[int], limit: int) -> None:
    whole = run_sse([data], limit)
    chunked = run_sse(cut(data, points), limit)
    bytewise = run_sse([data[i : i + 1] for i in range(len(data))], limit)
    unlimited = run_sse([data], 10**9)
    # hitting the limit does not depend on the cuts; events dispatched before it are the stream's first ones
    assert whole[1] == chunked[1] == bytewise[1]
    for events, _, _ in (whole, chunked, bytewise):
        assert events == bytewise[0][: len(events)] == unlimited[0][: len(events)]
    if not whole[1]:
        assert whole == chunked == bytewise
        assert all(len(event.data) <= limit for event in whole[0])


sse_text = st.text(st.characters(exclude_categories=["Cs"], exclude_characters="\r\n\x00"), max_size=10)
sse_events = st.lists(
    st.tuples(sse_text, st.lists(sse_text, min_size=1, max_size=3), st.none() | sse_text.filter(bool)), max_size=5
)


@given(sse_events, cut_points, st.sampled_from(["\n", "\r", "\r\n"]), st.booleans())
def test_sse_events_round_trip(
    events: list[tuple[str, list[str], str | None]], points: list[int], eol: str, comments: bool
) -> None:
    wire, expected, last_id = [], [], None
    for kind, lines, event_id in events:
        if comments:
            wire.append(": keep-alive")
        wire += [f"event: {kind}"] + [f"data: {line}" for line in lines]
        if event_id is not None:
            wire.append(f"id: {event_id}")
            last_id = event_id
        wire.append("")
        expected.append(SSEEvent(kind or "message", "\n".join(lines), last_id))
    stream = "".join(line + eol for line in wire).encode()
    assert run_sse(cut(stream, points), 10**6)[0] == expected


def test_sse_event_nested_100k_deep_is_delivered_and_then_refused_by_decode() -> None:
    [event] = SSEDecoder().feed(b"data: " + b"[" * DEEP + b"]" * DEEP + b"\n\n")
    with pytest.raises(ProtocolViolation):
        decode(event.data, allow_batch=True)


# --- MCP results -------------------------------------------------------------------------------------------------

result_keys = (
    st.sampled_from(["tools", "prompts", "resources", "resourceTemplates", "nextCursor", "ttlMs", "cacheScope"])
    | st.sampled_from(["_meta", "resultType", "supportedVersions", "capabilities", "instructions", "protocolVersion"])
    | st.sampled_from(["serverInfo", "code", "data", "supported"])
)
hint_values = (
    st.integers(-5, 10**12)
    | st.floats()
    | st.sampled_from(["public", "private", "complete", "input_required", "2026-07-28", "2025-06-18", ""])
    | st.lists(st.sampled_from(["2026-07-28", "2025-11-25", "x"]) | json_values, max_size=3)
    | st.lists(objects, max_size=3)
)
results = st.dictionaries(result_keys | st.text(max_size=6), hint_values | json_values, max_size=6)


@given(results)
def test_mcp_result_parsers_return_typed_values_or_protocol_violation(result: dict[str, Any]) -> None:
    for method in mcp.LIST_METHODS:
        page = only_typed(lambda method=method: mcp.parse_page(method, result))
        if page is not None:
            assert all(isinstance(item, dict) for item in page.items)
            assert page.next_cursor is None or isinstance(page.next_cursor, str)
            assert isinstance(page.ttl_ms, int) and page.ttl_ms >= 0 and page.scope in ("public", "private")
    ttl, scope = mcp.cache_hints(result)
    assert isinstance(ttl, int) and ttl >= 0 and scope in ("public", "private")
    kind = only_typed(lambda: mcp.result_type(result))
    assert kind in (None, "complete", "input_required")
    info = only_typed(lambda: mcp.parse_discover(result))
    assert info is None or (info.supported_versions and all(isinstance(v, str) for v in info.supported_versions))
    description = only_typed(lambda: mcp.parse_initialize(result))
    assert description is None or isinstance(description.version, str)
    versions = mcp.modern_error_versions(result)
    assert versions is None or (versions and set(versions) <= set(MODERN_VERSIONS))
    merged = mcp.with_meta(result, {"k": 1})
    assert isinstance(merged["_meta"], dict) and "k" in merged["_meta"]


@given(results, st.sampled_from(sorted(mcp.LIST_METHODS)))
def test_mcp_results_straight_off_the_wire(result: dict[str, Any], method: str) -> None:
    # the pipeline a list answer takes: bytes -> decode -> parse_page, typed errors only at every step
    data = json.dumps({"jsonrpc": "2.0", "id": 1, "result": result}).encode()
    [msg] = only_typed(lambda: decode(data)) or [None]
    if isinstance(msg, Response):
        only_typed(lambda: mcp.parse_page(method, msg.result))


def test_mcp_parsers_take_100k_deep_values() -> None:
    deep = nested(DEEP)
    page = mcp.parse_page("tools/list", {"tools": [{"name": "t", "inputSchema": deep}], "_meta": deep})
    assert page.items[0]["inputSchema"] is deep
    with pytest.raises(ProtocolViolation):
        mcp.parse_discover({"supportedVersions": [deep], "capabilities": deep})
    assert mcp.modern_error_versions({"code": -32022, "data": {"supported": [deep]}}) is None


# --- headers -----------------------------------------------------------------------------------------------------

header_text = wire_text(30) | st.builds(
    lambda inner: headers.SENTINEL_PREFIX + inner + headers.SENTINEL_SUFFIX,
    st.text(string.ascii_letters + string.digits + "+/=?é", max_size=20),
)
schema_nodes = st.recursive(
    st.fixed_dictionaries(
        {},
        optional={
            "type": st.sampled_from(["string", "integer", "boolean", "number", "object"]) | json_values,
            "x-mcp-header": st.sampled_from(["Region", "region", "A b", "X\r\n", ""]) | json_values,
        },
    )
    | json_values,
    lambda inner: st.fixed_dictionaries(
        {}, optional={"properties": st.dictionaries(st.text(max_size=5), inner, max_size=3) | inner, "items": inner}
    ),
    max_leaves=10,
)


def is_field_value(text: str) -> bool:
    """Safe as an HTTP field value without escaping: printable ASCII, nothing for HTTP to strip at the edges."""
    return all(" " <= c <= "~" for c in text) and text == text.strip(" \t")


@given(header_text)
def test_decode_header_value_of_any_text_is_text_or_protocol_violation(text: str) -> None:
    out = only_typed(lambda: headers.decode_header_value(text))
    assert out is None or isinstance(out, str)


@given(wire_text() | st.integers() | st.booleans())
def test_encoded_header_values_are_safe_and_decode_back(value: str | int | bool) -> None:
    try:
        encoded = headers.encode_header_value(value)
    except ValueError:
        assert isinstance(value, str)  # only text that is not Unicode (a lone surrogate) cannot be sent
        with pytest.raises(UnicodeEncodeError):
            value.encode("utf-8")
        return
    assert is_field_value(encoded)
    expected = json.dumps(value) if isinstance(value, bool) else str(value)
    assert headers.decode_header_value(encoded) == expected


@given(
    st.sampled_from(["tools/call", "prompts/get", "resources/read", "tasks/get", "x"]),
    st.fixed_dictionaries({}, optional=dict.fromkeys(["name", "uri", "taskId"], wire_text() | json_values)) | objects,
)
def test_request_headers_are_always_safe_field_values(method: str, params: dict[str, Any]) -> None:
    # a client's `uri` or `name` is any JSON string, lone surrogates included: the header must still be sendable
    for value in headers.request_headers(method, params, "2026-07-28").values():
        assert is_field_value(value)


@given(schema_nodes, objects | json_values)
def test_x_mcp_header_checks_of_any_schema_and_arguments(schema: Any, arguments: Any) -> None:
    problems = headers.x_mcp_header_problems(schema)
    assert all(isinstance(p, str) for p in problems)
    assert headers.mentions_x_mcp_header(schema) or not problems
    if problems or not isinstance(schema, dict):
        return
    specs = headers.header_params(schema)
    try:
        out = headers.param_headers(specs, arguments if isinstance(arguments, dict) else None)
    except ValueError:
        return  # documented: a value that cannot be a header (an object, a float, an unsafe integer)
    for name, value in out.items():
        assert name.startswith("Mcp-Param-") and is_field_value(value)


def test_header_checks_take_a_100k_deep_schema() -> None:
    schema: dict[str, Any] = {"type": "string", "x-mcp-header": "Deep"}
    for _ in range(DEEP):
        schema = {"type": "object", "properties": {"p": schema}}
    assert headers.mentions_x_mcp_header(schema)
    assert any("deeper than" in p for p in headers.x_mcp_header_problems(schema))
    assert headers.header_params(schema) == ()
    assert headers.param_headers((headers.HeaderParam("Deep", ("p",) * DEEP, "string"),), nested(10)) == {}


# --- config files ------------------------------------------------------------------------------------------------

ENVIRON = {"HOME": "/home/u", "TOKEN": "s3cret-token-value", "EMPTY": "", "PORT": "8080"}
config_strings = wire_text(12) | st.lists(
    st.sampled_from(["${TOKEN}", "${MISSING}", "${MISSING:-dflt}", "${EMPTY:-x}", "${env:TOKEN}", "${env:}", "x"])
    | st.sampled_from(["${input:pw}", "${config:a}", "${command:b}", "${workspaceFolder}", "${userHome}", "${/}"])
    | st.sampled_from(["${workspaceFolderBasename}", "${pathSeparator}", "${", "${}", "${a${b}}", "}", "$", "*"])
    | st.sampled_from(["https://h/p", "file:///r"]),
    max_size=3,
).map("".join)
server_keys = st.from_regex(r"[A-Za-z0-9_-]{1,6}", fullmatch=True) | wire_text(70)
setting_values = (
    config_strings
    | st.integers(-2, 2**64)
    | st.floats()
    | st.booleans()
    | st.sampled_from(["auto", "always", "never", "__", "-", ".", "mcp", "openai", "modern", "legacy", "2026-07-28"])
    | st.lists(config_strings, max_size=3)
    | st.dictionaries(
        st.sampled_from(["probe", "call", "hard_max", "calls_per_s", "burst", "uri", "name", "path", "deny", "allow"]),
        st.integers(-1, 100) | st.floats() | config_strings | st.booleans(),
        max_size=3,
    )
    | st.lists(
        st.dictionaries(
            st.sampled_from(["uri", "name", "deny", "allow", "server", "tool", "annotations", "reason"]),
            config_strings | st.booleans() | st.dictionaries(st.sampled_from(["readOnlyHint", "x"]), st.booleans()),
        ),
        max_size=2,
    )
    | json_values
)
server_settings = st.sampled_from(
    ["prefix", "protocol", "timeouts", "allow", "deny", "min_ttl_ms", "disabled", "max_message_size", "page_cap"]
) | st.sampled_from(["roots", "rate_limit", "tool_rate_limits", "max_result_bytes", "trusted", "prefx"])
top_settings = st.sampled_from(
    ["prefix_mode", "separator", "name_profile", "legacy_ttl_ms", "max_ttl_ms", "validate_arguments", "policy"]
) | st.sampled_from(["audit", "seperator"])
entries = (
    st.fixed_dictionaries(
        {},
        optional={
            "type": st.sampled_from(["stdio", "http", "sse", "streamable-http", "streamableHttp", "ws"]) | json_values,
            "transportType": st.sampled_from(["stdio", "sse"]) | json_values,
            "command": config_strings | json_values,
            "args": st.lists(config_strings, max_size=3) | json_values,
            "env": st.dictionaries(wire_text(6), config_strings | scalars, max_size=3) | json_values,
            "cwd": config_strings | json_values,
            "url": config_strings | json_values,
            "headers": st.dictionaries(wire_text(6), config_strings | scalars, max_size=3) | json_values,
            "disabled": st.booleans() | json_values,
            "aggregator": st.dictionaries(server_settings, setting_values, max_size=3) | json_values,
        },
    )
    | json_values
)
configs = st.fixed_dictionaries(
    {},
    optional={
        "mcpServers": st.dictionaries(server_keys, entries, max_size=4) | json_values,
        "servers": st.dictionaries(server_keys, entries, max_size=2) | json_values,
        "aggregator": st.dictionaries(top_settings, setting_values, max_size=3) | json_values,
        "inputs": json_values,
    },
)


def check_config(config: AggregatorConfig | None) -> None:
    if config is None:
        return
    enabled = [s.tool_prefix.lower() for s in config.servers if not s.disabled]
    assert len(set(enabled)) == len(enabled)
    found = secrets(config)
    assert list(found) == sorted(found, key=lambda s: (-len(s), s))
    for secret in found:
        assert secret not in redact(f"x {secret} y", config)


@given(configs | json_values, st.none() | st.just("/ws"))
def test_parse_config_of_config_shaped_json_is_a_config_or_config_error(data: Any, workspace: str | None) -> None:
    check_config(only_typed(lambda: parse_config(data, environ=ENVIRON, workspace_folder=workspace)))


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as directory:
        yield Path(directory)


def config_texts() -> st.SearchStrategy[str]:
    jsonc = st.sampled_from(["// c\n", "/* c */", "/*", "*/", ",", ",]", ",}", '"//"', '"\\"', "\n"])
    decorated = st.tuples(configs, st.lists(st.tuples(st.integers(0, 300), jsonc), max_size=4)).map(_decorate)
    return decorated | json_like_text | st.text(max_size=100)


def _decorate(pair: tuple[Any, list[tuple[int, str]]]) -> str:
    text = json.dumps(pair[0], indent=1)
    for position, insert in pair[1]:
        at = position % (len(text) + 1)
        text = text[:at] + insert + text[at:]
    return text


@settings(max_examples=60)  # a file written and read per example
@given(config_texts().map(lambda text: text.encode("utf-8", "surrogatepass")) | st.binary(max_size=80))
def test_load_config_of_any_file_is_a_config_or_config_error(scratch: Path, data: bytes) -> None:
    path = scratch / "mcp.json"
    path.write_bytes(data)
    check_config(only_typed(lambda: load_config(path, environ=ENVIRON)))


def test_parse_config_takes_100k_deep_values() -> None:
    for data in (
        nested(DEEP),
        {"mcpServers": nested(DEEP)},
        {"mcpServers": {"a": {"command": "x", "aggregator": nested(DEEP)}}},
        {"mcpServers": {"a": {"command": nested(DEEP)}}},
        {"aggregator": {"policy": [nested(DEEP)]}, "mcpServers": {}},
    ):
        with pytest.raises(ConfigError):
            parse_config(data, environ=ENVIRON)


# Found by this fuzzing in aggregator/config_file.py, and fixed there: `_decode` turned only json.JSONDecodeError
# into ConfigError, so the decoder's RecursionError and ValueError escaped; and the JSONC regexes rescanned an
# unterminated string or block comment from every later start, quadratic in the file size.
CONFIG_BUGS = [
    pytest.param("[" * DEEP + "]" * DEEP, id="100k-deep-nesting-RecursionError"),
    pytest.param('{"mcpServers": {}, "x": ' + "1" * 5000 + "}", id="5000-digit-integer-ValueError"),
]


@pytest.mark.parametrize("text", CONFIG_BUGS)
def test_load_config_of_hostile_json_is_a_config_error(scratch: Path, text: str) -> None:
    path = scratch / "hostile.json"
    path.write_text(text)
    with pytest.raises(ConfigError):
        load_config(path, environ=ENVIRON)


@pytest.mark.parametrize("unit", ['\\"', "/* "], ids=["escaped-quotes", "open-comments"])
def test_load_config_of_unterminated_jsonc_is_linear(scratch: Path, unit: str) -> None:
    def load(repeats: int) -> None:
        path = scratch / f"slow{repeats}.json"
        path.write_text(unit * repeats)
        with pytest.raises(ConfigError):
            load_config(path, environ=ENVIRON)

    # the quadratic scan (a failed match retried from every later quote or "/*") took seconds for 40 KB; the cost
    # is asked for its growth, not its speed: 8x the text costs ~8x when linear, ~64x when quadratic
    assert growth(load, 5_000, 8, repeat=3) < 8**1.5
