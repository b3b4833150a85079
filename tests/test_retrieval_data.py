"""The labelled retrieval set in bench/retrieval_data/ holds together (issue 15, the Evaluation section).

Static checks on committed files, no network and no server: the floors the issue sets (>= 300 tools from >= 30
servers, >= 100 tasks, whole-task queries included), every label names a tool that is in the catalog, the split is
the fixed hash rule (so nobody can move a task between dev and heldout by hand), and every tool row comes from a
package pinned in collect.py.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

DATA = Path(__file__).resolve().parent.parent / "bench" / "retrieval_data"

MIN_TOOLS, MIN_SERVERS, MIN_TASKS = 300, 30, 100
MIN_MULTI_SHARE = 0.30


def _jsonl(name: str) -> list[dict[str, Any]]:
    with open(DATA / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


@pytest.fixture(scope="module")
def tools() -> list[dict[str, Any]]:
    return _jsonl("tools.jsonl")


@pytest.fixture(scope="module")
def tasks() -> list[dict[str, Any]]:
    return _jsonl("tasks.jsonl")


def _collect_module() -> ModuleType:
    # collect.py is a script, not a package module: load it from its path (importing it runs nothing)
    spec = importlib.util.spec_from_file_location("retrieval_collect", DATA / "collect.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def split_of(task_id: str) -> str:
    """The split rule, fixed before any tuning: 40 % dev, 60 % heldout by the SHA-256 of the id."""
    return "dev" if int(hashlib.sha256(task_id.encode()).hexdigest(), 16) % 10 < 4 else "heldout"


def test_tool_rows_are_whole_definitions(tools: list[dict[str, Any]]) -> None:
    for row in tools:
        assert set(row) == {"server", "name", "definition", "source"}, row.get("name")
        definition = row["definition"]
        assert definition["name"] == row["name"]
        assert isinstance(definition.get("inputSchema"), dict), row["name"]
        assert definition["inputSchema"].get("type") == "object", row["name"]
        assert re.fullmatch(r"\S+@\d[\w.+-]*", row["source"]), row["source"]
    keys = Counter((row["server"], row["name"]) for row in tools)
    assert [k for k, n in keys.items() if n > 1] == []


def test_tool_floors(tools: list[dict[str, Any]]) -> None:
    servers = {row["server"] for row in tools}
    assert len(tools) >= MIN_TOOLS
    assert len(servers) >= MIN_SERVERS
    # one server's source is one pinned package
    assert all(len({r["source"] for r in tools if r["server"] == s}) == 1 for s in servers)


def test_every_source_is_pinned_in_collect(tools: list[dict[str, Any]]) -> None:
    collect = _collect_module()
    pinned = {s.id: s.source for s in collect.SERVERS}
    assert {row["server"]: row["source"] for row in tools} == pinned


def test_task_shape_and_ids(tasks: list[dict[str, Any]]) -> None:
    ids = [t["id"] for t in tasks]
    assert len(ids) == len(set(ids))
    for task in tasks:
        assert re.fullmatch(r"t\d{3}", task["id"])
        assert set(task) <= {"id", "query", "tools", "split", "kind", "alternatives"}
        assert task["query"].strip() == task["query"] and len(task["query"]) >= 10
        assert 1 <= len(task["tools"]) <= 4, task["id"]
        assert task["kind"] == ("multi" if len(task["tools"]) > 1 else "single"), task["id"]
        if "alternatives" in task:
            assert len(task["alternatives"]) == len(task["tools"]), task["id"]
    assert len(tasks) >= MIN_TASKS


def test_every_label_is_in_the_catalog(tools: list[dict[str, Any]], tasks: list[dict[str, Any]]) -> None:
    catalog = {(row["server"], row["name"]) for row in tools}
    missing = []
    for task in tasks:
        alternatives = task.get("alternatives", [[]] * len(task["tools"]))
        groups = [[need, *alts] for need, alts in zip(task["tools"], alternatives, strict=True)]
        for pair in (p for group in groups for p in group):
            if tuple(pair) not in catalog:
                missing.append((task["id"], pair))
        needed = [tuple(t) for t in task["tools"]]
        assert len(needed) == len(set(needed)), task["id"]
    assert missing == []


def test_split_is_the_hash_rule(tasks: list[dict[str, Any]]) -> None:
    assert {t["split"] for t in tasks} <= {"dev", "heldout"}
    assert [t["id"] for t in tasks if t["split"] != split_of(t["id"])] == []
    dev = sum(t["split"] == "dev" for t in tasks) / len(tasks)
    assert 0.30 <= dev <= 0.50


def test_whole_task_queries_and_spread(tasks: list[dict[str, Any]], tools: list[dict[str, Any]]) -> None:
    multi = [t for t in tasks if t["kind"] == "multi"]
    assert len(multi) / len(tasks) >= MIN_MULTI_SHARE
    # each split has both kinds, so a figure per kind exists on held-out and dev alike
    for split in ("dev", "heldout"):
        assert {t["kind"] for t in tasks if t["split"] == split} == {"single", "multi"}
    labelled = {server for t in tasks for server, _ in t["tools"]}
    assert len(labelled) >= 0.8 * len({row["server"] for row in tools})


def test_no_machine_paths_in_definitions() -> None:
    # a server that echoes its working folder or a config path would leak the collecting machine into the fixture
    text = (DATA / "tools.jsonl").read_text(encoding="utf-8")
    # (the collecting machine's home, its scratch folder, and the container mounts a server once wrote in)
    leaks = ("/root/", "retrieval-collect", "/mnt/sandboxing", "/home/cloudsdk", "CONTAINER ENVIRONMENT DETECTED")
    assert [p for p in leaks if p in text] == []
