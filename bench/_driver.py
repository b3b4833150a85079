"""A light MCP `tools/call` load driver over Streamable HTTP; prints one JSON line.

    .venv/bin/python bench/_driver.py --url http://127.0.0.1:PORT/mcp --era modern|legacy \
        --requests N --concurrency C --tool echo --args '{"text": "hi"}'

prints ``{"ok", "errors", "throughput", "latencyMs": {"p50", "p99", "max"}, "cpu_s", "errorMessages", ...}``.

Why it exists: `proxy_throughput.py` compares targets that each cost 2-3 ms of CPU per call on a 2-core machine.
A driver that spends more than that per call itself (the Inspector's Node CLI does) caps the fastest target and
steals CPU from all of them, so it measures itself as much as the targets. This one spends as little as it can:

* asyncio on uvloop when importable; C workers, each with its own keep-alive HTTP/1.1 connection (an
  `asyncio.Protocol`, no stream objects) and one request in flight on it, so a worker's next call goes out as soon as
  its previous answer is complete.
* Requests are pre-encoded: the header block and the body around the JSON-RPC id are bytes built once; a call only
  splices in its id and the Content-Length.
* Responses go through `httptools.HttpResponseParser` (llhttp, in C; it undoes chunked framing). A body is either
  `application/json` (parsed once complete) or `text/event-stream`, whose events are split as they arrive and whose
  `data:` lines are parsed; the JSON-RPC response carrying our id is the answer. A call is done when its response
  ends (the connection is then free for the next one); a stream that brings our answer but does not end within a
  second is dropped with its connection, which is opened again.

A call is ok when its answer has a `result` whose `isError` is not true; an HTTP error status, a JSON-RPC error,
`isError: true`, a connection closed under it (the worker reconnects), or no answer within `--timeout` is an error,
and the first distinct messages are kept. Throughput counts every completed call (ok or not, as the Inspector's
`--load` does) over the measured time: from the start of the first measured call to the last answer. Before that,
each connection makes `--warmup` calls that count for nothing. `cpu_s` is this process's utime+stime over the same
stretch. An overall `--deadline` stops everything; the JSON line is printed whatever happens.

Eras:

* modern (2026-07-28): no handshake; every POST carries `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` (the
  set `aggregator.protocol.headers.request_headers` gives our own client) and `params._meta` carries the protocol
  version and client capabilities.
* legacy (2025-11-25): one session for the whole run, shared by every connection, as the Inspector does: worker 0's
  connection POSTs `initialize`, takes the `Mcp-Session-Id` (if any) and the negotiated version, POSTs
  `notifications/initialized` (202), and only then do the other connections open. Every call carries the session
  id and `MCP-Protocol-Version`. The session is DELETEd at the end (not timed).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import itertools
import json
import math
import re
import resource
import sys
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any, NamedTuple, cast
from urllib.parse import urlsplit

import httptools

MODERN = "2026-07-28"
LEGACY = "2025-11-25"
JSON_TYPE = b"application/json"
SSE_TYPE = b"text/event-stream"
STREAM_GRACE_S = 1.0  # how long a stream may stay open after it brought our answer
CONNECT_TIMEOUT_S = 10.0
RECONNECT_PAUSE_S = 0.05  # after a failed connect, so a dead target is not hammered in a tight loop
MAX_MESSAGES = 5
SNIPPET = 200
_SAFE_HEADER = re.compile(r"[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?")


class CallTimeout(Exception):
    pass


class Answer(NamedTuple):
    status: int
    content_type: bytes
    session: str | None
    body: bytes  # the JSON body; empty for SSE
    message: Any  # for SSE: the JSON-RPC response carrying our id (None if none came), or a decode error


# --- one connection ---------------------------------------------------------------------------------------------


class Connection(asyncio.Protocol):
    """One keep-alive HTTP/1.1 connection with at most one request in flight."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.closed = False
        self.waiter: asyncio.Future[Answer] | None = None
        self.want: int | None = None
        self.grace: asyncio.TimerHandle | None = None
        self._reset()

    def _reset(self) -> None:
        self.content_type = b""
        self.session: str | None = None
        self.chunks: list[bytes] = []
        self.sse_buf = b""
        self.found: Any = None

    # asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is not an asyncio.Transport subclass

    def data_received(self, data: bytes) -> None:
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self._fail(ConnectionError(f"malformed HTTP from the server: {exc}"))
            self.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self._fail(ConnectionError("the server closed the connection"))

    # httptools callbacks

    def on_message_begin(self) -> None:
        self._reset()

    def on_header(self, name: bytes, value: bytes) -> None:
        name = name.lower()
        if name == b"content-type":
            self.content_type = value.partition(b";")[0].strip().lower()
        elif name == b"mcp-session-id":
            self.session = value.decode("latin-1")

    def on_body(self, body: bytes) -> None:
        if self.content_type == SSE_TYPE:
            self._sse(body)
        else:
            self.chunks.append(body)

    def on_message_complete(self) -> None:
        if self.content_type == SSE_TYPE and self.sse_buf.strip():
            self._event(self.sse_buf)  # lenient: a last event without its blank line still counts
        self._resolve()
        if not self.parser.should_keep_alive():
            self.close()

    # SSE, split as it arrives so an answer on a stream that is never closed is still seen

    def _sse(self, chunk: bytes) -> None:
        buf = self.sse_buf + chunk
        if b"\r" in buf:
            # CRLF / CR line ends become LF; a trailing CR waits, its LF may be in the next chunk
            hold = buf.endswith(b"\r")
            buf = buf[:-1] if hold else buf
            buf = buf.replace(b"\r\n", b"\n").replace(b"\r", b"\n") + (b"\r" if hold else b"")
        *events, self.sse_buf = buf.split(b"\n\n")
        for event in events:
            self._event(event)
        if self.found is not None and self.grace is None and self.waiter is not None:
            self.grace = self.loop.call_later(STREAM_GRACE_S, self._stream_stuck)

    def _event(self, event: bytes) -> None:
        data: list[bytes] = []
        kind = b"message"
        for line in event.split(b"\n"):
            if line.startswith(b"data:"):
                value = line[5:]
                data.append(value[1:] if value.startswith(b" ") else value)
            elif line.startswith(b"event:"):
                kind = line[6:].strip()
        if not data or kind != b"message":
            return  # priming events carry only an id; other event types are not answers
        try:
            decoded = json.loads(b"\n".join(data))
        except ValueError as exc:
            self.found = ValueError(f"undecodable SSE data: {exc}")
            return
        answer = pick(decoded, self.want)
        if answer is not None:
            self.found = answer

    def _stream_stuck(self) -> None:
        # The answer came but the response does not end: keep the answer, drop the connection (its
        # leftover body would otherwise be read as the next call's answer).
        self.grace = None
        self._resolve()
        self.close()

    # the caller's side

    def _resolve(self) -> None:
        if self.grace is not None:
            self.grace.cancel()
            self.grace = None
        waiter, self.waiter = self.waiter, None
        if waiter is None or waiter.done():
            return
        status = self.parser.get_status_code()
        body = b"".join(self.chunks)
        waiter.set_result(Answer(status, self.content_type, self.session, body, self.found))

    def _fail(self, exc: Exception) -> None:
        if self.grace is not None:
            self.grace.cancel()
            self.grace = None
        waiter, self.waiter = self.waiter, None
        if waiter is not None and not waiter.done():
            waiter.set_exception(exc)

    def _time_out(self, timeout: float) -> None:
        self._fail(CallTimeout(f"no answer within {timeout:g} s"))

    def close(self) -> None:
        self.closed = True
        if self.transport is not None:
            self.transport.close()

    async def exchange(self, data: bytes, want: int | None, timeout: float) -> Answer:
        if self.closed or self.transport is None:
            raise ConnectionError("the connection is closed")
        self.want = want
        waiter = self.waiter = self.loop.create_future()
        # a bare timer rather than asyncio.wait_for: no extra task or future per call
        timer = self.loop.call_later(timeout, self._time_out, timeout)
        self.transport.write(data)
        try:
            return await waiter
        finally:
            timer.cancel()


def pick(decoded: Any, want: int | None) -> Any:
    """The JSON-RPC response to request `want` in a decoded message or batch, else None."""
    for message in decoded if isinstance(decoded, list) else (decoded,):
        if isinstance(message, dict) and message.get("id") == want and ("result" in message or "error" in message):
            return message
    return None


def judge(answer: Answer, want: int | None) -> tuple[Any, str | None]:
    """(the result, None) for a good answer to request `want`; (None, why) otherwise."""
    if not 200 <= answer.status < 300:
        body = answer.body.decode("utf-8", "replace").strip()[:SNIPPET]
        return None, f"HTTP {answer.status}" + (f": {body}" if body else "")
    if answer.content_type == JSON_TYPE:
        try:
            message = pick(json.loads(answer.body), want)
        except ValueError as exc:
            return None, f"undecodable JSON body: {exc}"
    elif answer.content_type == SSE_TYPE:
        message = answer.message
        if isinstance(message, Exception):
            return None, str(message)
    else:
        kind = answer.content_type.decode("latin-1") or "no content type"
        return None, f"HTTP {answer.status} with {kind}, not JSON or SSE"
    if message is None:
        return None, f"the answer holds no response to request {want}"
    if "error" in message:
        error = message["error"]
        if isinstance(error, dict):
            return None, f"JSON-RPC error {error.get('code')}: {str(error.get('message'))[:SNIPPET]}"
        return None, f"JSON-RPC error: {str(error)[:SNIPPET]}"
    result = message.get("result")
    if not isinstance(result, dict):
        return None, "the response has no result object"
    if result.get("isError") is True:
        content = result.get("content")
        texts = [c.get("text", "") for c in content if isinstance(c, dict)] if isinstance(content, list) else []
        return None, "tool error: " + (" ".join(str(t) for t in texts)[:SNIPPET] or "isError")
    return result, None


# --- requests ---------------------------------------------------------------------------------------------------


def header_value(text: str) -> str:
    """As `aggregator.protocol.headers.encode_header_value` renders a string: unsafe text goes Base64."""
    if _SAFE_HEADER.fullmatch(text) and not (text.startswith("=?base64?") and text.endswith("?=")):
        return text
    return "=?base64?" + base64.b64encode(text.encode()).decode("ascii") + "?="


def head(path: str, host: str, headers: dict[str, str]) -> bytes:
    lines = [f"POST {path} HTTP/1.1", f"Host: {host}", *(f"{k}: {v}" for k, v in headers.items())]
    return ("\r\n".join(lines) + "\r\n").encode("latin-1")


def frame(head_bytes: bytes, body: bytes) -> bytes:
    return b"%sContent-Length: %d\r\n\r\n%s" % (head_bytes, len(body), body)


def dumps(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


@dataclass
class Stats:
    ok: int = 0
    errors: int = 0
    latencies: list[float] = field(default_factory=list)
    messages: dict[str, int] = field(default_factory=dict)

    def note(self, error: str | None, seconds: float) -> None:
        self.latencies.append(seconds)
        if error is None:
            self.ok += 1
            return
        self.errors += 1
        if error in self.messages or len(self.messages) < MAX_MESSAGES:
            self.messages[error] = self.messages.get(error, 0) + 1


# --- the driver -------------------------------------------------------------------------------------------------


class Driver:
    def __init__(self, args: argparse.Namespace) -> None:
        url = urlsplit(args.url)
        if url.scheme != "http" or not url.hostname:
            raise SystemExit(f"--url must be http://host[:port]/path, got {args.url!r}")
        self.host = url.hostname
        self.port = url.port or 80
        self.path = (url.path or "/") + (f"?{url.query}" if url.query else "")
        self.authority = url.netloc
        self.era: str = args.era
        self.tool: str = args.tool
        self.arguments: dict[str, Any] = json.loads(args.args)
        self.requests: int = args.requests
        self.concurrency: int = args.concurrency
        self.warmup: int = args.warmup
        self.timeout: float = args.timeout
        self.base = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
        self.session: str | None = None
        self.version = MODERN if self.era == "modern" else LEGACY
        self.conns: list[Connection | None] = [None] * self.concurrency
        self.ids = itertools.count(1)
        self.remaining = 0
        self.stats = Stats()
        self.notes: list[str] = []
        self.started: float | None = None
        self.ended: float | None = None
        self.cpu_start = 0.0
        self.cpu_end: float | None = None
        self.call_head = b""
        self.body_prefix = b""
        self.body_suffix = b""

    # connections

    async def connect(self) -> Connection:
        loop = asyncio.get_running_loop()
        _, conn = await asyncio.wait_for(
            loop.create_connection(lambda: Connection(loop), self.host, self.port), CONNECT_TIMEOUT_S
        )
        return conn

    async def post(self, conn: Connection, headers: dict[str, str], payload: dict[str, Any]) -> Answer:
        want = payload.get("id")
        data = frame(head(self.path, self.authority, {**self.base, **headers}), dumps(payload))
        return await conn.exchange(data, want if isinstance(want, int) else None, self.timeout)

    # the legacy handshake

    def session_headers(self) -> dict[str, str]:
        headers: dict[str, str] = {}
        if self.session is not None:
            headers["Mcp-Session-Id"] = self.session
        # as our own client does: the header exists from 2025-06-18 on, older revisions never send it
        if self.version >= "2025-06-18":
            headers["MCP-Protocol-Version"] = self.version
        return headers

    async def handshake(self, conn: Connection) -> None:
        params = {"protocolVersion": LEGACY, "capabilities": {}, "clientInfo": {"name": "bench-driver", "version": "1"}}
        answer = await self.post(conn, {}, {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params})
        result, error = judge(answer, 0)
        if error is not None:
            raise RuntimeError(f"initialize failed: {error}")
        self.session = answer.session
        self.version = str(result.get("protocolVersion", LEGACY))
        note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        answer = await self.post(conn, self.session_headers(), note)
        if answer.status not in (200, 202, 204):
            raise RuntimeError(f"notifications/initialized answered HTTP {answer.status}")
        if answer.status != 202:
            self.notes.append(f"notifications/initialized answered HTTP {answer.status}, not 202")

    async def end_session(self) -> None:
        if self.session is None:
            return
        conn = next((c for c in self.conns if c is not None and not c.closed), None)
        if conn is None or conn.transport is None:
            return
        headers = "".join(f"{k}: {v}\r\n" for k, v in self.session_headers().items())
        data = f"DELETE {self.path} HTTP/1.1\r\nHost: {self.authority}\r\n{headers}Content-Length: 0\r\n\r\n"
        with contextlib.suppress(Exception):  # best effort, after the measurement
            await conn.exchange(data.encode("latin-1"), None, 2.0)

    # calls

    def prepare_calls(self) -> None:
        """The bytes of every tools/call but its id, built once."""
        params: dict[str, Any] = {"name": self.tool, "arguments": self.arguments}
        if self.era == "modern":
            params["_meta"] = {
                "io.modelcontextprotocol/protocolVersion": MODERN,
                "io.modelcontextprotocol/clientCapabilities": {},
            }
            headers = {"MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/call", "Mcp-Name": header_value(self.tool)}
        else:
            headers = self.session_headers()
        self.call_head = head(self.path, self.authority, {**self.base, **headers})
        body = dumps({"jsonrpc": "2.0", "id": 123456789, "method": "tools/call", "params": params})
        # "id" precedes "params" in the encoding, so the first match is the id even if the arguments hold the digits
        self.body_prefix, _, self.body_suffix = body.partition(b"123456789")

    async def call(self, slot: int) -> str | None:
        conn = self.conns[slot]
        if conn is None or conn.closed or conn.transport is None:
            try:
                conn = self.conns[slot] = await self.connect()
            except OSError as exc:  # TimeoutError included
                await asyncio.sleep(RECONNECT_PAUSE_S)
                return f"cannot connect: {exc or type(exc).__name__}"
        rid = next(self.ids)
        body = self.body_prefix + str(rid).encode() + self.body_suffix
        try:
            answer = await conn.exchange(frame(self.call_head, body), rid, self.timeout)
        except CallTimeout as exc:
            conn.close()  # its late answer must not be taken for the next call's
            return str(exc)
        except ConnectionError as exc:
            return str(exc)  # the next call on this slot reconnects
        return judge(answer, rid)[1]

    async def warm(self, slot: int) -> None:
        for _ in range(self.warmup):
            await self.call(slot)

    async def work(self, slot: int) -> None:
        clock, stats = time.perf_counter, self.stats
        while self.remaining > 0:
            self.remaining -= 1
            t0 = clock()
            error = await self.call(slot)
            stats.note(error, clock() - t0)
        self.ended = clock()

    async def run(self) -> None:
        first = self.conns[0] = await self.connect()
        if self.era == "legacy":
            await self.handshake(first)  # before any other connection exists: the session must be set up
        self.prepare_calls()
        for slot in range(1, self.concurrency):
            self.conns[slot] = await self.connect()
        await gather(self.warm, self.concurrency)
        self.remaining = self.requests
        self.cpu_start = cpu_seconds()
        self.started = time.perf_counter()
        await gather(self.work, self.concurrency)
        self.cpu_end = cpu_seconds()

    def close(self) -> None:
        for conn in self.conns:
            if conn is not None:
                conn.close()

    def summary(self) -> dict[str, Any]:
        stats = self.stats
        now = time.perf_counter()
        elapsed = ((self.ended or now) - self.started) if self.started is not None else 0.0
        cpu = ((self.cpu_end or cpu_seconds()) - self.cpu_start) if self.started is not None else 0.0
        done = stats.ok + stats.errors
        latencies = sorted(stats.latencies)
        messages = [f"{m} (x{n})" if n > 1 else m for m, n in stats.messages.items()]
        return {
            "era": self.era,
            "version": self.version,
            "session": self.session is not None,
            "requests": done,
            "ok": stats.ok,
            "errors": stats.errors,
            "elapsedMs": round(elapsed * 1e3, 1),
            "throughput": round(done / elapsed, 1) if elapsed > 0 else 0.0,
            "latencyMs": {
                "p50": ms(quantile(latencies, 0.50)),
                "p99": ms(quantile(latencies, 0.99)),
                "max": ms(latencies[-1] if latencies else 0.0),
            },
            "cpu_s": round(cpu, 4),
            "errorMessages": self.notes + messages,
        }


async def gather(job: Callable[[int], Coroutine[Any, Any, None]], count: int) -> None:
    await asyncio.gather(*(job(slot) for slot in range(count)))


def quantile(ordered: list[float], q: float) -> float:
    """Nearest rank: the smallest value with at least q of all values at or below it."""
    if not ordered:
        return 0.0
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def ms(seconds: float) -> float:
    return round(seconds * 1e3, 2)


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def drive(driver: Driver, deadline: float) -> None:
    began = time.perf_counter()
    try:
        await asyncio.wait_for(driver.run(), deadline)
    except Exception as exc:  # the JSON line must come out whatever went wrong
        if isinstance(exc, TimeoutError) and time.perf_counter() - began >= deadline:
            driver.notes.append(f"stopped at the overall deadline ({deadline:g} s)")
        else:
            driver.notes.append(f"{type(exc).__name__}: {exc or 'no detail'}"[:400])
    with contextlib.suppress(Exception):
        await driver.end_session()
    driver.close()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--url", required=True)
    p.add_argument("--era", choices=("modern", "legacy"), default="modern")
    p.add_argument("--requests", type=int, default=1000, help="measured calls, over all connections")
    p.add_argument("--concurrency", type=int, default=10, help="connections, one call in flight on each")
    p.add_argument("--tool", default="echo")
    p.add_argument("--args", default='{"text": "hi"}', help="the tool's arguments, JSON")
    p.add_argument("--warmup", type=int, default=3, help="unmeasured calls per connection first")
    p.add_argument("--timeout", type=float, default=30.0, help="seconds one call may take")
    p.add_argument("--deadline", type=float, default=140.0, help="seconds the whole run may take")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    driver = Driver(args)
    try:
        import uvloop

        factory: Callable[[], asyncio.AbstractEventLoop] | None = uvloop.new_event_loop
    except ImportError:
        factory = None
    try:
        with asyncio.Runner(loop_factory=factory) as runner:
            runner.run(drive(driver, args.deadline))
    except BaseException as exc:  # even Ctrl-C still prints what was measured
        driver.notes.append(f"{type(exc).__name__}: {exc}"[:400])
    summary = driver.summary()
    print(json.dumps(summary), flush=True)
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
