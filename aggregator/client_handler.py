"""What we answer when a legacy server sends *us* a request (ping, roots, sampling, elicitation).

The capabilities we declare in `initialize` are exactly what the handler serves: a server is never
told we can sample or elicit unless something really can. The proxy plugs in a handler that
bridges these requests to its own downstream client.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from aggregator.errors import McpError
from aggregator.protocol.jsonrpc import METHOD_NOT_FOUND

__all__ = ["BRIDGEABLE_CAPABILITIES", "BridgingClientHandler", "ClientHandler", "DefaultClientHandler"]


class ClientHandler(Protocol):
    """Answers the requests servers send us as their client (roots, sampling, elicitation); given to `Aggregator`."""

    def capabilities(self) -> dict[str, Any]:
        """The `capabilities` object we send in `initialize`."""
        ...

    async def handle(self, server: str, method: str, params: Mapping[str, Any] | None) -> dict[str, Any]:
        """The result for a server's request; raise `McpError` to answer with an error."""
        ...


class DefaultClientHandler:
    """Answers `ping` and `roots/list`; declines sampling, elicitation and anything else."""

    def __init__(self, roots: Sequence[Mapping[str, Any]] = ()) -> None:
        self.roots = [dict(root) for root in roots]

    def capabilities(self) -> dict[str, Any]:
        """Roots only, without change notifications."""
        return {"roots": {"listChanged": False}}

    async def handle(self, server: str, method: str, params: Mapping[str, Any] | None) -> dict[str, Any]:
        """`{}` for `ping`, the roots given at construction for `roots/list`; anything else: method not found."""
        if method == "ping":
            return {}
        if method == "roots/list":
            return {"roots": list(self.roots)}
        raise McpError(
            METHOD_NOT_FOUND,
            f"this client does not support {method!r} (no handler for server-initiated {method} is configured)",
        )


#: what a proxy can carry to a downstream client that declared it: declared upstream so that a server which lists
#: tools by its client's capabilities lists them all (each call is then checked against the calling client's own)
BRIDGEABLE_CAPABILITIES: dict[str, Any] = {
    "roots": {"listChanged": False},
    "sampling": {},
    "elicitation": {"form": {}, "url": {}},
}


class BridgingClientHandler(DefaultClientHandler):
    """The proxy's handler: declares what it can bridge; answers only what no downstream client took.

    Sampling and elicitation reach it only when the calling client did not declare them (the proxy carries them
    to a client that did): they are refused with an error naming the missing capability.
    """

    def capabilities(self) -> dict[str, Any]:
        """Roots, sampling and elicitation (form and URL): `BRIDGEABLE_CAPABILITIES`."""
        return {name: dict(value) for name, value in BRIDGEABLE_CAPABILITIES.items()}

    async def handle(self, server: str, method: str, params: Mapping[str, Any] | None) -> dict[str, Any]:
        """Roots and ping as the default handler; anything else: the calling client did not declare it."""
        if method in ("ping", "roots/list"):
            return await super().handle(server, method, params)
        raise McpError(
            METHOD_NOT_FOUND, f"the client that made this call did not declare the capability {method!r} needs"
        )
