"""The walk of one paginated list: which cursor to fetch next, and when to stop. No I/O.

Every list walk (an upstream's `list_all`, the list cache's) follows the same rules, so they live here once:
only a `nextCursor` of None ends a list (cursors are opaque, and "" is a real one); a cursor seen before
ends it incomplete (a server looping on its cursors); so do the page cap and the bounds on what one list may
hold in all (`MAX_ITEMS` items, `MAX_BYTES` of pages): a page may be as big as a message (16 MB), so the page cap
alone let one server's list take 250 of them, gigabytes once decoded. The caller fetches; this decides.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["MAX_BYTES", "MAX_ITEMS", "Cursors"]

#: the most items (tools, prompts, resources...) one walk reads, every page together
MAX_ITEMS = 20_000
#: the most bytes of pages one walk reads: their cursors, and their JSON where the walker measures it (the cache)
MAX_BYTES = 32 * 1024 * 1024


@dataclass(slots=True)
class Cursors:
    """The cursors of one walk of list `method`, at most `page_cap` pages.

    Fetch the first page with cursor None, then feed each page's `nextCursor` to `follow()` and fetch
    the cursor it returns, until it returns False; then `complete` and `problem` say how the walk ended.
    """

    method: str
    page_cap: int
    item_cap: int = MAX_ITEMS
    byte_cap: int = MAX_BYTES
    #: pages fetched so far (each `follow()` counts one), and the items and bytes they held
    pages: int = 0
    items: int = 0
    size: int = 0
    #: whether the walk reached the list's end
    complete: bool = False
    #: why the walk stopped short of the end, when it did
    problem: str | None = None
    _seen: set[str] = field(default_factory=set)

    def follow(self, next_cursor: str | None, *, items: int = 0, size: int = 0) -> bool:
        """Record one fetched page whose `nextCursor` is `next_cursor`, holding `items` items in `size` bytes (0 where
        the walker does not measure them): True to fetch that cursor next."""
        self.pages += 1
        self.items += items
        self.size += size + len(next_cursor or "")  # a cursor is as big as the server likes: it counts too
        if next_cursor is None:
            self.complete = True
            return False
        if next_cursor in self._seen:
            self.problem = (
                f"{self.method}: the server repeated cursor {next_cursor[:40]!r}; stopped after {self.pages} pages"
            )
            return False
        if self.pages >= self.page_cap:
            self.problem = f"{self.method}: stopped at the page cap ({self.page_cap} pages)"
            return False
        if self.items >= self.item_cap or self.size >= self.byte_cap:
            self.problem = (
                f"{self.method}: stopped after {self.pages} pages holding {self.items} items in {self.size} bytes "
                f"(a list is read up to {self.item_cap} items or {self.byte_cap} bytes)"
            )
            return False
        self._seen.add(next_cursor)
        return True
