"""`resources`: every server's resources and resource templates, each with the server a read of it goes to."""

from __future__ import annotations

import argparse

from aggregator.cli.absent import report_absent, report_unapproved
from aggregator.cli.exit import Exit
from aggregator.cli.source import connected, resolve_config
from aggregator.cli.table import first_line, render
from aggregator.cli.terminal import say, say_exact
from aggregator.config_file import redact, redact_json

__all__ = ["run_resources"]


async def run_resources(args: argparse.Namespace) -> int:
    """`resources`: the merged resources with the server that serves each, as a table or `--json`."""
    config = resolve_config(args)
    async with connected(config, args.timeout) as agg:
        directory = await agg.directory()
        report_absent(agg, config)
        await report_unapproved(agg, config, ("resources", "resourceTemplates"))
    resources = [
        {"server": directory.resource_routes.get(str(item.get("uri")), "?"), **item} for item in directory.resources
    ]
    # templates and their routes are built together, one route per template, in the same order
    templates = [
        {"server": server, **item}
        for item, (_, server) in zip(directory.templates, directory.template_routes, strict=True)
    ]
    # a URI is no name we can prefix: when two servers list it, reads go to the first, and the user is told so
    duplicates = [
        {"uri": uri, "servers": list(names), "served_by": names[0]} for uri, names in directory.duplicate_uris
    ]
    if args.json:
        say_exact(redact_json({"resources": resources, "templates": templates, "duplicates": duplicates}, config))
        return Exit.OK
    parts = [
        render(
            ("URI", "SERVER", "NAME", "MIME TYPE", "DESCRIPTION"),
            [
                (r["uri"], r["server"], r.get("name", ""), r.get("mimeType", ""), first_line(r.get("description")))
                for r in resources
            ],
        )
        or "(no resources)"
    ]
    if templates:
        rows = [(t["uriTemplate"], t["server"], t.get("name", ""), first_line(t.get("description"))) for t in templates]
        parts.append(render(("TEMPLATE", "SERVER", "NAME", "DESCRIPTION"), rows))
    for duplicate in duplicates:
        listed = ", ".join(duplicate["servers"])
        parts.append(
            f"{duplicate['uri']} is listed by {listed}: reads go to {duplicate['served_by']} (first in config order)"
        )
    servers = len({item["server"] for item in [*resources, *templates]})
    counted = f"{_count(len(resources), 'resource')} and {_count(len(templates), 'template')}"
    parts.append(f"{counted} from {_count(servers, 'server')}; `mcp-aggregator read URI` prints one")
    say(redact("\n\n".join(parts), config))
    return Exit.OK


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
