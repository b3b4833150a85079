"""The library's entry points say what they expected when given the wrong thing: an unknown adapter profile is a
ValueError listing the known ones (never a bare KeyError), a yes/no or consent argument of the wrong type is a
TypeError (never read as yes), and the public `ManualClock` refuses to run backwards or lose a sleeper."""

from __future__ import annotations

import math
from typing import Any

import anyio
import pytest

from aggregator import ManualClock
from aggregator.adapters import fit_names, result_to_anthropic, to_anthropic, to_openai
from aggregator.config_file import load_config, parse_config

TOOLS = [{"name": "a", "inputSchema": {"type": "object"}}]


@pytest.mark.parametrize("convert", [to_openai, to_anthropic])
def test_an_unknown_profile_names_the_known_ones(convert: Any) -> None:
    with pytest.raises(ValueError, match="known profiles: openai, anthropic"):
        convert(TOOLS, profile="gpt")
    with pytest.raises(ValueError, match="known profiles"):
        fit_names(["a"], profile=None)  # type: ignore[arg-type]


@pytest.mark.parametrize("convert", [to_openai, to_anthropic])
@pytest.mark.parametrize("value", ["no", 0, None])
def test_a_yes_no_option_of_another_type_is_a_type_error(convert: Any, value: Any) -> None:
    with pytest.raises(TypeError, match="strip_schema_uri must be True or False"):
        convert(TOOLS, strip_schema_uri=value)


def test_a_tool_use_id_must_be_a_string() -> None:
    with pytest.raises(TypeError, match="tool_use_id"):
        result_to_anthropic({"content": []}, tool_use_id=None)  # type: ignore[arg-type]


@pytest.mark.parametrize("trust", ["no", "", 1, None, ["x"]])
def test_a_consent_of_the_wrong_type_is_a_type_error(trust: Any, tmp_path: Any) -> None:
    path = tmp_path / "c.json"
    path.write_text('{"mcpServers": {"a": {"command": "true"}}}')
    with pytest.raises(TypeError, match="trust must be True, False or a collection of Effect"):
        load_config(path, trust=trust)
    with pytest.raises(TypeError, match="trust must be True or False"):
        parse_config({"mcpServers": {}}, trust=trust)


@pytest.mark.parametrize("step", [-1.0, math.nan, math.inf])
def test_manual_clock_refuses_to_go_back_or_lose_time(step: float) -> None:
    clock = ManualClock(5.0)
    with pytest.raises(ValueError, match="advance"):
        clock.advance(step)
    assert clock.now() == 5.0
    with pytest.raises(ValueError, match="start"):
        ManualClock(step if step != -1.0 else math.nan)


@pytest.mark.anyio
async def test_manual_clock_sleep_refuses_nan_and_wakes_as_documented() -> None:
    clock = ManualClock()
    with pytest.raises(ValueError, match="sleep"):
        await clock.sleep(math.nan)
    woke: list[float] = []

    async def sleeper() -> None:
        await clock.sleep(2)
        woke.append(clock.now())

    with anyio.fail_after(10):
        async with anyio.create_task_group() as tg:
            tg.start_soon(sleeper)
            await clock.wait_for_sleepers(1)
            clock.advance(1)
            assert clock.sleepers == 1 and not woke
            clock.advance(1)
    assert woke == [2.0]
