"""`prompts`: every server's prompts under their merged names (namespaced like tools), with their arguments."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from aggregator.cli.absent import report_absent, report_unapproved
from aggregator.cli.exit import Exit
from aggregator.cli.source import connected, resolve_config
from aggregator.cli.table import first_line, render
from aggregator.cli.terminal import say, say_exact
from aggregator.config_file import redact, redact_json

__all__ = ["argument_list", "run_prompts"]


async def run_prompts(args: argparse.Namespace) -> int:
    """`prompts`: the merged prompts with the server each comes from, as a table or `--json`."""
    config = resolve_config(args)
    async with connected(config, args.timeout) as agg:
        directory = await agg.directory()
        report_absent(agg, config)
        await report_unapproved(agg, config, ("prompts",))
    prompts = []
    for item in directory.prompts:
        server, original = directory.route_prompt(str(item["name"])) or ("?", item["name"])
        prompts.append({"server": server, "original_name": original, **item})
    if args.json:
        say_exact(redact_json(prompts, config))
        return Exit.OK
    rows = [
        (p["name"], p["server"], argument_list(p.get("arguments")), first_line(p.get("description"))) for p in prompts
    ]
    table = render(("NAME", "SERVER", "ARGUMENTS", "DESCRIPTION"), rows) or "(no prompts)"
    servers = len({p["server"] for p in prompts})
    footer = (
        f"{len(prompts)} prompts from {servers} servers; * marks a required argument; "
        "`mcp-aggregator prompt NAME --arg KEY=VALUE` gets one"
    )
    say(redact(f"{table}\n\n{footer}", config))
    return Exit.OK


def argument_list(arguments: Any) -> str:
    """A prompt's declared arguments in one cell: `city*, days` (* = required), `-` when it takes none."""
    names = [
        f"{arg.get('name')}{'*' if arg.get('required') is True else ''}"
        for arg in (arguments if isinstance(arguments, list) else ())
        if isinstance(arg, Mapping)
    ]
    return ", ".join(names) or "-"
