"""Logging a user in to an upstream from inside the conversation: URL-mode elicitation, and the login pages behind it.

When a call fails because its upstream needs a login for the user it is made for (`PRINCIPAL`: no token in their
store, or its refresh was refused), the proxy puts a link to one of its own pages to that call's client, in its own
revision, as the pins' approvals do (`proxy/approval.py`):

- a modern client that declared URL elicitation gets `input_required` with an `elicitation/create` in URL mode; its
  retry carries our signed `requestState` (bound to the tool, the user and the login), waits (bounded) for the login
  to finish, and runs the call;
- a legacy client that declared URL elicitation is sent that `elicitation/create` on the call's own stream; the call
  waits (bounded) for the login, says `notifications/elicitation/complete`, and runs again;
- any other client gets an `isError` result naming the `login` command.

The page (`LOGIN_PATH/<id>`, on the HTTP front, else on a loopback port: `login_loopback`) starts the authorization
code flow with PKCE for that user and redirects the browser to the authorization server, which sends it back to
`LOGIN_PATH/callback`; the tokens go to that user's store. The id is random and used once: the link is the
credential, and it expires with the login.

Every user sees the same tools/list, logged in or not: the list is made with the proxy's own login, and a call is
where a user's own login is asked for. A tool hidden from a user without a token could not be called, so that user
could never be asked to log in from the conversation; and one list for all keeps its cursors, cache hints and
`list_changed` the same for everyone.
"""

from __future__ import annotations

import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import anyio
from anyio.abc import TaskGroup

from aggregator.aggregator import Aggregator
from aggregator.config import RemoteServer, as_variant
from aggregator.errors import AggregatorError, CallFailed, auth_required_in
from aggregator.oauth_config import PRINCIPAL, login_command
from aggregator.proxy.asgi import SendAsgi, mount_root, plain
from aggregator.proxy.context import RequestContext
from aggregator.proxy.login_loopback import loopback
from aggregator.proxy.signing import Signer

__all__ = [
    "LOGIN_BASE",
    "LOGIN_KEY",
    "LOGIN_PATH",
    "LOGIN_SECONDS",
    "RETRY_WAIT_S",
    "Attempt",
    "Logins",
    "acting_for",
    "base_of",
    "needs_login",
    "url_declared",
]

#: where the login pages are, below the HTTP front's root
LOGIN_PATH = "/login"
#: the key of the login in `inputRequests` / `inputResponses`
LOGIN_KEY = "login"
#: how long a login link works, and how long a call waits for its login at most
LOGIN_SECONDS = 600.0
#: the front's own URL (scheme, host, root path) for the request in hand; None: no page can be offered (stdio)
LOGIN_BASE: ContextVar[str | None] = ContextVar("mcp_aggregator_login_base", default=None)
_LABEL = "login"
#: the requests a modern client can be asked to log in for (they may answer `input_required`, MRTR); and how each
#: is named to the user
_RETRIED = frozenset({"tools/call", "prompts/get", "resources/read"})
_KINDS = {
    "tools/call": "tool",
    "prompts/get": "prompt",
    "resources/read": "resource",
    "completion/complete": "completion of",
}
_ELICIT = "elicitation/create"
_DONE = "notifications/elicitation/complete"
_OURS = ("requestState", "inputResponses")
#: how long a modern client's retry waits for the login it was asked for before it is asked again
RETRY_WAIT_S = 60.0
_NOT_YET = "the login was not completed in time"
_PAGE = "<!doctype html><title>mcp-aggregator</title><p>{}</p>"


@contextmanager
def acting_for(principal: str | None, base: str | None) -> Iterator[None]:
    """Within the block, upstream requests carry `principal`'s tokens and a login offered links to `base`."""
    who, where = PRINCIPAL.set(principal), LOGIN_BASE.set(base)
    try:
        yield
    finally:
        LOGIN_BASE.reset(where)
        PRINCIPAL.reset(who)


def base_of(scope: Mapping[str, Any], headers: Mapping[str, str]) -> str:
    """The front's own URL as the request reached it (scheme, `Host`, the path it is mounted at): where its login
    pages are for the client that sent it."""
    return f"{scope.get('scheme', 'http')}://{headers.get('host', '127.0.0.1')}{mount_root(scope)}"


def needs_login(exc: BaseException) -> bool:
    """Whether a call failed because its upstream needs a login (an `AuthRequired` behind the error it became)."""
    return auth_required_in(exc) is not None


def url_declared(capabilities: Mapping[str, Any]) -> bool:
    """Whether a client declared URL-mode elicitation (`elicitation: {url: {}}`, 2025-11-25 and later)."""
    elicitation = capabilities.get("elicitation")
    return isinstance(elicitation, dict) and isinstance(elicitation.get("url"), dict)


class Attempt:
    """One login of one user to one upstream: the page that starts it, the redirect that ends it."""

    def __init__(self, server: RemoteServer, principal: str | None, base: str) -> None:
        self.id = os.urandom(16).hex()
        self.server = server
        self.principal = principal
        self.base = base
        self.redirect = f"{base}{LOGIN_PATH}/callback"
        self.expires = time.time() + LOGIN_SECONDS
        self.started = False
        self.state: str | None = None  # the OAuth `state` of its authorization request (the callback names it)
        self.auth_url: str | None = None
        self.url_ready = anyio.Event()
        self.returned: str | None = None
        self.came_back = anyio.Event()
        self.finished = anyio.Event()
        self.failure: str | None = None

    async def authorize(self, url: str) -> str:
        """The OAuth client's `authorize`: show `url` to the browser (via the page), wait for it to come back."""
        self.auth_url = url
        self.state = next(iter(parse_qs(urlsplit(url).query).get("state", [])), None)
        self.url_ready.set()
        with anyio.move_on_after(max(0.0, self.expires - time.time())):
            await self.came_back.wait()
        if self.returned is None:
            raise AggregatorError(f"{self.server.name}: the login was not completed in time")
        return self.returned


class Logins:
    """The logins the proxy offers in band, and the pages that run them (flows run in `tasks`, set by the server)."""

    def __init__(
        self,
        aggregator: Aggregator,
        signer: Signer,
        *,
        wait_s: float = LOGIN_SECONDS,
        retry_wait_s: float = RETRY_WAIT_S,
    ) -> None:
        self.aggregator = aggregator
        self.signer = signer
        #: how long a legacy client's call waits for its login; a modern client's retry, before it is asked again
        self.wait_s, self.retry_wait_s = wait_s, retry_wait_s
        self.attempts: dict[str, Attempt] = {}
        self.tasks: TaskGroup | None = None
        self._loopback_base: str | None = None

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        """Run the flows the login pages start, for as long as the block lasts (none is offered outside it)."""
        async with anyio.create_task_group() as tasks:
            self.tasks = tasks
            try:
                yield
            finally:
                self.tasks = self._loopback_base = None  # the loopback port closes with them
                tasks.cancel_scope.cancel()

    def server_of(self, name: str | None) -> RemoteServer | None:
        """The server `name` if a user can log in to it here: per-user OAuth with the authorization code grant."""
        for entry in self.aggregator.config.servers:
            server = as_variant(entry)
            if server.name == name and isinstance(server, RemoteServer) and server.oauth is not None:
                oauth = server.oauth
                return server if oauth.stores is not None and oauth.grant == "authorization_code" else None
        return None

    # -- the call ------------------------------------------------------------------------------

    async def admit(
        self, ctx: RequestContext, method: str, name: str, cont: dict[str, Any]
    ) -> tuple[Any, dict[str, Any]]:
        """A modern client's retry after our login question: (an answer to give instead of routing `method` for
        `name`, or None; the continuation to forward, our own fields taken out). A refusal of a request other
        than a tool call is raised (its result has no `isError`)."""
        state = cont.get("requestState")
        if not (ctx.modern and state is not None and self.signer.owns(state)):
            return None, cont
        fields = self.signer.unseal(str(state))
        if fields is None or len(fields) != 5 or fields[0] != _LABEL:
            return None, cont  # another of our states (a parked call, an approval): theirs to judge
        rest = {key: value for key, value in cont.items() if key not in _OURS}
        _, asked, principal, attempt_id, expires = fields
        attempt = self.attempts.get(attempt_id)
        fresh = isinstance(expires, int | float) and expires >= time.time()
        if asked != _route(method, name) or principal != PRINCIPAL.get() or not fresh or attempt is None:
            # another request's, another user's, or a stale state: nothing was logged in for this one
            server = attempt.server if attempt is not None else None
            return _refusal(server, method, name, "the login this retry names is not this request's"), rest
        responses = cont.get("inputResponses")
        answer = responses.get(LOGIN_KEY) if isinstance(responses, Mapping) else None
        if not isinstance(answer, Mapping) or answer.get("action") != "accept":
            return _refusal(attempt.server, method, name, "the login was declined"), rest
        failure = await self._outcome(attempt, self.retry_wait_s)
        if failure == _NOT_YET and attempt.expires > time.time():
            return self._asking(attempt, method, name), rest  # not logged in yet: asked again (MRTR), same link
        return (_refusal(attempt.server, method, name, failure) if failure else None), rest

    async def needed(
        self,
        ctx: RequestContext,
        method: str,
        name: str,
        exc: AggregatorError,
        again: Callable[[], Awaitable[dict[str, Any]]],
    ) -> dict[str, Any]:
        """The answer to a routed request (`method` for `name`: a tool call, a prompt, a resource read, a completion)
        that failed with `exc` because its upstream needs a login for this user: the login offered in the client's
        revision, or the refusal naming the command. `again` runs the request again (a legacy client's, after its
        login)."""
        routed = (await self.aggregator.catalog()).get(name) if method == "tools/call" else None
        server = self.server_of(routed.server if routed is not None else exc.server)
        if server is None:
            raise exc
        if not url_declared(ctx.capabilities) or self.tasks is None:
            return _refusal(server, method, name, "this client cannot open a login page")
        base = LOGIN_BASE.get() or await self._loopback(self.tasks)
        if (ctx.modern and method not in _RETRIED) or (not ctx.modern and ctx.session is None):
            # no input_required outside tool calls, prompts and reads; no stream to ask a legacy client on
            return _refusal(server, method, name, "this client cannot be asked to log in for this request")
        attempt = self._attempt(server, PRINCIPAL.get(), base)
        if ctx.modern:
            return self._asking(attempt, method, name)
        assert ctx.session is not None
        question = _question(attempt, method, name)
        try:
            answer = await ctx.session.ask(ctx.send, _ELICIT, question, timeout=self.wait_s)
        except (AggregatorError, TimeoutError):
            answer = None
        if not isinstance(answer, Mapping) or answer.get("action") != "accept":
            return _refusal(server, method, name, "the login was declined")
        failure = await self._outcome(attempt, self.wait_s)
        if failure:
            return _refusal(server, method, name, failure)
        await ctx.send(_complete(attempt.id))
        return await again()

    async def _loopback(self, tasks: TaskGroup) -> str:
        """The login pages' origin for a front without its own (stdio): a loopback port, opened on first use."""
        if self._loopback_base is None:
            self._loopback_base = await loopback(tasks, self.serve, LOGIN_PATH)
        return self._loopback_base

    def _attempt(self, server: RemoteServer, principal: str | None, base: str) -> Attempt:
        """The login of `principal` to `server` its link offers: one not yet opened with most of its time left is
        offered again (each call a user made before logging in kept a new one for ten minutes: thousands, each
        walked by every callback)."""
        now = time.time()
        for key in [key for key, old in self.attempts.items() if old.expires < now]:
            del self.attempts[key]  # expired links: their pages answer 404
        for old in self.attempts.values():
            same = (old.server.name, old.principal, old.base) == (server.name, principal, base)
            if same and not old.started and old.expires - now > LOGIN_SECONDS / 2:
                return old
        attempt = Attempt(server, principal, base)
        self.attempts[attempt.id] = attempt
        return attempt

    def _asking(self, attempt: Attempt, method: str, name: str) -> dict[str, Any]:
        """The `input_required` that asks a modern client to open `attempt`'s page, its retry bound to the request
        (its method and name), the user and the login."""
        sealed = self.signer.seal([_LABEL, _route(method, name), attempt.principal, attempt.id, attempt.expires])
        request = {"method": _ELICIT, "params": _question(attempt, method, name)}
        return {"resultType": "input_required", "inputRequests": {LOGIN_KEY: request}, "requestState": sealed}

    async def _outcome(self, attempt: Attempt, wait_s: float) -> str | None:
        """Wait (at most `wait_s`) for `attempt` to end; why it failed (`_NOT_YET`: it has not ended), or None once
        the user's tokens are in the store."""
        with anyio.move_on_after(min(wait_s, max(0.0, attempt.expires - time.time()))):
            await attempt.finished.wait()
        return attempt.failure if attempt.finished.is_set() else _NOT_YET

    # -- the pages ------------------------------------------------------------------------------

    async def serve(self, path: str, query: str, send: SendAsgi) -> None:
        """`GET LOGIN_PATH/<id>` (start a login: redirect to the authorization server) and `LOGIN_PATH/callback`."""
        key = path[len(LOGIN_PATH) + 1 :]
        if key == "callback":
            await self._callback(parse_qs(query), query, send)
            return
        attempt = self.attempts.get(key)
        if attempt is None or attempt.expires < time.time() or attempt.started or self.tasks is None:
            await _page(send, 404, "This login link is unknown, used or expired. Ask again from your conversation.")
            return
        if attempt.principal is not None and parse_qs(query).get("for") != [attempt.principal]:
            # the link is the credential: whoever opens it signs in for the user who asked. Say who that is before
            # anything starts, so a link passed on by someone else is not followed blindly
            who = attempt.principal.partition(":")[2] if attempt.principal.startswith("header:") else "a token holder"
            text = (
                f"This signs you in to {attempt.server.name} for the proxy user {who!r}: their calls will use your "
                f"account. Continue only if that is you and you asked for it in your own conversation."
            )
            # relative to this page (`…/login/<id>`): right under any mount (ASGI root_path) or path-stripping
            # reverse proxy, and never another site's
            await _page(send, 200, text, f"./{key}?{urlencode({'for': attempt.principal})}")
            return
        attempt.started = True
        self.tasks.start_soon(self._run, attempt)
        with anyio.move_on_after(30):
            async with anyio.create_task_group() as tg:  # the authorization URL, or the end (already logged in)
                for event in (attempt.url_ready, attempt.finished):
                    tg.start_soon(_first, event, tg)
        if attempt.auth_url is not None and not attempt.finished.is_set():
            await plain(send, 302, b"", {"location": attempt.auth_url, "cache-control": "no-store"})
        else:
            await _page(send, 200 if attempt.finished.is_set() else 504, _said(attempt))

    async def _callback(self, query: dict[str, list[str]], raw: str, send: SendAsgi) -> None:
        state = next(iter(query.get("state", [])), None)
        attempt = next((a for a in self.attempts.values() if state and a.state == state), None)
        if attempt is None or attempt.came_back.is_set():
            await _page(send, 404, "This login is unknown or already done.")
            return
        attempt.returned = f"{attempt.redirect}?{raw}"
        attempt.came_back.set()
        with anyio.move_on_after(30):
            await attempt.finished.wait()
        await _page(send, 200, _said(attempt))

    async def _run(self, attempt: Attempt) -> None:
        """The authorization code flow for the attempt's user: one request whose 401 starts it; tokens to the store."""
        import httpx

        from aggregator.transports.oauth import provider_for

        oauth = attempt.server.oauth
        assert oauth is not None and oauth.stores is not None
        store = oauth.stores(attempt.principal) if attempt.principal is not None else oauth.store
        assert store is not None  # OAuthSettings always has one
        try:
            client = await store.get_client_info()
            if (
                oauth.client_id is None
                and client is not None
                and attempt.redirect not in map(str, client.redirect_uris or ())
            ):
                await store.set_client_info(None)  # registered for another redirect: register this one
            settings = replace(
                oauth, store=store, stores=None, authorize=attempt.authorize, redirect_uri=attempt.redirect
            )
            body = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
            headers = {"accept": "application/json, text/event-stream"}
            async with httpx.AsyncClient(auth=provider_for(attempt.server.url, settings), timeout=30) as http:
                await http.post(attempt.server.url, json=body, headers=headers)
            if await store.get_tokens() is None:
                attempt.failure = "the login did not end with tokens"
            else:
                await self._mend(attempt.server.name)
        except Exception as exc:  # the user's to hear on the page and in the call's answer; never our task group's
            attempt.failure = f"the login failed: {exc}"
        finally:
            attempt.finished.set()

    async def _mend(self, name: str) -> None:
        """After a login: a server whose own login was lost (`auth_required`, or trying again) connects again now,
        so the call that waited for the login runs, and its status is ok again without waiting for its backoff."""
        for _ in range(2):  # an attempt under way may have read the store before the new tokens: then once more
            state = self.aggregator.status().get(name)
            if state is None or state.state not in ("auth_required", "connecting", "backoff"):
                return
            try:
                await self.aggregator.reconnect(name)
            except (AggregatorError, TimeoutError, KeyError):
                return  # still not connected: its status says why, and the call's answer too


async def _first(event: anyio.Event, tg: TaskGroup) -> None:
    await event.wait()
    tg.cancel_scope.cancel()


def _route(method: str, name: str) -> str:
    """What a login's `requestState` is bound to: the method and the name (tool, prompt, URI) it was asked for."""
    return f"{method} {name}"


def _what(method: str, name: str) -> str:
    """The request as the user reads it: `tool 'x'`, `prompt 'x'`, `resource u`, `completion of 'x'`."""
    kind = _KINDS.get(method, method)
    return f"{kind} {name!r}"


def _question(attempt: Attempt, method: str, name: str) -> dict[str, Any]:
    """The URL-mode elicitation that links to `attempt`'s login page."""
    server = attempt.server.name
    return {
        "mode": "url",
        "message": f"{server} needs you to log in before {_what(method, name)} can run. Open the link to log in.",
        "url": f"{attempt.base}{LOGIN_PATH}/{attempt.id}",
        "elicitationId": attempt.id,
    }


def _said(attempt: Attempt) -> str:
    if not attempt.finished.is_set():
        return "The login did not start in time; try the link again from your conversation."
    if attempt.failure:
        return f"The login to {attempt.server.name} failed: {attempt.failure}."
    return f"Logged in to {attempt.server.name}. You can close this window and return to your conversation."


async def _page(send: SendAsgi, status: int, text: str, proceed: str | None = None) -> None:
    from html import escape

    link = f'<p><a id="continue" href="{escape(proceed)}">Continue</a></p>' if proceed is not None else ""
    body = (_PAGE.format(escape(text)) + link).encode()
    headers = [(b"content-type", b"text/html; charset=utf-8"), (b"cache-control", b"no-store")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _complete(elicitation_id: str) -> Any:
    from aggregator.protocol.jsonrpc import Notification

    return Notification(_DONE, {"elicitationId": elicitation_id})


def _refusal(server: RemoteServer | None, method: str, name: str, why: str) -> dict[str, Any]:
    """The `isError` result of a tool call that cannot run before a login: why, and the command that logs in. Any
    other request's refusal is raised, a JSON-RPC error saying the same (its result has no `isError`)."""
    which = server.name if server is not None else "its server"
    text = (
        f"{_what(method, name)} needs a login to {which} for you ({why}): run `{login_command(which)}`, or ask "
        "from a client that supports URL elicitation to log in from the conversation"
    )
    if method != "tools/call":
        data = {"kind": "auth_required", "command": login_command(which)}
        raise CallFailed(text, server=which, data=data)
    return {"content": [{"type": "text", "text": text}], "isError": True}
