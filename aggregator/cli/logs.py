"""What the command line logs on stderr: our own messages at `serve --log-level`, and with `-v` each server's stderr.

A stdio server's stderr is where it says why it cannot start ("API key not set"). The transport always keeps a tail of
it for the status reason; `-v` also passes every line on as it comes, prefixed by the server's config key, so a server
that misbehaves later can be watched live. Both go through the `aggregator` loggers (server lines on
`aggregator.stderr` at DEBUG), so a library host gets the same lines from `logging` without this module.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

from aggregator import tracing
from aggregator.cli.terminal import escape
from aggregator.config_file import AggregatorConfig, redact
from aggregator.events import StatusChanged, UpstreamEvent
from aggregator.transports.stdio import STDERR_LOGGER

__all__ = ["LOG_LEVELS", "VERBOSE_HELP", "StderrEcho", "configured", "json_line", "note_event", "use_config"]

LOG_LEVELS = ("debug", "info", "warning", "error")
VERBOSE_HELP = "pass each stdio server's stderr on to ours as it comes, each line prefixed by [server name]"

_log = logging.getLogger("aggregator.cli")
_current: list[StderrEcho] = []


class StderrEcho(logging.Handler):
    """Writes our records to the current `sys.stderr`: server lines as `[name] line`, ours as `mcp-aggregator: …`.

    Every line passes the config's redaction (a server can print its own token) and loses control characters (a
    server must not drive our terminal).
    """

    def __init__(self, *, as_json: bool = False) -> None:
        super().__init__()
        self.config: AggregatorConfig | None = None
        #: `--log-format json`: one JSON object per line (see `json_line`)
        self.as_json = as_json

    def format(self, record: logging.LogRecord) -> str:
        if self.as_json:
            return json_line(record, self.config)
        message = record.getMessage()
        if record.name == STDERR_LOGGER:
            text = f"[{getattr(record, 'server', '?')}] {message}"
        else:
            text = f"mcp-aggregator: {record.levelname.lower()}: {message}"
        if record.exc_info and record.exc_info[1] is not None:
            # the logged exception on the same line, as the JSON line's `error`: without it an operator reads
            # "internal error" and nothing of what failed (a traceback stays for a debugger, not a log line)
            text += f" (error: {record.exc_info[1]!r})"
        return redact(text, self.config) if self.config is not None else text

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = self.format(record)
            sys.stderr.write((line if self.as_json else escape(line)) + "\n")
            sys.stderr.flush()
        except Exception:
            self.handleError(record)


@contextmanager
def configured(args: argparse.Namespace) -> Iterator[None]:
    """For one command: our log level (`--log-level`) and, with `-v`, the servers' stderr; undone afterwards."""
    # another library's record with no handler of its own would reach the terminal through `logging.lastResort`,
    # traceback and all (the OAuth SDK logs its flow's failure so): a CLI user sees one line, never a traceback
    saved_last, logging.lastResort = logging.lastResort, _last_resort()
    try:
        with _ours(args):
            yield
    finally:
        logging.lastResort = saved_last


def _last_resort() -> logging.Handler:
    """The handler of a record nobody handles: one line per record (no traceback), at warning and above."""
    handler = StderrEcho()
    handler.setLevel(logging.WARNING)
    return handler


@contextmanager
def _ours(args: argparse.Namespace) -> Iterator[None]:
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
    handler = StderrEcho(as_json=getattr(args, "log_format", "text") == "json")
    if handler.as_json or level <= logging.INFO:
        tracing.track_requests()  # the lines name their request; at info, each request has its own line
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


#: what a record may carry besides its message, written as fields of its JSON line when present
JSON_FIELDS = ("server", "method", "outcome", "duration_ms")


def json_line(record: logging.LogRecord, config: AggregatorConfig | None) -> str:
    """`--log-format json`: the record as one JSON object on one line: `time` (UTC), `level`, `logger`, `message`
    (redacted like a text line), `error` (the logged exception, redacted too), `request_id` (the downstream request
    being answered, else null), `trace_id` while a span is current, and the record's own fields (`server`, `method`,
    `outcome`, `duration_ms`) when it has them.

    Non-ASCII is escaped, so no byte of a server's text can drive a terminal.
    """
    message = record.getMessage()
    if config is not None:
        message = redact(message, config)
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
    line: dict[str, object] = {
        "time": f"{stamp}.{int(record.msecs):03d}Z",
        "level": record.levelname.lower(),
        "logger": record.name,
        "message": message,
        "request_id": getattr(record, "request_id", None) or tracing.current_request_id(),
    }
    trace_id = tracing.current_trace_id()
    if trace_id is not None:
        line["trace_id"] = trace_id
    for key in JSON_FIELDS:
        if hasattr(record, key):
            line[key] = getattr(record, key)
    if record.exc_info and record.exc_info[1] is not None:
        error = repr(record.exc_info[1])  # an exception's text quotes what it likes: a URL with its key, a header
        line["error"] = redact(error, config) if config is not None else error
    return json.dumps(line, ensure_ascii=True, default=str)


def use_config(config: AggregatorConfig) -> None:
    """Redact this config's secrets from every line logged from now on (the config is known only once loaded)."""
    for handler in _current:
        handler.config = config


def note_event(event: UpstreamEvent) -> None:
    """A server's status change, logged at INFO (`serve --log-level info` shows it)."""
    if isinstance(event, StatusChanged):
        # the reason quotes the server (its stderr, its error): escaped for whichever handler the host gave
        reason = f": {escape(event.reason)}" if event.reason else ""
        _log.info("server %s is %s%s", event.server, event.state, reason)
