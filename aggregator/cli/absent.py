"""Servers that could not answer a listing, and entries the pins withhold or only report: said on stderr, so a
missing prompt or resource is never a mystery."""

from __future__ import annotations

import sys

from aggregator.aggregator import Aggregator
from aggregator.cli.terminal import say
from aggregator.command_hint import command
from aggregator.config_file import AggregatorConfig, redact

__all__ = ["report_absent", "report_unapproved"]


def report_absent(agg: Aggregator, config: AggregatorConfig) -> None:
    """One stderr line per server that is not serving (disabled ones aside), with its state and reason."""
    for name, state in agg.status().items():
        if state.state in ("ok", "disabled"):
            continue
        reason = f": {state.reason}" if state.reason else ""
        say(redact(f"note: server {name} is {state.state}{reason}", config), file=sys.stderr)


async def report_unapproved(agg: Aggregator, config: AggregatorConfig, sections: tuple[str, ...]) -> None:
    """One stderr line per prompt, resource or template of `sections` the pins' lock does not approve: withheld
    (mode block) or listed anyway (mode warn), and the command that approves it."""
    if agg.pins is None:
        return
    options = [("--config", config.path), ("--lock", config.pins.lock if config.pins is not None else None)]
    for item in await agg.unapproved_entries():
        if item.section not in sections:
            continue
        shown = "listed anyway (pins mode warn)" if item.exposed else "withheld"
        line = (
            f"note: {item.kind} {item.name} ({item.server}) is {item.detail()}; {shown}; "
            f"approve it with: {command('approve', item.name, options=options)}"
        )
        say(redact(line, config), file=sys.stderr)
