"""The audit trail (aggregator/audit.py): one record per call, every outcome, arguments only when asked for, and a
log that cannot be written never fails a call."""

from __future__ import annotations

import json
import logging
import os
import stat
import time
from pathlib import Path
from typing import Any

import anyio
import pytest

from aggregator import (
    Aggregator,
    AggregatorConfig,
    AggregatorSettings,
    AuditLog,
    AuditRecord,
    AuditSettings,
    Decision,
    ManualClock,
    McpError,
    PolicyRule,
    RateLimit,
    ServerConfig,
)
from aggregator.protocol.jsonrpc import ErrorResponse, Request
from tests.memory_server import FakeServer, Session, tool

SCHEMA = {"type": "object", "properties": {"n": {"type": "integer"}}, "additionalProperties": False}


def record(**kw: Any) -> AuditRecord:
    fields: dict[str, Any] = {
        "time": 1_700_000_000.25,
        "duration_s": 0.0123,
        "name": "fs__read",
        "server": "fs",
        "tool": "read",
        "outcome": "ok",
        "arguments": {"token": "s3cret"},
    }
    return AuditRecord(**{**fields, **kw})


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


# --- the log file -----------------------------------------------------------------------------------------------------


def test_a_record_is_one_json_line_without_arguments_by_default(tmp_path: Path) -> None:
    path = tmp_path / "audit.jsonl"
    log = AuditLog(path)
    log(record())
    log(record(outcome="error", error_code=-32603, reason="boom"))
    log.close()
    first, second = lines(path)
    assert first == {
        "time": "2023-11-14T22:13:20.250Z",
        "server": "fs",
        "name": "fs__read",
        "tool": "read",
        "outcome": "ok",
        "duration_ms": 12.3,
        "truncated": False,
        "error_code": None,
        "reason": None,
        "request_id": None,
    }
    assert (second["outcome"], second["error_code"], second["reason"]) == ("error", -32603, "boom")
    assert "s3cret" not in path.read_text()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600  # it may hold arguments


def test_arguments_are_written_when_enabled_and_the_file_is_appended_to(tmp_path: Path) -> None:
    path = tmp_path / "audit.jsonl"
    path.write_text('{"earlier": true}\n')
    log = AuditLog(path, arguments=True)
    log(record(arguments={"token": "s3cret", "odd": {1, 2}}))  # what JSON cannot hold is written as its repr
    log.close()
    earlier, line = lines(path)
    assert earlier == {"earlier": True}
    assert line["arguments"] == {"token": "s3cret", "odd": "{1, 2}"}


def test_a_log_that_cannot_be_written_is_reported_once_and_raises_nothing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "missing"
    blocker.write_text("a file where the log's folder should be")
    log = AuditLog(blocker / "audit.jsonl")
    with caplog.at_level(logging.WARNING, logger="aggregator.audit"):
        log(record())
        log(record())
    warnings = [r for r in caplog.records if r.name == "aggregator.audit"]
    assert len(warnings) == 1 and "cannot be written" in warnings[0].getMessage()
    blocker.unlink()
    log(record())  # the way is clear again: the log resumes, creating its folder
    log.close()
    assert len(lines(blocker / "audit.jsonl")) == 1


# --- through the Aggregator -------------------------------------------------------------------------------------------


def server(clock: ManualClock) -> FakeServer:
    async def on_call(session: Session, req: Request) -> dict[str, Any] | ErrorResponse:
        name = (req.params or {})["name"]
        if name == "fails":
            return ErrorResponse(req.id, -32000, "upstream failed")
        if name == "big":
            return {"content": [{"type": "text", "text": "b" * 5000}], "isError": False}
        if name == "slow":
            clock.advance(2.5)  # the call takes 2.5 s on the aggregator's clock
        return {"content": [{"type": "text", "text": name}], "isError": name == "oops"}

    names = ["ok", "oops", "fails", "big", "slow", "limited", "denied"]
    return FakeServer(pages=[[tool(n) for n in names] + [tool("typed", inputSchema=SCHEMA)]], on_call=on_call)


@pytest.mark.anyio
async def test_one_record_per_call_with_each_outcome() -> None:
    records: list[AuditRecord] = []
    clock = ManualClock()
    fake = server(clock)
    config = ServerConfig(
        name="s", serve=fake.serve, max_result_bytes=1024, tool_rate_limits={"limited": RateLimit(calls_per_s=1)}
    )
    settings = AggregatorSettings(policy=(PolicyRule(action="deny", tool="denied", reason="no"),))
    before = time.time()
    async with Aggregator([config], settings=settings, clock=clock, audit=records.append) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            for name in ("ok", "oops", "big", "slow", "limited", "limited", "denied"):
                await agg.call_tool(name, {"secret": "x"})
            await agg.call_tool("typed", {"n": "not a number"})
            for name in ("fails", "nope"):
                with pytest.raises(McpError):
                    await agg.call_tool(name, {})
    outcomes = [(r.name, r.outcome, r.truncated, r.error_code) for r in records]
    assert outcomes == [
        ("ok", "ok", False, None),
        ("oops", "tool_error", False, None),
        ("big", "ok", True, None),
        ("slow", "ok", False, None),
        ("limited", "ok", False, None),
        ("limited", "rate_limited", False, None),
        ("denied", "denied", False, None),
        ("typed", "invalid_arguments", False, None),
        ("fails", "error", False, -32000),
        ("nope", "error", False, -32602),
    ]
    by_name = {r.name: r for r in records}
    assert by_name["slow"].duration_s == 2.5 and by_name["ok"].duration_s == 0
    assert (by_name["ok"].server, by_name["ok"].tool) == ("s", "ok")
    assert (by_name["nope"].server, by_name["nope"].tool, by_name["nope"].reason) == (None, None, "Unknown tool: nope")
    assert by_name["denied"].reason == "no"
    assert "retry after 1 s" in (records[5].reason or "")
    assert by_name["ok"].arguments == {"secret": "x"}  # the host's own callable sees them
    assert before <= by_name["ok"].time <= time.time()
    assert fake.methods().count("tools/call") == 6  # ok, oops, big, slow, limited once, fails


@pytest.mark.anyio
async def test_a_cancelled_call_is_recorded_as_cancelled() -> None:
    started = anyio.Event()

    async def on_call(session: Session, req: Request) -> dict[str, Any]:
        started.set()
        await anyio.sleep_forever()
        raise AssertionError

    records: list[AuditRecord] = []
    fake = FakeServer(pages=[[tool("hang")]], on_call=on_call)
    async with Aggregator([ServerConfig(name="s", serve=fake.serve)], audit=records.append) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            async with anyio.create_task_group() as tg:
                tg.start_soon(agg.call_tool, "hang", {})
                await started.wait()
                tg.cancel_scope.cancel()
    assert [(r.name, r.outcome) for r in records] == [("hang", "cancelled")]


@pytest.mark.anyio
async def test_a_failing_audit_callable_does_not_fail_the_call(caplog: pytest.LogCaptureFixture) -> None:
    def broken(record: AuditRecord) -> None:
        raise RuntimeError("disk on fire")

    fake = FakeServer(pages=[[tool("ok")]])
    with caplog.at_level(logging.ERROR, logger="aggregator"):
        async with Aggregator([ServerConfig(name="s", serve=fake.serve)], audit=broken) as agg:
            with anyio.fail_after(10):
                await agg.list_tools()
                first = await agg.call_tool("ok", {})
                second = await agg.call_tool("ok", {})
    assert first["isError"] is False and second["isError"] is False  # type: ignore[index]
    assert len([r for r in caplog.records if "audit callable failed" in r.getMessage()]) == 1


@pytest.mark.anyio
@pytest.mark.parametrize("arguments", [False, True])
async def test_the_configs_audit_log_writes_arguments_only_when_enabled(tmp_path: Path, arguments: bool) -> None:
    path = tmp_path / "audit.jsonl"
    fake = FakeServer(pages=[[tool("ok")]])
    config = AggregatorConfig(
        servers=(ServerConfig(name="s", serve=fake.serve),),
        settings=AggregatorSettings(audit=AuditSettings(path=str(path), arguments=arguments)),
    )
    async with Aggregator(config, policy=lambda req: Decision.allow()) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            await agg.call_tool("ok", {"token": "s3cret"})
    (line,) = lines(path)
    assert (line["server"], line["name"], line["outcome"]) == ("s", "ok", "ok")
    assert ("s3cret" in path.read_text()) is arguments
    assert line.get("arguments") == ({"token": "s3cret"} if arguments else None)


@pytest.mark.anyio
async def test_an_unwritable_audit_path_does_not_fail_the_call(tmp_path: Path) -> None:
    fake = FakeServer(pages=[[tool("ok")]])
    config = AggregatorConfig(
        servers=(ServerConfig(name="s", serve=fake.serve),),
        settings=AggregatorSettings(audit=AuditSettings(path=str(tmp_path / "no" / "such" / "dir" / "a.jsonl"))),
    )
    async with Aggregator(config) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            result = await agg.call_tool("ok", {})
    assert result == {"content": [{"type": "text", "text": "called ok"}], "isError": False}
