"""The background listener of `RedisStore`: one PSUBSCRIBE connection, reconnected by itself.

It hands every message to `on_message(channel, data)` (invalidations and topics), and calls `on_connect()` each
time it (re)subscribes, before it reports itself connected: while it was away, invalidations may have been lost.
Between attempts it waits 0.1 s, doubling up to 2 s. It is an asyncio task: `RedisStore` is asyncio-only.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

import redis.asyncio as aioredis
from redis.exceptions import RedisError

__all__ = ["Listener"]

_BACKOFF_S = (0.1, 2.0)


class Listener:
    """Listens on `pattern` of `client`'s Redis for as long as it is started."""

    def __init__(
        self,
        client: aioredis.Redis,
        pattern: str,
        on_message: Callable[[str, str], None],
        on_connect: Callable[[], None],
    ) -> None:
        self._client, self._pattern = client, pattern
        self._on_message, self._on_connect = on_message, on_connect
        self._stopping = False
        self._task: asyncio.Task[None] | None = None
        self._connected: asyncio.Event | None = None  # made in the loop that runs the listener
        #: whether the subscription is live now
        self.connected = False

    def start(self) -> None:
        """Start listening in the running loop (again if its task ended with an earlier loop)."""
        if self._task is not None and not self._task.done():
            return
        self._connected = asyncio.Event()
        self._stopping = False
        self._task = asyncio.get_running_loop().create_task(self._run(), name="redis-store-listener")

    async def wait_connected(self, timeout_s: float) -> bool:
        """Wait at most `timeout_s` until the subscription is live; whether it is."""
        if self._connected is None:
            return False
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout_s):
                await self._connected.wait()
        return self.connected

    async def stop(self) -> None:
        """Stop listening (waits for the task to end)."""
        task, self._task = self._task, None
        self.connected = False
        self._stopping = True
        if task is not None:
            task.cancel()
            # bounded: a cancellation the client turned into an error ends the loop through `_stopping`
            with contextlib.suppress(asyncio.CancelledError, RedisError, OSError, TimeoutError):
                await asyncio.wait_for(task, 5.0)

    async def _run(self) -> None:
        delay = _BACKOFF_S[0]
        while not self._stopping:
            try:
                await self._listen()
            except (RedisError, OSError):
                if self._stopping:
                    return
            self._down()
            await asyncio.sleep(delay)
            delay = min(delay * 2, _BACKOFF_S[1])

    async def _listen(self) -> None:
        pubsub = self._client.pubsub()
        try:
            await pubsub.psubscribe(self._pattern)
            async with asyncio.timeout(5.0):  # the confirmation: from here on, no message to us is lost
                while (await pubsub.get_message(timeout=1.0) or {}).get("type") != "psubscribe":
                    pass
            self._on_connect()
            self.connected = True
            assert self._connected is not None
            self._connected.set()
            while True:
                message = await pubsub.get_message(timeout=5.0)
                if message is not None and message.get("type") == "pmessage":
                    self._on_message(str(message["channel"]), str(message["data"]))
                elif message is None:
                    await pubsub.ping()  # no traffic for a while: make sure the connection is still there
        finally:
            self._down()
            with contextlib.suppress(RedisError, OSError, RuntimeError):
                await pubsub.aclose()  # type: ignore[no-untyped-call,unused-ignore]  # typed from redis 8.2

    def _down(self) -> None:
        self.connected = False
        if self._connected is not None and self._connected.is_set():
            self._connected = asyncio.Event()
