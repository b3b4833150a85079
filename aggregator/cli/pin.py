"""`pin` and `approve`: write the lock of approved definitions, and approve what changed since.

`pin` records every tool, prompt, resource and resource template the live servers serve now (pins off while it
reads them). `approve` reads them with the lock in mode `warn` (nothing withheld, everything judged), shows the
semantic diff of each one unapproved — the kinds of `diff` for a tool, field by field for the others, `!` on a
less-safe change — asks on a terminal (or takes `--yes`) and rewrites the lock, atomically.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import TextIO

from aggregator.cli.call import UsageError
from aggregator.cli.exit import Exit
from aggregator.cli.source import connected, resolve_config
from aggregator.cli.terminal import say
from aggregator.config_file import AggregatorConfig, redact
from aggregator.entry_pins import KINDS, UnapprovedEntry
from aggregator.lock_file import default_lock_path, load_lock, write_lock
from aggregator.lock_format import SECTIONS
from aggregator.pins import PinSettings, UnapprovedTool, lock_of

#: what can be approved: a tool, or a prompt, resource or resource template
Approved = UnapprovedTool | UnapprovedEntry

__all__ = ["describe", "lock_path", "run_approve", "run_pin"]


def lock_path(args: argparse.Namespace, config: AggregatorConfig) -> str:
    """The lock a command works on: `--lock`, else the config's `aggregator.pins.lock`, else the default beside it."""
    if getattr(args, "lock", None):
        return os.path.abspath(str(args.lock))
    if config.pins is not None:
        return config.pins.lock
    return default_lock_path(config.path)


async def run_pin(args: argparse.Namespace) -> int:
    """`pin`: write the lock of every tool the servers serve now (servers not serving keep their entries)."""
    config = resolve_config(args)
    path = lock_path(args, config)
    previous = load_lock(path) if os.path.exists(path) else None
    async with connected(replace(config, pins=None), args.timeout) as agg:
        catalog = await agg.catalog()
        lock = lock_of(catalog, agg.identities(), previous, await agg.directory())
        away = [view.name for view in catalog.servers if view.tool_count == 0 and view.status != "ok"]
    write_lock(path, lock)
    count = sum(len(server.tools) for server in lock.servers.values())
    entries = sum(len(server.section(name)) for server in lock.servers.values() for name in SECTIONS[1:])
    others = f"{entries} prompt(s), resource(s) and template(s)"
    say(f"pinned {count} tool(s) and {others} of {len(lock.servers)} server(s) in {path}")
    for name in away:
        say(f"warning: server {name} is not serving; its entries (if any) are kept as they were", file=sys.stderr)
    return Exit.OK


async def run_approve(args: argparse.Namespace) -> int:
    """`approve NAME... | --server S | --all`: show each unapproved tool's diff, confirm, and update the lock."""
    if not (args.names or args.server or args.all):
        raise UsageError("approve wants tool names, --server S or --all")
    config = resolve_config(args)
    unknown = sorted(set(args.server or ()) - {server.name for server in config.servers})
    if unknown:  # a typo is no "nothing to approve"
        raise UsageError(f"no server named {', '.join(unknown)} in {config.path or 'the config'}")
    path = lock_path(args, config)
    lock = load_lock(path)
    warned = replace(config, pins=PinSettings(lock=path, mode="warn"))
    async with connected(warned, args.timeout) as agg:
        unapproved: list[Approved] = [*await agg.unapproved(), *await agg.unapproved_entries()]
    wanted = set(args.names or ())
    items = [
        item
        for item in unapproved
        if args.all or item.server in (args.server or ()) or item.name in wanted or item.key in wanted
    ]
    missing = sorted(wanted - {item.name for item in items} - {item.key for item in items})
    if missing:
        say(
            f"not unapproved (approved already, or no such tool, prompt or resource): {', '.join(missing)}",
            file=sys.stderr,
        )
    if not items:
        say(f"nothing to approve in {path}")
        return Exit.FINDINGS if missing else Exit.OK
    say(redact(describe(items), config))
    if not args.yes and not _confirmed(len(items), path):
        say("not approved: nothing written", file=sys.stderr)
        return Exit.FINDINGS
    write_lock(path, lock.approved(items))
    say(f"approved {_counted(items)} in {path}")
    return Exit.OK


def describe(items: Sequence[Approved]) -> str:
    """The semantic diff of each tool, prompt, resource or template (`diff_lines`), and how many are marked `!`."""
    lines = [line for item in items for line in item.diff_lines()]
    flagged = sum(1 for item in items if item.flagged)
    if flagged:
        lines.append(f"\n{flagged} marked ! changed what a model reads of a tool or prompt, or made it look less safe")
    return "\n".join(lines)


def _counted(items: Sequence[Approved]) -> str:
    """`2 tool(s)`, `1 prompt(s)`... what `items` hold, the kinds present only."""
    tools = sum(1 for item in items if isinstance(item, UnapprovedTool))
    parts = [f"{tools} tool(s)"] if tools else []
    for section, kind in KINDS.items():
        count = sum(1 for item in items if isinstance(item, UnapprovedEntry) and item.section == section)
        if count:
            parts.append(f"{count} {kind}(s)")
    return ", ".join(parts)


def _confirmed(count: int, path: str, stdin: TextIO | None = None) -> bool:
    stdin = stdin or sys.stdin
    if not stdin.isatty():
        # a script or a pipe cannot have read the diff: it must say so with --yes
        raise UsageError(f"not on a terminal: nothing written to {path}; review the diff and pass --yes to approve")
    say(f"approve {count} tool(s) and update {path}? [y/N] ", end="", flush=True)
    return stdin.readline().strip().lower() in ("y", "yes")
