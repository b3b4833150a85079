"""A scriptable in-process MCP server for upstream tests over the memory transport.

It speaks the modern era, the legacy era, or both (like the SDK servers: the first request decides),
and records everything it receives so tests can assert on the wire.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

import anyio

from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.transports.memory import ServerChannel

MODERN = "2026-07-28"
VERSION_KEY = "io.modelcontextprotocol/protocolVersion"

CallHandler = Callable[["Session", Request], Awaitable[dict[str, Any] | ErrorResponse | None]]


def tool(name: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "inputSchema": {"type": "object"}, **extra}


#: the other lists a fake server answers, and the key each result holds its items under
_ENTRY_LISTS = {
    "prompts/list": "prompts",
    "resources/list": "resources",
    "resources/templates/list": "resourceTemplates",
}


@dataclass
class FakeServer:
    era: Literal["modern", "legacy", "dual"] = "dual"
    pages: list[list[dict[str, Any]]] = field(default_factory=lambda: [[tool("echo")]])
    hints: list[tuple[int, str] | None] | None = None
    cursors: list[str] | None = None  # cursor that leads to page i+1 (default: str(i+1))
    legacy_version: str = "2025-11-25"
    capabilities: dict[str, Any] = field(default_factory=lambda: {"tools": {"listChanged": True}})
    on_call: CallHandler | None = None
    discover_delay: float = 0.0
    #: when set, server/discover is answered only once this event is set (a server slow to start)
    discover_gate: anyio.Event | None = None
    #: URIs whose `resources/subscribe` is refused (-32602)
    unsubscribable: set[str] = field(default_factory=set)
    #: when set, completion/complete is answered (else -32601, as a server without it)
    completes: bool = False
    #: when set, initialize is answered only once this event is set (a legacy server slow to start)
    initialize_gate: anyio.Event | None = None
    received: list[Message] = field(default_factory=list)
    sessions: int = 0
    exit_after_calls: int | None = None
    #: when set, tools/list answers with this JSON-RPC error (code, message)
    list_error: tuple[int, str] | None = None
    #: resources listed and readable: uri -> text; reads carry `read_hint` (ttlMs, cacheScope) when modern
    resources: dict[str, str] = field(default_factory=dict)
    read_hint: tuple[int, str] = (60000, "public")
    #: prompts and resource templates listed (with the `prompts` / `resources` capability declared)
    prompts: list[dict[str, Any]] = field(default_factory=list)
    templates: list[dict[str, Any]] = field(default_factory=list)
    #: (ttlMs, cacheScope) on the modern answers to prompts/list, resources/list and resources/templates/list, by method
    entry_hints: dict[str, tuple[int, str]] = field(default_factory=dict)
    #: the level each session was told by `logging/setLevel`, in order; with `log_levels`, each is acknowledged with
    #: a log line of no request's (sent while the setLevel is being answered)
    levels: list[str] = field(default_factory=list)
    log_levels: bool = False
    #: when set, tools/list is answered only once this event is set (a server that hangs on its list)
    list_gate: anyio.Event | None = None
    #: when set, prompts/list, resources/list and resources/templates/list wait for this event first
    entries_gate: anyio.Event | None = None
    _seen: dict[str, anyio.Event] = field(default_factory=dict)

    async def wait_for(self, method: str) -> None:
        """Until a message with `method` has arrived (bound it with fail_after)."""
        if method not in self.methods():
            await self._seen.setdefault(method, anyio.Event()).wait()

    async def serve(self, channel: ServerChannel) -> None:
        self.sessions += 1
        session = Session(self, channel)
        async with anyio.create_task_group() as tg:
            async for message in channel:
                self.received.append(message)
                if isinstance(message, Request | Notification) and message.method in self._seen:
                    self._seen.pop(message.method).set()
                if isinstance(message, Request):
                    tg.start_soon(session.answer, message)
                elif isinstance(message, Response | ErrorResponse):
                    session.replies[message.id] = message
                    session.replied.set()
                if session.exit:
                    break
            tg.cancel_scope.cancel()

    def methods(self) -> list[str]:
        return [m.method for m in self.received if isinstance(m, Request | Notification)]


class Session:
    def __init__(self, server: FakeServer, channel: ServerChannel) -> None:
        self.server = server
        self.channel = channel
        self.era: str | None = None
        self.calls = 0
        self.exit = False
        self.replies: dict[Any, Message] = {}
        self.replied = anyio.Event()
        self.listen_id: Any = None
        self.log_level: Any = None

    async def send(self, message: Message) -> None:
        await self.channel.send(message)

    async def notify(self, method: str, params: dict[str, Any] | None = None) -> None:
        await self.send(Notification(method, params))

    async def answer(self, req: Request) -> None:
        reply = await self._dispatch(req)
        if reply is not None:
            await self.send(reply)

    async def _dispatch(self, req: Request) -> Message | None:
        server = self.server
        params = req.params or {}
        meta = params.get("_meta") or {}
        if req.method == "initialize":
            if server.era == "modern" or self.era == "modern":
                return ErrorResponse(
                    req.id, -32022, "Unsupported protocol version", {"supported": [MODERN], "requested": "x"}
                )
            self.era = "legacy"
            if server.initialize_gate is not None:
                await server.initialize_gate.wait()
            return Response(
                req.id,
                {
                    "protocolVersion": server.legacy_version,
                    "capabilities": server.capabilities,
                    "serverInfo": {"name": "fake", "version": "1"},
                    "instructions": "legacy instructions",
                },
            )
        if req.method == "server/discover":
            if server.era == "legacy" or self.era == "legacy":
                return ErrorResponse(req.id, -32601, "Method not found")
            self.era = "modern"  # the first request decides the era, as in the SDK servers
            if server.discover_delay:
                await anyio.sleep(server.discover_delay)
            if server.discover_gate is not None:
                await server.discover_gate.wait()
            return Response(
                req.id,
                {
                    "resultType": "complete",
                    "supportedVersions": [MODERN],
                    "capabilities": server.capabilities,
                    "instructions": "modern instructions",
                    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "fake", "version": "1"}},
                    "ttlMs": 0,
                    "cacheScope": "private",
                },
            )
        if self.era == "modern" and VERSION_KEY not in meta:
            return ErrorResponse(req.id, -32602, "missing _meta protocolVersion")
        if req.method == "tools/list":
            if server.list_gate is not None:
                await server.list_gate.wait()
            if server.list_error is not None:
                return ErrorResponse(req.id, *server.list_error)
            return self._list(req, params)
        if req.method in _ENTRY_LISTS:
            if server.entries_gate is not None:
                await server.entries_gate.wait()
            key, listed = _ENTRY_LISTS[req.method], self._entries(req.method)
            answer: dict[str, Any] = {key: listed}
            if self.era == "modern":
                answer["resultType"] = "complete"
                if req.method in server.entry_hints:
                    answer["ttlMs"], answer["cacheScope"] = server.entry_hints[req.method]
            return Response(req.id, answer)
        if req.method == "logging/setLevel":
            self.log_level = params.get("level")
            server.levels.append(str(self.log_level))
            if server.log_levels:
                await self.notify("notifications/message", {"level": "error", "data": f"level {self.log_level}"})
            return Response(req.id, {})
        if req.method in ("resources/subscribe", "resources/unsubscribe"):
            if req.method == "resources/subscribe" and params.get("uri") in server.unsubscribable:
                return ErrorResponse(req.id, -32602, f"Resource not found: {params.get('uri')}")
            return Response(req.id, {})
        if req.method == "resources/read":
            uri = params.get("uri")
            if uri not in server.resources:
                return ErrorResponse(req.id, -32002, f"Resource not found: {uri}")
            result: dict[str, Any] = {"contents": [{"uri": uri, "text": server.resources[uri]}]}
            if self.era == "modern":
                result.update(resultType="complete", ttlMs=server.read_hint[0], cacheScope=server.read_hint[1])
            return Response(req.id, result)
        if req.method == "completion/complete" and server.completes:
            # one value: the `_meta` keys the request carried (a test reads what reached the server)
            heard = ",".join(sorted(meta))
            completion: dict[str, Any] = {"completion": {"values": [heard], "hasMore": False}}
            return Response(req.id, {**completion, "resultType": "complete"} if self.era == "modern" else completion)
        if req.method == "subscriptions/listen":
            self.listen_id = req.id
            await self.notify(
                "notifications/subscriptions/acknowledged",
                {
                    "notifications": params.get("notifications"),
                    "_meta": {"io.modelcontextprotocol/subscriptionId": req.id},
                },
            )
            await anyio.sleep_forever()
        if req.method == "tools/call":
            self.calls += 1
            if server.exit_after_calls is not None and self.calls > server.exit_after_calls:
                self.exit = True
                await self.channel.close()
                return None
            if server.on_call is not None:
                out = await server.on_call(self, req)
                if out is None or isinstance(out, ErrorResponse):
                    return out
                return Response(req.id, out)
            name = params.get("name")
            return Response(req.id, {"content": [{"type": "text", "text": f"called {name}"}], "isError": False})
        return ErrorResponse(req.id, -32601, f"Method not found: {req.method}")

    def _entries(self, method: str) -> list[dict[str, Any]]:
        if method == "prompts/list":
            return self.server.prompts
        if method == "resources/templates/list":
            return self.server.templates
        return [{"uri": uri, "name": uri} for uri in self.server.resources]

    def _list(self, req: Request, params: dict[str, Any]) -> Message:
        server = self.server
        cursors = server.cursors or [str(i + 1) for i in range(len(server.pages) - 1)]
        cursor = params.get("cursor")
        if cursor is None:
            index = 0
        elif cursor in cursors:
            index = cursors.index(cursor) + 1
        else:
            return ErrorResponse(req.id, -32602, "invalid cursor")
        result: dict[str, Any] = {"tools": server.pages[index]}
        if index < len(cursors):
            result["nextCursor"] = cursors[index]
        if self.era == "modern":
            result["resultType"] = "complete"
            hint = server.hints[index] if server.hints else None
            if hint is not None:
                result["ttlMs"], result["cacheScope"] = hint
        return Response(req.id, result)
