"""What the proxy offers its clients (`initialize`, `server/discover`): the capabilities of the servers behind it."""

from __future__ import annotations

from typing import Any

from aggregator.aggregator import Aggregator
from aggregator.proxy.exposure_view import NARROWING_CAPABILITY

__all__ = ["offered_capabilities", "wait_for_upstreams"]


async def wait_for_upstreams(aggregator: Aggregator) -> None:
    """Before saying what we offer: wait as a merged list waits for the upstreams' first connections.

    Each first attempt is bounded by its server's connect timeout, and once one server is in, the rest get the list
    patience. A fixed shorter bound answered a fresh proxy's first client (a stdio front starts with its first client)
    before a slow-starting server was in, so its prompts and resources were never offered.
    """
    bounds = [server.timeouts.connect for server in aggregator.servers if not server.disabled]
    await aggregator.wait_connected(timeout=max(bounds, default=0.0), patient=True)


def offered_capabilities(aggregator: Aggregator) -> dict[str, Any]:
    """Only what we really do; a server not connected yet may offer lists, which its arrival announces."""
    caps: dict[str, Any] = {"tools": {"listChanged": True}}
    offered: set[str] = set()
    subscribable = False
    for server in aggregator.servers:
        try:
            desc = aggregator.upstream(server.name).description
        except KeyError:
            continue  # disabled: offers nothing
        if desc is not None:
            offered.update(desc.capabilities)
            resources = desc.capabilities.get("resources")
            # subscriptions are relayed (handlers.subscribe): offered when a server behind us takes them
            subscribable = subscribable or (isinstance(resources, dict) and resources.get("subscribe") is True)
        else:
            # what it offers is unknown until it is in: its prompts and resources must not vanish for a client that
            # lists only what we declare. Until then they are empty lists; `list_changed` says when they come
            offered.update(("prompts", "resources"))
    if "prompts" in offered:
        caps["prompts"] = {"listChanged": True}
    if "resources" in offered:
        caps["resources"] = {"listChanged": True, "subscribe": subscribable}
    if "completions" in offered:
        caps["completions"] = {}
    if "logging" in offered:
        caps["logging"] = {}
    # the proposed tools/list narrowing (SEP-2564, SEP-1821): experimental until the spec takes it
    caps["experimental"] = {NARROWING_CAPABILITY: {"filter": ["namePatterns"], "query": True}}
    return caps
