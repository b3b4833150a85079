"""The CI gate: each condition fails a catalog built to have it, and a clean catalog passes."""

from __future__ import annotations

from typing import Any

import pytest

from aggregator.catalog import ServerInput, build_catalog
from aggregator.config import AggregatorSettings
from aggregator.errors import ConfigError
from aggregator.gate import Condition, Finding, check_snapshot
from aggregator.tokens import snapshot_costs


def tool(name: str, description: str = "Does one thing.", **extra: Any) -> dict[str, Any]:
    schema = {"type": "object", "properties": {"q": {"type": "string"}}}
    return {"name": name, "description": description, "inputSchema": schema, **extra}


def server(name: str, tools: list[dict[str, Any]] | None, **kw: Any) -> ServerInput:
    return ServerInput(name=name, prefix=kw.pop("prefix", name), state=kw.pop("state", "ok"), tools=tools, **kw)


def snapshot(servers: list[ServerInput], **settings: Any) -> dict[str, Any]:
    return build_catalog(servers, AggregatorSettings(**settings)).snapshot()


def conditions(findings: list[Finding]) -> list[Condition]:
    return [finding.condition for finding in findings]


CLEAN = [server("github", [tool("create_issue"), tool("list_issues")]), server("files", [tool("read_file")])]


def test_a_clean_catalog_passes_every_check() -> None:
    findings = check_snapshot(snapshot(CLEAN), profile="openai", max_tools=3, max_tokens=10_000)
    assert findings == []


def test_a_never_mode_collision_fails() -> None:
    snap = snapshot([server("a", [tool("search")]), server("b", [tool("search"), tool("other")])], prefix_mode="never")
    [finding] = [f for f in check_snapshot(snap) if f.condition is Condition.NEVER_COLLISION]
    assert (finding.server, finding.name) == ("b", "search")
    assert "'a'" in finding.message and "prefix mode auto" in finding.message


def test_an_upstream_name_outside_the_profile_fails() -> None:
    snap = snapshot([server("weather", [tool("get.forecast"), tool("ok_name")])])  # fits the default mcp profile
    assert check_snapshot(snap) == []  # nothing was rewritten for the profile the list was built with
    [finding] = check_snapshot(snap, profile="openai")
    assert finding.condition is Condition.NAME_REWRITTEN
    assert (finding.server, finding.name) == ("weather", "get.forecast")
    assert "'openai'" in finding.message


def test_an_exported_name_outside_the_profile_fails_even_if_the_upstream_name_fits() -> None:
    long_name = "x" * 60  # fits openai's 64 characters, but not once prefixed
    snap = snapshot([server("tracker", [tool(long_name)])], prefix_mode="always")
    [finding] = check_snapshot(snap, profile="openai")
    assert finding.condition is Condition.NAME_REWRITTEN and finding.name == long_name
    assert f"tracker__{long_name}" in finding.message


def test_without_a_profile_the_snapshots_own_rewrites_fail() -> None:
    snap = snapshot([server("weather", [tool("get forecast")])], name_profile="openai")
    [finding] = check_snapshot(snap)
    assert finding.condition is Condition.NAME_REWRITTEN
    assert finding.name == "get forecast" and "'get_forecast'" in finding.message


def test_an_invalid_input_schema_fails_with_what_is_wrong() -> None:
    bad = {"name": "broken", "description": "x", "inputSchema": {"type": "array"}}
    findings = check_snapshot(snapshot([server("a", [tool("fine"), bad])]))
    [finding] = [f for f in findings if f.condition is Condition.INVALID_SCHEMA]
    assert (finding.server, finding.name) == ("a", "broken")
    assert "array" in finding.message and "\n" not in finding.message


def test_a_server_that_is_not_ok_fails_with_its_status_and_reason() -> None:
    snap = snapshot(
        [
            *CLEAN,
            server("db", None, state="down", reason="exit status 1:\ncannot connect"),
            server("off", None, state="disabled", reason="disabled in the config"),
            server("old", [tool("query")], stale=True, reason="timed out"),
        ]
    )
    findings = check_snapshot(snap)
    assert conditions(findings) == [Condition.SERVER_NOT_OK, Condition.SERVER_NOT_OK]  # disabled is a choice
    down, stale = findings
    assert down.server == "db" and "down" in down.message and "exit status 1: cannot connect" in down.message
    assert stale.server == "old" and "stale" in stale.message and "timed out" in stale.message


def test_more_tools_than_max_tools_fails() -> None:
    snap = snapshot(CLEAN)
    assert check_snapshot(snap, max_tools=3) == []
    [finding] = check_snapshot(snap, max_tools=2)
    assert finding.condition is Condition.MAX_TOOLS
    assert finding.message.startswith("3 tools, 1 over max_tools 2") and "github 2" in finding.message


def test_max_tokens_names_the_most_expensive_servers_first() -> None:
    snap = snapshot(
        [
            server("small", [tool("ping")]),
            server("huge", [tool("report", "Explains every field of the report. " * 40)]),
            server("large", [tool("export", "Exports the data set as CSV. " * 20)]),
        ]
    )
    costs, total = snapshot_costs(snap)
    assert [cost.server for cost in costs] == ["huge", "large", "small"]
    huge, large, small = (cost.tokens for cost in costs)
    assert check_snapshot(snap, max_tokens=total) == []
    # one server over: dropping the most expensive one is enough
    [finding] = check_snapshot(snap, max_tokens=total - 1)
    assert finding.condition is Condition.MAX_TOKENS
    assert f"huge ({huge:,})" in finding.message and "large" not in finding.message
    # only the small one may stay: the two most expensive are named, most expensive first
    [finding] = check_snapshot(snap, max_tokens=small)
    assert finding.message.index(f"huge ({huge:,})") < finding.message.index(f"large ({large:,})")
    assert "small (" not in finding.message and finding.message.endswith(f"-> {small:,}")
    assert f"{total - small:,} over" in finding.message


def test_findings_come_in_condition_order() -> None:
    snap = snapshot(
        [
            server("a", [tool("search"), {"name": "bad", "inputSchema": {"type": "array"}}]),
            server("b", [tool("search"), tool("get.thing")]),
        ],
        prefix_mode="never",
    )
    found = conditions(check_snapshot(snap, profile="strict", max_tools=1, max_tokens=1))
    expected = [
        Condition.NEVER_COLLISION,
        Condition.NAME_REWRITTEN,
        Condition.INVALID_SCHEMA,
        Condition.SERVER_NOT_OK,
        Condition.SERVER_NOT_OK,
        Condition.MAX_TOOLS,
        Condition.MAX_TOKENS,
    ]
    assert found == expected


def test_an_unknown_profile_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="unknown name profile"):
        check_snapshot(snapshot(CLEAN), profile="gpt")


@pytest.mark.parametrize("limits", [{"max_tools": -1}, {"max_tokens": True}, {"max_tokens": 1.5}])
def test_a_bad_limit_is_a_config_error(limits: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        check_snapshot(snapshot(CLEAN), **limits)


def test_finding_json() -> None:
    finding = Finding(Condition.NEVER_COLLISION, "m", "b", "search")
    assert finding.to_json() == {"condition": "never_collision", "message": "m", "server": "b", "name": "search"}
