"""`probe`: one server on its own — its era, pages, cache hints and tools, as it answered them."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from aggregator.cli.exit import Exit
from aggregator.config import ServerConfig, Timeouts
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
        return ServerConfig(name="probe", url=args.url, type="sse" if args.sse else None, **common)
    if args.demo:
        command, demo_args = demo_command(args.demo)
        return ServerConfig(name=args.demo, command=command, args=demo_args, **common)
    return ServerConfig(name="probe", command=args.server_command, args=args.args, **common)


async def run_probe(args: argparse.Namespace) -> int:
    config = _probe_config(args)
    async with Upstream(config) as upstream:
        try:
            status = await upstream.wait_connected(args.timeout)
        except TimeoutError:
            print(f"error: no answer within {args.timeout:g} s", file=sys.stderr)
            return Exit.UPSTREAM
        if status.state is not State.OK:
            print(f"error: {status.state.value}: {status.reason}", file=sys.stderr)
            return Exit.UPSTREAM
        listed = await upstream.list_tools()
        report = _report(upstream, listed)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        _print_report(report)
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


def _print_report(report: dict[str, Any]) -> None:
    info = report["server_info"] or {}
    print(f"server   {report['server']}  ({info.get('name', '?')} {info.get('version', '')})".rstrip())
    print(f"era      {report['era']}  (revision {report['version']})")
    for number, page in enumerate(report["pages"], 1):
        cursor = "" if page["next_cursor"] is None else f"  next cursor {page['next_cursor']!r}"
        print(f"page {number}   ttlMs {page['ttl_ms']:>8}  {page['scope']:<7}  {len(page['tools'])} tools{cursor}")
    width = max((len(str(t.get("name"))) for t in report["tools"]), default=4)
    print()
    for tool in report["tools"]:
        line = (tool.get("description") or "").strip().splitlines()
        print(f"  {tool.get('name')!s:<{width}}  {line[0][:100] if line else ''}")
    for item in report["excluded"]:
        print(f"  excluded {item['name']}: {item['reason']}")
    if report["problem"]:
        print(f"\nincomplete: {report['problem']}")
