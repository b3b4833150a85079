"""Client profiles (aggregator/client_profile.py): the built-in table, user-defined profiles, and their config keys."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from aggregator.client_profile import (
    CLIENT_PROFILES,
    DEFAULT_CLIENT_KEY,
    PROFILE_KEYS,
    ClientProfile,
    custom_profile,
    resolve_client_profile,
)
from aggregator.config_file import parse_config
from aggregator.errors import ConfigError

REQUIRED = ("claude-code", "claude-desktop", "cursor", "windsurf", "vscode", "openai", "anthropic", "mcp")


def parse(data: Any) -> Any:
    return parse_config(data, source="cfg.json", environ={})


def parse_error(data: Any) -> str:
    with pytest.raises(ConfigError) as info:
        parse(data)
    message = str(info.value)
    assert message.startswith("cfg.json: "), message
    return message


def config(top: dict[str, Any] | None = None, **entry: Any) -> dict[str, Any]:
    """A config of one server `gh` with these entry keys, and `top` as its top-level "aggregator" object."""
    data: dict[str, Any] = {"mcpServers": {"gh": {"command": "gh-server", **entry}}}
    if top is not None:
        data["aggregator"] = top
    return data


# -- the built-in table ------------------------------------------------------------------------------------------


def test_every_client_the_issue_names_has_a_profile_with_a_source_and_a_check_date() -> None:
    assert set(REQUIRED) <= set(CLIENT_PROFILES)
    for name, profile in CLIENT_PROFILES.items():
        assert profile.name == name and profile.label
        assert profile.source and re.fullmatch(r"\d{4}-\d{2}-\d{2}", profile.checked), name
        assert profile.names.fits("a_b-c0"), name  # every profile takes what shortening writes


def test_the_limits_that_matter_to_the_acceptance_are_what_the_clients_document() -> None:
    claude = CLIENT_PROFILES["claude-code"]
    # Claude Code writes mcp__<key>__<tool> and the API refuses more than 64 characters in all
    assert claude.prefix_for(DEFAULT_CLIENT_KEY) == "mcp__aggregator__"
    assert claude.name_room(DEFAULT_CLIENT_KEY) == 64 - len("mcp__aggregator__") == 47
    cursor = CLIENT_PROFILES["cursor"]
    assert cursor.tool_room() == 40  # the cap the acceptance tests (and older Cursors) hold us to
    assert cursor.name_room("gh") == 58  # server key + tool name, no separator, at most 60
    assert CLIENT_PROFILES["vscode"].tool_room() == 128 - 40  # its built-ins count against the 128
    assert CLIENT_PROFILES["openai"].tool_room() == 128
    assert CLIENT_PROFILES["windsurf"].tool_room() == 100
    mcp = CLIENT_PROFILES["mcp"]
    assert mcp.tool_room() is None and mcp.token_budget is None and mcp.name_room("x") == 128
    assert mcp.names.fits("a.b") and not CLIENT_PROFILES["openai"].names.fits("a.b")


def test_a_name_rule_is_the_room_after_the_prefix_and_a_key_that_leaves_too_little_is_refused() -> None:
    claude = CLIENT_PROFILES["claude-code"]
    rule = claude.name_rule("gh")
    assert rule.max_length == 64 - len("mcp__gh__")
    assert claude.name_rule("gh") == rule
    with pytest.raises(ConfigError, match="use a shorter key"):
        claude.name_rule("k" * 40)


def test_resolving_names_the_valid_profiles_and_the_configs_own_come_first() -> None:
    assert resolve_client_profile("cursor") is CLIENT_PROFILES["cursor"]
    mine = custom_profile("cursor", {"extends": "cursor", "maxTools": 80})
    assert resolve_client_profile("cursor", {"cursor": mine}) is mine
    with pytest.raises(ConfigError) as info:
        resolve_client_profile("cursr", {"team": mine})
    assert "cursr" in info.value.message
    assert all(name in info.value.message for name in ("team", *REQUIRED))


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        ({"max_tools": 0}, "max_tools must be a positive integer"),
        ({"reserved_tools": 40}, "reserved_tools must be below max_tools"),
        ({"reserved_tools": -1}, "reserved_tools must be an integer of at least 0"),
        ({"token_budget": True}, "token_budget must be a positive integer"),
        ({"max_name_length": 10}, "at least 18 characters"),
        ({"name_chars": "A-Z"}, "must allow '_', 0-9, a-f"),
        ({"name_prefix": "{client}_"}, "only the {server} placeholder"),
        ({"max_name_length": "64"}, "max_name_length must be an integer"),
    ],
)
def test_a_profile_that_could_not_hold_a_fitted_name_is_refused(change: dict[str, Any], complaint: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(complaint)):
        dataclasses.replace(CLIENT_PROFILES["cursor"], **change)


def test_a_custom_profile_starts_from_its_base_and_says_where_its_limits_come_from() -> None:
    mine = custom_profile("cursor80", {"extends": "cursor", "maxTools": 80, "reservedTools": 5})
    assert (mine.name, mine.label, mine.max_tools, mine.tool_room()) == ("cursor80", "cursor80", 80, 75)
    assert mine.max_name_length == 60 and mine.name_prefix == "{server}"
    assert mine.source.startswith("the config, over docs.cursor.com")
    bare = custom_profile("tiny", {"maxTools": 10, "tokenBudget": None, "label": "Tiny"})
    assert (bare.max_name_length, bare.name_chars, bare.label) == (128, "A-Za-z0-9_.-", "Tiny")
    assert bare.source == "the config"
    # a config's profile named like a built-in adjusts it: Cursor's name rule and prefix stay
    adjusted = custom_profile("cursor", {"maxTools": 80})
    assert (adjusted.max_tools, adjusted.max_name_length, adjusted.name_prefix) == (80, 60, "{server}")
    assert adjusted.source.startswith("the config, over docs.cursor.com")
    with pytest.raises(ConfigError, match="unknown key 'max_tools'"):
        custom_profile("x", {"max_tools": 3})
    with pytest.raises(ConfigError, match="not a built-in profile"):
        custom_profile("x", {"extends": "emacs"})


def test_to_json_carries_every_limit_and_its_source() -> None:
    out = CLIENT_PROFILES["claude-code"].to_json()
    assert out["name_prefix"] == "mcp__{server}__" and out["max_name_length"] == 64
    assert set(out) >= {"max_tools", "reserved_tools", "name_chars", "token_budget", "source", "checked"}


# -- the config keys ---------------------------------------------------------------------------------------------


def test_profiles_and_pins_are_read_from_the_aggregator_objects_and_the_description_is_kept() -> None:
    loaded = parse(
        config(
            {"profiles": {"cursor80": {"extends": "cursor", "maxTools": 80}}, "pinned": ["gh__create_issue"]},
            description="GitHub: issues and pull requests.\nSecond line is not the purpose.",
            aggregator={"pinned": ["search_repositories"], "prefix": "gh"},
        )
    )
    assert loaded.profiles["cursor80"].tool_room() == 80
    assert loaded.pinned == ("gh__create_issue",)
    assert loaded.server_pinned == {"gh": ("search_repositories",)}
    assert loaded.descriptions == {"gh": "GitHub: issues and pull requests."}
    assert not loaded.warnings  # description is a known key (Gemini CLI's), pinned is ours
    assert loaded.servers[0].prefix == "gh"  # the pins are not a connection setting


def test_without_the_new_keys_a_config_loads_as_before() -> None:
    loaded = parse(config(description=["not", "a", "string"]))
    assert (loaded.profiles, loaded.pinned, loaded.server_pinned, loaded.descriptions) == ({}, (), {}, {})


@pytest.mark.parametrize(
    ("top", "complaint"),
    [
        ({"profiles": {"p": {"maxTool": 3}}}, "aggregator.profiles.p.maxTool: unknown key 'maxTool'; did you mean"),
        ({"profiles": {"p": {"extends": "emacs"}}}, "aggregator.profiles.p: extends 'emacs': not a built-in"),
        ({"profiles": {"p": {"maxTools": 0}}}, "aggregator.profiles.p.maxTools: expected an integer of at least 1"),
        ({"profiles": {"p": {"maxNameLength": "64"}}}, "aggregator.profiles.p.maxNameLength: expected an integer"),
        ({"profiles": {"p": {"reservedTools": 50, "maxTools": 40}}}, "reserved_tools must be below max_tools"),
        ({"profiles": {"a b": {}}}, 'aggregator.profiles."a b": a profile name is 1-64 letters'),
        ({"profiles": ["cursor"]}, "aggregator.profiles: expected an object of client profiles"),
        ({"pinned": "gh__x"}, "aggregator.pinned: expected an array of strings"),
        ({"pined": []}, "aggregator.pined: unknown key 'pined'; did you mean 'pinned'?"),
    ],
)
def test_a_wrong_profile_or_pin_names_the_file_and_the_key(top: dict[str, Any], complaint: str) -> None:
    assert complaint in parse_error(config(top))


def test_a_wrong_server_pin_names_its_key_path() -> None:
    message = parse_error(config(aggregator={"pinned": [1]}))
    assert "mcpServers.gh.aggregator.pinned[0]: expected a string" in message


def test_profile_keys_are_the_spec_spelling() -> None:
    expected = {"maxTools", "reservedTools", "maxNameLength", "nameChars", "namePrefix", "tokenBudget"}
    assert expected <= set(PROFILE_KEYS)
    fields = {field.name for field in dataclasses.fields(ClientProfile)}
    assert {value for value in PROFILE_KEYS.values() if value} <= fields


@pytest.mark.parametrize("key", ["a b", "", "é"])
def test_a_client_key_the_clients_names_cannot_hold_is_refused(key: str) -> None:
    # the client puts the key into every tool name: a key it cannot hold makes every name one it refuses
    with pytest.raises(ConfigError, match="puts it into every tool name"):
        CLIENT_PROFILES["claude-code"].name_rule(key)
    assert CLIENT_PROFILES["claude-code"].name_rule("gh") is not None
