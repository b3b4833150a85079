"""One record per tool call — who was called, how long it took, how it ended — for a host's audit trail.

The library takes `Aggregator(..., audit=fn)`: `fn(AuditRecord)` is called once per `call_tool`, synchronously, when
the call has ended (refused and failed calls too). The config file names a log in its top-level "aggregator" object:

    "aggregator": {"audit": {"path": "~/mcp-audit.jsonl", "arguments": false}}

which is an `AuditLog`: one JSON object per line, appended. A relative path is taken from the config file's folder;
missing folders on the way are created (0700). A config that was found needs `--trust` before anything is written.

- Outcomes: `ok`, `tool_error` (the tool answered `isError`), `error` (a JSON-RPC error; `error_code` says which),
  `invalid_arguments` (refused by the inputSchema check), `denied` (policy), `rate_limited`, `input_required` (the
  server asked for input; the retry is the host's), `cancelled`. `truncated` says whether the size cap cut the result.
- Arguments are written only with `"arguments": true`: they can hold whatever the model was given, secrets included.
  A library callable receives them in the record either way (it is the host's own code).
- Writing never holds a call up for long and never fails it: each record is one `write()` of a small line to a file
  opened in append mode (no lock is needed, and several processes may share the file); if the file cannot be opened
  or written, that is logged once (logger `aggregator.audit`, which reaches stderr when logging is not configured)
  and the calls go on. Later records are tried again, so the log resumes if the disk comes back.
- `request_id` is the proxy's id of the downstream request the call answered: the same as on its lines of
  `serve --log-format json` and its span's `aggregator.request.id` (see `aggregator/tracing.py`).
- `time` is the wall-clock start (for people reading the log); `duration_ms` is measured on the aggregator's clock.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

__all__ = ["AuditLog", "AuditRecord", "AuditSink", "Outcome"]

logger = logging.getLogger("aggregator.audit")

Outcome = Literal[
    "ok", "tool_error", "error", "invalid_arguments", "denied", "rate_limited", "input_required", "cancelled"
]


@dataclass(frozen=True, slots=True, kw_only=True)
class AuditRecord:
    """How one call went."""

    #: wall-clock start, seconds since the epoch
    time: float
    duration_s: float
    #: the exported name the call used
    name: str
    #: the server's key and the tool's own name; None when the name matched no tool
    server: str | None
    tool: str | None
    outcome: Outcome
    #: the size cap cut the result
    truncated: bool = False
    #: the JSON-RPC error code, for `error`
    error_code: int | None = None
    #: a refusal's or an error's message
    reason: str | None = None
    arguments: Mapping[str, Any] | None = None
    #: the downstream request the call answered (`aggregator.tracing.current_request_id`), None outside the proxy
    request_id: str | None = None

    def to_json(self, *, arguments: bool = False) -> dict[str, Any]:
        """The record as one log line's object; `arguments` only when asked for."""
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(self.time, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "server": self.server,
            "name": self.name,
            "tool": self.tool,
            "outcome": self.outcome,
            "duration_ms": round(self.duration_s * 1000, 3),
            "truncated": self.truncated,
            "error_code": self.error_code,
            "reason": self.reason,
            "request_id": self.request_id,
        }
        if arguments:
            line["arguments"] = self.arguments
        return line


AuditSink = Callable[[AuditRecord], None]


class AuditLog:
    """An `AuditSink` appending JSON lines to `path` (created 0600: it may hold arguments)."""

    def __init__(self, path: str | os.PathLike[str], *, arguments: bool = False) -> None:
        self.path = os.fsdecode(os.path.expanduser(path))
        self.arguments = arguments
        self._fd: int | None = None
        self._reported = False

    def __call__(self, record: AuditRecord) -> None:
        line = json.dumps(record.to_json(arguments=self.arguments), ensure_ascii=False, default=repr) + "\n"
        data = line.encode("utf-8", "surrogatepass")
        try:
            if self._fd is None:
                _make_folders(os.path.dirname(self.path))
                self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o600)
            while data:
                written = os.write(self._fd, data)
                data = data[written:]
        except OSError as exc:
            self._fail(exc)

    def close(self) -> None:
        """Close the file; every record was already written when it was made, so nothing is lost. Idempotent."""
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass  # nothing left to lose: every record was written when it was made

    def _fail(self, exc: OSError) -> None:
        self.close()  # open again next time: the disk may come back
        if not self._reported:
            self._reported = True
            logger.warning("audit log %s cannot be written (%s); calls go on unaudited", self.path, exc.strerror or exc)


def _make_folders(folder: str) -> None:
    """Create the missing folders on the way to the log, each 0700 (it may hold arguments).

    `os.makedirs(mode=...)` gives the mode to the last folder only; the ones above it would get the umask's.
    Only a trusted config gets this far: a found one never reaches an `AuditLog`.
    """
    if not folder or os.path.isdir(folder):
        return
    _make_folders(os.path.dirname(folder))
    try:
        os.mkdir(folder, 0o700)
    except FileExistsError:
        pass  # made meanwhile by another process sharing the log
