"""Prometheus metrics of one proxy (the `metrics` extra: `prometheus-client`), in a registry of its own.

Each `ProxyMetrics` has its own `CollectorRegistry`, never the process-wide default one, so two proxies in one
process (tests, a host mounting two fronts) keep their numbers apart. Everything comes through public seams:

- tool calls, from `Aggregator.observe(calls=...)` (the audit record of every call, refused ones too): calls by
  outcome, errors by kind, rate-limit refusals, and a latency histogram, each per server and tool. A call to an
  unknown name is counted under server and tool "" (the name the caller made up never becomes a label); a
  server's first `TOOLS_PER_SERVER` tools called are labelled by name, its others as `(other)`; an error's
  code is part of its kind only when a spec defines it (`error:-32602`): a server's own codes are any integer it
  likes, so they all count as `error:other` (the audit record and the status page keep the code itself);
- server states, at scrape time from `Aggregator.status()` (one gauge per server and state, 1 for the state it
  is in), and state changes from `observe(events=...)`;
- the list cache's counters from `ListCache.stats()`: lookups, hits, misses (pages fetched upstream), fetches
  joined while in flight, stale pages served;
- what a front holds (sessions, streams, replay bytes), from the `holdings` callable it passes (`http_holdings`).

Served as text by `exposition()`: at `/metrics` on the HTTP front (`aggregator.proxy.operator_front`) and by
`serve --metrics HOST:PORT` beside the stdio front.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator, Mapping
from itertools import accumulate
from typing import TYPE_CHECKING, Any

from aggregator.audit import AuditRecord
from aggregator.events import StatusChanged, UpstreamEvent
from aggregator.protocol.jsonrpc import INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR
from aggregator.protocol.mcp import HEADER_MISMATCH, MISSING_CAPABILITY, RESOURCE_NOT_FOUND_LEGACY, UNSUPPORTED_VERSION
from aggregator.status import State

if TYPE_CHECKING:
    from aggregator.aggregator import Aggregator
    from aggregator.proxy.http import McpHttpApp

__all__ = [
    "LABELLED_CODES",
    "LATENCY_BUCKETS",
    "OVERFLOW_TOOL",
    "PREFIX",
    "TOOLS_PER_SERVER",
    "MetricsUnavailable",
    "ProxyMetrics",
    "http_holdings",
]

PREFIX = "mcp_aggregator"
#: seconds: from a cached hop (sub-millisecond) to a slow tool
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)
#: the error codes that name themselves in the `kind` label: JSON-RPC's, MCP's, and the SDKs' connection closed
#: (-32000), request timeout (-32001) and URL elicitation required (-32042). Any other code is a server's own choice,
#: unbounded, and a label value per code would let one server grow the series without end
LABELLED_CODES = frozenset(
    {PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, INTERNAL_ERROR, RESOURCE_NOT_FOUND_LEGACY}
    | {HEADER_MISMATCH, MISSING_CAPABILITY, UNSUPPORTED_VERSION, -32000, -32001, -32042}
)
#: the tool labels one server gets; its calls to further tools count under `OVERFLOW_TOOL`. A server names its tools
#: as it likes and may rename them at every list, and each label value is a series kept for good
TOOLS_PER_SERVER = 1000
#: the tool label of a server's calls to tools past its `TOOLS_PER_SERVER`
OVERFLOW_TOOL = "(other)"
#: what a front holds now, by gauge name (without the prefix) -> (help, value)
Holdings = Callable[[], Mapping[str, tuple[str, float]]]


class MetricsUnavailable(RuntimeError):
    """The `metrics` extra is not installed."""

    def __init__(self) -> None:
        super().__init__("metrics need prometheus-client: pip install 'mcp-aggregator[metrics]'")


class ProxyMetrics:
    """The metrics of one aggregator (and the front serving it); `close()` stops observing it.

    A call's record is tallied in plain dicts (a few dict updates and a bisect: prometheus-client's own counters and
    histograms take a lock per update, about three times the cost) and turned into metric families at scrape time.
    Calls, events and scrapes all run on the event loop's thread, so the tallies need no lock either.
    """

    def __init__(self, aggregator: Aggregator, holdings: Holdings | None = None) -> None:
        try:
            from prometheus_client import CollectorRegistry
        except ImportError:
            raise MetricsUnavailable() from None
        self.registry = CollectorRegistry(auto_describe=False)
        #: by (server, tool, outcome); (server, tool, kind); (server, tool); (server, state entered)
        self.calls: dict[tuple[str, str, str], int] = {}
        self.errors: dict[tuple[str, str, str], int] = {}
        self.refused: dict[tuple[str, str], int] = {}
        self.changes: dict[tuple[str, str], int] = {}
        #: by (server, tool): the count in each of `LATENCY_BUCKETS` (not cumulative) and past the last, and the sum
        self.latency: dict[tuple[str, str], list[float]] = {}
        #: by server: how many tool labels it has (its tool names are its own choice, and may change without end)
        self._labelled: dict[str, int] = {}
        self.registry.register(_Counted(self))
        self.registry.register(_Scraped(aggregator, holdings))
        self._stop = aggregator.observe(calls=self.on_call, events=self.on_event)

    def on_call(self, record: AuditRecord) -> None:
        """Count one ended call (an `observe(calls=...)` sink)."""
        where = (record.server or "", record.tool or "")
        if where not in self.latency:  # a tool not labelled yet: within its server's share, else the overflow label
            labelled = self._labelled.get(where[0], 0)
            if labelled >= TOOLS_PER_SERVER:
                where = (where[0], OVERFLOW_TOOL)
            if where not in self.latency:
                self._labelled[where[0]] = labelled + 1
        key = (*where, record.outcome)
        self.calls[key] = self.calls.get(key, 0) + 1
        spread = self.latency.get(where)
        if spread is None:
            spread = self.latency[where] = [0.0] * (len(LATENCY_BUCKETS) + 2)
        spread[bisect_left(LATENCY_BUCKETS, record.duration_s)] += 1
        spread[-1] += record.duration_s
        if record.outcome == "ok":
            return
        kind = record.outcome if record.error_code is None else f"{record.outcome}:{_code_label(record.error_code)}"
        self.errors[(*where, kind)] = self.errors.get((*where, kind), 0) + 1
        if record.outcome == "rate_limited":
            self.refused[where] = self.refused.get(where, 0) + 1

    def on_event(self, event: UpstreamEvent) -> None:
        """Count a server's state change (an `observe(events=...)` sink)."""
        if isinstance(event, StatusChanged):
            key = (event.server, event.state)
            self.changes[key] = self.changes.get(key, 0) + 1

    def exposition(self) -> tuple[bytes, str]:
        """The metrics in the Prometheus text format, and its content type."""
        from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

        return generate_latest(self.registry), CONTENT_TYPE_LATEST

    def close(self) -> None:
        """Stop observing the aggregator (the registry keeps what it counted)."""
        self._stop()


def _code_label(code: int) -> str:
    """`code` as the `kind` label shows it: as written when a spec defines it, else `other`."""
    return str(code) if code in LABELLED_CODES else "other"


class _Counted:
    """The tallies of a `ProxyMetrics` as metric families, made at scrape time."""

    def __init__(self, metrics: ProxyMetrics) -> None:
        self.metrics = metrics

    def collect(self) -> Iterator[Any]:
        from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily

        m = self.metrics
        counters: tuple[tuple[str, str, list[str], Mapping[Any, int]], ...] = (
            ("calls", "Tool calls, by outcome", ["server", "tool", "outcome"], m.calls),
            ("call_errors", "Tool calls that did not end ok, by kind", ["server", "tool", "kind"], m.errors),
            ("rate_limited", "Tool calls refused by a rate limit", ["server", "tool"], m.refused),
            ("server_state_changes", "Connection state changes, by the state entered", ["server", "state"], m.changes),
        )
        for name, text, labels, tally in counters:
            family = CounterMetricFamily(f"{PREFIX}_{name}", text, labels=labels)
            for key, count in list(tally.items()):
                family.add_metric(list(key), float(count))
            yield family
        latency = HistogramMetricFamily(
            f"{PREFIX}_call_duration_seconds", "Tool call latency", labels=["server", "tool"]
        )
        bounds = [repr(float(bound)) for bound in LATENCY_BUCKETS] + ["+Inf"]  # as prometheus-client writes them
        for where, spread in list(m.latency.items()):
            cumulative = list(accumulate(spread[:-1]))
            latency.add_metric(list(where), list(zip(bounds, cumulative, strict=True)), spread[-1])
        yield latency


class _Scraped:
    """What is read at scrape time rather than counted: server states, the list cache, what the front holds."""

    def __init__(self, aggregator: Aggregator, holdings: Holdings | None) -> None:
        self.aggregator = aggregator
        self.holdings = holdings

    def collect(self) -> Iterator[Any]:
        from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

        states = self.aggregator.status()
        state = GaugeMetricFamily(
            f"{PREFIX}_server_state", "1 for the state each server is in", labels=["server", "state"]
        )
        tools = GaugeMetricFamily(f"{PREFIX}_server_tools", "Tools each server lists", labels=["server"])
        for name, status in states.items():
            for each in State:
                state.add_metric([name, each.value], 1.0 if status.state == each.value else 0.0)
            tools.add_metric([name], float(status.tool_count))
        yield state
        yield tools
        stats = self.aggregator.cache.stats()
        figures = {
            "list_fetches": ("List pages asked of the cache", stats.hits + stats.misses + stats.coalesced),
            "list_cache_hits": ("List pages served fresh from the cache", stats.hits),
            "list_cache_misses": ("List pages fetched from a server", stats.misses),
            "list_cache_coalesced": ("List fetches that joined one already in flight", stats.coalesced),
            "list_cache_stale_served": ("Stale lists served after a failed refresh", stats.stale_served),
            "list_cache_invalidations": ("Cached lists dropped (list_changed, rejected cursors)", stats.invalidations),
        }
        for name, (text, count) in figures.items():
            yield CounterMetricFamily(f"{PREFIX}_{name}", text, value=float(count))
        yield GaugeMetricFamily(
            f"{PREFIX}_list_cache_entries", "List pages the cache holds", value=float(stats.entries)
        )
        yield GaugeMetricFamily(
            f"{PREFIX}_mirror_sessions",
            "Clients' own upstream sessions open",
            value=float(self.aggregator.own_sessions()),
        )
        for name, (text, value) in (self.holdings() if self.holdings is not None else {}).items():
            yield GaugeMetricFamily(f"{PREFIX}_{name}", text, value=float(value))


def http_holdings(app: McpHttpApp) -> Holdings:
    """What the HTTP front holds, read at scrape time: legacy sessions, their GET streams and running requests, and
    the bytes of the replay logs."""

    def read() -> dict[str, tuple[str, float]]:
        entries = list(app.sessions.entries.values())
        return {
            "http_sessions": ("Legacy HTTP sessions open", float(len(entries))),
            "http_streams": ("GET streams attached to legacy sessions", float(sum(e.listeners for e in entries))),
            "http_requests": ("Requests of legacy sessions running", float(sum(e.busy for e in entries))),
            "replay_bytes": ("Bytes of SSE events kept for resumption", float(app.replay.used)),
            "replay_events": ("SSE events kept for resumption", float(sum(e.log.events for e in entries))),
        }

    return read
