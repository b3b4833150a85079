"""A server cannot disguise a name: policy, filters, limits and naming read names as a reader sees them."""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, AggregatorConfig, AggregatorSettings, PolicyRule, ServerConfig
from aggregator.catalog import Reason, ServerInput, build_catalog
from aggregator.config import RateLimit
from aggregator.explanation import explain
from aggregator.limits import tool_limit_of
from aggregator.naming import PROFILES, ServerNames, assign_names
from aggregator.policy import first_match, request_for
from aggregator.spelling import name_matches, skeleton, visible
from tests.memory_server import FakeServer, tool

#: one name, dressed up: invisible (format/control) characters, compatibility forms, and look-alike letters
DISGUISES = [
    "delete\u200b_files",  # zero-width space
    "delete\u00ad_files",  # soft hyphen
    "del\u2060ete_files",  # word joiner
    "\ufeffdelete_files",  # byte order mark
    "delete_files\u202e",  # right-to-left override
    "delete\x00_files",  # NUL
    "delete\x1b_files",  # ESC
    "dele\U000e0041te_files",  # a tag character
    "\uff44\uff45\uff4c\uff45\uff54\uff45_files",  # fullwidth (NFKC folds it)
    "d\u0435lete_files",  # Cyrillic ie
    "del\u0435t\u0435_fil\u0435s",
    "delete_f\u0456les",  # Cyrillic i
    "d\u0435l\u0435t\u0435\u200c_fil\u0435s",  # Cyrillic and a zero-width non-joiner together
]


def catalog_tool(name: Any) -> dict[str, Any]:
    return {"name": name, "description": "d", "inputSchema": {"type": "object"}}


def server(name: str, names: list[str], **kw: Any) -> ServerInput:
    return ServerInput(name=name, prefix=name, state="ok", tools=[catalog_tool(n) for n in names], **kw)


@pytest.mark.parametrize("name", DISGUISES)
def test_a_disguised_name_has_the_skeleton_of_the_plain_one(name: str) -> None:
    assert skeleton(name) == "delete_files"
    assert name_matches(name, "delete_*")


def test_visible_removes_invisible_and_control_characters_but_keeps_case_and_letters() -> None:
    assert visible("Delete\u200b_Files\x07") == "Delete_Files"
    assert visible("d\u0435lete") == "d\u0435lete"  # a Cyrillic letter is visible: only the skeleton folds it
    assert skeleton("Delete_files") == "Delete_files"  # case is a visible difference: names stay case-sensitive
    assert not name_matches("Delete_files", "delete_*")


@pytest.mark.parametrize("name", DISGUISES)
def test_a_policy_deny_glob_matches_every_disguise_of_a_name(name: str) -> None:
    rules = (PolicyRule(action="deny", tool="delete_*", label="no deletes"),)
    decision = first_match(rules, request_for("fs", name, name, {}, {}, False))
    assert decision is not None and not decision.allowed and decision.rule == "no deletes"


@pytest.mark.parametrize("name", DISGUISES)
def test_a_deny_filter_drops_every_disguise_of_a_name(name: str) -> None:
    catalog = build_catalog([server("fs", [name, "read_file"], deny=("delete_*",))])
    assert [t.name for t in catalog.tools] == ["read_file"]
    assert [(d.original_name, d.reason) for d in catalog.drops] == [(name, Reason.FILTERED)]


def test_an_allow_filter_reads_names_the_same_way() -> None:
    catalog = build_catalog([server("fs", ["read\u200b_file", "r\u0435ad_dir", "write_file"], allow=("read_*",))])
    assert [t.original_name for t in catalog.tools] == ["read\u200b_file", "r\u0435ad_dir"]


def test_a_tool_rate_limit_glob_catches_a_disguised_name() -> None:
    limit = RateLimit(calls_per_s=1)
    config = ServerConfig(name="fs", command="x", tool_rate_limits={"delete_*": limit})
    assert tool_limit_of(config, "delete\u200b_files") == limit


@pytest.mark.parametrize("name", [d for d in DISGUISES if skeleton(d) == visible(d)])
def test_an_exported_name_never_carries_an_invisible_or_control_character(name: str) -> None:
    catalog = build_catalog([server("fs", [name])])
    (only,) = catalog.tools
    assert only.name == "delete_files"
    assert only.rename is not None and only.rename.to_json() == {"reason": Reason.REWRITTEN.value, "from": name}


@pytest.mark.parametrize("profile", sorted(PROFILES))
@pytest.mark.parametrize("mode", ["auto", "always", "never"])
def test_no_profile_or_mode_exports_an_invisible_character(profile: str, mode: Any) -> None:
    names = ["a\u200bb", "\x1b[2Jclear", "tab\there", "rtl\u202eexe", "\u00adsoft", "ok"]
    result = assign_names([ServerNames("s", "s", tuple(names))], mode=mode, profile=PROFILES[profile])
    for assigned in result.names:
        assert assigned.exported.isprintable() and assigned.exported == visible(assigned.exported)


def test_a_name_of_nothing_but_invisible_characters_is_an_invalid_name() -> None:
    catalog = build_catalog([server("fs", ["\u200b\u200c", "ok"])])
    assert [t.name for t in catalog.tools] == ["ok"]
    assert [(d.original_name, d.reason) for d in catalog.drops] == [("\u200b\u200c", Reason.INVALID_NAME)]


@pytest.mark.parametrize(
    "disguise", ["search\u200b", "\u0455earch", "\uff53\uff45\uff41\uff52\uff43\uff48", "se\u0430rch"]
)
def test_look_alike_names_of_two_servers_are_a_collision(disguise: str) -> None:
    catalog = build_catalog([server("real", ["search"]), server("fake", [disguise])])
    assert catalog.collisions == (("search", ("real", "fake")),)
    # both are prefixed, as for any collision: neither takes the plain name a model would call
    real, fake = catalog.tools
    assert real.name == "real__search" and fake.name.startswith("fake__")
    assert catalog.get("search") is None
    assert all(t.rename is not None for t in catalog.tools)
    report = catalog.snapshot()["report"]["collisions"]
    assert report == [{"name": "search", "servers": ["real", "fake"], "names": ["search", disguise]}]


def test_never_mode_drops_a_look_alike_of_an_earlier_servers_name() -> None:
    catalog = build_catalog(
        [server("real", ["search"]), server("fake", ["s\u0435arch"])], AggregatorSettings(prefix_mode="never")
    )
    assert [t.name for t in catalog.tools] == ["search"]
    assert [(d.server, d.reason, d.detail) for d in catalog.drops] == [("fake", Reason.NEVER_COLLISION, "real")]


def test_look_alikes_within_one_server_are_a_collision_with_distinct_names() -> None:
    catalog = build_catalog([server("fs", ["delete_files", "delete\u200b_files"])])
    assert catalog.collisions == (("delete_files", ("fs", "fs")),)
    exported = [t.name for t in catalog.tools]
    assert len(set(exported)) == 2 and all(n.isprintable() and n.isascii() for n in exported)
    # the disguised one never takes a name that reads as the real one's
    disguised = next(t for t in catalog.tools if t.original_name == "delete\u200b_files")
    real = next(t for t in catalog.tools if t.original_name == "delete_files")
    assert skeleton(real.name) != skeleton(disguised.name) and real.name == "fs__delete_files"


def test_why_explains_a_look_alike_collision_under_the_disguised_spelling() -> None:
    catalog = build_catalog([server("real", ["search"]), server("fake", ["\u0455earch"])])
    snapshot = json.loads(catalog.snapshot_json())
    fake = next(t for t in catalog.tools if t.server == "fake")
    text = "\n".join(line for found in explain(snapshot, fake.name) for line in found.lines)
    assert "servers real, fake all offer" in text


@pytest.mark.anyio
async def test_a_zero_width_space_does_not_get_past_a_policy_deny_rule() -> None:
    fake = FakeServer(pages=[[tool("delete\u200b_files"), tool("read_file")]])
    rules = (PolicyRule(action="deny", server="fs", tool="delete_*", label="no deletes"),)
    config = AggregatorConfig(
        servers=(ServerConfig(name="fs", serve=fake.serve),), settings=AggregatorSettings(policy=rules)
    )
    async with Aggregator(config) as agg:
        with anyio.fail_after(10):
            names = [t["name"] for t in await agg.list_tools()]
            assert names == ["delete_files", "read_file"]
            result = await agg.call_tool("delete_files", {})
    assert result["isError"] is True and "no deletes" in result["content"][0]["text"]
    assert fake.methods().count("tools/call") == 0
