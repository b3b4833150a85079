"""The merged tool list as the proxy pages it: generations by content, and signed cursors.

A generation is one content of the merged list, numbered by a digest of that content: the same number on every
replica, so a cursor one replica minted is honoured by another. A catalog object is rebuilt whenever an upstream
answers again (a ttl-0 server does on every request), so identity says nothing: equal content keeps its generation,
and the cursors minted for it stay valid. Every client sees the same pages: the list may vary by authorization
only, never by what a client declared or what another request did (2026-07-28, server/tools), so a tool whose
upstream once asked a client for a capability it lacked stays listed, and each such call answers -32021.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any

from aggregator.errors import McpError
from aggregator.protocol.jsonrpc import INVALID_PARAMS, EncodedList
from aggregator.proxy.signing import Signer

__all__ = ["ToolPages"]

Tools = tuple[dict[str, Any], ...]


class ToolPages:
    """The last few generations of the merged list."""

    def __init__(self, signer: Signer, *, generations: int = 4) -> None:
        self.signer = signer
        self.keep = generations
        self._generations: OrderedDict[int, Tools] = OrderedDict()
        self._generation = 0
        #: sha256 of a generation's tool list -> that generation: equal content, same generation
        self._by_content: dict[bytes, int] = {}
        self._catalog: Any = None
        #: (generation, offset, size) -> that page's tools with their JSON, made once for every client
        self._encoded: dict[tuple[int, int, int], EncodedList] = {}

    def adopt(self, catalog: Any, listed: Callable[[], Iterable[dict[str, Any]]] | None = None) -> None:
        """Make the list of `catalog` (a `Catalog`, or whatever `listed` lists: an exposure plan) current: a new
        generation only when its content is new."""
        if catalog is self._catalog:
            return
        self._catalog = catalog
        tools: Tools = tuple(catalog.exported() if listed is None else listed())
        digest = hashlib.sha256(json.dumps(tools, sort_keys=True, separators=(",", ":"), default=str).encode()).digest()
        known = self._by_content.get(digest)
        if known is not None and known in self._generations:
            self._generation = known
            self._generations.move_to_end(known)  # in use again: the last to be forgotten
            return
        # named by its content, not counted: every replica that adopts the same list gives it the same number, so a
        # cursor minted by one (signed with the key they share through the store) is honoured by the others
        self._generation = int.from_bytes(digest[:6], "big")
        self._generations[self._generation] = tools
        self._by_content[digest] = self._generation
        while len(self._generations) > self.keep:
            self._generations.popitem(last=False)
        live = set(self._generations)
        self._by_content = {key: gen for key, gen in self._by_content.items() if gen in live}
        self._encoded = {key: page for key, page in self._encoded.items() if key[0] in live}

    def page(self, cursor: Any, size: int | None) -> dict[str, Any]:
        """One page: `tools`, and `nextCursor` when more follow."""
        generation, offset = self._open(cursor)
        tools = self._generations[generation]
        size = size or max(len(tools), 1)
        result: dict[str, Any] = {"tools": self._slice(generation, tools, offset, size)}
        if offset + size < len(tools):
            result["nextCursor"] = self.signer.cursor(generation, offset + size)
        return result

    def _slice(self, generation: int, tools: Tools, offset: int, size: int) -> list[dict[str, Any]]:
        """One page's tools: the same `EncodedList` for every client, its JSON made once (a warm list is answered
        without encoding the tools again)."""
        key = (generation, offset, size)
        page = self._encoded.get(key)
        if page is None:
            page = self._encoded[key] = EncodedList(tools[offset : offset + size])
        return page

    def _open(self, cursor: Any) -> tuple[int, int]:
        if cursor is None:
            return self._generation, 0
        opened = self.signer.open_cursor(str(cursor))
        if opened is None:
            raise McpError(INVALID_PARAMS, "Invalid cursor")
        generation, offset = opened
        if generation not in self._generations:
            raise McpError(INVALID_PARAMS, "Expired cursor: the tool list changed; list again from the start")
        return generation, offset
