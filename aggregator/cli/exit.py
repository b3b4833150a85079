"""Exit codes: one table for every command, printed in `--help` and the README."""

from __future__ import annotations

from enum import IntEnum

__all__ = ["EXIT_CODES", "SHUTDOWN_BOUND_S", "Exit"]


class Exit(IntEnum):
    """What a command's exit status means; `EXIT_CODES` is the same table in words."""

    OK = 0
    FINDINGS = 1  # diff --exit-code / check / lint found something, or the tool call returned isError
    USAGE = 2
    CONFIG = 3
    UPSTREAM = 4  # a protocol or upstream error
    INTERNAL = 5
    INTERRUPTED = 130  # 128 + SIGINT, as shells report a Ctrl-C


#: from the first SIGINT/SIGTERM to the process's exit, children reaped, at most this many seconds
SHUTDOWN_BOUND_S = 10.0

EXIT_CODES = f"""exit codes:
  0  ok (also serve stopped by SIGTERM)
  1  findings (diff --exit-code, check, lint found something), or the tool call returned isError
  2  usage error (including a discovered config that would start processes, without --trust)
  3  config error (or an unreadable snapshot file, or a --http address serve cannot listen on)
  4  protocol or upstream error
  5  internal error
  130  interrupted: Ctrl-C, or SIGTERM on any command but serve; servers' processes are reaped
       first, within {SHUTDOWN_BOUND_S:g} s (a second Ctrl-C skips the graces)"""
