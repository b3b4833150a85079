"""A prefix derived from a long server key obeys the rule a written prefix does: at most 32 characters, stable, and
distinct for distinct keys; a derived prefix that clashes says it was derived and how to choose one."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.catalog import ServerInput, build_catalog
from aggregator.config import AggregatorSettings, StdioServer
from aggregator.config_file import parse_config
from aggregator.errors import ConfigError
from aggregator.name_profile import MAX_PREFIX_LENGTH, get_profile, validate_prefixes

HEAD = "a-very-long-server-key-for-the-weather-service"


def _servers(*keys: str) -> dict[str, object]:
    return {"mcpServers": {key: {"command": "true"} for key in keys}}


def test_long_keys_sharing_a_head_load_with_short_distinct_prefixes() -> None:
    keys = [f"{HEAD}-one", f"{HEAD}-two", f"io.github.{HEAD}/tool"]
    config = parse_config(_servers(*keys), environ={})
    prefixes = [server.tool_prefix for server in config.servers]
    assert all(len(prefix) <= MAX_PREFIX_LENGTH for prefix in prefixes)
    assert len(set(prefixes)) == 3 and all(prefix.startswith("a-very") or "io_github" in prefix for prefix in prefixes)
    # stable: the same key gives the same prefix on every load
    assert prefixes == [server.tool_prefix for server in parse_config(_servers(*keys), environ={}).servers]


@given(st.lists(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=0x2FF), min_size=1, max_size=128),
                min_size=1, max_size=4, unique=True))  # fmt: skip
def test_every_derived_prefix_fits_the_written_prefix_rule(keys: list[str]) -> None:
    servers = []
    for key in keys:
        try:
            servers.append(StdioServer(name=key, command="true"))
        except ConfigError:
            continue  # a key with no prefix-shaped character at all is refused already
    long = [server for server in servers if len(server.name) > MAX_PREFIX_LENGTH]
    for server in long:
        prefix = server.tool_prefix
        assert 0 < len(prefix) <= MAX_PREFIX_LENGTH and get_profile("strict").fits(prefix)
        validate_prefixes([(server.name, prefix)], "__", get_profile("strict"))
    assert len({server.tool_prefix for server in long}) == len(long)


def test_prefixed_names_of_long_keys_fit_64_characters() -> None:
    tool = {"name": "x" * 40, "inputSchema": {"type": "object"}}
    keys = [f"{HEAD}-one", f"{HEAD}-two"]
    inputs = [
        ServerInput(name=key, prefix=StdioServer(name=key, command="true").tool_prefix, state="ok", tools=[tool])
        for key in keys
    ]
    catalog = build_catalog(inputs, AggregatorSettings(name_profile="openai"))
    assert len(catalog.tools) == 2 and all(len(t.name) <= 64 for t in catalog.tools)


def test_a_derived_prefix_that_clashes_names_the_key_and_says_it_was_derived() -> None:
    with pytest.raises(ConfigError) as caught:
        parse_config(_servers("io.github.x", "io_github_x"), source="cfg.json", environ={})
    message = str(caught.value)
    assert "cfg.json" in message and "io_github_x" in message and "set aggregator.prefix" in message
