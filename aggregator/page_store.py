"""The list cache's pages in a `Store`: their keys, their JSON, their content digest, and the local index beside them.

A page is stored as JSON under `page_key(server, method, cursor, partition)` with its TTL as the store's expiry,
so every replica on one store finds a public page another fetched. A private page (partition not None) goes to the
`local` store instead when one is given (the list cache gives this process's own when its store is shared): it
never leaves the process, so its partition key (the credential's identity plus the caller's key) never meets
another replica's. `PageStore` keeps, beside the store, what must
answer without a round trip: the LRU index of the pages it stored (the cache's bound and its `entries` count), and
the keys it dropped whose deletion has not reached the store yet (`drop` is sync: a `list_changed` arrives in an
event callback). A page read back is matched by `page_digest`, never by identity: equal content is one `Page`
object again, whatever the store handed back.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aggregator.protocol.mcp import Page
from aggregator.store import Json, Store, StoreUnavailable, key

__all__ = ["MAX_DOOMED", "PageKey", "PageStore", "StoredPage", "page_digest", "page_key", "page_measure"]

#: prefixes of one server's pages dropped here and waiting for their deletion from the store, at most
MAX_DOOMED = 64

#: (server, method, cursor, partition); partition None is the shared public partition, "" the default private one
PageKey = tuple[str, str, str | None, str | None]
_Memo = tuple[str, str, str | None, int, str]


def page_key(server: str, method: str | None = None, cursor: str | None = None, partition: str | None = None) -> str:
    """The store key of one page; with `method` None, the prefix of every page of the server.

    A private page's partition is the identity of the credential sent upstream (plus the caller's own key); with a
    shared store, private pages are kept in the process that fetched them (`PageStore`'s `local`), never shared.
    """
    if method is None:
        return key("page", server, open_end=True)
    return key("page", server, method, cursor, partition)


def page_digest(page: Page) -> str:
    """A digest of what a page offers (its items, excluded items and `_meta`): equal content, equal digest,
    whatever the object, its cursor or its hints."""
    return page_measure(page)[0]


def page_measure(page: Page) -> tuple[str, int]:
    """`page_digest` and the size in bytes of the JSON it digests (what the list walk counts against its bound)."""
    content = [page.items, page.excluded, page.meta]
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=repr)
    data = text.encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest(), len(data)


@dataclass(frozen=True, slots=True)
class StoredPage:
    """A page as the cache holds it: when it came, the TTL the cache applied, and its content digest."""

    page: Page
    received: float
    ttl_ms: int
    digest: str
    #: bytes of its content's JSON (`page_measure`); 0 when not known (a page stored by an older version)
    size: int = 0

    def fresh(self, now: float) -> bool:
        """Reused while `now` is before `received + ttl`."""
        return now < self.received + self.ttl_ms / 1000

    def to_json(self, shift: float = 0.0) -> Json:
        """The page and its bookkeeping as a JSON value (what the store holds), `received` moved by `shift` seconds
        (onto a shared store's time base)."""
        page = self.page
        encoded: dict[str, Any] = {
            "method": page.method,
            "items": list(page.items),
            "next_cursor": page.next_cursor,
            "ttl_ms": page.ttl_ms,
            "scope": page.scope,
            "meta": page.meta,
            "excluded": [[item, reason] for item, reason in page.excluded],
        }
        received = self.received + shift
        return {"page": encoded, "received": received, "ttl_ms": self.ttl_ms, "digest": self.digest, "size": self.size}


def _memo(digest: str, page: Page) -> _Memo:
    return digest, page.method, page.next_cursor, page.ttl_ms, page.scope


def _page_of(encoded: dict[str, Any]) -> Page:
    return Page(
        str(encoded["method"]),
        tuple(item for item in encoded["items"] if isinstance(item, dict)),
        encoded["next_cursor"],
        int(encoded["ttl_ms"]),
        "private" if encoded["scope"] == "private" else "public",
        encoded["meta"],
        tuple((item, str(reason)) for item, reason in encoded["excluded"]),
    )


class PageStore:
    """The pages of one `ListCache` in a `Store`, at most `max_entries` of them (least recently used out first)."""

    def __init__(self, store: Store, *, max_entries: int, max_decoded: int, local: Store | None = None) -> None:
        self._store = store
        # where private pages go (a partition other than None): this process's own store when `store` is shared
        self._local = local if local is not None else store
        self._max_entries = max_entries
        # the pages stored from here, by store key, in LRU order: a hit moves its key to the end
        self._entries: OrderedDict[str, PageKey] = OrderedDict()
        # which keys belong to which (server, method), so a list_changed drops them without a scan
        self._by_list: dict[tuple[str, str], set[str]] = {}
        # keys and prefixes dropped here whose deletion has not reached the store (-> times dropped): never read
        self._doomed: dict[str, int] = {}
        # the Page object last seen for a content: one object while the content is unchanged (oldest out first)
        self._decoded: dict[_Memo, Page] = {}
        self._max_decoded = max_decoded
        #: pages pushed out by the bound since this was made
        self.evictions = 0

    def __len__(self) -> int:
        """Pages stored from here and not dropped (some may have expired in the store since)."""
        return len(self._entries)

    async def lookup(self, wanted: PageKey, now: float) -> StoredPage | None:
        """The fresh page under `wanted`, else the fresh public one of that cursor; None if neither is there."""
        server, method, cursor, _ = wanted
        if self._doomed:
            await self._flush()
        for candidate in (wanted, (server, method, cursor, None)):
            stored = page_key(*candidate)
            if self._doomed and any(stored.startswith(prefix) for prefix in self._doomed):
                continue  # dropped while its deletion was on the way: as good as gone
            where = self._store if candidate[3] is None else self._local
            try:
                value = await where.get(stored)
                shift = await self._shift(where) if isinstance(value, dict) else 0.0
            except StoreUnavailable:
                continue  # the shared store is down: a miss here, fetched from the upstream (never a failed list)
            entry = self._entry_of(value, shift) if isinstance(value, dict) else None
            if entry is not None and entry.fresh(now):
                self._index(stored, candidate)
                return entry
            self._forget(stored)
            if entry is not None:
                with contextlib.suppress(StoreUnavailable):
                    await where.delete(stored)
        return None

    async def put(self, wanted: PageKey, entry: StoredPage) -> None:
        """Store `entry` (under the public partition if its page is public); a TTL of 0 is never stored."""
        if entry.ttl_ms <= 0:
            return  # never reused, so never held
        server, method, cursor, part = wanted
        target: PageKey = (server, method, cursor, None if entry.page.scope == "public" else part)
        stored = page_key(*target)
        self._remember(_memo(entry.digest, entry.page), entry.page)
        try:
            where = self._store if target[3] is None else self._local
            await where.set(stored, entry.to_json(await self._shift(where)), ttl_s=entry.ttl_ms / 1000)
        except StoreUnavailable:
            return  # the shared store is down: the page was served, it is just not kept

        self._index(stored, target)
        while len(self._entries) > self._max_entries:
            oldest, old = self._entries.popitem(last=False)
            self._unindex(oldest, (old[0], old[1]))
            self._doom(oldest)
            self.evictions += 1

    def drop(self, server: str, method: str | None) -> None:
        """Every page of the server (or of one method), every partition's, every replica's: gone for reads at once,
        deleted from the store before the next read.

        A server holds at most `MAX_DOOMED` prefixes waiting for deletion: past them, every page of that server is
        dropped at once instead. A server naming a new resource in each of a flood of `resources/updated` (each
        drops the reads of the resource and of its containers) would otherwise queue a store deletion per name,
        each one walked by the next read of any list; this way the flood costs that server its own pages only.
        """
        whole = page_key(server)
        if method is not None and whole not in self._doomed and self._doomed_of(whole) < MAX_DOOMED:
            self._unlist(lambda list_key: list_key == (server, method))
            self._doom(key("page", server, method, open_end=True))
            return
        self._unlist(lambda list_key: list_key[0] == server)
        for prefix in [prefix for prefix in self._doomed if prefix.startswith(whole) and prefix != whole]:
            del self._doomed[prefix]  # under the whole server's prefix: deleted with it
        self._doom(whole)

    def _unlist(self, dropped: Callable[[tuple[str, str]], bool]) -> None:
        for list_key in [list_key for list_key in self._by_list if dropped(list_key)]:
            for stored in self._by_list.pop(list_key):
                del self._entries[stored]

    def _doomed_of(self, whole: str) -> int:
        return sum(1 for prefix in self._doomed if prefix.startswith(whole))

    async def _shift(self, where: Store) -> float:
        """What to add to our clock's reading to get `where`'s shared time: 0 for this process's own store; for a
        store shared across hosts (`server_offset`, a `RedisStore`), its offset, since pages stamped with one host's
        monotonic clock would be judged by another's."""
        offset = getattr(where, "server_offset", None) if where is self._store else None
        return 0.0 if offset is None else float(await offset())

    def _entry_of(self, value: dict[str, Any], shift: float = 0.0) -> StoredPage | None:
        try:
            encoded, digest = value["page"], str(value["digest"])
            memo = (digest, encoded["method"], encoded["next_cursor"], encoded["ttl_ms"], encoded["scope"])
            # the object already known for this content, so what was built from it (the catalog) is kept
            page = self._decoded.get(memo)
            if page is None:
                page = _page_of(encoded)
                self._remember(memo, page)
            size = int(value.get("size", 0))
            return StoredPage(page, float(value["received"]) - shift, int(value["ttl_ms"]), digest, size)
        except (KeyError, TypeError, ValueError):
            return None  # not a page this code wrote (another version's, or damaged): a miss, fetched anew

    def _remember(self, memo: _Memo, page: Page) -> None:
        self._decoded[memo] = page
        if len(self._decoded) > self._max_decoded:
            del self._decoded[next(iter(self._decoded))]

    def _index(self, stored: str, wanted: PageKey) -> None:
        if stored in self._entries:
            self._entries.move_to_end(stored)  # a hit: the most recently used now
            return
        self._entries[stored] = wanted
        self._by_list.setdefault((wanted[0], wanted[1]), set()).add(stored)

    def _forget(self, stored: str) -> None:
        wanted = self._entries.pop(stored, None)
        if wanted is not None:
            self._unindex(stored, (wanted[0], wanted[1]))

    def _unindex(self, stored: str, list_key: tuple[str, str]) -> None:
        keys = self._by_list.get(list_key)
        if keys is not None:
            keys.discard(stored)
            if not keys:
                del self._by_list[list_key]

    def _doom(self, prefix: str) -> None:
        self._doomed[prefix] = self._doomed.get(prefix, 0) + 1

    async def _flush(self) -> None:
        # a prefix dropped again while its deletion was under way stays doomed, for the next flush
        for prefix, times in list(self._doomed.items()):
            try:
                if self._local is not self._store:
                    await self._local.delete_prefix(prefix)
                await self._store.delete_prefix(prefix)
            except StoreUnavailable:
                return  # still doomed: never read, deleted by a later flush
            if self._doomed.get(prefix) == times:
                del self._doomed[prefix]
