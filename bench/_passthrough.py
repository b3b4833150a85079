"""A do-nothing HTTP pass-through on the proxy's own stack: the fastest a Python hop can be ("the Python limit").

uvicorn with httptools on uvloop through the proxy's own connection class (`aggregator.proxy.connections`: its caps
and its one send per loop turn), as `mcp-aggregator serve --http` runs (listener with TCP_NODELAY), and a raw ASGI app
that forwards each request's method, body and MCP headers to one upstream URL with one pooled aiohttp
`ClientSession` (the client the proxy uses on asyncio) and answers with the upstream's status, content type,
session id and bytes, read whole. No JSON is parsed, nothing is checked: what is left is the cost of the stack.

    <plain venv>/bin/python bench/_passthrough.py --upstream URL     # prints LISTENING http://127.0.0.1:<port>/mcp
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import sys
from typing import Any

import aiohttp
import uvicorn
import uvloop
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from aggregator.proxy.connections import ConnectionLimits, guarded_protocol

FORWARDED = (b"content-type", b"accept", b"mcp-session-id", b"mcp-protocol-version", b"mcp-method", b"mcp-name")
RETURNED = ("Content-Type", "Mcp-Session-Id")


class PassThrough:
    """The ASGI app: every HTTP request to the upstream and back, bytes untouched."""

    def __init__(self, upstream: str) -> None:
        self.upstream = upstream
        self.session: aiohttp.ClientSession | None = None

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        headers = {k.decode(): v.decode() for k, v in scope["headers"] if k in FORWARDED}
        if self.session is None:
            self.session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=100))
        async with self.session.request(scope["method"], self.upstream, data=b"".join(chunks), headers=headers) as r:
            body = await r.read()
            out = [(k.lower().encode(), r.headers[k].encode()) for k in RETURNED if k in r.headers]
            status = r.status
        await send({"type": "http.response.start", "status": status, "headers": out})
        await send({"type": "http.response.body", "body": body})


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--upstream", required=True)
    args = p.parse_args()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(1024)
    config = uvicorn.Config(
        PassThrough(args.upstream),
        lifespan="off",
        log_level="warning",
        access_log=False,
        # the proxy's own protocol class, so the limit is measured on the stack the proxy runs on
        http=guarded_protocol(HttpToolsProtocol, ConnectionLimits()),
        ws="none",
        proxy_headers=False,
        server_header=False,
    )
    server = uvicorn.Server(config)
    print(f"LISTENING http://127.0.0.1:{sock.getsockname()[1]}/mcp", flush=True)
    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        runner.run(server.serve(sockets=[sock]))


if __name__ == "__main__":
    sys.exit(main())
