"""A server's config is one variant per transport; code that needs the transport dispatches on the class.

`ServerConfig(...)` (the flat constructor library users already call) builds the variant its fields describe, a
subclass written for the flat record keeps working as the variant its fields describe, and no module of the package
compares transport-kind strings.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from typing import Any

import pytest

from aggregator import HttpServer, MemoryServer, RemoteServer, ServerConfig, SseServer, StdioServer
from aggregator.config import as_variant
from aggregator.config_file import parse_config, secrets
from aggregator.errors import ConfigError
from aggregator.transports import make_transport
from aggregator.transports.http import StreamableHttpTransport
from aggregator.transports.memory import MemoryTransport
from aggregator.transports.sse_legacy import SseTransport
from aggregator.transports.stdio import StdioTransport

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "aggregator"
KINDS = {"stdio", "http", "sse", "memory"}


async def _serve(channel: Any) -> None:  # pragma: no cover - never run here
    return None


@pytest.mark.parametrize(
    ("fields", "variant"),
    [
        ({"command": "npx"}, StdioServer),
        ({"command": "npx", "type": "stdio"}, StdioServer),
        ({"url": "http://h/mcp"}, HttpServer),
        ({"url": "http://h/mcp", "type": "http"}, HttpServer),
        ({"url": "http://h/sse", "type": "sse"}, SseServer),
        ({"serve": _serve}, MemoryServer),
        ({"serve": _serve, "url": "http://h/mcp"}, MemoryServer),
        ({"command": "x", "url": "http://h/mcp", "type": "stdio"}, StdioServer),
    ],
)
def test_the_flat_constructor_builds_the_variant_its_fields_describe(fields: dict[str, Any], variant: type) -> None:
    server = ServerConfig(name="s", **fields)
    assert type(server) is variant
    assert isinstance(server, ServerConfig)
    assert server.kind == server.type == fields.get("type", server.kind)
    assert server == variant(name="s", **{k: v for k, v in fields.items() if k in _fields_of(variant)})


def test_a_variant_holds_only_its_own_transports_fields() -> None:
    stdio = StdioServer(name="s", command="npx", env={"A": "1"})
    remote = HttpServer(name="r", url="http://h/mcp", headers={"X": "y"}, pool_size=4)
    assert not hasattr(stdio, "url") and not hasattr(stdio, "headers") and not hasattr(stdio, "serve")
    assert not hasattr(remote, "command") and not hasattr(remote, "env")
    assert not hasattr(SseServer(name="e", url="http://h/sse"), "pool_size")
    assert isinstance(remote, RemoteServer) and isinstance(SseServer(name="e", url="http://h/sse"), RemoteServer)
    assert not isinstance(SseServer(name="e", url="http://h/sse"), HttpServer)
    with pytest.raises(TypeError):
        StdioServer(name="s", command="npx", url="http://h")  # type: ignore[call-arg]


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: StdioServer(name="s", command=""), "a stdio server needs a 'command'"),
        (lambda: HttpServer(name="s", url=""), "an http server needs a 'url'"),
        (lambda: SseServer(name="s", url=""), "an sse server needs a 'url'"),
        (lambda: ServerConfig(name="s", type="sse"), "an sse server needs a 'url'"),
        (lambda: ServerConfig(name="s", type="memory"), "a memory server needs a 'serve' function"),
        (lambda: HttpServer(name="s", url="http://h", pool_size=0), "pool_size must be an integer of at least 1"),
        (lambda: ServerConfig(name="s", url="http://h", type="ws"), "type must be one of stdio, http, sse, memory"),
    ],
)
def test_each_variant_checks_what_its_transport_needs(build: Any, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        build()


def test_an_unknown_field_is_a_type_error_as_with_any_constructor() -> None:
    with pytest.raises(TypeError, match="'comand'"):
        ServerConfig(name="s", comand="npx")  # type: ignore[call-arg]


def test_each_config_file_entry_becomes_the_variant_of_its_transport() -> None:
    entries = {
        "local": {"command": "npx", "args": ["-y", "x"], "aggregator": {"pool_size": 3}},
        "remote": {"url": "http://h/mcp", "headers": {"A": "b"}},
        "streamable": {"type": "streamable-http", "url": "http://h/mcp"},
        "legacy": {"type": "sse", "url": "http://h/sse"},
        "cline": {"transportType": "sse", "url": "http://h/sse"},
        "chosen": {"type": "stdio", "command": "x", "url": "http://h/mcp"},
    }
    servers = {server.name: server for server in parse_config({"mcpServers": entries}).servers}
    assert {name: type(server) for name, server in servers.items()} == {
        "local": StdioServer,
        "remote": HttpServer,
        "streamable": HttpServer,
        "legacy": SseServer,
        "cline": SseServer,
        "chosen": StdioServer,
    }
    assert servers["local"] == StdioServer(name="local", command="npx", args=("-y", "x"))


def test_make_transport_dispatches_on_the_variant() -> None:
    assert type(make_transport(StdioServer(name="s", command="npx"))) is StdioTransport
    assert type(make_transport(MemoryServer(name="m", serve=_serve))) is MemoryTransport
    assert type(make_transport(HttpServer(name="h", url="http://h/mcp"))) is StreamableHttpTransport
    assert type(make_transport(HttpServer(name="h", url="http://h/mcp"), variant="sse")) is SseTransport
    assert type(make_transport(SseServer(name="e", url="http://h/sse"))) is SseTransport
    # what the upstream asks of a transport instead of its kind
    assert StreamableHttpTransport.request_per_message and not StreamableHttpTransport.legacy_only
    assert SseTransport.legacy_only and not SseTransport.request_per_message
    for other in (StdioTransport, MemoryTransport):
        assert not other.request_per_message and not other.legacy_only


def test_a_subclass_written_for_the_flat_record_works_as_the_variant_its_fields_describe() -> None:
    @dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
    class Tagged(ServerConfig):
        team: str = "core"

    remote = Tagged(name="r", url="http://h/mcp", headers={"Authorization": "Bearer sekrit-token"}, team="x")
    local = Tagged(name="l", command="npx", env={"TOKEN": "also-sekrit"})
    assert isinstance(remote, ServerConfig) and remote.team == "x" and remote.kind == "http"
    assert as_variant(remote) == HttpServer(
        name="r", url="http://h/mcp", headers={"Authorization": "Bearer sekrit-token"}
    )
    assert type(make_transport(remote)) is StreamableHttpTransport
    assert type(make_transport(local)) is StdioTransport
    assert type(make_transport(Tagged(name="e", url="http://h/sse", type="sse"))) is SseTransport
    with pytest.raises(ConfigError, match="a stdio server needs a 'command'"):
        Tagged(name="bad", type="stdio")
    # its secrets are still found, so they are still redacted
    found = secrets(dataclasses.replace(parse_config({"mcpServers": {}}), servers=(remote, local)))
    assert "Bearer sekrit-token" in found and "also-sekrit" in found


def _fields_of(cls: type) -> set[str]:
    return {item.name for item in dataclasses.fields(cls)}


def _kind_comparisons(tree: ast.AST) -> list[int]:
    """Lines comparing something's `.kind`/`.type` with a transport name (==, !=, in a literal collection)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        attrs = [s for s in sides if isinstance(s, ast.Attribute) and s.attr in ("kind", "type")]
        literals = {c.value for s in sides for c in ast.walk(s) if isinstance(c, ast.Constant)}
        if attrs and literals & KINDS:
            found.append(node.lineno)
    return found


def test_no_module_compares_transport_kind_strings() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += [f"{path.relative_to(ROOT)}:{line}" for line in _kind_comparisons(ast.parse(path.read_text()))]
    assert not found, found


def test_the_kind_scanner_sees_the_forms_it_forbids() -> None:
    code = 'a.kind == "http"\nb.transport.kind != "sse"\nc.kind in ("http", "memory")\nd.type == "stdio"\n'
    assert _kind_comparisons(ast.parse(code)) == [1, 2, 3, 4]
    assert _kind_comparisons(ast.parse('e.kind == "process"\nf.name == "http"\n')) == []
