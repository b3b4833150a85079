"""The merged prompt, resource and template lists carry cache hints derived from the upstream lists, as tools do."""

from __future__ import annotations

from typing import Any

import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.proxy.server import ProxyServer, ProxySettings
from tests.memory_server import FakeServer, tool
from tests.schema_check import check_result
from tests.test_proxy_server import call, modern, proxy, result

pytestmark = pytest.mark.anyio
ENTRY_LISTS = ("prompts/list", "resources/list", "resources/templates/list")
CAPABILITIES = {"tools": {}, "prompts": {}, "resources": {}}


def entries(name: str, ttl: int, scope: str, era: Any = "modern") -> FakeServer:
    """A server listing one prompt, resource and template, each list answered with (`ttl`, `scope`) when modern."""
    return FakeServer(
        era=era,
        pages=[[tool(f"{name}_tool")]],
        capabilities=CAPABILITIES,
        prompts=[{"name": f"{name}_prompt"}],
        resources={f"file:///{name}": name},
        templates=[{"uriTemplate": f"{name}://{{x}}", "name": f"{name}_template"}],
        entry_hints=dict.fromkeys(ENTRY_LISTS, (ttl, scope)),
    )


async def hints_of(srv: ProxyServer) -> dict[str, tuple[int, str]]:
    out = {}
    for rid, method in enumerate(ENTRY_LISTS, 1):
        answer = result((await call(srv, modern(rid, method)))[0])
        check_result(method, answer)
        out[method] = (answer["ttlMs"], answer["cacheScope"])
    return out


async def test_merged_prompt_and_resource_lists_carry_the_shortest_upstream_ttl() -> None:
    async with proxy(("a", entries("a", 60000, "public")), ("b", entries("b", 30000, "public"))) as srv:
        hints = await hints_of(srv)
    for method, (ttl, scope) in hints.items():
        assert 0 < ttl <= 30000 and scope == "public", (method, ttl, scope)


async def test_a_private_upstream_list_makes_the_merged_prompt_and_resource_lists_private() -> None:
    async with proxy(("pub", entries("pub", 60000, "public")), ("priv", entries("priv", 90000, "private"))) as srv:
        hints = await hints_of(srv)
    for method, (ttl, scope) in hints.items():
        assert 0 < ttl <= 60000 and scope == "private", (method, ttl, scope)


async def test_a_legacy_upstream_makes_the_merged_prompt_and_resource_lists_private() -> None:
    async with proxy(("modern", entries("m", 60000, "public")), ("legacy", entries("l", 0, "public", "legacy"))) as srv:
        hints = await hints_of(srv)
        tools = result((await call(srv, modern(9, "tools/list")))[0])
    # the same rule as the merged tool list's: a legacy list has no hints, so nothing says it may be shared
    assert (tools["ttlMs"], tools["cacheScope"]) == (0, "private")
    assert set(hints.values()) == {(0, "private")}


async def test_a_server_never_listed_leaves_the_merged_hints_to_the_others() -> None:
    # a server without prompts or resources contributes nothing, like a server whose tools were never listed
    bare = FakeServer(era="modern", pages=[[tool("x")]], hints=[(5000, "public")])
    listing = entries("a", 60000, "public")
    configs = [ServerConfig(name="bare", serve=bare.serve), ServerConfig(name="a", serve=listing.serve)]
    async with Aggregator(configs) as agg:
        hints = await hints_of(ProxyServer(agg, ProxySettings()))
    for method, (ttl, scope) in hints.items():
        assert 30000 < ttl <= 60000 and scope == "public", (method, ttl, scope)
