"""The differential harness's stdio rule is narrow: it explains what one shared stdio session causes, nothing else."""

from __future__ import annotations

from typing import Any

from tests import differential as d

ASKED = {"method": "elicitation/create", "params": {"message": "name?"}}
ROOTS = {"method": "roots/list", "params": {}}


def seen(tools: list[str], calls: dict[str, Any], requests: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "tools": [{"name": name} for name in tools],
        "calls": calls,
        "requests": requests or {key: [] for key in calls},
        "prompts": {"list": [], "get": {}},
    }


def ok(text: str) -> dict[str, Any]:
    return {"result": {"content": [{"type": "text", "text": text}]}}


def diffs(a: dict[str, Any], b: dict[str, Any], peer: str = "p", **who: bool) -> list[str]:
    lacks = d.lacking("fastmcp") if who.pop("declares_none", False) else frozenset()
    a, b = d.stdio_rule(a, b, peer, lacks=lacks, legacy_client=who.get("legacy_client", False))
    return [line for aspect in ("tools", "calls", "requests") for line in d.differences(a, b, aspect)]


def test_the_stdio_rule_drops_tools_listed_to_the_one_capable_session_only_for_a_client_that_declares_none() -> None:
    direct = seen(["echo"], {"echo": ok("hi")})
    proxied = seen(["echo", "sample"], {"echo": ok("hi"), "sample": {"error": -32601}})
    assert diffs(direct, proxied, declares_none=True) == []
    assert diffs(direct, proxied, declares_none=False) != []  # a capable client must see the same tools


def test_the_stdio_rule_leaves_session_start_roots_out_but_no_other_request() -> None:
    direct = seen(["a"], {"a": ok("x")}, {"a": [ROOTS]})
    assert diffs(direct, seen(["a"], {"a": ok("x")}, {"a": []})) == []
    assert diffs(seen(["a"], {"a": ok("x")}, {"a": [ASKED]}), seen(["a"], {"a": ok("x")}, {"a": []})) != []


def test_the_stdio_rule_still_compares_every_other_result() -> None:
    assert diffs(seen(["a"], {"a": ok("x")}), seen(["a"], {"a": ok("y")})) != []
    state = "toggle-simulated-logging"
    assert diffs(seen([state], {state: ok("started")}), seen([state], {state: ok("stopped")})) == []


def test_era_bridging_is_explained_only_for_a_legacy_client_of_a_session_api_peer_and_only_where_it_asked() -> None:
    direct = seen(["ask", "plain"], {"ask": ok("answered"), "plain": ok("x")}, {"ask": [ASKED], "plain": []})
    proxied = seen(["ask", "plain"], {"ask": {"error": -32600}, "plain": ok("x")}, {"ask": [], "plain": []})
    peer = next(iter(d.ERA_BRIDGED_PEERS))
    assert diffs(direct, proxied, peer, legacy_client=True) == []
    assert diffs(direct, proxied, peer, legacy_client=False) != []  # a modern client is held to every byte
    assert diffs(direct, proxied, "other", legacy_client=True) != []
    changed = seen(["ask", "plain"], {"ask": {"error": -32600}, "plain": ok("y")}, {"ask": [], "plain": []})
    assert diffs(direct, changed, peer, legacy_client=True) != []  # a call that asked nothing is still compared


def test_the_undeclared_input_rule_explains_only_our_32021_where_a_client_that_declares_none_failed_directly() -> None:
    def undeclared(a: dict[str, Any], b: dict[str, Any], *, declares_none: bool) -> list[str]:
        a, b = d.undeclared_input_rule(a, b, lacks=d.lacking("fastmcp" if declares_none else "mcp"))
        return d.differences(a, b, "calls")

    direct = seen(["ask"], {"ask": {"error": -32600}})
    proxied = seen(["ask"], {"ask": {"error": -32021}})
    assert undeclared(direct, proxied, declares_none=True) == []
    assert undeclared(direct, proxied, declares_none=False) != []  # a capable client is held to every code
    assert undeclared(seen(["ask"], {"ask": ok("x")}), proxied, declares_none=True) != []  # it answered directly
    assert undeclared(direct, seen(["ask"], {"ask": {"error": -32603}}), declares_none=True) != []


def test_the_rules_for_a_client_lacking_a_capability_apply_to_the_inspector_cli_and_not_to_the_sdk_client() -> None:
    direct = seen(["echo"], {"echo": ok("hi")})
    proxied = seen(["echo", "sample"], {"echo": ok("hi"), "sample": {"error": -32601}})
    refused = seen(["ask"], {"ask": {"error": -32021}})

    def both(client: str) -> list[str]:
        lacks = d.lacking(client)
        a, b = d.stdio_rule(direct, proxied, "p", lacks=lacks, legacy_client=False)
        c, e = d.undeclared_input_rule(seen(["ask"], {"ask": {"error": -32600}}), refused, lacks=lacks)
        return d.differences(a, b, "tools") + d.differences(c, e, "calls")

    assert d.lacking("inspector") == {"sampling", "elicitation"}  # it declares roots, and only roots
    assert both("inspector") == []
    assert both("mcp") != []  # every input capability declared: held to every byte


def test_a_client_the_rules_do_not_know_is_an_error_not_a_client_that_declares_everything() -> None:
    import pytest

    with pytest.raises(KeyError):
        d.lacking("some-new-client")


def test_the_tasks_rule_leaves_out_only_the_execution_the_proxy_does_not_list() -> None:
    task = {"name": "t", "execution": {"taskSupport": "required"}}
    direct = {**seen(["a"], {}), "tools": [{"name": "a"}, task]}
    a, b = d.tasks_rule(direct, {**seen(["a"], {}), "tools": [{"name": "a"}, {"name": "t"}]})
    assert d.differences(a, b, "tools") == []
    other = {**seen(["a"], {}), "tools": [{"name": "a", "description": "changed"}, {"name": "t"}]}
    assert d.differences(*d.tasks_rule(direct, other), "tools") != []  # any other field is still compared
    kept = {**seen(["a"], {}), "tools": [{"name": "a"}, {"name": "t", "execution": {"taskSupport": "optional"}}]}
    assert d.differences(*d.tasks_rule(direct, kept), "tools") != []  # an execution the proxy lists is compared
