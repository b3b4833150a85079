"""The official conformance suite (server mode, `--suite all`) directly and through the proxy, for both fixtures.

Fixtures: the conformance fixture (era-aware: `input_required` in the modern era) and the SDK-idioms
fixture (server requests through the session API, unchanged for the modern era). For each fixture
and revision, every scenario's count through the proxy's HTTP front must equal its count directly.
Behind the proxy each fixture is reached over HTTP, as it is directly: a legacy client then gets the
idioms fixture's session-API requests through a legacy upstream session of its own (era mirroring),
and a stream the fixture cuts mid-call (SEP-1699 polling) is cut for the client too. The conformance
fixture behind a stdio upstream is `tests/test_conformance_proxy.py`. The numbers are in the README's
Conformance section.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conformance_suite import SuiteResult, run_server_suite
from tests.peers import http_server, kit

pytestmark = [pytest.mark.peers, pytest.mark.slow]

FIXTURES = {"conformance": "conformance_server.py", "idioms": "sdk_idioms.py"}
VERSIONS = ("2025-11-25", "2026-07-28")
KNOWN: dict[tuple[str, str], str] = {}


@pytest.fixture(scope="module")
def urls(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[str, str], str]]:
    """(fixture, "direct" | "proxy") -> URL; every server lives for the module."""
    from contextlib import ExitStack

    k = kit()
    script = os.path.join(os.path.dirname(sys.executable), "mcp-aggregator")
    out: dict[tuple[str, str], str] = {}
    with ExitStack() as stack:
        for name, file in FIXTURES.items():
            out[(name, "direct")] = stack.enter_context(http_server([k.python, k.fixture(file), "http"]))
            config = tmp_path_factory.mktemp(name) / "mcp.json"
            # behind the proxy over HTTP, as it is reached directly (a stdio upstream is never mirrored, nor has
            # it streams to cut)
            server = {"url": stack.enter_context(http_server([k.python, k.fixture(file), "http"]))}
            config.write_text(json.dumps({"mcpServers": {name: server}}))
            serve = [script, "serve", "--config", str(config), "--http", "127.0.0.1:0"]
            out[(name, "proxy")] = stack.enter_context(http_server(serve, timeout=90))
        yield out


def counts(result: SuiteResult) -> dict[str, int]:
    return {"passed": result.passed, "total": result.total, "failed": result.failed, "warnings": result.warnings}


def cases() -> list[object]:
    return [
        pytest.param(
            fixture,
            version,
            marks=[pytest.mark.xfail(strict=True, reason=KNOWN[(fixture, version)])]
            if (fixture, version) in KNOWN
            else [],
            id=f"{fixture}-{version}",
        )
        for fixture in sorted(FIXTURES)
        for version in VERSIONS
    ]


@pytest.mark.parametrize(("fixture", "version"), cases())
def test_conformance_counts_through_the_proxy_equal_direct(
    fixture: str, version: str, urls: dict[tuple[str, str], str], tmp_path: Path
) -> None:
    direct = run_server_suite(urls[(fixture, "direct")], version, tmp_path / "direct", timeout=300)
    proxied = run_server_suite(urls[(fixture, "proxy")], version, tmp_path / "proxy", timeout=300)
    record = {"fixture": fixture, "version": version, "direct": counts(direct), "proxy": counts(proxied)}
    print(json.dumps(record))
    only_proxy = "\n".join(sorted(set(proxied.failures) - set(direct.failures)))
    why = json.dumps(record) + "\n" + only_proxy
    assert (proxied.failed, proxied.warnings) == (direct.failed, direct.warnings), why
    assert proxied.scenarios == direct.scenarios, why
    assert (proxied.passed, proxied.total) == (direct.passed, direct.total), why
