"""Local copies of a networked store's values: a warm read answers from here, without a round trip.

`RedisStore` keeps one `LocalCopies`: a bounded LRU of (value, expiry on this process's clock). A copy lives no
longer than its entry's TTL in the store, and is dropped when any process writes or deletes that key (the store's
invalidation channel calls `drop` / `drop_prefix`). `generation` counts the invalidations, so a read that raced one
does not keep what it read (`put(..., seen=generation before the read)`). When the invalidation channel was down,
the store calls `clear`: a copy may have missed its invalidation.
"""

from __future__ import annotations

from collections import OrderedDict

from aggregator.store import Json

__all__ = ["LocalCopies"]


class LocalCopies:
    """Values read from or written to the store by this process, each until its expiry or its invalidation."""

    def __init__(self, max_entries: int = 10_000) -> None:
        self._max_entries = max_entries
        self._entries: OrderedDict[str, tuple[Json, float | None]] = OrderedDict()
        #: bumped by every invalidation: a read started before one must not be kept
        self.generation = 0

    def __len__(self) -> int:
        """Copies held now, counting expired ones not yet dropped."""
        return len(self._entries)

    def get(self, key: str, now: float) -> Json:
        """The copy of `key`, or None (none held, or expired)."""
        entry = self._entries.get(key)
        if entry is None:
            return None
        value, expires = entry
        if expires is not None and now >= expires:
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return value

    def put(self, key: str, value: Json, expires: float | None, *, seen: int | None = None) -> None:
        """Keep `value` until `expires` (None: until invalidated); skipped when an invalidation came after `seen`."""
        if seen is not None and seen != self.generation:
            return
        self._entries[key] = (value, expires)
        self._entries.move_to_end(key)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)

    def drop(self, key: str) -> None:
        """Forget the copy of `key` (written or deleted somewhere)."""
        self.generation += 1
        self._entries.pop(key, None)

    def drop_prefix(self, prefix: str) -> None:
        """Forget every copy whose key starts with `prefix`."""
        self.generation += 1
        for doomed in [k for k in self._entries if k.startswith(prefix)]:
            del self._entries[doomed]

    def clear(self) -> None:
        """Forget every copy (invalidations may have been missed)."""
        self.generation += 1
        self._entries.clear()
