"""The proxy's server half, without a transport: one dual-era MCP server in front of an `Aggregator`.

The era is decided per request. A request whose `_meta` (or, on HTTP, whose `MCP-Protocol-Version`
header) names a modern revision follows the 2026-07-28 rules; anything else belongs to a legacy
session opened by `initialize`. Fronts (stdio, HTTP) only move messages: they call `handle()` with
the request, the session it arrived in, and a way to send notifications on the request's stream.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import math
import os
import uuid
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
from anyio.abc import TaskGroup

from aggregator._tasks import single_errors
from aggregator.aggregator import Aggregator
from aggregator.client_handler import BRIDGEABLE_CAPABILITIES, BridgingClientHandler
from aggregator.config import ServerConfig
from aggregator.config_file import redact
from aggregator.errors import AggregatorError, McpError, PeerError
from aggregator.events import ListChanged, LogMessage, ResourceUpdated, StatusChanged, UpstreamEvent
from aggregator.mirror import DEFAULT_LIMIT, MirroredClient, OwnSession
from aggregator.protocol.jsonrpc import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    ErrorResponse,
    Message,
    Notification,
    Request,
    RequestId,
    Response,
)
from aggregator.protocol.mcp import (
    CLIENT_CAPABILITIES_KEY,
    LOG_LEVEL_KEY,
    MISSING_CAPABILITY,
    PROTOCOL_VERSION_KEY,
    SERVER_INFO_KEY,
    SUBSCRIPTION_ID_KEY,
    UNSUPPORTED_VERSION,
    InputRequired,
    cache_hints,
)
from aggregator.protocol.versions import LATEST_LEGACY, LEGACY_VERSIONS, MODERN_VERSIONS, SUPPORTED_VERSIONS, Era
from aggregator.proxy.downgrade import downgrade
from aggregator.proxy.parking import (
    MAX_PARKED,
    MAX_PARKED_PER_CLIENT,
    Ask,
    Parked,
    capability_of,
    crowded,
    declared,
    progress_note,
    undeclared,
    upstream_capabilities,
)
from aggregator.store import shared_secret
from aggregator.upstream import NotBridged, Paused, Upstream

__all__ = ["PROXY_MODERN_CAPABILITIES", "ProxyServer", "ProxySettings", "Session", "bridging_upstream"]

Send = Callable[[Message], Awaitable[None]]
SERVER_INFO = {"name": "mcp-aggregator", "version": "0.1.0"}
LOG_LEVELS = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")

#: methods whose complete results must carry `ttlMs` and `cacheScope` (the 2026-07-28 schema's CacheableResult)
CACHEABLE_METHODS = frozenset(
    {"server/discover", "tools/list", "prompts/list", "resources/list", "resources/templates/list", "resources/read"}
)
#: upstream list_changed notifications closer than this are checked as one
COALESCE_S = 0.05
#: a sustained storm of them re-lists every server at most this often
RECHECK_S = 1.0
#: session-level log lines held while the sessions that asked for them are sent the earlier ones
SESSION_LOG_BACKLOG = 256


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


@dataclass(slots=True)
class Session:
    """A legacy downstream session (stdio process or HTTP `Mcp-Session-Id`)."""

    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    version: str | None = None
    capabilities: dict[str, Any] = field(default_factory=dict)
    client_info: dict[str, Any] | None = None
    initialized: bool = False
    #: set once initialize has been answered; requests racing it wait for it
    negotiated: anyio.Event = field(default_factory=anyio.Event)
    log_level: str | None = None
    initializing: bool = False
    subscriptions: set[str] = field(default_factory=set)
    #: server-initiated messages for this session (list_changed); None where there is no such stream
    outbox: Send | None = None
    #: its own upstream sessions with dual-era servers (era mirroring), once initialized; closed with it
    own: OwnSession | None = None
    _asks: dict[Any, list[Any]] = field(default_factory=dict)
    _ask_ids: Any = field(default_factory=lambda: iter(range(1, 1 << 62)))
    #: the client's requests in flight, by id, each in the scope its `notifications/cancelled` cancels
    _running: dict[RequestId, anyio.CancelScope] = field(default_factory=dict)

    @contextmanager
    def cancellable(self, request_id: RequestId) -> Iterator[anyio.CancelScope]:
        """Run one request's work in a scope that the client's `notifications/cancelled` for its id cancels.

        Cancelling it cancels the upstream call too (the upstream layer sends its own cancellation).
        """
        scope = anyio.CancelScope()
        self._running[request_id] = scope
        try:
            with scope:
                yield scope
        finally:
            if self._running.get(request_id) is scope:  # a reused id may have replaced us
                del self._running[request_id]

    def cancel(self, request_id: Any) -> bool:
        """Cancel the request in flight with this id; False if there is none (already answered, or never sent)."""
        # only what can be a request id: True would find request 1 (equal hashes), a list would not hash at all
        if isinstance(request_id, bool) or not isinstance(request_id, str | int):
            return False
        scope = self._running.get(request_id)
        if scope is None:
            return False
        scope.cancel()
        return True

    async def ask(self, send: Send, method: str, params: Mapping[str, Any], timeout: float = 300.0) -> Any:
        """Send the client a request of its revision (elicitation, sampling, roots) and wait for its answer."""
        request_id = f"aggregator-{next(self._ask_ids)}"
        slot: list[Any] = [anyio.Event(), None]
        self._asks[request_id] = slot
        try:
            await send(Request(request_id, method, dict(params)))
            with anyio.fail_after(timeout):
                await slot[0].wait()
        finally:
            self._asks.pop(request_id, None)
        answer = slot[1]
        if isinstance(answer, ErrorResponse):
            raise PeerError(answer.code, answer.message, answer.data)
        return answer.result

    def deliver(self, message: Response | ErrorResponse) -> bool:
        """A client's answer to one of our requests; False if nobody is waiting for it."""
        slot = self._asks.get(message.id)
        if slot is None:
            return False
        slot[1] = message
        slot[0].set()
        return True


@dataclass(slots=True)
class _Listener:
    send: Send
    listen_id: Any
    wanted: dict[str, Any]


class ProxyServer:
    """The proxy's MCP server core: answers clients of both eras from one `Aggregator`, whatever the front (stdio,
    HTTP).
    """

    def __init__(self, aggregator: Aggregator, settings: ProxySettings | None = None) -> None:
        self.aggregator = aggregator
        self.settings = settings or ProxySettings()
        self._key = os.urandom(32)  # signs our cursors: a forged one is refused, never trusted
        #: the key was replaced by the one shared through the aggregator's store (done before the first request)
        self._key_shared = False
        self._generations: OrderedDict[int, tuple[dict[str, Any], ...]] = OrderedDict()
        self._generation = 0
        #: sha256 of a generation's tool list -> that generation: equal content, same generation
        self._by_content: dict[bytes, int] = {}
        self._last_catalog: Any = None
        self._sessions: dict[str, Session] = {}
        self._listeners: dict[int, _Listener] = {}
        self._last_exported: dict[str, Any] = {}
        self._dirty: anyio.Event | None = None
        #: owns the upstream calls parked for a modern client's input; exists while `watch` runs
        self._calls: TaskGroup | None = None
        self._parked: dict[str, Parked] = {}
        #: exported tool name -> the client capabilities its upstream was seen to ask for mid-call
        self._needs: dict[str, frozenset[str]] = {}
        # our requestStates start with this: a tag of our key, so a chained aggregator's state is not mistaken for ours
        self._state_mark = _state_mark(self._key)
        self._updated: list[str] = []
        #: log lines of no request's (session-level), waiting for `watch` to hand them to the sessions that asked
        #: (a line's target is None) or a mirrored session's lines, which are its own client's (the target)
        self._session_logs = anyio.create_memory_object_stream[tuple[LogMessage, Session | None]](SESSION_LOG_BACKLOG)
        self._modern_handlers = {
            "server/discover": self._discover,
            "tools/list": self._tools_list,
            "tools/call": self._tools_call,
            "prompts/list": self._prompts_list,
            "prompts/get": self._prompts_get,
            "resources/list": self._resources_list,
            "resources/templates/list": self._templates_list,
            "resources/read": self._resources_read,
            "completion/complete": self._complete,
        }
        self._legacy_handlers = {
            **{k: v for k, v in self._modern_handlers.items() if k != "server/discover"},
            "ping": self._ping,
            "logging/setLevel": self._set_level,
            "resources/subscribe": self._subscribe,
            "resources/unsubscribe": self._unsubscribe,
        }

    # -- sessions ------------------------------------------------------------------------------

    def open_session(self, outbox: Send | None = None) -> Session:
        """Open a legacy session; `outbox` receives what the server sends the client outside any request."""
        session = Session(outbox=outbox)
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

    @staticmethod
    def request_version(request: Request, header_version: str | None = None) -> str | None:
        """The modern revision a request names (`_meta`, else the HTTP header), or None for legacy."""
        meta = (request.params or {}).get("_meta")
        version = meta.get(PROTOCOL_VERSION_KEY) if isinstance(meta, dict) else None
        if isinstance(version, str):
            return version
        if header_version is not None and header_version not in LEGACY_VERSIONS:
            return header_version
        return None

    def _redact(self, text: str) -> str:
        """An error for a client may quote a URL or a server's echo of a token: the config's secrets stay here."""
        return redact(text, self.aggregator.config)

    async def handle(
        self,
        request: Request,
        *,
        session: Session | None,
        send: Send,
        header_version: str | None = None,
        client: str | None = None,
        paused: Paused | None = None,
    ) -> Response | ErrorResponse | None:
        """Answer one request; notifications for it (progress, logs) go out through `send` first.

        `client` names who sent it (the HTTP front: the remote address), for the per-client bounds. `paused`: told
        when the upstream closed the forwarded request's stream before answering (SEP-1699 polling), so that a
        legacy session's front can let go of its own client's stream the same way.
        """
        if not self._key_shared:
            await self._share_key()
        try:
            if self.request_version(request, header_version) is not None:
                result = await self._modern(request, send, header_version, client)
            else:
                result = await self._legacy(request, session, send, paused)
        except AggregatorError as exc:
            wire = exc.to_wire()
            message = exc.message if isinstance(exc, McpError) else str(exc)  # ours name the server at their head
            return ErrorResponse(request.id, wire["code"], self._redact(message), wire.get("data"))
        if result is None:
            return None
        return Response(request.id, result)

    async def _share_key(self) -> None:
        """Sign with the key every proxy on the aggregator's store shares (the first to ask makes it): a cursor or a
        `requestState` minted by one replica is honoured by another."""
        key = await shared_secret(self.aggregator.store, "proxy-signing-key")
        if not self._key_shared:
            self._key, self._state_mark, self._key_shared = key, _state_mark(key), True

    async def handle_notification(self, note: Notification, session: Session | None) -> None:
        """A client's notification: `initialized`, or `cancelled` for one of its session's requests."""
        if session is None:
            return
        if note.method == "notifications/initialized":
            session.initialized = True
        elif note.method == "notifications/cancelled":
            session.cancel((note.params or {}).get("requestId"))

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
        self, request: Request, send: Send, header_version: str | None, client: str | None = None
    ) -> dict[str, Any] | None:
        params = request.params or {}
        meta = params.get("_meta")
        if not isinstance(meta, dict):
            meta = {}
        version = meta.get(PROTOCOL_VERSION_KEY)
        if not isinstance(version, str):
            raise McpError(INVALID_PARAMS, f"params._meta must carry {PROTOCOL_VERSION_KEY}")
        if version not in MODERN_VERSIONS:
            data = {"supported": list(SUPPORTED_VERSIONS), "requested": version}
            raise McpError(UNSUPPORTED_VERSION, "Unsupported protocol version", data)
        if not isinstance(meta.get(CLIENT_CAPABILITIES_KEY), dict):
            raise McpError(INVALID_PARAMS, f"params._meta must carry {CLIENT_CAPABILITIES_KEY}")
        if request.method == "subscriptions/listen":
            await self._listen(request, send)
            return {"resultType": "complete", "_meta": {SUBSCRIPTION_ID_KEY: request.id}}
        handler = self._modern_handlers.get(request.method)
        if handler is None:
            raise McpError(METHOD_NOT_FOUND, f"Method not found: {request.method}")
        context = _Context(
            version, meta[CLIENT_CAPABILITIES_KEY], meta.get(LOG_LEVEL_KEY), meta, send, modern=True, client=client
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
            # answer with what the upstreams really offer: give them a moment to connect first
            await self.aggregator.wait_connected(timeout=10, patient=True)
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
        context = _Context(
            session.version, session.capabilities, session.log_level, meta, send, session=session, paused=paused
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
                on_log=self._own_log_sink(session),
                client=_session_client(session),
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
        """Only what we really do."""
        caps: dict[str, Any] = {"tools": {"listChanged": True}}
        offered: set[str] = set()
        for server in self.aggregator.servers:
            try:
                desc = self.aggregator.upstream(server.name).description
            except KeyError:
                continue  # disabled: offers nothing
            if desc is not None:
                offered.update(desc.capabilities)
        if "prompts" in offered:
            caps["prompts"] = {"listChanged": True}
        if "resources" in offered:
            caps["resources"] = {"listChanged": True, "subscribe": False}
        if "completions" in offered:
            caps["completions"] = {}
        if "logging" in offered:
            caps["logging"] = {}
        return caps

    def instructions(self) -> str:
        """Each server's instructions, labelled by server key, in config order, capped."""
        parts = [f"[{name}]\n{text.strip()}" for name, text in self.aggregator.instructions().items()]
        text = "\n\n".join(parts)
        limit = self.settings.instructions_limit
        return text if len(text) <= limit else text[: limit - 1] + "…"

    async def _discover(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        await self.aggregator.wait_connected(timeout=5, patient=True)
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

    async def _ping(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        return {}

    async def _set_level(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        level = params.get("level")
        if level not in LOG_LEVELS:
            raise McpError(INVALID_PARAMS, f"unknown log level {level!r}; use one of {', '.join(LOG_LEVELS)}")
        if ctx.session is not None:
            ctx.session.log_level = level
        await self.aggregator.set_log_level(level)
        if ctx.session is not None and ctx.session.own is not None:
            await ctx.session.own.set_log_level(level)  # the client's own upstream sessions (era mirroring) too
        return {}

    async def _subscribe(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        uri = params.get("uri")
        if ctx.session is not None and isinstance(uri, str):
            ctx.session.subscriptions.add(uri)
            await self.aggregator.subscribe_resource(uri)
        return {}

    async def _unsubscribe(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        uri = params.get("uri")
        if ctx.session is not None and isinstance(uri, str):
            ctx.session.subscriptions.discard(uri)
            if not self._subscribed(uri):
                await self.aggregator.subscribe_resource(uri, subscribed=False)
        return {}

    def _subscribed(self, uri: str) -> bool:
        """Whether any client still wants updates of `uri`."""
        return any(uri in session.subscriptions for session in self._sessions.values()) or any(
            uri in listener.wanted.get("resourceSubscriptions", ()) for listener in self._listeners.values()
        )

    # -- tools -----------------------------------------------------------------------------------

    async def _tools_list(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        catalog = await self.aggregator.catalog()
        if catalog is not self._last_catalog:
            self._last_catalog = catalog
            self._adopt(tuple(catalog.exported()))
        generation, offset = self._decode_cursor(params.get("cursor"))
        tools = self._visible(ctx, self._generations[generation])
        size = self.settings.page_size or max(len(tools), 1)
        result: dict[str, Any] = {"tools": list(tools[offset : offset + size])}
        if offset + size < len(tools):
            result["nextCursor"] = self._encode_cursor(generation, offset + size)
        if ctx.modern:
            ttl, scope = self.aggregator.list_hints()
            if self._needs:
                scope = "private"  # which tools a client sees depends on the capabilities it declared
            result["ttlMs"], result["cacheScope"] = ttl, scope
        return result

    def _adopt(self, tools: tuple[dict[str, Any], ...]) -> None:
        """Make `tools` the current generation: a new one only when the list's content is new.

        A catalog object is rebuilt whenever an upstream answers again (a ttl-0 server does on every request),
        so identity says nothing; equal content keeps its generation, and the cursors minted for it stay valid.
        """
        digest = hashlib.sha256(json.dumps(tools, sort_keys=True, separators=(",", ":"), default=str).encode()).digest()
        known = self._by_content.get(digest)
        if known is not None and known in self._generations:
            self._generation = known
            self._generations.move_to_end(known)  # in use again: the last to be forgotten
            return
        self._generation += 1
        self._generations[self._generation] = tools
        self._by_content[digest] = self._generation
        while len(self._generations) > self.settings.generations:
            self._generations.popitem(last=False)
        live = set(self._generations)
        self._by_content = {key: gen for key, gen in self._by_content.items() if gen in live}

    def _encode_cursor(self, generation: int, offset: int) -> str:
        body = json.dumps([generation, offset], separators=(",", ":")).encode()
        mac = hmac.new(self._key, body, hashlib.sha256).digest()[:12]
        return base64.urlsafe_b64encode(body + mac).decode().rstrip("=")

    def _decode_cursor(self, cursor: Any) -> tuple[int, int]:
        if cursor is None:
            return self._generation, 0
        try:
            raw = base64.urlsafe_b64decode(str(cursor) + "=" * (-len(str(cursor)) % 4))
            body, mac = raw[:-12], raw[-12:]
            if not hmac.compare_digest(mac, hmac.new(self._key, body, hashlib.sha256).digest()[:12]):
                raise ValueError("bad signature")
            generation, offset = json.loads(body)
        except (ValueError, TypeError):
            raise McpError(INVALID_PARAMS, "Invalid cursor") from None
        if generation not in self._generations:
            raise McpError(INVALID_PARAMS, "Expired cursor: the tool list changed; list again from the start")
        return int(generation), int(offset)

    async def _tools_call(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        name = params.get("name")
        if not isinstance(name, str):
            raise McpError(INVALID_PARAMS, "tools/call needs a string name")
        arguments = params.get("arguments")
        if arguments is not None and not isinstance(arguments, dict):
            raise McpError(INVALID_PARAMS, "tools/call arguments must be an object")
        cont, own = _continuation(ctx, params), ctx.own
        try:
            result = await self._run(
                ctx,
                ("tools/call", name, arguments),
                cont,
                lambda **o: self.aggregator.call_tool(name, arguments, continuation=cont, own=own, **o),
            )
        except McpError:
            if ctx.declined:
                await self._lacking(ctx, name)  # a modern client hears what it lacks instead
            raise
        if ctx.declined:
            await self._lacking(ctx, name)
        return result

    async def _lacking(self, ctx: _Context, name: str) -> None:
        """A call whose upstream asked this client for what it did not declare: the tool needs it.

        Remembered, so the tool leaves the lists of clients without it. A modern client gets `-32021` with
        `requiredCapabilities` (raised here); a legacy one, whose revisions have no such error, gets what the server
        made of our refusal, as it would directly (the refusal names the capability).
        """
        needs = self._needs.get(name, frozenset()) | ctx.declined
        if needs != self._needs.get(name):
            self._needs[name] = frozenset(needs)
        missing = sorted(ctx.declined)
        routed = (await self.aggregator.catalog()).get(name)
        server = routed.server if routed is not None else None
        message = f"tool {name!r} needs the client capabilities {', '.join(missing)}, which this client did not declare"
        if not ctx.modern:
            return
        data = {
            "requiredCapabilities": {capability: {} for capability in missing},
            "aggregator": {"kind": "capability", "server": server},
        }
        raise McpError(MISSING_CAPABILITY, message, data)

    def _visible(self, ctx: _Context, tools: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], ...]:
        """The tools this client may see: a tool known to need a capability it did not declare is left out."""
        if not self._needs:
            return tools
        has = {name for name, value in ctx.capabilities.items() if isinstance(value, dict)}
        return tuple(tool for tool in tools if self._needs.get(str(tool.get("name")), frozenset()) <= has)

    async def _run(
        self,
        ctx: _Context,
        request: tuple[str, str, Mapping[str, Any] | None],
        cont: Mapping[str, Any],
        call: Callable[..., Awaitable[Any]],
    ) -> dict[str, Any]:
        """Forward one MRTR-capable request: relay its progress and logs, bridge its input requests.

        `request` is (method, name or URI, arguments): a bridged call's requestState is bound to it.
        """
        if ctx.modern:
            state = cont.get("requestState")
            parked = self._claim(state, _target(*request)) if state is not None else None
            if parked is not None:
                return await self._resume(ctx, parked, cont.get("inputResponses"))
            method, name, _ = request
            if (
                self._calls is not None
                and upstream_capabilities(ctx.capabilities)
                and self.aggregator.era_of_route(method, name) is not Era.MODERN
            ):
                # a legacy upstream may ask this client something mid-call: run the call where it can wait.
                # A modern upstream asks with input_required itself, which is relayed as it is.
                return await self._run_parkable(ctx, call, _target(*request))
        token = ctx.meta.get("progressToken")
        if token is None and ctx.log_level is None and ctx.session is None:
            # nothing can come back before the answer: no relay, no extra tasks on the hot path. The log
            # sink still matters: a line of this call's is this client's, never anyone's session-level log
            result = await call(meta=ctx.upstream_meta(), log=_unasked, bridge=_declining(ctx))
            return self._answer(ctx, result)
        with single_errors():
            return await self._run_relayed(ctx, call, token, request)

    async def _run_relayed(
        self,
        ctx: _Context,
        call: Callable[..., Awaitable[Any]],
        token: Any,
        request: tuple[str, str, Mapping[str, Any] | None],
    ) -> dict[str, Any]:
        async with _relay(ctx.send) as push:
            options: dict[str, Any] = {"meta": ctx.upstream_meta()}
            if token is not None:
                # our own token went upstream; the client gets its own back
                options["progress"] = lambda note: push(progress_note(note, token))
            options["log"] = _unasked
            if ctx.log_level is not None:
                options["log"] = lambda note: push(Notification("notifications/message", note))
            if ctx.session is not None:
                options["bridge"] = self._bridge(ctx, request)
            if ctx.paused is not None:
                options["paused"] = ctx.paused
            result = await call(**options)
            rounds = 0
            while isinstance(result, InputRequired) and not ctx.modern and rounds < MAX_INPUT_ROUNDS:
                # a legacy client is asked the way its revision knows: a request on its own stream
                rounds += 1
                answers = await self._ask_legacy_client(ctx, result)
                if answers is None:
                    break
                result = await self.aggregator.retry(result, answers, **options)
        return self._answer(ctx, result)

    def _bridge(
        self, ctx: _Context, request: tuple[str, str, Mapping[str, Any] | None]
    ) -> Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]:
        """A legacy upstream's own request, carried to the legacy client whose call caused it.

        On a shared session only what the client declared is put to it. On the client's own (mirrored) session every
        request is its own: an undeclared one is put to it too, and it refuses it with its own error, as directly.
        """
        session = ctx.session
        assert session is not None

        def own_session() -> bool:
            own, server = ctx.own, self.aggregator.server_of_route(request[0], request[1])
            return own is not None and server is not None and server in own.servers

        async def ask(method: str, params: dict[str, Any]) -> dict[str, Any]:
            if not declared(session.capabilities, method) and not own_session():
                ctx.decline(method)
                raise NotBridged  # not the client's to answer: the upstream's own handler does (roots, declines)
            return dict(await session.ask(ctx.send, method, params))

        return ask

    async def _ask_legacy_client(self, ctx: _Context, pending: InputRequired) -> dict[str, Any] | None:
        session = ctx.session
        answers: dict[str, Any] = {}
        for key, request in pending.input_requests.items():
            method = request.get("method") if isinstance(request, dict) else None
            if session is None or not isinstance(method, str) or not declared(session.capabilities, method):
                return None  # the client cannot be asked: it gets an execution error naming the server
            params = request.get("params") if isinstance(request.get("params"), dict) else {}
            answers[key] = await session.ask(ctx.send, method, params)
        return answers

    # -- a legacy upstream's requests, bridged to a modern client as input_required (MRTR) ----------

    async def _run_parkable(
        self, ctx: _Context, call: Callable[..., Awaitable[Any]], target: list[str]
    ) -> dict[str, Any]:
        """Start the call in our own task group, so it can outlive this request while the client answers."""
        assert self._calls is not None
        refusal = self._crowded(ctx.client)
        if refusal is not None:
            raise refusal
        parked = Parked(target, ctx.capabilities, ctx.client)
        options: dict[str, Any] = {"meta": ctx.upstream_meta(), "bridge": parked.ask}
        if ctx.meta.get("progressToken") is not None:
            options["progress"] = parked.progress
        options["log"] = parked.log if ctx.log_level is not None else _unasked
        self._parked[parked.id] = parked
        self._calls.start_soon(self._drive, parked, call, options)
        return await self._follow(ctx, parked)

    def _crowded(self, client: str | None) -> McpError | None:
        """Why one more call of `client`'s may not park now (None: it may): the bounds of `ProxySettings`."""
        settings = self.settings
        return crowded(
            self._parked.values(),
            client,
            total=settings.max_parked,
            per_client=settings.max_parked_per_client,
            now=anyio.current_time(),
        )

    async def _drive(self, parked: Parked, call: Callable[..., Awaitable[Any]], options: dict[str, Any]) -> None:
        try:
            with parked.scope:
                try:
                    outcome: Any = await call(**options)
                except Exception as exc:  # raised by whichever request collects it, never in our task group
                    outcome = exc
                parked.post(outcome)
                await parked.collected.wait()  # until a request takes it (or the parked call expires)
        finally:
            self._parked.pop(parked.id, None)
            parked.end()

    async def _follow(self, ctx: _Context, parked: Parked) -> dict[str, Any]:
        """Own the call until it has something for the client: its result, or the next question to ask."""
        parked.capabilities = ctx.capabilities
        parked.scope.deadline = math.inf  # a client is waiting for it again: no expiry meanwhile
        handed_over = False
        try:
            with single_errors():
                async with _relay(ctx.send) as push:
                    parked.owner = (push, ctx.meta.get("progressToken"))
                    try:
                        event = await parked.next()
                        while isinstance(event, Ask) and not declared(ctx.capabilities, event.method):
                            ctx.decline(event.method)
                            event.decline()  # this request's client cannot answer it: the upstream's handler does
                            event = await parked.next()
                    finally:
                        parked.owner = None
            handed_over = True
        finally:
            if not handed_over:
                parked.scope.cancel()  # this request failed or was cancelled: nobody else will take the result
        for method in parked.undeclared:
            ctx.decline(method)
        if isinstance(event, Ask):
            return self._park(parked, event)
        if isinstance(event, BaseException):
            raise event
        return self._answer(ctx, event)

    def _park(self, parked: Parked, question: Ask) -> dict[str, Any]:
        """Answer `input_required`; the call waits (until the expiry) for a retry carrying the new state."""
        parked.asking = question
        parked.nonce = os.urandom(9).hex()  # each state resumes once: a replayed one is unknown
        expires = anyio.current_time() + self.settings.input_expiry
        parked.scope.deadline = expires
        state = self._seal([parked.id, parked.nonce, parked.target, expires])
        request = {"method": question.method, "params": question.params}
        return {"resultType": "input_required", "inputRequests": {question.key: request}, "requestState": state}

    async def _resume(self, ctx: _Context, parked: Parked, responses: Any) -> dict[str, Any]:
        question = parked.asking
        assert question is not None
        answer = responses.get(question.key) if isinstance(responses, dict) else None
        if not isinstance(answer, dict):
            return self._park(parked, question)  # still unanswered: MRTR asks again rather than failing
        parked.asking = None
        question.answer(answer)
        return await self._follow(ctx, parked)

    def _claim(self, state: Any, target: list[str]) -> Parked | None:
        """The parked call a requestState of ours resumes, the state now used up; None if it is not ours."""
        if not isinstance(state, str) or not state.startswith(self._state_mark):
            return None  # a modern upstream's own state: it goes back to that upstream byte-exact
        fields = self._unseal(state[len(self._state_mark) :])
        parked = self._parked.get(fields[0]) if fields is not None else None
        if fields is None or parked is None or parked.nonce != fields[1] or fields[3] < anyio.current_time():
            raise McpError(INVALID_PARAMS, "expired or unknown requestState")
        if fields[2] != target:
            raise McpError(INVALID_PARAMS, "this requestState belongs to another request")
        parked.nonce = None
        return parked

    def _seal(self, fields: list[Any]) -> str:
        body = json.dumps(fields, separators=(",", ":")).encode()
        return self._state_mark + base64.urlsafe_b64encode(body + self._state_mac(body)).decode().rstrip("=")

    def _unseal(self, text: str) -> list[Any] | None:
        """[id, nonce, target, expires] if we signed it: the client may have changed anything."""
        try:
            raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
            body, mac = raw[:-16], raw[-16:]
            if not hmac.compare_digest(mac, self._state_mac(body)):
                return None
            fields = json.loads(body)
        except (ValueError, TypeError):
            return None
        return fields if isinstance(fields, list) and len(fields) == 4 else None

    def _state_mac(self, body: bytes) -> bytes:
        # a prefix of its own: no cursor's signature can pass for a requestState's
        return hmac.new(self._key, b"requestState\0" + body, hashlib.sha256).digest()[:16]

    def _answer(self, ctx: _Context, result: dict[str, Any] | InputRequired) -> dict[str, Any]:
        if isinstance(result, InputRequired):
            if not ctx.modern:
                text = f"server {result.server!r} needs input this client did not declare it can give"
                return {"content": [{"type": "text", "text": text}], "isError": True}
            missing = undeclared(ctx.capabilities, result.input_requests)
            if missing:
                # an intermediary MUST NOT pass down input requests of a kind its client did not declare (2026-07-28,
                # MRTR): the server heard this client's capabilities and asked anyway, so the client gets the code a
                # conforming server would have answered. Connected directly, the client would refuse it itself.
                message = f"server {result.server!r} needs input this client did not declare it can give"
                data = {"requiredCapabilities": {name: {} for name in missing}, "aggregator": {"kind": "capability"}}
                raise McpError(MISSING_CAPABILITY, f"{message} ({', '.join(missing)})", data)
            return _input_required(result)
        return dict(result)

    # -- prompts, resources, completion ------------------------------------------------------------

    async def _prompts_list(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        result: dict[str, Any] = {"prompts": await self.aggregator.list_prompts()}
        return self._stamp(ctx, "prompts/list", result)

    async def _prompts_get(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        name = params.get("name")
        if not isinstance(name, str):
            raise McpError(INVALID_PARAMS, "prompts/get needs a string name")
        arguments = params.get("arguments") if isinstance(params.get("arguments"), dict) else None
        cont, own = _continuation(ctx, params), ctx.own
        return await self._run(
            ctx,
            ("prompts/get", name, arguments),
            cont,
            lambda **o: self.aggregator.get_prompt(name, arguments, continuation=cont, own=own, **o),
        )

    async def _resources_list(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        return self._stamp(ctx, "resources/list", {"resources": await self.aggregator.list_resources()})

    async def _templates_list(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        templates = await self.aggregator.list_resource_templates()
        return self._stamp(ctx, "resources/templates/list", {"resourceTemplates": templates})

    async def _resources_read(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        uri = params.get("uri")
        if not isinstance(uri, str):
            raise McpError(INVALID_PARAMS, "resources/read needs a string uri")
        cont, own = _continuation(ctx, params), ctx.own
        return await self._run(
            ctx,
            ("resources/read", uri, None),
            cont,
            lambda **o: self.aggregator.read_resource(uri, continuation=cont, own=own, **o),
        )

    async def _complete(self, ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
        ref, argument = params.get("ref"), params.get("argument")
        if not isinstance(ref, dict) or not isinstance(argument, dict):
            raise McpError(INVALID_PARAMS, "completion/complete needs ref and argument objects")
        context = params.get("context")
        context = context if isinstance(context, dict) else None
        return dict(await self.aggregator.complete(ref, argument, context, own=ctx.own, log=_unasked))

    def _stamp(self, ctx: _Context, method: str, result: dict[str, Any]) -> dict[str, Any]:
        if ctx.modern:
            # derived like the merged tool list's: the shortest TTL of the upstream lists, the most restrictive scope
            result["ttlMs"], result["cacheScope"] = self.aggregator.list_hints(method)
        return result

    # -- change notifications ------------------------------------------------------------------

    async def _listen(self, request: Request, send: Send) -> None:
        params = request.params or {}
        asked = params.get("notifications")
        if not isinstance(asked, dict):
            asked = {}
        honored: dict[str, Any] = {
            key: True for key in ("toolsListChanged", "promptsListChanged", "resourcesListChanged") if asked.get(key)
        }
        uris = asked.get("resourceSubscriptions")
        if isinstance(uris, list) and all(isinstance(uri, str) for uri in uris) and uris:
            honored["resourceSubscriptions"] = list(uris)
            for uri in uris:
                await self.aggregator.subscribe_resource(uri)
        meta = {SUBSCRIPTION_ID_KEY: request.id}
        await send(Notification("notifications/subscriptions/acknowledged", {"notifications": honored, "_meta": meta}))
        key = id(send)
        self._listeners[key] = _Listener(send, request.id, honored)
        try:
            await anyio.sleep_forever()
        finally:
            self._listeners.pop(key, None)
            with anyio.CancelScope(shield=True):
                for uri in honored.get("resourceSubscriptions", ()):
                    if not self._subscribed(uri):
                        await self.aggregator.subscribe_resource(uri, subscribed=False)

    def on_event(self, event: UpstreamEvent) -> None:
        """Hooked to the aggregator's events: remember that something may have changed."""
        if isinstance(event, LogMessage):
            self._queue_log(event, None)
            return
        if isinstance(event, ResourceUpdated):
            self._updated.append(event.uri)
        if isinstance(event, ListChanged | StatusChanged | ResourceUpdated) and self._dirty is not None:
            self._dirty.set()  # before `watch` runs there is nothing to compare with: `prime` takes the snapshot

    async def watch(self, *, task_status: Any = anyio.TASK_STATUS_IGNORED) -> None:
        """Tell clients when the merged lists really changed (not merely when an upstream said so).

        It also owns the upstream calls parked while a modern client answers their input requests: without
        `watch` running, a legacy upstream's requests to a modern client are declined.
        """
        async with anyio.create_task_group() as calls:
            self._calls = calls
            calls.start_soon(self._relay_session_logs)
            try:
                await self._watch_changes(task_status)
            finally:
                self._calls = None
                calls.cancel_scope.cancel()

    async def _watch_changes(self, task_status: Any) -> None:
        self._dirty = anyio.Event()
        task_status.started()
        last_check = -math.inf
        while True:
            await self._dirty.wait()
            self._dirty = anyio.Event()
            updated, self._updated = self._updated, []
            for uri in dict.fromkeys(updated):
                await self._tell_updated(uri)
            # coalesce a burst of upstream notifications into one check; under a sustained storm, check at
            # most once per RECHECK_S (each check lists every server again)
            await anyio.sleep(max(COALESCE_S, last_check + RECHECK_S - anyio.current_time()))
            last_check = anyio.current_time()
            changed = await self._changed_lists()
            for kind in changed:
                await self._broadcast(kind)

    async def _changed_lists(self) -> list[str]:
        current = {
            "tools": [t["name"] for t in await self.aggregator.list_tools()],
            "prompts": [p.get("name") for p in await self.aggregator.list_prompts()],
            "resources": [r.get("uri") for r in await self.aggregator.list_resources()],
        }
        changed = [
            kind
            for kind, names in current.items()
            if kind in self._last_exported and self._last_exported[kind] != names
        ]
        self._last_exported = current
        return changed

    def _queue_log(self, event: LogMessage, target: Session | None) -> None:
        try:
            self._session_logs[0].send_nowait((event, target))
        except anyio.WouldBlock:
            pass  # a storm of session-level lines: the surplus is dropped, never queued without bound

    def _own_log_sink(self, session: Session) -> Callable[[LogMessage], None]:
        """Where the session-level log lines of `session`'s own upstream sessions (era mirroring) go: to it alone."""
        return lambda event: self._queue_log(event, session)

    async def _relay_session_logs(self) -> None:
        """A log line no request can be tied to goes only to the sessions that asked for session-level logs; one from
        a client's own upstream session goes to that client, as it would connected directly."""
        async for event, target in self._session_logs[1]:
            note = Notification("notifications/message", dict(event.params))
            if target is not None:
                if target.outbox is not None and self._sessions.get(target.id) is target:
                    await _quietly(target.outbox, note)
                continue
            for session in list(self._sessions.values()):
                if session.outbox is not None and _wanted(event.params.get("level"), session.log_level):
                    await _quietly(session.outbox, note)

    async def _tell_updated(self, uri: str) -> None:
        note = {"uri": uri}
        for session in list(self._sessions.values()):
            if session.outbox is not None and uri in session.subscriptions:
                await _quietly(session.outbox, Notification("notifications/resources/updated", note))
        for listener in list(self._listeners.values()):
            if uri in listener.wanted.get("resourceSubscriptions", ()):
                meta = {SUBSCRIPTION_ID_KEY: listener.listen_id}
                params = {**note, "_meta": meta}
                await _quietly(listener.send, Notification("notifications/resources/updated", params))

    async def _broadcast(self, kind: str) -> None:
        method = f"notifications/{kind}/list_changed"
        flag = f"{kind}ListChanged"
        for session in list(self._sessions.values()):
            if session.outbox is not None and session.initialized:
                await _quietly(session.outbox, Notification(method))
        for listener in list(self._listeners.values()):
            if listener.wanted.get(flag):
                await _quietly(
                    listener.send, Notification(method, {"_meta": {SUBSCRIPTION_ID_KEY: listener.listen_id}})
                )

    async def prime(self) -> None:
        """Take the first snapshot of the lists, so later changes can be told from the start."""
        await self._changed_lists()


@dataclass(slots=True)
class _Context:
    version: str
    capabilities: Mapping[str, Any]
    log_level: Any
    meta: Mapping[str, Any]
    send: Send
    modern: bool = False
    session: Session | None = None
    #: who sent the request (the HTTP client's address), for the per-client bounds; None on stdio
    client: str | None = None
    #: capabilities an upstream asked this client for mid-call that it did not declare
    declined: set[str] = field(default_factory=set)
    #: told when the upstream lets go of the forwarded request's stream before answering (legacy HTTP front)
    paused: Paused | None = None

    def decline(self, method: str) -> bool:
        """Note that the upstream asked `method` of a client that cannot take it; True if it needs a capability."""
        capability = capability_of(method)
        if capability is None or capability == "roots":
            return False  # roots are answered from the config, never refused
        self.declined.add(capability)
        return True

    @property
    def own(self) -> OwnSession | None:
        """The legacy session's own upstream sessions (era mirroring); None for a modern request."""
        return self.session.own if self.session is not None else None

    def upstream_meta(self) -> dict[str, Any]:
        """What a modern upstream hears of our client: its capabilities (as far as we relay them), its log level."""
        meta: dict[str, Any] = {CLIENT_CAPABILITIES_KEY: upstream_capabilities(self.capabilities)}
        if self.log_level is not None:
            meta[LOG_LEVEL_KEY] = self.log_level
        return meta


MAX_INPUT_ROUNDS = 8
_CONTINUATION_KEYS = ("inputResponses", "requestState")


def _target(method: str, name: str, arguments: Mapping[str, Any] | None = None) -> list[str]:
    """What a bridged call's requestState is bound to: the method, the name or URI, a digest of the arguments."""
    canonical = json.dumps(arguments or {}, sort_keys=True, separators=(",", ":"), default=str)
    return [method, name, hashlib.sha256(canonical.encode()).hexdigest()[:16]]


def _continuation(ctx: _Context, params: Mapping[str, Any]) -> dict[str, Any]:
    """A modern client's `inputResponses`/`requestState`; a legacy client's revision has no such fields, so none."""
    if not ctx.modern:
        return {}
    return {key: params[key] for key in _CONTINUATION_KEYS if key in params}


def _state_mark(key: bytes) -> str:
    """How our `requestState`s start: a tag of our key, so a chained aggregator's state is not mistaken for ours."""
    return "mcpagg-bridge." + hmac.new(key, b"mark", hashlib.sha256).hexdigest()[:8] + "."


@asynccontextmanager
async def _relay(send: Send) -> AsyncIterator[Callable[[Notification], None]]:
    """Notifications raised on an upstream's reader task, sent from here in order, before the answer."""
    sender, receiver = anyio.create_memory_object_stream[Notification](256)

    def push(note: Notification) -> None:
        try:
            sender.send_nowait(note)
        except (anyio.WouldBlock, anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass  # a client that cannot keep up loses notifications, never the result

    async def pump() -> None:
        async with receiver:
            async for note in receiver:
                await _quietly(send, note)

    async with anyio.create_task_group() as tg:
        tg.start_soon(pump)
        try:
            yield push
        finally:
            sender.close()


def _input_required(result: InputRequired) -> dict[str, Any]:
    out: dict[str, Any] = {"resultType": "input_required"}
    if result.input_requests:
        out["inputRequests"] = result.input_requests
    if result.request_state is not None:
        out["requestState"] = result.request_state
    return out


def _declining(ctx: _Context) -> Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]:
    """The bridge of a call whose client can be asked nothing: each request is noted, then our handler answers it."""

    async def ask(method: str, params: dict[str, Any]) -> dict[str, Any]:
        if not declared(ctx.capabilities, method):
            ctx.decline(method)  # one it declared is declined for another reason (nobody to park the call for)
        raise NotBridged

    return ask


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


def _session_client(session: Session) -> Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]] | None:
    """The legacy client itself, on its session's own stream: asked what its own upstream session asks outside its
    calls' bridges (at session start, or a capability it did not declare, which it then refuses as it would directly).
    """
    outbox = session.outbox
    if outbox is None:
        return None

    async def ask(method: str, params: dict[str, Any]) -> dict[str, Any]:
        return dict(await session.ask(outbox, method, params))

    return ask


def _unasked(note: dict[str, Any]) -> None:
    """The log sink of a request whose client asked for no logs: its lines are its own, and go nowhere."""


def _wanted(level: Any, threshold: str | None) -> bool:
    """Whether a session that asked for `threshold` (None: nothing) wants a line of `level`."""
    if threshold is None:
        return False
    rank = LOG_LEVELS.index(level) if level in LOG_LEVELS else len(LOG_LEVELS) - 1
    return rank >= LOG_LEVELS.index(threshold)


async def _quietly(send: Send, message: Message) -> None:
    try:
        await send(message)
    except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
        pass  # a client that went away misses the notification
