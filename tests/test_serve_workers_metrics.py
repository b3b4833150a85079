"""`/metrics` under `serve --http … --workers N`: any worker's scrape has every worker's series, labelled `worker`.

The real command (a supervisor and two workers, as in `tests/test_serve_workers.py`) over TCP; the exposition parsed
by `prometheus-client`'s own parser. The merging itself is also checked alone on small expositions.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import httpx
import pytest

pytest.importorskip("prometheus_client", reason="the metrics extra is not installed")

from prometheus_client.parser import text_string_to_metric_families

from aggregator.proxy.worker_metrics import labelled, merged
from aggregator.proxy.worker_relay import WORKER_HEADER
from tests.test_serve_workers import GUARD_S, answer_of, fresh_connections, modern_call, served

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"  # a real process tree: one backend is enough to drive it


def calls_by_worker(text: str) -> Counter[str]:
    """`mcp_aggregator_calls_total` of the demo's `add` tool, ok outcomes, per `worker` label."""
    found: Counter[str] = Counter()
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == "mcp_aggregator_calls_total" and sample.labels.get("tool") == "add":
                assert sample.labels["outcome"] == "ok"
                found[sample.labels["worker"]] += int(sample.value)
    return found


async def test_a_scrape_on_any_worker_counts_every_workers_calls(tmp_path: Path) -> None:
    async with served(tmp_path) as run, fresh_connections() as http:
        answered: Counter[str] = Counter()
        while len(answered) < 2 or min(answered.values()) < 2:
            response = await http.post(run.url, **modern_call(2, 3))
            assert answer_of(response)["result"]["content"][0]["text"] == "5"
            answered[response.headers[WORKER_HEADER]] += 1
        metrics_url = run.url.removesuffix("/mcp") + "/metrics"
        scraped = set()
        # each scrape lands on either worker (a new connection each): both must tell the whole story
        for _ in range(6):
            scrape = await http.get(metrics_url)
            assert scrape.status_code == 200, scrape.text
            assert calls_by_worker(scrape.text) == answered
            scraped.add(scrape.text.count('worker="0"') > 0 and scrape.text.count('worker="1"') > 0)
        assert scraped == {True}
        # a peer's scrape (the header only counts on the private socket) is not honoured on the public one
        own = await http.get(metrics_url, headers={"mcp-aggregator-scrape": "own"})
        assert calls_by_worker(own.text) == answered


async def test_a_workers_scrape_keeps_the_host_check(tmp_path: Path) -> None:
    async with served(tmp_path) as run, httpx.AsyncClient(timeout=GUARD_S) as http:
        refused = await http.get(run.url.removesuffix("/mcp") + "/metrics", headers={"host": "evil.example"})
    assert refused.status_code == 403


def test_merging_labels_each_workers_samples_and_keeps_each_family_whole() -> None:
    first = (
        b"# HELP calls_total Calls.\n# TYPE calls_total counter\n"
        b'calls_total{tool="a b}"} 2.0\n'
        b'# HELP calls_created Calls.\n# TYPE calls_created gauge\ncalls_created{tool="a b}"} 1.5e9\n'
        b"# HELP up Up.\n# TYPE up gauge\nup 1.0\n"
    )
    second = b'# HELP calls_total Calls.\n# TYPE calls_total counter\ncalls_total{tool="a b}"} 3.0\n'
    second += b'# HELP calls_created Calls.\n# TYPE calls_created gauge\ncalls_created{tool="a b}"} 1.6e9\n'
    text = merged({0: first, 1: second}).decode()
    assert text.count("# TYPE calls_total counter") == 1
    families = {family.name: family for family in text_string_to_metric_families(text)}
    totals = {s.labels["worker"]: s.value for s in families["calls"].samples if s.name == "calls_total"}
    assert totals == {"0": 2.0, "1": 3.0}
    created = {s.labels["worker"]: s.value for s in families["calls_created"].samples}
    assert created == {"0": 1.5e9, "1": 1.6e9}
    assert [(s.labels, s.value) for s in families["up"].samples] == [({"worker": "0"}, 1.0)]
    assert labelled("x{} 1", 3) == 'x{worker="3"} 1'
    assert labelled("x 1 1700000000", 2) == 'x{worker="2"} 1 1700000000'
