"""`probe`: one server on its own — its era, pages, cache hints and tools, as it answered them."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from aggregator.cli.exit import Exit
from aggregator.cli.source import CommandTimedOut, command_end, killing_at, the_work, timed_out
from aggregator.cli.terminal import escape, say, say_exact
from aggregator.config import HttpServer, ServerConfig, SseServer, StdioServer, Timeouts
from aggregator.config_file import AggregatorConfig, redactor
from aggregator.demo import own_command
from aggregator.status import State
from aggregator.upstream import ListResult, Upstream

__all__ = ["demo_command", "run_probe"]


def demo_command(name: str) -> tuple[str, list[str]]:
    """How to start bundled demo server `name`: through the console script when it is installed."""
    return own_command("mcp-aggregator", ["demo-server", name])


def _probe_config(args: argparse.Namespace) -> ServerConfig:
    timeouts = Timeouts(probe=min(10.0, args.timeout), connect=args.timeout)
    common: dict[str, Any] = {"protocol": args.protocol, "timeouts": timeouts}
    if args.url:
        remote = SseServer if args.sse else HttpServer
        return remote(name="probe", url=args.url, **common)
    if args.demo:
        command, demo_args = demo_command(args.demo)
        return StdioServer(name=args.demo, command=command, args=demo_args, **common)
    return StdioServer(name="probe", command=args.server_command, args=args.args, **common)


async def run_probe(args: argparse.Namespace) -> int:
    """`probe`: connect to one server on its own and report its era, handshake and tools.

    `--timeout` bounds the whole command (connecting, listing and shutting the server down), as for `tools`.
    """
    config = _probe_config(args)
    hide = redactor(AggregatorConfig((config,)))  # a `--url` may carry a token (`?api_key=`, `user:pass@`)
    end = command_end(args.timeout)
    upstream = Upstream(config)
    await upstream.__aenter__()
    try:
        with the_work(end, args.timeout):
            try:
                status = await upstream.wait_connected(args.timeout)
            except TimeoutError:
                raise CommandTimedOut(timed_out(args.timeout)) from None
            if status.state is not State.OK:
                say(hide(f"error: {status.state.value}: {status.reason}"), file=sys.stderr)
                return Exit.UPSTREAM
            listed = await upstream.list_tools()
            report = _report(upstream, listed)
    finally:
        with killing_at(end):
            await upstream.aclose()
    if args.json:
        say_exact(hide.json(report))
    else:
        say(hide(_report_text(report)))
    return Exit.OK if listed.complete else Exit.FINDINGS


def _report(upstream: Upstream, listed: ListResult) -> dict[str, Any]:
    status, desc = upstream.status, upstream.description
    return {
        "server": upstream.name,
        "era": status.era.value if status.era else None,
        "version": status.version,
        "server_info": status.server_info,
        "instructions": desc.instructions if desc else None,
        "capabilities": desc.capabilities if desc else {},
        "pages": [
            {
                "tools": [t.get("name") for t in page.items],
                "ttl_ms": page.ttl_ms,
                "scope": page.scope,
                "next_cursor": page.next_cursor,
            }
            for page in listed.pages
        ],
        "complete": listed.complete,
        "problem": listed.problem,
        "excluded": [{"name": tool.get("name"), "reason": reason} for tool, reason in listed.excluded],
        "tools": listed.items,
    }


def _report_text(report: dict[str, Any]) -> str:
    """The report for a person; every piece of server text is one line (escaped, so it cannot forge another)."""
    info = report["server_info"] or {}
    info = info if isinstance(info, dict) else {}
    one = _one_line
    lines = [
        f"server   {report['server']}  ({one(info.get('name', '?'))} {one(info.get('version', ''))})".rstrip(),
        f"era      {report['era']}  (revision {report['version']})",
    ]
    for number, page in enumerate(report["pages"], 1):
        cursor = "" if page["next_cursor"] is None else f"  next cursor {one(repr(page['next_cursor']))}"
        lines.append(
            f"page {number}   ttlMs {page['ttl_ms']:>8}  {page['scope']:<7}  {len(page['tools'])} tools{cursor}"
        )
    names = [one(tool.get("name")) for tool in report["tools"]]
    width = max((len(name) for name in names), default=4)
    lines.append("")
    for name, tool in zip(names, report["tools"], strict=True):
        description = tool.get("description")
        line = (description if isinstance(description, str) else "").strip().splitlines()
        lines.append(f"  {name:<{width}}  {one(line[0][:100]) if line else ''}")
    for item in report["excluded"]:
        lines.append(f"  excluded {one(item['name'])}: {one(item['reason'])}")
    if report["problem"]:
        lines.append(f"\nincomplete: {one(report['problem'])}")
    return "\n".join(lines)


def _one_line(value: object) -> str:
    return escape(value, newlines=False)
