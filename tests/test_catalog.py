"""The merge as a pure function: order, routes, every reason of the report, byte-stable snapshots."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aggregator.catalog import Reason, ServerInput, build_catalog
from aggregator.config import AggregatorSettings


def tool(name: Any, **extra: Any) -> dict[str, Any]:
    return {"name": name, "description": f"{name} tool", "inputSchema": {"type": "object"}, **extra}


def server(name: str, tools: list[dict[str, Any]] | None, **kw: Any) -> ServerInput:
    return ServerInput(name=name, prefix=kw.pop("prefix", name), state=kw.pop("state", "ok"), tools=tools, **kw)


def names(catalog: Any) -> list[str]:
    return [t.name for t in catalog.tools]


def reasons(catalog: Any) -> list[tuple[str, Any, str, str | None]]:
    return [(d.server, d.original_name, d.reason.value, d.detail) for d in catalog.drops]


def test_servers_in_config_order_tools_in_upstream_order() -> None:
    catalog = build_catalog([server("b", [tool("z"), tool("a")]), server("a", [tool("m")])])
    assert names(catalog) == ["z", "a", "m"]
    assert [(t.server, t.original_name) for t in catalog.tools] == [("b", "z"), ("b", "a"), ("a", "m")]


def test_collisions_are_prefixed_and_routed_by_map() -> None:
    catalog = build_catalog([server("one", [tool("search"), tool("x")]), server("two", [tool("search")])])
    assert names(catalog) == ["one__search", "x", "two__search"]
    route = catalog.get("two__search")
    assert route is not None and (route.server, route.original_name) == ("two", "search")
    assert route.rename is not None and route.rename.to_json() == {"reason": "collision", "from": "search"}
    assert catalog.collisions == (("search", ("one", "two")),)
    assert catalog.get("search") is None


def test_exported_definition_is_verbatim_but_for_the_name() -> None:
    original = tool(
        "search",
        title="Search",
        outputSchema={"type": "object"},
        annotations={"readOnlyHint": True},
        icons=[{"src": "data:image/png;base64,AA"}],
        _meta={"k": 1},
    )
    catalog = build_catalog([server("a", [original]), server("b", [tool("search")])])
    exported = catalog.exported()[0]
    assert exported == {**original, "name": "a__search"}
    assert original["name"] == "search"  # the upstream definition is not mutated


def test_prefix_is_the_host_key_not_server_info() -> None:
    catalog = build_catalog([server("gh", [tool("s")], prefix="github"), server("gl", [tool("s")])])
    assert names(catalog) == ["github__s", "gl__s"]


def test_always_and_never_modes() -> None:
    inputs = [server("a", [tool("s"), tool("t")]), server("b", [tool("s")])]
    always = build_catalog(inputs, AggregatorSettings(prefix_mode="always"))
    assert names(always) == ["a__s", "a__t", "b__s"]
    never = build_catalog(inputs, AggregatorSettings(prefix_mode="never"))
    assert names(never) == ["s", "t"]
    assert reasons(never) == [("b", "s", "never_collision", "a")]
    assert never.server("b").status == "partial"  # type: ignore[union-attr]


def test_filtered_by_deny_and_allow() -> None:
    catalog = build_catalog(
        [
            server(
                "a", [tool("read_x"), tool("write_x"), tool("delete_x")], allow=["read_*", "write_*"], deny=["write_*"]
            )
        ]
    )
    assert names(catalog) == ["read_x"]
    assert reasons(catalog) == [
        ("a", "write_x", "filtered", "deny write_*"),
        ("a", "delete_x", "filtered", "allow read_*, write_*"),
    ]


def test_invalid_schema_is_dropped_with_what_is_wrong() -> None:
    catalog = build_catalog(
        [
            server(
                "a",
                [tool("ok"), {"name": "bad", "inputSchema": None}, {"name": "arr", "inputSchema": {"type": "array"}}],
            )
        ]
    )
    assert names(catalog) == ["ok"]
    dropped = reasons(catalog)
    assert [(d[1], d[2]) for d in dropped] == [("bad", "invalid_schema"), ("arr", "invalid_schema")]
    assert all(d[3] for d in dropped)


def test_over_budget_schema_is_kept_unvalidated_and_reported() -> None:
    deep: dict[str, Any] = {"type": "object"}
    node = deep
    for _ in range(60):
        child: dict[str, Any] = {"type": "object"}
        node["properties"] = {"x": child}
        node = child
    catalog = build_catalog([server("a", [tool("deep", inputSchema=deep)])])
    assert names(catalog) == ["deep"]
    assert catalog.tools[0].unvalidated is not None
    assert catalog.notes[0][0] == "deep"


def test_invalid_x_mcp_header_exclusions_are_reported() -> None:
    bad = tool("bad")
    catalog = build_catalog([server("a", [tool("ok")], excluded=[(bad, "invalid x-mcp-header: number")])])
    assert reasons(catalog) == [("a", "bad", "invalid_x_mcp_header", "invalid x-mcp-header: number")]


def test_invalid_names_and_duplicates() -> None:
    catalog = build_catalog([server("a", [tool(""), tool(None), tool("dup"), tool("dup", description="second")])])
    assert names(catalog) == ["dup"]
    assert catalog.tools[0].definition["description"] == "dup tool"  # the first one wins
    assert [(d[1], d[2]) for d in reasons(catalog)] == [
        ("", "invalid_name"),
        (None, "invalid_name"),
        ("dup", "duplicate_in_server"),
    ]


def test_rewritten_names_route_to_the_original() -> None:
    catalog = build_catalog([server("a", [tool("get weather"), tool("x" * 200)])])
    exported = names(catalog)
    assert exported[0] == "get_weather" and len(exported[1]) <= 128
    assert catalog.get("get_weather").original_name == "get weather"  # type: ignore[union-attr]
    assert catalog.tools[0].rename.to_json() == {"reason": "rewritten", "from": "get weather"}  # type: ignore[union-attr]


def test_page_cap_marks_the_server_partial() -> None:
    catalog = build_catalog([server("a", [tool("x")], complete=False, problem="stopped at the page cap (2 pages)")])
    assert names(catalog) == ["x"]
    assert reasons(catalog) == [("a", None, "page_cap", "stopped at the page cap (2 pages)")]
    view = catalog.server("a")
    assert view is not None and (view.status, view.reason) == ("partial", "stopped at the page cap (2 pages)")


def test_down_server_keeps_its_names_reserved_but_serves_nothing() -> None:
    up = [server("a", [tool("search")]), server("b", [tool("search")])]
    before = build_catalog(up)
    down = [server("a", [tool("search")]), server("b", [tool("search")], state="backoff", reason="exit 1")]
    after = build_catalog(down)
    # the others' names do not change while b is away
    assert names(before) == ["a__search", "b__search"] and names(after) == ["a__search"]
    assert reasons(after) == [("b", "search", "server_down", "backoff: exit 1")]
    never_listed = build_catalog([server("c", None, state="down", reason="cannot start")])
    assert reasons(never_listed) == [("c", None, "server_down", "down: cannot start")]


def test_stale_list_is_served_and_marked() -> None:
    catalog = build_catalog([server("a", [tool("x")], stale=True, reason="timed out")])
    assert names(catalog) == ["x"]
    view = catalog.server("a")
    assert view is not None and (view.status, view.reason) == ("stale", "timed out")


def test_every_reason_has_a_producer() -> None:
    # REWRITTEN is a rename, not a drop; every other reason must be producible
    produced = {
        Reason.FILTERED,
        Reason.INVALID_NAME,
        Reason.INVALID_SCHEMA,
        Reason.INVALID_DEFINITION,
        Reason.INVALID_X_MCP_HEADER,
        Reason.DUPLICATE_IN_SERVER,
        Reason.NEVER_COLLISION,
        Reason.PAGE_CAP,
        Reason.SERVER_DOWN,
        Reason.UNAPPROVED,  # by `pins.enforce`, right after the build (tests/test_pins.py)
        Reason.POISONED,  # tests/test_poisoning.py
    }
    assert produced | {Reason.REWRITTEN} == set(Reason)


def test_snapshot_is_byte_stable_and_has_the_format() -> None:
    def inputs() -> list[ServerInput]:
        return [
            server("a", [tool("search", annotations={"readOnlyHint": True}), tool("x")]),
            server("b", [tool("search")], state="ok"),
            server("c", None, state="down", reason="boom"),
        ]

    first = build_catalog(inputs()).snapshot_json()
    second = build_catalog(inputs()).snapshot_json()
    assert first == second
    snap = json.loads(first)
    assert snap["format"] == 1
    assert snap["tools"][0] == {
        "name": "a__search",
        "server": "a",
        "original_name": "search",
        "rename": {"reason": "collision", "from": "search"},
        "description": "search tool",
        "inputSchema": {"type": "object"},
        "annotations": {"readOnlyHint": True},
    }
    assert snap["servers"][2] == {
        "name": "c",
        "status": "down",
        "reason": "boom",
        "era": None,
        "tool_count": 0,
        "prefix": "c",
    }
    assert snap["report"]["collisions"] == [{"name": "search", "servers": ["a", "b"]}]
    assert snap["report"]["drops"] == [
        {"server": "c", "original_name": None, "reason": "server_down", "detail": "down: boom"}
    ]
    assert snap["volatile"] == {}


def test_invalid_x_mcp_header_is_dropped_whatever_the_transport() -> None:
    good = {"type": "object", "properties": {"r": {"type": "string", "x-mcp-header": "Region"}}}
    bad = {"type": "object", "properties": {"r": {"type": "number", "x-mcp-header": "Region"}}}
    catalog = build_catalog([server("a", [tool("good", inputSchema=good), tool("bad", inputSchema=bad)])])
    assert names(catalog) == ["good"]
    assert catalog.exported()[0]["inputSchema"] == good  # valid annotations stay in the exported schema
    [(srv, name, reason, detail)] = reasons(catalog)
    assert (srv, name, reason) == ("a", "bad", "invalid_x_mcp_header") and "number" in (detail or "")


def test_a_malformed_definition_is_dropped_saying_which_field_and_the_rest_stay() -> None:
    # the SDK clients validate the whole tools/list: one `title: 5` would cost every server's tools
    bad = [
        tool("t", title=5),
        tool("o", outputSchema="x"),
        tool("m", _meta="x"),
        tool("i", icons=[{"href": "x"}]),
        tool("a", annotations={"readOnlyHint": "yes"}),
        tool("d", description=42),
        tool("e", execution=[]),
    ]
    fine = tool("fine", title=None, annotations={"readOnlyHint": True, "title": "Fine"}, icons=[{"src": "https://i"}])
    catalog = build_catalog([server("a", [*bad, fine]), server("b", [tool("other")])])
    assert names(catalog) == ["fine", "other"]
    assert [(r[1], r[2], r[3]) for r in reasons(catalog)] == [
        ("t", "invalid_definition", "title must be a string, got a number"),
        ("o", "invalid_definition", "outputSchema must be an object, got a string"),
        ("m", "invalid_definition", "_meta must be an object, got a string"),
        ("i", "invalid_definition", "icons[0] must be an object with a string src"),
        ("a", "invalid_definition", "annotations.readOnlyHint must be true or false, got a string"),
        ("d", "invalid_definition", "description must be a string, got a number"),
        ("e", "invalid_definition", "execution must be an object, got an array"),
    ]


def test_entries_that_are_no_objects_are_reported_not_lost() -> None:
    from aggregator.errors import ProtocolViolation
    from aggregator.protocol.mcp import parse_page

    page = parse_page("tools/list", {"tools": ["not-a-dict", 7, None, tool("ok")]})
    assert [item["name"] for item in page.items] == ["ok"]
    assert [reason for _, reason in page.excluded] == [
        "not a definition: an entry of tools must be an object, got a string",
        "not a definition: an entry of tools must be an object, got a number",
        "not a definition: an entry of tools must be an object, got null",
    ]
    catalog = build_catalog([server("a", list(page.items), excluded=page.excluded)])
    assert [r[2] for r in reasons(catalog)] == ["invalid_definition"] * 3
    # a result without its array is no empty list: the server is down with the reason, not "ok, no tools"
    with pytest.raises(ProtocolViolation, match="tools/list result has no 'tools' array"):
        parse_page("tools/list", {})
