"""The argument parser: every command, its options, and the exit-code table in each `--help`."""

from __future__ import annotations

import argparse
import os
from importlib import metadata
from typing import Any

from aggregator import __version__
from aggregator.cli.exit import EXIT_CODES
from aggregator.cli.logs import LOG_LEVELS, VERBOSE_HELP
from aggregator.client_profile import CLIENT_PROFILES, DEFAULT_CLIENT_KEY
from aggregator.demo import DEMO_SERVERS
from aggregator.errors import ConfigError
from aggregator.protocol.numbers import MAX_INT64, parse_int, seconds
from aggregator.proxy.replica import check_replica_name

SHELLS = ("bash", "zsh", "fish")

__all__ = ["build_parser"]

CONFIG_HELP = (
    "an mcpServers / VS Code servers JSON file; without it ./.mcp.json, ./mcp.json, ./.cursor/mcp.json or "
    "./.vscode/mcp.json is used, and a found config that starts, connects to or writes anything needs --trust"
)

TRUST_HELP = "allow what a config found, not named, would do (it is printed without --trust)"
TRUST_PLAN_HELP = "allow it only if it is still exactly the plan printed with this digest (else exit 2, nothing done)"

LOCK_HELP = (
    "enforce the approved definitions of this lock file (see `pin`, `approve`): a tool, prompt or resource not in "
    "it, or changed since, is withheld (mode block; the config's aggregator.pins.mode may say warn)"
)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command, with the exit-code table in each help text."""
    parser = argparse.ArgumentParser(
        prog="mcp-aggregator",
        description="Many MCP servers, one deterministic tool list: serve it, and see what was merged and why.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"mcp-aggregator {_version()}")
    b = _Commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    _review_commands(b)
    _routed_commands(b)
    _probe_command(b)
    _serve_command(b)
    _pin_commands(b)
    _login_commands(b)
    _other_commands(b)
    return parser


class _Commands:
    """Adds subcommands, and the option groups several of them share, in one spelling."""

    def __init__(self, commands: Any) -> None:
        self.commands = commands

    def command(self, name: str, help_text: str) -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = self.commands.add_parser(
            name, help=help_text, description=help_text, epilog=EXIT_CODES, formatter_class=_Formatter
        )
        return parser

    @staticmethod
    def lock(sub: argparse.ArgumentParser, what: str = LOCK_HELP) -> None:
        sub.add_argument("--lock", metavar="FILE", help=what)

    def source(self, sub: argparse.ArgumentParser, *, snapshot: bool = True, timeout: float = 60.0) -> None:
        where = sub.add_mutually_exclusive_group() if snapshot else sub
        where.add_argument("--config", "-c", help=CONFIG_HELP)
        if snapshot:
            where.add_argument("--snapshot", metavar="FILE", help="work on a saved snapshot (`tools --json`) instead")
        sub.add_argument("--trust", action="store_true", help=TRUST_HELP)
        sub.add_argument("--trust-plan", metavar="DIGEST", help=TRUST_PLAN_HELP)
        sub.add_argument("--timeout", type=_seconds, default=timeout, help=f"seconds to wait for servers ({timeout:g})")
        self.verbose(sub)

    @staticmethod
    def verbose(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("-v", "--verbose", action="store_true", help=VERBOSE_HELP)

    @staticmethod
    def client(sub: argparse.ArgumentParser, profile: str, *, required: bool = False) -> None:
        sub.add_argument("--profile", metavar="P", required=required, help=profile)
        sub.add_argument(
            "--client-key",
            metavar="K",
            default=DEFAULT_CLIENT_KEY,
            help=f"the name the client's config gives the aggregator, in its tool-name prefix ({DEFAULT_CLIENT_KEY})",
        )

    @staticmethod
    def as_json(sub: argparse.ArgumentParser, what: str = "print JSON instead of a table") -> None:
        sub.add_argument("--json", action="store_true", help=what)


def _review_commands(b: _Commands) -> None:
    """The merged list and its judges: tools, why, diff, check, lint, cost (a snapshot serves them offline)."""
    tools = b.command("tools", "the merged tool list: names, servers, renames, each server's status and cache")
    b.source(tools)
    b.lock(tools)
    tools.add_argument("--server", action="append", help="only this server (repeatable)")
    tools.add_argument("--params", action="store_true", help="one row per parameter: its name, type, whether required")
    b.client(tools, "with --json: add the exposure plan for client profile P to the snapshot (as `exposure`)")
    b.as_json(tools, "print the snapshot (format 1) instead of a table")

    plan = b.command("plan", "what a client under profile P is shown: listed, deferred behind search, renamed, why")
    b.source(plan)
    b.client(plan, f"a client profile: {', '.join(CLIENT_PROFILES)}, or one of the config's", required=True)
    b.as_json(plan, "print the exposure report as JSON")

    why = b.command("why", "where a merged name comes from and why it is named so, or why a name is missing")
    why.add_argument("name", help="a merged (exported) name, or an upstream name")
    b.source(why)
    b.lock(why)
    b.as_json(why)

    diff = b.command("diff", "what changed between two snapshots, or between a snapshot and the live servers")
    diff.add_argument("old", metavar="OLD", help="a snapshot file")
    diff.add_argument("new", metavar="NEW", nargs="?", help="a snapshot file (or --live)")
    diff.add_argument("--live", action="store_true", help="compare OLD with the servers of the config, now")
    b.source(diff, snapshot=False)
    diff.add_argument("--exit-code", action="store_true", help="exit 1 when anything changed")
    b.as_json(diff)

    check = b.command("check", "a CI gate: exit 1 with reasons when the merged list breaks a rule")
    b.source(check)
    b.lock(check)
    b.client(
        check,
        "fail on upstream names rewritten for name profile P (mcp, openai, anthropic, strict) and, for a client "
        "profile (see `plan`), on pinned tools that do not fit it",
    )
    check.add_argument("--max-tools", type=_count, metavar="N", help="fail on more than N tools (e.g. 128)")
    check.add_argument("--max-tokens", type=_count, metavar="N", help="fail on more than N estimated definition tokens")
    b.as_json(check)

    lint = b.command("lint", "hints on tool definition quality, ranked, per server (exit 1 when there are any)")
    b.source(lint)
    lint.add_argument("--server", action="append", help="only this server (repeatable)")
    _poisoning_layer(lint)
    b.as_json(lint)

    cost = b.command("cost", "estimated tokens of the merged tool definitions, per server and in total")
    b.source(cost)
    b.as_json(cost)

    search = b.command("search", "the merged tools that best match a query, ranked (needs the `search` extra)")
    search.add_argument("query", metavar="QUERY", help="what the tool should do, in words")
    search.add_argument("--limit", "-k", type=_page_size, default=5, metavar="K", help="how many tools at most (5)")
    b.source(search)
    b.as_json(search, "print [{server, name, original_name, score}] as JSON")


def _routed_commands(b: _Commands) -> None:
    """What goes through the aggregator to one server: call, resources, read, prompts, prompt."""
    call = b.command("call", "call a merged tool through the aggregator and print the result")
    call.add_argument("name", help="the merged (exported) tool name")
    call.add_argument("--arg", action="append", metavar="KEY=VALUE", help="an argument (repeatable; JSON or text)")
    call.add_argument("--args", dest="args_json", metavar="JSON", help="all arguments as one JSON object")
    b.source(call, snapshot=False)
    b.lock(call)
    b.as_json(call, "print the whole result as JSON")

    resources = b.command("resources", "every server's resources and resource templates, and which server serves each")
    b.source(resources, snapshot=False)
    b.lock(resources)
    b.as_json(resources, "print the resources and templates as JSON (each with its server)")

    read = b.command("read", "read one resource through the aggregator (routed by its URI) and print its contents")
    read.add_argument("uri", metavar="URI", help="the resource's URI (listed by `resources`, or matching a template)")
    b.source(read, snapshot=False)
    b.lock(read)
    b.as_json(read, "print the whole result as JSON")

    prompts = b.command("prompts", "every server's prompts, named like tools, with their arguments")
    b.source(prompts, snapshot=False)
    b.lock(prompts)
    b.as_json(prompts, "print the prompts as JSON (each with its server)")

    prompt = b.command("prompt", "get one prompt through the aggregator and print its messages")
    prompt.add_argument("name", help="the merged (exported) prompt name")
    prompt.add_argument("--arg", action="append", metavar="KEY=VALUE", help="an argument (repeatable; always text)")
    b.source(prompt, snapshot=False)
    b.lock(prompt)
    b.as_json(prompt, "print the whole result as JSON")


def _probe_command(b: _Commands) -> None:
    """One server alone, without a config."""
    probe = b.command("probe", "connect to one MCP server and show its era, pages, cache hints and tools")
    target = probe.add_mutually_exclusive_group(required=True)
    target.add_argument("--url", help="a Streamable HTTP (or legacy HTTP+SSE) endpoint")
    target.add_argument("--demo", choices=sorted(DEMO_SERVERS), help="one of the bundled demo servers")
    target.add_argument("--command", dest="server_command", help="a stdio server to spawn (arguments after --)")
    probe.add_argument("--protocol", default="auto", help="auto, modern, legacy, or an exact revision")
    probe.add_argument("--sse", action="store_true", help="the URL speaks the 2024-11-05 HTTP+SSE transport")
    probe.add_argument("--timeout", type=_seconds, default=30.0, help="seconds the whole command may take (default 30)")
    b.verbose(probe)
    b.as_json(probe)
    probe.add_argument("args", nargs="*", help="arguments for --command")


def _store_option(serve: argparse.ArgumentParser) -> None:
    serve.add_argument(
        "--store",
        metavar="URL",
        help="where replicas share list pages, rate limits and the signing key: memory (default) or "
        "redis://HOST:PORT/DB (the `redis` extra; overrides aggregator.store's url)",
    )


def _serve_command(b: _Commands) -> None:
    """The proxy."""
    serve = b.command("serve", "serve the merged view as one MCP server (stdio, or Streamable HTTP with --http)")
    serve.add_argument("--config", "-c", help=CONFIG_HELP)
    serve.add_argument("--trust", action="store_true", help=TRUST_HELP)
    serve.add_argument("--trust-plan", metavar="DIGEST", help=TRUST_PLAN_HELP)
    b.lock(serve)
    serve.add_argument("--page-size", type=_page_size, default=None, help="paginate tools/list downstream")
    serve.add_argument(
        "--mirror-sessions",
        type=_count,
        default=None,
        metavar="N",
        help="legacy clients' own sessions per dual-era HTTP server (default 64; 0: none, all share one)",
    )
    serve.add_argument(
        "--profile",
        metavar="P",
        help="serve the exposure plan of client profile P (see `plan`); over HTTP, /mcp/p/<profile> serves any",
    )
    serve.add_argument(
        "--client-key",
        metavar="K",
        help="the name your client's config gives this proxy (it may prefix tool names with it; default aggregator)",
    )
    _store_option(serve)
    serve.add_argument("--http", metavar="HOST:PORT", help="serve Streamable HTTP at /mcp (port 0 picks a free port)")
    serve.add_argument("--token-env", metavar="NAME", help="require this environment variable's value as bearer token")
    serve.add_argument(
        "--allow-host",
        action="append",
        default=[],
        help="also accept this host name (in Host, and in Origin at our scheme and port)",
    )
    serve.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="also accept browser requests from this origin, scheme://host[:port] (the server's own always are)",
    )
    serve.add_argument("--insecure", action="store_true", help="allow a non-loopback bind without a token")
    serve.add_argument(
        "--session-idle", type=float, default=600.0, metavar="S", help="close idle legacy HTTP sessions (default 600)"
    )
    serve.add_argument(
        "--max-connections", type=int, default=900, metavar="N", help="open HTTP connections at most (default 900)"
    )
    _scale_out_options(serve)
    serve.add_argument("--log-level", choices=LOG_LEVELS, default="warning", help="what we log on stderr (warning)")
    _telemetry_options(serve)
    b.verbose(serve)


def _scale_out_options(serve: argparse.ArgumentParser) -> None:
    """`serve`'s options for more than one process: workers on one port, replicas behind a load balancer."""
    serve.add_argument(
        "--workers",
        type=_workers,
        default=1,
        metavar="N|auto",
        help="with --http: N processes share the port, each with its own servers (default 1; auto: one per core)",
    )
    serve.add_argument(
        "--replica",
        type=_replica,
        metavar="NAME",
        help="with --http: this replica's name behind a load balancer (legacy session ids begin NAME., see deploy/)",
    )


def _telemetry_options(serve: argparse.ArgumentParser) -> None:
    """`serve`'s metrics, log format and OpenTelemetry traces (`aggregator/tracing.py`)."""
    serve.add_argument(
        "--metrics",
        metavar="HOST:PORT",
        help="with stdio: serve Prometheus metrics at /metrics there (over --http they are at /metrics already)",
    )
    serve.add_argument(
        "--log-format",
        choices=("text", "json"),
        default="text",
        help="json: one JSON object per line on stderr, with the request id of the downstream request (text)",
    )
    serve.add_argument(
        "--otel",
        action="store_true",
        help="OpenTelemetry traces, exported as the OTEL_* variables say (OTLP/HTTP by default; the otel extra)",
    )


def _pin_commands(b: _Commands) -> None:
    """The lock of approved definitions (tools, prompts, resources, resource templates): pin, approve."""
    pin = b.command(
        "pin", "write the lock of approved tool, prompt and resource definitions from the live servers (pins them all)"
    )
    b.source(pin, snapshot=False)
    b.lock(
        pin, "the lock file to write (default: the config's aggregator.pins.lock, else mcp-aggregator.lock beside it)"
    )

    approve = b.command(
        "approve", "show what changed in tools, prompts and resources the lock does not approve, confirm, update it"
    )
    approve.add_argument(
        "names",
        nargs="*",
        metavar="NAME",
        help="a tool or prompt to approve (merged or upstream name), a resource (URI) or template (URI template)",
    )
    approve.add_argument("--server", action="append", metavar="S", help="everything unapproved of server S")
    approve.add_argument("--all", action="store_true", help="everything unapproved")
    approve.add_argument("--yes", "-y", action="store_true", help="approve without asking (needed off a terminal)")
    b.source(approve, snapshot=False)
    b.lock(approve, "the lock file (default: the config's aggregator.pins.lock, else mcp-aggregator.lock beside it)")


def _login_commands(b: _Commands) -> None:
    """The OAuth logins of servers with an "oauth" entry: login, logout, auth status."""
    login = b.command("login", "log in to a server's OAuth authorization in a browser and keep its tokens")
    login.add_argument("server", metavar="SERVER", help="the server's name in the config")
    b.source(login, snapshot=False, timeout=300.0)
    logout = b.command("logout", "delete a server's kept OAuth tokens")
    logout.add_argument("server", metavar="SERVER", help="the server's name in the config")
    b.source(logout, snapshot=False)
    auth = b.command("auth", "the OAuth logins of the config's servers")
    what = auth.add_subparsers(dest="auth_command", required=True, metavar="WHAT")
    said = "each OAuth server: logged in or not, expiry, scopes (never the token)"
    # a nested command's help lists the exit codes too, as every command's does
    status = what.add_parser("status", help=said, description=said, epilog=EXIT_CODES, formatter_class=_Formatter)
    b.source(status, snapshot=False)


def _other_commands(b: _Commands) -> None:
    """The demo servers and the shell completion."""
    demo = b.command("demo-server", "run a bundled demo MCP server on stdio")
    demo.add_argument("name", choices=sorted(DEMO_SERVERS))

    completion = b.command("completion", "print a shell completion script (needs the `completion` extra: shtab)")
    completion.add_argument("shell", choices=SHELLS, help="the shell to complete for")


def _version() -> str:
    # the installed distribution's own version: what `pip show` and a bug report would name
    try:
        return metadata.version("mcp-aggregator")
    except metadata.PackageNotFoundError:
        return __version__


class _Formatter(argparse.RawDescriptionHelpFormatter):
    pass


# Option values go through the protocol layer's bounded parsers: int() and float() would take "٣", "1_0", "nan"
# and 5,000 digits, and raise (or run) with them instead of a usage error.
MAX_TIMEOUT_S = 24 * 60 * 60.0


def _count(text: str) -> int:
    value = parse_int(text, maximum=MAX_INT64)
    if value is None:
        raise argparse.ArgumentTypeError(f"want a whole number 0 or more, got {text[:40]!r}")
    return value


def _page_size(text: str) -> int:
    value = parse_int(text, minimum=1, maximum=MAX_INT64)
    if value is None:
        raise argparse.ArgumentTypeError(f"want a whole number 1 or more, got {text[:40]!r}")
    return value


#: more workers than this is a typo, not a plan: each one runs every stdio server once more
MAX_WORKERS = 256


def _workers(text: str) -> int:
    if text == "auto":
        # the cores this process may run on (a container's or taskset's limit), not the machine's
        return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    value = parse_int(text, minimum=1, maximum=MAX_WORKERS)
    if value is None:
        raise argparse.ArgumentTypeError(f"want a whole number from 1 to {MAX_WORKERS}, or auto, got {text[:40]!r}")
    return value


def _replica(text: str) -> str:
    try:
        return check_replica_name(text)
    except ConfigError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _seconds(text: str) -> float:
    value = seconds(text, maximum=MAX_TIMEOUT_S)
    if value is None:
        raise argparse.ArgumentTypeError(f"want seconds above 0 and at most {MAX_TIMEOUT_S:g}, got {text[:40]!r}")
    return value


def _poisoning_layer(lint: argparse.ArgumentParser) -> None:
    """`lint --learned | --rules-only`: `args.learned` is True, False, or None (the layer wherever its extra is)."""
    layer = lint.add_mutually_exclusive_group()
    layer.add_argument(
        "--learned",
        action="store_const",
        const=True,
        dest="learned",
        help="require the poisoning lint's learned classifier (the poisoning-model extra: scikit-learn); without "
        "either flag it is used wherever that extra is installed",
    )
    layer.add_argument(
        "--rules-only",
        action="store_const",
        const=False,
        dest="learned",
        help="the poisoning lint's rules alone, without its learned classifier",
    )
