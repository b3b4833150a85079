"""The login pages on a loopback port, for a front with no HTTP server of its own (stdio).

Only what a browser does on the way through a login: a `GET` of a login page or of the callback, one request per
connection, answered whole and closed. Bound to 127.0.0.1 at a port the OS picks, for the life of the proxy.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from functools import partial
from http import HTTPStatus
from typing import Any

import anyio
from anyio.abc import Listener, SocketAttribute, SocketStream, TaskGroup

from aggregator.proxy.asgi import SendAsgi

__all__ = ["HEAD_LIMIT", "Pages", "loopback"]

#: the most a request's head may take; a browser's GET is far below it
HEAD_LIMIT = 65536
#: answers one page: its path, its query string, and where the ASGI response messages go
Pages = Callable[[str, str, SendAsgi], Awaitable[None]]


async def loopback(tasks: TaskGroup, pages: Pages, prefix: str) -> str:
    """Serve `pages` (the paths under `prefix`) on 127.0.0.1 in `tasks`; the origin to link to."""
    listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=0)
    port = listener.extra(SocketAttribute.local_port)
    tasks.start_soon(_listen, listener, partial(_answer, pages, prefix))
    return f"http://127.0.0.1:{port}"


async def _listen(listener: Listener[SocketStream], handle: Callable[[SocketStream], Awaitable[None]]) -> None:
    async with listener:
        await listener.serve(handle)


async def _answer(pages: Pages, prefix: str, stream: SocketStream) -> None:
    async with stream:
        try:
            head = b""
            with anyio.move_on_after(10):  # a connection that says nothing does not hold a task for long
                while b"\r\n\r\n" not in head and len(head) < HEAD_LIMIT:
                    head += await stream.receive()
            parts = head.split(b"\r\n", 1)[0].decode("latin-1").split(" ")
            target = parts[1] if len(parts) == 3 and parts[0] == "GET" else ""
            path, _, query = target.partition("?")
            if not path.startswith(prefix + "/"):
                await stream.send(_response(404, [], b"not found"))
                return
            answer: dict[str, Any] = {"status": 500, "headers": [], "body": b""}

            async def send(message: MutableMapping[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    answer["status"], answer["headers"] = message["status"], list(message.get("headers", []))
                else:
                    answer["body"] += message.get("body", b"")

            await pages(path, query, send)
            await stream.send(_response(answer["status"], answer["headers"], answer["body"]))
        except (anyio.EndOfStream, anyio.BrokenResourceError, OSError):
            pass  # a browser that went away: the login waits for its next request, bounded by its own expiry


def _response(status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> bytes:
    reason = HTTPStatus(status).phrase.encode()
    lines = [b"HTTP/1.1 %d %s" % (status, reason), *(name + b": " + value for name, value in headers)]
    lines += [b"content-length: %d" % len(body), b"connection: close"]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body
