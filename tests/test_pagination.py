"""The walk of a paginated list (`aggregator.protocol.pagination`) without I/O: which cursor next, when to stop."""

from __future__ import annotations

import pytest

from aggregator.protocol.pagination import Cursors


def walk(next_cursors: list[str | None], page_cap: int = 250) -> tuple[Cursors, list[str | None]]:
    """Feed each page's `nextCursor` in turn; the cursors fetched (None first) and the final state."""
    cursors = Cursors("tools/list", page_cap)
    fetched: list[str | None] = [None]
    for next_cursor in next_cursors:
        if not cursors.follow(next_cursor):
            return cursors, fetched
        fetched.append(next_cursor)
    raise AssertionError("the walk did not stop")


def test_only_a_null_next_cursor_ends_the_list() -> None:
    cursors, fetched = walk(["", "b", None])
    assert fetched == [None, "", "b"]  # "" is a real cursor
    assert cursors.complete and cursors.problem is None
    assert cursors.pages == 3


def test_a_single_page_list() -> None:
    cursors, fetched = walk([None])
    assert fetched == [None] and cursors.complete and cursors.pages == 1


def test_a_repeated_cursor_stops_the_walk_incomplete() -> None:
    cursors, fetched = walk(["a", "b", "a"])
    assert fetched == [None, "a", "b"]
    assert not cursors.complete
    assert cursors.problem == "tools/list: the server repeated cursor 'a'; stopped after 3 pages"


def test_a_repeated_long_cursor_is_quoted_shortened() -> None:
    long = "x" * 100
    cursors, _ = walk([long, long])
    assert cursors.problem is not None and repr("x" * 40) in cursors.problem and "x" * 41 not in cursors.problem


@pytest.mark.parametrize("cap", [1, 2, 5])
def test_the_page_cap_stops_the_walk_with_a_reason(cap: int) -> None:
    cursors, fetched = walk([f"c{i}" for i in range(10)], page_cap=cap)
    assert len(fetched) == cap
    assert not cursors.complete
    assert cursors.problem == f"tools/list: stopped at the page cap ({cap} pages)"


def test_the_last_page_at_the_cap_still_completes() -> None:
    cursors, fetched = walk(["a", None], page_cap=2)
    assert fetched == [None, "a"] and cursors.complete and cursors.problem is None


def test_a_walk_stops_once_its_pages_hold_the_most_items_a_list_may() -> None:
    cursors = Cursors("tools/list", 250, item_cap=100)
    assert cursors.follow("a", items=60)
    assert not cursors.follow("b", items=40)  # at the bound: the page is kept, the walk ends there
    assert not cursors.complete and cursors.problem is not None
    assert "after 2 pages holding 100 items" in cursors.problem and "up to 100 items" in cursors.problem


def test_a_walk_stops_once_its_pages_hold_the_most_bytes_a_list_may_their_cursors_counted() -> None:
    by_size = Cursors("tools/list", 250, byte_cap=1000)
    assert by_size.follow("a", size=500)
    assert not by_size.follow("b", size=600) and not by_size.complete
    # a cursor is as big as the server likes (each is kept to spot a loop): it counts, measured or not
    by_cursor = Cursors("tools/list", 250, byte_cap=1000)
    assert not by_cursor.follow("c" * 1000) and by_cursor.problem is not None


def test_the_last_page_ends_the_list_complete_whatever_it_holds() -> None:
    cursors = Cursors("tools/list", 250, item_cap=10, byte_cap=10)
    assert not cursors.follow(None, items=50, size=50) and cursors.complete and cursors.problem is None
