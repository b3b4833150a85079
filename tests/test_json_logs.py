"""`serve --log-format json` (issue 19): every line on stderr is one JSON object, each downstream request has a
request id, and the audit line of a call carries the same id; `serve --otel` makes spans in the client's trace.

The real command over stdio, in front of `tests/fixtures/servers/trace_recorder.py`.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from aggregator.cli.logs import StderrEcho, json_line
from aggregator.config_file import parse_config

CLI = str(Path(sys.executable).parent / "mcp-aggregator")
RECORDER = str(Path(__file__).parent / "fixtures" / "servers" / "trace_recorder.py")
#: a hang guard only: every wait below ends long before it unless something is stuck
GUARD_S = 120.0
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
TRACEPARENT = f"00-{TRACE_ID}-00f067aa0ba902b7-01"


def serve(tmp_path: Path, *flags: str, env: dict[str, str] | None = None) -> tuple[dict[str, Any], str, Path]:
    """Run `serve` over stdio, make one tools/call (with a traceparent in `_meta`), end it; (reply, stderr, audit)."""
    audit = tmp_path / "audit.jsonl"
    config = tmp_path / "mcp.json"
    entry = {"command": sys.executable, "args": [RECORDER]}
    config.write_text(json.dumps({"mcpServers": {"rec": entry}, "aggregator": {"audit": {"path": str(audit)}}}))
    proc = subprocess.Popen(
        [CLI, "serve", "--config", str(config), *flags],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **(env or {})},
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    guard = threading.Timer(GUARD_S, proc.kill)  # a kill closes both pipes: every read below ends
    guard.start()
    try:
        params = {"name": "whoami", "arguments": {}, "_meta": {**META, "traceparent": TRACEPARENT}}
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}) + "\n")
        proc.stdin.flush()
        reply = json.loads(proc.stdout.readline())
        proc.stdin.close()  # the client is done: serve ends
        stderr = proc.stderr.read()
        proc.wait(GUARD_S)
    finally:
        guard.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait(30)
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == 0, stderr
    return reply, stderr, audit


def test_every_line_is_json_and_the_audit_line_has_the_requests_id(tmp_path: Path) -> None:
    reply, stderr, audit = serve(tmp_path, "--log-format", "json", "--log-level", "info")
    assert "result" in reply, reply
    lines = [json.loads(line) for line in stderr.splitlines()]  # every line, or this raises
    assert lines and all({"time", "level", "logger", "message", "request_id"} <= line.keys() for line in lines)
    answered = [line for line in lines if line["logger"] == "aggregator.requests" and line["method"] == "tools/call"]
    assert len(answered) == 1, lines
    request_id = answered[0]["request_id"]
    assert isinstance(request_id, str) and request_id
    assert answered[0]["outcome"] == "ok" and answered[0]["duration_ms"] >= 0
    (record,) = [json.loads(line) for line in audit.read_text().splitlines()]
    assert record["name"] == "whoami" and record["request_id"] == request_id
    # lines logged outside any request (server states) carry none
    assert any(line["request_id"] is None for line in lines if line["logger"] != "aggregator.requests")


def test_text_logs_stay_text(tmp_path: Path) -> None:
    reply, stderr, audit = serve(tmp_path, "--log-level", "info")
    assert "result" in reply
    assert stderr.startswith("mcp-aggregator: info: ")
    assert json.loads(audit.read_text())["request_id"]


def test_serve_otel_exports_spans_in_the_clients_trace(tmp_path: Path) -> None:
    pytest.importorskip("opentelemetry.sdk", reason="the otel extra is not installed")
    env = {"OTEL_TRACES_EXPORTER": "console", "OTEL_SERVICE_NAME": "proxy-under-test"}
    reply, stderr, _ = serve(tmp_path, "--otel", env=env)
    seen = json.loads(reply["result"]["content"][0]["text"])
    # the upstream (another process, over a pipe) got the context in `_meta`, in the client's trace
    assert seen["meta"]["traceparent"].startswith(f"00-{TRACE_ID}-")
    assert f'"trace_id": "0x{TRACE_ID}"' in stderr  # the console exporter's spans, flushed at exit
    assert '"name": "tools/call whoami"' in stderr and "proxy-under-test" in stderr


def test_with_traces_on_the_request_line_names_its_trace(tmp_path: Path) -> None:
    pytest.importorskip("opentelemetry.sdk", reason="the otel extra is not installed")
    flags = ("--otel", "--log-format", "json", "--log-level", "info")
    reply, stderr, _ = serve(tmp_path, *flags, env={"OTEL_TRACES_EXPORTER": "none"})
    assert "result" in reply
    lines = [json.loads(line) for line in stderr.splitlines()]
    (answered,) = [line for line in lines if line["logger"] == "aggregator.requests"]
    assert answered["trace_id"] == TRACE_ID


def test_a_logged_exception_is_redacted_like_the_message() -> None:
    """An exception logged with its record (an internal error answering a request) quotes what it likes: a URL with
    its key, a header a server echoed."""
    secret = "k3y-" + "9f8e7d6c5b4a3210"
    config = parse_config({"mcpServers": {"r": {"url": f"https://mcp.example/mcp?key={secret}"}}})
    failure = RuntimeError(f"cannot reach https://mcp.example/mcp?key={secret}")
    record = logging.LogRecord("aggregator.proxy", logging.ERROR, __file__, 1, "%s", ("boom",), (None, failure, None))
    record.exc_info = (RuntimeError, failure, None)
    line = json.loads(json_line(record, config))
    assert line["error"].startswith("RuntimeError('cannot reach https://mcp.example/mcp?key=***")
    assert secret not in json.dumps(line) and secret[:8] not in json.dumps(line)
    # the text line names the exception too (it said "boom" and nothing of what failed), redacted alike
    handler = StderrEcho()
    handler.config = config
    text = handler.format(record)
    assert text.startswith("mcp-aggregator: error: boom (error: RuntimeError('cannot reach https://mcp.example/mcp?")
    assert secret not in text and secret[:8] not in text and "Traceback" not in text
