"""Snapshots read back: the stable JSON a catalog writes (`Catalog.snapshot()`), loaded and checked.

A snapshot is what the debugging commands work on, whether it came from live servers a moment ago or from a
file committed beside a config (so CI can gate on it without starting anything). Reading one checks the shape
the commands rely on and names the file and the key when something is off.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, cast

from aggregator.bounded_file import FileRefused, read_bounded
from aggregator.catalog import SNAPSHOT_FORMAT, Catalog, CatalogTool
from aggregator.errors import ConfigError

__all__ = ["catalog_of", "check_snapshot_shape", "load_snapshot", "snapshot_tools_by_key"]


#: the largest snapshot read (a snapshot of thousands of tools is a few MiB; a pipe or /dev/zero is refused)
MAX_SNAPSHOT_BYTES = 256 * 1024 * 1024


def load_snapshot(path: str | Path) -> dict[str, Any]:
    """Read a snapshot file (`mcp-aggregator tools --json > FILE`). Raises ConfigError naming the file and key."""
    source = str(path)
    try:
        text = read_bounded(source, MAX_SNAPSHOT_BYTES).decode("utf-8")
    except FileRefused as exc:
        raise ConfigError(f"{source}: {exc.reason}; a snapshot is the JSON file `tools --json` writes") from None
    except OSError as exc:
        raise ConfigError(f"{source}: cannot read the snapshot: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{source}: the snapshot is not UTF-8 ({exc.reason} at byte {exc.start})") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{source}:{exc.lineno}:{exc.colno}: the snapshot is not JSON: {exc.msg}") from exc
    check_snapshot_shape(data, source)
    return cast("dict[str, Any]", data)  # check_snapshot_shape raised unless it is an object


def check_snapshot_shape(data: Any, source: str = "snapshot") -> None:
    """The keys the commands read, with their types; raises ConfigError naming the first bad one."""

    def fail(key: str, message: str) -> ConfigError:
        return ConfigError(f"{source}: {key}: {message}")

    if not isinstance(data, dict):
        raise fail("(top level)", "expected an object (the output of `mcp-aggregator tools --json`)")
    if "format" not in data and any(isinstance(data.get(key), dict) for key in ("mcpServers", "servers")):
        # the likeliest mix-up (`diff approved.json mcp.json`): say which file it is, not which key it lacks
        raise ConfigError(f"{source}: a config of servers, not a snapshot (a snapshot is what `tools --json` writes)")
    if data.get("format") != SNAPSHOT_FORMAT:
        raise fail("format", f"expected {SNAPSHOT_FORMAT}, got {data.get('format')!r}")
    for key in ("tools", "servers"):
        if not isinstance(data.get(key), list):
            raise fail(key, "expected an array")
    for index, tool in enumerate(data["tools"]):
        if not isinstance(tool, dict):
            raise fail(f"tools[{index}]", "expected an object")
        for key in ("name", "server", "original_name"):
            if not isinstance(tool.get(key), str):
                raise fail(f"tools[{index}].{key}", "expected a string")
        if tool.get("rename") is not None and not isinstance(tool["rename"], dict):
            raise fail(f"tools[{index}].rename", "expected an object")
        if not isinstance(tool.get("inputSchema", {}), dict):
            raise fail(f"tools[{index}].inputSchema", "expected an object")
    for index, server in enumerate(data["servers"]):
        if not isinstance(server, dict) or not isinstance(server.get("name"), str):
            raise fail(f"servers[{index}].name", "expected a string")
    report = data.get("report", {})
    if not isinstance(report, dict):
        raise fail("report", "expected an object")
    for key in ("drops", "collisions", "unvalidated"):
        if not isinstance(report.get(key, []), list):
            raise fail(f"report.{key}", "expected an array")
    for index, drop in enumerate(report.get("drops", [])):
        # the commands read each drop's server, upstream name (null: the whole server) and reason
        if not isinstance(drop, dict) or not isinstance(drop.get("server"), str):
            raise fail(f"report.drops[{index}].server", "expected a string")
        if not isinstance(drop.get("original_name"), str | None) or not isinstance(drop.get("reason"), str):
            raise fail(f"report.drops[{index}]", "expected original_name (a string or null) and reason (a string)")
    if "exposure" in data:
        _check_exposure(data["exposure"], fail)


_TEXT, _COUNT, _NUMBER = (str,), (int,), (int, float)
#: what `plan` and `check --profile` read of a snapshot's `exposure` section (as `tools --json --profile P` writes it)
_EXPOSURE: dict[str, dict[str, tuple[type, ...]]] = {
    "profile": {
        "name": _TEXT, "label": _TEXT, "client_key": _TEXT, "name_prefix": _TEXT, "source": _TEXT, "checked": _TEXT,
        "max_tools": (int, type(None)), "token_budget": (int, type(None)), "tool_room": (int, type(None)),
        "name_room": _COUNT, "max_name_length": _COUNT,
    },
    "totals": {
        "tools": _COUNT, "inline": _COUNT, "deferred": _COUNT, "dropped": _COUNT, "shortened": _COUNT,
        "inline_tokens": _COUNT, "all_tokens": _COUNT, "saved_percent": _NUMBER,
    },
    "cost_model": {"expected_tokens_per_turn": _NUMBER, "encoding": _TEXT},
    "entries": {
        "name": _TEXT, "catalog_name": _TEXT, "server": (str, type(None)), "placement": _TEXT, "reason": _TEXT,
        "shortened_from": (str, type(None)), "tokens": _COUNT,
    },
}  # fmt: skip


def _check_exposure(section: Any, fail: Callable[[str, str], ConfigError]) -> None:
    """A hand-edited `exposure` section fails here, naming the key, not as a crash in the command that reads it."""
    if not isinstance(section, dict):
        raise fail("exposure", "expected an object (the section `tools --json --profile P` writes)")
    if not isinstance(section.get("meta"), bool):
        raise fail("exposure.meta", "expected true or false")
    problems = section.get("problems")
    if not isinstance(problems, list) or not all(isinstance(problem, str) for problem in problems):
        raise fail("exposure.problems", "expected an array of strings")
    entries = section.get("entries")
    if not isinstance(entries, list):
        raise fail("exposure.entries", "expected an array")
    parts = [(key, section.get(key)) for key in ("profile", "totals", "cost_model")]
    for path, value, shape in [
        *((k, v, _EXPOSURE[k]) for k, v in parts),
        *((f"entries[{index}]", entry, _EXPOSURE["entries"]) for index, entry in enumerate(entries)),
    ]:
        if not isinstance(value, dict):
            raise fail(f"exposure.{path}", "expected an object")
        for key, kinds in shape.items():
            got = value.get(key)
            if not isinstance(got, kinds) or (isinstance(got, bool) and bool not in kinds):
                raise fail(f"exposure.{path}.{key}", f"expected {' or '.join(_KIND[kind] for kind in kinds)}")


_KIND = {str: "a string", int: "an integer", float: "a number", type(None): "null"}


def snapshot_tools_by_key(snapshot: Mapping[str, Any]) -> dict[tuple[str, str], Mapping[str, Any]]:
    """A snapshot's tools by their identity, (server, upstream name): what stays the same across a rename."""
    return {(tool["server"], tool["original_name"]): tool for tool in snapshot.get("tools", [])}


#: the keys of a snapshot's tool entry that are the aggregator's bookkeeping, not the tool's definition
_BOOKKEEPING = frozenset({"server", "original_name", "rename"})


def catalog_of(snapshot: Mapping[str, Any]) -> Catalog:
    """The tools of a (shape-checked) snapshot as a `Catalog` — names, servers, definitions; no report — for what is
    computed from a catalog offline (an exposure plan)."""
    tools = tuple(
        CatalogTool(
            tool["name"],
            tool["server"],
            tool["original_name"],
            None,
            {key: value for key, value in tool.items() if key not in _BOOKKEEPING},
        )
        for tool in snapshot.get("tools", [])
    )
    return Catalog(tools=tools, servers=(), drops=(), collisions=(), routes={tool.name: tool for tool in tools})
