"""What a client behind a profile sees: its exposure plan's list, paged, its meta-tools answered, its names routed.

A request on `/mcp/p/<profile>` (or any request of `serve --profile`) lists the plan compiled for that client
(`aggregator.exposure`): the inline tools, and `search_tools` / `call_tool` when some had to be deferred. A call by
a listed or deferred name goes to the catalog tool the name was fitted from; `call_tool` unwraps to the same route;
`search_tools` answers with the deferred tools that match, full definitions, and what the answer saved.

The spec-forward narrowing of `tools/list` (SEP-2564 `filter.namePatterns`, SEP-1821 `query`) is served here too,
behind the `experimental` capability `NARROWING_CAPABILITY`: a narrowed list depends on the request, so it is
marked `private` and never cached for anyone else.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from fnmatch import translate
from typing import Any

from aggregator.aggregator import Aggregator
from aggregator.errors import McpError
from aggregator.exposure import META_CALL, META_SEARCH, ExposurePlan
from aggregator.protocol.jsonrpc import INVALID_PARAMS
from aggregator.proxy.signing import Signer
from aggregator.proxy.tool_pages import ToolPages
from aggregator.search import MAX_QUERY_CHARS, SearchUnavailable

__all__ = [
    "DEFAULT_SEARCH_LIMIT",
    "MAX_NAME_PATTERNS",
    "MAX_NAME_PATTERN_CHARS",
    "MAX_SEARCH_LIMIT",
    "NARROWING_CAPABILITY",
    "ExposureView",
    "narrowing",
]

DEFAULT_SEARCH_LIMIT = 5
#: a search answer carries full definitions: past this many it is a second tool list, not an answer
MAX_SEARCH_LIMIT = 20
#: the `experimental` capability that announces list narrowing (the proposals' names may still change); under our
#: own prefix: one whose second label is `modelcontextprotocol` or `mcp` is reserved for names the spec defines
NARROWING_CAPABILITY = "dev.mcp-aggregator/tools-list-narrowing"
#: the most globs one `filter.namePatterns` may carry: each is matched against every tool on the event loop
MAX_NAME_PATTERNS = 64
#: the longest glob `filter.namePatterns` may carry (a tool name is seldom a tenth of it)
MAX_NAME_PATTERN_CHARS = 256


class ExposureView:
    """The per-profile side of the proxy's tool handling: one `ToolPages` per profile, and the meta-tools."""

    def __init__(self, aggregator: Aggregator, signer: Signer, *, generations: int, client_key: str | None) -> None:
        self.aggregator = aggregator
        self.signer = signer
        self.generations = generations
        self.client_key = client_key
        self._pages: dict[str, ToolPages] = {}

    async def plan(self, profile: str) -> ExposurePlan:
        """The plan of `profile` for the current catalog (the aggregator keeps it while the catalog is unchanged)."""
        if self.client_key is None:
            return await self.aggregator.exposure(profile)
        return await self.aggregator.exposure(profile, client_key=self.client_key)

    def pages(self, profile: str) -> ToolPages:
        """The pages of `profile`'s list: its own generations and cursors, as the whole list has its own."""
        pages = self._pages.get(profile)
        if pages is None:
            pages = self._pages[profile] = ToolPages(self.signer, generations=self.generations)
        return pages

    async def list_page(self, profile: str, cursor: Any, size: int | None) -> dict[str, Any]:
        """One page of the plan's list."""
        pages = self.pages(profile)
        plan = await self.plan(profile)
        pages.adopt(plan, plan.listed)
        return pages.page(cursor, size)

    async def route(self, profile: str, name: str, arguments: Any) -> tuple[str, Any, ExposurePlan]:
        """The catalog name and arguments a call by `name` goes to (`call_tool` unwrapped), and the plan.

        A name the plan does not know is passed on as it is: the aggregator answers it (an unknown tool, or one of
        a server that is away) the way it answers every call.
        """
        plan = await self.plan(profile)
        if plan.meta and name == META_CALL:
            if not isinstance(arguments, Mapping) or not isinstance(arguments.get("name"), str):
                raise McpError(INVALID_PARAMS, f"{META_CALL} needs a string 'name' and an 'arguments' object")
            inner = arguments.get("arguments")
            if inner is not None and not isinstance(inner, dict):
                raise McpError(INVALID_PARAMS, f"{META_CALL}: 'arguments' must be an object")
            name, arguments = arguments["name"], inner
            if name in (META_CALL, META_SEARCH):
                raise McpError(INVALID_PARAMS, f"{META_CALL} calls a tool, not {name!r}")
        routed = plan.route(name)
        return (routed.catalog_name if routed is not None else name), arguments, plan

    async def search(self, plan: ExposurePlan, arguments: Any) -> dict[str, Any]:
        """`search_tools`: the deferred tools that best match the query, full definitions, and the tokens saved."""
        if not isinstance(arguments, Mapping) or not isinstance(arguments.get("query"), str):
            raise McpError(INVALID_PARAMS, f"{META_SEARCH} needs a string 'query'")
        if len(arguments["query"]) > MAX_QUERY_CHARS:
            raise McpError(INVALID_PARAMS, f"{META_SEARCH}: 'query' must be at most {MAX_QUERY_CHARS} characters")
        limit = arguments.get("limit", DEFAULT_SEARCH_LIMIT)
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise McpError(INVALID_PARAMS, f"{META_SEARCH}: 'limit' must be a positive integer")
        deferred = plan.deferred()
        try:
            hits = await self.aggregator.search_tools(
                arguments["query"], min(limit, MAX_SEARCH_LIMIT), among=[entry.catalog_name for entry in deferred]
            )
        except SearchUnavailable as exc:
            # the model can still reach every tool through call_tool: it hears their names, not a ranking
            names = ", ".join(entry.name for entry in deferred)
            text = f"{exc}. Every deferred tool can still be called with {META_CALL}: {names}"
            return {"content": [{"type": "text", "text": text}], "isError": True}
        answer = plan.search_answer([hit.name for hit in hits])
        text = json.dumps(answer, ensure_ascii=False, separators=(",", ":"))
        return {"content": [{"type": "text", "text": text}], "structuredContent": answer}

    async def narrowed(self, profile: str | None, params: Mapping[str, Any]) -> list[dict[str, Any]] | None:
        """The list narrowed as the request asks (`filter.namePatterns`, `query`), or None when it asks nothing.

        Behind a profile, narrowing reaches the deferred tools too: it is how a spec-forward client finds them.
        """
        patterns, query = narrowing(params)
        if patterns is None and query is None:
            return None
        if profile is None:
            tools = (await self.aggregator.catalog()).exported()
            listed_as = {str(tool["name"]): str(tool["name"]) for tool in tools}
        else:
            reachable = [entry for entry in (await self.plan(profile)).entries if entry.placement in _REACHABLE]
            tools = [dict(entry.definition) for entry in reachable]
            listed_as = {entry.catalog_name: entry.name for entry in reachable}
        if patterns is not None:
            # compiled here, not by fnmatchcase: its cache keeps 32768 patterns, each client's for as long as it lives
            globs = [re.compile(translate(p)) for p in patterns]
            tools = [tool for tool in tools if any(glob.match(str(tool.get("name"))) for glob in globs)]
        if query is not None:
            by_name = {str(tool.get("name")): tool for tool in tools}
            hits = await self.aggregator.search_tools(query, MAX_SEARCH_LIMIT, among=list(listed_as))
            tools = [by_name[name] for name in (listed_as.get(hit.name) for hit in hits) if name in by_name]
        return tools


_REACHABLE = frozenset({"inline", "deferred"})


def narrowing(params: Mapping[str, Any]) -> tuple[list[str] | None, str | None]:
    """The narrowing a `tools/list` asks: `filter.namePatterns` (globs) and `query`; malformed ones are refused."""
    patterns: list[str] | None = None
    spec = params.get("filter")
    if spec is not None:
        raw = spec.get("namePatterns") if isinstance(spec, Mapping) else None
        if not isinstance(raw, list) or not raw or not all(isinstance(p, str) and p for p in raw):
            raise McpError(INVALID_PARAMS, "filter.namePatterns must be a non-empty list of name patterns")
        # every pattern is matched against every tool on the event loop: the client's list is bounded, as a query is
        if len(raw) > MAX_NAME_PATTERNS:
            raise McpError(INVALID_PARAMS, f"filter.namePatterns may hold at most {MAX_NAME_PATTERNS} patterns")
        if any(len(p) > MAX_NAME_PATTERN_CHARS for p in raw):
            raise McpError(
                INVALID_PARAMS, f"each of filter.namePatterns must be at most {MAX_NAME_PATTERN_CHARS} characters"
            )
        patterns = raw
    query = params.get("query")
    if query is not None and (not isinstance(query, str) or not query.strip()):
        raise McpError(INVALID_PARAMS, "query must be a non-empty string")
    if query is not None and len(query) > MAX_QUERY_CHARS:  # checked here: the search's own check is a ValueError
        raise McpError(INVALID_PARAMS, f"query must be at most {MAX_QUERY_CHARS} characters")
    return patterns, query
