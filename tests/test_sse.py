from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggregator.errors import ProtocolViolation
from aggregator.protocol.sse import MAX_RETRY_MS, SSEDecoder, SSEEvent


def decode(*chunks: bytes) -> list[SSEEvent]:
    decoder = SSEDecoder()
    events: list[SSEEvent] = []
    for chunk in chunks:
        events.extend(decoder.feed(chunk))
    events.extend(decoder.close())
    return events


SAMPLE = (
    "\ufeff: keep-alive\r\n"
    "retry: 2500\r\n"
    "id: 1\r\n"
    'data: {"jsonrpc":"2.0","id":1,"result":{"t":"héllo ☃ 𝄞"}}\r\n'
    "\r\n"
    "event: notice\n"
    "data: line one\n"
    "data:line two\n"
    "\n"
    "id\r"
    "data\r"
    "\r"
).encode()

SAMPLE_EVENTS = [
    SSEEvent(data='{"jsonrpc":"2.0","id":1,"result":{"t":"héllo ☃ 𝄞"}}', id="1", retry=2500),
    SSEEvent(event="notice", data="line one\nline two", id="1"),
    SSEEvent(data="", id=None),
]


def test_sample_stream() -> None:
    assert decode(SAMPLE) == SAMPLE_EVENTS


def test_sample_split_at_every_position() -> None:
    for cut in range(len(SAMPLE) + 1):
        assert decode(SAMPLE[:cut], SAMPLE[cut:]) == SAMPLE_EVENTS, cut


def test_sample_byte_by_byte() -> None:
    assert decode(*(bytes([b]) for b in SAMPLE)) == SAMPLE_EVENTS


@pytest.mark.parametrize("eol", [b"\n", b"\r", b"\r\n"])
def test_line_endings(eol: bytes) -> None:
    stream = b"data: a" + eol + b"data: b" + eol + eol + b"data: c" + eol + eol
    assert [e.data for e in decode(stream)] == ["a\nb", "c"]


def test_crlf_split_across_chunks_is_one_line_end() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"data: x\r") == []
    # If the LF were a second line end, this would dispatch an empty-line event now.
    assert decoder.feed(b"\ndata: y\r") == []
    assert decoder.feed(b"\n\r\n") == [SSEEvent(data="x\ny")]


def test_cr_then_cr_is_two_line_ends() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"data: x\r") == []
    assert decoder.feed(b"\r") == [SSEEvent(data="x")]


def test_utf8_split_across_chunks() -> None:
    payload = "data: ünïcødé 🎉\n\n".encode()
    for cut in range(len(payload) + 1):
        assert decode(payload[:cut], payload[cut:]) == [SSEEvent(data="ünïcødé 🎉")]


def test_invalid_utf8_is_replaced() -> None:
    assert decode(b"data: a\xffb\n\n") == [SSEEvent(data="a\ufffdb")]


def test_leading_bom_stripped_only_once() -> None:
    assert decode(b"\xef\xbb\xbfdata: x\n\n") == [SSEEvent(data="x")]
    # A second BOM makes the first line's field name "\ufeffdata", which is ignored.
    assert decode(b"\xef\xbb\xbf\xef\xbb\xbfdata: x\n\n") == []
    assert decode(b"\xef", b"\xbb", b"\xbfdata: x\n\n") == [SSEEvent(data="x")]


def test_bom_prefix_that_is_not_a_bom() -> None:
    assert decode(b"\xef\xbb", b"data: x\n\n") == []  # the bytes are garbage in the field name
    assert decode(b"da", b"ta: x\n\n") == [SSEEvent(data="x")]


def test_comments_and_keepalives_ignored() -> None:
    stream = b": ping\n\n:\n: another\ndata: x\n: inside\ndata: y\n\n"
    assert decode(stream) == [SSEEvent(data="x\ny")]


def test_field_without_colon() -> None:
    # "data" alone appends an empty line; the event's data is then "" (still dispatched).
    assert decode(b"data\n\n") == [SSEEvent(data="")]
    assert decode(b"data\ndata\n\n") == [SSEEvent(data="\n")]


def test_only_one_leading_space_stripped() -> None:
    assert decode(b"data:  two\n\n") == [SSEEvent(data=" two")]
    assert decode(b"data:nospace\n\n") == [SSEEvent(data="nospace")]
    assert decode(b"data: a: b\n\n") == [SSEEvent(data="a: b")]


def test_event_type() -> None:
    assert decode(b"event: progress\ndata: 1\n\ndata: 2\n\n") == [
        SSEEvent(event="progress", data="1"),
        SSEEvent(event="message", data="2"),
    ]
    assert decode(b"event\ndata: 1\n\n") == [SSEEvent(event="message", data="1")]


def test_unknown_fields_ignored() -> None:
    assert decode(b"foo: bar\nData: no\ndata: yes\n\n") == [SSEEvent(data="yes")]


def test_block_without_data_is_not_dispatched() -> None:
    assert decode(b"event: x\n\n") == []


def test_id_persists_across_events() -> None:
    decoder = SSEDecoder()
    events = decoder.feed(b"id: 5\ndata: a\n\ndata: b\n\nid: 6\ndata: c\n\n")
    assert [e.id for e in events] == ["5", "5", "6"]
    assert decoder.last_event_id == "6"


def test_empty_id_resets_last_event_id() -> None:
    decoder = SSEDecoder()
    events = decoder.feed(b"id: 5\ndata: a\n\nid\ndata: b\n\n")
    assert [e.id for e in events] == ["5", None]
    assert decoder.last_event_id is None


def test_id_with_nul_is_ignored() -> None:
    decoder = SSEDecoder()
    events = decoder.feed(b"id: 1\ndata: a\n\nid: 2\x003\ndata: b\n\n")
    assert [e.id for e in events] == ["1", "1"]


def test_id_only_block_updates_last_event_id() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"id: 77\n\n") == []
    assert decoder.last_event_id == "77"
    assert decoder.feed(b"data: x\n\n") == [SSEEvent(data="x", id="77")]


def test_id_not_committed_without_blank_line() -> None:
    decoder = SSEDecoder()
    decoder.feed(b"id: 9\ndata: x\n")
    assert decoder.last_event_id is None
    assert decoder.close() == []
    assert decoder.last_event_id is None


def test_retry_only_block_updates_retry() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"retry: 3000\n\n") == []
    assert decoder.retry == 3000
    # The event reports only a retry sent in its own block; the decoder keeps the latest.
    assert decoder.feed(b"data: x\n\n") == [SSEEvent(data="x")]
    assert decoder.retry == 3000


@pytest.mark.parametrize("value", [b"", b"-1", b"1.5", b"12a", b" 5", b"\xd9\xa3", b"+1", b"\xc2\xb2", b"1_0"])
def test_invalid_retry_ignored(value: bytes) -> None:
    decoder = SSEDecoder()
    events = decoder.feed(b"retry: 100\n\nretry: " + value + b"\ndata: x\n\n")
    assert events == [SSEEvent(data="x")]
    assert decoder.retry == 100


@pytest.mark.parametrize("digits", [4300, 4301, 100_000])
def test_a_retry_of_thousands_of_digits_is_capped_not_an_error(digits: int) -> None:
    decoder = SSEDecoder()
    events = decoder.feed(b"retry: " + b"7" * digits + b"\ndata: x\n\n")
    assert events == [SSEEvent(data="x", retry=MAX_RETRY_MS)]
    assert decoder.retry == MAX_RETRY_MS
    assert decoder.feed(b"retry: " + b"0" * digits + b"25\n\n") == [] and decoder.retry == 25


def test_retry_reported_on_event() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"retry: 0\ndata: x\n\n") == [SSEEvent(data="x", retry=0)]
    assert decoder.retry == 0


def test_incomplete_final_event_discarded() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"data: complete\n\ndata: partial\n") == [SSEEvent(data="complete")]
    assert decoder.close() == []
    assert decode(b"data: no newline at all") == []


def test_event_over_limit_raises() -> None:
    decoder = SSEDecoder(max_event_size=100)
    decoder.feed(b"data: " + b"x" * 50 + b"\n")
    with pytest.raises(ProtocolViolation, match="SSE event over 100 bytes"):
        decoder.feed(b"data: " + b"x" * 50 + b"\n")


def test_unterminated_line_over_limit_raises_without_buffering_it_all() -> None:
    decoder = SSEDecoder(max_event_size=1000)
    with pytest.raises(ProtocolViolation):
        for _ in range(10_000):
            decoder.feed(b"data: " + b"y" * 94)


def test_limit_is_per_event() -> None:
    decoder = SSEDecoder(max_event_size=100)
    for _ in range(50):
        assert decoder.feed(b"data: " + b"z" * 60 + b"\n\n") == [SSEEvent(data="z" * 60)]
    # Comment lines are dropped as they complete, so keep-alives never add up.
    for _ in range(50):
        decoder.feed(b": " + b"k" * 60 + b"\n")


_LINE = st.one_of(
    st.sampled_from(["data: x", "data", "data:  sp", "event: e", "id: 1", "id", "retry: 10", ": c", ""]),
    st.text(alphabet=st.characters(exclude_characters="\r\n"), max_size=12),
)


@settings(max_examples=200, deadline=None)
@given(
    lines=st.lists(_LINE, max_size=20),
    eols=st.lists(st.sampled_from(["\n", "\r", "\r\n"]), min_size=1, max_size=5),
    bom=st.booleans(),
    data=st.data(),
)
def test_chunking_never_changes_output(lines: list[str], eols: list[str], bom: bool, data: st.DataObject) -> None:
    text = "".join(line + eols[i % len(eols)] for i, line in enumerate(lines))
    stream = ("\ufeff" if bom else "").encode() + text.encode("utf-8", "surrogatepass")
    cuts = data.draw(st.lists(st.integers(0, len(stream)), max_size=10))
    points = sorted({0, len(stream), *cuts})
    whole = SSEDecoder()
    expected = whole.feed(stream) + whole.close()
    chunked = SSEDecoder()
    events: list[SSEEvent] = []
    for start, end in pairwise(points):
        events.extend(chunked.feed(stream[start:end]))
    events.extend(chunked.close())
    assert events == expected
    assert (chunked.last_event_id, chunked.retry) == (whole.last_event_id, whole.retry)
