"""Legacy sessions under `serve --workers`: each lives in the worker that opened it, and any worker can serve it.

A session id begins with its owner's name (`w3-…`). A request naming a session another worker owns is relayed,
as it came (headers, body, and the answer's stream as it is produced: SSE, `Last-Event-ID` resumption), to the
owner's private unix socket, with the client's address (the owner's per-client bounds count it as that client's).
Modern requests carry no session and are answered wherever they land. An id naming no worker, or a worker that is
gone, is answered here: the same 404 as any unknown session.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any

import anyio

from aggregator.proxy.asgi import (
    RELAYED_CLIENT,
    HttpError,
    Receive,
    Scope,
    SendAsgi,
    cancel_on_disconnect,
    client_of,
    error_answer,
    headers_of,
    read_body,
)

if TYPE_CHECKING:
    import httpx

    from aggregator.proxy.http import McpHttpApp

__all__ = ["WORKER_HEADER", "WorkerRelay", "owner_of", "private_socket_path", "session_prefix"]

#: the response header naming the worker that took the request (a relayed answer names the relaying worker)
WORKER_HEADER = "mcp-aggregator-worker"
_WORKER_HEADER = WORKER_HEADER.encode()
_SESSION_HEADER = b"mcp-session-id"
#: the header a relayed request carries its client's address in, read on the private socket only (a client's own
#: is dropped before relaying: only a worker says who the client is)
_CLIENT_HEADER = b"mcp-aggregator-client"
#: hop-by-hop headers (RFC 9110 §7.6.1) and the length, which the relay's own framing sets again
_HOP = frozenset(
    {b"connection", b"keep-alive", b"proxy-connection", b"te", b"trailer", b"transfer-encoding", b"upgrade"}
)
#: how long the relay waits to reach a live owner's socket (it is local: anything longer means it is gone)
CONNECT_S = 5.0


def session_prefix(index: int) -> str:
    """How every session id minted by worker `index` begins."""
    return f"w{index}-"


def owner_of(session_id: str) -> int | None:
    """The worker a session id names, or None when it names none (an id of a single-process proxy, or forged).

    Under `serve --replica NAME` the id begins with the replica's name first (`NAME.w3-…`): it is skipped.
    """
    head, dash, _ = session_id.partition("-")
    head = head.rpartition(".")[2]
    if not dash or not head.startswith("w") or not (digits := head[1:]).isascii() or not digits.isdigit():
        return None
    return int(digits) if len(digits) <= 4 else None


def private_socket_path(directory: str, index: int) -> str:
    """Where worker `index` listens for relayed requests (in the supervisor's private directory)."""
    return os.path.join(directory, f"w{index}.sock")


class WorkerRelay:
    """The ASGI app of one worker: `app` for what it owns or what anyone may answer, the owner for the rest.

    Requests arriving on the private unix socket come from a peer's relay: they are served here as if they had
    arrived on the public socket (`public` is its address, which the Origin check compares against), with no
    client address, so a pooled relay connection is never taken for one client's connection.
    """

    def __init__(self, app: McpHttpApp, *, index: int, count: int, directory: str, public: tuple[str, int]) -> None:
        self.app = app
        self.index = index
        self.count = count
        self.directory = directory
        self.public = public
        self._tag = (_WORKER_HEADER, str(index).encode())
        self._clients: dict[int, httpx.AsyncClient] = {}
        app.sessions.id_prefix = session_prefix(index)

    async def __call__(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        server = scope.get("server")
        if server is not None and server[1] is None:  # a unix socket: only the private one is
            client = next((value.decode("latin-1") for name, value in scope["headers"] if name == _CLIENT_HEADER), "")
            relayed = {**scope, "server": self.public, "client": None, RELAYED_CLIENT: client}
            await self.app(relayed, receive, send)
            return
        owner = self._owner(scope)
        if owner is None:
            await self.app(scope, receive, self._tagged(send))
            return
        await self._relay(owner, scope, receive, send)

    def _owner(self, scope: Scope) -> int | None:
        """The other worker that owns the session the request names; None to answer here."""
        for name, value in scope["headers"]:
            if name == _SESSION_HEADER:
                owner = owner_of(value.decode("latin-1"))
                return owner if owner is not None and owner != self.index and owner < self.count else None
        return None

    def _tagged(self, send: SendAsgi) -> SendAsgi:
        tag = self._tag

        async def tagged(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", ()), tag]}
            await send(message)

        return tagged

    async def _relay(self, owner: int, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        import httpx

        try:
            # checked here before a byte of the body is read or a relay slot taken, as a single worker does: an
            # unauthenticated client naming another worker's session must not hold connections or memory
            self.app.access.check(scope, headers_of(scope))
            body = await read_body(receive, self.app.settings.body_timeout_s)
        except HttpError as exc:
            await error_answer(self._tagged(send), exc)
            return
        headers = [
            (k, v) for k, v in scope["headers"] if k not in _HOP and k not in (b"content-length", _CLIENT_HEADER)
        ]
        headers.append((_CLIENT_HEADER, client_of(scope).encode("latin-1")))  # the owner's per-client bounds
        client = self.client(owner)
        target = scope.get("raw_path") or scope["path"].encode()
        if scope.get("query_string"):
            target += b"?" + scope["query_string"]
        url = "http://worker" + target.decode("latin-1")
        request = client.build_request(scope["method"], url, headers=headers, content=body)
        owner_gone = False
        async with anyio.create_task_group() as tg:
            # the client leaving ends the relayed request too (the owner sees its connection close: a GET stream
            # ends, a call is cancelled), whether or not the owner has begun to answer
            tg.start_soon(cancel_on_disconnect, receive, tg.cancel_scope)
            try:
                response = await client.send(request, stream=True)
            except httpx.TransportError:
                owner_gone = True
            else:
                try:
                    await self._pass_on(response, send)
                finally:
                    with anyio.CancelScope(shield=True):
                        await response.aclose()
            tg.cancel_scope.cancel()
        if owner_gone:
            # it died, and a new worker took its place without its sessions: the session is unknown, and this
            # worker answers exactly that
            await self.app(scope, _replay(body, receive), self._tagged(send))

    async def _pass_on(self, response: httpx.Response, send: SendAsgi) -> None:
        """The owner's answer, streamed to our client as it comes."""
        # the Date this server sets itself (uvicorn): the owner's would come twice
        answer = [(k, v) for k, v in response.headers.raw if k.lower() not in _HOP and k.lower() != b"date"]
        await send({"type": "http.response.start", "status": response.status_code, "headers": [*answer, self._tag]})
        import httpx

        try:
            async for chunk in response.aiter_raw():
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
        except httpx.TransportError:
            # the owner went away mid-answer: a stream (chunked) ends here, and its client resumes and hears that
            # the session is gone; a body of announced length is left short, so the server drops the connection
            if "content-length" in response.headers:
                return
        await send({"type": "http.response.body", "body": b"", "more_body": False})

    def client(self, owner: int) -> httpx.AsyncClient:
        """The pooled client that reaches worker `owner`'s private socket (made on first use)."""
        import httpx

        client = self._clients.get(owner)
        if client is None:
            transport = httpx.AsyncHTTPTransport(uds=private_socket_path(self.directory, owner))
            # no read timeout: a relayed GET stream lasts as long as its client wants; pooled, unbounded in
            # number (the public side bounds connections and each session's requests already)
            limits = httpx.Limits(max_connections=None, max_keepalive_connections=16)
            timeout = httpx.Timeout(None, connect=CONNECT_S)
            client = httpx.AsyncClient(transport=transport, limits=limits, timeout=timeout)
            self._clients[owner] = client
        return client

    async def aclose(self) -> None:
        """Close the relay's connections to the other workers."""
        clients, self._clients = list(self._clients.values()), {}
        for client in clients:
            await client.aclose()


def _replay(body: bytes, receive: Receive) -> Receive:
    """A `receive` that gives `body` once, then whatever the connection says next."""
    given = False

    async def again() -> MutableMapping[str, Any]:
        nonlocal given
        if given:
            return await receive()
        given = True
        return {"type": "http.request", "body": body, "more_body": False}

    return again
