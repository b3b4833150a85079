"""The commands our messages tell a person to run are shell-quoted: copied into a shell, a tool name, URI, server
key or path a server or a user chose is one argument of the command, never a command of its own or an option."""

from __future__ import annotations

import argparse
import functools
import shlex
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from aggregator._facade.pinning import refusal as tool_refusal
from aggregator.cli.parser import build_parser
from aggregator.command_hint import NAME, PROGRAM, command, option
from aggregator.entry_pins import UnapprovedEntry
from aggregator.entry_pins import refusal as entry_refusal
from aggregator.gate import _unapproved, _unapproved_entries
from aggregator.lock_format import PinStatus
from aggregator.oauth_config import login_command

HOSTILE = ["a; touch pwned", "$(touch pwned)", "`touch pwned`", "x' ; touch pwned ; '", "--all", "-y", "a b", "--"]
PATHS = ["/home/me/my configs/mcp.json", "/tmp/$(touch pwned).json", "-weird.json", "/x/{name}.json"]
#: what may reach argv: any text but NUL, lone surrogates aside
TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), min_size=1, max_size=40)


def parsed(hint: str) -> argparse.Namespace:
    """The hint as a shell reads it, then as our CLI does."""
    words = shlex.split(hint)
    assert words[0] == PROGRAM
    return _parser().parse_args(words[1:])


@functools.cache
def _parser() -> argparse.ArgumentParser:
    return build_parser()


def approved(hint: str, name: str, config: str, lock: str | None = None) -> None:
    args = parsed(hint)
    assert args.command == "approve" and args.names == [name] and args.config == config
    assert not args.all and not args.yes and args.server is None
    if lock is not None:
        assert args.lock == lock


@given(name=TEXT, config=TEXT, lock=TEXT)
def test_an_approve_hint_is_that_one_name_and_those_files_whatever_they_hold(name: str, config: str, lock: str) -> None:
    approved(command("approve", name, options=[("--config", config), ("--lock", lock)]), name, config, lock)


@given(server=TEXT, config=TEXT)
def test_a_login_hint_is_that_one_server_and_that_config(server: str, config: str) -> None:
    args = parsed(login_command(server, config))
    assert args.command == "login" and args.server == server and args.config == config


def test_the_refusal_of_a_withheld_tool_names_a_command_that_approves_just_it() -> None:
    for name in HOSTILE:
        for path in PATHS:
            template = f"{PROGRAM} approve {NAME}" + option("--config", path) + option("--lock", path + ".lock")
            text = tool_refusal(None, name, template)["content"][0]["text"]
            approved(text.split("approve it first: ", 1)[1], name, path, path + ".lock")


def entry(name: str) -> UnapprovedEntry:
    definition: dict[str, Any] = {"uri": name}
    return UnapprovedEntry("srv", "resources", name, name, PinStatus.PENDING, "0" * 64, definition, None, "id")


def test_the_refusal_of_a_withheld_prompt_or_resource_names_a_command_that_approves_just_it() -> None:
    for name in HOSTILE:
        template = f"{PROGRAM} approve {NAME}" + option("--config", PATHS[0])
        error = entry_refusal(entry(name), template)
        approved(error.message.split("approve it first: ", 1)[1], name, PATHS[0])
        assert error.data is not None
        approved(error.data["aggregator"]["approve"], name, PATHS[0])


def test_the_gates_findings_name_a_command_that_approves_just_that_entry() -> None:
    for name in HOSTILE:
        tools = [{"server": "s", "original_name": name, "name": name, "status": "pending"}]
        entries = [{"server": "s", "name": name, "kind": "resource", "status": "pending"}]
        for finding in [*_unapproved(tools), *_unapproved_entries(entries)]:
            hint = finding.message.split("approve it with `", 1)[1].rstrip("`")
            args = parsed(hint)
            assert args.names == [name] and not args.all and not args.yes
