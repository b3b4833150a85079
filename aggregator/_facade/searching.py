"""The facade's tool index: built on the first search, brought up to date from a newer catalog, off the event loop.

Listing never waits for it: nothing is indexed until someone searches, and a search after the catalog changed
re-reads only the tools whose definitions changed (`ToolIndex.update`), in a worker thread, so the proxy keeps
answering `tools/list` and calls meanwhile.
"""

from __future__ import annotations

from collections.abc import Collection

import anyio
import anyio.to_thread

from aggregator.catalog import Catalog
from aggregator.search import SearchHit, SearchUnavailable, ToolIndex

__all__ = ["CatalogSearch"]


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
