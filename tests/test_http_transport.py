"""Streamable HTTP and legacy HTTP+SSE transports against `httpx.MockTransport` servers."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import anyio
import httpx
import pytest

from aggregator.errors import (
    AuthRequired,
    HttpStatusError,
    MessageTooLarge,
    ProtocolViolation,
    SessionExpired,
    TransportClosed,
)
from aggregator.protocol.jsonrpc import ErrorResponse, Notification, Request, Response, to_dict
from aggregator.transports.base import Related, StreamPaused
from aggregator.transports.http import StreamableHttpTransport, read_body, resource_metadata_url
from aggregator.transports.sse_legacy import SseTransport

URL = "http://mcp.test/mcp"
Handler = Callable[[httpx.Request], Awaitable[httpx.Response]]


@pytest.fixture(params=["asyncio", "trio"])
def anyio_backend(request: pytest.FixtureRequest) -> str:
    return request.param


pytestmark = pytest.mark.anyio


# --- helpers --------------------------------------------------------------------------------------


class Server:
    """Records requests and answers them with `handler`."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.requests: list[httpx.Request] = []

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return await self.handler(request)

    def client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=httpx.MockTransport(self))

    def by_method(self, method: str) -> list[httpx.Request]:
        return [r for r in self.requests if r.method == method]


def rpc(message: Any) -> bytes:
    return json.dumps(to_dict(message)).encode()


def json_response(message: Any, **headers: str) -> httpx.Response:
    return httpx.Response(200, content=rpc(message), headers={"content-type": "application/json", **headers})


def sse_event(data: str = "", *, event_id: str | None = None, retry: int | None = None) -> bytes:
    lines = []
    if event_id is not None:
        lines.append(f"id: {event_id}")
    if retry is not None:
        lines.append(f"retry: {retry}")
    lines.append(f"data: {data}")
    return ("\n".join(lines) + "\n\n").encode()


def sse_response(*chunks: bytes, **headers: str) -> httpx.Response:
    return httpx.Response(200, content=b"".join(chunks), headers={"content-type": "text/event-stream", **headers})


class HeldStream(httpx.AsyncByteStream):
    """Sends `first`, then holds the stream open until closed; records the close."""

    def __init__(self, first: bytes) -> None:
        self.first = first
        self.closed = anyio.Event()

    async def __aiter__(self) -> AsyncIterator[bytes]:
        yield self.first
        await anyio.sleep_forever()

    async def aclose(self) -> None:
        self.closed.set()


REQ = Request(1, "tools/list", {})
RESP = Response(1, {"tools": []})
PROGRESS = Notification("notifications/progress", {"progressToken": 1, "progress": 0.5})


def transport(server: Server, **kwargs: Any) -> StreamableHttpTransport:
    return StreamableHttpTransport(URL, client=server.client(), **kwargs)


# --- Streamable HTTP: answers ---------------------------------------------------------------------


async def test_json_answer_is_queued_and_headers_pass_through() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return json_response(RESP)

    server = Server(handler)
    async with transport(server, headers={"Authorization": "Bearer t"}) as t:
        with anyio.fail_after(5):
            await t.send(REQ, headers={"MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list"})
            assert await t.receive() == RESP
    sent = server.requests[0]
    assert sent.method == "POST" and str(sent.url) == URL
    assert json.loads(sent.content) == to_dict(REQ)
    assert sent.headers["content-type"] == "application/json"
    assert sent.headers["accept"] == "application/json, text/event-stream"
    assert sent.headers["authorization"] == "Bearer t"
    assert sent.headers["mcp-protocol-version"] == "2026-07-28"
    assert sent.headers["mcp-method"] == "tools/list"
    assert "mcp-session-id" not in sent.headers
    assert t.cancels_by_closing


async def test_accepted_notification_queues_nothing() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        if json.loads(request.content).get("id") is None:
            return httpx.Response(202)
        return json_response(RESP)

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5):
            await t.send(Notification("notifications/initialized"))
            await t.send(Response(7, {}))
            await t.send(REQ)
            assert await t.receive() == RESP  # nothing was queued before it


async def test_sse_answer_skips_priming_and_keeps_order() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return sse_response(
            sse_event(event_id="p", retry=5000),
            b": keep-alive\n\n",
            sse_event(json.dumps(to_dict(PROGRESS)), event_id="1"),
            b"event: other\ndata: ignored\n\n",
            sse_event(json.dumps(to_dict(RESP)), event_id="2"),
        )

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5):
            await t.send(REQ)
            assert await t.receive() == Related(PROGRESS, 1)
            assert await t.receive() == RESP


async def test_server_messages_on_a_requests_own_stream_are_related_to_that_request() -> None:
    # what the server sends on a POST's answer is that request's (and its caller's), and says so
    ask = Request("s-1", "elicitation/create", {"message": "name?"})

    async def handler(request: httpx.Request) -> httpx.Response:
        return sse_response(
            sse_event(rpc(PROGRESS).decode()), sse_event(rpc(ask).decode()), sse_event(rpc(RESP).decode())
        )

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5):
            await t.send(REQ)
            assert [await t.receive() for _ in range(3)] == [Related(PROGRESS, 1), Related(ask, 1), RESP]


async def test_an_sse_retry_of_thousands_of_digits_is_taken_as_the_longest_delay_not_an_error() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        huge = b"retry: " + b"9" * 5000 + b"\ndata: \n\n"
        return sse_response(huge, sse_event(json.dumps(to_dict(RESP)), event_id="1"))

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5):
            await t.send(REQ)
            assert await t.receive() == RESP


@pytest.mark.parametrize("declared", ["9" * 5000, "\u00b2", "\u00b9\u00b2"])
async def test_a_content_length_of_any_text_is_no_error(declared: str) -> None:
    # a hostile server's header; the body itself is small
    response = httpx.Response(200, headers=[(b"content-length", declared.encode("latin-1"))], content=b"{}")
    if declared.isascii():
        with pytest.raises(MessageTooLarge):  # past the limit, however many digits
            await read_body(response, 1024)
    else:
        assert await read_body(response, 1024) == b"{}"  # not a number: the body decides


async def test_cut_stream_resumes_with_last_event_id() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "POST":
            # priming event with an id and retry 0, then the server drops the stream
            return sse_response(sse_event(event_id="ev-1", retry=0), sse_event(rpc(PROGRESS).decode()))
        return sse_response(sse_event(rpc(RESP).decode(), event_id="ev-2"))

    server = Server(handler)
    async with transport(server, headers={"Authorization": "Bearer t"}) as t:
        with anyio.fail_after(5):
            await t.send(REQ, headers={"MCP-Protocol-Version": "2025-11-25"})
            assert await t.receive() == Related(PROGRESS, 1)
            assert await t.receive() == StreamPaused(1, 0)  # told before resuming: a proxy mirrors it
            assert await t.receive() == RESP
    (get,) = server.by_method("GET")
    assert get.headers["last-event-id"] == "ev-1"
    assert get.headers["accept"] == "text/event-stream"
    assert get.headers["mcp-protocol-version"] == "2025-11-25"
    assert get.headers["authorization"] == "Bearer t"


async def test_cut_stream_resumption_is_bounded() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return sse_response(sse_event(event_id="same", retry=0))

    server = Server(handler)
    async with transport(server) as t:
        with anyio.fail_after(5), pytest.raises(TransportClosed, match="resumptions failed"):
            await t.send(REQ)
    assert len(server.by_method("GET")) == 5


async def test_cut_stream_without_event_id_fails_the_request() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return sse_response(sse_event(rpc(PROGRESS).decode()))

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5), pytest.raises(TransportClosed, match="before the response to request 1"):
            await t.send(REQ)


async def test_batches_only_when_allowed() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        body = json.dumps([to_dict(PROGRESS), to_dict(RESP)])
        return httpx.Response(200, content=body, headers={"content-type": "application/json"})

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5):
            with pytest.raises(ProtocolViolation, match="batches"):
                await t.send(REQ)
            t.allow_batch = True
            await t.send(REQ)
            assert [await t.receive(), await t.receive()] == [Related(PROGRESS, 1), RESP]


# --- Streamable HTTP: errors ----------------------------------------------------------------------


async def test_400_keeps_the_modern_error_body() -> None:
    error = {"jsonrpc": "2.0", "error": {"code": -32022, "message": "unsupported", "data": {"supported": []}}}

    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(400, json=error, headers={"x-trace": "abc"})

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5), pytest.raises(HttpStatusError) as caught:
            await t.send(REQ)
    assert caught.value.status == 400
    assert caught.value.rpc_error is not None and caught.value.rpc_error["code"] == -32022
    assert caught.value.headers["x-trace"] == "abc"
    assert URL in str(caught.value)


async def test_error_without_json_body() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(405, text="Method Not Allowed")

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5), pytest.raises(HttpStatusError) as caught:
            await t.send(REQ)
    assert caught.value.status == 405 and caught.value.body is None


async def test_401_names_resource_metadata() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        challenge = 'Bearer realm="mcp", resource_metadata="https://mcp.test/.well-known/oauth-protected-resource"'
        return httpx.Response(401, headers={"www-authenticate": challenge})

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5), pytest.raises(AuthRequired) as caught:
            await t.send(REQ)
    assert caught.value.status == 401
    assert caught.value.resource_metadata == "https://mcp.test/.well-known/oauth-protected-resource"
    assert URL in str(caught.value)


@pytest.mark.parametrize(
    ("challenge", "expected"),
    [
        ('Bearer resource_metadata="https://a/b"', "https://a/b"),
        ("Bearer resource_metadata=https://a/b, scope=x", "https://a/b"),
        ('Bearer error="invalid_token", Resource_Metadata = "https://a/\\"q"', 'https://a/"q'),
        ('Bearer error_description="see resource_metadata=https://evil", realm=x', None),
        ('Basic realm="x", Bearer resource_metadata="https://a/"', "https://a/"),
        ("Bearer", None),
        ("", None),
    ],
)
def test_resource_metadata_parsing(challenge: str, expected: str | None) -> None:
    assert resource_metadata_url(challenge) == expected


async def test_html_200_is_an_http_status_error() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, html="<html>login</html>")

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5), pytest.raises(HttpStatusError, match="text/html") as caught:
            await t.send(REQ)
    assert caught.value.status == 200


async def test_oversized_json_body() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return json_response(Response(1, {"blob": "x" * 2000}))

    async with transport(Server(handler), max_message_size=1000) as t:
        with anyio.fail_after(5), pytest.raises(MessageTooLarge):
            await t.send(REQ)


async def test_oversized_sse_event() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return sse_response(sse_event(rpc(Response(1, {"blob": "x" * 2000})).decode()))

    async with transport(Server(handler), max_message_size=1000) as t:
        with anyio.fail_after(5), pytest.raises(MessageTooLarge):
            await t.send(REQ)


async def test_network_error_is_transport_closed() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5), pytest.raises(TransportClosed, match=r"cannot connect to http://mcp\.test/mcp"):
            await t.send(REQ)


async def test_receive_after_close_raises() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return json_response(RESP)

    t = transport(Server(handler))
    async with t:
        pass
    with anyio.fail_after(5):
        with pytest.raises(TransportClosed):
            await t.receive()
        with pytest.raises(TransportClosed):
            await t.send(REQ)


async def test_owned_client_is_created_and_closed() -> None:
    t = StreamableHttpTransport(URL)
    async with t:
        assert t._client is not None
        client = t._client
    assert client.is_closed
    assert t.describe() == URL and t.kind == "http"


# --- Streamable HTTP: cancellation ----------------------------------------------------------------


async def test_cancelling_send_closes_the_stream() -> None:
    stream = HeldStream(sse_event(rpc(PROGRESS).decode()))

    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, stream=stream)

    async with transport(Server(handler)) as t:
        assert t.cancels_by_closing
        with anyio.fail_after(5):
            async with anyio.create_task_group() as tg:
                tg.start_soon(t.send, REQ)
                assert await t.receive() == Related(PROGRESS, 1)
                tg.cancel_scope.cancel()
            await stream.closed.wait()


# --- Streamable HTTP: legacy sessions -------------------------------------------------------------


def session_server(*, expire: bool = False) -> Server:
    async def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "DELETE":
            return httpx.Response(200)
        if request.method == "GET":
            return httpx.Response(405)
        body = json.loads(request.content)
        if "id" not in body:
            return httpx.Response(202, headers={"mcp-session-id": "not-this-one"})
        if expire and request.headers.get("mcp-session-id") == "s-1" and body["method"] == "tools/list":
            return httpx.Response(404)
        result = {"protocolVersion": "2025-06-18"} if body["method"] == "initialize" else {"tools": []}
        headers = {"mcp-session-id": "s-1" if body["method"] == "initialize" else "s-other"}
        return json_response(Response(body["id"], result), **headers)

    return Server(handler)


async def test_session_is_taken_only_from_initialize() -> None:
    server = session_server()
    async with transport(server) as t:
        with anyio.fail_after(5):
            await t.send(Request(1, "ping"))  # a session id on another answer is ignored
            await t.receive()
            assert t.session_id is None and t.cancels_by_closing
            await t.send(Request(2, "initialize", {}), headers={"MCP-Protocol-Version": "2025-06-18"})
            await t.receive()
            assert t.session_id == "s-1"
            assert not t.cancels_by_closing  # legacy: the caller must POST notifications/cancelled
            await t.send(Notification("notifications/initialized"))
            await t.send(Request(3, "tools/list"))
            await t.receive()
            assert t.session_id == "s-1"
    posts = server.by_method("POST")
    assert "mcp-session-id" not in posts[0].headers and "mcp-session-id" not in posts[1].headers
    assert [p.headers["mcp-session-id"] for p in posts[2:]] == ["s-1", "s-1"]
    (delete,) = server.by_method("DELETE")
    assert delete.headers["mcp-session-id"] == "s-1"
    assert delete.headers["mcp-protocol-version"] == "2025-06-18"


async def test_404_with_a_session_means_expired() -> None:
    server = session_server(expire=True)
    async with transport(server) as t:
        with anyio.fail_after(5):
            await t.send(Request(1, "initialize", {}))
            await t.receive()
            with pytest.raises(SessionExpired):
                await t.send(Request(2, "tools/list"))
        assert t.session_id is None and t.cancels_by_closing
    assert server.by_method("DELETE") == []  # no session left to end


async def test_404_without_a_session_is_a_status_error() -> None:
    error = {"jsonrpc": "2.0", "error": {"code": -32601, "message": "no such method"}}

    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(404, json=error)

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5), pytest.raises(HttpStatusError) as caught:
            await t.send(REQ)
    assert not isinstance(caught.value, SessionExpired)
    assert caught.value.rpc_error == error["error"]


async def test_delete_failure_is_ignored_on_close() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "DELETE":
            raise httpx.ConnectError("gone", request=request)
        return json_response(Response(1, {}), **{"mcp-session-id": "s-9"})

    async with transport(Server(handler)) as t:
        with anyio.fail_after(5):
            await t.send(Request(1, "initialize", {}))
            await t.receive()


async def test_server_stream_reconnects_then_stops_on_405() -> None:
    pushed = Request("srv-1", "roots/list")

    async def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "POST":
            return json_response(Response(1, {}), **{"mcp-session-id": "s-1"})
        if len(server.by_method("GET")) == 1:
            return sse_response(sse_event(rpc(pushed).decode(), event_id="g1", retry=0))
        return httpx.Response(405)

    server = Server(handler)
    async with transport(server, headers={"X-Key": "k"}) as t:
        with anyio.fail_after(5):
            await t.send(Request(1, "initialize", {}), headers={"MCP-Protocol-Version": "2025-11-25"})
            assert await t.receive() == Response(1, {})
            await t.open_server_stream()
            assert await t.receive() == pushed
            while len(server.by_method("GET")) < 2:
                await anyio.wait_all_tasks_blocked()
    first, second = server.by_method("GET")
    for get in (first, second):
        assert get.headers["accept"] == "text/event-stream"
        assert get.headers["mcp-session-id"] == "s-1"
        assert get.headers["mcp-protocol-version"] == "2025-11-25"
        assert get.headers["x-key"] == "k"
    assert "last-event-id" not in first.headers
    assert second.headers["last-event-id"] == "g1"


# --- legacy HTTP+SSE (2024-11-05) -----------------------------------------------------------------


SSE_URL = "http://mcp.test:8000/sse"


class LegacyServer:
    """An HTTP+SSE server: one held GET stream; POSTs are answered on it."""

    def __init__(self, endpoint: str = "/messages?session_id=abc") -> None:
        self.endpoint = endpoint
        self.out, self._events = anyio.create_memory_object_stream[bytes](100)
        self.posts: list[httpx.Request] = []
        self.get_headers: httpx.Headers | None = None

    async def _stream(self) -> AsyncIterator[bytes]:
        yield f"event: endpoint\ndata: {self.endpoint}\n\n".encode()
        async with self._events:
            async for chunk in self._events:
                yield chunk

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        if request.method == "GET":
            self.get_headers = request.headers
            return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=self._stream())
        self.posts.append(request)
        body = json.loads(request.content)
        if body.get("method") == "boom":
            return httpx.Response(500, json={"detail": "boom"})
        if "id" in body:
            answer = Response(body["id"], {"echo": body["method"]})
            await self.out.send(b"event: message\ndata: " + rpc(answer) + b"\n\n")
        return httpx.Response(202, text="Accepted")

    def transport(self, **kwargs: Any) -> SseTransport:
        client = httpx.AsyncClient(transport=httpx.MockTransport(self))
        return SseTransport(SSE_URL, client=client, **kwargs)


async def test_legacy_sse_round_trip() -> None:
    server = LegacyServer()
    async with server.transport(headers={"Authorization": "Bearer t"}) as t:
        assert t.endpoint == "http://mcp.test:8000/messages?session_id=abc"
        assert not t.cancels_by_closing and t.kind == "sse"
        with anyio.fail_after(5):
            await t.send(Request(1, "initialize", {}))
            assert await t.receive() == Response(1, {"echo": "initialize"})
            await t.send(Notification("notifications/initialized"))
            await t.send(Request(2, "tools/list"))
            assert await t.receive() == Response(2, {"echo": "tools/list"})
            with pytest.raises(HttpStatusError) as caught:
                await t.send(Request(3, "boom"))
            assert caught.value.status == 500 and caught.value.body == {"detail": "boom"}
    assert server.get_headers is not None
    assert server.get_headers["accept"] == "text/event-stream"
    assert server.get_headers["authorization"] == "Bearer t"
    post = server.posts[0]
    assert str(post.url) == "http://mcp.test:8000/messages?session_id=abc"
    assert post.headers["content-type"] == "application/json"
    assert post.headers["authorization"] == "Bearer t"


async def test_legacy_stream_end_closes_after_draining() -> None:
    server = LegacyServer()
    async with server.transport() as t:
        with anyio.fail_after(5):
            await t.send(Request(1, "ping"))
            await server.out.aclose()
            assert await t.receive() == Response(1, {"echo": "ping"})
            with pytest.raises(TransportClosed):
                await t.receive()


@pytest.mark.parametrize(
    "endpoint",
    ["http://evil.test:8000/messages", "https://mcp.test:8000/messages", "http://mcp.test:9000/m", "//evil.test/m"],
)
async def test_legacy_cross_origin_endpoint_is_rejected(endpoint: str) -> None:
    server = LegacyServer(endpoint)
    with anyio.fail_after(5), pytest.raises(ProtocolViolation, match="another origin"):
        await server.transport().open()


async def test_legacy_absolute_same_origin_endpoint() -> None:
    server = LegacyServer("http://mcp.test:8000/other/path")
    async with server.transport() as t:
        assert t.endpoint == "http://mcp.test:8000/other/path"


async def test_legacy_first_event_must_be_endpoint() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return sse_response(sse_event(rpc(RESP).decode()))

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    with anyio.fail_after(5), pytest.raises(ProtocolViolation, match="endpoint"):
        await SseTransport(SSE_URL, client=client).open()


async def test_legacy_get_refused() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(405)

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    with anyio.fail_after(5), pytest.raises(HttpStatusError) as caught:
        await SseTransport(SSE_URL, client=client).open()
    assert caught.value.status == 405


async def test_legacy_get_wrong_content_type() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"hello": "world"})

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    with anyio.fail_after(5), pytest.raises(HttpStatusError, match="not JSON or SSE"):
        await SseTransport(SSE_URL, client=client).open()


async def test_legacy_no_endpoint_in_time() -> None:
    stream = HeldStream(b": hello\n\n")

    async def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, stream=stream)

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    with anyio.fail_after(5), pytest.raises(TransportClosed, match="no endpoint event"):
        await SseTransport(SSE_URL, client=client, endpoint_timeout=0.05).open()
    assert stream.closed.is_set()


async def test_legacy_stream_ending_before_endpoint() -> None:
    async def handler(request: httpx.Request) -> httpx.Response:
        return sse_response(b": nothing\n\n")

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    with anyio.fail_after(5), pytest.raises(TransportClosed, match="before its endpoint"):
        await SseTransport(SSE_URL, client=client).open()


async def test_legacy_error_response_on_stream() -> None:
    server = LegacyServer()
    async with server.transport() as t:
        with anyio.fail_after(5):
            error = ErrorResponse(5, -32601, "nope")
            await server.out.send(b"data: " + rpc(error) + b"\n\n")
            assert await t.receive() == error


@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_our_own_client_on_asyncio_is_aiohttp_with_httpx_errors() -> None:
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    t = StreamableHttpTransport(f"http://127.0.0.1:{port}/mcp")
    async with t:
        assert type(t._client).__name__ == "AioClient"
        with anyio.fail_after(10), pytest.raises(TransportClosed, match="cannot connect"):
            await t.send(REQ)
    assert t._client.is_closed
