"""Acceptance: real MCP clients, through `mcp-aggregator serve`, to three real upstreams (one legacy-only).

Upstreams (the proxy's config, written into a tmp folder at test time): the `mcp` 2.3.0 SDK fixture
(modern-capable), the TypeScript SDK v2 fixture (modern-capable) and the npm `server-memory`
(legacy only). `search`, `add` and `echo` exist on sdk and ts, so the merged list prefixes them.

Clients: `mcp.Client` (mcp 2.3.0; `mode="auto"`, which negotiates the modern era with the proxy,
and `mode="legacy"`), `fastmcp.Client` (FastMCP 4.2.3; the same two modes) and the Inspector CLI
(2.12.0; `--protocol-era modern` and `legacy`). Each runs over stdio (the client spawns the proxy)
and over Streamable HTTP (one proxy per module, started with `--http 127.0.0.1:0 --page-size 5`, so
the HTTP clients also follow cursors). The Python clients are scripts under
tests/fixtures/clients/, run with the peer kit's python; they print JSON that is parsed here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.fixtures.servers import expected
from tests.lines import Lines
from tests.peers import ROOT, http_server, kit

pytestmark = [pytest.mark.peers]

CLIENTS = ROOT / "tests" / "fixtures" / "clients"
PROXY = Path(sys.executable).with_name("mcp-aggregator")
INSPECTOR = Path("@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
#: one client run (the proxy's start with three upstreams, every list and call, the exit): a hang guard only, generous
#: because a busy machine may take many seconds to start a Python or Node process
TIMEOUT = 240
PAGE_SIZE = 5  # the HTTP proxy's tools/list page size: 17 tools, 4 pages

MODERN, LEGACY = expected.MODERN_VERSION, "2025-11-25"  # what the proxy negotiates with these clients
ERA_OF_MODE = {"auto": MODERN, "legacy": LEGACY}
PROXY_NAME = "mcp-aggregator"
EMPTY_GRAPH = '{\n  "entities": [],\n  "relations": []\n}'

# The merged list: servers in config order, tools in upstream order, only sdk/ts collisions prefixed.
MERGED = [
    *("sdk__search", "sdk__add", "sdk__echo", "sdk_only"),
    *("ts__search", "ts__add", "ts__echo", "ts_only"),
    *(
        "create_entities",
        "create_relations",
        "add_observations",
        "delete_entities",
        "delete_observations",
        "delete_relations",
        "read_graph",
        "search_nodes",
        "open_nodes",
    ),
]
# one call to one tool of each upstream, and the text that proves which upstream answered
CALLS = [
    ("sdk__search", {"query": "x"}, "sdk:search:x"),
    ("ts__search", {"query": "x"}, "ts:search:x"),
    ("read_graph", {}, EMPTY_GRAPH),
]


def test_the_expected_list_is_every_upstream_tool_once() -> None:
    """MERGED, spelled out above, is what the fixtures' own lists and the auto prefix rule give."""
    upstreams = {"sdk": expected.SDK_SERVER["tools"], "ts": expected.TS_SERVER["tools"]}
    derived = [f"{s}__{n}" if n in expected.COLLIDING else n for s, names in upstreams.items() for n in names]
    assert [*derived, *expected.MEMORY_TOOLS] == MERGED
    assert len(set(MERGED)) == 17


# -- the proxy -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("proxy_clients")


@pytest.fixture(scope="module")
def proxy_config(workdir: Path) -> Path:
    """The proxy's config: commands from the kit, memory's file in tmp; no machine path is checked in."""
    k = kit()
    config = {
        # every client must see every upstream's tools on its first list: cold starts on a busy machine take longer
        # than the default list patience, after which a late server would only be announced with list_changed
        "aggregator": {"list_patience_s": 60},
        "mcpServers": {
            "sdk": {"command": k.python, "args": [k.fixture("sdk_server.py")]},
            "ts": {"command": k.node, "args": [k.fixture("ts_server.mjs")], "env": k.node_env},
            "memory": {
                "command": k.node,
                "args": [k.npm_entry("server-memory")],
                "env": {"MEMORY_FILE_PATH": str(workdir / "memory.jsonl")},
            },
        },
    }
    path = workdir / "proxy_upstreams.json"
    path.write_text(json.dumps(config, indent=2))
    return path


@pytest.fixture(scope="module")
def proxy_cmd(proxy_config: Path) -> list[str]:
    """How a client spawns the proxy over stdio."""
    assert PROXY.exists(), f"{PROXY} is not installed next to {sys.executable}"
    return [str(PROXY), "serve", "--config", str(proxy_config)]


@pytest.fixture(scope="module")
def proxy_url(proxy_cmd: list[str]) -> Iterator[str]:
    """One proxy over Streamable HTTP for the whole module."""
    with http_server([*proxy_cmd, "--http", "127.0.0.1:0", "--page-size", str(PAGE_SIZE)], timeout=TIMEOUT) as url:
        yield url


def target(transport: str, request: pytest.FixtureRequest) -> list[str]:
    """The script arguments that name the proxy: `--url URL`, or `-- CMD...` for the client to spawn."""
    if transport == "http":
        return ["--url", request.getfixturevalue("proxy_url")]
    return ["--", *request.getfixturevalue("proxy_cmd")]


# -- running clients -----------------------------------------------------------------------------


def run(argv: list[str], *, env: dict[str, str] | None = None, timeout: float = TIMEOUT) -> str:
    """Run one client process to its end (bounded); its stdout, or a failure that shows its stderr."""
    try:
        done = subprocess.run(
            argv,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
            env={**os.environ, **(env or {})},
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired as exc:
        stderr = exc.stderr.decode(errors="replace") if isinstance(exc.stderr, bytes) else exc.stderr
        pytest.fail(f"{argv!r} did not finish within {timeout} s; stderr:\n{(stderr or '')[-4000:]}")
    assert done.returncode == 0, f"{argv!r} exited {done.returncode}; stderr:\n{done.stderr[-4000:]}"
    return done.stdout


def run_script(script: str, *args: str) -> dict[str, Any]:
    """A Python client script under the kit's python (each connection bounded on its own): its JSON line."""
    calls = json.dumps([[name, arguments] for name, arguments, _ in CALLS])
    out = run([kit().python, str(CLIENTS / script), "--calls", calls, "--timeout", str((TIMEOUT - 10) / 2), *args])
    return json.loads(out.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def runs_cache() -> dict[tuple[str, str], dict[str, Any]]:
    return {}


def python_runs(client: str, transport: str, request: pytest.FixtureRequest) -> dict[str, dict[str, Any]]:
    """Both modes of one client over one transport (one script run, one connection per mode), by mode.

    Run once per module; the tests that look at the same run from different angles share it.
    """
    cache = request.getfixturevalue("runs_cache")
    key = (client, transport)
    if key not in cache:
        cache[key] = run_script(f"{client}_client.py", "--modes", "auto,legacy", *target(transport, request))
    return {r["mode"]: r for r in cache[key]["runs"]}


def assert_calls_answered(calls: list[dict[str, Any]]) -> None:
    assert [(c["name"], c["text"], c["is_error"]) for c in calls] == [(n, want, False) for n, _, want in CALLS]


# -- mcp.Client and fastmcp.Client ---------------------------------------------------------------


@pytest.mark.parametrize("mode", ["auto", "legacy"])
@pytest.mark.parametrize("transport", ["stdio", "http"])
@pytest.mark.parametrize("client", ["mcp", "fastmcp"])
def test_python_client_lists_every_upstream_tool_and_each_upstream_answers(
    client: str, transport: str, mode: str, request: pytest.FixtureRequest
) -> None:
    result = python_runs(client, transport, request)[mode]
    assert result["client"] == client
    # auto negotiates the modern era with the proxy (server/discover); legacy does the handshake
    assert result["protocol_version"] == ERA_OF_MODE[mode]
    assert result["server_info"] == PROXY_NAME
    assert result["tools"] == MERGED
    if client == "mcp":  # it walks the cursors itself, so it can say how many pages there were
        assert result["pages"] == (1 if transport == "stdio" else -(-len(MERGED) // PAGE_SIZE))
    assert_calls_answered(result["calls"])


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_results_never_carry_an_upstream_server_stamp(transport: str, request: pytest.FixtureRequest) -> None:
    """Clients talk to one server, the proxy: a result's serverInfo stamp, when there is one, names it."""
    for mode, result in python_runs("mcp", transport, request).items():
        stamps = {c["name"]: c["stamp"] for c in result["calls"]}
        if mode == "auto":  # modern: every result is stamped; with the proxy's own identity
            assert stamps == dict.fromkeys(stamps, PROXY_NAME), (mode, stamps)
        else:  # legacy: no modern stamp, or at least not a foreign one
            assert set(stamps.values()) <= {None, PROXY_NAME}, (mode, stamps)


# -- the Inspector CLI ---------------------------------------------------------------------------


def inspector(workdir: Path, era: str, where: list[str], method: str, *extra: str) -> dict[str, Any]:
    """One Inspector CLI run (`--cli`, one method), its `result`. HOME is tmp: it keeps state there."""
    k = kit()
    home = workdir / "inspector-home"
    home.mkdir(exist_ok=True)
    # the Inspector's own 15 s connect deadline is a guess at how fast a process starts: ours is run()'s hang guard
    argv = [k.node, str(k.node_modules / INSPECTOR), "--cli", "--method", method, "--connect-timeout", "0", *extra]
    argv += ["--protocol-era", era, "--format", "json", "--", *where]
    out = json.loads(run(argv, env={"HOME": str(home)}))
    assert set(out) == {"result"}, out
    return out["result"]


@pytest.mark.parametrize("era", ["modern", "legacy"])
@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_inspector_cli_lists_every_upstream_tool_and_each_upstream_answers(
    transport: str, era: str, workdir: Path, request: pytest.FixtureRequest
) -> None:
    where = target(transport, request)[1:]  # the command to spawn, or the URL
    listed = inspector(workdir, era, where, "tools/list")
    assert [tool["name"] for tool in listed["tools"]] == MERGED
    assert "nextCursor" not in listed  # it walked every page (the HTTP proxy serves 4)

    for name, arguments, want in CALLS:
        result = inspector(
            workdir, era, where, "tools/call", "--tool-name", name, "--tool-args-json", json.dumps(arguments)
        )
        texts = "".join(block["text"] for block in result["content"] if block["type"] == "text")
        assert (texts, bool(result.get("isError"))) == (want, False), (name, result)
        if name == "read_graph":
            # memory is legacy upstream and stamps nothing: a stamp here is the proxy's, on its modern path only,
            # so it shows which era the Inspector really spoke
            stamp = (result.get("_meta") or {}).get("io.modelcontextprotocol/serverInfo")
            assert (stamp or {}).get("name") == (PROXY_NAME if era == "modern" else None), (era, result)


# -- both eras at once ---------------------------------------------------------------------------


def test_modern_and_legacy_clients_connected_at_once_see_the_same_merged_list(proxy_url: str) -> None:
    """mcp.Client and fastmcp.Client, each in auto (modern) and legacy mode: four sessions open together."""
    report = run_script("both_eras.py", "--url", proxy_url, "--modes", "auto,legacy")
    clients = report["clients"]
    assert [(c["client"], c["mode"]) for c in clients] == [
        ("mcp", "auto"),
        ("fastmcp", "auto"),
        ("mcp", "legacy"),
        ("fastmcp", "legacy"),
    ]
    assert [c["protocol_version"] for c in clients] == [MODERN, MODERN, LEGACY, LEGACY]
    assert {c["server_info"] for c in clients} == {PROXY_NAME}
    # every list, of either era, taken while the other era's sessions are open, is the same
    lists = {json.dumps(c[key]) for c in clients for key in ("tools", "tools_again")}
    assert lists == {json.dumps(MERGED)}
    for c in clients:
        assert_calls_answered(c["calls"])


# -- a modern stdio client leaving -----------------------------------------------------------------


def test_the_stdio_proxy_exits_when_a_modern_client_with_an_open_listen_goes_away(proxy_cmd: list[str]) -> None:
    """What the Inspector CLI does in `--protocol-era modern` over stdio, message for message, then it closes stdin.

    The spec's stdio shutdown: the client closes stdin and waits for the server to exit (the Inspector and the
    `mcp` SDK wait about 2 s, then SIGTERM). A listen can never be answered once the client is gone.
    """
    meta = {
        "io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientInfo": {"name": "inspector-cli", "version": "2.12.0"},
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    listen = {"notifications": {"toolsListChanged": True}, "_meta": meta}
    proc = subprocess.Popen(
        proxy_cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT
    )
    assert proc.stdin is not None and proc.stdout is not None
    lines = Lines(proc.stdout)

    def send(message: dict[str, Any]) -> None:
        assert proc.stdin is not None
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", **message}).encode() + b"\n")
        proc.stdin.flush()

    def receive(timeout: float = TIMEOUT) -> dict[str, Any]:
        line = lines.next(timeout)
        assert line, "the proxy closed its output"
        return json.loads(line)

    try:
        send({"id": "server-discover-probe-1", "method": "server/discover", "params": {"_meta": meta}})
        assert MODERN in receive()["result"]["supportedVersions"]
        send({"id": "listen:0", "method": "subscriptions/listen", "params": listen})
        assert receive()["method"] == "notifications/subscriptions/acknowledged"
        send({"id": 0, "method": "tools/list", "params": {"_meta": meta}})
        assert [tool["name"] for tool in receive()["result"]["tools"]] == MERGED

        proc.stdin.close()
        try:
            proc.wait(TIMEOUT)  # a hang guard: the proxy used to wait for ever while a listen was open
        except subprocess.TimeoutExpired:
            pytest.fail(f"the proxy was still running {TIMEOUT} s after its stdin closed (a listen was open)")
        assert proc.returncode == 0
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)
        proc.stdout.close()


def test_sighup_reloads_the_config_and_tells_the_client(tmp_path: Path) -> None:
    """A legacy stdio session sees tools/list_changed after SIGHUP adds a server, and the new tools."""
    import signal

    config = tmp_path / "mcp.json"
    demo = {"command": str(Path(sys.executable).parent / "mcp-aggregator"), "args": ["demo-server", "calc"]}
    config.write_text(json.dumps({"mcpServers": {"calc": demo}}))
    proxy = subprocess.Popen(
        [str(Path(sys.executable).parent / "mcp-aggregator"), "serve", "--config", str(config)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proxy.stdin is not None and proxy.stdout is not None

    def send(message: dict[str, Any]) -> None:
        proxy.stdin.write(json.dumps(message) + "\n")  # type: ignore[union-attr]
        proxy.stdin.flush()  # type: ignore[union-attr]

    def until(predicate: Any) -> dict[str, Any]:
        for line in proxy.stdout:  # type: ignore[union-attr]
            message = json.loads(line)
            if predicate(message):
                return message
        raise AssertionError("the proxy closed its stdout")

    import threading

    guard = threading.Timer(TIMEOUT, proxy.kill)  # a hang guard: every wait below ends by then (a kill closes stdout)
    guard.start()
    try:
        init = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init})
        until(lambda m: m.get("id") == 1)
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        send({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})
        assert [t["name"] for t in until(lambda m: m.get("id") == 2)["result"]["tools"]] == ["add", "echo"]
        weather = {**demo, "args": ["demo-server", "weather"]}
        config.write_text(json.dumps({"mcpServers": {"calc": demo, "weather": weather}}))
        proxy.send_signal(signal.SIGHUP)
        until(lambda m: m.get("method") == "notifications/tools/list_changed")
        send({"jsonrpc": "2.0", "id": 3, "method": "tools/list"})
        names = [t["name"] for t in until(lambda m: m.get("id") == 3)["result"]["tools"]]
        assert names == ["add", "echo", "search", "forecast"]
    finally:
        guard.cancel()
        proxy.stdin.close()
        proxy.wait(30)
