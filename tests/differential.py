"""The differential harness's machinery: run the same client observation directly and through the proxy.

A *peer* is one real server of the test kit, started over stdio. For each peer we observe it three
ways with the same client script (tests/fixtures/clients/differential.py, under the kit's python):
``direct`` (the client spawns the peer), ``stdio`` (the client spawns ``mcp-aggregator serve`` whose
one upstream is the peer) and ``http`` (one ``mcp-aggregator serve --http`` per peer). The proxy
runs with ``prefix_mode: always``, so every name arrives as ``<peer>__<name>``: `normalize` strips
the prefix and what may legitimately differ (``_meta`` stamps, cache hints), and `compare` says, per
aspect, what still differs.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.peers import ROOT, Kit, http_server

CLIENT = ROOT / "tests" / "fixtures" / "clients" / "differential.py"
PROXY = Path(sys.executable).with_name("mcp-aggregator")
SEPARATOR = "__"
FRONTS = ("direct", "stdio", "http")
CLIENT_RUNS = tuple((client, mode) for client in ("mcp", "fastmcp", "inspector") for mode in ("auto", "legacy"))
INSPECTOR = Path("@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
ASPECTS = ("tools", "calls", "prompts", "resources", "requests", "errors")
# what a proxy may change without a client noticing: provenance stamps and cache hints
VOLATILE = {"_meta", "ttlMs", "cacheScope", "nextCursor"}


@dataclass(frozen=True)
class Peer:
    """One real server: how to start it, and what not to call (slow or destructive tools)."""

    name: str
    argv: tuple[str, ...]
    env: tuple[tuple[str, str], ...] = ()
    protocol: str = "auto"  # the proxy config's pin for this upstream
    skip: tuple[str, ...] = ()
    lax: bool = False  # answers names it never listed (see `normalize`)
    http: bool = False  # serve it over Streamable HTTP (argv + ["http"]) and reach it by URL, direct and proxied
    files: tuple[tuple[Path, str], ...] = ()  # written before the peer starts (server-filesystem's allowed folder)


def peers(k: Kit, workdir: Path) -> list[Peer]:
    """The kit's servers; each observation of `memory` gets its own graph file (see `observe`)."""
    py = k.python
    node_env = tuple(k.node_env.items())
    # not called: slow, or answers that differ run to run (clock, environment), or that change the
    # server's own lists (a tool-change trigger), or a schema our made-up arguments do not satisfy
    everything = ("trigger-long-running-operation", "simulate-research-query", "get-env", "get-resource-reference")
    idioms = (
        *("test_trigger_tool_change", "test_trigger_prompt_change", "test_reconnection", "json_schema_2020_12_tool"),
        "test_tool_with_progress",  # answers with a count that differs run to run
    )
    # server-filesystem: the read-only tools over a folder of three small files; not called: the ones that write,
    # get_file_info (timestamps) and read_multiple_files (its `paths` needs an item: made-up arguments send none, and
    # the proxy checks arguments before forwarding). `x` is what the harness's made-up path argument names.
    folder = workdir / "filesystem-root"
    files = ((folder / "x", "the x file\n"), (folder / "notes" / "readme.txt", "read me\n"), (folder / "a.md", "# a\n"))
    filesystem = ("write_file", "edit_file", "create_directory", "move_file", "get_file_info", "read_multiple_files")
    return [
        Peer("sdk", (py, k.fixture("sdk_server.py")), lax=True),
        Peer("sdklegacy", (py, k.fixture("sdk_server.py")), protocol="legacy", lax=True),
        Peer("fastmcp", (py, k.fixture("fastmcp_server.py"))),
        Peer("ts", (k.node, k.fixture("ts_server.mjs")), env=node_env),
        Peer("idioms", (py, k.fixture("sdk_idioms.py")), skip=idioms),
        Peer("idiomshttp", (py, k.fixture("sdk_idioms.py")), skip=idioms, http=True),
        Peer("everything", (k.node, k.npm_entry("server-everything"), "stdio"), skip=everything),
        Peer("memory", (k.node, k.npm_entry("server-memory"))),
        Peer("filesystem", (k.node, k.npm_entry("server-filesystem"), str(folder)), skip=filesystem, files=files),
    ]


def proxy_config(peer: Peer, path: Path, url: str | None = None) -> Path:
    server: dict[str, Any] = (
        {"url": url} if url else {"command": peer.argv[0], "args": list(peer.argv[1:]), "env": dict(peer.env)}
    )
    if peer.protocol != "auto":
        server["aggregator"] = {"protocol": peer.protocol}
    config = {"aggregator": {"prefix_mode": "always"}, "mcpServers": {peer.name: server}}
    path.write_text(json.dumps(config, indent=2))
    return path


def run_client(
    k: Kit, peer: Peer, target: list[str], env: dict[str, str], timeout: float = 900
) -> list[dict[str, Any]]:
    inspector = json.dumps([k.node, str(k.node_modules / INSPECTOR)])
    names = json.dumps(sorted({*dict(peer.env), *env}))
    # `timeout` is a hang guard only: six client runs, the Inspector's a process per request, on a busy machine
    argv = [k.python, str(CLIENT), "--skip", json.dumps(list(peer.skip)), "--clients", "mcp,fastmcp,inspector"]
    argv += ["--inspector", inspector, "--env-names", names, *target]
    out = subprocess.run(
        argv, capture_output=True, text=True, timeout=timeout, env={**os.environ, **dict(peer.env), **env}
    )
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(f"{peer.name}: client exited {out.returncode}: {out.stderr[-3000:]}")
    runs: list[dict[str, Any]] = json.loads(out.stdout.strip().splitlines()[-1])["runs"]
    return runs


def _reference(k: Kit, peer: Peer, target: list[str], env: dict[str, str]) -> list[dict[str, Any]]:
    """The direct observation, the one the proxy is compared with. A peer that dropped its own connection there
    (server-filesystem did, once, on a loaded machine) gives no reference at all: it is observed once more. The
    proxied observations are never run again."""
    runs = run_client(k, peer, target, env)
    if any("Connection closed" in str(run.get("failed", "")) for run in runs):
        runs = run_client(k, peer, target, env)
    return runs


def observe(k: Kit, peer: Peer, workdir: Path) -> dict[str, list[dict[str, Any]]]:
    """The three observations of one peer: direct, through the proxy's stdio front and its HTTP front."""
    if not peer.http:
        return _observe(k, peer, workdir, None)
    with http_server([*peer.argv, "http"], env=dict(peer.env), timeout=90) as url:
        return _observe(k, peer, workdir, url)


def _observe(k: Kit, peer: Peer, workdir: Path, url: str | None) -> dict[str, list[dict[str, Any]]]:
    here = workdir / peer.name
    here.mkdir(parents=True, exist_ok=True)
    for path, text in peer.files:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    memory = {front: {"MEMORY_FILE_PATH": str(here / f"memory-{front}.jsonl")} for front in FRONTS}
    config = proxy_config(peer, here / "mcp.json", url)
    serve = [str(PROXY), "serve", "--config", str(config)]
    direct = ["--url", url] if url else ["--", *peer.argv]
    seen = {
        "direct": _reference(k, peer, direct, memory["direct"]),
        "stdio": run_client(k, peer, ["--", *serve], memory["stdio"]),
    }
    env = {**os.environ, **memory["http"]}
    with http_server([*serve, "--http", "127.0.0.1:0"], env=env, timeout=90) as proxy_url:
        seen["http"] = run_client(k, peer, ["--url", proxy_url], {})
    return seen


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def _unprefix(name: str, prefix: str) -> str:
    return name[len(prefix) :] if name.startswith(prefix) else f"<unprefixed>{name}"


# What a proxy in front of one server answers differently by design (each is named in the README):
# a list the server does not offer at all is an empty list of the merged server, not -32601; and a
# name the proxy never listed never reaches the server: the proxy refuses it with -32602 where a
# lax server might answer anything.
ABSENT_FEATURE = {"error": -32601}
UNKNOWN_NAME = -32602


# DECLARES (README, "Differential") — which of the input capabilities a server may ask for each client kind declares;
# the rules below that concern a client lacking one apply by this table, and a client it does not name is an error.
# `mcp.Client` gets all three handlers; `fastmcp.Client` none (no handler given); the Inspector CLI 2.12.0 turns
# sampling and elicitation off and always declares roots (its `initialize`, checked against a real Inspector in
# test_differential.py `test_the_inspector_cli_declares_what_the_rules_assume`).
INPUT_CAPABILITIES = frozenset({"sampling", "elicitation", "roots"})
DECLARES: dict[str, frozenset[str]] = {
    "mcp": INPUT_CAPABILITIES,
    "fastmcp": frozenset(),
    "inspector": frozenset({"roots"}),
}


def lacking(client: str) -> frozenset[str]:
    """The input capabilities client kind `client` does not declare (KeyError for a client not in `DECLARES`)."""
    return INPUT_CAPABILITIES - DECLARES[client]


# TASKS (README, "Differential") — the tasks extension is out of the proxy's scope (README, "Conformance"), so it does
# not offer it. A client that declares it (`TASKS_CLIENTS`: the Inspector CLI, whose `initialize` carries
# `extensions["io.modelcontextprotocol/tasks"]`) sees, directly from a modern server that offers it, a tool's
# `execution` (that extension's field in 2026-07-28), which the proxy does not list. Only that field, only where the
# proxy's tool has none, only for such a client in the modern era (in 2025-11-25 `execution` is core, and compared).
TASKS_EXTENSION = "io.modelcontextprotocol/tasks"
TASKS_CLIENTS = frozenset({"inspector"})


def tasks_rule(direct: dict[str, Any], proxied: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """`direct` (normalized) without the `execution` of the tools whose proxied twin has none (see TASKS)."""
    if not isinstance(direct["tools"], list) or not isinstance(proxied["tools"], list):
        return direct, proxied
    bare = {tool["name"] for tool in proxied["tools"] if "execution" not in tool}
    a = copy.deepcopy(direct)
    a["tools"] = [
        {k: v for k, v in tool.items() if k != "execution"} if tool["name"] in bare else tool for tool in a["tools"]
    ]
    return a, proxied


# The stdio rule (README, "Era mirroring" and "Differential"): a stdio server is one process with one session, which
# the proxy opens before any client comes and shares among all of them; it is never mirrored. What follows from that
# alone, and nothing else, is not compared for a peer reached over stdio (an HTTP peer is held to every byte):
# ONE_SESSION — the one session declared every capability the proxy can bridge and answered the server's session-level
# `roots/list` (asked at session start) from the config, so (a) a client lacking an input capability (`lacking`: the
# FastMCP client, the Inspector CLI) sees the tools the server lists only to capable clients, (b) those `roots/list`
# requests reach no client, and (c) a tool that reports that one session's own state answers from it
# (`SESSION_STATE_TOOLS`);
# ERA_BRIDGED — a legacy client of a dual-era stdio server that asks through its session API (`ERA_BRIDGED_PEERS`)
# meets the server's modern face, downgraded by era bridging: each call or prompt that asked the client something or
# failed, on either side, is compared by presence only. Any other difference of theirs still fails.
ONE_SESSION = "one-session"
ERA_BRIDGED = "era-bridged"
SESSION_STATE_TOOLS = frozenset({"get-roots-list", "toggle-simulated-logging", "toggle-subscriber-updates"})
ERA_BRIDGED_PEERS = frozenset({"idioms"})


def _interactive(entry: Any) -> bool:
    """A call or prompt get that asked its client something, or failed."""
    if not isinstance(entry, dict):
        return False
    result = entry.get("result")
    return "error" in entry or bool(entry.get("requests")) or (isinstance(result, dict) and bool(result.get("isError")))


def stdio_rule(
    direct: dict[str, Any], proxied: dict[str, Any], peer: str, *, lacks: frozenset[str], legacy_client: bool
) -> tuple[dict[str, Any], dict[str, Any]]:
    """`direct` and `proxied` (normalized) with what the stdio rule explains marked equal on both sides.

    `lacks`: the input capabilities the client does not declare (`lacking`); (a) applies only where it lacks one.
    """
    a, b = copy.deepcopy(direct), copy.deepcopy(proxied)
    if lacks and isinstance(a["tools"], list) and isinstance(b["tools"], list):
        mine = {tool["name"] for tool in a["tools"]}
        theirs = {tool["name"] for tool in b["tools"]} - mine  # (a): listed to the one capable session only
        b["tools"] = [tool for tool in b["tools"] if tool["name"] not in theirs]
        for name in theirs:
            b["calls"].pop(name, None)
            b["requests"].pop(name, None)
    for side in (a, b):
        for name, asked in side["requests"].items():  # (b)
            side["requests"][name] = [r for r in asked if not (isinstance(r, dict) and r.get("method") == "roots/list")]
        for name in SESSION_STATE_TOOLS & set(a["calls"]) & set(b["calls"]):  # (c)
            side["calls"][name] = ONE_SESSION
    if legacy_client and peer in ERA_BRIDGED_PEERS:
        for table, asked in ((a["calls"], (a["requests"], b["requests"])), (a["prompts"]["get"], ())):
            other = b["calls"] if table is a["calls"] else b["prompts"]["get"]
            for name in set(table) & set(other):
                if _interactive(table[name]) or _interactive(other[name]) or any(t.get(name) for t in asked):
                    table[name] = other[name] = ERA_BRIDGED
                    for t in asked:
                        t[name] = ERA_BRIDGED
    return a, b


# UNDECLARED_INPUT (README, "Capability-dependent tools") — a modern server's `input_required` asking a client for a
# kind of input that client did not declare: an intermediary must not pass it down (2026-07-28), so the proxy answers
# `-32021` where, connected directly, the client refuses it itself with an error of its own. Only a client that lacks
# an input capability (`lacking`), only a call or prompt the proxy refused with exactly -32021 and that failed directly.
UNDECLARED_INPUT = "undeclared-input"
MISSING_CAPABILITY = -32021


def undeclared_input_rule(
    direct: dict[str, Any], proxied: dict[str, Any], *, lacks: frozenset[str]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """`direct` and `proxied` (normalized) with what the undeclared-input rule explains marked equal on both sides."""
    if not lacks:
        return direct, proxied
    a, b = copy.deepcopy(direct), copy.deepcopy(proxied)
    for mine, theirs in ((a["calls"], b["calls"]), (a["prompts"]["get"], b["prompts"]["get"])):
        for name in set(mine) & set(theirs):
            here, there = mine[name], theirs[name]
            refused = isinstance(there, dict) and there.get("error") == MISSING_CAPABILITY
            if refused and isinstance(here, dict) and "error" in here:
                mine[name] = theirs[name] = UNDECLARED_INPUT
    return a, b


def _list(value: Any) -> Any:
    return [] if value == ABSENT_FEATURE else value


def _refusal(entry: dict[str, Any], *, proxied: bool) -> str:
    """An unknown-name probe: the proxy must refuse with -32602 (an unknown resource, to a client of the handshake
    revisions: -32002, their "Resource not found"); directly any refusal counts."""
    if proxied:
        return "refused" if entry.get("error") in (UNKNOWN_NAME, -32002) else f"proxy answered {entry}"[:200]
    if "error" in entry or entry.get("result", {}).get("isError"):
        return "refused"
    return "answered"


# A field at its default value says what its absence says (2025-11-25 `Tool.execution.taskSupport` defaults to
# "forbidden"; the 2026-07-28 Tool has no `execution`, so the proxy's modern answer leaves it out).
DEFAULTS = {"execution": {"taskSupport": "forbidden"}}


def _defaults(item: Any) -> Any:
    if not isinstance(item, dict):
        return item
    return {k: v for k, v in item.items() if DEFAULTS.get(k) != v}


def _probe(entry: dict[str, Any]) -> str:
    return f"{entry.get('error')} with HTTP {entry.get('status')}"


# The HTTP status an error code has for a modern client (2026-07-28: 404 for -32601; 400 for -32020/-32021/-32022 and
# a malformed request's -32602, so for every -32602 and the JSON-RPC request errors, as the reference SDK answers);
# other codes travel in a 200.
SPEC_STATUS = {-32700: 400, -32600: 400, -32602: 400, -32601: 404, -32020: 400, -32021: 400, -32022: 400}
AS_THE_SPEC_GIVES = "the status the spec gives its code"


def http_statuses(direct: dict[str, Any], proxied: dict[str, Any]) -> None:
    """Align the raw HTTP error probes (`http_*`) of two normalized `errors` aspects, in place.

    Reached directly over HTTP, the server's status and code are the reference; where the proxy refuses an unknown
    name by design (-32602 where the server answered otherwise), its status is what the spec allows that code. A
    server reached over stdio has no status: then the proxy's must be the one `SPEC_STATUS` gives the code it
    answered (200 for a code it does not name), and both sides say so. Through the proxy's stdio front there is none
    to see.
    """
    for key in [k for k in direct if k.startswith("http_") and k not in proxied]:
        del direct[key]  # the stdio front: no HTTP status to compare
    for key in [k for k in proxied if k.startswith("http_")]:
        entry, reference = proxied[key], direct.get(key)
        refused = key != "http_unknown_method" and entry.get("error") == UNKNOWN_NAME
        if reference is None or (refused and reference.get("error") != UNKNOWN_NAME):
            want = SPEC_STATUS.get(entry.get("error"), 200)  # type: ignore[arg-type]
            direct[key] = AS_THE_SPEC_GIVES
            proxied[key] = AS_THE_SPEC_GIVES if entry.get("status") == want else _probe(entry)
        else:
            direct[key], proxied[key] = _probe(reference), _probe(entry)


def normalize(observed: dict[str, Any], prefix: str | None, *, lax: bool = False, coded: bool = True) -> dict[str, Any]:
    """One observation per aspect, with the proxy's prefix taken off every tool and prompt name.

    `lax` marks a server that answers names it never listed (the proxy refuses them by design). `coded` is false
    for a client whose errors carry no JSON-RPC code (the Inspector CLI): any error through the proxy is a refusal.
    """
    o = _strip(observed)
    p = f"{prefix}{SEPARATOR}" if prefix else ""

    def names(items: Any, key: str = "name") -> Any:
        items = _list(items)
        if not isinstance(items, list):
            return items
        items = [_defaults(item) for item in items]
        return [{**item, key: _unprefix(item[key], p)} for item in items] if p else items

    def keyed(table: dict[str, Any]) -> dict[str, Any]:
        return {_unprefix(k, p) if p else k: v for k, v in table.items()}

    calls = keyed(o["calls"])
    requests = {name: call.pop("requests", []) for name, call in calls.items()}
    probes = {k: v for k, v in o["errors"].items() if k.startswith("http_")}
    errors = {
        k: _refusal(v if coded or "error" not in v else {**v, "error": UNKNOWN_NAME}, proxied=prefix is not None)
        for k, v in o["errors"].items()
        if k not in probes
    }
    if lax and prefix is None:
        errors = dict.fromkeys(errors, "refused")
    errors.update(probes)
    return {
        "tools": names(o["tools"]),
        "calls": calls,
        "requests": requests,
        "prompts": {"list": names(o["prompts"]), "get": keyed(o["prompt_gets"])},
        "resources": {"list": _list(o["resources"]), "templates": _list(o["templates"]), "read": o["reads"]},
        "errors": errors,
    }


def differences(direct: dict[str, Any], proxied: dict[str, Any], aspect: str) -> list[str]:
    """Where one aspect differs, as short paths with both values (empty when equal)."""
    out: list[str] = []

    def walk(a: Any, b: Any, path: str) -> None:
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b), key=str):
                walk(a.get(key, "<absent>"), b.get(key, "<absent>"), f"{path}.{key}")
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b, strict=True)):
                walk(x, y, f"{path}[{i}]")
        elif a != b:
            out.append(f"{path}: direct {json.dumps(a)[:200]} | proxy {json.dumps(b)[:200]}")

    walk(direct.get(aspect), proxied.get(aspect), aspect)
    return out
