"""What the command line logs on stderr: our own messages at `serve --log-level`, and with `-v` each server's stderr.

A stdio server's stderr is where it says why it cannot start ("API key not set"). The transport always keeps a tail of
it for the status reason; `-v` also passes every line on as it comes, prefixed by the server's config key, so a server
that misbehaves later can be watched live. Both go through the `aggregator` loggers (server lines on
`aggregator.stderr` at DEBUG), so a library host gets the same lines from `logging` without this module.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from aggregator.cli.terminal import escape
from aggregator.config_file import AggregatorConfig, redact
from aggregator.events import StatusChanged, UpstreamEvent
from aggregator.transports.stdio import STDERR_LOGGER

__all__ = ["LOG_LEVELS", "VERBOSE_HELP", "StderrEcho", "configured", "note_event", "use_config"]

LOG_LEVELS = ("debug", "info", "warning", "error")
VERBOSE_HELP = "pass each stdio server's stderr on to ours as it comes, each line prefixed by [server name]"

_log = logging.getLogger("aggregator.cli")
_current: list[StderrEcho] = []


class StderrEcho(logging.Handler):
    """Writes our records to the current `sys.stderr`: server lines as `[name] line`, ours as `mcp-aggregator: …`.

    Every line passes the config's redaction (a server can print its own token) and loses control characters (a
    server must not drive our terminal).
    """

    def __init__(self) -> None:
        super().__init__()
        self.config: AggregatorConfig | None = None

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        if record.name == STDERR_LOGGER:
            text = f"[{getattr(record, 'server', '?')}] {message}"
        else:
            text = f"mcp-aggregator: {record.levelname.lower()}: {message}"
        return redact(text, self.config) if self.config is not None else text

    def emit(self, record: logging.LogRecord) -> None:
        try:
            sys.stderr.write(escape(self.format(record)) + "\n")
            sys.stderr.flush()
        except Exception:
            self.handleError(record)


@contextmanager
def configured(args: argparse.Namespace) -> Iterator[None]:
    """For one command: our log level (`--log-level`) and, with `-v`, the servers' stderr; undone afterwards."""
    verbose = bool(getattr(args, "verbose", False))
    level_name = getattr(args, "log_level", None)
    if not verbose and level_name is None:
        yield
        return
    level = getattr(logging, (level_name or "warning").upper())
    if verbose:
        level = min(level, logging.INFO)
    ours, lines = logging.getLogger("aggregator"), logging.getLogger(STDERR_LOGGER)
    saved = (ours.level, ours.propagate, lines.level)
    handler = StderrEcho()
    ours.addHandler(handler)
    ours.setLevel(level)
    ours.propagate = False  # printed once, by us, not again by a root handler
    # server lines are DEBUG records: on with -v, or with --log-level debug
    lines.setLevel(logging.DEBUG if verbose else logging.NOTSET)
    _current.append(handler)
    try:
        yield
    finally:
        _current.remove(handler)
        ours.removeHandler(handler)
        ours.setLevel(saved[0])
        ours.propagate = saved[1]
        lines.setLevel(saved[2])


def use_config(config: AggregatorConfig) -> None:
    """Redact this config's secrets from every line logged from now on (the config is known only once loaded)."""
    for handler in _current:
        handler.config = config


def note_event(event: UpstreamEvent) -> None:
    """A server's status change, logged at INFO (`serve --log-level info` shows it)."""
    if isinstance(event, StatusChanged):
        reason = f": {event.reason}" if event.reason else ""
        _log.info("server %s is %s%s", event.server, event.state, reason)
