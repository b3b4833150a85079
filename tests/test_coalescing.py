"""The HTTP front's connections send the writes of one loop turn together (`proxy/coalescing.py`)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from aggregator.proxy.coalescing import CoalescingTransport
from aggregator.proxy.connections import ConnectionLimits, guarded_protocol


class Recording(asyncio.Transport):
    """A transport that records what reaches it."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[bytes] = []
        self.closed = False
        self.aborted = False

    def write(self, data: Any) -> None:
        self.sent.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closed or self.aborted

    def close(self) -> None:
        self.closed = True

    def abort(self) -> None:
        self.aborted = True

    def get_write_buffer_size(self) -> int:
        return 0

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 5), "sockname": ("127.0.0.1", 8000)}.get(name, default)


async def _next_turn() -> None:
    await asyncio.sleep(0)


def test_the_writes_of_one_turn_leave_in_one_send_and_later_ones_in_their_own() -> None:
    async def main() -> list[bytes]:
        raw = Recording()
        t = CoalescingTransport(raw, asyncio.get_running_loop())
        t.write(b"HTTP/1.1 200 OK\r\n\r\n")
        t.write(b"")  # nothing to send adds nothing
        t.writelines([b"{", b"}"])
        assert raw.sent == [] and t.get_write_buffer_size() == 21  # held, and counted for flow control
        await _next_turn()
        t.write(b"next")
        await _next_turn()
        return raw.sent

    assert asyncio.run(main()) == [b"HTTP/1.1 200 OK\r\n\r\n{}", b"next"]


def test_closing_sends_what_is_held_first_and_aborting_drops_it() -> None:
    async def main() -> tuple[Recording, Recording]:
        loop = asyncio.get_running_loop()
        closed, aborted = Recording(), Recording()
        for raw in (closed, aborted):
            t = CoalescingTransport(raw, loop)
            t.write(b"last words")
            t.close() if raw is closed else t.abort()
        await _next_turn()  # the scheduled flush finds the transport closing: nothing is sent twice
        return closed, aborted

    closed, aborted = asyncio.run(main())
    assert closed.sent == [b"last words"] and closed.closed
    assert aborted.sent == [] and aborted.aborted


@pytest.mark.parametrize("parser", ["httptools", "h11"])
def test_a_whole_json_answer_leaves_the_http_front_in_one_send(parser: str) -> None:
    """Through uvicorn's own protocol (as `serve --http` runs it): status line, headers and body in one write."""
    if parser == "httptools":
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol as Base
    else:
        from uvicorn.protocols.http.h11_impl import H11Protocol as Base
    import uvicorn
    from uvicorn.server import ServerState

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await receive()
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]})
        await send({"type": "http.response.body", "body": b"{}"})

    async def main() -> list[bytes]:
        config = uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False)
        config.load()
        protocol_class = guarded_protocol(Base, ConnectionLimits())
        protocol = protocol_class(config=config, server_state=ServerState(), app_state={})
        raw = Recording()
        protocol.connection_made(raw)
        protocol.data_received(b"POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
        async with asyncio.timeout(5):
            while not raw.sent:
                await _next_turn()
        await _next_turn()
        protocol.connection_lost(None)
        return raw.sent

    sent = asyncio.run(main())
    assert len(sent) == 1, sent
    assert sent[0].startswith(b"HTTP/1.1 200") and sent[0].endswith(b"\r\n\r\n{}")
