"""One server as the library reports it (`Aggregator.status()`): its state, reason, era and cache figures."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from aggregator._facade.configuration import Configured
from aggregator._facade.connections import instructions_of
from aggregator.cache import CachedList
from aggregator.config import ServerConfig
from aggregator.protocol.versions import Era
from aggregator.status import State
from aggregator.upstream import Upstream

__all__ = ["ServerState", "state_of"]

#: the states the catalog's view of a connected server may add to the connection's own
_LIST_STATES = frozenset({State.OK.value, State.PARTIAL.value, State.STALE.value})


@dataclass(frozen=True, slots=True)
class ServerState:
    """One server as the library reports it."""

    name: str
    state: str
    reason: str | None
    era: str | None
    version: str | None
    tool_count: int
    instructions: str | None
    #: seconds since the oldest page in use was fetched, and until the first one expires
    cache_age_s: float | None = None
    cache_ttl_s: float | None = None
    #: some page of the server's tool list is fetched again on every call: the cache applied a TTL of 0
    refetch_every_call: bool = False
    #: `private` if any page of its tool list is private (legacy lists count as private), else `public`
    cache_scope: str | None = None
    #: while held off after failures (`backoff`): seconds until the next attempt
    retry_in_s: float | None = None


def state_of(
    server: ServerConfig,
    upstream: Upstream | None,
    view: Any,
    listed: CachedList | None,
    configured: Configured,
    now: float,
    *,
    first_list_pending: bool = False,
) -> ServerState:
    """`server`'s state: its connection's, unless the catalog's `view` of a connected server says more. A connected
    server whose first tool list was asked for and has not landed (`first_list_pending`) is `connecting`: it serves
    no tools yet (one nobody asked for a list yet is `ok`: connected, nothing awaited)."""
    if upstream is None:
        return ServerState(server.name, "disabled", "disabled in the config", None, None, 0, None)
    status = upstream.status
    state, reason, count = status.state.value, configured.redact(status.reason), 0
    if status.state is State.OK and first_list_pending:
        if view is not None and view.status == State.DOWN.value:
            # its lists fail and it never had one: down, as the merged list says, whatever the connection says
            state, reason = State.DOWN.value, view.reason or "its tool list failed"
        else:
            # the handshake is done but nothing can be called until its first tools/list lands: not ok yet
            state, reason = State.CONNECTING.value, "connected; waiting for its first tool list"
    elif view is not None:
        count = view.tool_count
        if status.state is State.OK and view.status in _LIST_STATES:
            # what the lists say of a connected server (a page cap hit, a stale list); a connection state the last
            # catalog saw (auth_required before a new login, say) is out of date once the server is ok again
            state, reason = view.status, view.reason
    age = ttl = scope = None
    every_call = False
    if listed is not None and listed.pages:
        age, ttl = listed.oldest_age_s, listed.min_remaining_ttl_s
        legacy = status.era is Era.LEGACY
        scope = "private" if legacy or any(page.scope == "private" for page in listed.pages) else "public"
        # what the cache actually applied, not a second derivation of it (which once forgot listChanged)
        every_call = any(ttl_ms == 0 for ttl_ms in listed.effective_ttls_ms)
    era = status.era.value if status.era else None
    return ServerState(
        server.name,
        state,
        reason,
        era,
        status.version,
        count,
        instructions_of(upstream),
        age,
        ttl,
        every_call,
        scope,
        None if status.retry_at is None else max(0.0, status.retry_at - now),
    )
