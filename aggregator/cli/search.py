"""`search QUERY`: the merged tools that best match a query, ranked as `search_tools` ranks them for a model."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from aggregator.cli.absent import report_absent
from aggregator.cli.exit import Exit
from aggregator.cli.source import connected, resolve_config
from aggregator.cli.table import first_line, render
from aggregator.cli.terminal import say, say_exact
from aggregator.config_file import redact, redact_json
from aggregator.search import SearchHit, SearchUnavailable, ToolIndex, search_available
from aggregator.snapshot import load_snapshot

__all__ = ["run_search", "snapshot_hits"]


async def run_search(args: argparse.Namespace) -> int:
    """`search QUERY`: the best `--limit` tools as a table, or `--json` ({server, name, original_name, score})."""
    if not search_available():
        # said before any server is started: nothing would come of starting them
        say(f"error: {SearchUnavailable()}", file=sys.stderr)
        return Exit.USAGE
    if args.snapshot:
        hits = snapshot_hits(load_snapshot(args.snapshot), args.query, args.limit)
        text = _output(hits, args.json)
    else:
        config = resolve_config(args)
        async with connected(config, args.timeout) as agg:
            hits = await agg.search_tools(args.query, args.limit)
            report_absent(agg, config)
        as_json = [hit.to_json() for hit in hits]
        text = redact_json(as_json, config) if args.json else redact(_table(hits), config)
    if args.json:
        say_exact(text)
    else:
        say(text)
    return Exit.OK


def _output(hits: Sequence[SearchHit], as_json: bool) -> str:
    if as_json:
        return json.dumps([hit.to_json() for hit in hits], indent=2, ensure_ascii=False)
    return _table(hits)


def snapshot_hits(snapshot: dict[str, Any], query: str, limit: int) -> list[SearchHit]:
    """The hits of `query` among a saved snapshot's tools (`tools --json`), offline."""
    index = ToolIndex()
    entries = snapshot.get("tools") or []
    index.update(
        (tool["name"], tool["server"], tool["original_name"], _definition(tool))
        for tool in entries
        if isinstance(tool, dict)
    )
    return index.search(query, limit)


def _definition(tool: dict[str, Any]) -> dict[str, Any]:
    # a snapshot entry is the definition plus the catalog's bookkeeping
    return {key: value for key, value in tool.items() if key not in ("server", "original_name", "rename")}


def _table(hits: Sequence[SearchHit]) -> str:
    rows = [
        (
            f"{hit.score:.2f}",
            hit.name,
            hit.server,
            hit.original_name if hit.original_name != hit.name else "",
            first_line(hit.definition.get("description")),
        )
        for hit in hits
    ]
    table = render(("SCORE", "NAME", "SERVER", "UPSTREAM NAME", "DESCRIPTION"), rows) or "(no tool matches)"
    return f"{table}\n\n{len(hits)} tools; `mcp-aggregator call NAME` calls one"
