"""Paginated lists of one server: a page, and the walk of every page by `protocol.pagination`'s rules."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from aggregator.errors import ProtocolViolation
from aggregator.protocol import headers as mcp_headers
from aggregator.protocol.mcp import LIST_METHODS, Page, parse_page
from aggregator.protocol.pagination import Cursors
from aggregator.upstream.requests import Requests

__all__ = ["ListResult", "Lists"]


@dataclass(frozen=True, slots=True)
class ListResult:
    """Every page of one paginated list, and whether the walk reached its end."""

    method: str
    pages: tuple[Page, ...]
    complete: bool
    problem: str | None = None

    @property
    def items(self) -> list[dict[str, Any]]:
        """The items of every page, in page order."""
        return [item for page in self.pages for item in page.items]

    @property
    def excluded(self) -> list[tuple[dict[str, Any], str]]:
        """The items left out of the pages, each with the reason."""
        return [pair for page in self.pages for pair in page.excluded]


class Lists(Requests):
    """`tools/list` and its kin, a page at a time or to the end."""

    async def list_page(self, method: str, cursor: str | None = None, *, timeout: float | None = None) -> Page:
        """One page of a paginated list, with its cache hints."""
        if method not in LIST_METHODS:
            raise ValueError(f"{method!r} is not a paginated list method")
        params = {"cursor": cursor} if cursor is not None else None
        result = await self.request(method, params, timeout=timeout)
        assert isinstance(result, dict)  # input_required is refused for lists in _unwrap
        try:
            page = parse_page(method, result)
        except ProtocolViolation as exc:
            raise ProtocolViolation(exc.message, server=self.name) from None
        if method == "tools/list":
            page = self._screen_tools(page)
        return page

    def _screen_tools(self, page: Page) -> Page:
        """On HTTP, drop tools whose `x-mcp-header` annotations are invalid (a MUST), saying why.

        (Over stdio the annotations mean nothing to us; the catalog screens every server's tools anyway,
        because a proxy re-exports them over HTTP.)
        """
        wire = self._wire
        if wire is None or not wire.over_http:
            return page
        kept: list[dict[str, Any]] = []
        excluded: list[tuple[dict[str, Any], str]] = []
        for tool in page.items:
            schema = tool.get("inputSchema")
            if not mcp_headers.mentions_x_mcp_header(schema):
                kept.append(tool)
                continue
            specs, problems = mcp_headers.tool_header_params(schema)
            if problems:
                excluded.append((tool, "invalid x-mcp-header: " + "; ".join(problems)))
                continue
            kept.append(tool)
            name = tool.get("name")
            if isinstance(name, str) and isinstance(schema, dict):
                if specs:
                    self._tool_headers[name] = specs
                else:
                    self._tool_headers.pop(name, None)
        if not excluded:
            return page
        return replace(page, items=tuple(kept), excluded=page.excluded + tuple(excluded))

    async def list_all(self, method: str, *, timeout: float | None = None) -> ListResult:
        """Follow `nextCursor` to the end; stop with a reason on a repeated cursor or the page cap."""
        pages: list[Page] = []
        cursors = Cursors(method, self.config.page_cap)
        cursor: str | None = None
        while True:
            page = await self.list_page(method, cursor, timeout=timeout)
            pages.append(page)
            cursor = page.next_cursor
            if not cursors.follow(cursor, items=len(page.items), size=_size(page)):
                return ListResult(method, tuple(pages), cursors.complete, cursors.problem)

    async def list_tools(self, *, timeout: float | None = None) -> ListResult:
        """Every page of `tools/list`, following cursors."""
        return await self.list_all("tools/list", timeout=timeout)


def _size(page: Page) -> int:
    """The bytes of a page's items as JSON: what the walk counts against its byte bound (a few large items would pass
    the item bound and still hold gigabytes)."""
    text = json.dumps(page.items, separators=(",", ":"), ensure_ascii=False, default=repr)
    return len(text.encode("utf-8", "surrogatepass"))
