"""Every caching rule of tests/test_cache.py again, with the pages in a store that copies them through JSON.

A networked store hands back copies, never the objects it was given; the rules (TTL per page, partitions,
invalidation, single-flight, stale-if-error) must hold all the same. The tests are test_cache's own, collected
here a second time with the `cache` fixture on `MemoryStore(serialize=True)`.
"""

from __future__ import annotations

import pytest

from aggregator.cache import ListCache
from aggregator.clock import ManualClock
from aggregator.store import MemoryStore
from tests.test_cache import *  # noqa: F403  (the tests themselves, collected again under this module's fixture)


@pytest.fixture
def cache(clock: ManualClock) -> ListCache:
    return ListCache(clock=clock, store=MemoryStore(clock=clock, serialize=True))
