"""The proxy's HTTP front as an ASGI app: statuses, headers, sessions, guards."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.headers import encode_header_value
from aggregator.proxy.http import HttpSettings, McpHttpApp
from aggregator.proxy.origin import Origin, own_origins
from aggregator.proxy.server import ProxyServer
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio
URL = "http://127.0.0.1/mcp"
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
REGION = {"type": "object", "properties": {"region": {"type": "string", "x-mcp-header": "Region"}}}


@asynccontextmanager
async def client(**settings: Any) -> AsyncIterator[httpx.AsyncClient]:
    fake = FakeServer(era="modern", pages=[[tool("echo"), tool("geo", inputSchema=REGION)]])
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg), HttpSettings(**settings))
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                yield http


def modern(method: str, params: dict[str, Any] | None = None, rid: int = 1, **headers: str) -> dict[str, Any]:
    body = {"jsonrpc": "2.0", "id": rid, "method": method, "params": {**(params or {}), "_meta": META}}
    base = {**ACCEPT, "mcp-protocol-version": "2026-07-28", "mcp-method": method}
    return {"content": json.dumps(body), "headers": {**base, **headers}}


async def test_modern_list_and_call() -> None:
    async with client() as http:
        listed = await http.post(URL, **modern("tools/list"))
        called = await http.post(URL, **modern("tools/call", {"name": "echo", "arguments": {}}, **{"mcp-name": "echo"}))
    assert listed.status_code == 200 and listed.headers["content-type"] == "application/json"
    assert [t["name"] for t in listed.json()["result"]["tools"]] == ["echo", "geo"]
    assert "mcp-session-id" not in listed.headers  # modern HTTP is stateless
    assert called.json()["result"]["content"][0]["text"] == "called echo"


async def test_modern_header_rules() -> None:
    async with client() as http:
        no_name = await http.post(URL, **modern("tools/call", {"name": "echo", "arguments": {}}))
        wrong_method = await http.post(URL, **modern("tools/list", **{"mcp-method": "TOOLS/LIST"}))
        wrong_version = await http.post(URL, **modern("tools/list", **{"mcp-protocol-version": "2025-11-25"}))
        unknown = await http.post(URL, **modern("nope/nothing"))
        body = {
            "jsonrpc": "2.0",
            "id": 7,
            "method": "tools/list",
            "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2099-01-01"}},
        }
        future = await http.post(
            URL,
            content=json.dumps(body),
            headers={**ACCEPT, "mcp-protocol-version": "2099-01-01", "mcp-method": "tools/list"},
        )
    for response in (no_name, wrong_method, wrong_version):
        assert response.status_code == 400 and response.json()["error"]["code"] == -32020
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == -32601
    assert future.status_code == 400 and future.json()["error"]["code"] == -32022
    assert future.json()["error"]["data"]["requested"] == "2099-01-01" and future.json()["id"] == 7


async def test_param_headers_must_mirror_the_body() -> None:
    args = {"name": "geo", "arguments": {"region": "eu west"}}
    async with client() as http:
        missing = await http.post(URL, **modern("tools/call", args, **{"mcp-name": "geo"}))
        ok = await http.post(URL, **modern("tools/call", args, **{"mcp-name": "geo", "mcp-param-region": "eu west"}))
    assert missing.status_code == 400 and missing.json()["error"]["code"] == -32020
    assert ok.status_code == 200 and ok.json()["result"]["content"][0]["text"] == "called geo"


async def test_accept_and_notification() -> None:
    async with client() as http:
        bad_accept = await http.post(URL, content="{}", headers={"accept": "application/json"})
        note = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}}
        accepted = await http.post(URL, content=json.dumps(note), headers=ACCEPT)
        garbage = await http.post(URL, content=b"{not json", headers=ACCEPT)
        plain = await http.post(URL, content=json.dumps(note), headers={**ACCEPT, "content-type": "text/plain"})
        charset = await http.post(
            URL, content=json.dumps(note), headers={**ACCEPT, "content-type": "application/json; charset=utf-8"}
        )
    assert bad_accept.status_code == 406
    assert plain.status_code == 415 and charset.status_code == 202  # as the SDK servers answer
    assert accepted.status_code == 202 and accepted.content == b""
    assert garbage.status_code == 400 and garbage.json()["error"]["code"] == -32700


async def test_legacy_sessions() -> None:
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}},
    }
    listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    async with client() as http:
        opened = await http.post(URL, content=json.dumps(init), headers=ACCEPT)
        session = opened.headers["mcp-session-id"]
        headers = {**ACCEPT, "mcp-session-id": session, "mcp-protocol-version": "2025-06-18"}
        listed = await http.post(URL, content=json.dumps(listing), headers=headers)
        without = await http.post(URL, content=json.dumps(listing), headers=ACCEPT)
        stranger = await http.post(URL, content=json.dumps(listing), headers={**ACCEPT, "mcp-session-id": "nope"})
        deleted = await http.delete(URL, headers={"mcp-session-id": session})
        after = await http.post(URL, content=json.dumps(listing), headers=headers)
        get_without = await http.get(URL, headers={"accept": "text/event-stream"})
    assert opened.json()["result"]["protocolVersion"] == "2025-06-18"
    assert [t["name"] for t in listed.json()["result"]["tools"]] == ["echo", "geo"]
    assert "ttlMs" not in listed.json()["result"]
    assert without.status_code == 400 and stranger.status_code == 404
    assert deleted.status_code == 200 and after.status_code == 404
    assert get_without.status_code == 405


async def test_host_origin_and_token_guards() -> None:
    async with client(token="s3cret") as http:
        rebinding = await http.post("http://evil.example/mcp", **modern("tools/list"))
        origin = await http.post(URL, **modern("tools/list", origin="http://evil.example"))
        no_token = await http.post(URL, **modern("tools/list"))
        good = await http.post(URL, **modern("tools/list", authorization="Bearer s3cret", origin="http://localhost"))
        closed_health = await http.get("/healthz")
        health = await http.get("/healthz", headers={"authorization": "Bearer s3cret"})
    assert rebinding.status_code == 403 and origin.status_code == 403
    assert no_token.status_code == 401
    assert good.status_code == 200
    assert closed_health.status_code == 401
    assert health.status_code == 200 and health.json()["servers"]["a"]["state"] == "ok"


@pytest.mark.parametrize("host", ["localhost:1@evil.example", "localhost:80/x", "[::1]evil.example", "local host"])
async def test_a_host_header_that_is_no_host_and_port_is_refused(host: str) -> None:
    # such a value passed the allow-list by its first part, and went on into login and redirect links
    async with client(token="s3cret") as http:
        answer = await http.post(URL, **modern("tools/list", authorization="Bearer s3cret", host=host))
    assert answer.status_code == 403


@pytest.mark.parametrize("host", ["LOCALHOST", "LocalHost:8080", "127.0.0.1"])
async def test_a_host_name_matches_whatever_its_case(host: str) -> None:
    # a host name has no case (RFC 3986 3.2.2): Origin already compared so, and Host must agree with it
    async with client(token="s3cret") as http:
        answer = await http.post(URL, **modern("tools/list", authorization="Bearer s3cret", host=host))
    assert answer.status_code == 200


# -- JSON-RPC payload shape ---------------------------------------------------------------------


async def legacy_session(http: httpx.AsyncClient, version: str) -> dict[str, str]:
    init = {
        "jsonrpc": "2.0",
        "id": 0,
        "method": "initialize",
        "params": {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}},
    }
    opened = await http.post(URL, content=json.dumps(init), headers=ACCEPT)
    assert opened.status_code == 200, opened.text
    return {**ACCEPT, "mcp-session-id": opened.headers["mcp-session-id"], "mcp-protocol-version": version}


def ping(rid: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": rid, "method": "ping"}


async def test_a_one_element_batch_is_answered_with_a_one_element_array() -> None:
    async with client() as http:
        headers = await legacy_session(http, "2025-03-26")
        answered = await http.post(URL, content=json.dumps([ping(1)]), headers=headers)
    assert answered.status_code == 200
    assert answered.json() == [{"jsonrpc": "2.0", "id": 1, "result": {}}]


async def test_one_invalid_batch_member_gets_its_own_invalid_request_and_the_rest_are_answered() -> None:
    batch = [
        ping(1),
        {"jsonrpc": "2.0", "id": 2},  # neither a method nor a result
        5,
        {"jsonrpc": "1.0", "id": "x", "method": "ping"},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/list"},
    ]
    async with client() as http:
        headers = await legacy_session(http, "2025-03-26")
        answered = await http.post(URL, content=json.dumps(batch), headers=headers)
    assert answered.status_code == 200
    replies = answered.json()
    assert [r.get("id") for r in replies] == [1, 2, None, "x", 3]  # in order; the notification has no answer
    assert [r["error"]["code"] for r in replies[1:4]] == [-32600, -32600, -32600]
    assert replies[0]["result"] == {} and [t["name"] for t in replies[4]["result"]["tools"]] == ["echo", "geo"]


async def test_a_batch_of_only_notifications_is_accepted_with_no_body() -> None:
    note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    async with client() as http:
        headers = await legacy_session(http, "2025-03-26")
        answered = await http.post(URL, content=json.dumps([note, note]), headers=headers)
    assert answered.status_code == 202 and answered.content == b""


async def test_a_modern_request_or_initialize_inside_a_batch_is_refused_not_run_unchecked() -> None:
    body = json.loads(modern("tools/call", {"name": "geo", "arguments": {"region": "eu"}})["content"])
    init = {"jsonrpc": "2.0", "id": 8, "method": "initialize", "params": {"protocolVersion": "2025-03-26"}}
    async with client() as http:
        headers = await legacy_session(http, "2025-03-26")
        # no Mcp-Method, Mcp-Name or Mcp-Param-Region could mirror it: a batch has one set of headers
        answered = await http.post(URL, content=json.dumps([body, init, ping(9)]), headers=headers)
    replies = answered.json()
    assert [r["id"] for r in replies] == [1, 8, 9]
    assert replies[0]["error"]["code"] == -32600 and "modern" in replies[0]["error"]["message"]
    assert replies[1]["error"]["code"] == -32600 and replies[2]["result"] == {}


@pytest.mark.parametrize(
    "payload, rid",
    [
        ({"jsonrpc": "2.0", "id": 3}, 3),
        ({"jsonrpc": "2.0", "id": 4, "method": 7}, 4),
        ({"jsonrpc": "2.0", "id": None, "method": "ping"}, None),
        ({"foo": 1}, None),
        (1, None),
        ("ping", None),
        ([], None),  # an empty batch
        ([ping(5)], None),  # a batch where the revision has none
    ],
)
async def test_json_that_is_not_a_request_object_is_invalid_request_not_parse_error(payload: Any, rid: Any) -> None:
    async with client() as http:
        headers = await legacy_session(http, "2025-03-26" if payload == [] else "2025-06-18")
        answered = await http.post(URL, content=json.dumps(payload), headers=headers)
        garbage = await http.post(URL, content=b'{"jsonrpc": "2.0", "id": 1', headers=headers)
    assert answered.status_code == 400
    assert answered.json()["error"]["code"] == -32600 and answered.json().get("id") == rid
    assert garbage.status_code == 400 and garbage.json()["error"]["code"] == -32700  # not JSON at all


# -- cancellation in legacy sessions --------------------------------------------------------------


@pytest.mark.parametrize("version", ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
async def test_a_legacy_clients_cancelled_notification_cancels_the_upstream_call(version: str) -> None:
    started = anyio.Event()

    async def hang(session: Any, request: Any) -> dict[str, Any]:
        started.set()
        await anyio.sleep_forever()
        raise AssertionError("unreachable")

    fake = FakeServer(era="legacy", pages=[[tool("hang")]], on_call=hang)
    call = {"jsonrpc": "2.0", "id": "c1", "method": "tools/call", "params": {"name": "hang", "arguments": {}}}
    cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": "c1", "reason": "t"}}
    answers: list[httpx.Response] = []
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                headers = await legacy_session(http, version)

                async def post_call() -> None:
                    answers.append(await http.post(URL, content=json.dumps(call), headers=headers))

                async with anyio.create_task_group() as tg:
                    tg.start_soon(post_call)
                    await started.wait()
                    accepted = await http.post(URL, content=json.dumps(cancel), headers=headers)
                    await fake.wait_for("notifications/cancelled")  # upstream told, as on stdio
    assert accepted.status_code == 202
    (answer,) = answers
    # the cancelled request gets no answer: its stream ends empty (the only way Streamable HTTP can say nothing)
    assert answer.status_code == 200 and answer.headers["content-type"] == "text/event-stream"
    assert "c1" not in answer.text and '"result"' not in answer.text


@pytest.mark.parametrize("request_id", [[1], {"a": 1}, True, None, 1.5])
async def test_a_cancelled_notification_naming_no_usable_id_is_accepted_and_ignored(request_id: Any) -> None:
    cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": request_id}}
    async with client() as http:
        headers = await legacy_session(http, "2025-06-18")
        accepted = await http.post(URL, content=json.dumps(cancel), headers=headers)
        after = await http.post(URL, content=json.dumps(ping(2)), headers=headers)
    assert accepted.status_code == 202 and after.json()["result"] == {}


# -- Origin ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "origin",
    [
        "file://localhost",
        "http://localhost:9999",  # another local web app: same host, other port
        "https://localhost",  # other scheme
        "null",
        "http://localhost.evil.example",
        "http://evil.example@localhost",
        "http://localhost/path",
        "http://localhost:\u00b2",
        "http://localhost:" + "9" * 5000,
        "ws://localhost",
    ],
)
async def test_an_origin_matching_only_by_host_is_refused(origin: str) -> None:
    request = modern("tools/list")
    request["headers"]["origin"] = origin.encode("latin-1")  # as the bytes arrive on the wire
    async with client() as http:
        refused = await http.post(URL, **request)
    assert refused.status_code == 403


@pytest.mark.parametrize("origin", ["http://localhost", "http://127.0.0.1:80", "http://[::1]", "HTTP://LocalHost"])
async def test_the_servers_own_origin_passes_under_any_of_its_host_names(origin: str) -> None:
    async with client() as http:
        allowed = await http.post(URL, **modern("tools/list", origin=origin))
    assert allowed.status_code == 200


async def test_configured_allowed_origins_compare_scheme_host_and_port() -> None:
    async with client(allowed_origins=("https://app.example", "null")) as http:
        exact = await http.post(URL, **modern("tools/list", origin="https://app.example"))
        default_port = await http.post(URL, **modern("tools/list", origin="https://app.example:443"))
        sandboxed = await http.post(URL, **modern("tools/list", origin="null"))  # configured verbatim: kept
        other_port = await http.post(URL, **modern("tools/list", origin="https://app.example:8443"))
        other_scheme = await http.post(URL, **modern("tools/list", origin="http://app.example"))
    assert (exact.status_code, default_port.status_code, sandboxed.status_code) == (200, 200, 200)
    assert (other_port.status_code, other_scheme.status_code) == (403, 403)


def test_own_origins_are_the_bound_scheme_and_port_under_each_host_name() -> None:
    scope = {"scheme": "http", "server": ("127.0.0.1", 43123)}
    own = own_origins(scope, ("localhost", "127.0.0.1", "::1"))
    assert Origin.parse("http://localhost:43123") in own and Origin.parse("http://[::1]:43123") in own
    assert Origin.parse("http://localhost:9999") not in own and Origin.parse("https://localhost:43123") not in own


# -- Mcp-Param headers ----------------------------------------------------------------------------

COUNTED = {
    "type": "object",
    "properties": {
        "count": {"type": "integer", "x-mcp-header": "Count"},
        "label": {"type": "string", "x-mcp-header": "Label"},
    },
}


@pytest.mark.parametrize(
    "count, label, status",
    [
        ("42", "10", 200),
        ("42.0", "10", 200),  # integers compare numerically
        ("4.2e1", "10", 200),
        (encode_header_value("\u0664\u0662"), "10", 400),  # Arabic-Indic digits: float() takes them
        ("4_2", "10", 400),
        ("9" * 5000, "10", 400),
        ("42", "1e1", 400),  # a string argument compares as text: "1e1" is not "10"
        ("42", "10.0", 400),
    ],
)
async def test_param_headers_compare_numerically_only_for_integers_and_only_in_ascii(
    count: str, label: str, status: int
) -> None:
    fake = FakeServer(era="modern", pages=[[tool("count", inputSchema=COUNTED)]])
    args = {"name": "count", "arguments": {"count": 42, "label": "10"}}
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                headers = {"mcp-name": "count", "mcp-param-count": count, "mcp-param-label": label}
                answered = await http.post(URL, **modern("tools/call", args, **headers))
    assert answered.status_code == status


@pytest.mark.parametrize(
    "arguments, headers, status",
    [
        ({"label": "10"}, {"mcp-param-label": "10", "mcp-param-count": "42"}, 400),  # count: not in the body
        ({"count": None, "label": "10"}, {"mcp-param-label": "10", "mcp-param-count": "42"}, 400),
        ({"label": "10"}, {"mcp-param-label": "10"}, 200),
        # a count no header can carry is the call's to refuse; the label's header is still checked
        ({"count": 2**60, "label": "10"}, {"mcp-param-label": "11"}, 400),
    ],
)
async def test_a_param_header_without_its_argument_in_the_body_is_a_mismatch(
    arguments: dict[str, Any], headers: dict[str, str], status: int
) -> None:
    fake = FakeServer(era="modern", pages=[[tool("count", inputSchema=COUNTED)]])
    args = {"name": "count", "arguments": arguments}
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                answered = await http.post(URL, **modern("tools/call", args, **{"mcp-name": "count", **headers}))
    assert answered.status_code == status
    if status == 400:
        assert answered.json()["error"]["code"] == -32020


async def test_a_cancelled_notification_from_another_session_cancels_nothing() -> None:
    started, release = anyio.Event(), anyio.Event()

    async def wait(session: Any, request: Any) -> dict[str, Any]:
        started.set()
        await release.wait()
        return {"content": [{"type": "text", "text": "done"}]}

    fake = FakeServer(era="legacy", pages=[[tool("wait")]], on_call=wait)
    call = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "wait", "arguments": {}}}
    cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 7}}
    answers: list[httpx.Response] = []
    async with Aggregator([ServerConfig(name="a", serve=fake.serve)]) as agg:
        app = McpHttpApp(ProxyServer(agg))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            with anyio.fail_after(10):
                owner = await legacy_session(http, "2025-06-18")
                stranger = await legacy_session(http, "2025-06-18")

                async def post_call() -> None:
                    answers.append(await http.post(URL, content=json.dumps(call), headers=owner))

                async with anyio.create_task_group() as tg:
                    tg.start_soon(post_call)
                    await started.wait()
                    accepted = await http.post(URL, content=json.dumps(cancel), headers=stranger)
                    release.set()
    assert accepted.status_code == 202
    assert "notifications/cancelled" not in fake.methods()
    assert answers[0].json()["result"]["content"][0]["text"] == "done"
