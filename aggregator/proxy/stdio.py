"""The proxy over stdio: what desktop clients launch. Nothing but MCP messages ever goes to stdout.

One process is one legacy session (after `initialize`), and also serves modern requests, each of
which carries its own `_meta`. Every request runs in its own task, so a slow call never holds the
others, and a client's `notifications/cancelled` cancels exactly that task (which cancels upstream).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, BinaryIO

import anyio
from anyio.abc import TaskGroup

from aggregator.errors import ProtocolViolation
from aggregator.protocol import jsonrpc
from aggregator.protocol.framing import LineDecoder, sniff_id
from aggregator.protocol.jsonrpc import ErrorResponse, Invalid, Message, Notification, Request, Response
from aggregator.protocol.mcp import cancellable
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
        #: requests in flight that no `notifications/cancelled` may cancel (`initialize`): still drained
        self._fixed: set[Any] = set()
        self._idle = anyio.Event()
        self._listens: set[Any] = set()
        self.session: Session = server.open_session(outbox=self.send)

    async def send(self, message: Message) -> None:
        await self._write(jsonrpc.encode(message) + b"\n")

    async def _write(self, data: bytes) -> None:
        async with self._lock:
            await self._out.write(data)
            await self._out.flush()

    def dispatch(self, message: Message, tg: TaskGroup) -> None:
        if isinstance(message, Request):
            tg.start_soon(self._answer, message, self._register(message))
        elif isinstance(message, Notification):
            if message.method == "notifications/cancelled":
                request_id = (message.params or {}).get("requestId")
                # only what can be an id: a list would not hash, and True would find request 1
                scope = self._scopes.get(request_id) if isinstance(request_id, str | int) else None
                if scope is not None and not isinstance(request_id, bool) and request_id not in self._fixed:
                    scope.cancel()
            else:
                tg.start_soon(self.server.handle_notification, message, self.session)
        elif isinstance(message, Response | ErrorResponse):
            self.session.deliver(message)  # the client answering our elicitation, sampling or roots request

    def dispatch_batch(self, items: Sequence[Message | Invalid], tg: TaskGroup) -> None:
        """A 2025-03-26 batch: members run side by side; their answers go out together, as one array, in order."""
        slots: list[Response | ErrorResponse | None] = []
        calls: list[tuple[int, Request, anyio.CancelScope]] = []
        for item in items:
            refusal = self.server.batch_refusal(item) if isinstance(item, Request) else None
            if isinstance(item, Invalid):
                slots.append(item.answer())
            elif refusal is not None:
                slots.append(refusal)
            elif isinstance(item, Request):
                calls.append((len(slots), item, self._register(item)))
                slots.append(None)
            else:
                self.dispatch(item, tg)
        if calls or any(slot is not None for slot in slots):
            tg.start_soon(self._answer_batch, slots, calls)

    def _register(self, request: Request) -> anyio.CancelScope:
        # registered before the task runs, so a drain (or a cancel) can never miss it
        scope = self._scopes[request.id] = anyio.CancelScope()
        if request.method == "subscriptions/listen":
            self._listens.add(request.id)
        if not cancellable(request.method):
            self._fixed.add(request.id)
        return scope

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
        reply = await self._reply(request, scope)
        if reply is not None:
            await self.send(reply)

    async def _answer_batch(
        self, slots: list[Response | ErrorResponse | None], calls: list[tuple[int, Request, anyio.CancelScope]]
    ) -> None:
        async def run(index: int, request: Request, scope: anyio.CancelScope) -> None:
            slots[index] = await self._reply(request, scope)

        async with anyio.create_task_group() as tg:
            for call in calls:
                tg.start_soon(run, *call)
        answers = [slot for slot in slots if slot is not None]
        if answers:  # all cancelled, or only notifications: nothing goes out
            await self._write(jsonrpc.encode_batch(answers) + b"\n")

    async def _reply(self, request: Request, scope: anyio.CancelScope) -> Response | ErrorResponse | None:
        reply = None
        with scope:
            try:
                reply = await self.server.handle(request, session=self.session, send=self.send)
            finally:
                self._scopes.pop(request.id, None)
                self._listens.discard(request.id)
                self._fixed.discard(request.id)
                if not self._scopes:
                    self._idle.set()
        # a cancelled request gets no answer: the client already gave up on it
        return reply


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
        payload = jsonrpc.read_payload(frame, allow_batch=batches_allowed(front.session.version))
    except ProtocolViolation as exc:  # not JSON at all
        await front.send(ErrorResponse(sniff_id(frame[:512]), jsonrpc.PARSE_ERROR, exc.message))
        return
    if payload.batch:
        front.dispatch_batch(payload.items, tg)
        return
    message = payload.items[0]
    if isinstance(message, Invalid):  # JSON, but not a JSON-RPC message: Invalid Request
        await front.send(message.answer())
        return
    front.dispatch(message, tg)
