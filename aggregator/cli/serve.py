"""`serve`: the merged view as one MCP server, on stdio or Streamable HTTP; SIGHUP reloads the config."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import json
import os
import socket
import sys
from typing import TYPE_CHECKING, Any

import anyio
import anyio.abc

from aggregator import ancestry
from aggregator.aggregator import Aggregator
from aggregator.cli import logs, telemetry
from aggregator.cli.call import UsageError
from aggregator.cli.exit import Exit
from aggregator.cli.login import with_vault
from aggregator.cli.source import resolve_config, with_lock
from aggregator.cli.terminal import say
from aggregator.client_profile import resolve_client_profile
from aggregator.config_file import AggregatorConfig, load_config
from aggregator.effects import Effect
from aggregator.errors import ConfigError
from aggregator.events import UpstreamEvent
from aggregator.protocol.jsonrpc import INTERNAL_ERROR
from aggregator.protocol.numbers import parse_int
from aggregator.transports.stdio import withhold_env

if TYPE_CHECKING:
    from aggregator.proxy.workers import WorkerRole

__all__ = ["loop_options", "run_serve"]


async def run_serve(args: argparse.Namespace) -> int:
    """`serve`: run the proxy over stdio, or Streamable HTTP with `--http`, until stdin ends or a signal stops it."""
    from aggregator.proxy.server import PROXY_MODERN_CAPABILITIES, ProxyServer, ProxySettings, bridging_upstream
    from aggregator.proxy.stdio import serve_stdio
    from aggregator.proxy.workers import Supervisor, WorkerRole

    role = WorkerRole.from_environ()
    config = resolve_config(args)
    telemetry.start(args, config)  # before anything is logged or served: the config may turn traces on
    http = _http_options(args) if args.http else None
    workers = _worker_count(args, role, http is not None)
    if args.profile is not None:
        resolve_client_profile(args.profile, config.profiles)  # a ConfigError names the profiles there are
    if await _refused_as_recursive(config.path or args.config, workers, stdio=http is None):
        return Exit.CONFIG
    private: socket.socket | None = None
    if role is not None:
        sock: socket.socket | None = role.listening_socket()
        private = role.private_socket()
        role.watch_supervisor()
    else:
        # bound before any server starts: an address in use is a one-line config error, and nothing to undo
        sock = _listen(http[0], http[1]) if http is not None else None
    metrics_at = _metrics_listener(args)
    if workers > 1 and sock is not None:
        with sock:
            await Supervisor([sys.executable, "-m", "aggregator", *args.argv], sock, workers).run()
        return Exit.OK
    holder: list[ProxyServer] = []

    def on_event(event: UpstreamEvent) -> None:
        logs.note_event(event)
        if holder:
            holder[0].on_event(event)

    store, closing = await _open_store(args, config)
    # upstreams hear the capabilities we can bridge: a server listing tools by its client's capabilities lists all
    options: dict[str, Any] = {"client_capabilities": PROXY_MODERN_CAPABILITIES, "upstream_factory": bridging_upstream}
    async with closing, Aggregator(config, on_event=on_event, store=store, **options) as agg:
        mirrors = {} if args.mirror_sessions is None else {"mirror_sessions": args.mirror_sessions}
        settings = ProxySettings(page_size=args.page_size, profile=args.profile, client_key=args.client_key, **mirrors)
        server = ProxyServer(agg, settings)
        holder.append(server)
        async with anyio.create_task_group() as tg:
            # in place before anything says we are ready: a SIGHUP right after the ready line reloads, never kills
            await tg.start(functools.partial(_reload_on_hangup, lock=getattr(args, "lock", None)), agg, config)
            if http is None or sock is None:
                await tg.start(_serve_metrics, agg, metrics_at)
                await serve_stdio(server)
            else:
                await _serve_http(server, sock, http[0], *http[2:], tuning=args, role=role, private=private)
            tg.cancel_scope.cancel()
    return Exit.OK


async def _refused_as_recursive(path: str | None, workers: int, *, stdio: bool) -> bool:
    """Record this serve in the ancestry marker; whether it is refused as serving its own config recursively."""
    try:
        # the supervisor serves nothing itself: it only checks; each worker records itself for its own children
        ancestry.enter(path, environ=dict(os.environ) if workers > 1 else None)
    except ancestry.RecursionRefused as exc:
        say(str(exc), file=sys.stderr, flush=True)
        if stdio:
            # our parent is an aggregator waiting for a handshake: it hears why, and reports this server down
            await anyio.to_thread.run_sync(_refuse_requests, str(exc), abandon_on_cancel=True)
        return True
    return False


async def _open_store(args: argparse.Namespace, config: AggregatorConfig) -> tuple[Any, Any]:
    """The store of `--store` / `aggregator.store` (None: the memory store) and a context that closes it."""
    from aggregator.store_config import StoreSetting, StoreSettingError, open_store

    setting = config.store or StoreSetting()
    if getattr(args, "store", None):
        try:
            setting = setting.with_url(args.store)
        except StoreSettingError as exc:
            raise ConfigError(f"--store: {exc.message}") from exc
    store, warning = await open_store(setting)
    if warning is not None:
        say(f"warning: {warning}", file=sys.stderr, flush=True)
    close = getattr(store, "aclose", None)
    return store, contextlib.AsyncExitStack() if close is None else _closing(close)


@contextlib.asynccontextmanager
async def _closing(close: Any) -> Any:
    try:
        yield
    finally:
        with anyio.CancelScope(shield=True):
            await close()


async def _reload_on_hangup(
    agg: Aggregator,
    started: AggregatorConfig,
    *,
    lock: str | None = None,
    task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
) -> None:
    """SIGHUP reloads the config; clients are told of the lists that really changed.

    The trust decision made at start holds: a found config is read again under the consent it was started with
    (raw first, so nothing new is substituted), and one that would now start, reach or write anything more is
    refused with the reason, keeping the running set.
    """
    import signal

    path = started.path
    if path is None:
        task_status.started()
        return
    trust: bool | frozenset[Effect] = True if started.consent is None else started.consent
    with anyio.open_signal_receiver(signal.SIGHUP) as signals:
        task_status.started()  # the handler is installed: the default action (exit) no longer applies
        async for _ in signals:
            try:
                changed = await agg.reload(with_vault(with_lock(load_config(path, trust=trust), lock)))
            except ConfigError as exc:
                say(f"reload refused, the running config stays: {exc}", file=sys.stderr)
                continue
            say(f"reloaded {path}: {', '.join(changed) or 'nothing changed'}", file=sys.stderr)


def _worker_count(args: argparse.Namespace, role: WorkerRole | None, http: bool) -> int:
    """How many workers this process supervises: 1 (itself) unless `--workers` asks for more, with `--http`."""
    if role is not None:
        return 1  # a worker serves; only the supervisor that started it counts them
    workers: int = args.workers
    if workers > 1 and not http:
        raise UsageError("--workers wants --http: a stdio proxy has one client, on one pipe")
    if getattr(args, "replica", None) is not None and not http:
        raise UsageError("--replica wants --http: it names this proxy to a load balancer")
    if workers > 1 and not hasattr(os, "fork"):
        raise UsageError("--workers above 1 needs a system that passes sockets to child processes (not Windows)")
    return workers


def _check_bounds(args: argparse.Namespace) -> None:
    """Refuse bad `--session-idle` / `--max-connections` before anything starts (ConfigError names the flag)."""
    from aggregator.proxy.connections import ConnectionLimits
    from aggregator.proxy.http import HttpSettings

    try:
        HttpSettings(session_idle_s=args.session_idle)
        ConnectionLimits(max_connections=args.max_connections)
    except ConfigError as exc:
        raise ConfigError(f"--session-idle / --max-connections: {exc}") from None


def _refuse_requests(reason: str) -> None:
    """Answer every request on stdin with an error naming `reason`, until the parent closes it."""
    for line in sys.stdin.buffer:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if isinstance(message, dict) and "method" in message and "id" in message:
            error = {"code": INTERNAL_ERROR, "message": reason}
            sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": message["id"], "error": error}) + "\n")
            sys.stdout.flush()


LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")
#: how long uvicorn waits for connections to finish on shutdown before it cancels them
GRACEFUL_S = 2


def _http_options(args: argparse.Namespace) -> tuple[str, int, str | None, list[str], list[str]]:
    if args.metrics:
        raise UsageError("--metrics is for the stdio front: over --http, GET /metrics is served on the same port")
    _check_bounds(args)
    host, _, port_text = args.http.rpartition(":")
    host = host or "127.0.0.1"
    port = parse_int(port_text, maximum=65535)
    if port is None:
        raise ConfigError(f"--http wants HOST:PORT with a port from 0 to 65535, got {args.http[:80]!r}")
    token = None
    if args.token_env:
        token = os.environ.get(args.token_env)
        if not token:
            raise ConfigError(f"--token-env {args.token_env}: that environment variable is not set")
        withhold_env(args.token_env)  # the proxy's own credential: no server it starts inherits it
    if host not in LOOPBACK and token is None and not args.insecure:
        raise ConfigError(f"refusing to serve on {host} without --token-env (or --insecure)")
    return host.strip("[]"), port, token, list(args.allow_host), list(args.allow_origin)


async def _serve_http(
    server: Any,
    sock: socket.socket,
    host: str,
    token: str | None,
    hosts: list[str],
    origins: list[str],
    *,
    tuning: argparse.Namespace,
    role: WorkerRole | None = None,
    private: socket.socket | None = None,
) -> None:
    from aggregator.proxy.connections import ConnectionLimits
    from aggregator.proxy.http import HttpSettings, McpHttpApp
    from aggregator.proxy.worker_relay import WorkerRelay

    bound = sock.getsockname()[1]
    extra = [*hosts, host] if host not in LOOPBACK else hosts
    settings = HttpSettings(
        token=token, extra_hosts=tuple(extra), allowed_origins=tuple(origins), session_idle_s=tuning.session_idle
    )
    app = McpHttpApp(server, settings)
    from aggregator.proxy.operator_front import OperatorFront

    sockets = [sock]
    relay: WorkerRelay | None = None
    if role is not None and private is not None:
        # a worker: what it owns is reached through its private socket too, by any other worker
        relay = WorkerRelay(app, index=role.index, count=role.count, directory=role.directory, public=(host, bound))
        sockets.append(private)
    front = OperatorFront(app, relay)  # /metrics (a worker: every worker's) and the status page
    served = _as_replica(front, app, getattr(tuning, "replica", None))
    uv = _uvicorn(served, ConnectionLimits(max_connections=tuning.max_connections))
    shown = f"[{host}]" if sock.family == socket.AF_INET6 else host
    say(f"LISTENING http://{shown}:{bound}/mcp", flush=True)
    stopped = anyio.Event()

    async def run_uvicorn() -> None:
        # shielded: when serve is cancelled (a signal), uvicorn still runs its own shutdown to the end
        with anyio.CancelScope(shield=True):
            try:
                await uv.serve(sockets=sockets)
            finally:
                if relay is not None:
                    await relay.aclose()
                stopped.set()

    # the app's own lifespan (watch, first snapshot, sweep), entered here: uvicorn runs with lifespan off
    async with app.running(), anyio.create_task_group() as tg:
        tg.start_soon(run_uvicorn)
        try:
            await stopped.wait()
        finally:
            # streams end first (a GET stream never ends by itself), then uvicorn closes its connections
            app.close()
            uv.should_exit = True
            with anyio.CancelScope(shield=True):
                await stopped.wait()
            front.close()
        tg.cancel_scope.cancel()


def _metrics_listener(args: argparse.Namespace) -> tuple[socket.socket, str, str | None] | None:
    """`--metrics HOST:PORT` bound (a ConfigError names the flag), its host, and the `--token-env` token if any;
    None without `--metrics`."""
    if not args.metrics:
        return None
    host, _, port_text = args.metrics.rpartition(":")
    host = (host or "127.0.0.1").strip("[]")
    port = parse_int(port_text, maximum=65535)
    if port is None:
        raise ConfigError(f"--metrics wants HOST:PORT with a port from 0 to 65535, got {args.metrics[:80]!r}")
    token = os.environ.get(args.token_env) if args.token_env else None
    if args.token_env and not token:
        raise ConfigError(f"--token-env {args.token_env}: that environment variable is not set")
    if args.token_env:
        withhold_env(args.token_env)
    if host not in LOOPBACK and token is None and not args.insecure:
        raise ConfigError(f"refusing to serve metrics on {host} without --token-env (or --insecure)")
    return _listen(host, port, "--metrics"), host, token


async def _serve_metrics(
    agg: Aggregator,
    listener: tuple[socket.socket, str, str | None] | None,
    *,
    task_status: anyio.abc.TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
) -> None:
    """`GET /metrics` on the `--metrics` socket until cancelled (at once without one); the address goes to stderr
    (stdout is the MCP channel)."""
    if listener is None:
        task_status.started()
        return
    sock, host, token = listener
    from aggregator.proxy.access import Access
    from aggregator.proxy.connections import ConnectionLimits
    from aggregator.proxy.metrics import ProxyMetrics
    from aggregator.proxy.operator_front import MetricsEndpoint

    metrics = ProxyMetrics(agg)
    hosts = [host] if host not in LOOPBACK else []
    uv = _uvicorn(MetricsEndpoint(metrics, Access(LOOPBACK, hosts, (), token)), ConnectionLimits(max_connections=64))
    say(f"METRICS http://{host}:{sock.getsockname()[1]}/metrics", file=sys.stderr, flush=True)
    task_status.started()
    try:
        await uv.serve(sockets=[sock])
    finally:
        metrics.close()
        sock.close()


def _as_replica(outer: Any, app: Any, name: str | None) -> Any:
    """Under `--replica NAME`: session ids that begin with NAME (the balancer routes on it), answers that name it."""
    if name is None:
        return outer
    from aggregator.proxy.replica import ReplicaTag, replica_prefix

    # before the worker prefix the relay set (`NAME.w3-…`): the balancer matches the replica, the relay the worker
    app.sessions.id_prefix = replica_prefix(name) + app.sessions.id_prefix
    return ReplicaTag(outer, name)


def _listen(host: str, port: int, flag: str = "--http") -> socket.socket:
    """The listening socket; an address that cannot be used is a ConfigError naming it (exit 3), not a trace."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP named explicitly and TCP_NODELAY on the listener (accepted sockets inherit it): without it,
    # on a loop that does not set it itself, each small response waits ~40 ms on the client's delayed ACK
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.bind((host, port))
        sock.listen(1024)
    except (OSError, OverflowError) as exc:
        sock.close()
        where = f"[{host}]:{port}" if family == socket.AF_INET6 else f"{host}:{port}"
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ConfigError(f"{flag} {where}: cannot listen there: {reason}") from None
    return sock


def _uvicorn(app: Any, limits: Any) -> Any:
    import uvicorn

    from aggregator.proxy.connections import guarded_protocol

    # no forwarded-header rewriting (nothing here trusts client addresses); Date stays (RFC 9110 wants it)
    config = uvicorn.Config(
        app,
        lifespan="off",
        log_level="warning",
        access_log=False,
        http=guarded_protocol(_http_protocol(), limits),
        ws="none",
        proxy_headers=False,
        server_header=False,
        # the app ends its own streams and requests on close; this bounds whatever else a connection holds
        timeout_graceful_shutdown=GRACEFUL_S,
    )
    uv = uvicorn.Server(config)
    # left to itself, uvicorn catches SIGTERM/SIGINT, shuts down, then raises the signal again, which kills the
    # process before the aggregator has reaped its servers: serve's own interruption stops it instead
    uv.capture_signals = contextlib.nullcontext  # type: ignore[method-assign,assignment]
    return uv


def _http_protocol() -> type[asyncio.Protocol]:
    """uvicorn's own choice for http="auto": the httptools parser where it is installed, else h11."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

        return HttpToolsProtocol
    except ImportError:
        from uvicorn.protocols.http.h11_impl import H11Protocol

        return H11Protocol


def loop_options() -> dict[str, Any]:
    """uvloop where it is installed: the proxy's hop is mostly event-loop and parser CPU."""
    try:
        import uvloop  # noqa: F401
    except ImportError:
        return {}
    return {"use_uvloop": True}
