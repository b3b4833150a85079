"""`/metrics` under `serve --workers N`: every worker's series in one scrape, whichever worker takes it.

Each worker counts its own calls, lists and sessions (it is a whole proxy). A scrape lands on one worker; that worker
asks every other one for its own metrics over its private socket (the one `WorkerRelay` relays sessions through,
with the scrape's own `Host` and `authorization`, so each worker checks them as it would), and answers all of them
together: each series labelled `worker="N"`, so a sum over workers is the proxy's (`sum without (worker) (...)`) and a
gauge stays each worker's own. A worker that does not answer within `PEER_S` (restarting) is left out of that scrape:
the others still are.

A request on a private socket with the `mcp-aggregator-scrape: own` header is a peer's: it is answered with that
worker's series alone (the header means nothing on the public socket).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import anyio

from aggregator.proxy.asgi import Scope

if TYPE_CHECKING:
    from aggregator.proxy.worker_relay import WorkerRelay

__all__ = ["OWN_HEADER", "WorkerMetrics", "labelled", "merged"]

#: the header a worker sends a peer to ask for that peer's own series only
OWN_HEADER = "mcp-aggregator-scrape"
_OWN = (OWN_HEADER.encode(), b"own")
#: how long a scrape waits for each other worker's answer
PEER_S = 5.0
#: the request headers passed on to a peer: what its Host and token checks read
_PASSED = (b"host", b"authorization")


class WorkerMetrics:
    """The scrape of every worker of `relay`'s group: `own(scope)` tells a peer's request, `gather` the rest."""

    def __init__(self, relay: WorkerRelay) -> None:
        self.relay = relay

    @staticmethod
    def own(scope: Scope) -> bool:
        """Whether this request asks for this worker's series alone: a peer's, on the private (unix) socket."""
        server = scope.get("server")
        return server is not None and server[1] is None and _OWN in scope["headers"]

    async def gather(self, scope: Scope, mine: bytes) -> bytes:
        """`mine` and every other worker's series, each labelled with its worker."""
        import httpx

        found: dict[int, bytes] = {self.relay.index: mine}
        headers = [(k, v) for k, v in scope["headers"] if k in _PASSED]
        headers.append(_OWN)

        async def ask(index: int) -> None:
            client = self.relay.client(index)
            with anyio.move_on_after(PEER_S):
                try:
                    answer = await client.get("http://worker/metrics", headers=headers)
                except httpx.HTTPError:  # gone or restarting: this scrape goes without it
                    return
                if answer.status_code == 200:
                    found[index] = answer.content

        async with anyio.create_task_group() as tg:
            for index in range(self.relay.count):
                if index != self.relay.index:
                    tg.start_soon(ask, index)
        return merged({index: found[index] for index in sorted(found)})


def merged(expositions: dict[int, bytes]) -> bytes:
    """Several workers' Prometheus text expositions as one: each family once (its `# HELP` and `# TYPE` from the
    first worker that has it), with every worker's samples of it, labelled `worker="N"`."""
    heads: dict[str, dict[str, str]] = {}  # in the order first met: family -> {"HELP": line, "TYPE": line}
    samples: dict[str, list[str]] = {}
    for index, text in expositions.items():
        family = ""
        for line in text.decode("utf-8", errors="replace").splitlines():
            if line.startswith(("# HELP ", "# TYPE ")):
                _, kind, family, *_ = line.split(" ", 3)
                heads.setdefault(family, {}).setdefault(kind, line)
                samples.setdefault(family, [])
            elif line and not line.startswith("#"):
                heads.setdefault(family, {})  # samples before any header: a family of their own
                samples.setdefault(family, []).append(labelled(line, index))
    out = [line for family, head in heads.items() for line in (*head.values(), *samples[family])]
    return ("\n".join(out) + "\n").encode()


def labelled(line: str, worker: int) -> str:
    """One sample line (`name{labels} value` or `name value`) with `worker="N"` as its first label."""
    brace, space = line.find("{"), line.find(" ")
    if brace != -1 and (space == -1 or brace < space):
        rest = line[brace + 1 :]
        return f'{line[:brace]}{{worker="{worker}"{"" if rest.startswith("}") else ","}{rest}'
    if space == -1:
        return line
    return f'{line[:space]}{{worker="{worker}"}}{line[space:]}'
