"""Calls parked between a modern client's retries, while it answers a legacy server's own requests.

A legacy upstream asks its client mid-call (elicitation, sampling, roots); a modern client can only
be asked with an `input_required` result and answers in a new request. The call waits here, with the
questions and the outcome queued, for whichever request owns it next.
"""

from __future__ import annotations

import math
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio

from aggregator.errors import McpError
from aggregator.oauth_config import PRINCIPAL
from aggregator.protocol.jsonrpc import INTERNAL_ERROR, Notification
from aggregator.protocol.mcp import log_wanted
from aggregator.upstream import NotBridged

__all__ = [
    "MAX_PARKED",
    "MAX_PARKED_PER_CLIENT",
    "Ask",
    "Parked",
    "capability_of",
    "crowded",
    "declared",
    "lacking",
    "merge_lacking",
    "progress_note",
    "undeclared",
    "upstream_capabilities",
]

#: modern calls parked at once (each waits at most the input expiry for its client's retry), in all and per client
MAX_PARKED = 1024
MAX_PARKED_PER_CLIENT = 64

# client capabilities whose requests we can carry to the client, and the input-request method of each
_RELAYED = {"elicitation": "elicitation/create", "sampling": "sampling/createMessage", "roots": "roots/list"}


def upstream_capabilities(capabilities: Mapping[str, Any]) -> dict[str, Any]:
    """The client's capabilities minus what we cannot relay (extensions we do not implement, experiments)."""
    out = {}
    for name in _RELAYED:
        value = capabilities.get(name)
        if isinstance(value, dict):
            # a legacy `roots: {listChanged}` has no modern counterpart field: roots is all there is
            out[name] = {} if name == "roots" else dict(value)
    return out


def capability_of(method: str) -> str | None:
    """The client capability a server request of `method` needs (None: one we do not relay)."""
    return next((name for name, wanted in _RELAYED.items() if wanted == method), None)


def declared(capabilities: Mapping[str, Any], method: str, params: Mapping[str, Any] | None = None) -> bool:
    """Whether a client with `capabilities` may be sent a request of `method` (one we know how to relay) with these
    `params`: the capability, and for what it has modes of, the mode asked (a URL-mode elicitation needs
    `elicitation.url`; a form, `elicitation.form` or the bare `elicitation: {}` of the older revisions; a sampling
    request offering tools needs `sampling.tools`)."""
    name = capability_of(method)
    declared_as = capabilities.get(name) if name is not None else None
    if not isinstance(declared_as, dict):
        return False
    if method == "elicitation/create":
        mode = (params or {}).get("mode", "form")
        return "url" in declared_as if mode == "url" else (not declared_as or "form" in declared_as)
    if method == "sampling/createMessage" and (params or {}).get("tools"):
        return "tools" in declared_as
    return True


def lacking(capabilities: Mapping[str, Any], method: str, params: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """What a client with `capabilities` would have to add to be sent a request of `method` with `params` (empty:
    nothing), as a -32021's `requiredCapabilities` names it. A mode is named where the capability alone does not
    cover it: `elicitation.url` for a URL-mode elicitation, `elicitation.form` for a form put to a client that
    declared URLs only, `sampling.tools` for a sampling request offering tools. A method we do not relay needs
    itself."""
    if declared(capabilities, method, params):
        return {}
    name = capability_of(method)
    if name is None:
        return {method: {}}
    has = capabilities.get(name)
    if method == "elicitation/create":
        mode = (params or {}).get("mode", "form")
        if mode == "url" or isinstance(has, dict):  # a client with only `elicitation.url` lacks the form mode
            return {name: {"url" if mode == "url" else "form": {}}}
    if method == "sampling/createMessage" and (params or {}).get("tools"):
        return {name: {"tools": {}}}
    return {name: {}}


def merge_lacking(into: dict[str, Any], more: Mapping[str, Any]) -> dict[str, Any]:
    """`into` with the capabilities (and their modes) of `more` added."""
    for name, modes in more.items():
        into.setdefault(name, {}).update(modes)
    return into


def undeclared(capabilities: Mapping[str, Any], input_requests: Mapping[str, Any]) -> dict[str, Any]:
    """The capabilities `input_requests` need that the client did not declare, as `lacking` names them."""
    missing: dict[str, Any] = {}
    for request in input_requests.values():
        method = request.get("method") if isinstance(request, dict) else None
        params = request.get("params") if isinstance(request, dict) else None
        merge_lacking(missing, lacking(capabilities, str(method), params if isinstance(params, dict) else None))
    return missing


def progress_note(note: dict[str, Any], token: Any) -> Notification:
    """A `notifications/progress` for the client's own `token`, carrying the upstream's progress figures."""
    params = {k: v for k, v in note.items() if k != "progressToken"}
    params["progressToken"] = token
    return Notification("notifications/progress", params)


@dataclass(eq=False, slots=True)
class Ask:
    """One request a legacy upstream sent mid-call, waiting for the modern client's answer."""

    method: str
    params: dict[str, Any]
    key: str = field(default_factory=lambda: f"upstream-{uuid.uuid4().hex[:8]}")
    reply: dict[str, Any] | None = None
    done: anyio.Event = field(default_factory=anyio.Event)
    declined: bool = False

    def answer(self, reply: dict[str, Any] | None) -> None:
        """The client's answer (None: it never came)."""
        if not self.done.is_set():
            self.reply = reply
            self.done.set()

    def decline(self) -> None:
        """Not the current client's to answer (it did not declare the capability): the upstream's handler does."""
        self.declined = True
        self.answer(None)


class Parked:
    """A call to an upstream whose requests a modern client may have to answer, across its retries.

    Events (the upstream's questions, then the outcome) queue up here; whichever request currently owns
    the call takes them. Between requests nobody owns it and its scope carries the expiry.
    """

    def __init__(self, target: list[str], capabilities: Mapping[str, Any], client: str | None = None) -> None:
        self.id = uuid.uuid4().hex
        #: who started it (the HTTP client's address; None on stdio, where there is one client)
        self.client = client
        #: the proxy user it runs for (`aggregator.principal`): only that user's retry may resume it
        self.principal = PRINCIPAL.get()
        self.target = target
        self.capabilities = capabilities
        self.scope = anyio.CancelScope()
        self.nonce: str | None = None  # the state that may resume it now
        self.asking: Ask | None = None  # what the client was last asked
        #: the request that owns it now: its relay, progress token and log level (each request its own)
        self.owner: tuple[Callable[[Notification], None], Any, str | None] | None = None
        self.collected = anyio.Event()
        self.ended = False
        #: what the upstream asked (method, params) that the owning client had not declared (the call then needs a
        #: capability)
        self.undeclared: list[tuple[str, dict[str, Any]]] = []
        self._events: deque[Any] = deque()
        self._changed = anyio.Event()

    def holds_a_slot(self, now: float) -> bool:
        """Whether it still counts against the parking bounds: not collected, not ended, not past its expiry."""
        return not (self.ended or self.collected.is_set() or self.scope.deadline <= now)

    def post(self, event: Any) -> None:
        """Queue an event (a question or the outcome) for whichever request owns the call."""
        self._events.append(event)
        self._changed.set()

    async def next(self) -> Any:
        """The next event, waiting for one; raises `McpError` when the call ended without an answer."""
        while not self._events:
            if self.ended:
                raise McpError(INTERNAL_ERROR, "the call ended without an answer")
            self._changed = anyio.Event()
            await self._changed.wait()
        event = self._events.popleft()
        if not isinstance(event, Ask):
            self.collected.set()
        return event

    def end(self) -> None:
        """The call is over: questions nobody answered fail, and an owner waiting for more hears so."""
        self.ended = True
        for question in [self.asking, *self._events]:
            if isinstance(question, Ask):
                question.answer(None)
        self._changed.set()

    async def ask(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """The `Bridge` the upstream calls with its own request: it becomes a question for the client."""
        if not declared(self.capabilities, method, params):
            self.undeclared.append((method, params))
            raise NotBridged  # not the client's to answer: the upstream's own handler does (roots, declines)
        if self.ended:
            raise McpError(INTERNAL_ERROR, "the call this request belongs to has ended")
        question = Ask(method, dict(params))
        self.post(question)
        await question.done.wait()
        if question.declined:
            raise NotBridged
        if question.reply is None:
            raise McpError(INTERNAL_ERROR, "the client did not answer in time; the call was cancelled")
        return question.reply

    def progress(self, note: dict[str, Any]) -> None:
        """Relay an upstream progress notification to the owning request, under its progress token (dropped if none)."""
        if self.owner is not None and self.owner[1] is not None:
            self.owner[0](progress_note(note, self.owner[1]))

    def log(self, note: dict[str, Any]) -> None:
        """Relay an upstream log notification to the owning request, if it asked for lines of that level."""
        if self.owner is not None and log_wanted(note.get("level"), self.owner[2]):
            self.owner[0](Notification("notifications/message", note))


def crowded(
    parked: Iterable[Parked], client: str | None, *, total: int, per_client: int, now: float
) -> McpError | None:
    """The refusal of one more parked call by `client` (None: there is room), past `total` or `per_client`.

    A slot is free as soon as its call is collected, ends or passes its expiry, whether or not its task has been
    reaped yet. The refusal is `-32603` with `data.aggregator.kind` "busy": the spec has no busy code (its
    `-32000..-32019` range is legacy and `-32020..-32099` is reserved), so ours is the typed kind, like every error
    of our own, with the bound, which one, and when the first of those slots expires at the latest (`retry_in_s`).
    """
    live = [call for call in parked if call.holds_a_slot(now)]
    mine = [call for call in live if call.client == client]
    # its own bound first: a client over it is told so, whatever the others hold
    if len(mine) >= per_client:
        limit, which, counted = per_client, "for this client", mine
    elif len(live) >= total:
        limit, which, counted = total, "in all", live
    else:
        return None
    info: dict[str, Any] = {"kind": "busy", "limit": limit, "scope": "client" if counted is mine else "total"}
    expiries = [call.scope.deadline for call in counted if call.scope.deadline != math.inf]
    if expiries:
        info["retry_in_s"] = round(max(0.0, min(expiries) - now), 3)
    message = f"too many calls are waiting for a client's input ({limit} {which}); try again later"
    return McpError(INTERNAL_ERROR, message, {"aggregator": info})
