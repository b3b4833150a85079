from __future__ import annotations

import json
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aggregator.errors import ProtocolViolation
from aggregator.protocol.framing import HEAD_SIZE, Frame, LineDecoder, Oversized, encode_line


def feed_all(decoder: LineDecoder, chunks: list[bytes]) -> list[Frame]:
    frames: list[Frame] = []
    for chunk in chunks:
        frames.extend(decoder.feed(chunk))
    return frames


def test_splits_lines_in_one_chunk() -> None:
    assert LineDecoder().feed(b'{"a":1}\n{"b":2}\n') == [b'{"a":1}', b'{"b":2}']


def test_holds_unterminated_line_until_newline() -> None:
    decoder = LineDecoder()
    assert decoder.feed(b'{"a"') == []
    assert decoder.feed(b":1}") == []
    assert decoder.feed(b"\n") == [b'{"a":1}']


def test_strips_trailing_cr() -> None:
    assert LineDecoder().feed(b"one\r\ntwo\r\n") == [b"one", b"two"]


def test_cr_split_from_its_lf() -> None:
    decoder = LineDecoder()
    assert decoder.feed(b"one\r") == []
    assert decoder.feed(b"\n") == [b"one"]


def test_only_one_trailing_cr_is_stripped_and_inner_cr_kept() -> None:
    assert LineDecoder().feed(b"a\rb\r\r\n") == [b"a\rb\r"]


def test_skips_empty_and_whitespace_lines() -> None:
    assert LineDecoder().feed(b"\n\r\n   \n\t \r\nx\n\n") == [b"x"]


def test_every_split_position() -> None:
    stream = b'{"jsonrpc":"2.0","id":1}\r\n\n  \n{"jsonrpc":"2.0","method":"x"}\n'
    expected = [b'{"jsonrpc":"2.0","id":1}', b'{"jsonrpc":"2.0","method":"x"}']
    for cut in range(len(stream) + 1):
        assert feed_all(LineDecoder(), [stream[:cut], stream[cut:]]) == expected
    assert feed_all(LineDecoder(), [bytes([b]) for b in stream]) == expected


def test_line_of_exactly_max_size_passes() -> None:
    assert LineDecoder(max_size=5).feed(b"12345\n") == [b"12345"]
    assert LineDecoder(max_size=5).feed(b"12345\r\n") == [b"12345"]


def test_line_over_max_size_in_one_chunk() -> None:
    assert LineDecoder(max_size=5).feed(b"123456\nok\n") == [Oversized(6, b"123456"), b"ok"]


def test_oversized_line_across_many_chunks_keeps_memory_bounded() -> None:
    max_size = 1024
    decoder = LineDecoder(max_size=max_size)
    message = b'{"jsonrpc":"2.0","id":42,"method":"x","params":{"blob":"' + b"A" * 1_000_000 + b'"}}'
    frames: list[Frame] = []
    for start in range(0, len(message), 4096):
        frames.extend(decoder.feed(message[start : start + 4096]))
        assert decoder.buffered <= max_size + 1 + HEAD_SIZE
    assert frames == []
    frames = decoder.feed(b"\r\n" + b'{"id":2}\n')
    assert frames == [Oversized(len(message), message[:HEAD_SIZE]), b'{"id":2}']
    assert isinstance(frames[0], Oversized)
    assert frames[0].sniff_id() == 42
    assert decoder.buffered == 0


def test_oversized_then_normal_line_in_same_chunk() -> None:
    decoder = LineDecoder(max_size=4)
    assert decoder.feed(b"abc") == []
    assert decoder.feed(b"defgh") == []
    assert decoder.feed(b"ij\nkl\nmn") == [Oversized(10, b"abcdefghij"), b"kl"]
    assert decoder.feed(b"\n") == [b"mn"]


def test_oversized_size_excludes_cr_split_from_lf() -> None:
    decoder = LineDecoder(max_size=2)
    assert decoder.feed(b"abcd\r") == []
    assert decoder.feed(b"\n") == [Oversized(4, b"abcd")]


def test_one_extra_cr_does_not_make_a_line_oversized() -> None:
    decoder = LineDecoder(max_size=3)
    assert decoder.feed(b"abc\r") == []
    assert decoder.feed(b"\n") == [b"abc"]


def test_close_flushes_final_line_without_newline() -> None:
    decoder = LineDecoder(max_size=3)
    decoder.feed(b"ok\nabc")
    assert decoder.close() == [b"abc"]
    decoder.feed(b"abcdef")
    assert decoder.close() == [Oversized(6, b"abcdef")]
    assert decoder.close() == []


def test_invalid_max_size() -> None:
    with pytest.raises(ValueError):
        LineDecoder(max_size=0)


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b'{"jsonrpc":"2.0","id":7,"method":"x"', 7),
        (b'{"id" : "abc-1", "params":', "abc-1"),
        (b'{"id":-3}', -3),
        (b'{"id":"es\\"caped"', 'es"caped'),
        (b'{"method":"x","params":{"id":5},"id":9}', 9),
        (b'{"method":"x","params":{"id":5,"more":"', None),
        (b'{"params":{"text":"\\"id\\": 4 {"}, "id": 11}', 11),
        (b'{"method":"x","id":12', None),  # cut inside the number: 12 may be 123, and a wrong id fails another call
        (b'{"params":["{", {"id": 1}], "id": 2}', 2),
        (b'{"method":"x"', None),
        (b'{"id":null}', None),
        (b'{"id":1.5}', None),
        (b'{"id":"unterminated', None),
        (b"not json at all", None),
        (b"", None),
    ],
)
def test_sniff_id(head: bytes, expected: str | int | None) -> None:
    assert Oversized(10**9, head).sniff_id() == expected


def test_encode_line() -> None:
    payload = json.dumps({"jsonrpc": "2.0", "id": 1, "params": {"t": "a\nb"}}).encode()
    assert encode_line(payload) == payload + b"\n"
    assert LineDecoder().feed(encode_line(payload)) == [payload]


def test_encode_line_rejects_embedded_newline() -> None:
    with pytest.raises(ProtocolViolation):
        encode_line(b'{"a":\n1}')


@settings(max_examples=200, deadline=None)
@given(
    data=st.binary(max_size=2000),
    cuts=st.lists(st.integers(min_value=0, max_value=2000), max_size=20),
    max_size=st.integers(min_value=1, max_value=64),
)
def test_never_raises_and_stays_bounded(data: bytes, cuts: list[int], max_size: int) -> None:
    decoder = LineDecoder(max_size=max_size)
    points = sorted({0, len(data), *(c for c in cuts if c <= len(data))})
    frames: list[Frame] = []
    for start, end in pairwise(points):
        frames.extend(decoder.feed(data[start:end]))
        assert decoder.buffered <= max_size + 1 + HEAD_SIZE
    frames.extend(decoder.close())
    # Chunking must not matter: compare with splitting the whole input at once.
    expected: list[Frame] = []
    for line in data.split(b"\n"):
        line = line.removesuffix(b"\r")
        if len(line) > max_size:
            expected.append(Oversized(len(line), line[:HEAD_SIZE]))
        elif line.strip():
            expected.append(line)
    assert frames == expected
    for frame in frames:
        if isinstance(frame, Oversized):
            frame.sniff_id()
        else:
            assert b"\n" not in frame and not frame.endswith(b"\r")
