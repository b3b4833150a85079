from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tests.schema_check import validate_modern_results
from tests.tracebacks import LoggedExceptions, WatchedPopen

# CI: no deadline (machines are noisy), bounded and derandomized so a run is reproducible.
settings.register_profile(
    "ci", deadline=None, max_examples=100, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, max_examples=200, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


@pytest.fixture(params=["asyncio", "trio"])
def anyio_backend(request: pytest.FixtureRequest) -> str:
    return request.param


#: test modules whose in-process proxy or CLI must log no exception (the library's own tests log some on purpose)
_PROXY_AND_CLI = ("test_proxy", "test_cli", "test_conformance_proxy", "test_shutdown", "test_trust")


@pytest.fixture(autouse=True)
def no_traceback(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail a test whose proxy or CLI process wrote a traceback to its stderr, or whose in-process proxy or CLI
    logged an exception: a bad input gets a clear error, never a traceback (see tests/tracebacks.py).
    """
    WatchedPopen.watched = []
    monkeypatch.setattr(subprocess, "Popen", WatchedPopen)
    logged = LoggedExceptions()
    module = request.node.module.__name__.rsplit(".", 1)[-1] if request.node.module else ""
    in_process = module.startswith(_PROXY_AND_CLI) and request.node.get_closest_marker("logs_exceptions") is None
    if in_process:
        logged.attach()
    try:
        yield
    finally:
        logged.detach()
    wrote = [(proc.args, text) for proc in WatchedPopen.watched if (text := proc.traceback()) is not None]
    WatchedPopen.watched = []
    if wrote:
        args, text = wrote[0]
        pytest.fail(f"{args!r} wrote a traceback to its stderr:\n{text[-6000:]}", pytrace=False)
    if logged.records:
        pytest.fail(f"an exception was logged:\n{logged.report()[-6000:]}", pytrace=False)


@pytest.fixture(autouse=True)
def table_width(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables render at the width a pipe gets (120 columns), whatever terminal the tests were started from: the
    CLI fits its tables to `COLUMNS`, or the terminal's width, and a test's expected rows must not depend on it."""
    monkeypatch.setenv("COLUMNS", "120")


@pytest.fixture(autouse=True)
def modern_results_valid(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """In proxy tests, every complete result a modern client gets is checked against the 2026-07-28 schema."""
    module = request.node.module.__name__.rsplit(".", 1)[-1] if request.node.module else ""
    if module.startswith(("test_proxy", "test_conformance_proxy")):
        validate_modern_results(monkeypatch)


@pytest.fixture
def spans() -> Iterator[Any]:
    """The spans a test makes, exported in memory (an `InMemorySpanExporter`) through a tracer provider of its own;
    tracing is off again afterwards. The otel extra is imported here, not at the top: the modules that use this
    skip without it."""
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from aggregator import tracing

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracing.enable(provider)
    try:
        yield exporter
    finally:
        tracing.disable()
        provider.shutdown()
