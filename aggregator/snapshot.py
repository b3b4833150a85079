"""Snapshots read back: the stable JSON a catalog writes (`Catalog.snapshot()`), loaded and checked.

A snapshot is what the debugging commands work on, whether it came from live servers a moment ago or from a
file committed beside a config (so CI can gate on it without starting anything). Reading one checks the shape
the commands rely on and names the file and the key when something is off.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

from aggregator.catalog import SNAPSHOT_FORMAT, Catalog, CatalogTool
from aggregator.errors import ConfigError

__all__ = ["catalog_of", "check_snapshot_shape", "load_snapshot", "snapshot_tools_by_key"]


def load_snapshot(path: str | Path) -> dict[str, Any]:
    """Read a snapshot file (`mcp-aggregator tools --json > FILE`). Raises ConfigError naming the file and key."""
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
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
