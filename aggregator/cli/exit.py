"""Exit codes: one table for every command, printed in `--help` and the README."""

from __future__ import annotations

from enum import IntEnum

__all__ = ["EXIT_CODES", "Exit"]


class Exit(IntEnum):
    OK = 0
    FINDINGS = 1  # diff --exit-code / check / lint found something, or the tool call returned isError
    USAGE = 2
    CONFIG = 3
    UPSTREAM = 4  # a protocol or upstream error
    INTERNAL = 5


EXIT_CODES = """exit codes:
  0  ok
  1  findings (diff --exit-code, check, lint found something), or the tool call returned isError
  2  usage error (including a discovered config that would start, connect or write anything, without --trust)
  3  config error (or an unreadable snapshot file)
  4  protocol or upstream error
  5  internal error"""
