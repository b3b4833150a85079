"""`tools`: the merged list in catalog order, each server's status and cache, and what was dropped."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from aggregator.cli.exit import Exit
from aggregator.cli.source import obtain
from aggregator.cli.table import first_line, render
from aggregator.cli.terminal import say, say_exact

__all__ = ["run_tools", "tools_report"]


async def run_tools(args: argparse.Namespace) -> int:
    got = await obtain(args)
    snapshot = got.snapshot
    known = [server["name"] for server in snapshot["servers"]]
    unknown = [name for name in args.server or () if name not in known]
    if unknown:
        say(f"error: no server named {', '.join(unknown)} in {got.origin}", file=sys.stderr)
        return Exit.USAGE
    if args.json:
        say_exact(got.redact(json.dumps(_only(snapshot, args.server), indent=2, ensure_ascii=False)))
    else:
        say(got.redact(tools_report(snapshot, args.server)))
    return Exit.OK


def _only(snapshot: dict[str, Any], servers: Sequence[str] | None) -> dict[str, Any]:
    if not servers:
        return snapshot
    keep = set(servers)
    out = dict(snapshot)
    out["tools"] = [tool for tool in snapshot["tools"] if tool["server"] in keep]
    out["servers"] = [view for view in snapshot["servers"] if view["name"] in keep]
    report = dict(snapshot.get("report", {}))
    report["drops"] = [drop for drop in report.get("drops", []) if drop.get("server") in keep]
    out["report"] = report
    return out


def tools_report(snapshot: Mapping[str, Any], only: Sequence[str] | None = None) -> str:
    keep = set(only or ())
    tools = [tool for tool in snapshot["tools"] if not keep or tool["server"] in keep]
    rows = [
        (
            tool["name"],
            tool["server"],
            tool["original_name"] if tool["original_name"] != tool["name"] else "",
            (tool.get("rename") or {}).get("reason", ""),
            first_line(tool.get("description")),
        )
        for tool in tools
    ]
    parts = [render(("NAME", "SERVER", "UPSTREAM NAME", "RENAMED", "DESCRIPTION"), rows) or "(no tools)"]
    volatile = snapshot.get("volatile") or {}
    server_rows = [
        _server_row(view, volatile.get(view["name"]) or {})
        for view in snapshot["servers"]
        if not keep or view["name"] in keep
    ]
    parts.append(render(("SERVER", "STATUS", "ERA", "TOOLS", "CACHE", "NOTE"), server_rows))
    drops = [drop for drop in snapshot.get("report", {}).get("drops", []) if not keep or drop["server"] in keep]
    if drops:
        rows = [
            (
                f"{drop['server']}/{drop['original_name'] if drop['original_name'] is not None else '*'}",
                drop["reason"],
                first_line(drop.get("detail")),
            )
            for drop in drops
        ]
        parts.append(render(("DROPPED", "REASON", "DETAIL"), rows))
    parts.append(f"{len(tools)} tools from {len(server_rows)} servers; `mcp-aggregator why NAME` explains a name")
    return "\n\n".join(parts)


def _server_row(view: Mapping[str, Any], cache: Mapping[str, Any]) -> tuple[str, ...]:
    era = view.get("era") or "-"
    if cache.get("version"):
        era = f"{era} {cache['version']}"
    age, ttl = cache.get("cache_age_s"), cache.get("cache_ttl_s")
    cached = "-"
    if age is not None:
        fresh = f"fresh {ttl:.0f}s" if ttl is not None else "expired"
        cached = f"age {age:.0f}s, {fresh}, {cache.get('cache_scope') or '?'}"
    notes = [str(view["reason"])] if view.get("reason") else []
    if cache.get("refetch_every_call"):
        notes.append("warning: lists re-fetched on every call (ttlMs 0); see min_ttl_ms")
    return (view["name"], view.get("status", "?"), era, str(view.get("tool_count", 0)), cached, "; ".join(notes))
