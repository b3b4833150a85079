"""One client request as the proxy handles it (`RequestContext`), and the small helpers every handler shares."""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream

from aggregator.errors import McpError
from aggregator.limits import META_PREFIX
from aggregator.mirror import OwnSession
from aggregator.protocol.jsonrpc import Message, Notification, encode
from aggregator.protocol.mcp import (
    CLIENT_CAPABILITIES_KEY,
    LOG_LEVEL_KEY,
    MISSING_CAPABILITY,
    PROTOCOL_META_PREFIX,
    InputRequired,
)
from aggregator.proxy.parking import (
    capability_of,
    declared,
    lacking,
    merge_lacking,
    undeclared,
    upstream_capabilities,
)
from aggregator.proxy.session import Send, Session
from aggregator.proxy.watchers import watchers
from aggregator.trace_passthrough import TRACE_KEYS
from aggregator.upstream import NotBridged, Paused

__all__ = [
    "MAX_INPUT_ROUNDS",
    "RELAY_BYTES",
    "RequestContext",
    "answer_of",
    "capabilities_named",
    "continuation_of",
    "declining",
    "input_required",
    "quietly",
    "relay",
    "target_of",
    "unasked",
]

#: how many times a legacy client is asked for input in one call before the call is answered as it stands
MAX_INPUT_ROUNDS = 8
#: the notifications of one request waiting for a client that reads slowly, in bytes (one is let through whatever
#: its size): as a legacy session's replay log holds per session
RELAY_BYTES = 4 * 1024 * 1024
_CONTINUATION_KEYS = ("inputResponses", "requestState")
#: a client's `_meta` keys the proxy sets itself upstream: the progress token (ours, mapped back), the revision's
#: protocol keys (the upstream's client is the proxy), our own namespace (only we say what we did), and the trace
#: context (passed on checked, or as our own span's: `trace_passthrough`, `tracing`)
_PROXY_OWNED = ("progressToken", PROTOCOL_META_PREFIX, META_PREFIX, *TRACE_KEYS)


@dataclass(slots=True)
class RequestContext:
    """A client request in hand: its revision, what the client declared, and where its stream is."""

    version: str
    capabilities: Mapping[str, Any]
    log_level: Any
    meta: Mapping[str, Any]
    send: Send
    modern: bool = False
    session: Session | None = None
    #: who sent the request (the HTTP client's address), for the per-client bounds; None on stdio
    client: str | None = None
    #: capabilities (and their modes) an upstream asked this client for mid-call that it did not declare
    declined: dict[str, Any] = field(default_factory=dict)
    #: told when the upstream lets go of the forwarded request's stream before answering (legacy HTTP front)
    paused: Paused | None = None
    #: the client profile whose exposure plan this request sees (`/mcp/p/<profile>`, `serve --profile`); None:
    #: the whole merged list, as it is
    profile: str | None = None

    def decline(self, method: str, params: Mapping[str, Any] | None = None) -> bool:
        """Note that the upstream asked `method` (with `params`) of a client that cannot take it; True if it needs a
        capability (`declined` says which, and which of its modes)."""
        capability = capability_of(method)
        if capability is None or capability == "roots":
            return False  # roots are answered from the config, never refused
        merge_lacking(self.declined, lacking(self.capabilities, method, params) or {capability: {}})
        return True

    @property
    def own(self) -> OwnSession | None:
        """The legacy session's own upstream sessions (era mirroring); None for a modern request."""
        return self.session.own if self.session is not None else None

    def upstream_meta(self) -> dict[str, Any]:
        """The `_meta` the upstream request carries: the client's own keys, as it sent them (a server it reached
        directly would read them), less the ones that are ours to set (`_PROXY_OWNED`); then what a modern upstream
        hears of our client: its capabilities (as far as we relay them), its log level."""
        meta: dict[str, Any] = {
            key: value for key, value in self.meta.items() if isinstance(key, str) and not key.startswith(_PROXY_OWNED)
        }
        meta[CLIENT_CAPABILITIES_KEY] = upstream_capabilities(self.capabilities)
        if self.log_level is not None:
            meta[LOG_LEVEL_KEY] = self.log_level
        return meta


def target_of(method: str, name: str, arguments: Mapping[str, Any] | None = None) -> list[str]:
    """What a bridged call's requestState is bound to: the method, the name or URI, a digest of the arguments."""
    canonical = json.dumps(arguments or {}, sort_keys=True, separators=(",", ":"), default=str)
    return [method, name, hashlib.sha256(canonical.encode()).hexdigest()[:16]]


def continuation_of(ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
    """A modern client's `inputResponses`/`requestState`; a legacy client's revision has no such fields, so none."""
    if not ctx.modern:
        return {}
    return {key: params[key] for key in _CONTINUATION_KEYS if key in params}


@asynccontextmanager
async def relay(send: Send) -> AsyncIterator[Callable[[Notification], None]]:
    """Notifications raised on an upstream's reader task, sent from here in order, before the answer.

    The task that sends them starts with the first one: most calls raise none, and a task per call would be most of
    what a call costs the proxy (see `watchers`). What waits for a client that reads slowly is bounded in number
    and in bytes (`RELAY_BYTES`, one notification whatever its size): past either, it loses notifications, never the
    answer. A count alone let an upstream's 16 MB progress messages hold 4 GB for one call.
    """
    pipe: list[Any] = []  # [sender, drained, [bytes waiting]] once a notification came
    ended = False

    # the sender cannot fail (`quietly` swallows a gone client): no scope of its own for it to cancel
    async with watchers() as spawn:

        def push(note: Notification) -> None:
            if ended:
                return  # the answer went out: a notification after it has no request to belong to
            if not pipe:
                sender, receiver = anyio.create_memory_object_stream[tuple[Notification, int]](256)
                pipe.extend((sender, anyio.Event(), [0]))
                spawn(_pump, receiver, send, pipe[1], pipe[2])
            waiting, size = pipe[2], len(encode(note))
            if waiting[0] and waiting[0] + size > RELAY_BYTES:
                return  # a client that cannot keep up loses notifications, never the result
            try:
                pipe[0].send_nowait((note, size))
            except (anyio.WouldBlock, anyio.ClosedResourceError, anyio.BrokenResourceError):
                return
            waiting[0] += size

        try:
            yield push
        finally:
            ended = True
            if pipe:
                pipe[0].close()
        if pipe:
            await pipe[1].wait()  # every notification out before the answer


async def _pump(
    receiver: MemoryObjectReceiveStream[tuple[Notification, int]], send: Send, drained: anyio.Event, waiting: list[int]
) -> None:
    try:
        async with receiver:
            async for note, size in receiver:
                await quietly(send, note)
                waiting[0] -= size
    finally:
        drained.set()


def input_required(result: InputRequired) -> dict[str, Any]:
    """A modern server's `input_required`, as our own result to relay (its requests and state as they are)."""
    out: dict[str, Any] = {"resultType": "input_required"}
    if result.input_requests:
        out["inputRequests"] = result.input_requests
    if result.request_state is not None:
        out["requestState"] = result.request_state
    return out


def declining(ctx: RequestContext) -> Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]:
    """The bridge of a call whose client can be asked nothing: each request is noted, then our handler answers it."""

    async def ask(method: str, params: dict[str, Any]) -> dict[str, Any]:
        if not declared(ctx.capabilities, method, params):
            ctx.decline(method, params)  # one it declared is declined for another reason (nobody to park the call for)
        raise NotBridged

    return ask


def unasked(note: dict[str, Any]) -> None:
    """The log sink of a request whose client asked for no logs: its lines are its own, and go nowhere."""


async def quietly(send: Send, message: Message) -> None:
    """Send a notification to a client that may have gone: then it misses it, and nothing else happens."""
    try:
        await send(message)
    except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
        pass  # a client that went away misses the notification


def answer_of(ctx: RequestContext, result: dict[str, Any] | InputRequired) -> dict[str, Any]:
    """What the client gets for a forwarded request's result: an `input_required` only as its revision and
    capabilities allow it."""
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
            data = {"requiredCapabilities": missing, "aggregator": {"kind": "capability"}}
            raise McpError(MISSING_CAPABILITY, f"{message} ({', '.join(capabilities_named(missing))})", data)
        return input_required(result)
    return dict(result)


def capabilities_named(capabilities: Mapping[str, Any]) -> list[str]:
    """Each capability as a person reads it, with its lacking modes: `elicitation.url`, `sampling.tools`, `roots`."""
    return [
        ".".join(filter(None, (name, mode))) for name in sorted(capabilities) for mode in capabilities[name] or ("",)
    ]
