"""The facade's tool index: built on the first search, brought up to date from a newer catalog, off the event loop.

Listing never waits for it: nothing is indexed until someone searches, and a search after the catalog changed
re-reads only the tools whose definitions changed (`ToolIndex.update`), in a worker thread, so the proxy keeps
answering `tools/list` and calls meanwhile.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

import anyio
import anyio.to_thread

from aggregator.catalog import Catalog
from aggregator.search import MAX_QUERY_CHARS, SearchHit, SearchUnavailable, ToolIndex

if TYPE_CHECKING:
    from aggregator._facade.assembly import Assembly

__all__ = ["CatalogSearch", "ToolSearch"]


class CatalogSearch:
    """One `ToolIndex` over the merged catalog, updated when the catalog object changes."""

    def __init__(self) -> None:
        self.index = ToolIndex()
        self._indexed: Catalog | None = None
        self._lock: anyio.Lock | None = None

    async def search(
        self, catalog: Catalog, query: str, k: int, among: Collection[str] | None = None
    ) -> list[SearchHit]:
        """The `k` best tools of `catalog` for `query` (SearchUnavailable without the `search` extra)."""
        if not self.index.available:
            raise SearchUnavailable()
        if self._lock is None:
            self._lock = anyio.Lock()
        async with self._lock:  # one update at a time; a search waits for the update it needs
            if catalog is not self._indexed:
                tools = [
                    (tool.name, tool.server, tool.original_name, definition)
                    for tool, definition in zip(catalog.tools, catalog.exported(), strict=True)
                ]
                await anyio.to_thread.run_sync(self.index.update, tools)
                self._indexed = catalog
            return self.index.search(query, k, among=among)


class ToolSearch:
    """`Aggregator.search_tools`, kept beside the index it drives (the facade class itself is at its size limit)."""

    _search: CatalogSearch | None = None  # made on the first search

    if TYPE_CHECKING:
        _parts: Assembly  # the facade's parts: the running phase is theirs

        async def catalog(self) -> Catalog: ...

    async def search_tools(self, query: str, k: int = 5, *, among: Collection[str] | None = None) -> list[SearchHit]:
        """The `k` merged tools that best match `query`, best first, as `SearchHit`s (name, server, original name,
        score, definition).

        Ranks names, titles, descriptions, parameters and server names (`aggregator.search`); `among` restricts it
        to these exported names. The index is built on the first search and updated from a newer catalog on the
        next one (only changed tools are read again), never on the path of a list. Raises `SearchUnavailable`
        without the `search` extra (`pip install 'mcp-aggregator[search]'`); TypeError or ValueError at once for a
        query that is no string, a `k` that is no whole number of 0 or more, or `among` given as one string."""
        if not isinstance(query, str):
            raise TypeError(f"query must be a str, got {type(query).__name__}")
        if len(query) > MAX_QUERY_CHARS:  # ranking runs on the event loop: a megabyte of words would stall it
            raise ValueError(f"query must be at most {MAX_QUERY_CHARS} characters, got {len(query)}")
        if not isinstance(k, int) or isinstance(k, bool):
            raise TypeError(f"k must be an int, got {type(k).__name__}")
        if k < 0:
            raise ValueError(f"k must be 0 or more, got {k}")
        if isinstance(among, str | bytes) or (among is not None and not all(isinstance(n, str) for n in among)):
            raise TypeError("among must be a collection of exported tool names, not one string")  # "ab" is no ["ab"]
        self._parts.connections.require_running("search_tools")
        catalog = await self.catalog()
        if self._search is None:
            self._search = CatalogSearch()
        return await self._search.search(catalog, query, k, among)
