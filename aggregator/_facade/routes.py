"""Prompts, resources and completion: the directory of every serving server, and where a name or URI goes.

A prompt is routed by its exported name, a resource by its exact URI, then by the most specific template, then
by the server that emitted it in a result. `resources/read` is cached per URI under its own hints.

The directory waits for the servers' prompt and resource lists as the catalog waits for tools: at most the list
patience after the latest arrival. A server still listing then is served with the entries it listed last (none, the
first time), its lists go on arriving in the background, and no later directory waits for it again until they
have: one slow server must not hold every other server's prompts and reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import anyio

from aggregator._facade.connections import Connections, wait_quietly
from aggregator._facade.entry_pinning import EntryPinning
from aggregator._facade.lists import ENTRY_METHODS, ListUnavailable, ServerLists
from aggregator._facade.relay import Relay
from aggregator.cache import ListCache
from aggregator.catalog import Catalog
from aggregator.config import ServerConfig
from aggregator.directory import Directory, ServerEntries, build_directory
from aggregator.errors import McpError, UnknownTool
from aggregator.mirror import OwnSession
from aggregator.not_up import unknown_name
from aggregator.oauth_config import for_one_user
from aggregator.patience import patiently
from aggregator.protocol.jsonrpc import INVALID_PARAMS
from aggregator.protocol.mcp import RESOURCE_NOT_FOUND_LEGACY, InputRequired, Page, cache_hints
from aggregator.protocol.versions import Era
from aggregator.status import State
from aggregator.upstream import Upstream

__all__ = ["Routes", "read_key"]

Result = dict[str, Any]


class _NotCacheable(Exception):
    """An `input_required` answer: it goes to the caller, never into the cache."""


@dataclass(slots=True, eq=False)
class _Listing:
    """One server's prompt and resource lists being read, shared by the directories that wait for it."""

    done: anyio.Event = field(default_factory=anyio.Event)
    #: its entries once `done` (None: the server is not serving, or the aggregator closed)
    result: ServerEntries | None = None
    #: what went wrong reading them, raised to the directories that waited for it
    error: Exception | None = None
    #: a directory was served without it: later ones do not wait for it
    late: bool = False


def read_key(uri: str) -> str:
    """The cache's key of one resource's `resources/read`."""
    return f"resources/read {uri}"


class Routes:
    """The last directory of prompts and resources, and the requests routed by it."""

    def __init__(self, connections: Connections, lists: ServerLists, cache: ListCache, relay: Relay) -> None:
        self.connections = connections
        self.configured = connections.configured
        self.lists = lists
        self.cache = cache
        self.relay = relay
        self.directory: Directory | None = None
        #: the pins of prompts, resources and templates (set by the assembly): what they withhold is not routed
        self.pins: EntryPinning | None = None
        #: each server's lists being read (see the module docstring)
        self._listings: dict[str, _Listing] = {}
        #: each server's entries as last listed: what a late server is served with
        self._last: dict[str, ServerEntries] = {}

    async def current(self) -> Directory:
        """Prompts (namespaced like tools), resources and templates of every serving server, listed now (a server
        late by more than the list patience: as it listed last)."""
        servers = self.configured.servers
        listings = {server.name: self._listing(server) for server in servers}
        waited = [listing.done for listing in listings.values() if not listing.late]
        await patiently(waited, self.configured.settings.list_patience_s, self.connections.clock)
        found: list[ServerEntries] = []
        for server in servers:
            listing = listings[server.name]
            if not listing.done.is_set():
                listing.late = True
            if listing.error is not None:
                raise listing.error
            entries = listing.result if listing.done.is_set() else self._last.get(server.name)
            if entries is not None:
                found.append(entries)
        raw = build_directory(found, self.configured.settings)
        self.directory = await self.pins.check(raw) if self.pins is not None else raw
        return self.directory

    def forget(self, name: str) -> None:
        """Drop what is kept of server `name` (a reload changed it): its next directory lists it afresh."""
        self._listings.pop(name, None)
        self._last.pop(name, None)

    def _listing(self, server: ServerConfig) -> _Listing:
        """The reading of `server`'s lists in flight, else a new one, started in the aggregator's own task group (a
        late list keeps coming after the directory went on without it)."""
        listing = self._listings.get(server.name)
        if listing is None or listing.done.is_set():
            listing = self._listings[server.name] = _Listing()
            assert self.connections.tg is not None
            self.connections.tg.start_soon(self._list_into, server, listing)
        return listing

    async def _list_into(self, server: ServerConfig, listing: _Listing) -> None:
        out: dict[str, ServerEntries] = {}
        try:
            await self._collect_entries(server, out)
        except Exception as exc:  # handed to the directory waiting for it: the aggregator's task group must live on
            listing.error = exc
        finally:
            listing.result = out.get(server.name)
            if listing.result is not None:
                self._last[server.name] = listing.result
            else:
                self._last.pop(server.name, None)  # not serving: nothing of it to route by
            listing.done.set()

    async def _routing(self) -> Directory:
        """The directory to route by: the one held, else listed now; with pins on, always listed now (a prompt or
        resource changed since the last list must not go through on its old approval; lists come from the cache)."""
        pinned = self.pins is not None and self.pins.on
        return (None if pinned else self.directory) or await self.current()

    async def _collect_entries(self, server: ServerConfig, out: dict[str, ServerEntries]) -> None:
        upstream = self.connections.upstreams.get(server.name)
        if upstream is None:
            return
        with anyio.move_on_after(server.timeouts.list):
            await wait_quietly(upstream, server.timeouts.list)
        desc = upstream.description
        if upstream.status.state is not State.OK or desc is None:
            return
        lists: dict[str, Sequence[Mapping[str, Any]]] = {}
        for method, capability in ENTRY_METHODS:
            if capability not in desc.capabilities:
                self.lists.entries.pop((server.name, method), None)
                continue
            try:
                listed = await self.lists.held(server, upstream, method)
            except ListUnavailable:
                continue  # the tools still work; a missing prompt list shows as no prompts
            lists[method] = listed.items
            self.lists.entries[(server.name, method)] = listed
        out[server.name] = ServerEntries(
            name=server.name,
            prefix=server.tool_prefix,
            prompts=lists.get("prompts/list", ()),
            resources=lists.get("resources/list", ()),
            templates=lists.get("resources/templates/list", ()),
        )

    async def get_prompt(
        self,
        name: str,
        arguments: Mapping[str, str] | None,
        continuation: Mapping[str, Any] | None,
        own: OwnSession | None,
        options: Mapping[str, Any],
    ) -> Result | InputRequired:
        """`prompts/get` by exported name (see `Aggregator.get_prompt`)."""
        directory = await self._routing()
        route = directory.route_prompt(name) or (await self.current()).route_prompt(name)
        if route is None and self.pins is not None:
            self.pins.refuse_prompt(name)
        if route is None:
            raise self._unknown("prompt", name, "unknown_prompt")
        server, original = route
        params: dict[str, Any] = {"name": original, **(continuation or {})}
        if arguments is not None:
            params["arguments"] = dict(arguments)
        upstream = await self.connections.upstream_for(server, own)
        return await self.relay.forward(server, upstream.request("prompts/get", params, **options), "prompts/get")

    async def read_resource(
        self, uri: str, continuation: Mapping[str, Any] | None, own: OwnSession | None, options: Mapping[str, Any]
    ) -> Result | InputRequired:
        """`resources/read`, routed by URI (see `Aggregator.read_resource`)."""
        server = await self.server_for_uri(uri)
        params = {"uri": uri, **(continuation or {})}
        upstream = await self.connections.upstream_for(server, own)
        personal = for_one_user(getattr(self.configured.by_name[server], "oauth", None))
        if continuation or personal or upstream is not self.connections.upstreams[server]:
            # an MRTR retry is never cached, nor answered from the cache; nor is a read on a client's own session,
            # nor one made with a proxy user's own tokens (what it reads is theirs)
            return await self.relay.forward(server, upstream.request("resources/read", params, **options))
        return await self.relay.forward(server, self._cached_read(server, upstream, uri, options))

    async def _cached_read(
        self, server: str, upstream: Upstream, uri: str, options: Mapping[str, Any]
    ) -> Result | InputRequired:
        """`resources/read` is cacheable per its own `ttlMs`/`cacheScope`: one page under a per-URI key."""
        needs_input: list[InputRequired] = []
        fetched: list[bool] = []

        async def fetch(cursor: str | None) -> Page:
            fetched.append(True)
            result = await upstream.request("resources/read", {"uri": uri}, **options)
            if isinstance(result, InputRequired):
                needs_input.append(result)
                raise _NotCacheable
            ttl, scope = cache_hints(result)
            return Page("resources/read", (result,), None, ttl, scope)

        try:
            listed = await self.cache.get_list(
                server,
                read_key(uri),
                fetch,
                partition=self.lists.partition_of(self.configured.by_name[server]),
                legacy=upstream.status.era is Era.LEGACY,
            )
        except _NotCacheable:
            return needs_input[0]
        result = listed.pages[0].items[0]
        left = listed.min_remaining_ttl_s
        ttl = result.get("ttlMs")
        if not fetched and isinstance(ttl, int) and not isinstance(ttl, bool) and left is not None and not listed.stale:
            # a read served from the cache is good for what is left of the server's ttlMs, not for all of it again
            result = {**result, "ttlMs": max(0, min(ttl, int(left * 1000)))}
        return result

    async def complete(
        self,
        ref: Mapping[str, Any],
        argument: Mapping[str, Any],
        context: Mapping[str, Any] | None,
        own: OwnSession | None,
        options: Mapping[str, Any],
    ) -> Result:
        """`completion/complete`, routed by the prompt name or resource URI of `ref`."""
        directory = await self._routing()
        params: dict[str, Any] = {"ref": dict(ref), "argument": dict(argument)}
        if context is not None:
            params["context"] = dict(context)
        kind, field = ref.get("type"), "name" if ref.get("type") == "ref/prompt" else "uri"
        if kind not in ("ref/prompt", "ref/resource") or not isinstance(ref.get(field), str):
            # said as it is: "Resource not found: None" for a ref of no known type told the caller nothing
            raise McpError(
                INVALID_PARAMS,
                f"ref must be {{type: 'ref/prompt', name}} or {{type: 'ref/resource', uri}}, got type {kind!r}"
                + ("" if kind not in ("ref/prompt", "ref/resource") else f" without a string {field!r}"),
            )
        if kind == "ref/prompt":
            route = directory.route_prompt(str(ref.get("name")))
            if route is None and self.pins is not None:
                self.pins.refuse_prompt(str(ref.get("name")))
            if route is None:
                raise self._unknown("prompt", str(ref.get("name")), "unknown_prompt", McpError)
            server, original = route
            params["ref"] = {**params["ref"], "name": original}
        else:
            uri = str(ref.get("uri"))
            if self.pins is not None:
                self.pins.refuse_uri(uri, self._route_uri(uri) is not None)
            found = self._route_uri(uri) or self.relay.emitted.get(uri)
            if found is None:
                raise self._unknown("resource", uri, "unknown_resource", McpError)
            server = found
        upstream = await self.connections.upstream_for(server, own)
        desc = upstream.description
        if desc is not None and "completions" not in desc.capabilities:
            # a server that offers no completions is not asked (it would answer -32601, which the client would read
            # as the aggregator's): no suggestions, as for any argument nothing completes
            return {"completion": {"values": [], "hasMore": False}}
        result = await self.relay.forward(server, upstream.request("completion/complete", params, **options))
        assert isinstance(result, dict)
        return result

    async def subscribe(self, uri: str, subscribed: bool) -> None:
        """Subscribe to (or unsubscribe from) `uri` at the server that serves it. Raises McpError (-32602) when that
        server takes no subscriptions (`resources.subscribe` not declared): nothing is sent to it."""
        server = await self.server_for_uri(uri)
        desc = self.connections.upstreams[server].description
        offered = (desc.capabilities.get("resources") if desc is not None else None) or {}
        if subscribed and not (isinstance(offered, dict) and offered.get("subscribe") is True):
            message = f"server {server!r} does not take resource subscriptions: {uri} cannot be subscribed to"
            raise self.configured.redacted(McpError(INVALID_PARAMS, message, {"uri": uri}))
        await self.relay.forward(server, self.connections.upstreams[server].subscribe_resource(uri, subscribed))

    async def server_for_uri(self, uri: str) -> str:
        """Exact URI, then a template in config order (listing again if need be), then who emitted it. With pins on,
        a URI they withhold (its resource, or the only template that matches it) is refused."""
        if self.pins is not None and self.pins.on:
            routed = (await self.current()).route_uri(uri)
            self.pins.refuse_uri(uri, routed is not None)
        server = self._route_uri(uri) or (await self.current()).route_uri(uri) or self.relay.emitted.get(uri)
        if server is None:
            raise self._unknown("resource", uri, "unknown_resource", McpError)
        return server

    def _unknown(self, what: str, name: str, kind: str, error: type[McpError] = UnknownTool) -> McpError:
        """The error for a prompt or resource no list has: it names the servers not up, whose lists are missing."""
        message, data = unknown_name(what, name, self.connections.not_up(), kind)
        found = self.configured.redacted(error(INVALID_PARAMS, message, data))
        if what == "resource":
            # the handshake revisions said -32002 for a resource not found; a client of theirs hears that code
            found.verbatim = self.configured.redacted(McpError(RESOURCE_NOT_FOUND_LEGACY, message, data))
        return found

    def _route_uri(self, uri: str) -> str | None:
        directory = self.directory
        return directory.route_uri(uri) if directory is not None else None

    def era_of_route(self, method: str, name: str, catalog: Catalog | None) -> Era | None:
        """The era of the server a request of `method` for `name` goes to, as now known (None: not known yet)."""
        server = self.server_of_route(method, name, catalog)
        upstream = self.connections.upstreams.get(server) if server is not None else None
        return upstream.status.era if upstream is not None else None

    def server_of_route(self, method: str, name: str, catalog: Catalog | None) -> str | None:
        """The server a `tools/call`, `prompts/get` or `resources/read` of `name` goes to, from the lists held."""
        server: str | None = None
        if method == "tools/call":
            tool = catalog.get(name) if catalog is not None else None
            server = tool.server if tool is not None else None
        elif method == "prompts/get":
            route = self.directory.route_prompt(name) if self.directory is not None else None
            server = route[0] if route is not None else None
        elif method == "resources/read":
            server = self._route_uri(name) or self.relay.emitted.get(name)
        return server
