"""The proxy's answers to what clients ask of the merged view: tools, prompts, resources, completion, and the
session-level requests of legacy clients (ping, log level, resource subscriptions).

Each handler takes the request's `RequestContext` and params and returns the result, raising `McpError` for what
the client must hear as an error. Forwarded requests go through `CallRelay`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from aggregator.aggregator import Aggregator
from aggregator.errors import McpError
from aggregator.exposure import META_SEARCH
from aggregator.protocol.jsonrpc import INVALID_PARAMS
from aggregator.protocol.mcp import LOG_LEVEL_KEY, MISSING_CAPABILITY
from aggregator.proxy.approval import ToolApprovals
from aggregator.proxy.context import RequestContext, capabilities_named, continuation_of, unasked
from aggregator.proxy.exposure_view import ExposureView
from aggregator.proxy.logins import Logins, needs_login
from aggregator.proxy.notify import LOG_LEVELS, ChangeNotifier, subscription_refusal
from aggregator.proxy.relaying import CallRelay
from aggregator.proxy.tool_pages import ToolPages

__all__ = ["Handler", "Handlers"]

#: answers one request kind: the request's context and params in, its result out
Handler = Callable[[RequestContext, Mapping[str, Any]], Awaitable[dict[str, Any]]]


class Handlers:
    """One method per request kind; `ProxyServer` dispatches to them by method name."""

    def __init__(
        self,
        aggregator: Aggregator,
        pages: ToolPages,
        relay: CallRelay,
        notifier: ChangeNotifier,
        *,
        page_size: int | None = None,
        view: ExposureView | None = None,
        approvals: ToolApprovals | None = None,
        logins: Logins | None = None,
    ) -> None:
        self.aggregator = aggregator
        self.pages = pages
        self.relay = relay
        self.notifier = notifier
        self.page_size = page_size
        self.view = view or ExposureView(aggregator, pages.signer, generations=pages.keep, client_key=None)
        self.approvals = approvals or ToolApprovals(aggregator, pages.signer)
        self.logins = logins or Logins(aggregator, pages.signer)

    def table(self, *, modern: bool) -> dict[str, Handler]:
        """Which handler answers which method in one era (legacy sessions have a few requests of their own)."""
        common: dict[str, Handler] = {
            "tools/list": self.tools_list,
            "tools/call": self.tools_call,
            "prompts/list": self.prompts_list,
            "prompts/get": self.prompts_get,
            "resources/list": self.resources_list,
            "resources/templates/list": self.templates_list,
            "resources/read": self.resources_read,
            "completion/complete": self.complete,
        }
        if modern:
            return common
        return {
            **common,
            "ping": self.ping,
            "logging/setLevel": self.set_level,
            "resources/subscribe": self.subscribe,
            "resources/unsubscribe": self.unsubscribe,
        }

    async def ping(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """A legacy ping: an empty result."""
        return {}

    async def set_level(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """`logging/setLevel`: the session's threshold, the upstreams' and its own upstream sessions' too."""
        level = params.get("level")
        if level not in LOG_LEVELS:
            raise McpError(INVALID_PARAMS, f"unknown log level {level!r}; use one of {', '.join(LOG_LEVELS)}")
        if ctx.session is not None:
            ctx.session.log_level = level
        # a legacy server's level is one per shared session: the most verbose any client asked for, each client's
        # lines filtered to its own threshold on the way out (`relaying`, `notify.wanted`); last-writer-wins would
        # silence one client's lines, or flood it, because of another's setting
        asked = [session.log_level for session in self.notifier.sessions.values() if session.log_level in LOG_LEVELS]
        await self.aggregator.set_log_level(min([level, *asked], key=LOG_LEVELS.index))
        if ctx.session is not None and ctx.session.own is not None:
            await ctx.session.own.set_log_level(level)  # the client's own upstream sessions (era mirroring) too
        return {}

    async def subscribe(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """`resources/subscribe`: the session hears `resources/updated` for the URI."""
        uri = params.get("uri")
        if ctx.session is not None and isinstance(uri, str):
            refusal = subscription_refusal(ctx.session.subscriptions, uri)
            if refusal is not None:
                raise McpError(INVALID_PARAMS, refusal)
            await self.aggregator.subscribe_resource(uri)
            ctx.session.subscriptions.add(uri)  # once it holds: a refused URI was kept for the session's life
        return {}

    async def unsubscribe(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """`resources/unsubscribe`; upstream too once no client wants the URI."""
        uri = params.get("uri")
        if ctx.session is not None and isinstance(uri, str):
            ctx.session.subscriptions.discard(uri)
            if not self.notifier.subscribed(uri):
                await self.aggregator.subscribe_resource(uri, subscribed=False)
        return {}

    async def tools_list(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """One page of the merged tools this client may see (its profile's plan, when it has one), with the list's
        cache hints for a modern client; narrowed (SEP-2564, SEP-1821) when it asks."""
        narrowed = await self.view.narrowed(ctx.profile, params)
        private = narrowed is not None  # what came back depends on the request: no one else may reuse it
        if narrowed is not None:
            result: dict[str, Any] = {"tools": narrowed}
        elif ctx.profile is not None:
            result = await self.view.list_page(ctx.profile, params.get("cursor"), self.page_size)
        else:
            self.pages.adopt(await self.aggregator.catalog())
            result = self.pages.page(params.get("cursor"), self.page_size)
        if ctx.modern:
            ttl, scope = self.aggregator.list_hints()
            result["ttlMs"], result["cacheScope"] = ttl, "private" if private else scope
        return result

    async def tools_call(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """A call routed to its server; a tool that asked for a capability this client lacks is remembered."""
        name = params.get("name")
        if not isinstance(name, str):
            raise McpError(INVALID_PARAMS, "tools/call needs a string name")
        arguments = params.get("arguments")
        if arguments is not None and not isinstance(arguments, dict):
            raise McpError(INVALID_PARAMS, "tools/call arguments must be an object")
        listed = name
        if ctx.profile is not None:
            name, arguments, plan = await self.view.route(ctx.profile, name, arguments)
            if plan.meta and listed == META_SEARCH:  # the name called, not where it routes (a server's own one)
                return await self.view.search(plan, arguments)
        cont, own = continuation_of(ctx, params), ctx.own
        # the retry after a login asked in band (`proxy/logins.py`): refused, or on with our own fields taken out
        refused, cont = await self.logins.admit(ctx, "tools/call", name, cont)
        if refused is not None:
            return dict(refused)
        # a tool the pins withhold is a question to this client first (`proxy/approval.py`)
        approver, asking, cont = await self.approvals.admit(ctx, name, cont)
        if asking is not None:
            return asking

        async def forward() -> dict[str, Any]:
            return await self.relay.run(
                ctx,
                ("tools/call", name, arguments),
                cont,
                lambda **o: self.aggregator.call_tool(
                    name, arguments, continuation=cont, own=own, on_unapproved=approver, **o
                ),
            )

        try:
            result = await forward()
        except McpError as exc:
            if needs_login(exc):  # a login for this call's user, in band
                return await self.logins.needed(ctx, "tools/call", name, exc, forward)
            if ctx.declined:
                await self.lacking(ctx, name)  # a modern client hears what it lacks instead
            raise
        if ctx.declined:
            await self.lacking(ctx, name)
        return result

    async def lacking(self, ctx: RequestContext, name: str) -> None:
        """A call whose upstream asked this client for what it did not declare: the tool needs it.

        A modern client gets `-32021` with `requiredCapabilities` (raised here); a legacy one, whose revisions have
        no such error, gets what the server made of our refusal, as it would directly (the refusal names the
        capability). The tool stays listed: a list may vary by authorization only, never by what one client lacked.
        """
        routed = (await self.aggregator.catalog()).get(name)
        server = routed.server if routed is not None else None
        missing = ", ".join(capabilities_named(ctx.declined))
        message = f"tool {name!r} needs the client capabilities {missing}, which this client did not declare"
        if not ctx.modern:
            return
        data = {
            "requiredCapabilities": ctx.declined,
            "aggregator": {"kind": "capability", "server": server},
        }
        raise McpError(MISSING_CAPABILITY, message, data)

    async def prompts_list(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """The merged prompts."""
        _one_page(params)
        result: dict[str, Any] = {"prompts": await self.aggregator.list_prompts()}
        return self.stamp(ctx, "prompts/list", result)

    async def prompts_get(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """A prompt, routed to its server like a call."""
        name = params.get("name")
        if not isinstance(name, str):
            raise McpError(INVALID_PARAMS, "prompts/get needs a string name")
        arguments = params.get("arguments")
        if arguments is not None and not (
            isinstance(arguments, dict) and all(isinstance(value, str) for value in arguments.values())
        ):
            # the spec's prompt arguments are strings: anything else is the client's error, not the server's to guess
            raise McpError(INVALID_PARAMS, "prompts/get arguments must be an object of strings")
        own = ctx.own

        async def forward(cont: dict[str, Any]) -> dict[str, Any]:
            return await self.relay.run(
                ctx,
                ("prompts/get", name, arguments),
                cont,
                lambda **o: self.aggregator.get_prompt(name, arguments, continuation=cont, own=own, **o),
            )

        return await self.logged_in(ctx, "prompts/get", name, continuation_of(ctx, params), forward)

    async def resources_list(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """The merged resources."""
        _one_page(params)
        return self.stamp(ctx, "resources/list", {"resources": await self.aggregator.list_resources()})

    async def templates_list(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """The merged resource templates."""
        _one_page(params)
        templates = await self.aggregator.list_resource_templates()
        return self.stamp(ctx, "resources/templates/list", {"resourceTemplates": templates})

    async def resources_read(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """A resource read, routed by its URI like a call."""
        uri = params.get("uri")
        if not isinstance(uri, str):
            raise McpError(INVALID_PARAMS, "resources/read needs a string uri")
        own = ctx.own

        async def forward(cont: dict[str, Any]) -> dict[str, Any]:
            return await self.relay.run(
                ctx,
                ("resources/read", uri, None),
                cont,
                lambda **o: self.aggregator.read_resource(uri, continuation=cont, own=own, **o),
            )

        return await self.logged_in(ctx, "resources/read", uri, continuation_of(ctx, params), forward)

    async def complete(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        """`completion/complete`, routed by its prompt or resource reference."""
        ref, argument = params.get("ref"), params.get("argument")
        if not isinstance(ref, dict) or not isinstance(argument, dict):
            raise McpError(INVALID_PARAMS, "completion/complete needs ref and argument objects")
        context = params.get("context")
        context = context if isinstance(context, dict) else None
        named = str(ref.get("name") if ref.get("type") == "ref/prompt" else ref.get("uri"))

        async def forward(cont: dict[str, Any]) -> dict[str, Any]:
            # the client's own `_meta` and capabilities go upstream, as with every routed request (never ours); not
            # its log level: a completion's log lines have nowhere to go (`unasked`), so the server is asked for none
            meta = {key: value for key, value in ctx.upstream_meta().items() if key != LOG_LEVEL_KEY}
            return dict(await self.aggregator.complete(ref, argument, context, own=ctx.own, meta=meta, log=unasked))

        return await self.logged_in(ctx, "completion/complete", named, {}, forward)

    async def logged_in(
        self,
        ctx: RequestContext,
        method: str,
        name: str,
        cont: dict[str, Any],
        forward: Callable[[dict[str, Any]], Awaitable[dict[str, Any]]],
    ) -> dict[str, Any]:
        """A routed request (`method` for `name`) run by `forward(continuation)`, with the tool call's in-band login
        (`proxy/logins.py`): a retry after the login is admitted (our fields taken out), and a failure because the
        upstream needs a login for this user offers one, then runs the request again."""
        refused, cont = await self.logins.admit(ctx, method, name, cont)
        if refused is not None:
            return dict(refused)
        try:
            return await forward(cont)
        except McpError as exc:
            if needs_login(exc):
                return await self.logins.needed(ctx, method, name, exc, lambda: forward(cont))
            raise

    def stamp(self, ctx: RequestContext, method: str, result: dict[str, Any]) -> dict[str, Any]:
        """A merged list's cache hints on its result, for a modern client."""
        if ctx.modern:
            # derived like the merged tool list's: the shortest TTL of the upstream lists, the most restrictive scope
            result["ttlMs"], result["cacheScope"] = self.aggregator.list_hints(method)
        return result


def _one_page(params: Mapping[str, Any]) -> None:
    """These lists are answered in one page, so no cursor of ours exists: any cursor given is invalid (-32602, as
    the spec asks), never quietly the first page again (a client paging would loop)."""
    if params.get("cursor") is not None:
        raise McpError(INVALID_PARAMS, "invalid cursor: this list is answered in one page")
