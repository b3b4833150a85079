"""Which resource URIs a subscription covers (the spec's sub-resources)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.protocol.resource_uris import MAX_CONTAINERS, containers, covers


@pytest.mark.parametrize(
    ("subscribed", "updated", "expected"),
    [
        ("file:///a", "file:///a", True),
        ("file:///a", "file:///a/b", True),
        ("file:///a/", "file:///a/b/c", True),
        ("file:///a", "file:///ab", False),
        ("file:///a", "file:///a/../b", False),
        ("file:///a", "file:///a/./b", False),
        ("FILE:///a", "file:///a/b", True),
        ("https://h/x", "https://other/x/y", False),
        ("https://h/x?q=1", "https://h/x?q=1/y", False),
        ("https://h/x#f", "https://h/x#f/y", False),
        ("file:", "file:///a", False),
        ("file:///", "file:///a", True),
        ("no scheme", "no scheme/x", False),
        ("http://[::1", "http://[::1/x", False),
    ],
)
def test_covers(subscribed: str, updated: str, expected: bool) -> None:
    assert covers(subscribed, updated) is expected


def test_containers_are_the_parents_nearest_first_and_bounded() -> None:
    assert containers("file:///a/b/c.txt") == ["file:///a/b/", "file:///a/b", "file:///a/", "file:///a", "file:///"]
    assert containers("https://h/x/y?v=1") == ["https://h/x/", "https://h/x", "https://h/", "https://h"]
    assert containers("not a uri") == []
    deep = "file:///" + "/".join("d" * 40)
    assert len(containers(deep)) == MAX_CONTAINERS


@given(st.lists(st.sampled_from(["a", "b", "..", ".", ""]), max_size=6), st.sampled_from(["file:///", "https://h/"]))
def test_every_container_covers_the_uri(segments: list[str], root: str) -> None:
    uri = root + "/".join(segments)
    for parent in containers(uri):
        assert covers(parent, uri)
