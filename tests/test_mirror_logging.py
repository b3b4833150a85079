"""Era mirroring and logging: a legacy client's own upstream session hears the client's `logging/setLevel`, and
the log lines it sends outside any request reach that client alone, as they would connected directly."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator import ServerConfig
from aggregator.protocol.jsonrpc import Message, Notification, Request
from tests.memory_server import FakeServer, tool
from tests.memory_server import Session as FakeSession
from tests.test_era_mirroring import LegacyClient, accept, proxy

pytestmark = pytest.mark.anyio


async def _level_call(session: FakeSession, request: Request) -> dict[str, Any]:
    """A tool that says which level its session was told."""
    if session.era != "legacy":
        return {"resultType": "complete", "content": [{"type": "text", "text": "modern"}]}
    return {"content": [{"type": "text", "text": f"legacy:{session.log_level}"}]}


class Inbox:
    """What the proxy sends one legacy session outside any request (its `outbox`)."""

    def __init__(self) -> None:
        self._send, self._receive = anyio.create_memory_object_stream[Message](64)

    async def put(self, message: Message) -> None:
        await self._send.send(message)

    async def next_log(self) -> dict[str, Any]:
        with anyio.fail_after(10):
            while True:
                message = await self._receive.receive()
                if isinstance(message, Notification) and message.method == "notifications/message":
                    return dict(message.params or {})

    def logs_so_far(self) -> list[dict[str, Any]]:
        out = []
        while True:
            try:
                message = self._receive.receive_nowait()
            except anyio.WouldBlock:
                return out
            if isinstance(message, Notification) and message.method == "notifications/message":
                out.append(dict(message.params or {}))


async def test_a_mirrored_session_hears_the_clients_log_level_and_its_lines_reach_that_client_alone() -> None:
    # the fake acknowledges each level with a line on its session (no request of a client's owns it)
    caps = {"tools": {}, "logging": {}}
    fake = FakeServer(pages=[[tool("log")]], capabilities=caps, on_call=_level_call, log_levels=True)
    async with proxy(ServerConfig(name="s", serve=fake.serve)) as server:
        first = await LegacyClient(server, accept("first")).initialize()
        second = await LegacyClient(server, accept("second")).initialize()
        heard_first, heard_second = Inbox(), Inbox()
        first.session.outbox, second.session.outbox = heard_first.put, heard_second.put
        await second.request("logging/setLevel", {"level": "debug"})  # it wants every session-level line it has
        # before its own session exists: the session opened by the first call hears the level
        await first.request("logging/setLevel", {"level": "warning"})
        assert await first.call("log") == "legacy:warning"
        assert (await heard_first.next_log())["data"] == "level warning"
        # a session already open hears a change
        await first.request("logging/setLevel", {"level": "error"})
        assert await first.call("log") == "legacy:error"
        assert (await heard_first.next_log())["data"] == "level error"
        assert server.aggregator.own_sessions("s") == 1
    assert fake.levels == ["warning", "error"]  # only the first client's own session was told; the shared one is modern
    assert heard_second.logs_so_far() == []  # the first client's lines are not the second's, whatever it asked for
