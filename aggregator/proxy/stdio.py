"""The proxy over stdio: what desktop clients launch. Nothing but MCP messages ever goes to stdout.

One process is one legacy session (after `initialize`), and also serves modern requests, each of
which carries its own `_meta`. Every request runs in its own task, so a slow call never holds the
others, and a client's `notifications/cancelled` cancels exactly that task (which cancels upstream).
"""

from __future__ import annotations

import sys
from typing import Any, BinaryIO

import anyio
from anyio.abc import TaskGroup

from aggregator.errors import ProtocolViolation
from aggregator.protocol import jsonrpc
from aggregator.protocol.framing import LineDecoder, sniff_id
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.protocol.versions import batches_allowed
from aggregator.proxy.server import ProxyServer, Session
from aggregator.proxy.stdin import StdinReader

__all__ = ["serve_stdio"]


class _StdioFront:
    def __init__(self, server: ProxyServer, stdout: BinaryIO) -> None:
        self.server = server
        self._out = anyio.wrap_file(stdout)
        self._lock = anyio.Lock()
        self._scopes: dict[Any, anyio.CancelScope] = {}
        self._idle = anyio.Event()
        self._listens: set[Any] = set()
        self.session: Session = server.open_session(outbox=self.send)

    async def send(self, message: Message) -> None:
        data = jsonrpc.encode(message) + b"\n"
        async with self._lock:
            await self._out.write(data)
            await self._out.flush()

    def dispatch(self, message: Message, tg: TaskGroup) -> None:
        if isinstance(message, Request):
            # registered before the task runs, so a drain (or a cancel) can never miss it
            scope = self._scopes[message.id] = anyio.CancelScope()
            if message.method == "subscriptions/listen":
                self._listens.add(message.id)
            tg.start_soon(self._answer, message, scope)
        elif isinstance(message, Notification):
            if message.method == "notifications/cancelled":
                scope = self._scopes.get((message.params or {}).get("requestId"))
                if scope is not None:
                    scope.cancel()
            else:
                tg.start_soon(self.server.handle_notification, message, self.session)
        elif isinstance(message, Response | ErrorResponse):
            self.session.deliver(message)  # the client answering our elicitation, sampling or roots request

    async def drain(self, seconds: float) -> None:
        """Let requests still in flight finish (stdin closed: the client sent all it will send).

        Listen streams never finish on their own: they end here, at once.
        """
        for request_id in list(self._listens):
            scope = self._scopes.get(request_id)
            if scope is not None:
                scope.cancel()
        with anyio.move_on_after(seconds):
            while self._scopes:
                self._idle = anyio.Event()
                await self._idle.wait()

    async def _answer(self, request: Request, scope: anyio.CancelScope) -> None:
        with scope:
            try:
                reply = await self.server.handle(request, session=self.session, send=self.send)
                if reply is not None:
                    await self.send(reply)
            finally:
                self._scopes.pop(request.id, None)
                self._listens.discard(request.id)
                if not self._scopes:
                    self._idle.set()
        # a cancelled request gets no answer: the client already gave up on it


async def serve_stdio(server: ProxyServer, *, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> None:
    """Serve `server` on stdin/stdout until stdin closes, or until cancelled (at once: see `StdinReader`)."""
    front = _StdioFront(server, stdout or sys.stdout.buffer)
    decoder = LineDecoder()
    async with StdinReader(stdin or sys.stdin.buffer) as reader, anyio.create_task_group() as tg:
        await tg.start(server.watch)
        tg.start_soon(server.prime)
        while chunk := await reader.read():
            for frame in decoder.feed(chunk):
                if isinstance(frame, bytes):
                    await _decoded(front, frame, tg)
                else:
                    await front.send(ErrorResponse(frame.sniff_id(), -32600, f"message over {frame.size} bytes"))
        await front.drain(30.0)
        tg.cancel_scope.cancel()


async def _decoded(front: _StdioFront, frame: bytes, tg: TaskGroup) -> None:
    try:
        messages = jsonrpc.decode(frame, allow_batch=batches_allowed(front.session.version))
    except ProtocolViolation as exc:
        await front.send(ErrorResponse(sniff_id(frame[:512]), jsonrpc.PARSE_ERROR, exc.message))
        return
    for message in messages:
        front.dispatch(message, tg)
