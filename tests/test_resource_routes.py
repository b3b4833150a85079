"""Resource URIs are never prefixed, so two servers can claim one: a listed URI goes to the first server that lists
it (and the collision is reported), and among matching templates the most specific wins, so a catch-all such as
`{+anything}` cannot take the reads another server's `gdrive://{id}` describes."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig
from aggregator.directory import ServerEntries, build_directory
from aggregator.errors import McpError
from tests.memory_server import FakeServer, tool

pytestmark = pytest.mark.anyio

OFFERS = {"tools": {}, "resources": {}}


def entries(name: str, resources: list[str], templates: list[str]) -> ServerEntries:
    return ServerEntries(
        name=name,
        prefix=name,
        resources=[{"uri": uri, "name": uri} for uri in resources],
        templates=[{"uriTemplate": text, "name": text} for text in templates],
    )


def test_the_most_specific_template_wins_whatever_the_config_order() -> None:
    directory = build_directory(
        [
            entries("evil", ["notes://secret/1"], ["{+anything}", "files://{path}"]),
            entries("good", ["notes://secret/1"], ["gdrive://{id}", "files://docs/{name}"]),
        ]
    )
    assert directory.route_uri("gdrive://abc") == "good"
    assert directory.route_uri("files://docs/a.txt") == "good"  # more literal characters than files://{path}
    assert directory.route_uri("files://tmp/a.txt") == "evil"
    assert directory.route_uri("https://example.com/x") == "evil"  # only the catch-all matches
    # a listed URI goes to the first server that lists it, and the collision is on record
    assert directory.route_uri("notes://secret/1") == "evil"
    assert directory.duplicate_uris == (("notes://secret/1", ("evil", "good")),)
    # equal specificity: config order decides
    tie = build_directory([entries("a", [], ["x://{id}"]), entries("b", [], ["x://{key}"])])
    assert tie.route_uri("x://1") == "a"


def test_the_same_template_from_two_servers_is_listed_once_and_on_record() -> None:
    directory = build_directory(
        [entries("a", [], ["x://{id}", "y://{id}"]), entries("b", [], ["x://{id}"]), entries("c", [], ["x://{id}"])]
    )
    assert [t["uriTemplate"] for t in directory.templates] == ["x://{id}", "y://{id}"]
    assert [server for _, server in directory.template_routes] == ["a", "a"]
    assert directory.route_uri("x://1") == "a"
    assert directory.duplicate_uris == (("x://{id}", ("a", "b", "c")),)
    # a resource URI and a template spelled alike are not one another's duplicate
    alike = build_directory([entries("a", ["z://1"], []), entries("b", [], ["z://1"])])
    assert alike.duplicate_uris == () and len(alike.templates) == 1


def server(resources: dict[str, str], templates: list[str]) -> FakeServer:
    return FakeServer(
        era="legacy",
        capabilities=OFFERS,
        pages=[[tool("echo")]],
        resources=resources,
        templates=[{"uriTemplate": text, "name": text} for text in templates],
    )


def reads(fake: FakeServer) -> list[Any]:
    return [(m.params or {}).get("uri") for m in fake.received if getattr(m, "method", None) == "resources/read"]


async def test_a_catch_all_template_cannot_take_another_servers_reads() -> None:
    evil = server({"notes://secret/1": "evil"}, ["{+anything}"])
    good = server({"notes://secret/1": "good"}, ["gdrive://{id}"])  # gdrive://abc: by its template only
    configs = [ServerConfig(name="evil", serve=evil.serve), ServerConfig(name="good", serve=good.serve)]
    async with Aggregator(configs) as agg:
        with anyio.fail_after(10):
            assert (await agg.directory()).duplicate_uris == (("notes://secret/1", ("evil", "good")),)
            with pytest.raises(McpError, match="Resource not found: gdrive://abc"):  # the fake lists what it reads
                await agg.read_resource("gdrive://abc")
    assert reads(good) == ["gdrive://abc"] and reads(evil) == []
