"""The walk of one paginated list: which cursor to fetch next, and when to stop. No I/O.

Every list walk (an upstream's `list_all`, the list cache's) follows the same rules, so they live here once:
only a `nextCursor` of None ends a list (cursors are opaque, and "" is a real one); a cursor seen before
ends it incomplete (a server looping on its cursors); so does the page cap. The caller fetches; this decides.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Cursors"]


@dataclass(slots=True)
class Cursors:
    """The cursors of one walk of list `method`, at most `page_cap` pages.

    Fetch the first page with cursor None, then feed each page's `nextCursor` to `follow()` and fetch
    the cursor it returns, until it returns False; then `complete` and `problem` say how the walk ended.
    """

    method: str
    page_cap: int
    #: pages fetched so far (each `follow()` counts one)
    pages: int = 0
    #: whether the walk reached the list's end
    complete: bool = False
    #: why the walk stopped short of the end, when it did
    problem: str | None = None
    _seen: set[str] = field(default_factory=set)

    def follow(self, next_cursor: str | None) -> bool:
        """Record one fetched page whose `nextCursor` is `next_cursor`: True to fetch that cursor next."""
        self.pages += 1
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
        self._seen.add(next_cursor)
        return True
