"""`serve`: the merged view as one MCP server, on stdio or Streamable HTTP; SIGHUP reloads the config."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

import anyio

from aggregator.aggregator import Aggregator
from aggregator.cli import logs
from aggregator.cli.exit import Exit
from aggregator.cli.source import resolve_config
from aggregator.config_file import load_config
from aggregator.errors import ConfigError
from aggregator.events import UpstreamEvent

__all__ = ["loop_options", "run_serve"]


async def run_serve(args: argparse.Namespace) -> int:
    from aggregator.proxy.server import ProxyServer, ProxySettings
    from aggregator.proxy.stdio import serve_stdio

    config = resolve_config(args)
    logs.use_config(config)
    http = _http_options(args) if args.http else None
    holder: list[ProxyServer] = []

    def on_event(event: UpstreamEvent) -> None:
        logs.note_event(event)
        if holder:
            holder[0].on_event(event)

    async with Aggregator(config, on_event=on_event) as agg:
        server = ProxyServer(agg, ProxySettings(page_size=args.page_size))
        holder.append(server)
        async with anyio.create_task_group() as tg:
            tg.start_soon(_reload_on_hangup, agg, config.path or args.config)
            if http is None:
                await serve_stdio(server)
            else:
                await _serve_http(server, *http)
            tg.cancel_scope.cancel()
    return Exit.OK


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
    # IPPROTO_TCP named explicitly and TCP_NODELAY on the listener (accepted sockets inherit it): without it,
    # on a loop that does not set it itself, each small response waits ~40 ms on the client's delayed ACK
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind((host, port))
    sock.listen(1024)
    bound = sock.getsockname()[1]
    extra = [*hosts, host] if host not in LOOPBACK else hosts
    app = McpHttpApp(server, HttpSettings(token=token, extra_hosts=tuple(extra)))
    # no forwarded-header rewriting (nothing here trusts client addresses); Date stays (RFC 9110 wants it)
    config = uvicorn.Config(
        app,
        lifespan="off",
        log_level="warning",
        access_log=False,
        http="auto",
        ws="none",
        proxy_headers=False,
        server_header=False,
    )
    uv = uvicorn.Server(config)
    shown = f"[{host}]" if family == socket.AF_INET6 else host
    print(f"LISTENING http://{shown}:{bound}/mcp", flush=True)
    async with anyio.create_task_group() as tg:
        await tg.start(server.watch)
        tg.start_soon(server.prime)
        await uv.serve(sockets=[sock])
        tg.cancel_scope.cancel()


def loop_options() -> dict[str, Any]:
    """uvloop where it is installed: the proxy's hop is mostly event-loop and parser CPU."""
    try:
        import uvloop  # noqa: F401
    except ImportError:
        return {}
    return {"use_uvloop": True}
