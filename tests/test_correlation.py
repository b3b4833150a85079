"""Request-answer bookkeeping (`aggregator.protocol.correlation`) without I/O: whose answer, whose message."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from aggregator.protocol.correlation import Correlation


@dataclass(eq=False)
class Entry:
    name: str
    routed: bool = True


def _routed(entry: Entry) -> bool:
    return entry.routed


def _two() -> tuple[Correlation[Entry], Entry, Entry]:
    calls: Correlation[Entry] = Correlation()
    a, b = Entry("a"), Entry("b")
    calls.add(1, a)
    calls.add("two", b)
    return calls, a, b


def test_an_answer_goes_to_the_request_its_id_names() -> None:
    calls, a, b = _two()
    assert calls.answered(1) is a
    assert calls.answered("two") is b
    assert calls.late == 0


def test_an_answer_for_an_id_not_in_flight_is_late_and_nobodys() -> None:
    calls, _, _ = _two()
    assert calls.answered(3) is None
    calls.pop(1)
    assert calls.answered(1) is None  # given up on
    assert calls.late == 2


def test_an_answer_without_id_goes_to_the_sole_request_or_counts_late() -> None:
    calls, a, _ = _two()
    assert calls.answered(None) is None
    assert calls.late == 1
    calls.pop("two")
    assert calls.answered(None) is a


def test_an_unusable_answer_with_an_unknown_id_is_late_but_without_id_is_only_the_sole_ones() -> None:
    calls, a, _ = _two()
    assert calls.failed(99) is None
    assert calls.late == 1
    assert calls.failed(None) is None  # two in flight: nobody's, and not counted
    assert calls.late == 1
    calls.pop("two")
    assert calls.failed(None) is a
    assert calls.failed(1) is a


def test_drain_hands_over_every_entry_and_forgets_them() -> None:
    calls, a, b = _two()
    assert calls.drain() == [a, b]
    assert len(calls) == 0
    assert 1 not in calls
    assert calls.answered(1) is None


def test_late_count_survives_drain() -> None:
    calls, _, _ = _two()
    calls.answered(7)
    calls.drain()
    assert calls.late == 1


@pytest.mark.parametrize(
    ("params", "related", "owner"),
    [
        ({"progressToken": 1}, None, "a"),
        ({"progressToken": "two"}, None, "b"),
        ({"progressToken": "two"}, "two", "b"),
        ({"progressToken": 1}, "two", None),  # a token contradicting its stream: trusted for neither
        ({"progressToken": 3}, None, None),
        ({"progressToken": True}, None, None),  # True would find request 1 by hash
        ({"progressToken": [1]}, None, None),
        ({}, None, None),
        (None, None, None),
        ({"progressToken": "listen"}, None, None),  # the subscription owns nothing
    ],
)
def test_progress_belongs_to_the_request_its_token_names(
    params: dict[str, object] | None, related: object, owner: str | None
) -> None:
    calls, _, _ = _two()
    calls.add("listen", Entry("listen"))
    found = calls.owner("notifications/progress", params, related, routed=_routed, exclude="listen")  # type: ignore[arg-type]
    assert (found.name if found else None) == owner


def test_a_message_on_a_requests_own_stream_belongs_to_it() -> None:
    calls, a, b = _two()
    assert calls.owner("roots/list", None, "two", routed=_routed) is b
    assert calls.owner("notifications/message", {}, 1, routed=_routed) is a
    assert calls.owner("roots/list", None, 1, routed=_routed, exclude=1) is None
    assert calls.owner("roots/list", None, 5, routed=_routed) is None


def test_a_message_on_a_shared_stream_belongs_only_to_a_sole_routed_request() -> None:
    calls, a, _ = _two()
    assert calls.owner("sampling/createMessage", {}, None, routed=_routed) is None  # two callers: nobody's
    calls.add(3, Entry("our own list fetch", routed=False))
    calls.pop("two")
    # our background request beside one call does not make the call's own questions unattributable
    assert calls.owner("sampling/createMessage", {}, None, routed=_routed) is a
    assert calls.owner("sampling/createMessage", {}, None, routed=_routed, exclude=1) is None
