"""Servers that could not answer a listing: said on stderr, so a missing prompt or resource is never a mystery."""

from __future__ import annotations

import sys

from aggregator.aggregator import Aggregator
from aggregator.cli.terminal import say
from aggregator.config_file import AggregatorConfig, redact

__all__ = ["report_absent"]


def report_absent(agg: Aggregator, config: AggregatorConfig) -> None:
    """One stderr line per server that is not serving (disabled ones aside), with its state and reason."""
    for name, state in agg.status().items():
        if state.state in ("ok", "disabled"):
            continue
        reason = f": {state.reason}" if state.reason else ""
        say(redact(f"note: server {name} is {state.state}{reason}", config), file=sys.stderr)
