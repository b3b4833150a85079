"""Where a command's catalog comes from: a named config, a discovered one (behind `--trust`), or a snapshot file.

A config is code: it starts processes, connects to hosts with the user's variables in its headers, reads envFiles
and writes audit logs. Inspecting a cloned repository must do none of that, so a config the user did not name on
the command line is read raw (no variable substituted, no other file read): what it would do is printed — each
command line, each URL with the names of the variables it would send, each file it would write — and the command
stops with exit 2 unless `--trust` is given. Naming the file with `--config` is consent enough. The consent is to
exactly what was shown (`AggregatorConfig.consent`): the `Aggregator` itself refuses anything else, on start and
on reload, so the CLI is not the only guard.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
from collections.abc import AsyncIterator, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import anyio

from aggregator.aggregator import Aggregator, ServerState
from aggregator.cli import logs
from aggregator.cli.progress import Progress
from aggregator.cli.terminal import say
from aggregator.command_hint import word
from aggregator.config_file import AggregatorConfig, load_config, redact, redact_json
from aggregator.effects import plan_digest
from aggregator.errors import AggregatorError
from aggregator.patience import patiently
from aggregator.pins import PinSettings
from aggregator.snapshot import load_snapshot
from aggregator.transports.stdio import kill_process_groups
from aggregator.upstream import Upstream

__all__ = [
    "DISCOVERED",
    "SHUTDOWN_SHARE_S",
    "CommandTimedOut",
    "NotTrusted",
    "Obtained",
    "command_end",
    "connected",
    "count_from_process_start",
    "discover_config",
    "killing_at",
    "live_snapshot",
    "obtain",
    "process_age",
    "resolve_config",
    "shutdown_share",
    "source_flags",
    "the_work",
    "timed_out",
]

#: where a command looks for a config when none is named, first found wins (the current directory only)
DISCOVERED: tuple[tuple[str, str], ...] = (
    (".mcp.json", "Claude Code project config"),
    ("mcp.json", "mcpServers config"),
    (".cursor/mcp.json", "Cursor project config"),
    (".vscode/mcp.json", "VS Code workspace config"),
)


class NotTrusted(Exception):
    """A discovered config would have side effects and `--trust` was not given (exit 2)."""


class NoConfig(Exception):
    """No `--config` and nothing to discover (exit 2)."""


@dataclass(frozen=True, slots=True)
class Obtained:
    """A snapshot for a review command, with the config it was made from (for redaction) and where it came from."""

    snapshot: dict[str, Any]
    #: the config the snapshot was made from (None for a snapshot file): for redaction and prefixes
    config: AggregatorConfig | None
    origin: str

    def redact(self, text: str) -> str:
        """`text` with the config's secrets replaced (unchanged for a snapshot read from a file)."""
        return redact(text, self.config) if self.config is not None else text

    def redact_json(self, value: Any) -> str:
        """`value` as indented JSON, the config's secrets hidden value by value (so it stays valid JSON)."""
        return (
            redact_json(value, self.config)
            if self.config is not None
            else json.dumps(value, indent=2, ensure_ascii=False)
        )


def discover_config(directory: str | os.PathLike[str] = ".") -> tuple[str, str] | None:
    """The first known config file in `directory`: (path, what kind), or None."""
    for relative, kind in DISCOVERED:
        path = Path(directory) / relative
        if path.is_file():
            return os.path.join(os.fspath(directory), relative) if directory != "." else f"./{relative}", kind
    return None


def resolve_config(args: argparse.Namespace) -> AggregatorConfig:
    """The config named by `--config`, else a discovered one: inert, or `--trust`ed for what it shows; with `--lock
    FILE`, its pins enforced from that file (in the config's mode, else `block`)."""
    config = with_lock(_resolved(args), getattr(args, "lock", None))  # not every command offers --lock
    from aggregator.cli.login import with_vault

    return with_vault(config)


def source_flags(args: argparse.Namespace) -> list[tuple[str, str | bool | None]]:
    """The options that chose what a command worked on (`--config`, `--lock`, `--trust` / `--trust-plan`), as
    (flag, value) pairs for a command it suggests next (`command_hint.command`): the suggestion then acts on the same
    config and lock."""
    flags: list[tuple[str, str | bool | None]] = []
    for option, key in (("--config", "config"), ("--lock", "lock"), ("--trust-plan", "trust_plan")):
        value = getattr(args, key, None)  # not every command offers each
        if value:
            flags.append((option, str(value)))
    if getattr(args, "trust", False) and not getattr(args, "trust_plan", None):
        flags.append(("--trust", True))
    return flags


def with_lock(config: AggregatorConfig, lock: str | None) -> AggregatorConfig:
    """`config` with its pins enforced from `--lock FILE` when given (in the config's mode, else `block`): at start
    and at every reload, so a SIGHUP never turns the command line's pins off."""
    if not lock:
        return config
    return replace(config, pins=PinSettings(os.path.abspath(lock), config.pins.mode if config.pins else "block"))


def _resolved(args: argparse.Namespace) -> AggregatorConfig:
    if args.config:
        return _warned(load_config(args.config))
    found = discover_config()
    if found is None:
        names = ", ".join(relative for relative, _ in DISCOVERED)
        raise NoConfig(f"no --config given and none found here (looked for {names})")
    path, kind = found
    raw = _warned(load_config(path, trust=False))
    say(f"using {path} ({kind}, found in the current directory)", file=sys.stderr)
    if not raw.effects:
        return raw  # nothing to start, reach or write: the empty consent covers it
    lines = "\n".join(f"  {effect.describe()}" for effect in raw.effects)
    digest, asked = plan_digest(raw.effects), getattr(args, "trust_plan", None)
    if asked is not None and asked != digest:
        # the file is not what the user read: consent to the old plan is no consent to this one
        raise NotTrusted(
            f"{path} no longer matches the plan {asked} that --trust-plan allows; it would now:\n{lines}\n"
            f"nothing was started, connected, substituted or written. Allow this plan with --trust-plan {digest}"
        )
    if asked is None and not getattr(args, "trust", False):
        raise NotTrusted(
            f"{path} was found, not named, and it would:\n{lines}\n"
            f"nothing was started, connected, substituted or written. Allow exactly this plan with --trust-plan "
            f"{digest} (or anything it says then with --trust), or name the file with --config {word(str(path))}"
        )
    if asked is None:
        say(f"trusted (--trust), plan {digest}:\n{lines}", file=sys.stderr)  # what was allowed, on the record
    return load_config(path, trust=raw.effects)


def _warned(config: AggregatorConfig) -> AggregatorConfig:
    for warning in config.warnings:
        say(f"warning: {warning}", file=sys.stderr)
    return config


#: the most of a command's `--timeout` kept for closing its servers (stdin closed, then a grace)
SHUTDOWN_SHARE_S = 1.0


class CommandTimedOut(AggregatorError):
    """The command did not finish within its `--timeout` (exit 4)."""


def shutdown_share(timeout: float) -> float:
    """The part of a command's `--timeout` kept for closing its servers (the rest is the work's)."""
    return min(SHUTDOWN_SHARE_S, timeout / 4)


def command_end(timeout: float) -> float:
    """When a command given `--timeout` must be over (`anyio.current_time()`), counted from the program's start."""
    return anyio.current_time() + timeout - _clock_start[0]


@contextmanager
def the_work(end: float, timeout: float) -> Iterator[None]:
    """A command's work, cancelled when only the shutdown's share of `timeout` is left before `end`; then raises
    `CommandTimedOut` (exit 4), as every command that starts servers does."""
    with anyio.CancelScope(deadline=end - shutdown_share(timeout)) as work:
        yield
    if work.cancelled_caught:
        raise CommandTimedOut(timed_out(timeout))


def timed_out(timeout: float) -> str:
    """What a command says when it ran out of its `--timeout`."""
    return f"the command did not finish within --timeout {timeout:g} s"


@contextmanager
def killing_at(end: float) -> Iterator[None]:
    """Around a command's shutdown: server processes still running at `end` are killed, their graces skipped.

    A timer thread, not a task: a task group here would have to enclose the aggregator's (or upstream's) own.
    """
    killer = threading.Timer(max(0.0, end - anyio.current_time()), kill_process_groups)
    killer.daemon = True
    killer.start()
    try:
        yield
    finally:
        killer.cancel()


@asynccontextmanager
async def connected(config: AggregatorConfig, timeout: float) -> AsyncIterator[Aggregator]:
    """An aggregator whose servers have had their first connection attempt, or the patience ran out.

    `timeout` bounds the whole command — connecting, listing, calling and closing: the work inside is cancelled
    (`CommandTimedOut`) when only the shutdown's share is left, and processes still running when the time is
    up are killed rather than given their graces.
    """
    logs.use_config(config)
    end = command_end(timeout)
    agg = Aggregator(config)
    await agg.__aenter__()
    try:
        work_end = end - shutdown_share(timeout)
        with the_work(end, timeout):
            # half of what is left for connecting at most, and the list's patience within half of the rest: what
            # is ready is shown before the timeout, and what is not is shown `connecting`
            with anyio.move_on_after(max(0.0, work_end - anyio.current_time()) / 2):
                await _wait_connected(agg)
            patience = min(agg.settings.list_patience_s, max(0.0, work_end - anyio.current_time()) / 2)
            agg.settings = replace(agg.settings, list_patience_s=patience)
            yield agg
    finally:
        with killing_at(end):
            await agg.aclose()


#: seconds the command had run before `connected` was entered (its interpreter start and imports), when counted
_clock_start = [0.0]


def count_from_process_start() -> None:
    """Make `--timeout` count from this process's start (the program's own run; not a `main()` called in-process)."""
    _clock_start[0] = process_age()


def process_age() -> float:
    """Seconds since this process started (Linux: from /proc; elsewhere 0, the clock starting at this call)."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            # the fields after the command name, which may hold spaces and parentheses; starttime is field 22
            started_ticks = int(stat.read().rsplit(b")", 1)[1].split()[19])
        with open("/proc/uptime", "rb") as uptime:
            now = float(uptime.read().split()[0])
        age = now - started_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0
    return min(max(age, 0.0), 30.0)  # a clock oddity never eats a whole timeout


async def _wait_connected(agg: Aggregator) -> None:
    """Until every server has had its first connection attempt, or the list patience passed after the latest."""
    names = [server.name for server in agg.servers if not server.disabled]
    progress = Progress(names)
    progress.start()
    arrived = {name: anyio.Event() for name in names}

    async def wait_one(name: str, upstream: Upstream) -> None:
        try:
            await upstream.wait_connected()
        finally:
            progress.done(name)
            arrived[name].set()

    try:
        async with anyio.create_task_group() as tg:
            for name in names:
                tg.start_soon(wait_one, name, agg.upstream(name))
            # a hung server is left connecting: the catalog shows it so, and the command goes on without it
            await patiently(list(arrived.values()), agg.settings.list_patience_s, agg.clock)
            tg.cancel_scope.cancel()
    finally:
        progress.finish()


async def live_snapshot(agg: Aggregator) -> dict[str, Any]:
    """The catalog's snapshot, with each server's cache state under `volatile` (ignored by `diff`)."""
    catalog = await agg.catalog()
    return catalog.snapshot(volatile_of(agg.status()))


def volatile_of(states: Mapping[str, ServerState]) -> dict[str, Any]:
    """The parts of each server's state that change between runs (version, cache age): a snapshot's `volatile` part."""
    return {
        name: {
            "version": state.version,
            "cache_age_s": state.cache_age_s,
            "cache_ttl_s": state.cache_ttl_s,
            "cache_scope": state.cache_scope,
            "refetch_every_call": state.refetch_every_call,
        }
        for name, state in states.items()
    }


async def obtain(args: argparse.Namespace, *, entries: bool = False) -> Obtained:
    """The snapshot a command works on: from `--snapshot FILE`, or from the live servers of the config. `entries`:
    with pins on, the prompts, resources and templates the lock does not approve go in `report.unapproved_entries`
    (for `check`; a tools snapshot otherwise stays as it was)."""
    path = getattr(args, "snapshot", None)  # not every command offers --snapshot
    if path:
        return Obtained(load_snapshot(path), None, path)
    config = resolve_config(args)
    async with connected(config, args.timeout) as agg:
        snapshot = await live_snapshot(agg)
        unapproved = await agg.unapproved_entries() if entries and agg.pins is not None else []
    if unapproved:
        snapshot.setdefault("report", {})["unapproved_entries"] = [item.to_json() for item in unapproved]
    return Obtained(snapshot, config, config.path or "config")
