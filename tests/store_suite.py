"""The contract every `Store` keeps (aggregator/store.py): plug an implementation in by subclassing `StoreContract`.

    class TestMyStore(StoreContract):
        @pytest.fixture
        def subject(self) -> StoreSubject:
            store = MyStore(...)
            return StoreSubject(store, elapse=..., now=...)

`elapse(seconds)` makes that much of the store's own time pass (a `ManualClock` is moved; a networked store with
real expiry would sleep just past short TTLs), `now()` is the time a caller passes to `take`. Every test runs on
both anyio backends and bounds its waits.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import anyio
import pytest

from aggregator.store import Bucket, Json, Store, key, shared_secret

__all__ = ["StoreContract", "StoreSubject"]

VALUES: list[Json] = [
    "text",
    "",
    "ünïcødé ✓ \u2028",
    0,
    -7,
    2**53,
    1.5,
    True,
    False,
    [],
    {},
    [1, "two", None, [3.0], {"four": 4}],
    {"nested": {"deep": [{"k": None}]}, "empty": [], "n": 0.25},
]


@dataclass
class StoreSubject:
    """A store under test and the means to move its time."""

    store: Store
    elapse: Callable[[float], Awaitable[None]]
    now: Callable[[], float]


class StoreContract:
    """What every store must do. Subclasses provide the `subject` fixture."""

    @pytest.fixture
    def subject(self) -> StoreSubject:
        raise NotImplementedError("a store's test class provides the `subject` fixture")

    # -- values and keys

    @pytest.mark.anyio
    async def test_an_absent_key_reads_as_none(self, subject: StoreSubject) -> None:
        assert await subject.store.get("never-set") is None

    @pytest.mark.anyio
    @pytest.mark.parametrize("value", VALUES, ids=[f"v{i}" for i in range(len(VALUES))])
    async def test_a_json_value_comes_back_equal(self, subject: StoreSubject, value: Json) -> None:
        await subject.store.set("k", value)
        back = await subject.store.get("k")
        assert back == value and type(back) is type(value)

    @pytest.mark.anyio
    async def test_set_replaces_the_value(self, subject: StoreSubject) -> None:
        await subject.store.set("k", {"v": 1})
        await subject.store.set("k", {"v": 2})
        assert await subject.store.get("k") == {"v": 2}

    @pytest.mark.anyio
    async def test_keys_are_any_strings_and_never_collide(self, subject: StoreSubject) -> None:
        keys = ["a", "a:", 'a:["b"]', "ä", "a b", "A", "\u200ba", key("page", "s", "m", None, None)]
        for index, name in enumerate(keys):
            await subject.store.set(name, index)
        assert [await subject.store.get(name) for name in keys] == list(range(len(keys)))

    # -- expiry

    @pytest.mark.anyio
    async def test_an_entry_lives_until_its_ttl_and_no_longer(self, subject: StoreSubject) -> None:
        await subject.store.set("short", "x", ttl_s=1.0)
        await subject.store.set("forever", "y")
        assert await subject.store.get("short") == "x"
        await subject.elapse(1.5)
        assert await subject.store.get("short") is None
        assert await subject.store.get("forever") == "y"

    @pytest.mark.anyio
    async def test_each_entry_has_its_own_ttl(self, subject: StoreSubject) -> None:
        await subject.store.set("one", 1, ttl_s=1.0)
        await subject.store.set("three", 3, ttl_s=3.0)
        await subject.elapse(1.5)
        assert (await subject.store.get("one"), await subject.store.get("three")) == (None, 3)

    @pytest.mark.anyio
    async def test_set_without_ttl_clears_an_earlier_ttl(self, subject: StoreSubject) -> None:
        await subject.store.set("k", "old", ttl_s=1.0)
        await subject.store.set("k", "new")
        await subject.elapse(1.5)
        assert await subject.store.get("k") == "new"

    # -- setdefault

    @pytest.mark.anyio
    async def test_setdefault_stores_only_when_absent(self, subject: StoreSubject) -> None:
        assert await subject.store.setdefault("k", "first") == "first"
        assert await subject.store.setdefault("k", "second") == "first"
        assert await subject.store.get("k") == "first"

    @pytest.mark.anyio
    async def test_setdefault_from_many_tasks_agrees_on_one_value(self, subject: StoreSubject) -> None:
        seen: list[Json] = []

        async def claim(index: int) -> None:
            seen.append(await subject.store.setdefault("winner", index))

        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                for index in range(20):
                    tg.start_soon(claim, index)
        assert len(seen) == 20 and len(set(map(repr, seen))) == 1
        assert await subject.store.get("winner") == seen[0]

    @pytest.mark.anyio
    async def test_shared_secret_is_made_once_and_shared(self, subject: StoreSubject) -> None:
        first = await shared_secret(subject.store, "signing")
        again = await shared_secret(subject.store, "signing")
        other = await shared_secret(subject.store, "another")
        assert first == again and len(first) == 32 and other != first

    # -- deletion

    @pytest.mark.anyio
    async def test_delete_says_whether_the_key_was_there(self, subject: StoreSubject) -> None:
        await subject.store.set("k", 1)
        assert await subject.store.delete("k") is True
        assert await subject.store.delete("k") is False
        assert await subject.store.get("k") is None

    @pytest.mark.anyio
    async def test_delete_prefix_removes_exactly_the_keys_under_it(self, subject: StoreSubject) -> None:
        names = [key("page", "s", "m", None), key("page", "s", "n", "p"), key("page", "s2", "m", None), "other"]
        for name in names:
            await subject.store.set(name, 1)
        assert await subject.store.delete_prefix(key("page", "s", open_end=True)) == 2
        assert [await subject.store.get(name) for name in names] == [None, None, 1, 1]

    # -- token buckets

    @pytest.mark.anyio
    async def test_a_bucket_starts_full_and_then_says_how_long_to_wait(self, subject: StoreSubject) -> None:
        bucket = Bucket("b", rate=2.0, capacity=3.0)
        now = subject.now()
        assert [await subject.store.take([bucket], now) for _ in range(3)] == [(0.0,)] * 3
        (wait,) = await subject.store.take([bucket], now)
        assert wait == pytest.approx(0.5)
        assert await subject.store.take([bucket], now + 0.5) == (0.0,)

    @pytest.mark.anyio
    async def test_take_is_all_or_nothing_across_buckets(self, subject: StoreSubject) -> None:
        wide, narrow = Bucket("wide", rate=1.0, capacity=5.0), Bucket("narrow", rate=1.0, capacity=1.0)
        now = subject.now()
        assert await subject.store.take([wide, narrow], now) == (0.0, 0.0)
        waits = await subject.store.take([wide, narrow], now)
        assert waits[0] == 0.0 and waits[1] == pytest.approx(1.0)
        # the refused call took nothing from the wide bucket: four tokens are left there
        assert [await subject.store.take([wide], now) for _ in range(4)] == [(0.0,)] * 4
        assert (await subject.store.take([wide], now))[0] > 0

    @pytest.mark.anyio
    async def test_a_bucket_made_under_another_limit_starts_full(self, subject: StoreSubject) -> None:
        now = subject.now()
        assert await subject.store.take([Bucket("b", rate=1.0, capacity=1.0)], now) == (0.0,)
        assert (await subject.store.take([Bucket("b", rate=1.0, capacity=1.0)], now))[0] > 0
        assert await subject.store.take([Bucket("b", rate=5.0, capacity=5.0)], now) == (0.0,)

    @pytest.mark.anyio
    async def test_concurrent_takes_never_overdraw_a_bucket(self, subject: StoreSubject) -> None:
        bucket = Bucket("shared", rate=0.001, capacity=7.0)
        now = subject.now()
        granted: list[bool] = []

        async def call() -> None:
            granted.append(not any(await subject.store.take([bucket], now)))

        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                for _ in range(30):
                    tg.start_soon(call)
        assert granted.count(True) == 7

    @pytest.mark.anyio
    async def test_deleting_a_bucket_refills_it(self, subject: StoreSubject) -> None:
        bucket = Bucket(key("bucket", "s", None), rate=1.0, capacity=1.0)
        now = subject.now()
        assert await subject.store.take([bucket], now) == (0.0,)
        assert await subject.store.delete_prefix(key("bucket", "s", open_end=True)) == 1
        assert await subject.store.take([bucket], now) == (0.0,)
