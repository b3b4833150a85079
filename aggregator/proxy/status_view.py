"""What the status page shows, as JSON (`/status.json`): read from the aggregator's own reports, never re-derived.

Servers come from `Aggregator.status()` (state, era, reason, next retry, cache age and TTL); the merged list, its
renames, collisions and drops from the catalog's snapshot (`Catalog.snapshot()`, the format `tools --json` writes),
and the reason of each rename from `explain` (what `mcp-aggregator why NAME` says); the cache's counters from
`ListCache.stats()`; recent errors from `Aggregator.observe` (calls that did not end ok, servers leaving ok).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Mapping
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

import anyio

from aggregator.audit import AuditRecord
from aggregator.catalog import Catalog
from aggregator.events import StatusChanged, UpstreamEvent
from aggregator.explanation import Explainer

if TYPE_CHECKING:
    from aggregator.aggregator import Aggregator

__all__ = ["CATALOG_WAIT_S", "RECENT_ERRORS", "REPORT_EVERY_S", "StatusView"]

#: errors kept for the page, newest last
RECENT_ERRORS = 50
#: a poll waits this long for the current catalog, then shows the last one built
CATALOG_WAIT_S = 1.5
#: a report is made at most this often, however many pages poll: a poll asks for the catalog as a `tools/list`
#: would (a server whose list has no TTL is asked again), so the page must not multiply that by its viewers
REPORT_EVERY_S = 1.0
_QUIET_STATES = frozenset({"ok", "connecting", "disabled"})


class StatusView:
    """The status of one aggregator for the page: `report()` is the body of `/status.json`."""

    def __init__(self, aggregator: Aggregator) -> None:
        self.aggregator = aggregator
        self.errors: deque[dict[str, Any]] = deque(maxlen=RECENT_ERRORS)
        #: the catalog the snapshot part was made from, and that part (a poll reads the same catalog many times)
        self._made_from: Catalog | None = None
        self._listing: dict[str, Any] = {}
        #: the last report and when it was made (monotonic)
        self._last: tuple[float, dict[str, Any]] | None = None
        self._stop = aggregator.observe(failures=self.on_call, events=self.on_event)

    def close(self) -> None:
        """Stop observing the aggregator."""
        self._stop()

    def on_call(self, record: AuditRecord) -> None:
        """Keep a call that did not end ok."""
        if record.outcome in ("ok", "input_required"):
            return
        what = record.outcome if record.error_code is None else f"{record.outcome} ({record.error_code})"
        where = f"{record.server}/{record.tool}" if record.server else record.name
        self.errors.append({"time": record.time, "server": record.server, "what": f"call {where}: {what}",
                            "reason": record.reason})  # fmt: skip

    def on_event(self, event: UpstreamEvent) -> None:
        """Keep a server's move to a state that is not ok."""
        if isinstance(event, StatusChanged) and event.state not in _QUIET_STATES:
            self.errors.append(
                {"time": time.time(), "server": event.server, "what": f"{event.server} is {event.state}",
                 "reason": event.reason}
            )  # fmt: skip

    async def report(self) -> dict[str, Any]:
        """Everything the page shows: made now, or the one made less than `REPORT_EVERY_S` ago."""
        last = self._last
        if last is not None and time.monotonic() - last[0] < REPORT_EVERY_S:
            return dict(last[1])
        made = await self._make()
        self._last = (time.monotonic(), made)
        return dict(made)

    async def _make(self) -> dict[str, Any]:
        agg = self.aggregator
        catalog: Catalog | None = None
        with anyio.move_on_after(CATALOG_WAIT_S):
            catalog = await agg.catalog()
        catalog = catalog or agg.last_catalog
        servers = [{"name": name, **_server(state)} for name, state in agg.status().items()]
        return {
            "time": time.time(),
            "servers": servers,
            **self._listing_of(catalog),
            "cache": asdict(agg.cache.stats()),
            "errors": list(self.errors),
        }

    def _listing_of(self, catalog: Catalog | None) -> dict[str, Any]:
        if catalog is None:
            return {"tools": [], "collisions": [], "drops": [], "unvalidated": []}
        if catalog is not self._made_from:
            self._listing = listing(catalog.snapshot())
            self._made_from = catalog
        return self._listing


def _server(state: Any) -> dict[str, Any]:
    keys = ("state", "reason", "era", "version", "tool_count", "cache_age_s", "cache_ttl_s", "cache_scope")
    out = {key: getattr(state, key) for key in keys}
    out["retry_in_s"] = state.retry_in_s
    out["refetch_every_call"] = state.refetch_every_call
    return out


def listing(snapshot: Mapping[str, Any]) -> dict[str, Any]:
    """The merged list (name, server, upstream name, rename and why) and the report, from a snapshot."""
    tools = []
    explainer = Explainer(snapshot)  # the snapshot indexed once for every name, not once a name
    for tool in snapshot.get("tools", []):
        entry = {key: tool.get(key) for key in ("name", "server", "original_name", "rename")}
        entry["why"] = list(explainer.first(tool["name"]).lines) if tool.get("rename") else []
        tools.append(entry)
    report = snapshot.get("report", {})
    return {
        "tools": tools,
        "collisions": list(report.get("collisions", [])),
        "drops": list(report.get("drops", [])),
        "unvalidated": list(report.get("unvalidated", [])),
    }
