"""The differential harness: every real peer, seen directly and through the proxy, by the same clients.

For each peer of the kit (tests/differential.py `peers`) and each front of the proxy (`stdio`,
`http`), every client run (`mcp.Client`, `fastmcp.Client` and the Inspector CLI, modes auto and
legacy) must see through the proxy what it sees directly: the same tools (names modulo the prefix,
definitions equal), call results, prompts, resources and reads, server-initiated requests with the
same answers delivered back, and error codes (with the HTTP status, for modern clients over HTTP).
One proxy per peer and front serves every client run.

The harness writes its summary (peer x front x client run -> aspects that differ) to
tests/differential_matrix.json when MCP_DIFFERENTIAL_WRITE=1; `scripts/matrix` renders the README
table from it, and test_readme_matrix checks the two agree. A known defect of another area is an
`xfail(strict=True)` naming it, so the case flips when the defect is fixed.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from tests import differential as d
from tests.peers import ROOT, kit

pytestmark = [pytest.mark.peers, pytest.mark.slow]

SUMMARY = ROOT / "tests" / "differential_matrix.json"


class _FakeKit:
    """Enough of a Kit to name the peers at collection time, without installing anything."""

    python = node = "x"
    node_env: dict[str, str] = {}

    def fixture(self, name: str) -> str:
        return name

    def npm_entry(self, name: str) -> str:
        return name


# (peer, aspect) -> the defect that makes the proxy differ there; None as the peer means every peer. Empty: what issue
# 11 listed is fixed, and what a stdio server's one session explains is the named stdio rule (`d.stdio_rule`).
KNOWN: dict[tuple[str, str], str] = {}
LAX = {p.name: p.lax for p in d.peers(_FakeKit(), Path("."))}
HTTP = {p.name: p.http for p in d.peers(_FakeKit(), Path("."))}


@pytest.fixture(scope="module")
def observations(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, list[dict[str, Any]]]]:
    k = kit()
    work = tmp_path_factory.mktemp("differential")
    chosen = d.peers(k, work)
    with ThreadPoolExecutor(max_workers=3) as pool:
        futures = {p.name: pool.submit(d.observe, k, p, work) for p in chosen}
        seen = {name: f.result() for name, f in futures.items()}
    summary = summarize(seen)
    if os.environ.get("MCP_DIFFERENTIAL_WRITE") == "1":
        SUMMARY.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    return seen


def run_label(run: dict[str, Any]) -> str:
    return f"{run['client']}-{run['mode']}"


def aspect_diffs(seen: dict[str, list[dict[str, Any]]], peer: str, front: str, aspect: str) -> list[str]:
    out: list[str] = []
    for direct, proxied in zip(seen["direct"], seen[front], strict=True):
        label = run_label(direct)
        if "observed" not in direct or "observed" not in proxied:
            if direct.get("failed") != proxied.get("failed"):
                out.append(f"{label}: direct {direct.get('failed')} | proxy {proxied.get('failed')}")
            continue
        lax, coded = LAX.get(peer, False), direct["client"] != "inspector"
        a = d.normalize(direct["observed"], None, lax=lax, coded=coded)
        b = d.normalize(proxied["observed"], peer, lax=lax, coded=coded)
        d.http_statuses(a["errors"], b["errors"])
        lacks, legacy = d.lacking(direct["client"]), direct["mode"] == "legacy"
        a, b = d.undeclared_input_rule(a, b, lacks=lacks)
        if direct["client"] in d.TASKS_CLIENTS and not legacy:
            a, b = d.tasks_rule(a, b)
        if not HTTP.get(peer, False):  # reached over stdio: one process, one session (the stdio rule)
            a, b = d.stdio_rule(a, b, peer, lacks=lacks, legacy_client=legacy)
        out += [f"{label}: {line}" for line in d.differences(a, b, aspect)]
    return out


def summarize(seen: dict[str, dict[str, list[dict[str, Any]]]]) -> dict[str, Any]:
    """peer -> front -> client run -> the aspects that differ (empty list: transparent)."""
    table: dict[str, Any] = {}
    for peer, fronts in seen.items():
        for front in d.FRONTS[1:]:
            for i, run in enumerate(fronts["direct"]):
                one = {"direct": [run], front: [fronts[front][i]]}
                bad = [a for a in d.ASPECTS if aspect_diffs(one, peer, front, a)]
                table.setdefault(peer, {}).setdefault(front, {})[run_label(run)] = bad
    return table


def cases() -> list[Any]:
    names = list(LAX)
    out = []
    for peer in names:
        for aspect in d.ASPECTS:
            for front in d.FRONTS[1:]:
                reason = KNOWN.get((peer, aspect))
                marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
                out.append(pytest.param(peer, aspect, front, marks=marks, id=f"{peer}-{aspect}-{front}"))
    return out


@pytest.mark.parametrize(("peer", "aspect", "front"), cases())
def test_the_proxy_is_transparent(
    peer: str, aspect: str, front: str, observations: dict[str, dict[str, list[dict[str, Any]]]]
) -> None:
    seen = observations[peer]
    for run in seen["direct"]:
        assert "observed" in run, f"{peer} direct {run_label(run)} failed: {run.get('failed')}"
    diffs = aspect_diffs(seen, peer, front, aspect)
    assert diffs == [], "\n".join(diffs[:30])


def test_every_peer_was_seen_with_something_to_compare(
    observations: dict[str, dict[str, list[dict[str, Any]]]],
) -> None:
    for peer, fronts in observations.items():
        direct = fronts["direct"][0]["observed"]
        assert direct["tools"], f"{peer}: no tools directly, nothing to compare"
        assert direct["calls"], f"{peer}: no calls made"


def test_the_committed_matrix_is_what_the_harness_saw(
    observations: dict[str, dict[str, list[dict[str, Any]]]],
) -> None:
    """tests/differential_matrix.json (the README table's source) is this run's summary.

    Within an aspect already known to differ (an xfail of its own), which client runs show the difference can vary
    from run to run (server-everything asks for roots at session start, and who is in flight then is a race): those
    cells are compared by the aspect's presence for the peer, the rest client by client.
    """
    committed = json.loads(SUMMARY.read_text())
    assert settled(committed) == settled(summarize(observations)), (
        "re-run with MCP_DIFFERENTIAL_WRITE=1, then scripts/matrix --write"
    )


def settled(summary: dict[str, Any]) -> dict[str, Any]:
    """`summary` without the known-to-differ aspects per client, and with the set of them seen per peer."""
    out: dict[str, Any] = {}
    for peer, fronts in summary.items():
        known = sorted(
            {a for cells in fronts.values() for aspects in cells.values() for a in aspects if (peer, a) in KNOWN}
        )
        cells = {
            front: {client: [a for a in aspects if (peer, a) not in KNOWN] for client, aspects in clients.items()}
            for front, clients in fronts.items()
        }
        out[peer] = {"known": known, "cells": cells}
    return out


def test_the_inspector_cli_declares_what_the_rules_assume(tmp_path: Path) -> None:
    """`d.DECLARES["inspector"]` is what a real Inspector CLI declares in its `initialize` (legacy era)."""
    import subprocess

    k = kit()
    recorded = tmp_path / "initialize.json"
    server = [k.python, k.fixture("initialize_recorder.py"), str(recorded)]
    argv = [k.node, str(k.node_modules / d.INSPECTOR), "--cli", "--method", "tools/list", "--protocol-era", "legacy"]
    argv += ["--format", "json", "-q", "--", *server]
    subprocess.run(argv, capture_output=True, timeout=120, env={**os.environ, "HOME": str(tmp_path)}, check=False)
    declared = json.loads(recorded.read_text())["capabilities"]
    assert d.INPUT_CAPABILITIES & set(declared) == d.DECLARES["inspector"]
    assert (d.TASKS_EXTENSION in declared.get("extensions", {})) == ("inspector" in d.TASKS_CLIENTS)
