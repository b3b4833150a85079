"""Fuzzing the proxy's HTTP front: random requests, headers and bodies against a live `McpHttpApp`.

Whatever arrives — any method, path, header value or body, JSON-RPC shaped or not, in a session or not — the
answer is one of ours: a known HTTP status, and a body that is empty, plain text for a guard (403, 401, 404, 405),
a JSON-RPC message or array of them, or an SSE stream of JSON-RPC messages. Never an exception out of the app, never
an unanswered request, never a hang, and never a logged traceback.

The app runs in-process on both anyio backends (a blocking portal per backend, shared by every example) in front of
an `Aggregator` with a modern and a legacy fake upstream. The driver is a minimal ASGI client: it sends the body
(cut into random pieces) and disconnects once the answer is complete or a stream has started, so a GET stream or a
long call cannot hold an example. Run in the `ci` profile (`CI=1`), this file takes about 15 s.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
import pytest
from anyio.from_thread import BlockingPortal, start_blocking_portal
from hypothesis import given
from hypothesis import strategies as st

from aggregator import Aggregator, ServerConfig
from aggregator.errors import ProtocolViolation
from aggregator.protocol.jsonrpc import ErrorResponse, Response, parse_message
from aggregator.protocol.versions import SUPPORTED_VERSIONS
from aggregator.proxy.http import McpHttpApp
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

ACCEPT_BOTH = "application/json, text/event-stream"
META_VERSION = "io.modelcontextprotocol/protocolVersion"
META_CAPS = "io.modelcontextprotocol/clientCapabilities"
COUNTED = {"type": "object", "properties": {"n": {"type": "integer", "x-mcp-header": "N"}, "s": {"type": "string"}}}
#: every status the front answers with on purpose
STATUSES = {200, 202, 400, 401, 403, 404, 405, 406, 413, 415}
#: a request the app has not finished within this is a hang
EXAMPLE_DEADLINE_S = 20


# --- the live app -------------------------------------------------------------------------------------------------


@dataclass
class Front:
    portal: BlockingPortal
    app: McpHttpApp
    #: session ids of legacy sessions opened at the start, one per revision (a fuzzed DELETE may end one)
    sessions: list[str] = field(default_factory=list)


@dataclass
class Answer:
    status: int | None = None
    headers: dict[str, str] = field(default_factory=dict)
    body: bytearray = field(default_factory=bytearray)
    starts: int = 0
    ended: bool = False


async def exchange(app: McpHttpApp, scope: dict[str, Any], pieces: list[bytes]) -> Answer:
    """One request through the app; the client disconnects once the answer is whole or a stream has begun."""
    answer = Answer()
    settled = anyio.Event()
    queue = list(pieces) or [b""]

    async def receive() -> dict[str, Any]:
        if queue:
            chunk = queue.pop(0)
            return {"type": "http.request", "body": chunk, "more_body": bool(queue)}
        await settled.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            answer.starts += 1
            answer.status = message["status"]
            answer.headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in message.get("headers", [])}
            if answer.headers.get("content-type") == "text/event-stream":
                settled.set()  # a stream: take what comes until the app ends it or notices we left
        elif message["type"] == "http.response.body":
            answer.body += message.get("body", b"")
            if not message.get("more_body"):
                answer.ended = True
                settled.set()

    with anyio.fail_after(EXAMPLE_DEADLINE_S):
        await app(scope, receive, send)
    return answer


def scope_of(method: str, path: str, headers: list[tuple[bytes, bytes]]) -> dict[str, Any]:
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "headers": headers,
        "server": ("127.0.0.1", 8080),
        "client": ("127.0.0.1", 50000),
    }


async def _open_session(app: McpHttpApp, version: str) -> str:
    params = {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "fuzz", "version": "1"}}
    body = json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params}).encode()
    headers = [(b"host", b"127.0.0.1:8080"), (b"accept", ACCEPT_BOTH.encode()), (b"content-type", b"application/json")]
    answer = await exchange(app, scope_of("POST", "/mcp", headers), [body])
    assert answer.status == 200, answer.body
    return answer.headers["mcp-session-id"]


@pytest.fixture(scope="module", params=["asyncio", "trio"])
def front(request: pytest.FixtureRequest) -> Iterator[Front]:
    modern = FakeServer(era="modern", pages=[[tool("echo"), tool("count", inputSchema=COUNTED)]])
    legacy = FakeServer(era="legacy", pages=[[tool("old")]], legacy_version="2025-06-18")
    configs = [ServerConfig(name="m", serve=modern.serve), ServerConfig(name="l", serve=legacy.serve)]
    with start_blocking_portal(request.param) as portal, portal.wrap_async_context_manager(Aggregator(configs)) as agg:
        app = McpHttpApp(ProxyServer(agg))
        portal.call(lambda: agg.wait_connected(timeout=30))
        live = Front(portal, app)
        for version in ("2025-03-26", "2025-06-18", "2025-11-25", "2024-11-05"):
            live.sessions.append(portal.call(_open_session, app, version))
        yield live


# --- what is logged -----------------------------------------------------------------------------------------------


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextmanager
def no_tracebacks_logged() -> Iterator[None]:
    """Fail if anything logs an exception (or an error) meanwhile, on any logger."""
    handler = _Records()
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)
    bad = [r for r in handler.records if r.exc_info or r.levelno >= logging.ERROR]
    assert not bad, [f"{r.name}: {r.getMessage()}" for r in bad]


# --- strategies ---------------------------------------------------------------------------------------------------

# any header value a client can put on the wire (latin-1, as ASGI hands it over), and some that mean something
header_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0xFF), max_size=40)
digits = st.integers(min_value=0, max_value=6000).map(lambda n: "9" * n)
json_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_values = st.recursive(
    json_scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
methods = st.sampled_from(
    [
        "initialize",
        "ping",
        "tools/list",
        "tools/call",
        "prompts/list",
        "resources/list",
        "resources/read",
        "server/discover",
        "subscriptions/listen",
        "logging/setLevel",
        "notifications/initialized",
        "notifications/cancelled",
        "completion/complete",
        "nope/nothing",
    ]
)
versions = st.sampled_from([*SUPPORTED_VERSIONS, "2099-01-01"]) | header_text
ids = st.integers(min_value=-(2**63), max_value=2**63) | st.text(max_size=10) | st.none() | st.booleans()


@st.composite
def params(draw: st.DrawFn) -> Any:
    out: dict[str, Any] = draw(
        st.dictionaries(st.sampled_from(["name", "arguments", "cursor", "uri", "level"]), json_values, max_size=3)
    )
    if draw(st.booleans()):
        out["name"] = draw(st.sampled_from(["m__echo", "echo", "count", "old", "l__old", "missing"]))
        out["arguments"] = draw(st.dictionaries(st.sampled_from(["n", "s"]), json_values, max_size=2))
    if draw(st.booleans()):
        meta: dict[str, Any] = {META_VERSION: draw(versions), META_CAPS: draw(st.just({}) | json_values)}
        meta.update(draw(st.dictionaries(st.sampled_from(["progressToken", "x"]), json_values, max_size=1)))
        out["_meta"] = meta
    if draw(st.booleans()):
        out["requestId"] = draw(ids | json_values)
    return draw(st.just(out) | json_values)


@st.composite
def rpc_messages(draw: st.DrawFn) -> Any:
    message: dict[str, Any] = {"jsonrpc": draw(st.just("2.0") | json_values), "method": draw(methods | json_values)}
    if draw(st.booleans()):
        message["id"] = draw(ids)
    if draw(st.booleans()):
        message["params"] = draw(params())
    if draw(st.integers(0, 9)) == 0:  # now and then a response, or something in between
        message = {"jsonrpc": "2.0", "id": draw(ids), draw(st.sampled_from(["result", "error"])): draw(json_values)}
    return message


bodies = (
    rpc_messages().map(lambda m: json.dumps(m).encode())
    | st.lists(rpc_messages() | json_values, max_size=4).map(lambda b: json.dumps(b).encode())
    | json_values.map(lambda v: json.dumps(v).encode())
    | st.binary(max_size=64)
    | st.sampled_from([b"", b"[]", b"{", b"\xff\xfe", b'{"jsonrpc":"2.0","id":1,"method":"ping"}' * 2])
)


@st.composite
def requests(draw: st.DrawFn, sessions: list[str]) -> tuple[dict[str, Any], list[bytes]]:
    method = draw(st.sampled_from(["POST"] * 6 + ["GET", "DELETE", "PUT"]))
    path = draw(st.sampled_from(["/mcp"] * 8 + ["/mcp/", "/healthz", "/", "/x"]))
    headers: dict[str, str] = {
        "host": draw(st.sampled_from(["127.0.0.1:8080"] * 6 + ["localhost", "evil.example"]) | header_text)
    }
    optional: dict[str, st.SearchStrategy[str]] = {
        "accept": st.sampled_from([ACCEPT_BOTH] * 4 + ["application/json", "text/event-stream"]) | header_text,
        "content-type": st.just("application/json") | header_text,
        "origin": st.sampled_from(["http://127.0.0.1:8080", "http://localhost:9999", "file://localhost", "null"])
        | header_text,
        "mcp-protocol-version": versions,
        "mcp-session-id": st.sampled_from(sessions) | header_text,
        "last-event-id": st.tuples(st.sampled_from(["s1-", "s2-", "", "x-"]), digits | header_text).map("".join),
        "mcp-method": methods | header_text,
        "mcp-name": st.sampled_from(["echo", "m__echo", "count", "=?base64?ZWNobw==?="]) | header_text,
        "mcp-param-n": st.sampled_from(["1", "1.0", "\u00b2"]) | digits | header_text,
        "authorization": header_text,
    }
    for name in draw(st.lists(st.sampled_from(sorted(optional)), unique=True, max_size=len(optional))):
        headers[name] = draw(optional[name])
    body = draw(bodies) if method == "POST" else b""
    cuts = sorted(draw(st.lists(st.integers(0, len(body)), max_size=3)))
    pieces = [body[a:b] for a, b in zip([0, *cuts], [*cuts, len(body)], strict=True)]
    raw = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()]
    return scope_of(method, path, raw), pieces


# --- the property -------------------------------------------------------------------------------------------------


def check_rpc(value: Any) -> None:
    """A JSON-RPC answer: a response or an error, or (for a batch) a non-empty array of them."""
    items = value if isinstance(value, list) else [value]
    assert items, "an empty array is never an answer"
    for item in items:
        try:
            message = parse_message(item)
        except ProtocolViolation as exc:  # pragma: no cover - the failure message is the point
            raise AssertionError(f"not a JSON-RPC message: {item!r}") from exc
        assert isinstance(message, Response | ErrorResponse), item


def parse_error(body: bytes) -> bool:
    value = json.loads(body)
    return isinstance(value, dict) and isinstance(value.get("error"), dict) and value["error"].get("code") == -32700


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def is_json(data: bytes) -> bool:
    """Plain JSON by the RFC, as far as these examples go (they hold no deep nesting and no huge numbers)."""
    try:
        json.loads(data, parse_constant=_no_constant)
    except ValueError:  # not UTF-8, not JSON (NaN and Infinity included)
        return False
    return True


def check_answer(answer: Answer, path: str, sent: bytes) -> None:
    assert answer.starts == 1, "every request gets exactly one response"
    assert answer.status in STATUSES, answer.status
    kind = answer.headers.get("content-type", "")
    body = bytes(answer.body)
    if kind == "application/json" and answer.status == 400 and parse_error(body):
        # Parse error is for text that is not JSON at all; JSON that is no request object is Invalid Request
        assert not is_json(sent), sent[:80]
    if kind == "application/json" and path == "/healthz":
        assert answer.status == 200 and set(json.loads(body)) == {"status", "servers"}
    elif kind == "application/json":
        check_rpc(json.loads(body))
        assert int(answer.headers["content-length"]) == len(body)
    elif kind == "text/event-stream":
        assert answer.status == 200
        for line in body.split(b"\n"):
            if line.startswith(b"data: ") and line != b"data: ":
                check_rpc(json.loads(line[6:]))
    else:  # a guard's or a method's refusal in plain words, or nothing at all (202, a DELETE's 200)
        assert kind == "text/plain", kind
        assert answer.status != 200 or not body, body[:80]
        assert answer.status != 202 or not body, body[:80]


@given(st.data())
def test_any_request_to_the_http_front_gets_one_of_our_answers_and_logs_no_traceback(
    front: Front, data: st.DataObject
) -> None:
    scope, pieces = data.draw(requests(front.sessions))
    with no_tracebacks_logged():
        answer = front.portal.call(exchange, front.app, scope, pieces)
    check_answer(answer, scope["path"], b"".join(pieces))


@given(digits | header_text, st.sampled_from(["s1-", "s2-", ""]))
def test_any_last_event_id_is_resumed_or_a_fresh_stream_never_an_error(front: Front, seq: str, stream: str) -> None:
    headers = [
        (b"host", b"127.0.0.1:8080"),
        (b"accept", b"text/event-stream"),
        (b"mcp-session-id", front.sessions[2].encode()),
        (b"last-event-id", (stream + seq).encode("latin-1")),
    ]
    with no_tracebacks_logged():
        answer = front.portal.call(exchange, front.app, scope_of("GET", "/mcp", headers), [])
    check_answer(answer, "/mcp", b"")
    assert answer.status in (200, 404)  # 404 only if a fuzzed DELETE ended the session first
