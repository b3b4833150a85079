"""`serve --replica NAME`: one of several proxies behind a load balancer, its legacy sessions routed back to it.

Modern requests carry no session: any replica answers them, and with a shared store (`--store redis://…`) every
replica honours what another signed (cursors, `requestState`) and counts the same rate limits. A legacy session
(`initialize`, then `Mcp-Session-Id`) lives in the process that opened it, as under `--workers`.

Two ways to let any replica serve a legacy session were weighed:

- restore the session from the shared store on whichever replica a request lands on. What a session holds is not
  state one can hand over: the open streams of its calls, its standalone GET stream and the replay log behind
  `Last-Event-ID`, the upstream calls it has running (their cancellation, progress and server-to-client requests
  go back on that session's streams), the per-session upstream connections of dual-era servers. Copying it to Redis
  on every event would put a round trip on the hot path of each message and still could not move a running call;
- name the owner in the session id and route on it. The balancer reads one header prefix, nothing is copied, and
  when the owner dies the session dies with it: the replica the balancer falls back to does not know the id and
  answers 404, which the spec defines as "open a new session" for the client.

The second is what this module does: every session id this replica mints begins with `NAME.` (before the worker
prefix of `--workers`, `NAME.w3-…`), and each response says which replica answered (`mcp-aggregator-replica`).
The shipped HAProxy config (`deploy/haproxy.cfg`) sends a request whose `Mcp-Session-Id` begins with `NAME.` to the
server named NAME while it is up, and everything else round-robin.
"""

from __future__ import annotations

import re
from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any

from aggregator.errors import ConfigError

if TYPE_CHECKING:
    from aggregator.proxy.asgi import Receive, Scope, SendAsgi

__all__ = ["REPLICA_HEADER", "ReplicaTag", "check_replica_name", "replica_of", "replica_prefix"]

#: the response header naming the replica that answered
REPLICA_HEADER = "mcp-aggregator-replica"
#: a name the balancer can match as a plain prefix: no `.` (our separator), no `-` (the worker prefix's)
_NAME = re.compile(r"[A-Za-z0-9_]{1,32}")


def check_replica_name(name: str) -> str:
    """`name` when it can begin a session id (letters, digits, `_`; at most 32); else a ConfigError."""
    if not _NAME.fullmatch(name):
        raise ConfigError(f"--replica wants letters, digits or _ (at most 32), got {name[:40]!r}")
    return name


def replica_prefix(name: str) -> str:
    """How every session id minted by replica `name` begins."""
    return name + "."


def replica_of(session_id: str) -> str | None:
    """The replica a session id names, or None when it names none."""
    head, dot, _ = session_id.partition(".")
    return head if dot and _NAME.fullmatch(head) else None


class ReplicaTag:
    """An ASGI app that adds `mcp-aggregator-replica: NAME` to every HTTP response of `app`."""

    def __init__(self, app: Any, name: str) -> None:
        self.app = app
        self.name = name
        self._tag = (REPLICA_HEADER.encode(), name.encode())

    async def __call__(self, scope: Scope, receive: Receive, send: SendAsgi) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        tag = self._tag

        async def tagged(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", ()), tag]}
            await send(message)

        await self.app(scope, receive, tagged)
