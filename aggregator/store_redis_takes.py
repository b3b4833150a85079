"""Concurrent `take`s of one `RedisStore` sent together: one script call carries every take waiting at that moment.

A take that finds no call in flight is sent at once (next turn of the loop); takes that arrive while one is in flight
wait for it and go together in the next. Each take stays all-or-nothing on its own buckets, in arrival order, so the
result is what sending them one by one would give; a busy proxy makes fewer round trips than calls, never more than
one per call. A failed call fails each take of its batch with the same error (`StoreUnavailable`). asyncio only.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Sequence

from aggregator.store import Bucket, StoreUnavailable

__all__ = ["TakeBatches"]

#: sends one batch: (KEYS, ARGV) of the TAKE script -> per take, its waits then the tokens taken, flattened
Send = Callable[[list[str], list[str]], Awaitable[list[str]]]
#: one take's answer: the waits of its buckets, and how many tokens of each were taken
Taken = tuple[tuple[float, ...], int]


class TakeBatches:
    """Queues takes and sends them in batches through `send`; `full` maps a store key to its Redis key."""

    def __init__(self, send: Send, full: Callable[[str], str], index: str, max_batch: int = 64) -> None:
        self._send, self._full, self._index, self._max_batch = send, full, index, max_batch
        self._waiting: list[tuple[Sequence[Bucket], float, int, asyncio.Future[Taken]]] = []
        self._sender: asyncio.Task[None] | None = None

    async def take(self, buckets: Sequence[Bucket], server_now: float, want: int = 1) -> Taken:
        """The waits of `buckets` at `server_now` (seconds on the server's clock), taken with the batch it joins, and
        how many tokens of each were taken: up to `want` (at least 1 when the waits are all zero; 0 when refused)."""
        future: asyncio.Future[Taken] = asyncio.get_running_loop().create_future()
        self._waiting.append((buckets, server_now, want, future))
        if self._sender is None or self._sender.done():
            self._sender = asyncio.get_running_loop().create_task(self._drain())
        return await future

    async def _drain(self) -> None:
        while self._waiting:
            await asyncio.sleep(0)  # one more turn of the loop: the calls that arrived with this one join it
            batch, self._waiting = self._waiting[: self._max_batch], self._waiting[self._max_batch :]
            batch = [item for item in batch if not item[3].done()]  # a caller cancelled meanwhile
            if not batch:
                continue
            payload = json.dumps(
                [
                    [now, [[self._full(b.key), b.rate, b.capacity] for b in buckets], want]
                    for buckets, now, want, _ in batch
                ],
                ensure_ascii=False,
            )
            try:
                waits = [float(wait) for wait in await self._send([self._index], [payload])]
            except BaseException as error:  # handed to every caller of the batch, who raises it
                for *_, future in batch:
                    if not future.done():
                        future.set_exception(error if isinstance(error, Exception) else StoreUnavailable(str(error)))
                if not isinstance(error, Exception):
                    raise  # cancelled (the store closes): the batch was told, the rest is no one's now
                continue
            at = 0
            for buckets, *_, future in batch:
                if not future.done():
                    future.set_result((tuple(waits[at : at + len(buckets)]), int(waits[at + len(buckets)])))
                at += len(buckets) + 1
