"""The exposure plan (aggregator/exposure.py): adaptive, byte-stable, names fitted after the client's prefix, pinned
tools first, every tool still routed; and `Aggregator.exposure` on live (in-memory) servers."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import anyio
import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator import Aggregator, ServerConfig
from aggregator.catalog import Catalog, ServerInput, build_catalog
from aggregator.client_profile import CLIENT_PROFILES, ClientProfile, custom_profile
from aggregator.config_file import AggregatorConfig
from aggregator.errors import ConfigError
from aggregator.exposure import META_CALL, META_SEARCH, SEARCH_LIMIT, Placement, compile_plan
from aggregator.meta_tools import SERVER_LIST_TOKENS, meta_definitions
from aggregator.tokens import estimate_tokens
from tests.memory_server import FakeServer

CURSOR, CLAUDE = CLIENT_PROFILES["cursor"], CLIENT_PROFILES["claude-code"]


def tool(name: str, words: int = 12) -> dict[str, Any]:
    text = " ".join(["does", "one", "thing", "with", "the", "service", "and", "returns", "its", "answer"] * 3)
    return {
        "name": name,
        "description": " ".join(text.split()[:words]) + f" ({name})",
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string", "description": "which one"}}},
    }


def catalog(servers: int, tools: int, *, name: str = "action_{t}", words: int = 12) -> Catalog:
    made = [[tool(name.format(s=s, t=t), words) for t in range(tools)] for s in range(servers)]
    return build_catalog([ServerInput(name=f"s{s}", prefix=f"s{s}", state="ok", tools=made[s]) for s in range(servers)])


def dumped(tools: list[dict[str, Any]]) -> str:
    return json.dumps(tools, separators=(",", ":"), ensure_ascii=False)


# -- adaptive: nothing changes when everything fits --------------------------------------------------------------


def test_a_list_that_fits_is_exactly_the_catalog_with_no_meta_tools() -> None:
    merged = catalog(2, 5)
    plan = compile_plan(merged, CURSOR)
    assert dumped(plan.listed()) == dumped(merged.exported())
    assert not plan.meta and plan.deferred() == () and plan.problems == ()
    assert {entry.reason for entry in plan.entries} == {"fits"}
    assert all(entry.shortened_from is None for entry in plan.entries)
    assert plan.report()["totals"]["saved_percent"] == 0.0


def test_a_list_over_the_token_budget_but_within_the_cap_still_gets_the_meta_tools() -> None:
    merged = catalog(1, 10, words=30)
    tight = custom_profile("tight", {"extends": "cursor", "tokenBudget": 500})
    assert sum(estimate_tokens(d) for d in merged.exported()) > 500
    plan = compile_plan(merged, tight)
    assert plan.meta
    listed_tokens = sum(estimate_tokens(d) for d in plan.listed())
    assert listed_tokens <= 500


# -- the acceptance: 200 tools under cursor, names under claude-code ----------------------------------------------


def test_200_tools_under_cursor_list_at_most_40_with_the_pinned_ones_and_the_meta_tools() -> None:
    merged = catalog(10, 20)  # collisions: every name is prefixed, s3__action_7
    pinned = ["s0__action_0", "s4__action_19", "s9__action_5"]
    plan = compile_plan(merged, CURSOR, pinned=pinned, purposes={"s1": "Server one: issues and pull requests."})
    listed = [definition["name"] for definition in plan.listed()]
    assert len(listed) <= 40
    assert listed[:3] == pinned and listed[-2:] == [META_SEARCH, META_CALL]
    assert len(plan.entries) == 200 + 2 and plan.problems == ()
    assert len(plan.deferred()) == 200 - len(listed) + 2
    search = plan.listed()[-2]
    assert "- s1 (20 tools): Server one: issues and pull requests." in search["description"]
    assert "- s0 (19 tools)" in search["description"]  # its pinned tool is not behind the search
    totals = plan.report()["totals"]
    assert totals["listed"] == len(listed) and totals["tools"] == 200 and totals["saved_percent"] > 80


def test_under_claude_code_every_name_fits_64_characters_with_the_clients_prefix() -> None:
    long_names = "a_rather_long_tool_name_for_server_{s}_that_does_thing_number_{t}"
    merged = catalog(3, 30, name=long_names)
    plan = compile_plan(merged, CLAUDE)
    shown = [entry for entry in plan.entries if entry.placement is not Placement.DROPPED]
    assert shown and all(len("mcp__aggregator__" + entry.name) <= 64 for entry in shown)
    assert all(re.fullmatch(r"[A-Za-z0-9_-]+", entry.name) for entry in shown)
    assert len({entry.name for entry in shown}) == len(shown)
    fitted = [entry for entry in plan.entries if entry.shortened_from is not None]
    assert fitted and all(entry.shortened_from == entry.catalog_name for entry in fitted)
    # stable: compiled again (another catalog object, same servers), the same names
    again = compile_plan(catalog(3, 30, name=long_names), CLAUDE)
    assert [entry.name for entry in again.entries] == [entry.name for entry in plan.entries]


def test_a_longer_client_key_leaves_less_room_and_a_key_too_long_is_a_config_error() -> None:
    merged = catalog(1, 3, name="tool_with_a_name_of_thirty_five_{t}")
    assert compile_plan(merged, CLAUDE).entries[0].shortened_from is None
    plan = compile_plan(merged, CLAUDE, client_key="my-very-long-aggregator-key")
    assert all(len("mcp__my-very-long-aggregator-key__" + e.name) <= 64 for e in plan.entries)
    assert plan.entries[0].shortened_from == "tool_with_a_name_of_thirty_five_0"
    with pytest.raises(ConfigError, match="shorter key"):
        compile_plan(merged, CLAUDE, client_key="k" * 45)


# -- pinned tools --------------------------------------------------------------------------------------------------


def test_a_pinned_tool_that_does_not_fit_is_a_problem_and_stays_reachable() -> None:
    merged = catalog(1, 10)
    small = custom_profile("small", {"maxTools": 4})  # two meta-tools and two tools
    pins = ["action_1", "action_3", "action_5"]
    plan = compile_plan(merged, small, pinned=pins)
    listed = [definition["name"] for definition in plan.listed()]
    assert listed == ["action_1", "action_3", META_SEARCH, META_CALL]
    assert plan.problems == ("pinned tool 'action_5' does not fit small: over the tool cap",)
    late = plan.route("action_5")
    assert late is not None and late.placement is Placement.DEFERRED and late.reason.startswith("pinned")


def test_a_pin_that_names_nothing_is_a_problem_and_a_server_pin_names_an_upstream_tool() -> None:
    merged = catalog(2, 3)
    plan = compile_plan(merged, custom_profile("small", {"maxTools": 4}), pinned=["nope"], server_pinned={
        "s1": ["action_2", "missing"]})  # fmt: skip
    assert "pinned tool 'nope' is not in the catalog" in plan.problems
    assert "pinned tool 'missing' of server 's1' is not in the catalog" in plan.problems
    pinned = plan.route("s1__action_2")
    assert pinned is not None and (pinned.placement, pinned.reason) == (Placement.INLINE, "pinned")


def test_when_not_even_the_meta_tools_fit_the_rest_is_dropped_and_said_so() -> None:
    plan = compile_plan(catalog(1, 5), custom_profile("one", {"maxTools": 1}), pinned=["action_2"])
    assert [d["name"] for d in plan.listed()] == ["action_2"] and not plan.meta
    assert [e.placement for e in plan.entries].count(Placement.DROPPED) == 4
    assert plan.route("action_0") is None
    assert plan.problems == ("4 tool(s) dropped: one has no room for the meta-tools",)


# -- routing ------------------------------------------------------------------------------------------------------


def test_a_deferred_tool_routes_by_its_name_and_by_its_catalog_name_and_meta_names_do_not_route() -> None:
    merged = catalog(2, 40, name="a_very_long_name_that_cursor_cannot_take_whole_number_{t}")
    plan = compile_plan(merged, CURSOR)
    deferred = [entry for entry in plan.deferred() if entry.shortened_from is not None]
    assert deferred
    entry = deferred[0]
    assert plan.route(entry.name) is entry and plan.route(entry.catalog_name) is entry
    assert merged.get(entry.catalog_name) is not None  # what Aggregator.call_tool routes by
    assert entry.definition["name"] == entry.name
    assert plan.route(META_SEARCH) is None and plan.route(META_CALL) is None and plan.route("nothing") is None


def test_an_upstream_tool_named_like_a_meta_tool_moves_aside_when_the_meta_tools_are_listed() -> None:
    tools = [tool(META_SEARCH), *(tool(f"t{i}") for i in range(50))]
    merged = build_catalog([ServerInput(name="x", prefix="x", state="ok", tools=tools)])
    plan = compile_plan(merged, CURSOR)
    names = [entry.name for entry in plan.entries]
    assert names.count(META_SEARCH) == 1 and plan.entries[-2].name == META_SEARCH
    theirs = plan.route(META_SEARCH + "_" + names[0].rsplit("_", 1)[-1])
    assert theirs is not None and theirs.catalog_name == META_SEARCH
    few = build_catalog([ServerInput(name="x", prefix="x", state="ok", tools=tools[:3])])
    assert compile_plan(few, CURSOR).entries[0].name == META_SEARCH  # no meta-tools, no clash: its own name


# -- the meta-tools and the cost model ---------------------------------------------------------------------------


def test_the_meta_tools_take_a_query_and_limit_and_a_name_and_arguments() -> None:
    search, call = meta_definitions([("github", 30)], {"github": "Issues, pull requests."})
    assert search["name"] == META_SEARCH and search["inputSchema"]["required"] == ["query"]
    assert search["inputSchema"]["properties"]["limit"]["default"] == SEARCH_LIMIT
    assert "30 more tools" in search["description"] and "- github (30 tools): Issues, pull requests." in search[
        "description"]  # fmt: skip
    assert call["name"] == META_CALL and set(call["inputSchema"]["properties"]) == {"name", "arguments"}


def test_the_server_list_in_the_description_stays_within_its_budget() -> None:
    servers = [(f"server-{i}", 3) for i in range(400)]
    search, _ = meta_definitions(servers, {name: "x " * 200 for name, _ in servers})
    lines = search["description"].splitlines()
    assert lines[-1].startswith("- and ") and lines[-1].endswith(" more servers")
    assert estimate_tokens({"description": "\n".join(lines[1:-1])}) <= SERVER_LIST_TOKENS + len(lines)


def test_listing_only_pays_for_tools_cheaper_than_finding_them() -> None:
    tiny = [{"name": f"t{i}", "inputSchema": {"type": "object"}} for i in range(8)]
    huge = [tool(f"h{i}", words=30) | {"description": "long " * 400} for i in range(4)]
    merged = build_catalog([ServerInput(name="x", prefix="x", state="ok", tools=[*huge, *tiny])])
    plan = compile_plan(merged, custom_profile("eight", {"maxTools": 8}))
    model = plan.report()["cost_model"]
    worth = (model["search_answer_tokens"] + model["call_overhead_tokens"]) / 12
    reasons = {entry.name: entry.reason for entry in plan.entries}
    # six slots after the meta-tools: the cheapest first, in catalog order among equals
    assert [d["name"] for d in plan.listed()] == ["t0", "t1", "t2", "t3", "t4", "t5", META_SEARCH, META_CALL]
    assert all(e.tokens < worth for e in plan.entries if e.reason == "worth listing")
    assert reasons["t6"] == reasons["t7"] == "over the tool cap"
    assert {reasons[f"h{i}"] for i in range(4)} == {"cheaper to find than to list"}
    assert model["expected_tokens_per_turn"] < model["all_inline_tokens_per_turn"]
    assert model["encoding"].startswith("o200k_base")


def test_the_report_is_json_and_its_totals_add_up() -> None:
    plan = compile_plan(catalog(5, 20), CURSOR, pinned=["s0__action_1"])
    report = json.loads(json.dumps(plan.report()))
    totals = report["totals"]
    assert totals["inline"] + totals["deferred"] + totals["dropped"] == totals["tools"] == 100
    assert totals["listed"] == totals["inline"] + 2
    assert totals["saved_tokens"] == totals["all_tokens"] - totals["inline_tokens"]
    assert report["profile"]["tool_room"] == 40 and report["profile"]["name_room"] == 50
    assert {e["placement"] for e in report["entries"]} == {"inline", "deferred", "meta"}


# -- determinism ---------------------------------------------------------------------------------------------------

_NAMES = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_-.0123456789", min_size=1, max_size=90)
_PROFILES = st.sampled_from(sorted(CLIENT_PROFILES))


@given(
    servers=st.lists(st.lists(_NAMES, max_size=30), min_size=1, max_size=4),
    profile=_PROFILES,
    room=st.integers(min_value=3, max_value=60),
)
def test_same_catalog_and_profile_give_the_same_bytes_and_every_tool_stays_routed(
    servers: list[list[str]], profile: str, room: int
) -> None:
    def merged() -> Catalog:
        inputs = [ServerInput(name=f"s{i}", prefix=f"s{i}", state="ok", tools=[tool(n) for n in names])
                  for i, names in enumerate(servers)]  # fmt: skip
        return build_catalog(inputs)

    client = dataclasses.replace(CLIENT_PROFILES[profile], max_tools=room, reserved_tools=0)
    pins = [t.name for t in merged().tools[::3]]
    first, second = compile_plan(merged(), client, pinned=pins), compile_plan(merged(), client, pinned=pins[::-1])
    assert dumped(first.listed()) == dumped(second.listed())  # the pins' order does not matter either
    assert first.report() == second.report()
    check_plan(merged(), client, first)
    if first.meta:  # pinned first: as many as the room after the meta-tools takes, the rest are problems
        inline = [e.catalog_name for e in first.entries if e.reason == "pinned"]
        assert inline == pins[: len(inline)] and len(first.problems) == len(pins) - len(inline)


def check_plan(merged: Catalog, client: ClientProfile, plan: Any) -> None:
    """What holds for any plan: within the cap, names fit and are unique, every catalog tool routes back."""
    listed = plan.listed()
    assert len(listed) <= (client.tool_room() or len(listed))
    rule = client.name_rule("aggregator")
    assert all(rule.fits(d["name"]) for d in listed)
    assert len({e.name for e in plan.entries}) == len(plan.entries)
    for entry in plan.entries:
        if entry.placement in (Placement.INLINE, Placement.DEFERRED):
            assert plan.route(entry.name) is entry
            assert merged.get(entry.catalog_name) is not None
    fits = len(merged.tools) <= (client.tool_room() or 10**9) and (
        client.token_budget is None or sum(estimate_tokens(d) for d in merged.exported()) <= client.token_budget
    )
    assert plan.meta is not fits


# -- Aggregator.exposure -------------------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_aggregator_exposure_uses_the_configs_profiles_pins_and_purposes_and_is_cached() -> None:
    one = FakeServer(era="modern", pages=[[tool(f"t{i}") for i in range(30)]])
    two = FakeServer(era="legacy", pages=[[tool(f"u{i}") for i in range(30)]], capabilities={"tools": {}})
    config = AggregatorConfig(
        servers=(ServerConfig(name="one", serve=one.serve), ServerConfig(name="two", serve=two.serve)),
        profiles={"team": custom_profile("team", {"extends": "cursor", "maxTools": 10})},
        pinned=("u3",),
        server_pinned={"one": ("t7",)},
        descriptions={"two": "The second server."},
    )
    async with Aggregator(config) as agg:
        with anyio.fail_after(10):
            plan = await agg.exposure("team")
            assert await agg.exposure("team") is plan  # unchanged catalog and config: the same plan
            assert (await agg.exposure(CURSOR)) is not plan
            listed = [d["name"] for d in plan.listed()]
            assert listed[:2] == ["t7", "u3"] and len(listed) <= 10
            assert "- two (29 tools): The second server." in plan.listed()[-2]["description"]
            deferred = plan.deferred()[0]
            result = await agg.call_tool(deferred.catalog_name, {})
            assert result["content"][0]["text"] == f"called {deferred.original_name}"
            with pytest.raises(ConfigError, match="team"):
                await agg.exposure("nope")


@pytest.mark.anyio
async def test_a_reload_that_changes_only_the_pins_restarts_nothing_and_gives_a_new_plan() -> None:
    server = FakeServer(era="modern", pages=[[tool(f"t{i}") for i in range(50)]])
    config = AggregatorConfig(servers=(ServerConfig(name="one", serve=server.serve),), pinned=("t1",))
    async with Aggregator(config) as agg:
        with anyio.fail_after(10):
            before = await agg.exposure("cursor")
            assert [d["name"] for d in before.listed()][:1] == ["t1"]
            assert await agg.reload(dataclasses.replace(agg.config, pinned=("t9",))) == []
            after = await agg.exposure("cursor")
            assert after is not before and [d["name"] for d in after.listed()][:1] == ["t9"]
            assert server.sessions == 1  # the server was not restarted


def test_a_search_answer_carries_definitions_under_the_clients_names_and_the_tokens_saved() -> None:
    merged = catalog(2, 40, name="a_very_long_name_that_cursor_cannot_take_whole_number_{t}")
    plan = compile_plan(merged, CURSOR)
    first, second = plan.deferred()[:2]
    answer = plan.search_answer([first.catalog_name, second.name, first.name, "unknown"])
    assert [tool["name"] for tool in answer["tools"]] == [first.name, second.name]
    assert answer["returned_tokens"] == first.tokens + second.tokens
    assert answer["baseline_tokens"] == sum(entry.tokens for entry in plan.deferred())
    assert 90 < answer["saved_percent"] < 100
    assert set(answer) == {"tools", "baseline_tokens", "returned_tokens", "saved_percent"}  # the shape measured
