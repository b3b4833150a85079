"""A config that runs `mcp-aggregator serve` on itself is caught by the ancestry marker, not recursed into."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
import pytest

from aggregator import Aggregator, State, ancestry
from aggregator.config_file import load_config


def test_a_serve_finds_its_own_config_among_its_ancestors_and_refuses(tmp_path: Path) -> None:
    env: dict[str, str] = {}
    config = tmp_path / "mcp.json"
    other = tmp_path / "other.json"
    ancestry.enter(str(config), env)
    ancestry.enter(str(other), env)  # another config below it is fine
    with pytest.raises(ancestry.RecursionRefused, match="already served by an ancestor"):
        ancestry.enter(str(tmp_path / "." / "mcp.json"), env)  # the same file, spelled differently
    assert env[ancestry.MARKER].count(",") == 1


def test_too_deep_a_chain_of_aggregators_is_refused_even_through_different_configs(tmp_path: Path) -> None:
    env: dict[str, str] = {}
    for level in range(ancestry.MAX_DEPTH):
        ancestry.enter(str(tmp_path / f"level{level}.json"), env)
    with pytest.raises(ancestry.RecursionRefused, match="nested"):
        ancestry.enter(str(tmp_path / "one-more.json"), env)


@pytest.mark.anyio
async def test_a_config_that_serves_itself_reports_that_server_down_with_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "mcp.json"
    serve_self = {"command": sys.executable, "args": ["-m", "aggregator", "serve", "-c", str(path)]}
    path.write_text(json.dumps({"mcpServers": {"me": serve_self}}))
    monkeypatch.delenv(ancestry.MARKER, raising=False)
    ancestry.enter(str(path))  # what `serve -c mcp.json` does first; monkeypatch restores the environment
    async with Aggregator(load_config(str(path))) as agg:
        upstream = agg._upstreams["me"]
        with anyio.fail_after(30):
            status = await upstream.wait_until(lambda s: s.state is State.DOWN)
    assert ancestry.RECURSION_NOTICE in (status.reason or "")
    assert status.restarts == 0  # one child, refused at once: no second generation
