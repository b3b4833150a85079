"""Every duration setting (timeouts, list patience, reconnect backoff, the HTTP front's) refuses 0 where it must be
positive, a negative, NaN, an infinity and an absurd size with a ConfigError naming the setting — and, read from a
config file, the file and the exact key."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from aggregator.config import AggregatorSettings, Backoff, Timeouts
from aggregator.config_file import load_config
from aggregator.errors import ConfigError
from aggregator.proxy.http import HttpSettings

BAD = [0, -1, math.nan, math.inf, -math.inf, 1e300, True, "5"]


@pytest.mark.parametrize("value", BAD)
@pytest.mark.parametrize("field", ["initial", "maximum", "probe_interval", "factor", "jitter"])
def test_backoff_refuses_what_its_schedule_cannot_hold(field: str, value: Any) -> None:
    if field == "jitter" and value == 0:
        value = 1.0  # 0 is a fine jitter; 1 lets a delay fall to nothing
    if field == "factor" and value == 0:
        value = 0.5  # a shrinking schedule
    with pytest.raises(ConfigError, match=field):
        Backoff(**{field: value})


def test_backoff_wait_for_retry_may_be_zero() -> None:
    assert Backoff(wait_for_retry=0).wait_for_retry == 0
    for value in (-1, math.nan, math.inf):
        with pytest.raises(ConfigError, match="wait_for_retry"):
            Backoff(wait_for_retry=value)


@pytest.mark.parametrize("value", BAD)
def test_timeouts_and_patience_refuse_bad_seconds(value: Any) -> None:
    with pytest.raises(ConfigError, match="'call'"):
        Timeouts(call=value)
    if value != 0:  # no patience at all is allowed
        with pytest.raises(ConfigError, match="list_patience_s"):
            AggregatorSettings(list_patience_s=value)
    with pytest.raises(ConfigError, match="keepalive_s"):
        HttpSettings(keepalive_s=value)


@pytest.mark.parametrize("value", [math.nan, math.inf, -1, 1.5])
def test_list_ttls_are_integers_of_milliseconds(value: Any) -> None:
    with pytest.raises(ConfigError, match="max_ttl_ms"):
        AggregatorSettings(max_ttl_ms=value)


def _load(tmp_path: Path, data: dict[str, Any]) -> None:
    path = tmp_path / "cfg.json"
    # NaN and Infinity are what Python's json writes and reads for them
    path.write_text(json.dumps(data))
    load_config(path, environ={})


@pytest.mark.parametrize("value", [0, -1, math.inf, 1e300])
def test_a_config_file_names_the_file_and_the_exact_key(tmp_path: Path, value: float) -> None:
    entry = {"command": "true", "aggregator": {"timeouts": {"connect": value}}}
    with pytest.raises(ConfigError) as caught:
        _load(tmp_path, {"mcpServers": {"a": entry}})
    assert "cfg.json" in str(caught.value) and "mcpServers.a.aggregator.timeouts.connect" in str(caught.value)
    if value != 0:
        with pytest.raises(ConfigError) as caught:
            _load(tmp_path, {"mcpServers": {}, "aggregator": {"list_patience_s": value}})
        assert "cfg.json" in str(caught.value) and "aggregator.list_patience_s" in str(caught.value)
