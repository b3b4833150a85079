"""The `mcp-aggregator` command line.

Exit codes (one table for every command):
  0 ok · 1 findings or an isError result · 2 usage · 3 config error · 4 protocol or upstream error · 5 internal error
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

import anyio

from aggregator.aggregator import Aggregator, ServerState
from aggregator.catalog import Catalog
from aggregator.config import ServerConfig, Timeouts
from aggregator.config_file import load_config, redact
from aggregator.demo import DEMO_SERVERS, own_command, serve_stdio
from aggregator.errors import AggregatorError, ConfigError
from aggregator.status import State
from aggregator.upstream import ListResult, Upstream

__all__ = ["main"]

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_CONFIG, EXIT_UPSTREAM, EXIT_INTERNAL = range(6)
EXIT_CODES = """exit codes:
  0  ok
  1  findings, or the tool call returned isError
  2  usage error
  3  config error
  4  protocol or upstream error
  5  internal error"""


def demo_command(name: str) -> tuple[str, list[str]]:
    """How to start bundled demo server `name`: through the console script when it is installed."""
    return own_command("mcp-aggregator", ["demo-server", name])


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mcp-aggregator",
        description="Many MCP servers, one deterministic tool list.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True)

    probe = commands.add_parser(
        "probe",
        help="connect to one MCP server and show its era, pages, cache hints and tools",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    target = probe.add_mutually_exclusive_group(required=True)
    target.add_argument("--url", help="a Streamable HTTP (or legacy HTTP+SSE) endpoint")
    target.add_argument("--demo", choices=sorted(DEMO_SERVERS), help="one of the bundled demo servers")
    target.add_argument("--command", dest="server_command", help="a stdio server to spawn (arguments after --)")
    probe.add_argument("--protocol", default="auto", help="auto, modern, legacy, or an exact revision")
    probe.add_argument("--sse", action="store_true", help="the URL speaks the 2024-11-05 HTTP+SSE transport")
    probe.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for the server (default 30)")
    probe.add_argument("--json", action="store_true", help="print JSON instead of a table")
    probe.add_argument("args", nargs="*", help="arguments for --command")

    tools = commands.add_parser(
        "tools",
        help="connect to every server of a config and show the merged tool list",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    tools.add_argument("--config", "-c", required=True, help="an mcpServers / VS Code servers JSON file")
    tools.add_argument("--server", action="append", help="show only this server's tools (repeatable)")
    tools.add_argument("--json", action="store_true", help="print the snapshot (format 1) instead of a table")
    tools.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for all servers (default 60)")

    serve = commands.add_parser(
        "serve",
        help="serve the merged view as one MCP server (stdio, or Streamable HTTP with --http)",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    serve.add_argument("--config", "-c", required=True, help="an mcpServers / VS Code servers JSON file")
    serve.add_argument("--page-size", type=int, default=None, help="paginate tools/list downstream")
    serve.add_argument("--http", metavar="HOST:PORT", help="serve Streamable HTTP at /mcp (port 0 picks a free port)")
    serve.add_argument("--token-env", metavar="NAME", help="require this environment variable's value as bearer token")
    serve.add_argument("--allow-host", action="append", default=[], help="also accept this Host/Origin host name")
    serve.add_argument("--insecure", action="store_true", help="allow a non-loopback bind without a token")

    demo = commands.add_parser("demo-server", help="run a bundled demo MCP server on stdio")
    demo.add_argument("name", choices=sorted(DEMO_SERVERS))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return EXIT_USAGE if exc.code not in (0, None) else EXIT_OK
    try:
        if args.command == "demo-server":
            serve_stdio(args.name)
            return EXIT_OK
        if args.command == "tools":
            return anyio.run(_tools, args)
        if args.command == "serve":
            return anyio.run(_serve, args, backend_options=_loop_options())
        return anyio.run(_probe, args)
    except ConfigError as exc:
        print(f"config error: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    except AggregatorError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_UPSTREAM
    except KeyboardInterrupt:
        return EXIT_INTERNAL


def _probe_config(args: argparse.Namespace) -> ServerConfig:
    timeouts = Timeouts(probe=min(10.0, args.timeout), connect=args.timeout)
    common: dict[str, Any] = {"protocol": args.protocol, "timeouts": timeouts}
    if args.url:
        return ServerConfig(name="probe", url=args.url, type="sse" if args.sse else None, **common)
    if args.demo:
        command, demo_args = demo_command(args.demo)
        return ServerConfig(name=args.demo, command=command, args=demo_args, **common)
    return ServerConfig(name="probe", command=args.server_command, args=args.args, **common)


async def _probe(args: argparse.Namespace) -> int:
    config = _probe_config(args)
    async with Upstream(config) as upstream:
        try:
            status = await upstream.wait_connected(args.timeout)
        except TimeoutError:
            print(f"error: no answer within {args.timeout:g} s", file=sys.stderr)
            return EXIT_UPSTREAM
        if status.state is not State.OK:
            print(f"error: {status.state.value}: {status.reason}", file=sys.stderr)
            return EXIT_UPSTREAM
        listed = await upstream.list_tools()
        report = _report(upstream, listed)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        _print_report(report)
    return EXIT_OK if listed.complete else EXIT_FINDINGS


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


async def _tools(args: argparse.Namespace) -> int:
    config = load_config(args.config)
    async with Aggregator(config) as agg:
        with anyio.move_on_after(args.timeout):
            catalog = await agg.catalog()
        states = agg.status()
    if args.server:
        unknown = [name for name in args.server if name not in states]
        if unknown:
            print(f"error: no server named {', '.join(unknown)} in {args.config}", file=sys.stderr)
            return EXIT_USAGE
    volatile = {
        name: {"cache_age_s": state.cache_age_s, "cache_ttl_s": state.cache_ttl_s} for name, state in states.items()
    }
    if args.json:
        print(redact(catalog.snapshot_json(volatile), config))
        return EXIT_OK
    print(redact(_tools_table(catalog, states, args.server), config))
    return EXIT_OK


def _tools_table(catalog: Catalog, states: dict[str, ServerState], only: list[str] | None) -> str:
    lines: list[str] = []
    rows = [tool for tool in catalog.tools if not only or tool.server in only]
    width = max((len(tool.name) for tool in rows), default=4)
    server_width = max((len(tool.server) for tool in rows), default=6)
    for tool in rows:
        why = f"  [{tool.rename.reason} from {tool.rename.original}]" if tool.rename else ""
        description = (str(tool.definition.get("description") or "").strip().splitlines() or [""])[0][:80]
        lines.append(f"{tool.name:<{width}}  {tool.server:<{server_width}}  {description}{why}")
    lines.append("")
    for name, state in states.items():
        if only and name not in only:
            continue
        era = f"{state.era} {state.version}" if state.era else "-"
        detail = f" ({state.reason})" if state.reason else ""
        cache = ""
        if state.cache_ttl_s is not None:
            cache = f"  cache: age {state.cache_age_s:.0f} s, fresh for {state.cache_ttl_s:.0f} s"
        if state.refetch_every_call:
            cache += "  warning: lists re-fetched on every call (ttlMs 0; set aggregator.min_ttl_ms)"
        lines.append(f"{name}: {state.state}{detail}  [{era}]  {state.tool_count} tools{cache}")
    for drop in catalog.drops:
        if only and drop.server not in only:
            continue
        what = drop.original_name if drop.original_name is not None else "(all tools)"
        lines.append(f"dropped {drop.server}/{what}: {drop.reason.value}{f' ({drop.detail})' if drop.detail else ''}")
    return "\n".join(lines)


async def _serve(args: argparse.Namespace) -> int:
    from aggregator.proxy.server import ProxyServer, ProxySettings
    from aggregator.proxy.stdio import serve_stdio

    config = load_config(args.config)
    http = _http_options(args) if args.http else None
    holder: list[ProxyServer] = []
    async with Aggregator(config, on_event=lambda event: holder[0].on_event(event) if holder else None) as agg:
        server = ProxyServer(agg, ProxySettings(page_size=args.page_size))
        holder.append(server)
        async with anyio.create_task_group() as tg:
            tg.start_soon(_reload_on_hangup, agg, args.config)
            if http is None:
                await serve_stdio(server)
            else:
                await _serve_http(server, *http)
            tg.cancel_scope.cancel()
    return EXIT_OK


async def _reload_on_hangup(agg: Aggregator, path: str) -> None:
    """SIGHUP reloads the config; clients are told of the lists that really changed."""
    import signal

    with anyio.open_signal_receiver(signal.SIGHUP) as signals:
        async for _ in signals:
            try:
                changed = await agg.reload(load_config(path))
            except ConfigError as exc:
                print(f"reload refused, the running config stays: {exc}", file=sys.stderr)
                continue
            print(f"reloaded {path}: {', '.join(changed) or 'nothing changed'}", file=sys.stderr)


LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")


def _http_options(args: argparse.Namespace) -> tuple[str, int, str | None, list[str]]:
    host, _, port_text = args.http.rpartition(":")
    host = host or "127.0.0.1"
    if not port_text.isdigit():
        raise ConfigError(f"--http wants HOST:PORT, got {args.http!r}")
    token = None
    if args.token_env:
        token = os.environ.get(args.token_env)
        if not token:
            raise ConfigError(f"--token-env {args.token_env}: that environment variable is not set")
    if host not in LOOPBACK and token is None and not args.insecure:
        raise ConfigError(f"refusing to serve on {host} without --token-env (or --insecure)")
    return host.strip("[]"), int(port_text), token, list(args.allow_host)


async def _serve_http(server: Any, host: str, port: int, token: str | None, hosts: list[str]) -> None:
    import socket

    import uvicorn

    from aggregator.proxy.http import HttpSettings, McpHttpApp

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(1024)
    bound = sock.getsockname()[1]
    extra = [*hosts, host] if host not in LOOPBACK else hosts
    app = McpHttpApp(server, HttpSettings(token=token, extra_hosts=tuple(extra)))
    config = uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False, http="auto")
    uv = uvicorn.Server(config)
    shown = f"[{host}]" if family == socket.AF_INET6 else host
    print(f"LISTENING http://{shown}:{bound}/mcp", flush=True)
    async with anyio.create_task_group() as tg:
        await tg.start(server.watch)
        tg.start_soon(server.prime)
        await uv.serve(sockets=[sock])
        tg.cancel_scope.cancel()


def _loop_options() -> dict[str, Any]:
    """uvloop where it is installed: the proxy's hop is mostly event-loop and parser CPU."""
    try:
        import uvloop  # noqa: F401
    except ImportError:
        return {}
    return {"use_uvloop": True}
