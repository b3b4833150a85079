"""The `mcp-aggregator` command line: `main(argv)` parses, runs one command, and maps every outcome to an exit code.

Exit codes (one table for every command, see `exit.py`):
  0 ok · 1 findings or an isError result · 2 usage · 3 config error · 4 protocol or upstream error · 5 internal error
  · 130 interrupted (Ctrl-C; SIGTERM but on `serve`, which exits 0)
"""

from __future__ import annotations

import argparse
import functools
import sys
import traceback
from collections.abc import Awaitable, Callable, Sequence

import anyio

from aggregator.cli import logs
from aggregator.cli.call import UsageError
from aggregator.cli.exit import EXIT_CODES, Exit
from aggregator.cli.interrupt import run_interruptible
from aggregator.cli.parser import build_parser
from aggregator.cli.probe import demo_command
from aggregator.cli.source import NoConfig, NotTrusted
from aggregator.cli.terminal import say
from aggregator.effects import UntrustedConfig
from aggregator.errors import AggregatorError, ConfigError

__all__ = ["EXIT_CODES", "Exit", "demo_command", "main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with `argv` (default: `sys.argv[1:]`) and return the exit code.

    Usage and config errors are one line on stderr, with the exit code of the table in `--help`.
    """
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return Exit.USAGE if exc.code not in (0, None) else Exit.OK
    # what `serve --workers` starts each worker with
    args.argv = list(sys.argv[1:] if argv is None else argv)
    if argv is None:
        from aggregator.cli.source import count_from_process_start

        count_from_process_start()  # the program itself: --timeout counts from its start, imports included
    try:
        with logs.configured(args):
            return int(_run(args))
    except (NotTrusted, NoConfig, UsageError, UntrustedConfig) as exc:
        say(f"error: {exc}", file=sys.stderr)
        return Exit.USAGE
    except ConfigError as exc:
        say(f"config error: {exc}", file=sys.stderr)
        return Exit.CONFIG
    except AggregatorError as exc:
        say(f"error: {exc}", file=sys.stderr)
        return Exit.UPSTREAM
    except KeyboardInterrupt:
        # a Ctrl-C before the command's own signal watch is in place (while importing, say)
        return Exit.INTERRUPTED
    except BrokenPipeError:
        # the reader went away (`| head`): nothing more to say, and nowhere to say it
        _silence_stdout()
        return Exit.OK
    except Exception:
        # a bug of ours: say so plainly, with the traceback a report needs
        # the trace quotes exception messages, which may quote a server's text: escaped like everything we print
        say(traceback.format_exc(), file=sys.stderr, end="")
        print("internal error: this is a bug in mcp-aggregator; please report it with the trace above", file=sys.stderr)
        return Exit.INTERNAL


def _silence_stdout() -> None:
    import os

    try:
        # the interpreter flushes stdout at exit: aim it at /dev/null so that flush cannot fail again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _run(args: argparse.Namespace) -> int:
    command = args.command
    if command == "demo-server":
        from aggregator.demo import serve_stdio

        serve_stdio(args.name)
        return Exit.OK
    if command == "completion":
        from aggregator.cli.completion import print_completion

        return print_completion(build_parser(), args.shell)
    if command == "serve":
        from aggregator.cli.serve import loop_options, run_serve

        serve = functools.partial(run_interruptible, run_serve, serve=True)
        return anyio.run(serve, args, backend_options=loop_options())
    if getattr(args, "snapshot", None) and getattr(args, "lock", None):
        # a snapshot holds neither the servers' identities a lock pins nor the tools a lock withheld when it was
        # written: the pins cannot be judged on it, and ignoring them silently would pass what they should stop
        raise UsageError(
            f"--lock {args.lock} cannot be enforced on --snapshot {args.snapshot}: a snapshot does not carry the "
            "servers' identities the lock pins; use --lock with --config (live servers), or drop --lock"
        )
    if command == "diff" and bool(args.live) == bool(args.new):
        raise UsageError("diff wants OLD NEW, or OLD --live (with the config)")
    return anyio.run(run_interruptible, _runners()[command], args)


def _runners() -> dict[str, Callable[[argparse.Namespace], Awaitable[int]]]:
    from aggregator.cli import call, login, pin, plan, probe, prompt, prompts, read, resources, review, search, tools

    return {
        "tools": tools.run_tools,
        "why": review.run_why,
        "diff": review.run_diff,
        "check": review.run_check,
        "lint": review.run_lint,
        "cost": review.run_cost,
        "plan": plan.run_plan,
        "search": search.run_search,
        "call": call.run_call,
        "probe": probe.run_probe,
        "resources": resources.run_resources,
        "read": read.run_read,
        "prompts": prompts.run_prompts,
        "prompt": prompt.run_prompt,
        "pin": pin.run_pin,
        "approve": pin.run_approve,
        "login": login.run_login,
        "logout": login.run_logout,
        "auth": login.run_auth,
    }
