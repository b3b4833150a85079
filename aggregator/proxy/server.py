"""The proxy's server half, without a transport: one dual-era MCP server in front of an `Aggregator`.

The era is decided per request. A request whose `_meta` (or, on HTTP, whose `MCP-Protocol-Version`
header) names a modern revision follows the 2026-07-28 rules; anything else belongs to a legacy
session opened by `initialize`. Fronts (stdio, HTTP) only move messages: they call `handle()` with
the request, the session it arrived in, and a way to send notifications on the request's stream.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio

from aggregator import tracing
from aggregator.aggregator import Aggregator
from aggregator.client_handler import BRIDGEABLE_CAPABILITIES, BridgingClientHandler
from aggregator.config import ServerConfig
from aggregator.errors import AggregatorError, McpError
from aggregator.events import UpstreamEvent
from aggregator.mirror import DEFAULT_LIMIT, MirroredClient
from aggregator.protocol.jsonrpc import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    ErrorResponse,
    Notification,
    Request,
    Response,
)
from aggregator.protocol.mcp import (
    CLIENT_CAPABILITIES_KEY,
    LOG_LEVEL_KEY,
    PROTOCOL_VERSION_KEY,
    SERVER_INFO_KEY,
    SUBSCRIPTION_ID_KEY,
    UNSUPPORTED_VERSION,
    cache_hints,
)
from aggregator.protocol.versions import LATEST_LEGACY, LEGACY_VERSIONS, MODERN_VERSIONS, SUPPORTED_VERSIONS
from aggregator.proxy.context import RequestContext
from aggregator.proxy.downgrade import downgrade
from aggregator.proxy.exposure_view import ExposureView
from aggregator.proxy.handlers import Handlers
from aggregator.proxy.notify import LOG_LEVELS, ChangeNotifier
from aggregator.proxy.offer import offered_capabilities, wait_for_upstreams
from aggregator.proxy.parked_calls import ParkedCalls
from aggregator.proxy.parking import (
    MAX_PARKED,
    MAX_PARKED_PER_CLIENT,
    Parked,
    upstream_capabilities,
)
from aggregator.proxy.relaying import CallRelay
from aggregator.proxy.replies import error_reply, internal_error_reply
from aggregator.proxy.session import Send, Session, session_client
from aggregator.proxy.signing import Signer
from aggregator.proxy.tool_pages import ToolPages
from aggregator.store import Store, StoreUnavailable, shared_secret
from aggregator.upstream import Paused, Upstream

__all__ = [
    "PROXY_MODERN_CAPABILITIES",
    "ProxyServer",
    "ProxySettings",
    "Session",
    "bridging_upstream",
    "error_reply",
]

SERVER_INFO = {"name": "mcp-aggregator", "version": "0.1.0"}

#: methods whose complete results must carry `ttlMs` and `cacheScope` (the 2026-07-28 schema's CacheableResult)
CACHEABLE_METHODS = frozenset(
    {"server/discover", "tools/list", "prompts/list", "resources/list", "resources/templates/list", "resources/read"}
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ProxySettings:
    """Options of the proxy's MCP server core (paging, instructions size, bridged-request expiry, server info)."""

    #: tools/list page size downstream (None: the whole list in one page)
    page_size: int | None = None
    #: how many catalog generations a paginating client may still finish
    generations: int = 4
    instructions_limit: int = 8192
    #: seconds a modern client has to answer a bridged legacy upstream's request before its call is cancelled
    input_expiry: float = 300.0
    #: modern calls parked for their clients' input at once, in all and per client (HTTP: its address); past
    #: either, a call that would park is refused at once (-32603, `data.aggregator.kind` "busy")
    max_parked: int = MAX_PARKED
    max_parked_per_client: int = MAX_PARKED_PER_CLIENT
    #: legacy clients' own legacy sessions open at once to one dual-era upstream (era mirroring); past it, the
    #: next legacy client shares the modern connection (0: no mirroring)
    mirror_sessions: int = DEFAULT_LIMIT
    server_info: Mapping[str, Any] = field(default_factory=lambda: dict(SERVER_INFO))
    #: the client profile (see `aggregator.client_profile`) of requests that name none: the whole merged list
    #: as it is when None; the HTTP front's `/mcp/p/<profile>` endpoints name their own
    profile: str | None = None
    #: the name the clients' configs give this proxy (Claude Code prefixes tool names with it)
    client_key: str | None = None


def request_version(request: Request, header_version: str | None = None) -> str | None:
    """The modern revision a request names (`_meta`, else the HTTP header), or None for legacy."""
    meta = (request.params or {}).get("_meta")
    version = meta.get(PROTOCOL_VERSION_KEY) if isinstance(meta, dict) else None
    if isinstance(version, str):
        return version
    if header_version is not None and header_version not in LEGACY_VERSIONS:
        return header_version
    return None


class ProxyServer:
    """The proxy's MCP server core: answers clients of both eras from one `Aggregator`, whatever the front (stdio,
    HTTP).

    It holds the sessions and dispatches; its parts hold the rest: `pages` (tools/list generations and cursors),
    `parked` (calls waiting for a modern client's answers), `relay` (forwarded calls), `notifier` (what clients are
    told outside their requests), all signing with one `signer`.
    """

    def __init__(self, aggregator: Aggregator, settings: ProxySettings | None = None) -> None:
        self.aggregator = aggregator
        self.settings = settings or ProxySettings()
        settings = self.settings
        self.signer = Signer()  # signs our cursors and requestStates: a forged one is refused, never trusted
        #: the key was replaced by the one shared through the aggregator's store (done before the first request)
        self._key_shared = False
        self.pages = ToolPages(self.signer, generations=settings.generations)
        self._sessions: dict[str, Session] = {}
        self.parked = ParkedCalls(
            self.signer,
            input_expiry=settings.input_expiry,
            max_parked=settings.max_parked,
            max_parked_per_client=settings.max_parked_per_client,
        )
        self.relay = CallRelay(aggregator, self.parked)
        self.notifier = ChangeNotifier(aggregator, self._sessions, self.parked)
        self.view = ExposureView(
            aggregator, self.signer, generations=settings.generations, client_key=settings.client_key
        )
        self.handlers = handlers = Handlers(
            aggregator, self.pages, self.relay, self.notifier, page_size=settings.page_size, view=self.view
        )
        self._modern_handlers = {"server/discover": self._discover, **handlers.table(modern=True)}
        self._legacy_handlers = handlers.table(modern=False)

    @property
    def _parked(self) -> dict[str, Parked]:
        # the calls parked now, by id (tests look at them)
        return self.parked.parked

    # -- sessions ------------------------------------------------------------------------------

    def open_session(self, outbox: Send | None = None, *, session_id: str | None = None) -> Session:
        """Open a legacy session; `outbox` receives what the server sends the client outside any request.

        `session_id` is the id to give it (unique among the open ones); by default a fresh random one.
        """
        session = Session(outbox=outbox) if session_id is None else Session(id=session_id, outbox=outbox)
        self._sessions[session.id] = session
        return session

    def close_session(self, session: Session) -> None:
        """Forget `session` (its client said goodbye or it expired); its own upstream sessions end too."""
        self._sessions.pop(session.id, None)
        if session.own is not None:
            session.own.close()

    def session(self, session_id: str) -> Session | None:
        """The open session `session_id`, or None."""
        return self._sessions.get(session_id)

    # -- dispatch ------------------------------------------------------------------------------

    request_version = staticmethod(request_version)

    async def handle(
        self,
        request: Request,
        *,
        session: Session | None,
        send: Send,
        header_version: str | None = None,
        client: str | None = None,
        paused: Paused | None = None,
        profile: str | None = None,
    ) -> Response | ErrorResponse | None:
        """Answer one request; notifications for it (progress, logs) go out through `send` first.

        `client` names who sent it (the HTTP front: the remote address), for the per-client bounds. `paused`: told
        when the upstream closed the forwarded request's stream before answering (SEP-1699 polling), so that a
        legacy session's front can let go of its own client's stream the same way. `profile`: the client profile
        of a modern request's endpoint (a legacy session keeps the one it was opened on).
        """
        if not self._key_shared:
            await self._share_key()
        version = self.request_version(request, header_version)
        with tracing.serving(request, version, session) as served:
            try:
                if version is not None:
                    result = await self._modern(request, send, header_version, client, profile)
                else:
                    result = await self._legacy(request, session, send, paused)
            except AggregatorError as exc:
                if version is None and isinstance(exc, McpError) and exc.verbatim is not None:
                    exc = exc.verbatim  # a handshake-era client hears the server's own code, as it would directly
                reply: Response | ErrorResponse | None = error_reply(request, exc, self.aggregator.config)
            except Exception as exc:  # a bug of ours must cost one answer, never the stdio proxy or an HTTP 500
                reply = internal_error_reply(request, exc)
            else:
                reply = None if result is None else Response(request.id, result)
            served.reply(reply)
        return reply

    async def _share_key(self) -> None:
        """Sign with the key every proxy on the aggregator's store shares (the first to ask makes it): a cursor or a
        `requestState` minted by one replica is honoured by another."""
        key = await _shared_key(self.aggregator.store)
        if key is not None and not self._key_shared:
            self.signer.rekey(key)
            self._key_shared = True

    async def handle_notification(self, note: Notification, session: Session | None) -> None:
        """A client's notification: `initialized`, `cancelled` for one of its session's requests, or that its roots
        changed (told to its own upstream sessions, which declared its roots; shared ones were told none of ours)."""
        if session is None:
            return
        if note.method == "notifications/initialized":
            session.initialized = True
        elif note.method == "notifications/cancelled":
            session.cancel((note.params or {}).get("requestId"))
        elif note.method == "notifications/roots/list_changed" and session.own is not None:
            await session.own.roots_changed()

    @classmethod
    def batch_refusal(cls, request: Request, header_version: str | None = None) -> ErrorResponse | None:
        """Why a request may not travel in a JSON-RPC batch (None: it may).

        Batches exist only in 2025-03-26. A modern request has none, and one set of `Mcp-*` headers cannot
        mirror several bodies, so it is refused rather than run unchecked; `initialize` must not be batched.
        """
        if request.method == "initialize":
            return ErrorResponse(request.id, INVALID_REQUEST, "Invalid Request: initialize must not be batched")
        if cls.request_version(request, header_version) is not None:
            reason = "Invalid Request: a modern (2026-07-28) request cannot travel in a JSON-RPC batch"
            return ErrorResponse(request.id, INVALID_REQUEST, reason)
        return None

    async def _modern(
        self,
        request: Request,
        send: Send,
        header_version: str | None,
        client: str | None = None,
        profile: str | None = None,
    ) -> dict[str, Any] | None:
        params = request.params or {}
        meta = params.get("_meta")
        if not isinstance(meta, dict):
            meta = {}
        version = meta.get(PROTOCOL_VERSION_KEY)
        # over HTTP (`header_version` given) the front's HeaderCheck already refused all of this: not checked twice
        if header_version is None:
            if not isinstance(version, str):
                raise McpError(INVALID_PARAMS, f"params._meta must carry {PROTOCOL_VERSION_KEY}")
            if version not in MODERN_VERSIONS:
                data = {"supported": list(SUPPORTED_VERSIONS), "requested": version}
                raise McpError(UNSUPPORTED_VERSION, "Unsupported protocol version", data)
            if not isinstance(meta.get(CLIENT_CAPABILITIES_KEY), dict):
                raise McpError(INVALID_PARAMS, f"params._meta must carry {CLIENT_CAPABILITIES_KEY}")
        level = _log_level(meta)
        if request.method == "subscriptions/listen":
            await self.notifier.listen(request, send, client)
            return {"resultType": "complete", "_meta": {SUBSCRIPTION_ID_KEY: request.id}}
        handler = self._modern_handlers.get(request.method)
        if handler is None:
            raise McpError(METHOD_NOT_FOUND, f"Method not found: {request.method}")
        context = RequestContext(
            str(version),
            meta[CLIENT_CAPABILITIES_KEY],
            level,
            meta,
            send,
            modern=True,
            client=client,
            profile=profile or self.settings.profile,
        )
        result = dict(await handler(context, params))
        result.setdefault("resultType", "complete")
        if request.method in CACHEABLE_METHODS and result["resultType"] == "complete":
            # required on these results: the upstream's (made valid), or 0/private where it gave none (legacy)
            result["ttlMs"], result["cacheScope"] = cache_hints(result)
        meta = result.get("_meta")
        # the client's peer is us: the result says so, whichever upstream produced it
        result["_meta"] = {**(meta if isinstance(meta, dict) else {}), SERVER_INFO_KEY: dict(self.settings.server_info)}
        return result

    async def _legacy(
        self, request: Request, session: Session | None, send: Send, paused: Paused | None = None
    ) -> dict[str, Any] | None:
        params = request.params or {}
        if request.method == "initialize" and session is not None:
            session.initializing = True
        if request.method == "initialize":
            await wait_for_upstreams(self.aggregator)
            result = self._initialize(params, session)
            assert session is not None
            session.negotiated.set()
            return result
        if request.method == "ping":
            return {}
        if session is not None and session.version is None and session.initializing:
            with anyio.move_on_after(15):
                await session.negotiated.wait()
        if session is None or session.version is None:
            raise McpError(INVALID_REQUEST, "the session is not initialized: send initialize first")
        handler = self._legacy_handlers.get(request.method)
        if handler is None:
            raise McpError(METHOD_NOT_FOUND, f"Method not found: {request.method}")
        meta = params.get("_meta")
        if not isinstance(meta, dict):
            meta = {}
        context = RequestContext(
            session.version,
            session.capabilities,
            session.log_level,
            meta,
            send,
            session=session,
            paused=paused,
            profile=session.profile or self.settings.profile,
        )
        result = await handler(context, params)
        return downgrade(request.method, result, session.version)

    # -- lifecycle -------------------------------------------------------------------------------

    def _initialize(self, params: Mapping[str, Any], session: Session | None) -> dict[str, Any]:
        if session is None:
            raise McpError(INVALID_REQUEST, "initialize needs a session")
        session.initializing = False
        asked = params.get("protocolVersion")
        session.version = asked if asked in LEGACY_VERSIONS else LATEST_LEGACY
        capabilities = params.get("capabilities")
        session.capabilities = capabilities if isinstance(capabilities, dict) else {}
        info = params.get("clientInfo")
        session.client_info = info if isinstance(info, dict) else None
        if session.own is None and self.settings.mirror_sessions > 0:
            # nothing is opened yet: a session of its own with a dual-era server comes with the first call to it
            session.own = self.aggregator.own_session(
                session.capabilities,
                limit=self.settings.mirror_sessions,
                on_log=self.notifier.own_log_sink(session),
                client=session_client(session),
                on_complete=self.notifier.own_completion_sink(session),
            )
        result: dict[str, Any] = {
            "protocolVersion": session.version,
            "capabilities": self.capabilities(),
            "serverInfo": dict(self.settings.server_info),
        }
        instructions = self.instructions()
        if instructions:
            result["instructions"] = instructions
        return result

    def capabilities(self) -> dict[str, Any]:
        """Only what we really do (see `offered_capabilities`)."""
        return offered_capabilities(self.aggregator)

    def instructions(self) -> str:
        """Each server's instructions, labelled by server key, in config order, capped."""
        parts = [f"[{name}]\n{text.strip()}" for name, text in self.aggregator.instructions().items()]
        text = "\n\n".join(parts)
        limit = self.settings.instructions_limit
        return text if len(text) <= limit else text[: limit - 1] + "…"

    async def _discover(self, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
        await wait_for_upstreams(self.aggregator)
        result: dict[str, Any] = {
            "supportedVersions": list(SUPPORTED_VERSIONS),
            "capabilities": self.capabilities(),
            "ttlMs": 0,
            "cacheScope": "public",
        }
        instructions = self.instructions()
        if instructions:
            result["instructions"] = instructions
        return result

    # -- change notifications ------------------------------------------------------------------

    def on_event(self, event: UpstreamEvent) -> None:
        """Hooked to the aggregator's events: remember that something may have changed."""
        self.notifier.on_event(event)

    async def watch(self, *, task_status: Any = anyio.TASK_STATUS_IGNORED) -> None:
        """Tell clients when the merged lists really changed (not merely when an upstream said so).

        It also owns the calls parked for a modern client's answers and the logins started from the login pages:
        without `watch` running, a legacy upstream's requests to a modern client are declined, and no login offered.
        """
        async with self.handlers.logins.running():
            await self.notifier.watch(task_status=task_status)

    async def prime(self) -> None:
        """Take the first snapshot of the lists, so later changes can be told from the start."""
        await self.notifier.prime()


def bridging_upstream(server: ServerConfig, **options: Any) -> Upstream:
    """An `Upstream` for a proxy: it declares the capabilities the proxy can bridge (`BRIDGEABLE_CAPABILITIES`).

    Give it to `Aggregator(upstream_factory=...)` with `client_capabilities=PROXY_MODERN_CAPABILITIES`, so servers
    that list tools by their client's capabilities list them all; each call is checked against its own client's.
    A client's own (mirrored) session keeps its `MirroredClient`: it declares that client's capabilities only.
    """
    if isinstance(options.get("handler"), MirroredClient):
        # every request of a mirrored session is its one client's: the server hears what that client declared
        # and decides for itself (a tool it refuses is refused with its own error, as directly)
        return Upstream(server, **options)
    return Upstream(server, **{**options, "handler": BridgingClientHandler(server.roots)})


#: what a modern upstream hears of the proxy as a client when no downstream client is behind the request (lists)
PROXY_MODERN_CAPABILITIES: dict[str, Any] = upstream_capabilities(BRIDGEABLE_CAPABILITIES)


async def _shared_key(store: Store) -> bytes | None:
    """The signing key every proxy on `store` shares; None while a shared store is down (this process's own key
    signs meanwhile, and the next request asks again)."""
    try:
        return await shared_secret(store, "proxy-signing-key")
    except StoreUnavailable:
        return None


def _log_level(meta: dict[str, Any]) -> str | None:
    """A modern request's `logLevel`, checked here for both fronts: the threshold a call's log lines are filtered by
    must be one of the eight (-32602 otherwise, as the revision says)."""
    level = meta.get(LOG_LEVEL_KEY)
    if level is not None and level not in LOG_LEVELS:
        raise McpError(INVALID_PARAMS, f"unknown log level {level!r}; use one of {', '.join(LOG_LEVELS)}")
    return level if isinstance(level, str) else None
