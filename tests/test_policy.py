"""The host's call policy (aggregator/policy.py): rules by hand, then the Aggregator's library callable and config
rules over in-memory servers, and the proxy's answer to a denied call."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator import (
    Aggregator,
    AggregatorConfig,
    AggregatorSettings,
    CallRequest,
    ConfigError,
    Decision,
    PolicyRule,
    ServerConfig,
)
from aggregator.config_file import parse_config
from aggregator.limits import REFUSED_KEY
from aggregator.policy import decide, effective_hints, first_match, request_for
from aggregator.protocol.jsonrpc import Request, Response
from aggregator.proxy.server import ProxyServer, ProxySettings
from tests.memory_server import FakeServer, tool

READ_ONLY = {"readOnlyHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True}


def request(server: str = "fs", tool: str = "read_file", annotations: Any = None, **kw: Any) -> CallRequest:
    return request_for(
        server, kw.get("name", tool), tool, kw.get("arguments"), annotations or {}, kw.get("trusted", False)
    )


def deny(**kw: Any) -> PolicyRule:
    return PolicyRule(action="deny", **kw)


def allow(**kw: Any) -> PolicyRule:
    return PolicyRule(action="allow", **kw)


# --- hints ---------------------------------------------------------------------------------------------------------


def test_absent_hints_are_the_specs_cautious_defaults() -> None:
    assert effective_hints({}) == {
        "readOnlyHint": False,
        "destructiveHint": True,
        "idempotentHint": False,
        "openWorldHint": True,
    }


def test_a_read_only_tool_is_neither_destructive_nor_idempotent() -> None:
    hints = effective_hints({"readOnlyHint": True, "destructiveHint": True, "idempotentHint": True})
    assert (hints["destructiveHint"], hints["idempotentHint"]) == (False, False)


def test_non_boolean_claims_count_as_absent() -> None:
    assert effective_hints({"readOnlyHint": "yes", "destructiveHint": 0, "openWorldHint": None}) == effective_hints({})


# --- rules ---------------------------------------------------------------------------------------------------------


def test_no_rules_or_no_match_decides_nothing() -> None:
    assert first_match((), request()) is None
    assert first_match((deny(server="git"),), request()) is None


def test_deny_by_server() -> None:
    decision = first_match((deny(server="f?"),), request(server="fs"))
    assert decision == Decision(False, "calls to servers 'f?' are not allowed", "policy[0]")


def test_deny_by_tool_glob_uses_the_servers_own_name() -> None:
    rules = (deny(server="fs", tool="delete_*", reason="deleting needs a person", label="no deletes"),)
    denied = first_match(rules, request(tool="delete_tree", name="fs__delete_tree"))
    assert denied == Decision(False, "deleting needs a person", "no deletes")
    assert first_match(rules, request(tool="read_file", name="delete_x")) is None  # exported name is not matched
    assert first_match(rules, request(server="other", tool="delete_tree")) is None


def test_deny_by_annotations_including_the_default() -> None:
    rules = (deny(annotations={"destructiveHint": True}),)
    assert first_match(rules, request(annotations=READ_ONLY)) is None
    said = first_match(rules, request(annotations=DESTRUCTIVE))
    silent = first_match(rules, request(annotations={}))
    assert said is not None and said.reason == "calls to destructiveHint: true are not allowed"
    assert silent is not None and "the spec's default: the tool does not say" in (silent.reason or "")


def test_first_match_wins_so_an_allow_can_precede_a_broader_deny() -> None:
    rules = (allow(server="fs", tool="delete_tmp_*"), deny(server="fs", tool="delete_*"))
    assert first_match(rules, request(tool="delete_tmp_cache")) == Decision.allow()
    assert first_match(rules, request(tool="delete_home")) == Decision(
        False, "calls to server 'fs', tools 'delete_*' are not allowed", "policy[1]"
    )


@pytest.mark.parametrize(
    "rule", [deny(server="fs"), deny(tool="rm_*"), deny(server="fs", tool="rm_rf")], ids=["server", "tool", "both"]
)
def test_claiming_read_only_does_not_escape_a_server_or_tool_deny(rule: PolicyRule) -> None:
    lying = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    decision = first_match((rule,), request(tool="rm_rf", annotations=lying))
    assert decision is not None and not decision.allowed


def test_an_allow_rule_on_annotations_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="an allow rule cannot match on annotations"):
        allow(annotations={"readOnlyHint": True})


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"action": "maybe"}, "action must be allow or deny"),
        ({"action": "deny", "annotations": {"title": True}}, "annotation 'title' cannot be matched"),
        ({"action": "deny", "annotations": {"readOnlyHint": "yes"}}, "against true or false"),
        ({"action": "deny", "tool": ""}, "tool must be a non-empty glob"),
    ],
)
def test_bad_rules_are_config_errors(kwargs: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ConfigError, match=fragment):
        PolicyRule(**kwargs)


def test_an_allow_rule_in_a_config_file_on_annotations_names_the_file_and_key() -> None:
    data = {
        "aggregator": {"policy": [{"deny": True, "server": "fs"}, {"allow": True, "annotations": READ_ONLY}]},
        "mcpServers": {"fs": {"command": "x"}},
    }
    with pytest.raises(ConfigError) as info:
        parse_config(data, source="mcp.json")
    assert str(info.value).startswith("mcp.json: aggregator.policy[1].annotations: an allow rule cannot match")


# --- deciding with a library callable --------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_the_callable_is_asked_after_the_rules_and_both_must_allow() -> None:
    asked: list[CallRequest] = []

    def policy(req: CallRequest) -> Decision:
        asked.append(req)
        return Decision.deny("not today", rule="host")

    assert await decide((allow(server="fs"),), policy, request()) == Decision(False, "not today", "host")
    denied = await decide((deny(server="fs"),), policy, request())
    assert denied.rule == "policy[0]"
    assert len(asked) == 1  # a rule's deny is final: the callable was not asked again


@pytest.mark.anyio
async def test_a_callable_that_returns_no_decision_fails_closed() -> None:
    with pytest.raises(TypeError, match="must return a Decision"):
        await decide((), lambda req: True, request())  # type: ignore[arg-type,return-value]


# --- through the Aggregator -------------------------------------------------------------------------------------------


def calls(fake: FakeServer) -> int:
    return fake.methods().count("tools/call")


def fs_server() -> FakeServer:
    return FakeServer(
        pages=[
            [
                tool("read_file", annotations=READ_ONLY),
                tool("delete_file", annotations={"readOnlyHint": True}),  # a lie
                tool("wipe", annotations=DESTRUCTIVE),
            ]
        ]
    )


@pytest.mark.anyio
@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
async def test_library_policy_sees_the_call_and_a_denial_is_never_sent(is_async: bool) -> None:
    seen: list[CallRequest] = []

    def judge(req: CallRequest) -> Decision:
        seen.append(req)
        return Decision.deny("a person must approve deletes") if req.tool.startswith("delete") else Decision.allow()

    async def judge_async(req: CallRequest) -> Decision:
        await anyio.lowlevel.checkpoint()
        return judge(req)

    fake = fs_server()
    config = ServerConfig(name="fs", serve=fake.serve, prefix="disk", trusted=True)
    async with Aggregator([config], policy=judge_async if is_async else judge) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            denied = await agg.call_tool("delete_file", {"path": "/etc"})
            allowed = await agg.call_tool("read_file", {"path": "/etc"})
    assert denied == {
        "content": [
            {
                "type": "text",
                "text": "The host's policy refused this call to 'delete_file': a person must approve deletes. "
                "The tool was not run; tell the user, or do without it.",
            }
        ],
        "isError": True,
        "_meta": {REFUSED_KEY: {"kind": "policy", "rule": None, "reason": "a person must approve deletes"}},
    }
    assert allowed["isError"] is False  # type: ignore[index]
    assert calls(fake) == 1
    first = seen[0]
    assert (first.server, first.name, first.tool, first.trusted) == ("fs", "delete_file", "delete_file", True)
    assert dict(first.arguments) == {"path": "/etc"} and dict(first.annotations) == {"readOnlyHint": True}
    with pytest.raises(TypeError):
        first.arguments["path"] = "/"  # type: ignore[index]


@pytest.mark.anyio
async def test_config_rules_deny_by_server_tool_and_annotations_and_a_lie_does_not_help() -> None:
    fake, other = fs_server(), FakeServer(pages=[[tool("echo")]])
    rules = (
        PolicyRule(action="deny", server="fs", tool="delete_*", label="no deletes"),
        PolicyRule(action="deny", annotations={"destructiveHint": True}, reason="destructive tools need a person"),
    )
    config = AggregatorConfig(
        servers=(ServerConfig(name="fs", serve=fake.serve), ServerConfig(name="other", serve=other.serve)),
        settings=AggregatorSettings(policy=rules),
    )
    async with Aggregator(config) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            by_tool = await agg.call_tool("delete_file", {})
            by_hint = await agg.call_tool("wipe", {})
            by_default = await agg.call_tool("echo", {})  # says nothing: the default is destructive
            read = await agg.call_tool("read_file", {})
    assert "(no deletes)" in by_tool["content"][0]["text"]  # type: ignore[index]
    assert "(policy[1]): destructive tools need a person" in by_hint["content"][0]["text"]  # type: ignore[index]
    assert by_default["isError"] is True  # type: ignore[index]
    assert read["isError"] is False  # type: ignore[index]
    assert calls(fake) == 1 and calls(other) == 0


@pytest.mark.anyio
async def test_a_continuation_is_judged_like_any_call() -> None:
    fake = fs_server()
    config = AggregatorConfig(
        servers=(ServerConfig(name="fs", serve=fake.serve),),
        settings=AggregatorSettings(policy=(PolicyRule(action="deny", tool="delete_*"),)),
    )
    async with Aggregator(config) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            result = await agg.call_tool("delete_file", {}, continuation={"requestState": "forged"})
    assert result["isError"] is True and calls(fake) == 0  # type: ignore[index]


# --- through the proxy ------------------------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_proxy_answers_a_denied_call_as_a_tool_error_to_both_eras() -> None:
    fake = fs_server()
    data = {"aggregator": {"policy": [{"deny": True, "server": "fs", "tool": "delete_*", "reason": "ask first"}]}}
    parsed = parse_config({**data, "mcpServers": {"fs": {"command": "unused"}}}, source="mcp.json")
    config = AggregatorConfig(servers=(ServerConfig(name="fs", serve=fake.serve),), settings=parsed.settings)
    meta = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}

    async def answer(srv: ProxyServer, req: Request, session: Any = None) -> dict[str, Any]:
        async def send(message: Any) -> None:
            pass

        with anyio.fail_after(10):
            reply = await srv.handle(req, session=session, send=send)
        assert isinstance(reply, Response), reply
        return reply.result

    async with Aggregator(config) as agg:
        srv = ProxyServer(agg, ProxySettings())
        call = {"name": "delete_file", "arguments": {"path": "/"}}
        modern = await answer(srv, Request(1, "tools/call", {**call, "_meta": meta}))
        session = srv.open_session()
        init = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        await answer(srv, Request(2, "initialize", init), session)
        legacy = await answer(srv, Request(3, "tools/call", call), session)
    expected = (
        "The host's policy refused this call to 'delete_file' (aggregator.policy[0]): ask first. "
        "The tool was not run; tell the user, or do without it."
    )
    for result in (modern, legacy):
        assert result["isError"] is True
        assert result["content"] == [{"type": "text", "text": expected}]
        assert result["_meta"][REFUSED_KEY] == {"kind": "policy", "rule": "aggregator.policy[0]", "reason": "ask first"}
    assert modern["resultType"] == "complete" and "resultType" not in legacy
    assert calls(fake) == 0


def test_a_stated_only_rule_matches_only_hints_the_tool_states() -> None:
    rules = (deny(annotations={"destructiveHint": True}, stated_only=True),)
    assert first_match(rules, request(annotations={})) is None  # says nothing: the default is not read into it
    assert first_match(rules, request(annotations={"readOnlyHint": False})) is None
    assert first_match(rules, request(annotations={"destructiveHint": "yes"})) is None  # not a boolean: not stated
    said = first_match(rules, request(annotations={"destructiveHint": True}))
    assert said is not None and not said.allowed
    # read-only is never destructive, as the spec reads the hints
    assert first_match(rules, request(annotations={"readOnlyHint": True, "destructiveHint": True})) is None
    # the same rule without stated_only keeps the cautious reading: silence counts as destructive
    cautious = first_match((deny(annotations={"destructiveHint": True}),), request(annotations={}))
    assert cautious is not None and not cautious.allowed


def test_stated_only_is_read_from_the_config_and_needs_annotations() -> None:
    servers = {"fs": {"command": "mcp-fs"}}
    rule = {"deny": True, "annotations": {"destructiveHint": True}, "stated_only": True}
    loaded = parse_config({"aggregator": {"policy": [rule]}, "mcpServers": servers})
    assert loaded.settings.policy[0].stated_only is True
    with pytest.raises(ConfigError) as info:
        parse_config({"aggregator": {"policy": [{"deny": True, "stated_only": True}]}, "mcpServers": servers})
    assert "aggregator.policy[0].stated_only: only means something beside 'annotations'" in str(info.value)
