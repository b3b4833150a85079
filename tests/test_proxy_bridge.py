"""A legacy upstream's own requests (elicitation, sampling, roots), bridged to a modern client as MRTR rounds."""

from __future__ import annotations

import itertools
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.protocol.jsonrpc import ErrorResponse, Message, Notification, Request, Response
from aggregator.proxy.server import ProxyServer, ProxySettings
from tests.memory_server import CallHandler, FakeServer, Session, tool

pytestmark = pytest.mark.anyio
ELICIT = {
    "mode": "form",
    "message": "Your name?",
    "requestedSchema": {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
}
SAMPLE = {"messages": [{"role": "user", "content": {"type": "text", "text": "hi"}}], "maxTokens": 5}
ACCEPT = {"action": "accept", "content": {"name": "octocat"}}
_ids = itertools.count(100)  # the fake's own request ids: unique, as several calls may be asking at once


@asynccontextmanager
async def proxy(*servers: tuple[str, FakeServer], watch: bool = True, **settings: Any) -> AsyncIterator[ProxyServer]:
    """A proxy whose `watch` runs, as in the fronts: it owns the parked calls."""
    configs = [ServerConfig(name=name, serve=fake.serve) for name, fake in servers]
    async with Aggregator(configs) as agg:
        server = ProxyServer(agg, ProxySettings(**settings))
        async with anyio.create_task_group() as tg:
            if watch:
                await tg.start(server.watch)
            yield server
            tg.cancel_scope.cancel()


def modern(rid: int, params: dict[str, Any], caps: dict[str, Any] | None = None, **meta: Any) -> Request:
    capabilities = {"elicitation": {}} if caps is None else caps
    base = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": capabilities,
    }
    return Request(rid, "tools/call", {**params, "_meta": {**base, **meta}})


def retry(
    rid: int, name: str, first: dict[str, Any], answer: Any, arguments: dict[str, Any] | None = None, **kw: Any
) -> Request:
    """The client's retry of `first` (an input_required result), answering its one input request."""
    (key,) = first["inputRequests"]
    params = {"name": name, "arguments": arguments or {}, "inputResponses": {key: answer}}
    return modern(rid, {**params, "requestState": first["requestState"]}, **kw)


async def call(server: ProxyServer, request: Request, sent: list[Message] | None = None) -> Any:
    async def send(message: Message) -> None:
        if sent is not None:
            sent.append(message)

    with anyio.fail_after(10):
        return await server.handle(request, session=None, send=send)


def result(reply: Any) -> dict[str, Any]:
    assert isinstance(reply, Response), reply
    return reply.result


def answered(reply: Any) -> list[Any]:
    """What the fake tool heard back from each of its requests (its final text is their JSON)."""
    body = result(reply)
    assert body["resultType"] == "complete", body
    return json.loads(body["content"][0]["text"])


async def ask_client(session: Session, rid: int, method: str, params: dict[str, Any]) -> Any:
    """The upstream's own request to its client, and the client's answer (a result, or an error code)."""
    await session.send(Request(rid, method, params))
    while rid not in session.replies:
        if session.replied.is_set():
            session.replied = anyio.Event()  # shared by every call waiting in this session: renewed once spent
        await session.replied.wait()
    reply = session.replies[rid]
    return reply.result if isinstance(reply, Response) else {"error": reply.code}  # type: ignore[union-attr]


def asking(*questions: tuple[str, dict[str, Any]], then: anyio.Event | None = None) -> CallHandler:
    """A legacy tool that asks its client each question in turn, then reports every answer."""

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        answers = [await ask_client(session, next(_ids), method, params) for method, params in questions]
        if then is not None:
            then.set()
        return {"content": [{"type": "text", "text": json.dumps(answers)}]}

    return on_call


def legacy(*questions: tuple[str, dict[str, Any]], name: str = "ask", then: anyio.Event | None = None) -> FakeServer:
    return FakeServer(era="legacy", pages=[[tool(name)]], on_call=asking(*questions, then=then))


async def test_elicitation_becomes_input_required_and_the_retry_finishes_the_call() -> None:
    fake = legacy(("elicitation/create", ELICIT))
    async with proxy(("a", fake)) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        final = await call(srv, retry(2, "ask", first, ACCEPT))
    assert first["resultType"] == "input_required"
    assert list(first["inputRequests"].values()) == [{"method": "elicitation/create", "params": ELICIT}]
    assert first["requestState"].startswith("mcpagg-bridge.")
    assert answered(final) == [ACCEPT]
    assert not srv._parked


async def test_two_elicitations_are_two_rounds_and_each_state_resumes_once() -> None:
    second_question = {**ELICIT, "message": "Your email?"}
    fake = legacy(("elicitation/create", ELICIT), ("elicitation/create", second_question))
    async with proxy(("a", fake)) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        second = result(await call(srv, retry(2, "ask", first, ACCEPT)))
        replayed = await call(srv, retry(3, "ask", first, ACCEPT))
        final = await call(srv, retry(4, "ask", second, {"action": "decline"}))
    assert second["resultType"] == "input_required"
    assert list(second["inputRequests"].values()) == [{"method": "elicitation/create", "params": second_question}]
    assert second["requestState"] != first["requestState"]
    assert isinstance(replayed, ErrorResponse) and replayed.code == -32602
    assert answered(final) == [ACCEPT, {"action": "decline"}]


async def test_a_retry_without_the_answer_is_asked_again() -> None:
    async with proxy(("a", legacy(("elicitation/create", ELICIT)))) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        params = {"name": "ask", "arguments": {}, "inputResponses": {}, "requestState": first["requestState"]}
        again = result(await call(srv, modern(2, params)))
        final = await call(srv, retry(3, "ask", again, ACCEPT))
    assert again["inputRequests"] == first["inputRequests"] and again["requestState"] != first["requestState"]
    assert answered(final) == [ACCEPT]


async def test_sampling_is_bridged_too() -> None:
    sampled = {"role": "assistant", "content": {"type": "text", "text": "hello"}, "model": "m", "stopReason": "end"}
    async with proxy(("a", legacy(("sampling/createMessage", SAMPLE)))) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}}, caps={"sampling": {}})))
        final = await call(srv, retry(2, "ask", first, sampled, caps={"sampling": {}}))
    assert list(first["inputRequests"].values()) == [{"method": "sampling/createMessage", "params": SAMPLE}]
    assert answered(final) == [sampled]


URL_ELICIT = {"mode": "url", "elicitationId": "e9", "url": "https://example.com/consent", "message": "consent"}
SAMPLE_TOOLS = {**SAMPLE, "tools": [{"name": "t", "inputSchema": {"type": "object"}}]}


@pytest.mark.parametrize(
    ("question", "caps", "needs"),
    [
        # form only: a URL-mode question is not for it, and the mode it lacks is named (it has `elicitation`)
        (URL_ELICIT, {"elicitation": {"form": {}}}, {"elicitation": {"url": {}}}),
        (URL_ELICIT, {"elicitation": {}}, {"elicitation": {"url": {}}}),  # the older revisions' bare one means form
        (URL_ELICIT, {}, {"elicitation": {"url": {}}}),
        (URL_ELICIT, {"elicitation": {"url": {}}}, None),
        (ELICIT, {"elicitation": {"url": {}}}, {"elicitation": {"form": {}}}),  # URL only: no form
        (ELICIT, {"elicitation": {}}, None),
    ],
)
async def test_an_elicitation_reaches_only_a_client_that_declared_its_mode(
    question: dict[str, Any], caps: dict[str, Any], needs: dict[str, Any] | None
) -> None:
    async with proxy(("a", legacy(("elicitation/create", question)))) as srv:
        reply = await call(srv, modern(1, {"name": "ask", "arguments": {}}, caps=caps))
    if needs is None:
        assert list(result(reply)["inputRequests"].values()) == [{"method": "elicitation/create", "params": question}]
    else:
        # what a conforming server would name: `{"elicitation": {}}` would tell a client that has it nothing
        assert isinstance(reply, ErrorResponse) and reply.code == -32021, reply
        assert reply.data["requiredCapabilities"] == needs  # type: ignore[index]


async def test_a_sampling_request_offering_tools_needs_sampling_tools() -> None:
    async with proxy(("a", legacy(("sampling/createMessage", SAMPLE_TOOLS)))) as srv:
        refused = await call(srv, modern(1, {"name": "ask", "arguments": {}}, caps={"sampling": {}}))
        asked = await call(srv, modern(2, {"name": "ask", "arguments": {}}, caps={"sampling": {"tools": {}}}))
    assert isinstance(refused, ErrorResponse) and refused.code == -32021
    assert refused.data["requiredCapabilities"] == {"sampling": {"tools": {}}}  # type: ignore[index]
    assert "sampling.tools" in refused.message
    assert result(asked)["resultType"] == "input_required"


@pytest.mark.parametrize("caps", [{}, {"sampling": {}}])
async def test_undeclared_capability_is_declined_not_asked_and_the_client_told_what_it_lacks(
    caps: dict[str, Any],
) -> None:
    # {}: no bridge is offered at all; {"sampling": {}}: a bridge is, and it declines what was not declared
    fake = legacy(("elicitation/create", ELICIT))
    async with proxy(("a", fake)) as srv:
        reply = await call(srv, modern(1, {"name": "ask", "arguments": {}}, caps=caps))
    assert [m for m in fake.received if isinstance(m, ErrorResponse)] != []  # the upstream's request was declined
    assert isinstance(reply, ErrorResponse) and reply.code == -32021
    assert reply.data["requiredCapabilities"] == {"elicitation": {}}  # type: ignore[index]


async def test_roots_the_client_did_not_declare_are_answered_from_the_config() -> None:
    fake = legacy(("roots/list", {}))
    async with proxy(("a", fake)) as srv:
        reply = await call(srv, modern(1, {"name": "ask", "arguments": {}}, caps={"elicitation": {}}))
    assert answered(reply) == [{"roots": []}]  # the upstream's own handler answers: no decline, no question


async def test_errors_keep_their_channel_when_the_call_could_be_parked() -> None:
    async with proxy(("a", legacy(("elicitation/create", ELICIT)))) as srv:
        unknown = await call(srv, modern(1, {"name": "nope", "arguments": {}}))
    assert isinstance(unknown, ErrorResponse) and unknown.code == -32602
    assert not srv._parked


async def test_without_watch_running_nothing_is_parked() -> None:
    async with proxy(("a", legacy(("elicitation/create", ELICIT))), watch=False) as srv:
        reply = await call(srv, modern(1, {"name": "ask", "arguments": {}}))
    assert answered(reply) == [{"error": -32601}]


async def test_forged_or_misdirected_state_is_refused_and_the_real_one_still_works() -> None:
    fakes = (("a", legacy(("elicitation/create", ELICIT))), ("b", FakeServer(era="legacy", pages=[[tool("other")]])))
    async with proxy(*fakes) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        state = first["requestState"]
        forged = {**first, "requestState": state[:-3] + ("AAA" if not state.endswith("AAA") else "BBB")}
        made_up = {**first, "requestState": state.split(".")[0] + "." + state.split(".")[1] + ".eyJ9"}
        refused = [
            await call(srv, retry(2, "ask", forged, ACCEPT)),
            await call(srv, retry(3, "ask", made_up, ACCEPT)),
            await call(srv, retry(4, "other", first, ACCEPT)),  # another tool's call cannot take it
            await call(srv, retry(5, "ask", first, ACCEPT, arguments={"x": 1})),  # nor other arguments
        ]
        final = await call(srv, retry(6, "ask", first, ACCEPT))
    assert [(type(r), r.code) for r in refused] == [(ErrorResponse, -32602)] * 4
    assert "expired or unknown requestState" in refused[0].message
    assert answered(final) == [ACCEPT]


async def test_interleaved_parked_calls_do_not_mix() -> None:
    fakes = (("a", legacy(("elicitation/create", ELICIT))), ("b", legacy(("elicitation/create", ELICIT))))
    async with proxy(*fakes) as srv:
        first_a = result(await call(srv, modern(1, {"name": "a__ask", "arguments": {}})))
        first_b = result(await call(srv, modern(2, {"name": "b__ask", "arguments": {}})))
        crossed = await call(srv, retry(3, "b__ask", first_a, ACCEPT))
        final_b = await call(srv, retry(4, "b__ask", first_b, {"action": "accept", "content": {"name": "bee"}}))
        final_a = await call(srv, retry(5, "a__ask", first_a, {"action": "accept", "content": {"name": "ay"}}))
    assert first_a["requestState"] != first_b["requestState"]
    assert isinstance(crossed, ErrorResponse) and crossed.code == -32602
    assert answered(final_a) == [{"action": "accept", "content": {"name": "ay"}}]
    assert answered(final_b) == [{"action": "accept", "content": {"name": "bee"}}]


async def test_one_upstream_two_callers_never_answers_for_the_wrong_one() -> None:
    # a legacy server's request names no call: with two bridged calls in flight it is declined, never misrouted
    async with proxy(("a", legacy(("elicitation/create", ELICIT)))) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        other = await call(srv, modern(2, {"name": "ask", "arguments": {}}))
        final = await call(srv, retry(3, "ask", first, ACCEPT))
    assert answered(other) == [{"error": -32601}]
    assert answered(final) == [ACCEPT]


async def test_an_unanswered_call_expires() -> None:
    asked = anyio.Event()
    fake = legacy(("elicitation/create", ELICIT), then=asked)
    async with proxy(("a", fake), input_expiry=0.2) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        with anyio.fail_after(10):
            await fake.wait_for("notifications/cancelled")  # the upstream call is cancelled...
            await asked.wait()  # ...and its request answered with an error
        late = await call(srv, retry(2, "ask", first, ACCEPT))
        parked = dict(srv._parked)
    replies = [m for m in fake.received if isinstance(m, ErrorResponse)]
    assert len(replies) == 1 and "did not answer" in replies[0].message
    assert isinstance(late, ErrorResponse) and late.code == -32602
    assert parked == {}


async def test_a_client_giving_up_mid_call_cancels_the_upstream_call() -> None:
    started = anyio.Event()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        started.set()
        await anyio.sleep_forever()
        raise AssertionError

    fake = FakeServer(era="legacy", pages=[[tool("slow")]], on_call=on_call)
    async with proxy(("a", fake)) as srv:
        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                tg.start_soon(call, srv, modern(1, {"name": "slow", "arguments": {}}))
                await started.wait()
                tg.cancel_scope.cancel()
            await fake.wait_for("notifications/cancelled")
        parked = dict(srv._parked)
    assert parked == {}


async def test_progress_follows_whichever_request_owns_the_call() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        token = req.params["_meta"]["progressToken"]  # type: ignore[index]
        await session.notify("notifications/progress", {"progressToken": token, "progress": 1})
        answer = await ask_client(session, next(_ids), "elicitation/create", ELICIT)
        await session.notify("notifications/progress", {"progressToken": token, "progress": 2})
        return {"content": [{"type": "text", "text": json.dumps([answer])}]}

    fake = FakeServer(era="legacy", pages=[[tool("ask")]], on_call=on_call)
    first_sent: list[Message] = []
    retry_sent: list[Message] = []
    async with proxy(("a", fake)) as srv:
        request = modern(1, {"name": "ask", "arguments": {}}, progressToken="one")
        first = result(await call(srv, request, first_sent))
        final = await call(srv, retry(2, "ask", first, ACCEPT, progressToken="two"), retry_sent)

    def progress(sent: list[Message]) -> list[Any]:
        return [m.params for m in sent if isinstance(m, Notification) and m.method == "notifications/progress"]

    assert progress(first_sent) == [{"progress": 1, "progressToken": "one"}]
    assert progress(retry_sent) == [{"progress": 2, "progressToken": "two"}]
    assert answered(final) == [ACCEPT]


async def test_a_modern_upstreams_own_state_still_passes_through() -> None:
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        params = req.params or {}
        if "requestState" not in params:
            return {
                "resultType": "input_required",
                "inputRequests": {"k": {"method": "elicitation/create", "params": ELICIT}},
                "requestState": "mcpagg-bridge.not-ours",
            }
        return {"content": [{"type": "text", "text": json.dumps([params["requestState"], params["inputResponses"]])}]}

    fake = FakeServer(era="modern", pages=[[tool("ask")]], on_call=on_call)
    async with proxy(("a", fake)) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        final = await call(srv, retry(2, "ask", first, ACCEPT))
    assert first["requestState"] == "mcpagg-bridge.not-ours"
    assert answered(final) == ["mcpagg-bridge.not-ours", {"k": ACCEPT}]


async def test_a_parked_call_resumes_only_for_the_user_who_started_it() -> None:
    # holding another user's requestState is no credential: bob cannot answer (or read) alice's call
    from aggregator.oauth_config import PRINCIPAL

    fake = legacy(("elicitation/create", ELICIT))
    async with proxy(("gh", fake)) as srv:
        alice = PRINCIPAL.set("alice")
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}})))
        PRINCIPAL.reset(alice)
        bob = PRINCIPAL.set("bob")
        refused = await call(srv, retry(2, "ask", first, {"action": "accept", "content": {"name": "bob"}}))
        PRINCIPAL.reset(bob)
        alice = PRINCIPAL.set("alice")
        done = await call(srv, retry(3, "ask", first, ACCEPT))
        PRINCIPAL.reset(alice)
    assert isinstance(refused, ErrorResponse) and "belongs to another user" in refused.message
    assert answered(done) == [ACCEPT]


async def test_log_lines_follow_whichever_request_owns_the_call_at_its_own_level() -> None:
    # a legacy server logs at the most verbose level any client asked for: each request hears its own threshold's
    # lines, and one that asked for none (the retry here) hears none, whoever started the call
    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        await session.notify("notifications/message", {"level": "debug", "logger": "t", "data": "d1"})
        await session.notify("notifications/message", {"level": "error", "logger": "t", "data": "e1"})
        answer = await ask_client(session, next(_ids), "elicitation/create", ELICIT)
        await session.notify("notifications/message", {"level": "critical", "logger": "t", "data": "c2"})
        return {"content": [{"type": "text", "text": json.dumps([answer])}]}

    fake = FakeServer(era="legacy", pages=[[tool("ask")]], on_call=on_call)
    sent: dict[str, list[Message]] = {"first": [], "silent": [], "loud": []}
    level = "io.modelcontextprotocol/logLevel"
    async with proxy(("a", fake)) as srv:
        first = result(await call(srv, modern(1, {"name": "ask", "arguments": {}}, **{level: "error"}), sent["first"]))
        assert answered(await call(srv, retry(2, "ask", first, ACCEPT), sent["silent"])) == [ACCEPT]
        first = result(await call(srv, modern(3, {"name": "ask", "arguments": {}}), sent["first"]))
        await call(srv, retry(4, "ask", first, ACCEPT, **{level: "error"}), sent["loud"])

    def lines(messages: list[Message]) -> list[Any]:
        return [m.params for m in messages if isinstance(m, Notification) and m.method == "notifications/message"]

    assert lines(sent["first"]) == [{"level": "error", "logger": "t", "data": "e1"}]
    assert lines(sent["silent"]) == []
    assert lines(sent["loud"]) == [{"level": "critical", "logger": "t", "data": "c2"}]


async def test_url_elicitations_a_server_never_completes_are_remembered_within_a_bound() -> None:
    from aggregator.proxy.session import MAX_URL_ELICITATIONS
    from aggregator.proxy.session import Session as DownstreamSession

    session = DownstreamSession()
    asked: list[str] = []

    async def gone(message: Message) -> None:
        assert isinstance(message, Request)
        asked.append(message.params["elicitationId"])  # type: ignore[index]
        raise anyio.BrokenResourceError  # the client went away: nothing completes it, ever

    with anyio.fail_after(10):
        for n in range(MAX_URL_ELICITATIONS + 40):
            params = {"mode": "url", "elicitationId": f"e{n}", "url": "https://example.com/a", "message": "m"}
            with pytest.raises(anyio.BrokenResourceError):
                await session.ask(gone, "elicitation/create", params)
    assert len(asked) == MAX_URL_ELICITATIONS + 40
    assert len(session.elicitations) == MAX_URL_ELICITATIONS
    assert "e0" not in session.elicitations and f"e{MAX_URL_ELICITATIONS + 39}" in session.elicitations
