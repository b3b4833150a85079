"""`tools`: the merged list in catalog order, each server's status and cache, and what was dropped."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from aggregator.cli.exit import Exit
from aggregator.cli.params import parameters
from aggregator.cli.source import obtain
from aggregator.cli.table import first_line, render
from aggregator.cli.terminal import say, say_exact

__all__ = ["run_tools", "tools_report"]

#: the last lines of a failing server's reason printed under the tables
_FAILURE_LINES = 12


async def run_tools(args: argparse.Namespace) -> int:
    """`tools`: the merged tool list and each server's status, as a table or `--json`."""
    if getattr(args, "profile", None):
        from aggregator.cli.plan import obtain_plan

        got, report = await obtain_plan(args)
        # a section of its own, after the rest: without --profile the snapshot stays byte for byte what it was
        got = replace(got, snapshot={**got.snapshot, "exposure": report})
    else:
        got = await obtain(args)
    snapshot = got.snapshot
    known = [server["name"] for server in snapshot["servers"]]
    unknown = [name for name in args.server or () if name not in known]
    if unknown:
        say(f"error: no server named {', '.join(unknown)} in {got.origin}", file=sys.stderr)
        return Exit.USAGE
    if args.json:
        say_exact(got.redact_json(_only(snapshot, args.server)))
    else:
        say(got.redact(tools_report(snapshot, args.server, params=args.params)))
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


def tools_report(snapshot: Mapping[str, Any], only: Sequence[str] | None = None, *, params: bool = False) -> str:
    """The text of `tools`: tools (or, with `params`, one row per parameter), servers, drops, and why servers fail."""
    keep = set(only or ())
    tools = [tool for tool in snapshot["tools"] if not keep or tool["server"] in keep]
    parts = [_parameter_table(tools) if params else _tool_table(tools)]
    volatile = snapshot.get("volatile") or {}
    views = [view for view in snapshot["servers"] if not keep or view["name"] in keep]
    server_rows = [_server_row(view, volatile.get(view["name"]) or {}) for view in views]
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
    parts.extend(_failure(view) for view in views if _is_long(view.get("reason")) and view.get("status") != "ok")
    parts.append(f"{len(tools)} tools from {len(server_rows)} servers; `mcp-aggregator why NAME` explains a name")
    return "\n\n".join(parts)


def _tool_table(tools: Sequence[Mapping[str, Any]]) -> str:
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
    return render(("NAME", "SERVER", "UPSTREAM NAME", "RENAMED", "DESCRIPTION"), rows) or "(no tools)"


def _parameter_table(tools: Sequence[Mapping[str, Any]]) -> str:
    rows: list[tuple[str, ...]] = []
    for tool in tools:
        found = parameters(tool)
        if not found:
            rows.append((tool["name"], tool["server"], "-", "", "", "takes no parameters"))
        for param in found:
            required = "yes" if param.required else "no"
            rows.append((tool["name"], tool["server"], param.name, param.type, required, first_line(param.description)))
    return render(("NAME", "SERVER", "PARAMETER", "TYPE", "REQUIRED", "DESCRIPTION"), rows) or "(no tools)"


def _is_long(reason: Any) -> bool:
    # a reason that does not fit a table cell: a stderr tail (a traceback) is several lines, and its last one matters
    return isinstance(reason, str) and ("\n" in reason or len(reason) > 80)


def _failure(view: Mapping[str, Any]) -> str:
    """A failing server's whole reason, under its name: the stderr tail's last lines are where the error is."""
    lines = str(view["reason"]).splitlines()
    shown = lines if len(lines) <= _FAILURE_LINES else ["…", *lines[-_FAILURE_LINES:]]
    return f"{view['name']} ({view.get('status', '?')}):\n" + "\n".join(f"  {line}" for line in shown)


def _server_row(view: Mapping[str, Any], cache: Mapping[str, Any]) -> tuple[str, ...]:
    era = view.get("era") or "-"
    if cache.get("version"):
        era = f"{era} {cache['version']}"
    age, ttl = cache.get("cache_age_s"), cache.get("cache_ttl_s")
    cached = "-"
    if age is not None:
        fresh = f"fresh {ttl:.0f}s" if ttl is not None else "expired"
        cached = f"age {age:.0f}s, {fresh}, {cache.get('cache_scope') or '?'}"
    notes = [" ".join(str(view["reason"]).split())] if view.get("reason") else []  # one line a row
    if cache.get("refetch_every_call"):
        notes.append("warning: lists re-fetched on every call (ttlMs 0); see min_ttl_ms")
    return (view["name"], view.get("status", "?"), era, str(view.get("tool_count", 0)), cached, "; ".join(notes))
