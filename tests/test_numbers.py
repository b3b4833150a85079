"""The one bounded parser for integers read from text (protocol/numbers.py): ASCII digits, a stated range, no raise."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.protocol import numbers
from aggregator.protocol.numbers import MAX_INT64, integer_equals, parse_int, seconds

# Text Python's own parsers take (or choke on) that no peer means as a number here.
NOT_ASCII_DECIMAL = ["٣", "²", "¹²", "\uff13", "1_000", " 12", "12 ", "+12", "0x1f", "1e3", "", "-", "12.0", "½"]


@pytest.mark.parametrize("text", NOT_ASCII_DECIMAL)
def test_parse_int_takes_ascii_digits_only(text: str) -> None:
    assert parse_int(text, maximum=10**6) is None
    assert parse_int(text, maximum=10**6, clamp=True) is None


def test_parse_int_of_thousands_of_digits_is_out_of_range_or_clamped_never_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    converted: list[str] = []

    def counted_int(text: str) -> int:
        converted.append(text)
        return int(text)

    # bounded work, checked as work and not as time: every conversion parse_int makes is seen here (the module's
    # global `int` is found before the builtin), and none is longer than the bound's own digits
    monkeypatch.setattr(numbers, "int", counted_int, raising=False)
    huge = "9" * 100_000
    assert parse_int(huge, maximum=MAX_INT64) is None
    assert parse_int(huge, maximum=3_600_000, clamp=True) == 3_600_000
    assert parse_int("0" * 5000 + "42", maximum=100) == 42  # leading zeros do not count against the bound
    assert parse_int("-" + huge, minimum=-5, maximum=5) is None
    assert converted == ["42"]  # nothing is converted past the bound's length


def test_parse_int_states_its_range() -> None:
    assert parse_int("7", maximum=7) == 7 and parse_int("8", maximum=7) is None
    assert parse_int("0", minimum=1, maximum=7) is None
    assert parse_int("-3", minimum=-5, maximum=5) == -3
    assert parse_int("-3", maximum=5) is None  # a sign only where negatives are allowed
    assert parse_int(b"\xb2", maximum=9) is None and parse_int(b"42", maximum=99) == 42


@given(
    st.text(max_size=30) | st.from_regex(r"[0-9]{1,30}", fullmatch=True),
    st.integers(min_value=0, max_value=2**70),
    st.booleans(),
)
def test_parse_int_of_any_text_agrees_with_int_on_ascii_digits_and_never_raises(
    text: str, maximum: int, clamp: bool
) -> None:
    value = parse_int(text, maximum=maximum, clamp=clamp)
    if text.isascii() and text.isdigit():
        expected = int(text)
        assert value == (expected if expected <= maximum else maximum if clamp else None)
    else:
        assert value is None


@pytest.mark.parametrize(
    "text, value, same",
    [
        ("42", 42, True),
        ("42.0", 42, True),
        ("4.2e1", 42, True),
        ("-7", -7, True),
        ("43", 42, False),
        ("٤٢", 42, False),  # Arabic-Indic digits: float() and Decimal() would take them
        ("4_2", 42, False),
        (" 42", 42, False),
        ("nan", 42, False),
        ("1e99999", 42, False),
        ("4" * 100, 42, False),
    ],
)
def test_integer_equals_compares_ascii_numbers_numerically(text: str, value: int, same: bool) -> None:
    assert integer_equals(text, value) is same


@pytest.mark.parametrize("text", ["nan", "inf", "-1", "0", "1e3", "٣", "1_0", "99999999999999", ""])
def test_seconds_refuses_what_float_would_take(text: str) -> None:
    assert seconds(text, maximum=86400) is None


def test_seconds_takes_plain_decimals() -> None:
    assert seconds("30", maximum=60) == 30.0 and seconds("0.5", maximum=60) == 0.5
